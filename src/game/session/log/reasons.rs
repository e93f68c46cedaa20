//! The reasons a computer gave for its answers, carried from the live log into a replayed one
//! (the review's): a record keeps the moves, not the reasons, so the review of the game just
//! played takes them from the log the table showed (play-test 6: "Blue declined" in the review
//! where the table had said why).

use super::LogLine;
use crate::core::wide::State;
use crate::core::{Phase, Seat};
use crate::game::i18n::{self, Lang, tr, tr_args};
use crate::net::wire::AnswerWhy;

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

/// A computer's answer to an offer (`accepted` or declined) in `log` says why: its line ("Blue
/// declined") becomes the line with the reason ("Blue declines: it does not bring a build
/// nearer"). The local game's computers and an online host's (its `why` code) say it here.
/// `to`: the offer answered — its sizes, so that a favourable trade is said with its counts ("3
/// cards for 2 it can spare"), and its offerer when the reader is not the offerer, so that a
/// reason about the offerer names them ("Red is one point from winning", not "you are").
pub fn say_answer_why(
    log: &mut [LogLine],
    lang: Lang,
    (seat, accepted): (Seat, bool),
    why: AnswerWhy,
    to: Answered,
) {
    let named = to.offerer.and_then(|o| answer_why_about(lang, why, o));
    let Some(reason) = named.or_else(|| answer_why_sized(lang, why, to.sizes)) else {
        return;
    };
    let them = i18n::seat_name(lang, seat);
    let (plain, because) = if accepted {
        ("log-accepted", "log-accepts-because")
    } else {
        ("log-declined", "log-declines-because")
    };
    let text = tr_args(
        lang,
        because,
        &[("who", (&them).into()), ("why", (&reason).into())],
    );
    let plain = tr_args(lang, plain, &[("who", (&them).into())]);
    if let Some(line) = log
        .iter_mut()
        .rev()
        .find(|l| l.seat == Some(seat) && l.text == plain)
    {
        line.text = text;
    }
}

/// The offer a computer answered, as its reason is worded ([`say_answer_why`]).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Answered {
    /// (cards the answering player gets, cards it gives).
    pub sizes: Option<(u32, u32)>,
    /// The offerer, when the one reading is not the offerer (`None`: "you").
    pub offerer: Option<Seat>,
}

impl Answered {
    /// The offer open in `state` (its offerer is the player on turn); `offerer_reads`: the one
    /// reading the log is the offerer (a person of this machine's), so the reason says "you".
    pub fn in_state(state: &State, offerer_reads: bool) -> Answered {
        Answered {
            sizes: offer_sizes(state),
            offerer: (!offerer_reads).then(|| state.current()),
        }
    }
}

/// A reason about the offerer, naming them (`offerer`): `None` for the reasons that are not
/// about the offerer (said as [`answer_why_text`] says them).
fn answer_why_about(lang: Lang, why: AnswerWhy, offerer: Seat) -> Option<String> {
    let who = i18n::seat_name(lang, offerer);
    let who = || ("who", (&who).into());
    Some(match why {
        AnswerWhy::NearWin { points_left } => tr_args(
            lang,
            "why-answer-near-win-them",
            &[who(), ("left", points_left.into())],
        ),
        AnswerWhy::Leader { lead } => tr_args(
            lang,
            "why-answer-leader-them",
            &[who(), ("lead", lead.into())],
        ),
        AnswerWhy::HelpsOffererMore => tr_args(lang, "why-answer-helps-them-more", &[who()]),
        AnswerWhy::CompletesTheirBuild => tr_args(lang, "why-answer-completes-theirs", &[who()]),
        AnswerWhy::CannotSpare => tr_args(lang, "why-answer-cannot-spare-them", &[who()]),
        _ => return None,
    })
}

/// The reason a computer's answer is said with at the table: with hidden hands, "it cannot
/// spare what you ask" — said only when it does not hold the cards — would tell what its hand
/// lacks (play-test 8), so it is said as not wanting the trade.
pub fn public_why(why: AnswerWhy, open_hands: bool) -> AnswerWhy {
    match why {
        AnswerWhy::CannotSpare if !open_hands => AnswerWhy::NotWanted,
        other => other,
    }
}

/// The offer being answered in `state`, as (cards an answering player gets, cards it gives);
/// `None` when no offer is open.
pub fn offer_sizes(state: &State) -> Option<(u32, u32)> {
    match state.phase {
        Phase::TradeAnswers { give, get, .. } | Phase::TradeConfirm { give, get, .. } => {
            Some((give.total(), get.total()))
        }
        _ => None,
    }
}

/// A reason to answer an offer of `sizes` (cards the answering player gets, cards it gives),
/// in words: a favourable trade counts its cards (play-test 7: a 2-for-3 was said as "more
/// cards for one").
pub fn answer_why_sized(lang: Lang, why: AnswerWhy, sizes: Option<(u32, u32)>) -> Option<String> {
    match (why, sizes) {
        (AnswerWhy::Favourable, Some((gets, gives))) => Some(tr_args(
            lang,
            "why-answer-favourable-counted",
            &[("gets", gets.into()), ("gives", gives.into())],
        )),
        _ => answer_why_text(lang, why),
    }
}

/// A reason to answer an offer, in words (not holding the cards asked is said as not sparing
/// them: the words reveal no hand). `None` for a code this build does not know.
pub fn answer_why_text(lang: Lang, why: AnswerWhy) -> Option<String> {
    Some(match why {
        AnswerWhy::CannotSpare => tr(lang, "why-answer-cannot-spare"),
        AnswerWhy::NearWin { points_left } => {
            tr_args(lang, "why-answer-near-win", &[("left", points_left.into())])
        }
        AnswerWhy::Leader { lead } => tr_args(lang, "why-answer-leader", &[("lead", lead.into())]),
        AnswerWhy::NoUse => tr(lang, "why-answer-no-use"),
        AnswerWhy::HelpsOffererMore => tr(lang, "why-answer-helps-you-more"),
        AnswerWhy::Overpays => tr(lang, "why-answer-overpays"),
        AnswerWhy::Helps => tr(lang, "why-answer-helps"),
        AnswerWhy::CompletesTheirBuild => tr(lang, "why-answer-completes-yours"),
        AnswerWhy::Favourable => tr(lang, "why-answer-favourable"),
        AnswerWhy::NotWanted => tr(lang, "why-answer-not-wanted"),
        AnswerWhy::Other => return None,
    })
}
