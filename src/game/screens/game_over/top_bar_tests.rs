//! The game-over screen keeps the top bar and the players' rows, and the top bar says who won.

use super::{TableSeen, table_around};
use crate::core::wide::Board;
use crate::core::{Phase, Rules, Seat};
use crate::game::atlas::checks::painted;
use crate::game::gate::Gate;
use crate::game::i18n::{Lang, seat_name};
use crate::game::screens::Screen;
use crate::game::session::Session;
use crate::game::settings::{NewGame, SeatSpec, Settings};
use crate::game::table::anim::DiceRoll;
use crate::game::table::highlights::Happenings;
use crate::game::theme::TOP_BAR;
use bevy::prelude::NextState;
use bevy_egui::egui;
use std::sync::Arc;

/// The texts painted around the game-over window, with where they are.
fn around(session: &Session, lang: Lang) -> Vec<(String, egui::Rect)> {
    let settings = Settings {
        lang,
        ..Settings::default()
    };
    painted(|root| {
        let mut next = NextState::<Screen>::default();
        let seen = TableSeen {
            gate: &Gate::default(),
            happenings: &Happenings::default(),
            dice: &DiceRoll::default(),
        };
        table_around(root, session, &settings, &seen, &mut next);
    })
    .into_iter()
    .map(|d| (d.text, d.rect))
    .collect()
}

#[test]
fn the_game_over_screen_keeps_the_top_bar_saying_who_won() {
    let game = NewGame {
        seats: vec![SeatSpec::Human; 4],
        board: Arc::new(Board::standard_sized()),
        rules: Arc::new(Rules::standard()),
        seed: 8,
    };
    let (mut s, _) = Session::start(game, None).unwrap();
    s.game.state.phase = Phase::GameOver { winner: Seat(2) };
    for (lang, won) in [(Lang::English, "Orange wins!"), (Lang::Czech, "vyhrává")] {
        let texts = around(&s, lang);
        let in_bar = |t: &(String, egui::Rect)| t.1.bottom() <= TOP_BAR + 0.5;
        let bar: Vec<&String> = texts.iter().filter(|t| in_bar(t)).map(|t| &t.0).collect();
        assert!(
            bar.iter().any(|t| t.contains(won)),
            "{lang:?}: the top bar {bar:?} says who won"
        );
        // the round is still there, and every player's row below the bar
        assert!(bar.len() >= 3, "{lang:?}: {bar:?}");
        for p in 0..4 {
            let name = seat_name(lang, Seat(p));
            assert!(
                texts.iter().any(|t| !in_bar(t) && t.0 == name),
                "{lang:?}: {name}'s row"
            );
        }
    }
}
