//! A room: one game the server owns — the position, its record, who sits where — and what each
//! seat is told after every action. No networking here: the server feeds a room requests and
//! sends the messages it returns.
//!
//! The game itself is the core's [`Table`] (the same the local game plays), and computer seats
//! decide as [`crate::ai::ComputerSeat`]s: a player created per decision, seeded from the room's
//! seed and the action's number, so a room resumed from its record after a restart plays on
//! exactly as it would have.
//!
//! `lobby.rs`: seats taken, resumed, left, ready; `play.rs`: actions, counter-offers, the
//! answers nobody is asked for, the computers, storage.

mod chat;
pub mod error;
mod lobby;
mod play;
mod watch;

pub use watch::{NOBODY, for_watchers};

use super::wire::{
    ErrorCode, PROTOCOL_VERSION, RoomInfo, SeatInfo, SeatView, ServerMsg, wire_events,
};
use crate::core::rng::derive_seed;
use crate::core::wide::{Board, State, Table};
use crate::core::{Action, GameRecord, ResourceSet, Rules, Seat};
use crate::files::{Load, save_atomically_unsynced};
use crate::lab::PlayerSpec;
use error::RoomError;
use serde::{Deserialize, Serialize};
use std::path::{Path, PathBuf};
use std::sync::Arc;

/// Who sits in a seat.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum SeatKind {
    /// Waiting for a person or program to join.
    Open,
    /// Taken by a client holding the token.
    Remote { name: String, token: String },
    /// A computer player run by the server (a roster name: `medium`, `hard`, …); `replaced`:
    /// a remote seat whose client stayed away, played by a computer from then on.
    Computer { spec: String, replaced: bool },
}

/// What is kept of a room beside its record (`<room>.room.json`).
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct RoomMeta {
    pub version: u32,
    pub room: String,
    pub seats: Vec<SeatKind>,
    pub seed: u64,
    pub replace_after_secs: Option<u64>,
    /// Counter-offers standing, as rooms saved them before the record kept counter-offers:
    /// (seat, it gives, it gets); read once, never written.
    #[serde(default, skip_serializing)]
    pub counters: Vec<(Seat, ResourceSet, ResourceSet)>,
    /// The taken counter-offer's seat, as rooms saved it before the record kept counter-offers.
    #[serde(default, skip_serializing)]
    pub deal: Option<Seat>,
    /// Per seat: its person said they are ready to start (a seat not listed is ready: rooms
    /// saved before this field started as soon as every seat was taken).
    #[serde(default)]
    pub ready: Vec<bool>,
    /// In the host's room list (else joined by its link only).
    #[serde(default)]
    pub public: bool,
    /// People may watch the game.
    #[serde(default = "watchable_by_default")]
    pub watchable: bool,
    /// Seats a computer took from a person who stayed away: (seat, name, token). The person
    /// coming back with the token takes the seat back (play-test 6: a host back from the menu
    /// found no way in).
    #[serde(default)]
    pub away: Vec<(u8, String, String)>,
}

fn watchable_by_default() -> bool {
    true
}

/// A message for one seat, or for every connected client of the room.
#[derive(Clone, Debug, PartialEq)]
pub enum Outgoing {
    To(Seat, ServerMsg),
    All(ServerMsg),
}

/// One game.
pub struct Room {
    pub meta: RoomMeta,
    /// The game: its position, its record and the talk around offers.
    pub table: Table,
    /// Which remote seats have a client connected now.
    pub connected: Vec<bool>,
    /// Where the room's files go (`None`: nowhere, as in tests and the load benchmark's option).
    pub dir: Option<PathBuf>,
    /// Why the room's record cannot be saved, while it cannot: nothing is played meanwhile
    /// (an action is announced only once it is written), and the room tries again each second.
    pub storage: Option<String>,
    /// What everyone is to be told that no request answers (a storage failure, its end).
    pub news: Vec<Outgoing>,
    /// The latest chat lines (at most [`crate::net::wire::CHAT_RECENT`]), for a seat that comes
    /// back: in memory only, never in the record nor the room's file.
    pub chat: std::collections::VecDeque<crate::net::wire::ChatLine>,
    /// The computers' reasons for their latest answers to offers (at most
    /// [`crate::net::wire::RECENT_STEPS`]), for a seat that comes back: in memory only (a
    /// restarted host tells the answers without them).
    pub whys: std::collections::VecDeque<crate::net::wire::RecentWhy>,
    /// How many people watch now (memory only: a watcher is no seat).
    pub watchers: usize,
}

/// Why a request to a room was refused: the protocol's error code and words.
#[derive(Clone, Debug, PartialEq)]
pub struct Refusal {
    pub code: ErrorCode,
    pub rule: Option<String>,
    pub message: String,
}

impl Refusal {
    fn new(code: ErrorCode, message: impl Into<String>) -> Refusal {
        Refusal {
            code,
            rule: None,
            message: message.into(),
        }
    }
    pub fn to_msg(&self) -> ServerMsg {
        ServerMsg::Error {
            code: self.code,
            rule: self.rule.clone(),
            message: self.message.clone(),
            detail: None,
        }
    }
}

impl Room {
    /// Whether a client of protocol `version` can play here: a Seafarers room needs version 2
    /// (version 1's view has no ships, pirate, gold or fog).
    pub fn speaks(&self, version: u32) -> Result<(), Refusal> {
        let sea = self.table.state.sea().is_some();
        if sea && version < crate::net::wire::SEAFARERS_VERSION {
            return Err(Refusal::new(
                ErrorCode::Version,
                format!(
                    "this room plays Seafarers: it needs protocol version {} (this connection said hello with {version})",
                    crate::net::wire::SEAFARERS_VERSION
                ),
            ));
        }
        Ok(())
    }
}

/// Whether a character may stand in a seat's name: no control characters, and none of the
/// invisible ones that reorder or hide text (bidirectional overrides and isolates, zero-width
/// characters), which could make one name look like another.
fn shown_in_a_name(c: char) -> bool {
    !c.is_control()
        && !matches!(
            c,
            '\u{200B}'..='\u{200F}' | '\u{202A}'..='\u{202E}' | '\u{2060}'..='\u{2069}' | '\u{FEFF}'
        )
}

/// `text` as it may be shown: only characters [`shown_in_a_name`], at most `max` of them, the
/// whitespace around trimmed (a seat's name, a line of chat).
pub fn cleaned(text: &str, max: usize) -> String {
    let kept: String = text.chars().filter(|&c| shown_in_a_name(c)).collect();
    let cut: String = kept.trim().chars().take(max).collect();
    cut.trim_end().to_string()
}

/// The computer players a room may seat.
pub fn computer_spec(name: &str) -> Result<PlayerSpec, RoomError> {
    match name {
        "easy" | "medium" | "hard" | "ai" | "random" | "weighted" => {
            PlayerSpec::parse(name).map_err(RoomError::Player)
        }
        n if n.starts_with("search@") => PlayerSpec::parse(n).map_err(RoomError::Player),
        other => Err(RoomError::UnknownSeat(other.into())),
    }
}

fn token(seed: u64) -> String {
    let a: u64 = rand::random();
    format!("{:016x}{:016x}", a, crate::core::rng::splitmix64(seed ^ a))
}

/// The game a new room plays: its board, its rules and its seed (dice, deck, seat tokens,
/// computer decisions).
pub struct RoomGame {
    pub board: Arc<Board>,
    pub rules: Arc<Rules>,
    pub seed: u64,
}

impl Room {
    /// A new room `room` playing `game`, saved in `dir`. `seats`: `open` or a computer's name,
    /// 2 to 6 (within the rules' range).
    pub fn create(
        room: String,
        seats: &[String],
        game: RoomGame,
        replace_after_secs: Option<u64>,
        dir: Option<PathBuf>,
    ) -> Result<Room, RoomError> {
        let RoomGame { board, rules, seed } = game;
        let n = seats.len();
        if n < rules.min_players as usize || n > rules.max_players as usize {
            return Err(RoomError::SeatCount {
                seats: n,
                rules: rules.name.clone(),
                min: rules.min_players,
                max: rules.max_players,
            });
        }
        let kinds = seats
            .iter()
            .map(|s| match s.as_str() {
                "open" => Ok(SeatKind::Open),
                other => computer_spec(other).map(|_| SeatKind::Computer {
                    spec: other.to_string(),
                    replaced: false,
                }),
            })
            .collect::<Result<Vec<_>, _>>()?;
        let state = State::new(board, rules, n as u8, seed).map_err(RoomError::Setup)?;
        let meta = RoomMeta {
            version: PROTOCOL_VERSION,
            room,
            seats: kinds,
            seed,
            replace_after_secs,
            counters: Vec::new(),
            deal: None,
            ready: vec![true; n],
            public: false,
            watchable: true,
            away: Vec::new(),
        };
        let record = GameRecord::new(&state, labels(&meta.seats), Some(seed));
        let room = Room {
            meta,
            table: Table::new(state, record),
            connected: vec![false; n],
            dir,
            storage: None,
            news: Vec::new(),
            chat: Default::default(),
            whys: Default::default(),
            watchers: 0,
        };
        room.save().map_err(RoomError::Save)?;
        Ok(room)
    }

    /// The room saved in `dir` under `id`: its record replayed to where it stopped.
    pub fn load(dir: &Path, id: &str) -> Result<Room, RoomError> {
        let meta_path = dir.join(format!("{id}.room.json"));
        let text = std::fs::read_to_string(&meta_path).map_err(|source| RoomError::Read {
            path: meta_path.clone(),
            source,
        })?;
        let meta: RoomMeta = serde_json::from_str(&text).map_err(|source| RoomError::Seats {
            path: meta_path.clone(),
            source,
        })?;
        let record_path = dir.join(format!("{id}.ron"));
        let record = GameRecord::load(&record_path).map_err(RoomError::Record)?;
        let mut table = Table::resume_sized(record).map_err(|source| RoomError::Replay {
            path: record_path.clone(),
            source,
        })?;
        if table.counters.is_empty() && table.deal.is_none() {
            // a room saved before its record kept the counter-offers
            table.counters = meta
                .counters
                .iter()
                .map(|&(seat, gives, gets)| crate::core::Counter { seat, gives, gets })
                .collect();
            table.deal = meta.deal;
        }
        let n = meta.seats.len();
        Ok(Room {
            meta,
            table,
            connected: vec![false; n],
            dir: Some(dir.to_path_buf()),
            storage: None,
            news: Vec::new(),
            chat: Default::default(),
            whys: Default::default(),
            watchers: 0,
        })
    }

    pub fn id(&self) -> &str {
        &self.meta.room
    }

    /// Write the record and the room's seats (atomic; unsynced: a killed server loses nothing
    /// the kernel has, and the disk is not waited for after every action).
    pub fn save(&self) -> std::io::Result<()> {
        let Some(dir) = &self.dir else {
            return Ok(());
        };
        let id = &self.meta.room;
        save_atomically_unsynced(
            &dir.join(format!("{id}.room.json")),
            serde_json::to_string_pretty(&self.meta)?.as_bytes(),
        )?;
        save_atomically_unsynced(
            &dir.join(format!("{id}.ron")),
            self.table.record.to_ron().as_bytes(),
        )
    }

    fn save_record(&self) -> std::io::Result<()> {
        let Some(dir) = &self.dir else {
            return Ok(());
        };
        let id = &self.meta.room;
        save_atomically_unsynced(
            &dir.join(format!("{id}.ron")),
            self.table.record.to_ron().as_bytes(),
        )
    }

    /// Every open seat is taken and every joined seat is ready: the game is on (for good: a
    /// started game ignores readiness).
    pub fn started(&self) -> bool {
        !self.meta.seats.contains(&SeatKind::Open)
            && (0..self.meta.seats.len()).all(|i| self.is_ready(i))
    }

    fn is_ready(&self, seat: usize) -> bool {
        self.meta.ready.get(seat).copied().unwrap_or(true)
    }

    fn set_ready_flag(&mut self, seat: Seat, ready: bool) {
        let n = self.meta.seats.len();
        if self.meta.ready.len() < n {
            self.meta.ready.resize(n, true);
        }
        self.meta.ready[seat.index()] = ready;
    }

    pub fn seats(&self) -> Vec<SeatInfo> {
        self.meta
            .seats
            .iter()
            .enumerate()
            .map(|(i, k)| {
                let (kind, name, ready) = match k {
                    SeatKind::Open => ("open", String::new(), false),
                    SeatKind::Remote { name, .. } => ("remote", name.clone(), self.is_ready(i)),
                    SeatKind::Computer { spec, .. } => ("computer", spec.clone(), true),
                };
                SeatInfo {
                    seat: i as u8,
                    kind: kind.into(),
                    name,
                    ready,
                    connected: self.connected[i],
                }
            })
            .collect()
    }

    pub fn info(&self) -> RoomInfo {
        RoomInfo {
            room: self.meta.room.clone(),
            seats: self.seats(),
            started: self.started(),
            over: self.table.state.is_over(),
            board: self.table.state.board().file.name.clone(),
            rules: self.table.state.rules().name.clone(),
            public: self.meta.public,
            watchable: self.meta.watchable,
            watchers: self.watchers as u32,
        }
    }

    /// The whole record, for everyone once the game is over.
    fn record_msg(&self) -> ServerMsg {
        ServerMsg::Record {
            record: self.table.record.to_ron(),
        }
    }

    fn game_over_msg(&self) -> ServerMsg {
        ServerMsg::GameOver {
            winner: self.table.state.winner().map(|s| s.0).unwrap_or(0),
            points: Seat::all(self.table.state.num_players())
                .map(|s| self.table.state.total_points(s))
                .collect(),
        }
    }

    fn views_for(&self, seats: &[Seat]) -> Vec<Outgoing> {
        let started = self.started();
        seats
            .iter()
            .map(|&s| {
                let mut view = SeatView::of(&self.table.state, s);
                view.steps = self.table.record.steps.len() as u32;
                if !started {
                    // nobody acts before every seat is taken
                    view.legal.clear();
                }
                Outgoing::To(s, ServerMsg::View { view })
            })
            .collect()
    }
}

fn illegal(rule: &str, message: impl Into<String>) -> Refusal {
    Refusal {
        code: ErrorCode::Illegal,
        rule: Some(rule.to_string()),
        message: message.into(),
    }
}

fn illegal_rule(rule: &str, message: String) -> Refusal {
    illegal(rule, message)
}

/// The answer while a room cannot save its record.
fn storage_refusal(why: &str) -> Refusal {
    Refusal::new(
        ErrorCode::Storage,
        format!(
            "the host cannot save this game ({why}): nothing is played until it can, and the \
             game goes on by itself then"
        ),
    )
}

/// The record's player labels: `remote`, a computer's name, or `open`.
fn labels(seats: &[SeatKind]) -> Vec<String> {
    seats
        .iter()
        .map(|k| match k {
            SeatKind::Open => "open".into(),
            SeatKind::Remote { .. } => "remote".into(),
            SeatKind::Computer { spec, .. } => spec.clone(),
        })
        .collect()
}

/// String equality that takes as long whatever the first difference (tokens).
fn constant_time_eq(a: &str, b: &str) -> bool {
    a.len() == b.len()
        && a.bytes()
            .zip(b.bytes())
            .fold(0u8, |acc, (x, y)| acc | (x ^ y))
            == 0
}

#[cfg(test)]
mod recent_tests;
#[cfg(test)]
mod take_back_tests;
#[cfg(test)]
mod tests;
