//! The rules: which actions are legal ([`State::legal_actions`], [`State::check`]) and what they
//! do ([`State::apply`]). Every rule lives here, once; the generator and the checker share the
//! spot and card helpers so they cannot disagree.

mod apply;
#[cfg(test)]
mod card_choices_tests;
mod check;
mod cloth;
mod fog;
mod generate;
#[cfg(test)]
mod paid_tests;
mod pieces;
mod sea;
mod spots;
#[cfg(test)]
mod tests;
mod tribe;

use super::action::Action;
use super::error::{Rule, RuleError};
use super::resources::{DevCard, ResourceSet};
use super::state::State;
use crate::core::phase::Phase;
use crate::core::phase::Resume;

fn err(rule: Rule, message: impl Into<String>) -> RuleError {
    RuleError::new(rule, message)
}

/// Why a development card cannot be played (see [`State::check_play`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum PlayBlock {
    Phase,
    BeforeRoll,
    HiddenPoints,
    PerTurn,
    BoughtThisTurn,
    NoCard,
    NoRoads,
    NoRoadSpot,
    BankEmpty,
}

impl PlayBlock {
    pub(super) fn to_error<const W: usize>(self, card: DevCard, s: &State<W>) -> RuleError {
        match self {
            PlayBlock::Phase => err(
                Rule::Phase,
                format!("a {card} cannot be played during {}", s.phase.name()),
            ),
            PlayBlock::BeforeRoll => err(
                Rule::CardTiming,
                format!("a {card} cannot be played before the roll"),
            ),
            PlayBlock::HiddenPoints => err(
                Rule::HiddenVictoryPoints,
                "victory-point cards are not played under these rules; they count while held",
            ),
            PlayBlock::PerTurn => err(
                Rule::OneCardPerTurn,
                format!(
                    "{} development card(s) already played this turn",
                    s.cards_played_this_turn
                ),
            ),
            PlayBlock::BoughtThisTurn => err(
                Rule::CardBoughtThisTurn,
                format!("the {card} was bought this turn"),
            ),
            PlayBlock::NoCard => err(Rule::NoSuchCard, format!("no {card} card in hand")),
            PlayBlock::NoRoads => err(Rule::NoPieces, "no roads left to place"),
            PlayBlock::NoRoadSpot => err(Rule::NoRoadSpot, "no edge where a road could be placed"),
            PlayBlock::BankEmpty => err(Rule::BankEmpty, "the bank has no cards to take"),
        }
    }
}

pub(super) fn resume_of(phase: Phase) -> Resume {
    if phase == Phase::BeforeRoll {
        Resume::BeforeRoll
    } else {
        Resume::Main
    }
}

/// Every discard of `need` cards from `hand` ([`push_card_choices`]).
pub(super) fn push_discards(
    hand: ResourceSet,
    need: u8,
    from: usize,
    acc: ResourceSet,
    out: &mut Vec<Action>,
) {
    push_card_choices(hand, need, from, acc, Action::Discard, out);
}

/// Every multiset of `need` cards within `limit` (a hand to discard from, the bank's cards to
/// choose gold from), each made an action by `make`: the materials in order from `from`, each
/// taken as often as it can be first, added to the cards `acc` — the one
/// enumeration of card combinations, in the order of the legal actions.
pub(super) fn push_card_choices(
    limit: ResourceSet,
    need: u8,
    from: usize,
    acc: ResourceSet,
    make: fn(ResourceSet) -> Action,
    out: &mut Vec<Action>,
) {
    if need == 0 {
        out.push(make(acc));
        return;
    }
    if from == 5 {
        return;
    }
    let rest: u32 = limit.0[from + 1..].iter().map(|&x| x as u32).sum();
    let max = limit.0[from].min(need);
    for k in (0..=max).rev() {
        if (need - k) as u32 > rest {
            continue;
        }
        let mut a = acc;
        a.0[from] = k;
        push_card_choices(limit, need - k, from + 1, a, make, out);
    }
}

/// How many multisets of `need` cards [`push_discards`] lists for `hand`, counted without
/// listing them.
pub fn discard_count(hand: ResourceSet, need: u8) -> u32 {
    if (need as usize) < SMALL {
        DiscardWays::<SMALL>::new(hand, need).count()
    } else {
        DiscardWays::<LARGE>::new(hand, need).count()
    }
}

/// The `k`-th multiset (`k < discard_count(hand, need)`) in [`push_discards`]' order.
pub fn nth_discard(hand: ResourceSet, need: u8, k: u32) -> ResourceSet {
    if (need as usize) < SMALL {
        DiscardWays::<SMALL>::new(hand, need).nth(k)
    } else {
        DiscardWays::<LARGE>::new(hand, need).nth(k)
    }
}

/// Table widths: most discards take fewer than 32 cards; none takes more than 125 (half of the
/// largest hand, 5 × the largest bank the rules allow, 50).
const SMALL: usize = 32;
const LARGE: usize = 126;

/// `ways[i][n]`: the multisets of `n` cards taken from materials `i..5` of the hand.
struct DiscardWays<const N: usize> {
    hand: ResourceSet,
    need: usize,
    ways: [[u32; N]; 6],
}

impl<const N: usize> DiscardWays<N> {
    fn new(hand: ResourceSet, need: u8) -> Self {
        let need = (need as usize).min(N - 1);
        let mut ways = [[0u32; N]; 6];
        ways[5][0] = 1;
        for i in (0..5).rev() {
            let max = hand.0[i] as usize;
            // ways[i][n] = Σ_{k ≤ max} ways[i+1][n-k], as a sliding sum
            let mut window = 0u32;
            for n in 0..=need {
                window = window.saturating_add(ways[i + 1][n]);
                if n > max {
                    window -= ways[i + 1][n - max - 1];
                }
                ways[i][n] = window;
            }
        }
        DiscardWays { hand, need, ways }
    }

    fn count(&self) -> u32 {
        self.ways[0][self.need]
    }

    fn nth(&self, mut k: u32) -> ResourceSet {
        let mut out = ResourceSet::EMPTY;
        let mut need = self.need;
        for i in 0..5 {
            let max = (self.hand.0[i] as usize).min(need);
            for take in (0..=max).rev() {
                let c = self.ways[i + 1][need - take];
                if k < c {
                    out.0[i] = take as u8;
                    need -= take;
                    break;
                }
                k -= c;
            }
        }
        out
    }
}

#[cfg(test)]
mod discard_tests {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        /// Counting and unranking agree with the list, element by element.
        #[test]
        fn counted_discards_are_the_listed_ones(hand in proptest::array::uniform5(0u8..12)) {
            let hand = ResourceSet(hand);
            let need = (hand.total() / 2) as u8;
            let mut listed = Vec::new();
            push_discards(hand, need, 0, ResourceSet::EMPTY, &mut listed);
            prop_assert_eq!(discard_count(hand, need) as usize, listed.len());
            for (k, a) in listed.iter().enumerate() {
                prop_assert_eq!(Action::Discard(nth_discard(hand, need, k as u32)), *a);
            }
        }
    }

    #[test]
    fn the_largest_hand_is_counted() {
        let hand = ResourceSet::splat(50);
        // multisets of 125 cards from five materials of 50 each
        let n = discard_count(hand, 125);
        let brute = (0..=50u32)
            .flat_map(|a| (0..=50u32).map(move |b| (a, b)))
            .flat_map(|(a, b)| (0..=50u32).map(move |c| (a, b, c)))
            .flat_map(|(a, b, c)| (0..=50u32).map(move |d| (a, b, c, d)))
            .filter(|&(a, b, c, d)| {
                let rest = 125i64 - (a + b + c + d) as i64;
                (0..=50).contains(&rest)
            })
            .count() as u32;
        assert_eq!(n, brute);
        assert_eq!(nth_discard(hand, 125, 0), ResourceSet([50, 50, 25, 0, 0]));
    }
}
