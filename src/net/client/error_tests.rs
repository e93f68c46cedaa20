//! A client tells why a connection failed by the error's variant.

use super::*;

#[test]
fn nobody_listening_is_a_host_not_found_and_not_a_version_refusal() {
    let rt = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .unwrap();
    // a port just freed: nobody listens there
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port();
    let e = rt
        .block_on(Connection::open(
            &format!("ws://127.0.0.1:{port}"),
            Duration::from_secs(5),
        ))
        .err()
        .unwrap();
    assert!(e.host_not_found(), "{e}");
    assert!(e.dropped(), "{e}");
    assert!(!e.version_refused(), "{e}");
    let refused = ClientError::Refused {
        url: "ws://x".into(),
        code: ErrorCode::Version,
        message: "version 3 only".into(),
        detail: None,
    };
    assert!(refused.version_refused() && !refused.host_not_found() && !refused.dropped());
    assert!(!ClientError::ClosedHere.dropped());
}

/// A late hello is told by its typed detail, not by the host's words: the same words without
/// the detail (a host of an earlier build) are a version refused, and other words with it (a
/// host that rewords them) are a late hello.
#[test]
fn a_late_hello_is_told_by_its_detail_not_its_words() {
    let refused = |message: &str, detail| ClientError::Refused {
        url: "ws://x".into(),
        code: ErrorCode::Version,
        message: message.into(),
        detail,
    };
    let late = Some(crate::net::wire::ErrorDetail::HelloLate);
    assert!(refused("hello first, please", late).hello_late());
    assert!(!refused(HELLO_LATE, None).hello_late());
    assert!(refused(HELLO_LATE, None).version_refused());
    let other = Some(crate::net::wire::ErrorDetail::Other);
    assert!(!refused(HELLO_LATE, other).hello_late());
}
