//! Computer seats move at the pace of the speed option, one action at a time, without ever
//! holding a frame for long (instant speed plays for at most a few milliseconds a frame). A
//! player that thinks long (the search player) is asked on Bevy's async compute pool: the game
//! keeps drawing and answering, and the top bar shows that it is thinking.

use crate::ai::Decision;
use crate::ai::plan::Judgement;
use crate::ai::seat::{self, PlaysDecisions};
use crate::core::{Action, Counter, ResourceSet, Seat};
use crate::game::i18n::{self, Lang};
use crate::game::screens::InGame;
use crate::game::session::say_answer_why;
use crate::game::session::{ActError, Applied, Computers, GameSet, Session, act, counter};
use crate::game::settings::{AiSpeed, Settings};
use crate::net::wire::AnswerWhy;
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
            // a game under review shows past positions: nobody plays from them
            .run_if(
                in_state(InGame)
                    .and_then(resource_exists::<Computers>)
                    .and_then(not(resource_exists::<crate::game::review::Reviewing>)),
            ),
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
    task: Task<Option<Decision>>,
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
    if session.remote.is_some() {
        return; // an online game's computers play on its host
    }
    // a decision thought about off the main thread: applied when ready (and play is not on
    // hold), dropped when the game moved on meanwhile (a new game, a loaded one)
    if let Some(p) = &mut thinking.0 {
        if p.game != session.id || p.version != session.version {
            thinking.0 = None;
        } else if !p.task.is_finished() || clock.hold {
            clock.thinking = !p.task.is_finished();
            return;
        } else if let Some(p) = thinking.0.take() {
            let before = session.game.state.phase;
            if let Some(d) = block_on(future::poll_once(p.task)).flatten() {
                apply_decision(&mut session, d, &settings, &mut applied);
                clock.wait = settings.speed.pause_after_in(&d.action(), before);
            }
            return;
        }
    }
    if clock.hold || session.game.state.is_over() {
        return;
    }
    if !computers.is_computer(session.game.state.actor()) {
        // a short pause before a computer answers a person
        clock.wait = clock.wait.max(settings.speed.pause() * 0.4);
        return;
    }
    if settings.speed == AiSpeed::Instant {
        let start = Instant::now();
        while !session.game.state.is_over()
            && computers.is_computer(session.game.state.actor())
            && !computers.is_slow(session.game.state.actor())
            && start.elapsed() < INSTANT_BUDGET
        {
            if one_computer_action(&mut session, &computers, &settings, &mut applied).is_none() {
                break;
            }
        }
        if !computers.is_slow(session.game.state.actor()) {
            return;
        }
    } else {
        clock.wait -= time.delta_secs();
        if clock.wait > 0.0 {
            return;
        }
    }
    let before = session.game.state.phase;
    if computers.is_slow(session.game.state.actor()) {
        // a counter-offer it takes needs no thinking
        if let Some(d) = counter_taken(&session, &computers) {
            apply_decision(&mut session, d, &settings, &mut applied);
            clock.wait = settings.speed.pause_after_in(&d.action(), before);
            return;
        }
        thinking.0 = start_thinking(&session, &computers);
        clock.thinking = thinking.0.is_some();
        return;
    }
    let action = one_computer_action(&mut session, &computers, &settings, &mut applied);
    // each action stays on screen long enough to follow (a roll, a build, a robber move, a
    // trade longer than an answer); passing in a special building phase is quick
    clock.wait = action.map_or(settings.speed.pause(), |a| {
        settings.speed.pause_after_in(&a, before)
    });
}

/// The computer on move taking a counter-offer to its own offer, if it takes one.
fn counter_taken(session: &Session, computers: &Computers) -> Option<Decision> {
    computers
        .seat(session.game.state.actor())?
        .counter_taken(&session.game)
}

/// The session as the place a computer's decision is played ([`seat::play`]): through
/// [`act`] and [`counter`], with the log, the save and the messages that follow any action.
struct AtTheSession<'s, 'a, 'w> {
    session: &'s mut Session,
    lang: Lang,
    applied: &'a mut MessageWriter<'w, Applied>,
}

impl PlaysDecisions for AtTheSession<'_, '_, '_> {
    type Done = ();
    type Error = ActError;
    fn play_action(&mut self, seat: Seat, action: Action) -> Result<(), ActError> {
        act(self.session, seat, action, self.lang, true, self.applied)
    }
    fn play_counter(
        &mut self,
        seat: Seat,
        gives: ResourceSet,
        gets: ResourceSet,
    ) -> Result<(), ActError> {
        let c = Counter { seat, gives, gets };
        counter(self.session, c, self.lang, true, self.applied)
    }
}

/// Ask the computer on move for its decision on the async compute pool (a copy of the table
/// goes with the question).
fn start_thinking(session: &Session, computers: &Computers) -> Option<Pending> {
    let computer = computers.seat(session.game.state.actor())?.clone();
    let table = session.game.clone();
    let seed = session.seed;
    let task = AsyncComputeTaskPool::get().spawn(async move {
        yield_to_the_window();
        computer.decide(&table, seed)
    });
    Some(Pending {
        game: session.id,
        version: session.version,
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

/// Play a computer's decision: its action or counter-offer (a legal action instead, with a
/// message, if the table refuses it); an answer to an offer says why in the log.
fn apply_decision(
    session: &mut Session,
    d: Decision,
    settings: &Settings,
    applied: &mut MessageWriter<Applied>,
) -> Option<Action> {
    let lang = settings.lang;
    let mut at = AtTheSession {
        session,
        lang,
        applied,
    };
    let played = seat::play(&mut at, &d);
    let AtTheSession {
        session, applied, ..
    } = at;
    if let Err(e) = played {
        let action = d.action();
        error!(
            "computer seat {} chose an illegal action ({action}): {e}",
            d.seat
        );
        session.last_error = Some(format!(
            "{}: {}",
            i18n::seat_name(lang, d.seat),
            e.text(lang)
        ));
        if session.game.state.is_over() || session.game.state.actor() != d.seat {
            return None;
        }
        let first = *session.game.state.legal_actions().first()?;
        act(session, d.seat, first, lang, true, applied).ok()?;
        return Some(first);
    }
    write_answer_reason(session, d.seat, d.judgement, d.action(), lang);
    Some(d.action())
}

/// After a computer answered an offer: its answer's line says why — its plan's reason, and a
/// decline without one (a computer that answers by no plan) that it does not want the trade.
/// No decline is logged without a reason (play-test 5). Online, the host sends the same code.
fn write_answer_reason(
    session: &mut Session,
    seat: Seat,
    j: Option<Judgement>,
    action: Action,
    lang: Lang,
) {
    let accepted = match action {
        Action::AcceptTrade => true,
        Action::DeclineTrade => false,
        _ => return,
    };
    if let Some(why) = AnswerWhy::of(j, accepted) {
        let why = crate::game::session::public_why(why, session.talk.open_hands);
        // the offerer reads "you" when a person of this table offered
        let offerer = session.game.state.current();
        let person = session
            .seats
            .get(offerer.index())
            .is_some_and(|s| s.is_human());
        let to = crate::game::session::Answered::in_state(&session.game.state, person);
        say_answer_why(&mut session.log, lang, (seat, accepted), why, to);
    }
}

/// Why a computer accepted (`accepted`) or declined an offer, judged `j` by its plan, in words:
/// the plan's reason when the answer is the plan's; for any other decline, that it does not
/// want the trade. `None` only for an acceptance without the plan's reason.
#[cfg(test)]
fn why_answered(lang: Lang, j: Option<Judgement>, accepted: bool) -> Option<String> {
    AnswerWhy::of(j, accepted).and_then(|w| crate::game::session::answer_why_text(lang, w))
}

/// Ask the computer on move for its decision and play it.
pub fn one_computer_action(
    session: &mut Session,
    computers: &Computers,
    settings: &Settings,
    applied: &mut MessageWriter<Applied>,
) -> Option<Action> {
    let d = computers
        .seat(session.game.state.actor())?
        .decide(&session.game, session.seed)?;
    apply_decision(session, d, settings, applied)
}

#[cfg(test)]
mod tests;
