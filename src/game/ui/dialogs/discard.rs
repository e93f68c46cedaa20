//! After a 7: choose the cards to discard (exactly half the hand, rounded down). The choice starts
//! from the bred strategy's own (the most-held materials); Enter discards once it is half.

use super::{Window, dialog, picker};
use crate::ai::player::discard_choice;
use crate::ai::{Individual, Strategy};
use crate::core::wide::PlayerView;
use crate::core::{Action, ResourceSet};
use crate::game::i18n::{tr, tr_args};
use bevy_egui::egui;

/// The cards picked to discard, and the position the suggestion was made for.
#[derive(Clone, Debug, Default)]
pub struct DiscardDraft {
    pub cards: ResourceSet,
    pub made_for: Option<u64>,
}

pub(super) fn show(w: &mut Window<'_>, draft: &mut DiscardDraft) {
    let (ctx, session, lang, me, legal) = (w.ctx, w.session, w.lang, w.me, w.legal);
    let state = &session.game.state;
    let hand = state.players[me.index()].hand;
    let out = &mut *w.out;
    let n = hand.total() / 2;
    // a suggestion to start from: the bred strategy's own discard (the most-held materials)
    if draft.made_for != Some(session.version) {
        let view = PlayerView::new(state, me);
        draft.cards = discard_choice(&Strategy::new(Individual::champion()), &view);
        draft.made_for = Some(session.version);
    }
    dialog(&tr_args(lang, "discard-n-cards", &[("n", n.into())])).show(ctx, |ui| {
        ui.label(
            egui::RichText::new(tr(lang, "discard-suggested"))
                .small()
                .weak(),
        );
        picker(ui, lang, &mut draft.cards, Some(&hand));
        let chosen = draft.cards;
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
            draft.cards = ResourceSet::default();
            draft.made_for = None;
        }
    });
}
