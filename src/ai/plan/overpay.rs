//! The over-pay rule: a computer never makes or accepts a trade worth less to its own plan than
//! what it gives.

use super::{builds_of, hand_value, rates, turns_to_afford};
use crate::ai::player::Kind;
use crate::core::{PlayerView, ResourceSet};

/// Whether a trade in which this player gives `gives` and gets `gets` over-pays by its own plan:
///
/// - its hand is worth less afterwards ([`hand_value`] over the builds it can still make — its
///   plan's target, city or settlement, fully (`target`; without one the sooner of the two),
///   the other 0.4, a card 0.25, a road 0.15), or
/// - it gives more cards than it gets and the cards got do not make a build affordable (from
///   the hand alone) that was not before.
///
/// Every trade a computer offers, accepts, counters with or takes from a counter-offer passes
/// this rule; `catan answers` counts the trades between computers that break it.
pub fn overpays(
    view: &PlayerView<'_>,
    target: Option<Kind>,
    gives: ResourceSet,
    gets: ResourceSet,
) -> bool {
    let hand = view.my_hand();
    let mut after = hand.minus(&gives);
    after.add(&gets);
    let income = view.expected_income();
    let rates = rates(view);
    let settlement = view.rules().costs.settlement;
    let builds = builds_of(view, view.me(), target, |city| {
        turns_to_afford(hand, city, &income, &rates)
            <= turns_to_afford(hand, settlement, &income, &rates)
    });
    let worth =
        hand_value(after, &income, &rates, &builds) - hand_value(hand, &income, &rates, &builds);
    if worth < 0.0 {
        return true;
    }
    gives.total() > gets.total()
        && !builds
            .iter()
            .any(|(cost, _)| after.contains(cost) && !hand.contains(cost))
}
