//! Settlers of Catan with evolved computer players, in layers (see `ARCHITECTURE.md`; each uses
//! only the ones listed before it):
//!
//! - [`core`]: the rules (no Bevy, no I/O): boards, rules, the state, actions, records, a `Setup`
//!   validated into a position.
//! - [`files`]: the filesystem edge: loading project files, atomic saves, the data folder.
//! - [`ai`]: computer players: the thesis's evolved-weight strategy and the baseline players.
//! - [`lab`]: many games headless: the roster of players, one parallel runner, sim, tournaments,
//!   the genetic algorithm, plots.
//! - [`editor`]: the Bevy-free board-editing model.
//! - `game` (feature `gui`): the Bevy game window.
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
#[cfg(feature = "net")]
pub mod net;
