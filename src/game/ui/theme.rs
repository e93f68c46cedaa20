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
pub const BOTTOM_PANEL: f32 = 150.0;
/// The players' rows in the left panel: where the first starts and how tall each is.
pub const PLAYER_ROWS_TOP: f32 = TOP_BAR + 34.0;
pub const PLAYER_ROW: f32 = 118.0;

/// The game screen's panels around the board: left, right, top, bottom.
pub const GAME_MARGINS: [f32; 4] = [LEFT_PANEL, RIGHT_PANEL, TOP_BAR, BOTTOM_PANEL];

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

pub fn seat_color(seat: Seat) -> Color {
    match seat.0 % 4 {
        0 => Color::srgb(0.86, 0.16, 0.16),
        1 => Color::srgb(0.16, 0.38, 0.92),
        2 => Color::srgb(0.98, 0.56, 0.08),
        _ => Color::srgb(0.96, 0.96, 0.93),
    }
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
