//! A counter-offer the player on turn did not take is said in the log, in both languages.

use super::counters_not_taken;
use crate::core::{Action, Counter, Phase, Resource, ResourceSet, Seat};
use crate::game::i18n::Lang;
use crate::game::session::{Act, CounterOffer, Session};
use crate::game::tests::app_with;

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

/// Pass-and-play: Red offers, Blue counters, Red ends the turn without taking it: the log says
/// Red did not take Blue's counter-offer.
#[test]
fn ending_the_turn_past_a_counter_offer_is_logged() {
    let mut app = app_with(&["human", "human"], 9, None);
    let mut said = false;
    for _ in 0..3000 {
        let (actor, legal, phase, hands, st) = {
            let s = app.world().resource::<Session>();
            let st = &s.game.state;
            if st.is_over() {
                break;
            }
            let hands = [st.player(Seat(0)).hand(), st.player(Seat(1)).hand()];
            (st.actor(), s.legal(), st.phase, hands, st.clone())
        };
        let give = Resource::ALL
            .into_iter()
            .find(|&r| hands[actor.index()].get(r) > 0);
        let other = Seat(1 - actor.0);
        let back = Resource::ALL
            .into_iter()
            .find(|&r| hands[other.index()].get(r) > 0 && Some(r) != give);
        let action = match (phase, give, back) {
            (Phase::Main, Some(give), Some(back)) if !said => {
                let offer = Action::OfferTrade {
                    give: one(give),
                    get: one(back),
                    to: other.bit(),
                };
                if st.check(&offer).is_err() {
                    Action::EndTurn
                } else {
                    app.world_mut().write_message(Act {
                        seat: actor,
                        action: offer,
                    });
                    app.update();
                    // the other person counters: gives what it has for the offerer's card
                    let mut gets = one(give);
                    gets.0[give.index()] = 2;
                    app.world_mut().write_message(CounterOffer {
                        seat: other,
                        gives: one(back),
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
                    let tail: Vec<&str> = s
                        .log
                        .iter()
                        .rev()
                        .take(4)
                        .map(|l| l.text.as_str())
                        .collect();
                    let name = ["Red", "Blue"];
                    let line = format!(
                        "{} did not take {}'s counter-offer",
                        name[actor.index()],
                        name[other.index()]
                    );
                    assert!(tail.contains(&line.as_str()), "{tail:?}");
                    said = true;
                    continue;
                }
            }
            (Phase::Main, ..) if legal.contains(&Action::EndTurn) => Action::EndTurn,
            _ => legal[0],
        };
        app.world_mut().write_message(Act {
            seat: actor,
            action,
        });
        app.update();
        if said {
            break;
        }
    }
    assert!(said, "no turn with a trade to counter");
}
