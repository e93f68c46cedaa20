//! A computer's decline over the wire says why in the guest's log, in the guest's language: a
//! room with a person and a computer, the person's offer declined at the host, the host's
//! messages to the person through JSON (as the link reads them) into the guest's app.

use crate::core::wide::State;
use crate::core::{Action, Phase, Resource, ResourceSet, Seat};
use crate::game::i18n::{Lang, seat_name, tr_args};
use crate::game::online::{Online, Status, Wants};
use crate::game::session::{Computers, Session, answer_why_text};
use crate::game::settings::{SeatSpec, Settings};
use crate::net::room::{Outgoing, Room, RoomGame};
use crate::net::wire::{AnswerWhy, SeatView, ServerMsg};
use std::sync::Arc;

pub(super) const ME: Seat = Seat(0);
pub(super) const BOT: Seat = Seat(1);

/// The host's room: the person at seat 0 plays the first legal move until they may offer a
/// trade (on turn, rolled, holding a card).
pub(super) fn room_at_an_offer() -> Room {
    let seats = vec!["open".to_string(), "medium".to_string()];
    let game = RoomGame {
        board: Arc::new(crate::core::wide::Board::standard_sized()),
        rules: Arc::new(crate::core::Rules::standard()),
        seed: 7,
    };
    let mut r = Room::create("WHY001".into(), &seats, game, None, None).unwrap();
    let (me, _) = r.join(None, Some("Eva".into()), None).unwrap();
    assert_eq!(me, ME);
    for _ in 0..400 {
        let s = &r.table.state;
        if s.phase == Phase::Main && s.actor() == ME && s.player(ME).hand().total() > 0 {
            return r;
        }
        let a = s.legal_actions()[0];
        r.act(ME, a).unwrap();
    }
    panic!("the person never came to offer");
}

/// An offer the computer cannot like: one card of the person's for three of another material.
pub(super) fn greedy_offer(s: &State) -> Action {
    let hand = s.player(ME).hand();
    let give = *Resource::ALL.iter().find(|r| hand.get(**r) > 0).unwrap();
    let get = *Resource::ALL.iter().find(|r| **r != give).unwrap();
    let mut three = ResourceSet::EMPTY;
    three.0[get.index()] = 3;
    Action::OfferTrade {
        give: ResourceSet::one(give),
        get: three,
        to: BOT.bit(),
    }
}

/// The guest's app at seat 0 in `lang`, shown `before`, with `heard` waiting in its inbox.
pub(super) fn guest_app(before: &State, heard: Vec<ServerMsg>, lang: Lang) -> bevy::app::App {
    let mut app = crate::game::tests::app_with(&["human", "human"], 4, None);
    app.world_mut().resource_mut::<Settings>().lang = lang;
    let (board, rules) = (before.board().clone(), before.rules().clone());
    let view = SeatView::of(before, ME);
    let seats = vec![SeatSpec::Human, SeatSpec::Remote("Computer".into())];
    let session = Session::remote(board.clone(), rules.clone(), &view, ME, seats).unwrap();
    app.insert_resource(Computers::for_seats(&session.seats));
    app.insert_resource(session);
    let dir = std::env::temp_dir().join(format!("catan-why-test-{}", std::process::id()));
    let wants = Wants::Join {
        room: "WHY001".into(),
        seat: Some(ME.0),
    };
    // nothing listens there: the link only fails, quietly
    let mut online = Online::new("ws://127.0.0.1:9", "Eva", wants, dir);
    online.seat = Some(ME);
    online.board = Some(board);
    online.rules = Some(rules);
    online.status = Status::Playing;
    online.started = true;
    online.wait = 0.0;
    online.queue.extend(heard);
    app.insert_resource(online);
    app
}

#[test]
fn a_computers_decline_over_the_wire_says_why_in_the_guests_language() {
    let mut r = room_at_an_offer();
    let before = r.table.state.clone();
    let out = r.act(ME, greedy_offer(&before)).unwrap();
    // what the person's connection is sent, through JSON as the link reads it
    let heard: Vec<ServerMsg> = out
        .iter()
        .filter_map(|o| match o {
            Outgoing::To(s, m) if *s == ME => Some(m),
            Outgoing::All(m) => Some(m),
            _ => None,
        })
        .map(|m| serde_json::from_str(&serde_json::to_string(m).unwrap()).unwrap())
        .collect();
    let why: AnswerWhy = heard
        .iter()
        .find_map(|m| match m {
            ServerMsg::Played {
                seat,
                action: Action::DeclineTrade,
                why,
                ..
            } if *seat == BOT.0 => *why,
            _ => None,
        })
        .expect("the computer declined, with its reason");
    let mut lines = Vec::new();
    for lang in [Lang::English, Lang::Czech] {
        let mut app = guest_app(&before, heard.clone(), lang);
        for _ in 0..4 {
            app.update();
        }
        // online every hand is hidden: "cannot spare" (it lacks the cards) is said as not
        // wanting the trade (play-test 8)
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
        let plain = tr_args(lang, "log-declined", &[("who", (&who).into())]);
        assert!(!texts.contains(&plain.as_str()), "{lang:?}: {texts:?}");
        assert!(!said.contains("why-answer"), "{said}");
        lines.push(said);
    }
    assert_ne!(lines[0], lines[1], "each language its own words");
}
