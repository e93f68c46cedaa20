//! The menu's big buttons: start, continue, the board editor, quit. The one Continue resumes
//! what there is to continue: the unfinished game of this folder, or else the online game this
//! machine holds a seat in ("Rejoin", play-test 8: Continue stood greyed while the way back to
//! an online game was a small line further down).

use super::MenuAsk;
use super::online::OnlineAsk;
use crate::game::i18n::{Lang, tr, tr_args};
use bevy::prelude::*;
use bevy_egui::egui;

/// What the big Continue does.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) enum Continue {
    /// Nothing to continue: greyed.
    Nothing,
    /// The unfinished game of the data folder.
    Local,
    /// The online game of this room, the seat kept from an earlier launch.
    Online(String),
}

impl Continue {
    /// The unfinished game first (the online one keeps its own line under "Play online").
    pub(super) fn of(saved: bool, online_room: Option<&str>) -> Continue {
        match (saved, online_room) {
            (true, _) => Continue::Local,
            (false, Some(room)) => Continue::Online(room.to_string()),
            (false, None) => Continue::Nothing,
        }
    }

    /// The button's words and its hover text.
    pub(super) fn words(&self, lang: Lang) -> (String, String) {
        match self {
            Continue::Online(room) => (
                tr(lang, "online-rejoin"),
                tr_args(lang, "online-continue", &[("room", room.as_str().into())]),
            ),
            _ => (
                tr(lang, "continue"),
                tr(lang, "continue-the-unfinished-game"),
            ),
        }
    }
}

/// Start, continue (the unfinished game, or the online one), the board editor, quit.
/// `(saved, online_room)`: an unfinished game is kept here; the room of an online seat kept.
pub(super) fn buttons(
    ui: &mut egui::Ui,
    lang: Lang,
    (saved, online_room): (bool, Option<&str>),
    exit: &mut MessageWriter<AppExit>,
    ask: &mut MenuAsk,
) {
    let what = Continue::of(saved, online_room);
    ui.horizontal(|ui| {
        let b = egui::Button::new(egui::RichText::new(tr(lang, "start")).size(22.0))
            .min_size(egui::vec2(160.0, 44.0));
        if ui.add(b).clicked() {
            ask.start = true;
        }
        let (words, hover) = what.words(lang);
        let c = egui::Button::new(egui::RichText::new(words).size(22.0))
            .min_size(egui::vec2(160.0, 44.0));
        let clicked = ui
            .add_enabled(what != Continue::Nothing, c)
            .on_hover_text(hover)
            .clicked();
        match what {
            _ if !clicked => {}
            Continue::Local => ask.resume = true,
            Continue::Online(_) => ask.online = Some(OnlineAsk::Continue),
            Continue::Nothing => {}
        }
        if ui.button(tr(lang, "board-editor")).clicked() {
            ask.open_editor = true;
        }
        if ui.button(tr(lang, "quit")).clicked() {
            exit.write(AppExit::Success);
        }
    });
}

#[cfg(test)]
#[path = "start_tests.rs"]
mod tests;
