//! `catan serve`: many rooms at once on tokio. Every room is a task that owns its [`Room`]; every
//! connection is a task that reads the client's messages, checks them, and passes them to its
//! room; what a room sends goes to each client through a bounded queue (a client that does not
//! read is dropped, never waited for). A computer that thinks long is asked on tokio's blocking
//! pool, so no room holds up another.
//!
//! Limits (each refused with an error, none panics or touches another room): a message over
//! [`MAX_MESSAGE`] bytes closes the connection; a client must say `hello` with
//! [`PROTOCOL_VERSION`] first (a malformed first message closes the connection); more than [`FLOOD_BURST`] messages at once (refilled at
//! [`FLOOD_PER_SEC`] a second) closes it; at most `max_rooms` rooms. A room nobody is connected to
//! for `idle_room_secs` is closed: its files stay, and it is opened again when a client comes
//! back with its token. A restart opens every unfinished room from its files. A finished game
//! leaves its creator's quota and the computer-only rooms' count at once. Behind a proxy, a
//! trusted proxy's PROXY protocol header names each client's address (`proxy.rs`), so the
//! quotas count clients, not the proxy.
//!
//! `connection.rs`: a client's frames and limits; `handler.rs`: one function per message;
//! `rooms.rs`: creating rooms; `room_task.rs`: a room's task; `proxy.rs`: the PROXY header;
//! `chat.rs`: a connection's chat rate and what older versions are not sent; `listing.rs`: the
//! room list (public rooms, by pages, at a bounded rate) and what a connection of a version
//! before it is not sent.

mod chat;
mod connection;
mod handler;
mod listing;
mod proxy;
#[cfg(test)]
mod quota_tests;
#[cfg(test)]
mod quota_v6_tests;
mod room_task;
mod rooms;

use connection::connection;
use listing::Listing;
use room_task::room_task;
use rooms::create_room_for;

use super::room::{Outgoing, Refusal, Room, SeatKind};
use super::wire::{
    CHAT_RATE, CHAT_VERSION, CHAT_WINDOW_SECS, ClientMsg, ErrorCode, MAX_MESSAGE,
    MIN_PROTOCOL_VERSION, PROTOCOL_VERSION, RoomInfo, SEAFARERS_VERSION, ServerMsg, WATCH_VERSION,
    room_code_on,
};
use crate::core::wide::Board;
use crate::core::{Rules, Seat};
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
/// Mixed into a test secret for rooms' game seeds (apart from the board seeds it makes).
const GAME_SEED_SALT: u64 = 0x6a09_e667_f3bc_c908;
/// The read buffer of a connection: it grows for a longer message (up to [`MAX_MESSAGE`]).
const READ_BUFFER: usize = 4 * 1024;
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
    /// address — an IPv6 client's by its /64, one home's addresses (0: no limit).
    pub rooms_per_connection: usize,
    pub rooms_per_address: usize,
    /// Room lists one connection may ask for in ten seconds (0: no limit).
    pub lists_per_10s: usize,
    /// The most open rooms with no seat for a person (computers only) on the server.
    pub max_computer_rooms: usize,
    /// For tests only: a secret from which every room's game seed (its dice, deck and computer
    /// decisions) is derived, with the host's letter and the room's number, so a test can play
    /// the same game again. `None` (a real host): each room's seed is drawn from the operating
    /// system when the room is made and kept with the room. Never sent: a seat cannot predict a
    /// roll from anything it is told, not even from a seed it chose for the board.
    pub secret: Option<u64>,
    /// This host's letter when several hosts stand behind one proxy: every room code it makes
    /// starts with it ([`crate::net::wire::room_code_on`]).
    pub host_id: Option<char>,
    /// The proxies whose PROXY protocol v2 header is believed: their connections count as the
    /// client's address the header names (from anyone else, a header closes the connection).
    pub trusted_proxies: Vec<std::net::IpAddr>,
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
            lists_per_10s: listing::LIST_RATE,
            max_computer_rooms: 50,
            secret: None,
            host_id: None,
            trusted_proxies: Vec::new(),
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
    /// A line of chat, within the connection's rate, at the host's clock (seconds since 1970).
    Say {
        text: String,
        at: u64,
    },
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
        /// The protocol version the connection speaks.
        version: u32,
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
    /// A connection comes to watch (version 4): refused, or told what a watcher sees.
    Watch {
        conn: ConnId,
        out: Outbox,
        reply: oneshot::Sender<Result<(), Refusal>>,
    },
    /// A watcher's connection ended.
    Unwatch {
        conn: ConnId,
    },
}

/// The rooms that are open, by code.
struct Hub {
    config: ServerConfig,
    rooms: Mutex<HashMap<String, mpsc::Sender<RoomCmd>>>,
    next: AtomicU64,
    /// The host's own seed for room codes and boards not asked for (the secret in tests).
    seed: u64,
    quotas: Arc<Quotas>,
    thinking: Thinking,
    /// The open public rooms as their tasks last told them, by code (the room list).
    listed: Listing,
    /// A refused PROXY header has been logged (once a run: a misconfigured proxy is named, a
    /// stranger's flood of headers is not echoed line by line).
    proxy_refusal_logged: std::sync::atomic::AtomicBool,
}

/// What open, unfinished rooms count against: those created from each address, and those
/// with computers only (by code). A room leaves them when its game ends or it closes.
#[derive(Default)]
struct Quotas {
    created_from: Mutex<CreatedFrom>,
    computer_only: Mutex<std::collections::HashSet<String>>,
}

/// The rooms created from each address, and each room's address: a game that ends frees its
/// place without a look at every address's rooms.
#[derive(Default)]
struct CreatedFrom {
    /// By [`quota_address`]: an IPv6 client's /64.
    by_ip: HashMap<std::net::IpAddr, Vec<String>>,
    ip_of: HashMap<String, std::net::IpAddr>,
}

/// The address a client's quotas count: an IPv4 address itself, an IPv6 address's /64 (a home
/// or a host is given a /64 and picks its addresses in it at will: counted by the full address,
/// one client could create rooms without end).
fn quota_address(ip: std::net::IpAddr) -> std::net::IpAddr {
    match ip.to_canonical() {
        std::net::IpAddr::V6(v6) => {
            let prefix = u128::from(v6) & !(u128::from(u64::MAX));
            std::net::IpAddr::V6(prefix.into())
        }
        v4 => v4,
    }
}

impl CreatedFrom {
    /// The rooms from `ip` (its /64 for IPv6) still open (by `open`), and how many.
    fn open_from(&mut self, ip: std::net::IpAddr, open: impl Fn(&String) -> bool) -> usize {
        let Some(list) = self.by_ip.get_mut(&quota_address(ip)) else {
            return 0;
        };
        let ip_of = &mut self.ip_of;
        list.retain(|code| {
            let keep = open(code);
            if !keep {
                ip_of.remove(code);
            }
            keep
        });
        list.len()
    }

    fn add(&mut self, ip: std::net::IpAddr, code: &str) {
        let ip = quota_address(ip);
        self.by_ip.entry(ip).or_default().push(code.to_string());
        self.ip_of.insert(code.to_string(), ip);
    }

    fn remove(&mut self, code: &str) {
        let Some(ip) = self.ip_of.remove(code) else {
            return;
        };
        if let Some(list) = self.by_ip.get_mut(&ip) {
            list.retain(|c| c != code);
            if list.is_empty() {
                self.by_ip.remove(&ip);
            }
        }
    }
}

impl Quotas {
    /// The room `code` no longer counts: its game is over.
    fn release(&self, code: &str) {
        let mut by = self.created_from.lock().unwrap_or_else(|e| e.into_inner());
        by.remove(code);
        drop(by);
        let mut set = self.computer_only.lock().unwrap_or_else(|e| e.into_inner());
        set.remove(code);
    }
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
        let quotas = self.quotas.clone();
        tokio::spawn(room_task(
            room,
            rx,
            self.config.idle_room_secs,
            (thinking, quotas, self.listing()),
        ));
        tx
    }

    /// A connection closed for its PROXY header: logged the first time.
    fn refused_proxy(&self, why: &proxy::ProxyError) {
        if !self.proxy_refusal_logged.swap(true, Ordering::Relaxed) {
            eprintln!("a connection was closed: {why} (said once)");
        }
    }
}

/// Run the server on `listener` until `stop` resolves.
pub async fn serve(
    listener: TcpListener,
    mut config: ServerConfig,
    stop: impl std::future::Future<Output = ()>,
) -> std::io::Result<()> {
    for ip in &mut config.trusted_proxies {
        *ip = ip.to_canonical();
    }
    if let Some(dir) = &config.data_dir {
        std::fs::create_dir_all(dir)?;
    }
    let hub = Arc::new(Hub {
        config: config.clone(),
        rooms: Mutex::new(HashMap::new()),
        next: AtomicU64::new(1),
        seed: config.secret.unwrap_or_else(rand::random),
        quotas: Arc::default(),
        thinking: Thinking::new(),
        listed: Default::default(),
        proxy_refusal_logged: Default::default(),
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
