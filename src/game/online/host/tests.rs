//! Tests of hosting from the window: the router asked to open the port (a stand-in router on
//! loopback; the servers listen on loopback too), its answer, the port closed when the game's
//! server stops.

use super::*;
use crate::net::portmap::stand_in::{Answer, Gateway};
use std::time::Instant;

/// Waits (bounded) until the hosted game's reach is no longer "asking".
fn settled(h: &Hosted) -> Reach {
    let until = Instant::now() + Duration::from_secs(20);
    while h.reach() == Reach::Asking && Instant::now() < until {
        std::thread::sleep(Duration::from_millis(20));
    }
    h.reach()
}

#[test]
fn a_game_hosted_for_the_network_has_its_port_opened_and_closed_again() {
    let gw = Gateway::start("203.0.113.7", Answer::Map);
    let dir = tempfile::tempdir().unwrap();
    let h = serve_and_ask("127.0.0.1:0", dir.path().to_path_buf(), |_| {
        Some(gw.router())
    })
    .unwrap();
    let port = h.addr.port();
    assert_eq!(
        settled(&h),
        Reach::Public(SocketAddr::new([203, 0, 113, 7].into(), port))
    );
    assert_eq!(gw.actions(), ["GetExternalIPAddress", "AddPortMapping"]);
    drop(h);
    assert_eq!(gw.actions().last().unwrap(), "DeletePortMapping");
    let removed = &gw.asked.lock().unwrap()[2].1;
    assert!(removed.contains(&format!("<NewExternalPort>{port}</NewExternalPort>")));
}

#[test]
fn a_refusing_router_leaves_the_game_to_the_local_network_with_its_reason() {
    let gw = Gateway::start("203.0.113.7", Answer::Refuse(718));
    let dir = tempfile::tempdir().unwrap();
    let h = serve_and_ask("127.0.0.1:0", dir.path().to_path_buf(), |_| {
        Some(gw.router())
    })
    .unwrap();
    let port = h.addr.port();
    assert_eq!(
        settled(&h),
        Reach::LocalNetwork(MapError::Refused {
            port,
            code: Some(718)
        })
    );
    drop(h);
    assert!(!gw.actions().contains(&"DeletePortMapping".to_string()));
}

#[test]
fn a_game_for_this_machine_only_asks_no_router() {
    // (a router that would answer, were it asked)
    let gw = Gateway::start("203.0.113.7", Answer::Map);
    let dir = tempfile::tempdir().unwrap();
    let h = start("127.0.0.1:0", dir.path().to_path_buf()).unwrap();
    assert_eq!(h.reach(), Reach::ThisMachine);
    std::thread::sleep(Duration::from_millis(200));
    assert!(gw.actions().is_empty());
}
