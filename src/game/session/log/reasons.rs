//! The reasons a computer gave for its answers, carried from the live log into a replayed one
//! (the review's): a record keeps the moves, not the reasons, so the review of the game just
//! played takes them from the log the table showed (play-test 6: "Blue declined" in the review
//! where the table had said why).

use super::LogLine;
use crate::game::i18n::{self, Lang, tr_args};

/// How far ahead in the live log a replayed line's own line is looked for (the live log has
/// lines a replay has not: notices, counter-offers left untaken).
const AHEAD: usize = 12;

/// Each plain answer of `replayed` ("Blue declined") that the live log said with its reason
/// ("Blue declines: …") becomes the live line; the two logs are walked in order.
pub fn with_live_reasons(lang: Lang, replayed: &mut [LogLine], live: &[LogLine]) {
    let mut j = 0;
    for line in replayed.iter_mut() {
        let Some(seat) = line.seat else {
            j += live[j.min(live.len())..]
                .iter()
                .take(AHEAD)
                .position(|l| l.text == line.text)
                .map_or(0, |k| k + 1);
            continue;
        };
        let who = i18n::seat_name(lang, seat);
        let because = [
            ("log-declined", "log-declines-because"),
            ("log-accepted", "log-accepts-because"),
        ]
        .into_iter()
        .find(|(plain, _)| line.text == tr_args(lang, plain, &[("who", (&who).into())]))
        .map(|(_, because)| affixes(lang, because, &who));
        let found = live[j.min(live.len())..].iter().take(AHEAD).position(|l| {
            l.seat == Some(seat)
                && (l.text == line.text
                    || because.as_ref().is_some_and(|(pre, post)| {
                        l.text.starts_with(pre.as_str()) && l.text.ends_with(post.as_str())
                    }))
        });
        if let Some(k) = found {
            line.text = live[j + k].text.clone();
            j += k + 1;
        }
    }
}

/// The words before and after the reason in message `id` for `who`.
fn affixes(lang: Lang, id: &str, who: &str) -> (String, String) {
    const MARK: &str = "\u{1}";
    let text = tr_args(lang, id, &[("who", who.into()), ("why", MARK.into())]);
    match text.split_once(MARK) {
        Some((pre, post)) => (pre.to_string(), post.to_string()),
        None => (text, String::new()),
    }
}
