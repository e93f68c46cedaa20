//! Longest road: the longest trail (no edge twice) through a player's roads that does not pass
//! through a vertex with an opponent's building. The rules and the computer player share it.
//!
//! A player's roads are copied into a small local graph (edges as bits of a `u32`, at most three
//! neighbours a vertex) and searched there; networks of more than 32 roads (custom rules) use the
//! same search on the board's own bit sets.

use super::bits::Bits;
use super::topology::{EdgeId, Topology, VertexId};

/// Vertices touched by `roads`.
pub fn road_vertices_of<const W: usize>(topo: &Topology<W>, roads: Bits<W>) -> Bits<W> {
    let mut out = Bits::EMPTY;
    for e in roads.iter() {
        let [a, b] = topo.edge_vertices[e];
        out.insert(a.index());
        out.insert(b.index());
    }
    out
}

/// The longest trail through `roads` that does not pass through a vertex in `blockers`.
pub fn longest_road_in<const W: usize>(
    topo: &Topology<W>,
    roads: Bits<W>,
    blockers: Bits<W>,
) -> u8 {
    if roads.is_empty() {
        return 0;
    }
    match Net::new(topo, roads, blockers) {
        Some(net) => net.longest(net.all_vertices(), 0),
        None => wide::longest_road_in(topo, roads, blockers),
    }
}

/// The longer of `at_least` and the longest trail in the part of `roads` connected to `e` (which
/// must be one of `roads`). After a road at `e` is added to a network whose longest trail was
/// `at_least`, this is the new longest trail: only `e`'s part changed. The search is skipped when
/// that part has no more than `at_least` roads.
pub fn longest_road_touching<const W: usize>(
    topo: &Topology<W>,
    roads: Bits<W>,
    blockers: Bits<W>,
    e: EdgeId,
    at_least: u8,
) -> u8 {
    debug_assert!(roads.contains(e.index()));
    match Net::new(topo, roads, blockers) {
        Some(net) => {
            let [a, b] = topo.edge_vertices[e.index()];
            let (la, lb) = (net.local(a) as usize, net.local(b) as usize);
            net.longest_touching(la, lb, at_least)
        }
        None => at_least.max(wide::longest_road_in(topo, roads, blockers)),
    }
}

/// The player's longest road with one more road, for many candidate roads of one position: the
/// network is copied into a [`Net`] once and each trail length from a vertex is searched once
/// (what the computer player asks for every road it considers).
pub struct RoadGrowth<const W: usize = 4> {
    roads: Bits<W>,
    blockers: Bits<W>,
    length: u8,
    net: Option<Net<W>>,
    /// Longest trail from each local vertex ([`NONE`] until searched).
    from: [u8; MAX_VERTICES],
}

impl<const W: usize> RoadGrowth<W> {
    /// For a player whose longest road through `roads` (cut at `blockers`) is `length`.
    pub fn new(topo: &Topology<W>, roads: Bits<W>, blockers: Bits<W>, length: u8) -> RoadGrowth<W> {
        RoadGrowth {
            roads,
            blockers,
            length,
            net: Net::new(topo, roads, blockers),
            from: [NONE; MAX_VERTICES],
        }
    }

    /// The longest road if a road at `e` (not yet one of the roads) were built.
    pub fn length_with(&mut self, topo: &Topology<W>, e: EdgeId) -> u8 {
        let [a, b] = topo.edge_vertices[e.index()];
        let Some(net) = &self.net else {
            let mut roads = self.roads;
            roads.insert(e.index());
            return self
                .length
                .max(wide::longest_road_in(topo, roads, self.blockers));
        };
        // a vertex where the new road continues the network
        let joins = |v: VertexId| match net.local(v) {
            NONE => None,
            _ if self.blockers.contains(v.index()) => None,
            l => Some(l as usize),
        };
        match (joins(a), joins(b)) {
            // a road of its own (next to a building, or cut off by an opponent's)
            (None, None) => self.length.max(1),
            // the new road can only end a trail: one more than the longest trail from there
            (Some(l), None) | (None, Some(l)) => {
                if self.from[l] == NONE {
                    self.from[l] = net.walk(l, 0, 0);
                }
                self.length.max(self.from[l] + 1)
            }
            (Some(_), Some(_)) => {
                let mut roads = self.roads;
                roads.insert(e.index());
                longest_road_touching(topo, roads, self.blockers, e, self.length)
            }
        }
    }
}

/// The longest trail through `roads` that starts at `v` (cut at `blockers`, except at `v`).
pub fn longest_trail_from<const W: usize>(
    topo: &Topology<W>,
    v: VertexId,
    roads: Bits<W>,
    blockers: Bits<W>,
) -> u8 {
    if roads.is_empty() {
        return 0;
    }
    match Net::new(topo, roads, blockers) {
        Some(net) => match net.local(v) {
            NONE => 0,
            l => net.walk(l as usize, 0, 0),
        },
        None => wide::longest_trail_from(topo, v, roads, blockers),
    }
}

/// The longest trail by brute force from every vertex on the board's bit sets (tests compare the
/// fast search with it).
pub fn longest_road_brute_force<const W: usize>(
    topo: &Topology<W>,
    roads: Bits<W>,
    blockers: Bits<W>,
) -> u8 {
    road_vertices_of(topo, roads)
        .iter()
        .map(|v| wide::longest_trail_from(topo, VertexId(v as u16), roads, blockers))
        .max()
        .unwrap_or(0)
}

const NONE: u8 = u8::MAX;
/// Roads a [`Net`] holds (edges are bits of a `u32`; the standard game has 15 a player).
pub(super) const MAX_ROADS: usize = 32;
/// Vertices a [`Net`] holds (each road adds at most two; vertex sets are `u64`).
const MAX_VERTICES: usize = 2 * MAX_ROADS;

/// A player's roads as a small graph of local ids.
pub(super) struct Net<const W: usize = 4> {
    /// Board vertex → local vertex ([`NONE`] when no road touches it), 64 vertices a row
    /// (`W` rows: the board's width).
    local: [[u8; 64]; W],
    /// Local vertices.
    n: usize,
    /// Per local vertex: (local edge, other local vertex) of each road touching it.
    adj: [[(u8, u8); 3]; MAX_VERTICES],
    deg: [u8; MAX_VERTICES],
    /// Local vertices holding an opponent's building.
    blocked: u64,
    /// Per local edge: its two local vertices.
    ends: [(u8, u8); MAX_ROADS],
    roads: usize,
}

impl<const W: usize> Net<W> {
    /// `None` when there are more roads than a `Net` holds.
    #[inline(always)]
    fn new(topo: &Topology<W>, roads: Bits<W>, blockers: Bits<W>) -> Option<Net<W>> {
        if roads.len() > MAX_ROADS {
            return None;
        }
        let mut net = Net::empty();
        for e in roads.iter() {
            let [a, b] = topo.edge_vertices[e];
            let la = net.vertex(a, blockers);
            let lb = net.vertex(b, blockers);
            let le = net.roads as u8;
            net.ends[net.roads] = (la, lb);
            net.roads += 1;
            net.link(la, le, lb);
            net.link(lb, le, la);
        }
        Some(net)
    }

    /// A net of no pieces and no board vertices mapped: the trade-route search
    /// ([`super::routes`]) adds its own nodes (a corner and a kind of piece) and pieces.
    #[inline]
    pub(super) fn empty() -> Net<W> {
        Net {
            local: [[NONE; 64]; W],
            n: 0,
            adj: [[(0, 0); 3]; MAX_VERTICES],
            deg: [0; MAX_VERTICES],
            blocked: 0,
            ends: [(0, 0); MAX_ROADS],
            roads: 0,
        }
    }

    /// The local vertex of board vertex `v` ([`NONE`] for none).
    #[inline]
    fn local(&self, v: VertexId) -> u8 {
        self.local[Bits::<W>::word(v.index())][v.index() & 63]
    }

    /// A new local vertex (blocked: an opponent's building stands there).
    #[inline]
    pub(super) fn add_node(&mut self, blocked: bool) -> u8 {
        if blocked {
            self.blocked |= 1 << self.n;
        }
        self.n += 1;
        (self.n - 1) as u8
    }

    /// A piece between local vertices `la` and `lb` (at most [`MAX_ROADS`] in all).
    #[inline]
    pub(super) fn add_piece(&mut self, la: u8, lb: u8) {
        let le = self.roads as u8;
        self.ends[self.roads] = (la, lb);
        self.roads += 1;
        self.link(la, le, lb);
        self.link(lb, le, la);
    }

    /// The longest trail of the whole net: in one pass when the net has no cycle (a forest,
    /// as most networks are), else by [`Net::longest`].
    #[inline]
    pub(super) fn longest_all(&self) -> u8 {
        self.longest_between(0, u8::MAX)
    }

    /// [`Net::longest_all`] when it is known to be at least `at_least` and at most `cap`: parts
    /// of no more pieces than the best found are skipped, and the search stops at `cap`.
    #[inline]
    pub(super) fn longest_between(&self, at_least: u8, cap: u8) -> u8 {
        let mut seen = 0u64;
        let mut best = at_least;
        while seen != self.all_vertices() && best < cap {
            let root = (!seen).trailing_zeros() as usize;
            let part = self.component(root);
            seen |= part;
            let mut tree_best = 0;
            if self.edges_in(part) <= best as u32 {
                continue;
            }
            if self.tree_down(root, NONE, &mut 0, &mut tree_best).is_some() {
                best = best.max(tree_best);
            } else {
                best = self.longest_bounded(part, best, cap);
            }
        }
        best
    }

    /// [`Net::longest`] on one part with a cycle, stopping once a trail is as long as any trail
    /// of the part can be (each vertex of odd degree but the two ends leaves a side unused) or
    /// reaches `cap`.
    fn longest_bounded(&self, part: u64, at_least: u8, cap: u8) -> u8 {
        let bound = self.bound(part, self.edges_in(part)).min(cap);
        let mut starts = self.starts(part);
        let mut best = at_least;
        while starts != 0 && best < bound {
            let v = starts.trailing_zeros() as usize;
            starts &= starts - 1;
            best = best.max(self.walk_to(v, 0, 0, bound));
        }
        best
    }

    /// No trail of `part` (of `edges` pieces) is longer: each vertex of odd degree but the two
    /// ends leaves a side unused.
    fn bound(&self, part: u64, edges: u32) -> u8 {
        let mut odd = 0u32;
        let mut rest = part;
        while rest != 0 {
            let v = rest.trailing_zeros() as usize;
            rest &= rest - 1;
            odd += u32::from(self.deg[v] & 1);
        }
        (edges - odd.saturating_sub(2) / 2).min(u8::MAX as u32) as u8
    }

    /// [`Net::walk`] that stops once a trail of `bound` is found (none is longer).
    fn walk_to(&self, v: usize, used: u32, len: u8, bound: u8) -> u8 {
        if len > 0 && self.blocked >> v & 1 == 1 {
            return len;
        }
        let mut best = len;
        for &(e, w) in &self.adj[v][..self.deg[v] as usize] {
            if used >> e & 1 == 0 {
                best = best.max(self.walk_to(w as usize, used | 1 << e, len + 1, bound));
                if best >= bound {
                    break;
                }
            }
        }
        best
    }

    /// In a tree: the longest trail from `v` down its subtree (entered by the edge `from`,
    /// [`NONE`] at the root; 0 when `v` is blocked and not the root: a trail ends there), with
    /// `best` raised to every trail of the subtree. `None` on finding a cycle.
    fn tree_down(&self, v: usize, from: u8, seen: &mut u64, best: &mut u8) -> Option<u8> {
        *seen |= 1 << v;
        let blocked = self.blocked >> v & 1 == 1;
        let (mut first, mut second) = (0u8, 0u8);
        for &(e, w) in &self.adj[v][..self.deg[v] as usize] {
            if e == from {
                continue;
            }
            if *seen >> w & 1 == 1 {
                return None;
            }
            let d = 1 + self.tree_down(w as usize, e, seen, best)?;
            if d > first {
                second = first;
                first = d;
            } else if d > second {
                second = d;
            }
        }
        if blocked {
            // trails start at `v` into one branch; none passes through
            *best = (*best).max(first);
            return Some(if from == NONE { first } else { 0 });
        }
        *best = (*best).max(first + second);
        Some(first)
    }

    /// The longer of `at_least` and the longest trail in the part joined to the piece between
    /// local vertices `la` and `lb`, the piece just added to a net whose longest trail was
    /// `at_least` (only that part changed).
    #[inline]
    pub(super) fn longest_touching(&self, la: usize, lb: usize, at_least: u8) -> u8 {
        // A new trail longer than `at_least` uses the piece. When it ends the network at one
        // of its vertices, every trail through it ends there: one walk from that end.
        if self.deg[la] == 1 {
            return at_least.max(self.walk(la, 0, 0));
        }
        if self.deg[lb] == 1 {
            return at_least.max(self.walk(lb, 0, 0));
        }
        let part = self.component(la);
        if self.edges_in(part) <= at_least as u32 {
            return at_least;
        }
        self.longest(part, at_least)
    }

    /// [`Net::longest_touching`] for the trade route: parts with a cycle searched only up to
    /// the longest trail they can hold ([`Net::longest_bounded`]).
    pub(super) fn longest_touching_bounded(&self, la: usize, lb: usize, at_least: u8) -> u8 {
        let part = self.component(la);
        let edges = self.edges_in(part);
        if edges <= at_least as u32 {
            return at_least;
        }
        let end = match (self.deg[la], self.deg[lb]) {
            (1, _) => la,
            (_, 1) => lb,
            _ => return self.longest_bounded(part, at_least, u8::MAX),
        };
        at_least.max(self.walk_to(end, 0, 0, self.bound(part, edges)))
    }

    #[inline]
    fn vertex(&mut self, v: VertexId, blockers: Bits<W>) -> u8 {
        let slot = &mut self.local[Bits::<W>::word(v.index())][v.index() & 63];
        if *slot == NONE {
            *slot = self.n as u8;
            if blockers.contains(v.index()) {
                self.blocked |= 1 << self.n;
            }
            self.n += 1;
        }
        *slot
    }

    #[inline]
    fn link(&mut self, v: u8, e: u8, w: u8) {
        let v = v as usize;
        // a vertex has at most three edges on any board the validator accepts
        let d = self.deg[v] as usize;
        self.adj[v][d.min(2)] = (e, w);
        self.deg[v] = (d + 1).min(3) as u8;
    }

    fn all_vertices(&self) -> u64 {
        if self.n == 64 {
            u64::MAX
        } else {
            (1u64 << self.n) - 1
        }
    }

    /// Local vertices connected to `v` by roads.
    fn component(&self, v: usize) -> u64 {
        let mut seen = 1u64 << v;
        let mut stack = [0u8; MAX_VERTICES];
        stack[0] = v as u8;
        let mut top = 1;
        while top > 0 {
            top -= 1;
            let x = stack[top] as usize;
            for &(_, w) in &self.adj[x][..self.deg[x] as usize] {
                if seen >> w & 1 == 0 {
                    seen |= 1 << w;
                    stack[top] = w;
                    top += 1;
                }
            }
        }
        seen
    }

    /// Roads with both ends in `part`.
    fn edges_in(&self, part: u64) -> u32 {
        self.ends[..self.roads]
            .iter()
            .filter(|&&(a, _)| part >> a & 1 == 1)
            .count() as u32
    }

    /// The longer of `at_least` and the longest trail within the vertices `part` (whole
    /// components).
    fn longest(&self, part: u64, at_least: u8) -> u8 {
        let total = self.edges_in(part).min(u8::MAX as u32) as u8;
        self.longest_within(part, at_least, total)
    }

    /// Where the longest trails of `part` may start.
    #[inline]
    fn starts(&self, part: u64) -> u64 {
        // A longest trail can only end where it cannot be extended: at a vertex of odd degree
        // (1 or 3), at an opponent's building, or anywhere on a pure cycle. Start there.
        let mut starts = 0u64;
        let mut rest = part;
        while rest != 0 {
            let v = rest.trailing_zeros() as usize;
            rest &= rest - 1;
            if self.deg[v] != 2 || self.blocked >> v & 1 == 1 {
                starts |= 1 << v;
            }
        }
        // components without such a vertex are cycles: start anywhere on each
        let mut covered = 0u64;
        let mut s = starts;
        while s != 0 {
            let v = s.trailing_zeros() as usize;
            s &= s - 1;
            if covered >> v & 1 == 0 {
                covered |= self.component(v);
            }
        }
        let mut rest = part & !covered;
        while rest != 0 {
            let v = rest.trailing_zeros() as usize;
            starts |= 1 << v;
            rest &= !self.component(v);
        }
        starts
    }

    /// [`Net::longest`] with no trail of `part` longer than `bound`: the search stops there.
    #[inline]
    fn longest_within(&self, part: u64, at_least: u8, bound: u8) -> u8 {
        let mut starts = self.starts(part);
        let total = bound;
        let mut best = at_least;
        while starts != 0 && best < total {
            let v = starts.trailing_zeros() as usize;
            starts &= starts - 1;
            best = best.max(self.walk(v, 0, 0));
        }
        best
    }

    /// Longest trail from `v` not using the edges in `used`, stopping at blocked vertices.
    fn walk(&self, v: usize, used: u32, len: u8) -> u8 {
        if len > 0 && self.blocked >> v & 1 == 1 {
            return len;
        }
        let mut best = len;
        for &(e, w) in &self.adj[v][..self.deg[v] as usize] {
            if used >> e & 1 == 0 {
                best = best.max(self.walk(w as usize, used | 1 << e, len + 1));
            }
        }
        best
    }
}

mod wide;

#[cfg(test)]
mod tests;
