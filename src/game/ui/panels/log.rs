//! The game log panel (bottom): follows new lines unless scrolled up, and then says that new
//! entries came ("▼ new entries", a click scrolls down). In an online game a "Chat" tab stands
//! beside the log (`chat.rs`), with a badge for the lines not read while the log is shown.

use crate::core::Seat;
use crate::game::i18n::{Lang, tr};
use crate::game::online::chat::ChatBox;
use crate::game::session::{LogLine, Session};
use crate::game::settings::Settings;
use crate::game::theme::{BOTTOM_PANEL, seat_egui};
use bevy_egui::egui;

/// Whether the person at the screen may read `l` (a private line, a stolen card, only for its
/// two players when hands are hidden).
pub(crate) fn readable(l: &LogLine, settings: &Settings, viewer: Option<Seat>) -> bool {
    match l.only {
        None => true,
        Some(two) => !settings.hidden_hands || viewer.is_some_and(|v| two.contains(&v)),
    }
}

/// The words of `l` on the screen: a private line is marked as such ("only you two see this")
/// only while the hands are `hidden` — with every hand open (the review, an open game) everyone
/// sees it.
pub(crate) fn line_text(l: &LogLine, lang: Lang, hidden: bool) -> String {
    if hidden && l.only.is_some() {
        format!("{} {}", l.text, tr(lang, "log-private-mark"))
    } else {
        l.text.clone()
    }
}

/// One log line: a dot in its seat's colour and the sentence (`text`: [`line_text`]).
pub(crate) fn log_line(ui: &mut egui::Ui, l: &LogLine, text: &str) {
    let color = l.seat.map(seat_egui).unwrap_or(egui::Color32::GRAY);
    ui.horizontal(|ui| {
        let (r, _) = ui.allocate_exact_size(egui::vec2(8.0, 8.0), egui::Sense::hover());
        ui.painter().circle_filled(r.center(), 4.0, color);
        ui.label(text);
    });
}

/// Lines seen while the log was scrolled to its end, whether the view was scrolled up away from
/// its end last frame, the content's height then, and whether to scroll down next frame.
#[derive(Clone, Copy, Default)]
struct Follow {
    seen: usize,
    scrolled_up: bool,
    content_h: f32,
    scroll_down: bool,
}

/// Whether the view (its bottom edge at `bottom`) is scrolled up away from the end. New lines
/// grow the content (`now`) a frame before the view sticks to them: measured against the height
/// before (`before`), a view that was at the end still is.
fn scrolled_up(bottom: f32, before: f32, now: f32) -> bool {
    bottom + 4.0 < before.min(now)
}

/// The lines the badge counts: none while the view follows the end (it shows them anyway).
fn unseen_lines(lines: usize, seen: usize, scrolled_up: bool) -> usize {
    if scrolled_up {
        lines.saturating_sub(seen)
    } else {
        0
    }
}

/// The log.
pub(crate) fn log_panel(
    root: &mut egui::Ui,
    session: &Session,
    settings: &Settings,
    viewer: Option<Seat>,
    strip: impl FnOnce(&mut egui::Ui),
) {
    log_and_chat_panel(root, session, settings, viewer, None, strip);
}

/// The log, and beside it the chat tab when `chat` is given (an online game).
pub(crate) fn log_and_chat_panel(
    root: &mut egui::Ui,
    session: &Session,
    settings: &Settings,
    viewer: Option<Seat>,
    chat: Option<&mut ChatBox>,
    strip: impl FnOnce(&mut egui::Ui),
) {
    egui::Panel::bottom("log")
        .exact_size(BOTTOM_PANEL)
        .show(root, |ui| {
            // the hint or the opening's question, above the log and never over the board
            strip(ui);
            let Some(chat) = chat else {
                return log_body(ui, session, settings, viewer, |ui| {
                    ui.label(egui::RichText::new(tr(settings.lang, "game-log")).strong());
                });
            };
            let tab_id = egui::Id::new("log-chat-tab");
            let mut on_chat: bool = ui.data(|d| d.get_temp(tab_id)).unwrap_or(false);
            let lang = settings.lang;
            let tabs = |ui: &mut egui::Ui, on_chat: &mut bool, unread: usize| {
                ui.selectable_value(on_chat, false, tr(lang, "game-log"));
                let badge = if unread > 0 && !*on_chat {
                    egui::RichText::new(format!("{} ● {unread}", tr(lang, "chat-tab")))
                        .color(egui::Color32::from_rgb(240, 200, 80))
                        .strong()
                } else {
                    egui::RichText::new(tr(lang, "chat-tab"))
                };
                ui.selectable_value(on_chat, true, badge);
            };
            if on_chat {
                ui.horizontal(|ui| tabs(ui, &mut on_chat, 0));
                super::chat::chat_tab(ui, chat, lang);
            } else {
                let unread = chat.unread();
                log_body(ui, session, settings, viewer, |ui| {
                    tabs(ui, &mut on_chat, unread)
                });
            }
            if on_chat {
                chat.seen = chat.lines.len();
            }
            ui.data_mut(|d| d.insert_temp(tab_id, on_chat));
        });
}

/// The log's lines under its header row (`header`: its title, or the tabs).
fn log_body(
    ui: &mut egui::Ui,
    session: &Session,
    settings: &Settings,
    viewer: Option<Seat>,
    header: impl FnOnce(&mut egui::Ui),
) {
    let id = egui::Id::new("log-follow");
    let lines: Vec<&LogLine> = session
        .log
        .iter()
        .filter(|l| settings.log_computer || !l.by_computer)
        .filter(|l| readable(l, settings, viewer))
        .collect();
    let mut follow: Follow = ui.data(|d| d.get_temp(id)).unwrap_or_default();
    if !follow.scrolled_up {
        follow.seen = lines.len();
    }
    let unseen = unseen_lines(lines.len(), follow.seen, follow.scrolled_up);
    ui.horizontal(|ui| {
        header(ui);
        if unseen > 0
            && ui
                .button(
                    egui::RichText::new(format!("{} ({unseen})", tr(settings.lang, "new-entries")))
                        .color(egui::Color32::from_rgb(240, 200, 80)),
                )
                .clicked()
        {
            follow.scroll_down = true;
        }
    });
    let out = egui::ScrollArea::vertical()
        .stick_to_bottom(true)
        .auto_shrink([false, false])
        .show(ui, |ui| {
            compact(ui);
            let start = lines.len().saturating_sub(300);
            let hidden = session.hands_hidden(settings);
            for l in &lines[start..] {
                log_line(ui, l, &line_text(l, settings.lang, hidden));
            }
            if std::mem::take(&mut follow.scroll_down) {
                ui.scroll_to_cursor(Some(egui::Align::BOTTOM));
            }
        });
    let bottom = out.state.offset.y + out.inner_rect.height();
    let before = if follow.content_h > 0.0 {
        follow.content_h
    } else {
        out.content_size.y
    };
    follow.scrolled_up = scrolled_up(bottom, before, out.content_size.y);
    follow.content_h = out.content_size.y;
    ui.data_mut(|d| d.insert_temp(id, follow));
}

/// The log's lines set close (a line a little under the body's size, little space between):
/// the panel's height shows more of them.
fn compact(ui: &mut egui::Ui) {
    if let Some(body) = ui.style_mut().text_styles.get_mut(&egui::TextStyle::Body) {
        body.size = LINE_TEXT;
    }
    let spacing = ui.spacing_mut();
    spacing.item_spacing.y = 1.0;
    spacing.interact_size.y = LINE_TEXT;
}

/// The log lines' text size.
const LINE_TEXT: f32 = 13.0;

#[cfg(test)]
#[path = "log_lines_tests.rs"]
mod lines_tests;
#[cfg(test)]
#[path = "log_private_tests.rs"]
mod private_tests;
#[cfg(test)]
#[path = "log_tests.rs"]
mod tests;
