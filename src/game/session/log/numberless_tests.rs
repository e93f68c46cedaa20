//! A tile without a number (Cloth for Catan's village islands) is named by its terrain, never
//! as "0 Gold field", in the window's log and in the review's words.

use super::place;
use crate::core::wide::Board;
use crate::core::{FaceId, Terrain};
use crate::game::i18n::Lang;

fn cloth() -> Board {
    Board::from_ron_sized(
        "boards/seafarers/cloth-for-catan.ron",
        include_str!("../../../../boards/seafarers/cloth-for-catan.ron"),
    )
    .unwrap()
}

fn numberless(board: &Board) -> Vec<FaceId> {
    (0..board.terrain.len())
        .map(FaceId::at)
        .filter(|f| board.terrain[f.index()] != Terrain::Sea && board.number[f.index()] == 0)
        .collect()
}

#[test]
fn a_village_island_is_named_by_its_terrain_without_a_zero() {
    let board = cloth();
    let tiles = numberless(&board);
    assert!(tiles.len() >= 4, "the board's village islands: {tiles:?}");
    for lang in [Lang::English, Lang::Czech] {
        for &f in &tiles {
            let said = place(lang, &board, &[f]);
            assert!(!said.starts_with('0') && !said.contains(" 0"), "{said}");
            let review = crate::lab::review::words::place(&board, &[f]);
            assert!(!review.starts_with('0'), "{review}");
        }
    }
    let gold = tiles
        .iter()
        .copied()
        .find(|f| board.terrain[f.index()] == Terrain::Gold)
        .unwrap();
    let said = place(Lang::English, &board, &[gold]);
    assert!(said.starts_with("gold field ("), "{said}");
}
