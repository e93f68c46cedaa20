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
    // a choice that is no longer possible (the hand changed) is dropped, not kept greyed out
    if dialogs
        .bank_give
        .is_some_and(|r| hand.get(r) < state.trade_rate(me, r))
    {
        dialogs.bank_give = None;
    }
    if dialogs.bank_get.is_some() && dialogs.bank_get == dialogs.bank_give {
        dialogs.bank_get = None;
    }
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
                        .add_enabled(
                            dialogs.bank_give != Some(r),
                            egui::Button::new(i18n::resource(lang, r))
                                .selected(dialogs.bank_get == Some(r)),
                        )
                        .clicked()
                    {
                        dialogs.bank_get = Some(r);
                    }
                }
            });
            // the button is always there (the dialog does not jump), enabled once both are chosen
            ui.add_space(4.0);
            match (dialogs.bank_give, dialogs.bank_get) {
                (Some(give), Some(get)) => {
                    let a = Action::BankTrade { give, get };
                    if action_button(ui, session, legal, Some(me), &tr(lang, "trade"), a, lang) {
                        out.push(a);
                    }
                }
                _ => {
                    ui.add_enabled(
                        false,
                        egui::Button::new(tr(lang, "trade")).min_size(egui::vec2(84.0, 26.0)),
                    )
                    .on_disabled_hover_text(tr(lang, "choose-give-and-get"));
                }
            }
        });
    if !open || state.phase != Phase::Main {
        dialogs.bank = false;
    }
}
