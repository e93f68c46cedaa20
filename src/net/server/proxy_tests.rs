use super::*;
use tokio::io::AsyncWriteExt;

/// A version-2 header: `ver_cmd` (0x21 PROXY, 0x20 LOCAL), `family`, then `body`.
fn header(ver_cmd: u8, family: u8, body: &[u8]) -> Vec<u8> {
    let mut h = SIGNATURE.to_vec();
    h.push(ver_cmd);
    h.push(family);
    h.extend_from_slice(&(body.len() as u16).to_be_bytes());
    h.extend_from_slice(body);
    h
}

/// The body of a TCP over IPv4 header from `src:sport` to 127.0.0.1:7373.
fn v4_body(src: [u8; 4], sport: u16) -> Vec<u8> {
    let mut b = src.to_vec();
    b.extend_from_slice(&[127, 0, 0, 1]);
    b.extend_from_slice(&sport.to_be_bytes());
    b.extend_from_slice(&7373u16.to_be_bytes());
    b
}

#[test]
fn a_v4_header_names_its_client_and_its_length() {
    let h = header(0x21, 0x11, &v4_body([10, 1, 2, 3], 5555));
    let (addr, len) = parse(&h).unwrap();
    assert_eq!(addr, Some("10.1.2.3:5555".parse().unwrap()));
    assert_eq!(len, 28);
    // the client's first bytes after it are not part of the header
    let mut more = h.clone();
    more.extend_from_slice(b"GET / HTTP/1.1\r\n");
    assert_eq!(parse(&more).unwrap(), (addr, 28));
}

#[test]
fn a_v6_header_names_its_client_and_tlvs_after_the_addresses_are_skipped() {
    let src: Ipv6Addr = "2001:db8::7".parse().unwrap();
    let mut body = src.octets().to_vec();
    body.extend_from_slice(&Ipv6Addr::LOCALHOST.octets());
    body.extend_from_slice(&40000u16.to_be_bytes());
    body.extend_from_slice(&7373u16.to_be_bytes());
    // a TLV (type 0x04 NOOP, length 3)
    body.extend_from_slice(&[0x04, 0, 3, 1, 2, 3]);
    let h = header(0x21, 0x21, &body);
    let (addr, len) = parse(&h).unwrap();
    assert_eq!(addr, Some(SocketAddr::new(IpAddr::V6(src), 40000)));
    assert_eq!(len, 16 + 36 + 6);
}

#[test]
fn local_and_unspecified_headers_leave_the_connections_own_address() {
    // LOCAL (a health check): whatever follows is ignored
    let h = header(0x20, 0x11, &v4_body([10, 0, 0, 9], 1));
    assert_eq!(parse(&h).unwrap(), (None, 28));
    assert_eq!(parse(&header(0x20, 0x00, &[])).unwrap(), (None, 16));
    // PROXY with an unspecified family
    assert_eq!(parse(&header(0x21, 0x00, &[])).unwrap(), (None, 16));
}

#[test]
fn truncated_headers_are_refused() {
    let h = header(0x21, 0x11, &v4_body([10, 1, 2, 3], 5555));
    for cut in 0..h.len() {
        assert_eq!(parse(&h[..cut]), Err(ProxyError::Truncated), "cut at {cut}");
    }
    // the length says 4 bytes: too few for two IPv4 addresses and ports
    let short = header(0x21, 0x11, &[10, 1, 2, 3]);
    assert_eq!(parse(&short), Err(ProxyError::Truncated));
    let short6 = header(0x21, 0x21, &[0; 20]);
    assert_eq!(parse(&short6), Err(ProxyError::Truncated));
}

#[test]
fn garbage_is_refused() {
    let body = v4_body([10, 1, 2, 3], 5555);
    assert_eq!(
        parse(b"GET / HTTP/1.1\r\nHost: x\r\n\r\n"),
        Err(ProxyError::NotVersion2)
    );
    assert_eq!(
        parse(b"PROXY TCP4 10.1.2.3 127.0.0.1 5555 7373\r\n"),
        Err(ProxyError::NotVersion2)
    );
    let mut bad_sig = header(0x21, 0x11, &body);
    bad_sig[11] = b'X';
    assert_eq!(parse(&bad_sig), Err(ProxyError::NotVersion2));
    assert_eq!(
        parse(&header(0x11, 0x11, &body)),
        Err(ProxyError::Version(1))
    );
    assert_eq!(
        parse(&header(0x22, 0x11, &body)),
        Err(ProxyError::Command(2))
    );
    assert_eq!(
        parse(&header(0x21, 0x41, &body)),
        Err(ProxyError::Family(0x41))
    );
    assert_eq!(
        parse(&header(0x21, 0x13, &body)),
        Err(ProxyError::Family(0x13))
    );
    let long = header(0x21, 0x11, &vec![0; MAX_REST + 1]);
    assert_eq!(parse(&long), Err(ProxyError::TooLong(MAX_REST + 1)));
}

/// `client_address` of a connection whose client first writes `bytes`, the host trusting
/// `trusted`; and what the host reads after it.
fn over_loopback(bytes: Vec<u8>, trusted: &[IpAddr]) -> (Result<IpAddr, ProxyError>, Vec<u8>) {
    let rt = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .unwrap();
    rt.block_on(async {
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let at = listener.local_addr().unwrap();
        let client = tokio::spawn(async move {
            let mut s = TcpStream::connect(at).await.unwrap();
            s.write_all(&bytes).await.unwrap();
            s.shutdown().await.unwrap();
        });
        let (mut stream, peer) = listener.accept().await.unwrap();
        let within = std::time::Duration::from_secs(10);
        let got = tokio::time::timeout(within, client_address(&mut stream, peer, trusted))
            .await
            .unwrap();
        let mut after = Vec::new();
        let _ = tokio::time::timeout(within, stream.read_to_end(&mut after)).await;
        client.await.unwrap();
        (got, after)
    })
}

#[test]
fn only_a_trusted_proxys_header_is_taken_and_the_handshake_after_it_is_left() {
    let loopback = IpAddr::V4(Ipv4Addr::LOCALHOST);
    let mut bytes = header(0x21, 0x11, &v4_body([10, 1, 2, 3], 5555));
    bytes.extend_from_slice(b"GET /");
    let (got, after) = over_loopback(bytes.clone(), &[loopback]);
    assert_eq!(got, Ok("10.1.2.3".parse().unwrap()));
    assert_eq!(after, b"GET /");
    // the same header from a peer that is not trusted
    let other: IpAddr = "127.0.0.9".parse().unwrap();
    let (got, _) = over_loopback(bytes, &[other]);
    assert_eq!(got, Err(ProxyError::Untrusted(loopback)));
    // a version-1 line from a trusted proxy, the handshake after it left; from anyone else
    // refused
    let mut v1 = b"PROXY TCP4 10.1.2.3 127.0.0.1 5555 7373\r\n".to_vec();
    v1.extend_from_slice(b"GET /");
    let (got, after) = over_loopback(v1.clone(), &[loopback]);
    assert_eq!(got, Ok("10.1.2.3".parse().unwrap()));
    assert_eq!(after, b"GET /");
    assert_eq!(
        over_loopback(v1, &[other]).0,
        Err(ProxyError::Untrusted(loopback))
    );
    // a line without its end, or longer than the protocol allows
    let endless = b"PROXY TCP4 10.1.2.3".to_vec();
    assert_eq!(
        over_loopback(endless, &[loopback]).0,
        Err(ProxyError::Closed)
    );
    let mut long = b"PROXY UNKNOWN ".to_vec();
    long.extend(std::iter::repeat_n(b'x', V1_MAX));
    long.extend_from_slice(b"\r\n");
    assert_eq!(over_loopback(long, &[loopback]).0, Err(ProxyError::BadLine));
    // no header: the peer's own address, and nothing read
    let (got, after) = over_loopback(b"GET /".to_vec(), &[loopback]);
    assert_eq!((got, after.as_slice()), (Ok(loopback), &b"GET /"[..]));
    // a header cut short by the connection's end
    let cut = header(0x21, 0x11, &v4_body([10, 1, 2, 3], 5555))[..20].to_vec();
    assert_eq!(over_loopback(cut, &[loopback]).0, Err(ProxyError::Closed));
}

#[test]
fn a_v1_line_names_its_client_and_its_length() {
    let line = b"PROXY TCP4 10.1.2.3 127.0.0.1 5555 7373\r\nGET /";
    assert_eq!(
        parse_v1(line).unwrap(),
        (Some("10.1.2.3:5555".parse().unwrap()), 41)
    );
    let v6 = b"PROXY TCP6 2001:db8::7 ::1 40000 7373\r\n";
    assert_eq!(
        parse_v1(v6).unwrap(),
        (Some("[2001:db8::7]:40000".parse().unwrap()), v6.len())
    );
    // UNKNOWN: the connection's own peer counts, whatever follows on the line
    assert_eq!(parse_v1(b"PROXY UNKNOWN\r\n").unwrap(), (None, 15));
    assert_eq!(
        parse_v1(b"PROXY UNKNOWN ffff:f::1 ffff:f::2 1 2\r\n")
            .unwrap()
            .0,
        None
    );
}

#[test]
fn malformed_v1_lines_are_refused() {
    for bad in [
        &b"PROXY TCP4 10.1.2.3 127.0.0.1 5555\r\n"[..],
        b"PROXY TCP4 10.1.2.3 127.0.0.1 5555 7373 9\r\n",
        b"PROXY TCP4 2001:db8::7 127.0.0.1 5555 7373\r\n",
        b"PROXY TCP6 10.1.2.3 ::1 5555 7373\r\n",
        b"PROXY TCP4 10.1.2 127.0.0.1 5555 7373\r\n",
        b"PROXY TCP4 10.1.2.3 127.0.0.1 70000 7373\r\n",
        b"PROXY TCP4  10.1.2.3 127.0.0.1 5555 7373\r\n",
        b"PROXY UDP4 10.1.2.3 127.0.0.1 5555 7373\r\n",
        b"PROXY \xff\r\n",
    ] {
        assert_eq!(
            parse_v1(bad),
            Err(ProxyError::BadLine),
            "{}",
            String::from_utf8_lossy(bad)
        );
    }
    assert_eq!(parse_v1(b"PROXY TCP4 10.1.2.3"), Err(ProxyError::Truncated));
    assert_eq!(
        parse_v1(b"GET / HTTP/1.1\r\n"),
        Err(ProxyError::NotVersion2)
    );
    let mut long = b"PROXY UNKNOWN ".to_vec();
    long.extend(std::iter::repeat_n(b'x', V1_MAX));
    assert_eq!(parse_v1(&long), Err(ProxyError::BadLine));
}
