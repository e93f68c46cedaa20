//! Counter-offers to the person's own offer: take one (the trade is made at once), decline one,
//! or close the window (×, Esc: every counter declined).

use super::{Window, dialog};
use crate::core::Action;
use crate::game::i18n::{cards_text, seat_name, tr, tr_args};
use crate::game::session::Counter;
use bevy_egui::egui;

/// Counter-offers to the person's offer that they declined (the window shows the others;
/// forgotten once the table's counters are cleared).
#[derive(Clone, Debug, Default)]
pub struct CountersSeen {
    pub declined: Vec<Counter>,
}

/// The counters still waiting for the person's answer (not declined in this window).
pub(crate) fn waiting<'a>(
    counters: &'a [Counter],
    seen: &'a CountersSeen,
) -> impl Iterator<Item = &'a Counter> {
    counters.iter().filter(|c| !seen.declined.contains(c))
}

pub(super) fn show(w: &mut Window<'_>, seen: &mut CountersSeen) {
    let (ctx, session, lang) = (w.ctx, w.session, w.lang);
    let out = &mut *w.out;
    let shown: Vec<Counter> = waiting(&session.game.counters, seen).copied().collect();
    if shown.is_empty() {
        return;
    }
    let mut open = true;
    let mut declined = Vec::new();
    dialog(&tr(lang, "counter-offers"))
        .open(&mut open)
        .show(ctx, |ui| {
            for c in &shown {
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
                    if ui.button(tr(lang, "decline")).clicked() {
                        declined.push(*c);
                    }
                });
            }
            ui.separator();
            if ui.button(tr(lang, "decline-all")).clicked() {
                declined.extend(shown.iter().copied());
            }
        });
    if !open {
        declined.extend(shown.iter().copied());
    }
    seen.declined.extend(declined);
}
