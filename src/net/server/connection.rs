//! One client's connection, as mini-redis shapes one: frames in with their limits — the size,
//! JSON text, the flood bucket, `hello` within its time, a lobby's idle time — and messages out
//! through the bounded outbox. Each message past the hello goes to the [`Client`]'s handler.

use super::handler::Client;
use super::*;
use futures_util::stream::SplitStream;
use std::net::IpAddr;
use tokio_tungstenite::WebSocketStream;

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

/// What reading the next frame gave.
enum Frame {
    Msg(ClientMsg),
    /// Nothing to hand on (a control frame).
    Skip,
    /// Not a message of the protocol (already answered with `bad-message`): skipped past the
    /// hello, and before it the connection ends.
    Bad,
    /// The connection ends.
    End,
}

/// A client's socket: the frames it sends, the outbox of what it is sent, and its writer.
struct Connection {
    source: SplitStream<WebSocketStream<TcpStream>>,
    out: Outbox,
    writer: tokio::task::JoinHandle<()>,
    bucket: Bucket,
}

impl Connection {
    /// The websocket handshake (by `until`: the connection's first [`HELLO_WITHIN`]) and the
    /// writer: everything for this client, in order; it ends when the outbox is dropped.
    async fn accept(stream: TcpStream, until: tokio::time::Instant) -> Option<Connection> {
        // small buffers: a client's messages are small, and ten thousand rooms hold forty
        // thousand connections (the 128 KiB default read buffer alone was 0.5 MiB a room)
        let config = WebSocketConfig::default()
            .read_buffer_size(READ_BUFFER)
            .write_buffer_size(0)
            .max_message_size(Some(MAX_MESSAGE))
            .max_frame_size(Some(MAX_MESSAGE));
        let ws = tokio::time::timeout_at(
            until,
            tokio_tungstenite::accept_async_with_config(stream, Some(config)),
        )
        .await
        .ok()?
        .ok()?;
        let (mut sink, source) = ws.split();
        let (out, mut inbox) = outbox();
        let writer = tokio::spawn(async move {
            while let Some(text) = inbox.next().await {
                if sink.send(Message::text(text.to_string())).await.is_err() {
                    break;
                }
            }
            let _ = sink.close().await;
        });
        Some(Connection {
            source,
            out,
            writer,
            bucket: Bucket {
                level: FLOOD_BURST,
                at: Instant::now(),
            },
        })
    }

    fn say(&self, msg: &ServerMsg) {
        let text = serde_json::to_string(msg).unwrap_or_default();
        self.out.push(Arc::from(text));
    }

    /// A frame read: a client message within the limits, or why there is none.
    fn read(
        &mut self,
        frame: Option<Result<Message, tokio_tungstenite::tungstenite::Error>>,
    ) -> Frame {
        let text = match frame {
            Some(Ok(Message::Text(t))) => t.as_str().to_string(),
            Some(Ok(Message::Binary(_))) => {
                self.say(&ServerMsg::error(
                    ErrorCode::BadMessage,
                    "messages are JSON text",
                ));
                return Frame::Bad;
            }
            Some(Ok(Message::Close(_))) | None => return Frame::End,
            Some(Ok(_)) => return Frame::Skip,
            Some(Err(e)) => {
                if matches!(e, tokio_tungstenite::tungstenite::Error::Capacity(_)) {
                    self.say(&ServerMsg::error(
                        ErrorCode::TooBig,
                        format!("a message may have at most {MAX_MESSAGE} bytes"),
                    ));
                }
                return Frame::End;
            }
        };
        if !self.bucket.take() {
            self.say(&ServerMsg::error(
                ErrorCode::Flood,
                format!("more than {FLOOD_PER_SEC} messages a second"),
            ));
            return Frame::End;
        }
        match serde_json::from_str(&text) {
            Ok(m) => Frame::Msg(m),
            Err(e) => {
                self.say(&ServerMsg::error(
                    ErrorCode::BadMessage,
                    format!("not a message: {e}"),
                ));
                Frame::Bad
            }
        }
    }

    /// What is queued goes out (for two seconds at most); then the writer ends, and with it
    /// the way to this client: a room that still holds it sees the connection gone.
    async fn close(self) {
        drop(self.out);
        let abort = self.writer.abort_handle();
        if tokio::time::timeout(Duration::from_secs(2), self.writer)
            .await
            .is_err()
        {
            abort.abort();
        }
    }
}

/// The answer to the first message: `welcome` to a `hello` of a version spoken here (with that
/// version: the connection speaks it from then on), or the error that closes the connection.
fn hello(msg: ClientMsg) -> Result<(ServerMsg, u32), Box<ServerMsg>> {
    match msg {
        ClientMsg::Hello { version }
            if (MIN_PROTOCOL_VERSION..=PROTOCOL_VERSION).contains(&version) =>
        {
            let welcome = ServerMsg::Welcome {
                version,
                server: format!("catan {}", env!("CARGO_PKG_VERSION")),
            };
            Ok((welcome, version))
        }
        ClientMsg::Hello { version } => Err(Box::new(ServerMsg::error(
            ErrorCode::Version,
            format!(
                "protocol version {version} is not spoken here (this server: {MIN_PROTOCOL_VERSION} to {PROTOCOL_VERSION})"
            ),
        ))),
        _ => Err(Box::new(ServerMsg::hello_late())),
    }
}

/// The address the client's limits count: a trusted proxy's header's, else the peer's (within
/// the hello's time). `None`: a refused header, the connection closes.
async fn client_ip(
    stream: &mut TcpStream,
    peer: SocketAddr,
    hub: &Hub,
    until: tokio::time::Instant,
) -> Option<IpAddr> {
    let trusted = &hub.config.trusted_proxies;
    let read = super::proxy::client_address(stream, peer, trusted);
    match tokio::time::timeout_at(until, read).await {
        Ok(Ok(ip)) => Some(ip),
        Ok(Err(e)) => {
            hub.refused_proxy(&e);
            None
        }
        Err(_) => None,
    }
}

/// One client, from its handshake to its end.
pub(super) async fn connection(
    mut stream: TcpStream,
    peer: SocketAddr,
    hub: Arc<Hub>,
    conn: ConnId,
) {
    // the header and the handshake together within the hello's time
    let until = tokio::time::Instant::now() + HELLO_WITHIN;
    let Some(ip) = client_ip(&mut stream, peer, &hub, until).await else {
        return;
    };
    let Some(mut c) = Connection::accept(stream, until).await else {
        return;
    };
    let mut client = Client::new(hub.clone(), conn, ip, c.out.clone());
    let mut said_hello = false;
    let deadline = tokio::time::sleep(HELLO_WITHIN);
    tokio::pin!(deadline);
    let lobby_idle = Duration::from_secs(hub.config.lobby_idle_secs.max(1));
    let lobby = tokio::time::sleep(lobby_idle);
    tokio::pin!(lobby);
    loop {
        let frame = tokio::select! {
            f = c.source.next() => f,
            _ = &mut deadline, if !said_hello => {
                c.say(&ServerMsg::hello_late());
                break;
            }
            // a client past its outbox's bound (it does not read) is closed: woken by the
            // outbox, not by a timer of each connection
            _ = c.out.overflowed() => break,
            _ = &mut lobby, if said_hello && !client.seated() => {
                c.say(&ServerMsg::error(
                    ErrorCode::Idle,
                    format!("no message for {} s outside a room", lobby_idle.as_secs()),
                ));
                break;
            }
        };
        lobby
            .as_mut()
            .reset(tokio::time::Instant::now() + lobby_idle);
        let msg = match c.read(frame) {
            Frame::Msg(m) => m,
            Frame::Skip => continue,
            // a malformed hello: answered, and the connection closes at once (the answer is
            // written first)
            Frame::Bad if !said_hello => break,
            Frame::Bad => continue,
            Frame::End => break,
        };
        if said_hello {
            client.handle(msg).await;
            continue;
        }
        match hello(msg) {
            Ok((welcome, version)) => {
                said_hello = true;
                client.version = version;
                c.say(&welcome);
            }
            Err(refusal) => {
                c.say(&refusal);
                break;
            }
        }
    }
    client.leave().await;
    c.close().await;
}
