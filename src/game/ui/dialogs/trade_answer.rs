//! An opponent's offer: accept or decline.

use super::{Window, dialog};
use crate::core::{Action, ResourceSet};
use crate::game::i18n::{cards_text, seat_name, tr, tr_args};
use crate::game::ui::panels::hand::action_button;

pub(super) fn show(w: &mut Window<'_>, give: ResourceSet, get: ResourceSet) {
    let (ctx, session, lang, me, legal) = (w.ctx, w.session, w.lang, w.me, w.legal);
    let state = &session.state;
    let out = &mut *w.out;
    let from = state.current;
    dialog(&tr_args(
        lang,
        "name-offers",
        &[("name", (&seat_name(lang, from)).into())],
    ))
    .show(ctx, |ui| {
        ui.label(format!("{}: {}", tr(lang, "give"), cards_text(lang, &get)));
        ui.label(format!("{}: {}", tr(lang, "get"), cards_text(lang, &give)));
        ui.horizontal(|ui| {
            if action_button(
                ui,
                session,
                legal,
                Some(me),
                &tr(lang, "accept"),
                Action::AcceptTrade,
                lang,
            ) {
                out.push(Action::AcceptTrade);
            }
            if action_button(
                ui,
                session,
                legal,
                Some(me),
                &tr(lang, "decline"),
                Action::DeclineTrade,
                lang,
            ) {
                out.push(Action::DeclineTrade);
            }
        });
    });
}
