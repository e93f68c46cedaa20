//! The room list and watchers over `catan serve`: public rooms listed with their board, seats
//! and levels, private ones only by their code, finished ones left out, pages and a rate; a
//! watcher told the public part of every action byte for byte, refused by a room that refuses
//! watchers, never acting nor writing in the chat, and counted to the players.

use super::*;
use catan::net::wire::{ErrorCode, RoomInfo, SeatView, WireEvent};

fn new_room(seats: &[&str], public: bool, watchers: bool) -> ClientMsg {
    ClientMsg::CreateRoom {
        seats: seats.iter().map(|s| s.to_string()).collect(),
        board: Some("random".into()),
        rules: None,
        seed: Some(4),
        replace_after_secs: None,
        public: Some(public),
        watchers: Some(watchers),
    }
}

/// The host's list of public rooms (`room`: that room only), on a connection of its own.
async fn list(url: &str, room: Option<&str>) -> Vec<RoomInfo> {
    let mut c = Connection::open(url, WAIT).await.unwrap();
    c.send(&ClientMsg::ListRooms {
        room: room.map(String::from),
        after: None,
    })
    .await
    .unwrap();
    loop {
        if let ServerMsg::Rooms { rooms, .. } = c.recv(WAIT).await.unwrap() {
            return rooms;
        }
    }
}

/// The next error (other messages skipped).
async fn next_error(c: &mut Connection) -> ErrorCode {
    loop {
        if let ServerMsg::Error { code, .. } = c.recv(WAIT).await.unwrap() {
            return code;
        }
    }
}

#[test]
fn public_rooms_are_listed_private_ones_by_their_code_and_finished_ones_left_out() {
    let s = serve(None, "127.0.0.1:0", &[]);
    rt().block_on(async {
        let mut c = Connection::open(&s.url, WAIT).await.unwrap();
        let public = c
            .create_room(new_room(&["open", "open", "hard", "easy"], true, true))
            .await
            .unwrap();
        let private = c
            .create_room(new_room(&["open", "medium"], false, true))
            .await
            .unwrap();
        let quick = c
            .create_room(new_room(&["easy", "easy"], true, false))
            .await
            .unwrap();
        let rooms = list(&s.url, None).await;
        let listed = rooms.iter().find(|r| r.room == public).expect("listed");
        assert!(rooms.iter().all(|r| r.room != private), "{rooms:?}");
        assert_eq!(listed.free(), 2);
        assert!(listed.board.starts_with("Random"), "{listed:?}");
        assert_eq!(listed.rules, "standard");
        assert!(listed.public && listed.watchable && !listed.started);
        let levels: Vec<&str> = listed
            .seats
            .iter()
            .filter(|s| s.kind == "computer")
            .map(|s| s.name.as_str())
            .collect();
        assert_eq!(levels, ["hard", "easy"]);
        // a private room is seen by its code (its link) only
        let by_code = list(&s.url, Some(&private)).await;
        assert_eq!(by_code.len(), 1);
        assert!(!by_code[0].public);
        // the computers' game ends: it leaves the list at once
        let start = Instant::now();
        loop {
            let it = list(&s.url, Some(&quick)).await;
            if it.first().is_some_and(|r| r.over) {
                break;
            }
            assert!(start.elapsed() < Duration::from_secs(120), "{it:?}");
            tokio::time::sleep(Duration::from_millis(200)).await;
        }
        let rooms = list(&s.url, None).await;
        assert!(rooms.iter().all(|r| r.room != quick), "{rooms:?}");
        // a connection may ask a few times in a while, then it is told to wait
        for _ in 0..5 {
            c.send(&ClientMsg::ListRooms {
                room: None,
                after: None,
            })
            .await
            .unwrap();
        }
        c.send(&ClientMsg::ListRooms {
            room: None,
            after: None,
        })
        .await
        .unwrap();
        assert_eq!(next_error(&mut c).await, ErrorCode::TooFast);
        c.send(&ClientMsg::Ping {}).await.unwrap();
        loop {
            if let ServerMsg::Pong = c.recv(WAIT).await.unwrap() {
                break; // the connection stays
            }
        }
    });
}

/// `played` as its seat was told it, with that seat's own part taken out.
fn public_part(m: &ServerMsg) -> String {
    let ServerMsg::Played {
        seat,
        action,
        events,
        view,
        why,
    } = m
    else {
        panic!("{m:?}")
    };
    let events: Vec<WireEvent> = events
        .iter()
        .map(|e| match *e {
            WireEvent::Stole { thief, victim, .. } => WireEvent::Stole {
                thief,
                victim,
                card: None,
            },
            WireEvent::Bought { seat, .. } => WireEvent::Bought { seat, card: None },
            other => other,
        })
        .collect();
    let view: SeatView = (**view).clone().public();
    serde_json::to_string(&ServerMsg::Played {
        seat: *seat,
        action: *action,
        events,
        view: Box::new(view),
        why: *why,
    })
    .unwrap()
}

/// An action for the player's seat from its view: the first legal one, or a discard.
fn my_move(view: &SeatView) -> Option<catan::core::Action> {
    if view.actor != view.seat || view.watcher {
        return None;
    }
    if view.discard > 0 {
        let mut left = view.discard;
        let mut cards = catan::core::ResourceSet::EMPTY;
        for r in catan::core::Resource::ALL {
            let n = (view.hand.get(r) as u32).min(left);
            cards.0[r.index()] = n as u8;
            left -= n;
        }
        return Some(catan::core::Action::Discard(cards));
    }
    view.legal.first().copied()
}

#[test]
fn a_watcher_is_told_the_public_part_of_every_action_and_never_acts() {
    let s = serve(None, "127.0.0.1:0", &[]);
    rt().block_on(async {
        let mut c = Connection::open(&s.url, WAIT).await.unwrap();
        let room = c
            .create_room(new_room(&["open", "easy", "easy"], true, true))
            .await
            .unwrap();
        let shy = c
            .create_room(new_room(&["open", "easy"], true, false))
            .await
            .unwrap();
        // a room made to refuse watchers refuses them
        let mut w = Connection::open(&s.url, WAIT).await.unwrap();
        w.send(&ClientMsg::Watch { room: shy }).await.unwrap();
        assert_eq!(next_error(&mut w).await, ErrorCode::NoWatchers);
        // a watcher in the waiting room, then the player comes and is told one watches
        w.send(&ClientMsg::Watch { room: room.clone() })
            .await
            .unwrap();
        match w.recv(WAIT).await.unwrap() {
            ServerMsg::Watching { watchers, .. } => assert_eq!(watchers, 1),
            m => panic!("{m:?}"),
        }
        let mut p = Connection::open(&s.url, WAIT).await.unwrap();
        p.send(&ClientMsg::Join {
            room: room.clone(),
            seat: Some(0),
            name: Some("Ann".into()),
            ready: None,
        })
        .await
        .unwrap();
        let mut told = Vec::new();
        let mut count = None;
        for _ in 0..2000 {
            let m = p.recv(WAIT).await.unwrap();
            let view = match &m {
                ServerMsg::Watchers { count: n } => {
                    count = Some(*n);
                    None
                }
                ServerMsg::View { view } => Some(view.clone()),
                ServerMsg::Played { view, .. } => {
                    told.push(m.clone());
                    Some((**view).clone())
                }
                _ => None,
            };
            if told.len() >= 60 {
                break;
            }
            if let Some(a) = view.as_ref().and_then(my_move) {
                p.send(&ClientMsg::Act { action: a }).await.unwrap();
            }
        }
        assert_eq!(count, Some(1), "the player is told one watches");
        assert!(told.len() >= 60, "{} actions", told.len());
        // the watcher heard the same actions, each the player's message without its own part
        let mut watched = Vec::new();
        while watched.len() < told.len() {
            let m = w.recv(WAIT).await.unwrap();
            if let ServerMsg::View { view } = &m {
                assert!(view.watcher && view.hand.total() == 0 && view.legal.is_empty());
            }
            if matches!(m, ServerMsg::Played { .. }) {
                watched.push(serde_json::to_string(&m).unwrap());
            }
        }
        let expected: Vec<String> = told.iter().map(public_part).collect();
        assert_eq!(watched, expected);
        // a watcher can never act, answer, start nor write in the chat
        let asks = [
            ClientMsg::Act {
                action: catan::core::Action::EndTurn,
            },
            ClientMsg::Ready { ready: true },
            ClientMsg::Start { fill: None },
            ClientMsg::Say {
                text: "hello".into(),
            },
        ];
        for ask in asks {
            w.send(&ask).await.unwrap();
            assert_eq!(next_error(&mut w).await, ErrorCode::Watching, "{ask:?}");
        }
        // a second watcher comes and goes: the player is told each count
        let mut w2 = Connection::open(&s.url, WAIT).await.unwrap();
        w2.send(&ClientMsg::Watch { room: room.clone() })
            .await
            .unwrap();
        let counts = async |p: &mut Connection, want: u32| loop {
            if let ServerMsg::Watchers { count } = p.recv(WAIT).await.unwrap()
                && count == want
            {
                break;
            }
        };
        counts(&mut p, 2).await;
        drop(w2);
        counts(&mut p, 1).await;
        assert_eq!(list(&s.url, Some(&room)).await[0].watchers, 1);
    });
}
