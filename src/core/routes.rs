//! The longest trade route (Seafarers): the longest trail through a player's roads and ships
//! together that does not pass through a vertex with an opponent's building, where a road and a
//! ship join only at the player's own settlement or city.
//!
//! The search copies the network into a small graph whose nodes are a corner and a kind of
//! piece ("road side", "ship side"); at an own building both kinds are one node. Without ships
//! it is the longest road ([`super::roads::longest_road_in`]).

use super::bits::Bits;
use super::roads::{MAX_ROADS, Net, longest_road_in, longest_road_touching};
use super::topology::{EdgeId, Topology};

/// The longest trade route through `roads` and `ships`, cut at `blockers` (opponents'
/// buildings), roads and ships joined at `own` (the player's buildings).
pub fn longest_route<const W: usize>(
    topo: &Topology<W>,
    roads: Bits<W>,
    ships: Bits<W>,
    own: Bits<W>,
    blockers: Bits<W>,
) -> u8 {
    if ships.is_empty() {
        return longest_road_in(topo, roads, blockers);
    }
    let net = Network {
        topo,
        ships,
        own,
        blockers,
    };
    let (mut local, mut slots) = (Net::empty(), [[FREE; 128]; W]);
    if net.fill(roads, &mut local, &mut slots) {
        local.longest_all()
    } else {
        longest_route_wide(topo, roads, ships, own, blockers)
    }
}

/// The longer of `at_least` and the longest trade route through the part of the network joined
/// to the piece at `e` (one of `roads` or `ships`). After that piece is added to a network whose
/// longest route was `at_least`, this is the new longest route: only `e`'s part changed.
pub fn longest_route_touching<const W: usize>(
    topo: &Topology<W>,
    roads: Bits<W>,
    ships: Bits<W>,
    own: Bits<W>,
    blockers: Bits<W>,
    e: EdgeId,
    at_least: u8,
) -> u8 {
    if ships.is_empty() {
        return longest_road_touching(topo, roads, blockers, e, at_least);
    }
    let net = Network {
        topo,
        ships,
        own,
        blockers,
    };
    let (mut local, mut slots) = (Net::empty(), [[FREE; 128]; W]);
    if net.fill(roads, &mut local, &mut slots) {
        let kind = usize::from(ships.contains(e.index()));
        let [a, b] = topo.edge_vertices[e.index()];
        let (sa, sb) = (net.slot(a.index(), kind), net.slot(b.index(), kind));
        let la = slots[sa >> 7][sa & 127] as usize;
        let lb = slots[sb >> 7][sb & 127] as usize;
        local.longest_touching_bounded(la, lb, at_least)
    } else {
        at_least.max(longest_route_wide(topo, roads, ships, own, blockers))
    }
}

/// The longest trade route after a ship moved to `to` (`ships` holds it, no longer the side
/// it left; `before` the route before the move). When the ship left the open end of a route
/// (`open_end`: nothing else of the player met it there) a trail used it only as its last
/// piece, so without it the route is `before` or one less: that search stops at `before` and
/// skips parts of fewer pieces. Then only the part joined to `to` can have grown. The network
/// is copied once for both.
pub fn longest_route_after_move<const W: usize>(
    topo: &Topology<W>,
    [roads, ships, own, blockers]: [Bits<W>; 4],
    to: EdgeId,
    open_end: bool,
    before: u8,
) -> u8 {
    let mut without = ships;
    without.remove(to.index());
    let net = Network {
        topo,
        ships: without,
        own,
        blockers,
    };
    let (mut local, mut slots) = (Net::empty(), [[FREE; 128]; W]);
    if roads.len() + ships.len() > MAX_ROADS || !net.fill(roads, &mut local, &mut slots) {
        return longest_route_wide(topo, roads, ships, own, blockers);
    }
    let shorter = if open_end {
        local.longest_between(before.saturating_sub(1), before)
    } else {
        local.longest_all()
    };
    let [a, b] = topo.edge_vertices[to.index()];
    let net = Network { ships, ..net };
    let mut node = |v: usize| {
        let slot = net.slot(v, 1);
        let at = &mut slots[slot >> 7][slot & 127];
        if *at == FREE {
            *at = local.add_node(blockers.contains(v));
        }
        *at
    };
    let (la, lb) = (node(a.index()), node(b.index()));
    local.add_piece(la, lb);
    local.longest_touching_bounded(la as usize, lb as usize, shorter)
}

/// Local node of each (corner, kind) slot ([`FREE`] for none), 128 slots a row (`W` rows).
type Slots<const W: usize> = [[u8; 128]; W];
const FREE: u8 = u8::MAX;

impl<const W: usize> Network<'_, W> {
    /// The slot of corner `v` on the side of kind `kind` (0 road, 1 ship): at an own building
    /// both kinds are one node.
    #[inline]
    fn slot(&self, v: usize, kind: usize) -> usize {
        if self.own.contains(v) {
            2 * v
        } else {
            2 * v + kind
        }
    }

    /// The network into the empty `net`, a small [`Net`] of nodes (corner × kind), with the
    /// node of each slot in `slots`; false when there are more pieces than a `Net` holds.
    #[inline]
    fn fill(&self, roads: Bits<W>, net: &mut Net<W>, slots: &mut Slots<W>) -> bool {
        if roads.len() + self.ships.len() > MAX_ROADS {
            return false;
        }
        for (pieces, kind) in [(roads, 0), (self.ships, 1)] {
            for e in pieces.iter() {
                let [a, b] = self.topo.edge_vertices[e];
                let mut node = |v: usize| {
                    let slot = self.slot(v, kind);
                    let at = &mut slots[slot >> 7][slot & 127];
                    if *at == FREE {
                        *at = net.add_node(self.blockers.contains(v));
                    }
                    *at
                };
                let (la, lb) = (node(a.index()), node(b.index()));
                net.add_piece(la, lb);
            }
        }
        true
    }
}

/// [`longest_route`] for networks too large for a [`Net`]: every trail from every node.
fn longest_route_wide<const W: usize>(
    topo: &Topology<W>,
    roads: Bits<W>,
    ships: Bits<W>,
    own: Bits<W>,
    blockers: Bits<W>,
) -> u8 {
    let g = Graph::new(topo, roads, ships, own, blockers);
    let mut best = 0;
    let mut used = Bits::<W>::EMPTY;
    for start in 0..g.nodes {
        best = best.max(g.walk(start, &mut used, true));
    }
    best
}

/// The longest trade route by brute force on the board's own sets (tests and `catan check`
/// compare it with [`longest_route`]): every trail from every corner, changing between road
/// and ship only at an own building.
pub fn longest_route_brute_force<const W: usize>(
    topo: &Topology<W>,
    roads: Bits<W>,
    ships: Bits<W>,
    own: Bits<W>,
    blockers: Bits<W>,
) -> u8 {
    let pieces = roads | ships;
    let net = Network {
        topo,
        ships,
        own,
        blockers,
    };
    let mut best = 0;
    for v in super::roads::road_vertices_of(topo, pieces).iter() {
        best = best.max(trail(&net, v, None, pieces, true));
    }
    best
}

/// What a trail is walked on: the board's geometry, which pieces are ships, the player's own
/// buildings (where a road and a ship meet) and the corners others' buildings block.
struct Network<'t, const W: usize = 4> {
    topo: &'t Topology<W>,
    ships: Bits<W>,
    own: Bits<W>,
    blockers: Bits<W>,
}

/// The longest trail from corner `v` over the pieces `left`, arrived at by a ship
/// (`Some(true)`), a road or nothing.
fn trail<const W: usize>(
    net: &Network<W>,
    v: usize,
    came_by_ship: Option<bool>,
    left: Bits<W>,
    start: bool,
) -> u8 {
    if !start && net.blockers.contains(v) {
        return 0;
    }
    let mut best = 0;
    for e in (left & net.topo.vertex_edge_mask[v]).iter() {
        let ship = net.ships.contains(e);
        if came_by_ship.is_some_and(|c| c != ship) && !net.own.contains(v) {
            continue;
        }
        let mut rest = left;
        rest.remove(e);
        let [a, b] = net.topo.edge_vertices[e];
        let next = if a.index() == v { b.index() } else { a.index() };
        best = best.max(1 + trail(net, next, Some(ship), rest, false));
    }
    best
}

const NONE: u16 = u16::MAX;

/// A network of roads and ships as nodes (corner × kind) and edges.
struct Graph {
    nodes: usize,
    /// Per node: (edge, other node) of each piece touching it.
    adj: Vec<Vec<(u16, u16)>>,
    /// Nodes at an opponent's building: a trail may end there, not pass.
    blocked: Vec<bool>,
}

impl Graph {
    fn new<const W: usize>(
        topo: &Topology<W>,
        roads: Bits<W>,
        ships: Bits<W>,
        own: Bits<W>,
        blockers: Bits<W>,
    ) -> Graph {
        // node of (vertex, kind): kind 0 road, 1 ship; at an own building both use kind 0
        let mut local = vec![NONE; 2 * topo.num_vertices()];
        let mut g = Graph {
            nodes: 0,
            adj: Vec::new(),
            blocked: Vec::new(),
        };
        let mut node = |g: &mut Graph, v: usize, kind: usize| -> u16 {
            let kind = if own.contains(v) { 0 } else { kind };
            let slot = 2 * v + kind;
            if local[slot] == NONE {
                local[slot] = g.nodes as u16;
                g.nodes += 1;
                g.adj.push(Vec::new());
                g.blocked.push(blockers.contains(v));
            }
            local[slot]
        };
        let mut edge = 0u16;
        for (pieces, kind) in [(roads, 0), (ships, 1)] {
            for e in pieces.iter() {
                let [a, b] = topo.edge_vertices[e];
                let na = node(&mut g, a.index(), kind);
                let nb = node(&mut g, b.index(), kind);
                g.adj[na as usize].push((edge, nb));
                g.adj[nb as usize].push((edge, na));
                edge += 1;
            }
        }
        g
    }

    /// The longest trail from `n` using edges not in `used` (a trail passes no blocked node
    /// but the one it starts from).
    fn walk<const W: usize>(&self, n: usize, used: &mut Bits<W>, start: bool) -> u8 {
        if self.blocked[n] && !start {
            return 0;
        }
        let mut best = 0;
        for &(e, m) in &self.adj[n] {
            if used.contains(e as usize) {
                continue;
            }
            used.insert(e as usize);
            best = best.max(1 + self.walk(m as usize, used, false));
            used.remove(e as usize);
        }
        best
    }
}

#[cfg(test)]
mod move_tests;
#[cfg(test)]
mod touching_tests;

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::topology::{VertexId, standard_coords};

    /// The edges of a path through `vertices` (each step an edge of the board).
    fn path(topo: &Topology, vertices: &[usize]) -> Vec<usize> {
        vertices
            .windows(2)
            .map(|w| {
                topo.edge_between(VertexId::at(w[0]), VertexId::at(w[1]))
                    .expect("neighbouring corners")
                    .index()
            })
            .collect()
    }

    /// A walk of `n` different corners (the first start from which a greedy walk gets that far).
    fn corners(topo: &Topology, n: usize) -> Vec<usize> {
        (0..topo.num_vertices())
            .find_map(|start| {
                let mut out = vec![start];
                while out.len() < n {
                    let v = *out.last().unwrap();
                    let next = topo.vertex_neighbour_mask[v]
                        .iter()
                        .filter(|u| !out.contains(u))
                        .max()?;
                    out.push(next);
                }
                Some(out)
            })
            .expect("a walk of n corners")
    }

    #[test]
    fn roads_and_ships_join_only_at_an_own_building() {
        let topo = Topology::new(&standard_coords()).unwrap();
        let vs = corners(&topo, 7);
        let es = path(&topo, &vs);
        let roads: Bits = es[..3].iter().copied().collect();
        let ships: Bits = es[3..].iter().copied().collect();
        let joint = vs[3];
        // no building where they meet: the longer part alone
        assert_eq!(
            longest_route(&topo, roads, ships, Bits::EMPTY, Bits::EMPTY),
            3
        );
        // the player's settlement there: one route of 6
        let own = Bits::single(joint);
        assert_eq!(longest_route(&topo, roads, ships, own, Bits::EMPTY), 6);
        // an opponent's settlement there cuts it (and it is not the player's)
        assert_eq!(longest_route(&topo, roads, ships, Bits::EMPTY, own), 3);
        // ships alone, joined anywhere along the way without buildings
        let all: Bits = es.iter().copied().collect();
        assert_eq!(
            longest_route(&topo, Bits::EMPTY, all, Bits::EMPTY, Bits::EMPTY),
            6
        );
        // without ships: the longest road
        assert_eq!(
            longest_route(&topo, all, Bits::EMPTY, Bits::EMPTY, Bits::EMPTY),
            6
        );
    }

    #[test]
    fn the_search_agrees_with_brute_force_on_random_networks() {
        let topo = Topology::new(&standard_coords()).unwrap();
        let mut rng = crate::core::GameRng::new(5);
        for _ in 0..400 {
            let (mut roads, mut ships, mut own, mut blockers) =
                (Bits::EMPTY, Bits::EMPTY, Bits::EMPTY, Bits::EMPTY);
            // a random walk of pieces, each a road or a ship, with buildings here and there
            let mut v = rng.below(topo.num_vertices() as u32) as usize;
            for _ in 0..rng.below(14) + 1 {
                let edges: Vec<usize> = topo.vertex_edge_mask[v].iter().collect();
                let e = edges[rng.below(edges.len() as u32) as usize];
                if rng.below(2) == 0 {
                    roads.insert(e)
                } else {
                    ships.insert(e)
                }
                let [a, b] = topo.edge_vertices[e];
                v = if a.index() == v { b.index() } else { a.index() };
                match rng.below(6) {
                    0 => own.insert(v),
                    1 => blockers.insert(v),
                    _ => {}
                }
            }
            let blockers = blockers - own;
            let ships = ships - roads;
            assert_eq!(
                longest_route(&topo, roads, ships, own, blockers),
                longest_route_brute_force(&topo, roads, ships, own, blockers),
                "roads {roads:?} ships {ships:?} own {own:?} blockers {blockers:?}"
            );
        }
    }
}
