//! Boards as data: the RON board file, its validation, and the validated [`Board`] the rules use.

use super::board_problem::BoardProblem;
use super::resources::Resource;
use super::rng::GameRng;
use super::state::MAX_PLAYERS;
use super::topology::{FaceId, Side, Topology, VertexId, hex_neighbours, standard_coords};
use serde::{Deserialize, Serialize};
use std::collections::HashMap;
use std::fmt;
use std::sync::Arc;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Terrain {
    Forest,
    Hills,
    Fields,
    Pasture,
    Mountains,
    Desert,
}

impl Terrain {
    pub const ALL: [Terrain; 6] = [
        Terrain::Forest,
        Terrain::Hills,
        Terrain::Fields,
        Terrain::Pasture,
        Terrain::Mountains,
        Terrain::Desert,
    ];
    /// The material this terrain produces.
    pub fn resource(self) -> Option<Resource> {
        match self {
            Terrain::Forest => Some(Resource::Wood),
            Terrain::Hills => Some(Resource::Brick),
            Terrain::Fields => Some(Resource::Grain),
            Terrain::Pasture => Some(Resource::Sheep),
            Terrain::Mountains => Some(Resource::Stone),
            Terrain::Desert => None,
        }
    }
}

/// A harbour: generic 3:1 or a material's 2:1.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum HarbourKind {
    Generic,
    Wood,
    Brick,
    Grain,
    Sheep,
    Stone,
}

impl HarbourKind {
    pub const ALL: [HarbourKind; 6] = [
        HarbourKind::Generic,
        HarbourKind::Wood,
        HarbourKind::Brick,
        HarbourKind::Grain,
        HarbourKind::Sheep,
        HarbourKind::Stone,
    ];
    pub fn resource(self) -> Option<Resource> {
        match self {
            HarbourKind::Generic => None,
            HarbourKind::Wood => Some(Resource::Wood),
            HarbourKind::Brick => Some(Resource::Brick),
            HarbourKind::Grain => Some(Resource::Grain),
            HarbourKind::Sheep => Some(Resource::Sheep),
            HarbourKind::Stone => Some(Resource::Stone),
        }
    }
    /// Bit used in a player's harbour mask (bit 0 generic, 1 + material index).
    pub fn bit(self) -> u8 {
        1 << (self as u8)
    }
}

/// Which component set the board claims to use; `Standard` adds the count checks of the base game
/// (terrains 4/3/4/4/3/1, the 18 standard number tokens, 4 generic and one 2:1 harbour per material).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum Components {
    #[default]
    Free,
    Standard,
    /// The base game plus the 5–6 player extension: 30 tiles (6 forest, 6 pasture, 6 fields,
    /// 5 hills, 5 mountains, 2 deserts), its 28 number tokens, 5 generic harbours, 2 wool
    /// harbours and one 2:1 harbour of each other material.
    FiveSix,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TileSpec {
    /// Axial coordinates `(q, r)`.
    pub at: (i32, i32),
    pub terrain: Terrain,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub number: Option<u8>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct HarbourSpec {
    /// The land tile the harbour touches.
    pub at: (i32, i32),
    /// The tile's side facing the sea where the harbour is.
    pub side: Side,
    pub kind: HarbourKind,
}

/// A board file as written: the format documented in `docs/file-formats.md`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct BoardFile {
    #[serde(default)]
    pub name: String,
    #[serde(default)]
    pub components: Components,
    pub tiles: Vec<TileSpec>,
    #[serde(default)]
    pub harbours: Vec<HarbourSpec>,
    /// Where the robber starts; the first desert when absent.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub robber: Option<(i32, i32)>,
}

/// A board file error: which file, where (when the parser knows), and what is wrong.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FileError {
    pub file: String,
    pub position: Option<(usize, usize)>,
    pub message: String,
}

impl fmt::Display for FileError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.position {
            Some((l, c)) => write!(f, "{}:{}:{}: {}", self.file, l, c, self.message),
            None => write!(f, "{}: {}", self.file, self.message),
        }
    }
}

impl std::error::Error for FileError {}

impl FileError {
    pub fn new(file: &str, message: impl Into<String>) -> Self {
        FileError {
            file: file.to_string(),
            position: None,
            message: message.into(),
        }
    }
}

/// The RON options every project file is read with (`Some` may be left out).
pub fn ron_options() -> ron::Options {
    ron::Options::default().with_default_extension(ron::extensions::Extensions::IMPLICIT_SOME)
}

/// Parse RON text into `T`, with errors naming `file` and line:column.
pub fn parse_ron<T: serde::de::DeserializeOwned>(file: &str, text: &str) -> Result<T, FileError> {
    ron_options().from_str(text).map_err(|e| FileError {
        file: file.to_string(),
        position: Some((e.span.start.line, e.span.start.col)),
        message: shorten(&e.code.to_string()),
    })
}

/// A parser message cut to a readable length: the parser quotes names and values from the
/// file, and a hostile file can make them megabytes long.
fn shorten(message: &str) -> String {
    const LONGEST: usize = 300;
    if message.chars().count() <= LONGEST {
        return message.to_string();
    }
    let cut: String = message.chars().take(LONGEST).collect();
    format!("{cut}… ({} characters in all)", message.chars().count())
}

/// Pretty RON with the project's settings.
pub fn to_pretty_ron<T: Serialize>(value: &T) -> String {
    let cfg = ron::ser::PrettyConfig::new()
        .depth_limit(2)
        .extensions(ron::extensions::Extensions::IMPLICIT_SOME)
        .indentor("    ".to_string());
    ron::ser::to_string_pretty(value, cfg).expect("serialisable")
}

/// A validated board: the file it came from plus precomputed topology and lookups.
#[derive(Clone, Debug)]
pub struct Board {
    pub file: BoardFile,
    pub topo: Arc<Topology>,
    pub terrain: Vec<Terrain>,
    /// Number token of each face, 0 for none.
    pub number: Vec<u8>,
    pub resource: Vec<Option<Resource>>,
    pub vertex_harbour: Vec<Option<HarbourKind>>,
    pub robber_start: FaceId,
    /// Faces by number token (index 2..=12).
    pub faces_by_number: [Vec<FaceId>; 13],
}

impl Serialize for Board {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        self.file.serialize(s)
    }
}

impl<'de> Deserialize<'de> for Board {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let file = BoardFile::deserialize(d)?;
        Board::from_file(file).map_err(|errs| {
            serde::de::Error::custom(format!(
                "invalid board: {}",
                BoardProblem::join(&errs, "; ")
            ))
        })
    }
}

/// The standard base-game components, for `Components::Standard` and the generator.
pub const STANDARD_TERRAINS: [(Terrain, usize); 6] = [
    (Terrain::Forest, 4),
    (Terrain::Hills, 3),
    (Terrain::Fields, 4),
    (Terrain::Pasture, 4),
    (Terrain::Mountains, 3),
    (Terrain::Desert, 1),
];
pub const STANDARD_NUMBERS: [u8; 18] = [2, 3, 3, 4, 4, 5, 5, 6, 6, 8, 8, 9, 9, 10, 10, 11, 11, 12];
/// The frame's nine harbour places on the standard island, clockwise from the top left.
pub const STANDARD_HARBOUR_PLACES: [((i32, i32), Side); 9] = [
    ((0, -2), Side::NW),
    ((1, -2), Side::NE),
    ((2, -1), Side::NE),
    ((2, 0), Side::E),
    ((1, 1), Side::SE),
    ((-1, 2), Side::SE),
    ((-2, 2), Side::SW),
    ((-2, 1), Side::W),
    ((-1, -1), Side::W),
];
pub const STANDARD_HARBOUR_KINDS: [HarbourKind; 9] = [
    HarbourKind::Generic,
    HarbourKind::Sheep,
    HarbourKind::Generic,
    HarbourKind::Generic,
    HarbourKind::Brick,
    HarbourKind::Wood,
    HarbourKind::Generic,
    HarbourKind::Grain,
    HarbourKind::Stone,
];

/// The 5–6 player extension's components added to the base game's (5th-edition rulebook of the
/// extension, "Game Components": 11 terrain hexes — 1 desert and 2 each of fields, forest,
/// pasture, mountains and hills — 28 number tokens that replace the base game's, and 11 harbours:
/// the base game's 9 plus a generic 3:1 and a wool 2:1 on the extension's frame).
pub const FIVE_SIX_TILES: usize = 30;
pub const FIVE_SIX_TERRAINS: [(Terrain, usize); 6] = [
    (Terrain::Forest, 6),
    (Terrain::Hills, 5),
    (Terrain::Fields, 6),
    (Terrain::Pasture, 6),
    (Terrain::Mountains, 5),
    (Terrain::Desert, 2),
];
/// The extension's number tokens in the letter order A, B, … Y, Za, Zb, Zc printed on them (laid
/// in a spiral from a corner, deserts skipped): two each of 2 and 12, three of every other number.
pub const FIVE_SIX_TOKEN_ORDER: [u8; 28] = [
    2, 5, 4, 6, 3, 9, 8, 11, 11, 10, 6, 3, 8, 4, 8, 10, 11, 12, 10, 5, 4, 9, 5, 9, 12, 3, 2, 6,
];
pub const FIVE_SIX_NUMBERS: [u8; 28] = [
    2, 2, 3, 3, 3, 4, 4, 4, 5, 5, 5, 6, 6, 6, 8, 8, 8, 9, 9, 9, 10, 10, 10, 11, 11, 11, 12, 12,
];
pub const FIVE_SIX_HARBOUR_KINDS: [HarbourKind; 11] = [
    HarbourKind::Generic,
    HarbourKind::Sheep,
    HarbourKind::Generic,
    HarbourKind::Stone,
    HarbourKind::Generic,
    HarbourKind::Brick,
    HarbourKind::Generic,
    HarbourKind::Wood,
    HarbourKind::Sheep,
    HarbourKind::Generic,
    HarbourKind::Grain,
];

/// Axial coordinates of the 5–6 extension's 30-hex island: rows of 3, 4, 5, 6, 5, 4 and 3 tiles
/// from the top.
pub fn five_six_coords() -> Vec<(i32, i32)> {
    let mut v = Vec::with_capacity(FIVE_SIX_TILES);
    for r in -3..=3i32 {
        let (lo, hi) = if r <= 0 { (-3 - r, 2) } else { (-3, 2 - r) };
        for q in lo..=hi {
            v.push((q, r));
        }
    }
    v
}

/// A tile centre (or any lattice point) on the page: x to the right, y down, a hex's side 1.
fn page_point(q: f64, r: f64) -> (f64, f64) {
    (3f64.sqrt() * (q + r / 2.0), 1.5 * r)
}

/// The centre of `coords` on the page.
fn page_centre(coords: &[(i32, i32)]) -> (f64, f64) {
    let n = coords.len().max(1) as f64;
    let (sx, sy) = coords.iter().fold((0.0, 0.0), |(x, y), &(q, r)| {
        let (a, b) = page_point(q as f64, r as f64);
        (x + a, y + b)
    });
    (sx / n, sy / n)
}

/// Clockwise angle (y down) of a page point seen from `centre`, starting at the left (−π).
fn angle_from(centre: (f64, f64), p: (f64, f64)) -> f64 {
    (p.1 - centre.1).atan2(p.0 - centre.0)
}

/// `n` harbour places spread evenly along the coast of the island at `coords`, clockwise from
/// the left: every side facing the sea, in order round the island, and every k-th taken. On any
/// island with at least 2n coastal sides no two places share a corner.
pub fn harbour_places_around(coords: &[(i32, i32)], n: usize) -> Vec<((i32, i32), Side)> {
    let on: std::collections::HashSet<(i32, i32)> = coords.iter().copied().collect();
    let centre = page_centre(coords);
    let mut coast: Vec<(f64, (i32, i32), Side)> = Vec::new();
    for &(q, r) in coords {
        for side in Side::ALL {
            let (dq, dr) = side.neighbour_offset();
            if !on.contains(&(q + dq, r + dr)) {
                let mid = page_point(q as f64 + dq as f64 / 2.0, r as f64 + dr as f64 / 2.0);
                coast.push((angle_from(centre, mid), (q, r), side));
            }
        }
    }
    coast.sort_by(|a, b| a.0.total_cmp(&b.0));
    let len = coast.len();
    if len == 0 {
        return Vec::new();
    }
    (0..n.min(len))
        .map(|k| {
            let (_, at, side) = coast[k * len / n.min(len)];
            (at, side)
        })
        .collect()
}

/// The tiles of `coords` in the order a spiral of number tokens visits them: the coast ring
/// clockwise from the top-left corner, then each inner ring the same way.
pub fn spiral_order(coords: &[(i32, i32)]) -> Vec<usize> {
    let centre = page_centre(coords);
    let mut left: Vec<usize> = (0..coords.len()).collect();
    let mut out = Vec::with_capacity(coords.len());
    // start just before the top-left corner tile
    let start = -std::f64::consts::FRAC_PI_2 - std::f64::consts::FRAC_PI_4;
    while !left.is_empty() {
        let here: std::collections::HashSet<(i32, i32)> = left.iter().map(|&i| coords[i]).collect();
        let mut ring: Vec<usize> = left
            .iter()
            .copied()
            .filter(|&i| {
                let (q, r) = coords[i];
                Side::ALL.iter().any(|s| {
                    let (dq, dr) = s.neighbour_offset();
                    !here.contains(&(q + dq, r + dr))
                })
            })
            .collect();
        if ring.is_empty() {
            ring = left.clone();
        }
        let turn = |i: usize| {
            let (q, r) = coords[i];
            let a = angle_from(centre, page_point(q as f64, r as f64)) - start;
            a.rem_euclid(std::f64::consts::TAU)
        };
        ring.sort_by(|&a, &b| turn(a).total_cmp(&turn(b)));
        left.retain(|i| !ring.contains(i));
        out.extend(ring);
    }
    out
}

/// A random board of the 5–6 extension's components on its 30-hex island: terrains, number
/// tokens and harbour kinds shuffled (with `no_red_neighbours` no two 6/8 tokens touch). The same
/// seed gives the same board.
pub fn random_five_six_file(seed: u64, no_red_neighbours: bool) -> BoardFile {
    let coords = five_six_coords();
    let neighbours = hex_neighbours(&coords);
    let mut rng = GameRng::new(seed);
    let mut terrains: Vec<Terrain> = FIVE_SIX_TERRAINS
        .iter()
        .flat_map(|&(t, n)| std::iter::repeat_n(t, n))
        .collect();
    let mut kinds = FIVE_SIX_HARBOUR_KINDS;
    rng.shuffle(&mut kinds);
    let tiles = loop {
        rng.shuffle(&mut terrains);
        let mut numbers = FIVE_SIX_NUMBERS;
        rng.shuffle(&mut numbers);
        let tiles = deal(&coords, &terrains, &numbers);
        if !no_red_neighbours || !red_numbers_touch(&tiles, &neighbours) {
            break tiles;
        }
    };
    BoardFile {
        name: "Random 5-6 player board".into(),
        components: Components::FiveSix,
        tiles,
        harbours: harbour_places_around(&coords, FIVE_SIX_HARBOUR_KINDS.len())
            .into_iter()
            .zip(kinds)
            .map(|((at, side), kind)| HarbourSpec { at, side, kind })
            .collect(),
        robber: None,
    }
}

/// A 5–6 extension board with the number tokens in the rulebook's letter order laid in a spiral
/// ([`spiral_order`]), deserts skipped; terrains and harbour kinds from `seed`.
pub fn spiral_five_six_file(seed: u64) -> BoardFile {
    let coords = five_six_coords();
    let mut file = random_five_six_file(seed, false);
    let mut tokens = FIVE_SIX_TOKEN_ORDER.iter();
    for i in spiral_order(&coords) {
        let t = &mut file.tiles[i];
        t.number = if t.terrain == Terrain::Desert {
            None
        } else {
            tokens.next().copied()
        };
    }
    file.name = format!("5-6 extension, tokens in letter order (seed {seed})");
    file
}

/// The seed of the fixed deal in `boards/extension-5-6.ron` (see [`spiral_five_six_file`]).
pub const EXTENSION_BOARD_SEED: u64 = 0;

/// A random board for `players` seats: the standard island for up to four, the 5–6 extension's
/// for five or six.
pub fn random_board_for(players: usize, seed: u64, no_red_neighbours: bool) -> Board {
    if players > 4 {
        Board::from_file(random_five_six_file(seed, no_red_neighbours))
            .expect("generated board is valid")
    } else {
        Board::random_standard(seed, no_red_neighbours)
    }
}

/// The largest |q| or |r| of a tile: far beyond any playable board, and small enough that the
/// lattice arithmetic (`2q + r`, `3r`, neighbours) cannot overflow.
pub const MAX_COORDINATE: i32 = 1000;

impl Board {
    /// Validate a board file; every problem found is listed (not only the first).
    pub fn from_file(file: BoardFile) -> Result<Board, Vec<BoardProblem>> {
        Board::from_file_with(file, None)
    }

    /// Like [`Board::from_file`], reusing `template`'s topology when the tiles sit at the same
    /// coordinates in the same order (random boards of one shape share it).
    pub fn from_file_like(file: BoardFile, template: &Board) -> Result<Board, Vec<BoardProblem>> {
        Board::from_file_with(file, Some(template))
    }

    fn from_file_with(
        file: BoardFile,
        template: Option<&Board>,
    ) -> Result<Board, Vec<BoardProblem>> {
        let mut errs = Vec::new();
        if file.tiles.is_empty() {
            return Err(vec![BoardProblem::NoTiles]);
        }
        let mut seen: HashMap<(i32, i32), usize> = HashMap::new();
        for (tile, t) in file.tiles.iter().enumerate() {
            let at = t.at;
            if at.0.unsigned_abs() > MAX_COORDINATE as u32
                || at.1.unsigned_abs() > MAX_COORDINATE as u32
            {
                errs.push(BoardProblem::CoordinateOutOfRange { tile, at });
                continue;
            }
            if let Some(first) = seen.insert(t.at, tile) {
                errs.push(BoardProblem::DuplicateTile { tile, at, first });
            }
            match (t.terrain, t.number) {
                (Terrain::Desert, Some(number)) => {
                    errs.push(BoardProblem::NumberOnDesert { tile, at, number })
                }
                (Terrain::Desert, None) => {}
                (terrain, None) => errs.push(BoardProblem::MissingNumber { tile, at, terrain }),
                (_, Some(7)) => errs.push(BoardProblem::NumberSeven { tile, at }),
                (_, Some(number)) if !(2..=12).contains(&number) => {
                    errs.push(BoardProblem::NumberOutOfRange { tile, at, number })
                }
                _ => {}
            }
        }
        if !errs.is_empty() {
            return Err(errs);
        }
        let coords: Vec<(i32, i32)> = file.tiles.iter().map(|t| t.at).collect();
        let reuse = template
            .filter(|t| t.topo.face_coords == coords)
            .map(|t| t.topo.clone());
        let topo = match reuse
            .map(Ok)
            .unwrap_or_else(|| Topology::new(&coords).map(Arc::new))
        {
            Ok(t) => t,
            Err(big) => {
                return Err(vec![BoardProblem::TooLarge {
                    faces: big.faces,
                    vertices: big.vertices,
                    edges: big.edges,
                }]);
            }
        };
        // connectivity
        let mut reached = vec![false; coords.len()];
        let mut stack = vec![0usize];
        reached[0] = true;
        while let Some(f) = stack.pop() {
            for &g in &topo.face_faces[f] {
                if !reached[g.index()] {
                    reached[g.index()] = true;
                    stack.push(g.index());
                }
            }
        }
        let cut: Vec<(usize, (i32, i32))> = (0..coords.len())
            .filter(|&f| !reached[f])
            .map(|f| (f, coords[f]))
            .collect();
        if !cut.is_empty() {
            errs.push(BoardProblem::NotConnected {
                cut,
                first: coords[0],
            });
        }
        // harbours
        let mut vertex_harbour: Vec<Option<HarbourKind>> = vec![None; topo.num_vertices()];
        let mut harbour_of_vertex: Vec<Option<usize>> = vec![None; topo.num_vertices()];
        for (harbour, h) in file.harbours.iter().enumerate() {
            let (at, side) = (h.at, h.side);
            let Some(f) = topo.face_at(at.0, at.1) else {
                errs.push(BoardProblem::HarbourOffBoard { harbour, at });
                continue;
            };
            let e = topo.edge_of(f, side);
            if !topo.is_coastal_edge(e) {
                errs.push(BoardProblem::HarbourInland { harbour, at, side });
                continue;
            }
            for vertex in topo.edge_vertices[e.index()] {
                if let Some(other) = harbour_of_vertex[vertex.index()] {
                    errs.push(BoardProblem::HarboursShareVertex {
                        harbour,
                        at,
                        side,
                        vertex,
                        other,
                    });
                }
                let v = vertex;
                harbour_of_vertex[v.index()] = Some(harbour);
                vertex_harbour[v.index()] = Some(h.kind);
            }
        }
        // robber
        let robber_start = match file.robber {
            Some(c) => match topo.face_at(c.0, c.1) {
                Some(f) => f,
                None => {
                    errs.push(BoardProblem::RobberOffBoard { at: c });
                    FaceId(0)
                }
            },
            None => match file.tiles.iter().position(|t| t.terrain == Terrain::Desert) {
                Some(f) => FaceId::at(f),
                None => {
                    errs.push(BoardProblem::NoRobberTile);
                    FaceId(0)
                }
            },
        };
        let capacity = opening_capacity(&topo, file.components);
        if capacity < 2 {
            errs.push(BoardProblem::TooSmall {
                tiles: topo.num_faces(),
                vertices: topo.num_vertices(),
                capacity,
            });
        }
        if let Some(set) = ComponentSet::of(file.components) {
            errs.extend(set.errors(&file));
        }
        if !errs.is_empty() {
            return Err(errs);
        }
        let terrain: Vec<Terrain> = file.tiles.iter().map(|t| t.terrain).collect();
        let number: Vec<u8> = file.tiles.iter().map(|t| t.number.unwrap_or(0)).collect();
        let mut faces_by_number: [Vec<FaceId>; 13] = Default::default();
        for (f, &n) in number.iter().enumerate() {
            if n != 0 {
                faces_by_number[n as usize].push(FaceId(f as u8));
            }
        }
        Ok(Board {
            resource: terrain.iter().map(|t| t.resource()).collect(),
            terrain,
            number,
            vertex_harbour,
            robber_start,
            faces_by_number,
            topo,
            file,
        })
    }

    /// Parse and validate board text; `name` is used in messages.
    pub fn from_ron(name: &str, text: &str) -> Result<Board, FileError> {
        let file: BoardFile = parse_ron(name, text)?;
        Board::from_file(file)
            .map_err(|errs| FileError::new(name, BoardProblem::join(&errs, "\n  ")))
    }

    /// The fixed beginner layout of the base game (`boards/standard.ron` holds the same board).
    pub fn standard() -> Board {
        Board::from_ron(
            "boards/standard.ron",
            include_str!("../../boards/standard.ron"),
        )
        .expect("built-in standard board is valid")
    }

    /// A random board with the standard components; with `no_red_neighbours` no two 6/8 tokens are
    /// on adjacent tiles. The same seed gives the same board.
    pub fn random_standard(seed: u64, no_red_neighbours: bool) -> Board {
        Board::from_file(random_standard_file(seed, no_red_neighbours))
            .expect("generated board is valid")
    }

    /// [`Board::random_standard`], sharing the topology of `template` (any standard-shaped board).
    /// When the template's tiles are in the standard order (the built-in board's are) the board
    /// is dealt straight into that topology: the same board as the file path gives, without
    /// validating or hashing anything.
    pub fn random_standard_like(template: &Board, seed: u64, no_red_neighbours: bool) -> Board {
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
        };
        Board {
            resource: terrains.iter().map(|t| t.resource()).collect(),
            terrain: terrains.to_vec(),
            number,
            vertex_harbour,
            robber_start: FaceId::at(desert.unwrap_or(0)),
            faces_by_number,
            topo: topo.clone(),
            file,
        }
    }

    /// The 5–6 extension board of `boards/extension-5-6.ron`.
    pub fn five_six() -> Board {
        Board::from_ron(
            "boards/extension-5-6.ron",
            include_str!("../../boards/extension-5-6.ron"),
        )
        .expect("built-in 5-6 board is valid")
    }

    /// A random board of `template`'s kind: the 5–6 extension's components when the template
    /// has them, else the standard ones ([`Board::random_standard_like`]).
    pub fn random_like(template: &Board, seed: u64, no_red_neighbours: bool) -> Board {
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
        opening_capacity(&self.topo, self.file.components)
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

    pub fn shared(self) -> Arc<Board> {
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

/// The counts a component set fixes (see [`Components`]).
struct ComponentSet {
    name: &'static str,
    tiles: usize,
    terrains: &'static [(Terrain, usize)],
    numbers: &'static [u8],
    harbours: &'static [HarbourKind],
}

impl ComponentSet {
    fn of(c: Components) -> Option<ComponentSet> {
        match c {
            Components::Free => None,
            Components::Standard => Some(ComponentSet {
                name: "standard",
                tiles: STANDARD_TILES,
                terrains: &STANDARD_TERRAINS,
                numbers: &STANDARD_NUMBERS,
                harbours: &STANDARD_HARBOUR_KINDS,
            }),
            Components::FiveSix => Some(ComponentSet {
                name: "5-6 extension",
                tiles: FIVE_SIX_TILES,
                terrains: &FIVE_SIX_TERRAINS,
                numbers: &FIVE_SIX_NUMBERS,
                harbours: &FIVE_SIX_HARBOUR_KINDS,
            }),
        }
    }

    fn errors(&self, file: &BoardFile) -> Vec<BoardProblem> {
        let set = self.name;
        let mut errs = Vec::new();
        if file.tiles.len() != self.tiles {
            errs.push(BoardProblem::StandardTileCount {
                set,
                got: file.tiles.len(),
                want: self.tiles,
            });
        }
        for &(terrain, want) in self.terrains {
            let got = file.tiles.iter().filter(|t| t.terrain == terrain).count();
            if got != want {
                errs.push(BoardProblem::StandardTerrainCount {
                    set,
                    terrain,
                    got,
                    want,
                });
            }
        }
        let mut numbers: Vec<u8> = file.tiles.iter().filter_map(|t| t.number).collect();
        numbers.sort_unstable();
        let mut want_numbers = self.numbers.to_vec();
        want_numbers.sort_unstable();
        if numbers != want_numbers {
            errs.push(BoardProblem::StandardNumbers {
                set,
                got: numbers,
                want: want_numbers,
            });
        }
        for kind in HarbourKind::ALL {
            let want = self.harbours.iter().filter(|&&h| h == kind).count();
            let got = file.harbours.iter().filter(|h| h.kind == kind).count();
            if got != want {
                errs.push(BoardProblem::StandardHarbourCount {
                    set,
                    kind,
                    got,
                    want,
                });
            }
        }
        errs
    }
}

fn opening_capacity(topo: &Topology, components: Components) -> u8 {
    if topo.num_faces() < 2 {
        return 0;
    }
    let sure = (topo.num_vertices().div_ceil(4) / 2).min(MAX_PLAYERS) as u8;
    // more than four seats only on an island the size of the 5–6 extension's
    let most = match components {
        Components::Standard => 4,
        _ if topo.num_vertices() < FIVE_SIX_MIN_CORNERS => 4,
        _ => MAX_PLAYERS as u8,
    };
    sure.min(most)
}

/// Corners an island needs before it hosts five or six players: the 5–6 extension's island has
/// 80; a home-made island within a few tiles of it qualifies.
pub const FIVE_SIX_MIN_CORNERS: usize = 70;

/// The board file of a random standard board (see [`Board::random_standard`]).
/// Tiles at `coords` with `terrains` in order, and `numbers` in order on the tiles that are not
/// desert.
pub fn deal(coords: &[(i32, i32)], terrains: &[Terrain], numbers: &[u8]) -> Vec<TileSpec> {
    let mut it = numbers.iter();
    coords
        .iter()
        .zip(terrains)
        .map(|(&at, &terrain)| TileSpec {
            at,
            terrain,
            number: if terrain == Terrain::Desert {
                None
            } else {
                it.next().copied()
            },
        })
        .collect()
}

/// Whether a 6 or an 8 touches another 6 or 8 (`neighbours` from [`hex_neighbours`]).
pub fn red_numbers_touch(tiles: &[TileSpec], neighbours: &[Vec<usize>]) -> bool {
    let red = |f: usize| matches!(tiles[f].number, Some(6 | 8));
    (0..tiles.len()).any(|f| red(f) && neighbours[f].iter().any(|&g| red(g)))
}

pub fn random_standard_file(seed: u64, no_red_neighbours: bool) -> BoardFile {
    let coords = standard_coords();
    let neighbours = hex_neighbours(&coords);
    let (terrains, numbers, harbour_kinds) = deal_standard(seed, no_red_neighbours, |red| {
        (0..STANDARD_TILES).any(|f| red[f] && neighbours[f].iter().any(|&g| red[g]))
    });
    BoardFile {
        name: "Random standard board".into(),
        components: Components::Standard,
        tiles: deal(&coords, &terrains, &numbers),
        harbours: STANDARD_HARBOUR_PLACES
            .iter()
            .zip(harbour_kinds)
            .map(|(&(at, side), kind)| HarbourSpec { at, side, kind })
            .collect(),
        robber: None,
    }
}

/// Tiles of the standard board.
const STANDARD_TILES: usize = 19;

/// The shuffles of a random standard board, in standard tile order: terrains, the number
/// tokens in the order they are laid on the non-desert tiles, harbour kinds in the order of
/// [`STANDARD_HARBOUR_PLACES`]. `reds_touch` says whether tiles marked red (a 6 or an 8) are
/// neighbours; with `no_red_neighbours` such deals are shuffled again.
fn deal_standard(
    seed: u64,
    no_red_neighbours: bool,
    reds_touch: impl Fn(&[bool; STANDARD_TILES]) -> bool,
) -> ([Terrain; STANDARD_TILES], [u8; 18], [HarbourKind; 9]) {
    let mut rng = GameRng::new(seed);
    let mut terrains = [Terrain::Desert; STANDARD_TILES];
    let mut i = 0;
    for &(t, n) in &STANDARD_TERRAINS {
        for _ in 0..n {
            terrains[i] = t;
            i += 1;
        }
    }
    let mut harbour_kinds = STANDARD_HARBOUR_KINDS;
    rng.shuffle(&mut harbour_kinds);
    loop {
        rng.shuffle(&mut terrains);
        let mut numbers = STANDARD_NUMBERS;
        rng.shuffle(&mut numbers);
        if no_red_neighbours {
            let mut red = [false; STANDARD_TILES];
            let mut next = numbers.iter();
            for (f, t) in terrains.iter().enumerate() {
                if *t != Terrain::Desert {
                    red[f] = matches!(next.next(), Some(6 | 8));
                }
            }
            if reds_touch(&red) {
                continue;
            }
        }
        return (terrains, numbers, harbour_kinds);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::State;

    /// Boards dealt straight into the standard topology are the boards the file path validates.
    #[test]
    fn dealt_boards_equal_validated_files() {
        let template = Board::standard();
        for seed in 0..300 {
            for no_red in [true, false] {
                let dealt = Board::random_standard_like(&template, seed, no_red);
                let filed = Board::from_file(random_standard_file(seed, no_red)).unwrap();
                assert_eq!(dealt.file, filed.file, "seed {seed}");
                assert_eq!(dealt.terrain, filed.terrain);
                assert_eq!(dealt.number, filed.number);
                assert_eq!(dealt.resource, filed.resource);
                assert_eq!(dealt.vertex_harbour, filed.vertex_harbour);
                assert_eq!(dealt.robber_start, filed.robber_start);
                assert_eq!(dealt.faces_by_number, filed.faces_by_number);
                assert!(Arc::ptr_eq(&dealt.topo, &template.topo));
                assert!(dealt.red_neighbours().is_empty() || !no_red);
            }
        }
    }

    fn err_text(text: &str) -> String {
        Board::from_ron("t.ron", text).unwrap_err().to_string()
    }

    fn row(tiles: &[(i32, i32)]) -> String {
        let mut t = String::from("(name: \"tiny\", tiles: [");
        for (k, (q, r)) in tiles.iter().enumerate() {
            if k == 0 {
                t.push_str(&format!("(at: ({q}, {r}), terrain: Desert),"));
            } else {
                t.push_str(&format!("(at: ({q}, {r}), terrain: Forest, number: 6),"));
            }
        }
        t.push_str("])");
        t
    }

    #[test]
    fn tiny_boards_say_how_many_players_they_host() {
        // one tile: the robber has nowhere to go; two tiles: 10 corners, room for one player
        for tiles in [&[(0, 0)][..], &[(0, 0), (1, 0)]] {
            let e = err_text(&row(tiles));
            assert!(e.contains("too small to play"), "{e}");
        }
        // far-away tiles are refused before any arithmetic can wrap
        let e = err_text(&row(&[(2147483647, 0), (-2147483648, 0)]));
        assert!(
            e.contains("tile 0 at (2147483647, 0): coordinates must lie within -1000..=1000")
                && e.contains("tile 1 at (-2147483648, 0)"),
            "{e}"
        );
        // three in a row (the example of docs/file-formats.md): two players, not three
        let b = Board::from_ron("t.ron", &row(&[(0, 0), (1, 0), (2, 0)])).unwrap();
        assert_eq!(b.opening_capacity(), 2);
        let rules = std::sync::Arc::new(super::super::Rules::standard());
        let b = std::sync::Arc::new(b);
        assert!(State::new(b.clone(), rules.clone(), 2, 1).is_ok());
        let e = State::new(b.clone(), rules.clone(), 3, 1).unwrap_err();
        assert_eq!(
            e.to_string(),
            "3 players: this board hosts the opening for at most 2"
        );
        // however the two place their settlements, the opening never runs out of spots
        for seed in 0..300 {
            let mut s = State::new(b.clone(), rules.clone(), 2, seed).unwrap();
            let mut pick = crate::core::GameRng::new(seed);
            while s.in_setup() {
                let legal = s.legal_actions();
                assert!(!legal.is_empty(), "seed {seed}: stuck in {:?}", s.phase());
                s.apply(legal[pick.below(legal.len() as u32) as usize])
                    .unwrap();
            }
        }
        assert_eq!(Board::standard().opening_capacity(), 4);
    }

    #[test]
    fn standard_board_is_standard() {
        let b = Board::standard();
        assert_eq!(
            (b.num_faces(), b.num_vertices(), b.num_edges()),
            (19, 54, 72)
        );
        assert_eq!(b.file.harbours.len(), 9);
        assert_eq!(b.vertex_harbour.iter().filter(|h| h.is_some()).count(), 18);
        assert_eq!(b.terrain[b.robber_start.index()], Terrain::Desert);
    }

    #[test]
    fn random_boards_are_valid_reproducible_and_spread_reds() {
        for seed in 0..50 {
            let b = Board::random_standard(seed, true);
            assert!(b.red_neighbours().is_empty(), "seed {seed}");
            assert_eq!(b.file, random_standard_file(seed, true));
        }
        assert_ne!(
            random_standard_file(1, false),
            random_standard_file(2, false)
        );
    }

    #[test]
    fn errors_name_position_and_problem() {
        let e = err_text("(tiles: [(at: (0, 0), terrain: Swamp)])");
        assert!(e.starts_with("t.ron:1:"), "{e}");
        assert!(e.contains("Swamp"), "{e}");
        let e = err_text("(tiles: [(at: (0, 0), terrain: Desert, number: 5)])");
        assert!(e.contains("number 5 on the desert"), "{e}");
        let e = err_text("(tiles: [(at: (0, 0), terrain: Forest, number: 7)])");
        assert!(e.contains("number 7"), "{e}");
        let e = err_text("(tiles: [(at: (0, 0), terrain: Forest, number: 13)], robber: (0, 0))");
        assert!(e.contains("out of range"), "{e}");
        let e = err_text(
            "(tiles: [(at: (0, 0), terrain: Desert), (at: (0, 0), terrain: Forest, number: 4)])",
        );
        assert!(e.contains("duplicate tile"), "{e}");
        let e = err_text(
            "(tiles: [(at: (0, 0), terrain: Desert), (at: (3, 0), terrain: Forest, number: 4)])",
        );
        assert!(e.contains("not connected"), "{e}");
        let e = err_text(
            "(tiles: [(at: (0, 0), terrain: Desert), (at: (1, 0), terrain: Forest, number: 4)],
              harbours: [(at: (0, 0), side: E, kind: Generic)])",
        );
        assert!(e.contains("not on the coast"), "{e}");
        let e = err_text("(tiles: [(at: (0, 0), terrain: Forest, number: 4)])");
        assert!(e.contains("no desert and no robber"), "{e}");
        let e = err_text(
            "(components: Standard, tiles: [(at: (0, 0), terrain: Desert)], harbours: [(at: (0, 0), side: E, kind: Wood)])",
        );
        assert!(e.contains("wrong harbour count"), "{e}");
        let e = err_text("(tiles: [(at: (0, 0), terrain: Desert)], colour: 3)");
        assert!(e.contains("colour"), "{e}");
    }

    /// The seed of the deal in `boards/extension-5-6.ron` (the first whose letter-order spiral
    /// keeps every 6 and 8 apart).
    const EXTENSION_SEED: u64 = EXTENSION_BOARD_SEED;

    #[test]
    fn the_five_six_island_has_the_extension_shape_and_components() {
        let coords = five_six_coords();
        assert_eq!(coords.len(), 30);
        let t = Topology::new(&coords).unwrap();
        assert_eq!((t.num_vertices(), t.num_edges()), (80, 109));
        // the spiral visits each tile once: 16 coast tiles, then 10, then 4
        let spiral = spiral_order(&coords);
        let mut sorted = spiral.clone();
        sorted.sort_unstable();
        assert_eq!(sorted, (0..30).collect::<Vec<_>>());
        // harbour places are on the coast and share no corner
        let places = harbour_places_around(&coords, 11);
        assert_eq!(places.len(), 11);
        let mut corners = std::collections::HashSet::new();
        for &(at, side) in &places {
            let f = t.face_at(at.0, at.1).unwrap();
            let e = t.edge_of(f, side);
            assert!(t.is_coastal_edge(e), "{at:?} {side:?}");
            for v in t.edge_vertices[e.index()] {
                assert!(corners.insert(v), "two harbours share corner {v:?}");
            }
        }
        for seed in 0..200 {
            let b = Board::from_file(random_five_six_file(seed, true)).unwrap();
            assert_eq!(b.opening_capacity(), 6);
            assert!(b.red_neighbours().is_empty());
            let again = Board::random_like(&Board::five_six(), seed, true);
            assert_eq!(
                again.file, b.file,
                "the shared-topology path deals the same board"
            );
        }
        // counts are checked: one tile too many of a kind is named
        let mut f = random_five_six_file(3, true);
        let i = f
            .tiles
            .iter()
            .position(|t| t.terrain == Terrain::Hills)
            .unwrap();
        f.tiles[i].terrain = Terrain::Forest;
        let e = BoardProblem::join(&Board::from_file(f).unwrap_err(), "; ");
        assert!(
            e.contains("5-6 extension components: 7 Forest tiles, the 5-6 extension set has 6"),
            "{e}"
        );
    }

    #[test]
    fn the_shipped_five_six_board_is_the_letter_order_deal() {
        let shipped = Board::five_six();
        assert_eq!(
            shipped.file.tiles,
            spiral_five_six_file(EXTENSION_SEED).tiles
        );
        assert_eq!(
            shipped.file.harbours,
            spiral_five_six_file(EXTENSION_SEED).harbours
        );
        assert!(shipped.red_neighbours().is_empty());
        assert_eq!(shipped.opening_capacity(), 6);
        assert_eq!(shipped.file.components, Components::FiveSix);
    }

    #[test]
    fn only_islands_of_the_extension_size_host_more_than_four() {
        assert_eq!(Board::standard().opening_capacity(), 4);
        // the standard island as free components: still four (54 corners)
        let mut f = Board::standard().file.clone();
        f.components = Components::Free;
        assert_eq!(Board::from_file(f).unwrap().opening_capacity(), 4);
        assert_eq!(Board::five_six().opening_capacity(), 6);
    }

    /// Writes `boards/extension-5-6.ron` (run with `--ignored` after changing the deal).
    #[test]
    #[ignore = "rewrites boards/extension-5-6.ron"]
    fn write_the_extension_board() {
        let seed = (0..10_000u64)
            .find(|&s| {
                Board::from_file(spiral_five_six_file(s))
                    .unwrap()
                    .red_neighbours()
                    .is_empty()
            })
            .unwrap();
        let mut f = spiral_five_six_file(seed);
        f.name = "5-6 extension (fixed deal, tokens in letter order)".into();
        let text = format!(
            "// The 5-6 player extension's island: 30 tiles in rows of 3, 4, 5, 6, 5, 4, 3, the\n\
             // extension's components (core/board.rs, FIVE_SIX_*), 11 harbours spread along the coast.\n\
             // The extension prints no beginner layout (catan.com FAQ: \"while there is a recommended\n\
             // starting set-up ... in the Base Game extension this is not the case\"), so this is a fixed\n\
             // deal (seed {seed}) with the number tokens laid as the rulebook lays them: letter order A to\n\
             // Zc in a spiral from a corner, deserts skipped; the first such deal with no 6 or 8 touching.\n\
             // Written by `cargo test --lib write_the_extension_board -- --ignored`.\n{}\n",
            to_pretty_ron(&f)
        );
        std::fs::write(
            concat!(env!("CARGO_MANIFEST_DIR"), "/boards/extension-5-6.ron"),
            text,
        )
        .unwrap();
        assert_eq!(
            seed, EXTENSION_BOARD_SEED,
            "update EXTENSION_BOARD_SEED to {seed}"
        );
    }
}
