//! What a tile is and what a harbour trades: the terrains (and the material each yields) and the
//! harbour kinds.

use super::resources::Resource;
use serde::{Deserialize, Serialize};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Terrain {
    Forest,
    Hills,
    Fields,
    Pasture,
    Mountains,
    Desert,
    /// Open sea inside the board (Seafarers): no number, no building; islands are the land
    /// tiles it separates. A board without sea tiles has the sea around it implied.
    Sea,
    /// A gold field (Seafarers): land with a number; a roll of it pays any material of the
    /// owner's choice (one per settlement, two per city).
    Gold,
}

impl Terrain {
    /// The land terrains (the base game's tiles).
    pub const ALL: [Terrain; 6] = [
        Terrain::Forest,
        Terrain::Hills,
        Terrain::Fields,
        Terrain::Pasture,
        Terrain::Mountains,
        Terrain::Desert,
    ];
    /// Every terrain a board file may name: the land ones, the sea and gold.
    pub const EVERY: [Terrain; 8] = [
        Terrain::Forest,
        Terrain::Hills,
        Terrain::Fields,
        Terrain::Pasture,
        Terrain::Mountains,
        Terrain::Desert,
        Terrain::Sea,
        Terrain::Gold,
    ];
    /// The material this terrain produces.
    pub fn resource(self) -> Option<Resource> {
        match self {
            Terrain::Forest => Some(Resource::Wood),
            Terrain::Hills => Some(Resource::Brick),
            Terrain::Fields => Some(Resource::Grain),
            Terrain::Pasture => Some(Resource::Sheep),
            Terrain::Mountains => Some(Resource::Stone),
            Terrain::Desert | Terrain::Sea | Terrain::Gold => None,
        }
    }
    /// Whether a tile of this terrain is land (settlements, roads and the robber go there).
    pub fn is_land(self) -> bool {
        self != Terrain::Sea
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
