//! The look shared by every screen: panel sizes, the palette (seats, terrains, materials), egui's
//! font, and the root `Ui` panels are drawn in. A leaf: it imports nothing else of the game.

use crate::core::Seat;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(EguiPrimaryContextPass, use_dejavu_in_egui);
}

pub const LEFT_PANEL: f32 = 250.0;
pub const RIGHT_PANEL: f32 = 300.0;
pub const TOP_BAR: f32 = 44.0;
pub const BOTTOM_PANEL: f32 = 190.0;
/// The players' rows in the left panel: where the first starts and how tall each is.
pub const PLAYER_ROWS_TOP: f32 = TOP_BAR + 34.0;
pub const PLAYER_ROW: f32 = 118.0;
/// The rows with five or six players: shorter (the pieces left go into the row's hover text), so
/// six fit at 1280×800.
pub const PLAYER_ROW_COMPACT: f32 = 100.0;

/// How tall each player's row is at a table of `players`.
pub fn player_row(players: u8) -> f32 {
    if players > 4 {
        PLAYER_ROW_COMPACT
    } else {
        PLAYER_ROW
    }
}

/// The game screen's panels around the board: left, right, top, bottom.
pub const GAME_MARGINS: [f32; 4] = [LEFT_PANEL, RIGHT_PANEL, TOP_BAR, BOTTOM_PANEL];

/// The part of the game screen the board shows in (between its panels), for what is drawn over
/// the board: the turn banner, the big dice, hints, questions.
pub fn board_area(ctx: &egui::Context) -> egui::Rect {
    let [left, right, top, bottom] = GAME_MARGINS;
    let screen = ctx.content_rect();
    egui::Rect::from_min_max(
        egui::pos2(screen.left() + left, screen.top() + top),
        egui::pos2(screen.right() - right, screen.bottom() - bottom),
    )
}

/// The board editor's panels.
pub const EDITOR_LEFT: f32 = 230.0;
pub const EDITOR_RIGHT: f32 = 330.0;
pub const EDITOR_TOP: f32 = 40.0;
/// The editor's panels around the board: left, right, top, bottom.
pub const EDITOR_MARGINS: [f32; 4] = [EDITOR_LEFT, EDITOR_RIGHT, EDITOR_TOP, 0.0];

/// egui draws with DejaVu Sans (the board's font): Czech letters and the symbols used here.
fn use_dejavu_in_egui(mut contexts: EguiContexts, mut done: Local<bool>) -> Result {
    if *done {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let mut fonts = egui::FontDefinitions::default();
    fonts.font_data.insert(
        "dejavu".into(),
        std::sync::Arc::new(egui::FontData::from_static(include_bytes!(
            "../../../assets/fonts/DejaVuSans.ttf"
        ))),
    );
    for family in [egui::FontFamily::Proportional, egui::FontFamily::Monospace] {
        fonts
            .families
            .entry(family)
            .or_default()
            .insert(0, "dejavu".into());
    }
    ctx.set_fonts(fonts);
    *done = true;
    Ok(())
}

/// A `Ui` covering the window, for panels (egui 0.36 panels show inside a `Ui`).
pub fn root_ui(ctx: &egui::Context) -> egui::Ui {
    egui::Ui::new(
        ctx.clone(),
        "root".into(),
        egui::UiBuilder::new()
            .layer_id(egui::LayerId::background())
            .max_rect(ctx.viewport_rect()),
    )
}

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
    }
}

/// The colour of a material (cards, 2:1 harbours).
pub fn resource_color(i: usize) -> Color {
    terrain_color(crate::core::Terrain::ALL[i])
}

pub fn resource_egui(i: usize) -> egui::Color32 {
    to_egui(resource_color(i))
}

/// A small resource card with its picture, filling `rect`: a cream card with a coloured band and
/// the material drawn on it (a tree, bricks, wheat, a sheep, a mountain). `faded` greys it (none
/// held).
pub fn paint_resource_card(p: &egui::Painter, rect: egui::Rect, r: usize, faded: bool) {
    let fade = |c: egui::Color32| if faded { c.gamma_multiply(0.35) } else { c };
    let round = rect.width() * 0.12;
    p.rect_filled(rect, round, fade(egui::Color32::from_rgb(250, 244, 226)));
    let band = rect.shrink(rect.width() * 0.08);
    p.rect_filled(band, round * 0.7, fade(resource_egui(r)));
    p.rect_stroke(
        rect,
        round,
        egui::Stroke::new(1.0, egui::Color32::from_gray(30)),
        egui::StrokeKind::Inside,
    );
    paint_resource_picture(p, band, r, faded);
}

/// The picture of material `r` (the order of [`crate::core::Resource::ALL`]) inside `rect`.
pub fn paint_resource_picture(p: &egui::Painter, rect: egui::Rect, r: usize, faded: bool) {
    let fade = |c: egui::Color32| if faded { c.gamma_multiply(0.35) } else { c };
    let c = rect.center();
    let s = rect.width().min(rect.height());
    let dark = |rgb: (u8, u8, u8)| fade(egui::Color32::from_rgb(rgb.0, rgb.1, rgb.2));
    let tri = |top: egui::Pos2, w: f32, h: f32, color: egui::Color32| {
        p.add(egui::Shape::convex_polygon(
            vec![
                top,
                top + egui::vec2(w / 2.0, h),
                top + egui::vec2(-w / 2.0, h),
            ],
            color,
            egui::Stroke::NONE,
        ));
    };
    match r {
        // wood: two fir trees
        0 => {
            for (dx, k) in [(-0.18, 0.9), (0.16, 1.0)] {
                let x = c.x + dx * s;
                let trunk = egui::Rect::from_center_size(
                    egui::pos2(x, c.y + 0.28 * s * k),
                    egui::vec2(0.07 * s, 0.16 * s),
                );
                p.rect_filled(trunk, 0.0, dark((90, 60, 30)));
                tri(
                    egui::pos2(x, c.y - 0.36 * s * k),
                    0.38 * s * k,
                    0.6 * s * k,
                    dark((20, 80, 35)),
                );
            }
        }
        // brick: a small wall
        1 => {
            let (w, h) = (0.3 * s, 0.13 * s);
            for row in 0..3 {
                let off = if row % 2 == 0 { 0.0 } else { w / 2.0 };
                for col in 0..3 {
                    let x = c.x - 0.45 * s + off + col as f32 * (w + 0.03 * s);
                    let y = c.y - 0.25 * s + row as f32 * (h + 0.04 * s);
                    let b = egui::Rect::from_min_size(egui::pos2(x, y), egui::vec2(w, h));
                    if b.right() <= rect.right() - 0.02 * s {
                        p.rect_filled(b, 1.0, dark((150, 60, 30)));
                    }
                }
            }
        }
        // grain: three stalks
        2 => {
            for dx in [-0.2, 0.0, 0.2] {
                let x = c.x + dx * s;
                p.line_segment(
                    [egui::pos2(x, c.y + 0.4 * s), egui::pos2(x, c.y - 0.1 * s)],
                    egui::Stroke::new(0.04 * s, dark((150, 120, 30))),
                );
                for k in 0..3 {
                    let y = c.y - 0.32 * s + k as f32 * 0.1 * s;
                    p.circle_filled(egui::pos2(x, y), 0.055 * s, dark((170, 130, 20)));
                }
            }
        }
        // sheep: a woolly body, a dark head and legs
        3 => {
            for (dx, dy) in [(-0.15, 0.0), (0.0, -0.08), (0.15, 0.0), (0.0, 0.06)] {
                p.circle_filled(
                    c + egui::vec2(dx * s, dy * s),
                    0.17 * s,
                    fade(egui::Color32::from_rgb(250, 250, 245)),
                );
            }
            for dx in [-0.15, 0.12] {
                p.line_segment(
                    [
                        c + egui::vec2(dx * s, 0.15 * s),
                        c + egui::vec2(dx * s, 0.33 * s),
                    ],
                    egui::Stroke::new(0.05 * s, dark((40, 40, 40))),
                );
            }
            p.circle_filled(
                c + egui::vec2(0.3 * s, -0.08 * s),
                0.09 * s,
                dark((40, 40, 40)),
            );
        }
        // stone: a mountain with a snowy top
        _ => {
            tri(
                egui::pos2(c.x - 0.08 * s, c.y - 0.35 * s),
                0.8 * s,
                0.7 * s,
                dark((80, 82, 88)),
            );
            tri(
                egui::pos2(c.x + 0.22 * s, c.y - 0.1 * s),
                0.5 * s,
                0.45 * s,
                dark((110, 112, 118)),
            );
            tri(
                egui::pos2(c.x - 0.08 * s, c.y - 0.35 * s),
                0.23 * s,
                0.2 * s,
                fade(egui::Color32::from_rgb(245, 245, 250)),
            );
        }
    }
}

#[cfg(test)]
mod colour_tests {
    use super::SEAT_RGB;

    fn linear(c: f32) -> f32 {
        if c <= 0.04045 {
            c / 12.92
        } else {
            ((c + 0.055) / 1.055).powf(2.4)
        }
    }

    /// CIE L*a*b* of an sRGB colour (D65).
    fn lab(rgb: [f32; 3]) -> [f32; 3] {
        let [r, g, b] = rgb.map(linear);
        let x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.9505;
        let y = 0.2126 * r + 0.7152 * g + 0.0722 * b;
        let z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.089;
        let f = |t: f32| {
            if t > 0.008856 {
                t.cbrt()
            } else {
                7.787 * t + 16.0 / 116.0
            }
        };
        let (fx, fy, fz) = (f(x), f(y), f(z));
        [116.0 * fy - 16.0, 500.0 * (fx - fy), 200.0 * (fy - fz)]
    }

    /// The colour as a person with full protanopia, deuteranopia or tritanopia sees it
    /// (Machado, Oliveira and Fernandes 2009, severity 1, on linear RGB).
    fn simulate(rgb: [f32; 3], m: &[[f32; 3]; 3]) -> [f32; 3] {
        let l = rgb.map(linear);
        let out = m.map(|row| (row[0] * l[0] + row[1] * l[1] + row[2] * l[2]).clamp(0.0, 1.0));
        out.map(|c| {
            if c <= 0.0031308 {
                c * 12.92
            } else {
                1.055 * c.powf(1.0 / 2.4) - 0.055
            }
        })
    }

    fn distance(a: [f32; 3], b: [f32; 3]) -> f32 {
        let (a, b) = (lab(a), lab(b));
        ((a[0] - b[0]).powi(2) + (a[1] - b[1]).powi(2) + (a[2] - b[2]).powi(2)).sqrt()
    }

    #[test]
    fn six_seat_colours_stay_apart_for_colour_blind_players() {
        let sight: [(&str, [[f32; 3]; 3]); 4] = [
            (
                "normal",
                [[1.0, 0.0, 0.0], [0.0, 1.0, 0.0], [0.0, 0.0, 1.0]],
            ),
            (
                "protanopia",
                [
                    [0.152286, 1.052583, -0.204868],
                    [0.114503, 0.786281, 0.099216],
                    [-0.003882, -0.048116, 1.051998],
                ],
            ),
            (
                "deuteranopia",
                [
                    [0.367322, 0.860646, -0.227968],
                    [0.280085, 0.672501, 0.047413],
                    [-0.011820, 0.042940, 0.968881],
                ],
            ),
            (
                "tritanopia",
                [
                    [1.255528, -0.076749, -0.178779],
                    [-0.078411, 0.930809, 0.147602],
                    [0.004733, 0.691367, 0.303900],
                ],
            ),
        ];
        let mut worst = f32::MAX;
        for (name, m) in &sight {
            for (i, &a) in SEAT_RGB.iter().enumerate() {
                for (j, &b) in SEAT_RGB.iter().enumerate().skip(i + 1) {
                    let d = distance(simulate(a, m), simulate(b, m));
                    worst = worst.min(d);
                    // ΔE 12: clearly different at a glance on small pieces
                    assert!(d > 12.0, "{name}: seats {i} and {j} only ΔE {d:.1} apart");
                }
            }
        }
        eprintln!("closest pair: ΔE {worst:.1}");
    }
}
