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

/// The summary as drawn this frame.
#[derive(Clone, Debug, Default)]
pub(crate) struct Recap {
    /// Its Close was clicked.
    pub closed: bool,
    /// Where it stands (`None`: not shown), for the turn banner to keep clear of it.
    pub rect: Option<egui::Rect>,
    /// How many lines it holds (all since the person's last turn, scrolled inside it); read by
    /// the tests.
    #[cfg_attr(not(test), allow(dead_code))]
    pub held: usize,
    /// Where each line starts, oldest first (the tests read the order).
    #[cfg_attr(not(test), allow(dead_code))]
    pub spots: Vec<egui::Pos2>,
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
    let mut spots = Vec::with_capacity(lines.len());
    let shown = egui::Window::new(tr(lang, "since-last-turn"))
        .id(egui::Id::new("since-last-turn"))
        .collapsible(false)
        .resizable(false)
        .open(&mut open)
        .fixed_pos(place.min)
        .show(ctx, |ui| {
            ui.set_width(place.width() - 16.0);
            if lines.is_empty() {
                ui.label(tr(lang, "nothing-since"));
            }
            // the window is as tall as its lines, at the log's top: the log's newest lines
            // stay in sight below it when there is room (play-test 8)
            let row = ui.text_style_height(&egui::TextStyle::Body) + ui.spacing().item_spacing.y;
            let tall = (place.height() - TITLE).max(row);
            // a solid bar, always shown: the person sees there is more to read
            ui.spacing_mut().scroll = egui::style::ScrollStyle::solid();
            egui::ScrollArea::vertical()
                .auto_shrink([false, true])
                .max_height(tall)
                .scroll_bar_visibility(egui::scroll_area::ScrollBarVisibility::AlwaysVisible)
                .show(ui, |ui| {
                    // one list in time order, one column (play-test 9: two columns side by
                    // side that scrolled together still read as two lists)
                    for l in &lines {
                        spots.push(ui.next_widget_position());
                        short_line(ui, l, &line_text(l, lang, hidden));
                    }
                });
        });
    let closed = !open;
    let held = spots.len();
    Recap {
        closed,
        rect: shown.map(|r| r.response.rect),
        held,
        spots,
    }
}

/// The height of the summary's title bar and margins, above its lines.
const TITLE: f32 = 50.0;

#[cfg(test)]
#[path = "since_all_tests.rs"]
mod all_tests;
#[cfg(test)]
#[path = "since_one_column_tests.rs"]
mod one_column_tests;
#[cfg(test)]
#[path = "since_order_tests.rs"]
mod order_tests;
#[cfg(test)]
#[path = "since_place_tests.rs"]
mod place_tests;
