//! Six players' rows keep the pieces left (play-test 9: the line was dropped for five or six),
//! and still fit their height and the panel at 1280x800, in both languages.

use super::tests::rows;
use crate::core::Seat;
use crate::game::i18n::Lang;
use crate::game::session::Session;
use crate::game::settings::new_game_from_flags;
use crate::game::theme::{LEFT_PANEL, PLAYER_ROW_ROOMY};
use bevy_egui::egui;

fn six_on_cloth() -> Session {
    let board = format!(
        "{}/boards/seafarers/cloth-for-catan-6.ron",
        env!("CARGO_MANIFEST_DIR")
    );
    let players: Vec<String> = ["human"; 6].map(String::from).to_vec();
    let game = new_game_from_flags(&players, Some(&board), None, 5).unwrap();
    let (mut s, _) = Session::start(game, None).unwrap();
    s.game.state.largest_army_holder = Some(Seat(0));
    s
}

#[test]
fn six_rows_show_the_pieces_left_and_fit_at_1280x800() {
    let session = six_on_cloth();
    // 1280x800 (at 1024x700 the counts go on hover, as before: the fullest row of six, an
    // award, cloth and a long gain, is taller than a compact row there — not yet fixed)
    for (size, row) in [(egui::vec2(1280.0, 800.0), PLAYER_ROW_ROOMY)] {
        for lang in [Lang::English, Lang::Czech] {
            let rows = rows(&session, lang, size);
            assert_eq!(rows.len(), 6);
            // seat 0 holds an award, cloth and a long gain: the fullest row
            for (i, r) in rows.iter().enumerate() {
                assert!(
                    r.height() <= row - 8.0 + 0.5,
                    "{lang:?} row {i}: {r:?} > {row}"
                );
                assert!(r.right() <= LEFT_PANEL, "{lang:?} row {i}: {r:?}");
            }
            let bottom = rows.last().unwrap().bottom();
            assert!(
                bottom <= size.y,
                "{lang:?} at {size:?}: rows end at {bottom}"
            );
        }
    }
    let texts = super::tests::texts(&session);
    let left = texts.iter().filter(|t| t.contains("settlement 5")).count();
    assert_eq!(left, 6, "every row says its pieces left: {texts:?}");
}
