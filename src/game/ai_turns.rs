//! Computer seats move at the pace of the speed option, one action at a time, without ever
//! holding a frame for long (instant speed plays for at most a few milliseconds a frame). A
//! player that thinks long (the search player) is asked on Bevy's async compute pool: the game
//! keeps drawing and answering, and the top bar shows that it is thinking.

use crate::ai::plan;
use crate::core::{Action, Phase, PlayerView, ResourceSet, Seat};
use crate::game::i18n::{self, Lang, tr, tr_args};
use crate::game::session::{Applied, Computers, Counter, GameSet, Session, act, note_counter};
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
            let action = block_on(future::poll_once(p.task)).unwrap_or(Action::EndTurn);
            let before = session.state.phase;
            apply_computer_action(
                &mut session,
                p.seat,
                action,
                &settings,
                &computers,
                &mut applied,
            );
            clock.wait = settings.speed.pause_after_in(&action, before);
            return;
        }
    }
    if clock.hold || session.state.is_over() {
        return;
    }
    if !computers.is_computer(session.state.actor()) {
        // a short pause before a computer answers a person
        clock.wait = clock.wait.max(settings.speed.pause() * 0.4);
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
    if take_a_counter(&mut session, &computers, &settings, &mut applied) {
        clock.wait = settings.speed.pause_after(&Action::ConfirmTrade(Seat(0)));
        return;
    }
    if computers.is_slow(session.state.actor()) {
        thinking.0 = start_thinking(&session, &computers);
        clock.thinking = thinking.0.is_some();
        return;
    }
    let before = session.state.phase;
    let action = one_computer_action(&mut session, &computers, &settings, &mut applied);
    // each action stays on screen long enough to follow (a roll, a build, a robber move, a
    // trade longer than an answer); passing in a special building phase is quick
    clock.wait = action.map_or(settings.speed.pause(), |a| {
        settings.speed.pause_after_in(&a, before)
    });
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

/// A computer on turn weighs the counter-offers to its offer: the first it would accept (judged
/// as an offer from the counter's seat) is made as an offer to that seat alone, which the seat
/// accepts and the trade follows; the others are dropped. Returns whether it acted.
fn take_a_counter(
    session: &mut Session,
    computers: &Computers,
    settings: &Settings,
    applied: &mut MessageWriter<Applied>,
) -> bool {
    let seat = session.state.actor();
    if session.talk.counters.is_empty() || session.state.phase != Phase::Main {
        return false;
    }
    let counters = std::mem::take(&mut session.talk.counters);
    let Some(ind) = computers.judges.get(seat.index()).copied().flatten() else {
        return false;
    };
    let view = PlayerView::new(&session.state, seat);
    let taken = counters
        .iter()
        .find(|c| plan::judge_offer(&view, &ind, c.seat, c.gives, c.gets).accept);
    let Some(c) = taken.copied() else {
        return false;
    };
    // restore them for `act`, which matches the offer to its counter
    session.talk.counters = counters;
    let offer = Action::OfferTrade {
        give: c.gets,
        get: c.gives,
        to: c.seat.bit(),
    };
    act(session, seat, offer, settings.lang, true, applied).is_ok()
}

/// What a computer that answers offers by its plan thinks of the offer it is asked (read before
/// it answers, on the position it answers in).
struct AnswerNote {
    judgement: plan::Judgement,
    counter: Option<(ResourceSet, ResourceSet)>,
}

fn answer_note(session: &Session, computers: &Computers, seat: Seat) -> Option<AnswerNote> {
    let Phase::TradeAnswers { give, get, .. } = session.state.phase else {
        return None;
    };
    let ind = computers.judges.get(seat.index()).copied().flatten()?;
    let offerer = session.state.current;
    let view = PlayerView::new(&session.state, seat);
    let judgement = plan::judge_offer(&view, &ind, offerer, give, get);
    let counter = match judgement.reason {
        plan::AnswerReason::NearWin { .. } | plan::AnswerReason::Leader { .. } => None,
        _ if judgement.accept => None,
        _ => plan::counter_offer(&view, &ind, offerer, give, get),
    };
    Some(AnswerNote { judgement, counter })
}

/// After a computer answered an offer: its answer's line says why (unless the reason would
/// reveal its hand), and a declined offer it could improve gets its counter-offer.
fn write_answer_note(
    session: &mut Session,
    seat: Seat,
    note: AnswerNote,
    action: Action,
    lang: Lang,
) {
    let accepted = action == Action::AcceptTrade;
    let j = note.judgement;
    let them = i18n::seat_name(lang, seat);
    let why = match j.reason {
        plan::AnswerReason::CannotGive => None,
        plan::AnswerReason::NearWin { points_left } => Some(tr_args(
            lang,
            "why-answer-near-win",
            &[("left", points_left.into())],
        )),
        plan::AnswerReason::Leader { lead } => {
            Some(tr_args(lang, "why-answer-leader", &[("lead", lead.into())]))
        }
        plan::AnswerReason::NoUse => Some(tr(lang, "why-answer-no-use")),
        plan::AnswerReason::HelpsOffererMore => Some(tr(lang, "why-answer-helps-you-more")),
        plan::AnswerReason::Helps => Some(tr(lang, "why-answer-helps")),
        plan::AnswerReason::CompletesTheirBuild => Some(tr(lang, "why-answer-completes-yours")),
        plan::AnswerReason::Favourable => Some(tr(lang, "why-answer-favourable")),
    };
    if let Some(why) = why
        && j.accept == accepted
    {
        let key = if accepted {
            "log-accepts-because"
        } else {
            "log-declines-because"
        };
        let text = tr_args(
            lang,
            key,
            &[("who", (&them).into()), ("why", (&why).into())],
        );
        // the answer's own line becomes the line with its reason
        let plain = tr_args(
            lang,
            if accepted {
                "log-accepted"
            } else {
                "log-declined"
            },
            &[("who", (&them).into())],
        );
        if let Some(line) = session
            .log
            .iter_mut()
            .rev()
            .find(|l| l.seat == Some(seat) && l.text == plain)
        {
            line.text = text;
        }
    }
    if let Some((gives, gets)) = note.counter.filter(|_| !accepted) {
        note_counter(session, Counter { seat, gives, gets }, lang, true);
    }
}

/// Apply a computer's action (a legal one instead, with a message, if the player erred).
fn apply_computer_action(
    session: &mut Session,
    seat: Seat,
    action: Action,
    settings: &Settings,
    computers: &Computers,
    applied: &mut MessageWriter<Applied>,
) -> Option<Action> {
    let note = answer_note(session, computers, seat);
    if let Err(e) = act(session, seat, action, settings.lang, true, applied) {
        error!("computer seat {seat} chose an illegal action ({action}): {e}");
        session.last_error = Some(format!("computer seat {seat}: {e}"));
        let first = *session.state.legal_actions().first()?;
        act(session, seat, first, settings.lang, true, applied).ok()?;
        return Some(first);
    }
    if let Some(note) = note {
        write_answer_note(session, seat, note, action, settings.lang);
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
    if take_a_counter(session, computers, settings, applied) {
        return session.record.steps.last().map(|s| s.action);
    }
    let action = {
        let view = PlayerView::new(&session.state, seat);
        let mut p = player.lock().unwrap_or_else(|e| e.into_inner());
        p.choose(&view, &legal)
    };
    apply_computer_action(session, seat, action, settings, computers, applied)
}
