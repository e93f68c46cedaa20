//! Why a board file does not make a playable board: [`BoardProblem`], one variant per check of
//! the validator, carrying the tiles it concerns (the board editor rims them in red). Its
//! `Display` is the message `catan board validate` prints.

use super::terrain::{HarbourKind, Terrain};
use super::topology::{Side, VertexId};
use std::fmt;

/// Axial hex coordinates `(q, r)`.
pub type Hex = (i32, i32);

#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum BoardProblem {
    #[error("the board has no tiles")]
    NoTiles,
    #[error("tile {tile} at {}: coordinates must lie within -1000..=1000", C(*at))]
    CoordinateOutOfRange { tile: usize, at: Hex },
    #[error("tile {tile} at {}: duplicate tile (tile {first} is already there)", C(*at))]
    DuplicateTile { tile: usize, at: Hex, first: usize },
    #[error("tile {tile} at {}: number {number} on the desert", C(*at))]
    NumberOnDesert { tile: usize, at: Hex, number: u8 },
    #[error("tile {tile} at {}: number {number} on the sea", C(*at))]
    NumberOnSea { tile: usize, at: Hex, number: u8 },
    #[error("tile {tile} at {}: {terrain:?} has no number token", C(*at))]
    MissingNumber {
        tile: usize,
        at: Hex,
        terrain: Terrain,
    },
    #[error("tile {tile} at {}: number 7 is not allowed (a 7 moves the robber)", C(*at))]
    NumberSeven { tile: usize, at: Hex },
    #[error("tile {tile} at {}: number {number} is out of range 2..=12", C(*at))]
    NumberOutOfRange { tile: usize, at: Hex, number: u8 },
    #[error(
        "the board is too large: {faces} tiles, {vertices} vertices, {edges} edges (at most 1024 tiles, 1024 vertices and 1024 edges)"
    )]
    TooLarge {
        faces: usize,
        vertices: usize,
        edges: usize,
    },
    #[error("tiles not connected: {} not joined to tile 0 at {}", Cut(cut), C(*first))]
    NotConnected { cut: Vec<(usize, Hex)>, first: Hex },
    #[error("harbour {harbour}: no land tile at {}", C(*at))]
    HarbourOffBoard { harbour: usize, at: Hex },
    #[error("harbour {harbour} at {} side {side:?}: not on the coast (land on both sides)", C(*at))]
    HarbourInland { harbour: usize, at: Hex, side: Side },
    #[error("harbour {harbour} at {} side {side:?}: shares vertex {vertex} with harbour {other}", C(*at))]
    HarboursShareVertex {
        harbour: usize,
        at: Hex,
        side: Side,
        vertex: VertexId,
        other: usize,
    },
    #[error("robber: no land tile at {}", C(*at))]
    RobberOffBoard { at: Hex },
    #[error("robber: the tile at {} is sea (the robber stays on land)", C(*at))]
    RobberOnSea { at: Hex },
    #[error("harbour {harbour}: the tile at {} is sea (a harbour belongs to a land tile)", C(*at))]
    HarbourOnSea { harbour: usize, at: Hex },
    #[error("robber: no desert and no robber tile given (add `robber: (q, r)`)")]
    NoRobberTile,
    #[error(
        "the board is too small to play: {tiles} tile(s) and {vertices} corners host the opening for at most {capacity} player(s), a game needs 2 (and the robber needs a second tile)"
    )]
    TooSmall {
        tiles: usize,
        vertices: usize,
        capacity: u8,
    },
    #[error("seafarers.pirate: no tile at {}", C(*at))]
    PirateOffBoard { at: Hex },
    #[error("seafarers.pirate: the tile at {} is land (the pirate sails the sea)", C(*at))]
    PirateOnLand { at: Hex },
    #[error("seafarers.islands[{island}]: no land tile at {}", C(*at))]
    IslandNotLand { island: usize, at: Hex },
    #[error("seafarers.islands[{island}]: the land at {} is island {other}'s too (list a tile between them as an island of its own to split them)", C(*at))]
    IslandsOverlap {
        island: usize,
        other: usize,
        at: Hex,
    },
    #[error("seafarers.islands[{island}]: lists no tile")]
    IslandWithoutTiles { island: usize },
    #[error("seafarers.islands: {count} islands, at most 64")]
    TooManyIslands { count: usize },
    #[error(
        "seafarers.islands: the home islands host the opening for at most {capacity} player(s), a game needs 2"
    )]
    NoRoomForOpening { capacity: u8 },
    #[error("seafarers.points_to_win: {points} is not a goal (3 to 30)")]
    PointsToWin { points: u8 },
    #[error("seafarers.pirate: the tile at {} is face down (the pirate sails the sea in sight)", C(*at))]
    PirateInFog { at: Hex },
    #[error("seafarers.fog.tiles: no tile at {}", C(*at))]
    FogOffBoard { at: Hex },
    #[error("seafarers.fog.tiles: the tile at {} is {terrain:?}; a face-down tile is written as Sea", C(*at))]
    FogNotSea { at: Hex, terrain: Terrain },
    #[error("seafarers.fog: {tiles} face-down tiles and only {cards} card(s) in the stack")]
    FogStackShort { tiles: usize, cards: usize },
    #[error("seafarers.fog.stack[{card}]: {why}")]
    FogCard { card: usize, why: String },
    /// A scenario's own pieces and switches (Cloth for Catan's villages, the opening).
    #[error("{0}")]
    Scenario(ScenarioProblem),
    #[error("seafarers.max_players: {players} is not a table (2 to 6)")]
    MaxPlayers { players: u8 },
    #[error("{set} components: {got} tiles, the {set} set has {want}")]
    StandardTileCount {
        set: &'static str,
        got: usize,
        want: usize,
    },
    #[error("{set} components: {got} {terrain:?} tiles, the {set} set has {want}")]
    StandardTerrainCount {
        set: &'static str,
        terrain: Terrain,
        got: usize,
        want: usize,
    },
    #[error("{set} components: number tokens {got:?} differ from the {set} set {want:?}")]
    StandardNumbers {
        set: &'static str,
        got: Vec<u8>,
        want: Vec<u8>,
    },
    #[error("wrong harbour count: {got} {kind:?} harbour(s), the {set} set has {want}")]
    StandardHarbourCount {
        set: &'static str,
        kind: HarbourKind,
        got: usize,
        want: usize,
    },
}

impl BoardProblem {
    /// The tiles this problem is about (none for problems of the whole board).
    pub fn hexes(&self) -> Vec<Hex> {
        use BoardProblem::*;
        match self {
            DuplicateTile { at, .. }
            | CoordinateOutOfRange { at, .. }
            | NumberOnDesert { at, .. }
            | NumberOnSea { at, .. }
            | MissingNumber { at, .. }
            | NumberSeven { at, .. }
            | NumberOutOfRange { at, .. }
            | HarbourOffBoard { at, .. }
            | HarbourInland { at, .. }
            | HarboursShareVertex { at, .. }
            | HarbourOnSea { at, .. }
            | RobberOnSea { at }
            | RobberOffBoard { at }
            | PirateOffBoard { at }
            | PirateOnLand { at }
            | IslandNotLand { at, .. }
            | IslandsOverlap { at, .. }
            | FogOffBoard { at }
            | PirateInFog { at }
            | FogNotSea { at, .. } => vec![*at],
            Scenario(p) => p.at().into_iter().collect(),
            NotConnected { cut, .. } => cut.iter().map(|&(_, at)| at).collect(),
            NoTiles
            | TooLarge { .. }
            | TooSmall { .. }
            | NoRobberTile
            | IslandWithoutTiles { .. }
            | TooManyIslands { .. }
            | NoRoomForOpening { .. }
            | PointsToWin { .. }
            | MaxPlayers { .. }
            | FogStackShort { .. }
            | FogCard { .. }
            | StandardTileCount { .. }
            | StandardTerrainCount { .. }
            | StandardNumbers { .. }
            | StandardHarbourCount { .. } => Vec::new(),
        }
    }

    /// Several problems as one message (one per line, as `catan board validate` prints them).
    pub fn join(problems: &[BoardProblem], sep: &str) -> String {
        problems
            .iter()
            .map(|p| p.to_string())
            .collect::<Vec<_>>()
            .join(sep)
    }
}

/// What is wrong with a scenario's own part of a board file (each message names its field).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ScenarioProblem {
    #[error("seafarers.rules.opening_settlements: {count} settlements in the opening (2 or 3)")]
    OpeningSettlements { count: u8 },
    #[error(
        "seafarers.cloth.villages[{village}].number: {number} is not a number of the dice (2–6, 8–12)"
    )]
    VillageNumber { village: usize, number: u8 },
    #[error("seafarers.cloth.villages[{village}].at: {} is not a land tile of the board", C(*at))]
    VillageOffLand { village: usize, at: Hex },
    #[error(
        "seafarers.cloth.villages[{village}]: the corner at {} is not on an island nobody settles (an island with `settle: false`)",
        C(*at)
    )]
    VillageSettled { village: usize, at: Hex },
    #[error("seafarers.cloth.villages[{village}]: the corner at {} is village {other}'s already", C(*at))]
    VillagesShareCorner {
        village: usize,
        other: usize,
        at: Hex,
    },
    #[error("seafarers.cloth.per_point: 0 cloth cannot make a point")]
    ClothPerPoint,
    #[error(
        "seafarers.cloth.end_below: {end_below} (the game ends when fewer villages hold cloth) must lie within 1..={villages}, the number of villages"
    )]
    ClothEndBelow { end_below: u8, villages: usize },
    #[error("seafarers.gifts[{gift}].at: {} is not a tile of the board", C(*at))]
    GiftOffBoard { gift: usize, at: Hex },
    #[error(
        "seafarers.gifts[{gift}].at: {} is not on an island nobody settles (an island with `settle: false`)",
        C(*at)
    )]
    GiftNotTribe { gift: usize, at: Hex },
    #[error("seafarers.gifts[{gift}].side: that side of {} has no sea beside it (no ship reaches it)", C(*at))]
    GiftInland { gift: usize, at: Hex },
    #[error("seafarers.gifts[{gift}]: the side at {} holds gift {other} already", C(*at))]
    GiftsShareSide { gift: usize, other: usize, at: Hex },
    #[error("seafarers.gifts: {cards} development card gifts, more than a deck's 25")]
    GiftCards { cards: usize },
    #[error("seafarers.gifts: gifts and fog on one board (a ship draws for the fog)")]
    GiftsWithFog,
}

impl ScenarioProblem {
    /// The tile it concerns, if any.
    pub fn at(&self) -> Option<Hex> {
        match self {
            ScenarioProblem::VillageOffLand { at, .. }
            | ScenarioProblem::VillageSettled { at, .. }
            | ScenarioProblem::VillagesShareCorner { at, .. }
            | ScenarioProblem::GiftOffBoard { at, .. }
            | ScenarioProblem::GiftNotTribe { at, .. }
            | ScenarioProblem::GiftInland { at, .. }
            | ScenarioProblem::GiftsShareSide { at, .. } => Some(*at),
            _ => None,
        }
    }
}

/// A hex as written in messages: `(q, r)`.
struct C(Hex);

impl fmt::Display for C {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "({}, {})", self.0.0, self.0.1)
    }
}

/// The tiles cut off: `tile 3 at (1, 2), tile 4 at (2, 2)`.
struct Cut<'a>(&'a [(usize, Hex)]);

impl fmt::Display for Cut<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (k, (i, at)) in self.0.iter().enumerate() {
            if k > 0 {
                f.write_str(", ")?;
            }
            write!(f, "tile {i} at {}", C(*at))?;
        }
        Ok(())
    }
}
