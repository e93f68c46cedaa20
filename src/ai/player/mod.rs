//! The computer player of the thesis (spec §2): on its move it generates every sub-move — the
//! bank/harbour trades that make an action affordable, then the action — scores each with the
//! formulas of [`super::strategy`], plays the best (ties: the first generated), and repeats until
//! nothing is left, then ends the turn.
//!
//! Decisions the thesis does not describe follow the rules written in `docs/strategy.md`:
//! discards, the robber's victim, answers to trade offers, knights before the roll.

//!
//! `candidates.rs`: sub-moves and how they are collected; `cards.rs`: the robber, the cards, the
//! discard; `trades.rs`: bank trades for a cost, answers to offers; `choosing.rs`: the players;
//! `explaining.rs`: `catan explain`'s table; `replay.rs`: a planned sub-move played out; `sea.rs`: ships, the pirate and gold (Seafarers);
//! `tempo.rs`: the tempo genes' roads toward a free spot and monopoly by need; `tribe.rs`: the Forgotten Tribe's gifts as
//! ships' targets and where a gift harbour goes.

mod candidates;
mod cards;
mod choosing;
mod explaining;
pub(crate) mod replay;
mod sea;
mod tempo;
mod trades;
mod tribe;

pub use candidates::*;
pub use cards::*;
pub use choosing::*;
pub use explaining::*;
pub use sea::gold_choice;
pub use trades::*;

use super::individual::Individual;
use super::strategy::{Build, RoadContext, Score, Strategy};
use crate::core::Player;
use crate::core::roads::RoadGrowth;
use crate::core::roads::road_vertices_of;
use crate::core::{Action, Phase, PlayerView, Resource, ResourceSet, Seat};
use crate::core::{EdgeId, FaceId, VertexId};
use std::fmt::Write;
