use super::*;

pub(super) fn room(seats: &[&str]) -> Room {
    let seats: Vec<String> = seats.iter().map(|s| s.to_string()).collect();
    Room::create(
        "TEST01".into(),
        &seats,
        crate::net::room::RoomGame {
            board: Arc::new(Board::standard_sized()),
            rules: Arc::new(Rules::standard()),
            seed: 5,
        },
        None,
        None,
    )
    .unwrap()
}

fn views_of(out: &[Outgoing], seat: Seat) -> Vec<SeatView> {
    out.iter()
        .filter_map(|o| match o {
            Outgoing::To(s, ServerMsg::View { view }) if *s == seat => Some(view.clone()),
            Outgoing::To(s, ServerMsg::Played { view, .. }) if *s == seat => Some((**view).clone()),
            _ => None,
        })
        .collect()
}

/// An action that cannot be saved is not played: refused for everyone with `storage`, the
/// position and the record as before; once saving works again the room goes on by itself
/// (every seat gets its view) and the action can be played.
#[test]
fn nothing_is_played_while_the_record_cannot_be_saved() {
    let dir = tempfile::tempdir().unwrap();
    let seats: Vec<String> = ["open", "medium"].iter().map(|s| s.to_string()).collect();
    let mut r = Room::create(
        "TEST02".into(),
        &seats,
        crate::net::room::RoomGame {
            board: Arc::new(Board::standard_sized()),
            rules: Arc::new(Rules::standard()),
            seed: 5,
        },
        None,
        Some(dir.path().to_path_buf()),
    )
    .unwrap();
    let (me, _) = r.join(None, None, None).unwrap();
    assert_eq!(r.table.state.actor(), me, "seat 0 opens");
    let steps = r.table.record.steps.len();
    // the record's file becomes a folder: no save can replace it
    let path = dir.path().join("TEST02.ron");
    std::fs::remove_file(&path).unwrap();
    std::fs::create_dir(&path).unwrap();
    std::fs::write(path.join("x"), "x").unwrap();
    let a = r.table.state.legal_actions()[0];
    let e = r.act(me, a).unwrap_err();
    assert_eq!(e.code, "storage", "{e:?}");
    assert_eq!(r.table.record.steps.len(), steps, "not recorded");
    assert_eq!(r.table.state.actor(), me, "not played");
    assert!(
        r.news.iter().any(
            |o| matches!(o, Outgoing::All(ServerMsg::Error { code, .. }) if code == "storage")
        ),
        "everyone is told"
    );
    assert_eq!(r.act(me, a).unwrap_err().code, "storage", "still waiting");
    assert!(r.retry_storage().is_empty(), "still failing");
    // the folder goes: saving works, the room goes on
    std::fs::remove_dir_all(&path).unwrap();
    let out = r.retry_storage();
    assert!(r.storage.is_none());
    assert!(
        !views_of(&out, me).is_empty(),
        "the seat hears the game goes on"
    );
    assert!(path.is_file());
    r.act(me, a).unwrap();
    assert_eq!(r.table.record.steps.len(), steps + 1);
}

/// A name keeps what can be seen: no control characters, no bidirectional overrides or
/// zero-width characters that would make one name look like another.
#[test]
fn names_lose_invisible_and_reordering_characters() {
    let mut r = room(&["open", "open"]);
    r.join(None, Some("\u{202E}nimda\u{200B} ".into()), None)
        .unwrap();
    r.join(None, Some("\u{2066}\u{202A}".into()), None).unwrap();
    let names: Vec<String> = r.seats().into_iter().map(|s| s.name).collect();
    assert_eq!(names, ["nimda", "Player 2"]);
}

/// A person who joins not ready holds the start until they say so; a program that says
/// nothing is ready; readiness is shown to everyone and ignored once the game is on.
#[test]
fn the_game_waits_for_everyone_ready() {
    let mut r = room(&["open", "open", "medium"]);
    let (a, _) = r.join(None, Some("Ann".into()), Some(false)).unwrap();
    let (_, out) = r.join(None, None, None).unwrap();
    assert!(!r.started(), "every seat is taken, Ann is not ready");
    assert!(!out.contains(&Outgoing::All(ServerMsg::Started)));
    let seats = r.seats();
    assert_eq!(
        seats.iter().map(|s| s.ready).collect::<Vec<_>>(),
        [false, true, true]
    );
    let out = r.set_ready(a, true).unwrap();
    assert!(out.contains(&Outgoing::All(ServerMsg::Started)));
    assert!(r.started());
    assert_eq!(r.set_ready(a, false).unwrap_err().code, "started");
    assert!(r.started());
}

/// The host starts before every seat is taken: the open seats become computers, the game
/// runs to the end, and the end brings the whole record, which replays.
#[test]
fn the_host_starts_with_computers_in_the_open_seats_and_the_end_brings_the_record() {
    let mut r = room(&["open", "open", "open"]);
    let (host, _) = r.join(None, Some("Host".into()), None).unwrap();
    let (guest, _) = r.join(None, Some("Guest".into()), None).unwrap();
    assert!(!r.started());
    assert_eq!(r.start_now(guest, None).unwrap_err().code, "not-host");
    assert_eq!(
        r.start_now(host, Some("nobody")).unwrap_err().code,
        "bad-message"
    );
    let out = r.start_now(host, Some("easy")).unwrap();
    assert!(out.contains(&Outgoing::All(ServerMsg::Started)));
    assert!(r.started());
    assert_eq!(
        r.meta.seats[2],
        SeatKind::Computer {
            spec: "easy".into(),
            replaced: false
        }
    );
    assert_eq!(r.start_now(host, None).unwrap_err().code, "started");
    // the two people play the first legal action until the end
    let mut record = None;
    for _ in 0..50_000 {
        if r.table.state.is_over() {
            break;
        }
        let seat = r.table.state.actor();
        let a = r.table.state.legal_actions()[0];
        for o in r.act(seat, a).unwrap() {
            if let Outgoing::All(ServerMsg::Record { record: text }) = o {
                record = Some(text);
            }
        }
    }
    assert!(r.table.state.is_over());
    let text = record.expect("the record comes with the end");
    let rec: GameRecord = crate::core::ron_file::parse_ron("record", &text).unwrap();
    assert!(
        rec.replay_sized::<{ crate::core::wide::W }>()
            .unwrap()
            .same_position(&r.table.state)
    );
}

#[test]
fn a_seat_cannot_act_for_another_or_out_of_turn() {
    let mut r = room(&["open", "open"]);
    let (a, _) = r.join(None, Some("Ann".into()), None).unwrap();
    // before the game starts nobody plays
    assert_eq!(r.act(a, Action::Roll).unwrap_err().code, "not-started");
    let (b, out) = r.join(None, None, None).unwrap();
    assert_eq!((a, b), (Seat(0), Seat(1)));
    assert!(out.contains(&Outgoing::All(ServerMsg::Started)));
    // seat 1 tries seat 0's opening move
    let legal = r.table.state.legal_actions();
    let e = r.act(b, legal[0]).unwrap_err();
    assert_eq!(
        (e.code.as_str(), e.rule.as_deref()),
        ("illegal", Some("not-your-turn"))
    );
    // an illegal move names the rule
    let e = r.act(a, Action::Roll).unwrap_err();
    assert_eq!(e.code, "illegal");
    assert!(e.rule.is_some());
    r.act(a, legal[0]).unwrap();
    // a taken seat is not joined again
    assert_eq!(r.join(Some(0), None, None).unwrap_err().code, "seat-taken");
    assert_eq!(r.join(None, None, None).unwrap_err().code, "room-full");
}

#[test]
fn a_seat_is_resumed_only_with_its_token() {
    let mut r = room(&["open", "medium"]);
    let (a, out) = r.join(None, None, None).unwrap();
    let token = out
        .iter()
        .find_map(|o| match o {
            Outgoing::To(_, ServerMsg::Joined { token, .. }) => Some(token.clone()),
            _ => None,
        })
        .unwrap();
    r.disconnect(a);
    assert_eq!(r.resume(0, "0000").unwrap_err().code, "bad-token");
    let mut wrong = token.clone();
    wrong.replace_range(0..1, if token.starts_with('a') { "b" } else { "a" });
    assert_eq!(r.resume(0, &wrong).unwrap_err().code, "bad-token");
    assert_eq!(r.resume(1, &token).unwrap_err().code, "bad-token");
    let (s, out) = r.resume(0, &token).unwrap();
    assert_eq!(s, a);
    // the view is sent again
    assert_eq!(views_of(&out, a).len(), 1);
    assert!(r.connected[0]);
}

#[test]
fn computers_play_until_a_remote_seat_must_act_and_a_game_ends() {
    let mut r = room(&["open", "medium", "medium", "easy"]);
    let (me, _) = r.join(None, None, None).unwrap();
    let mut moves = 0;
    while !r.table.state.is_over() && moves < 5000 {
        assert_eq!(
            r.table.state.actor(),
            me,
            "the server waits only for the remote seat"
        );
        let legal = r.table.state.legal_actions();
        let a = if legal.contains(&Action::EndTurn) {
            Action::EndTurn
        } else {
            legal[0]
        };
        let out = r.act(me, a).unwrap();
        assert!(!views_of(&out, me).is_empty());
        moves += 1;
    }
    assert!(r.table.state.is_over());
    assert_eq!(
        r.act(me, Action::EndTurn).unwrap_err().rule.as_deref(),
        Some("game-over")
    );
}

/// A room saved after every action and loaded again is the same position, and its
/// computers decide exactly as the room that was never stopped.
#[test]
fn a_room_resumed_from_its_files_plays_on_as_it_would_have() {
    let dir = tempfile::tempdir().unwrap();
    let seats: Vec<String> = ["open", "medium", "easy"]
        .iter()
        .map(|s| s.to_string())
        .collect();
    let mut r = Room::create(
        "SAVED1".into(),
        &seats,
        crate::net::room::RoomGame {
            board: Arc::new(Board::random_standard_sized(9, true)),
            rules: Arc::new(Rules::standard()),
            seed: 9,
        },
        None,
        Some(dir.path().to_path_buf()),
    )
    .unwrap();
    let (me, _) = r.join(None, None, None).unwrap();
    let play = |r: &mut Room, n: usize| {
        for _ in 0..n {
            if r.table.state.is_over() {
                break;
            }
            let legal = r.table.state.legal_actions();
            let a = *legal
                .iter()
                .find(|a| matches!(a, Action::BuildRoad(_) | Action::BuildSettlement(_)))
                .or(legal.iter().find(|a| **a == Action::EndTurn))
                .unwrap_or(&legal[0]);
            r.act(me, a).unwrap();
        }
    };
    play(&mut r, 40);
    let mut again = Room::load(dir.path(), "SAVED1").unwrap();
    assert!(again.table.state.same_position(&r.table.state));
    again
        .resume(
            0,
            match &r.meta.seats[0] {
                SeatKind::Remote { token, .. } => token,
                _ => unreachable!(),
            },
        )
        .unwrap();
    play(&mut r, 200);
    play(&mut again, 200);
    assert_eq!(again.table.record.steps, r.table.record.steps);
}

/// A counter-offer: seat 1 declines seat 0's offer and proposes other terms; seat 0 takes it
/// by offering exactly that to seat 1 alone, and the trade is made at once.
#[test]
fn a_counter_offer_is_heard_and_taken_in_one_move() {
    let mut r = room(&["open", "open"]);
    let (a, _) = r.join(None, None, None).unwrap();
    let (b, _) = r.join(None, None, None).unwrap();
    // the opening, then seat 0 rolls (whatever comes) until it is in its main phase
    for _ in 0..200 {
        if r.table.state.phase() == crate::core::Phase::Main && r.table.state.actor() == a {
            break;
        }
        let seat = r.table.state.actor();
        let legal = r.table.state.legal_actions();
        let pick = legal
            .iter()
            .find(|x| !matches!(x, Action::EndTurn))
            .copied()
            .unwrap_or(legal[0]);
        let pick = if r.table.state.phase() == crate::core::Phase::Main {
            Action::EndTurn
        } else {
            pick
        };
        r.act(seat, pick).unwrap();
    }
    assert!(r.table.state.phase() == crate::core::Phase::Main && r.table.state.actor() == a);
    // hands: seat 0 two wood, seat 1 two sheep
    let mut setup = r.table.state.to_setup(3);
    for (i, p) in setup.players.iter_mut().enumerate() {
        setup.bank.add(&p.hand);
        p.hand = if i == 0 {
            ResourceSet([2, 0, 0, 0, 0])
        } else {
            ResourceSet([0, 0, 0, 2, 0])
        };
        setup.bank.sub(&p.hand);
    }
    r.table.state = State::from_setup(setup).unwrap();
    let wood = ResourceSet([1, 0, 0, 0, 0]);
    let sheep = ResourceSet([0, 0, 0, 1, 0]);
    r.act(a, Action::offer(wood, ResourceSet([0, 0, 0, 2, 0])))
        .unwrap();
    // only the asked seat may counter, with cards it holds
    assert_eq!(r.counter(a, sheep, wood).unwrap_err().code, "illegal");
    assert_eq!(
        r.counter(b, ResourceSet([0, 0, 5, 0, 0]), wood)
            .unwrap_err()
            .rule
            .as_deref(),
        Some("cannot-afford")
    );
    let out = r.counter(b, sheep, wood).unwrap();
    assert!(out.contains(&Outgoing::All(ServerMsg::Countered {
        seat: 1,
        gives: sheep,
        gets: wood
    })));
    assert_eq!(
        r.table.state.phase(),
        crate::core::Phase::Main,
        "the offer was declined"
    );
    // seat 0 takes it: one move, and the trade is made
    r.act(
        a,
        Action::OfferTrade {
            give: wood,
            get: sheep,
            to: b.bit(),
        },
    )
    .unwrap();
    assert_eq!(r.table.state.phase(), crate::core::Phase::Main);
    assert_eq!(r.table.state.player(a).hand(), ResourceSet([1, 0, 0, 1, 0]));
    assert_eq!(r.table.state.player(b).hand(), ResourceSet([1, 0, 0, 1, 0]));
    assert!(r.table.counters.is_empty());
}
