//! How many lines the log panel shows: its height used by close-set lines, the newest in view.

use super::log_panel;
use crate::core::wide::Board;
use crate::core::{Rules, Seat};
use crate::game::atlas::checks::painted;
use crate::game::session::{LogLine, Session};
use crate::game::settings::{NewGame, SeatSpec, Settings};
use std::sync::Arc;

/// The log's lines wholly in view, of a log of `n` lines "Red built road n".
fn lines_in_view(n: usize) -> Vec<String> {
    let game = NewGame {
        seats: vec![SeatSpec::Human; 4],
        board: Arc::new(Board::standard_sized()),
        rules: Arc::new(Rules::standard()),
        seed: 8,
    };
    let (mut s, _) = Session::start(game, None).unwrap();
    s.log = (0..n)
        .map(|i| LogLine {
            seat: Some(Seat(0)),
            text: format!("Red built road {i}"),
            by_computer: false,
            only: None,
            minor: false,
        })
        .collect();
    let settings = Settings::default();
    let session: &Session = &s;
    painted(|root| log_panel(root, session, &settings, None, |_| {}))
        .into_iter()
        .filter(|d| d.text.starts_with("Red built road"))
        .filter(|d| d.clip.contains_rect(d.rect.shrink(0.5)))
        .map(|d| d.text)
        .collect()
}

#[test]
fn the_log_shows_nine_lines_and_the_newest() {
    let shown = lines_in_view(40);
    assert!(shown.len() >= 9, "{} lines: {shown:?}", shown.len());
    assert!(
        shown.contains(&"Red built road 39".to_string()),
        "{shown:?}"
    );
}
