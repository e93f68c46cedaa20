//! The editor's tool panel (left): terrains, sea, numbers, harbours, the robber, Seafarers'
//! sea tiles, gold, fog, islands, pirate and points to win, undo and redo.

use super::EditorState;
use super::{Tool, terrain_label};
use crate::core::{HarbourKind, Terrain};
use crate::game::i18n::{Lang, tr};
use crate::game::theme::EDITOR_LEFT;
use bevy_egui::egui;

pub(super) fn show(
    root: &mut egui::Ui,
    state: &mut EditorState,
    lang: Lang,
    buttons: Option<&mut Vec<(String, egui::Pos2)>>,
) {
    egui::Panel::left("editor-tools")
        .exact_size(EDITOR_LEFT)
        .resizable(false)
        .show(root, |ui| {
            land_tools(ui, state, lang, buttons);
            ui.add_space(6.0);
            number_tools(ui, state, lang);
            ui.add_space(6.0);
            harbour_tools(ui, state, lang);
            ui.add_space(6.0);
            tool_button(ui, state, tr(lang, "editor-robber"), Tool::Robber);
            ui.add_space(6.0);
            sea_tools(ui, state, lang);
            ui.add_space(10.0);
            undo_and_redo(ui, state, lang);
        });
}

/// A button that picks `tool` (shown selected while it is the tool).
fn tool_button(
    ui: &mut egui::Ui,
    state: &mut EditorState,
    label: impl Into<egui::WidgetText>,
    tool: Tool,
) -> egui::Response {
    let r = ui.add(egui::Button::new(label).selected(state.tool == tool));
    if r.clicked() {
        state.tool = tool;
    }
    r
}

/// The terrains (their positions noted for scripts when asked) and the sea.
fn land_tools(
    ui: &mut egui::Ui,
    state: &mut EditorState,
    lang: Lang,
    mut buttons: Option<&mut Vec<(String, egui::Pos2)>>,
) {
    ui.heading(tr(lang, "editor-land"));
    for t in Terrain::ALL {
        let r = ui.add(
            egui::Button::new(terrain_label(lang, t))
                .selected(state.tool == Tool::Terrain(t))
                .min_size(egui::vec2(150.0, 22.0)),
        );
        if let Some(buttons) = buttons.as_deref_mut() {
            buttons.push((format!("{t:?}"), r.rect.center()));
        }
        if r.clicked() {
            state.tool = Tool::Terrain(t);
        }
    }
    tool_button(ui, state, tr(lang, "editor-erase"), Tool::Erase)
        .on_hover_text(tr(lang, "editor-erase-hint"));
}

/// The number tokens (6 and 8 in red) and "none".
fn number_tools(ui: &mut egui::Ui, state: &mut EditorState, lang: Lang) {
    ui.heading(tr(lang, "editor-number"));
    ui.horizontal_wrapped(|ui| {
        for n in [2u8, 3, 4, 5, 6, 8, 9, 10, 11, 12] {
            let t = egui::RichText::new(n.to_string()).strong();
            let t = if n == 6 || n == 8 {
                t.color(egui::Color32::from_rgb(220, 60, 50))
            } else {
                t
            };
            tool_button(ui, state, t, Tool::Number(Some(n)));
        }
        tool_button(ui, state, tr(lang, "editor-none"), Tool::Number(None));
    });
}

/// The harbour kinds and "remove".
fn harbour_tools(ui: &mut egui::Ui, state: &mut EditorState, lang: Lang) {
    ui.heading(tr(lang, "editor-harbour"));
    ui.label(
        egui::RichText::new(tr(lang, "editor-harbour-hint"))
            .small()
            .weak(),
    );
    ui.horizontal_wrapped(|ui| {
        for k in HarbourKind::ALL {
            let label = crate::game::i18n::board_words::harbour_name(lang, k);
            tool_button(ui, state, label, Tool::Harbour(Some(k)));
        }
        tool_button(ui, state, tr(lang, "editor-remove"), Tool::Harbour(None));
    });
}

/// Seafarers: ships on this board, then its sea tiles, gold, fog, islands, the pirate and the
/// points to win.
fn sea_tools(ui: &mut egui::Ui, state: &mut EditorState, lang: Lang) {
    ui.heading(tr(lang, "help-seafarers"));
    let mut on = state.ed.is_seafarers();
    if ui
        .checkbox(&mut on, tr(lang, "editor-ships"))
        .on_hover_text(tr(lang, "editor-ships-hint"))
        .changed()
    {
        state.ed.set_seafarers(on);
    }
    ui.horizontal_wrapped(|ui| {
        tool_button(ui, state, tr(lang, "editor-sea-tile"), Tool::SeaTile);
        tool_button(
            ui,
            state,
            terrain_label(lang, Terrain::Gold),
            Tool::Terrain(Terrain::Gold),
        );
    });
    if !state.ed.is_seafarers() {
        return;
    }
    ui.horizontal_wrapped(|ui| {
        tool_button(ui, state, tr(lang, "editor-fog"), Tool::Fog)
            .on_hover_text(tr(lang, "editor-fog-hint"));
        tool_button(ui, state, tr(lang, "editor-home"), Tool::Home)
            .on_hover_text(tr(lang, "editor-home-hint"));
        tool_button(
            ui,
            state,
            tr(lang, "editor-island-points"),
            Tool::IslandPoints,
        )
        .on_hover_text(tr(lang, "editor-island-points-hint"));
        tool_button(ui, state, tr(lang, "editor-pirate"), Tool::Pirate);
    });
    ui.horizontal(|ui| {
        let spec = state.ed.file.seafarers.as_deref();
        let mut points = spec.and_then(|s| s.points_to_win).unwrap_or(10);
        ui.label(tr(lang, "editor-points-to-win"));
        if ui
            .add(egui::DragValue::new(&mut points).range(3..=30))
            .changed()
        {
            state.ed.set_points_to_win(Some(points));
        }
    });
}

fn undo_and_redo(ui: &mut egui::Ui, state: &mut EditorState, lang: Lang) {
    ui.horizontal(|ui| {
        if ui
            .add_enabled(
                state.ed.can_undo(),
                egui::Button::new(tr(lang, "editor-undo")),
            )
            .on_hover_text("Ctrl+Z")
            .clicked()
        {
            state.ed.undo();
        }
        if ui
            .add_enabled(
                state.ed.can_redo(),
                egui::Button::new(tr(lang, "editor-redo")),
            )
            .on_hover_text("Ctrl+Y")
            .clicked()
        {
            state.ed.redo();
        }
    });
}
