//! Computer seats move at the pace of the speed option, one action at a time, without ever
//! holding a frame for long (instant speed plays for at most a few milliseconds a frame). A
//! player that thinks long (the search player) is asked on Bevy's async compute pool: the game
//! keeps drawing and answering, and the top bar shows that it is thinking.

use crate::core::{Action, PlayerView, Seat};
use crate::game::session::{Applied, Computers, GameSet, Session, act};
use crate::game::settings::{AiSpeed, Settings};
use bevy::prelude::*;
use bevy::tasks::{AsyncComputeTaskPool, Task, block_on, futures_lite::future};
use std::time::{Duration, Instant};

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<AiClock>();
    app.init_resource::<Thinking>();
    app.add_systems(
        Update,
        computer_moves
            .in_set(GameSet::Input)
            .run_if(resource_exists::<Session>.and_then(resource_exists::<Computers>)),
    );
}

/// Time budget of instant play in one frame.
const INSTANT_BUDGET: Duration = Duration::from_millis(4);

/// Seconds until the next computer action; `hold` pauses computer play (while the help is open);
/// `thinking` is set while a decision is thought about off the main thread.
#[derive(Resource, Default)]
pub struct AiClock {
    pub wait: f32,
    pub hold: bool,
    pub thinking: bool,
}

/// A decision being thought about off the main thread, for one position of one game.
#[derive(Resource, Default)]
pub struct Thinking(Option<Pending>);

struct Pending {
    game: u64,
    version: u64,
    seat: Seat,
    task: Task<Action>,
}

fn computer_moves(
    time: Res<Time>,
    mut clock: ResMut<AiClock>,
    settings: Res<Settings>,
    mut session: ResMut<Session>,
    computers: Res<Computers>,
    mut thinking: ResMut<Thinking>,
    mut applied: MessageWriter<Applied>,
) {
    clock.thinking = false;
    // a decision thought about off the main thread: applied when ready (and play is not on
    // hold), dropped when the game moved on meanwhile (a new game, a loaded one)
    if let Some(p) = &mut thinking.0 {
        if p.game != session.id || p.version != session.version {
            thinking.0 = None;
        } else if !p.task.is_finished() || clock.hold {
            clock.thinking = !p.task.is_finished();
            return;
        } else if let Some(p) = thinking.0.take() {
            let action = block_on(future::poll_once(p.task)).unwrap_or(Action::EndTurn);
            apply_computer_action(&mut session, p.seat, action, &settings, &mut applied);
            clock.wait = settings.speed.pause();
            return;
        }
    }
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
            && !computers.is_slow(session.state.actor())
            && start.elapsed() < INSTANT_BUDGET
        {
            one_computer_action(&mut session, &computers, &settings, &mut applied);
        }
        if !computers.is_slow(session.state.actor()) {
            return;
        }
    } else {
        clock.wait -= time.delta_secs();
        if clock.wait > 0.0 {
            return;
        }
    }
    if computers.is_slow(session.state.actor()) {
        thinking.0 = start_thinking(&session, &computers);
        clock.thinking = thinking.0.is_some();
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

/// Ask the computer on move for its action on the async compute pool (a copy of the position
/// goes with the question).
fn start_thinking(session: &Session, computers: &Computers) -> Option<Pending> {
    let seat = session.state.actor();
    let player = computers.players.get(seat.index())?.as_ref()?.clone();
    let state = session.state.clone();
    let legal = state.legal_actions();
    let first = *legal.first()?;
    let task = AsyncComputeTaskPool::get().spawn(async move {
        yield_to_the_window();
        let view = PlayerView::new(&state, seat);
        let mut p = player.lock().unwrap_or_else(|e| e.into_inner());
        let a = p.choose(&view, &legal);
        if legal.contains(&a) || state.check(&a).is_ok() {
            a
        } else {
            first
        }
    });
    Some(Pending {
        game: session.id,
        version: session.version,
        seat,
        task,
    })
}

/// Lower this thread's priority: a computer thinking for a second must not take the cores the
/// window needs to draw (under a software renderer the two compete for every frame). On Linux
/// `setpriority` on the calling thread's id applies to that thread alone.
fn yield_to_the_window() {
    #[cfg(target_os = "linux")]
    // SAFETY: plain system calls on the calling thread; failure (no permission) is harmless.
    unsafe {
        let tid = libc::syscall(libc::SYS_gettid) as libc::id_t;
        libc::setpriority(libc::PRIO_PROCESS, tid, 10);
    }
}

/// Apply a computer's action (a legal one instead, with a message, if the player erred).
fn apply_computer_action(
    session: &mut Session,
    seat: Seat,
    action: Action,
    settings: &Settings,
    applied: &mut MessageWriter<Applied>,
) -> Option<Action> {
    if let Err(e) = act(session, seat, action, settings.lang, true, applied) {
        error!("computer seat {seat} chose an illegal action ({action}): {e}");
        session.last_error = Some(format!("computer seat {seat}: {e}"));
        let first = *session.state.legal_actions().first()?;
        act(session, seat, first, settings.lang, true, applied).ok()?;
        return Some(first);
    }
    Some(action)
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
