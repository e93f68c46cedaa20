//! An opponent's offer: accept, decline, or answer with a counter-offer — said from the
//! reader's side ("You give … / You get …").

use super::{Window, picker};
use crate::core::{Action, ResourceSet};
use crate::game::i18n::{cards_text, seat_name, tr, tr_args};
use crate::game::theme::action_button;
use bevy_egui::egui;

/// A counter-offer being drafted — (you give, you get) for the offer of this position.
#[derive(Clone, Debug, Default)]
pub struct CounterDraft {
    pub draft: Option<(ResourceSet, ResourceSet, u64)>,
}

/// The offer's window; returns the counter-offer sent this frame, (you give, you get).
pub(super) fn show(
    w: &mut Window<'_>,
    draft: &mut CounterDraft,
    give: ResourceSet,
    get: ResourceSet,
) -> Option<(ResourceSet, ResourceSet)> {
    let (ctx, session, lang, me, legal) = (w.ctx, w.session, w.lang, w.me, w.legal);
    let state = &session.game.state;
    let hand = state.players[me.index()].hand;
    let out = &mut *w.out;
    let from = state.current;
    // a draft belongs to the position it was started in
    if draft.draft.is_some_and(|(_, _, v)| v != session.version) {
        draft.draft = None;
    }
    // closing the window (×, Esc) declines the offer
    let mut open = true;
    let mut sent = None;
    offer_window(&tr_args(
        lang,
        "name-offers",
        &[("name", (&seat_name(lang, from)).into())],
    ))
    .open(&mut open)
    .show(ctx, |ui| {
        offer_lines(ui, lang, give, get);
        ui.horizontal(|ui| {
            if action_button(
                ui,
                &tr(lang, "accept"),
                session.why_not_now(legal, Some(me), Action::AcceptTrade, lang),
            ) {
                out.push(Action::AcceptTrade);
            }
            if action_button(
                ui,
                &tr(lang, "decline"),
                session.why_not_now(legal, Some(me), Action::DeclineTrade, lang),
            ) {
                out.push(Action::DeclineTrade);
            }
            if draft.draft.is_none() && ui.button(tr(lang, "counter")).clicked() {
                // start from the offer turned round: what you would give, what you would get
                let mine = ResourceSet(std::array::from_fn(|i| get.0[i].min(hand.0[i])));
                draft.draft = Some((mine, give, session.version));
            }
        });
        sent = counter_draft(ui, draft, lang, from, hand);
    });
    if !open && legal.contains(&Action::DeclineTrade) {
        out.push(Action::DeclineTrade);
        draft.draft = None;
    }
    sent
}

/// How wide the offer's window is, whatever the offer: its buttons stay in one place from one
/// offer to the next (play-test 6: they moved with the offer's length and its offerer's name,
/// and a quick click hit the wrong one).
pub(super) const OFFER_WIDTH: f32 = 470.0;

/// The offer's window: one window for every offer (its place kept by one id, not its title),
/// its top left corner fixed, its width fixed.
pub(super) fn offer_window(title: &str) -> egui::Window<'_> {
    egui::Window::new(title)
        .id(egui::Id::new("offer-answer"))
        .collapsible(true)
        .resizable(false)
        .anchor(egui::Align2::CENTER_TOP, egui::vec2(-25.0, 150.0))
        .min_width(OFFER_WIDTH)
        .max_width(OFFER_WIDTH)
}

/// What the person gives and gets, a line each (never wrapped: the buttons below stay put; a
/// line too long is shortened, its whole text on hover).
pub(super) fn offer_lines(
    ui: &mut egui::Ui,
    lang: crate::game::i18n::Lang,
    give: ResourceSet,
    get: ResourceSet,
) {
    ui.set_width(OFFER_WIDTH);
    for (label, cards) in [("you-give", get), ("you-get", give)] {
        let text = format!("{}: {}", tr(lang, label), cards_text(lang, &cards));
        ui.add(egui::Label::new(text).truncate());
    }
}

/// The counter-offer being drafted: what the person would give (from their hand) and get;
/// returns it once sent.
fn counter_draft(
    ui: &mut egui::Ui,
    draft: &mut CounterDraft,
    lang: crate::game::i18n::Lang,
    from: crate::core::Seat,
    hand: ResourceSet,
) -> Option<(ResourceSet, ResourceSet)> {
    let (mut gives, mut gets, v) = draft.draft?;
    ui.separator();
    ui.label(
        egui::RichText::new(tr_args(
            lang,
            "counter-title",
            &[("name", (&seat_name(lang, from)).into())],
        ))
        .strong(),
    );
    ui.horizontal_top(|ui| {
        ui.vertical(|ui| {
            ui.label(tr(lang, "you-give"));
            picker(ui, lang, &mut gives, Some(&hand));
        });
        ui.add_space(16.0);
        ui.vertical(|ui| {
            ui.label(tr(lang, "you-get"));
            picker(ui, lang, &mut gets, None);
        });
    });
    let why = if gives.is_empty() || gets.is_empty() || gives.overlaps(&gets) {
        Some(tr(lang, "counter-invalid"))
    } else {
        None
    };
    let resp = ui.add_enabled(why.is_none(), egui::Button::new(tr(lang, "send-counter")));
    if let Some(w) = why {
        resp.clone().on_disabled_hover_text(w);
    }
    if resp.clicked() {
        draft.draft = None;
        Some((gives, gets))
    } else {
        draft.draft = Some((gives, gets, v));
        None
    }
}

#[cfg(test)]
#[path = "trade_answer_tests.rs"]
mod tests;
