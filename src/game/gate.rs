//! Pass-and-play privacy, the logic: whose hand may be on screen (the viewer) and whether the
//! screen waits for the next person ("Pass to Blue", drawn by `ui::handoff`).

use crate::core::Seat;
use crate::game::session::{GameSet, Session};
use crate::game::settings::Settings;
use bevy::prelude::*;

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<Gate>();
    app.add_systems(
        Update,
        update_gate
            .after(GameSet::Apply)
            .run_if(resource_exists::<Session>),
    );
}

/// Whose hand the screen shows, and whether it waits for the next person.
#[derive(Resource, Default, Debug)]
pub struct Gate {
    /// The person whose hand is shown (`None`: nobody's).
    pub viewer: Option<Seat>,
    /// The person the screen waits for ("Pass to …").
    pub waiting_for: Option<Seat>,
    session: Option<u64>,
}

impl Gate {
    pub fn open(&self) -> bool {
        self.waiting_for.is_none()
    }
}

pub fn update_gate(session: Res<Session>, settings: Res<Settings>, mut gate: ResMut<Gate>) {
    if gate.session != Some(session.id) {
        *gate = Gate {
            session: Some(session.id),
            ..default()
        };
    }
    let humans: Vec<Seat> = session.humans().collect();
    if humans.len() == 1 {
        gate.viewer = Some(humans[0]);
        gate.waiting_for = None;
        return;
    }
    if session.state.is_over() {
        gate.waiting_for = None;
        return;
    }
    let actor = session.state.actor();
    if !session.is_human(actor) {
        // computers play while nobody in particular is at the screen: with hidden hands no
        // person's hand or hidden points stay on it (the next person gets a hand-off screen)
        gate.waiting_for = None;
        if settings.hidden_hands {
            gate.viewer = None;
        }
        return;
    }
    if !settings.hidden_hands {
        gate.viewer = Some(actor);
        gate.waiting_for = None;
    } else if gate.viewer != Some(actor) {
        gate.waiting_for = Some(actor);
    }
}
