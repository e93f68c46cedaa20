//! Clients of the protocol: [`Connection`] (send and receive messages), and [`play_seat`], which
//! plays a seat with any roster player (`catan bot`): the player decides on the position rebuilt
//! from the seat's view, so it knows exactly what the seat knows.

use super::wire::{
    CHAT_VERSION, ClientMsg, ErrorCode, PROTOCOL_VERSION, SEAFARERS_VERSION, SeatView, ServerMsg,
};
use crate::core::wide::{Board, PlayerView};
use crate::core::{Player, Rules};
use crate::lab::PlayerSpec;
use futures_util::{SinkExt, StreamExt};
use std::sync::Arc;
use std::time::Duration;
use tokio::net::TcpStream;
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::{MaybeTlsStream, WebSocketStream};

pub mod error;
use error::ClientError;

/// What a host says when a connection's hello came too late (its code is `version`, as for a
/// version it does not speak; its detail `hello-late`).
pub use super::wire::HELLO_LATE;

/// A connection to a server that has said `welcome`.
pub struct Connection {
    ws: WebSocketStream<MaybeTlsStream<TcpStream>>,
    /// The protocol version the server welcomed.
    pub version: u32,
}

impl Connection {
    /// Connect to `url` (`ws://host:port`) and say hello, within `timeout`: with this build's
    /// version, or — a host of an older build refuses it — with version 3 (no room list's
    /// pages, no watching), then 2 (no chat: a `say` is then not sent).
    pub async fn open(url: &str, timeout: Duration) -> Result<Connection, ClientError> {
        let mut last = None;
        let mut late = false;
        let versions = [PROTOCOL_VERSION, CHAT_VERSION, SEAFARERS_VERSION];
        let mut k = 0;
        while let Some(&version) = versions.get(k) {
            match Connection::open_with(url, timeout, version).await {
                // the host's hello deadline passed before the hello reached it (a host under
                // load): the same version once more, not an older one
                Err(e) if !late && e.hello_late() => {
                    late = true;
                    last = Some(e);
                }
                Err(e) if e.version_refused() => {
                    last = Some(e);
                    k += 1;
                }
                other => return other,
            }
        }
        Err(last.unwrap_or(ClientError::Closed))
    }

    /// Connect and say hello with `version`; a refusal with its code.
    async fn open_with(
        url: &str,
        timeout: Duration,
        version: u32,
    ) -> Result<Connection, ClientError> {
        // small buffers: a bench holds tens of thousands of connections in one process
        let config = tokio_tungstenite::tungstenite::protocol::WebSocketConfig::default()
            .read_buffer_size(16 * 1024)
            .write_buffer_size(0);
        let connect = tokio_tungstenite::connect_async_with_config(url, Some(config), false);
        let (ws, _) = tokio::time::timeout(timeout, connect)
            .await
            .map_err(|_| ClientError::NoAnswer {
                url: url.into(),
                within: timeout,
            })?
            .map_err(|source| ClientError::Connect {
                url: url.into(),
                source,
            })?;
        let mut c = Connection { ws, version };
        c.send(&ClientMsg::Hello { version }).await?;
        match c.recv(timeout).await? {
            ServerMsg::Welcome { .. } => Ok(c),
            ServerMsg::Error {
                code,
                message,
                detail,
                ..
            } => Err(ClientError::Refused {
                url: url.into(),
                code,
                message,
                detail,
            }),
            other => Err(ClientError::FirstAnswer {
                url: url.into(),
                answer: format!("{other:?}"),
            }),
        }
    }

    pub async fn send(&mut self, msg: &ClientMsg) -> Result<(), ClientError> {
        let text = serde_json::to_string(msg).map_err(ClientError::Encode)?;
        self.ws
            .send(Message::text(text))
            .await
            .map_err(ClientError::Lost)
    }

    /// The next message from the server, within `timeout`.
    pub async fn recv(&mut self, timeout: Duration) -> Result<ServerMsg, ClientError> {
        loop {
            let m = tokio::time::timeout(timeout, self.ws.next())
                .await
                .map_err(|_| ClientError::NoMessage(timeout))?;
            match m {
                Some(Ok(Message::Text(t))) => {
                    return serde_json::from_str(t.as_str()).map_err(ClientError::NotUnderstood);
                }
                Some(Ok(Message::Close(_))) | None => return Err(ClientError::Closed),
                Some(Ok(_)) => continue,
                Some(Err(e)) => return Err(ClientError::Lost(e)),
            }
        }
    }

    /// Pass messages both ways until the connection ends: `outgoing` to the server, the
    /// server's to `deliver` (which returns false to stop). A ping goes out after `idle` without
    /// a message, and a server silent for `silent` counts as lost. Returns why it ended.
    pub async fn pump(
        mut self,
        mut outgoing: tokio::sync::mpsc::UnboundedReceiver<ClientMsg>,
        mut deliver: impl FnMut(ServerMsg) -> bool,
        idle: Duration,
        silent: Duration,
    ) -> ClientError {
        let mut heard = tokio::time::Instant::now();
        let mut pinged = heard;
        loop {
            let wake = heard.max(pinged) + idle;
            tokio::select! {
                out = outgoing.recv() => match out {
                    Some(ClientMsg::Say { .. }) if self.version < CHAT_VERSION => {}
                    Some(msg) => {
                        if let Err(e) = self.send(&msg).await {
                            return e;
                        }
                    }
                    None => {
                        let _ = self.ws.close(None).await;
                        return ClientError::ClosedHere;
                    }
                },
                incoming = self.ws.next() => {
                    heard = tokio::time::Instant::now();
                    match incoming {
                        Some(Ok(Message::Text(t))) => match serde_json::from_str::<ServerMsg>(t.as_str()) {
                            Ok(msg) => {
                                if !deliver(msg) {
                                    return ClientError::ClosedHere;
                                }
                            }
                            Err(e) => return ClientError::NotUnderstood(e),
                        },
                        Some(Ok(Message::Close(_))) | None => return ClientError::HostClosed,
                        Some(Ok(_)) => {}
                        Some(Err(e)) => return ClientError::Lost(e),
                    }
                }
                _ = tokio::time::sleep_until(wake) => {
                    if heard.elapsed() >= silent {
                        return ClientError::HostSilent(silent);
                    }
                    if let Err(e) = self.send(&ClientMsg::Ping {}).await {
                        return e;
                    }
                    pinged = tokio::time::Instant::now();
                }
            }
        }
    }

    /// Create a room and return its code.
    pub async fn create_room(&mut self, msg: ClientMsg) -> Result<String, ClientError> {
        self.send(&msg).await?;
        loop {
            match self.recv(Duration::from_secs(30)).await? {
                ServerMsg::RoomCreated { room } => return Ok(room),
                ServerMsg::Error { code, message, .. } => {
                    return Err(ClientError::Request { code, message });
                }
                _ => continue,
            }
        }
    }
}

/// How a bot's game ended.
#[derive(Clone, Debug, PartialEq)]
pub struct BotResult {
    /// The game ended (else the bot stopped at its time limit).
    pub finished: bool,
    pub seat: u8,
    pub winner: u8,
    pub points: Vec<u8>,
    pub actions: u32,
    /// Round trips from an action sent to the view after it, in microseconds, and when each
    /// ended.
    pub latencies_us: Vec<u64>,
    pub latency_at: Vec<std::time::Instant>,
}

/// Where a bot sits and who plays it: `room`, a seat (or the first open one) — or `seat`
/// resumed with `token` — played by `spec` under `name`.
pub struct Seating<'a> {
    pub room: &'a str,
    pub seat: Option<u8>,
    pub token: Option<String>,
    pub spec: &'a PlayerSpec,
    pub name: &'a str,
}

/// Take the seat of `seating` and play until the game ends. `on_token` hears the seat and
/// token once joined (to resume after a dropped connection). Gives up when the server says
/// nothing for `quiet`. The connection goes to the room's address under `url`
/// ([`super::wire::room_url`]), which a proxy routes by.
pub async fn play_seat(
    url: &str,
    seating: Seating<'_>,
    quiet: Duration,
    on_token: impl FnMut(u8, &str),
) -> Result<BotResult, ClientError> {
    let c = Connection::open(&super::wire::room_url(url, seating.room), quiet).await?;
    let pace = Pace {
        until: None,
        think: Duration::ZERO,
        chat: None,
    };
    play_seat_on(c, seating, quiet, pace, on_token).await
}

/// How a benchmark's bot plays: stop at `until` (the result then says the game did not finish),
/// wait `think` before each action (as a person would).
#[derive(Clone, Copy, Debug)]
pub struct Pace {
    pub until: Option<std::time::Instant>,
    pub think: Duration,
    /// Say a line of chat every this long, the first this long after the start (a load of
    /// people who talk; `None`: silent).
    pub chat: Option<(Duration, Duration)>,
}

/// A bot's first word in its room: the seat resumed with its token, or a seat joined.
fn hello_of(room: &str, seat: Option<u8>, token: Option<String>, name: &str) -> ClientMsg {
    match (token, seat) {
        (Some(token), Some(seat)) => ClientMsg::Resume {
            room: room.into(),
            seat,
            token,
        },
        _ => ClientMsg::Join {
            room: room.into(),
            seat,
            name: Some(name.into()),
            ready: None,
        },
    }
}

/// [`play_seat`] on a connection already open.
pub async fn play_seat_on(
    mut c: Connection,
    seating: Seating<'_>,
    quiet: Duration,
    pace: Pace,
    mut on_token: impl FnMut(u8, &str),
) -> Result<BotResult, ClientError> {
    let Seating {
        room,
        seat,
        token,
        spec,
        name,
    } = seating;
    c.send(&hello_of(room, seat, token, name)).await?;
    let mut bot = Bot::new(room, spec);
    let mut next_line = pace
        .chat
        .map(|(_, first)| std::time::Instant::now() + first);
    loop {
        let now = std::time::Instant::now();
        if pace.until.is_some_and(|t| now >= t) {
            return Ok(bot.result); // stopped at the time limit, the game unfinished
        }
        if let (Some(at), Some((every, _))) = (next_line, pace.chat)
            && now >= at
            && c.version >= CHAT_VERSION
        {
            c.send(&ClientMsg::Say {
                text: "good luck, have fun".into(),
            })
            .await?;
            next_line = Some(at + every);
        }
        let wait = pace
            .until
            .map_or(quiet, |t| quiet.min(t.saturating_duration_since(now)));
        let wait = next_line.map_or(wait, |t| wait.min(t.saturating_duration_since(now)));
        let msg = match c.recv(wait).await {
            Ok(m) => m,
            Err(_) if pace.until.is_some_and(|t| std::time::Instant::now() >= t) => continue,
            // time to say a line of chat
            Err(_) if next_line.is_some_and(|t| std::time::Instant::now() >= t) => continue,
            Err(e) => return Err(e),
        };
        match msg {
            ServerMsg::Joined {
                seat,
                token,
                board,
                rules,
                ..
            } => {
                on_token(seat, &token);
                bot.joined(seat, board, rules)?;
            }
            ServerMsg::View { view } => bot.act_on(&mut c, &view, pace).await?,
            ServerMsg::Played { view, .. } => bot.act_on(&mut c, &view, pace).await?,
            ServerMsg::GameOver { winner, points } => {
                bot.result.finished = true;
                bot.result.winner = winner;
                bot.result.points = points;
                return Ok(bot.result);
            }
            ServerMsg::Error { code, message, .. } => bot.refused(code, &message)?,
            _ => {}
        }
    }
}

/// A bot in a room: what it knows of the game and what it measured.
struct Bot<'a> {
    room: &'a str,
    spec: &'a PlayerSpec,
    board: Option<Arc<Board>>,
    rules: Option<Arc<Rules>>,
    sent_at: Option<std::time::Instant>,
    last_sent: Option<(u64, crate::core::Action)>,
    result: BotResult,
}

impl<'a> Bot<'a> {
    fn new(room: &'a str, spec: &'a PlayerSpec) -> Self {
        Bot {
            room,
            spec,
            board: None,
            rules: None,
            sent_at: None,
            last_sent: None,
            result: BotResult {
                finished: false,
                seat: 0,
                winner: 0,
                points: Vec::new(),
                actions: 0,
                latencies_us: Vec::new(),
                latency_at: Vec::new(),
            },
        }
    }

    fn joined(
        &mut self,
        seat: u8,
        board: crate::core::BoardFile,
        rules: Rules,
    ) -> Result<(), ClientError> {
        self.result.seat = seat;
        let board = Board::from_file_sized(board).map_err(ClientError::Board)?;
        self.board = Some(Arc::new(board));
        self.rules = Some(Arc::new(rules));
        Ok(())
    }

    /// A view came: note the round trip, and act when the seat has something to do.
    async fn act_on(
        &mut self,
        c: &mut Connection,
        view: &SeatView,
        pace: Pace,
    ) -> Result<(), ClientError> {
        if let Some(t) = self.sent_at.take() {
            self.result
                .latencies_us
                .push(t.elapsed().as_micros() as u64);
            self.result.latency_at.push(std::time::Instant::now());
        }
        let me = self.result.seat;
        if view.actor != me || view.legal.is_empty() && view.discard == 0 {
            return Ok(());
        }
        let action = self.choose(view)?;
        // never the same action twice for the same view (a refused offer, say)
        if self.last_sent == Some((view.steps as u64, action)) {
            return Ok(());
        }
        self.last_sent = Some((view.steps as u64, action));
        if !pace.think.is_zero() {
            tokio::time::sleep(pace.think).await;
        }
        self.sent_at = Some(std::time::Instant::now());
        c.send(&ClientMsg::Act { action }).await?;
        self.result.actions += 1;
        Ok(())
    }

    /// The bot's action: a player per decision, seeded by the room, the seat and the action's
    /// number — a bot that reconnects (or a server restarted under it) decides as it would have.
    fn choose(&self, view: &SeatView) -> Result<crate::core::Action, ClientError> {
        let (Some(b), Some(r)) = (&self.board, &self.rules) else {
            return Err(ClientError::NotJoined);
        };
        let seed = decision_seed(self.room, self.result.seat, view.steps);
        if *self.spec == PlayerSpec::Random {
            // the random player needs no position: any listed action, at random
            let mut rng = crate::core::GameRng::new(seed);
            return Ok(if view.discard > 0 {
                random_discard(view.hand, view.discard, &mut rng)
            } else {
                view.legal[rng.below(view.legal.len() as u32) as usize]
            });
        }
        let mut player: Box<dyn Player<{ crate::core::wide::W }>> = self.spec.create_sized(seed);
        decide(view, b, r, player.as_mut())
    }

    /// The host refused something: an illegal action is passed over (the next view brings the
    /// choice again), a storage failure waits for the same view; anything else ends the bot.
    fn refused(&mut self, code: ErrorCode, message: &str) -> Result<(), ClientError> {
        match code {
            // an offer the rules refused (say): play the first legal action instead
            ErrorCode::Illegal => self.sent_at = None,
            // the host cannot save for now: the same view comes again when it can, and the
            // same action may be sent then
            ErrorCode::Storage => {
                self.sent_at = None;
                self.last_sent = None;
            }
            _ => {
                return Err(ClientError::Request {
                    code,
                    message: message.into(),
                });
            }
        }
        Ok(())
    }
}

/// The seed of a bot's decision: the room's code, the seat, the action's number.
fn decision_seed(room: &str, seat: u8, steps: u32) -> u64 {
    let mut h = 0xcbf2_9ce4_8422_2325u64;
    for b in room.trim().to_ascii_uppercase().bytes() {
        h = (h ^ b as u64).wrapping_mul(0x100_0000_01b3);
    }
    crate::core::rng::derive_seed(h ^ ((seat as u64) << 40), steps as u64)
}

/// `n` cards of `hand` at random.
fn random_discard(
    hand: crate::core::ResourceSet,
    n: u32,
    rng: &mut crate::core::GameRng,
) -> crate::core::Action {
    let mut left = hand;
    let mut out = crate::core::ResourceSet::EMPTY;
    for _ in 0..n {
        let mut k = rng.below(left.total().max(1));
        for i in 0..5 {
            if k < left.0[i] as u32 {
                left.0[i] -= 1;
                out.0[i] += 1;
                break;
            }
            k -= left.0[i] as u32;
        }
    }
    crate::core::Action::Discard(out)
}

/// The roster player's action for `view`, decided on the position rebuilt from it (a discard
/// by the player's own choice, else from the listed ways); an offer the rules would refuse
/// becomes the first legal action.
fn decide(
    view: &SeatView,
    board: &Arc<Board>,
    rules: &Arc<Rules>,
    player: &mut dyn Player<{ crate::core::wide::W }>,
) -> Result<crate::core::Action, ClientError> {
    let state = view
        .position(board.clone(), rules.clone())
        .map_err(ClientError::View)?;
    let seat = crate::core::Seat(view.seat);
    let pv = PlayerView::new(&state, seat);
    if view.discard > 0 {
        if let Some(cards) = player.choose_discard(&pv) {
            return Ok(crate::core::Action::Discard(cards));
        }
        let legal = state.legal_actions();
        return Ok(player.choose(&pv, &legal));
    }
    let a = player.choose(&pv, &view.legal);
    Ok(if view.legal.contains(&a) || state.check(&a).is_ok() {
        a
    } else {
        view.legal[0]
    })
}

#[cfg(test)]
mod tests;

#[cfg(test)]
mod error_tests;
