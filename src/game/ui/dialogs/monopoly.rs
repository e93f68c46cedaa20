//! Monopoly: name a material, every opponent hands theirs over.

use super::{Window, dialog};
use crate::core::{Action, Resource};
use crate::game::i18n::{self, tr};
use crate::game::theme::action_button;

pub(super) fn show(w: &mut Window<'_>, shown: &mut bool) {
    let (ctx, session, lang, me, legal) = (w.ctx, w.session, w.lang, w.me, w.legal);
    let out = &mut *w.out;
    let mut open = true;
    dialog(&tr(lang, "card-monopoly"))
        .open(&mut open)
        .show(ctx, |ui| {
            ui.horizontal_wrapped(|ui| {
                for r in Resource::ALL {
                    let a = Action::PlayMonopoly(r);
                    if action_button(
                        ui,
                        &i18n::resource(lang, r),
                        session.why_not_now(legal, Some(me), a, lang),
                    ) {
                        out.push(a);
                        *shown = false;
                    }
                }
            });
        });
    if !open {
        *shown = false;
    }
}
