//! Opponents accepted the offer: trade with one of them, take a counter-offer another made
//! (the offer is cancelled first), or cancel.

use super::counters::{CountersSeen, listed, rows};
use super::{Window, dialog};
use crate::core::Seat;
use crate::core::{Action, ResourceSet};
use crate::game::i18n::{cards_text, seat_name, tr, tr_args};
use crate::game::theme::action_button;

pub(super) fn show(
    w: &mut Window<'_>,
    (give, get, accepted): (ResourceSet, ResourceSet, u8),
    seen: &mut CountersSeen,
) {
    let (ctx, session, lang, me, legal) = (w.ctx, w.session, w.lang, w.me, w.legal);
    let state = &session.game.state;
    let out = &mut *w.out;
    let shown = listed(&session.game, seen);
    let mut declined = Vec::new();
    // closing the window (×, Esc) cancels the trade
    let mut open = true;
    dialog(&tr(lang, "trade")).open(&mut open).show(ctx, |ui| {
        ui.label(tr_args(
            lang,
            "give-cards-for-cards",
            &[
                ("give", (&cards_text(lang, &give)).into()),
                ("get", (&cards_text(lang, &get)).into()),
            ],
        ));
        for p in 0..state.num_players {
            if accepted & (1 << p) != 0 {
                let a = Action::ConfirmTrade(Seat(p));
                let label = tr_args(
                    lang,
                    "trade-with-name",
                    &[("name", (&seat_name(lang, Seat(p))).into())],
                );
                if action_button(ui, &label, session.why_not_now(legal, Some(me), a, lang)) {
                    out.push(a);
                }
            }
        }
        if !shown.is_empty() {
            ui.separator();
            ui.label(tr(lang, "counter-offers"));
            rows(ui, session, lang, &shown, out, &mut declined);
            ui.separator();
        }
        if action_button(
            ui,
            &tr(lang, "cancel"),
            session.why_not_now(legal, Some(me), Action::CancelTrade, lang),
        ) {
            out.push(Action::CancelTrade);
        }
    });
    seen.declined.extend(declined);
    if !open && legal.contains(&Action::CancelTrade) {
        out.push(Action::CancelTrade);
    }
}
