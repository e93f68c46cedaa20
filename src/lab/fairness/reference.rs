//! The standard board's figures, against which a map's are flagged: the standard island for two
//! to four players, the 5–6 extension's for five and six. Wins by seat, the best corner and the
//! games' length were measured with `catan board fairness` (Medium in every seat, seed 1,
//! 10 000 games each — the command lines and intervals are in docs/fairness.md); the pips are
//! counted from the boards themselves.

use super::board_pips;
use crate::core::Board;

/// What the standard board gives for a player count.
#[derive(Clone, Debug, PartialEq)]
pub struct Reference {
    /// The share of games each seat wins, in opening order.
    pub seat_wins: Vec<f64>,
    /// The share of games won by whoever opened on the best corner.
    pub best_spot: f64,
    /// Mean rounds of a finished game.
    pub rounds: f64,
    /// Pips by material (wood, brick, grain, sheep, stone).
    pub pips: [u32; 5],
}

/// Measured: (players, wins by seat, best corner, mean rounds).
const MEASURED: [(u8, &[f64], f64, f64); 5] = [
    (2, &[0.5059, 0.4941], 0.618, 45.24),
    (3, &[0.3255, 0.3303, 0.3442], 0.546, 25.63),
    (4, &[0.2229, 0.2330, 0.2759, 0.2682], 0.436, 19.41),
    (5, &[0.2071, 0.2311, 0.2035, 0.1909, 0.1674], 0.389, 14.45),
    (
        6,
        &[0.1924, 0.1870, 0.1731, 0.1627, 0.1398, 0.1450],
        0.368,
        12.58,
    ),
];

/// The reference for `players` (clamped to 2–6).
pub fn for_players(players: u8) -> Reference {
    let players = players.clamp(2, 6);
    let (_, wins, best_spot, rounds) = MEASURED
        .iter()
        .copied()
        .find(|m| m.0 == players)
        .unwrap_or(MEASURED[2]);
    let board = if players > 4 {
        Board::five_six()
    } else {
        Board::standard()
    };
    Reference {
        seat_wins: wins.to_vec(),
        best_spot,
        rounds,
        pips: board_pips(&board).0,
    }
}
