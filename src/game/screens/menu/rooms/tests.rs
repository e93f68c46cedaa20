//! The room list as egui draws it, headless, in both languages.

use super::*;
use crate::game::atlas::checks::painted;
use crate::net::wire::SeatInfo;

fn seat(seat: u8, kind: &str, name: &str) -> SeatInfo {
    SeatInfo {
        seat,
        kind: kind.into(),
        name: name.into(),
        ready: kind != "open",
        connected: kind == "remote",
    }
}

/// A room waiting for two players (a person and two computers), and one playing with two
/// watchers that refuses nobody.
fn rooms() -> Vec<RoomInfo> {
    let waiting = RoomInfo {
        room: "K7QX2M".into(),
        seats: vec![
            seat(0, "remote", "Ann"),
            seat(1, "open", ""),
            seat(2, "computer", "hard"),
            seat(3, "computer", "easy"),
        ],
        started: false,
        over: false,
        board: "Random standard board".into(),
        rules: "standard".into(),
        public: true,
        watchable: false,
        watchers: 0,
    };
    let playing = RoomInfo {
        room: "B2C3D4".into(),
        seats: vec![seat(0, "remote", "Bob"), seat(1, "computer", "medium")],
        started: true,
        watchable: true,
        watchers: 2,
        board: "Beginner board".into(),
        ..waiting.clone()
    };
    vec![waiting, playing]
}

fn drawn(lang: Lang) -> Vec<String> {
    let mut list = RoomList::Shown(rooms().into());
    let mut ask = None;
    painted(|ui| show(ui, &mut list, "127.0.0.1:7373", lang, &mut ask))
        .into_iter()
        .map(|d| d.text)
        .collect()
}

/// Each room is drawn with its code, board, free seats, players, computers' levels and
/// watchers; Watch only where the room takes watchers.
#[test]
fn the_list_draws_each_rooms_board_seats_players_levels_and_watchers() {
    let en = drawn(Lang::English);
    for want in [
        "K7QX2M",
        "Random fair board",
        "1 of 4 seats free",
        "Ann, waiting for a player…, Computer · Hard, Computer · Easy",
        "B2C3D4",
        "no seat free",
        "playing",
        "2 watching",
        "Refresh",
    ] {
        assert!(en.iter().any(|t| t == want), "{want:?} in {en:?}");
    }
    assert_eq!(en.iter().filter(|t| *t == "Watch").count(), 1, "{en:?}");
    assert_eq!(en.iter().filter(|t| *t == "Join").count(), 2, "{en:?}");
    let cs = drawn(Lang::Czech);
    for want in ["volné 1 místo z 4", "2 diváci", "Sledovat", "hraje se"] {
        assert!(cs.iter().any(|t| t == want), "{want:?} in {cs:?}");
    }
}

/// The list is asked of the server a typed address or link names (nothing when blank).
#[test]
fn the_list_is_asked_of_the_typed_server() {
    assert_eq!(server_of("  "), None);
    assert_eq!(
        server_of("catan://example.org:7000/room/K7QX2M").as_deref(),
        Some("ws://example.org:7000")
    );
    assert_eq!(
        server_of("127.0.0.1:7373").as_deref(),
        Some("ws://127.0.0.1:7373")
    );
}
