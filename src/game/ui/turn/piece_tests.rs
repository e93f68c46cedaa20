//! The step the top bar and the banner say while a piece waits for its confirmation or the
//! road-or-ship question is open: the piece the prompt names ("Place your ship here?" is not
//! "Place a road").

use super::{Picking, step_words};
use crate::core::wide::Board;
use crate::core::{Action, EdgeId, Phase, Rules, Seat};
use crate::game::ai_turns::AiClock;
use crate::game::atlas::checks::painted;
use crate::game::i18n::{Lang, tr};
use crate::game::screens::Screen;
use crate::game::session::Session;
use crate::game::settings::{NewGame, SeatSpec};
use crate::game::table::anim::{DiceRoll, TurnBanner};
use crate::game::table::picking::{PieceChoice, RobberChoice};
use crate::game::ui::banner::turn_banner;
use crate::game::ui::dialogs::Dialogs;
use crate::game::ui::panels::top_bar::{BarView, SoundChoice, top_bar};
use bevy::prelude::NextState;
use std::sync::Arc;

/// Red (a person) placing the opening's road or ship on Four Islands, beside a coast.
fn opening_road_on_the_sea() -> Session {
    let start = || {
        let board = Board::from_ron_sized(
            "boards/seafarers/four-islands.ron",
            include_str!("../../../../boards/seafarers/four-islands.ron"),
        )
        .unwrap();
        let computer = || SeatSpec::parse("medium").unwrap();
        let game = NewGame {
            seats: vec![SeatSpec::Human, computer(), computer()],
            board: Arc::new(board),
            rules: Arc::new(Rules::standard()),
            seed: 3,
        };
        Session::start(game, None).unwrap().0
    };
    let firsts = start().legal();
    // the first settlement placed on a coast: its road or ship is asked
    for first in firsts {
        let mut s = start();
        s.game.play(Seat(0), first).unwrap();
        let legal = s.legal();
        if matches!(s.game.state.phase, Phase::SetupRoad { .. })
            && legal.iter().any(|a| matches!(a, Action::BuildShip(_)))
            && legal.iter().any(|a| matches!(a, Action::BuildRoad(_)))
        {
            return s;
        }
    }
    panic!("no coast on Four Islands")
}

/// The texts of the top bar and of the banner with `picking` open (`step_tests` too).
pub(super) fn said(
    s: &Session,
    picking: Option<Picking>,
    lang: Lang,
) -> (Vec<String>, Vec<String>) {
    let state = &s.game.state;
    let bar = painted(|root| {
        let mut sound = SoundChoice {
            mute: true,
            volume: 0.0,
        };
        let mut next = NextState::<Screen>::default();
        let (dice, clock) = (DiceRoll::default(), AiClock::default());
        let view = BarView {
            session: s,
            lang,
            chances: None,
            dice: &dice,
            clock: &clock,
            picking,
        };
        top_bar(root, &view, &mut sound, &mut Dialogs::default(), &mut next);
    });
    let step = step_words(state, true, picking, lang);
    let banner = TurnBanner {
        seat: Some(0),
        left: 1.0,
    };
    let shown = painted(|root| turn_banner(root.ctx(), &banner, state, (lang, &step), None));
    let texts = |d: Vec<crate::game::atlas::checks::Drawn>| d.into_iter().map(|d| d.text).collect();
    (texts(bar), texts(shown))
}

fn says(s: &Session, picking: Option<Picking>, lang: Lang, id: &str, not: &str) {
    let (bar, banner) = said(s, picking, lang);
    let (want, wrong) = (tr(lang, id), tr(lang, not));
    for (what, texts) in [("top bar", &bar), ("banner", &banner)] {
        assert!(
            texts.contains(&want),
            "{lang:?}: {what} {texts:?} lacks {want}"
        );
        assert!(
            !texts.contains(&wrong),
            "{lang:?}: {what} {texts:?} says {wrong}"
        );
    }
}

#[test]
fn a_ship_waiting_for_its_confirmation_is_the_step_said() {
    let s = opening_road_on_the_sea();
    let state = &s.game.state;
    let ship = s
        .legal()
        .into_iter()
        .find(|a| matches!(a, Action::BuildShip(_)))
        .expect("a coastal first settlement offers a ship");
    let road = s
        .legal()
        .into_iter()
        .find(|a| matches!(a, Action::BuildRoad(_)))
        .unwrap();
    let none = (RobberChoice(None), PieceChoice(None));
    for lang in [Lang::English, Lang::Czech] {
        // nothing clicked yet: a road or a ship
        let p = Picking::now(state, &none.0, &none.1, None);
        assert_eq!(p, None);
        says(&s, p, lang, "place-a-road-or-ship", "place-a-ship");
        // a ship clicked, waiting for its confirmation
        let p = Picking::now(state, &none.0, &none.1, Some(ship));
        says(&s, p, lang, "place-a-ship", "place-a-road");
        let p = Picking::now(state, &none.0, &none.1, Some(road));
        says(&s, p, lang, "place-a-road", "place-a-ship");
        // the side takes both: which, is asked
        let both = PieceChoice(Some((EdgeId::at(0), vec![ship, road])));
        let p = Picking::now(state, &none.0, &both, None);
        says(&s, p, lang, "road-or-ship", "place-a-road");
    }
}
