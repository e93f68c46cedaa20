//! The new-game screen's board: standard, random with its seed, a shipped board file or one of
//! the person's own (`boards/` in the data folder); the Seafarers scenarios are offered beside
//! (`scenarios.rs`).

use crate::files::BoardFiles;
use crate::game::i18n::{Lang, tr};
use crate::game::settings::BoardPick;
use crate::game::settings::Settings;
use bevy_egui::egui;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

/// The names the person gave their boards, read from the files (once, with the list).
pub(super) fn own_names(files: &[PathBuf]) -> BTreeMap<PathBuf, String> {
    files
        .iter()
        .filter_map(|f| {
            let name = crate::editor::BoardEditor::open(f).ok()?.file.name;
            Some((f.clone(), name))
        })
        .collect()
}

/// The person's boards `files` as the menu lists them.
#[cfg(test)]
pub(crate) fn board_names_of(files: &[PathBuf]) -> Vec<String> {
    let names = own_names(files);
    files.iter().map(|f| own_name(f, &names)).collect()
}

/// A board of the person's by its name; one without a name (or unreadable) by its file's
/// name in words ("tiny-isle" → "tiny isle").
pub(super) fn own_name(f: &Path, names: &BTreeMap<PathBuf, String>) -> String {
    match names.get(f).map(|n| n.trim()).filter(|n| !n.is_empty()) {
        Some(n) => n.to_string(),
        None => f
            .file_stem()
            .unwrap_or_default()
            .to_string_lossy()
            .replace(['-', '_'], " "),
    }
}

pub(super) fn show(
    ui: &mut egui::Ui,
    settings: &mut Settings,
    lang: Lang,
    (boards, names): (&BoardFiles, &BTreeMap<PathBuf, String>),
    scenarios: &[PathBuf],
) {
    ui.heading(tr(lang, "board"));
    ui.horizontal_wrapped(|ui| {
        let b = &mut settings.board;
        ui.selectable_value(b, BoardPick::Random, tr(lang, "random"));
        ui.selectable_value(b, BoardPick::Standard, tr(lang, "standard"));
    });
    // the shipped boards, then the person's own; a board chosen elsewhere ("play this board"
    // in the editor, a path) is listed with the person's
    let mut own = boards.own.clone();
    if let BoardPick::File(p) = settings.board.clone()
        && !boards.contains(&p)
        && !scenarios.contains(&p)
    {
        own.push(p);
    }
    // the shipped beginner board is the "standard" choice above
    let shipped: Vec<_> = boards
        .shipped
        .iter()
        .filter(|p| p.file_stem().is_none_or(|s| s != "standard"))
        .cloned()
        .collect();
    for (heading, list, shipped) in [
        ("boards-shipped", &shipped, true),
        ("boards-own", &own, false),
    ] {
        if list.is_empty() {
            continue;
        }
        ui.horizontal_wrapped(|ui| {
            ui.label(egui::RichText::new(tr(lang, heading)).small().weak());
            for f in list {
                // a shipped board by its title; the person's own by the name they gave it
                // (never its file's name: play-test 6)
                let name = if shipped {
                    crate::game::i18n::board_name(lang, f, "")
                } else {
                    own_name(f, names)
                };
                let r = ui.selectable_value(&mut settings.board, BoardPick::File(f.clone()), name);
                if !shipped {
                    r.on_hover_text(f.display().to_string());
                }
            }
        });
    }
    ui.horizontal(|ui| {
        ui.label(tr(lang, "seed"));
        ui.add(egui::DragValue::new(&mut settings.seed));
        if ui.small_button(tr(lang, "new-board")).clicked() {
            settings.seed = rand::random::<u32>() as u64;
        }
    });
}
