//! One computer seat at the table: how a computer decides its move (with the fallback to a legal
//! move), weighs the counter-offers to its own offer, and answers an offer — with its reason and,
//! when it declines one it could improve, a counter-offer. The local game, the network room and
//! the server's thinking all ask a [`ComputerSeat`], so a computer plays the same game wherever
//! it sits.
//!
//! Each decision is made by a player created for it, seeded from the game's seed and the number
//! of actions played: a game resumed from its record plays on exactly as it would have.

use super::Individual;
use super::plan::{self, AnswerReason, Judgement};
use crate::core::rng::derive_seed;
use crate::core::{
    Action, Phase, Played, Player, PlayerView, ResourceSet, Seat, Table, TableError,
};
use std::sync::Arc;

mod people;
mod repeats;

/// Makes the player of one decision from its seed.
pub type MakePlayer<const W: usize = 4> = Arc<dyn Fn(u64) -> Box<dyn Player<W>> + Send + Sync>;

/// A computer in a seat: its players, and the individual whose plan judges offers (Medium,
/// Hard and any bred file with the answer gene), if it answers by one.
#[derive(Clone)]
pub struct ComputerSeat<const W: usize = 4> {
    make: MakePlayer<W>,
    judge: Option<Individual>,
    thinks_long: bool,
    /// The seats of people at this screen, asked sparingly (`people.rs`).
    people: u8,
}

/// What a computer does with its move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Move {
    Play(Action),
    /// Decline the offer it is asked, proposing instead to give `gives` for `gets`.
    Counter {
        gives: ResourceSet,
        gets: ResourceSet,
    },
}

/// A computer's decision for the position it was asked in.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Decision {
    pub seat: Seat,
    pub mv: Move,
    /// How it judged the offer it answered (a seat that judges by its plan).
    pub judgement: Option<Judgement>,
}

impl Decision {
    /// The action the decision plays (a counter-offer declines).
    pub fn action(&self) -> Action {
        match self.mv {
            Move::Play(a) => a,
            Move::Counter { .. } => Action::DeclineTrade,
        }
    }
}

impl<const W: usize> std::fmt::Debug for ComputerSeat<W> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("ComputerSeat")
            .field("judge", &self.judge.is_some())
            .field("thinks_long", &self.thinks_long)
            .finish()
    }
}

impl<const W: usize> ComputerSeat<W> {
    pub fn new(
        make: MakePlayer<W>,
        judge: Option<Individual>,
        thinks_long: bool,
    ) -> ComputerSeat<W> {
        ComputerSeat {
            make,
            judge,
            thinks_long,
            people: 0,
        }
    }

    /// This computer asking the people of `people` (a seat mask) sparingly: one offer that
    /// asks any of them a turn, none after one of them declined one this turn.
    pub fn sparing(self, people: u8) -> ComputerSeat<W> {
        ComputerSeat { people, ..self }
    }

    /// Whether its decisions may take long (a search): asked off the caller's main loop.
    pub fn thinks_long(&self) -> bool {
        self.thinks_long
    }

    /// The individual whose plan judges offers, if it answers by one.
    pub fn judge(&self) -> Option<&Individual> {
        self.judge.as_ref()
    }

    /// The player of the decision after `steps` actions of the game seeded `seed`.
    pub fn player(&self, seed: u64, steps: usize) -> Box<dyn Player<W>> {
        (self.make)(derive_seed(seed, steps as u64))
    }

    /// The move of the seat to act at `table` (a game seeded `seed`); `None` when the game is
    /// over. An illegal choice is replaced by the first legal action.
    pub fn decide(&self, table: &Table<W>, seed: u64) -> Option<Decision> {
        let state = &table.state;
        if state.is_over() {
            return None;
        }
        if let Some(d) = self.counter_taken(table) {
            return Some(d);
        }
        let seat = state.actor();
        let legal = state.legal_actions();
        let first = *legal.first()?;
        let mut player = self.player(seed, table.record.steps.len());
        let chosen = player.choose(&PlayerView::new(state, seat), &legal);
        let action = if legal.contains(&chosen) || state.check(&chosen).is_ok() {
            chosen
        } else {
            first
        };
        let action = self.spare_people(table, seed, action, &legal);
        let action = self.no_repeats(table, seed, action, &legal);
        let (judgement, counter) = self.answer(table, seat).unzip();
        let mv = match (action, counter.flatten()) {
            (Action::DeclineTrade, Some((gives, gets))) => Move::Counter { gives, gets },
            _ => Move::Play(action),
        };
        Some(Decision {
            seat,
            mv,
            judgement,
        })
    }

    /// A computer on turn with counter-offers to its offer takes the first it would accept
    /// (judged as an offer from the counter's seat): an offer to that seat alone, which the
    /// seat accepts and the trade follows.
    pub fn take_a_counter(&self, table: &Table<W>) -> Option<Action> {
        let state = &table.state;
        if table.counters.is_empty() || state.phase != Phase::Main {
            return None;
        }
        let ind = self.judge.as_ref()?;
        let seat = state.actor();
        let view = PlayerView::new(state, seat);
        let c = table
            .counters
            .iter()
            .find(|c| plan::judge_offer(&view, ind, c.seat, c.gives, c.gets).accept)?;
        let offer = Action::OfferTrade {
            give: c.gets,
            get: c.gives,
            to: c.seat.bit(),
        };
        state.check(&offer).is_ok().then_some(offer)
    }

    /// [`ComputerSeat::take_a_counter`] as the decision of the seat on turn: it needs no
    /// thinking, so a caller that asks long-thinking seats elsewhere plays it at once.
    pub fn counter_taken(&self, table: &Table<W>) -> Option<Decision> {
        let offer = self.take_a_counter(table)?;
        Some(Decision {
            seat: table.state.actor(),
            mv: Move::Play(offer),
            judgement: None,
        })
    }

    /// How `seat` judges the offer it is asked, and the counter-offer it would make if it
    /// declines (none to a player near winning or far ahead, none to an offer it accepts, none
    /// it made already this turn).
    pub fn answer(
        &self,
        table: &Table<W>,
        seat: Seat,
    ) -> Option<(Judgement, Option<(ResourceSet, ResourceSet)>)> {
        let state = &table.state;
        let Phase::TradeAnswers { give, get, .. } = state.phase else {
            return None;
        };
        let ind = self.judge.as_ref()?;
        let offerer = state.current;
        let view = PlayerView::new(state, seat);
        let judgement = plan::judge_offer(&view, ind, offerer, give, get);
        let counter = match judgement.reason {
            AnswerReason::NearWin { .. } | AnswerReason::Leader { .. } => None,
            _ if judgement.accept => None,
            // never a counter it made already this turn (`repeats.rs`)
            _ => plan::counter_offer_if(&view, ind, offerer, (give, get), |gives, gets| {
                !repeats::countered_already(table, seat, gives, gets)
            }),
        };
        Some((judgement, counter))
    }
}

/// Where a computer's decision is played: the core's [`Table`], or a front end that plays
/// through it (the window's session, with its log and messages).
pub trait PlaysDecisions {
    type Done;
    type Error;
    /// `seat` plays `action`.
    fn play_action(&mut self, seat: Seat, action: Action) -> Result<Self::Done, Self::Error>;
    /// `seat` declines the offer it is asked, giving `gives` for `gets` instead.
    fn play_counter(
        &mut self,
        seat: Seat,
        gives: ResourceSet,
        gets: ResourceSet,
    ) -> Result<Self::Done, Self::Error>;
}

impl<const W: usize> PlaysDecisions for Table<W> {
    type Done = Played;
    type Error = TableError;
    fn play_action(&mut self, seat: Seat, action: Action) -> Result<Played, TableError> {
        self.play(seat, action)
    }
    fn play_counter(
        &mut self,
        seat: Seat,
        gives: ResourceSet,
        gets: ResourceSet,
    ) -> Result<Played, TableError> {
        self.counter(seat, gives, gets)
    }
}

/// Play `d` at `at`: its action, or its counter-offer (a counter refused is played as a plain
/// decline).
pub fn play<T: PlaysDecisions>(at: &mut T, d: &Decision) -> Result<T::Done, T::Error> {
    match d.mv {
        Move::Play(a) => at.play_action(d.seat, a),
        Move::Counter { gives, gets } => at
            .play_counter(d.seat, gives, gets)
            .or_else(|_| at.play_action(d.seat, Action::DeclineTrade)),
    }
}

#[cfg(test)]
mod repeats_tests;
#[cfg(test)]
mod tests;
