//! The evolved-weight computer player of the thesis (spec §2–§4), Bevy-free.
//!
//! - [`individual`]: the 32 weights and their files (RON; the thesis's XML converts).
//! - [`strategy`]: the scoring formulas, one function per sub-move kind.
//! - [`player`]: sub-move generation, the decisions the thesis leaves open, the [`AiPlayer`].
//! - [`search`]: the search player on top of it ([`SearchPlayer`]).

pub mod baseline;
pub mod individual;
pub mod plan;
pub mod player;
pub mod search;
pub mod seat;
pub mod strategy;

pub use baseline::{RandomPlayer, WeightedPlayer};
pub use individual::Individual;
pub use player::{AiPlayer, Candidate, EasyPlayer, Explained, explain};
pub use search::{RootStat, SearchBudget, SearchPlayer};
pub use seat::{ComputerSeat, Decision, Move};
pub use strategy::{Score, Strategy};

/// The computer seat at the width the window and the network hold every game at
/// ([`crate::core::wide`]).
pub mod wide {
    pub type ComputerSeat = super::ComputerSeat<{ crate::core::wide::W }>;
}

#[cfg(test)]
mod tests;
