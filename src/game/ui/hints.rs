//! First-game hints: one line over the bottom of the board saying what the person on move does
//! next, with a button that turns them off (they stay off: the setting is kept).

use crate::core::Phase;
use crate::game::i18n::{Lang, tr};
use crate::game::ui::theme::board_area;
use bevy_egui::egui;

/// The hint's message id for a person on move in `phase`.
pub fn hint_for(phase: &Phase) -> &'static str {
    match phase {
        Phase::SetupSettlement { .. } => "hint-opening-settlement",
        Phase::SetupRoad { .. } => "hint-opening-road",
        Phase::BeforeRoll => "hint-roll",
        Phase::Main => "hint-main",
        Phase::Discard { .. } => "hint-discard",
        Phase::MoveRobber { .. } => "hint-robber",
        Phase::RoadBuilding { .. } => "hint-road-building",
        Phase::TradeAnswers { .. } => "hint-answer",
        Phase::TradeConfirm { .. } => "hint-trade-confirm",
        Phase::GameOver { .. } => "",
    }
}

/// Show the hint for `phase`. Returns true when the person turned hints off.
pub(crate) fn hint_bar(ctx: &egui::Context, phase: &Phase, lang: Lang) -> bool {
    let id = hint_for(phase);
    if id.is_empty() {
        return false;
    }
    let board = board_area(ctx);
    // at the board's top edge: the bottom of the board is where people build most
    let at = egui::pos2(board.center().x, board.top() + 8.0);
    let mut hide = false;
    egui::Area::new(egui::Id::new("hint"))
        .fixed_pos(at)
        .pivot(egui::Align2::CENTER_TOP)
        .show(ctx, |ui| {
            egui::Frame::new()
                .fill(egui::Color32::from_rgba_unmultiplied(250, 244, 214, 240))
                .stroke(egui::Stroke::new(
                    1.0,
                    egui::Color32::from_rgb(180, 150, 70),
                ))
                .corner_radius(8.0)
                .inner_margin(egui::Margin::symmetric(12, 6))
                .show(ui, |ui| {
                    let width = (board.width() - 80.0).max(300.0);
                    ui.set_max_width(width);
                    ui.horizontal(|ui| {
                        ui.label(
                            egui::RichText::new("ℹ")
                                .strong()
                                .size(16.0)
                                .color(egui::Color32::from_rgb(150, 110, 20)),
                        );
                        // the text wraps within the board, leaving room for the button
                        let text = egui::Label::new(
                            egui::RichText::new(tr(lang, id))
                                .color(egui::Color32::from_rgb(40, 34, 20)),
                        )
                        .wrap();
                        ui.scope(|ui| {
                            ui.set_max_width(width - 130.0);
                            ui.add(text);
                        });
                        if ui
                            .small_button(tr(lang, "hide-hints"))
                            .on_hover_text(tr(lang, "first-game-hints"))
                            .clicked()
                        {
                            hide = true;
                        }
                    });
                });
        });
    hide
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::i18n::tr;

    #[test]
    fn every_phase_a_person_meets_has_a_hint_in_both_languages() {
        assert_eq!(hint_for(&Phase::BeforeRoll), "hint-roll");
        assert_eq!(hint_for(&Phase::Main), "hint-main");
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
