//! The network host end to end on loopback: `catan serve` in its own process, `catan bot`
//! clients, the Python example, raw protocol clients that misbehave, a killed and restarted
//! server. Every wait is bounded; servers listen on 127.0.0.1 only and are killed when a test
//! ends.
#![cfg(feature = "net")]

use catan::net::client::Connection;
use catan::net::wire::{ClientMsg, ServerMsg};
use futures_util::{SinkExt, StreamExt};
use std::io::{BufRead, BufReader};
use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};
use tokio_tungstenite::tungstenite::Message;

/// The limits behind a proxy, finished games' quotas, a room's seed, a malformed hello.
#[path = "net/limits.rs"]
mod limits;

/// Chat: cleaning, length and rate, older versions, through a resume, never saved.
#[path = "net/chat.rs"]
mod chat;

/// The room list (public and private rooms, pages, its rate) and watchers (their bytes, a room
/// that refuses them, their actions refused, their count told to the players).
#[path = "net/rooms.rs"]
mod rooms;

/// A big map (past 256 corners and sides) played to its end through `catan serve`.
#[path = "net/wide.rs"]
mod wide;

const BIN: &str = env!("CARGO_BIN_EXE_catan");
const WAIT: Duration = Duration::from_secs(20);

/// A `catan serve` that is killed when dropped.
struct Server {
    child: Child,
    url: String,
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

fn serve(data: Option<&Path>, addr: &str, extra: &[&str]) -> Server {
    let mut cmd = Command::new(BIN);
    cmd.args(["serve", "--addr", addr]);
    match data {
        Some(d) => cmd.arg("--data-dir").arg(d),
        None => cmd.arg("--no-save"),
    };
    cmd.args(extra);
    let mut child = cmd
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("catan serve starts");
    let mut line = String::new();
    let mut out = BufReader::new(child.stdout.take().unwrap());
    out.read_line(&mut line).unwrap();
    // the rest is read and dropped (a closed pipe would end the server at its next line)
    std::thread::spawn(move || {
        let mut sink = String::new();
        while out.read_line(&mut sink).is_ok_and(|n| n > 0) {
            sink.clear();
        }
    });
    let url = line
        .trim()
        .strip_prefix("listening on ")
        .unwrap_or_else(|| panic!("the server said '{line}'"))
        .to_string();
    Server { child, url }
}

fn rt() -> tokio::runtime::Runtime {
    tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .unwrap()
}

async fn create(url: &str, seats: &[&str], seed: u64, replace: Option<u64>) -> String {
    let mut c = Connection::open(url, WAIT).await.unwrap();
    c.create_room(ClientMsg::CreateRoom {
        seats: seats.iter().map(|s| s.to_string()).collect(),
        board: Some("random".into()),
        rules: None,
        seed: Some(seed),
        replace_after_secs: replace,
        public: None,
        watchers: None,
    })
    .await
    .unwrap()
}

/// The next message that is not a view, a play or a seat list.
async fn next_notice(c: &mut Connection) -> ServerMsg {
    loop {
        match c.recv(WAIT).await.unwrap() {
            ServerMsg::View { .. }
            | ServerMsg::Played { .. }
            | ServerMsg::Seats { .. }
            | ServerMsg::Started => {}
            m => return m,
        }
    }
}

type Raw =
    tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>>;

/// Whether the server closes `ws` (within the wait).
async fn closed(ws: &mut Raw) -> bool {
    loop {
        match tokio::time::timeout(WAIT, ws.next()).await {
            Ok(Some(Ok(Message::Close(_)))) | Ok(None) | Ok(Some(Err(_))) => return true,
            Ok(Some(Ok(_))) => continue,
            Err(_) => return false,
        }
    }
}

fn bot(url: &str, room: &str, player: &str) -> Child {
    Command::new(BIN)
        .args(["bot", "--connect", url, "--room", room, "--player", player])
        .args(["--quiet-secs", "60"])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap()
}

/// The steps a room's saved record holds so far (0 while there is none).
fn record_steps(path: &Path) -> usize {
    std::fs::read_to_string(path)
        .map(|t| t.lines().filter(|l| l.contains("(seat:")).count())
        .unwrap_or(0)
}

/// `catan replay` reads the record at `path` to its end.
fn assert_replays(path: &Path) {
    let out = Command::new(BIN).arg("replay").arg(path).output().unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
}

/// Wait for a child within `limit`, killing it past that; its stdout.
fn finish(mut c: Child, limit: Duration) -> String {
    let start = Instant::now();
    loop {
        if let Some(status) = c.try_wait().unwrap() {
            let mut out = String::new();
            std::io::Read::read_to_string(c.stdout.as_mut().unwrap(), &mut out).unwrap();
            let mut err = String::new();
            std::io::Read::read_to_string(c.stderr.as_mut().unwrap(), &mut err).unwrap();
            assert!(status.success(), "exit {status}: {out}\n{err}");
            return out;
        }
        if start.elapsed() > limit {
            let _ = c.kill();
            panic!("still running after {limit:?}");
        }
        std::thread::sleep(Duration::from_millis(50));
    }
}

fn game_over_line(out: &str) -> String {
    out.lines()
        .find(|l| l.starts_with("game over"))
        .unwrap_or_else(|| panic!("no game over in {out}"))
        .split(';')
        .next()
        .unwrap()
        .to_string()
}

#[test]
fn four_bots_of_mixed_levels_finish_a_game_through_catan_serve() {
    let dir = tempfile::tempdir().unwrap();
    let s = serve(Some(dir.path()), "127.0.0.1:0", &[]);
    let room = rt().block_on(create(&s.url, &["open"; 4], 11, None));
    let bots: Vec<Child> = ["easy", "medium", "search@100", "ai"]
        .iter()
        .map(|p| bot(&s.url, &room, p))
        .collect();
    let outs: Vec<String> = bots
        .into_iter()
        .map(|b| finish(b, Duration::from_secs(300)))
        .collect();
    // every bot saw the same end
    let end = game_over_line(&outs[0]);
    for o in &outs {
        assert_eq!(game_over_line(o), end);
    }
    // the room's record is the one `catan replay` reads
    assert_replays(&dir.path().join("rooms").join(format!("{room}.ron")));
}

#[test]
fn the_python_example_finishes_a_game_against_three_computers() {
    if Command::new("python3").arg("--version").output().is_err() {
        eprintln!("no python3 here: skipped");
        return;
    }
    let s = serve(None, "127.0.0.1:0", &[]);
    let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("examples/random_bot.py");
    let child = Command::new("python3")
        .arg(script)
        .args([
            "--url",
            &s.url,
            "--create",
            "open,easy,medium,search@50",
            "--seed",
            "5",
        ])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let out = finish(child, Duration::from_secs(300));
    assert!(out.contains("game over: winner seat"), "{out}");
    // and a Seafarers scenario (protocol version 2: ships, the pirate, gold in its legal moves)
    let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("examples/random_bot.py");
    let child = Command::new("python3")
        .arg(script)
        .args([
            "--url",
            &s.url,
            "--create",
            "open,easy,medium",
            "--seed",
            "6",
        ])
        .args(["--board", "seafarers/fog-islands"])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let out = finish(child, Duration::from_secs(300));
    assert!(out.contains("game over: winner seat"), "{out}");
}

/// Misbehaving clients get an error or a disconnect — never a panic — and a game in another
/// room plays on to its end meanwhile.
#[test]
fn bad_clients_are_refused_and_other_rooms_play_on() {
    let s = serve(None, "127.0.0.1:0", &[]);
    let rt = rt();
    let other = rt.block_on(create(&s.url, &["open", "medium", "medium"], 3, None));
    let calm = bot(&s.url, &other, "medium");
    rt.block_on(async {
        let raw = |url: String| async move {
            let (ws, _) = tokio_tungstenite::connect_async(url).await.unwrap();
            ws
        };
        let read_error = |m: Option<Result<Message, _>>| -> (String, String) {
            match m {
                Some(Ok(Message::Text(t))) => {
                    let v: serde_json::Value = serde_json::from_str(t.as_str()).unwrap();
                    (
                        v["code"].as_str().unwrap_or("").to_string(),
                        v["type"].as_str().unwrap_or("").to_string(),
                    )
                }
                other => panic!("expected an error, got {other:?}"),
            }
        };
        // an unknown protocol version
        let mut ws = raw(s.url.clone()).await;
        ws.send(Message::text(r#"{"type":"hello","version":99}"#)).await.unwrap();
        assert_eq!(read_error(ws.next().await).0, "version");
        assert!(closed(&mut ws).await, "closed after a wrong version");
        // acting before hello
        let mut ws = raw(s.url.clone()).await;
        ws.send(Message::text(r#"{"type":"act","action":"Roll"}"#)).await.unwrap();
        assert_eq!(read_error(ws.next().await).0, "version");
        // malformed messages: an error, the connection stays
        let mut ws = raw(s.url.clone()).await;
        ws.send(Message::text(r#"{"type":"hello","version":1}"#)).await.unwrap();
        ws.next().await.unwrap().unwrap();
        for bad in [
            "{",
            "[1,2]",
            r#"{"type":"fly"}"#,
            r#"{"type":"act","action":{"BuildRoad":"x"}}"#,
            // unknown fields are refused in every message, these too
            r#"{"type":"ping","extra":1}"#,
            r#"{"type":"list_rooms","all":true}"#,
        ] {
            ws.send(Message::text(bad)).await.unwrap();
            assert_eq!(read_error(ws.next().await).0, "bad-message", "{bad}");
        }
        ws.send(Message::text(r#"{"type":"act","action":"Roll"}"#)).await.unwrap();
        assert_eq!(read_error(ws.next().await).0, "not-joined");
        ws.send(Message::text(r#"{"type":"join","room":"NOROOM"}"#)).await.unwrap();
        assert_eq!(read_error(ws.next().await).0, "no-such-room");
        ws.send(Message::text(r#"{"type":"ping"}"#)).await.unwrap();
        assert!(matches!(ws.next().await, Some(Ok(Message::Text(t))) if t.as_str().contains("pong")));
        // an oversized message closes the connection
        let big = format!(r#"{{"type":"join","room":"{}"}}"#, "A".repeat(20_000));
        ws.send(Message::text(big)).await.unwrap();
        assert!(closed(&mut ws).await, "closed after an oversized message");
        // a flood closes the connection
        let mut ws = raw(s.url.clone()).await;
        ws.send(Message::text(r#"{"type":"hello","version":1}"#)).await.unwrap();
        ws.next().await.unwrap().unwrap();
        let mut flooded = false;
        for _ in 0..6000 {
            if ws.send(Message::text(r#"{"type":"ping"}"#)).await.is_err() {
                flooded = true;
                break;
            }
        }
        // the server refuses the flood ("flood", when its queue to us has room) and closes
        let mut ended = flooded;
        while !ended {
            match tokio::time::timeout(WAIT, ws.next()).await {
                Ok(Some(Ok(Message::Close(_)))) | Ok(None) | Ok(Some(Err(_))) => ended = true,
                Ok(Some(Ok(_))) => {}
                Err(_) => break,
            }
        }
        assert!(ended, "a flood closes the connection");
        // a seat is acted for only by its own client, in its turn; resumed only with its token
        let room = create(&s.url, &["open", "open"], 4, None).await;
        let mut a = Connection::open(&s.url, WAIT).await.unwrap();
        a.send(&ClientMsg::Join { room: room.clone(), seat: Some(0), name: None, ready: None }).await.unwrap();
        let token = match next_notice(&mut a).await {
            ServerMsg::Joined { token, .. } => token,
            m => panic!("{m:?}"),
        };
        let mut b = Connection::open(&s.url, WAIT).await.unwrap();
        b.send(&ClientMsg::Resume { room: room.clone(), seat: 0, token: "0".repeat(32) })
            .await
            .unwrap();
        assert!(matches!(next_notice(&mut b).await, ServerMsg::Error { code, .. } if code == "bad-token"));
        b.send(&ClientMsg::Join { room: room.clone(), seat: Some(0), name: None, ready: None }).await.unwrap();
        assert!(matches!(next_notice(&mut b).await, ServerMsg::Error { code, .. } if code == "seat-taken"));
        b.send(&ClientMsg::Join { room: room.clone(), seat: Some(1), name: None, ready: None }).await.unwrap();
        assert!(matches!(next_notice(&mut b).await, ServerMsg::Joined { seat: 1, .. }));
        // seat 1 plays seat 0's opening move: refused, naming why
        b.send(&ClientMsg::Act { action: catan::core::Action::BuildSettlement(catan::core::VertexId(0)) })
            .await
            .unwrap();
        match next_notice(&mut b).await {
            ServerMsg::Error { code, rule, .. } => {
                assert_eq!((code.as_str(), rule.as_deref()), ("illegal", Some("not-your-turn")))
            }
            m => panic!("{m:?}"),
        }
        // the token brings seat 0 back on a new connection
        drop(a);
        let mut a2 = Connection::open(&s.url, WAIT).await.unwrap();
        a2.send(&ClientMsg::Resume { room, seat: 0, token }).await.unwrap();
        assert!(matches!(next_notice(&mut a2).await, ServerMsg::Joined { seat: 0, .. }));
    });
    let out = finish(calm, Duration::from_secs(300));
    assert!(out.contains("game over"), "{out}");
}

/// A client that stays away past the room's limit is replaced by a computer and the game ends.
#[test]
fn an_absent_player_is_replaced_by_a_computer() {
    let s = serve(None, "127.0.0.1:0", &[]);
    let rt = rt();
    let room = rt.block_on(create(&s.url, &["open", "open", "medium"], 6, Some(1)));
    rt.block_on(async {
        let mut gone = Connection::open(&s.url, WAIT).await.unwrap();
        gone.send(&ClientMsg::Join {
            room: room.clone(),
            seat: Some(0),
            name: None,
            ready: None,
        })
        .await
        .unwrap();
        next_notice(&mut gone).await;
        drop(gone);
    });
    let stays = bot(&s.url, &room, "medium");
    let out = finish(stays, Duration::from_secs(300));
    assert!(out.contains("game over"), "{out}");
    let seats = rt.block_on(async {
        let mut c = Connection::open(&s.url, WAIT).await.unwrap();
        let ask = ClientMsg::ListRooms {
            room: Some(room.clone()),
            after: None,
        };
        c.send(&ask).await.unwrap();
        loop {
            if let ServerMsg::Rooms { rooms, .. } = c.recv(WAIT).await.unwrap() {
                return rooms.into_iter().find(|r| r.room == room).unwrap().seats;
            }
        }
    });
    assert_eq!(seats[0].kind, "computer", "{seats:?}");
}

/// `kill -9` of the server in the middle of a game and a restart on the same folder: the bots
/// come back with their tokens and the game ends exactly as the same game never interrupted.
#[test]
fn a_killed_server_restarts_and_its_games_end_as_they_would_have() {
    let seats = ["open", "open", "medium", "easy"];
    // kill when the record holds this many steps (a game has several hundred)
    let play = |kill_at: Option<usize>| -> Vec<String> {
        let dir = tempfile::tempdir().unwrap();
        let port = {
            let l = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
            l.local_addr().unwrap().port()
        };
        let addr = format!("127.0.0.1:{port}");
        // the same host secret: the same seed plays the same game on both servers
        let mut s = serve(Some(dir.path()), &addr, &["--secret", "7"]);
        let room = rt().block_on(create(&s.url, &seats, 21, None));
        let bots = [bot(&s.url, &room, "medium"), bot(&s.url, &room, "medium")];
        if let Some(at) = kill_at {
            let record = dir.path().join("rooms").join(format!("{room}.ron"));
            let start = Instant::now();
            while start.elapsed() < Duration::from_secs(120) {
                let steps = record_steps(&record);
                if steps >= at {
                    break;
                }
                std::thread::sleep(Duration::from_millis(5));
            }
            // kill -9
            unsafe { libc::kill(s.child.id() as i32, libc::SIGKILL) };
            let _ = s.child.wait();
            std::thread::sleep(Duration::from_millis(300));
            s = serve(Some(dir.path()), &addr, &["--secret", "7"]);
        }
        for b in bots {
            assert!(game_over_line(&finish(b, Duration::from_secs(300))).starts_with("game over"));
        }
        let text =
            std::fs::read_to_string(dir.path().join("rooms").join(format!("{room}.ron"))).unwrap();
        drop(s);
        // the steps of the record, one line each
        text.lines()
            .skip_while(|l| !l.contains("steps"))
            .map(|l| l.trim().to_string())
            .collect()
    };
    let straight = play(None);
    let interrupted = play(Some(120));
    assert!(
        straight.len() > 50,
        "a whole game: {} lines",
        straight.len()
    );
    assert_eq!(interrupted, straight);
}

/// A room nobody is connected to is closed after the idle limit; its files stay and a client
/// coming back with its token opens it again.
#[test]
fn idle_rooms_are_closed_and_kept() {
    let dir = tempfile::tempdir().unwrap();
    let s = serve(Some(dir.path()), "127.0.0.1:0", &["--idle-room-secs", "1"]);
    rt().block_on(async {
        let room = create(&s.url, &["open", "medium"], 8, None).await;
        let mut c = Connection::open(&s.url, WAIT).await.unwrap();
        c.send(&ClientMsg::Join {
            room: room.clone(),
            seat: None,
            name: None,
            ready: None,
        })
        .await
        .unwrap();
        let token = match next_notice(&mut c).await {
            ServerMsg::Joined { token, .. } => token,
            m => panic!("{m:?}"),
        };
        drop(c);
        tokio::time::sleep(Duration::from_millis(3500)).await;
        let mut l = Connection::open(&s.url, WAIT).await.unwrap();
        let ask = ClientMsg::ListRooms {
            room: Some(room.clone()),
            after: None,
        };
        l.send(&ask).await.unwrap();
        let rooms = loop {
            if let ServerMsg::Rooms { rooms, .. } = l.recv(WAIT).await.unwrap() {
                break rooms;
            }
        };
        assert!(rooms.iter().all(|r| r.room != room), "closed: {rooms:?}");
        assert!(
            dir.path()
                .join("rooms")
                .join(format!("{room}.ron"))
                .exists()
        );
        l.send(&ClientMsg::Resume {
            room: room.clone(),
            seat: 0,
            token,
        })
        .await
        .unwrap();
        assert!(matches!(
            next_notice(&mut l).await,
            ServerMsg::Joined { seat: 0, .. }
        ));
    });
}

/// At most `--max-rooms` rooms are open; rooms closed while idle make room again.
#[test]
fn a_full_server_refuses_new_rooms_until_idle_ones_close() {
    let s = serve(
        None,
        "127.0.0.1:0",
        &["--max-rooms", "2", "--idle-room-secs", "1"],
    );
    let new_room = ClientMsg::CreateRoom {
        seats: vec!["open".into(), "medium".into()],
        board: None,
        rules: None,
        seed: None,
        replace_after_secs: None,
        public: None,
        watchers: None,
    };
    rt().block_on(async {
        let mut c = Connection::open(&s.url, WAIT).await.unwrap();
        for _ in 0..2 {
            c.send(&new_room).await.unwrap();
            assert!(matches!(
                c.recv(WAIT).await.unwrap(),
                ServerMsg::RoomCreated { .. }
            ));
        }
        c.send(&new_room).await.unwrap();
        assert!(matches!(
            c.recv(WAIT).await.unwrap(),
            ServerMsg::Error { code, .. } if code == "server-full"
        ));
        tokio::time::sleep(Duration::from_millis(3500)).await;
        c.send(&new_room).await.unwrap();
        assert!(matches!(
            c.recv(WAIT).await.unwrap(),
            ServerMsg::RoomCreated { .. }
        ));
    });
}

/// A seat learns nothing the dice come from: the board a room sends carries no seed, and two
/// rooms created with the same seed on one host roll different dice (the client's seed chooses
/// the board only; the dice come from the host's secret).
#[test]
fn a_rooms_seed_never_reaches_its_seats_nor_predicts_its_dice() {
    let dir = tempfile::tempdir().unwrap();
    let s = serve(Some(dir.path()), "127.0.0.1:0", &[]);
    let seats = ["open", "medium", "medium", "medium"];
    let rooms = [0, 1].map(|_| rt().block_on(create(&s.url, &seats, 99, None)));
    for room in &rooms {
        let out = finish(bot(&s.url, room, "medium"), Duration::from_secs(300));
        assert!(game_over_line(&out).starts_with("game over"), "{out}");
    }
    let records = rooms.clone().map(|room| {
        let path = dir.path().join("rooms").join(format!("{room}.ron"));
        std::fs::read_to_string(path).unwrap()
    });
    // the board (as `joined` sends it) is named without a seed, and is the same for the seed
    let board = |r: &str| r[r.find("board:").unwrap()..r.find("tiles:").unwrap()].to_string();
    assert!(
        !board(&records[0]).contains("seed"),
        "{}",
        board(&records[0])
    );
    assert_eq!(
        board(&records[0]),
        board(&records[1]),
        "the seed chose the board"
    );
    let dice = |r: &str| -> Vec<String> {
        r.lines()
            .filter_map(|l| l.find("Dice(").map(|i| l[i..].to_string()))
            .collect()
    };
    let (a, b) = (dice(&records[0]), dice(&records[1]));
    assert!(a.len() > 10 && b.len() > 10, "{a:?}");
    assert_ne!(a, b, "the same seed, different dice");
}

/// A connection that said hello but sits in no room is closed after the lobby's idle limit
/// (with a reason); one that keeps talking stays.
#[test]
fn an_idle_connection_outside_a_room_is_closed() {
    let s = serve(None, "127.0.0.1:0", &["--lobby-idle-secs", "1"]);
    rt().block_on(async {
        let (mut idle, _) = tokio_tungstenite::connect_async(s.url.clone())
            .await
            .unwrap();
        let (mut busy, _) = tokio_tungstenite::connect_async(s.url.clone())
            .await
            .unwrap();
        for ws in [&mut idle, &mut busy] {
            ws.send(Message::text(r#"{"type":"hello","version":1}"#))
                .await
                .unwrap();
            ws.next().await.unwrap().unwrap();
        }
        // the busy one pings every half second for two seconds
        for _ in 0..4 {
            tokio::time::sleep(Duration::from_millis(500)).await;
            busy.send(Message::text(r#"{"type":"ping"}"#))
                .await
                .unwrap();
            match busy.next().await {
                Some(Ok(Message::Text(t))) => assert!(t.as_str().contains("pong"), "{t}"),
                other => panic!("the busy connection was dropped: {other:?}"),
            }
        }
        match idle.next().await {
            Some(Ok(Message::Text(t))) => assert!(t.as_str().contains("\"idle\""), "{t}"),
            other => panic!("expected the idle error, got {other:?}"),
        }
        assert!(closed(&mut idle).await, "the idle connection is closed");
    });
}

/// A client that closes its connection right after joining (not waiting for `joined`) is
/// still seen gone, and replaced after the room's limit: six tries, each room's seat becomes a
/// computer's.
#[test]
fn a_client_that_closes_right_after_joining_is_replaced() {
    let s = serve(None, "127.0.0.1:0", &[]);
    let rt = rt();
    let rooms: Vec<String> = (0..6)
        .map(|k| rt.block_on(create(&s.url, &["open", "medium"], 40 + k, Some(1))))
        .collect();
    rt.block_on(async {
        for room in &rooms {
            let (mut ws, _) = tokio_tungstenite::connect_async(s.url.clone())
                .await
                .unwrap();
            ws.send(Message::text(r#"{"type":"hello","version":1}"#))
                .await
                .unwrap();
            let join = format!(r#"{{"type":"join","room":"{room}"}}"#);
            ws.send(Message::text(join)).await.unwrap();
            drop(ws); // gone without a word
        }
        let start = Instant::now();
        loop {
            let mut infos = Vec::new();
            for room in &rooms {
                // one connection a room: a connection may ask for a few lists in a while
                let mut c = Connection::open(&s.url, WAIT).await.unwrap();
                let ask = ClientMsg::ListRooms {
                    room: Some(room.clone()),
                    after: None,
                };
                c.send(&ask).await.unwrap();
                infos.extend(loop {
                    if let ServerMsg::Rooms { rooms, .. } = c.recv(WAIT).await.unwrap() {
                        break rooms;
                    }
                });
            }
            let replaced = infos
                .iter()
                .filter(|r| rooms.contains(&r.room))
                .filter(|r| r.seats[0].kind == "computer")
                .count();
            if replaced == rooms.len() {
                break;
            }
            assert!(
                start.elapsed() < Duration::from_secs(30),
                "{replaced} of {} seats replaced: {infos:?}",
                rooms.len()
            );
            tokio::time::sleep(Duration::from_millis(250)).await;
        }
    });
}

/// A client that asks and does not read is closed once its outbox passes the bound (a
/// mebibyte or 1 024 messages), not sent less while kept; the server serves others meanwhile.
#[test]
fn a_client_that_does_not_read_is_closed_at_the_bound() {
    let s = serve(
        None,
        "127.0.0.1:0",
        &[
            "--rooms-per-connection",
            "0",
            "--rooms-per-address",
            "0",
            "--lists-per-10s",
            "0",
        ],
    );
    let rt = rt();
    rt.block_on(async {
        // two hundred rooms make every list a long answer (a page of fifty)
        let mut c = Connection::open(&s.url, WAIT).await.unwrap();
        for _ in 0..200 {
            c.create_room(ClientMsg::CreateRoom {
                seats: vec!["open".into(), "medium".into()],
                board: None,
                rules: None,
                seed: None,
                replace_after_secs: None,
                public: Some(true),
                watchers: None,
            })
            .await
            .unwrap();
        }
        let (mut ws, _) = tokio_tungstenite::connect_async(s.url.clone())
            .await
            .unwrap();
        ws.send(Message::text(r#"{"type":"hello","version":1}"#))
            .await
            .unwrap();
        ws.next().await.unwrap().unwrap();
        for _ in 0..900 {
            if ws
                .send(Message::text(r#"{"type":"list_rooms"}"#))
                .await
                .is_err()
            {
                break;
            }
        }
        // not reading while the answers pile up (the server needs a few seconds for them)
        tokio::time::sleep(Duration::from_secs(6)).await;
        // now read: some answers, then the server's close, well before all 900
        let mut answers = 0;
        loop {
            match tokio::time::timeout(WAIT, ws.next()).await {
                Ok(Some(Ok(Message::Text(_)))) => answers += 1,
                Ok(Some(Ok(_))) => {}
                Ok(None) | Ok(Some(Err(_))) => break,
                Err(_) => panic!("neither closed nor answered within {WAIT:?} ({answers} answers)"),
            }
        }
        assert!(answers < 900, "closed after {answers} answers");
        // others are still served
        c.send(&ClientMsg::Ping {}).await.unwrap();
        assert!(matches!(c.recv(WAIT).await.unwrap(), ServerMsg::Pong));
    });
}

/// One client cannot take every room: a connection creates at most its share, an address at
/// most its share of open rooms, and rooms of computers only are bounded — each refused with
/// `too-many-rooms`, while others still create theirs.
#[test]
fn one_client_cannot_take_every_room() {
    let s = serve(
        None,
        "127.0.0.1:0",
        &[
            "--rooms-per-connection",
            "3",
            "--rooms-per-address",
            "5",
            "--max-computer-rooms",
            "2",
        ],
    );
    rt().block_on(async {
        let create = |seats: &[&str]| ClientMsg::CreateRoom {
            seats: seats.iter().map(|s| s.to_string()).collect(),
            board: None,
            rules: None,
            seed: None,
            replace_after_secs: None,
            public: None,
            watchers: None,
        };
        let refused = |r: Result<String, String>| match r {
            Err(e) => assert!(e.contains("at most"), "{e}"),
            Ok(code) => panic!("created {code}"),
        };
        let mut a = Connection::open(&s.url, WAIT).await.unwrap();
        for _ in 0..3 {
            a.create_room(create(&["open", "medium"])).await.unwrap();
        }
        refused(
            a.create_room(create(&["open", "medium"]))
                .await
                .map_err(|e| e.to_string()),
        );
        // another connection from the same address: two more, then the address is full
        let mut b = Connection::open(&s.url, WAIT).await.unwrap();
        for _ in 0..2 {
            b.create_room(create(&["open", "medium"])).await.unwrap();
        }
        refused(
            b.create_room(create(&["open", "medium"]))
                .await
                .map_err(|e| e.to_string()),
        );
    });
    // computers only: two at once on this server (games of four Hard, which last: a finished
    // game frees its place at once, limits.rs)
    let t = serve(None, "127.0.0.1:0", &["--max-computer-rooms", "2"]);
    rt().block_on(async {
        let mut c = Connection::open(&t.url, WAIT).await.unwrap();
        let only = ClientMsg::CreateRoom {
            seats: vec!["hard".into(); 4],
            board: None,
            rules: None,
            seed: None,
            replace_after_secs: None,
            public: None,
            watchers: None,
        };
        for _ in 0..2 {
            c.create_room(only.clone()).await.unwrap();
        }
        match c.create_room(only).await {
            Err(e) => assert!(e.to_string().contains("computers only"), "{e}"),
            Ok(code) => panic!("a third computer-only room {code}"),
        }
    });
}

/// When the room's record cannot be written (here its file is replaced by a folder), the game
/// stops — nothing is played or announced — and goes on by itself once saving works again; the
/// bot plays on to the end and the record replays to its game over.
#[test]
fn a_room_that_cannot_save_waits_and_goes_on_by_itself() {
    let dir = tempfile::tempdir().unwrap();
    let s = serve(Some(dir.path()), "127.0.0.1:0", &[]);
    let room = rt().block_on(create(&s.url, &["open", "medium"], 12, None));
    let record = dir.path().join("rooms").join(format!("{room}.ron"));
    let b = bot(&s.url, &room, "medium");
    let start = Instant::now();
    while record_steps(&record) < 30 {
        assert!(start.elapsed() < WAIT, "the game did not start");
        std::thread::sleep(Duration::from_millis(2));
    }
    // the record's file becomes a folder: no save can replace it (a save may land between
    // the removal and the folder: then again)
    for k in 0.. {
        assert!(k < 100, "the record could not be replaced by a folder");
        let _ = std::fs::remove_file(&record);
        if std::fs::create_dir(&record).is_ok() {
            break;
        }
    }
    std::fs::write(record.join("keep"), "x").unwrap();
    std::thread::sleep(Duration::from_secs(2));
    let mut b = b;
    assert!(
        b.try_wait().unwrap().is_none(),
        "the game waits while nothing can be saved"
    );
    // saving works again: the room goes on by itself and the bot finishes
    std::fs::remove_dir_all(&record).unwrap();
    let out = finish(b, Duration::from_secs(300));
    assert!(game_over_line(&out).starts_with("game over"), "{out}");
    assert_replays(&record);
}

#[test]
fn a_host_with_a_letter_makes_codes_that_start_with_it_and_serves_rooms_at_their_address() {
    let s = serve(None, "127.0.0.1:0", &["--host-id", "c", "--secret", "5"]);
    let rt = rt();
    let codes: Vec<String> = (0..5)
        .map(|k| rt.block_on(create(&s.url, &["open", "medium", "easy", "ai"], k, None)))
        .collect();
    for code in &codes {
        assert!(code.starts_with('C'), "{code}");
    }
    // the bot connects at ws://…/room/CODE (as through a proxy) and plays to the end
    let out = finish(bot(&s.url, &codes[0], "medium"), Duration::from_secs(300));
    game_over_line(&out);
    // a letter room codes do not use is refused, naming the flag
    let bad = Command::new(BIN)
        .args([
            "serve",
            "--addr",
            "127.0.0.1:0",
            "--no-save",
            "--host-id",
            "I",
        ])
        .output()
        .unwrap();
    assert!(!bad.status.success());
    let err = String::from_utf8_lossy(&bad.stderr);
    assert!(err.contains("--host-id I"), "{err}");
}

#[test]
fn net_bench_shares_rooms_among_hosts_and_client_processes() {
    let out = Command::new(BIN)
        .args([
            "net-bench",
            "--rooms",
            "6",
            "--seconds",
            "2",
            "--think-ms",
            "20",
        ])
        .args([
            "--think-max-ms",
            "60",
            "--hosts",
            "2",
            "--client-processes",
            "2",
        ])
        .args(["--computer-rooms", "1", "--computer", "easy", "--json"])
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{text}\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let v: serde_json::Value = serde_json::from_str(text.trim()).unwrap();
    assert_eq!(v["clients"], 24);
    assert_eq!(v["hosts"], 2);
    assert_eq!(v["errors"], 0);
    assert!(v["round_trips"].as_u64().unwrap() > 0, "{v}");
    assert!(v["kib_per_room"].as_f64().unwrap() > 0.0, "{v}");
    // bad numbers are refused, naming the flag
    let bad = Command::new(BIN)
        .args([
            "net-bench",
            "--rooms",
            "2",
            "--think-ms",
            "50",
            "--think-max-ms",
            "10",
        ])
        .output()
        .unwrap();
    assert!(!bad.status.success());
    assert!(String::from_utf8_lossy(&bad.stderr).contains("--think-max-ms"));
}

#[test]
fn an_offer_of_cards_the_offerer_does_not_hold_is_refused() {
    use catan::core::{Action, EVERYONE, Phase, Resource, ResourceSet};
    let s = serve(None, "127.0.0.1:0", &["--secret", "3"]);
    rt().block_on(async {
        let room = create(&s.url, &["open", "medium", "medium", "medium"], 6, None).await;
        let mut c = Connection::open(&s.url, WAIT).await.unwrap();
        let join = ClientMsg::Join {
            room: room.clone(),
            seat: Some(0),
            name: None,
            ready: None,
        };
        c.send(&join).await.unwrap();
        let mut refused = false;
        // play the seat (its first legal action each time) until it bluffs once in its main phase
        for _ in 0..3000 {
            let view = match c.recv(WAIT).await.unwrap() {
                ServerMsg::View { view } => view,
                ServerMsg::Played { view, .. } => *view,
                ServerMsg::GameOver { .. } => break,
                _ => continue,
            };
            if view.actor != 0 {
                continue;
            }
            let missing = Resource::ALL.into_iter().find(|&r| view.hand.get(r) == 0);
            let held = Resource::ALL.into_iter().find(|&r| view.hand.get(r) > 0);
            if view.phase == Phase::Main
                && let (Some(missing), Some(held)) = (missing, held)
            {
                let bluff = Action::OfferTrade {
                    give: ResourceSet::one(missing),
                    get: ResourceSet::one(held),
                    to: EVERYONE,
                };
                c.send(&ClientMsg::Act { action: bluff }).await.unwrap();
                match c.recv(WAIT).await.unwrap() {
                    ServerMsg::Error {
                        code,
                        rule,
                        message,
                        ..
                    } => {
                        assert_eq!(code, catan::net::wire::ErrorCode::Illegal, "{message}");
                        assert_eq!(rule.as_deref(), Some("cannot-afford"), "{message}");
                        assert!(message.contains("not in hand"), "{message}");
                        refused = true;
                        break;
                    }
                    other => panic!("the bluff was not refused: {other:?}"),
                }
            }
            let action = match view.legal.first() {
                Some(a) => *a,
                None => {
                    // a discard: the first cards of the hand
                    let mut give = ResourceSet::default();
                    for r in Resource::ALL {
                        while give.total() < view.discard && give.get(r) < view.hand.get(r) {
                            give.add(&ResourceSet::one(r));
                        }
                    }
                    Action::Discard(give)
                }
            };
            c.send(&ClientMsg::Act { action }).await.unwrap();
        }
        assert!(
            refused,
            "the seat never reached its main phase with a card missing"
        );
    });
}

/// Protocol version 2 plays Seafarers: a room on a scenario of the host's `boards/seafarers/`,
/// a `catan bot` in its open seat against three computers, to the end (ships built, the record
/// replays); a version 1 client is told the room needs version 2 — to create one or to join.
#[test]
fn a_seafarers_room_plays_over_protocol_2_and_version_1_is_told_it_needs_2() {
    let dir = tempfile::tempdir().unwrap();
    let s = serve(Some(dir.path()), "127.0.0.1:0", &[]);
    let room = rt().block_on(async {
        let mut c = Connection::open(&s.url, WAIT).await.unwrap();
        let room = c
            .create_room(ClientMsg::CreateRoom {
                seats: vec![
                    "open".into(),
                    "medium".into(),
                    "medium".into(),
                    "easy".into(),
                ],
                board: Some("seafarers/new-shores".into()),
                rules: None,
                seed: Some(5),
                replace_after_secs: None,
                public: None,
                watchers: None,
            })
            .await
            .unwrap();
        // a name that climbs out of the boards' folder is no board
        let r = c
            .create_room(ClientMsg::CreateRoom {
                seats: vec!["open".into(), "medium".into()],
                board: Some("../boards/seafarers/new-shores".into()),
                rules: None,
                seed: None,
                replace_after_secs: None,
                public: None,
                watchers: None,
            })
            .await;
        assert!(r.is_err_and(|e| e.to_string().contains("unknown board")));
        // version 1: told which version the room needs, to join and to create
        let read_error = |m: Option<Result<Message, _>>| -> (String, String) {
            match m {
                Some(Ok(Message::Text(t))) => {
                    let v: serde_json::Value = serde_json::from_str(t.as_str()).unwrap();
                    let field = |k: &str| v[k].as_str().unwrap_or("").to_string();
                    (field("code"), field("message"))
                }
                other => panic!("expected an error, got {other:?}"),
            }
        };
        let (mut ws, _) = tokio_tungstenite::connect_async(s.url.as_str())
            .await
            .unwrap();
        ws.send(Message::text(r#"{"type":"hello","version":1}"#))
            .await
            .unwrap();
        let _welcome = ws.next().await;
        let join = format!(r#"{{"type":"join","room":"{room}"}}"#);
        ws.send(Message::text(join)).await.unwrap();
        let (code, words) = read_error(ws.next().await);
        assert_eq!(code, "version");
        assert!(words.contains("protocol version 2"), "{words}");
        let create = r#"{"type":"create_room","seats":["open","medium"],"rules":"seafarers"}"#;
        ws.send(Message::text(create)).await.unwrap();
        let (code, words) = read_error(ws.next().await);
        assert_eq!(code, "version");
        assert!(words.contains("Seafarers"), "{words}");
        room
    });
    let out = finish(bot(&s.url, &room, "medium"), Duration::from_secs(120));
    assert!(out.contains("game over"), "{out}");
    let record = dir.path().join("rooms").join(format!("{room}.ron"));
    assert_replays(&record);
    let text = std::fs::read_to_string(&record).unwrap();
    assert!(
        text.contains("BuildShip("),
        "no ship was built over the network"
    );
}
