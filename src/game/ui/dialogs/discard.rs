//! After a 7: choose the cards to discard (exactly half the hand, rounded down).

use super::Dialogs;
use super::{Window, dialog, picker};
use crate::core::{Action, ResourceSet};
use crate::game::i18n::{tr, tr_args};
use bevy_egui::egui;

pub(super) fn show(w: &mut Window<'_>, dialogs: &mut Dialogs) {
    let (ctx, session, lang, me, legal) = (w.ctx, w.session, w.lang, w.me, w.legal);
    let state = &session.state;
    let hand = state.players[me.index()].hand;
    let out = &mut *w.out;
    let n = hand.total() / 2;
    dialog(&tr_args(lang, "discard-n-cards", &[("n", n.into())])).show(ctx, |ui| {
        picker(ui, lang, &mut dialogs.discard, Some(&hand));
        let chosen = dialogs.discard;
        let a = Action::Discard(chosen);
        let ok = legal.contains(&a);
        if ui
            .add_enabled(
                ok,
                egui::Button::new(format!("{} ({}/{n})", tr(lang, "discard"), chosen.total())),
            )
            .clicked()
        {
            out.push(a);
            dialogs.discard = ResourceSet::default();
        }
    });
}
