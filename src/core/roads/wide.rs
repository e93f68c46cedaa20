//! The same searches on the board's own bit sets, for networks too large for a
//! [`Net`](super::Net) (more than 32 pieces: custom rules).

use super::road_vertices_of;
use crate::core::bits::{Bits, WIDE};
use crate::core::topology::{Topology, VertexId};

pub(super) fn longest_road_in<const W: usize>(
    topo: &Topology<W>,
    roads: Bits<W>,
    blockers: Bits<W>,
) -> u8 {
    let verts = road_vertices_of(topo, roads);
    let mut starts: Bits<W> = Bits::EMPTY;
    for v in verts.iter() {
        let deg = (roads & topo.vertex_edge_mask[v]).len();
        if deg != 2 || blockers.contains(v) {
            starts.insert(v);
        }
    }
    let mut covered = Bits::EMPTY;
    for v in starts.iter() {
        if !covered.contains(v) {
            covered |= component(topo, VertexId(v as u16), roads);
        }
    }
    let mut rest = verts - covered;
    while let Some(v) = rest.iter().next() {
        starts.insert(v);
        rest -= component(topo, VertexId(v as u16), roads);
    }
    let mut best = 0;
    for v in starts.iter() {
        best = best.max(longest_trail_from(
            topo,
            VertexId(v as u16),
            roads,
            blockers,
        ));
        if best as usize == roads.len() {
            break;
        }
    }
    best
}

pub(super) fn longest_trail_from<const W: usize>(
    topo: &Topology<W>,
    v: VertexId,
    roads: Bits<W>,
    blockers: Bits<W>,
) -> u8 {
    let mut left = roads;
    trail_from(topo, v, &mut left, &blockers, 0)
}

/// Vertices reached from `v` along `roads`.
fn component<const W: usize>(topo: &Topology<W>, v: VertexId, roads: Bits<W>) -> Bits<W> {
    let mut seen = Bits::single(v.index());
    let mut stack = [v; WIDE * 64];
    let mut top = 1;
    while top > 0 {
        top -= 1;
        let x = stack[top];
        for &e in topo.vertex_edges[x.index()].as_slice() {
            if roads.contains(e.index()) {
                let w = topo.other_end(e, x);
                if !seen.contains(w.index()) {
                    seen.insert(w.index());
                    stack[top] = w;
                    top += 1;
                }
            }
        }
    }
    seen
}

/// Longest trail from `v` not using the edges outside `left` (the roads not yet walked,
/// cleared and restored as the search goes), stopping at `blockers`.
fn trail_from<const W: usize>(
    topo: &Topology<W>,
    v: VertexId,
    left: &mut Bits<W>,
    blockers: &Bits<W>,
    len: u8,
) -> u8 {
    if len > 0 && blockers.contains(v.index()) {
        return len;
    }
    let mut best = len;
    for &e in topo.vertex_edges[v.index()].as_slice() {
        if left.contains(e.index()) {
            left.remove(e.index());
            let w = topo.other_end(e, v);
            best = best.max(trail_from(topo, w, left, blockers, len + 1));
            left.insert(e.index());
        }
    }
    best
}
