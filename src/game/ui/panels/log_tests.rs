//! The "new entries" badge: only while the view is scrolled up away from the log's end.

use super::{scrolled_up, unseen_lines};

#[test]
fn a_view_at_the_end_shows_no_badge_when_a_line_comes() {
    // the view ended at the content's old end (300); a new line grew it to 320 this frame
    assert!(!scrolled_up(300.0, 300.0, 320.0));
    assert_eq!(unseen_lines(11, 10, false), 0);
}

#[test]
fn a_view_scrolled_up_counts_the_new_lines() {
    assert!(scrolled_up(200.0, 300.0, 320.0));
    assert_eq!(unseen_lines(12, 10, true), 2);
}

#[test]
fn content_shorter_than_the_view_is_never_scrolled_up() {
    assert!(!scrolled_up(150.0, 80.0, 100.0));
}
