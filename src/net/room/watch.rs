//! Watchers: people who follow a room's game without a seat. A watcher is told the public view
//! only (no seat's hand, development cards, hidden points or moves; never the fog's stack), the
//! actions with their public events, the seats, the chat and the game's end; it reads the chat
//! but does not write, and never acts. The players are told how many watch.

use super::*;
use crate::net::wire::{MAX_WATCHERS, public_events};

/// The seat a watcher is told events as: none of the players (no stolen or bought card).
pub const NOBODY: Seat = Seat(u8::MAX);

impl Room {
    /// A watcher comes: refused when the room takes no watchers or has as many as it may;
    /// else what the watcher is told first (board, seats, the public view, the latest moves and
    /// chat, or the end), and the new count for everyone.
    pub fn watch(&mut self) -> Result<(Vec<ServerMsg>, Vec<Outgoing>), Refusal> {
        if !self.meta.watchable {
            return Err(Refusal::new(
                ErrorCode::NoWatchers,
                "this room does not take watchers",
            ));
        }
        if self.watchers >= MAX_WATCHERS {
            return Err(Refusal::new(
                ErrorCode::RoomFull,
                format!("this room has {MAX_WATCHERS} watchers already"),
            ));
        }
        self.watchers += 1;
        let mut first = vec![
            ServerMsg::Watching {
                room: self.meta.room.clone(),
                board: self.table.state.board().file.clone(),
                rules: (**self.table.state.rules()).clone(),
                watchers: self.watchers as u32,
            },
            ServerMsg::Seats {
                seats: self.seats(),
            },
        ];
        if self.started() {
            first.push(ServerMsg::Started);
        }
        first.push(ServerMsg::View {
            view: self.public_view(),
        });
        if self.table.state.is_over() {
            first.push(self.game_over_msg());
            first.push(self.record_msg());
        } else if let Some(recent) = self.recent_for(NOBODY) {
            first.push(recent);
        }
        Ok((first, vec![self.watchers_msg()]))
    }

    /// A watcher left: the new count for everyone.
    pub fn unwatch(&mut self) -> Vec<Outgoing> {
        self.watchers = self.watchers.saturating_sub(1);
        vec![self.watchers_msg()]
    }

    /// A seat that joins or comes back while people watch is told how many.
    pub(super) fn watchers_for(&self, seat: Seat) -> Option<Outgoing> {
        let count = self.watchers as u32;
        (count > 0).then_some(Outgoing::To(seat, ServerMsg::Watchers { count }))
    }

    fn watchers_msg(&self) -> Outgoing {
        Outgoing::All(ServerMsg::Watchers {
            count: self.watchers as u32,
        })
    }

    /// The position as a watcher sees it.
    pub fn public_view(&self) -> SeatView {
        let Some(Outgoing::To(_, ServerMsg::View { view })) =
            self.views_for(&[Seat(0)]).into_iter().next()
        else {
            // views_for always answers one view a seat
            return SeatView::of(&self.table.state, Seat(0)).public();
        };
        view.public()
    }
}

/// What watchers are told of a batch of a room's messages, beside those for everyone: every
/// action (and every new view) as seat 0 is told it, with seat 0's own part taken out — its
/// hand, development cards, hidden points, moves, and the card it stole or bought.
pub fn for_watchers(out: &[Outgoing]) -> Vec<ServerMsg> {
    out.iter()
        .filter_map(|m| match m {
            Outgoing::To(Seat(0), ServerMsg::View { view }) => Some(ServerMsg::View {
                view: view.clone().public(),
            }),
            Outgoing::To(
                Seat(0),
                ServerMsg::Played {
                    seat,
                    action,
                    events,
                    view,
                    why,
                },
            ) => Some(ServerMsg::Played {
                seat: *seat,
                action: *action,
                events: public_events(events),
                view: Box::new((**view).clone().public()),
                why: *why,
            }),
            _ => None,
        })
        .collect()
}

#[cfg(test)]
mod tests;
