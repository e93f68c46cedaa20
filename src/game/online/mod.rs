//! Online play: this window as one seat of a game an online host owns (`crate::net`).
//!
//! The host checks every action, rolls the dice and sends each seat only what it may know; here
//! the game's state is rebuilt from the seat's view after every action ([`Session::remote`]),
//! and the same board, animations, sounds, dialogs and log follow it as in a local game. A
//! person's actions go to the host instead of the rules core; the other seats' actions are
//! shown one at a time at the computers' pace. The network runs on its own thread
//! ([`link::Link`]); nothing here waits for it. A dropped connection is retried for a minute
//! with the seat's token; the seat's token is kept in the data folder so that an app restart
//! continues the seat ("Continue the online game").

pub(crate) mod host;
pub(crate) mod link;
mod recent;

use crate::core::{Action, Board, Event, Events, GameRecord, Rules, Seat};
use crate::game::Screen;
use crate::game::ai_turns::AiClock;
use crate::game::i18n::{Lang, round_text, seat_name, tr, tr_args};
use crate::game::session::{
    Act, Applied, Computers, Counter, CounterOffer, GameSet, LogLine, Session, after_action,
    log_counter,
};
use crate::game::settings::{SeatSpec, Settings};
use crate::net::wire::{ClientMsg, ErrorCode, SeatInfo, SeatView, ServerMsg, WireEvent};
use bevy::prelude::*;
use link::{Link, LinkEvent};
use serde::{Deserialize, Serialize};
use std::collections::VecDeque;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::{Duration, Instant};

/// The port a hosted game listens on unless told otherwise.
pub const DEFAULT_PORT: u16 = 7373;
/// How long a dropped connection is retried before the window says so and stops.
const RETRY_FOR: Duration = Duration::from_secs(60);
const RETRY_EVERY: Duration = Duration::from_secs(2);

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (
            pump_link,
            retry_lost_link,
            handle_host_messages.in_set(GameSet::Apply),
            send_person_actions.in_set(GameSet::Input),
            autoplay_my_seat.in_set(GameSet::Input),
        )
            .run_if(resource_exists::<Online>),
    );
    app.add_systems(OnEnter(Screen::Menu), leave_a_game_on_the_menu);
    app.add_systems(
        Update,
        flags_fail_loudly.run_if(
            resource_exists::<Online>.and_then(resource_exists::<crate::game::PlayOptions>),
        ),
    );
}

/// Started from `--host`/`--join`: a failure is printed and the app ends with an error (a
/// script never waits on a window that cannot play).
fn flags_fail_loudly(
    online: Res<Online>,
    options: Res<crate::game::PlayOptions>,
    mut exit: MessageWriter<AppExit>,
    mut said: Local<bool>,
) {
    if (options.host.is_some() || options.join.is_some())
        && online.status == Status::Failed
        && !*said
    {
        *said = true;
        eprintln!("error: {}", online.error.clone().unwrap_or_default());
        exit.write(AppExit::error());
    }
}

/// The server of a game this app hosts, kept running while the host is in the menu (the others
/// play on; "Continue the online game" comes back to it). Hosting another game replaces it.
#[derive(Resource)]
pub struct KeptHost(pub Option<host::Hosted>);

/// Back in the menu from an online game: this window leaves it (the seat stays the player's:
/// "Continue the online game" comes back to it while the game goes on); a game it hosts goes on
/// on its server.
fn leave_a_game_on_the_menu(mut commands: Commands, online: Option<ResMut<Online>>) {
    let Some(mut online) = online else {
        return;
    };
    if online.status == Status::Playing {
        if let Some(h) = online.hosted.take() {
            commands.insert_resource(KeptHost(Some(h)));
        }
        commands.remove_resource::<Online>();
    }
}

/// What this window asks of the host once connected.
#[derive(Clone, Debug)]
pub enum Wants {
    /// Create a room with these seats (this window joins seat 0: it hosts).
    Create(ClientMsg),
    /// Join a room's seat (the first open one when `None`).
    Join { room: String, seat: Option<u8> },
    /// Come back to a seat.
    Resume {
        room: String,
        seat: u8,
        token: String,
    },
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Status {
    Connecting,
    /// Joined; waiting for the game to start.
    Lobby,
    Playing,
    /// Could not connect, or was refused, or gave up reconnecting (see `error`).
    Failed,
}

/// The online game this window takes part in.
#[derive(Resource)]
pub struct Online {
    pub link: Link,
    pub url: String,
    pub name: String,
    pub wants: Wants,
    /// The host's server, when this app runs it.
    pub hosted: Option<host::Hosted>,
    pub status: Status,
    pub error: Option<String>,
    pub room: Option<String>,
    pub seat: Option<Seat>,
    pub token: Option<String>,
    /// How many of the host's actions this machine's game has shown (its log holds them).
    pub shown_steps: usize,
    pub board: Option<Arc<Board>>,
    pub rules: Option<Arc<Rules>>,
    pub replace_after: Option<u64>,
    pub seats: Vec<SeatInfo>,
    pub started: bool,
    /// Messages from the host not yet shown: another seat's action stays on screen for the
    /// computers' pause before the next is shown.
    pub queue: VecDeque<ServerMsg>,
    pub wait: f32,
    /// A dropped connection: when it dropped and when to try again.
    pub lost: Option<(Instant, Instant)>,
    pub data_dir: PathBuf,
    /// `CATAN_AUTOPLAY`: this seat is played by a computer of that level through the same
    /// path as a person's clicks (the end-to-end tests).
    pub autoplay: Option<std::sync::Mutex<Box<dyn crate::core::Player>>>,
    /// Join ready to start (the command line's `--host`/`--join`, scripts); from the menu a
    /// person joins not ready and ticks "I'm ready" in the waiting room.
    pub ready_at_once: bool,
}

/// What the data folder keeps of online play (`online.ron`): the fields last typed, and the seat
/// of an unfinished online game to come back to.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct OnlinePrefs {
    pub name: String,
    pub address: String,
    pub room: String,
    pub port: u16,
    /// Host on this `catan serve` instead of in the app (empty: in the app).
    pub server: String,
    pub resume: Option<ResumeSeat>,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ResumeSeat {
    pub url: String,
    pub room: String,
    pub seat: u8,
    pub token: String,
    /// This app hosted the game (an app restart hosts it again, on this port).
    #[serde(default)]
    pub hosted_port: Option<u16>,
}

impl OnlinePrefs {
    pub fn path(dir: &Path) -> PathBuf {
        dir.join("online.ron")
    }
    /// The saved fields; defaults when the file is missing or unreadable (nothing to lose:
    /// they are typed again).
    pub fn load(dir: &Path) -> OnlinePrefs {
        let mut p: OnlinePrefs = std::fs::read_to_string(Self::path(dir))
            .ok()
            .and_then(|t| ron::from_str(&t).ok())
            .unwrap_or_default();
        if p.port == 0 {
            p.port = DEFAULT_PORT;
        }
        p
    }
    pub fn save(&self, dir: &Path) -> Result<(), String> {
        crate::files::ensure_dir(dir).map_err(|e| e.to_string())?;
        let text = ron::ser::to_string_pretty(self, ron::ser::PrettyConfig::new())
            .map_err(|e| e.to_string())?;
        crate::files::save_atomically(&Self::path(dir), text.as_bytes()).map_err(|e| e.to_string())
    }
}

impl Online {
    /// Connect to `url` and then do what `wants` says.
    pub fn new(url: &str, name: &str, wants: Wants, data_dir: PathBuf) -> Online {
        Online {
            link: Link::connect(url),
            url: url.to_string(),
            name: name.to_string(),
            wants,
            hosted: None,
            status: Status::Connecting,
            error: None,
            room: None,
            seat: None,
            token: None,
            shown_steps: 0,
            board: None,
            rules: None,
            replace_after: None,
            seats: Vec::new(),
            started: false,
            queue: VecDeque::new(),
            wait: 0.0,
            lost: None,
            data_dir,
            autoplay: autoplay_from_env(),
            ready_at_once: false,
        }
    }

    /// Host a room of `create` on this app's server, listening on `bind`; this window joins its
    /// first seat over loopback.
    pub fn host(
        bind: &str,
        create: ClientMsg,
        name: &str,
        data_dir: &Path,
    ) -> Result<Online, String> {
        let hosted = host::start(bind, data_dir.to_path_buf())?;
        let url = format!("ws://127.0.0.1:{}", hosted.addr.port());
        let mut o = Online::new(&url, name, Wants::Create(create), data_dir.to_path_buf());
        o.hosted = Some(hosted);
        Ok(o)
    }

    /// Join `room` (a seat, or the first open one) at `address` as people type it.
    pub fn join(
        address: &str,
        room: &str,
        seat: Option<u8>,
        name: &str,
        data_dir: &Path,
    ) -> Online {
        let wants = Wants::Join {
            room: room.trim().to_ascii_uppercase(),
            seat,
        };
        Online::new(&link::ws_url(address), name, wants, data_dir.to_path_buf())
    }

    /// Whether this seat told the host it is ready.
    pub fn am_ready(&self) -> bool {
        self.seat
            .and_then(|s| self.seats.get(s.index()))
            .is_some_and(|i| i.ready)
    }

    /// Whether this window hosts (holds seat 0 of a room it created, in the app or on a server).
    pub fn is_host(&self) -> bool {
        matches!(self.wants, Wants::Create(_)) && self.seat == Some(Seat(0))
    }

    /// Keep (or forget, when the game is over) the seat to come back to.
    fn remember_seat(&self, keep: bool) {
        let mut prefs = OnlinePrefs::load(&self.data_dir);
        prefs.resume = match (keep, &self.room, self.seat, &self.token) {
            (true, Some(room), Some(seat), Some(token)) => Some(ResumeSeat {
                url: self.url.clone(),
                room: room.clone(),
                seat: seat.0,
                token: token.clone(),
                hosted_port: self.hosted.as_ref().map(|h| h.addr.port()),
            }),
            _ => None,
        };
        if let Err(e) = prefs.save(&self.data_dir) {
            warn!("online.ron not saved: {e}");
        }
    }
}

fn autoplay_from_env() -> Option<std::sync::Mutex<Box<dyn crate::core::Player>>> {
    let spec = std::env::var("CATAN_AUTOPLAY").ok()?;
    let spec = crate::lab::PlayerSpec::parse(&spec).ok()?;
    Some(std::sync::Mutex::new(spec.create(7)))
}

/// The link's news: connected (then ask for the room or seat), messages (queued in order), or
/// down (retried when a seat is held, else the reason is shown).
fn pump_link(mut online: ResMut<Online>, session: Option<Res<Session>>) {
    for event in online.link.poll() {
        match event {
            LinkEvent::Up => {
                online.lost = None;
                let msg = match (&online.room, online.seat, &online.token, &online.wants) {
                    (Some(room), Some(seat), Some(token), _) => ClientMsg::Resume {
                        room: room.clone(),
                        seat: seat.0,
                        token: token.clone(),
                    },
                    (_, _, _, Wants::Create(m)) => m.clone(),
                    (_, _, _, Wants::Join { room, seat }) => ClientMsg::Join {
                        room: room.clone(),
                        seat: *seat,
                        name: Some(online.name.clone()),
                        ready: Some(online.ready_at_once),
                    },
                    (_, _, _, Wants::Resume { room, seat, token }) => ClientMsg::Resume {
                        room: room.clone(),
                        seat: *seat,
                        token: token.clone(),
                    },
                };
                online.link.send(msg);
            }
            LinkEvent::Msg(m) => online.queue.push_back(*m),
            LinkEvent::Down(why) => {
                let over = session.as_ref().is_some_and(|s| s.game.state.is_over());
                if online.token.is_some() && !over && online.status != Status::Failed {
                    let now = Instant::now();
                    let since = online.lost.map_or(now, |l| l.0);
                    online.lost = Some((since, now + RETRY_EVERY));
                    online.error = Some(why);
                } else if !over {
                    online.status = Status::Failed;
                    online.error = Some(why);
                }
            }
        }
    }
}

/// A dropped connection is tried again every few seconds for a minute, with the seat's token;
/// then the window says so and stops (the seat is kept: the menu continues it later).
fn retry_lost_link(mut online: ResMut<Online>) {
    let Some((since, next)) = online.lost else {
        return;
    };
    if since.elapsed() >= RETRY_FOR {
        online.lost = None;
        online.status = Status::Failed;
        online.error = Some(format!(
            "connection lost: the host at {} cannot be reached. Your seat is kept: \"Continue the online game\" in the menu tries again.",
            online.url
        ));
        return;
    }
    if Instant::now() >= next {
        online.lost = Some((since, Instant::now() + RETRY_EVERY * 3));
        online.link = Link::connect(&online.url.clone());
    }
}

/// The host's messages, in order; another seat's action is shown, then the next waits for the
/// computers' pause.
fn handle_host_messages(
    mut commands: Commands,
    mut online: ResMut<Online>,
    mut session: Option<ResMut<Session>>,
    settings: Res<Settings>,
    time: Res<Time>,
    mut applied: MessageWriter<Applied>,
    mut next: ResMut<NextState<Screen>>,
) {
    let lang = settings.lang;
    online.wait -= time.delta_secs();
    for _ in 0..64 {
        if online.wait > 0.0 {
            return;
        }
        let Some(msg) = online.queue.pop_front() else {
            return;
        };
        match msg {
            ServerMsg::RoomCreated { room } => {
                if let Some(h) = &online.hosted {
                    println!("ONLINE room={room} port={}", h.addr.port());
                }
                online.room = Some(room.clone());
                online.link.send(ClientMsg::Join {
                    room,
                    seat: Some(0),
                    name: Some(online.name.clone()),
                    ready: Some(online.ready_at_once),
                });
            }
            ServerMsg::Joined {
                room,
                seat,
                token,
                board,
                rules,
                replace_after_secs,
            } => {
                let board = match Board::from_file(board) {
                    Ok(b) => Arc::new(b),
                    Err(e) => {
                        online.status = Status::Failed;
                        online.error = Some(format!(
                            "the host's board is not valid here: {}",
                            crate::core::BoardProblem::join(&e, "; ")
                        ));
                        return;
                    }
                };
                online.room = Some(room);
                online.seat = Some(Seat(seat));
                online.token = Some(token);
                online.board = Some(board);
                online.rules = Some(Arc::new(rules));
                online.replace_after = replace_after_secs;
                online.error = None;
                if online.status != Status::Playing {
                    online.status = Status::Lobby;
                }
                online.remember_seat(true);
            }
            ServerMsg::Seats { seats } => {
                if let Some(s) = session.as_deref_mut() {
                    note_seat_changes(s, &online, &seats, lang);
                    for (spec, info) in s.seats.iter_mut().zip(&seats) {
                        if let SeatSpec::Remote(name) = spec {
                            *name = seat_label(info, lang);
                        }
                    }
                }
                online.seats = seats;
            }
            ServerMsg::Started => online.started = true,
            ServerMsg::View { view } => {
                let (Some(board), Some(rules), Some(me)) =
                    (online.board.clone(), online.rules.clone(), online.seat)
                else {
                    continue;
                };
                if !online.started && view.legal.is_empty() && view.steps == 0 {
                    continue; // the lobby: the game has not started
                }
                online.started = true;
                if session.as_deref().is_none_or(|s| s.remote != Some(me)) {
                    let specs = (0..view.num_players)
                        .map(|i| {
                            if i == me.0 {
                                SeatSpec::Human
                            } else {
                                let label =
                                    online.seats.get(i as usize).map(|x| seat_label(x, lang));
                                SeatSpec::Remote(label.unwrap_or_default())
                            }
                        })
                        .collect();
                    match Session::remote(board, rules, &view, me, specs) {
                        Ok(mut s) => {
                            online.shown_steps = view.steps as usize;
                            if view.steps > 0 {
                                // back at a game under way: its earlier lines are not here
                                s.log.push(LogLine {
                                    seat: Some(me),
                                    text: tr_args(
                                        lang,
                                        "online-rejoined",
                                        &[(
                                            "round",
                                            (&round_text(lang, s.game.state.round_of_play()))
                                                .into(),
                                        )],
                                    ),
                                    by_computer: false,
                                    only: None,
                                    minor: false,
                                });
                            }
                            let computers = Computers::for_seats(&s.seats);
                            commands.insert_resource(s);
                            commands.insert_resource(computers);
                            commands.insert_resource(AiClock::default());
                            next.set(Screen::Playing);
                            online.status = Status::Playing;
                            // the session exists from the next frame on: stop here
                            return;
                        }
                        Err(e) => {
                            online.status = Status::Failed;
                            online.error = Some(e);
                            return;
                        }
                    }
                } else if let Some(s) = session.as_deref_mut() {
                    // back after a dropped connection: the position as it is now
                    if let Ok(state) = view.position(board, rules) {
                        s.game.state = state;
                        s.version += 1;
                    }
                    online.status = Status::Playing;
                }
            }
            ServerMsg::Played {
                seat,
                action,
                events,
                view,
            } => {
                let Some(s) = session.as_deref_mut() else {
                    continue;
                };
                let mine = online.seat == Some(Seat(seat));
                let before = s.game.state.phase;
                online.shown_steps += 1;
                apply_remote(
                    s,
                    &online,
                    Seat(seat),
                    action,
                    &events,
                    &view,
                    lang,
                    &mut applied,
                );
                if !mine {
                    online.wait = settings.speed.pause_after_in(&action, before);
                }
            }
            ServerMsg::Recent { from, steps } => {
                if let Some(s) = session.as_deref_mut() {
                    let shown = online.shown_steps;
                    online.shown_steps =
                        recent::take_in(s, shown, from as usize, &steps, online.seat, lang);
                }
            }
            ServerMsg::Countered { seat, gives, gets } => {
                if let Some(s) = session.as_deref_mut() {
                    let c = Counter {
                        seat: Seat(seat),
                        gives,
                        gets,
                    };
                    s.game.hear_counter(c);
                    log_counter(s, c, lang, online.seat != Some(Seat(seat)));
                }
            }
            ServerMsg::GameOver { .. } => {}
            ServerMsg::Record { record } => {
                let Some(s) = session.as_deref_mut() else {
                    continue;
                };
                match crate::core::board::parse_ron::<GameRecord>("record", &record) {
                    Ok(rec) => {
                        // the whole game, every card shown: filed, replayable and reviewable;
                        // the final position is the true one now (every hand as it was)
                        if let Ok(end) = rec.replay() {
                            s.game.state = end;
                        }
                        s.game.record = rec;
                        s.remote_record = true;
                        s.save_dir = Some(online.data_dir.clone());
                        if let Err(e) = s.file_finished_game() {
                            s.last_error = Some(format!("could not file the finished game: {e}"));
                        }
                    }
                    Err(e) => s.last_error = Some(format!("the host's record: {e}")),
                }
                online.remember_seat(false);
            }
            ServerMsg::Error { code, message, .. } => {
                let words = refusal_words(code, &message, lang);
                match online.status {
                    Status::Connecting | Status::Lobby if online.token.is_none() => {
                        online.status = Status::Failed;
                        online.error = Some(words);
                    }
                    _ if code == ErrorCode::BadToken => {
                        online.status = Status::Failed;
                        online.error = Some(words);
                        online.remember_seat(false);
                    }
                    _ => match session.as_deref_mut() {
                        Some(s) => s.last_error = Some(words),
                        None => online.error = Some(words),
                    },
                }
            }
            ServerMsg::Welcome { .. } | ServerMsg::Rooms { .. } | ServerMsg::Pong => {}
        }
    }
}

/// A refusal in words for people.
fn refusal_words(code: ErrorCode, message: &str, lang: Lang) -> String {
    let id = match code {
        ErrorCode::RoomFull => "online-room-full",
        ErrorCode::NoSuchRoom => "online-no-such-room",
        ErrorCode::Version => "online-version",
        ErrorCode::BadToken => "online-bad-token",
        ErrorCode::ServerFull => "online-server-full",
        _ => return message.to_string(),
    };
    format!("{} ({message})", tr(lang, id))
}

/// How a seat is named at the table: its name, or the computer's level.
fn seat_label(info: &SeatInfo, lang: Lang) -> String {
    match info.kind.as_str() {
        "computer" => format!("{} ({})", tr(lang, "computer"), info.name),
        "open" => tr(lang, "online-open-seat"),
        _ => info.name.clone(),
    }
}

/// Log lines for seats that lost their connection, came back, or are now played by a computer.
fn note_seat_changes(session: &mut Session, online: &Online, seats: &[SeatInfo], lang: Lang) {
    for (new, old) in seats.iter().zip(&online.seats) {
        let seat = Seat(new.seat);
        if Some(seat) == online.seat {
            continue;
        }
        let who = seat_name(lang, seat);
        let text = match (old.kind.as_str(), new.kind.as_str()) {
            ("remote", "remote") if old.connected && !new.connected => match online.replace_after {
                Some(secs) => tr_args(
                    lang,
                    "online-lost-waiting",
                    &[("who", who.as_str().into()), ("secs", secs.into())],
                ),
                None => tr_args(lang, "online-lost", &[("who", who.as_str().into())]),
            },
            ("remote", "remote") if !old.connected && new.connected => {
                tr_args(lang, "online-back", &[("who", who.as_str().into())])
            }
            ("remote", "computer") => {
                tr_args(lang, "online-replaced", &[("who", who.as_str().into())])
            }
            _ => continue,
        };
        session.log.push(LogLine {
            seat: Some(seat),
            text,
            by_computer: false,
            only: None,
            minor: false,
        });
    }
}

/// A host's event as the rules core's (cards this seat may not see stand in as the first of
/// their kind: the lines that would name them are shown only to the seats that may read them).
fn core_event(e: &WireEvent) -> Event {
    use crate::core::{DevCard, Resource};
    match *e {
        WireEvent::Rolled { a, b } => Event::Rolled(a, b),
        WireEvent::Produced { seat, cards } => Event::Produced {
            seat: Seat(seat),
            cards,
        },
        WireEvent::Shortage { materials } => Event::Shortage(materials),
        WireEvent::Discarded { seat, cards } => Event::Discarded {
            seat: Seat(seat),
            cards,
        },
        WireEvent::RobberMoved { face } => Event::RobberMoved(face),
        WireEvent::Stole {
            thief,
            victim,
            card,
        } => Event::Stole {
            thief: Seat(thief),
            victim: Seat(victim),
            card: card.unwrap_or(Resource::Wood),
        },
        WireEvent::Bought { seat, card } => Event::Bought {
            seat: Seat(seat),
            card: card.unwrap_or(DevCard::Knight),
        },
        WireEvent::Monopoly {
            seat,
            resource,
            taken,
        } => Event::Monopoly {
            seat: Seat(seat),
            resource,
            taken,
        },
        WireEvent::Traded {
            seat,
            with,
            gave,
            got,
        } => Event::Traded {
            seat: Seat(seat),
            with: with.map(Seat),
            gave,
            got,
        },
        WireEvent::LongestRoad { seat } => Event::LongestRoad(seat.map(Seat)),
        WireEvent::LargestArmy { seat } => Event::LargestArmy(seat.map(Seat)),
        WireEvent::TurnStarted { seat } => Event::TurnStarted(Seat(seat)),
        WireEvent::SpecialBuild { seat } => Event::SpecialBuild(Seat(seat)),
        WireEvent::Won { seat } => Event::Won(Seat(seat)),
    }
}

/// Another seat's (or this seat's) action as the host told it: the position from the view,
/// then what follows any action here (log, dice, talk, animations).
#[allow(clippy::too_many_arguments)]
fn apply_remote(
    session: &mut Session,
    online: &Online,
    seat: Seat,
    action: Action,
    events: &[WireEvent],
    view: &SeatView,
    lang: Lang,
    applied: &mut MessageWriter<Applied>,
) {
    let (Some(board), Some(rules)) = (online.board.clone(), online.rules.clone()) else {
        return;
    };
    let special = matches!(
        session.game.state.phase,
        crate::core::Phase::SpecialBuild { .. }
    );
    let state = match view.position(board, rules) {
        Ok(state) => state,
        Err(e) => {
            session.last_error = Some(format!("the host's view: {e}"));
            return;
        }
    };
    let events = Events::from_list(events.iter().map(core_event));
    // the record keeps what this seat may know (the whole record comes at the end)
    let chance = events.as_slice().iter().find_map(|e| match *e {
        Event::Rolled(a, b) => Some(crate::core::Chance::Dice(a, b)),
        _ => None,
    });
    session.game.follow(
        state,
        crate::core::Step {
            seat,
            action,
            chance,
        },
    );
    let by_other = online.seat != Some(seat);
    after_action(
        session, seat, action, events, special, lang, by_other, applied,
    );
}

/// A person's actions and counter-offers in an online game go to the host (which answers with
/// the action played, or a refusal).
fn send_person_actions(
    online: Res<Online>,
    session: Option<Res<Session>>,
    mut acts: MessageReader<Act>,
    mut counters: MessageReader<CounterOffer>,
) {
    let Some(session) = session else {
        return;
    };
    let Some(me) = session.remote else {
        return;
    };
    for a in acts.read() {
        if a.seat == me {
            online.link.send(ClientMsg::Act { action: a.action });
        }
    }
    for c in counters.read() {
        if c.seat == me {
            online.link.send(ClientMsg::Counter {
                gives: c.gives,
                gets: c.gets,
            });
        }
    }
}

/// `CATAN_AUTOPLAY`: this seat decides by a computer player, sending its choice as a person's
/// click would (one action, then it waits for the host's answer).
fn autoplay_my_seat(
    online: Res<Online>,
    session: Option<Res<Session>>,
    mut acts: MessageWriter<Act>,
    mut sent: Local<Option<(u64, u64)>>,
) {
    let Some(session) = session else {
        return;
    };
    let Some(me) = session.remote else {
        return;
    };
    if online.autoplay.is_none()
        || !online.queue.is_empty()
        || session.game.state.is_over()
        || session.game.state.actor() != me
    {
        return;
    }
    let key = (session.id, session.version);
    if *sent == Some(key) {
        return;
    }
    let legal = session.legal();
    if legal.is_empty() {
        return;
    }
    let view = crate::core::PlayerView::new(&session.game.state, me);
    let Some(p) = online.autoplay.as_ref() else {
        return;
    };
    let mut a = p
        .lock()
        .unwrap_or_else(|e| e.into_inner())
        .choose(&view, &legal);
    // offers wait for other people's answers: the scripted seat does not make them
    if matches!(a, Action::OfferTrade { .. }) {
        a = if legal.contains(&Action::EndTurn) {
            Action::EndTurn
        } else {
            legal[0]
        };
    }
    *sent = Some(key);
    acts.write(Act {
        seat: me,
        action: a,
    });
}
