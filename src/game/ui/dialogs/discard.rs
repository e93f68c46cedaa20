//! After a 7: choose the cards to discard (exactly half the hand, rounded down). The choice starts
//! from the bred strategy's own (the most-held materials); Enter discards once it is half.

use super::Dialogs;
use super::{Window, dialog, picker};
use crate::ai::player::discard_choice;
use crate::ai::{Individual, Strategy};
use crate::core::{Action, PlayerView, ResourceSet};
use crate::game::i18n::{tr, tr_args};
use bevy_egui::egui;

pub(super) fn show(w: &mut Window<'_>, dialogs: &mut Dialogs) {
    let (ctx, session, lang, me, legal) = (w.ctx, w.session, w.lang, w.me, w.legal);
    let state = &session.game.state;
    let hand = state.players[me.index()].hand;
    let out = &mut *w.out;
    let n = hand.total() / 2;
    // a suggestion to start from: the bred strategy's own discard (the most-held materials)
    if dialogs.discard_for != Some(session.version) {
        let view = PlayerView::new(state, me);
        dialogs.discard = discard_choice(&Strategy::new(Individual::champion()), &view);
        dialogs.discard_for = Some(session.version);
    }
    dialog(&tr_args(lang, "discard-n-cards", &[("n", n.into())])).show(ctx, |ui| {
        ui.label(
            egui::RichText::new(tr(lang, "discard-suggested"))
                .small()
                .weak(),
        );
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
            || (ok && ui.input(|i| i.key_pressed(egui::Key::Enter)))
        {
            out.push(a);
            dialogs.discard = ResourceSet::default();
            dialogs.discard_for = None;
        }
    });
}
