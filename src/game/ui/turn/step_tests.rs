//! The step the person is at, as the top bar and the banner say it: while whom to rob is being
//! chosen (the robber's tile or the pirate's picked), they say so — not "click a tile".

use super::Picking;
use crate::core::phase::Resume;
use crate::core::wide::Board;
use crate::core::{FaceId, Phase, Rules, Seat};
use crate::game::i18n::{Lang, tr};
use crate::game::session::Session;
use crate::game::settings::{NewGame, SeatSpec};
use crate::game::table::picking::RobberChoice;
use std::sync::Arc;

/// Red (a person) moving the robber, on the standard board or Four Islands.
fn moving_the_robber(sea: bool) -> Session {
    let board = if sea {
        Board::from_ron_sized(
            "boards/seafarers/four-islands.ron",
            include_str!("../../../../boards/seafarers/four-islands.ron"),
        )
        .unwrap()
    } else {
        Board::standard_sized()
    };
    let computer = || SeatSpec::parse("medium").unwrap();
    let game = NewGame {
        seats: vec![SeatSpec::Human, computer(), computer()],
        board: Arc::new(board),
        rules: Arc::new(Rules::standard()),
        seed: 3,
    };
    let (mut s, _) = Session::start(game, None).unwrap();
    s.game.state.current = Seat(0);
    s.game.state.phase = Phase::MoveRobber {
        resume: Resume::Main,
    };
    s
}

/// What the top bar and the banner say, with `choice` open on the screen.
fn said(s: &Session, choice: &RobberChoice, lang: Lang) -> (Vec<String>, Vec<String>) {
    super::piece_tests::said(s, Picking::of(&s.game.state, choice), lang)
}

fn says(s: &Session, choice: &RobberChoice, lang: Lang, id: &str) {
    let (bar, banner) = said(s, choice, lang);
    let want = tr(lang, id);
    assert!(
        bar.contains(&want),
        "{lang:?}: top bar {bar:?} lacks {want}"
    );
    assert!(
        banner.contains(&want),
        "{lang:?}: banner {banner:?} lacks {want}"
    );
    for other in [
        "move-the-robber-click-a-tile",
        "move-robber-or-pirate-click-a-tile",
    ] {
        if other != id {
            assert!(!bar.contains(&tr(lang, other)), "{lang:?}: {bar:?}");
        }
    }
}

#[test]
fn choosing_whom_to_rob_is_the_step_said() {
    for lang in [Lang::English, Lang::Czech] {
        let base = moving_the_robber(false);
        let land = base.game.state.robber.0;
        says(
            &base,
            &RobberChoice(None),
            lang,
            "move-the-robber-click-a-tile",
        );
        let choice = RobberChoice(Some((land, vec![])));
        says(&base, &choice, lang, "step-robber-victim");
        // Seafarers: a land tile is the robber's, a sea tile the pirate's
        let sea = moving_the_robber(true);
        let state = &sea.game.state;
        let water = state.board.sea.as_ref().unwrap().sea_faces.iter().next();
        let water = FaceId::at(water.unwrap()).0;
        let land = (0..=u16::MAX)
            .find(|f| *f != water && !state.is_sea_face(FaceId(*f)))
            .unwrap();
        says(
            &sea,
            &RobberChoice(None),
            lang,
            "move-robber-or-pirate-click-a-tile",
        );
        says(
            &sea,
            &RobberChoice(Some((land, vec![]))),
            lang,
            "step-robber-victim",
        );
        says(
            &sea,
            &RobberChoice(Some((water, vec![]))),
            lang,
            "step-pirate-victim",
        );
    }
}
