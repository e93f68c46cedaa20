//! The new-game screen's rules, language and options.

use crate::game::i18n::{Lang, tr};
use crate::game::settings::AiSpeed;
use crate::game::settings::Settings;
use crate::game::ui::panels::top_bar::sound_controls;
use bevy_egui::egui;

/// The rules preset.
pub(super) fn rules(ui: &mut egui::Ui, settings: &mut Settings, lang: Lang) {
    // the printed rules unless asked otherwise: the variant is for research
    crate::game::theme::section(tr(lang, "advanced"), "advanced", ui.ctx())
        .default_open(settings.rules != "standard")
        .show(ui, |ui| {
            ui.label(egui::RichText::new(tr(lang, "rules")).strong());
            for (r, key) in [("standard", "rules-printed"), ("thesis", "rules-thesis")] {
                if ui.radio(settings.rules == r, tr(lang, key)).clicked() {
                    settings.rules = r.into();
                }
            }
        });
}

/// Language, hidden hands, ids, the computer's candidates and log, the computer's speed.
pub(super) fn show(ui: &mut egui::Ui, settings: &mut Settings, lang: Lang) {
    ui.heading(tr(lang, "language"));
    ui.horizontal(|ui| {
        for l in Lang::ALL {
            ui.selectable_value(&mut settings.lang, l, l.name());
        }
    });
    ui.add_space(8.0);
    ui.heading(tr(lang, "options"));
    // with one person at the table there is nobody to pass the screen to: the choice is
    // whether the computers' hands are shown (an open game, to learn from), off by default
    let people = settings
        .seats
        .iter()
        .filter(|s| matches!(s, crate::game::settings::SeatPick::Human))
        .count();
    if people <= 1 {
        let mut open = !settings.hidden_hands;
        if ui
            .checkbox(&mut open, tr(lang, "open-game-show-hands"))
            .on_hover_text(tr(lang, "open-game-show-hands-about"))
            .changed()
        {
            settings.hidden_hands = !open;
        }
    } else {
        ui.checkbox(
            &mut settings.hidden_hands,
            tr(lang, "hidden-hands-pass-and-play"),
        )
        .on_hover_text(tr(lang, "hidden-hands-about"));
    }
    ui.checkbox(
        &mut settings.show_ids,
        tr(lang, "show-ids-of-faces-vertices-and-edges"),
    );
    ui.checkbox(
        &mut settings.show_candidates,
        tr(lang, "show-the-computer-s-candidate-moves"),
    );
    ui.checkbox(
        &mut settings.log_computer,
        tr(lang, "log-the-computer-s-moves"),
    );
    sound_controls(ui, &mut settings.mute, &mut settings.volume, lang);
    ui.checkbox(&mut settings.hints, tr(lang, "first-game-hints"));
    ui.checkbox(
        &mut settings.skip_special_build,
        tr(lang, "skip-special-build"),
    )
    .on_hover_text(tr(lang, "skip-special-build-about"));
    ui.checkbox(&mut settings.win_chances, tr(lang, "show-win-chances"))
        .on_hover_text(tr(lang, "show-win-chances-about"));
    ui.horizontal(|ui| {
        ui.label(tr(lang, "computer-speed"));
        for s in AiSpeed::ALL {
            ui.selectable_value(
                &mut settings.speed,
                s,
                tr(lang, &format!("speed-{}", s.name())),
            );
        }
    });
}
