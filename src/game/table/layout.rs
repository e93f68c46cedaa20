//! Where things are on the table: world positions of faces, vertices and edges from the core's
//! integer lattice, and the players' colours.

use crate::core::HarbourKind;
use crate::core::board::HarbourSpec;
use crate::core::topology::Side;
use crate::core::wide::Board;
use crate::core::wide::Topology;
use crate::core::{EdgeId, FaceId, VertexId};
use bevy::prelude::*;

/// Hex radius (centre to corner) in world units.
pub const HEX: f32 = 64.0;

/// Lattice position (x unit √3/2·HEX, y unit HEX/2, y down) to world (y up).
pub fn lattice_to_world((x, y): (i32, i32)) -> Vec2 {
    Vec2::new(x as f32 * HEX * 3f32.sqrt() / 2.0, -(y as f32) * HEX / 2.0)
}

/// The centre of the hex at axial `(q, r)`.
pub fn hex_center((q, r): (i32, i32)) -> Vec2 {
    lattice_to_world((2 * q + r, 3 * r))
}

/// The hex under a world point.
pub fn hex_at(p: Vec2) -> (i32, i32) {
    crate::core::topology::plane_to_hex((p.x / HEX) as f64, (-p.y / HEX) as f64)
}

/// The side of hex `at` nearest to the world point `p`.
pub fn side_towards(at: (i32, i32), p: Vec2) -> Side {
    let d = p - hex_center(at);
    let mut best = (Side::E, f32::MIN);
    for s in Side::ALL {
        let n = hex_center(s.of(at)) - hex_center(at);
        let score = n.normalize().dot(d.normalize_or_zero());
        if score > best.1 {
            best = (s, score);
        }
    }
    best.0
}

pub fn face_pos(topo: &Topology, f: FaceId) -> Vec2 {
    hex_center(topo.face_coords[f.index()])
}

pub fn vertex_pos(topo: &Topology, v: VertexId) -> Vec2 {
    lattice_to_world(topo.vertex_pos[v.index()])
}

/// The middle of an edge and its angle.
pub fn edge_pos(topo: &Topology, e: EdgeId) -> (Vec2, f32) {
    let [a, b] = topo.edge_vertices[e.index()];
    let (pa, pb) = (vertex_pos(topo, a), vertex_pos(topo, b));
    let d = pb - pa;
    ((pa + pb) / 2.0, d.y.atan2(d.x))
}

/// The rectangle the board's drawing covers: every tile to its corners (the sea's included) and
/// every harbour's marker beyond the coast, with a little room: what the camera fits, so
/// nothing is cut and no room is left unused.
pub fn extent(board: &Board) -> Rect {
    let topo = &board.topo;
    let tile = Vec2::new(HEX * 3f32.sqrt() / 2.0, HEX);
    let mut r = Rect::EMPTY;
    for f in 0..topo.num_faces() {
        r = r.union(Rect::from_center_half_size(
            face_pos(topo, FaceId(f as u16)),
            tile,
        ));
    }
    for h in &board.file.harbours {
        if let Some(p) = harbour_spot(topo, h) {
            r = r.union(Rect::from_center_half_size(p, Vec2::splat(HEX * 0.3)));
        }
    }
    // room for what stands on a tip: a settlement, a city, a corner's ring
    r.inflate(HEX * 0.3)
}

/// Where a harbour's marker stands: off the middle of its side, out to sea.
pub fn harbour_spot(topo: &Topology, h: &HarbourSpec) -> Option<Vec2> {
    let f = topo.face_at(h.at.0, h.at.1)?;
    let (mid, _) = edge_pos(topo, topo.edge_of(f, h.side));
    let outward = (mid - face_pos(topo, f)).normalize_or_zero();
    Some(mid + outward * HEX * 0.55)
}

pub fn harbour_label(k: HarbourKind, generic_rate: u8, special_rate: u8) -> String {
    match k.resource() {
        None => format!("{generic_rate}:1"),
        Some(_) => format!("{special_rate}:1"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::board::pips;
    use crate::core::wide::Board;

    #[test]
    fn corners_lie_one_radius_from_their_faces() {
        let b = Board::standard_sized();
        let t = &b.topo;
        for f in 0..t.num_faces() as u16 {
            for &v in &t.face_vertices[f as usize] {
                let d = vertex_pos(t, v).distance(face_pos(t, FaceId(f)));
                assert!((d - HEX).abs() < 0.01, "face {f} vertex {v}: {d}");
            }
        }
        for e in 0..t.num_edges() as u16 {
            let (mid, _) = edge_pos(t, EdgeId(e));
            let [a, b] = t.edge_vertices[e as usize];
            assert!((vertex_pos(t, a).distance(vertex_pos(t, b)) - HEX).abs() < 0.01);
            assert!(mid.distance(vertex_pos(t, a)) < HEX);
        }
        assert_eq!(pips(6), 5);
        assert_eq!(pips(8), 5);
        assert_eq!(pips(2), 1);
        assert_eq!(pips(12), 1);
    }
}
