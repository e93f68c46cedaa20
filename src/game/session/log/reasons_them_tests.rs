//! A reason about the offerer names them when the one reading did not offer (play-test 9's
//! log: "Orange declines: you are one point from winning" to a computer's offer), and says "you"
//! to the person who did.

use super::LogLine;
use super::reasons::{Answered, say_answer_why};
use crate::core::Seat;
use crate::game::i18n::{self, Lang, tr_args};
use crate::net::wire::AnswerWhy;

fn declined(lang: Lang, seat: Seat) -> Vec<LogLine> {
    let who = i18n::seat_name(lang, seat);
    vec![LogLine {
        seat: Some(seat),
        text: tr_args(lang, "log-declined", &[("who", (&who).into())]),
        by_computer: true,
        only: None,
        minor: true,
    }]
}

const ABOUT_THE_OFFERER: [AnswerWhy; 5] = [
    AnswerWhy::NearWin { points_left: 1 },
    AnswerWhy::Leader { lead: 3 },
    AnswerWhy::HelpsOffererMore,
    AnswerWhy::CompletesTheirBuild,
    AnswerWhy::CannotSpare,
];

#[test]
fn a_reason_about_a_computers_offer_names_the_offerer_in_both_languages() {
    let (red, orange) = (Seat(0), Seat(2));
    for lang in [Lang::English, Lang::Czech] {
        let red_name = i18n::seat_name(lang, red);
        for why in ABOUT_THE_OFFERER {
            let mut them = declined(lang, orange);
            let to = Answered {
                sizes: None,
                offerer: Some(red),
            };
            say_answer_why(&mut them, lang, (orange, false), why, to);
            let mut you = declined(lang, orange);
            say_answer_why(&mut you, lang, (orange, false), why, Answered::default());
            let (them, you) = (&them[0].text, &you[0].text);
            assert!(them.contains(&red_name), "{lang:?} {why:?}: {them}");
            assert!(!them.contains("why-answer"), "{them}");
            assert_ne!(them, you, "{lang:?} {why:?}");
        }
    }
    let mut near = declined(Lang::English, orange);
    let to = Answered {
        sizes: None,
        offerer: Some(red),
    };
    say_answer_why(
        &mut near,
        Lang::English,
        (orange, false),
        ABOUT_THE_OFFERER[0],
        to,
    );
    assert_eq!(
        near[0].text,
        "Orange declines: Red is one point from winning"
    );
}

#[test]
fn a_reason_about_the_answering_computer_reads_the_same_to_everyone() {
    let (red, orange) = (Seat(0), Seat(2));
    for why in [AnswerWhy::NoUse, AnswerWhy::Overpays, AnswerWhy::NotWanted] {
        let mut them = declined(Lang::English, orange);
        let to = Answered {
            sizes: None,
            offerer: Some(red),
        };
        say_answer_why(&mut them, Lang::English, (orange, false), why, to);
        let mut you = declined(Lang::English, orange);
        say_answer_why(
            &mut you,
            Lang::English,
            (orange, false),
            why,
            Answered::default(),
        );
        assert_eq!(them[0].text, you[0].text);
    }
}
