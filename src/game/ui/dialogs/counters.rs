//! Counter-offers to the person's own offer: take one (the trade is made at once), decline one,
//! or close the window (×, Esc: every counter declined).

use super::{Window, dialog};
use crate::core::Counter;
use crate::core::wide::Table;
use crate::core::{Action, Phase};
use crate::game::i18n::{Lang, cards_text, seat_name, tr, tr_args};
use crate::game::session::Session;
use crate::game::session::error::NotAllowed;
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

/// The counters the person on turn is shown: in the main phase (everyone declined), and beside
/// the acceptances when some seats accepted the offer and others countered it.
pub(crate) fn listed(table: &Table, seen: &CountersSeen) -> Vec<Counter> {
    match table.state.phase {
        Phase::Main | Phase::TradeConfirm { .. } => {
            waiting(&table.counters, seen).copied().collect()
        }
        _ => Vec::new(),
    }
}

/// What taking `c` plays: the offer that is the counter turned round (the person gives what it
/// asks and gets what it gives), after cancelling the offer still waiting for a confirmation;
/// or why it cannot be made.
pub(crate) fn take(session: &Session, c: &Counter) -> Result<Vec<Action>, NotAllowed> {
    let offer = Action::OfferTrade {
        give: c.gets,
        get: c.gives,
        to: c.seat.bit(),
    };
    if !matches!(session.game.state.phase, Phase::TradeConfirm { .. }) {
        return session.refusal(&offer).map_or(Ok(vec![offer]), Err);
    }
    let mut after = session.game.state.clone();
    after.apply(Action::CancelTrade).map_err(|_| {
        session
            .refusal(&Action::CancelTrade)
            .unwrap_or(NotAllowed::Unlisted)
    })?;
    match after.check(&offer) {
        Ok(()) => Ok(vec![Action::CancelTrade, offer]),
        Err(e) => Err(NotAllowed::Rule(e)),
    }
}

/// One line per counter: who offers what, take it, decline it (`declined` hears which).
pub(super) fn rows(
    ui: &mut egui::Ui,
    session: &Session,
    lang: Lang,
    shown: &[Counter],
    out: &mut Vec<Action>,
    declined: &mut Vec<Counter>,
) {
    for c in shown {
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
            let taken = take(session, c);
            let resp = ui.add_enabled(taken.is_ok(), egui::Button::new(tr(lang, "take-counter")));
            if let Err(why) = &taken {
                resp.clone().on_disabled_hover_text(why.text(lang));
            }
            if let (true, Ok(actions)) = (resp.clicked(), taken) {
                out.extend(actions);
            }
            if ui.button(tr(lang, "decline")).clicked() {
                declined.push(*c);
            }
        });
    }
}

pub(super) fn show(w: &mut Window<'_>, seen: &mut CountersSeen) {
    let (ctx, session, lang) = (w.ctx, w.session, w.lang);
    let out = &mut *w.out;
    let shown = listed(&session.game, seen);
    if shown.is_empty() {
        return;
    }
    let mut open = true;
    let mut declined = Vec::new();
    dialog(&tr(lang, "counter-offers"))
        .open(&mut open)
        .show(ctx, |ui| {
            rows(ui, session, lang, &shown, out, &mut declined);
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

#[cfg(test)]
#[path = "counters_tests.rs"]
mod tests;
