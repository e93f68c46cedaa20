//! A trade with the bank or a harbour, at the player's own rates.

use super::Dialogs;
use super::{Window, dialog};
use crate::core::{Action, Phase, Resource};
use crate::game::i18n::{self, tr};
use crate::game::ui::panels::hand::action_button;
use bevy_egui::egui;

pub(super) fn show(w: &mut Window<'_>, dialogs: &mut Dialogs) {
    let (ctx, session, lang, me, legal) = (w.ctx, w.session, w.lang, w.me, w.legal);
    let state = &session.state;
    let hand = state.players[me.index()].hand;
    let out = &mut *w.out;
    let mut open = true;
    dialog(&tr(lang, "bank-trade"))
        .open(&mut open)
        .show(ctx, |ui| {
            ui.label(tr(lang, "give"));
            ui.horizontal_wrapped(|ui| {
                for r in Resource::ALL {
                    let rate = state.trade_rate(me, r);
                    let label = format!("{} {}:1", i18n::resource(lang, r), rate);
                    let ok = hand.get(r) >= rate;
                    if ui
                        .add_enabled(
                            ok,
                            egui::Button::new(label).selected(dialogs.bank_give == Some(r)),
                        )
                        .clicked()
                    {
                        dialogs.bank_give = Some(r);
                    }
                }
            });
            ui.label(tr(lang, "get"));
            ui.horizontal_wrapped(|ui| {
                for r in Resource::ALL {
                    if ui
                        .add(
                            egui::Button::new(i18n::resource(lang, r))
                                .selected(dialogs.bank_get == Some(r)),
                        )
                        .clicked()
                    {
                        dialogs.bank_get = Some(r);
                    }
                }
            });
            if let (Some(give), Some(get)) = (dialogs.bank_give, dialogs.bank_get) {
                let a = Action::BankTrade { give, get };
                if action_button(ui, session, legal, Some(me), &tr(lang, "trade"), a, lang) {
                    out.push(a);
                }
            }
        });
    if !open || state.phase != Phase::Main {
        dialogs.bank = false;
    }
}
