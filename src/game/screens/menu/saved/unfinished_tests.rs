//! An unfinished game kept when a new one starts is listed under "Review a saved game" as
//! unfinished, and the menu's question says that is where it goes (play-test 8: "kept in the
//! games folder" while the list said "No saved games yet").

use super::SavedGame;
use crate::game::i18n::{Lang, tr};
use crate::game::session::Session;
use crate::game::settings::new_game_from_flags;

#[test]
fn a_game_kept_unfinished_is_listed_as_unfinished_where_the_question_says() {
    let players: Vec<String> = ["human", "ai", "ai"].map(String::from).to_vec();
    let game = new_game_from_flags(&players, None, None, 12).unwrap();
    let (mut session, _) = Session::start(game, None).unwrap();
    let first = session.game.state.legal_actions()[0];
    let seat = session.game.state.actor();
    session.game.play(seat, first).unwrap();
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("unfinished-1764225600.ron");
    std::fs::write(&path, session.game.record.to_ron()).unwrap();
    let g = SavedGame::read(&path).expect("listed");
    assert_eq!(g.won, None);
    for (lang, word) in [(Lang::English, "unfinished"), (Lang::Czech, "nedohraná")] {
        let line = g.line(lang);
        assert!(line.ends_with(word), "{line}");
        assert!(!line.contains("unfinished-"), "{line}");
        // the question names the list it goes to
        let kept = tr(lang, "unfinished-game-kept");
        assert!(kept.contains(&tr(lang, "saved-games")), "{kept}");
        assert!(
            !kept.contains("folder") && !kept.contains("složce"),
            "{kept}"
        );
    }
}
