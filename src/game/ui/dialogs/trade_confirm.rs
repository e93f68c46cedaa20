//! Opponents accepted the offer: trade with one of them, or cancel.

use super::{Window, dialog};
use crate::core::{Action, ResourceSet};
use crate::game::session::cards_text;
use crate::game::ui::i18n::{fill, seat_name, tr};
use crate::game::ui::panels::hand::action_button;

pub(super) fn show(w: &mut Window<'_>, give: ResourceSet, get: ResourceSet, accepted: u8) {
    let (ctx, session, lang, me, legal) = (w.ctx, w.session, w.lang, w.me, w.legal);
    let state = &session.state;
    let out = &mut *w.out;
    dialog(tr(lang, "Trade")).show(ctx, |ui| {
        ui.label(format!(
            "{} {} {} {}",
            tr(lang, "Give"),
            cards_text(lang, &give),
            tr(lang, "for"),
            cards_text(lang, &get)
        ));
        for p in 0..state.num_players {
            if accepted & (1 << p) != 0 {
                let a = Action::ConfirmTrade(p);
                let label = fill(
                    tr(lang, "Trade with {name}"),
                    &[("name", seat_name(lang, p))],
                );
                if action_button(ui, session, legal, Some(me), &label, a, lang) {
                    out.push(a);
                }
            }
        }
        if action_button(
            ui,
            session,
            legal,
            Some(me),
            tr(lang, "Cancel"),
            Action::CancelTrade,
            lang,
        ) {
            out.push(Action::CancelTrade);
        }
    });
}
