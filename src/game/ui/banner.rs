//! The turn banner: whose turn begins.

use crate::core::Seat;
use crate::game::i18n::{Lang, seat_name, tr_args};
use crate::game::table::anim::TurnBanner;
use crate::game::ui::theme::{LEFT_PANEL, RIGHT_PANEL, TOP_BAR, seat_egui};
use bevy_egui::egui;

pub(crate) fn turn_banner(ctx: &egui::Context, banner: &TurnBanner, lang: Lang) {
    let Some(seat) = banner.seat else { return };
    if banner.left <= 0.0 {
        return;
    }
    let alpha = (banner.left / 0.5).min(1.0);
    let screen = ctx.content_rect();
    let at = egui::pos2(
        (screen.left() + LEFT_PANEL + screen.right() - RIGHT_PANEL) / 2.0,
        screen.top() + TOP_BAR + 40.0,
    );
    egui::Area::new(egui::Id::new("turn-banner"))
        .fixed_pos(at)
        .pivot(egui::Align2::CENTER_TOP)
        .interactable(false)
        .show(ctx, |ui| {
            let c = seat_egui(Seat(seat));
            egui::Frame::new()
                .fill(egui::Color32::from_rgba_unmultiplied(
                    20,
                    20,
                    28,
                    (210.0 * alpha) as u8,
                ))
                .corner_radius(10.0)
                .inner_margin(egui::Margin::symmetric(22, 10))
                .show(ui, |ui| {
                    ui.add(
                        egui::Label::new(
                            egui::RichText::new(tr_args(
                                lang,
                                "name-s-turn",
                                &[("name", (&seat_name(lang, Seat(seat))).into())],
                            ))
                            .size(28.0)
                            .strong()
                            .color(c.gamma_multiply(alpha)),
                        )
                        .wrap_mode(egui::TextWrapMode::Extend),
                    );
                });
        });
}
