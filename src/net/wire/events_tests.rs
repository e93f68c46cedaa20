use super::*;
use crate::ai::{AiPlayer, Individual};
use crate::core::wide::{Board, PlayerView, State};
use crate::core::{Action, Player, Rules};
use std::sync::Arc;

/// Every event of a greedy game on `board` (Medium players), with the action that made it.
fn events_of_a_game(board: Arc<Board>, rules: Rules, n: u8, seed: u64) -> Vec<(Action, Event)> {
    let mut s = State::new(board, Arc::new(rules), n, seed).unwrap();
    let mut ps: Vec<AiPlayer<{ crate::core::wide::W }>> = (0..n)
        .map(|_| AiPlayer::new_sized("medium", Individual::champion_v2()))
        .collect();
    let mut out = Vec::new();
    while !s.is_over() && s.turns() < 300 {
        let seat = s.actor();
        let legal = s.legal_actions();
        let a = ps[seat.index()].choose(&PlayerView::new(&s, seat), &legal);
        for e in s.apply(a).unwrap().as_slice() {
            out.push((a, *e));
        }
    }
    out
}

fn scenario(name: &str) -> Arc<Board> {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("boards/seafarers")
        .join(format!("{name}.ron"));
    Arc::new(crate::files::load_wide_board(&path).unwrap())
}

/// What `to` may not know of `e`: the card stolen (but by the thief and the victim), the card
/// bought (but by the buyer).
fn hidden_from(e: &Event, to: Seat) -> bool {
    match *e {
        Event::Stole { thief, victim, .. } => to != thief && to != victim,
        Event::Bought { seat, .. } => to != seat,
        _ => false,
    }
}

/// Every event of base-game, 5–6 and Seafarers games (fog and gold included), told to every
/// seat and read back — through JSON, as the window reads it — is the same event; a card a
/// seat may not know never reaches it.
#[test]
fn every_event_a_seat_may_know_comes_back_the_same() {
    let mut games = Vec::new();
    for (seed, n) in [(3u64, 4u8), (8, 3), (21, 6)] {
        let board = Arc::new(crate::core::board::random_board_for_sized(
            n as usize, seed, true,
        ));
        let rules = if n > 4 {
            Rules::five_six()
        } else {
            Rules::standard()
        };
        games.push(events_of_a_game(board, rules, n, seed));
    }
    for (k, name) in ["new-shores", "fog-islands", "four-islands"]
        .iter()
        .enumerate()
    {
        games.push(events_of_a_game(
            scenario(name),
            Rules::seafarers(),
            4,
            k as u64 + 5,
        ));
    }
    let all: Vec<&(Action, Event)> = games.iter().flatten().collect();
    let mut kinds = std::collections::HashSet::new();
    for (action, e) in &all {
        kinds.insert(std::mem::discriminant(e));
        for to in Seat::all(6) {
            let wire = WireEvent::of(e, to);
            let text = serde_json::to_string(&wire).unwrap();
            let read: WireEvent = serde_json::from_str(&text).unwrap();
            assert_eq!(read, wire, "{text}");
            let back = read.core();
            if hidden_from(e, to) {
                assert!(
                    matches!(
                        wire,
                        WireEvent::Stole { card: None, .. } | WireEvent::Bought { card: None, .. }
                    ),
                    "{action:?}: {e:?} told to {to:?} as {text}"
                );
            } else {
                assert_eq!(back, *e, "{action:?}: told to {to:?} as {text}");
            }
        }
    }
    // the games had the view's events: tiles paying, a ship sailing, a tile turned over
    let has = |f: &dyn Fn(&Event) -> bool| all.iter().any(|(_, e)| f(e));
    assert!(has(&|e| matches!(e, Event::Paid(_))));
    assert!(has(&|e| matches!(e, Event::ShipMoved { .. })));
    assert!(has(&|e| matches!(e, Event::Revealed { .. })));
    assert!(has(&|e| matches!(e, Event::Stole { .. })));
    assert!(kinds.len() >= 12, "{} kinds of event", kinds.len());
}

/// An action's events listed for a seat and read back are the action's events.
#[test]
fn an_actions_events_come_back_as_a_list() {
    let board = Arc::new(Board::standard_sized());
    let events = events_of_a_game(board, Rules::standard(), 4, 2);
    let list = Events::from_list(events.iter().take(20).map(|(_, e)| *e));
    let back = core_events(&wire_events(&list, Seat(0)));
    let hidden = |e: &&Event| hidden_from(e, Seat(0));
    let shown: Vec<&Event> = list.as_slice().iter().filter(|e| !hidden(e)).collect();
    let came: Vec<&Event> = back
        .as_slice()
        .iter()
        .zip(list.as_slice())
        .filter(|(_, e)| !hidden(e))
        .map(|(b, _)| b)
        .collect();
    assert_eq!(back.as_slice().len(), list.as_slice().len());
    assert_eq!(came, shown);
}

/// A client of an older protocol is not told the events it does not know; one of this
/// version is told everything.
#[test]
fn older_clients_are_not_told_the_newer_events() {
    let events = vec![
        WireEvent::Rolled { a: 3, b: 5 },
        WireEvent::Produced {
            seat: 1,
            cards: ResourceSet::one(Resource::Grain),
        },
        WireEvent::Paid(TilePaid::to_one(FaceId(4), Resource::Grain, Seat(1), 2)),
    ];
    let state = State::new(
        Arc::new(Board::standard_sized()),
        Arc::new(Rules::standard()),
        4,
        1,
    )
    .unwrap();
    let view = super::super::SeatView::of(&state, Seat(1));
    let msg = super::super::ServerMsg::Played {
        seat: 1,
        action: Action::Roll,
        events,
        view: Box::new(view),
        why: None,
    };
    assert!(msg.for_version(VIEW_EVENTS_VERSION).is_none());
    let Some(super::super::ServerMsg::Played { events, .. }) = msg.for_version(2) else {
        panic!("a version 2 client is told less");
    };
    assert_eq!(events.len(), 2);
    assert!(events.iter().all(|e| e.since() <= 2));
}
