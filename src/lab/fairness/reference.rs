//! The standard board's figures, against which a map's are flagged: the standard island for two
//! to four players, the 5–6 extension's for five and six. Wins by seat, the best corner and the
//! games' length were measured with `catan board fairness` (Medium — the v3 individual — in every seat, seed 1,
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
    (2, &[0.4932, 0.5068], 0.673, 43.34),
    (3, &[0.2909, 0.3448, 0.3643], 0.520, 23.80),
    (4, &[0.1938, 0.2430, 0.2868, 0.2764], 0.425, 17.69),
    (5, &[0.2147, 0.2138, 0.1915, 0.1910, 0.1890], 0.462, 13.62),
    (
        6,
        &[0.1827, 0.1778, 0.1712, 0.1593, 0.1495, 0.1595],
        0.365,
        11.63,
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
