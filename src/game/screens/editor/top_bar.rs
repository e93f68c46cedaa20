//! The editor's top bar: the board's name, its file, back to the menu, play this board.

use super::EditorState;
use crate::game::i18n::{Lang, tr};
use crate::game::screens::Screen;
use crate::game::settings::{BoardPick, Settings};
use crate::game::theme::EDITOR_TOP;
use bevy::prelude::*;
use bevy_egui::egui;

pub(super) fn show(
    root: &mut egui::Ui,
    state: &mut EditorState,
    lang: Lang,
    playable: bool,
    settings: &mut Settings,
    next: &mut NextState<Screen>,
) {
    egui::Panel::top("editor-top")
        .exact_size(EDITOR_TOP)
        .show(root, |ui| {
            ui.horizontal_centered(|ui| {
                ui.label(
                    egui::RichText::new(tr(lang, "board-editor"))
                        .strong()
                        .size(16.0),
                );
                ui.separator();
                let mut name = state.ed.file.name.clone();
                ui.label(tr(lang, "editor-name"));
                if ui
                    .add(
                        egui::TextEdit::singleline(&mut name)
                            .hint_text(tr(lang, "editor-name-hint"))
                            .desired_width(200.0),
                    )
                    .changed()
                {
                    state.ed.rename(&name);
                    state.name_changed();
                }
                ui.separator();
                // where it is kept in words; the file itself only on hover
                let kept = ui.label(egui::RichText::new(super::kept_where(lang, state)).weak());
                if let Some(p) = &state.ed.path {
                    kept.on_hover_text(p.display().to_string());
                }
                if state.ed.dirty {
                    ui.label(egui::RichText::new("•").weak())
                        .on_hover_text(tr(lang, "editor-unsaved-mark"));
                }
                ui.separator();
                let capacity = state.verdict().capacity;
                ui.label(crate::game::i18n::board_words::hosts_text(lang, capacity))
                    .on_hover_text(tr(lang, "editor-hosts-hint"));
                ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                    if ui.button(tr(lang, "menu")).clicked() {
                        next.set(Screen::Menu);
                    }
                    let play = ui.add_enabled(
                        playable,
                        egui::Button::new(tr(lang, "editor-play-this-board")),
                    );
                    let play = if playable {
                        play
                    } else {
                        play.on_disabled_hover_text(tr(lang, "editor-has-problems"))
                    };
                    // an unsaved board is saved first (a clash with another file asks)
                    if play.clicked()
                        && (!state.ed.dirty && state.ed.path.is_some() || state.save(false))
                        && let Some(p) = state.ed.path.clone()
                    {
                        settings.board = BoardPick::File(p);
                        next.set(Screen::Menu);
                    }
                });
            });
        });
}
