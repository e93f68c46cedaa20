//! "Host a game": the protocol's server (`crate::net::server`) run inside the app, on a thread
//! of its own, saving its rooms in the data folder (an app restart reopens them).

use crate::net::server::{ServerConfig, serve};
use std::net::SocketAddr;
use std::path::PathBuf;

/// The server this app runs; it stops when dropped (or when the app ends).
pub struct Hosted {
    pub addr: SocketAddr,
    stop: Option<tokio::sync::oneshot::Sender<()>>,
}

impl Drop for Hosted {
    fn drop(&mut self) {
        if let Some(s) = self.stop.take() {
            let _ = s.send(());
        }
    }
}

/// Listen on `bind` (`0.0.0.0:7373` lets the local network in; `127.0.0.1:0` only this
/// machine, any free port) and serve rooms saved under `dir`.
pub fn start(bind: &str, dir: PathBuf) -> Result<Hosted, String> {
    let listener =
        std::net::TcpListener::bind(bind).map_err(|e| format!("cannot listen on {bind}: {e}"))?;
    listener
        .set_nonblocking(true)
        .map_err(|e| format!("cannot listen on {bind}: {e}"))?;
    let addr = listener
        .local_addr()
        .map_err(|e| format!("cannot listen on {bind}: {e}"))?;
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
        .map_err(|e| format!("cannot start the host: {e}"))?;
    Ok(Hosted {
        addr,
        stop: Some(stop),
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
