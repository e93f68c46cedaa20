//! "Since your last turn": what happened while the person was away — rolls, who got what,
//! builds, the robber and steals, trades — over the board at the start of their turn, until they
//! roll or close it.

use crate::core::{Phase, Seat};
use crate::game::i18n::{Lang, tr};
use crate::game::session::Session;
use crate::game::settings::Settings;
use crate::game::theme::board_area;
use crate::game::ui::panels::log::{line_text, log_line, readable};
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
    let board = board_area(ctx);
    let mut closed = false;
    let shown = egui::Window::new(tr(lang, "since-last-turn"))
        .id(egui::Id::new("since-last-turn"))
        .collapsible(true)
        .resizable(false)
        .default_width(330.0)
        .fixed_pos(board.left_top() + egui::vec2(8.0, 8.0))
        .show(ctx, |ui| {
            if lines.is_empty() {
                ui.label(tr(lang, "nothing-since"));
            }
            if lines.len() > MOST {
                ui.label(egui::RichText::new("…").weak());
            }
            for l in &lines[lines.len().saturating_sub(MOST)..] {
                let hidden = session.hands_hidden(settings);
                log_line(ui, l, &line_text(l, lang, hidden));
            }
            if ui.button(tr(lang, "close")).clicked() {
                closed = true;
            }
        });
    Recap {
        closed,
        rect: shown.map(|r| r.response.rect),
    }
}
