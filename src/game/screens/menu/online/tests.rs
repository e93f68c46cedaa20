//! Tests of the menu's online form.

use super::typed_port;

/// The port is typed as text: a number a game may listen on is taken, anything else is not
/// (the field then says what it wants).
#[test]
fn a_typed_port_is_taken_when_a_game_may_use_it() {
    assert_eq!(typed_port("7878"), Some(7878));
    assert_eq!(typed_port(" 65535 "), Some(65535));
    assert_eq!(typed_port("1024"), Some(1024));
    for bad in ["", "80", "1023", "65536", "78a8", "-1", "7 878"] {
        assert_eq!(typed_port(bad), None, "{bad:?}");
    }
}

/// The hosts joined or hosted on are remembered, the latest first, each once, at most six;
/// a blank one is not.
#[test]
fn recent_hosts_are_remembered_latest_first() {
    use crate::game::online::{OnlinePrefs, RECENT_HOSTS};
    let mut p = OnlinePrefs::default();
    p.remember_host("  ");
    assert!(p.recent_hosts.is_empty());
    for h in ["a:1", "b:2", "a:1", " c:3 "] {
        p.remember_host(h);
    }
    assert_eq!(p.recent_hosts, ["c:3", "a:1", "b:2"]);
    for k in 0..10 {
        p.remember_host(&format!("h{k}:7373"));
    }
    assert_eq!(p.recent_hosts.len(), RECENT_HOSTS);
    assert_eq!(p.recent_hosts[0], "h9:7373");
}
