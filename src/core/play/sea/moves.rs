//! The ship moves (Seafarers): which ships may move (at the open end of a route) and where each
//! may sail, from the ends of the seat's routes found once for all its ships; the search from
//! scratch that `catan check` compares them with.

use crate::core::action::{Action, Seat};
use crate::core::bits::Bits;
use crate::core::state::State;
use crate::core::topology::EdgeId;

/// The ends of a seat's routes at sea and the sides they touch ([`State::ship_destinations`]).
#[derive(Clone, Copy)]
struct ShipReach<const W: usize = 4> {
    ends: Bits<W>,
    sides: Bits<W>,
}

impl<const W: usize> State<W> {
    /// The ships `p` may move now: at the open end of a route (a corner without an own
    /// building or another own ship), not built this turn, not beside the pirate.
    pub fn movable_ships(&self, p: Seat) -> Bits<W> {
        match &self.sea {
            Some(sea) => self.open_end_ships(p) - sea.new_ships - self.pirate_edges(),
            None => Bits::EMPTY,
        }
    }

    /// The ships of `p` at the open end of a route (a corner without an own building or another
    /// own ship), whether built this turn or beside the pirate or not (the window says why such a
    /// ship stays).
    pub fn open_end_ships(&self, p: Seat) -> Bits<W> {
        let Some(sea) = &self.sea else {
            return Bits::EMPTY;
        };
        // a village traded with closes the route to it like a building: its ships stay
        let own = self.players[p.index()].buildings() | self.trading_corners(p);
        let ships = sea.ships[p.index()];
        let topo = &self.board.topo;
        // corners touched by one own ship only (`once`), by more (`twice`)
        let (mut once, mut twice) = (Bits::EMPTY, Bits::EMPTY);
        for e in ships.iter() {
            for v in topo.edge_vertices[e] {
                if once.contains(v.index()) {
                    twice.insert(v.index());
                } else {
                    once.insert(v.index());
                }
            }
        }
        let loose = once - twice - own;
        ships
            .iter()
            .filter(|&e| {
                let [a, b] = topo.edge_vertices[e];
                loose.contains(a.index()) || loose.contains(b.index())
            })
            .collect()
    }

    /// Where the ship at `from` may sail: every side a ship could be built on with that ship
    /// taken away, but its own.
    pub fn ship_destinations(&self, p: Seat, from: EdgeId) -> Bits<W> {
        match self.ship_reach(p) {
            Some(reach) => self.destinations_within(p, from, reach),
            None => Bits::EMPTY,
        }
    }

    /// [`State::ship_destinations`] searched from scratch (`catan check` and the tests compare
    /// the two): the ship's corners and the sides they reach found again without it.
    pub fn ship_destinations_from_scratch(&self, p: Seat, from: EdgeId) -> Bits<W> {
        let Some(sea) = &self.sea else {
            return Bits::EMPTY;
        };
        let mut ships = sea.ships[p.index()];
        ships.remove(from.index());
        let corners = crate::core::roads::road_vertices_of(&self.board.topo, ships);
        let mut spots = self.ship_spots_with(p, ships, corners);
        spots.remove(from.index());
        spots
    }

    /// The ends of `p`'s routes at sea (own buildings, corners of own ships without an
    /// opponent's building) and the sides they touch; what every ship move starts from.
    fn ship_reach(&self, p: Seat) -> Option<ShipReach<W>> {
        let sea = self.sea.as_deref()?;
        let ends = self.players[p.index()].buildings()
            | (sea.ship_vertices[p.index()] - self.others_buildings(p));
        let mut sides = Bits::EMPTY;
        for v in ends.iter() {
            sides |= self.board.topo.vertex_edge_mask[v];
        }
        Some(ShipReach { ends, sides })
    }

    /// Where the ship at `from` may sail, from the ends of the routes with it: a corner only
    /// that ship touched (no own building there) is an end no more, and the sides only it
    /// reached are lost.
    fn destinations_within(&self, p: Seat, from: EdgeId, reach: ShipReach<W>) -> Bits<W> {
        let (Some(sea), Some(map)) = (self.sea.as_deref(), self.board.sea.as_deref()) else {
            return Bits::EMPTY;
        };
        let topo = &self.board.topo;
        let pi = p.index();
        let mut ships = sea.ships[pi];
        ships.remove(from.index());
        let own = self.players[pi].buildings();
        let ShipReach {
            mut ends,
            mut sides,
        } = reach;
        let corners = topo.edge_vertices[from.index()];
        let lost = |x: usize| !own.contains(x) && !ships.intersects(topo.vertex_edge_mask[x]);
        for x in corners.iter().map(|x| x.index()).filter(|&x| lost(x)) {
            ends.remove(x);
        }
        for x in corners.iter().map(|x| x.index()).filter(|&x| lost(x)) {
            for &g in topo.vertex_edges[x].as_slice() {
                let [a, b] = topo.edge_vertices[g.index()];
                if !ends.contains(a.index()) && !ends.contains(b.index()) {
                    sides.remove(g.index());
                }
            }
        }
        let taken = self.all_roads | sea.all_ships;
        (sides & map.ship_edges) - taken - self.pirate_edges()
    }

    /// Every ship move `p` may make now.
    pub(in crate::core::play) fn push_ship_moves(&self, p: Seat, out: &mut Vec<Action>) {
        let Some(sea) = &self.sea else { return };
        if sea.moved {
            return;
        }
        let Some(reach) = self.ship_reach(p) else {
            return;
        };
        for from in self.movable_ships(p).iter() {
            let from = EdgeId::at(from);
            for to in self.destinations_within(p, from, reach).iter() {
                out.push(Action::MoveShip {
                    from,
                    to: EdgeId::at(to),
                });
            }
        }
    }
}
