//! The villages' marks follow the state: one a village of Cloth for Catan, none elsewhere.

use super::village_marks;
use crate::game::session::Session;
use crate::game::settings::new_game_from_flags;

fn session(board: Option<&str>) -> Session {
    let players: Vec<String> = ["medium"; 4].iter().map(|s| s.to_string()).collect();
    let game = new_game_from_flags(&players, board, None, 3).unwrap();
    Session::start(game, None).unwrap().0
}

#[test]
fn every_village_of_cloth_for_catan_is_marked_with_its_cloth() {
    let s = session(Some("boards/seafarers/cloth-for-catan.ron"));
    let state = &s.game.state;
    let map = state.board.sea.as_ref().unwrap().cloth.as_ref().unwrap();
    let marks = village_marks(state);
    assert_eq!(marks.len(), map.villages.len());
    assert!(
        marks.len() >= 8,
        "the four-player layout has eight villages"
    );
    for (m, v) in marks.iter().zip(&map.villages) {
        assert_eq!(
            m.cloth, v.cloth,
            "a new game's village holds its starting cloth"
        );
        assert_eq!(m.traders, 0, "nobody trades before the game");
    }
}

#[test]
fn a_board_without_villages_has_no_marks() {
    for board in [None, Some("boards/seafarers/four-islands.ron")] {
        assert!(village_marks(&session(board).game.state).is_empty());
    }
}
