//! The player interface.
//!
//! A player sees a [`PlayerView`] (own hand, everyone's public information) and the legal
//! actions, and returns its choice. Each player owns its random stream, seeded by whoever creates
//! it, so games stay reproducible.

use super::{Action, PlayerView};

pub trait Player: Send {
    /// A short name, as written in game records (`random`, `weighted`, ...).
    fn name(&self) -> String;
    /// Choose an action for the position in `view`. `legal` (never empty) lists every legal
    /// action except trade offers; a player may also return any offer the rules allow (see
    /// [`PlayerView::legal_offers`]).
    fn choose(&mut self, view: &PlayerView<'_>, legal: &[Action]) -> Action;
}
