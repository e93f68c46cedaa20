//! The road-or-ship question opens near the side the person clicked, not at the board's top
//! (play-test 7), at every atlas size (`road_or_ship_tests.rs`: it never covers the side).

use super::road_or_ship::{GAP, away_from};
use crate::game::theme::GAME_MARGINS;
use bevy_egui::egui;

#[test]
fn the_question_stands_beside_the_side_asked_about() {
    for (w, h) in [(1024.0, 700.0), (1280.0, 800.0), (1920.0, 1080.0)] {
        let [l, r, t, b] = GAME_MARGINS;
        let board = egui::Rect::from_min_max(egui::pos2(l, t), egui::pos2(w - r, h - b));
        for i in 0..=4 {
            for j in 0..=4 {
                let side = egui::pos2(
                    board.left() + board.width() * i as f32 / 4.0,
                    board.top() + board.height() * j as f32 / 4.0,
                );
                let (_, at) = away_from(board, Some(side));
                assert!(
                    (at.y - side.y).abs() <= GAP + 0.5,
                    "{w}x{h}: placed at {at:?}, far from the side at {side:?}"
                );
                assert!(
                    board.contains(at),
                    "{w}x{h}: {at:?} beyond the board {board:?}"
                );
            }
        }
    }
}
