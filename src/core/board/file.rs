//! The board file: what a RON board file holds before it is validated.

use super::*;

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
    /// A Seafarers board: ships, the pirate, islands that pay points, the points to win.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub seafarers: Option<Box<SeafarersSpec>>,
}

/// What a Seafarers scenario adds to a board file.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SeafarersSpec {
    /// The scenario's name ("New Shores", …): the rules a later scenario module adds are
    /// chosen by it; the four open-sea scenarios need none.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub scenario: String,
    /// The most players the scenario is laid out for (the board's room when absent).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub max_players: Option<u8>,
    /// Points to win on this board (the rules' when absent).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub points_to_win: Option<u8>,
    /// The sea tile where the pirate starts; off the board when absent.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub pirate: Option<(i32, i32)>,
    /// Islands with a role: where the opening may be placed, what a first settlement earns.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub islands: Vec<IslandSpec>,
    /// Tiles that start face down (Fog Islands).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub fog: Option<FogSpec>,
    /// The scenario's switches of the general rules (three opening settlements, no longest
    /// route).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rules: Option<ScenarioRules>,
    /// Cloth for Catan: the villages, their cloth and the general supply.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cloth: Option<ClothSpec>,
    /// The Forgotten Tribe: gifts on the sea sides of islands nobody settles, each taken by the
    /// first ship built or moved onto its side.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub gifts: Vec<GiftSpec>,
}

/// A scenario's switches of the general rules.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ScenarioRules {
    /// Settlements each player places in the opening (2 or 3; the last one pays).
    #[serde(default = "two")]
    pub opening_settlements: u8,
    /// `false`: no longest trade route award on this board.
    #[serde(default = "yes")]
    pub longest_route: bool,
}

impl Default for ScenarioRules {
    fn default() -> Self {
        ScenarioRules {
            opening_settlements: 2,
            longest_route: true,
        }
    }
}

fn two() -> u8 {
    2
}

fn yes() -> bool {
    true
}

fn is_yes(b: &bool) -> bool {
    *b
}

/// A hex's corner, clockwise from the top.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Corner {
    N,
    NE,
    SE,
    S,
    SW,
    NW,
}

impl Corner {
    /// The corner's index in [`crate::core::topology::CORNER_OFFSETS`].
    pub fn index(self) -> usize {
        self as usize
    }
}

/// Cloth for Catan: villages on islands nobody settles, each with a number and cloth; a ship
/// route to one trades with it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ClothSpec {
    /// Cloth in the general supply (it tops up a village holding fewer than its traders).
    pub supply: u8,
    /// Cloth per victory point.
    #[serde(default = "two")]
    pub per_point: u8,
    /// The game ends (at the end of a turn) when fewer villages than this hold cloth.
    #[serde(default = "four")]
    pub end_below: u8,
    pub villages: Vec<VillageSpec>,
}

fn four() -> u8 {
    4
}

/// A village: a corner of a tile, its number and its cloth.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct VillageSpec {
    pub at: (i32, i32),
    pub corner: Corner,
    pub number: u8,
    pub cloth: u8,
}

/// A gift of the Forgotten Tribe: a side of a tile (of an island nobody settles) with sea on
/// it, and what the first ship there takes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct GiftSpec {
    pub at: (i32, i32),
    pub side: Side,
    pub gift: Gift,
}

/// What a gift side gives.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Gift {
    /// One special victory point (public).
    VictoryPoint,
    /// The next of the development cards laid face down at the start, taken as if bought.
    DevelopmentCard,
    /// A harbour the taker places beside one of their coastal buildings (or keeps for later).
    Harbour(HarbourKind),
}

/// Fog: `tiles` (written as `Sea` in the board's tiles) start face down; each is turned over
/// when a road or ship first reaches one of its corners, drawing a card of `stack` at random.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct FogSpec {
    pub tiles: Vec<(i32, i32)>,
    pub stack: Vec<FogCard>,
}

/// A face-down tile: its terrain and number (none for the sea and the desert).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct FogCard {
    pub terrain: Terrain,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub number: Option<u8>,
}

/// One island of a Seafarers board. One tile names the land connected to it (not crossing
/// another island's listed tiles); several tiles are the island exactly — a desert strip listed
/// tile by tile splits the land it crosses into islands of their own.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct IslandSpec {
    pub tiles: Vec<(i32, i32)>,
    /// The opening may be placed here (when some island is marked, only on marked ones).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub home: bool,
    /// Points for each player's first settlement here (not in the opening).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub points: u8,
    /// `false`: nobody settles here (Cloth for Catan's village islands); its tiles may go
    /// without numbers.
    #[serde(default = "yes", skip_serializing_if = "is_yes")]
    pub settle: bool,
    /// `false`: the robber may not go here.
    #[serde(default = "yes", skip_serializing_if = "is_yes")]
    pub robber: bool,
}

impl Default for IslandSpec {
    fn default() -> Self {
        IslandSpec {
            tiles: Vec::new(),
            home: false,
            points: 0,
            settle: true,
            robber: true,
        }
    }
}

fn is_zero(n: &u8) -> bool {
    *n == 0
}
