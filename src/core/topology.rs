//! Board topology from axial hex coordinates: dense ids for faces, vertices (corners) and edges
//! (sides) with precomputed adjacency.
//!
//! Hexes are pointy-top. A hex at axial `(q, r)` has its centre at `(2q + r, 3r)` in a lattice whose
//! x unit is √3/2 and y unit is 1/2 of the hex radius; its corners are at integer offsets from the
//! centre, so two hexes share a corner exactly when the integer positions are equal. Ids are given
//! in the order faces are listed, corners clockwise from the top, so the same file always gives the
//! same ids.

use super::bits::Bits;
use serde::{Deserialize, Serialize};
use std::collections::HashMap;

macro_rules! dense_id {
    ($(#[$doc:meta])* $name:ident) => {
        $(#[$doc])*
        #[derive(
            Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize,
        )]
        #[serde(transparent)]
        pub struct $name(pub u16);

        impl $name {
            /// The id as an index into the topology's tables and bit sets.
            #[inline]
            pub const fn index(self) -> usize {
                self.0 as usize
            }
            /// The id of index `i` (ids fit the board's set: `Topology::new` refuses larger boards).
            #[inline]
            pub const fn at(i: usize) -> $name {
                $name(i as u16)
            }
        }

        impl std::fmt::Display for $name {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                self.0.fmt(f)
            }
        }
    };
}

dense_id!(
    /// A land hex of the board (ids in the order the board file lists the tiles).
    FaceId
);
dense_id!(
    /// A corner where settlements and cities stand.
    VertexId
);
dense_id!(
    /// A side where roads run.
    EdgeId
);

/// Corner offsets, clockwise from the top corner: N, NE, SE, S, SW, NW.
pub const CORNER_OFFSETS: [(i32, i32); 6] = [(0, -2), (1, -1), (1, 1), (0, 2), (-1, 1), (-1, -1)];

/// A side of a hex, named by the direction of the neighbour across it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Side {
    NE,
    E,
    SE,
    SW,
    W,
    NW,
}

impl Side {
    pub const ALL: [Side; 6] = [Side::NE, Side::E, Side::SE, Side::SW, Side::W, Side::NW];
    pub fn index(self) -> usize {
        self as usize
    }
    /// Axial offset of the neighbour across this side.
    pub fn neighbour_offset(self) -> (i32, i32) {
        [(1, -1), (1, 0), (0, 1), (-1, 1), (-1, 0), (0, -1)][self.index()]
    }
    /// The hex across this side of `at` (saturating far off any board).
    pub fn of(self, at: (i32, i32)) -> (i32, i32) {
        let (dq, dr) = self.neighbour_offset();
        (at.0.saturating_add(dq), at.1.saturating_add(dr))
    }
    /// The two corners (indices into [`CORNER_OFFSETS`]) this side joins.
    pub fn corners(self) -> (usize, usize) {
        let i = self.index();
        (i, (i + 1) % 6)
    }
}

/// Up to three ids (a vertex has at most three faces, neighbours and edges), each once. A fourth
/// distinct id would be a broken topology and stops at once. Three ids and a one-byte count: 8
/// bytes for `u16` ids, as the `u8` ids' `ArrayVec` was (the adjacency tables keep their cache
/// footprint).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Adj3<T> {
    ids: [T; 3],
    len: u8,
}

impl<T: Default + Copy> Default for Adj3<T> {
    fn default() -> Self {
        Adj3 {
            ids: [T::default(); 3],
            len: 0,
        }
    }
}

impl<T: Copy + PartialEq> Adj3<T> {
    fn push(&mut self, x: T) {
        if !self.as_slice().contains(&x) {
            assert!(self.len < 3, "a corner with a fourth neighbour");
            self.ids[self.len as usize] = x;
            self.len += 1;
        }
    }
    #[inline]
    pub fn as_slice(&self) -> &[T] {
        &self.ids[..self.len as usize % 4]
    }
    #[inline]
    pub fn len(&self) -> usize {
        self.len as usize
    }
    #[inline]
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }
}

#[derive(Clone, Debug)]
pub struct Topology<const W: usize = 4> {
    /// Axial coordinates of each face.
    pub face_coords: Vec<(i32, i32)>,
    /// Corners of each face, clockwise from the top.
    pub face_vertices: Vec<[VertexId; 6]>,
    /// Sides of each face in [`Side`] order.
    pub face_edges: Vec<[EdgeId; 6]>,
    /// Faces adjacent to each face (sharing a side).
    pub face_faces: Vec<Vec<FaceId>>,
    /// Lattice position of each vertex (see the module docs).
    pub vertex_pos: Vec<(i32, i32)>,
    pub vertex_faces: Vec<Adj3<FaceId>>,
    pub vertex_vertices: Vec<Adj3<VertexId>>,
    pub vertex_edges: Vec<Adj3<EdgeId>>,
    pub edge_vertices: Vec<[VertexId; 2]>,
    /// Land faces on each side of the edge (one for a coastal edge).
    pub edge_faces: Vec<Vec<FaceId>>,
    /// Bit masks of the lists above, for fast legality checks.
    pub vertex_neighbour_mask: Vec<Bits<W>>,
    pub vertex_edge_mask: Vec<Bits<W>>,
    pub face_vertex_mask: Vec<Bits<W>>,
    /// Sides of each face as a bit set (the pirate's tile: where no ship goes).
    pub face_edge_mask: Vec<Bits<W>>,
    /// With a fixed hasher: the same board prints (`Debug`) the same in every process, so
    /// processes sharing a run can compare what they read.
    face_index: FixedHashMap<(i32, i32), FaceId>,
}

type FixedHashMap<K, V> =
    HashMap<K, V, std::hash::BuildHasherDefault<std::collections::hash_map::DefaultHasher>>;

/// Why a set of coordinates does not make a topology (sizes beyond the id range).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TooLarge {
    pub faces: usize,
    pub vertices: usize,
    pub edges: usize,
}

impl Topology {
    /// [`Topology::new_sized`] at the narrow width (up to 256 ids: the base game's).
    pub fn new(coords: &[(i32, i32)]) -> Result<Topology, TooLarge> {
        Topology::new_sized(coords)
    }
}

impl<const W: usize> Topology<W> {
    /// Build the topology of the given land faces (coordinates must be distinct): too large
    /// when its tiles, corners or sides do not fit `W * 64` ids.
    pub fn new_sized(coords: &[(i32, i32)]) -> Result<Topology<W>, TooLarge> {
        let (vertex_pos, face_corners) = number_corners(coords);
        let (edge_ends, face_sides) = number_sides(&face_corners);
        let (nf, nv, ne) = (coords.len(), vertex_pos.len(), edge_ends.len());
        if nf > Bits::<W>::CAPACITY || nv > Bits::<W>::CAPACITY || ne > Bits::<W>::CAPACITY {
            return Err(TooLarge {
                faces: nf,
                vertices: nv,
                edges: ne,
            });
        }
        let face_vertices: Vec<[VertexId; 6]> =
            face_corners.iter().map(|vs| vs.map(VertexId::at)).collect();
        let face_edges: Vec<[EdgeId; 6]> = face_sides.iter().map(|es| es.map(EdgeId::at)).collect();
        let edge_vertices: Vec<[VertexId; 2]> = edge_ends
            .iter()
            .map(|e| [VertexId::at(e[0]), VertexId::at(e[1])])
            .collect();
        let mut vertex_faces = vec![Adj3::default(); nv];
        let mut vertex_vertices = vec![Adj3::default(); nv];
        let mut vertex_edges = vec![Adj3::default(); nv];
        let mut edge_faces = vec![Vec::new(); ne];
        for (f, vs) in face_vertices.iter().enumerate() {
            for &v in vs {
                vertex_faces[v.index()].push(FaceId::at(f));
            }
            for &e in &face_edges[f] {
                edge_faces[e.index()].push(FaceId::at(f));
            }
        }
        for (e, [a, b]) in edge_vertices.iter().enumerate() {
            vertex_edges[a.index()].push(EdgeId::at(e));
            vertex_edges[b.index()].push(EdgeId::at(e));
            vertex_vertices[a.index()].push(*b);
            vertex_vertices[b.index()].push(*a);
        }
        let face_index: FixedHashMap<(i32, i32), FaceId> = coords
            .iter()
            .enumerate()
            .map(|(i, &c)| (c, FaceId::at(i)))
            .collect();
        let face_faces = hex_neighbours(coords)
            .into_iter()
            .map(|ns| ns.into_iter().map(FaceId::at).collect())
            .collect();
        Ok(Topology {
            face_coords: coords.to_vec(),
            vertex_neighbour_mask: masks(&vertex_vertices, VertexId::index),
            vertex_edge_mask: masks(&vertex_edges, EdgeId::index),
            face_vertex_mask: face_vertices
                .iter()
                .map(|vs| vs.iter().map(|v| v.index()).collect())
                .collect(),
            face_edge_mask: face_edges
                .iter()
                .map(|es| es.iter().map(|e| e.index()).collect())
                .collect(),
            face_vertices,
            face_edges,
            face_faces,
            vertex_pos,
            vertex_faces,
            vertex_vertices,
            vertex_edges,
            edge_vertices,
            edge_faces,
            face_index,
        })
    }

    pub fn num_faces(&self) -> usize {
        self.face_coords.len()
    }
    pub fn num_vertices(&self) -> usize {
        self.vertex_pos.len()
    }
    pub fn num_edges(&self) -> usize {
        self.edge_vertices.len()
    }
    pub fn face_at(&self, q: i32, r: i32) -> Option<FaceId> {
        self.face_index.get(&(q, r)).copied()
    }
    /// The edge on `side` of face `f`.
    pub fn edge_of(&self, f: FaceId, side: Side) -> EdgeId {
        self.face_edges[f.index()][side.index()]
    }
    /// An edge with land on one side only.
    pub fn is_coastal_edge(&self, e: EdgeId) -> bool {
        self.edge_faces[e.index()].len() == 1
    }
    /// The edge joining two vertices, if they are neighbours.
    pub fn edge_between(&self, a: VertexId, b: VertexId) -> Option<EdgeId> {
        self.vertex_edges[a.index()]
            .as_slice()
            .iter()
            .copied()
            .find(|&e| {
                let [x, y] = self.edge_vertices[e.index()];
                (x == a && y == b) || (x == b && y == a)
            })
    }
    /// The vertex of edge `e` that is not `v`.
    #[inline]
    pub fn other_end(&self, e: EdgeId, v: VertexId) -> VertexId {
        let [a, b] = self.edge_vertices[e.index()];
        if a == v { b } else { a }
    }
}

/// A bit set per adjacency list.
fn masks<T: Copy + PartialEq, const W: usize>(
    lists: &[Adj3<T>],
    index: fn(T) -> usize,
) -> Vec<Bits<W>> {
    lists
        .iter()
        .map(|a| a.as_slice().iter().map(|&x| index(x)).collect())
        .collect()
}

/// Number the corners of the faces at `coords`: each corner's lattice position, and each face's
/// six corners clockwise from the top (a corner shared by faces is numbered once).
fn number_corners(coords: &[(i32, i32)]) -> (Vec<(i32, i32)>, Vec<[usize; 6]>) {
    let mut vertex_ids: HashMap<(i32, i32), usize> = HashMap::new();
    let mut vertex_pos = Vec::new();
    let mut face_vertices = Vec::with_capacity(coords.len());
    for &(q, r) in coords {
        let (cx, cy) = (2 * q + r, 3 * r);
        let mut vs = [0usize; 6];
        for (k, (dx, dy)) in CORNER_OFFSETS.iter().enumerate() {
            let p = (cx + dx, cy + dy);
            let next = vertex_ids.len();
            let id = *vertex_ids.entry(p).or_insert_with(|| {
                vertex_pos.push(p);
                next
            });
            vs[k] = id;
        }
        face_vertices.push(vs);
    }
    (vertex_pos, face_vertices)
}

/// Number the sides of the faces: each edge's two corners, and each face's six edges in
/// [`Side`] order (a side shared by two faces is numbered once).
fn number_sides(face_vertices: &[[usize; 6]]) -> (Vec<[usize; 2]>, Vec<[usize; 6]>) {
    let mut edge_ids: HashMap<(usize, usize), usize> = HashMap::new();
    let mut edge_vertices = Vec::new();
    let mut face_edges = Vec::with_capacity(face_vertices.len());
    for vs in face_vertices {
        let mut es = [0usize; 6];
        for side in Side::ALL {
            let (a, b) = side.corners();
            let key = (vs[a].min(vs[b]), vs[a].max(vs[b]));
            let next = edge_ids.len();
            let id = *edge_ids.entry(key).or_insert_with(|| {
                edge_vertices.push([key.0, key.1]);
                next
            });
            es[side.index()] = id;
        }
        face_edges.push(es);
    }
    (edge_vertices, face_edges)
}

/// For each hex of `coords`, the indices of its neighbours in `coords` (in [`Side`] order).
pub fn hex_neighbours(coords: &[(i32, i32)]) -> Vec<Vec<usize>> {
    let index: HashMap<(i32, i32), usize> =
        coords.iter().enumerate().map(|(i, &c)| (c, i)).collect();
    coords
        .iter()
        .map(|&(q, r)| {
            Side::ALL
                .iter()
                .filter_map(|s| index.get(&s.of((q, r))).copied())
                .collect()
        })
        .collect()
}

/// The centre of the hex at axial `(q, r)` (or any point between hexes) on the plane: x to the
/// right, y down, a hex's side 1.
pub fn hex_to_plane(q: f64, r: f64) -> (f64, f64) {
    (3f64.sqrt() * (q + r / 2.0), 1.5 * r)
}

/// The hex holding the plane point `(x, y)` (x to the right, y down, a hex's side 1): the
/// inverse of [`hex_to_plane`] with cube rounding.
pub fn plane_to_hex(x: f64, y: f64) -> (i32, i32) {
    let r = y / 1.5;
    let q = x / 3f64.sqrt() - r / 2.0;
    let (cx, cz) = (q, r);
    let cy = -cx - cz;
    let (mut rx, ry, mut rz) = (cx.round(), cy.round(), cz.round());
    let (dx, dy, dz) = ((rx - cx).abs(), (ry - cy).abs(), (rz - cz).abs());
    if dx > dy && dx > dz {
        rx = -ry - rz;
    } else if dy <= dz {
        rz = -rx - ry;
    }
    (rx as i32, rz as i32)
}

/// Axial coordinates of the standard 19-hex island, row by row from the top.
pub fn standard_coords() -> Vec<(i32, i32)> {
    let mut v = Vec::new();
    for r in -2..=2i32 {
        for q in -2..=2i32 {
            if (q + r).abs() <= 2 {
                v.push((q, r));
            }
        }
    }
    v
}

mod water_way;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_point_inside_a_hex_is_found_in_it_and_neighbours_are_one_side_apart() {
        for q in -6..=6 {
            for r in -6..=6 {
                let (x, y) = hex_to_plane(q as f64, r as f64);
                assert_eq!(plane_to_hex(x, y), (q, r));
                // 0.8 of the way to each corner (radius 1) stays inside
                for k in 0..6 {
                    let a = std::f64::consts::PI / 3.0 * k as f64 + std::f64::consts::PI / 6.0;
                    let p = (x + 0.8 * a.cos(), y + 0.8 * a.sin());
                    assert_eq!(plane_to_hex(p.0, p.1), (q, r), "corner {k} of {q},{r}");
                }
                for side in Side::ALL {
                    let n = side.of((q, r));
                    let (nx, ny) = hex_to_plane(n.0 as f64, n.1 as f64);
                    let d = ((nx - x).powi(2) + (ny - y).powi(2)).sqrt();
                    assert!((d - 3f64.sqrt()).abs() < 1e-9, "{side:?} of {q},{r}: {d}");
                }
            }
        }
        assert_eq!(Side::E.of((i32::MAX, 0)), (i32::MAX, 0));
    }

    #[test]
    fn standard_island_counts() {
        let t = Topology::new(&standard_coords()).unwrap();
        assert_eq!(
            (t.num_faces(), t.num_vertices(), t.num_edges()),
            (19, 54, 72)
        );
        let coastal = (0..72)
            .filter(|&e| t.is_coastal_edge(EdgeId(e as u16)))
            .count();
        assert_eq!(coastal, 30);
        // every vertex has 2 or 3 neighbours, 1..=3 faces; edges' ends are neighbours
        for v in 0..54 {
            let n = t.vertex_vertices[v].len();
            assert!(n == 2 || n == 3);
            assert!((1..=3).contains(&t.vertex_faces[v].len()));
            assert_eq!(t.vertex_edges[v].len(), n);
        }
        for e in 0..72 {
            let [a, b] = t.edge_vertices[e];
            assert_eq!(t.edge_between(a, b), Some(EdgeId::at(e)));
            assert!(t.vertex_neighbour_mask[a.index()].contains(b.index()));
        }
        // the centre hex has six neighbours and shares each corner with two other hexes
        let c = t.face_at(0, 0).unwrap();
        assert_eq!(t.face_faces[c.index()].len(), 6);
        for v in t.face_vertices[c.index()] {
            assert_eq!(t.vertex_faces[v.index()].len(), 3);
        }
    }

    #[test]
    fn single_hex_and_line() {
        let t = Topology::new(&[(0, 0)]).unwrap();
        assert_eq!((t.num_vertices(), t.num_edges()), (6, 6));
        let t = Topology::new(&[(0, 0), (1, 0), (2, 0)]).unwrap();
        assert_eq!((t.num_vertices(), t.num_edges()), (14, 16));
    }
}
