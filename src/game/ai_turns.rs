//! Computer seats move at the pace of the speed option, one action at a time, without ever
//! holding a frame for long (instant speed plays for at most a few milliseconds a frame).

use crate::core::{Action, PlayerView};
use crate::game::session::{Applied, Computers, GameSet, Session, act};
use crate::game::settings::{AiSpeed, Settings};
use bevy::prelude::*;
use std::time::{Duration, Instant};

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<AiClock>();
    app.add_systems(
        Update,
        computer_moves
            .in_set(GameSet::Input)
            .run_if(resource_exists::<Session>.and_then(resource_exists::<Computers>)),
    );
}

/// Time budget of instant play in one frame.
const INSTANT_BUDGET: Duration = Duration::from_millis(4);

/// Seconds until the next computer action; `hold` pauses computer play (while the help is open).
#[derive(Resource, Default)]
pub struct AiClock {
    pub wait: f32,
    pub hold: bool,
}

fn computer_moves(
    time: Res<Time>,
    mut clock: ResMut<AiClock>,
    settings: Res<Settings>,
    mut session: ResMut<Session>,
    computers: Res<Computers>,
    mut applied: MessageWriter<Applied>,
) {
    if clock.hold || session.state.is_over() {
        return;
    }
    if !computers.is_computer(session.state.actor()) {
        // a short pause before a computer answers a person
        clock.wait = clock.wait.max(settings.speed.pause() * 0.5);
        return;
    }
    if settings.speed == AiSpeed::Instant {
        let start = Instant::now();
        while !session.state.is_over()
            && computers.is_computer(session.state.actor())
            && start.elapsed() < INSTANT_BUDGET
        {
            one_computer_action(&mut session, &computers, &settings, &mut applied);
        }
        return;
    }
    clock.wait -= time.delta_secs();
    if clock.wait > 0.0 {
        return;
    }
    let action = one_computer_action(&mut session, &computers, &settings, &mut applied);
    // a little longer after a turn ends, so a person can follow whose turn it is
    let factor = match action {
        Some(Action::EndTurn) => 2.0,
        Some(Action::Roll) => 1.5,
        _ => 1.0,
    };
    clock.wait = settings.speed.pause() * factor;
}

/// Ask the computer on move for its action and apply it.
pub fn one_computer_action(
    session: &mut Session,
    computers: &Computers,
    settings: &Settings,
    applied: &mut MessageWriter<Applied>,
) -> Option<Action> {
    let seat = session.state.actor();
    let player = computers.players.get(seat.index())?.as_ref()?;
    let legal = session.state.legal_actions();
    if legal.is_empty() {
        return None;
    }
    let action = {
        let view = PlayerView::new(&session.state, seat);
        let mut p = player.lock().unwrap_or_else(|e| e.into_inner());
        p.choose(&view, &legal)
    };
    if let Err(e) = act(session, seat, action, settings.lang, true, applied) {
        // a computer player that asks for an illegal action is a bug: say so and play on
        error!("computer seat {seat} chose an illegal action ({action}): {e}");
        session.last_error = Some(format!("computer seat {seat}: {e}"));
        act(session, seat, legal[0], settings.lang, true, applied).ok()?;
        return Some(legal[0]);
    }
    Some(action)
}
