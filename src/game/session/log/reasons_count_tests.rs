//! A computer's favourable acceptance counts the cards of the trade it took (play-test 7: a
//! 2-for-3 was said as "more cards for one it can spare").

use super::LogLine;
use super::reasons::{answer_why_sized, say_answer_why};
use crate::core::Seat;
use crate::game::i18n::{self, Lang, tr_args};
use crate::net::wire::AnswerWhy;

fn accepted_line(lang: Lang, seat: Seat) -> LogLine {
    let who = i18n::seat_name(lang, seat);
    LogLine {
        seat: Some(seat),
        text: tr_args(lang, "log-accepted", &[("who", (&who).into())]),
        by_computer: true,
        only: None,
        minor: true,
    }
}

#[test]
fn a_favourable_acceptance_counts_the_cards_of_the_trade() {
    let blue = Seat(1);
    // the offer gives Blue 3 cards and asks 2 of it
    let mut log = vec![accepted_line(Lang::English, blue)];
    say_answer_why(
        &mut log,
        Lang::English,
        (blue, true),
        AnswerWhy::Favourable,
        super::reasons::Answered {
            sizes: Some((3, 2)),
            offerer: None,
        },
    );
    let text = &log[0].text;
    assert!(text.contains("3 cards for 2"), "{text}");
    assert!(!text.contains("for one"), "{text}");
    let one = answer_why_sized(Lang::English, AnswerWhy::Favourable, Some((2, 1))).unwrap();
    assert!(one.contains("2 cards for one"), "{one}");
}

#[test]
fn the_czech_counts_with_its_plural_forms() {
    let three = answer_why_sized(Lang::Czech, AnswerWhy::Favourable, Some((3, 2))).unwrap();
    assert!(three.starts_with("3 karty za 2,"), "{three}");
    let five = answer_why_sized(Lang::Czech, AnswerWhy::Favourable, Some((5, 1))).unwrap();
    assert!(five.starts_with("5 karet za jednu,"), "{five}");
    assert!(!three.contains("why-answer"), "{three}");
}

#[test]
fn another_reason_is_unchanged_by_the_counts() {
    for why in [
        AnswerWhy::NoUse,
        AnswerWhy::CannotSpare,
        AnswerWhy::Overpays,
    ] {
        assert_eq!(
            answer_why_sized(Lang::English, why, Some((3, 2))),
            super::answer_why_text(Lang::English, why),
        );
    }
}
