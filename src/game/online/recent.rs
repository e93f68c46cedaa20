//! A seat that comes back to a game under way: the host's latest actions (`recent`) become the
//! log's lines and the top bar's last rolls, before the line that says where it came back; the
//! talk around offers with them (a computer's reason, the counter-offers made), and the
//! counter-offers standing now go back on the table.

use crate::core::{Action, Counter, Event, Seat};
use crate::game::i18n::Lang;
use crate::game::session::{
    ActionSaid, Answered, Session, counter_line, log_lines, say_answer_why,
};
use crate::net::wire::{RecentStep, RecentTalk, core_events};

/// What a `recent` message holds: the latest steps (oldest first; the first is the game's action
/// number `from`) and the talk around offers.
pub(super) struct Heard<'a> {
    pub from: usize,
    pub steps: &'a [RecentStep],
    pub talk: &'a RecentTalk,
}

/// Put `heard`'s steps into `session`'s log, and their rolls into the last rolls. `shown`: how
/// many of the game's actions the log shows. A session just made from the view (its log starts
/// with the "back at the table" line, no action shown by it) gets them all before that line; one
/// that was already playing gets those it missed at the end. `me`: this machine's seat. The
/// counter-offers standing are heard again. Returns the actions shown now.
pub(super) fn take_in(
    session: &mut Session,
    shown: usize,
    heard: Heard<'_>,
    me: Option<Seat>,
    lang: Lang,
) -> usize {
    let Heard { from, steps, talk } = heard;
    let end = from + steps.len();
    let fresh = session.game.record.steps.is_empty();
    let skip = if fresh { 0 } else { shown.saturating_sub(from) };
    let mut lines = Vec::new();
    let mut rolls = Vec::new();
    // the seat whose offer the answers answer: the latest offer's
    let mut offerer = None;
    for (at, st) in steps
        .iter()
        .enumerate()
        .skip(skip)
        .map(|(i, s)| (from + i, s))
    {
        let seat = Seat(st.seat);
        let events = core_events(&st.events);
        for e in events.as_slice() {
            if let Event::Rolled(a, b) = *e {
                rolls.push((seat, a, b));
            }
        }
        let said = ActionSaid {
            seat,
            action: &st.action,
            events: &events,
            special: false,
            by_computer: me != Some(seat),
            // a taken counter-offer is said as its offer and trade
            taken: None,
        };
        lines.extend(log_lines(lang, &session.game.state.board, said, me));
        if matches!(st.action, Action::OfferTrade { .. }) {
            offerer = Some(seat);
        }
        let to = Answered {
            sizes: None,
            offerer: offerer.filter(|&o| Some(o) != me),
        };
        talk_at(&mut lines, talk, (at, seat, &st.action, to), me, lang);
    }
    for &c in &talk.standing {
        session.game.hear_counter(c);
    }
    for &(_, a, b) in &rolls {
        session.dice[(a + b) as usize] += 1;
    }
    if fresh {
        let at = session.log.len().saturating_sub(1);
        session.log.splice(at..at, lines);
        rolls.extend(std::mem::take(&mut session.rolls));
        session.rolls = rolls;
    } else {
        session.log.extend(lines);
        session.rolls.extend(rolls);
    }
    session.version += 1;
    end.max(shown)
}

/// The talk of action `at` (played by `seat`) after its lines: a computer's reason for its
/// answer (online every hand is hidden), then the counter-offers made with it, as the live log
/// said them.
fn talk_at(
    lines: &mut Vec<crate::game::session::LogLine>,
    talk: &RecentTalk,
    (at, seat, action, to): (usize, Seat, &Action, Answered),
    me: Option<Seat>,
    lang: Lang,
) {
    let accepted = match action {
        Action::AcceptTrade => Some(true),
        Action::DeclineTrade => Some(false),
        _ => None,
    };
    if let (Some(w), Some(accepted)) = (talk.whys.iter().find(|w| w.at as usize == at), accepted) {
        let why = crate::game::session::public_why(w.why, false);
        say_answer_why(lines, lang, (seat, accepted), why, to);
    }
    for c in talk.counters.iter().filter(|c| c.at as usize == at) {
        let c = Counter {
            seat: c.seat,
            gives: c.gives,
            gets: c.gets,
        };
        lines.push(counter_line(lang, c, me != Some(c.seat)));
    }
}
