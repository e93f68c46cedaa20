//! Over the board: the turn banner (whose turn begins, who acts now) and the big dice after a
//! roll.

use crate::core::wide::State;
use crate::game::i18n::Lang;
use crate::game::table::anim::{BIG_DICE_SECS, DiceRoll, TurnBanner};
use crate::game::theme::paint_die;
use crate::game::theme::{board_area, seat_egui};
use crate::game::ui::turn::turn_words;
use bevy_egui::egui;

/// For a moment after a turn begins: whose turn it is and, when another seat must act, who
/// acts now — the words of the top bar ([`turn_words`]), read from the position shown —, or
/// else the person's `step` (`step_words`, as the top bar says it). Never over `recap` ("since
/// your last turn", where it is drawn this frame): below it.
pub(crate) fn turn_banner(
    ctx: &egui::Context,
    banner: &TurnBanner,
    state: &State,
    (lang, step): (Lang, &str),
    recap: Option<egui::Rect>,
) {
    if banner.seat.is_none() || banner.left <= 0.0 {
        return;
    }
    let alpha = (banner.left / 0.5).min(1.0);
    let words = turn_words(state, lang);
    let at = banner_spot(board_area(ctx), recap);
    egui::Area::new(egui::Id::new(BANNER))
        .fixed_pos(at)
        .pivot(egui::Align2::CENTER_TOP)
        .interactable(false)
        .show(ctx, |ui| {
            // white on near-black, framed in the seat's colour: readable over any tile
            let c = seat_egui(words.seat);
            egui::Frame::new()
                .fill(egui::Color32::from_rgba_unmultiplied(
                    16,
                    16,
                    20,
                    (240.0 * alpha) as u8,
                ))
                .stroke(egui::Stroke::new(3.0, c.gamma_multiply(alpha)))
                .corner_radius(10.0)
                .inner_margin(egui::Margin::symmetric(22, 10))
                .show(ui, |ui| {
                    ui.vertical_centered(|ui| {
                        let turn = egui::RichText::new(&words.turn).size(28.0).strong();
                        let white = egui::Color32::WHITE.gamma_multiply(alpha);
                        ui.add(
                            egui::Label::new(turn.color(white))
                                .wrap_mode(egui::TextWrapMode::Extend),
                        );
                        if let Some((seat, doing)) = &words.acting {
                            let doing = egui::RichText::new(doing).size(18.0);
                            let colour = seat_egui(*seat).gamma_multiply(alpha);
                            ui.add(
                                egui::Label::new(doing.color(colour))
                                    .wrap_mode(egui::TextWrapMode::Extend),
                            );
                        } else if !step.is_empty() {
                            let step = egui::RichText::new(step).size(18.0);
                            ui.add(
                                egui::Label::new(step.color(white))
                                    .wrap_mode(egui::TextWrapMode::Extend),
                            );
                        }
                    });
                });
        });
}

/// The banner's area (its id).
pub(crate) const BANNER: &str = "turn-banner";

/// Where the banner's top middle goes: near the board's top, or below the recap window when one
/// is shown (the recap stands at the board's top left; the banner never covers it).
fn banner_spot(board: egui::Rect, recap: Option<egui::Rect>) -> egui::Pos2 {
    let top = match recap {
        Some(r) if r.intersects(board) => r.bottom() + 12.0,
        _ => board.top() + 40.0,
    };
    egui::pos2(board.center().x, top)
}

/// The roll, big, in the middle of the board for a moment: two dice and their sum (a 7 in red).
pub(crate) fn big_dice(ctx: &egui::Context, dice: &DiceRoll) {
    let Some((a, b)) = dice.shown else { return };
    if dice.big <= 0.0 {
        return;
    }
    let alpha = (dice.big / 0.4).min(1.0);
    // tumbling at first, as the small dice do
    let (a, b) = if dice.tumbling > 0.0 {
        let k = (dice.tumbling * 20.0) as u8;
        (k % 6 + 1, (k * 5 + 3) % 6 + 1)
    } else {
        (a, b)
    };
    let at = board_area(ctx).center();
    // grows in over the first tenth of a second
    let grow = ((BIG_DICE_SECS - dice.big) / 0.12).min(1.0);
    let size = 64.0 * (0.6 + 0.4 * grow);
    egui::Area::new(egui::Id::new("big-dice"))
        .fixed_pos(at)
        .pivot(egui::Align2::CENTER_CENTER)
        .interactable(false)
        .show(ctx, |ui| {
            ui.set_opacity(alpha);
            egui::Frame::new()
                .fill(egui::Color32::from_rgba_unmultiplied(16, 16, 20, 200))
                .corner_radius(14.0)
                .inner_margin(egui::Margin::symmetric(18, 12))
                .show(ui, |ui| {
                    ui.horizontal_centered(|ui| {
                        for v in [a, b] {
                            let (rect, _) = ui
                                .allocate_exact_size(egui::vec2(size, size), egui::Sense::hover());
                            paint_die(ui.painter(), rect, v);
                            ui.add_space(6.0);
                        }
                        if dice.tumbling <= 0.0 {
                            let sum = a + b;
                            ui.label(
                                egui::RichText::new(format!("{sum}"))
                                    .size(46.0)
                                    .strong()
                                    .color(if sum == 7 {
                                        egui::Color32::from_rgb(240, 70, 60)
                                    } else {
                                        egui::Color32::WHITE
                                    }),
                            );
                        }
                    });
                });
        });
}

#[cfg(test)]
mod tests;
