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
}
