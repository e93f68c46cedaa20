//! A replayed game's log (the review's) says what the live log said: the counter-offers, through
//! the one line both use, and the reasons computers gave for their answers, carried from the
//! live log (play-test 6: the review's log dropped both).

use super::{LogLine, counter_line, replay_log, with_live_reasons};
use crate::core::{Counter, CounterStep, Resource, ResourceSet, Seat};
use crate::game::i18n::{Lang, seat_name, tr_args};
use crate::game::session::Session;
use crate::game::tests::app_with;

#[test]
fn a_counter_offer_of_the_record_is_in_the_replayed_log() {
    let app = app_with(&["human", "ai"], 3, None);
    let session = app.world().resource::<Session>();
    let mut game = session.game.clone();
    let seat = game.state.actor();
    let first = game.state.legal_actions()[0];
    game.play(seat, first).unwrap();
    let c = Counter {
        seat: Seat(1),
        gives: ResourceSet::one(Resource::Wood),
        gets: ResourceSet::one(Resource::Stone),
    };
    let mut record = game.record.clone();
    record.counters.push(CounterStep {
        at: 0,
        seat: c.seat,
        gives: c.gives,
        gets: c.gets,
    });
    for lang in [Lang::English, Lang::Czech] {
        let replayed = replay_log(&record, &session.seats, lang);
        let said = counter_line(lang, c, true).text;
        assert_eq!(
            replayed.lines.iter().filter(|l| l.text == said).count(),
            1,
            "{lang:?}: {:?}",
            replayed.lines
        );
        assert!(
            replayed.after_step[1] >= replayed.lines.len(),
            "with its step"
        );
    }
}

fn line(seat: u8, text: &str) -> LogLine {
    LogLine {
        seat: Some(Seat(seat)),
        text: text.into(),
        by_computer: true,
        only: None,
        minor: false,
    }
}

#[test]
fn the_reasons_of_the_live_log_are_carried_into_the_replayed_one() {
    for lang in [Lang::English, Lang::Czech] {
        let who = |s: u8| seat_name(lang, Seat(s));
        let plain = |s: u8| tr_args(lang, "log-declined", &[("who", (&who(s)).into())]);
        let because = |s: u8| {
            tr_args(
                lang,
                "log-declines-because",
                &[
                    ("who", (&who(s)).into()),
                    ("why", "it cannot spare what you ask".into()),
                ],
            )
        };
        let offer = line(2, "Orange offers 1 brick for 1 grain");
        let mut replayed = vec![offer.clone(), line(3, &plain(3)), line(0, &plain(0))];
        let live = vec![
            offer.clone(),
            line(3, &because(3)),
            line(1, "a line the replay has not"),
            line(0, &plain(0)),
        ];
        with_live_reasons(lang, &mut replayed, &live);
        let texts: Vec<&str> = replayed.iter().map(|l| l.text.as_str()).collect();
        assert_eq!(
            texts,
            [offer.text.as_str(), because(3).as_str(), plain(0).as_str()],
            "{lang:?}"
        );
    }
}
