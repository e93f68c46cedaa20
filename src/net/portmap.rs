//! Asking the home router to let friends in: a TCP port mapping through UPnP IGD (the
//! `igd-next` crate), for a game hosted on a machine behind a router.
//!
//! [`open`] finds the router (an SSDP search), asks its public address and maps the public port
//! to this machine's; [`Mapping::close`] removes the mapping. Everything here blocks (each step
//! bounded by [`Router::timeout`]): the window runs it on a thread of its own. What went wrong is
//! a [`MapError`], one variant per way out the person has.

use igd_next::{PortMappingProtocol, SearchOptions};
use std::net::{IpAddr, Ipv4Addr, SocketAddr};
use std::time::Duration;

/// Where to look for the router, and how long to wait for each answer.
#[derive(Clone, Debug)]
pub struct Router {
    /// The SSDP search's address: the standard multicast group, or a stand-in gateway's.
    pub search: SocketAddr,
    pub timeout: Duration,
}

impl Default for Router {
    fn default() -> Self {
        Router {
            search: SocketAddr::new(Ipv4Addr::new(239, 255, 255, 250).into(), 1900),
            timeout: Duration::from_secs(4),
        }
    }
}

/// Why the router did not open the port.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum MapError {
    /// No router answered the search (UPnP switched off, or none on this network).
    #[error("no router answered (UPnP is off in its settings, or there is none)")]
    NoRouter,
    /// The router answered but refused the mapping (its UPnP error code, if it gave one).
    #[error("the router refused to open port {port} (error {code:?})")]
    Refused { port: u16, code: Option<u16> },
    /// The router did not tell its public address.
    #[error("the router did not tell its public address")]
    NoPublicAddress,
    /// The router's own public address is a private one: another router (the provider's) stands
    /// between it and the internet, and no mapping here lets friends in.
    #[error(
        "the router's public address {0} is itself private (the provider's network is between it and the internet)"
    )]
    BehindAnother(IpAddr),
}

/// A port the router forwards to this machine; [`Mapping::close`] removes it.
#[derive(Debug)]
pub struct Mapping {
    gateway: igd_next::Gateway,
    /// The address friends on the internet connect to.
    pub public: SocketAddr,
}

/// How the mapping is described in the router's list.
const DESCRIPTION: &str = "Catan (a hosted game)";

/// Map the public port `local.port()` to `local` (this machine's address on the local network and
/// the game's port) for TCP, after finding the router and its public address.
pub fn open(local: SocketAddr, router: &Router) -> Result<Mapping, MapError> {
    let bind_ip: IpAddr = if router.search.ip().is_loopback() {
        Ipv4Addr::LOCALHOST.into()
    } else {
        Ipv4Addr::UNSPECIFIED.into()
    };
    let mut options = SearchOptions::default();
    options.bind_addr = SocketAddr::new(bind_ip, 0);
    options.broadcast_address = router.search;
    options.timeout = Some(router.timeout);
    options.single_search_timeout = Some(router.timeout);
    if router.search.ip().is_loopback() {
        // a stand-in gateway on this machine (tests): loopback is trusted only when asked
        options.allowed_gateway_ips = vec![router.search.ip()];
    }
    let gateway = igd_next::search_gateway(options).map_err(|_| MapError::NoRouter)?;
    let public_ip = gateway
        .get_external_ip()
        .map_err(|_| MapError::NoPublicAddress)?;
    if is_private(public_ip) {
        return Err(MapError::BehindAnother(public_ip));
    }
    let port = local.port();
    gateway
        .add_port(PortMappingProtocol::TCP, port, local, 0, DESCRIPTION)
        .map_err(|e| MapError::Refused {
            port,
            code: refusal_code(&e),
        })?;
    Ok(Mapping {
        gateway,
        public: SocketAddr::new(public_ip, port),
    })
}

impl Mapping {
    /// Remove the mapping from the router.
    pub fn close(&self) -> Result<(), MapError> {
        let port = self.public.port();
        self.gateway
            .remove_port(PortMappingProtocol::TCP, port)
            .map_err(|_| MapError::Refused { port, code: None })
    }
}

/// The UPnP error code of a refusal (718: the port is mapped to another machine; 725: only
/// permanent leases; 606: not authorised), when the router gave one.
fn refusal_code(e: &igd_next::AddPortError) -> Option<u16> {
    use igd_next::AddPortError as E;
    match e {
        E::PortInUse => Some(718),
        E::OnlyPermanentLeasesSupported => Some(725),
        E::ActionNotAuthorized => Some(606),
        E::RequestError(igd_next::RequestError::ErrorCode(code, _)) => Some(*code),
        _ => None,
    }
}

/// An address of a private network, shared carrier-grade NAT or loopback — one friends on the
/// internet cannot reach.
pub fn is_private(ip: IpAddr) -> bool {
    match ip {
        IpAddr::V4(v4) => {
            let [a, b, ..] = v4.octets();
            v4.is_private()
                || v4.is_loopback()
                || v4.is_link_local()
                || v4.is_unspecified()
                || (a == 100 && (64..128).contains(&b))
        }
        IpAddr::V6(v6) => {
            v6.is_loopback() || v6.is_unspecified() || (v6.segments()[0] & 0xfe00) == 0xfc00
        }
    }
}

#[cfg(test)]
pub(crate) mod stand_in;
#[cfg(test)]
mod tests;
