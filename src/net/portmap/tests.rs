//! Tests of the router's port mapping against the stand-in gateway (`stand_in.rs`).

use super::stand_in::{Answer, Gateway};
use super::*;
use std::net::UdpSocket;
use std::time::Instant;

#[test]
fn the_router_maps_the_port_and_removes_it_when_the_room_closes() {
    let gw = Gateway::start("203.0.113.7", Answer::Map);
    let local: SocketAddr = "127.0.0.1:7373".parse().unwrap();
    let m = open(local, &gw.router()).expect("mapped");
    assert_eq!(m.public, "203.0.113.7:7373".parse().unwrap());
    assert_eq!(gw.actions(), ["GetExternalIPAddress", "AddPortMapping"]);
    let add = gw.asked.lock().unwrap()[1].1.clone();
    for part in [
        "<NewExternalPort>7373</NewExternalPort>",
        "<NewInternalPort>7373</NewInternalPort>",
        "<NewInternalClient>127.0.0.1</NewInternalClient>",
        "<NewProtocol>TCP</NewProtocol>",
    ] {
        assert!(add.contains(part), "{part} in {add}");
    }
    m.close().expect("removed");
    assert_eq!(gw.actions().last().unwrap(), "DeletePortMapping");
    let del = gw.asked.lock().unwrap()[2].1.clone();
    assert!(
        del.contains("<NewExternalPort>7373</NewExternalPort>"),
        "{del}"
    );
}

#[test]
fn a_refusal_is_named_with_the_routers_code() {
    let gw = Gateway::start("203.0.113.7", Answer::Refuse(718));
    let local: SocketAddr = "127.0.0.1:7400".parse().unwrap();
    let e = open(local, &gw.router()).unwrap_err();
    assert_eq!(
        e,
        MapError::Refused {
            port: 7400,
            code: Some(718)
        }
    );
}

#[test]
fn a_router_behind_the_providers_own_is_told_apart() {
    let gw = Gateway::start("100.64.12.34", Answer::Map);
    let local: SocketAddr = "127.0.0.1:7373".parse().unwrap();
    let e = open(local, &gw.router()).unwrap_err();
    assert_eq!(e, MapError::BehindAnother("100.64.12.34".parse().unwrap()));
    assert!(!gw.actions().contains(&"AddPortMapping".to_string()));
}

#[test]
fn no_router_answering_is_said_within_the_timeout() {
    // a socket that never answers
    let silent = UdpSocket::bind("127.0.0.1:0").unwrap();
    let router = Router {
        search: silent.local_addr().unwrap(),
        timeout: Duration::from_millis(300),
    };
    let t = Instant::now();
    let e = open("127.0.0.1:7373".parse().unwrap(), &router).unwrap_err();
    assert_eq!(e, MapError::NoRouter);
    assert!(t.elapsed() < Duration::from_secs(5), "{:?}", t.elapsed());
}

#[test]
fn private_and_shared_addresses_are_not_public() {
    for ip in [
        "10.0.0.1",
        "172.16.5.4",
        "192.168.1.1",
        "100.64.0.1",
        "127.0.0.1",
        "169.254.1.1",
        "fd00::1",
        "::1",
    ] {
        assert!(is_private(ip.parse().unwrap()), "{ip}");
    }
    for ip in ["203.0.113.7", "8.8.8.8", "100.128.0.1", "2001:db8::1"] {
        assert!(!is_private(ip.parse().unwrap()), "{ip}");
    }
}
