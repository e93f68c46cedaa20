//! Tests of the pass-and-play gate: who holds the screen.

use super::Gate;
use crate::core::{Action, Phase, Resource, ResourceSet, Seat};
use crate::game::session::{Act, Session};
use crate::game::settings::Settings;
use crate::game::tests::app_with;
use bevy::prelude::*;

/// One frame of pass-and-play: a waiting hand-off is taken (the click), else the person on move
/// plays `choose`'s action. Returns the hand-off that waited, if one did.
fn frame(app: &mut App, choose: &dyn Fn(&Session) -> Option<Action>) -> Option<Seat> {
    let wait = app.world().resource::<Gate>().waiting_for;
    if let Some(w) = wait {
        let mut g = app.world_mut().resource_mut::<Gate>();
        g.viewer = Some(w);
        g.waiting_for = None;
    } else {
        let s = app.world().resource::<Session>();
        let actor = s.game.state.actor();
        if s.is_human(actor)
            && let Some(action) = choose(s)
        {
            app.world_mut().write_message(Act {
                seat: actor,
                action,
            });
        }
    }
    app.update();
    wait
}

/// Decline offers, end turns, else the first legal action.
fn simple(s: &Session) -> Option<Action> {
    let legal = s.legal();
    [Action::DeclineTrade, Action::EndTurn]
        .into_iter()
        .find(|a| legal.contains(a))
        .or(legal.first().copied())
}

/// Two people and two computers with hidden hands: Red's offer to the computers only is
/// answered without the screen changing hands (Red holds it: no "Pass to Red"), and the screen
/// passes to Blue, who holds cards, when Red's turn ends.
#[test]
fn an_offer_to_computers_only_never_hands_the_screen_off() {
    let mut app = app_with(&["human", "human", "medium", "medium"], 8, None);
    app.world_mut().resource_mut::<Settings>().hidden_hands = true;
    app.add_plugins(super::plugin);
    app.update();
    // on to Red's main phase with cards in hand
    for _ in 0..5_000 {
        let s = app.world().resource::<Session>();
        let st = &s.game.state;
        if st.phase == Phase::Main && st.current == Seat(0) && st.players[0].hand.total() > 0 {
            break;
        }
        frame(&mut app, &simple);
    }
    let (give, get) = {
        let s = app.world().resource::<Session>();
        let hand = s.game.state.players[0].hand;
        let give = Resource::ALL
            .into_iter()
            .find(|r| hand.get(*r) > 0)
            .unwrap();
        let get = Resource::ALL.into_iter().find(|r| *r != give).unwrap();
        (give, get)
    };
    assert_eq!(app.world().resource::<Gate>().viewer, Some(Seat(0)));
    let offer = Action::OfferTrade {
        give: ResourceSet::one(give),
        get: ResourceSet::one(get),
        to: Seat(2).bit() | Seat(3).bit(),
    };
    app.world_mut().write_message(Act {
        seat: Seat(0),
        action: offer,
    });
    app.update();
    let mut answered = false;
    for _ in 0..500 {
        let s = app.world().resource::<Session>();
        if matches!(s.game.state.phase, Phase::TradeAnswers { .. }) {
            answered = true;
        } else if answered && s.game.state.phase == Phase::Main {
            break;
        }
        // Red confirms nothing: a computer that accepts is taken, else the offer is over
        let waited = frame(&mut app, &|s: &Session| {
            let legal = s.legal();
            legal
                .iter()
                .find(|a| matches!(a, Action::ConfirmTrade(_)))
                .or(legal.iter().find(|a| **a == Action::DeclineTrade))
                .copied()
        });
        assert_eq!(waited, None, "no hand-off while Red's offer is answered");
    }
    assert!(answered, "the computers were asked");
    let s = app.world().resource::<Session>();
    assert_eq!(
        (s.game.state.phase, s.game.state.current),
        (Phase::Main, Seat(0))
    );
    let gate = app.world().resource::<Gate>();
    assert_eq!(
        (gate.viewer, gate.waiting_for),
        (Some(Seat(0)), None),
        "Red still holds it"
    );
    // Red ends the turn: the screen passes to Blue, who holds cards
    app.world_mut().write_message(Act {
        seat: Seat(0),
        action: Action::EndTurn,
    });
    app.update();
    let mut to_blue = false;
    for _ in 0..2_000 {
        if app.world().resource::<Session>().game.state.current != Seat(1) {
            break;
        }
        to_blue |= frame(&mut app, &simple) == Some(Seat(1));
    }
    assert!(to_blue, "Blue is handed the screen for their turn");
}
