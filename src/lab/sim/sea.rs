//! The race to the islands (Seafarers): whether and by which round each seat first settled an
//! island it did not start on, first turned over a face-down tile (Fog Islands), and how many
//! ships it built. A sim prints them per listed player (`catan sim --board
//! boards/seafarers/four-islands.ron`): computers that stay home show as few islands reached.

use crate::core::{Action, Chance, Seat, State};
use serde::{Deserialize, Serialize};

/// One seat's race in one game (or summed over games).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeaRace {
    /// Games counted (1 for one game).
    pub games: u32,
    /// The islands (a bit each) of its opening settlements (one game only: not summed).
    pub home: u64,
    /// Games in which it built a settlement on an island it did not start on (or on land that
    /// was face down, which belongs to no island of the board file).
    pub reached: u32,
    /// The rounds of those first settlements, summed.
    pub reached_rounds: u32,
    /// Games in which one of its roads or ships turned a face-down tile over.
    pub revealed: u32,
    /// The rounds of those first turns, summed.
    pub revealed_rounds: u32,
    /// Ships it built (the opening's included).
    pub ships: u32,
}

impl SeaRace {
    /// A new game's race for `n` seats.
    pub fn new_game(n: usize) -> Vec<SeaRace> {
        vec![
            SeaRace {
                games: 1,
                ..SeaRace::default()
            };
            n
        ]
    }

    pub fn merge(&mut self, o: &SeaRace) {
        self.games += o.games;
        self.reached += o.reached;
        self.reached_rounds += o.reached_rounds;
        self.revealed += o.revealed;
        self.revealed_rounds += o.revealed_rounds;
        self.ships += o.ships;
    }
}

/// Note what `action` (just applied to `state` with the chance outcome `chance`, by `seat`) did
/// to the seats' race. Nothing on a board without a sea.
pub fn note<const W: usize>(
    race: &mut [SeaRace],
    state: &State<W>,
    seat: Seat,
    action: Action,
    chance: Option<Chance>,
) {
    let Some(map) = state.board().sea.as_deref() else {
        return;
    };
    let Some(x) = race.get_mut(seat.index()) else {
        return;
    };
    // a game of one seat's record: the first time counts, once
    let first = |count: &mut u32, rounds: &mut u32| {
        if *count == 0 {
            *count = 1;
            *rounds = state.round();
        }
    };
    if let Some(Chance::Fog(_)) = chance {
        first(&mut x.revealed, &mut x.revealed_rounds);
    }
    match action {
        Action::BuildShip(_) => x.ships += 1,
        Action::BuildSettlement(v) => {
            let islands = map.islands_at(v.index());
            if state.in_setup() {
                x.home |= islands;
            } else if islands & x.home == 0 {
                first(&mut x.reached, &mut x.reached_rounds);
            }
        }
        _ => {}
    }
}

/// The figures a sim prints for one listed player.
#[derive(Clone, Copy, Debug, Serialize, PartialEq)]
pub struct SeaStats {
    /// Share of games in which it settled an island it did not start on.
    pub reached: f64,
    /// The mean round of that first settlement (over the games where it happened).
    pub reached_round: f64,
    /// Share of games in which it turned a face-down tile over.
    pub revealed: f64,
    /// The mean round of that first tile.
    pub revealed_round: f64,
    /// Ships built per game.
    pub ships_per_game: f64,
}

impl SeaStats {
    pub fn of(s: &SeaRace) -> SeaStats {
        let g = s.games.max(1) as f64;
        SeaStats {
            reached: s.reached as f64 / g,
            reached_round: s.reached_rounds as f64 / s.reached.max(1) as f64,
            revealed: s.revealed as f64 / g,
            revealed_round: s.revealed_rounds as f64 / s.revealed.max(1) as f64,
            ships_per_game: s.ships as f64 / g,
        }
    }
}

#[cfg(test)]
mod tests;
