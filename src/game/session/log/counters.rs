//! Counter-offers the player on turn did not take: when they leave the table (another offer,
//! another trade, the turn's end) the log says so, one line each.

use super::LogLine;
use crate::core::{Counter, Seat};
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
