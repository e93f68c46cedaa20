//! "Since your last turn" stands over the log, clear of the board, at every atlas size
//! (play-test 6: at the board's top left it hid tiles and pieces).

use super::place;
use crate::game::theme::board_area;
use bevy_egui::egui;

#[test]
fn the_summary_stands_clear_of_the_board_at_every_size() {
    for (w, h) in [(1024.0, 700.0), (1280.0, 800.0), (1920.0, 1080.0)] {
        let ctx = egui::Context::default();
        let input = egui::RawInput {
            screen_rect: Some(egui::Rect::from_min_size(
                egui::Pos2::ZERO,
                egui::vec2(w, h),
            )),
            ..Default::default()
        };
        let mut seen = None;
        let mut out = ctx.run_ui(input, |root| {
            let ctx = root.ctx();
            seen = Some((
                board_area(ctx),
                place(ctx.content_rect()),
                ctx.content_rect(),
            ));
        });
        out.textures_delta.clear();
        let (board, at, screen) = seen.expect("a frame");
        assert!(
            !at.intersects(board.shrink(0.5)),
            "{w}x{h}: {at:?} over the board {board:?}"
        );
        assert!(
            screen.contains_rect(at),
            "{w}x{h}: {at:?} beyond {screen:?}"
        );
        assert!(
            at.height() >= 140.0 && at.width() >= 600.0,
            "{w}x{h}: room for lines: {at:?}"
        );
    }
}
