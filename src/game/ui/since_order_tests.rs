//! "Since your last turn" reads in time order, down the page (one column since play-test 9:
//! see `since_one_column_tests.rs`), and stands only as tall as its lines, so the log's newest
//! lines show below a short summary.

use super::all_tests::red_turn_in_round_two;
use super::{Recap, place, since_last_turn};
use crate::core::Seat;
use crate::game::i18n::Lang;
use crate::game::session::{LogLine, Session};
use crate::game::settings::Settings;
use bevy_egui::egui;

pub(super) fn drawn(session: &Session, w: f32, h: f32) -> (Recap, egui::Rect) {
    let ctx = egui::Context::default();
    ctx.set_fonts(crate::game::theme::dejavu_fonts());
    let input = egui::RawInput {
        screen_rect: Some(egui::Rect::from_min_size(
            egui::Pos2::ZERO,
            egui::vec2(w, h),
        )),
        ..Default::default()
    };
    let settings = Settings::default();
    let mut recap = Recap::default();
    for _ in 0..2 {
        let mut done = ctx.run_ui(input.clone(), |root| {
            recap = since_last_turn(root.ctx(), session, &settings, Seat(0), Lang::English);
        });
        done.textures_delta.clear();
    }
    (recap, place(ctx.content_rect()))
}

/// Red's turn with `n` lines since Red's last one.
pub(super) fn with_lines(n: usize) -> Session {
    let mut session = red_turn_in_round_two();
    let from = session.talk.turn_ended_at[0];
    session.log.truncate(from);
    for i in 0..n {
        session.log.push(LogLine {
            seat: Some(Seat(1 + (i % 3) as u8)),
            text: format!("event {i}"),
            by_computer: true,
            only: None,
            minor: false,
        });
    }
    session
}

#[test]
fn the_summary_reads_down_each_column_in_time_order() {
    for n in [3, 7, 10, 30] {
        let session = with_lines(n);
        for (w, h) in [(1024.0, 700.0), (1280.0, 800.0)] {
            let (recap, _) = drawn(&session, w, h);
            assert_eq!(recap.spots.len(), n, "{w}x{h}");
            let mut xs: Vec<i32> = recap.spots.iter().map(|p| p.x.round() as i32).collect();
            xs.sort();
            xs.dedup();
            assert!(xs.len() <= 2, "{n} lines at {w}x{h}: columns at {xs:?}");
            let lowest = |k: usize| recap.spots[..k].iter().map(|p| p.y).fold(0.0, f32::max);
            for k in 1..n {
                let (a, b) = (recap.spots[k - 1], recap.spots[k]);
                let down_the_column = (b.x - a.x).abs() < 1.0 && b.y > a.y;
                let to_the_next_column = b.x > a.x + 1.0 && b.y <= a.y;
                // a page below the ones read: left column, below every line before
                let to_the_next_page = b.x < a.x - 1.0 && b.y > lowest(k);
                assert!(
                    down_the_column || to_the_next_column || to_the_next_page,
                    "{n} lines at {w}x{h}: line {k} at {b:?} after {a:?}"
                );
            }
        }
    }
}

/// However many lines, the summary's window ends inside its place (its lines scroll inside).
#[test]
fn a_long_summary_ends_inside_its_place() {
    for (w, h) in [(1024.0, 700.0), (1280.0, 800.0)] {
        let (recap, area) = drawn(&with_lines(30), w, h);
        let rect = recap.rect.expect("shown");
        assert!(
            rect.bottom() <= area.bottom() + 1.0 && rect.right() <= area.right() + 1.0,
            "{w}x{h}: {rect:?} beyond {area:?}"
        );
        assert_eq!(recap.held, 30);
    }
}

#[test]
fn a_short_summary_leaves_the_logs_newest_lines_in_sight() {
    for (w, h) in [(1024.0, 700.0), (1280.0, 800.0)] {
        // three lines: one column since play-test 9, so four fill the summary's place at
        // 1024x700 (it scrolls), as two columns of two did not
        let (recap, area) = drawn(&with_lines(3), w, h);
        let rect = recap.rect.expect("shown");
        assert!(
            area.bottom() - rect.bottom() >= 40.0,
            "{w}x{h}: {rect:?} covers the log's area {area:?}"
        );
    }
}
