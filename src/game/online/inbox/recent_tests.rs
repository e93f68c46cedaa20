//! A guest that comes back to a game under way hears the talk around offers in `recent`: the
//! computer's reason for its decline stands in the rebuilt log as it stood live, the
//! counter-offers made are said, and those standing go back on the table.

use super::why_tests::{BOT, ME, greedy_offer, guest_app, room_at_an_offer};
use crate::core::Counter;
use crate::game::i18n::{Lang, seat_name, tr_args};
use crate::game::session::{Session, answer_why_text, counter_line};
use crate::net::room::Outgoing;
use crate::net::wire::{AnswerWhy, RecentStep, RecentTalk, RecentWhy, ServerMsg};

/// The `recent` a seat is sent when it comes back, through JSON as the link reads it.
fn recent_on_resume(r: &mut crate::net::room::Room, token: &str) -> ServerMsg {
    r.disconnect(ME);
    let (_, out) = r.resume(ME.0, token).unwrap();
    let m = out
        .iter()
        .find_map(|o| match o {
            Outgoing::To(s, m @ ServerMsg::Recent { .. }) if *s == ME => Some(m),
            _ => None,
        })
        .expect("a recent message");
    serde_json::from_str(&serde_json::to_string(m).unwrap()).unwrap()
}

#[test]
fn a_guest_that_comes_back_reads_the_computers_reason_and_the_counters_made() {
    let mut r = room_at_an_offer();
    let token = match &r.meta.seats[ME.index()] {
        crate::net::room::SeatKind::Remote { token, .. } => token.clone(),
        _ => panic!("the person's seat"),
    };
    r.act(ME, greedy_offer(&r.table.state.clone())).unwrap();
    let recent = recent_on_resume(&mut r, &token);
    let ServerMsg::Recent { talk, .. } = &recent else {
        unreachable!()
    };
    let why: AnswerWhy = talk.whys.last().expect("the decline's reason").why;
    let now = r.table.state.clone();
    for lang in [Lang::English, Lang::Czech] {
        let mut app = guest_app(&now, vec![recent.clone()], lang);
        app.world_mut().resource_mut::<Session>().log.clear();
        for _ in 0..4 {
            app.update();
        }
        let reason = answer_why_text(lang, crate::game::session::public_why(why, false)).unwrap();
        let who = seat_name(lang, BOT);
        let said = tr_args(
            lang,
            "log-declines-because",
            &[("who", (&who).into()), ("why", (&reason).into())],
        );
        let log = &app.world().resource::<Session>().log;
        let texts: Vec<&str> = log.iter().map(|l| l.text.as_str()).collect();
        assert!(texts.contains(&said.as_str()), "{lang:?}: {texts:?}");
    }
}

#[test]
fn counters_told_in_recent_are_said_and_those_standing_can_be_taken() {
    let r = room_at_an_offer();
    let now = r.table.state.clone();
    let c = Counter {
        seat: BOT,
        gives: crate::core::ResourceSet([0, 0, 1, 0, 0]),
        gets: crate::core::ResourceSet([1, 0, 0, 0, 0]),
    };
    let decline = crate::core::Action::DeclineTrade;
    let recent = ServerMsg::Recent {
        from: 40,
        steps: vec![RecentStep {
            seat: BOT.0,
            action: decline,
            events: Vec::new(),
        }],
        chat: Vec::new(),
        talk: RecentTalk {
            whys: vec![RecentWhy {
                at: 39,
                why: AnswerWhy::NoUse,
            }],
            counters: vec![crate::core::CounterStep {
                at: 40,
                seat: BOT,
                gives: c.gives,
                gets: c.gets,
            }],
            standing: vec![c],
        },
    };
    let mut app = guest_app(&now, vec![recent], Lang::English);
    for _ in 0..4 {
        app.update();
    }
    let s = app.world().resource::<Session>();
    let texts: Vec<&str> = s.log.iter().map(|l| l.text.as_str()).collect();
    let line = counter_line(Lang::English, c, true);
    assert!(texts.contains(&line.text.as_str()), "{texts:?}");
    // a reason told for another action is not put on this one
    let wrong = answer_why_text(Lang::English, AnswerWhy::NoUse).unwrap();
    assert!(!texts.iter().any(|t| t.contains(&wrong)), "{texts:?}");
    assert_eq!(s.game.counters, vec![c]);
}
