//! The turn on screen, handed to the panels and dialogs instead of long parameter lists: the
//! session, the settings (the language among them), the gate (whose hand the screen shows), the
//! computers, and who may act through the panels now.

use crate::core::{Action, Seat};
use crate::game::gate::Gate;
use crate::game::i18n::Lang;
use crate::game::session::{Computers, Session};
use crate::game::settings::Settings;
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;

/// The game on screen as the panels and dialogs read it.
#[derive(SystemParam)]
pub(crate) struct Turn<'w> {
    pub session: Res<'w, Session>,
    pub settings: ResMut<'w, Settings>,
    pub gate: Res<'w, Gate>,
    pub computers: Res<'w, Computers>,
}

impl Turn<'_> {
    /// The person's language.
    pub(crate) fn lang(&self) -> Lang {
        self.settings.lang
    }

    /// The person who may act now through the panels, if any.
    pub(crate) fn acting(&self) -> Option<Seat> {
        acting_person(&self.session, &self.gate)
    }

    /// What the acting person may do (nothing while nobody acts).
    pub(crate) fn legal(&self) -> Vec<Action> {
        if self.acting().is_some() {
            self.session.legal()
        } else {
            Vec::new()
        }
    }
}

/// The person who may act now through the panels, if any: a person on move, the game not over,
/// the gate open to them (no hand-off waiting).
pub(crate) fn acting_person(session: &Session, gate: &Gate) -> Option<Seat> {
    let actor = session.game.state.actor();
    (!session.game.state.is_over()
        && session.is_human(actor)
        && gate.open()
        && gate.viewer == Some(actor))
    .then_some(actor)
}
