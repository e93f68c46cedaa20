//! Settlers of Catan with evolved computer players.
//!
//! - [`core`]: the rules engine (no Bevy): boards, rules, state, actions, records.
//! - [`ai`]: the evolved-weight computer player of the thesis (no Bevy).
//! - [`players`]: the player interface and the baseline players.
//! - [`evolve`]: the genetic algorithm (resumable runs).
//! - [`sim`]: running many games headless, with statistics.
//!
//! ```
//! use catan::core::{Action, Board, Rules, State};
//! use std::sync::Arc;
//!
//! let mut state = State::new(Arc::new(Board::standard()), Arc::new(Rules::standard()), 4, 42).unwrap();
//! // the opening: seat 0 places a settlement, then a road touching it
//! let first = state.legal_actions()[0];
//! assert!(matches!(first, Action::BuildSettlement(_)));
//! state.apply(first).unwrap();
//! // an illegal action is refused with the rule it breaks, and changes nothing
//! let err = state.apply(Action::Roll).unwrap_err();
//! assert_eq!(err.rule, "phase");
//! ```

pub mod ai;
pub mod core;
pub mod editor;
pub mod files;
#[cfg(feature = "gui")]
pub mod game;
pub mod lab;
