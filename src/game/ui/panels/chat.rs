//! The chat tab beside the log in an online game: the lines with each speaker's colour and
//! name, a one-line input sent with Enter, and quick phrases.

use crate::core::Seat;
use crate::game::i18n::{Lang, tr};
use crate::game::online::chat::ChatBox;
use crate::game::theme::seat_egui;
use bevy_egui::egui;

/// The quick phrases' messages, in the order of their buttons.
pub(crate) const QUICK_PHRASES: [&str; 4] = [
    "chat-good-luck",
    "chat-nice-move",
    "chat-thanks",
    "chat-good-game",
];

/// Where the input row stands: this much under the lines.
const INPUT_ROW: f32 = 58.0;

/// The chat tab: lines, then the input and the quick phrases. Returns the quick phrases'
/// buttons (for the tests).
pub(crate) fn chat_tab(ui: &mut egui::Ui, chat: &mut ChatBox, lang: Lang) -> Vec<egui::Response> {
    let lines_h = (ui.available_height() - INPUT_ROW).max(20.0);
    egui::ScrollArea::vertical()
        .id_salt("chat-lines")
        .max_height(lines_h)
        .min_scrolled_height(lines_h)
        .stick_to_bottom(true)
        .auto_shrink([false, false])
        .show(ui, |ui| {
            if chat.lines.is_empty() {
                ui.weak(tr(lang, "chat-empty"));
            }
            for l in &chat.lines {
                ui.horizontal_wrapped(|ui| {
                    let color = seat_egui(Seat(l.seat));
                    ui.label(
                        egui::RichText::new(format!("{}:", l.name))
                            .strong()
                            .color(color),
                    );
                    ui.label(&l.text);
                });
            }
        });
    if let Some(notice) = &chat.notice {
        ui.colored_label(egui::Color32::from_rgb(240, 200, 80), notice);
    }
    if chat.read_only {
        ui.weak(tr(lang, "online-watcher-cannot-act"));
        return Vec::new();
    }
    let mut said = None;
    ui.horizontal(|ui| {
        let input = egui::TextEdit::singleline(&mut chat.draft)
            .id_salt("chat-input")
            .char_limit(crate::net::wire::CHAT_MAX_CHARS)
            .hint_text(tr(lang, "chat-hint"))
            .desired_width((ui.available_width() - 90.0).max(80.0));
        let r = ui.add(input);
        let enter = r.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
        if enter || ui.button(tr(lang, "chat-send")).clicked() {
            said = Some(std::mem::take(&mut chat.draft));
            r.request_focus();
        }
    });
    let quick = ui
        .horizontal_wrapped(|ui| {
            QUICK_PHRASES
                .iter()
                .map(|id| {
                    let b = ui.small_button(tr(lang, id));
                    if b.clicked() {
                        said = Some(tr(lang, id));
                    }
                    b
                })
                .collect::<Vec<_>>()
        })
        .inner;
    if let Some(text) = said {
        chat.say(&text);
    }
    quick
}
