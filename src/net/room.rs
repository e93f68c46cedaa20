//! A room: one game the server owns — the position, its record, who sits where — and what each
//! seat is told after every action. No networking here: the server feeds a room requests and
//! sends the messages it returns.
//!
//! Computer seats run on the server. Each decision is made by a player created for it, seeded
//! from the room's seed and the action's number, so a room resumed from its record after a
//! restart plays on exactly as it would have.

use super::wire::{PROTOCOL_VERSION, RoomInfo, SeatInfo, SeatView, ServerMsg, WireEvent};
use crate::core::rng::derive_seed;
use crate::core::{
    Action, Board, GameRecord, Player, PlayerView, ResourceSet, Rules, Seat, State, Step,
};
use crate::files::{Load, save_atomically_unsynced};
use crate::lab::PlayerSpec;
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
    /// Counter-offers to the offer on the table: (seat, it gives, it gets).
    #[serde(default)]
    pub counters: Vec<(Seat, ResourceSet, ResourceSet)>,
    /// The player on turn took this seat's counter-offer: it accepts, the trade is made.
    #[serde(default)]
    pub deal: Option<Seat>,
    /// Per seat: its person said they are ready to start (a seat not listed is ready: rooms
    /// saved before this field started as soon as every seat was taken).
    #[serde(default)]
    pub ready: Vec<bool>,
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
    pub state: State,
    pub record: GameRecord,
    /// Which remote seats have a client connected now.
    pub connected: Vec<bool>,
    /// Where the room's files go (`None`: nowhere, as in tests and the load benchmark's option).
    pub dir: Option<PathBuf>,
    /// Why the room's record cannot be saved, while it cannot: nothing is played meanwhile
    /// (an action is announced only once it is written), and the room tries again each second.
    pub storage: Option<String>,
    /// What everyone is to be told that no request answers (a storage failure, its end).
    pub news: Vec<Outgoing>,
}

/// Why a request to a room was refused: the protocol's error code and words.
#[derive(Clone, Debug, PartialEq)]
pub struct Refusal {
    pub code: &'static str,
    pub rule: Option<String>,
    pub message: String,
}

impl Refusal {
    fn new(code: &'static str, message: impl Into<String>) -> Refusal {
        Refusal {
            code,
            rule: None,
            message: message.into(),
        }
    }
    pub fn to_msg(&self) -> ServerMsg {
        ServerMsg::Error {
            code: self.code.into(),
            rule: self.rule.clone(),
            message: self.message.clone(),
        }
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

/// The computer players a room may seat.
pub fn computer_spec(name: &str) -> Result<PlayerSpec, String> {
    match name {
        "easy" | "medium" | "hard" | "ai" | "random" | "weighted" => {
            PlayerSpec::parse(name).map_err(|e| e.to_string())
        }
        n if n.starts_with("search@") => PlayerSpec::parse(n).map_err(|e| e.to_string()),
        other => Err(format!(
            "unknown seat '{other}' (known: open, easy, medium, hard, ai, random, weighted, search@N)"
        )),
    }
}

fn token(seed: u64) -> String {
    let a: u64 = rand::random();
    format!("{:016x}{:016x}", a, crate::core::rng::splitmix64(seed ^ a))
}

impl Room {
    /// A new room. `seats`: `open` or a computer's name, 2 to 6 (within the rules' range).
    pub fn create(
        room: String,
        seats: &[String],
        board: Arc<Board>,
        rules: Arc<Rules>,
        seed: u64,
        replace_after_secs: Option<u64>,
        dir: Option<PathBuf>,
    ) -> Result<Room, String> {
        let n = seats.len();
        if n < rules.min_players as usize || n > rules.max_players as usize {
            return Err(format!(
                "{n} seats: the rules '{}' allow {}..={}",
                rules.name, rules.min_players, rules.max_players
            ));
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
        let state = State::new(board, rules, n as u8, seed).map_err(|e| e.to_string())?;
        let meta = RoomMeta {
            version: PROTOCOL_VERSION,
            room,
            seats: kinds,
            seed,
            replace_after_secs,
            counters: Vec::new(),
            deal: None,
            ready: vec![true; n],
        };
        let record = GameRecord::new(&state, labels(&meta.seats), Some(seed));
        let room = Room {
            meta,
            state,
            record,
            connected: vec![false; n],
            dir,
            storage: None,
            news: Vec::new(),
        };
        room.save()
            .map_err(|e| format!("could not save the room: {e}"))?;
        Ok(room)
    }

    /// The room saved in `dir` under `id`: its record replayed to where it stopped.
    pub fn load(dir: &Path, id: &str) -> Result<Room, String> {
        let meta_path = dir.join(format!("{id}.room.json"));
        let text = std::fs::read_to_string(&meta_path)
            .map_err(|e| format!("{}: {e}", meta_path.display()))?;
        let meta: RoomMeta =
            serde_json::from_str(&text).map_err(|e| format!("{}: {e}", meta_path.display()))?;
        let record_path = dir.join(format!("{id}.ron"));
        let record = GameRecord::load(&record_path).map_err(|e| e.to_string())?;
        let state = record
            .resume()
            .map_err(|e| format!("{}: {e}", record_path.display()))?;
        let n = meta.seats.len();
        Ok(Room {
            meta,
            state,
            record,
            connected: vec![false; n],
            dir: Some(dir.to_path_buf()),
            storage: None,
            news: Vec::new(),
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
            self.record.to_ron().as_bytes(),
        )
    }

    fn save_record(&self) -> std::io::Result<()> {
        let Some(dir) = &self.dir else {
            return Ok(());
        };
        let id = &self.meta.room;
        save_atomically_unsynced(
            &dir.join(format!("{id}.ron")),
            self.record.to_ron().as_bytes(),
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

    /// In the waiting room: `seat` is ready (or not yet); the game starts once every seat is
    /// taken and ready.
    pub fn set_ready(&mut self, seat: Seat, ready: bool) -> Result<Vec<Outgoing>, Refusal> {
        if self.started() {
            return Err(Refusal::new("started", "the game has started already"));
        }
        self.set_ready_flag(seat, ready);
        let _ = self.save();
        let mut out = vec![Outgoing::All(ServerMsg::Seats {
            seats: self.seats(),
        })];
        if self.started() {
            out.push(Outgoing::All(ServerMsg::Started));
            out.extend(self.views_for(&Seat::all(self.state.num_players()).collect::<Vec<_>>()));
            out.extend(self.play_computers());
        }
        Ok(out)
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
            over: self.state.is_over(),
        }
    }

    /// A client takes `seat` (the first open one when `None`): its token, then what it must see.
    pub fn join(
        &mut self,
        seat: Option<u8>,
        name: Option<String>,
        ready: Option<bool>,
    ) -> Result<(Seat, Vec<Outgoing>), Refusal> {
        let seat = match seat {
            Some(s) if (s as usize) < self.meta.seats.len() => Seat(s),
            Some(s) => {
                return Err(Refusal::new(
                    "no-such-seat",
                    format!("seat {s}: the room has {}", self.meta.seats.len()),
                ));
            }
            None => self
                .meta
                .seats
                .iter()
                .position(|k| *k == SeatKind::Open)
                .map(|i| Seat(i as u8))
                .ok_or_else(|| Refusal::new("room-full", "no open seat in this room"))?,
        };
        if self.meta.seats[seat.index()] != SeatKind::Open {
            return Err(Refusal::new(
                "seat-taken",
                format!("seat {seat} is not open (resume it with its token)"),
            ));
        }
        let was_started = self.started();
        let name = name
            .map(|n| n.chars().filter(|&c| shown_in_a_name(c)).take(24).collect())
            .map(|n: String| n.trim().to_string())
            .filter(|n: &String| !n.is_empty())
            .unwrap_or_else(|| format!("Player {}", seat.0 + 1));
        let token = token(derive_seed(self.meta.seed, 7000 + seat.0 as u64));
        self.meta.seats[seat.index()] = SeatKind::Remote {
            name,
            token: token.clone(),
        };
        self.connected[seat.index()] = true;
        self.set_ready_flag(seat, ready.unwrap_or(true));
        let _ = self.save();
        let mut out = vec![Outgoing::To(
            seat,
            ServerMsg::Joined {
                room: self.meta.room.clone(),
                seat: seat.0,
                token,
                board: self.state.board().file.clone(),
                rules: (**self.state.rules()).clone(),
                replace_after_secs: self.meta.replace_after_secs,
            },
        )];
        out.push(Outgoing::All(ServerMsg::Seats {
            seats: self.seats(),
        }));
        if self.started() && !was_started {
            out.push(Outgoing::All(ServerMsg::Started));
            out.extend(self.views_for(&Seat::all(self.state.num_players()).collect::<Vec<_>>()));
        } else {
            out.extend(self.views_for(&[seat]));
        }
        if self.started() {
            out.extend(self.play_computers());
        }
        Ok((seat, out))
    }

    /// A client comes back to `seat` with its token: its view again.
    pub fn resume(&mut self, seat: u8, token: &str) -> Result<(Seat, Vec<Outgoing>), Refusal> {
        let Some(kind) = self.meta.seats.get(seat as usize) else {
            return Err(Refusal::new("no-such-seat", format!("no seat {seat}")));
        };
        match kind {
            SeatKind::Remote { token: t, .. } if constant_time_eq(t, token) => {}
            _ => {
                return Err(Refusal::new(
                    "bad-token",
                    "that token does not open this seat",
                ));
            }
        }
        let seat = Seat(seat);
        self.connected[seat.index()] = true;
        let mut out = vec![Outgoing::To(
            seat,
            ServerMsg::Joined {
                room: self.meta.room.clone(),
                seat: seat.0,
                token: token.to_string(),
                board: self.state.board().file.clone(),
                rules: (**self.state.rules()).clone(),
                replace_after_secs: self.meta.replace_after_secs,
            },
        )];
        out.push(Outgoing::All(ServerMsg::Seats {
            seats: self.seats(),
        }));
        out.extend(self.views_for(&[seat]));
        if self.state.is_over() {
            out.push(Outgoing::To(seat, self.game_over_msg()));
            out.push(Outgoing::To(seat, self.record_msg()));
        } else if let Some(recent) = self.recent_for(seat) {
            out.push(Outgoing::To(seat, recent));
        }
        Ok((seat, out))
    }

    /// The latest actions as `seat` may know them ([`ServerMsg::Recent`]), replayed from the
    /// record; `None` before the first action (or if the record stops replaying).
    fn recent_for(&self, seat: Seat) -> Option<ServerMsg> {
        let steps = &self.record.steps;
        if steps.is_empty() {
            return None;
        }
        let from = steps.len().saturating_sub(crate::net::wire::RECENT_STEPS);
        let mut state = self.record.initial_state().ok()?;
        let mut recent = Vec::with_capacity(steps.len() - from);
        for (i, st) in steps.iter().enumerate() {
            let events = state.apply_with(st.action, st.chance).ok()?;
            if i >= from {
                recent.push(crate::net::wire::RecentStep {
                    seat: st.seat.0,
                    action: st.action,
                    events: events
                        .as_slice()
                        .iter()
                        .map(|e| WireEvent::of(e, seat))
                        .collect(),
                });
            }
        }
        Some(ServerMsg::Recent {
            from: from as u32,
            steps: recent,
        })
    }

    /// `seat`'s client is gone (its seat is kept).
    pub fn disconnect(&mut self, seat: Seat) -> Vec<Outgoing> {
        if let Some(c) = self.connected.get_mut(seat.index()) {
            *c = false;
        }
        vec![Outgoing::All(ServerMsg::Seats {
            seats: self.seats(),
        })]
    }

    /// A remote seat whose client stayed away is played by a computer (Medium) from now on.
    pub fn replace_with_computer(&mut self, seat: Seat) -> Vec<Outgoing> {
        if !matches!(self.meta.seats[seat.index()], SeatKind::Remote { .. })
            || self.connected[seat.index()]
        {
            return Vec::new();
        }
        self.meta.seats[seat.index()] = SeatKind::Computer {
            spec: "medium".into(),
            replaced: true,
        };
        self.record.players = labels(&self.meta.seats);
        let _ = self.save();
        let mut out = vec![Outgoing::All(ServerMsg::Seats {
            seats: self.seats(),
        })];
        out.extend(self.play_computers());
        out
    }

    /// `seat` plays `action`: refused unless the game is on, it is that seat's move and the
    /// rules allow it; otherwise applied, saved, told to everyone, and the computers play on.
    pub fn act(&mut self, seat: Seat, action: Action) -> Result<Vec<Outgoing>, Refusal> {
        if !self.started() {
            return Err(Refusal::new(
                "not-started",
                "the game starts when every open seat is taken",
            ));
        }
        if self.state.is_over() {
            return Err(illegal("game-over", "the game is over"));
        }
        if self.state.actor() != seat {
            return Err(illegal(
                "not-your-turn",
                format!(
                    "seat {seat} cannot {action}: it is seat {}'s move",
                    self.state.actor()
                ),
            ));
        }
        let mut out = self.apply(seat, action)?;
        out.extend(self.settle());
        out.extend(self.play_computers());
        Ok(out)
    }

    /// `seat` answers the offer it is asked with a counter-offer (it gives `gives` for `gets`):
    /// the offer is declined for it and everyone hears the counter.
    pub fn counter(
        &mut self,
        seat: Seat,
        gives: ResourceSet,
        gets: ResourceSet,
    ) -> Result<Vec<Outgoing>, Refusal> {
        if !self.started() || self.state.is_over() || self.state.actor() != seat {
            return Err(illegal("not-your-turn", "no offer for this seat to answer"));
        }
        if !matches!(self.state.phase(), crate::core::Phase::TradeAnswers { .. }) {
            return Err(illegal("phase", "there is no offer to counter"));
        }
        if gives.is_empty() || gets.is_empty() || gives.overlaps(&gets) {
            return Err(illegal(
                "trade-gift",
                "a counter-offer gives and gets something, no material on both sides",
            ));
        }
        if !self.state.player(seat).hand().contains(&gives) {
            return Err(illegal(
                "cannot-afford",
                format!("the counter-offer gives {gives}, not in hand"),
            ));
        }
        let mut out = self.apply(seat, Action::DeclineTrade)?;
        out.extend(self.note_counter(seat, gives, gets));
        out.extend(self.settle());
        out.extend(self.play_computers());
        Ok(out)
    }

    fn note_counter(&mut self, seat: Seat, gives: ResourceSet, gets: ResourceSet) -> Vec<Outgoing> {
        self.meta.counters.retain(|c| c.0 != seat);
        self.meta.counters.push((seat, gives, gets));
        let _ = self.save(); // kept across a restart: a resumed room decides the same
        vec![Outgoing::All(ServerMsg::Countered {
            seat: seat.0,
            gives,
            gets,
        })]
    }

    /// The answers nobody needs to be asked for: the seat whose counter-offer was taken
    /// accepts, and the player on turn trades with it. Bounded.
    fn settle(&mut self) -> Vec<Outgoing> {
        let mut out = Vec::new();
        for _ in 0..4 {
            let Some(deal) = self.meta.deal else { break };
            let next = match self.state.phase() {
                crate::core::Phase::TradeAnswers { .. } if self.state.actor() == deal => {
                    Action::AcceptTrade
                }
                crate::core::Phase::TradeConfirm { accepted, .. } if accepted & deal.bit() != 0 => {
                    Action::ConfirmTrade(deal)
                }
                _ => break,
            };
            let actor = self.state.actor();
            match self.apply(actor, next) {
                Ok(o) => out.extend(o),
                Err(_) => break,
            }
        }
        out
    }

    fn apply(&mut self, seat: Seat, action: Action) -> Result<Vec<Outgoing>, Refusal> {
        if let Some(why) = &self.storage {
            return Err(storage_refusal(why));
        }
        let events = self
            .state
            .apply(action)
            .map_err(|e| illegal_rule(e.rule.name(), e.message))?;
        self.record.steps.push(Step {
            seat,
            action,
            chance: events.chance(),
        });
        // saved before anyone hears of it: a client never sees an action a restart would lose;
        // an action that cannot be saved is taken back and the room waits for its storage
        if let Err(e) = self.save_record() {
            // the position before it, as a restart would rebuild it from the record
            self.record.steps.pop();
            if let Ok(before) = self.record.resume() {
                self.state = before;
            }
            let why = e.to_string();
            eprintln!(
                "room {}: cannot save its record ({why}); no action is played until it can",
                self.meta.room
            );
            let refusal = storage_refusal(&why);
            self.news.push(Outgoing::All(refusal.to_msg()));
            self.storage = Some(why);
            return Err(refusal);
        }
        let talked = !self.meta.counters.is_empty() || self.meta.deal.is_some();
        match action {
            Action::OfferTrade { give, get, to } => {
                // taking a counter-offer: its seat accepts and the trade is made at once
                self.meta.deal = self
                    .meta
                    .counters
                    .iter()
                    .find(|c| c.1 == get && c.2 == give && to == c.0.bit())
                    .map(|c| c.0);
                self.meta.counters.clear();
            }
            Action::EndTurn | Action::ConfirmTrade(_) | Action::CancelTrade => {
                self.meta.counters.clear();
                self.meta.deal = None;
            }
            _ => {}
        }
        if talked || self.meta.deal.is_some() {
            let _ = self.save();
        }
        let n = self.state.num_players();
        let mut out = Vec::with_capacity(n as usize + 1);
        for (to, view) in Seat::all(n).zip(self.views_for(&Seat::all(n).collect::<Vec<_>>())) {
            let Outgoing::To(_, ServerMsg::View { view }) = view else {
                continue;
            };
            out.push(Outgoing::To(
                to,
                ServerMsg::Played {
                    seat: seat.0,
                    action,
                    events: events
                        .as_slice()
                        .iter()
                        .map(|e| WireEvent::of(e, to))
                        .collect(),
                    view: Box::new(view),
                },
            ));
        }
        if self.state.is_over() {
            out.push(Outgoing::All(self.game_over_msg()));
            out.push(Outgoing::All(self.record_msg()));
        }
        Ok(out)
    }

    /// The whole record, for everyone once the game is over.
    fn record_msg(&self) -> ServerMsg {
        ServerMsg::Record {
            record: self.record.to_ron(),
        }
    }

    /// The host (the holder of seat 0) starts the game: the open seats are played by computers
    /// of `fill` from now on.
    pub fn start_now(&mut self, by: Seat, fill: Option<&str>) -> Result<Vec<Outgoing>, Refusal> {
        if by != Seat(0) {
            return Err(Refusal::new(
                "not-host",
                "only the host (seat 0) starts the game",
            ));
        }
        if self.started() {
            return Err(Refusal::new("started", "the game has started already"));
        }
        let fill = fill.unwrap_or("medium");
        computer_spec(fill).map_err(|e| Refusal::new("bad-message", e))?;
        // the host says go: everyone is ready
        self.meta.ready.clear();
        for k in &mut self.meta.seats {
            if *k == SeatKind::Open {
                *k = SeatKind::Computer {
                    spec: fill.to_string(),
                    replaced: false,
                };
            }
        }
        self.record.players = labels(&self.meta.seats);
        let _ = self.save();
        let mut out = vec![
            Outgoing::All(ServerMsg::Seats {
                seats: self.seats(),
            }),
            Outgoing::All(ServerMsg::Started),
        ];
        out.extend(self.views_for(&Seat::all(self.state.num_players()).collect::<Vec<_>>()));
        out.extend(self.play_computers());
        Ok(out)
    }

    fn game_over_msg(&self) -> ServerMsg {
        ServerMsg::GameOver {
            winner: self.state.winner().map(|s| s.0).unwrap_or(0),
            points: Seat::all(self.state.num_players())
                .map(|s| self.state.total_points(s))
                .collect(),
        }
    }

    fn views_for(&self, seats: &[Seat]) -> Vec<Outgoing> {
        let started = self.started();
        seats
            .iter()
            .map(|&s| {
                let mut view = SeatView::of(&self.state, s);
                view.steps = self.record.steps.len() as u32;
                if !started {
                    // nobody acts before every seat is taken
                    view.legal.clear();
                }
                Outgoing::To(s, ServerMsg::View { view })
            })
            .collect()
    }

    /// Whether the seat to act is a computer of the server.
    pub fn computer_to_move(&self) -> bool {
        self.started()
            && !self.state.is_over()
            && matches!(
                self.meta.seats[self.state.actor().index()],
                SeatKind::Computer { .. }
            )
    }

    /// Whether the computer to move thinks long (the server then asks it off its event loop).
    pub fn computer_thinks_long(&self) -> bool {
        match &self.meta.seats[self.state.actor().index()] {
            SeatKind::Computer { spec, .. } => computer_spec(spec).is_ok_and(|s| s.thinks_long()),
            _ => false,
        }
    }

    /// The decision of the computer to move, by a player made for this decision alone (seeded
    /// by the room's seed and the action's number, so a resumed room decides the same).
    pub fn computer_decision(&self) -> Option<(Seat, Action)> {
        let seat = self.state.actor();
        let SeatKind::Computer { spec, .. } = &self.meta.seats[seat.index()] else {
            return None;
        };
        let spec = computer_spec(spec).ok()?;
        if let Some(a) = self.take_a_counter() {
            return Some((seat, a));
        }
        let mut player: Box<dyn Player> =
            spec.create(derive_seed(self.meta.seed, self.record.steps.len() as u64));
        let legal = self.state.legal_actions();
        let first = *legal.first()?;
        let a = player.choose(&PlayerView::new(&self.state, seat), &legal);
        Some((
            seat,
            if self.state.check(&a).is_ok() {
                a
            } else {
                first
            },
        ))
    }

    /// Apply a computer's decision made for the position as it is now; a computer that
    /// declines an offer it could improve counters it (as in the local game).
    pub fn apply_computer(&mut self, seat: Seat, action: Action) -> Vec<Outgoing> {
        if self.state.is_over() || self.state.actor() != seat {
            return Vec::new();
        }
        let counter = match (self.state.phase(), action) {
            (crate::core::Phase::TradeAnswers { give, get, .. }, Action::DeclineTrade) => {
                self.judge_of(seat).and_then(|ind| {
                    let view = PlayerView::new(&self.state, seat);
                    crate::ai::plan::counter_offer(&view, &ind, self.state.current(), give, get)
                })
            }
            _ => None,
        };
        let mut out = self.apply(seat, action).unwrap_or_default();
        if let Some((gives, gets)) = counter {
            out.extend(self.note_counter(seat, gives, gets));
        }
        out.extend(self.settle());
        out
    }

    /// The individual whose plan a computer seat judges offers by (Medium, Hard), if any.
    fn judge_of(&self, seat: Seat) -> Option<crate::ai::Individual> {
        let SeatKind::Computer { spec, .. } = &self.meta.seats[seat.index()] else {
            return None;
        };
        match computer_spec(spec).ok()? {
            PlayerSpec::Ai { individual, .. }
                if individual.plan[crate::ai::individual::plan::ANSWER_OFFERS] > 0 =>
            {
                Some(individual)
            }
            PlayerSpec::Search { individual, .. } => Some(individual),
            _ => None,
        }
    }

    /// A computer on turn with counter-offers to its offer takes the first it would accept
    /// (judged as an offer from the counter's seat): an offer to that seat alone.
    pub fn take_a_counter(&self) -> Option<Action> {
        if self.meta.counters.is_empty() || self.state.phase() != crate::core::Phase::Main {
            return None;
        }
        let seat = self.state.actor();
        let ind = self.judge_of(seat)?;
        let view = PlayerView::new(&self.state, seat);
        let c = self
            .meta
            .counters
            .iter()
            .find(|c| crate::ai::plan::judge_offer(&view, &ind, c.0, c.1, c.2).accept)?;
        let a = Action::OfferTrade {
            give: c.2,
            get: c.1,
            to: c.0.bit(),
        };
        self.state.check(&a).is_ok().then_some(a)
    }

    /// Computers play until a remote seat must act (or the game ends); those that think long
    /// are left to the caller (see [`Room::computer_thinks_long`]). Bounded: a game of
    /// computers alone ends within its turn limit.
    /// While the record cannot be saved: try again; once it is written, every seat gets its
    /// view and the computers play on.
    pub fn retry_storage(&mut self) -> Vec<Outgoing> {
        if self.storage.is_none() || self.save().is_err() {
            return Vec::new();
        }
        eprintln!(
            "room {}: saving works again; the game goes on",
            self.meta.room
        );
        self.storage = None;
        let mut out = self.views_for(&Seat::all(self.state.num_players()).collect::<Vec<_>>());
        out.extend(self.play_computers());
        out
    }

    pub fn play_computers(&mut self) -> Vec<Outgoing> {
        let mut out = Vec::new();
        for _ in 0..20_000 {
            if !self.computer_to_move() || self.computer_thinks_long() {
                break;
            }
            let Some((seat, a)) = self.computer_decision() else {
                break;
            };
            out.extend(self.apply_computer(seat, a));
        }
        out
    }
}

fn illegal(rule: &str, message: impl Into<String>) -> Refusal {
    Refusal {
        code: "illegal",
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
        "storage",
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
mod tests {
    use super::*;

    fn room(seats: &[&str]) -> Room {
        let seats: Vec<String> = seats.iter().map(|s| s.to_string()).collect();
        Room::create(
            "TEST01".into(),
            &seats,
            Arc::new(Board::standard()),
            Arc::new(Rules::standard()),
            5,
            None,
            None,
        )
        .unwrap()
    }

    fn views_of(out: &[Outgoing], seat: Seat) -> Vec<SeatView> {
        out.iter()
            .filter_map(|o| match o {
                Outgoing::To(s, ServerMsg::View { view }) if *s == seat => Some(view.clone()),
                Outgoing::To(s, ServerMsg::Played { view, .. }) if *s == seat => {
                    Some((**view).clone())
                }
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
            Arc::new(Board::standard()),
            Arc::new(Rules::standard()),
            5,
            None,
            Some(dir.path().to_path_buf()),
        )
        .unwrap();
        let (me, _) = r.join(None, None, None).unwrap();
        assert_eq!(r.state.actor(), me, "seat 0 opens");
        let steps = r.record.steps.len();
        // the record's file becomes a folder: no save can replace it
        let path = dir.path().join("TEST02.ron");
        std::fs::remove_file(&path).unwrap();
        std::fs::create_dir(&path).unwrap();
        std::fs::write(path.join("x"), "x").unwrap();
        let a = r.state.legal_actions()[0];
        let e = r.act(me, a).unwrap_err();
        assert_eq!(e.code, "storage", "{e:?}");
        assert_eq!(r.record.steps.len(), steps, "not recorded");
        assert_eq!(r.state.actor(), me, "not played");
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
        assert_eq!(r.record.steps.len(), steps + 1);
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
            if r.state.is_over() {
                break;
            }
            let seat = r.state.actor();
            let a = r.state.legal_actions()[0];
            for o in r.act(seat, a).unwrap() {
                if let Outgoing::All(ServerMsg::Record { record: text }) = o {
                    record = Some(text);
                }
            }
        }
        assert!(r.state.is_over());
        let text = record.expect("the record comes with the end");
        let rec: GameRecord = crate::core::board::parse_ron("record", &text).unwrap();
        assert!(rec.replay().unwrap().same_position(&r.state));
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
        let legal = r.state.legal_actions();
        let e = r.act(b, legal[0]).unwrap_err();
        assert_eq!(
            (e.code, e.rule.as_deref()),
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
        while !r.state.is_over() && moves < 5000 {
            assert_eq!(
                r.state.actor(),
                me,
                "the server waits only for the remote seat"
            );
            let legal = r.state.legal_actions();
            let a = if legal.contains(&Action::EndTurn) {
                Action::EndTurn
            } else {
                legal[0]
            };
            let out = r.act(me, a).unwrap();
            assert!(!views_of(&out, me).is_empty());
            moves += 1;
        }
        assert!(r.state.is_over());
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
            Arc::new(Board::random_standard(9, true)),
            Arc::new(Rules::standard()),
            9,
            None,
            Some(dir.path().to_path_buf()),
        )
        .unwrap();
        let (me, _) = r.join(None, None, None).unwrap();
        let play = |r: &mut Room, n: usize| {
            for _ in 0..n {
                if r.state.is_over() {
                    break;
                }
                let legal = r.state.legal_actions();
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
        assert!(again.state.same_position(&r.state));
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
        assert_eq!(again.record.steps, r.record.steps);
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
            if r.state.phase() == crate::core::Phase::Main && r.state.actor() == a {
                break;
            }
            let seat = r.state.actor();
            let legal = r.state.legal_actions();
            let pick = legal
                .iter()
                .find(|x| !matches!(x, Action::EndTurn))
                .copied()
                .unwrap_or(legal[0]);
            let pick = if r.state.phase() == crate::core::Phase::Main {
                Action::EndTurn
            } else {
                pick
            };
            r.act(seat, pick).unwrap();
        }
        assert!(r.state.phase() == crate::core::Phase::Main && r.state.actor() == a);
        // hands: seat 0 two wood, seat 1 two sheep
        let mut setup = r.state.to_setup(3);
        for (i, p) in setup.players.iter_mut().enumerate() {
            setup.bank.add(&p.hand);
            p.hand = if i == 0 {
                ResourceSet([2, 0, 0, 0, 0])
            } else {
                ResourceSet([0, 0, 0, 2, 0])
            };
            setup.bank.sub(&p.hand);
        }
        r.state = State::from_setup(setup).unwrap();
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
            r.state.phase(),
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
        assert_eq!(r.state.phase(), crate::core::Phase::Main);
        assert_eq!(r.state.player(a).hand(), ResourceSet([1, 0, 0, 1, 0]));
        assert_eq!(r.state.player(b).hand(), ResourceSet([1, 0, 0, 1, 0]));
        assert!(r.meta.counters.is_empty());
    }
}
