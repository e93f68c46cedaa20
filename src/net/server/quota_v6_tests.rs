//! An IPv6 client's rooms count against its /64 (one home's addresses), not the full address:
//! two addresses of one /64 share a count, an address of another /64 has its own; IPv4 (and
//! IPv4 written as IPv6) by the address itself.

use super::*;
use std::net::IpAddr;

fn v6(text: &str) -> IpAddr {
    text.parse().unwrap()
}

#[test]
fn an_ipv6_homes_addresses_share_one_count() {
    let mut by = CreatedFrom::default();
    let open = |_: &String| true;
    let (a, b) = (
        v6("2001:db8:1:2::1"),
        v6("2001:db8:1:2:aaaa:bbbb:cccc:dddd"),
    );
    let elsewhere = v6("2001:db8:1:3::1");
    by.add(a, "AAAAAA");
    by.add(b, "BBBBBB");
    by.add(elsewhere, "CCCCCC");
    assert_eq!(by.open_from(a, open), 2, "one /64: one home");
    assert_eq!(by.open_from(b, open), 2);
    assert_eq!(by.open_from(elsewhere, open), 1, "another /64 counts apart");
    // a finished game leaves the home's count, whichever of its addresses asked
    by.remove("AAAAAA");
    assert_eq!(by.open_from(b, open), 1);
    by.remove("BBBBBB");
    assert_eq!(by.open_from(a, open), 0);
    assert_eq!(
        by.by_ip.len(),
        1,
        "the home leaves the map with its last room"
    );
    // IPv4 by the address itself, written as IPv6 or not
    by.add(v6("10.0.0.1"), "DDDDDD");
    assert_eq!(by.open_from(v6("::ffff:10.0.0.1"), open), 1);
    assert_eq!(by.open_from(v6("10.0.0.2"), open), 0);
}

/// The quota itself: a host allowing two open rooms per address refuses a third asked from
/// another address of the same /64, and takes one from another /64.
#[test]
fn the_quota_refuses_a_third_room_from_one_home() {
    assert_eq!(
        quota_address(v6("2001:db8:1:2:ffff::9")),
        v6("2001:db8:1:2::")
    );
    let rt = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .unwrap();
    rt.block_on(async {
        let config = ServerConfig {
            rooms_per_address: 2,
            rooms_per_connection: 0,
            secret: Some(1),
            ..ServerConfig::default()
        };
        let hub = Arc::new(Hub {
            config: config.clone(),
            rooms: Mutex::new(HashMap::new()),
            next: AtomicU64::new(1),
            seed: 1,
            quotas: Arc::default(),
            thinking: Thinking::new(),
            listed: Default::default(),
            proxy_refusal_logged: Default::default(),
        });
        let asked = || super::handler::RoomAsked {
            seats: vec!["open".into(), "open".into()],
            board: Some("standard".into()),
            rules: None,
            seed: Some(1),
            replace_after_secs: None,
            public: false,
            watchers: true,
        };
        let mut created = 0;
        let mut create = |ip: &str| create_room_for(&hub, v6(ip), &mut created, asked(), 4);
        assert!(create("2001:db8:1:2::1").is_ok());
        assert!(create("2001:db8:1:2::2").is_ok());
        let third = create("2001:db8:1:2:9:9:9:9").unwrap_err();
        assert_eq!(third.0, ErrorCode::TooManyRooms, "{third:?}");
        assert!(create("2001:db8:1:3::1").is_ok(), "another home");
    });
}
