//! The host's limits right behind a proxy: each client's address from a trusted proxy's PROXY
//! protocol header, v2 or v1 (quotas count clients, not the proxy), a header from anyone else
//! refused,
//! a finished game's quota freed at once, a room's own seed kept across a restart, and a
//! malformed hello closed at once.

use super::*;
use tokio::io::AsyncWriteExt;
use tokio::net::TcpStream;
use tokio_tungstenite::WebSocketStream;

type Ws = WebSocketStream<TcpStream>;

/// A PROXY v2 header of a TCP connection from `client` (IPv4) to 127.0.0.1:7373.
fn proxy_header(client: [u8; 4]) -> Vec<u8> {
    let mut h = b"\r\n\r\n\0\r\nQUIT\n".to_vec();
    h.extend_from_slice(&[0x21, 0x11, 0, 12]);
    h.extend_from_slice(&client);
    h.extend_from_slice(&[127, 0, 0, 1]);
    h.extend_from_slice(&40000u16.to_be_bytes());
    h.extend_from_slice(&7373u16.to_be_bytes());
    h
}

/// A PROXY v1 line (`send-proxy`) of a TCP connection from `client` (IPv4) to 127.0.0.1:7373.
fn proxy_line(client: [u8; 4]) -> Vec<u8> {
    let [a, b, c, d] = client;
    format!("PROXY TCP4 {a}.{b}.{c}.{d} 127.0.0.1 40000 7373\r\n").into_bytes()
}

/// The PROXY protocol versions a proxy may speak, each a header naming a client.
const HEADERS: [fn([u8; 4]) -> Vec<u8>; 2] = [proxy_header, proxy_line];

/// A websocket to the server at `url` as a proxy opens one: its first bytes `header`. An error when the server
/// closes it instead.
async fn proxied_with(url: &str, header: &[u8]) -> Result<Ws, String> {
    let addr = url.trim_start_matches("ws://").trim_end_matches('/');
    let mut tcp = TcpStream::connect(addr).await.map_err(|e| e.to_string())?;
    tcp.write_all(header).await.map_err(|e| e.to_string())?;
    let shake = tokio_tungstenite::client_async(url, tcp);
    match tokio::time::timeout(WAIT, shake).await {
        Ok(Ok((ws, _))) => Ok(ws),
        Ok(Err(e)) => Err(e.to_string()),
        Err(_) => Err("no handshake".into()),
    }
}

/// Send `text`; the next message's `type` and `code` (empty when it has none).
async fn ask(ws: &mut Ws, text: &str) -> (String, String) {
    ws.send(Message::text(text)).await.unwrap();
    loop {
        match tokio::time::timeout(WAIT, ws.next()).await {
            Ok(Some(Ok(Message::Text(t)))) => {
                let v: serde_json::Value = serde_json::from_str(t.as_str()).unwrap();
                let field = |k: &str| v[k].as_str().unwrap_or("").to_string();
                return (field("type"), field("code"));
            }
            Ok(Some(Ok(_))) => continue,
            other => panic!("no answer to {text}: {other:?}"),
        }
    }
}

const HELLO: &str = r#"{"type":"hello","version":2}"#;
const CREATE: &str = r#"{"type":"create_room","seats":["open","medium"]}"#;

/// `rooms` create_room requests on one proxied connection from `client`, its header made by
/// `header`: the answers' types (`room_created`) or error codes.
async fn create_from(
    url: &str,
    header: fn([u8; 4]) -> Vec<u8>,
    client: [u8; 4],
    rooms: usize,
) -> Vec<String> {
    let mut ws = proxied_with(url, &header(client)).await.unwrap();
    assert_eq!(ask(&mut ws, HELLO).await.0, "welcome");
    let mut answers = Vec::new();
    for _ in 0..rooms {
        let (kind, code) = ask(&mut ws, CREATE).await;
        answers.push(if kind == "error" { code } else { kind });
    }
    answers
}

/// Behind a trusted proxy, each client has its own quota — whether the proxy writes version 2
/// headers (`send-proxy-v2`) or version 1 lines (`send-proxy`).
#[test]
fn clients_behind_a_trusted_proxy_each_have_their_own_quota() {
    for header in HEADERS {
        let s = serve(
            None,
            "127.0.0.1:0",
            &["--trusted-proxy", "127.0.0.1", "--rooms-per-address", "2"],
        );
        rt().block_on(async {
            // client 10.0.0.1 takes its two rooms and is refused a third
            let a = create_from(&s.url, header, [10, 0, 0, 1], 3).await;
            assert_eq!(a, ["room_created", "room_created", "too-many-rooms"]);
            // another connection from it: still refused
            assert_eq!(
                create_from(&s.url, header, [10, 0, 0, 1], 1).await,
                ["too-many-rooms"]
            );
            // client 10.0.0.2, through the same proxy, has its own two
            let b = create_from(&s.url, header, [10, 0, 0, 2], 3).await;
            assert_eq!(b, ["room_created", "room_created", "too-many-rooms"]);
            // the proxy's own connections (no header) count as its address, apart from both
            let mut c = Connection::open(&s.url, WAIT).await.unwrap();
            c.create_room(ClientMsg::CreateRoom {
                seats: vec!["open".into(), "medium".into()],
                board: None,
                rules: None,
                seed: None,
                replace_after_secs: None,
                public: None,
                watchers: None,
            })
            .await
            .unwrap();
        });
    }
}

#[test]
fn a_proxy_header_from_an_address_not_trusted_closes_the_connection() {
    // not trusted at all, and trusting another address
    for extra in [&[][..], &["--trusted-proxy", "127.0.0.9,::1"][..]] {
        let s = serve(None, "127.0.0.1:0", extra);
        rt().block_on(async {
            for header in HEADERS {
                let refused = proxied_with(&s.url, &header([10, 0, 0, 1])).await;
                assert!(refused.is_err(), "a header was taken from 127.0.0.1");
            }
            // a client without one plays as before
            let mut c = Connection::open(&s.url, WAIT).await.unwrap();
            c.send(&ClientMsg::Ping {}).await.unwrap();
            assert!(matches!(c.recv(WAIT).await.unwrap(), ServerMsg::Pong));
        });
    }
}

#[test]
fn a_finished_game_frees_its_creators_quota_and_its_computer_room_place_at_once() {
    // one room per address, one computer-only room; idle rooms would close only in an hour
    let s = serve(
        None,
        "127.0.0.1:0",
        &["--rooms-per-address", "1", "--max-computer-rooms", "1"],
    );
    let only = ClientMsg::CreateRoom {
        seats: vec!["easy".into(), "easy".into()],
        board: None,
        rules: None,
        seed: None,
        replace_after_secs: None,
        public: None,
        watchers: None,
    };
    rt().block_on(async {
        let mut c = Connection::open(&s.url, WAIT).await.unwrap();
        let first = c.create_room(only.clone()).await.unwrap();
        // while it plays, both shares are taken
        let refused = c.create_room(only.clone()).await;
        assert!(refused.is_err(), "{refused:?}");
        // its game ends (two computers, within the wait)
        let start = Instant::now();
        let over = loop {
            // a fresh connection each time: one may ask for a few lists in a while
            let mut l = Connection::open(&s.url, WAIT).await.unwrap();
            let ask = ClientMsg::ListRooms {
                room: Some(first.clone()),
                after: None,
            };
            l.send(&ask).await.unwrap();
            let rooms = loop {
                if let ServerMsg::Rooms { rooms, .. } = l.recv(WAIT).await.unwrap() {
                    break rooms;
                }
            };
            let info = rooms.iter().find(|r| r.room == first).expect("still open");
            if info.over || start.elapsed() > Duration::from_secs(120) {
                break info.over;
            }
            tokio::time::sleep(Duration::from_millis(100)).await;
        };
        assert!(over, "the computers' game did not end");
        // the room is still open (for its seats, until idle) but counts no more
        let second = c.create_room(only).await;
        assert!(second.is_ok(), "{second:?}");
    });
}

#[test]
fn a_malformed_hello_is_answered_and_closed_at_once() {
    let s = serve(None, "127.0.0.1:0", &[]);
    rt().block_on(async {
        for bad in [
            "{",
            r#"{"type":"hello"}"#,
            r#"{"type":"hello","version":"2"}"#,
        ] {
            let (mut ws, _) = tokio_tungstenite::connect_async(s.url.clone())
                .await
                .unwrap();
            let start = Instant::now();
            ws.send(Message::text(bad)).await.unwrap();
            let first = tokio::time::timeout(WAIT, ws.next()).await.unwrap();
            match first {
                Some(Ok(Message::Text(t))) => assert!(t.as_str().contains("bad-message"), "{t}"),
                other => panic!("{bad}: no error first: {other:?}"),
            }
            assert!(closed(&mut ws).await, "{bad}: not closed");
            // the hello deadline is 10 s: this is at once
            let took = start.elapsed();
            assert!(
                took < Duration::from_secs(3),
                "{bad}: closed after {took:?}"
            );
        }
    });
}

/// The `seed` a room's `.room.json` keeps.
fn kept_seed(dir: &Path, room: &str) -> u64 {
    let text = std::fs::read_to_string(dir.join(format!("{room}.room.json"))).unwrap();
    let v: serde_json::Value = serde_json::from_str(&text).unwrap();
    v["seed"].as_u64().unwrap()
}

/// Whether every chance outcome of the record (each roll, card drawn, theft) is the one the
/// generator of `seed` gives, from the first step to the last, and the record names that seed.
fn every_outcome_from(record: &Path, seed: u64) -> bool {
    let r = <catan::core::GameRecord as catan::files::Load>::load(record).unwrap();
    assert_eq!(r.seed, Some(seed), "the record's seed");
    let mut state = r.initial_state().unwrap();
    r.steps.iter().all(|step| {
        let ev = state.apply(step.action);
        ev.is_ok_and(|ev| ev.chance() == step.chance)
    })
}

#[test]
fn a_rooms_own_seed_is_kept_across_a_restart_and_two_hosts_never_share_it() {
    let dir = tempfile::tempdir().unwrap();
    let rooms = dir.path().join("rooms");
    let port = {
        let l = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
        l.local_addr().unwrap().port()
    };
    let addr = format!("127.0.0.1:{port}");
    // no --secret: the room's seed is drawn when it is made
    let mut s = serve(Some(dir.path()), &addr, &[]);
    let room = rt().block_on(create(&s.url, &["open", "medium", "easy"], 21, None));
    let seed = kept_seed(&rooms, &room);
    let b = bot(&s.url, &room, "medium");
    let record = rooms.join(format!("{room}.ron"));
    let start = Instant::now();
    while record_steps(&record) < 80 && start.elapsed() < Duration::from_secs(120) {
        std::thread::sleep(Duration::from_millis(5));
    }
    assert!(record_steps(&record) >= 80, "the game did not get going");
    // kill -9 and a restart (another random host secret)
    unsafe { libc::kill(s.child.id() as i32, libc::SIGKILL) };
    let _ = s.child.wait();
    std::thread::sleep(Duration::from_millis(300));
    s = serve(Some(dir.path()), &addr, &[]);
    assert!(game_over_line(&finish(b, Duration::from_secs(300))).starts_with("game over"));
    assert_eq!(kept_seed(&rooms, &room), seed);
    // the dice after the restart are the same generator's as before it
    assert!(
        every_outcome_from(&record, seed),
        "other dice after the restart"
    );
    // another host, even with the same test secret as a third: its own seeds
    let seeds: Vec<u64> = [
        &[][..],
        &["--secret", "7", "--host-id", "A"][..],
        &["--secret", "7", "--host-id", "B"][..],
    ]
    .iter()
    .map(|extra| {
        let d = tempfile::tempdir().unwrap();
        let h = serve(Some(d.path()), "127.0.0.1:0", extra);
        let code = rt().block_on(create(&h.url, &["open", "medium", "easy"], 21, None));
        kept_seed(&d.path().join("rooms"), &code)
    })
    .collect();
    assert!(
        !seeds.contains(&seed) && seeds[0] != seeds[1] && seeds[1] != seeds[2],
        "{seed} {seeds:?}"
    );
    drop(s);
}
