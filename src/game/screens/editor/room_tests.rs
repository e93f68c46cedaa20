//! The editor's camera leaves the fairness figures' window room: the board (with its ring of
//! sea slots, where the heat map's discs stand) is never under the window, at the three window
//! sizes, with the window as short as the figures alone and as tall as with a proposal.

use super::editor_view;
use crate::game::table::layout::{HEX, hex_center};
use crate::game::theme::{EDITOR_LEFT, EDITOR_RIGHT, EDITOR_TOP};
use bevy::prelude::{Rect, Vec2};
use bevy_egui::egui;

/// The standard board's tiles and the sea around them, as the editor fits them.
fn standard_extent() -> Rect {
    let mut r = Rect::EMPTY;
    for q in -3i32..=3 {
        for s in -3i32..=3 {
            if (q + s).abs() <= 3 {
                r = r.union_point(hex_center((q, s)));
            }
        }
    }
    r.inflate(HEX * 1.2)
}

/// `extent` in window pixels, seen by the camera `(scale, at)` in a window of `size`.
fn on_screen(extent: Rect, (scale, at): (f32, Vec2), size: Vec2) -> egui::Rect {
    let px = |p: Vec2| {
        egui::pos2(
            size.x / 2.0 + (p.x - at.x) / scale,
            size.y / 2.0 - (p.y - at.y) / scale,
        )
    };
    egui::Rect::from_two_pos(px(extent.min), px(extent.max))
}

#[test]
fn the_fairness_window_never_covers_the_board() {
    let extent = standard_extent();
    for (w, h) in [(1024.0, 700.0), (1280.0, 800.0), (1920.0, 1080.0)] {
        let size = Vec2::new(w, h);
        let room = egui::Rect::from_min_max(
            egui::pos2(EDITOR_LEFT, EDITOR_TOP),
            egui::pos2(w - EDITOR_RIGHT, h),
        );
        // without the window: the board fills the room between the panels
        let alone = on_screen(extent, editor_view(extent, size, None), size);
        assert!(room.expand(1.0).contains_rect(alone), "{w}×{h}: {alone:?}");
        for tall in [260.0, 360.0] {
            // as the window stands: left and bottom of the board's room, 320 wide
            let fair = egui::Rect::from_min_size(
                egui::pos2(EDITOR_LEFT + 12.0, h - 12.0 - tall),
                egui::vec2(320.0, tall),
            );
            let board = on_screen(extent, editor_view(extent, size, Some(fair)), size);
            assert!(
                !board.intersects(fair),
                "{w}×{h}, window {tall} tall: the board {board:?} is under {fair:?}"
            );
            assert!(room.expand(1.0).contains_rect(board), "{w}×{h}: {board:?}");
            // and not needlessly small: at least half the size it has alone
            assert!(board.width() >= alone.width() * 0.5, "{w}×{h}: {board:?}");
        }
    }
}
