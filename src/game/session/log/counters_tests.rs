//! A counter-offer the player on turn did not take is said in the log, in both languages.

use super::counters_not_taken;
use crate::core::{Action, Counter, Phase, Resource, ResourceSet, Seat};
use crate::game::i18n::Lang;
use crate::game::session::{Act, CounterOffer, Session};
use crate::game::tests::{app_with, play_plainly};

fn one(r: Resource) -> ResourceSet {
    ResourceSet::one(r)
}

#[test]
fn a_counter_gone_untaken_is_said_and_the_one_taken_is_not() {
    let red = Counter {
        seat: Seat(0),
        gives: one(Resource::Wood),
        gets: one(Resource::Grain),
    };
    let white = Counter {
        seat: Seat(3),
        ..red
    };
    let offerer = Seat(2);
    let lines = counters_not_taken(Lang::English, offerer, &[red, white], &[], None, true);
    let texts: Vec<&str> = lines.iter().map(|l| l.text.as_str()).collect();
    assert_eq!(
        texts,
        [
            "Orange did not take Red's counter-offer",
            "Orange did not take White's counter-offer"
        ]
    );
    assert!(lines.iter().all(|l| l.seat == Some(offerer) && !l.minor));
    let cs = counters_not_taken(Lang::Czech, offerer, &[red], &[], None, true);
    assert_eq!(cs[0].text, "Oranžový nepřijal protinabídku hráče Červený");
    // the counter taken (its seat now trades) and one still standing are not said
    let lines = counters_not_taken(
        Lang::English,
        offerer,
        &[red, white],
        &[white],
        Some(Seat(0)),
        true,
    );
    assert!(
        lines.is_empty(),
        "{:?}",
        lines.iter().map(|l| &l.text).collect::<Vec<_>>()
    );
}

/// `actor` offers `give` for `back` to `other`, who counters (asking two), and `actor` ends the
/// turn: the last lines of the log.
fn offer_countered_then_end_turn(
    app: &mut bevy::prelude::App,
    (actor, other): (Seat, Seat),
    give: Resource,
    back: Resource,
) -> Vec<String> {
    let offer = Action::OfferTrade {
        give: one(give),
        get: one(back),
        to: other.bit(),
    };
    app.world_mut().write_message(Act {
        seat: actor,
        action: offer,
    });
    app.update();
    let mut gets = one(give);
    gets.0[give.index()] = 2;
    let gives = one(back);
    app.world_mut().write_message(CounterOffer {
        seat: other,
        gives,
        gets,
    });
    app.update();
    let s = app.world().resource::<Session>();
    assert_eq!(s.game.counters.len(), 1, "{:?}", s.last_error);
    assert_eq!(s.game.state.actor(), actor);
    app.world_mut().write_message(Act {
        seat: actor,
        action: Action::EndTurn,
    });
    app.update();
    let s = app.world().resource::<Session>();
    s.log.iter().rev().take(4).map(|l| l.text.clone()).collect()
}

/// Pass-and-play: Red offers, Blue counters, Red ends the turn without taking it: the log says
/// Red did not take Blue's counter-offer.
#[test]
fn ending_the_turn_past_a_counter_offer_is_logged() {
    let mut app = app_with(&["human", "human"], 9, None);
    for _ in 0..3000 {
        let (actor, phase, hands, st) = {
            let s = app.world().resource::<Session>();
            let st = &s.game.state;
            assert!(!st.is_over(), "no turn with a trade to counter");
            let hands = [st.player(Seat(0)).hand(), st.player(Seat(1)).hand()];
            (st.actor(), st.phase, hands, st.clone())
        };
        let other = Seat(1 - actor.0);
        let has = |seat: Seat, r: Resource| hands[seat.index()].get(r) > 0;
        let give = Resource::ALL.into_iter().find(|&r| has(actor, r));
        let back = Resource::ALL
            .into_iter()
            .find(|&r| has(other, r) && Some(r) != give);
        if let (Phase::Main, Some(give), Some(back)) = (phase, give, back) {
            let offer = Action::OfferTrade {
                give: one(give),
                get: one(back),
                to: other.bit(),
            };
            if st.check(&offer).is_ok() {
                let tail = offer_countered_then_end_turn(&mut app, (actor, other), give, back);
                let name = ["Red", "Blue"];
                let (who, whose) = (name[actor.index()], name[other.index()]);
                let line = format!("{who} did not take {whose}'s counter-offer");
                assert!(tail.contains(&line), "{tail:?}");
                return;
            }
        }
        play_plainly(&mut app);
    }
    panic!("no turn with a trade to counter");
}
