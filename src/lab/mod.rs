//! The headless lab: many games without a window.
//!
//! - [`roster`]: the player kinds a seat can hold, by name (`random`, `weighted`, `ai:PATH`, …).
//! - [`runner`]: one deterministic parallel runner (the same results for a seed whatever the thread
//!   count) that every job below plays its games on.
//! - [`ranks`]: the same jobs spread over several processes (MPI ranks), the same results.
//! - [`sim`]: one line-up, many games, statistics.
//! - [`tournament`]: every group of entrants, win rates with Wilson intervals.
//! - [`evolve`]: the genetic algorithm of the thesis, resumable runs.
//! - [`plot`]: SVG charts from plain series.
//! - [`review`]: a finished game with the engine's eye: win chances, turning points, better moves.
//! - [`answers`]: how a player answers fair and helpful offers.
//! - [`fairness`]: is this map fair? one board, every seat the same computer, figures and flags.
//! - [`check`]: random games with every invariant checked after every action.

pub mod answers;
pub mod check;
mod error;
pub mod evolve;
pub mod fairness;
pub mod plot;
pub mod ranks;
pub mod review;
pub mod roster;
pub mod runner;
pub mod sim;
pub mod stats;
pub mod tournament;

pub use error::LabError;
pub use roster::PlayerSpec;
