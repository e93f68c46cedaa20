//! Boards as data: the RON board file, its validation, and the validated [`Board`] the rules use.
//!
//! `file.rs`: the file format; `components.rs`: the component sets and their counts;
//! `random.rs`: random boards; `five_six.rs`: the 5–6 extension's island; `validate.rs`: a file
//! checked into a [`Board`].

mod cloth;
#[cfg(test)]
mod cloth_tests;
mod components;
mod file;
mod five_six;
mod random;
mod sea;
#[cfg(test)]
mod tests;
mod tribe;
#[cfg(test)]
mod tribe_tests;
mod validate;
#[cfg(test)]
mod wide_tests;

use super::ron_file::{FileError, parse_ron};
use super::terrain::{HarbourKind, Terrain};
pub use cloth::{ClothMap, Village};
pub use components::*;
pub use file::*;
pub use five_six::*;
pub use random::*;
pub use sea::{Island, MAX_ISLANDS, SeaMap};
pub use tribe::{GiftSide, MAX_CARD_GIFTS};

use super::action::MAX_PLAYERS;
use super::bits::Bits;
use super::board_problem::BoardProblem;
use super::resources::Resource;
use super::rng::GameRng;
use super::topology::{EdgeId, FaceId, Side, Topology, VertexId, hex_neighbours, standard_coords};
use serde::{Deserialize, Serialize};
use std::sync::Arc;

/// A validated board: the file it came from plus precomputed topology and lookups.
#[derive(Clone, Debug)]
pub struct Board<const W: usize = 4> {
    pub file: BoardFile,
    pub topo: Arc<Topology<W>>,
    pub terrain: Vec<Terrain>,
    /// Number token of each face, 0 for none.
    pub number: Vec<u8>,
    pub resource: Vec<Option<Resource>>,
    pub vertex_harbour: Vec<Option<HarbourKind>>,
    pub robber_start: FaceId,
    /// Faces by number token (index 2..=12).
    pub faces_by_number: [Vec<FaceId>; 13],
    /// The land tiles (all of them on a board without sea tiles).
    pub land: Bits<W>,
    /// Corners touching land: where settlements may go.
    pub land_vertices: Bits<W>,
    /// Sides with land on at least one side: where roads may go.
    pub land_edges: Bits<W>,
    /// The Seafarers part: ships, the pirate, islands, gold (`None`: a base-game board).
    pub sea: Option<Arc<SeaMap<W>>>,
}

impl<const W: usize> Serialize for Board<W> {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        self.file.serialize(s)
    }
}

impl<'de, const W: usize> Deserialize<'de> for Board<W> {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let file = BoardFile::deserialize(d)?;
        Board::from_file_sized(file).map_err(|errs| {
            serde::de::Error::custom(format!(
                "invalid board: {}",
                BoardProblem::join(&errs, "; ")
            ))
        })
    }
}

/// The narrow board's constructors (every board up to 256 corners and sides: the base game's).
impl Board {
    /// Validate a board file; every problem found is listed (not only the first).
    pub fn from_file(file: BoardFile) -> Result<Board, Vec<BoardProblem>> {
        Board::from_file_sized(file)
    }

    /// Parse and validate board text; `name` is used in messages.
    pub fn from_ron(name: &str, text: &str) -> Result<Board, FileError> {
        Board::from_ron_sized(name, text)
    }

    /// The standard 19-hex board of `boards/standard.ron`.
    pub fn standard() -> Board {
        Board::standard_sized()
    }

    /// A random board with the standard components; with `no_red_neighbours` no two 6/8 tokens are
    /// adjacent.
    pub fn random_standard(seed: u64, no_red_neighbours: bool) -> Board {
        Board::random_standard_sized(seed, no_red_neighbours)
    }

    /// The 5–6 extension board of `boards/extension-5-6.ron`.
    pub fn five_six() -> Board {
        Board::five_six_sized()
    }
}

/// The same constructors at any width (the window, the editor and the network hold every board
/// wide: `core::wide`).
impl<const W: usize> Board<W> {
    /// [`Board::from_ron`] at width `W`.
    pub fn from_ron_sized(name: &str, text: &str) -> Result<Board<W>, FileError> {
        let file: BoardFile = parse_ron(name, text)?;
        Board::from_file_sized(file)
            .map_err(|errs| FileError::new(name, BoardProblem::join(&errs, "\n  ")))
    }

    /// [`Board::standard`] at width `W`.
    pub fn standard_sized() -> Board<W> {
        Board::from_ron_sized(
            "boards/standard.ron",
            include_str!("../../../boards/standard.ron"),
        )
        .expect("built-in standard board is valid")
    }

    /// [`Board::random_standard`] at width `W`.
    pub fn random_standard_sized(seed: u64, no_red_neighbours: bool) -> Board<W> {
        Board::from_file_sized(random_standard_file(seed, no_red_neighbours))
            .expect("generated board is valid")
    }

    /// [`Board::five_six`] at width `W`.
    pub fn five_six_sized() -> Board<W> {
        Board::from_ron_sized(
            "boards/extension-5-6.ron",
            include_str!("../../../boards/extension-5-6.ron"),
        )
        .expect("built-in 5-6 board is valid")
    }
}

/// The largest |q| or |r| of a tile: far beyond any playable board, and small enough that the
/// lattice arithmetic (`2q + r`, `3r`, neighbours) cannot overflow.
pub const MAX_COORDINATE: i32 = 1000;

impl<const W: usize> Board<W> {
    /// [`Board::from_file`] at this width: a board whose ids do not fit `W * 64` is "too large".
    pub fn from_file_sized(file: BoardFile) -> Result<Board<W>, Vec<BoardProblem>> {
        Board::from_file_with(file, None)
    }

    /// Like [`Board::from_file`], reusing `template`'s topology when the tiles sit at the same
    /// coordinates in the same order (random boards of one shape share it).
    pub fn from_file_like(
        file: BoardFile,
        template: &Board<W>,
    ) -> Result<Board<W>, Vec<BoardProblem>> {
        Board::from_file_with(file, Some(template))
    }

    fn from_file_with(
        file: BoardFile,
        template: Option<&Board<W>>,
    ) -> Result<Board<W>, Vec<BoardProblem>> {
        validate::validate(file, template)
    }

    /// [`Board::random_standard`], sharing the topology of `template` (any standard-shaped board).
    /// When the template's tiles are in the standard order (the built-in board's are) the board
    /// is dealt straight into that topology: the same board as the file path gives, without
    /// validating or hashing anything.
    pub fn random_standard_like(
        template: &Board<W>,
        seed: u64,
        no_red_neighbours: bool,
    ) -> Board<W> {
        let topo = &template.topo;
        if topo.face_coords.len() != STANDARD_TILES
            || topo
                .face_coords
                .iter()
                .zip(standard_coords())
                .any(|(a, b)| *a != b)
        {
            return Board::from_file_like(random_standard_file(seed, no_red_neighbours), template)
                .expect("generated board is valid");
        }
        let (terrains, numbers, harbour_kinds) = deal_standard(seed, no_red_neighbours, |red| {
            (0..STANDARD_TILES).any(|f| red[f] && topo.face_faces[f].iter().any(|g| red[g.index()]))
        });
        let mut number = vec![0u8; STANDARD_TILES];
        let mut next = numbers.iter();
        for (f, t) in terrains.iter().enumerate() {
            if *t != Terrain::Desert {
                number[f] = next.next().copied().unwrap_or(0);
            }
        }
        let mut faces_by_number: [Vec<FaceId>; 13] = Default::default();
        for (f, &n) in number.iter().enumerate() {
            if n != 0 {
                faces_by_number[n as usize].push(FaceId::at(f));
            }
        }
        let face_of = |at: (i32, i32)| {
            let f = topo.face_coords.iter().position(|&c| c == at);
            FaceId::at(f.expect("a standard harbour is on a standard tile"))
        };
        let mut vertex_harbour = vec![None; topo.num_vertices()];
        for (&(at, side), kind) in STANDARD_HARBOUR_PLACES.iter().zip(harbour_kinds) {
            for v in topo.edge_vertices[topo.edge_of(face_of(at), side).index()] {
                vertex_harbour[v.index()] = Some(kind);
            }
        }
        let desert = terrains.iter().position(|&t| t == Terrain::Desert);
        let file = BoardFile {
            name: "Random standard board".into(),
            components: Components::Standard,
            tiles: (0..STANDARD_TILES)
                .map(|f| TileSpec {
                    at: topo.face_coords[f],
                    terrain: terrains[f],
                    number: (number[f] != 0).then_some(number[f]),
                })
                .collect(),
            harbours: STANDARD_HARBOUR_PLACES
                .iter()
                .zip(harbour_kinds)
                .map(|(&(at, side), kind)| HarbourSpec { at, side, kind })
                .collect(),
            robber: None,
            seafarers: None,
        };
        Board {
            resource: terrains.iter().map(|t| t.resource()).collect(),
            terrain: terrains.to_vec(),
            number,
            vertex_harbour,
            robber_start: FaceId::at(desert.unwrap_or(0)),
            faces_by_number,
            land: (0..topo.num_faces()).collect(),
            land_vertices: (0..topo.num_vertices()).collect(),
            land_edges: (0..topo.num_edges()).collect(),
            sea: None,
            topo: topo.clone(),
            file,
        }
    }

    /// A random board of `template`'s kind: the 5–6 extension's components when the template
    /// has them, else the standard ones ([`Board::random_standard_like`]).
    pub fn random_like(template: &Board<W>, seed: u64, no_red_neighbours: bool) -> Board<W> {
        if template.file.components == Components::FiveSix {
            Board::from_file_like(random_five_six_file(seed, no_red_neighbours), template)
                .expect("generated board is valid")
        } else {
            Board::random_standard_like(template, seed, no_red_neighbours)
        }
    }

    pub fn num_faces(&self) -> usize {
        self.topo.num_faces()
    }

    /// How many players this board can host, whatever they do: the opening places two
    /// settlements each, and however they are placed, at least ⌈vertices / 4⌉ fit under the
    /// distance rule (each settlement blocks its corner and at most three neighbours, so the
    /// opening cannot run out of spots before that); after a 7 the robber must move to another
    /// tile, so one tile hosts nobody. Capped at 4, and at 6 on an island of at least
    /// [`FIVE_SIX_MIN_CORNERS`] corners that is not the base game's components.
    pub fn opening_capacity(&self) -> u8 {
        match &self.sea {
            Some(sea) => sea.opening_capacity,
            None => opening_capacity(
                self.land.len(),
                self.land_vertices.len(),
                self.file.components,
            ),
        }
    }

    /// This board with a sea for ships when it has none (rules that bring ships to any board).
    pub fn with_implied_sea(&self) -> Board<W> {
        let mut b = self.clone();
        if b.sea.is_none() {
            b.sea = Some(Arc::new(SeaMap::implied(
                &b.file, &b.topo, &b.terrain, &b.land,
            )));
        }
        b
    }

    /// The points to win on this board, when it names them (a Seafarers scenario).
    pub fn points_to_win(&self) -> Option<u8> {
        self.sea.as_ref().and_then(|s| s.points_to_win)
    }
    pub fn num_vertices(&self) -> usize {
        self.topo.num_vertices()
    }
    pub fn num_edges(&self) -> usize {
        self.topo.num_edges()
    }

    /// Probability in 36ths that a face produces on a roll.
    pub fn pips(&self, f: FaceId) -> u8 {
        pips(self.number[f.index()])
    }

    /// Whether side `e` is a coast: land on one side, sea (a sea tile or the board's edge) on
    /// the other.
    pub fn is_coast(&self, e: EdgeId) -> bool {
        validate::is_coast(&self.topo, &self.land, e)
    }

    /// Corners in open sea (no land tile touches them) and of islands nobody settles: no
    /// settlement goes there.
    pub fn sea_corners(&self) -> Bits<W> {
        let all: Bits<W> = (0..self.num_vertices()).collect();
        // and the corners of islands nobody settles (Cloth for Catan's villages)
        let no_settle = self.sea.as_deref().map_or(Bits::EMPTY, |m| m.no_settle);
        (all - self.land_vertices) | no_settle
    }

    /// Harbour at a vertex.
    pub fn harbour(&self, v: VertexId) -> Option<HarbourKind> {
        self.vertex_harbour[v.index()]
    }

    /// Pairs of adjacent tiles that both carry a 6 or an 8.
    pub fn red_neighbours(&self) -> Vec<(FaceId, FaceId)> {
        let red = |f: usize| matches!(self.number[f], 6 | 8);
        let mut out = Vec::new();
        for f in 0..self.num_faces() {
            for &g in &self.topo.face_faces[f] {
                if f < g.index() && red(f) && red(g.index()) {
                    out.push((FaceId::at(f), g));
                }
            }
        }
        out
    }

    pub fn shared(self) -> Arc<Board<W>> {
        Arc::new(self)
    }
}

/// Ways to roll `n` with two dice (out of 36).
pub fn pips(n: u8) -> u8 {
    match n {
        2..=6 => n - 1,
        8..=12 => 13 - n,
        _ => 0,
    }
}
