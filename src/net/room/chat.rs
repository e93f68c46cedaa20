//! A room's chat: a seat's line cleaned as names are, said to everyone, and the latest lines
//! kept in memory for a seat that comes back — never in the record nor the room's file.

use super::*;
use crate::net::wire::{CHAT_MAX_CHARS, CHAT_RECENT, ChatLine};

impl Room {
    /// `seat` says `text` at `at` (the host's clock, seconds since 1970): cleaned (no control,
    /// bidirectional or zero-width characters, the whitespace around trimmed), cut to
    /// [`CHAT_MAX_CHARS`], kept among the latest [`CHAT_RECENT`] and said to everyone. The rate
    /// is the connection's to check (the server's handler).
    pub fn say(&mut self, seat: Seat, text: &str, at: u64) -> Result<Vec<Outgoing>, Refusal> {
        let text = cleaned(text, CHAT_MAX_CHARS);
        if text.is_empty() {
            return Err(Refusal::new(ErrorCode::BadMessage, "nothing to say"));
        }
        let name = match self.meta.seats.get(seat.index()) {
            Some(SeatKind::Remote { name, .. }) => name.clone(),
            _ => return Err(Refusal::new(ErrorCode::NotJoined, "join a seat to chat")),
        };
        let line = ChatLine {
            seat: seat.0,
            name,
            text,
            at,
        };
        let said = line.said();
        self.chat.push_back(line);
        while self.chat.len() > CHAT_RECENT {
            self.chat.pop_front();
        }
        Ok(vec![Outgoing::All(said)])
    }
}

#[cfg(test)]
mod tests;
