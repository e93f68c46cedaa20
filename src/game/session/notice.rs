//! A notice in the top bar fades: where the previous game was kept is said for a few seconds;
//! a warning (this game is not saved, the previous one was damaged) stays for the game.

use super::{Notice, Session};
use crate::game::screens::InGame;
use bevy::prelude::*;

/// How long an informing notice stays in the top bar.
pub(crate) const NOTICE_SECONDS: f32 = 8.0;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Update, fade.run_if(in_state(InGame)));
}

impl Notice {
    /// Whether the notice only informs (and so fades), rather than warns.
    pub fn fades(&self) -> bool {
        matches!(self, Notice::PreviousKept(_))
    }
}

/// The notice shown and for how long it has been.
fn fade(time: Res<Time>, mut session: ResMut<Session>, mut shown: Local<(Option<Notice>, f32)>) {
    if session.notice != shown.0 {
        *shown = (session.notice.clone(), 0.0);
        return;
    }
    let Some(notice) = &session.notice else {
        return;
    };
    shown.1 += time.delta_secs();
    if notice.fades() && shown.1 >= NOTICE_SECONDS {
        session.notice = None;
        *shown = (None, 0.0);
    }
}

#[cfg(test)]
#[path = "notice_tests.rs"]
mod tests;
