//! The players' rows fit their height and the panel's width at the smallest window, in both
//! languages, with everything a Seafarers row can hold.

use super::players_panel;
use crate::core::wide::Board;
use crate::core::{ResourceSet, Rules, Seat};
use crate::game::gate::Gate;
use crate::game::i18n::Lang;
use crate::game::session::Session;
use crate::game::settings::{NewGame, SeatSpec, Settings};
use crate::game::table::highlights::Happenings;
use crate::game::theme::{LEFT_PANEL, player_row};
use bevy_egui::egui;
use std::sync::Arc;

fn sea_session(players: usize) -> Session {
    let board = Board::from_ron_sized(
        "boards/seafarers/four-islands.ron",
        include_str!("../../../../../boards/seafarers/four-islands.ron"),
    )
    .unwrap();
    let game = NewGame {
        seats: vec![SeatSpec::Human; players],
        board: Arc::new(board),
        rules: Arc::new(Rules::standard()),
        seed: 5,
    };
    let (mut s, _) = Session::start(game, None).unwrap();
    // seat 0 holds everything a row can show: both awards, island points, a long gain
    let state = &mut s.game.state;
    state.longest_road_holder = Some(Seat(0));
    state.largest_army_holder = Some(Seat(0));
    state.sea.as_mut().unwrap().island_points[0] = 4;
    s
}

/// The rows' rectangles as drawn in a window of `size` with the game's font.
pub(super) fn rows(session: &Session, lang: Lang, size: egui::Vec2) -> Vec<egui::Rect> {
    let ctx = egui::Context::default();
    ctx.set_fonts(crate::game::theme::dejavu_fonts());
    let settings = Settings {
        lang,
        ..Settings::default()
    };
    let mut happenings = Happenings::default();
    happenings.gains[0] = (ResourceSet([2, 2, 2, 2, 2]), 1.0);
    let input = egui::RawInput {
        screen_rect: Some(egui::Rect::from_min_size(egui::Pos2::ZERO, size)),
        ..Default::default()
    };
    let mut out = Vec::new();
    // twice: the first pass only loads the fonts
    for _ in 0..2 {
        let mut done = ctx.run_ui(input.clone(), |root| {
            out = players_panel(root, session, &settings, &Gate::default(), &happenings);
        });
        done.textures_delta.clear();
    }
    out
}

#[test]
fn every_row_fits_at_the_smallest_window_in_both_languages() {
    let smallest = egui::vec2(1024.0, 700.0);
    for players in [3, 4] {
        let session = sea_session(players);
        for lang in [Lang::English, Lang::Czech] {
            let rows = rows(&session, lang, smallest);
            assert_eq!(rows.len(), players);
            let row = player_row(players as u8);
            for (i, r) in rows.iter().enumerate() {
                assert!(
                    r.height() <= row - 8.0 + 0.5,
                    "{lang:?} row {i}: {r:?} > {row}"
                );
                assert!(r.right() <= LEFT_PANEL, "{lang:?} row {i}: {r:?}");
            }
            let bottom = rows.last().unwrap().bottom();
            assert!(bottom <= smallest.y, "{lang:?}: rows end at {bottom}");
        }
    }
}

/// Every text the panel draws, in order.
pub(super) fn texts(session: &Session) -> Vec<String> {
    let ctx = egui::Context::default();
    let settings = Settings::default();
    let input = egui::RawInput {
        screen_rect: Some(egui::Rect::from_min_size(
            egui::Pos2::ZERO,
            egui::vec2(1280.0, 800.0),
        )),
        ..Default::default()
    };
    let mut out = Vec::new();
    for _ in 0..2 {
        let mut done = ctx.run_ui(input.clone(), |root| {
            players_panel(
                root,
                session,
                &settings,
                &Gate::default(),
                &Happenings::default(),
            );
        });
        done.textures_delta.clear();
        out = done
            .shapes
            .iter()
            .filter_map(|c| match &c.shape {
                egui::Shape::Text(t) => Some(t.galley.text().to_string()),
                _ => None,
            })
            .collect();
    }
    out
}

#[test]
fn an_online_guest_row_shows_the_guest_name() {
    let board = Board::standard_sized();
    let game = NewGame {
        seats: vec![SeatSpec::Human; 4],
        board: Arc::new(board),
        rules: Arc::new(Rules::standard()),
        seed: 5,
    };
    let (mut s, _) = Session::start(game, None).unwrap();
    // this machine plays Red; Blue is a guest named Bob, Orange one with a long name
    s.remote = Some(Seat(0));
    s.seats[1] = SeatSpec::Remote("Bob".into());
    s.seats[2] = SeatSpec::Remote("Bartholomew the Navigator".into());
    s.seats[3] = SeatSpec::Remote("Computer (medium)".into());
    let shown = texts(&s);
    let after = |seat: &str| {
        let i = shown.iter().position(|t| t == seat).unwrap();
        shown[i + 1].clone()
    };
    assert_eq!(after("Blue"), "Bob", "{shown:?}");
    assert_eq!(after("Orange"), "Bartholome…", "{shown:?}");
    assert_eq!(after("Red"), "you", "{shown:?}");
    // a computer at the online table is not written as a guest's name
    assert_eq!(after("White"), "Computer (medium)", "{shown:?}");
}
