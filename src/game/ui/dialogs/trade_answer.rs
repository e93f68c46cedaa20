//! An opponent's offer: accept or decline.

use super::{Window, dialog};
use crate::core::{Action, ResourceSet};
use crate::game::session::cards_text;
use crate::game::ui::i18n::{seat_name, tr};
use crate::game::ui::panels::hand::action_button;

pub(super) fn show(w: &mut Window<'_>, give: ResourceSet, get: ResourceSet) {
    let (ctx, session, lang, me, legal) = (w.ctx, w.session, w.lang, w.me, w.legal);
    let state = &session.state;
    let out = &mut *w.out;
    let from = state.current;
    dialog(&format!("{} {}", seat_name(lang, from), tr(lang, "offers"))).show(ctx, |ui| {
        ui.label(format!("{}: {}", tr(lang, "Give"), cards_text(lang, &get)));
        ui.label(format!("{}: {}", tr(lang, "Get"), cards_text(lang, &give)));
        ui.horizontal(|ui| {
            if action_button(
                ui,
                session,
                legal,
                Some(me),
                tr(lang, "Accept"),
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
                tr(lang, "Decline"),
                Action::DeclineTrade,
                lang,
            ) {
                out.push(Action::DeclineTrade);
            }
        });
    });
}
