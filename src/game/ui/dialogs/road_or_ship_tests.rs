//! The road-or-ship question never covers the side it asks about, at the three window sizes the
//! atlas draws.

use super::Window;
use super::road_or_ship::show;
use crate::core::wide::Board;
use crate::core::{Action, EdgeId, Rules, Seat};
use crate::game::atlas::checks::drawn_texts;
use crate::game::i18n::Lang;
use crate::game::session::Session;
use crate::game::settings::{NewGame, SeatSpec};
use crate::game::table::picking::PieceChoice;
use crate::game::theme::GAME_MARGINS;
use bevy_egui::egui;
use std::sync::Arc;

/// The rectangle of the dialog's texts (its title and buttons) in a window of `size`, asked
/// about a side at `side`.
fn dialog_rect(session: &Session, size: egui::Vec2, side: egui::Pos2, lang: Lang) -> egui::Rect {
    let ctx = egui::Context::default();
    ctx.set_fonts(crate::game::theme::dejavu_fonts());
    let input = egui::RawInput {
        screen_rect: Some(egui::Rect::from_min_size(egui::Pos2::ZERO, size)),
        ..Default::default()
    };
    let e = EdgeId::at(0);
    let mut rect = egui::Rect::NOTHING;
    // a window settles its size over the first passes
    for _ in 0..3 {
        let mut done = ctx.run_ui(input.clone(), |root| {
            let mut out = Vec::new();
            let mut w = Window {
                ctx: root.ctx(),
                session,
                lang,
                me: Seat(0),
                legal: &[],
                out: &mut out,
            };
            let mut piece =
                PieceChoice(Some((e, vec![Action::BuildRoad(e), Action::BuildShip(e)])));
            show(&mut w, &mut piece, Some(side));
            rect = drawn_texts(root.ctx())
                .iter()
                .filter(|d| !d.frame)
                .fold(egui::Rect::NOTHING, |r, d| r.union(d.rect));
        });
        done.textures_delta.clear();
    }
    rect
}

#[test]
fn the_road_or_ship_question_keeps_its_side_in_sight() {
    let game = NewGame {
        seats: vec![SeatSpec::Human; 3],
        board: Arc::new(Board::standard_sized()),
        rules: Arc::new(Rules::standard()),
        seed: 1,
    };
    let (session, _) = Session::start(game, None).unwrap();
    for (w, h) in [(1024.0, 700.0), (1280.0, 800.0), (1920.0, 1080.0)] {
        let size = egui::vec2(w, h);
        let [l, r, t, b] = GAME_MARGINS;
        let board = egui::Rect::from_min_max(egui::pos2(l, t), egui::pos2(w - r, h - b));
        // sides all over the board, the middle included
        for i in 0..=4 {
            for j in 0..=4 {
                let side = egui::pos2(
                    board.left() + board.width() * i as f32 / 4.0,
                    board.top() + board.height() * j as f32 / 4.0,
                );
                for lang in [Lang::English, Lang::Czech] {
                    let dialog = dialog_rect(&session, size, side, lang);
                    assert!(dialog.is_positive(), "{w}x{h}: the dialog is drawn");
                    // the side and the tiles' worth around it stay in sight
                    let around = egui::Rect::from_center_size(side, egui::vec2(120.0, 120.0));
                    assert!(
                        !dialog.intersects(around),
                        "{w}x{h} {lang:?}: the dialog {dialog:?} covers the side at {side:?}"
                    );
                    assert!(
                        board.expand(1.0).contains_rect(dialog),
                        "{w}x{h}: the dialog {dialog:?} leaves the board's part {board:?}"
                    );
                }
            }
        }
    }
}
