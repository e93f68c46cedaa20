//! A seat that comes back to a game under way: the host's latest actions (`recent`) become the
//! log's lines and the top bar's last rolls, before the line that says where it came back.

use crate::core::{Event, Seat};
use crate::game::i18n::Lang;
use crate::game::session::{ActionSaid, Session, log_lines};
use crate::net::wire::{RecentStep, core_events};

/// Put `steps` (oldest first; the first is the game's action number `from`) into `session`'s
/// log, and their rolls into the last rolls. `shown`: how many of the game's actions the log
/// shows. A session just made from the view (its log starts with the "back at the table" line,
/// no action shown by it) gets them all before that line; one that was already playing gets
/// those it missed at the end. `me`: this machine's seat. Returns the actions shown now.
pub(super) fn take_in(
    session: &mut Session,
    shown: usize,
    from: usize,
    steps: &[RecentStep],
    me: Option<Seat>,
    lang: Lang,
) -> usize {
    let end = from + steps.len();
    let fresh = session.game.record.steps.is_empty();
    let skip = if fresh { 0 } else { shown.saturating_sub(from) };
    let missed = steps.iter().skip(skip);
    let mut lines = Vec::new();
    let mut rolls = Vec::new();
    for st in missed {
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
            // `recent` carries no counter-offers: a taken one is said as its offer and trade
            taken: None,
        };
        lines.extend(log_lines(lang, &session.game.state.board, said, me));
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
