//! What the robber's 7s cost each seat: the hand it held when a 7 was rolled and the cards it
//! discarded. A sim prints them per listed player (`catan sim`: hoarding shows as large hands
//! at 7s and many cards discarded).

use crate::core::{Action, Chance, Seat, State};
use serde::{Deserialize, Serialize};

/// One seat's 7s in one game (or summed over games).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Sevens {
    /// 7s rolled while the seat played.
    pub rolled: u32,
    /// Its cards in hand at those 7s, summed.
    pub cards_held: u32,
    /// How many of those 7s found it holding more than seven cards.
    pub over_seven: u32,
    /// Cards it discarded to 7s.
    pub discarded: u32,
    /// Turns it ended (a pass in the special building phase counts as one).
    pub turn_ends: u32,
    /// Of those, the turns it ended holding more than seven cards.
    pub ended_over_seven: u32,
    /// The most cards it held at the end of one of its turns.
    pub most_at_turn_end: u32,
}

impl Sevens {
    pub fn merge(&mut self, o: &Sevens) {
        self.rolled += o.rolled;
        self.cards_held += o.cards_held;
        self.over_seven += o.over_seven;
        self.discarded += o.discarded;
        self.turn_ends += o.turn_ends;
        self.ended_over_seven += o.ended_over_seven;
        self.most_at_turn_end = self.most_at_turn_end.max(o.most_at_turn_end);
    }
}

/// Note what `action` (just applied to `state`, with the chance outcome `chance`, played by
/// `seat`) did to the seats' 7s: a roll of 7 counts every seat's hand (nothing is discarded
/// before the roll's own discards), a discard its cards, the end of a turn the hand kept.
pub fn note<const W: usize>(
    sevens: &mut [Sevens],
    state: &State<W>,
    seat: Seat,
    action: Action,
    chance: Option<Chance>,
) {
    match (action, chance) {
        (Action::Roll, Some(Chance::Dice(a, b))) if a + b == 7 => {
            for (s, x) in sevens.iter_mut().enumerate() {
                let held = state.player(Seat(s as u8)).hand().total();
                x.rolled += 1;
                x.cards_held += held;
                x.over_seven += u32::from(held > 7);
            }
        }
        (Action::Discard(cards), _) => {
            if let Some(x) = sevens.get_mut(seat.index()) {
                x.discarded += cards.total();
            }
        }
        (Action::EndTurn, _) => {
            // the turn passed on: the hand `seat` keeps through the others' rolls
            if let Some(x) = sevens.get_mut(seat.index()) {
                let held = state.player(seat).hand().total();
                x.turn_ends += 1;
                x.ended_over_seven += u32::from(held > 7);
                x.most_at_turn_end = x.most_at_turn_end.max(held);
            }
        }
        _ => {}
    }
}

/// The figures a sim prints for one listed player.
#[derive(Clone, Copy, Debug, Serialize, PartialEq)]
pub struct SevensStats {
    /// Mean cards in hand when a 7 was rolled.
    pub mean_hand: f64,
    /// Share of 7s that found it holding more than seven cards.
    pub over_seven: f64,
    /// Cards discarded to 7s per game.
    pub discarded_per_game: f64,
    /// Share of its turns it ended holding more than seven cards.
    pub ended_over_seven: f64,
    /// The most cards it held at the end of one of its turns.
    pub most_at_turn_end: u32,
}

impl SevensStats {
    pub fn of(s: &Sevens, games: u32) -> SevensStats {
        let rolled = s.rolled.max(1) as f64;
        SevensStats {
            mean_hand: s.cards_held as f64 / rolled,
            over_seven: s.over_seven as f64 / rolled,
            discarded_per_game: s.discarded as f64 / games.max(1) as f64,
            ended_over_seven: s.ended_over_seven as f64 / s.turn_ends.max(1) as f64,
            most_at_turn_end: s.most_at_turn_end,
        }
    }
}

#[cfg(test)]
mod tests;
