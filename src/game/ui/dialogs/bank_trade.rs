//! A trade with the bank or a harbour, at the player's own rates — several materials at once:
//! each group of a material at its rate buys one card of any other material.

use super::{Window, dialog};
use crate::core::{Action, Phase, Resource, ResourceSet};
use crate::game::i18n::{self, tr, tr_args};
use crate::game::theme::paint_resource_card;
use bevy_egui::egui;

/// The bank trade being put together: open or not, what is given (groups at the rates), what
/// is got.
#[derive(Clone, Debug, Default)]
pub struct BankDraft {
    pub open: bool,
    pub give: ResourceSet,
    pub get: ResourceSet,
}

/// The bank trades that give `give` (groups at the rates) for `get`, one card each, in order.
pub(crate) fn bank_trades(give: ResourceSet, get: ResourceSet, rates: [u8; 5]) -> Vec<Action> {
    let mut gets = Resource::ALL
        .into_iter()
        .flat_map(|r| std::iter::repeat_n(r, get.get(r) as usize));
    let mut out = Vec::new();
    for r in Resource::ALL {
        for _ in 0..give.get(r) / rates[r.index()].max(1) {
            if let Some(g) = gets.next() {
                out.push(Action::BankTrade { give: r, get: g });
            }
        }
    }
    out
}

pub(super) fn show(w: &mut Window<'_>, draft: &mut BankDraft) {
    let (ctx, session, lang, me) = (w.ctx, w.session, w.lang, w.me);
    let state = &session.game.state;
    let hand = state.players[me.index()].hand;
    let rates = Resource::ALL.map(|r| state.trade_rate(me, r));
    let out = &mut *w.out;
    let groups = fit_choices(draft, hand, rates);
    let give = draft.give;
    let mut open = true;
    let mut traded = false;
    dialog(&tr(lang, "bank-trade"))
        .open(&mut open)
        .show(ctx, |ui| {
            ui.label(egui::RichText::new(tr(lang, "bank-several")).small());
            egui::Grid::new("bank-grid").num_columns(8).show(ui, |ui| {
                ui.label("");
                ui.label("");
                ui.label(egui::RichText::new(tr(lang, "you-give")).strong());
                ui.label("");
                ui.label("");
                ui.label(egui::RichText::new(tr(lang, "you-get")).strong());
                ui.label("");
                ui.label("");
                ui.end_row();
                let bounds = RowBounds {
                    rates,
                    hand,
                    bank: state.bank,
                    groups,
                };
                for r in Resource::ALL {
                    material_row(ui, draft, lang, r, &bounds);
                }
            });
            // the button is always there (the dialog does not jump), enabled once it adds up
            ui.add_space(4.0);
            let get = draft.get;
            let trades = bank_trades(give, get, rates);
            let ready = groups > 0 && get.total() == groups && trades.len() as u32 == groups;
            let label = if trades.len() > 1 {
                format!(
                    "{} ({})",
                    tr(lang, "trade"),
                    tr_args(lang, "bank-trades-count", &[("n", trades.len().into())])
                )
            } else {
                tr(lang, "trade")
            };
            let why = if ready {
                trades.first().and_then(|a| session.why_not(a, lang))
            } else {
                Some(tr(lang, "choose-give-and-get"))
            };
            let resp = ui.add_enabled(
                why.is_none(),
                egui::Button::new(label).min_size(egui::vec2(84.0, 26.0)),
            );
            if let Some(why) = why {
                resp.clone().on_disabled_hover_text(why);
            }
            if resp.clicked() {
                out.extend(trades);
                draft.give = ResourceSet::EMPTY;
                draft.get = ResourceSet::EMPTY;
                // the trade is made: the window closes (T opens it again)
                traded = true;
            }
        });
    if !open || traded || state.phase != Phase::Main {
        draft.open = false;
    }
}

/// Drop what the hand no longer allows (it changed) rather than keep it greyed out, and the
/// cards to get beyond what the given groups pay for. Returns the groups given.
fn fit_choices(draft: &mut BankDraft, hand: ResourceSet, rates: [u8; 5]) -> u32 {
    // a choice the hand no longer allows (it changed) is dropped, not kept greyed out
    for r in Resource::ALL {
        let rate = rates[r.index()];
        let most = hand.get(r) / rate * rate;
        if draft.give.get(r) > most {
            draft.give.0[r.index()] = most;
        }
        if draft.give.get(r) > 0 {
            draft.get.0[r.index()] = 0;
        }
    }
    let give = draft.give;
    let groups: u32 = Resource::ALL
        .into_iter()
        .map(|r| (give.get(r) / rates[r.index()]) as u32)
        .sum();
    while draft.get.total() > groups {
        let r = Resource::ALL
            .into_iter()
            .rev()
            .find(|r| draft.get.get(*r) > 0)
            .expect("a card to drop");
        draft.get.0[r.index()] -= 1;
    }
    groups
}

/// What bounds the rows' choices: the trade rates, the hand, the bank and the groups given.
struct RowBounds {
    rates: [u8; 5],
    hand: ResourceSet,
    bank: ResourceSet,
    groups: u32,
}

/// One material's row: its rate, the groups given and the cards got.
fn material_row(
    ui: &mut egui::Ui,
    draft: &mut BankDraft,
    lang: crate::game::i18n::Lang,
    r: Resource,
    bounds: &RowBounds,
) {
    let i = r.index();
    let (rate, hand, in_bank, groups) = (
        bounds.rates[i],
        bounds.hand,
        bounds.bank.get(r),
        bounds.groups,
    );
    let (rect, _) = ui.allocate_exact_size(egui::vec2(24.0, 30.0), egui::Sense::hover());
    paint_resource_card(ui.painter(), rect, i, false);
    ui.label(format!("{} {rate}:1", i18n::resource(lang, r)));
    let n = draft.give.get(r);
    if ui.add_enabled(n > 0, egui::Button::new("−")).clicked() {
        draft.give.0[i] -= rate;
    }
    ui.label(format!("{n}"));
    if ui
        .add_enabled(n + rate <= hand.get(r), egui::Button::new("+"))
        .clicked()
    {
        draft.give.0[i] += rate;
    }
    let m = draft.get.get(r);
    if ui.add_enabled(m > 0, egui::Button::new("−")).clicked() {
        draft.get.0[i] -= 1;
    }
    ui.label(format!("{m}"));
    let more = draft.give.get(r) == 0 && draft.get.total() < groups && m < in_bank;
    if ui.add_enabled(more, egui::Button::new("+")).clicked() {
        draft.get.0[i] += 1;
    }
    ui.end_row();
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn several_materials_at_once_pair_each_group_with_a_card() {
        // 4 wood at 4:1 and 2 sheep at a 2:1 harbour for a brick and a stone
        let rates = [4, 4, 4, 2, 4];
        let t = bank_trades(
            ResourceSet([4, 0, 0, 2, 0]),
            ResourceSet([0, 1, 0, 0, 1]),
            rates,
        );
        assert_eq!(
            t,
            vec![
                Action::BankTrade {
                    give: Resource::Wood,
                    get: Resource::Brick
                },
                Action::BankTrade {
                    give: Resource::Sheep,
                    get: Resource::Stone
                },
            ]
        );
        // 8 grain is two groups: two cards
        let t = bank_trades(
            ResourceSet([0, 0, 8, 0, 0]),
            ResourceSet([2, 0, 0, 0, 0]),
            rates,
        );
        assert_eq!(t.len(), 2);
    }
}
