//! Invitations: one link that says where a room is and which room it is.
//!
//! - `catan://HOST:PORT/room/CODE` — a host reached directly (a game hosted from the window, or
//!   `catan serve`); the desktop opens the game for `catan://` links.
//! - `ws://…/room/CODE` and `wss://…/room/CODE` — the address a client connects to, as a proxy in
//!   front of several hosts routes it (docs/protocol.md, deploy/); `http(s)://` is read as
//!   `ws(s)://` (a link pasted from a web page).
//!
//! A link is read into an [`Invite`] (the server's WebSocket address and the room's code) and
//! written back by [`Invite::link`]; what is wrong with a link that cannot be read is an
//! [`InviteError`] naming the part.

use crate::net::wire::{CODE_ALPHABET, room_url};
use std::fmt;

/// The port a host listens on when a link or an address names none.
pub const DEFAULT_PORT: u16 = 7373;

/// How long a room code is (six letters and digits of [`CODE_ALPHABET`]).
pub const CODE_LEN: usize = 6;

/// A room to join: the server's WebSocket address (`ws://host:port`, or a proxy's `wss://host/path`)
/// and the room's code.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Invite {
    pub server: String,
    pub room: String,
}

/// Why a text is not an invitation.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum InviteError {
    #[error("the link is empty")]
    Empty,
    #[error("a link starts with catan://, ws:// or wss:// (this one starts with {0:?})")]
    Scheme(String),
    #[error("the link names no room (it ends in /room/CODE)")]
    NoRoom,
    #[error("{0:?} is not a room code (six letters and digits)")]
    Code(String),
    #[error("the link names no host")]
    NoHost,
    #[error("{0:?} is not a port (a number from 1 to 65535)")]
    Port(String),
}

impl Invite {
    /// An invitation to `room` on a host reached at `address` (`host:port`, `[v6]:port`, or a
    /// server's `ws://`/`wss://` address).
    pub fn new(address: &str, room: &str) -> Result<Invite, InviteError> {
        let room = code(room)?;
        let address = address.trim().trim_end_matches('/');
        let (scheme, rest) = split_scheme(address).unwrap_or(("ws", address));
        let server = server(scheme, rest)?;
        Ok(Invite { server, room })
    }

    /// Reads a link: `catan://HOST[:PORT]/room/CODE`, `ws(s)://HOST[:PORT][/PATH]/room/CODE`.
    pub fn parse(text: &str) -> Result<Invite, InviteError> {
        let text = text.trim();
        if text.is_empty() {
            return Err(InviteError::Empty);
        }
        let (scheme, rest) = split_scheme(text)?;
        let rest = rest.split(['?', '#']).next().unwrap_or_default();
        let (base, room) = rest.rsplit_once("/room/").ok_or(InviteError::NoRoom)?;
        let room = code(room.trim_end_matches('/'))?;
        let server = server(scheme, base.trim_end_matches('/'))?;
        Ok(Invite { server, room })
    }

    /// Whether `text` looks like a link rather than a bare address (the join box takes both).
    pub fn looks_like_link(text: &str) -> bool {
        let t = text.trim();
        t.contains("://") || t.contains("/room/")
    }

    /// The link to give friends: `catan://HOST:PORT/room/CODE` for a host reached directly, the
    /// proxy's own address (`wss://…/room/CODE`) when it sits behind one.
    pub fn link(&self) -> String {
        match self.server.strip_prefix("ws://") {
            Some(direct) if !direct.contains('/') => format!("catan://{direct}/room/{}", self.room),
            _ => self.url(),
        }
    }

    /// Where a client connects: the server's address and `/room/CODE`.
    pub fn url(&self) -> String {
        room_url(&self.server, &self.room)
    }
}

impl fmt::Display for Invite {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.link())
    }
}

/// The scheme of a link as a WebSocket one (`catan` and `http` → `ws`, `https` → `wss`), and
/// the rest after `://`.
fn split_scheme(text: &str) -> Result<(&'static str, &str), InviteError> {
    let (scheme, rest) = text
        .split_once("://")
        .ok_or_else(|| InviteError::Scheme(text.chars().take(12).collect()))?;
    let ws = match scheme.to_ascii_lowercase().as_str() {
        "catan" | "ws" | "http" => "ws",
        "wss" | "https" => "wss",
        _ => return Err(InviteError::Scheme(format!("{scheme}://"))),
    };
    Ok((ws, rest))
}

/// `scheme://host:port[/path]`, the port the default one where a direct host names none.
fn server(scheme: &str, rest: &str) -> Result<String, InviteError> {
    let (authority, path) = match rest.find('/') {
        Some(i) => rest.split_at(i),
        None => (rest, ""),
    };
    let (host, port) = split_port(authority)?;
    if host.is_empty() || host.contains(char::is_whitespace) {
        return Err(InviteError::NoHost);
    }
    let port = match (port, scheme) {
        (Some(p), _) => format!(":{p}"),
        (None, "ws") => format!(":{DEFAULT_PORT}"),
        (None, _) => String::new(), // wss: the proxy's own (443)
    };
    Ok(format!("{scheme}://{host}{port}{path}"))
}

/// `host:port`, `[v6]:port`, `host` or `[v6]` into the host and its port, if any.
fn split_port(authority: &str) -> Result<(&str, Option<u16>), InviteError> {
    let (host, port) = if let Some(v6) = authority.strip_prefix('[') {
        let (inside, after) = v6.split_once(']').ok_or(InviteError::NoHost)?;
        let host = &authority[..inside.len() + 2];
        match after.strip_prefix(':') {
            Some(p) => (host, Some(p)),
            None if after.is_empty() => (host, None),
            None => return Err(InviteError::NoHost),
        }
    } else {
        match authority.rsplit_once(':') {
            Some((h, p)) => (h, Some(p)),
            None => (authority, None),
        }
    };
    let port = match port {
        Some(p) => Some(
            p.parse::<u16>()
                .ok()
                .filter(|&n| n > 0)
                .ok_or_else(|| InviteError::Port(p.to_string()))?,
        ),
        None => None,
    };
    Ok((host, port))
}

/// A room code as typed (any case, spaces around), checked against the codes hosts make.
fn code(text: &str) -> Result<String, InviteError> {
    let c = text.trim().to_ascii_uppercase();
    let ok = c.len() == CODE_LEN && c.bytes().all(|b| CODE_ALPHABET.contains(&b));
    if ok {
        Ok(c)
    } else {
        Err(InviteError::Code(text.trim().chars().take(16).collect()))
    }
}

#[cfg(test)]
mod tests;
