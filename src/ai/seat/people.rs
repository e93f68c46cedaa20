//! A computer asks the people at the screen sparingly: in pass-and-play every offer to a person
//! hands the screen to them, so a computer makes one offer a turn that asks people, and none
//! after one of them declined one (the others may still be asked).

use super::ComputerSeat;
use crate::core::{Action, PlayerView, Table};

impl<const W: usize> ComputerSeat<W> {
    /// `action` as chosen, or — an offer asking people after people declined one this turn —
    /// the same offer to the computers alone, or the move it makes when it may offer no more.
    pub(super) fn spare_people(
        &self,
        table: &Table<W>,
        seed: u64,
        action: Action,
        legal: &[Action],
    ) -> Action {
        let Action::OfferTrade { give, get, to } = action else {
            return action;
        };
        let state = &table.state;
        let asked_people = state
            .offers_declined()
            .iter()
            .any(|&(_, _, declined)| declined & self.people != 0);
        if to & self.people == 0 || !asked_people {
            return action;
        }
        // the seats at this table only (an offer to everyone is every bit)
        let seats = ((1u16 << state.num_players()) - 1) as u8;
        let to = to & !self.people & seats;
        let others = Action::OfferTrade { give, get, to };
        self.offer_instead(table, seed, action, legal, others)
    }

    /// `others` (the chosen offer narrowed to fewer seats) when it asks anyone and is legal,
    /// else the move it makes when it may offer no more ([`ComputerSeat::quiet_move`]).
    pub(super) fn offer_instead(
        &self,
        table: &Table<W>,
        seed: u64,
        action: Action,
        legal: &[Action],
        others: Action,
    ) -> Action {
        let asks = matches!(others, Action::OfferTrade { to, .. } if to != 0);
        if asks && table.state.check(&others).is_ok() {
            return others;
        }
        self.quiet_move(table, seed, action, legal)
    }

    /// The move it makes instead of `action` (an offer it may not make) when its offers are
    /// used up: its choice with no offer left this turn, else the turn's end, else any move
    /// but an offer.
    pub(super) fn quiet_move(
        &self,
        table: &Table<W>,
        seed: u64,
        action: Action,
        legal: &[Action],
    ) -> Action {
        let state = &table.state;
        let mut quiet = state.clone();
        quiet.offers_this_turn = quiet.offers_this_turn.max(u8::MAX / 2);
        let seat = state.actor();
        let mut player = self.player(seed, table.record.steps.len());
        let chosen = player.choose(&PlayerView::new(&quiet, seat), legal);
        let offer = matches!(chosen, Action::OfferTrade { .. });
        if !offer && state.check(&chosen).is_ok() {
            return chosen;
        }
        legal
            .iter()
            .copied()
            .find(|a| *a == Action::EndTurn)
            .or_else(|| {
                legal
                    .iter()
                    .copied()
                    .find(|a| !matches!(a, Action::OfferTrade { .. }))
            })
            .unwrap_or(action)
    }
}
