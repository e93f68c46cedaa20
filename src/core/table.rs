//! The table around the rules: one game in progress — the position, its record, and what the
//! players say around the core's offers (counter-offers, and the deal taking one leads to) —
//! with the answers nobody needs to be asked for. Written once: the local game, the network
//! room and the lab's loops all play through a [`Table`], so they cannot play different games.

use super::record::{CounterStep, GameRecord, ReplayError, Step};
use super::{Action, Events, Phase, ResourceSet, RuleError, Seat, State};
use serde::{Deserialize, Serialize};
use std::fmt;

/// A counter-offer: `seat` declined the offer on the table and proposes instead to give `gives`
/// for `gets` (from its own side).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Counter {
    pub seat: Seat,
    pub gives: ResourceSet,
    pub gets: ResourceSet,
}

/// One game in progress.
#[derive(Clone, Debug)]
pub struct Table<const W: usize = 4> {
    pub state: State<W>,
    /// Every action played, with what chance decided, and the counter-offers made.
    pub record: GameRecord,
    /// Counter-offers to the current player's latest offer.
    pub counters: Vec<Counter>,
    /// The player on turn took this seat's counter-offer: the seat accepts the offer that makes
    /// it, and the trade is confirmed at once.
    pub deal: Option<Seat>,
}

/// What one action did at the table.
#[derive(Clone, Debug)]
pub struct Played {
    pub seat: Seat,
    pub action: Action,
    pub events: Events,
    /// It was played in a special building phase (the 5–6 extension).
    pub special: bool,
    /// The counter-offer the action (a decline) came with.
    pub counter: Option<Counter>,
}

/// Why the table refused an action or a counter-offer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TableError {
    /// The game is over.
    Over,
    /// `seat` acted while `actor` is to move.
    NotYourMove { seat: Seat, actor: Seat },
    /// A counter-offer with no offer for its seat to answer.
    NoOffer,
    /// A counter-offer that gives or gets nothing, or names a material on both sides.
    CounterInvalid,
    /// A counter-offer giving cards its seat does not hold.
    CounterNotHeld { gives: ResourceSet },
    /// The rules refuse the action.
    Illegal(RuleError),
}

impl fmt::Display for TableError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TableError::Over => write!(f, "the game is over"),
            TableError::NotYourMove { seat, actor } => {
                write!(f, "seat {seat} cannot act: it is seat {actor}'s move")
            }
            TableError::NoOffer => write!(f, "there is no offer for this seat to answer"),
            TableError::CounterInvalid => write!(
                f,
                "a counter-offer gives and gets something, no material on both sides"
            ),
            TableError::CounterNotHeld { gives } => {
                write!(f, "the counter-offer gives {gives}, not in hand")
            }
            TableError::Illegal(e) => write!(f, "{}", e.message),
        }
    }
}

impl std::error::Error for TableError {}

impl Table {
    /// [`Table::resume_sized`] on the narrow board (up to 256 ids: the base game's).
    pub fn resume(record: GameRecord) -> Result<Table, ReplayError> {
        Table::resume_sized(record)
    }
}

impl<const W: usize> Table<W> {
    /// A table for `state` and the record of how it was reached (usually none yet).
    pub fn new(state: State<W>, record: GameRecord) -> Table<W> {
        let mut t = Table {
            state,
            record,
            counters: Vec::new(),
            deal: None,
        };
        t.rebuild_talk();
        t
    }

    /// The game `record` left: its position (the random generator where an uninterrupted
    /// game's would be) and the counter-offers standing at its end.
    pub fn resume_sized(record: GameRecord) -> Result<Table<W>, ReplayError> {
        let state = record.resume_sized()?;
        Ok(Table::new(state, record))
    }

    /// `seat` plays `action`: refused unless it is that seat's move and the rules allow it;
    /// otherwise applied, added to the record, and the talk around offers follows it.
    pub fn play(&mut self, seat: Seat, action: Action) -> Result<Played, TableError> {
        if self.state.is_over() {
            return Err(TableError::Over);
        }
        let actor = self.state.actor();
        if actor != seat {
            return Err(TableError::NotYourMove { seat, actor });
        }
        let special = matches!(self.state.phase, Phase::SpecialBuild { .. });
        let events = self.state.apply(action).map_err(TableError::Illegal)?;
        self.record.steps.push(Step {
            seat,
            action,
            chance: events.chance(),
        });
        self.hear(action);
        Ok(Played {
            seat,
            action,
            events,
            special,
            counter: None,
        })
    }

    /// A copy of a game played elsewhere (an online game's window) follows its host: the
    /// position the host says, the step as this seat may know it, and the talk after it.
    pub fn follow(&mut self, state: State<W>, step: Step) {
        self.state = state;
        self.record.steps.push(step);
        self.hear(step.action);
    }

    /// `seat` answers the offer it is asked with a counter-offer (it gives `gives` for `gets`):
    /// the offer is declined for it, and the counter stands on the table (replacing its seat's
    /// earlier one) until the offer's turn moves on.
    pub fn counter(
        &mut self,
        seat: Seat,
        gives: ResourceSet,
        gets: ResourceSet,
    ) -> Result<Played, TableError> {
        if self.state.is_over() {
            return Err(TableError::Over);
        }
        let actor = self.state.actor();
        if actor != seat {
            return Err(TableError::NotYourMove { seat, actor });
        }
        if !matches!(self.state.phase, Phase::TradeAnswers { .. }) {
            return Err(TableError::NoOffer);
        }
        if gives.is_empty() || gets.is_empty() || gives.overlaps(&gets) {
            return Err(TableError::CounterInvalid);
        }
        if !self.state.players[seat.index()].hand.contains(&gives) {
            return Err(TableError::CounterNotHeld { gives });
        }
        let mut played = self.play(seat, Action::DeclineTrade)?;
        let c = Counter { seat, gives, gets };
        self.record.counters.push(CounterStep {
            at: (self.record.steps.len() - 1) as u32,
            seat,
            gives,
            gets,
        });
        self.hear_counter(c);
        played.counter = Some(c);
        Ok(played)
    }

    /// The answer nobody needs to be asked for, if one is due now: the seat whose counter-offer
    /// the player on turn took accepts it, and the player on turn trades with it; a person (a
    /// seat in `persons`) who cannot give what an offer asks declines; a person who can build
    /// nothing in a special building phase, or whose phase passes at once (`quick_pass`),
    /// passes; a person to place a gift harbour of the Forgotten Tribe places it on the first
    /// side it may go (the table does not ask yet: until it does, the game never waits on a
    /// choice nobody can make). Play it with [`Table::play`] and ask again.
    pub fn due_answer(&self, persons: u8, quick_pass: u8) -> Option<(Seat, Action)> {
        if self.state.is_over() {
            return None;
        }
        let state = &self.state;
        let actor = state.actor();
        let person = persons & actor.bit() != 0;
        if person && state.harbour_to_place().is_some_and(|(p, _)| p == actor) {
            let first = state.legal_actions().into_iter().next();
            return first.map(|a| (actor, a));
        }
        let next = match state.phase {
            Phase::TradeAnswers { get, .. } => {
                if self.deal == Some(actor) {
                    Some(Action::AcceptTrade)
                } else if person && !state.players[actor.index()].hand.contains(&get) {
                    Some(Action::DeclineTrade)
                } else {
                    None
                }
            }
            Phase::TradeConfirm { accepted, .. } => self
                .deal
                .filter(|s| accepted & s.bit() != 0)
                .map(Action::ConfirmTrade),
            Phase::SpecialBuild { .. }
                if person
                    && (quick_pass & actor.bit() != 0
                        || state.legal_actions() == [Action::EndTurn]) =>
            {
                Some(Action::EndTurn)
            }
            _ => None,
        };
        next.map(|a| (actor, a))
    }

    /// Take back the record's last step: the position is the one before it (the random
    /// generator included) and the talk is what it was then. `None` when nothing was played.
    pub fn take_back(&mut self) -> Option<Step> {
        let mut record = self.record.clone();
        let step = record.steps.pop()?;
        let at = record.steps.len() as u32;
        record.counters.retain(|c| c.at < at);
        let state = record.resume_sized().ok()?;
        *self = Table::new(state, record);
        Some(step)
    }

    /// What the talk around offers makes of an action just played: an offer that is a standing
    /// counter-offer turned round is taken (its seat accepts, the trade is confirmed at once);
    /// a trade made, a new offer or the turn's end clears the counters (a cancelled offer
    /// does not). [`Table::play`] hears its actions;
    /// a copy of a game played elsewhere (an online game's window) hears the host's.
    pub fn hear(&mut self, action: Action) {
        match action {
            Action::OfferTrade { give, get, to } => {
                self.deal = self
                    .counters
                    .iter()
                    .find(|c| c.gives == get && c.gets == give && to == c.seat.bit())
                    .map(|c| c.seat);
                self.counters.clear();
            }
            Action::EndTurn | Action::ConfirmTrade(_) => {
                self.counters.clear();
                self.deal = None;
            }
            // cancelling the offer (some accepted, others countered) keeps the counters
            // standing: the player on turn may still take one
            Action::CancelTrade => self.deal = None,
            _ => {}
        }
    }

    /// A counter-offer stands on the table (replacing its seat's earlier one). [`Table::counter`]
    /// makes it stand; a copy of a game played elsewhere hears its host's.
    pub fn hear_counter(&mut self, c: Counter) {
        self.counters.retain(|x| x.seat != c.seat);
        self.counters.push(c);
    }

    /// The counters and the deal standing at the record's end, heard again step by step.
    fn rebuild_talk(&mut self) {
        self.counters.clear();
        self.deal = None;
        let steps = std::mem::take(&mut self.record.steps);
        let made = std::mem::take(&mut self.record.counters);
        let mut made_iter = made.iter().peekable();
        for (i, step) in steps.iter().enumerate() {
            self.hear(step.action);
            while let Some(c) = made_iter.next_if(|c| c.at as usize <= i) {
                if c.at as usize == i {
                    self.hear_counter(Counter {
                        seat: c.seat,
                        gives: c.gives,
                        gets: c.gets,
                    });
                }
            }
        }
        self.record.steps = steps;
        self.record.counters = made;
    }
}

#[cfg(test)]
mod tests;
