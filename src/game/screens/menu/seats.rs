//! The new-game screen's seats: a person, a computer player (with its individual) or a random
//! player in each; seats added and removed.

use crate::core::Seat;
use crate::game::i18n::seat_name;
use crate::game::i18n::{Lang, tr, tr_args};
use crate::game::settings::Settings;
use crate::game::settings::{IndividualPick, SeatPick};
use crate::game::theme::seat_egui;
use bevy_egui::egui;
use std::path::{Path, PathBuf};

/// `typed_path` holds what each seat's path box shows while it is being typed.
pub(super) fn show(
    ui: &mut egui::Ui,
    settings: &mut Settings,
    lang: Lang,
    ai_files: &[PathBuf],
    typed_path: &mut Vec<String>,
    max_seats: usize,
) {
    ui.heading(tr(lang, "seats"));
    let n = settings.seats.len();
    let mut remove = None;
    // a level's description once for a run of seats of that level (six Medium seats said it
    // six times, and the menu did not fit 1280×800: play-test 6)
    let mut said: Option<&'static str> = None;
    for i in 0..n {
        ui.horizontal(|ui| {
            let (r, _) = ui.allocate_exact_size(egui::vec2(16.0, 16.0), egui::Sense::hover());
            ui.painter().rect_filled(r, 3.0, seat_egui(Seat(i as u8)));
            ui.label(egui::RichText::new(seat_name(lang, Seat(i as u8))).strong());
            let seat = &mut settings.seats[i];
            kind_choice(ui, seat, i, lang);
            if let SeatPick::Computer(pick) = seat {
                level_choice(ui, pick, i, lang);
            }
            if n > 2
                && ui
                    .small_button("✖")
                    .on_hover_text(tr(lang, "remove"))
                    .clicked()
            {
                remove = Some(i);
            }
        });
        let about = described(&settings.seats[i], &mut said);
        if let SeatPick::Computer(pick) = &mut settings.seats[i] {
            if let Some(about) = about {
                ui.horizontal(|ui| {
                    ui.add_space(24.0);
                    ui.label(egui::RichText::new(tr(lang, about)).small().italics());
                });
            }
            if matches!(
                pick,
                IndividualPick::ThesisExample | IndividualPick::File(_)
            ) {
                custom_file(ui, pick, lang, ai_files, typed_path, i);
            }
        }
    }
    if let Some(i) = remove {
        settings.seats.remove(i);
    }
    if settings.seats.len() > 4 {
        ui.label(
            egui::RichText::new(tr(lang, "five-six-about"))
                .small()
                .italics(),
        );
    }
    add_seat_row(ui, settings, lang, max_seats);
}

/// The description a seat shows under it: its level's, unless the seat above said the same.
pub(super) fn described(seat: &SeatPick, said: &mut Option<&'static str>) -> Option<&'static str> {
    let about = match seat {
        SeatPick::Computer(IndividualPick::Easy) => "level-easy-about",
        SeatPick::Computer(IndividualPick::Champion) => "level-medium-about",
        SeatPick::Computer(IndividualPick::Hard) => "level-hard-about",
        SeatPick::Computer(_) => "level-custom-about",
        _ => {
            *said = None;
            return None;
        }
    };
    if *said == Some(about) {
        return None;
    }
    *said = Some(about);
    Some(about)
}

/// "+ Add a seat", always in its place so nothing below moves when a board or scenario is
/// chosen: disabled (the reason on hover) when the board is full, and beside it, on the same
/// line, the warning when it hosts fewer than the seats (its whole text on hover).
fn add_seat_row(ui: &mut egui::Ui, settings: &mut Settings, lang: Lang, max_seats: usize) {
    let n = settings.seats.len();
    let full = tr_args(lang, "board-full", &[("n", max_seats.into())]);
    ui.horizontal(|ui| {
        let add = egui::Button::new(format!("+ {}", tr(lang, "add-a-seat")));
        if ui
            .add_enabled(n < max_seats, add)
            .on_disabled_hover_text(full)
            .clicked()
        {
            settings
                .seats
                .push(SeatPick::Computer(IndividualPick::Champion));
        }
        if n > max_seats {
            let fewer = tr_args(lang, "board-hosts-fewer", &[("n", max_seats.into())]);
            let text = egui::RichText::new(&fewer).color(egui::Color32::from_rgb(240, 120, 90));
            ui.add(egui::Label::new(text).truncate())
                .on_hover_text(fewer);
        }
    });
}

/// Who sits in seat `i`: a person, a computer, a random player.
fn kind_choice(ui: &mut egui::Ui, seat: &mut SeatPick, i: usize, lang: Lang) {
    let kind = match seat {
        SeatPick::Human => 0,
        SeatPick::Computer(_) => 1,
        SeatPick::Random => 2,
    };
    let mut k = kind;
    egui::ComboBox::from_id_salt(("kind", i))
        .selected_text(tr(lang, ["person", "computer", "random-player"][k]))
        .show_ui(ui, |ui| {
            ui.selectable_value(&mut k, 0, tr(lang, "person"));
            ui.selectable_value(&mut k, 1, tr(lang, "computer"));
            ui.selectable_value(&mut k, 2, tr(lang, "random-player"));
        });
    if k != kind {
        *seat = match k {
            0 => SeatPick::Human,
            1 => SeatPick::Computer(IndividualPick::Champion),
            _ => SeatPick::Random,
        };
    }
}

/// A computer's level in plain words; a file of one's own behind "Custom…".
fn level_choice(ui: &mut egui::Ui, pick: &mut IndividualPick, i: usize, lang: Lang) {
    // the level in plain words; a file of one's own behind "Custom…"
    let custom = matches!(
        pick,
        IndividualPick::ThesisExample | IndividualPick::File(_)
    );
    let label = match pick {
        IndividualPick::Easy => tr(lang, "level-easy"),
        IndividualPick::Champion => tr(lang, "champion-default"),
        IndividualPick::Hard => tr(lang, "level-hard"),
        _ => tr(lang, "level-custom"),
    };
    egui::ComboBox::from_id_salt(("ind", i))
        .selected_text(label)
        .show_ui(ui, |ui| {
            ui.selectable_value(pick, IndividualPick::Easy, tr(lang, "level-easy"))
                .on_hover_text(tr(lang, "level-easy-about"));
            ui.selectable_value(pick, IndividualPick::Champion, tr(lang, "champion-default"))
                .on_hover_text(tr(lang, "level-medium-about"));
            ui.selectable_value(pick, IndividualPick::Hard, tr(lang, "level-hard"))
                .on_hover_text(tr(lang, "level-hard-about"));
            if ui
                .selectable_label(custom, tr(lang, "level-custom"))
                .on_hover_text(tr(lang, "level-custom-about"))
                .clicked()
                && !custom
            {
                *pick = IndividualPick::ThesisExample;
            }
        });
}

/// The file of a custom computer player: the thesis's example, one in `assets/ai/`, or a path
/// typed in.
fn custom_file(
    ui: &mut egui::Ui,
    pick: &mut IndividualPick,
    lang: Lang,
    ai_files: &[PathBuf],
    typed_path: &mut Vec<String>,
    i: usize,
) {
    let label = match pick {
        IndividualPick::File(p) => Path::new(p)
            .file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_else(|| p.clone()),
        _ => tr(lang, "thesis-example"),
    };
    ui.horizontal(|ui| {
        ui.add_space(24.0);
        ui.label(egui::RichText::new(tr(lang, "file")).small());
        egui::ComboBox::from_id_salt(("file", i))
            .selected_text(label)
            .show_ui(ui, |ui| {
                ui.selectable_value(
                    pick,
                    IndividualPick::ThesisExample,
                    tr(lang, "thesis-example"),
                );
                for f in ai_files {
                    let s = f.to_string_lossy().into_owned();
                    let name = f
                        .file_name()
                        .unwrap_or_default()
                        .to_string_lossy()
                        .into_owned();
                    ui.selectable_value(pick, IndividualPick::File(s), name);
                }
            });
        if typed_path.len() < 4 {
            typed_path.resize(4, String::new());
        }
        let resp = ui.add(
            egui::TextEdit::singleline(&mut typed_path[i])
                .hint_text(tr(lang, "individual-file-hint"))
                .desired_width(170.0),
        );
        if resp.lost_focus() && !typed_path[i].trim().is_empty() {
            *pick = IndividualPick::File(typed_path[i].trim().to_string());
        }
    });
}

#[cfg(test)]
#[path = "seats_six_tests.rs"]
mod six_tests;
#[cfg(test)]
#[path = "seats_tests.rs"]
mod tests;
