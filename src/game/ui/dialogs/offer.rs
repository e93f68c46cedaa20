//! An offer to the other players: what to give and what to get.

use super::Dialogs;
use super::{Window, dialog, picker};
use crate::core::{Action, Phase, ResourceSet};
use crate::game::i18n::tr;
use bevy_egui::egui;

pub(super) fn show(w: &mut Window<'_>, dialogs: &mut Dialogs) {
    let (ctx, session, lang, me) = (w.ctx, w.session, w.lang, w.me);
    let state = &session.state;
    let hand = state.players[me.index()].hand;
    let out = &mut *w.out;
    let mut open = true;
    dialog(&tr(lang, "offer-to-players"))
        .open(&mut open)
        .show(ctx, |ui| {
            ui.label(egui::RichText::new(tr(lang, "give")).strong());
            picker(ui, lang, &mut dialogs.give, Some(&hand));
            ui.label(egui::RichText::new(tr(lang, "get")).strong());
            picker(ui, lang, &mut dialogs.get, None);
            let a = Action::OfferTrade {
                give: dialogs.give,
                get: dialogs.get,
            };
            let why = session.why_not(&a, lang);
            let resp = ui.add_enabled(why.is_none(), egui::Button::new(tr(lang, "offer")));
            if let Some(w) = why {
                resp.clone().on_disabled_hover_text(w);
            }
            if resp.clicked() {
                out.push(a);
                dialogs.offer = false;
                dialogs.give = ResourceSet::default();
                dialogs.get = ResourceSet::default();
            }
        });
    if !open || state.phase != Phase::Main {
        dialogs.offer = false;
    }
}
