//! Tests of invitations.

use super::*;

#[test]
fn a_direct_hosts_link_reads_and_writes_back_the_same() {
    let i = Invite::parse("catan://192.168.1.20:7373/room/K7QX2M").unwrap();
    assert_eq!(i.server, "ws://192.168.1.20:7373");
    assert_eq!(i.room, "K7QX2M");
    assert_eq!(i.url(), "ws://192.168.1.20:7373/room/K7QX2M");
    assert_eq!(i.link(), "catan://192.168.1.20:7373/room/K7QX2M");
    assert_eq!(Invite::parse(&i.link()).unwrap(), i);
}

#[test]
fn links_as_people_paste_them() {
    // any case, spaces and a trailing slash, no port (the default), a query string
    let i = Invite::parse("  CATAN://example.org/room/k7qx2m/ ").unwrap();
    assert_eq!(i.url(), "ws://example.org:7373/room/K7QX2M");
    let i = Invite::parse("catan://[::1]:9000/room/K7QX2M?from=chat").unwrap();
    assert_eq!(i.server, "ws://[::1]:9000");
    assert_eq!(i.link(), "catan://[::1]:9000/room/K7QX2M");
    // the proxy's forms stay as they are (the proxy routes by the code's first letter)
    let i = Invite::parse("wss://catan.example.org/room/B7QX2M").unwrap();
    assert_eq!(i.server, "wss://catan.example.org");
    assert_eq!(i.link(), "wss://catan.example.org/room/B7QX2M");
    let i = Invite::parse("https://example.org/games/room/B7QX2M").unwrap();
    assert_eq!(i.url(), "wss://example.org/games/room/B7QX2M");
    assert_eq!(i.link(), i.url());
    let i = Invite::parse("ws://127.0.0.1:8080/room/A23456").unwrap();
    assert_eq!(i.link(), "catan://127.0.0.1:8080/room/A23456");
}

#[test]
fn what_is_wrong_with_a_link_is_named() {
    use InviteError::*;
    let cases: [(&str, InviteError); 9] = [
        ("", Empty),
        ("   ", Empty),
        ("192.168.1.20:7373", Scheme("192.168.1.20".into())),
        ("ftp://h/room/K7QX2M", Scheme("ftp://".into())),
        ("catan://h:7373", NoRoom),
        ("catan://h:7373/room/K7QX", Code("K7QX".into())),
        ("catan://h:7373/room/K0QX2M", Code("K0QX2M".into())),
        ("catan://h:99999/room/K7QX2M", Port("99999".into())),
        ("catan://:7373/room/K7QX2M", NoHost),
    ];
    for (text, want) in cases {
        assert_eq!(Invite::parse(text), Err(want), "{text:?}");
    }
    assert!(Invite::looks_like_link("catan://h/room/K7QX2M"));
    assert!(!Invite::looks_like_link("192.168.1.20"));
}

#[test]
fn an_invitation_is_made_from_an_address_and_a_code() {
    let i = Invite::new("192.168.1.20:7400", "k7qx2m").unwrap();
    assert_eq!(i.link(), "catan://192.168.1.20:7400/room/K7QX2M");
    let i = Invite::new("ws://example.org:9000/", "K7QX2M").unwrap();
    assert_eq!(i.link(), "catan://example.org:9000/room/K7QX2M");
    let i = Invite::new("wss://catan.example.org", "B7QX2M").unwrap();
    assert_eq!(i.link(), "wss://catan.example.org/room/B7QX2M");
    assert_eq!(
        Invite::new("h:7373", "nope"),
        Err(InviteError::Code("nope".into()))
    );
}
