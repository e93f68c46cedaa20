//! Cloth for Catan's third opening settlement is said when it is asked: the one that pays.

use super::step_words;
use crate::core::{Phase, Seat};
use crate::game::i18n::Lang;
use crate::game::session::Session;
use crate::game::settings::new_game_from_flags;

fn cloth_at(step: u8) -> Session {
    let players: Vec<String> = ["human", "medium", "medium", "medium"]
        .map(String::from)
        .to_vec();
    let board = format!(
        "{}/boards/seafarers/cloth-for-catan.ron",
        env!("CARGO_MANIFEST_DIR")
    );
    let game = new_game_from_flags(&players, Some(&board), None, 3).unwrap();
    let (mut s, _) = Session::start(game, None).unwrap();
    s.game.state.phase = Phase::SetupSettlement { step };
    s.game.state.current = Seat(0);
    s
}

#[test]
fn the_third_opening_settlement_says_it_pays() {
    // four players: steps 0..4 the first round, 8..12 the third
    let first = cloth_at(0);
    let third = cloth_at(8);
    assert_eq!(third.game.state.setup_seat(8), Seat(0));
    for lang in [Lang::English, Lang::Czech] {
        let a = step_words(&first.game.state, true, None, lang);
        let c = step_words(&third.game.state, true, None, lang);
        assert_ne!(a, c, "the third settlement is not asked as the first");
        assert!(c.contains("Catan"), "{c}");
    }
    let c = step_words(&third.game.state, true, None, Lang::English);
    assert!(c.contains("third") && c.contains("pays"), "{c}");
}
