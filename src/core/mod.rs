//! The rules core: no Bevy, no globals. Plain data ([`Board`], [`Rules`], [`State`]), an
//! [`Action`] enum, [`State::legal_actions`] and [`State::apply`].

pub mod action;
pub mod bits;
pub mod board;
mod board_problem;
mod determinize;
mod error;
pub mod invariants;
pub mod phase;
mod play;
pub mod player;
pub mod record;
pub mod resources;
pub mod rng;
pub mod roads;
pub mod ron_file;
mod routes;
pub mod rules;
mod sea;
mod setup;
pub mod state;
mod table;
pub mod terrain;
pub mod topology;
pub mod view;

pub use action::{Action, Chance, EVERYONE, Event, Events, Seat};
pub use bits::Bits;
pub use board::{Board, BoardFile};
pub use board_problem::{BoardProblem, Hex};
pub use error::SetupError;
pub use error::{Rule, RuleError};
pub use phase::Phase;
pub use play::{discard_count, nth_discard};
pub use player::{Choice, Player};
pub use record::{CounterStep, GameRecord, Step};
pub use resources::{DevCard, DevSet, Resource, ResourceSet};
pub use rng::GameRng;
pub use ron_file::FileError;
pub use rules::Rules;
pub use sea::Sea;
pub use setup::{PlayerSetup, Setup};
pub use state::{PlayerState, State};
pub use table::{Counter, Played, Table, TableError};
pub use terrain::{HarbourKind, Terrain};
pub use topology::{EdgeId, FaceId, VertexId};
pub use view::PlayerView;
