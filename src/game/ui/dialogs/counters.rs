//! Counter-offers to the person's own offer: take one (the trade is made at once) or leave them.

use super::{Window, dialog};
use crate::core::Action;
use crate::game::i18n::{cards_text, seat_name, tr, tr_args};
use bevy_egui::egui;

pub(super) fn show(w: &mut Window<'_>) {
    let (ctx, session, lang) = (w.ctx, w.session, w.lang);
    let out = &mut *w.out;
    dialog(&tr(lang, "counter-offers")).show(ctx, |ui| {
        for c in &session.talk.counters {
            ui.horizontal(|ui| {
                ui.label(tr_args(
                    lang,
                    "counter-from",
                    &[
                        ("name", (&seat_name(lang, c.seat)).into()),
                        ("give", (&cards_text(lang, &c.gives)).into()),
                        ("get", (&cards_text(lang, &c.gets)).into()),
                    ],
                ));
                // the person gives what the counter asks and gets what it gives
                let a = Action::OfferTrade {
                    give: c.gets,
                    get: c.gives,
                    to: c.seat.bit(),
                };
                let why = session.why_not(&a, lang);
                let resp =
                    ui.add_enabled(why.is_none(), egui::Button::new(tr(lang, "take-counter")));
                if let Some(why) = why {
                    resp.clone().on_disabled_hover_text(why);
                }
                if resp.clicked() {
                    out.push(a);
                }
            });
        }
    });
}
