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
