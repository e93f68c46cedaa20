//! A sea tile painted between islands on a board without a sea around its land is not drawn as a
//! pale hex (play-test 9); a scenario whose sea frames its land keeps its sea tiles drawn.

use crate::core::wide::Board;
use crate::core::{FaceId, Terrain};
use crate::game::table::pieces::sea_framed;

#[test]
fn a_scenarios_sea_frames_its_land() {
    let cloth = Board::from_ron_sized(
        "boards/seafarers/cloth-for-catan.ron",
        include_str!("../../../boards/seafarers/cloth-for-catan.ron"),
    )
    .unwrap();
    assert!(sea_framed(&cloth));
}

#[test]
fn sea_painted_between_islands_does_not_frame_them() {
    let mut board = Board::standard_sized();
    // the middle tile painted sea: land still reaches the board's edge
    let middle = (0..board.terrain.len())
        .map(FaceId::at)
        .find(|f| board.topo.face_coords[f.index()] == (0, 0) || f.index() == 9)
        .unwrap();
    board.terrain[middle.index()] = Terrain::Sea;
    assert!(!sea_framed(&board));
}
