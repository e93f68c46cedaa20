//! Why a ship may not move, in the person's words (play-test 7: a greyed "Move ship" said "It
//! must join your own road or building" of a ship touching the settlement — the core was asked
//! about a move of the ship onto its own side).

use crate::core::wide::State;
use crate::core::{EdgeId, Seat};

/// The reason a ship stays where it is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub(crate) enum ShipStays {
    /// The person has no ship at sea.
    NoShips,
    /// A ship has moved this turn already.
    MovedAlready,
    /// The ship at the open end was built this turn.
    BuiltThisTurn,
    /// The pirate is beside the ship at the open end.
    Pirate,
    /// No ship is at an open end of its route.
    ClosedRoute,
    /// The ship at the open end has no free side of sea to sail to.
    NoFreeSide,
}

impl ShipStays {
    /// Its sentence's message.
    pub(crate) fn message(self) -> &'static str {
        match self {
            ShipStays::NoShips => "why-ship-none",
            ShipStays::MovedAlready => "why-ship-moved-already",
            ShipStays::BuiltThisTurn => "why-ship-built-this-turn",
            ShipStays::Pirate => "why-ship-beside-pirate",
            ShipStays::ClosedRoute => "why-ship-closed-route",
            ShipStays::NoFreeSide => "why-ship-no-free-side",
        }
    }
}

/// Why the ship of `p` at `from` may not sail now (`None`: it may, somewhere).
pub(crate) fn ship_stays(state: &State, p: Seat, from: EdgeId) -> Option<ShipStays> {
    let sea = state.sea()?;
    let ships = sea.ships[p.index()];
    if !ships.contains(from.index()) {
        return Some(ShipStays::NoShips);
    }
    if sea.moved {
        return Some(ShipStays::MovedAlready);
    }
    if !state.open_end_ships(p).contains(from.index()) {
        return Some(ShipStays::ClosedRoute);
    }
    if sea.new_ships.contains(from.index()) {
        return Some(ShipStays::BuiltThisTurn);
    }
    if state.pirate_edges().contains(from.index()) {
        return Some(ShipStays::Pirate);
    }
    if state.ship_destinations(p, from).is_empty() {
        return Some(ShipStays::NoFreeSide);
    }
    None
}

/// Why no ship of `p` may sail now (`None`: one may): the reason of the ship nearest to
/// moving — one at an open end with nowhere to go, then one beside the pirate, then one built
/// this turn, else that no ship is at an open end.
pub(crate) fn no_ship_moves(state: &State, p: Seat) -> Option<ShipStays> {
    let sea = state.sea()?;
    let ships = sea.ships[p.index()];
    if ships.is_empty() {
        return Some(ShipStays::NoShips);
    }
    let order = [
        ShipStays::NoFreeSide,
        ShipStays::Pirate,
        ShipStays::BuiltThisTurn,
        ShipStays::MovedAlready,
        ShipStays::ClosedRoute,
    ];
    let mut best: Option<usize> = None;
    for e in ships.iter() {
        let why = ship_stays(state, p, EdgeId::at(e))?;
        let rank = order.iter().position(|&o| o == why).unwrap_or(order.len());
        best = Some(best.map_or(rank, |b| b.min(rank)));
    }
    Some(
        best.and_then(|b| order.get(b).copied())
            .unwrap_or(ShipStays::ClosedRoute),
    )
}

#[cfg(test)]
#[path = "ship_tests.rs"]
mod tests;
