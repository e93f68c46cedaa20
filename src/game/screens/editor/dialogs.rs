//! The editor's questions: overwrite another file? discard unsaved changes?

use super::EditorState;
use crate::game::i18n::{Lang, tr, tr_args};
use bevy_egui::egui;

pub(super) fn show(ctx: &egui::Context, state: &mut EditorState, lang: Lang) {
    if let Some(p) = state.confirm_overwrite.clone() {
        let name = state.save_name.trim().to_string();
        egui::Window::new(tr(lang, "editor-overwrite-title"))
            .collapsible(false)
            .anchor(egui::Align2::CENTER_CENTER, egui::vec2(0.0, 0.0))
            .show(ctx, |ui| {
                ui.label(tr_args(
                    lang,
                    "editor-overwrite-text",
                    &[("name", (&name).into())],
                ))
                .on_hover_text(p.display().to_string());
                ui.horizontal(|ui| {
                    if ui.button(tr(lang, "editor-overwrite")).clicked() {
                        state.save(true);
                    }
                    if ui.button(tr(lang, "cancel")).clicked() {
                        state.confirm_overwrite = None;
                    }
                });
            });
    }
    if state.confirm_open.is_some() {
        egui::Window::new(tr(lang, "editor-unsaved"))
            .collapsible(false)
            .anchor(egui::Align2::CENTER_CENTER, egui::vec2(0.0, 0.0))
            .show(ctx, |ui| {
                ui.label(tr(lang, "editor-unsaved-text"));
                ui.horizontal(|ui| {
                    if ui.button(tr(lang, "editor-discard-changes")).clicked()
                        && let Some(ed) = state.confirm_open.take()
                    {
                        *state = EditorState::new(ed, &state.data.clone());
                    }
                    if ui.button(tr(lang, "editor-keep-editing")).clicked() {
                        state.confirm_open = None;
                    }
                });
            });
    }
}
