//! `catan serve`: many rooms at once on tokio. Every room is a task that owns its [`Room`]; every
//! connection is a task that reads the client's messages, checks them, and passes them to its
//! room; what a room sends goes to each client through a bounded queue (a client that does not
//! read is dropped, never waited for). A computer that thinks long is asked on tokio's blocking
//! pool, so no room holds up another.
//!
//! Limits (each refused with an error, none panics or touches another room): a message over
//! [`MAX_MESSAGE`] bytes closes the connection; a client must say `hello` with
//! [`PROTOCOL_VERSION`] first; more than [`FLOOD_BURST`] messages at once (refilled at
//! [`FLOOD_PER_SEC`] a second) closes it; at most `max_rooms` rooms. A room nobody is connected to
//! for `idle_room_secs` is closed: its files stay, and it is opened again when a client comes
//! back with its token. A restart opens every unfinished room from its files.

use super::room::{Outgoing, Refusal, Room, SeatKind};
use super::wire::{
    ClientMsg, ErrorCode, MAX_MESSAGE, PROTOCOL_VERSION, RoomInfo, ServerMsg, room_code,
};
use crate::core::{Board, Seat};
use crate::files::{BoardName, RULES_KNOWN, preset_rules};
use crate::net::outbox::{Outbox, outbox};
use futures_util::{SinkExt, StreamExt};
use std::collections::HashMap;
use std::net::SocketAddr;
use std::path::PathBuf;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};
use tokio::net::{TcpListener, TcpStream};
use tokio::sync::{mpsc, oneshot};
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::tungstenite::protocol::WebSocketConfig;

/// Messages a client may send at once…
pub const FLOOD_BURST: f64 = 1000.0;
/// …and per second after that.
pub const FLOOD_PER_SEC: f64 = 500.0;
/// Mixed into the host's secret for rooms' game seeds (apart from the board seeds it makes).
const GAME_SEED_SALT: u64 = 0x6a09_e667_f3bc_c908;
/// A connection that has not said `hello` within this long is closed.
const HELLO_WITHIN: Duration = Duration::from_secs(10);

/// How the server runs.
#[derive(Clone, Debug)]
pub struct ServerConfig {
    /// Where rooms are saved (`None`: not saved).
    pub data_dir: Option<PathBuf>,
    /// Where `create_room`'s board names are looked up (`<name>.ron`).
    pub boards_dir: Option<PathBuf>,
    /// Looked in after `boards_dir`: the host's own boards (a person's, in the game window).
    pub own_boards_dir: Option<PathBuf>,
    pub max_rooms: usize,
    pub idle_room_secs: u64,
    /// A connection that said hello but sits in no room is closed after this long without a
    /// message (a seat's connection is kept: the room decides about absent players).
    pub lobby_idle_secs: u64,
    /// The most rooms one connection may create, and the most open rooms created from one
    /// address (0: no limit).
    pub rooms_per_connection: usize,
    pub rooms_per_address: usize,
    /// The most open rooms with no seat for a person (computers only) on the server.
    pub max_computer_rooms: usize,
    /// The host's secret, from which every room's dice, deck, tokens and computer decisions
    /// are drawn (`None`: a random one each start). Never sent: a seat cannot predict a roll
    /// from anything it is told, not even from a seed it chose for the board.
    pub secret: Option<u64>,
}

impl Default for ServerConfig {
    fn default() -> Self {
        ServerConfig {
            data_dir: None,
            boards_dir: None,
            own_boards_dir: None,
            max_rooms: 10_000,
            idle_room_secs: 3600,
            lobby_idle_secs: 600,
            rooms_per_connection: 20,
            rooms_per_address: 100,
            max_computer_rooms: 50,
            secret: None,
        }
    }
}

type ConnId = u64;

/// How a connection takes a seat.
enum Take {
    Join {
        seat: Option<u8>,
        name: Option<String>,
        ready: Option<bool>,
    },
    Resume {
        seat: u8,
        token: String,
    },
}

/// What the holder of a seat asks its room.
enum SeatReq {
    Act(crate::core::Action),
    Counter {
        gives: crate::core::ResourceSet,
        gets: crate::core::ResourceSet,
    },
    Ready(bool),
    Start(Option<String>),
}

impl SeatReq {
    /// `msg` when it is a seat's own request (else `msg` back).
    fn of(msg: ClientMsg) -> Result<SeatReq, ClientMsg> {
        match msg {
            ClientMsg::Act { action } => Ok(SeatReq::Act(action)),
            ClientMsg::Counter { gives, gets } => Ok(SeatReq::Counter { gives, gets }),
            ClientMsg::Ready { ready } => Ok(SeatReq::Ready(ready)),
            ClientMsg::Start { fill } => Ok(SeatReq::Start(fill)),
            other => Err(other),
        }
    }
}

/// What a connection asks its room.
enum RoomCmd {
    Take {
        how: Take,
        conn: ConnId,
        out: Outbox,
        reply: oneshot::Sender<Result<Seat, Refusal>>,
    },
    /// A request of the connection holding `seat` (ignored from an older connection).
    Seat {
        seat: Seat,
        conn: ConnId,
        req: SeatReq,
    },
    Gone {
        seat: Seat,
        conn: ConnId,
    },
    Info(oneshot::Sender<RoomInfo>),
}

/// The rooms that are open, by code.
struct Hub {
    config: ServerConfig,
    rooms: Mutex<HashMap<String, mpsc::Sender<RoomCmd>>>,
    next: AtomicU64,
    seed: u64,
    /// The rooms created from each address, and those with computers only (by code).
    created_from: Mutex<HashMap<std::net::IpAddr, Vec<String>>>,
    computer_only: Mutex<std::collections::HashSet<String>>,
    thinking: Thinking,
}

/// Who may think at once: computers that think long (Hard) in rooms with a person or program
/// share as many places as the machine has cores; rooms of computers only share one, so however
/// many there are, the rooms with people keep their pace.
#[derive(Clone)]
struct Thinking {
    with_people: Arc<tokio::sync::Semaphore>,
    computers_only: Arc<tokio::sync::Semaphore>,
}

impl Thinking {
    fn new() -> Thinking {
        let cores = std::thread::available_parallelism().map_or(2, |n| n.get());
        Thinking {
            with_people: Arc::new(tokio::sync::Semaphore::new(cores)),
            computers_only: Arc::new(tokio::sync::Semaphore::new(1)),
        }
    }
}

impl Hub {
    fn room(&self, id: &str) -> Option<mpsc::Sender<RoomCmd>> {
        let id = id.trim().to_ascii_uppercase();
        // under the lock: two clients coming back at once open one room, not two
        let mut rooms = self.rooms.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(tx) = rooms.get(&id)
            && !tx.is_closed()
        {
            return Some(tx.clone());
        }
        // a room closed while idle (or before a restart) opens again from its files
        let dir = self.config.data_dir.as_ref()?;
        if !id.chars().all(|c| c.is_ascii_alphanumeric()) || id.len() > 16 {
            return None;
        }
        let room = Room::load(dir, &id).ok()?;
        Some(self.spawn_in(&mut rooms, room))
    }

    fn spawn(&self, room: Room) -> mpsc::Sender<RoomCmd> {
        let mut rooms = self.rooms.lock().unwrap_or_else(|e| e.into_inner());
        self.spawn_in(&mut rooms, room)
    }

    fn spawn_in(
        &self,
        rooms: &mut HashMap<String, mpsc::Sender<RoomCmd>>,
        room: Room,
    ) -> mpsc::Sender<RoomCmd> {
        let (tx, rx) = mpsc::channel(256);
        rooms.insert(room.id().to_string(), tx.clone());
        let thinking = self.thinking.clone();
        tokio::spawn(room_task(room, rx, self.config.idle_room_secs, thinking));
        tx
    }
}

/// Run the server on `listener` until `stop` resolves.
pub async fn serve(
    listener: TcpListener,
    config: ServerConfig,
    stop: impl std::future::Future<Output = ()>,
) -> std::io::Result<()> {
    if let Some(dir) = &config.data_dir {
        std::fs::create_dir_all(dir)?;
    }
    let hub = Arc::new(Hub {
        config: config.clone(),
        rooms: Mutex::new(HashMap::new()),
        next: AtomicU64::new(1),
        seed: config.secret.unwrap_or_else(rand::random),
        created_from: Mutex::new(HashMap::new()),
        computer_only: Mutex::new(Default::default()),
        thinking: Thinking::new(),
    });
    // a restart: every unfinished room opens again from its files
    if let Some(dir) = &config.data_dir {
        let mut reopened = 0;
        for entry in std::fs::read_dir(dir)?.flatten() {
            let name = entry.file_name().to_string_lossy().into_owned();
            if let Some(id) = name.strip_suffix(".room.json") {
                match Room::load(dir, id) {
                    Ok(room) if !room.table.state.is_over() => {
                        hub.spawn(room);
                        reopened += 1;
                    }
                    Ok(_) => {}
                    Err(e) => eprintln!("room {id} not reopened: {e}"),
                }
            }
        }
        if reopened > 0 {
            eprintln!(
                "reopened {reopened} unfinished rooms from {}",
                dir.display()
            );
        }
    }
    let next_conn = Arc::new(AtomicU64::new(1));
    tokio::pin!(stop);
    loop {
        tokio::select! {
            _ = &mut stop => return Ok(()),
            accepted = listener.accept() => {
                let Ok((stream, peer)) = accepted else { continue };
                let hub = hub.clone();
                let id = next_conn.fetch_add(1, Ordering::Relaxed);
                tokio::spawn(async move {
                    let _ = stream.set_nodelay(true);
                    connection(stream, peer, hub, id).await;
                });
            }
        }
    }
}

/// One room's task: requests in, messages out, computers played, idle rooms closed.
async fn room_task(
    mut room: Room,
    mut rx: mpsc::Receiver<RoomCmd>,
    idle_secs: u64,
    thinking_places: Thinking,
) {
    let mut clients: HashMap<Seat, (ConnId, Outbox)> = HashMap::new();
    let mut away_since: Vec<Option<Instant>> = vec![Some(Instant::now()); room.meta.seats.len()];
    let mut last_activity = Instant::now();
    let mut tick = tokio::time::interval(Duration::from_secs(1));
    tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    let out = room.play_computers();
    send_all(&room, &mut clients, out);
    // a computer that thinks long: asked on the blocking pool, the room still listening; the
    // answer is for the position of that many actions
    let mut thinking: Option<(usize, Decision)> = None;
    loop {
        // what no request answers: a storage failure or its end, for everyone
        let news = std::mem::take(&mut room.news);
        if !news.is_empty() {
            send_all(&room, &mut clients, news);
        }
        if thinking.is_none()
            && room.storage.is_none()
            && room.computer_to_move()
            && room.computer_thinks_long()
        {
            // a counter-offer it takes needs no search
            if let Some(d) = room.computer_takes_a_counter() {
                let mut msgs = room.apply_computer(d);
                msgs.extend(room.play_computers());
                send_all(&room, &mut clients, msgs);
                continue;
            }
            thinking = Some((
                room.table.record.steps.len(),
                think(&room, &thinking_places),
            ));
        }
        tokio::select! {
            cmd = rx.recv() => {
                let Some(cmd) = cmd else { break };
                last_activity = Instant::now();
                match cmd {
                    RoomCmd::Take { how, conn, out, reply } => {
                        let taken = match how {
                            Take::Join { seat, name, ready } => room.join(seat, name, ready),
                            Take::Resume { seat, token } => room.resume(seat, &token),
                        };
                        match taken {
                            Ok((s, msgs)) => {
                                // the newest connection holds the seat
                                clients.insert(s, (conn, out));
                                away_since[s.index()] = None;
                                let _ = reply.send(Ok(s));
                                send_all(&room, &mut clients, msgs);
                            }
                            Err(e) => { let _ = reply.send(Err(e)); }
                        }
                    }
                    RoomCmd::Seat { seat, conn, req } => {
                        if clients.get(&seat).is_some_and(|(c, _)| *c == conn) {
                            let answer = match req {
                                SeatReq::Act(action) => room.act(seat, action),
                                SeatReq::Counter { gives, gets } => room.counter(seat, gives, gets),
                                SeatReq::Ready(ready) => room.set_ready(seat, ready),
                                SeatReq::Start(fill) => room.start_now(seat, fill.as_deref()),
                            };
                            match answer {
                                Ok(msgs) => send_all(&room, &mut clients, msgs),
                                Err(e) => send_to(&mut clients, seat, &e.to_msg()),
                            }
                        }
                    }
                    RoomCmd::Gone { seat, conn } => {
                        if clients.get(&seat).is_some_and(|(c, _)| *c == conn) {
                            clients.remove(&seat);
                            away_since[seat.index()] = Some(Instant::now());
                            let msgs = room.disconnect(seat);
                            send_all(&room, &mut clients, msgs);
                        }
                    }
                    RoomCmd::Info(reply) => { let _ = reply.send(room.info()); }
                }
            }
            decided = async { (&mut thinking.as_mut().expect("guarded").1).await }, if thinking.is_some() => {
                let at = thinking.take().map(|t| t.0);
                if let (Ok(Some(d)), Some(at)) = (decided, at)
                    && at == room.table.record.steps.len()
                {
                    let mut msgs = room.apply_computer(d);
                    msgs.extend(room.play_computers());
                    send_all(&room, &mut clients, msgs);
                }
            }
            _ = tick.tick() => {
                let msgs = room.retry_storage();
                send_all(&room, &mut clients, msgs);
                // a client whose connection ended before it knew its seat never said it left
                let gone: Vec<Seat> = clients
                    .iter()
                    .filter(|(_, (_, out))| out.is_closed() || out.is_over())
                    .map(|(s, _)| *s)
                    .collect();
                for seat in gone {
                    clients.remove(&seat);
                    away_since[seat.index()] = Some(Instant::now());
                    let msgs = room.disconnect(seat);
                    send_all(&room, &mut clients, msgs);
                }
                if let Some(after) = room.meta.replace_after_secs {
                    for (i, since) in away_since.iter_mut().enumerate() {
                        let away = since.is_some_and(|t| t.elapsed() >= Duration::from_secs(after));
                        if away && room.started() && matches!(room.meta.seats[i], SeatKind::Remote { .. }) {
                            let msgs = room.replace_with_computer(Seat(i as u8));
                            *since = None;
                            send_all(&room, &mut clients, msgs);
                        }
                    }
                }
                if clients.is_empty() && last_activity.elapsed() >= Duration::from_secs(idle_secs) {
                    break; // idle: closed, its files kept
                }
            }
        }
    }
    let _ = room.save();
}

/// A computer's decision being made on the blocking pool.
type Decision = tokio::task::JoinHandle<Option<crate::ai::Decision>>;

/// The decision of the computer to move, made on the blocking pool (with a place among those
/// thinking: rooms with people first).
fn think(room: &Room, places: &Thinking) -> Decision {
    let question = room.computer_question();
    let people = room
        .meta
        .seats
        .iter()
        .any(|s| !matches!(s, SeatKind::Computer { .. }));
    let place = if people {
        places.with_people.clone()
    } else {
        places.computers_only.clone()
    };
    tokio::spawn(async move {
        let _place = place.acquire_owned().await.ok()?;
        let (computer, table, seed) = question?;
        tokio::task::spawn_blocking(move || computer.decide(&table, seed))
            .await
            .ok()
            .flatten()
    })
}

fn send_to(clients: &mut HashMap<Seat, (ConnId, Outbox)>, seat: Seat, msg: &ServerMsg) {
    let Some((_, tx)) = clients.get(&seat) else {
        return; // nobody there: nothing serialized
    };
    let Ok(text) = serde_json::to_string(msg) else {
        return;
    };
    // a client that does not read is not waited for: its connection closes (the room sees
    // it gone at its next tick) and the seat may be resumed with the whole view
    tx.push(Arc::from(text));
}

fn send_all(_room: &Room, clients: &mut HashMap<Seat, (ConnId, Outbox)>, msgs: Vec<Outgoing>) {
    for m in msgs {
        match m {
            Outgoing::To(seat, msg) => send_to(clients, seat, &msg),
            Outgoing::All(msg) => {
                let Ok(text) = serde_json::to_string(&msg) else {
                    continue;
                };
                let text: Arc<str> = Arc::from(text);
                for (_, tx) in clients.values() {
                    tx.push(text.clone());
                }
            }
        }
    }
}

/// A token bucket: `FLOOD_BURST` messages at once, `FLOOD_PER_SEC` a second after that.
struct Bucket {
    level: f64,
    at: Instant,
}

impl Bucket {
    fn take(&mut self) -> bool {
        let now = Instant::now();
        self.level = (self.level + now.duration_since(self.at).as_secs_f64() * FLOOD_PER_SEC)
            .min(FLOOD_BURST);
        self.at = now;
        if self.level >= 1.0 {
            self.level -= 1.0;
            true
        } else {
            false
        }
    }
}

/// One client: its messages checked and passed on, the room's messages written back.
async fn connection(stream: TcpStream, peer: SocketAddr, hub: Arc<Hub>, conn: ConnId) {
    let config = WebSocketConfig::default()
        .max_message_size(Some(MAX_MESSAGE))
        .max_frame_size(Some(MAX_MESSAGE));
    let Ok(Ok(ws)) = tokio::time::timeout(
        HELLO_WITHIN,
        tokio_tungstenite::accept_async_with_config(stream, Some(config)),
    )
    .await
    else {
        return;
    };
    let (mut sink, mut source) = ws.split();
    let (tx, mut inbox) = outbox();
    // the writer: everything for this client, in order; ends when the reader is done
    let writer = tokio::spawn(async move {
        while let Some(text) = inbox.next().await {
            if sink.send(Message::text(text.to_string())).await.is_err() {
                break;
            }
        }
        let _ = sink.close().await;
    });
    let say = |msg: &ServerMsg| {
        let text = serde_json::to_string(msg).unwrap_or_default();
        tx.push(Arc::from(text));
    };
    // a client past its outbox's bound (it does not read) is closed
    let mut reading = tokio::time::interval(Duration::from_millis(250));
    let mut hello = false;
    let mut created = 0usize;
    let mut joined: Option<(mpsc::Sender<RoomCmd>, Seat)> = None;
    let mut bucket = Bucket {
        level: FLOOD_BURST,
        at: Instant::now(),
    };
    let deadline = tokio::time::sleep(HELLO_WITHIN);
    tokio::pin!(deadline);
    let lobby_idle = Duration::from_secs(hub.config.lobby_idle_secs.max(1));
    let lobby = tokio::time::sleep(lobby_idle);
    tokio::pin!(lobby);
    loop {
        let msg = tokio::select! {
            m = source.next() => m,
            _ = &mut deadline, if !hello => {
                say(&ServerMsg::error(ErrorCode::Version, "say hello with the protocol version first"));
                break;
            }
            _ = reading.tick() => {
                if tx.is_over() {
                    break;
                }
                continue;
            }
            _ = &mut lobby, if hello && joined.is_none() => {
                say(&ServerMsg::error(
                    ErrorCode::Idle,
                    format!("no message for {} s outside a room", lobby_idle.as_secs()),
                ));
                break;
            }
        };
        lobby
            .as_mut()
            .reset(tokio::time::Instant::now() + lobby_idle);
        let text = match msg {
            Some(Ok(Message::Text(t))) => t.as_str().to_string(),
            Some(Ok(Message::Binary(_))) => {
                say(&ServerMsg::error(
                    ErrorCode::BadMessage,
                    "messages are JSON text",
                ));
                continue;
            }
            Some(Ok(Message::Close(_))) | None => break,
            Some(Ok(_)) => continue,
            Some(Err(e)) => {
                let too_big = matches!(e, tokio_tungstenite::tungstenite::Error::Capacity(_));
                if too_big {
                    say(&ServerMsg::error(
                        ErrorCode::TooBig,
                        format!("a message may have at most {MAX_MESSAGE} bytes"),
                    ));
                }
                break;
            }
        };
        if !bucket.take() {
            say(&ServerMsg::error(
                ErrorCode::Flood,
                format!("more than {FLOOD_PER_SEC} messages a second"),
            ));
            break;
        }
        let msg: ClientMsg = match serde_json::from_str(&text) {
            Ok(m) => m,
            Err(e) => {
                say(&ServerMsg::error(
                    ErrorCode::BadMessage,
                    format!("not a message: {e}"),
                ));
                continue;
            }
        };
        if !hello {
            match msg {
                ClientMsg::Hello { version } if version == PROTOCOL_VERSION => {
                    hello = true;
                    say(&ServerMsg::Welcome {
                        version: PROTOCOL_VERSION,
                        server: format!("catan {}", env!("CARGO_PKG_VERSION")),
                    });
                }
                ClientMsg::Hello { version } => {
                    say(&ServerMsg::error(
                        ErrorCode::Version,
                        format!(
                            "protocol version {version} is not spoken here (this server: {PROTOCOL_VERSION})"
                        ),
                    ));
                    break;
                }
                _ => {
                    say(&ServerMsg::error(
                        ErrorCode::Version,
                        "say hello with the protocol version first",
                    ));
                    break;
                }
            }
            continue;
        }
        // a seat's own requests go to its room
        let msg = match SeatReq::of(msg) {
            Ok(req) => {
                if let Some(e) = say_if_refused(&joined, conn, req).await {
                    say(&e);
                }
                continue;
            }
            Err(msg) => msg,
        };
        match msg {
            ClientMsg::Hello { .. } => say(&ServerMsg::error(
                ErrorCode::BadMessage,
                "hello was said already",
            )),
            ClientMsg::Ping {} => say(&ServerMsg::Pong),
            ClientMsg::CreateRoom {
                seats,
                board,
                rules,
                seed,
                replace_after_secs,
            } => {
                let asked = (seats, board, rules, seed, replace_after_secs);
                match create_room_for(&hub, peer.ip(), &mut created, asked) {
                    Ok(id) => say(&ServerMsg::RoomCreated { room: id }),
                    Err((code, m)) => say(&ServerMsg::error(code, m)),
                }
            }
            ClientMsg::ListRooms {} => {
                let rooms: Vec<_> = hub
                    .rooms
                    .lock()
                    .unwrap_or_else(|e| e.into_inner())
                    .values()
                    .cloned()
                    .collect();
                let mut infos = Vec::new();
                for r in rooms.into_iter().take(200) {
                    let (otx, orx) = oneshot::channel();
                    if r.send(RoomCmd::Info(otx)).await.is_ok()
                        && let Ok(i) = orx.await
                    {
                        infos.push(i);
                    }
                }
                say(&ServerMsg::Rooms { rooms: infos });
            }
            ClientMsg::Join {
                room,
                seat,
                name,
                ready,
            } => {
                let how = Take::Join { seat, name, ready };
                if let Err(e) = take_seat(&hub, &mut joined, conn, &tx, &room, how).await {
                    say(&e);
                }
            }
            ClientMsg::Resume { room, seat, token } => {
                let how = Take::Resume { seat, token };
                if let Err(e) = take_seat(&hub, &mut joined, conn, &tx, &room, how).await {
                    say(&e);
                }
            }
            // passed on above
            ClientMsg::Ready { .. }
            | ClientMsg::Start { .. }
            | ClientMsg::Counter { .. }
            | ClientMsg::Act { .. } => {}
        }
    }
    if let Some((rtx, seat)) = joined {
        let _ = rtx.send(RoomCmd::Gone { seat, conn }).await;
    }
    drop(tx);
    // what is queued goes out (for two seconds at most); then the writer ends, and with it the
    // way to this client: a room that still holds it sees the connection gone
    let abort = writer.abort_handle();
    if tokio::time::timeout(Duration::from_secs(2), writer)
        .await
        .is_err()
    {
        abort.abort();
    }
}

/// Pass `req` to the room of the connection's seat — always for its own seat: a client cannot
/// act for another — or say why not.
async fn say_if_refused(
    joined: &Option<(mpsc::Sender<RoomCmd>, Seat)>,
    conn: ConnId,
    req: SeatReq,
) -> Option<ServerMsg> {
    let Some((rtx, seat)) = joined else {
        return Some(ServerMsg::error(
            ErrorCode::NotJoined,
            "join or resume a seat first",
        ));
    };
    let cmd = RoomCmd::Seat {
        seat: *seat,
        conn,
        req,
    };
    if rtx.send(cmd).await.is_err() {
        return Some(ServerMsg::error(ErrorCode::NoSuchRoom, "the room closed"));
    }
    None
}

/// Take a seat of `room` for this connection (it holds at most one).
async fn take_seat(
    hub: &Hub,
    joined: &mut Option<(mpsc::Sender<RoomCmd>, Seat)>,
    conn: ConnId,
    out: &Outbox,
    room: &str,
    how: Take,
) -> Result<(), ServerMsg> {
    if joined.is_some() {
        return Err(ServerMsg::error(
            ErrorCode::BadMessage,
            "this connection holds a seat already",
        ));
    }
    let Some(rtx) = hub.room(room) else {
        return Err(ServerMsg::error(
            ErrorCode::NoSuchRoom,
            format!("no room '{room}'"),
        ));
    };
    let (otx, orx) = oneshot::channel();
    let cmd = RoomCmd::Take {
        how,
        conn,
        out: out.clone(),
        reply: otx,
    };
    match ask(&rtx, cmd, orx).await {
        Some(Ok(s)) => {
            *joined = Some((rtx, s));
            Ok(())
        }
        Some(Err(e)) => Err(e.to_msg()),
        None => Err(ServerMsg::error(
            ErrorCode::NoSuchRoom,
            format!("room '{room}' closed"),
        )),
    }
}

async fn ask<T>(
    rtx: &mpsc::Sender<RoomCmd>,
    cmd: RoomCmd,
    reply: oneshot::Receiver<T>,
) -> Option<T> {
    rtx.send(cmd).await.ok()?;
    tokio::time::timeout(Duration::from_secs(30), reply)
        .await
        .ok()?
        .ok()
}

/// What `create_room` asks: seats, board, rules, seed, replace_after_secs.
type RoomAsked = (
    Vec<String>,
    Option<String>,
    Option<String>,
    Option<u64>,
    Option<u64>,
);

/// `create_room` from a connection at `ip` that has created `created` rooms: refused past the
/// limits per connection, per address and of computer-only rooms (`too-many-rooms`).
fn create_room_for(
    hub: &Arc<Hub>,
    ip: std::net::IpAddr,
    created: &mut usize,
    (seats, board, rules, seed, replace): RoomAsked,
) -> Result<String, (ErrorCode, String)> {
    let c = &hub.config;
    let too_many = |m: String| (ErrorCode::TooManyRooms, m);
    if c.rooms_per_connection > 0 && *created >= c.rooms_per_connection {
        return Err(too_many(format!(
            "one connection may create at most {} rooms",
            c.rooms_per_connection
        )));
    }
    let open = |code: &String| {
        let rooms = hub.rooms.lock().unwrap_or_else(|e| e.into_inner());
        rooms.get(code).is_some_and(|tx| !tx.is_closed())
    };
    let from_here = {
        let mut by = hub.created_from.lock().unwrap_or_else(|e| e.into_inner());
        let list = by.entry(ip).or_default();
        list.retain(open);
        list.len()
    };
    if c.rooms_per_address > 0 && from_here >= c.rooms_per_address {
        return Err(too_many(format!(
            "at most {} open rooms may be created from one address",
            c.rooms_per_address
        )));
    }
    let computers_only = !seats.iter().any(|s| s == "open");
    if computers_only {
        let mut set = hub.computer_only.lock().unwrap_or_else(|e| e.into_inner());
        set.retain(open);
        if set.len() >= c.max_computer_rooms {
            return Err(too_many(format!(
                "this server plays at most {} rooms of computers only at once",
                c.max_computer_rooms
            )));
        }
    }
    let id = create_room(hub, &seats, board, rules, seed, replace)?;
    *created += 1;
    let mut by = hub.created_from.lock().unwrap_or_else(|e| e.into_inner());
    by.entry(ip).or_default().push(id.clone());
    if computers_only {
        let mut set = hub.computer_only.lock().unwrap_or_else(|e| e.into_inner());
        set.insert(id.clone());
    }
    Ok(id)
}

fn create_room(
    hub: &Arc<Hub>,
    seats: &[String],
    board: Option<String>,
    rules: Option<String>,
    seed: Option<u64>,
    replace_after_secs: Option<u64>,
) -> Result<String, (ErrorCode, String)> {
    let open = {
        // rooms closed while idle leave the count (their files stay)
        let mut rooms = hub.rooms.lock().unwrap_or_else(|e| e.into_inner());
        rooms.retain(|_, tx| !tx.is_closed());
        rooms.len()
    };
    if open >= hub.config.max_rooms {
        return Err((
            ErrorCode::ServerFull,
            format!("this server holds at most {} rooms", hub.config.max_rooms),
        ));
    }
    let bad = |m: String| (ErrorCode::BadRoom, m);
    let n = hub.next.fetch_add(1, Ordering::Relaxed);
    // a seed from the client chooses the board only; the game's own seed (dice, deck, seat
    // tokens, computer decisions) comes from the host's secret and is never sent to a seat
    let board_seed = seed.unwrap_or_else(|| crate::core::rng::derive_seed(hub.seed, n));
    // (and the room's number: two rooms of one seed on one host roll differently)
    let game_seed = crate::core::rng::derive_seed(
        hub.seed ^ GAME_SEED_SALT,
        crate::core::rng::derive_seed(seed.unwrap_or(u64::MAX), n),
    );
    // five or six seats play the 5–6 extension: "standard" rules and boards are its
    let players = seats.len();
    let rules_name = rules.as_deref().unwrap_or("standard");
    let rules = preset_rules(rules_name, players).ok_or_else(|| {
        bad(format!(
            "unknown rules '{rules_name}' (known: {RULES_KNOWN})"
        ))
    })?;
    let board = match BoardName::parse(board.as_deref().unwrap_or("random"), players) {
        BoardName::Other(name) => {
            let ok = name
                .chars()
                .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_');
            let file = format!("{name}.ron");
            let path = [&hub.config.boards_dir, &hub.config.own_boards_dir]
                .into_iter()
                .flatten()
                .filter(|_| ok)
                .map(|d| d.join(&file))
                .find(|p| p.exists())
                .ok_or_else(|| bad(format!("unknown board '{name}'")))?;
            <Board as crate::files::Load>::load(&path).map_err(|e| bad(e.to_string()))?
        }
        name => name.board(players, board_seed).expect("a built-in board"),
    };
    // a fresh code not used by a room open or saved
    let mut id = room_code(crate::core::rng::derive_seed(hub.seed, n ^ 0xC0DE));
    for k in 0..16u64 {
        let taken = hub
            .rooms
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .contains_key(&id)
            || hub
                .config
                .data_dir
                .as_ref()
                .is_some_and(|d| d.join(format!("{id}.room.json")).exists());
        if !taken {
            break;
        }
        id = room_code(crate::core::rng::derive_seed(hub.seed, n ^ (k + 1) << 20));
    }
    let room = Room::create(
        id.clone(),
        seats,
        Arc::new(board),
        Arc::new(rules),
        game_seed,
        replace_after_secs,
        hub.config.data_dir.clone(),
    )
    .map_err(bad)?;
    hub.spawn(room);
    Ok(id)
}
