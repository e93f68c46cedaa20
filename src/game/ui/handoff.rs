//! Pass-and-play privacy: when the move passes to a person with cards to hide (turn, discard, an
//! answer to an offer), a "Pass to Blue" box (for a question to a person not on turn: "Blue — a
//! question for you" with "Show my cards") over the table view (the board, players and log,
//! every hand face down) waits until that person clicks.

use crate::core::{Phase, Seat};
use crate::game::gate::Gate;
use crate::game::i18n::{Lang, seat_name, tr, tr_args};
use crate::game::screens::Screen;
use crate::game::session::Session;
use crate::game::settings::Settings;
use crate::game::theme::seat_egui;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        hand_off_screen.run_if(in_state(Screen::Playing)),
    );
}

fn hand_off_screen(
    mut contexts: EguiContexts,
    mut gate: ResMut<Gate>,
    session: Res<Session>,
    settings: Res<Settings>,
    keys: Res<ButtonInput<KeyCode>>,
) -> Result {
    let Some(next) = gate.waiting_for else {
        return Ok(());
    };
    let lang = settings.lang;
    let name = seat_name(lang, next);
    let why = reason(&session, next, lang);
    let (title, button) = cover_words(&session, next, lang);
    // a question's cover is lighter
    let big = if next == session.game.state.current {
        26.0
    } else {
        21.0
    };
    let ctx = contexts.ctx_mut()?;
    let mut go = keys.just_pressed(KeyCode::Enter) || keys.just_pressed(KeyCode::Space);
    let words = CoverWords {
        title,
        why,
        ready: tr_args(
            lang,
            "click-when-name-is-ready",
            &[("name", (&name).into())],
        ),
        button,
        big,
    };
    if cover_box(ctx, next, &words) {
        go = true;
    }
    if go {
        gate.viewer = Some(next);
        gate.waiting_for = None;
    }
    Ok(())
}

/// What the hand-off box says.
pub(crate) struct CoverWords {
    pub title: String,
    pub why: Option<String>,
    pub ready: String,
    pub button: String,
    /// The title's size.
    pub big: f32,
}

/// The "Pass to Blue" box for `next`: over the right-hand panel (the hand, face down while it
/// waits), never over the board — the board, the players and the log stay in sight. Whether its
/// button was clicked.
pub(crate) fn cover_box(ctx: &egui::Context, next: Seat, words: &CoverWords) -> bool {
    let board = crate::game::theme::board_area(ctx);
    let width = crate::game::theme::RIGHT_PANEL - 24.0;
    let mut clicked = false;
    egui::Window::new(&words.title)
        .id(egui::Id::new(COVER_ID))
        .title_bar(false)
        .resizable(false)
        .collapsible(false)
        .frame(
            egui::Frame::window(&ctx.global_style())
                .fill(egui::Color32::from_rgba_unmultiplied(24, 30, 40, 245)),
        )
        .pivot(egui::Align2::LEFT_TOP)
        .fixed_pos(egui::pos2(board.right() + 8.0, board.top() + 8.0))
        .min_width(width)
        .max_width(width)
        .show(ctx, |ui| {
            ui.vertical_centered(|ui| {
                let title = egui::RichText::new(&words.title)
                    .size(words.big)
                    .strong()
                    .color(seat_egui(next));
                ui.add(egui::Label::new(title).wrap());
                if let Some(why) = &words.why {
                    ui.add_space(4.0);
                    let why = egui::RichText::new(why)
                        .size(17.0)
                        .color(egui::Color32::WHITE);
                    ui.add(egui::Label::new(why).wrap());
                }
                ui.add_space(6.0);
                let ready = egui::RichText::new(&words.ready)
                    .size(15.0)
                    .color(egui::Color32::LIGHT_GRAY);
                ui.add(egui::Label::new(ready).wrap());
                ui.add_space(10.0);
                let b = egui::Button::new(egui::RichText::new(&words.button).size(20.0))
                    .min_size(egui::vec2(220.0_f32.min(width), 44.0));
                clicked = ui.add(b).clicked();
            });
        });
    clicked
}

/// The hand-off box's egui id.
pub(crate) const COVER_ID: &str = "hand-off";

/// The cover's title and button: "Pass to Blue" / "I am Blue" at a turn's start, "Blue — a
/// question for you" / "Show my cards" for a question to a person not on turn (an offer, a
/// discard, gold).
fn cover_words(session: &Session, next: Seat, lang: Lang) -> (String, String) {
    let name = seat_name(lang, next);
    if next != session.game.state.current {
        (
            tr_args(lang, "name-question-for-you", &[("name", (&name).into())]),
            tr(lang, "show-my-cards"),
        )
    } else {
        (
            tr_args(lang, "pass-to-name", &[("name", (&name).into())]),
            tr_args(lang, "i-am-name", &[("name", (&name).into())]),
        )
    }
}

/// Why the screen passes to `next` when it is not simply their turn: an offer to answer, cards
/// to discard, gold to choose.
pub(crate) fn reason(session: &Session, next: Seat, lang: Lang) -> Option<String> {
    let state = &session.game.state;
    match state.phase {
        Phase::TradeAnswers { .. } => Some(tr_args(
            lang,
            "handoff-offer",
            &[("name", (&seat_name(lang, state.current)).into())],
        )),
        Phase::Discard { .. } => {
            let n = state.players[next.index()].hand.total() / 2;
            Some(tr_args(lang, "discard-n-cards", &[("n", n.into())]))
        }
        // gold to choose: the hand passes only to a person not on turn
        Phase::Gold { .. } if next != state.current => {
            let n = state.gold_due(next);
            Some(tr_args(lang, "gold-take-n", &[("n", n.into())]))
        }
        // a turn's start: say whose turn it is, not only whom to pass to
        _ if next == state.current => Some(tr_args(
            lang,
            "turn-of-name",
            &[("name", (&seat_name(lang, next)).into())],
        )),
        _ => None,
    }
}

#[cfg(test)]
#[path = "handoff_place_tests.rs"]
mod place_tests;
