//! The editor's tool panel (left): terrains, sea, numbers, harbours, the robber, undo and redo.

use super::EditorState;
use super::{Tool, terrain_label};
use crate::core::{HarbourKind, Terrain};
use crate::game::i18n::{Lang, tr};
use crate::game::ui::theme::EDITOR_LEFT;
use bevy_egui::egui;

pub(super) fn show(
    root: &mut egui::Ui,
    state: &mut EditorState,
    lang: Lang,
    mut buttons: Option<&mut Vec<(String, egui::Pos2)>>,
) {
    egui::Panel::left("editor-tools")
        .exact_size(EDITOR_LEFT)
        .resizable(false)
        .show(root, |ui| {
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
            if ui
                .add(egui::Button::new(tr(lang, "editor-sea")).selected(state.tool == Tool::Erase))
                .clicked()
            {
                state.tool = Tool::Erase;
            }
            ui.add_space(6.0);
            ui.heading(tr(lang, "editor-number"));
            ui.horizontal_wrapped(|ui| {
                for n in [2u8, 3, 4, 5, 6, 8, 9, 10, 11, 12] {
                    let t = egui::RichText::new(n.to_string()).strong();
                    let t = if n == 6 || n == 8 {
                        t.color(egui::Color32::from_rgb(220, 60, 50))
                    } else {
                        t
                    };
                    if ui
                        .add(egui::Button::new(t).selected(state.tool == Tool::Number(Some(n))))
                        .clicked()
                    {
                        state.tool = Tool::Number(Some(n));
                    }
                }
                if ui
                    .add(
                        egui::Button::new(tr(lang, "editor-none"))
                            .selected(state.tool == Tool::Number(None)),
                    )
                    .clicked()
                {
                    state.tool = Tool::Number(None);
                }
            });
            ui.add_space(6.0);
            ui.heading(tr(lang, "editor-harbour"));
            ui.label(
                egui::RichText::new(tr(lang, "editor-harbour-hint"))
                    .small()
                    .weak(),
            );
            ui.horizontal_wrapped(|ui| {
                for k in HarbourKind::ALL {
                    let label = match k.resource() {
                        None => "3:1".to_string(),
                        Some(r) => format!("2:1 {}", r.name()),
                    };
                    if ui
                        .add(
                            egui::Button::new(label).selected(state.tool == Tool::Harbour(Some(k))),
                        )
                        .clicked()
                    {
                        state.tool = Tool::Harbour(Some(k));
                    }
                }
                if ui
                    .add(
                        egui::Button::new(tr(lang, "editor-remove"))
                            .selected(state.tool == Tool::Harbour(None)),
                    )
                    .clicked()
                {
                    state.tool = Tool::Harbour(None);
                }
            });
            ui.add_space(6.0);
            if ui
                .add(
                    egui::Button::new(tr(lang, "editor-robber"))
                        .selected(state.tool == Tool::Robber),
                )
                .clicked()
            {
                state.tool = Tool::Robber;
            }
            ui.add_space(10.0);
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
        });
}
