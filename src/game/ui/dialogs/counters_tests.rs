//! A counter-offer made while other seats accept the offer is listed beside their acceptances
//! (the choice of whose acceptance to take), and taking it trades at once.

use super::{CountersSeen, listed, take};
use crate::core::Counter;
use crate::core::{Action, Phase, Resource, ResourceSet, Seat};
use crate::game::session::Session;
use crate::game::settings::new_game_from_flags;

/// Four people on the standard board, played by first legal actions to a main phase after a
/// roll, every hand emptied into the bank.
fn session_in_main() -> Session {
    let players: Vec<String> = vec!["human".into(); 4];
    let game = new_game_from_flags(&players, None, None, 11).unwrap();
    let (mut s, _) = Session::start(game, None).unwrap();
    let t = &mut s.game;
    for _ in 0..200 {
        if t.state.phase == Phase::Main {
            break;
        }
        let a = t.state.legal_actions()[0];
        t.play(t.state.actor(), a).unwrap();
    }
    assert_eq!(t.state.phase, Phase::Main);
    for p in 0..4 {
        let hand = t.state.players[p].hand;
        t.state.players[p].hand.sub(&hand);
        t.state.bank.add(&hand);
    }
    s
}

fn give(s: &mut Session, seat: Seat, r: Resource) {
    let one = ResourceSet::one(r);
    s.game.state.bank.sub(&one);
    s.game.state.players[seat.index()].hand.add(&one);
}

#[test]
fn a_counter_beside_acceptances_is_listed_and_taking_it_trades() {
    let mut s = session_in_main();
    let me = s.game.state.actor();
    let seat = |k: u8| Seat((me.0 + k) % 4);
    let (blue, orange, white) = (seat(1), seat(2), seat(3));
    let (stone, sheep, brick) = (
        ResourceSet::one(Resource::Stone),
        ResourceSet::one(Resource::Sheep),
        ResourceSet::one(Resource::Brick),
    );
    give(&mut s, me, Resource::Stone);
    give(&mut s, blue, Resource::Sheep);
    give(&mut s, white, Resource::Sheep);
    give(&mut s, orange, Resource::Brick);
    let offer = Action::OfferTrade {
        give: stone,
        get: sheep,
        to: blue.bit() | orange.bit() | white.bit(),
    };
    s.game.play(me, offer).unwrap();
    // Blue and White accept, Orange counters: 1 brick for the stone
    while let Phase::TradeAnswers { .. } = s.game.state.phase {
        let asked = s.game.state.actor();
        if asked == orange {
            s.game.counter(orange, brick, stone).unwrap();
        } else {
            s.game.play(asked, Action::AcceptTrade).unwrap();
        }
    }
    assert!(matches!(s.game.state.phase, Phase::TradeConfirm { .. }));
    let counter = Counter {
        seat: orange,
        gives: brick,
        gets: stone,
    };
    let seen = CountersSeen::default();
    assert_eq!(
        listed(&s.game, &seen),
        vec![counter],
        "Orange's counter is listed"
    );
    // taking it: the offer waiting for a confirmation is cancelled, the counter turned round
    // offered to Orange alone, who accepts, and the trade is made
    let actions = take(&s, &counter).unwrap();
    assert_eq!(actions[0], Action::CancelTrade);
    for a in actions {
        s.game.play(me, a).unwrap();
    }
    assert_eq!(s.game.deal, Some(orange));
    while let Some((who, a)) = s.game.due_answer(0, 0) {
        s.game.play(who, a).unwrap();
    }
    assert_eq!(s.game.state.players[me.index()].hand, brick);
    assert_eq!(s.game.state.players[orange.index()].hand, stone);
    // declined in the window, it is listed no more
    let seen = CountersSeen {
        declined: vec![counter],
    };
    assert!(listed(&s.game, &seen).is_empty());
}
