//! The right panel of a window that watches an online game: no hand, no build bar, no trade or
//! development-card buttons (a watcher never acts) — a "Watching" heading, what a watcher sees,
//! and the way out; the building costs stay. A seat's window gets its hand and actions.

use crate::core::Action;
use crate::game::i18n::{Lang, tr};
use crate::game::online::WATCHER;
use crate::game::session::Session;
use crate::game::table::picking::BuildMode;
use crate::game::ui::context::Turn;
use crate::game::ui::dialogs::Dialogs;
use crate::game::ui::panels::hand::{HandAsks, candidates_section, cost_card, hand_and_actions};
use bevy_egui::egui;

/// Whether this window watches the game on screen (an online game seen as no seat).
pub(crate) fn watching(session: &Session) -> bool {
    session.remote == Some(WATCHER)
}

/// The right panel's body: a watcher's panel, or the hand and its actions and the computer's
/// candidates; then the building costs.
pub(crate) fn hand_or_watching(
    ui: &mut egui::Ui,
    turn: &Turn,
    legal: &[Action],
    mode: &mut BuildMode,
    dialogs: &mut Dialogs,
    out: &mut Vec<Action>,
) -> HandAsks {
    let mut asks = HandAsks::default();
    if watching(&turn.session) {
        asks.leave = watching_panel(ui, turn.lang());
    } else {
        asks = hand_and_actions(ui, turn, legal, mode, dialogs, out);
        if turn.settings.show_candidates {
            candidates_section(ui, turn, dialogs);
        }
    }
    ui.separator();
    cost_card(ui, &turn.session, turn.lang());
    asks
}

/// "Watching", what a watcher sees and does not, and "Stop watching"; returns whether it was
/// clicked.
fn watching_panel(ui: &mut egui::Ui, lang: Lang) -> bool {
    ui.add_space(4.0);
    ui.heading(tr(lang, "online-watching-short"));
    ui.label(tr(lang, "online-watching"));
    ui.add_space(4.0);
    ui.label(egui::RichText::new(tr(lang, "online-watching-no-actions")).weak());
    ui.add_space(6.0);
    ui.button(tr(lang, "online-stop-watching"))
        .on_hover_text(tr(lang, "online-stop-watching-about"))
        .clicked()
}

#[cfg(test)]
mod tests;
