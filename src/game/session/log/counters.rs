//! Counter-offers the player on turn did not take: when they leave the table (another offer,
//! another trade, the turn's end) the log says so, one line each.

use super::{ActionSaid, LogLine};
use crate::core::{Action, Counter, Event, Seat};
use crate::game::i18n::{self, Lang, cards_text, tr_args};

/// The lines for the counters standing `before` an action of `offerer` that are gone after it
/// (`after`), except the one taken (`deal`: its seat now trades).
pub fn counters_not_taken(
    lang: Lang,
    offerer: Seat,
    before: &[Counter],
    after: &[Counter],
    deal: Option<Seat>,
    by_computer: bool,
) -> Vec<LogLine> {
    before
        .iter()
        .filter(|c| !after.contains(c) && deal != Some(c.seat) && c.seat != offerer)
        .map(|c| LogLine {
            seat: Some(offerer),
            text: tr_args(
                lang,
                "log-counter-not-taken",
                &[
                    ("who", (&i18n::seat_name(lang, offerer)).into()),
                    ("other", (&i18n::seat_name(lang, c.seat)).into()),
                ],
            ),
            by_computer,
            only: None,
            minor: false,
        })
        .collect()
}

/// The log's line for a counter-offer — the one place the live log and a replayed game's (the
/// review's) say it (play-test 6: the review's log left counter-offers out).
pub fn counter_line(lang: Lang, c: Counter, by_computer: bool) -> LogLine {
    LogLine {
        seat: Some(c.seat),
        text: tr_args(
            lang,
            "log-counters",
            &[
                ("who", (&i18n::seat_name(lang, c.seat)).into()),
                ("give", (&cards_text(lang, &c.gives)).into()),
                ("get", (&cards_text(lang, &c.gets)).into()),
            ],
        ),
        by_computer,
        only: None,
        minor: false,
    }
}

/// The lines of an action in a taken counter-offer's deal (`a.taken`): none for the offer that
/// takes it and for its seat's acceptance, and the trade said once as the counter-offer taken
/// ("White took Blue's counter-offer: 2 wood → 1 stone") — the one place the live log, "since
/// your last turn" and the review's log word it (play-test 6: a taken counter-offer read as a
/// new offer). `None` for any other action: its lines are the usual ones.
pub fn taken_lines(lang: Lang, a: &ActionSaid<'_>) -> Option<Vec<(Seat, String)>> {
    let other = a.taken?;
    match *a.action {
        Action::OfferTrade { to, .. } if to == other.bit() => Some(Vec::new()),
        Action::AcceptTrade if a.seat == other => Some(Vec::new()),
        Action::ConfirmTrade(with) if with == other => {
            let (trader, gave, got) = a.events.as_slice().iter().find_map(|e| match *e {
                Event::Traded {
                    seat,
                    with: Some(w),
                    gave,
                    got,
                } if w == other => Some((seat, gave, got)),
                _ => None,
            })?;
            let text = tr_args(
                lang,
                "log-took-counter",
                &[
                    ("who", (&i18n::seat_name(lang, trader)).into()),
                    ("other", (&i18n::seat_name(lang, other)).into()),
                    ("gave", (&cards_text(lang, &gave)).into()),
                    ("got", (&cards_text(lang, &got)).into()),
                ],
            );
            Some(vec![(trader, text)])
        }
        _ => None,
    }
}
