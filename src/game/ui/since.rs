//! "Since your last turn": what happened while the person was away — rolls, who got what,
//! builds, the robber and steals, trades — over the log at the start of their turn (never over
//! the board), until they roll or close it.

use crate::core::{Phase, Seat};
use crate::game::i18n::{Lang, tr};
use crate::game::session::LogLine;
use crate::game::session::Session;
use crate::game::settings::Settings;
use crate::game::theme::GAME_MARGINS;
use crate::game::theme::seat_egui;
use crate::game::ui::panels::log::{line_text, readable};
use bevy_egui::egui;

/// The most lines the summary shows (the newest).
const MOST: usize = 12;

/// The summary as drawn this frame.
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct Recap {
    /// Its Close was clicked.
    pub closed: bool,
    /// Where it stands (`None`: not shown), for the turn banner to keep clear of it.
    pub rect: Option<egui::Rect>,
}

/// A line of the summary in its column: the log's dot and words, shortened to the column (the
/// whole line on hover) — a long line never pushes the window wider.
fn short_line(ui: &mut egui::Ui, l: &LogLine, text: &str) {
    let color = l.seat.map(seat_egui).unwrap_or(egui::Color32::GRAY);
    ui.horizontal(|ui| {
        let (r, _) = ui.allocate_exact_size(egui::vec2(8.0, 8.0), egui::Sense::hover());
        ui.painter().circle_filled(r.center(), 4.0, color);
        ui.add(egui::Label::new(text).truncate());
    });
}

/// Where the summary stands: over the log below the hint line, never over the board (play-test
/// 6: at the board's top left it hid tiles and pieces) — the log shows the same lines.
pub(crate) fn place(screen: egui::Rect) -> egui::Rect {
    let [left, _, _, bottom] = GAME_MARGINS;
    egui::Rect::from_min_max(
        egui::pos2(screen.left() + left + 8.0, screen.bottom() - bottom + 30.0),
        egui::pos2(screen.right() - 8.0, screen.bottom() - 6.0),
    )
}

/// Show the summary for `me` if their turn is starting.
pub(crate) fn since_last_turn(
    ctx: &egui::Context,
    session: &Session,
    settings: &Settings,
    me: Seat,
    lang: Lang,
) -> Recap {
    let state = &session.game.state;
    if state.phase != Phase::BeforeRoll || state.current != me {
        return Recap::default();
    }
    let from = match session.talk.turn_ended_at.get(me.index()) {
        Some(&from) if from != usize::MAX => from,
        _ => return Recap::default(), // the player's first turn: the opening is on the board
    };
    let lines: Vec<_> = session.log[from.min(session.log.len())..]
        .iter()
        .filter(|l| !l.minor && readable(l, settings, Some(me)))
        .collect();
    let place = place(ctx.content_rect());
    let mut open = true;
    let hidden = session.hands_hidden(settings);
    let shown = egui::Window::new(tr(lang, "since-last-turn"))
        .id(egui::Id::new("since-last-turn"))
        .collapsible(false)
        .resizable(false)
        .open(&mut open)
        .fixed_rect(place)
        .show(ctx, |ui| {
            ui.set_width(place.width() - 12.0);
            if lines.is_empty() {
                ui.label(tr(lang, "nothing-since"));
            }
            // as many rows as the place holds, two columns: the newest lines (the log has all)
            let row = ui.spacing().interact_size.y + ui.spacing().item_spacing.y;
            let rows = (((place.height() - 40.0) / row).floor() as usize).max(1);
            let newest = &lines[lines.len().saturating_sub(MOST.min(2 * rows))..];
            // the older half on the left, the newer on the right (read as the log reads)
            let half = newest.len().div_ceil(2);
            ui.columns(2, |cols| {
                for (i, l) in newest.iter().enumerate() {
                    let ui = &mut cols[usize::from(i >= half)];
                    short_line(ui, l, &line_text(l, lang, hidden));
                }
            });
        });
    let closed = !open;
    Recap {
        closed,
        rect: shown.map(|r| r.response.rect),
    }
}

#[cfg(test)]
#[path = "since_place_tests.rs"]
mod place_tests;
