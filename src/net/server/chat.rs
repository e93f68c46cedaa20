//! Chat's part of a connection: how fast it may say lines, and what a connection of a version
//! before chat is not sent.

use super::*;
use crate::net::wire::{CHAT_RATE, CHAT_VERSION, CHAT_WINDOW_SECS};
use std::borrow::Cow;
use std::collections::VecDeque;

/// The times of a connection's latest chat lines: at most [`CHAT_RATE`] in any
/// [`CHAT_WINDOW_SECS`] seconds.
#[derive(Default)]
pub(super) struct ChatRate {
    said: VecDeque<Instant>,
}

impl ChatRate {
    /// Whether a line may be said `now` (and then it counts).
    pub(super) fn take(&mut self, now: Instant) -> bool {
        let window = Duration::from_secs(CHAT_WINDOW_SECS);
        while self
            .said
            .front()
            .is_some_and(|&t| now.saturating_duration_since(t) >= window)
        {
            self.said.pop_front();
        }
        if self.said.len() >= CHAT_RATE {
            return false;
        }
        self.said.push_back(now);
        true
    }
}

/// `msg` as a connection of `version` is sent it: a version before chat hears no `said` and no
/// chat lines in `recent` (its messages stay as they were).
pub(super) fn for_version(msg: &ServerMsg, version: u32) -> Option<Cow<'_, ServerMsg>> {
    if version >= CHAT_VERSION {
        return Some(Cow::Borrowed(msg));
    }
    match msg {
        ServerMsg::Said { .. } => None,
        ServerMsg::Recent { steps, .. } if steps.is_empty() => None,
        ServerMsg::Recent {
            from,
            steps,
            chat,
            talk,
        } if !chat.is_empty() => Some(Cow::Owned(ServerMsg::Recent {
            from: *from,
            steps: steps.clone(),
            chat: Vec::new(),
            talk: talk.clone(),
        })),
        other => Some(Cow::Borrowed(other)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Five lines in ten seconds, then none until the first of them is ten seconds old.
    #[test]
    fn five_lines_in_ten_seconds() {
        let mut rate = ChatRate::default();
        let t0 = Instant::now();
        for i in 0..CHAT_RATE {
            assert!(rate.take(t0 + Duration::from_secs(i as u64)), "line {i}");
        }
        assert!(!rate.take(t0 + Duration::from_millis(9_900)));
        assert!(rate.take(t0 + Duration::from_secs(CHAT_WINDOW_SECS)));
        assert!(!rate.take(t0 + Duration::from_secs(CHAT_WINDOW_SECS)));
    }

    /// A version-2 connection is never sent chat; its `recent` is as before.
    #[test]
    fn older_versions_hear_no_chat() {
        let line = crate::net::wire::ChatLine {
            seat: 0,
            name: "Ann".into(),
            text: "hi".into(),
            at: 1,
        };
        assert!(for_version(&line.said(), 2).is_none());
        assert!(for_version(&line.said(), CHAT_VERSION).is_some());
        let recent = ServerMsg::Recent {
            talk: Default::default(),
            from: 0,
            steps: Vec::new(),
            chat: vec![line],
        };
        assert!(for_version(&recent, 2).is_none());
        assert_eq!(for_version(&recent, 3).as_deref(), Some(&recent));
    }
}
