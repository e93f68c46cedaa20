use super::*;
use crate::net::wire::SeatInfo;

fn info(code: &str, public: bool, over: bool) -> RoomInfo {
    RoomInfo {
        room: code.into(),
        seats: vec![SeatInfo {
            seat: 0,
            kind: "open".into(),
            name: String::new(),
            ready: false,
            connected: false,
        }],
        started: false,
        over,
        board: "random".into(),
        rules: "standard".into(),
        public,
        watchable: true,
        watchers: 0,
    }
}

/// Public rooms are listed, private and finished ones are not; a room that closes or ends
/// leaves the list.
#[test]
fn public_open_rooms_only() {
    let l = Listing::default();
    l.update("AAAAAA", Some(&info("AAAAAA", true, false)));
    l.update("BBBBBB", Some(&info("BBBBBB", false, false)));
    l.update("CCCCCC", Some(&info("CCCCCC", true, true)));
    let codes =
        |l: &Listing| -> Vec<String> { l.page(None).0.into_iter().map(|r| r.room).collect() };
    assert_eq!(codes(&l), ["AAAAAA"]);
    l.update("AAAAAA", Some(&info("AAAAAA", true, true)));
    assert!(codes(&l).is_empty(), "its game is over");
    l.update("DDDDDD", Some(&info("DDDDDD", true, false)));
    l.update("DDDDDD", None);
    assert!(codes(&l).is_empty(), "closed");
}

/// A page holds at most [`ROOMS_PAGE`] rooms by code; the next one starts after the last.
#[test]
fn pages_are_bounded_and_follow_each_other() {
    let l = Listing::default();
    let n = ROOMS_PAGE * 2 + 7;
    for i in 0..n {
        let code = format!("R{i:05}");
        l.update(&code, Some(&info(&code, true, false)));
    }
    let mut seen = Vec::new();
    let mut after: Option<String> = None;
    for _ in 0..10 {
        let (rooms, next) = l.page(after.as_deref());
        assert!(rooms.len() <= ROOMS_PAGE);
        seen.extend(rooms.into_iter().map(|r| r.room));
        match next {
            Some(n) => after = Some(n),
            None => break,
        }
    }
    let mut all: Vec<String> = (0..n).map(|i| format!("R{i:05}")).collect();
    all.sort();
    assert_eq!(seen, all);
}

/// Five lists in ten seconds, then none until the first is ten seconds old.
#[test]
fn lists_are_rate_limited() {
    let mut rate = ListRate::default();
    let t0 = Instant::now();
    for i in 0..LIST_RATE {
        assert!(
            rate.take(t0 + Duration::from_millis(i as u64), LIST_RATE),
            "list {i}"
        );
    }
    assert!(!rate.take(t0 + Duration::from_secs(LIST_WINDOW_SECS - 1), LIST_RATE));
    assert!(rate.take(t0 + Duration::from_secs(LIST_WINDOW_SECS), LIST_RATE));
}

/// The watchers' count is not sent to a connection of a version before it.
#[test]
fn older_versions_hear_no_watchers_count() {
    let m = ServerMsg::Watchers { count: 2 };
    assert!(!heard_by(&m, 3));
    assert!(heard_by(&m, WATCH_VERSION));
    assert!(heard_by(&ServerMsg::Pong, 1));
}
