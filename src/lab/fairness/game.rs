//! One game of a fairness run, watched: where each seat opened, what production paid each seat,
//! when each island was first settled, and whether the longest road or the largest army decided
//! the game.

use crate::core::{Action, Event, Player, Seat, State};
use crate::lab::LabError;
use crate::lab::sim::next_action;

/// What one game says about its map.
#[derive(Clone, Debug, Default, PartialEq)]
pub(super) struct GameTally {
    pub winner: Option<Seat>,
    pub rounds: u32,
    /// (seat, corner) of every opening settlement.
    pub openings: Vec<(Seat, u16)>,
    /// Cards from production (and gold chosen) by seat and material.
    pub income: Vec<[u32; 5]>,
    /// The round each island was first settled after the opening.
    pub islands: Vec<Option<u32>>,
    pub road_decided: bool,
    pub army_decided: bool,
}

/// Play `state` to the end (or `max_turns` turns) and tally it. Actions that can pay cards are
/// applied with their events (the same dice: events do not touch the game's random numbers);
/// the others by the simulator's fast path.
pub(super) fn play<const W: usize>(
    state: &mut State<W>,
    players: &mut [Box<dyn Player<W>>],
    max_turns: u32,
) -> Result<GameTally, LabError> {
    let n = state.num_players() as usize;
    let islands = state.board().sea.as_ref().map_or(0, |s| s.islands.len());
    let fog = state.sea().is_some_and(|s| !s.fog.is_empty());
    let mut g = GameTally {
        income: vec![[0; 5]; n],
        islands: vec![None; islands],
        ..GameTally::default()
    };
    let mut legal = Vec::with_capacity(64);
    let mut reached = 0u64;
    let mut index = 0u32;
    while !state.is_over() && state.turns() < max_turns {
        let seat = state.actor();
        let (action, listed, _) = next_action(state, players[seat.index()].as_mut(), &mut legal)?;
        if state.in_setup()
            && let Action::BuildSettlement(v) = action
        {
            g.openings.push((seat, v.index() as u16));
        }
        let pays = fog || matches!(action, Action::Roll | Action::ChooseGold(_));
        if pays || !listed {
            let events = state
                .apply(action)
                .map_err(|error| LabError::IllegalChoice {
                    player: players[seat.index()].name(),
                    seat,
                    action,
                    index,
                    error,
                })?;
            note_income(&mut g.income, events.as_slice());
        } else {
            state.apply_legal(action);
        }
        index += 1;
        if islands > 0 && !state.in_setup() {
            reached = note_islands(state, reached, &mut g.islands);
        }
    }
    g.winner = state.winner();
    g.rounds = state.round();
    if let Some(w) = g.winner {
        (g.road_decided, g.army_decided) = decided_by(state, w);
    }
    Ok(g)
}

fn note_income(income: &mut [[u32; 5]], events: &[Event]) {
    for e in events {
        if let Event::Produced { seat, cards } = e
            && let Some(row) = income.get_mut(seat.index())
        {
            for (x, c) in row.iter_mut().zip(cards.0) {
                *x += c as u32;
            }
        }
    }
}

/// Islands settled for the first time since the last look get the current round.
fn note_islands<const W: usize>(state: &State<W>, seen: u64, first: &mut [Option<u32>]) -> u64 {
    let Some(sea) = state.sea() else { return seen };
    let now = sea.reached.iter().fold(0u64, |a, &r| a | r);
    let new = now & !seen;
    if new != 0 {
        let round = state.round();
        for (i, slot) in first.iter_mut().enumerate().take(64) {
            if new >> i & 1 == 1 && slot.is_none() {
                *slot = Some(round);
            }
        }
    }
    now
}

/// Whether the winner would have fallen short without the longest road, or the largest army.
fn decided_by<const W: usize>(state: &State<W>, w: Seat) -> (bool, bool) {
    let rules = state.rules();
    let total = state.total_points(w);
    let target = state.points_to_win();
    let road = state.longest_road_holder() == Some(w)
        && total.saturating_sub(rules.longest_road.points) < target;
    let army = state.largest_army_holder() == Some(w)
        && total.saturating_sub(rules.largest_army.points) < target;
    (road, army)
}
