//! First-game hints: one line at the top of the log panel saying what the person on move does
//! next, with a button that turns them off (they stay off: the setting is kept).

use crate::core::Phase;
use crate::game::i18n::{Lang, tr};
use bevy_egui::egui;

/// The hint's message id for a person on move in `phase` on a board with a sea of ships
/// (Seafarers: the hints that place roads, build and move the robber say ships and the pirate).
pub fn hint_for_board(phase: &Phase, sea: bool) -> &'static str {
    match phase {
        Phase::SetupRoad { .. } if sea => "hint-opening-road-sea",
        Phase::Main if sea => "hint-main-sea",
        Phase::MoveRobber { .. } if sea => "hint-robber-sea",
        Phase::RoadBuilding { .. } if sea => "hint-road-building-sea",
        _ => hint_for(phase),
    }
}

/// The hint's message id for a person on move in `phase`.
pub fn hint_for(phase: &Phase) -> &'static str {
    match phase {
        Phase::SetupSettlement { .. } => "hint-opening-settlement",
        Phase::SetupRoad { .. } => "hint-opening-road",
        Phase::BeforeRoll => "hint-roll",
        Phase::Main => "hint-main",
        Phase::SpecialBuild { .. } => "special-building-you",
        Phase::Discard { .. } => "hint-discard",
        Phase::Gold { .. } => "hint-gold",
        Phase::MoveRobber { .. } => "hint-robber",
        Phase::RoadBuilding { .. } => "hint-road-building",
        Phase::TradeAnswers { .. } => "hint-answer",
        Phase::TradeConfirm { .. } => "hint-trade-confirm",
        Phase::GameOver { .. } => "",
    }
}

/// The hint for `phase`, as a strip at the top of the log panel (never over the board, the help
/// or a dialog). Returns true when the person turned hints off.
pub(crate) fn hint_line(ui: &mut egui::Ui, phase: &Phase, sea: bool, lang: Lang) -> bool {
    let id = hint_for_board(phase, sea);
    if id.is_empty() {
        return false;
    }
    let mut hide = false;
    strip_frame().show(ui, |ui| {
        ui.horizontal_top(|ui| {
            ui.label(
                egui::RichText::new("ℹ")
                    .strong()
                    .color(egui::Color32::from_rgb(150, 110, 20)),
            );
            // the hint wraps in the room the "hide" button leaves
            let hide_text = tr(lang, "hide-hints");
            let font = egui::TextStyle::Body.resolve(ui.style());
            let button = ui
                .painter()
                .layout_no_wrap(hide_text.clone(), font, egui::Color32::WHITE)
                .size()
                .x
                + 2.0 * ui.spacing().button_padding.x
                + ui.spacing().item_spacing.x;
            // (a little spare: the frame's stroke and rounding)
            let room = (ui.available_width() - button - 8.0).max(60.0);
            ui.allocate_ui(egui::vec2(room, 0.0), |ui| {
                ui.add(
                    egui::Label::new(
                        egui::RichText::new(tr(lang, id))
                            .color(egui::Color32::from_rgb(40, 34, 20)),
                    )
                    .wrap(),
                );
            });
            if ui
                .small_button(hide_text)
                .on_hover_text(tr(lang, "first-game-hints"))
                .clicked()
            {
                hide = true;
            }
        });
    });
    hide
}

/// The look of the strip at the top of the log panel (hints, the opening's question).
pub(crate) fn strip_frame() -> egui::Frame {
    egui::Frame::new()
        .fill(egui::Color32::from_rgba_unmultiplied(250, 244, 214, 240))
        .stroke(egui::Stroke::new(
            1.0,
            egui::Color32::from_rgb(180, 150, 70),
        ))
        .corner_radius(6.0)
        .inner_margin(egui::Margin::symmetric(10, 3))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::i18n::tr;

    #[test]
    fn every_phase_a_person_meets_has_a_hint_in_both_languages() {
        assert_eq!(hint_for(&Phase::BeforeRoll), "hint-roll");
        assert_eq!(hint_for(&Phase::Main), "hint-main");
        assert_eq!(hint_for_board(&Phase::Main, true), "hint-main-sea");
        assert_eq!(hint_for_board(&Phase::BeforeRoll, true), "hint-roll");
        for id in [
            "hint-opening-settlement",
            "hint-opening-road",
            "hint-roll",
            "hint-main",
            "hint-discard",
            "hint-robber",
            "hint-road-building",
            "hint-answer",
            "hint-trade-confirm",
        ] {
            for lang in Lang::ALL {
                assert_ne!(tr(lang, id), id, "{id} in {lang:?}");
            }
        }
    }
}
