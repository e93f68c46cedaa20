//! Chat at a table (protocol version 3): a line as everyone hears it, and its limits.

use serde::{Deserialize, Serialize};

/// The first version with chat (`say`, `said`, the chat lines of `recent`).
pub const CHAT_VERSION: u32 = 3;

/// The most characters a line keeps (longer lines are cut).
pub const CHAT_MAX_CHARS: usize = 200;

/// A connection may say at most this many lines…
pub const CHAT_RATE: usize = 5;
/// …in any this many seconds (more: `chat-too-fast`, the line is not said).
pub const CHAT_WINDOW_SECS: u64 = 10;

/// How many of the latest lines a room keeps in memory for a seat that comes back.
pub const CHAT_RECENT: usize = 50;

/// One line of chat: who said what, when (the host's clock, seconds since 1970).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ChatLine {
    pub seat: u8,
    pub name: String,
    pub text: String,
    pub at: u64,
}

impl ChatLine {
    /// The line as the `said` message everyone is sent.
    pub fn said(&self) -> super::ServerMsg {
        super::ServerMsg::Said {
            seat: self.seat,
            name: self.name.clone(),
            text: self.text.clone(),
            at: self.at,
        }
    }
}
