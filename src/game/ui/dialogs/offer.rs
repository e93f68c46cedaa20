//! An offer to the other players: what you give, what you get, and whom you ask.

use super::{Window, dialog, picker};
use crate::core::wide::State;
use crate::core::{Action, Phase, ResourceSet, Seat};
use crate::game::i18n::{seat_name, tr};
use crate::game::theme::seat_egui;
use bevy_egui::egui;

/// The offer being drafted: open or not, what is given and asked, whom it asks (the drafting
/// seat, the turn and its ticks; `None`, or another seat's or turn's: not chosen yet).
#[derive(Clone, Debug, Default)]
pub struct OfferDraft {
    pub open: bool,
    pub give: ResourceSet,
    pub get: ResourceSet,
    pub to: Option<(Seat, u32, u8)>,
}

/// Whom `me`'s offer asks: their own ticks this turn, else every player who could accept by
/// the public counts (holding as many cards as the offer asks, at least one), people and
/// computers alike.
pub(crate) fn asked(state: &State, me: Seat, draft: &OfferDraft) -> u8 {
    let everyone = state.offer_recipients(me, crate::core::EVERYONE);
    match draft.to {
        Some((seat, turn, to)) if seat == me && turn == state.turns() => to & everyone,
        _ => Seat::all(state.num_players)
            .filter(|p| everyone & p.bit() != 0)
            .filter(|p| state.players[p.index()].hand.total() >= draft.get.total().max(1))
            .fold(0, |to, p| to | p.bit()),
    }
}

pub(super) fn show(w: &mut Window<'_>, draft: &mut OfferDraft) {
    let (ctx, session, lang, me) = (w.ctx, w.session, w.lang, w.me);
    let state = &session.game.state;
    let hand = state.players[me.index()].hand;
    let out = &mut *w.out;
    let mut open = true;
    let everyone = state.offer_recipients(me, crate::core::EVERYONE);
    let mut to = asked(state, me, draft);
    dialog(&tr(lang, "offer-to-players"))
        .open(&mut open)
        .show(ctx, |ui| {
            ui.horizontal_top(|ui| {
                ui.vertical(|ui| {
                    ui.label(egui::RichText::new(tr(lang, "you-give")).strong());
                    picker(ui, lang, &mut draft.give, Some(&hand));
                });
                ui.add_space(16.0);
                ui.vertical(|ui| {
                    ui.label(egui::RichText::new(tr(lang, "you-get")).strong());
                    picker(ui, lang, &mut draft.get, None);
                });
            });
            ui.horizontal_wrapped(|ui| {
                ui.label(egui::RichText::new(tr(lang, "ask-players")).strong());
                for p in Seat::all(state.num_players).filter(|p| *p != me) {
                    let mut on = to & p.bit() != 0;
                    let name = egui::RichText::new(seat_name(lang, p)).color(seat_egui(p));
                    if ui.checkbox(&mut on, name).changed() {
                        to ^= p.bit();
                    }
                }
            });
            let a = Action::OfferTrade {
                give: draft.give,
                get: draft.get,
                to: if to == everyone {
                    crate::core::EVERYONE
                } else {
                    to
                },
            };
            let why = if to == 0 {
                Some(tr(lang, "nobody-asked"))
            } else {
                session.why_not(&a, lang)
            };
            let resp = ui.add_enabled(why.is_none(), egui::Button::new(tr(lang, "offer")));
            if let Some(w) = why {
                resp.clone().on_disabled_hover_text(w);
            }
            if resp.clicked() {
                out.push(a);
                draft.open = false;
                draft.give = ResourceSet::default();
                draft.get = ResourceSet::default();
            }
        });
    draft.to = Some((me, state.turns(), to));
    if !open || state.phase != Phase::Main {
        draft.open = false;
    }
}

#[cfg(test)]
mod tests;
