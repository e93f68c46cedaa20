use super::*;
use crate::ai::{AiPlayer, Individual};
use crate::core::wide::PlayerView;
use crate::core::{DevCard, Event, Player};
use proptest::prelude::*;

/// Positions along greedy games with trades (Medium players), every few actions.
fn positions(seed: u64, n: u8) -> Vec<State> {
    let board = Arc::new(crate::core::board::random_board_for_sized(
        n as usize, seed, true,
    ));
    let rules = if n > 4 {
        Rules::five_six()
    } else {
        Rules::standard()
    };
    positions_on(board, rules, n, seed)
}

/// A Seafarers scenario of `boards/seafarers/` (by its file's stem).
fn scenario(name: &str) -> Arc<Board> {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("boards/seafarers")
        .join(format!("{name}.ron"));
    Arc::new(crate::files::load_wide_board(&path).unwrap())
}

/// The scenarios (the four open-sea ones, Cloth for Catan, the Forgotten Tribe).
const SCENARIOS: [&str; 6] = [
    "new-shores",
    "four-islands",
    "fog-islands",
    "through-the-desert",
    "cloth-for-catan",
    "forgotten-tribe",
];

/// Positions along greedy games on `board`.
fn positions_on(board: Arc<Board>, rules: Rules, n: u8, seed: u64) -> Vec<State> {
    let mut s = State::new(board, Arc::new(rules), n, seed).unwrap();
    let mut ps: Vec<AiPlayer<{ crate::core::wide::W }>> = (0..n)
        .map(|_| AiPlayer::new_sized("medium", Individual::champion_v2()))
        .collect();
    let mut out = Vec::new();
    let mut k = 0;
    while !s.is_over() && s.turns() < 300 {
        let seat = s.actor();
        let legal = s.legal_actions();
        let a = ps[seat.index()].choose(&PlayerView::new(&s, seat), &legal);
        s.apply(a).unwrap();
        k += 1;
        if k % 7 == 0 {
            out.push(s.clone());
        }
    }
    out.push(s);
    out
}

/// The same position with every other seat's hidden cards dealt again (the same counts):
/// another hand for each, other development cards, another deck.
fn reshuffled(s: &State, seat: Seat, salt: u64) -> State {
    let mut setup = s.to_setup(salt);
    let rules = setup.rules.clone();
    let mut pool = ResourceSet::EMPTY;
    let mut devs = DevSet::default();
    for (i, p) in setup.players.iter().enumerate() {
        if i != seat.index() {
            pool.add(&p.hand);
            for c in 0..5 {
                devs.0[c] += p.dev.0[c] + p.dev_new.0[c];
            }
        }
    }
    for c in 0..5 {
        devs.0[c] += setup.deck.0[c];
    }
    let mut rng = crate::core::GameRng::new(salt);
    let mut cards: Vec<usize> = (0..5)
        .flat_map(|r| std::iter::repeat_n(r, pool.0[r] as usize))
        .collect();
    rng.shuffle(&mut cards);
    let mut dev_cards: Vec<usize> = (0..5)
        .flat_map(|c| std::iter::repeat_n(c, devs.0[c] as usize))
        .collect();
    rng.shuffle(&mut dev_cards);
    for (i, p) in setup.players.iter_mut().enumerate() {
        if i == seat.index() {
            continue;
        }
        let n = p.hand.total() as usize;
        p.hand = ResourceSet::EMPTY;
        for r in cards.drain(..n) {
            p.hand.0[r] += 1;
        }
        for set in [&mut p.dev, &mut p.dev_new] {
            let m: usize = set.0.iter().map(|&x| x as usize).sum();
            *set = DevSet::default();
            for c in dev_cards.drain(..m) {
                set.0[c] += 1;
            }
        }
    }
    setup.deck = DevSet::default();
    for c in dev_cards {
        setup.deck.0[c] += 1;
    }
    // the fog's stack: another order (what the next draw brings is the host's secret)
    if let Some(sea) = setup.sea.as_mut() {
        rng.shuffle(&mut sea.fog_stack);
        sea.fog_stack.reverse();
    }
    let _ = rules;
    State::from_setup(setup).expect("a reshuffle keeps the position valid")
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(12))]
    /// The bytes sent to a seat never carry another seat's hidden cards: the same position
    /// with the others' hands, development cards and the deck dealt otherwise gives the
    /// very same view, byte for byte, and the same events.
    #[test]
    fn a_seats_bytes_never_carry_another_seats_hidden_cards(seed in 0u64..10_000, n in 2u8..=6) {
        for s in positions(seed, n) {
            for seat in Seat::all(n) {
                let other = reshuffled(&s, seat, seed ^ 0x5eed);
                let a = serde_json::to_string(&SeatView::of(&s, seat)).unwrap();
                let b = serde_json::to_string(&SeatView::of(&other, seat)).unwrap();
                prop_assert_eq!(a, b);
            }
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(6))]
    /// The same on the Seafarers scenarios: ships, the pirate, gold owed and fog are public;
    /// the others' hands and the fog's stack (its order, the generator that draws from it)
    /// never reach a seat's bytes.
    #[test]
    fn a_seats_bytes_never_carry_the_fog_stack_or_hidden_cards_at_sea(seed in 0u64..10_000, k in 0usize..6) {
        let board = scenario(SCENARIOS[k]);
        for s in positions_on(board, Rules::standard(), 4, seed) {
            for seat in Seat::all(4) {
                let other = reshuffled(&s, seat, seed ^ 0xf06);
                let a = serde_json::to_string(&SeatView::of(&s, seat)).unwrap();
                let b = serde_json::to_string(&SeatView::of(&other, seat)).unwrap();
                prop_assert!(a.contains("\"sea\""), "a Seafarers view tells the sea");
                prop_assert_eq!(a, b);
            }
        }
    }
}

/// A Seafarers view rebuilds on the board the game began with (the tiles turned over since
/// applied) into a position that shows the same and plays the same; gold and fog included.
#[test]
fn a_seafarers_position_rebuilt_from_a_view_plays_like_the_true_one() {
    let mut revealed = 0;
    for (k, name) in SCENARIOS.iter().enumerate() {
        let first = scenario(name);
        for s in positions_on(first.clone(), Rules::standard(), 4, 40 + k as u64) {
            if s.is_over() {
                continue;
            }
            let seat = s.actor();
            let view = SeatView::of(&s, seat);
            let sea = view.sea.as_ref().expect("a Seafarers view");
            revealed += sea.revealed.len();
            let rebuilt = view
                .position(first.clone(), s.rules().clone())
                .expect("a view rebuilds");
            assert_eq!(SeatView::of(&rebuilt, seat), view, "{name}: the same shown");
            let legal = s.legal_actions();
            assert_eq!(
                legal,
                rebuilt.legal_actions(),
                "{name}: the same legal actions"
            );
            let mut a = AiPlayer::new_sized("medium", Individual::champion_v2());
            let mut b = AiPlayer::new_sized("medium", Individual::champion_v2());
            assert_eq!(
                a.choose(&PlayerView::new(&s, seat), &legal),
                b.choose(&PlayerView::new(&rebuilt, seat), &legal),
                "{name}"
            );
        }
    }
    assert!(revealed > 0, "some fog was turned over");
}

#[test]
fn events_hide_a_stolen_and_a_bought_card_from_the_others() {
    let stole = Event::Stole {
        thief: Seat(0),
        victim: Seat(1),
        card: Resource::Wood,
    };
    assert_eq!(
        WireEvent::of(&stole, Seat(2)),
        WireEvent::Stole {
            thief: 0,
            victim: 1,
            card: None
        }
    );
    for s in [Seat(0), Seat(1)] {
        assert!(matches!(
            WireEvent::of(&stole, s),
            WireEvent::Stole {
                card: Some(Resource::Wood),
                ..
            }
        ));
    }
    let bought = Event::Bought {
        seat: Seat(3),
        card: DevCard::VictoryPoint,
    };
    assert_eq!(
        WireEvent::of(&bought, Seat(0)),
        WireEvent::Bought {
            seat: 3,
            card: None
        }
    );
}

/// A client's computer player plays from the view exactly as from the true position: the
/// same choice along whole games.
#[test]
fn a_position_rebuilt_from_a_view_plays_like_the_true_one() {
    for seed in [3u64, 8] {
        for s in positions(seed, 4) {
            if s.is_over() {
                continue;
            }
            let seat = s.actor();
            let view = SeatView::of(&s, seat);
            let rebuilt = view
                .position(s.board().clone(), s.rules().clone())
                .expect("a view rebuilds");
            assert_eq!(
                SeatView::of(&rebuilt, seat),
                view,
                "the rebuilt position shows the same"
            );
            let legal = s.legal_actions();
            let mut a = AiPlayer::new_sized("medium", Individual::champion_v2());
            let mut b = AiPlayer::new_sized("medium", Individual::champion_v2());
            assert_eq!(
                a.choose(&PlayerView::new(&s, seat), &legal),
                b.choose(&PlayerView::new(&rebuilt, seat), &rebuilt.legal_actions())
            );
        }
    }
}

#[test]
fn messages_read_as_documented() {
    let m: ClientMsg = serde_json::from_str(r#"{"type":"hello","version":1}"#).unwrap();
    assert_eq!(m, ClientMsg::Hello { version: 1 });
    let m: ClientMsg = serde_json::from_str(r#"{"type":"act","action":{"BuildRoad":12}}"#).unwrap();
    assert_eq!(
        m,
        ClientMsg::Act {
            action: Action::BuildRoad(crate::core::EdgeId(12))
        }
    );
    let m: ClientMsg = serde_json::from_str(
        r#"{"type":"act","action":{"OfferTrade":{"give":{"wood":1},"get":{"stone":1}}}}"#,
    )
    .unwrap();
    assert!(matches!(
        m,
        ClientMsg::Act {
            action: Action::OfferTrade {
                to: crate::core::EVERYONE,
                ..
            }
        }
    ));
    assert!(serde_json::from_str::<ClientMsg>(r#"{"type":"act"}"#).is_err());
    assert!(serde_json::from_str::<ClientMsg>(r#"{"type":"hello","version":1,"x":2}"#).is_err());
    assert_eq!(room_code(0).len(), 6);
    assert_ne!(room_code(1), room_code(2));
}

#[test]
fn a_host_letter_starts_its_room_codes_and_a_room_has_its_own_address() {
    for n in 0..200u64 {
        let code = room_code_on(Some('B'), n);
        assert_eq!(code.len(), 6);
        assert!(code.starts_with('B'), "{code}");
        assert_eq!(&code[1..], &room_code(n)[1..]);
        assert!(code.bytes().all(|b| CODE_ALPHABET.contains(&b)));
    }
    assert_eq!(room_code_on(None, 7), room_code(7));
    assert!(is_host_id('A') && is_host_id('9'));
    assert!(!is_host_id('I') && !is_host_id('O') && !is_host_id('0') && !is_host_id('a'));
    assert_eq!(room_url("ws://h:1", " bxyz23 "), "ws://h:1/room/BXYZ23");
    assert_eq!(room_url("ws://h:1/", "BXYZ23"), "ws://h:1/room/BXYZ23");
}

#[test]
fn error_codes_read_and_write_as_documented() {
    let doc =
        std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/docs/protocol.md")).unwrap();
    let all = [
        ErrorCode::Version,
        ErrorCode::BadMessage,
        ErrorCode::NoSuchRoom,
        ErrorCode::NoSuchSeat,
        ErrorCode::SeatTaken,
        ErrorCode::RoomFull,
        ErrorCode::BadToken,
        ErrorCode::NotJoined,
        ErrorCode::NotStarted,
        ErrorCode::Illegal,
        ErrorCode::BadRoom,
        ErrorCode::NotHost,
        ErrorCode::Started,
        ErrorCode::ServerFull,
        ErrorCode::TooManyRooms,
        ErrorCode::TooBig,
        ErrorCode::Flood,
        ErrorCode::Storage,
        ErrorCode::Idle,
    ];
    for code in all {
        let json = serde_json::to_string(&code).unwrap();
        assert_eq!(json, format!("\"{}\"", code.as_str()));
        assert_eq!(serde_json::from_str::<ErrorCode>(&json).unwrap(), code);
        assert!(
            doc.contains(&format!("`{}`", code.as_str())),
            "{code} is not in docs/protocol.md"
        );
    }
    // a code of a newer host still reads
    let msg: ServerMsg =
        serde_json::from_str(r#"{"type":"error","code":"brand-new","message":"?"}"#).unwrap();
    assert!(matches!(
        msg,
        ServerMsg::Error {
            code: ErrorCode::Other,
            ..
        }
    ));
}

/// A late hello's answer carries the typed detail `hello-late` beside the code `version` (a
/// client of an earlier build reads the code and words as before); an error without a detail
/// reads as before, and a detail of a newer host still reads.
#[test]
fn a_late_hello_is_answered_with_a_typed_detail() {
    let json = serde_json::to_string(&ServerMsg::hello_late()).unwrap();
    assert!(json.contains(r#""code":"version""#), "{json}");
    assert!(json.contains(r#""detail":"hello-late""#), "{json}");
    assert!(json.contains(HELLO_LATE), "{json}");
    let plain = serde_json::to_string(&ServerMsg::error(ErrorCode::Flood, "x")).unwrap();
    assert!(!plain.contains("detail"), "{plain}");
    let read = |detail: &str| -> Option<ErrorDetail> {
        let text = format!(r#"{{"type":"error","code":"version","message":"?"{detail}}}"#);
        match serde_json::from_str(&text).unwrap() {
            ServerMsg::Error { detail, .. } => detail,
            other => panic!("{other:?}"),
        }
    };
    assert_eq!(read(""), None);
    assert_eq!(
        read(r#","detail":"hello-late""#),
        Some(ErrorDetail::HelloLate)
    );
    assert_eq!(read(r#","detail":"brand-new""#), Some(ErrorDetail::Other));
    let doc = include_str!("../../../docs/protocol.md");
    assert!(
        doc.contains("`hello-late`"),
        "the detail is in docs/protocol.md"
    );
}
