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

pub(crate) mod chat;
pub(crate) mod error;
pub(crate) mod host;
mod inbox;
pub(crate) mod link;
mod outbox;
mod prefs;
mod recent;

use inbox::handle_host_messages;
use outbox::*;
pub use prefs::*;

use crate::core::Counter;
use crate::core::wide::Board;
use crate::core::{Action, Event, GameRecord, Rules, Seat};
use crate::game::ai_turns::AiClock;
use crate::game::i18n::{Lang, round_text, seat_name, tr, tr_args};
use crate::game::screens::Screen;
use crate::game::session::{
    Act, Applied, Computers, CounterOffer, GameSet, LogLine, Session, TableReset, after_action,
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

/// The seat a watching window plays as: none of the table's (it holds no hand and never
/// acts; the host refuses anything it would send).
pub const WATCHER: Seat = Seat(u8::MAX);

/// The port a hosted game listens on unless told otherwise.
pub const DEFAULT_PORT: u16 = crate::net::invite::DEFAULT_PORT;
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
    chat::plugin(app);
    app.add_systems(
        Update,
        flags_fail_loudly.run_if(
            resource_exists::<Online>
                .and_then(resource_exists::<crate::game::screens::PlayOptions>),
        ),
    );
}

/// Started from `--host`/`--join`: a failure is printed and the app ends with an error (a
/// script never waits on a window that cannot play).
fn flags_fail_loudly(
    online: Res<Online>,
    options: Res<crate::game::screens::PlayOptions>,
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
    /// Watch a room's game: no seat, the public view.
    Watch { room: String },
}

/// Where the window connects: a room's own address when it knows the room (a proxy in front of
/// several hosts routes by it), else the server's.
fn link_url(url: &str, room: Option<&str>) -> String {
    match room {
        Some(room) => crate::net::wire::room_url(url, room),
        None => url.to_string(),
    }
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
    /// How many people watch the game (the host says when it changes).
    pub watchers: u32,
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
    pub autoplay: Option<std::sync::Mutex<Box<dyn crate::core::Player<{ crate::core::wide::W }>>>>,
    /// Join ready to start (the command line's `--host`/`--join`, scripts); from the menu a
    /// person joins not ready and ticks "I'm ready" in the waiting room.
    pub ready_at_once: bool,
}

impl Online {
    /// Connect to `url` and then do what `wants` says.
    pub fn new(url: &str, name: &str, wants: Wants, data_dir: PathBuf) -> Online {
        let room = match &wants {
            Wants::Join { room, .. } | Wants::Resume { room, .. } | Wants::Watch { room } => {
                Some(room.as_str())
            }
            Wants::Create(_) => None,
        };
        Online {
            link: Link::connect(&link_url(url, room)),
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
            watchers: 0,
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
    ) -> Result<Online, error::OnlineError> {
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

    /// Watch `room` on the server at `url` (a `ws://` address).
    pub fn watch(url: &str, room: &str, data_dir: &Path) -> Online {
        let wants = Wants::Watch {
            room: room.trim().to_ascii_uppercase(),
        };
        Online::new(url, "", wants, data_dir.to_path_buf())
    }

    /// Whether this window watches (holds no seat).
    pub fn watching(&self) -> bool {
        matches!(self.wants, Wants::Watch { .. })
    }

    /// Join the room an invitation names, on the server it names (a host's own address or a
    /// proxy's `wss://` one).
    pub fn join_invite(
        invite: &crate::net::invite::Invite,
        seat: Option<u8>,
        name: &str,
        data_dir: &Path,
    ) -> Online {
        let wants = Wants::Join {
            room: invite.room.clone(),
            seat,
        };
        Online::new(&invite.server, name, wants, data_dir.to_path_buf())
    }

    /// The link to this room: the public address the router opened for a game hosted here,
    /// else [`Online::local_invitation`].
    pub fn invitation(&self) -> Option<crate::net::invite::Invite> {
        let room = self.room.as_deref()?;
        match self.hosted.as_ref().map(host::Hosted::reach) {
            Some(host::Reach::Public(public)) => {
                crate::net::invite::Invite::new(&public.to_string(), room).ok()
            }
            _ => self.local_invitation(),
        }
    }

    /// The link for friends on this network: the hosted server's address (its local network
    /// address when it listens on every interface) or the server this window is connected to.
    pub fn local_invitation(&self) -> Option<crate::net::invite::Invite> {
        let room = self.room.as_deref()?;
        let address = match &self.hosted {
            Some(h) if h.addr.ip().is_unspecified() => {
                let ip = host::lan_address().unwrap_or(std::net::Ipv4Addr::LOCALHOST.into());
                std::net::SocketAddr::new(ip, h.addr.port()).to_string()
            }
            Some(h) => h.addr.to_string(),
            None => self.url.clone(),
        };
        crate::net::invite::Invite::new(&address, room).ok()
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

/// The link's news: connected (then ask for the room or seat), messages (queued in order), or
/// down (retried when a seat is held, else the reason is shown).
fn pump_link(
    mut online: ResMut<Online>,
    session: Option<Res<Session>>,
    settings: Option<Res<crate::game::settings::Settings>>,
) {
    let lang = settings.map(|s| s.lang).unwrap_or_default();
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
                    (_, _, _, Wants::Watch { room }) => ClientMsg::Watch { room: room.clone() },
                };
                online.link.send(msg);
            }
            LinkEvent::Msg(m) => online.queue.push_back(*m),
            LinkEvent::Down(trouble) => {
                let why = trouble.words(lang, &online.url);
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
fn retry_lost_link(
    mut online: ResMut<Online>,
    settings: Option<Res<crate::game::settings::Settings>>,
) {
    let lang = settings.map(|s| s.lang).unwrap_or_default();
    let Some((since, next)) = online.lost else {
        return;
    };
    if since.elapsed() >= RETRY_FOR {
        online.lost = None;
        online.status = Status::Failed;
        let address = online.url.trim_start_matches("ws://").to_string();
        online.error = Some(crate::game::i18n::tr_args(
            lang,
            "online-lost-for-good",
            &[("address", (&address).into())],
        ));
        return;
    }
    if Instant::now() >= next {
        online.lost = Some((since, Instant::now() + RETRY_EVERY * 3));
        online.link = Link::connect(&link_url(&online.url, online.room.as_deref()));
    }
}
