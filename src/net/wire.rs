//! The protocol's messages (docs/protocol.md): what clients send, what the server sends, and a
//! seat's view of a position — everything that seat may know and nothing else.
//!
//! A [`SeatView`] is built from the true position by [`SeatView::of`] and carries: the seat's own
//! hand and development cards; for every seat the public facts (card counts, played cards,
//! pieces, points); the bank, the deck's size, the robber, the phase and the turn's counters; the
//! seat's legal actions when it is its move. [`SeatView::position`] turns it back into a playable
//! position for a client's own computer player, the other seats' hidden cards dealt arbitrarily
//! (a computer player reads only what the seat knows, so the deal never matters).

use crate::core::wide::{Board, Setup, State};
use crate::core::{
    Action, DevSet, FaceId, Phase, PlayerSetup, Resource, ResourceSet, Rules, Seat, SetupError,
};
use serde::{Deserialize, Serialize};
use std::sync::Arc;

mod answer;
mod chat;
mod events;
mod sea_view;
mod view;
pub use answer::AnswerWhy;
pub use chat::{CHAT_MAX_CHARS, CHAT_RATE, CHAT_RECENT, CHAT_VERSION, CHAT_WINDOW_SECS, ChatLine};
pub use events::{WireEvent, core_events, public_events, wire_events};
pub use sea_view::SeaView;
pub use view::{PublicSeat, SeatView};

/// The protocol's version: a client says it in `hello`; another version is refused.
pub const PROTOCOL_VERSION: u32 = 4;

/// The first version with public rooms in a list and watchers (`watch`, `watching`,
/// `watchers`, the room list's new fields and pages).
pub const WATCH_VERSION: u32 = 4;

/// The most rooms one `rooms` answer lists (the next page: `list_rooms` with `after`).
pub const ROOMS_PAGE: usize = 50;

/// The most watchers a room takes at once.
pub const MAX_WATCHERS: usize = 20;

/// The oldest version still spoken: version 1 clients play the base game (a Seafarers room
/// tells them it needs version 2).
pub const MIN_PROTOCOL_VERSION: u32 = 1;

/// The first version with Seafarers (ships, the pirate, gold, fog in views and events).
pub const SEAFARERS_VERSION: u32 = 2;

/// The first version told which tiles paid (`paid`) and how a ship sailed (`ship_moved`).
pub const VIEW_EVENTS_VERSION: u32 = 3;

/// The largest message a client may send, in bytes (a larger one closes the connection).
pub const MAX_MESSAGE: usize = 16 * 1024;

/// What a client sends.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case", deny_unknown_fields)]
pub enum ClientMsg {
    /// The first message: the protocol version the client speaks.
    Hello {
        version: u32,
    },
    /// A new room. `seats`: one entry per seat, `"open"` (a person or program joins it) or a
    /// computer player run by the server (`easy`, `medium`, `hard`, `ai`, `random`, …).
    CreateRoom {
        seats: Vec<String>,
        /// `random` (a random fair board, the default), `standard` or a board file's name in
        /// the server's `boards/` folder.
        #[serde(default)]
        board: Option<String>,
        /// `standard` (default) or `thesis`.
        #[serde(default)]
        rules: Option<String>,
        #[serde(default)]
        seed: Option<u64>,
        /// A remote seat whose client stays away this long is played by a computer (Medium)
        /// from then on; `None`: it waits for its client.
        #[serde(default)]
        replace_after_secs: Option<u64>,
        /// Version 4: the room is in the host's room list (`false`, the default: private, joined
        /// by its link only).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        public: Option<bool>,
        /// Version 4: whether people may watch the game (default: they may).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        watchers: Option<bool>,
    },
    /// Take an open seat (the first open one when `seat` is not given).
    Join {
        room: String,
        #[serde(default)]
        seat: Option<u8>,
        #[serde(default)]
        name: Option<String>,
        /// Whether the seat is ready to start (default: ready). A person in a waiting room
        /// joins not ready and says `ready` when they are.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        ready: Option<bool>,
    },
    /// In the waiting room: this seat is ready to start (or not yet). The game starts when
    /// every seat is taken and every joined seat is ready (or when the host starts it).
    Ready {
        ready: bool,
    },
    /// Take back a seat after a dropped connection, with the token `joined` gave.
    Resume {
        room: String,
        seat: u8,
        token: String,
    },
    /// Play an action for the joined seat.
    Act {
        action: Action,
    },
    /// Answer the offer you are asked with a counter-offer: you decline it and propose to give
    /// `gives` for `gets`. The player on turn takes it by offering exactly that to you alone
    /// (`gets` for `gives`, `to` = your seat's bit): you accept and the trade is made at once.
    Counter {
        gives: ResourceSet,
        gets: ResourceSet,
    },
    /// The holder of seat 0 (the host) starts the game now: seats still open are played by
    /// computers of `fill` (`medium` when absent) from the start.
    Start {
        #[serde(default)]
        fill: Option<String>,
    },
    /// The host's open public rooms, at most [`ROOMS_PAGE`] by code after `after`; or, with
    /// `room`, that one room (public or not: its code is its link).
    ListRooms {
        #[serde(default, skip_serializing_if = "Option::is_none")]
        room: Option<String>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        after: Option<String>,
    },
    /// Version 4: watch a room's game: the public view, the log and the chat; never a seat.
    Watch {
        room: String,
    },
    Ping {},
    /// Version 3: a line of chat for everyone in the room (the joined seat's; cleaned as names
    /// are, at most [`chat::CHAT_MAX_CHARS`] characters, at most [`chat::CHAT_RATE`] lines in
    /// [`chat::CHAT_WINDOW_SECS`] s per connection).
    Say {
        text: String,
    },
}

/// Who sits in a seat, as everyone sees it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SeatInfo {
    pub seat: u8,
    /// `open`, `remote` or `computer`.
    pub kind: String,
    pub name: String,
    /// A joined seat is ready to start (computers always are; open seats are not).
    #[serde(default)]
    pub ready: bool,
    /// A remote seat's client is connected.
    pub connected: bool,
}

/// A room as `list_rooms` shows it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct RoomInfo {
    pub room: String,
    pub seats: Vec<SeatInfo>,
    pub started: bool,
    pub over: bool,
    /// Version 4: the board's name (`random` for a random board).
    #[serde(default)]
    pub board: String,
    /// Version 4: the rules' name.
    #[serde(default)]
    pub rules: String,
    /// Version 4: the room is listed (else it is joined by its link only).
    #[serde(default)]
    pub public: bool,
    /// Version 4: people may watch, and how many do.
    #[serde(default)]
    pub watchable: bool,
    #[serde(default)]
    pub watchers: u32,
}

impl RoomInfo {
    /// The seats still open.
    pub fn free(&self) -> usize {
        self.seats.iter().filter(|s| s.kind == "open").count()
    }
}

/// What the server sends.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum ServerMsg {
    Welcome {
        version: u32,
        server: String,
    },
    RoomCreated {
        room: String,
    },
    /// The seat is the client's. Keep `token`: it is the only way back to the seat.
    Joined {
        room: String,
        seat: u8,
        token: String,
        board: crate::core::BoardFile,
        rules: Rules,
        /// A seat whose client stays away this long is played by a computer (`None`: it waits).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        replace_after_secs: Option<u64>,
    },
    /// Who sits where (sent when it changes).
    Seats {
        seats: Vec<SeatInfo>,
    },
    /// The game has started (every open seat is taken).
    Started,
    /// The client's view after every change.
    View {
        view: SeatView,
    },
    /// What a seat did, with what happened as the client may know it, and the client's view
    /// after it.
    Played {
        seat: u8,
        action: Action,
        events: Vec<WireEvent>,
        view: Box<SeatView>,
        /// A computer's answer to an offer (`accept_trade`, `decline_trade`): why, as a code the
        /// client words (the same to every seat and watcher). Absent otherwise; a client of a
        /// build before it ignores it.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        why: Option<AnswerWhy>,
    },
    /// After a seat comes back (`resume`) to a game under way, right after its `view`: the
    /// game's latest actions (up to [`RECENT_STEPS`]), each with what happened as this seat
    /// may know it, for its log and its last rolls. The view already holds their result.
    Recent {
        /// The number of the first action in `steps` (0: the game's first).
        from: u32,
        steps: Vec<RecentStep>,
        /// Version 3: the room's latest chat lines (never in a record or a saved room).
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        chat: Vec<ChatLine>,
        /// The talk around offers in `steps` and now: the computers' reasons, the counter-offers
        /// made, those standing. A client of a build before it ignores it.
        #[serde(default, skip_serializing_if = "RecentTalk::is_empty")]
        talk: RecentTalk,
    },
    /// Version 3: a seat said something in the room's chat (`at`: the host's clock, seconds
    /// since 1970).
    Said {
        seat: u8,
        name: String,
        text: String,
        at: u64,
    },
    /// A seat declined the offer on the table and proposes to give `gives` for `gets`.
    Countered {
        seat: u8,
        gives: ResourceSet,
        gets: ResourceSet,
    },
    GameOver {
        winner: u8,
        /// Every seat's points, hidden victory points included.
        points: Vec<u8>,
    },
    /// After `game_over`: the whole game record (RON, `docs/file-formats.md`) — nothing is
    /// hidden any more — for every machine to keep, replay and review.
    Record {
        record: String,
    },
    Rooms {
        rooms: Vec<RoomInfo>,
        /// Version 4: more public rooms follow: ask again with `after` this code.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        next: Option<String>,
    },
    /// Version 4: after `watch`: the room's board and rules, and how many watch (this
    /// connection included). Then `seats`, the public `view`, `recent`, as a seat's.
    Watching {
        room: String,
        board: crate::core::BoardFile,
        rules: Rules,
        watchers: u32,
    },
    /// Version 4: how many people watch the room (to everyone in it, when it changes).
    Watchers {
        count: u32,
    },
    Pong,
    /// Something the client asked was refused. `code`: `bad-message`, `version`,
    /// `no-such-room`, `seat-taken`, `bad-token`, `not-joined`, `illegal` (then `rule` names the
    /// broken rule: `not-your-turn`, `cannot-afford`, …), `room-full`, `flood`, `too-big`,
    /// `server-full`. `detail` narrows a code where a client acts on the difference (a
    /// `version` error for a hello that came too late: `hello-late`); absent otherwise.
    Error {
        code: ErrorCode,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        rule: Option<String>,
        message: String,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        detail: Option<ErrorDetail>,
    },
}

/// What a host says when a connection's hello came too late (the words of
/// [`ServerMsg::hello_late`]; a client reads its `detail`, not these).
pub const HELLO_LATE: &str = "say hello with the protocol version first";

/// The talk around offers that [`ServerMsg::Recent`] carries beside its steps, as `played`
/// (`why`) and `countered` told it live: what a log rebuilds, and the counter-offers a seat on
/// turn may still take. All public.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct RecentTalk {
    /// A computer's reason for its answer to an offer, by the action's number.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub whys: Vec<RecentWhy>,
    /// The counter-offers made with the steps' declines (`at`: the decline's action number).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub counters: Vec<crate::core::CounterStep>,
    /// The counter-offers standing now (the offer on the table's).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub standing: Vec<crate::core::Counter>,
}

impl RecentTalk {
    pub fn is_empty(&self) -> bool {
        self.whys.is_empty() && self.counters.is_empty() && self.standing.is_empty()
    }
}

/// A computer's reason for the answer it played as action `at` ([`RecentTalk::whys`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RecentWhy {
    pub at: u32,
    pub why: AnswerWhy,
}

/// How many of the latest actions a seat that comes back is told ([`ServerMsg::Recent`]).
pub const RECENT_STEPS: usize = 80;

/// One action of [`ServerMsg::Recent`]: who played what, and what happened as the seat told may
/// know it (as in `played`, without the view).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RecentStep {
    pub seat: u8,
    pub action: Action,
    pub events: Vec<WireEvent>,
}

/// Why a request was refused: the `code` of an `error` message (docs/protocol.md lists them).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum ErrorCode {
    Version,
    BadMessage,
    NoSuchRoom,
    NoSuchSeat,
    SeatTaken,
    RoomFull,
    BadToken,
    NotJoined,
    NotStarted,
    Illegal,
    BadRoom,
    NotHost,
    Started,
    ServerFull,
    TooManyRooms,
    TooBig,
    Flood,
    Storage,
    Idle,
    /// More chat lines than a connection may say in a while (the connection stays open).
    ChatTooFast,
    /// A watcher asked to act, answer, get ready, start or say something: it cannot.
    Watching,
    /// The room does not take watchers.
    NoWatchers,
    /// A request asked more often than a connection may (the room list).
    TooFast,
    /// A code this build does not know (from a newer host).
    #[serde(other)]
    Other,
}

impl ErrorCode {
    /// The code as the protocol writes it.
    pub fn as_str(self) -> &'static str {
        match self {
            ErrorCode::Version => "version",
            ErrorCode::BadMessage => "bad-message",
            ErrorCode::NoSuchRoom => "no-such-room",
            ErrorCode::NoSuchSeat => "no-such-seat",
            ErrorCode::SeatTaken => "seat-taken",
            ErrorCode::RoomFull => "room-full",
            ErrorCode::BadToken => "bad-token",
            ErrorCode::NotJoined => "not-joined",
            ErrorCode::NotStarted => "not-started",
            ErrorCode::Illegal => "illegal",
            ErrorCode::BadRoom => "bad-room",
            ErrorCode::NotHost => "not-host",
            ErrorCode::Started => "started",
            ErrorCode::ServerFull => "server-full",
            ErrorCode::TooManyRooms => "too-many-rooms",
            ErrorCode::TooBig => "too-big",
            ErrorCode::Flood => "flood",
            ErrorCode::Storage => "storage",
            ErrorCode::Idle => "idle",
            ErrorCode::ChatTooFast => "chat-too-fast",
            ErrorCode::Watching => "watching",
            ErrorCode::NoWatchers => "no-watchers",
            ErrorCode::TooFast => "too-fast",
            ErrorCode::Other => "other",
        }
    }
}

/// What narrows an error's code (the `detail` of an `error`): a client matches on it, never on
/// the message's words. A client of a build before it ignores the field and reads the code.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum ErrorDetail {
    /// `version`: the connection's first message was not a `hello` within the host's time (a
    /// host under load): the same version may be said again — not an older one.
    HelloLate,
    /// A detail this build does not know (from a newer host).
    #[serde(other)]
    Other,
}

impl std::fmt::Display for ErrorCode {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.as_str())
    }
}

impl PartialEq<str> for ErrorCode {
    fn eq(&self, other: &str) -> bool {
        self.as_str() == other
    }
}

impl PartialEq<&str> for ErrorCode {
    fn eq(&self, other: &&str) -> bool {
        self.as_str() == *other
    }
}

impl ServerMsg {
    pub fn error(code: ErrorCode, message: impl Into<String>) -> ServerMsg {
        ServerMsg::Error {
            code,
            rule: None,
            message: message.into(),
            detail: None,
        }
    }

    /// The answer to a connection whose hello came too late (or was not its first message):
    /// `version`, with the detail `hello-late` a client matches on.
    pub fn hello_late() -> ServerMsg {
        ServerMsg::Error {
            code: ErrorCode::Version,
            rule: None,
            message: HELLO_LATE.into(),
            detail: Some(ErrorDetail::HelloLate),
        }
    }
}

/// The letters and digits of room codes (none people confuse: no 0/O, 1/I).
pub const CODE_ALPHABET: &[u8] = b"ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

/// A room code: six letters and digits people can read aloud (no 0/O, 1/I).
pub fn room_code(n: u64) -> String {
    const ALPHABET: &[u8] = CODE_ALPHABET;
    let mut x = n;
    (0..6)
        .map(|_| {
            let c = ALPHABET[(x % ALPHABET.len() as u64) as usize] as char;
            x /= ALPHABET.len() as u64;
            c
        })
        .collect()
}

/// A room code made on the host `host` (one letter of [`CODE_ALPHABET`]): its first letter is
/// the host's, so a proxy in front of several hosts can route a room's connections to the host
/// that holds it.
pub fn room_code_on(host: Option<char>, n: u64) -> String {
    let code = room_code(n);
    match host {
        Some(h) => std::iter::once(h).chain(code.chars().skip(1)).collect(),
        None => code,
    }
}

/// Whether `c` may name a host (a letter or digit of room codes).
pub fn is_host_id(c: char) -> bool {
    c.is_ascii() && CODE_ALPHABET.contains(&(c as u8))
}

/// Where a client connects for `room` on the server (or proxy) at `base`: `base/room/CODE`. A
/// host takes a connection at any path; a proxy in front of several hosts routes it by the
/// code's first letter (docs/protocol.md, deploy/).
pub fn room_url(base: &str, room: &str) -> String {
    format!(
        "{}/room/{}",
        base.trim_end_matches('/'),
        room.trim().to_ascii_uppercase()
    )
}

#[cfg(test)]
mod tests;
#[cfg(test)]
mod tribe_tests;
