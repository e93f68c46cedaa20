//! The room list: each public room's task keeps its entry here (seats, board, rules, watchers)
//! while its game is open, and `list_rooms` reads pages of it at once — no room is asked, so a
//! list costs the same whatever the rooms are doing. A connection may ask [`LIST_RATE`] times in
//! [`LIST_WINDOW_SECS`] s (`too-fast`); a page holds at most [`ROOMS_PAGE`] rooms.

use super::*;
use crate::net::wire::{ROOMS_PAGE, WATCH_VERSION};
use std::collections::{BTreeMap, VecDeque};

/// How many lists a connection may ask for…
pub(super) const LIST_RATE: usize = 5;
/// …in this many seconds.
pub(super) const LIST_WINDOW_SECS: u64 = 10;

/// The open public rooms by code, shared by the hub and the rooms' tasks.
#[derive(Clone, Default)]
pub(super) struct Listing(Arc<Mutex<BTreeMap<String, RoomInfo>>>);

impl Listing {
    /// The room's entry as it is now: listed while it is public and its game not over; a change
    /// only takes the lock.
    pub(super) fn update(&self, code: &str, info: Option<&RoomInfo>) {
        let mut map = self.0.lock().unwrap_or_else(|e| e.into_inner());
        match info.filter(|i| i.public && !i.over) {
            Some(i) if map.get(code) != Some(i) => {
                map.insert(code.to_string(), i.clone());
            }
            Some(_) => {}
            None => {
                map.remove(code);
            }
        }
    }

    /// A page of the list: the rooms after `after` (by code), at most [`ROOMS_PAGE`], and the
    /// code to ask after for the next page when there are more.
    pub(super) fn page(&self, after: Option<&str>) -> (Vec<RoomInfo>, Option<String>) {
        use std::ops::Bound;
        let map = self.0.lock().unwrap_or_else(|e| e.into_inner());
        let from = match after {
            Some(a) => Bound::Excluded(a.trim().to_ascii_uppercase()),
            None => Bound::Unbounded,
        };
        let mut rooms: Vec<RoomInfo> = map
            .range((from, Bound::Unbounded))
            .take(ROOMS_PAGE + 1)
            .map(|(_, i)| i.clone())
            .collect();
        let next = (rooms.len() > ROOMS_PAGE).then(|| {
            rooms.truncate(ROOMS_PAGE);
            rooms.last().map(|r| r.room.clone()).unwrap_or_default()
        });
        (rooms, next)
    }
}

impl Hub {
    pub(super) fn listing(&self) -> Listing {
        self.listed.clone()
    }
}

/// The times of a connection's latest lists.
#[derive(Default)]
pub(super) struct ListRate(VecDeque<Instant>);

impl ListRate {
    /// Whether a list may be sent `now` with at most `rate` in the window (0: no limit), and
    /// then it counts.
    pub(super) fn take(&mut self, now: Instant, rate: usize) -> bool {
        if rate == 0 {
            return true;
        }
        let window = Duration::from_secs(LIST_WINDOW_SECS);
        while self
            .0
            .front()
            .is_some_and(|&t| now.saturating_duration_since(t) >= window)
        {
            self.0.pop_front();
        }
        if self.0.len() >= rate {
            return false;
        }
        self.0.push_back(now);
        true
    }
}

/// Whether a connection of `version` is sent `msg`: the watchers' count is version 4's.
pub(super) fn heard_by(msg: &ServerMsg, version: u32) -> bool {
    !matches!(msg, ServerMsg::Watchers { .. }) || version >= WATCH_VERSION
}

#[cfg(test)]
mod tests;
