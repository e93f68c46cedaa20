//! Random boards: the standard island shuffled (optionally with no 6 and 8 side by side), and
//! a random board for any seat count.

use super::*;

/// A random board for `players` seats: the standard island for up to four, the 5–6 extension's
/// for five or six.
pub fn random_board_for(players: usize, seed: u64, no_red_neighbours: bool) -> Board {
    random_board_for_sized(players, seed, no_red_neighbours)
}

/// [`random_board_for`] at width `W`.
pub fn random_board_for_sized<const W: usize>(
    players: usize,
    seed: u64,
    no_red_neighbours: bool,
) -> Board<W> {
    if players > 4 {
        Board::from_file_sized(random_five_six_file(seed, no_red_neighbours))
            .expect("generated board is valid")
    } else {
        Board::random_standard_sized(seed, no_red_neighbours)
    }
}

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

/// The board file of a random standard board (see [`Board::random_standard`]).
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
        seafarers: None,
    }
}

/// The shuffles of a random standard board, in standard tile order: terrains, the number
/// tokens in the order they are laid on the non-desert tiles, harbour kinds in the order of
/// [`STANDARD_HARBOUR_PLACES`]. `reds_touch` says whether tiles marked red (a 6 or an 8) are
/// neighbours; with `no_red_neighbours` such deals are shuffled again.
pub(super) fn deal_standard(
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

/// An island of `count` tiles in rows of 18 (a rhombus, the last row short; the tests' wide
/// board) of every terrain, numbers 2..=12 without 7, a desert with the robber in a corner.
pub fn wide_island(count: i32) -> BoardFile {
    const ROW: i32 = 18;
    const TERRAINS: [Terrain; 5] = [
        Terrain::Forest,
        Terrain::Pasture,
        Terrain::Fields,
        Terrain::Hills,
        Terrain::Mountains,
    ];
    const NUMBERS: [u8; 10] = [2, 3, 4, 5, 6, 8, 9, 10, 11, 12];
    let mut tiles = vec![TileSpec {
        at: (0, 0),
        terrain: Terrain::Desert,
        number: None,
    }];
    for k in 1..count {
        let (q, r) = (k % ROW, k / ROW);
        tiles.push(TileSpec {
            at: (q, r),
            terrain: TERRAINS[(k as usize * 7) % 5],
            number: Some(NUMBERS[(k as usize * 3) % 10]),
        });
    }
    BoardFile {
        name: "a wide island".into(),
        components: Components::Free,
        tiles,
        harbours: Vec::new(),
        robber: Some((0, 0)),
        seafarers: None,
    }
}
