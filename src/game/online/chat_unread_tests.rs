//! The chat tab's badge counts the others' lines not yet seen: never the person's own, heard
//! back from the host or caught up after a rejoin.

use super::ChatBox;
use crate::net::wire::ChatLine;

fn line(seat: u8, text: &str, at: u64) -> ChatLine {
    ChatLine {
        seat,
        name: ["Eva", "Blue"][seat as usize].into(),
        text: text.into(),
        at,
    }
}

#[test]
fn a_rejoin_does_not_count_the_persons_own_line_as_unread() {
    // a fresh window after a rejoin: Eva (seat 0) catches up on the table's latest lines
    let mut chat = ChatBox {
        me: Some(0),
        ..ChatBox::default()
    };
    chat.caught_up(vec![line(0, "gl all", 1)]);
    assert_eq!(chat.unread(), 0, "only Eva's own line");
    chat.caught_up(vec![line(0, "gl all", 1), line(1, "you too", 2)]);
    assert_eq!(chat.unread(), 1, "Blue's line");
    // her own line heard back counts for nothing either
    chat.heard(line(0, "thanks", 3));
    assert_eq!(chat.unread(), 1);
    // a watcher (no seat) counts every line
    chat.me = None;
    assert_eq!(chat.unread(), 3);
}
