//! Gold fields paid: choose the materials (one per settlement, two per city; fewer when the bank
//! runs short). The choice starts from the computer's own (what the nearest build lacks); Enter
//! takes it once it is complete.

use super::{Window, dialog, picker};
use crate::ai::player::gold_choice;
use crate::core::wide::PlayerView;
use crate::core::{Action, ResourceSet};
use crate::game::i18n::{tr, tr_args};
use bevy_egui::egui;

/// The materials picked from gold, and the position the suggestion was made for.
#[derive(Clone, Debug, Default)]
pub struct GoldDraft {
    pub cards: ResourceSet,
    pub made_for: Option<u64>,
}

pub(super) fn show(w: &mut Window<'_>, draft: &mut GoldDraft) {
    let (ctx, session, lang, me, legal) = (w.ctx, w.session, w.lang, w.me, w.legal);
    let state = &session.game.state;
    let out = &mut *w.out;
    let n = state.gold_due(me);
    // the frame the dialog opens, Enter is the key that got here (confirming a placement):
    // it does not take the gold unseen
    let fresh = draft.made_for != Some(session.version);
    if fresh {
        draft.cards = gold_choice(&PlayerView::new(state, me));
        draft.made_for = Some(session.version);
    }
    let bank = state.bank;
    dialog(&tr_args(lang, "gold-take-n", &[("n", n.into())])).show(ctx, |ui| {
        ui.label(
            egui::RichText::new(tr(lang, "gold-suggested"))
                .small()
                .weak(),
        );
        picker(ui, lang, &mut draft.cards, Some(&bank));
        let chosen = draft.cards;
        let a = Action::ChooseGold(chosen);
        let ok = legal.contains(&a);
        if ui
            .add_enabled(
                ok,
                egui::Button::new(format!("{} ({}/{n})", tr(lang, "take"), chosen.total())),
            )
            .clicked()
            || (ok && !fresh && ui.input(|i| i.key_pressed(egui::Key::Enter)))
        {
            out.push(a);
            draft.cards = ResourceSet::default();
            draft.made_for = None;
        }
    });
}
