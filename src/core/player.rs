//! The player interface.
//!
//! A player sees a [`PlayerView`] (own hand, everyone's public information) and the legal
//! actions, and returns its choice. Each player owns its random stream, seeded by whoever creates
//! it, so games stay reproducible.

use super::{Action, PlayerView, ResourceSet};

/// What [`Player::choose_listed`] returns.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Choice {
    /// `legal[i]`.
    Listed(usize),
    /// An action not in the list (an offer, or an illegal choice the rules will reject).
    Other(Action),
}

pub trait Player<const W: usize = 4>: Send {
    /// A short name, as written in game records (`random`, `weighted`, ...).
    fn name(&self) -> String;
    /// Choose an action for the position in `view`. `legal` (never empty) lists every legal
    /// action except trade offers; a player may also return any offer the rules allow (see
    /// [`PlayerView::legal_offers`]).
    fn choose(&mut self, view: &PlayerView<'_, W>, legal: &[Action]) -> Action;
    /// [`Player::choose`], saying whether the choice is one of `legal` (by its index there) or an
    /// action of the player's own (an offer), so the simulator applies a listed choice without
    /// checking it again. The default looks the chosen action up in `legal`.
    fn choose_listed(&mut self, view: &PlayerView<'_, W>, legal: &[Action]) -> Choice {
        let a = self.choose(view, legal);
        match legal.iter().position(|&x| x == a) {
            Some(i) => Choice::Listed(i),
            None => Choice::Other(a),
        }
    }
    /// Whether a decision may take long (a search): the game then asks off its main thread and
    /// shows that the player is thinking.
    fn thinks_long(&self) -> bool {
        false
    }
    /// The cards to discard after a 7 (half the hand, rounded down), chosen without the list of
    /// every way to do it, which grows quickly with the hand. `None` (the default) asks
    /// [`Player::choose`] with that list instead; the simulator calls this first.
    fn choose_discard(&mut self, view: &PlayerView<'_, W>) -> Option<ResourceSet> {
        let _ = view;
        None
    }
}
