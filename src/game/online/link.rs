//! The connection to an online game's host, on a thread of its own: the window never waits for
//! the network. Messages go out through [`Link::send`] and come back, in order, from
//! [`Link::poll`].

use crate::net::client::Connection;
use crate::net::client::error::ClientError;
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
    /// Could not connect, or the connection ended: why.
    Down(Trouble),
}

/// Why a connection ended, told in the person's language by [`Trouble::words`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Trouble {
    /// Nothing answered at the address (refused, no answer in time, a name not found).
    HostNotFound,
    /// The host runs another version of the game.
    VersionMismatch,
    /// This window closed the connection.
    Left,
    /// The connection broke.
    Lost,
    /// This machine could not start a connection at all (a thread or runtime refused).
    NoConnection,
}

impl Trouble {
    /// In words for people, naming the host's address (`host:port`) where it helps.
    pub fn words(&self, lang: crate::game::i18n::Lang, url: &str) -> String {
        use crate::game::i18n::{tr, tr_args};
        let address = url.trim_start_matches("ws://").trim_start_matches("wss://");
        match self {
            Trouble::HostNotFound => tr_args(
                lang,
                "online-host-not-found",
                &[("address", address.into())],
            ),
            Trouble::VersionMismatch => tr_args(
                lang,
                "online-version-mismatch",
                &[("address", address.into())],
            ),
            Trouble::Left => tr(lang, "online-left"),
            Trouble::Lost => tr(lang, "online-connection-lost"),
            Trouble::NoConnection => tr(lang, "online-no-connection"),
        }
    }
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
                        eprintln!("online: no network runtime: {e}");
                        let _ = tx.send(LinkEvent::Down(Trouble::NoConnection));
                        return;
                    }
                };
                rt.block_on(async move {
                    let c = match Connection::open(&url, CONNECT_WITHIN).await {
                        Ok(c) => c,
                        Err(e) => {
                            let _ = tx.send(LinkEvent::Down(trouble_of(&e)));
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
                    let _ = tx.send(LinkEvent::Down(trouble_of(&why)));
                });
            });
        if let Err(e) = spawned {
            let (tx, inbox) = mpsc::channel();
            eprintln!("online: could not start the connection: {e}");
            let _ = tx.send(LinkEvent::Down(Trouble::NoConnection));
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

    /// A link to no host, for tests: what the sender sends arrives as the host's, and what the
    /// window sends comes out of the receiver.
    #[cfg(test)]
    pub(crate) fn stand_in() -> (
        Link,
        mpsc::Sender<LinkEvent>,
        tokio::sync::mpsc::UnboundedReceiver<ClientMsg>,
    ) {
        let (out, sent) = tokio::sync::mpsc::unbounded_channel();
        let (host, inbox) = mpsc::channel();
        let link = Link {
            out,
            inbox: std::sync::Mutex::new(inbox),
        };
        (link, host, sent)
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

/// What a connection error means for people: host not found, version mismatch, connection lost.
pub fn trouble_of(e: &ClientError) -> Trouble {
    if e.host_not_found() {
        Trouble::HostNotFound
    } else if e.version_refused() {
        Trouble::VersionMismatch
    } else if matches!(e, ClientError::ClosedHere) {
        Trouble::Left
    } else {
        Trouble::Lost
    }
}

/// `host` as a WebSocket address: `ws://` added when missing, the default port when none.
pub fn ws_url(host: &str) -> String {
    let h = host.trim();
    // a public host behind TLS keeps its scheme (and the proxy's own port, 443)
    if let Some(rest) = h
        .strip_prefix("wss://")
        .or_else(|| h.strip_prefix("https://"))
    {
        return format!("wss://{}", rest.trim_end_matches('/'));
    }
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
        assert_eq!(
            ws_url("wss://catan.example.org/"),
            "wss://catan.example.org"
        );
        assert_eq!(
            ws_url("https://catan.example.org"),
            "wss://catan.example.org"
        );
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
                assert_eq!(*why, Trouble::HostNotFound);
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
