use super::*;

/// A game of four computers played to its end, with what each seat was told and what a
/// watcher was told.
fn watched_game(seed: u64) -> (Room, Vec<Outgoing>, Vec<ServerMsg>) {
    let seats: Vec<String> = ["easy", "medium", "easy", "medium"]
        .iter()
        .map(|s| s.to_string())
        .collect();
    let mut r = Room::create(
        "WATCH1".into(),
        &seats,
        RoomGame {
            board: Arc::new(Board::standard_sized()),
            rules: Arc::new(Rules::standard()),
            seed,
        },
        None,
        None,
    )
    .unwrap();
    let out = r.play_computers();
    let watched = for_watchers(&out);
    (r, out, watched)
}

/// What `seat` was told of every action, as JSON.
fn played_to(out: &[Outgoing], seat: Seat) -> Vec<ServerMsg> {
    out.iter()
        .filter_map(|o| match o {
            Outgoing::To(s, m @ ServerMsg::Played { .. }) if *s == seat => Some(m.clone()),
            _ => None,
        })
        .collect()
}

/// A seat's message with that seat's own part taken out, as a watcher would be sent it.
fn without_own_part(m: &ServerMsg) -> String {
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
    let public = ServerMsg::Played {
        seat: *seat,
        action: *action,
        events: public_events(events),
        view: Box::new((**view).clone().public()),
        why: *why,
    };
    serde_json::to_string(&public).unwrap()
}

/// A watcher's messages hold nothing a seat's public part does not: every action a watcher is
/// told is, byte for byte, what any seat is told with its own part taken out — the same from
/// every seat's message, so nothing only one seat knows (its hand, development cards, hidden
/// points, moves, the card it stole or bought) is in it. And it holds no hand, no development
/// card, no stolen or bought card at all.
#[test]
fn a_watchers_bytes_are_every_seats_public_part() {
    for seed in [3, 8] {
        let (r, out, watched) = watched_game(seed);
        assert!(r.table.state.is_over(), "the computers' game ends");
        let n = r.table.state.num_players();
        let watched: Vec<String> = watched
            .iter()
            .filter(|m| matches!(m, ServerMsg::Played { .. }))
            .map(|m| serde_json::to_string(m).unwrap())
            .collect();
        assert_eq!(watched.len(), r.table.record.steps.len(), "every action");
        let mut stolen_or_bought = 0;
        for seat in Seat::all(n) {
            let told: Vec<String> = played_to(&out, seat).iter().map(without_own_part).collect();
            assert_eq!(told, watched, "seed {seed}, seat {seat}");
            let secrets = played_to(&out, seat)
                .iter()
                .map(|m| serde_json::to_string(m).unwrap())
                .filter(|t| t.contains(r#""card":""#))
                .count();
            stolen_or_bought += secrets;
        }
        assert!(stolen_or_bought > 0, "some seat was told a card of its own");
        // a computer's decline says why, with the same code to every seat and watcher (above:
        // byte for byte)
        let decline = serde_json::to_value(Action::DeclineTrade).unwrap();
        let mut declines = 0;
        for w in &watched {
            let v: serde_json::Value = serde_json::from_str(w).unwrap();
            if v["action"] == decline {
                declines += 1;
                assert!(
                    v["why"]["code"].is_string(),
                    "a decline without its reason: {w}"
                );
            }
        }
        assert!(declines > 0, "seed {seed}: some offer was declined");
        for w in &watched {
            assert!(!w.contains(r#""card":""#), "{w}");
            let v: serde_json::Value = serde_json::from_str(w).unwrap();
            let view = &v["view"];
            assert_eq!(view["hand"], serde_json::json!({}), "{w}");
            let no_dev = serde_json::to_value(crate::core::DevSet::default()).unwrap();
            assert_eq!(view["dev"], no_dev, "{w}");
            assert_eq!(view["dev_new"], no_dev, "{w}");
            assert_eq!(view["legal"], serde_json::json!([]), "{w}");
            assert_eq!(view["points"], 0, "{w}");
            assert_eq!(view["watcher"], true, "{w}");
        }
    }
}

/// A room made to refuse watchers refuses them; one that takes them counts them for everyone,
/// up to its limit.
#[test]
fn watchers_are_refused_counted_and_bounded() {
    let (mut r, _, _) = watched_game(5);
    r.meta.watchable = false;
    assert_eq!(r.watch().unwrap_err().code, ErrorCode::NoWatchers);
    r.meta.watchable = true;
    let (first, all) = r.watch().unwrap();
    assert!(matches!(first[0], ServerMsg::Watching { watchers: 1, .. }));
    assert!(
        first
            .iter()
            .any(|m| matches!(m, ServerMsg::View { view } if view.watcher)),
        "{first:?}"
    );
    assert!(
        first.iter().any(|m| matches!(m, ServerMsg::Record { .. })),
        "a finished game's record"
    );
    assert_eq!(all, vec![Outgoing::All(ServerMsg::Watchers { count: 1 })]);
    assert_eq!(r.info().watchers, 1);
    for _ in 1..MAX_WATCHERS {
        r.watch().unwrap();
    }
    assert_eq!(r.watch().unwrap_err().code, ErrorCode::RoomFull);
    assert_eq!(
        r.unwatch(),
        vec![Outgoing::All(ServerMsg::Watchers {
            count: MAX_WATCHERS as u32 - 1
        })]
    );
}

/// A watcher's view rebuilds into a position with every seat's cards counted as the view
/// says (seat 0's included: a watcher holds no hand of its own).
#[test]
fn a_watchers_view_rebuilds_every_seats_card_count() {
    let seats: Vec<String> = ["easy", "easy", "easy"]
        .iter()
        .map(|s| s.to_string())
        .collect();
    let mut r = Room::create(
        "WATCH2".into(),
        &seats,
        RoomGame {
            board: Arc::new(Board::standard_sized()),
            rules: Arc::new(Rules::standard()),
            seed: 9,
        },
        None,
        None,
    )
    .unwrap();
    for _ in 0..60 {
        if let Some(d) = r.computer_decision() {
            r.apply_computer(d);
        }
    }
    let view = r.public_view();
    let s = view
        .position(r.table.state.board().clone(), r.table.state.rules().clone())
        .unwrap();
    for seat in Seat::all(3) {
        assert_eq!(
            s.player(seat).hand().total(),
            r.table.state.player(seat).hand().total()
        );
    }
}
