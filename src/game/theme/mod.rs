//! The look shared by every screen, as bevy_new_2d keeps it: panel sizes and egui's font and the
//! root `Ui` panels are drawn in (here), the palette (`palette.rs`), the pictures of materials and
//! dice (`pictures.rs`) and the small widgets (`widgets.rs`). A leaf: it imports nothing else of
//! the game.

mod palette;
mod pictures;
mod widgets;

pub use palette::*;
pub use pictures::*;
pub use widgets::*;

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
/// The rows with five or six players: shorter (the pieces left on hovering the row), so six fit
/// at 1024×700.
pub const PLAYER_ROW_COMPACT: f32 = 100.0;
/// Five or six rows where the window is tall enough (1280×800): the pieces left in small words.
pub const PLAYER_ROW_ROOMY: f32 = 118.0;

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
    ctx.set_fonts(dejavu_fonts());
    *done = true;
    Ok(())
}

/// egui's fonts with DejaVu Sans first (the headless tests lay text out with them too).
pub fn dejavu_fonts() -> egui::FontDefinitions {
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
    fonts
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

/// The atlas opens every collapsible section to draw it (kept in egui's own memory).
pub fn set_open_all(ctx: &egui::Context, open: bool) {
    ctx.data_mut(|d| {
        d.insert_temp(egui::Id::new("theme-open-all"), open);
        if !open {
            // closing starts the sections afresh: each opens as it would for a new person (the
            // atlas' pages must not inherit what an earlier page opened)
            let id = egui::Id::new("theme-sections-generation");
            let generation = d.get_temp::<u32>(id).unwrap_or(0);
            d.insert_temp(id, generation.wrapping_add(1));
        }
    });
}

/// A collapsible section: as the person left it, or open while the atlas draws it.
pub fn section(
    title: impl Into<egui::WidgetText>,
    id: &str,
    ctx: &egui::Context,
) -> egui::CollapsingHeader {
    let (open_all, generation) = ctx.data(|d| {
        (
            d.get_temp::<bool>(egui::Id::new("theme-open-all"))
                .unwrap_or(false),
            d.get_temp::<u32>(egui::Id::new("theme-sections-generation"))
                .unwrap_or(0),
        )
    });
    egui::CollapsingHeader::new(title)
        .id_salt((id, generation))
        .open(open_all.then_some(true))
}
