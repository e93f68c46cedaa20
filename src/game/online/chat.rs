//! Chat at an online table: the lines heard ([`ChatBox`]), taken from the host's messages as
//! soon as they come (not at the computers' pace), and the lines the person says sent to the
//! host. Nothing of it exists in a local game, and nothing of it is saved.

use super::*;
use crate::net::wire::{CHAT_MAX_CHARS, ChatLine};

/// The most lines the window keeps.
const KEPT: usize = 300;

/// The chat of the online game in this window.
#[derive(Resource, Default)]
pub(crate) struct ChatBox {
    /// The lines heard, oldest first.
    pub lines: Vec<ChatLine>,
    /// How many of them the person has seen (the chat tab shown).
    pub seen: usize,
    /// What the person is typing.
    pub draft: String,
    /// Lines said, to go to the host.
    pub outgoing: Vec<String>,
    /// Why the host did not take the last line (said too fast), in the person's words.
    pub notice: Option<String>,
    /// This window watches: it reads the chat but does not write (the host would refuse).
    pub read_only: bool,
    /// The person's own seat: their own lines (heard back, or caught up after a rejoin) are
    /// never unread.
    pub me: Option<u8>,
}

impl ChatBox {
    /// Lines not yet seen, the person's own left out.
    pub fn unread(&self) -> usize {
        let from = self.seen.min(self.lines.len());
        (self.lines[from..].iter())
            .filter(|l| Some(l.seat) != self.me)
            .count()
    }

    /// Say `text` (nothing when there is nothing to say; cut as the host cuts).
    pub fn say(&mut self, text: &str) {
        let text: String = text.trim().chars().take(CHAT_MAX_CHARS).collect();
        if !text.is_empty() {
            self.outgoing.push(text);
        }
    }

    fn heard(&mut self, line: ChatLine) {
        self.lines.push(line);
        if self.lines.len() > KEPT {
            let cut = self.lines.len() - KEPT;
            self.lines.drain(..cut);
            self.seen = self.seen.saturating_sub(cut);
        }
    }

    /// The host's latest lines for a seat that came back: those not heard yet, in order.
    fn caught_up(&mut self, recent: Vec<ChatLine>) {
        for line in recent {
            if !self.lines.contains(&line) {
                self.heard(line);
            }
        }
    }
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (take_chat, send_chat)
            .chain()
            .after(super::pump_link)
            .before(super::handle_host_messages)
            .run_if(resource_exists::<Online>),
    );
    app.add_systems(OnEnter(Screen::Menu), |mut commands: Commands| {
        commands.remove_resource::<ChatBox>();
    });
}

/// The host's chat out of the queue of its messages at once: `said`, the chat of `recent`, and
/// a line refused for being said too fast.
fn take_chat(
    mut commands: Commands,
    mut online: ResMut<Online>,
    chat: Option<ResMut<ChatBox>>,
    settings: Res<Settings>,
) {
    let Some(mut chat) = chat else {
        commands.insert_resource(ChatBox::default());
        return;
    };
    let lang = settings.lang;
    chat.read_only = online.watching();
    chat.me = online.seat.map(|s| s.0);
    online.queue.retain_mut(|m| match m {
        ServerMsg::Said {
            seat,
            name,
            text,
            at,
        } => {
            chat.heard(ChatLine {
                seat: *seat,
                name: std::mem::take(name),
                text: std::mem::take(text),
                at: *at,
            });
            false
        }
        ServerMsg::Recent { chat: lines, .. } => {
            chat.caught_up(std::mem::take(lines));
            true
        }
        ServerMsg::Error {
            code: ErrorCode::ChatTooFast,
            ..
        } => {
            chat.notice = Some(tr(lang, "chat-too-fast"));
            false
        }
        _ => true,
    });
}

/// The person's lines to the host.
fn send_chat(online: Res<Online>, chat: Option<ResMut<ChatBox>>) {
    let Some(mut chat) = chat else {
        return;
    };
    if chat.outgoing.is_empty() {
        return;
    }
    chat.notice = None;
    for text in std::mem::take(&mut chat.outgoing) {
        online.link.send(ClientMsg::Say { text });
    }
}

#[cfg(test)]
#[path = "chat_tests.rs"]
mod tests;
#[cfg(test)]
#[path = "chat_unread_tests.rs"]
mod unread_tests;
