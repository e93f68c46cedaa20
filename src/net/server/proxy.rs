//! HAProxy's PROXY protocol, version 2 (`send-proxy-v2`: a binary header) and version 1
//! (`send-proxy`: a line of text): the header a proxy writes before a client's first byte,
//! naming the client's address, so a host's per-address limits count clients, not the proxy. A
//! header is taken only from the host's trusted proxies (`catan serve --trusted-proxy`); a
//! connection from anyone else that starts with one is closed. A trusted proxy's connection
//! without a header counts as the proxy's own address.

use std::fmt;
use std::net::{IpAddr, Ipv4Addr, Ipv6Addr, SocketAddr};
use tokio::io::AsyncReadExt;
use tokio::net::TcpStream;

/// The twelve bytes every version-2 header starts with.
pub(crate) const SIGNATURE: [u8; 12] = *b"\r\n\r\n\0\r\nQUIT\n";
/// The fixed part: the signature, version and command, family, and the length of the rest.
const FIXED: usize = 16;
/// The most bytes after the fixed part taken (the addresses and TLVs of a real proxy are far
/// fewer): a longer header is refused, never read.
pub(crate) const MAX_REST: usize = 1024;
/// The longest version-1 line, its "\r\n" included (the protocol's own bound).
pub(crate) const V1_MAX: usize = 107;

/// Why a PROXY header was refused (the connection is closed).
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum ProxyError {
    /// A header from an address that is not a trusted proxy.
    Untrusted(IpAddr),
    /// The signature is wrong (neither version 2's nor version 1's "PROXY ").
    NotVersion2,
    /// A version-1 line that is not `PROXY TCP4|TCP6 SRC DST SPORT DPORT` nor
    /// `PROXY UNKNOWN …`, or longer than [`V1_MAX`].
    BadLine,
    /// The version nibble is not 2.
    Version(u8),
    /// A command other than LOCAL (0) and PROXY (1).
    Command(u8),
    /// An address family or transport not known.
    Family(u8),
    /// The header says more follows than [`MAX_REST`].
    TooLong(usize),
    /// The bytes end before the header does, or the addresses do not fit its length.
    Truncated,
    /// The connection closed or failed while the header was read.
    Closed,
}

impl fmt::Display for ProxyError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ProxyError::Untrusted(ip) => write!(
                f,
                "a PROXY header from {ip}, which is not a trusted proxy (--trusted-proxy)"
            ),
            ProxyError::NotVersion2 => write!(f, "not a PROXY protocol header"),
            ProxyError::BadLine => write!(f, "a malformed PROXY protocol version 1 line"),
            ProxyError::Version(v) => write!(f, "PROXY protocol version {v}, not 2"),
            ProxyError::Command(c) => write!(f, "PROXY command {c} (known: LOCAL, PROXY)"),
            ProxyError::Family(b) => write!(f, "PROXY address family {b:#04x} not known"),
            ProxyError::TooLong(n) => write!(f, "a PROXY header of {n} bytes (at most {MAX_REST})"),
            ProxyError::Truncated => write!(f, "a truncated PROXY header"),
            ProxyError::Closed => write!(f, "the connection ended within its PROXY header"),
        }
    }
}

/// A whole header in `bytes`: the client's address it names (`None`: the connection's own
/// peer counts — the LOCAL command of a proxy's health check, or an unspecified or local
/// family) and the header's length.
pub(crate) fn parse(bytes: &[u8]) -> Result<(Option<SocketAddr>, usize), ProxyError> {
    let rest = rest_len(bytes)?;
    let body = bytes
        .get(FIXED..FIXED + rest)
        .ok_or(ProxyError::Truncated)?;
    let addr = source(bytes[12], bytes[13], body)?;
    Ok((addr, FIXED + rest))
}

/// From the fixed part (at least its 16 bytes): how many bytes follow it.
fn rest_len(bytes: &[u8]) -> Result<usize, ProxyError> {
    if bytes.len() >= 12 && bytes[..12] != SIGNATURE {
        return Err(ProxyError::NotVersion2);
    }
    let fixed = bytes.get(..FIXED).ok_or(ProxyError::Truncated)?;
    if fixed[..12] != SIGNATURE {
        return Err(ProxyError::NotVersion2);
    }
    let rest = u16::from_be_bytes([fixed[14], fixed[15]]) as usize;
    if rest > MAX_REST {
        return Err(ProxyError::TooLong(rest));
    }
    Ok(rest)
}

/// The source address of a header of `ver_cmd` and `family` with `body` after its fixed part.
fn source(ver_cmd: u8, family: u8, body: &[u8]) -> Result<Option<SocketAddr>, ProxyError> {
    if ver_cmd >> 4 != 2 {
        return Err(ProxyError::Version(ver_cmd >> 4));
    }
    match ver_cmd & 0x0f {
        // LOCAL: the proxy speaks for itself (a health check); what follows is ignored
        0 => return Ok(None),
        1 => {}
        c => return Err(ProxyError::Command(c)),
    }
    let port = |b: &[u8]| u16::from_be_bytes([b[0], b[1]]);
    // the high nibble: the address family; the low: the transport (1 stream, 2 datagram)
    match (family >> 4, family & 0x0f) {
        (0, 0) => Ok(None),
        (1, 1 | 2) => {
            let a = body.get(..12).ok_or(ProxyError::Truncated)?;
            let ip = Ipv4Addr::new(a[0], a[1], a[2], a[3]);
            Ok(Some(SocketAddr::new(IpAddr::V4(ip), port(&a[8..10]))))
        }
        (2, 1 | 2) => {
            let a = body.get(..36).ok_or(ProxyError::Truncated)?;
            let octets: [u8; 16] = a[..16].try_into().map_err(|_| ProxyError::Truncated)?;
            let ip = Ipv6Addr::from(octets);
            Ok(Some(SocketAddr::new(IpAddr::V6(ip), port(&a[32..34]))))
        }
        // a local (unix) socket's path names no client address
        (3, 1 | 2) => Ok(None),
        _ => Err(ProxyError::Family(family)),
    }
}

/// A whole version-1 line in `bytes` ("PROXY TCP4 10.1.2.3 127.0.0.1 5555 7373\r\n"): the
/// client's address it names (`None` for `UNKNOWN`: the connection's own peer counts) and the
/// line's length.
pub(crate) fn parse_v1(bytes: &[u8]) -> Result<(Option<SocketAddr>, usize), ProxyError> {
    if !bytes.starts_with(b"PROXY ") && !b"PROXY ".starts_with(bytes) {
        return Err(ProxyError::NotVersion2);
    }
    let within = &bytes[..bytes.len().min(V1_MAX)];
    let Some(end) = within.windows(2).position(|w| w == b"\r\n") else {
        return Err(if bytes.len() >= V1_MAX {
            ProxyError::BadLine
        } else {
            ProxyError::Truncated
        });
    };
    let line = std::str::from_utf8(&bytes[..end]).map_err(|_| ProxyError::BadLine)?;
    let words: Vec<&str> = line.split(' ').collect();
    let addr = match words.as_slice() {
        ["PROXY", "UNKNOWN", ..] => None,
        ["PROXY", family @ ("TCP4" | "TCP6"), src, dst, sport, dport] => {
            let ip: IpAddr = src.parse().map_err(|_| ProxyError::BadLine)?;
            let to: IpAddr = dst.parse().map_err(|_| ProxyError::BadLine)?;
            let v4 = *family == "TCP4";
            if ip.is_ipv4() != v4 || to.is_ipv4() != v4 {
                return Err(ProxyError::BadLine);
            }
            let port = |p: &str| p.parse::<u16>().map_err(|_| ProxyError::BadLine);
            port(dport)?;
            Some(SocketAddr::new(ip, port(sport)?))
        }
        _ => return Err(ProxyError::BadLine),
    };
    Ok((addr, end + 2))
}

/// A version-1 line read from `stream` a byte at a time (nothing after it is read).
async fn read_v1(stream: &mut TcpStream) -> Result<Option<SocketAddr>, ProxyError> {
    let mut bytes = Vec::with_capacity(V1_MAX);
    while !bytes.ends_with(b"\r\n") {
        if bytes.len() >= V1_MAX {
            return Err(ProxyError::BadLine);
        }
        let b = stream.read_u8().await.map_err(|_| ProxyError::Closed)?;
        bytes.push(b);
    }
    parse_v1(&bytes).map(|(addr, _)| addr)
}

/// The address a connection from `peer` counts as: a trusted proxy's header names its client;
/// a header from anyone else is refused. Only the header's bytes are read; the rest (the
/// websocket handshake) stays for its reader.
pub(crate) async fn client_address(
    stream: &mut TcpStream,
    peer: SocketAddr,
    trusted: &[IpAddr],
) -> Result<IpAddr, ProxyError> {
    let peer_ip = peer.ip().to_canonical();
    let mut first = [0u8; 1];
    let n = stream
        .peek(&mut first)
        .await
        .map_err(|_| ProxyError::Closed)?;
    // a websocket handshake starts with "GET"; a header with "\r\n\r\n" (2) or "PROXY" (1)
    let header = n == 1 && (first[0] == b'\r' || first[0] == b'P');
    if !header {
        return Ok(peer_ip);
    }
    if !trusted.contains(&peer_ip) {
        return Err(ProxyError::Untrusted(peer_ip));
    }
    if first[0] == b'P' {
        let addr = read_v1(stream).await?;
        return Ok(addr.map_or(peer_ip, |a| a.ip().to_canonical()));
    }
    let mut bytes = vec![0u8; FIXED];
    stream
        .read_exact(&mut bytes)
        .await
        .map_err(|_| ProxyError::Closed)?;
    let rest = rest_len(&bytes)?;
    bytes.resize(FIXED + rest, 0);
    stream
        .read_exact(&mut bytes[FIXED..])
        .await
        .map_err(|_| ProxyError::Closed)?;
    let (addr, _) = parse(&bytes)?;
    Ok(addr.map_or(peer_ip, |a| a.ip().to_canonical()))
}

#[cfg(test)]
#[path = "proxy_tests.rs"]
mod tests;
