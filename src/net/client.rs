//! Clients of the protocol: [`Connection`] (send and receive messages), and [`play_seat`], which
//! plays a seat with any roster player (`catan bot`): the player decides on the position rebuilt
//! from the seat's view, so it knows exactly what the seat knows.

use super::wire::{ClientMsg, PROTOCOL_VERSION, SeatView, ServerMsg};
use crate::core::{Board, Player, PlayerView, Rules};
use crate::lab::PlayerSpec;
use futures_util::{SinkExt, StreamExt};
use std::sync::Arc;
use std::time::Duration;
use tokio::net::TcpStream;
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::{MaybeTlsStream, WebSocketStream};

/// A connection to a server that has said `welcome`.
pub struct Connection {
    ws: WebSocketStream<MaybeTlsStream<TcpStream>>,
}

impl Connection {
    /// Connect to `url` (`ws://host:port`) and say hello, within `timeout`.
    pub async fn open(url: &str, timeout: Duration) -> Result<Connection, String> {
        let (ws, _) = tokio::time::timeout(timeout, tokio_tungstenite::connect_async(url))
            .await
            .map_err(|_| format!("{url}: no answer within {timeout:?}"))?
            .map_err(|e| format!("{url}: {e}"))?;
        let mut c = Connection { ws };
        c.send(&ClientMsg::Hello {
            version: PROTOCOL_VERSION,
        })
        .await?;
        match c.recv(timeout).await? {
            ServerMsg::Welcome { .. } => Ok(c),
            ServerMsg::Error { message, .. } => Err(format!("{url}: {message}")),
            other => Err(format!("{url}: unexpected first answer {other:?}")),
        }
    }

    pub async fn send(&mut self, msg: &ClientMsg) -> Result<(), String> {
        let text = serde_json::to_string(msg).map_err(|e| e.to_string())?;
        self.ws
            .send(Message::text(text))
            .await
            .map_err(|e| format!("connection lost: {e}"))
    }

    /// The next message from the server, within `timeout`.
    pub async fn recv(&mut self, timeout: Duration) -> Result<ServerMsg, String> {
        loop {
            let m = tokio::time::timeout(timeout, self.ws.next())
                .await
                .map_err(|_| format!("no message within {timeout:?}"))?;
            match m {
                Some(Ok(Message::Text(t))) => {
                    return serde_json::from_str(t.as_str())
                        .map_err(|e| format!("a message the client does not understand: {e}"));
                }
                Some(Ok(Message::Close(_))) | None => return Err("connection closed".into()),
                Some(Ok(_)) => continue,
                Some(Err(e)) => return Err(format!("connection lost: {e}")),
            }
        }
    }

    /// Create a room and return its code.
    pub async fn create_room(&mut self, msg: ClientMsg) -> Result<String, String> {
        self.send(&msg).await?;
        loop {
            match self.recv(Duration::from_secs(30)).await? {
                ServerMsg::RoomCreated { room } => return Ok(room),
                ServerMsg::Error { message, .. } => return Err(message),
                _ => continue,
            }
        }
    }
}

/// How a bot's game ended.
#[derive(Clone, Debug, PartialEq)]
pub struct BotResult {
    pub seat: u8,
    pub winner: u8,
    pub points: Vec<u8>,
    pub actions: u32,
    /// Round trips from an action sent to the view after it, in microseconds.
    pub latencies_us: Vec<u64>,
}

/// Join `room` (a seat, or the first open one) — or resume `seat` with `token` — and play with
/// `spec` until the game ends. `on_token` hears the seat and token once joined (to resume after
/// a dropped connection). Gives up when the server says nothing for `quiet`.
pub async fn play_seat(
    url: &str,
    room: &str,
    seat: Option<u8>,
    token: Option<String>,
    spec: &PlayerSpec,
    name: &str,
    quiet: Duration,
    mut on_token: impl FnMut(u8, &str),
) -> Result<BotResult, String> {
    let mut c = Connection::open(url, quiet).await?;
    match (&token, seat) {
        (Some(t), Some(s)) => {
            c.send(&ClientMsg::Resume {
                room: room.into(),
                seat: s,
                token: t.clone(),
            })
            .await?
        }
        _ => {
            c.send(&ClientMsg::Join {
                room: room.into(),
                seat,
                name: Some(name.into()),
            })
            .await?
        }
    }
    let mut board: Option<Arc<Board>> = None;
    let mut rules: Option<Arc<Rules>> = None;
    let mut me = 0u8;
    let mut player: Box<dyn Player> = spec.create(rand::random());
    let mut actions = 0u32;
    let mut latencies = Vec::new();
    let mut sent_at: Option<std::time::Instant> = None;
    let mut last_sent: Option<(u64, crate::core::Action)> = None;
    let mut views = 0u64;
    loop {
        match c.recv(quiet).await? {
            ServerMsg::Joined {
                seat,
                token,
                board: b,
                rules: r,
                ..
            } => {
                me = seat;
                on_token(seat, &token);
                board = Some(Arc::new(
                    Board::from_file(b).map_err(|e| format!("the server's board: {e:?}"))?,
                ));
                rules = Some(Arc::new(r));
            }
            ServerMsg::View { view } => {
                views += 1;
                if let Some(t) = sent_at.take() {
                    latencies.push(t.elapsed().as_micros() as u64);
                }
                if view.actor != me || view.legal.is_empty() {
                    continue;
                }
                let (Some(b), Some(r)) = (&board, &rules) else {
                    return Err("a view came before the seat was joined".into());
                };
                let action = decide(&view, b, r, player.as_mut())?;
                // never the same action twice for the same view (a refused offer, say)
                if last_sent == Some((views, action)) {
                    continue;
                }
                last_sent = Some((views, action));
                sent_at = Some(std::time::Instant::now());
                c.send(&ClientMsg::Act { action }).await?;
                actions += 1;
            }
            ServerMsg::GameOver { winner, points } => {
                return Ok(BotResult {
                    seat: me,
                    winner,
                    points,
                    actions,
                    latencies_us: latencies,
                });
            }
            ServerMsg::Error { code, message, .. } => {
                if matches!(code.as_str(), "illegal") {
                    // an offer the rules refused (say): play the first legal action instead
                    sent_at = None;
                    continue;
                }
                return Err(format!("{code}: {message}"));
            }
            _ => {}
        }
    }
}

/// The roster player's action for `view`, decided on the position rebuilt from it; an offer
/// the rules would refuse becomes the first legal action.
fn decide(
    view: &SeatView,
    board: &Arc<Board>,
    rules: &Arc<Rules>,
    player: &mut dyn Player,
) -> Result<crate::core::Action, String> {
    let state = view
        .position(board.clone(), rules.clone())
        .map_err(|e| format!("the view does not rebuild: {e}"))?;
    let seat = crate::core::Seat(view.seat);
    let a = player.choose(&PlayerView::new(&state, seat), &view.legal);
    Ok(if view.legal.contains(&a) || state.check(&a).is_ok() {
        a
    } else {
        view.legal[0]
    })
}
