//! The new-game screen's board: standard, random with its seed, or a file from `boards/`.

use crate::game::i18n::{Lang, tr};
use crate::game::settings::BoardPick;
use crate::game::settings::Settings;
use bevy_egui::egui;
use std::path::PathBuf;

pub(super) fn show(ui: &mut egui::Ui, settings: &mut Settings, lang: Lang, boards: &[PathBuf]) {
    ui.heading(tr(lang, "board"));
    ui.horizontal_wrapped(|ui| {
        let b = &mut settings.board;
        ui.selectable_value(b, BoardPick::Random, tr(lang, "random"));
        ui.selectable_value(b, BoardPick::Standard, tr(lang, "standard"));
        // a board chosen elsewhere ("play this board" in the editor) is listed too
        let mut listed = boards.to_vec();
        if let BoardPick::File(p) = b.clone()
            && !listed.contains(&p)
        {
            listed.push(p);
        }
        for f in &listed {
            let name = f
                .file_name()
                .unwrap_or_default()
                .to_string_lossy()
                .into_owned();
            ui.selectable_value(b, BoardPick::File(f.clone()), name)
                .on_hover_text(f.display().to_string());
        }
    });
    ui.horizontal(|ui| {
        ui.label(tr(lang, "seed"));
        ui.add(egui::DragValue::new(&mut settings.seed));
        if ui.small_button(tr(lang, "new-board")).clicked() {
            settings.seed = rand::random::<u32>() as u64;
        }
    });
}
