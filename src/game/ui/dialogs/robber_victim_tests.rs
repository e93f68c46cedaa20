//! Cloth for Catan: the robber's dialog offers a cloth taken instead of a card, in words.

use super::cloth_label;
use crate::core::{Action, FaceId, Seat};
use crate::game::i18n::Lang;
use crate::game::session::Session;
use crate::game::settings::new_game_from_flags;

#[test]
fn a_cloth_robbery_is_a_button_naming_the_seat_and_its_cloth() {
    let players: Vec<String> = ["human", "medium", "medium", "medium"]
        .iter()
        .map(|s| s.to_string())
        .collect();
    let board = Some("boards/seafarers/cloth-for-catan.ron");
    let game = new_game_from_flags(&players, board, None, 5).unwrap();
    let mut s = Session::start(game, None).unwrap().0;
    let sea = s.game.state.sea.as_mut().unwrap();
    sea.cloth.as_mut().unwrap().players[1] = 3;
    let state = &s.game.state;
    let (face, victim) = (FaceId(0), Seat(1));
    let rob = Action::RobCloth { face, victim };
    assert_eq!(
        cloth_label(state, Lang::English, &rob).as_deref(),
        Some("Blue: take a cloth (3 cloth)")
    );
    let cs = cloth_label(state, Lang::Czech, &rob).unwrap();
    assert!(cs.contains("sukno") && cs.contains('3'), "{cs}");
    let card = Action::MoveRobber {
        face,
        victim: Some(victim),
    };
    assert_eq!(cloth_label(state, Lang::English, &card), None);
}
