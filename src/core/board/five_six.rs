//! The 5–6 extension's island: its coordinates, harbour places, and its random and fixed deals.

use super::*;
use crate::core::topology::hex_to_plane;

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

/// The centre of `coords` on the page.
fn page_centre(coords: &[(i32, i32)]) -> (f64, f64) {
    let n = coords.len().max(1) as f64;
    let (sx, sy) = coords.iter().fold((0.0, 0.0), |(x, y), &(q, r)| {
        let (a, b) = hex_to_plane(q as f64, r as f64);
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
            if !on.contains(&side.of((q, r))) {
                let mid = hex_to_plane(q as f64 + dq as f64 / 2.0, r as f64 + dr as f64 / 2.0);
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
                Side::ALL.iter().any(|s| !here.contains(&s.of((q, r))))
            })
            .collect();
        if ring.is_empty() {
            ring = left.clone();
        }
        let turn = |i: usize| {
            let (q, r) = coords[i];
            let a = angle_from(centre, hex_to_plane(q as f64, r as f64)) - start;
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
        seafarers: None,
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
