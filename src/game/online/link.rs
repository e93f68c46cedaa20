//! The connection to an online game's host, on a thread of its own: the window never waits for
//! the network. Messages go out through [`Link::send`] and come back, in order, from
//! [`Link::poll`].

use crate::net::client::Connection;
use crate::net::wire::{ClientMsg, ServerMsg};
use std::sync::mpsc;
use std::time::Duration;

/// How long connecting may take before "host not found".
const CONNECT_WITHIN: Duration = Duration::from_secs(5);
/// A ping after this long without a message; a host silent for [`SILENT`] is lost.
const IDLE: Duration = Duration::from_secs(4);
const SILENT: Duration = Duration::from_secs(15);

/// What the link reports.
#[derive(Debug)]
pub enum LinkEvent {
    /// Connected, and the host said welcome.
    Up,
    Msg(Box<ServerMsg>),
    /// Could not connect, or the connection ended: why, in words for people.
    Down(String),
}

pub struct Link {
    out: tokio::sync::mpsc::UnboundedSender<ClientMsg>,
    inbox: std::sync::Mutex<mpsc::Receiver<LinkEvent>>,
}

impl Link {
    /// Start connecting to `url` (`ws://host:port`); [`LinkEvent::Up`] or
    /// [`LinkEvent::Down`] follows.
    pub fn connect(url: &str) -> Link {
        let (out, outgoing) = tokio::sync::mpsc::unbounded_channel();
        let (tx, inbox) = mpsc::channel();
        let url = url.to_string();
        let spawned = std::thread::Builder::new()
            .name("catan-link".into())
            .spawn(move || {
                let rt = match tokio::runtime::Builder::new_current_thread()
                    .enable_all()
                    .build()
                {
                    Ok(rt) => rt,
                    Err(e) => {
                        let _ = tx.send(LinkEvent::Down(format!("no network runtime: {e}")));
                        return;
                    }
                };
                rt.block_on(async move {
                    let c = match Connection::open(&url, CONNECT_WITHIN).await {
                        Ok(c) => c,
                        Err(e) => {
                            let _ = tx.send(LinkEvent::Down(plain_words(&url, &e)));
                            return;
                        }
                    };
                    let _ = tx.send(LinkEvent::Up);
                    let why = c
                        .pump(
                            outgoing,
                            |m| tx.send(LinkEvent::Msg(Box::new(m))).is_ok(),
                            IDLE,
                            SILENT,
                        )
                        .await;
                    let _ = tx.send(LinkEvent::Down(plain_words(&url, &why)));
                });
            });
        if let Err(e) = spawned {
            let (tx, inbox) = mpsc::channel();
            let _ = tx.send(LinkEvent::Down(format!(
                "could not start the connection: {e}"
            )));
            let (out, _) = tokio::sync::mpsc::unbounded_channel();
            return Link {
                out,
                inbox: std::sync::Mutex::new(inbox),
            };
        }
        Link {
            out,
            inbox: std::sync::Mutex::new(inbox),
        }
    }

    pub fn send(&self, msg: ClientMsg) {
        let _ = self.out.send(msg);
    }

    /// What arrived since the last call, in order (never waits).
    pub fn poll(&self) -> Vec<LinkEvent> {
        let mut v = Vec::new();
        let inbox = self.inbox.lock().unwrap_or_else(|e| e.into_inner());
        while let Ok(e) = inbox.try_recv() {
            v.push(e);
        }
        v
    }
}

/// A connection error as people say it: host not found, version mismatch, connection lost.
pub fn plain_words(url: &str, e: &str) -> String {
    let low = e.to_ascii_lowercase();
    if low.contains("refused")
        || low.contains("no answer within")
        || low.contains("failed to lookup")
        || low.contains("name or service")
        || low.contains("unreachable")
        || low.contains("invalid url")
        || low.contains("url error")
    {
        format!("host not found at {url} ({e})")
    } else if low.contains("version") {
        format!("version mismatch: the host at {url} runs another version of the game ({e})")
    } else if low.contains("closed by this side") {
        "left the game".into()
    } else {
        format!("connection lost: {e}")
    }
}

/// `host` as a WebSocket address: `ws://` added when missing, the default port when none.
pub fn ws_url(host: &str) -> String {
    let h = host.trim();
    let h = h
        .strip_prefix("ws://")
        .or_else(|| h.strip_prefix("http://"))
        .unwrap_or(h)
        .trim_end_matches('/');
    if h.contains(':') && !h.starts_with('[') || h.contains("]:") {
        format!("ws://{h}")
    } else {
        format!("ws://{h}:{}", super::DEFAULT_PORT)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn addresses_as_people_type_them() {
        assert_eq!(ws_url("192.168.1.20"), "ws://192.168.1.20:7373");
        assert_eq!(ws_url(" ws://example.org:9000/ "), "ws://example.org:9000");
        assert_eq!(ws_url("localhost:80"), "ws://localhost:80");
    }

    #[test]
    fn a_host_that_is_not_there_is_not_found_and_nothing_waits() {
        // a port nobody listens on (bound, then closed)
        let port = std::net::TcpListener::bind("127.0.0.1:0")
            .unwrap()
            .local_addr()
            .unwrap()
            .port();
        let link = Link::connect(&format!("ws://127.0.0.1:{port}"));
        let t = std::time::Instant::now();
        loop {
            let events = link.poll();
            if let Some(LinkEvent::Down(why)) = events.first() {
                assert!(why.starts_with("host not found"), "{why}");
                break;
            }
            assert!(events.is_empty());
            assert!(
                t.elapsed() < Duration::from_secs(10),
                "the link gave no answer"
            );
            std::thread::sleep(Duration::from_millis(20));
        }
    }
}
