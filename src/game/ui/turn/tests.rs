//! The top bar and the turn banner say the same: whose turn it is and who acts now, in the same
//! words for a person and a computer.

use super::turn_words;
use crate::core::wide::Board;
use crate::core::{Phase, ResourceSet, Rules, Seat};
use crate::game::ai_turns::AiClock;
use crate::game::atlas::checks::painted;
use crate::game::i18n::{Lang, seat_name};
use crate::game::screens::Screen;
use crate::game::session::Session;
use crate::game::settings::{NewGame, SeatSpec};
use crate::game::table::anim::{DiceRoll, TurnBanner};
use crate::game::ui::banner::turn_banner;
use crate::game::ui::dialogs::Dialogs;
use crate::game::ui::panels::top_bar::{BarView, SoundChoice, top_bar};
use bevy::prelude::NextState;
use bevy_egui::egui;
use std::sync::Arc;

/// Red and Orange people, Blue and White computers; Red's turn.
fn session() -> Session {
    let computer = || SeatSpec::parse("medium").unwrap();
    let game = NewGame {
        seats: vec![SeatSpec::Human, computer(), SeatSpec::Human, computer()],
        board: Arc::new(Board::standard_sized()),
        rules: Arc::new(Rules::standard()),
        seed: 3,
    };
    let (mut s, _) = Session::start(game, None).unwrap();
    s.game.state.current = Seat(0);
    s
}

/// The texts egui paints for `draw`, in a 1280×800 window.
fn texts(draw: impl Fn(&mut egui::Ui)) -> Vec<String> {
    painted(draw).into_iter().map(|d| d.text).collect()
}

fn bar_texts(s: &Session, lang: Lang) -> Vec<String> {
    texts(|root| {
        let mut sound = SoundChoice {
            mute: true,
            volume: 0.0,
        };
        let mut next = NextState::<Screen>::default();
        let (dice, clock) = (DiceRoll::default(), AiClock::default());
        let mut dialogs = Dialogs::default();
        let view = BarView {
            session: s,
            lang,
            chances: None,
            dice: &dice,
            clock: &clock,
            picking: None,
        };
        top_bar(root, &view, &mut sound, &mut dialogs, &mut next);
    })
}

fn banner_texts(s: &Session, lang: Lang) -> Vec<String> {
    let banner = TurnBanner {
        seat: Some(0),
        left: 1.0,
    };
    texts(|root| turn_banner(root.ctx(), &banner, &s.game.state, (lang, ""), None))
}

/// Someone other than the player on turn acts: a discard, an answer, a special building phase
/// (a person's and a computer's).
fn others_acting() -> Vec<(Phase, Seat)> {
    let offer = Phase::TradeAnswers {
        give: ResourceSet([1, 0, 0, 0, 0]),
        get: ResourceSet([0, 1, 0, 0, 0]),
        pending: 0b0100,
        accepted: 0,
    };
    vec![
        (Phase::Discard { pending: 0b1000 }, Seat(3)),
        (offer, Seat(2)),
        (Phase::Gold { pending: 0b0010 }, Seat(1)),
        (Phase::SpecialBuild { builder: Seat(2) }, Seat(2)),
        (Phase::SpecialBuild { builder: Seat(1) }, Seat(1)),
    ]
}

#[test]
fn the_top_bar_and_the_banner_name_the_turn_and_who_acts_alike() {
    let mut s = session();
    for lang in [Lang::English, Lang::Czech] {
        for (phase, actor) in others_acting() {
            s.game.state.phase = phase;
            assert_eq!(s.game.state.actor(), actor);
            let words = turn_words(&s.game.state, lang);
            assert_eq!(words.seat, Seat(0), "{phase:?}: Red's turn");
            let (acting, doing) = words.acting.clone().expect("another seat acts");
            assert_eq!(acting, actor);
            assert!(doing.contains(&seat_name(lang, actor)), "{doing}");
            let (bar, banner) = (bar_texts(&s, lang), banner_texts(&s, lang));
            for said in [&words.turn, &doing] {
                assert!(
                    bar.contains(said),
                    "{lang:?} {phase:?}: top bar {bar:?} lacks {said}"
                );
                assert!(
                    banner.contains(said),
                    "{lang:?} {phase:?}: banner {banner:?}"
                );
            }
            // the banner says nothing the top bar does not
            for t in &banner {
                assert!(
                    bar.contains(t),
                    "{lang:?} {phase:?}: banner's {t} not in {bar:?}"
                );
            }
        }
        // the player on turn acting: the turn alone, in both
        s.game.state.phase = Phase::Main;
        let words = turn_words(&s.game.state, lang);
        assert_eq!(words.acting, None);
        assert!(bar_texts(&s, lang).contains(&words.turn));
        assert_eq!(banner_texts(&s, lang), vec![words.turn.clone()]);
    }
}

#[test]
fn a_special_building_phase_is_worded_alike_for_a_person_and_a_computer() {
    let mut s = session();
    for lang in [Lang::English, Lang::Czech] {
        let mut said = Vec::new();
        for builder in [Seat(2), Seat(1)] {
            assert_ne!(s.is_human(Seat(2)), s.is_human(Seat(1)));
            s.game.state.phase = Phase::SpecialBuild { builder };
            let (_, doing) = turn_words(&s.game.state, lang).acting.unwrap();
            let bar = bar_texts(&s, lang);
            // the bar: the turn and the builder, nothing said only to a person
            let name = seat_name(lang, builder);
            said.push((
                doing.replace(&name, "X"),
                bar.iter()
                    .map(|t| t.replace(&name, "X"))
                    .filter(|t| !t.chars().all(|c| c.is_ascii_digit()))
                    .collect::<Vec<_>>(),
            ));
        }
        assert_eq!(said[0], said[1], "{lang:?}");
    }
}

#[test]
fn the_end_of_the_game_names_the_winner() {
    let mut s = session();
    s.game.state.phase = Phase::GameOver { winner: Seat(1) };
    let words = turn_words(&s.game.state, Lang::English);
    assert_eq!(words.turn, "Blue wins!");
    assert_eq!(words.seat, Seat(1));
    assert!(bar_texts(&s, Lang::English).contains(&words.turn));
}
