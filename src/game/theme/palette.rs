//! The palette: the seats' colours (kept apart for colour-blind players), the terrains' and the
//! materials'.

use crate::core::Seat;
use bevy::prelude::*;
use bevy_egui::egui;

/// The seats' colours: the base game's red, blue, orange and white, then for the 5–6 extension a
/// bluish green and a reddish purple (from Okabe and Ito's palette for colour-blind readers; the
/// test below keeps all six apart under simulated protanopia, deuteranopia and tritanopia).
pub const SEAT_RGB: [[f32; 3]; 6] = [
    [0.86, 0.16, 0.16],
    [0.16, 0.38, 0.92],
    [0.98, 0.56, 0.08],
    [0.96, 0.96, 0.93],
    [0.0, 0.62, 0.45],
    [0.80, 0.47, 0.65],
];

pub fn seat_color(seat: Seat) -> Color {
    let [r, g, b] = SEAT_RGB[seat.index() % SEAT_RGB.len()];
    Color::srgb(r, g, b)
}

/// The pill behind texts over the board ("+2 grain", "Red ← Blue"): opaque (the seat's rim
/// behind it shows only round it) and dark enough for any seat's text colour
/// ([`seat_text_on_dark`]) over any tile.
pub const PILL: Color = Color::srgba(0.07, 0.07, 0.09, 1.0);

/// How much white a seat's colour takes to be read as text on the dark pill (play-test 7: a red
/// "+1 wool" over pasture was hard to read — pure red on near-black is a contrast of 3:1).
const TEXT_LIGHTEN: f32 = 0.45;

/// A seat's colour lightened for text on the dark pill: its hue kept, a contrast of at least
/// 4.5:1 (the test below checks all six).
pub fn seat_text_on_dark(seat: Seat) -> Color {
    let [r, g, b] = SEAT_RGB[seat.index() % SEAT_RGB.len()];
    let up = |c: f32| c + (1.0 - c) * TEXT_LIGHTEN;
    Color::srgb(up(r), up(g), up(b))
}

/// A Bevy colour for egui.
pub fn to_egui(color: Color) -> egui::Color32 {
    let c = color.to_srgba();
    egui::Color32::from_rgb(
        (c.red * 255.0) as u8,
        (c.green * 255.0) as u8,
        (c.blue * 255.0) as u8,
    )
}

pub fn seat_egui(seat: Seat) -> egui::Color32 {
    to_egui(seat_color(seat))
}

pub fn terrain_color(t: crate::core::Terrain) -> Color {
    match t {
        crate::core::Terrain::Forest => Color::srgb(0.13, 0.45, 0.20),
        crate::core::Terrain::Hills => Color::srgb(0.78, 0.38, 0.20),
        crate::core::Terrain::Fields => Color::srgb(0.93, 0.78, 0.27),
        crate::core::Terrain::Pasture => Color::srgb(0.55, 0.80, 0.33),
        crate::core::Terrain::Mountains => Color::srgb(0.52, 0.53, 0.56),
        crate::core::Terrain::Desert => Color::srgb(0.88, 0.80, 0.60),
        crate::core::Terrain::Sea => Color::srgb(0.14, 0.33, 0.52),
        crate::core::Terrain::Gold => Color::srgb(0.85, 0.68, 0.16),
    }
}

/// The colour of a material (cards, 2:1 harbours).
pub fn resource_color(i: usize) -> Color {
    terrain_color(crate::core::Terrain::ALL[i])
}

pub fn resource_egui(i: usize) -> egui::Color32 {
    to_egui(resource_color(i))
}

#[cfg(test)]
mod tests;
