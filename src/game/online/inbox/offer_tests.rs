//! A guest's offer dialog closes as soon as the host's message says the offer is over for it,
//! not after the computers' pause: scripted host messages into the app's inbox.

use super::offer_overtaken;
use crate::core::wide::{Board, State};
use crate::core::{Action, Phase, ResourceSet, Rules, Seat};
use crate::game::online::{Online, Status, Wants};
use crate::game::session::{Computers, Session};
use crate::game::settings::{NewGame, SeatSpec};
use crate::net::wire::{SeatView, ServerMsg};
use std::sync::Arc;

const ME: Seat = Seat(1);

fn offer(pending: u8) -> Phase {
    Phase::TradeAnswers {
        give: ResourceSet([1, 0, 0, 0, 0]),
        get: ResourceSet([0, 1, 0, 0, 0]),
        pending,
        accepted: 0,
    }
}

/// Red's offer, Blue (this window) and Orange asked: Blue answers first.
fn asked() -> State {
    let game = NewGame {
        seats: vec![SeatSpec::Human; 3],
        board: Arc::new(Board::standard_sized()),
        rules: Arc::new(Rules::standard()),
        seed: 4,
    };
    let (s, _) = Session::start(game, None).unwrap();
    let mut state = s.game.state.clone();
    state.current = Seat(0);
    state.phase = offer(0b110);
    state
}

/// The app of a guest at seat 1 shown `state`, with the computers' pause still running.
fn guest_app(state: &State) -> bevy::app::App {
    let mut app = crate::game::tests::app_with(&["human", "human", "human"], 4, None);
    let board = state.board.clone();
    let rules = state.rules.clone();
    let view = SeatView::of(state, ME);
    let seats = vec![
        SeatSpec::Remote("Eva".into()),
        SeatSpec::Human,
        SeatSpec::Remote("Jan".into()),
    ];
    let session = Session::remote(board.clone(), rules.clone(), &view, ME, seats).unwrap();
    app.insert_resource(Computers::for_seats(&session.seats));
    app.insert_resource(session);
    let dir = std::env::temp_dir().join(format!("catan-offer-test-{}", std::process::id()));
    let wants = Wants::Join {
        room: "TEST".into(),
        seat: Some(ME.0),
    };
    // nothing listens there: the link only fails, quietly
    let mut online = Online::new("ws://127.0.0.1:9", "Blue", wants, dir);
    online.seat = Some(ME);
    online.board = Some(board);
    online.rules = Some(rules);
    online.status = Status::Playing;
    online.started = true;
    online.shown_steps = 0;
    online.wait = 30.0;
    app.insert_resource(online);
    app
}

fn played(seat: Seat, action: Action, after: &State) -> ServerMsg {
    ServerMsg::Played {
        seat: seat.0,
        action,
        events: Vec::new(),
        view: Box::new(SeatView::of(after, ME)),
        why: None,
    }
}

fn phase(app: &bevy::app::App) -> Phase {
    app.world().resource::<Session>().game.state.phase
}

#[test]
fn an_offer_over_at_the_host_closes_at_once() {
    let before = asked();
    let view = SeatView::of(&before, ME);
    assert!(view.legal.contains(&Action::DeclineTrade), "Blue is asked");
    // the host: Blue's answer came from another window of the seat (or the seat was answered
    // for), Orange answered, Red cancelled: the offer is over
    let mut answered = before.clone();
    answered.phase = offer(0b100);
    let mut over = before.clone();
    over.phase = Phase::Main;
    let mut app = guest_app(&before);
    app.update();
    assert_eq!(phase(&app), offer(0b110), "on screen: Blue is asked");
    {
        let mut online = app.world_mut().resource_mut::<Online>();
        online
            .queue
            .push_back(played(ME, Action::DeclineTrade, &answered));
        online
            .queue
            .push_back(played(Seat(2), Action::DeclineTrade, &over));
    }
    let pending = {
        let world = app.world();
        offer_overtaken(
            world.resource::<Online>(),
            Some(world.resource::<Session>()),
        )
    };
    assert!(pending, "the waiting message ends the offer for Blue");
    app.update();
    // shown at once, the pause not waited out: Blue is no longer asked (the dialog is gone)
    let state = &app.world().resource::<Session>().game.state;
    assert!(
        !(matches!(state.phase, Phase::TradeAnswers { .. }) && state.actor() == ME),
        "{:?}",
        state.phase
    );
}

#[test]
fn an_offer_still_open_keeps_the_computers_pace() {
    let before = asked();
    // Orange's counter-offer or any message while Blue is still asked: no hurry
    let mut app = guest_app(&before);
    app.update();
    app.world_mut()
        .resource_mut::<Online>()
        .queue
        .push_back(played(Seat(2), Action::DeclineTrade, &before));
    app.update();
    assert_eq!(phase(&app), offer(0b110));
    assert_eq!(
        app.world().resource::<Online>().queue.len(),
        1,
        "still waiting"
    );
}
