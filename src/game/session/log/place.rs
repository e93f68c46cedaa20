//! Places on the board in words, for the log: the numbered tiles around a corner, a side or a
//! tile, with a position word ("north-west") when a lone tile's name is shared by another tile.

use crate::core::topology::hex_to_plane;
use crate::core::wide::Board;
use crate::core::{Action, FaceId, Terrain};
use crate::game::i18n::{self, Lang, tr, tr_args};

/// Where a build or the robber's move went, in words ([`place`]); `None` for other actions. A
/// corner or side on the coast is named by its land tiles and "the coast" (the sea beside it,
/// whether sea tiles or the sea around a board without them), or the harbour there ("the 3:1
/// harbour").
pub fn place_of(lang: Lang, board: &Board, action: &Action) -> Option<String> {
    use crate::lab::review::words::{Coast, faces_of, on_the_coast};
    let named = place(lang, board, faces_of(board, action)?);
    let at = [("place", (&named).into())];
    Some(match on_the_coast(board, action) {
        Some(Coast::Sea) => tr_args(lang, "place-coast", &at),
        Some(Coast::Harbour(k)) => match k.resource() {
            Some(r) => {
                let what = i18n::resource(lang, r);
                let args = [("place", (&named).into()), ("resource", (&what).into())];
                tr_args(lang, "place-harbour", &args)
            }
            None => tr_args(lang, "place-harbour-generic", &at),
        },
        None => named,
    })
}

/// Where on the board, for the log: the numbered tiles around a corner, an edge or a tile
/// ("6 brick · 4 sheep"; the desert by name; sea not named). A lone tile whose name another
/// tile shares says where it lies ("6 sheep (north-west)").
pub fn place(lang: Lang, board: &Board, faces: &[FaceId]) -> String {
    let land: Vec<FaceId> = faces
        .iter()
        .copied()
        .filter(|f| board.terrain[f.index()] != Terrain::Sea)
        .collect();
    if land.is_empty() {
        return tr(lang, "at-sea");
    }
    let names: Vec<String> = land.iter().map(|&f| tile_name(lang, board, f)).collect();
    if let [f] = land[..] {
        let shared = (0..board.terrain.len())
            .map(FaceId::at)
            .filter(|&g| g != f && board.terrain[g.index()] != Terrain::Sea)
            .any(|g| tile_name(lang, board, g) == names[0]);
        if shared {
            let word = tr(lang, position_key(board, f));
            let args = [("tile", (&names[0]).into()), ("where", (&word).into())];
            return tr_args(lang, "place-tile-where", &args);
        }
    }
    names.join(" · ")
}

/// One land tile's name: its number and material, a gold field, the desert; a tile without a
/// number (Cloth for Catan's village islands) by its terrain alone, never as "0 …".
fn tile_name(lang: Lang, board: &Board, f: FaceId) -> String {
    let n = board.number[f.index()];
    let terrain = board.terrain[f.index()];
    if n == 0 && terrain != Terrain::Desert {
        return i18n::terrain_word(lang, terrain);
    }
    match board.resource[f.index()] {
        Some(r) => format!("{n} {}", i18n::resource(lang, r)),
        None if terrain == Terrain::Gold => format!("{n} {}", tr(lang, "editor-gold")),
        None => tr(lang, "desert"),
    }
}

/// Where tile `f` lies on the board, as a compass word's message id: measured from the middle
/// of the land tiles (north up); `place-centre` near it.
pub(crate) fn position_key(board: &Board, f: FaceId) -> &'static str {
    let topo = &board.topo;
    let at = |g: FaceId| {
        let (q, r) = topo.face_coords[g.index()];
        hex_to_plane(q as f64, r as f64)
    };
    let land: Vec<(f64, f64)> = (0..topo.face_coords.len())
        .map(FaceId::at)
        .filter(|g| board.terrain[g.index()] != Terrain::Sea)
        .map(at)
        .collect();
    let n = land.len().max(1) as f64;
    let (cx, cy) = land.iter().fold((0.0, 0.0), |(x, y), p| (x + p.0, y + p.1));
    let (x, y) = at(f);
    let (dx, dy) = (x - cx / n, -(y - cy / n)); // y up
    if dx.hypot(dy) < 1.2 {
        return "place-centre";
    }
    // eight sectors of 45°, east first, counter-clockwise
    let sector = ((dy.atan2(dx).to_degrees() + 360.0 + 22.5) / 45.0) as usize % 8;
    [
        "place-east",
        "place-north-east",
        "place-north",
        "place-north-west",
        "place-west",
        "place-south-west",
        "place-south",
        "place-south-east",
    ][sector]
}
