//! The component sets a board may claim (the base game's, the 5–6 extension's), the counts
//! they fix, and how many players an island hosts.

use super::*;

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

/// The counts a component set fixes (see [`Components`]).
pub(super) struct ComponentSet {
    pub(super) name: &'static str,
    pub(super) tiles: usize,
    pub(super) terrains: &'static [(Terrain, usize)],
    pub(super) numbers: &'static [u8],
    pub(super) harbours: &'static [HarbourKind],
}

impl ComponentSet {
    pub(super) fn of(c: Components) -> Option<ComponentSet> {
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

    pub(super) fn errors(&self, file: &BoardFile) -> Vec<BoardProblem> {
        let set = self.name;
        let mut errs = Vec::new();
        // the set's land tiles (sea tiles are not counted)
        let land = file.tiles.iter().filter(|t| t.terrain.is_land()).count();
        if land != self.tiles {
            errs.push(BoardProblem::StandardTileCount {
                set,
                got: land,
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

/// How many players the opening hosts on `land_faces` land tiles with `land_vertices` corners
/// (see [`super::Board::opening_capacity`]).
pub(super) fn opening_capacity(
    land_faces: usize,
    land_vertices: usize,
    components: Components,
) -> u8 {
    if land_faces < 2 {
        return 0;
    }
    let sure = (land_vertices.div_ceil(4) / 2).min(MAX_PLAYERS) as u8;
    // more than four seats only on an island the size of the 5–6 extension's
    let most = match components {
        Components::Standard => 4,
        _ if land_vertices < FIVE_SIX_MIN_CORNERS => 4,
        _ => MAX_PLAYERS as u8,
    };
    sure.min(most)
}

/// How many players the opening of a Seafarers layout laid out for `claimed` seats hosts: the
/// file's word, within what the distance rule leaves room for on its home land (the 5–6 layouts
/// of the scenarios put six on home land of 63–80 corners, below [`FIVE_SIX_MIN_CORNERS`]).
pub(super) fn claimed_capacity(land_faces: usize, land_vertices: usize, claimed: u8) -> u8 {
    if land_faces < 2 {
        return 0;
    }
    let sure = (land_vertices.div_ceil(4) / 2).min(MAX_PLAYERS) as u8;
    sure.min(claimed)
}

/// Corners an island needs before it hosts five or six players: the 5–6 extension's island has
/// 80; a home-made island within a few tiles of it qualifies.
pub const FIVE_SIX_MIN_CORNERS: usize = 70;

/// Tiles of the standard board.
pub(crate) const STANDARD_TILES: usize = 19;
