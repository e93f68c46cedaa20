//! Settlers of Catan with evolved computer players.
//!
//! - [`core`]: the rules engine (no Bevy): boards, rules, state, actions, records.
//! - [`players`]: the player interface and the baseline players.
//! - [`sim`]: running many games headless, with statistics.

pub mod core;
pub mod players;
pub mod sim;
