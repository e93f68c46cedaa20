//! The editor's file panel (right): save and open, shuffle, balance, the validator's problems.
//! With `buttons`, the Save button's place is recorded for the end-to-end test.

use super::EditorState;
use crate::core::board::Components;
use crate::editor::BoardEditor;
use crate::files::own_boards_dir;
use crate::game::i18n::{Lang, tr, tr_args};
use crate::game::theme::EDITOR_RIGHT;
use bevy_egui::egui;
use std::path::Path;

pub(super) fn show(
    root: &mut egui::Ui,
    state: &mut EditorState,
    lang: Lang,
    problems: &[crate::editor::Problem],
    buttons: Option<&mut Vec<(String, egui::Pos2)>>,
) {
    egui::Panel::right("editor-file")
        .exact_size(EDITOR_RIGHT)
        .resizable(false)
        .show(root, |ui| {
            egui::ScrollArea::vertical().show(ui, |ui| {
                ui.heading(tr(lang, "file"));
                save_section(ui, state, lang, problems.is_empty(), buttons);
                standard_check(ui, state, lang);
                open_section(ui, state, lang);
                if let Some(m) = &state.message {
                    ui.label(
                        egui::RichText::new(m)
                            .small()
                            .color(egui::Color32::from_rgb(230, 200, 120)),
                    );
                }
                ui.separator();
                shuffle_section(ui, state, lang);
                ui.separator();
                balance_section(ui, state, lang);
                ui.separator();
                super::fairness_panel::show(ui, state, lang, problems.is_empty());
                ui.separator();
                problems_section(ui, lang, problems);
            });
        });
}

/// Where the board is kept (the person's boards: the folder only on hover) and Save (a draft
/// while the board has problems) — under the board's one name, typed at the top.
fn save_section(
    ui: &mut egui::Ui,
    state: &mut EditorState,
    lang: Lang,
    playable: bool,
    buttons: Option<&mut Vec<(String, egui::Pos2)>>,
) {
    // one name: the board's, typed at the top (the file is named after it)
    let folder = own_boards_dir(&state.data).display().to_string();
    ui.label(
        egui::RichText::new(tr(lang, "editor-kept-in-your-boards"))
            .small()
            .weak(),
    )
    .on_hover_text(folder);
    ui.horizontal(|ui| {
        let r = ui.button(if playable {
            tr(lang, "editor-save")
        } else {
            tr(lang, "editor-save-draft")
        });
        if let Some(buttons) = buttons {
            buttons.push(("Save".into(), r.rect.center()));
        }
        if r.on_hover_text("Ctrl+S").clicked() {
            state.save(false);
        }
    });
}

/// Shuffle the terrains and numbers with a seed, optionally keeping 6 and 8 apart.
fn shuffle_section(ui: &mut egui::Ui, state: &mut EditorState, lang: Lang) {
    ui.heading(tr(lang, "editor-shuffle"));
    ui.horizontal(|ui| {
        ui.label(tr(lang, "editor-seed"));
        ui.add(egui::DragValue::new(&mut state.seed));
        let mut nr = state.no_red_neighbours;
        ui.checkbox(&mut nr, tr(lang, "editor-no-red-neighbours"));
        state.no_red_neighbours = nr;
    });
    if ui.button(tr(lang, "editor-shuffle-all")).clicked() {
        let (seed, nr) = (state.seed, state.no_red_neighbours);
        state.ed.shuffle(seed, nr);
        state.seed = seed.wrapping_add(1);
    }
}

/// Pips per material, and the number tokens against the standard set's.
fn balance_section(ui: &mut egui::Ui, state: &mut EditorState, lang: Lang) {
    ui.heading(tr(lang, "editor-balance"));
    let b = state.ed.balance();
    egui::Grid::new("pips").num_columns(5).show(ui, |ui| {
        for (i, r) in crate::core::Resource::ALL.iter().enumerate() {
            let (rect, _) = ui.allocate_exact_size(egui::vec2(10.0, 10.0), egui::Sense::hover());
            ui.painter()
                .rect_filled(rect, 2.0, crate::game::theme::resource_egui(i));
            ui.label(crate::game::i18n::board_words::pips_text(
                lang, *r, b.pips[i],
            ));
            if i % 2 == 1 {
                ui.end_row();
            }
        }
    });
    ui.label(egui::RichText::new(tr(lang, "editor-numbers-vs-standard")).small());
    ui.horizontal_wrapped(|ui| {
        for n in (2..=12).filter(|&n| n != 7) {
            let t = format!("{n}: {}/{}", b.numbers[n], b.standard[n]);
            let t = egui::RichText::new(t).small();
            ui.label(if b.numbers[n] != b.standard[n] {
                t.color(egui::Color32::from_rgb(230, 180, 80))
            } else {
                t
            });
        }
    });
}

/// The validator's problems in words (their tiles are ringed on the board).
fn problems_section(ui: &mut egui::Ui, lang: Lang, problems: &[crate::editor::Problem]) {
    ui.heading(tr(lang, "editor-problems"));
    if problems.is_empty() {
        ui.label(
            egui::RichText::new(tr(lang, "editor-no-problems"))
                .color(egui::Color32::from_rgb(120, 210, 120)),
        );
        return;
    }
    ui.label(
        egui::RichText::new(tr(lang, "editor-problems-hint"))
            .small()
            .weak(),
    );
    for p in problems {
        ui.label(
            egui::RichText::new(format!(
                "• {}",
                crate::game::i18n::board_words::problem_text(lang, &p.problem)
            ))
            .small()
            .color(egui::Color32::from_rgb(240, 120, 100)),
        );
    }
}

/// "Check against the standard set": the board's components (free unless asked for).
fn standard_check(ui: &mut egui::Ui, state: &mut EditorState, lang: Lang) {
    let current = state.ed.file.components;
    let mut checked = current != Components::Free;
    let set = if state.ed.file.tiles.len() >= 30 {
        Components::FiveSix
    } else {
        Components::Standard
    };
    let label = tr(
        lang,
        if set == Components::FiveSix {
            "editor-check-five-six-set"
        } else {
            "editor-check-standard-set"
        },
    );
    if ui
        .checkbox(&mut checked, label)
        .on_hover_text(tr(lang, "editor-check-set-hint"))
        .changed()
    {
        state
            .ed
            .set_components(if checked { set } else { Components::Free });
    }
}

/// Open: the beginner layout, an empty sea, the shipped boards and the person's own.
fn open_section(ui: &mut egui::Ui, state: &mut EditorState, lang: Lang) {
    ui.label(egui::RichText::new(tr(lang, "editor-open")).strong());
    ui.horizontal_wrapped(|ui| {
        if ui.button(tr(lang, "standard")).clicked() {
            state.open(BoardEditor::standard().own_copy());
        }
        if ui.button(tr(lang, "editor-empty-sea")).clicked() {
            state.open(BoardEditor::empty_sea());
        }
    });
    let files = state.board_files.clone();
    let shipped = listed_shipped(&files.shipped);
    for (heading, list) in [("boards-shipped", &shipped), ("boards-own", &files.own)] {
        ui.label(egui::RichText::new(tr(lang, heading)).small().weak());
        if list.is_empty() {
            ui.label(
                egui::RichText::new(tr(lang, "boards-none-yet"))
                    .small()
                    .weak(),
            );
        }
        ui.horizontal_wrapped(|ui| {
            for f in list {
                open_button(ui, state, lang, f);
            }
        });
    }
}

/// The shipped boards listed under the buttons: all but the beginner layout, which its own
/// button above opens (play-test 8: "Beginner layout" and "Beginner board", one board twice).
pub(super) fn listed_shipped(shipped: &[std::path::PathBuf]) -> Vec<std::path::PathBuf> {
    shipped
        .iter()
        .filter(|f| f.file_stem().is_none_or(|s| s != "standard"))
        .cloned()
        .collect()
}

/// A listed board by its title (its file only on hover).
fn open_button(ui: &mut egui::Ui, state: &mut EditorState, lang: Lang, f: &Path) {
    let own_name = state.board_names.get(f).map_or("", String::as_str);
    let name = super::board_title(lang, f, own_name);
    if ui
        .button(&name)
        .on_hover_text(f.display().to_string())
        .clicked()
    {
        match BoardEditor::open(f) {
            Ok(ed) => state.open(ed),
            Err(_) => {
                let text = tr_args(lang, "editor-open-failed", &[("name", (&name).into())]);
                state.message = Some(text);
            }
        }
    }
}

#[cfg(test)]
#[path = "file_panel_tests.rs"]
mod tests;
