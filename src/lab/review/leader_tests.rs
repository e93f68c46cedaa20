//! The win chances on known positions: a player a build from winning is the favourite.

use super::*;
use crate::core::Rules;
use std::sync::Arc;

/// A seeded game of the evolved strategy, stopped at the first turn's end where a seat holds
/// `points` points (`None`: nobody did before the game ended).
fn stopped_at(seed: u64, n: u8, points: u8) -> Option<(State, Seat)> {
    let board = Arc::new(crate::core::board::random_board_for(n as usize, seed, true));
    let mut s = State::new(board, Arc::new(Rules::standard()), n, seed).unwrap();
    let mut ps: Vec<AiPlayer> = (0..n)
        .map(|_| AiPlayer::new("ai", Individual::default_ai()))
        .collect();
    while !s.is_over() {
        let seat = s.actor();
        let legal = s.legal_actions();
        let a = ps[seat.index()].choose(&PlayerView::new(&s, seat), &legal);
        s.apply(a).unwrap();
        if a == Action::EndTurn
            && let Some(q) = Seat::all(n).find(|&q| s.total_points(q) >= points)
        {
            return Some((s, q));
        }
    }
    None
}

/// A seat at 9 of 10 points at the end of a turn is the favourite, from the true position and
/// from the public facts alone, in every seeded game that reaches such a position.
#[test]
fn a_player_at_nine_points_is_the_favourite() {
    let mut seen = 0;
    for seed in 1..6u64 {
        let Some((s, leader)) = stopped_at(seed, 4, 9) else {
            continue;
        };
        seen += 1;
        for public_only in [false, true] {
            let c = win_chances(&s, 40, seed, public_only);
            let best = (0..4).max_by(|&a, &b| c[a].total_cmp(&c[b])).unwrap();
            assert_eq!(best, leader.index(), "seed {seed}: {c:?}");
            assert!(c[leader.index()] > 0.6, "seed {seed}: {c:?}");
        }
    }
    assert!(seen >= 3, "only {seen} games reached 9 points");
}
