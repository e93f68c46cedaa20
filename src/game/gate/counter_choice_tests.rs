//! A person's offer taken by one other person while a counter-offer stands is not made for the
//! offerer: the offerer gets the screen (one hand-off) to choose between the acceptance and the
//! counter-offer (play-test 8: Red accepted Blue's offer, and Orange's counter-offer was
//! declined for Blue, who never saw the "Trade with …" window).

use super::Gate;
use crate::core::{Action, Phase, Resource, ResourceSet, Seat};
use crate::game::session::{Act, CounterOffer, Session};
use crate::game::settings::Settings;
use crate::game::tests::app_with;

/// A card of `hand` other than `not`.
fn one_of(hand: ResourceSet, not: Option<Resource>) -> Option<Resource> {
    Resource::ALL
        .into_iter()
        .find(|&r| hand.get(r) > 0 && Some(r) != not)
}

/// Red offers Blue and Orange (people) a card Red holds for one they both hold (neither
/// declines for want of it).
fn red_offer(st: &crate::core::wide::State) -> Option<(Action, Resource)> {
    let give = one_of(st.players[0].hand, None)?;
    let (blue, orange) = (st.players[1].hand, st.players[2].hand);
    let get = Resource::ALL
        .into_iter()
        .find(|&r| r != give && blue.get(r) > 0 && orange.get(r) > 0)?;
    let offer = Action::OfferTrade {
        give: ResourceSet::one(give),
        get: ResourceSet::one(get),
        to: (1 << 1) | (1 << 2),
    };
    st.check(&offer).is_ok().then_some((offer, give))
}

#[test]
fn an_acceptance_with_a_counter_offer_standing_waits_for_the_offerers_choice() {
    let mut app = app_with(&["human", "human", "human", "medium"], 8, None);
    app.world_mut().resource_mut::<Settings>().hidden_hands = true;
    app.add_plugins(super::plugin);
    // what Red gives, once offered; then Blue's hand when Blue accepted
    let (mut offered, mut blue_hand, mut countered) = (None, None, false);
    let mut red_covers = 0;
    for _ in 0..8_000 {
        app.update();
        if let Some(w) = app.world().resource::<Gate>().waiting_for {
            if w == Seat(0) && blue_hand.is_some() {
                red_covers += 1;
            }
            let mut g = app.world_mut().resource_mut::<Gate>();
            g.viewer = Some(w);
            g.waiting_for = None;
            continue;
        }
        let s = app.world().resource::<Session>();
        let st = &s.game.state;
        let actor = st.actor();
        if blue_hand.is_some() && actor == Seat(0) {
            break; // the choice is Red's: the test looks at it below
        }
        if !s.is_human(actor) {
            continue;
        }
        let legal = s.legal();
        let action = match (st.phase, offered) {
            (Phase::TradeAnswers { .. }, Some(give)) if actor == Seat(2) && !countered => {
                match one_of(st.players[2].hand, Some(give)) {
                    Some(r) => {
                        countered = true;
                        app.world_mut().write_message(CounterOffer {
                            seat: actor,
                            gives: ResourceSet::one(r),
                            gets: ResourceSet::one(give),
                        });
                        continue;
                    }
                    None => Action::DeclineTrade,
                }
            }
            (Phase::TradeAnswers { .. }, Some(_)) if actor == Seat(1) => {
                blue_hand = Some(st.players[1].hand);
                Action::AcceptTrade
            }
            (Phase::TradeAnswers { .. }, _) => Action::DeclineTrade,
            (Phase::Main, None) if actor == Seat(0) && st.round_of_play().is_some() => {
                match red_offer(st) {
                    Some((offer, give)) => {
                        offered = Some(give);
                        offer
                    }
                    None if legal.contains(&Action::EndTurn) => Action::EndTurn,
                    None => legal[0],
                }
            }
            (Phase::Main, _) if legal.contains(&Action::EndTurn) => Action::EndTurn,
            _ => legal[0],
        };
        app.world_mut().write_message(Act {
            seat: actor,
            action,
        });
    }
    assert!(countered, "Orange never countered");
    let blue_before = blue_hand.expect("Blue never answered Red's offer");
    let s = app.world().resource::<Session>();
    assert!(
        matches!(s.game.state.phase, Phase::TradeConfirm { .. }),
        "the trade was made for Red: {:?}",
        s.game.state.phase
    );
    assert_eq!(s.game.state.players[1].hand, blue_before, "Blue traded");
    assert_eq!(s.game.counters.len(), 1, "Orange's counter-offer stands");
    assert_eq!(red_covers, 1, "one hand-off to Red for the choice");
    assert_eq!(app.world().resource::<Gate>().viewer, Some(Seat(0)));
}
