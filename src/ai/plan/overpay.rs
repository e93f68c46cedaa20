//! The over-pay rule: a computer never makes or accepts a trade worth less to its own plan than
//! what it gives.

use super::{builds_of, hand_value, rates, turns_to_afford};
use crate::ai::player::Kind;
use crate::core::{PlayerView, Resource, ResourceSet, Seat};

/// What a hand is worth to one seat's builds ([`hand_value`]), weighed once for many trades.
pub(super) struct Worth {
    pub hand: ResourceSet,
    income: [f64; 5],
    rates: [u8; 5],
    pub builds: Vec<(ResourceSet, f64)>,
    before: f64,
}

impl Worth {
    /// This player's hand by its plan: its target (city or settlement; without one the sooner
    /// of the two for the hand) fully, the other 0.4, a card 0.25, a road 0.15.
    pub fn mine<const W: usize>(view: &PlayerView<'_, W>, target: Option<Kind>) -> Worth {
        let hand = view.my_hand();
        let income = view.expected_income();
        Worth::weigh(view, view.me(), hand, income, rates(view), target)
    }

    /// `seat`'s hand `hand` (guessed, for an opponent) by its builds, the sooner of city and
    /// settlement fully.
    pub fn of<const W: usize>(view: &PlayerView<'_, W>, seat: Seat, hand: ResourceSet) -> Worth {
        let income = view.expected_income_of(seat);
        let rates = Resource::ALL.map(|r| view.trade_rate_of(seat, r));
        Worth::weigh(view, seat, hand, income, rates, None)
    }

    fn weigh<const W: usize>(
        view: &PlayerView<'_, W>,
        seat: Seat,
        hand: ResourceSet,
        income: [f64; 5],
        rates: [u8; 5],
        target: Option<Kind>,
    ) -> Worth {
        let settlement = view.rules().costs.settlement;
        let builds = builds_of(view, seat, target, |city| {
            turns_to_afford(hand, city, &income, &rates)
                <= turns_to_afford(hand, settlement, &income, &rates)
        });
        let before = hand_value(hand, &income, &rates, &builds);
        Worth {
            hand,
            income,
            rates,
            builds,
            before,
        }
    }

    /// How much `after` is worth more than the hand.
    pub fn gain(&self, after: ResourceSet) -> f64 {
        hand_value(after, &self.income, &self.rates, &self.builds) - self.before
    }

    /// Whether a trade in which this seat gives `gives` and gets `gets` over-pays (see
    /// [`overpays`]).
    pub fn overpays(&self, gives: ResourceSet, gets: ResourceSet) -> bool {
        let mut after = self.hand.minus(&gives);
        after.add(&gets);
        if self.gain(after) < 0.0 {
            return true;
        }
        gives.total() > gets.total()
            && !self
                .builds
                .iter()
                .any(|(cost, _)| after.contains(cost) && !self.hand.contains(cost))
    }
}

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
pub fn overpays<const W: usize>(
    view: &PlayerView<'_, W>,
    target: Option<Kind>,
    gives: ResourceSet,
    gets: ResourceSet,
) -> bool {
    Worth::mine(view, target).overpays(gives, gets)
}
