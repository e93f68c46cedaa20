//! "Host a game": the protocol's server (`crate::net::server`) run inside the app, on a thread
//! of its own, saving its rooms in the data folder (an app restart reopens them).

use super::error::OnlineError;
use crate::net::portmap::{self, MapError, Mapping, Router};
use crate::net::server::{ServerConfig, serve};
use std::net::SocketAddr;
use std::path::PathBuf;
use std::sync::{Arc, Mutex};
use std::time::Duration;

/// The server this app runs; it stops when dropped (or when the app ends), and the port its
/// router opened is closed again.
pub struct Hosted {
    pub addr: SocketAddr,
    stop: Option<tokio::sync::oneshot::Sender<()>>,
    reach: Arc<Mutex<Reaching>>,
}

/// Who can reach a hosted game: what the home router said.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Reach {
    /// It listens on this machine only (loopback): nobody else is expected.
    ThisMachine,
    /// The router is being asked to open the port.
    Asking,
    /// The router forwards this public address to the game: friends anywhere can join.
    Public(SocketAddr),
    /// The router did not open the port: friends on this network can join; the reason says the
    /// way out for the others.
    LocalNetwork(MapError),
    /// Not asked (`CATAN_UPNP=off`).
    NotAsked,
}

/// The reach, and the mapping to remove when the game's server stops.
struct Reaching {
    reach: Reach,
    mapping: Option<Mapping>,
    stopped: bool,
}

impl Hosted {
    /// Who can reach the game now.
    pub fn reach(&self) -> Reach {
        self.reach
            .lock()
            .map(|r| r.reach.clone())
            .unwrap_or(Reach::NotAsked)
    }
}

impl Drop for Hosted {
    fn drop(&mut self) {
        if let Some(s) = self.stop.take() {
            let _ = s.send(());
        }
        let mapping = self.reach.lock().ok().and_then(|mut r| {
            r.stopped = true;
            r.mapping.take()
        });
        if let Some(m) = mapping {
            close_in_time(m);
        }
    }
}

/// Remove a mapping, waiting at most a few seconds (the app may be closing).
fn close_in_time(m: Mapping) {
    let (done, wait) = std::sync::mpsc::channel();
    let spawned = std::thread::Builder::new()
        .name("catan-upnp-close".into())
        .spawn(move || {
            let _ = m.close();
            let _ = done.send(());
        });
    if spawned.is_ok() {
        let _ = wait.recv_timeout(Duration::from_secs(3));
    }
}

/// Where to ask for the router: `CATAN_UPNP=off` asks nobody, `CATAN_UPNP=ADDR:PORT` asks a
/// router there (a stand-in in tests), otherwise the standard search.
fn router_from_env() -> Option<Router> {
    match std::env::var("CATAN_UPNP") {
        Ok(v) if v.trim().eq_ignore_ascii_case("off") => None,
        Ok(v) => match v.trim().parse::<SocketAddr>() {
            Ok(search) => Some(Router {
                search,
                ..Router::default()
            }),
            Err(_) => Some(Router::default()),
        },
        Err(_) => Some(Router::default()),
    }
}

/// Ask the router (on a thread of its own) to forward the game's port to this machine; a
/// server stopped meanwhile has its mapping removed at once.
fn ask_router(addr: SocketAddr, router: Option<Router>) -> Arc<Mutex<Reaching>> {
    let first = match (&router, addr.ip().is_loopback()) {
        (Some(_), _) => Reach::Asking,
        (None, true) => Reach::ThisMachine,
        (None, false) => Reach::NotAsked,
    };
    let reach = Arc::new(Mutex::new(Reaching {
        reach: first,
        mapping: None,
        stopped: false,
    }));
    let Some(router) = router else {
        return reach;
    };
    let shared = reach.clone();
    let ask = move || {
        let lan = lan_address().unwrap_or(std::net::Ipv4Addr::LOCALHOST.into());
        let answer = portmap::open(SocketAddr::new(lan, addr.port()), &router);
        let Ok(mut r) = shared.lock() else {
            return;
        };
        match answer {
            Ok(m) if r.stopped => {
                drop(r);
                let _ = m.close();
            }
            Ok(m) => {
                r.reach = Reach::Public(m.public);
                r.mapping = Some(m);
            }
            Err(e) => r.reach = Reach::LocalNetwork(e),
        }
    };
    if std::thread::Builder::new()
        .name("catan-upnp".into())
        .spawn(ask)
        .is_err()
        && let Ok(mut r) = reach.lock()
    {
        r.reach = Reach::LocalNetwork(MapError::NoRouter);
    }
    reach
}

/// Listen on `bind` (`0.0.0.0:7373` lets the local network in — and the internet, when the
/// router agrees to open the port; `127.0.0.1:0` only this machine, any free port) and serve
/// rooms saved under `dir`.
pub fn start(bind: &str, dir: PathBuf) -> Result<Hosted, OnlineError> {
    serve_and_ask(bind, dir, |addr| {
        (!addr.ip().is_loopback()).then(router_from_env).flatten()
    })
}

/// The server on `bind`, and the router `router_for` names for its address asked to open it.
fn serve_and_ask(
    bind: &str,
    dir: PathBuf,
    router_for: impl FnOnce(SocketAddr) -> Option<Router>,
) -> Result<Hosted, OnlineError> {
    let cannot_listen = |source| OnlineError::Listen {
        bind: bind.into(),
        source,
    };
    let listener = std::net::TcpListener::bind(bind).map_err(cannot_listen)?;
    listener.set_nonblocking(true).map_err(cannot_listen)?;
    let addr = listener.local_addr().map_err(cannot_listen)?;
    let (stop, stopped) = tokio::sync::oneshot::channel::<()>();
    let config = ServerConfig {
        data_dir: Some(dir.join("rooms")),
        // the boards the menu lists: a board file chosen there is found by its name
        boards_dir: Some(crate::files::shipped_boards_dir()),
        own_boards_dir: Some(crate::files::own_boards_dir(&dir)),
        ..ServerConfig::default()
    };
    std::thread::Builder::new()
        .name("catan-host".into())
        .spawn(move || {
            let Ok(rt) = tokio::runtime::Builder::new_multi_thread()
                .worker_threads(2)
                .enable_all()
                .build()
            else {
                return;
            };
            rt.block_on(async move {
                let Ok(listener) = tokio::net::TcpListener::from_std(listener) else {
                    return;
                };
                let _ = serve(listener, config, async {
                    let _ = stopped.await;
                })
                .await;
            });
        })
        .map_err(OnlineError::StartHost)?;
    Ok(Hosted {
        addr,
        stop: Some(stop),
        reach: ask_router(addr, router_for(addr)),
    })
}

/// This machine's address on the local network, as friends would type it (the interface a
/// packet to the internet would leave by; nothing is sent).
pub fn lan_address() -> Option<std::net::IpAddr> {
    let s = std::net::UdpSocket::bind("0.0.0.0:0").ok()?;
    s.connect("192.0.2.1:9").ok()?;
    s.local_addr()
        .ok()
        .map(|a| a.ip())
        .filter(|ip| !ip.is_unspecified())
}

#[cfg(test)]
mod tests;
