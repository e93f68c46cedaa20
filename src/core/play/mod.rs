//! The rules: which actions are legal ([`State::legal_actions`], [`State::check`]) and what they
//! do ([`State::apply`]). Every rule lives here, once; the generator and the checker share the
//! spot and card helpers so they cannot disagree.

mod apply;
mod check;
mod generate;
mod spots;
#[cfg(test)]
mod tests;

use super::action::Action;
use super::error::{Rule, RuleError};
use super::resources::{DevCard, ResourceSet};
use super::state::{Phase, Resume, State};

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
    pub(super) fn to_error(self, card: DevCard, s: &State) -> RuleError {
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

/// Every multiset of `need` cards taken from `hand`, materials in order from `from`.
pub(super) fn push_discards(
    hand: ResourceSet,
    need: u8,
    from: usize,
    acc: ResourceSet,
    out: &mut Vec<Action>,
) {
    if need == 0 {
        out.push(Action::Discard(acc));
        return;
    }
    if from == 5 {
        return;
    }
    let rest: u32 = hand.0[from + 1..].iter().map(|&x| x as u32).sum();
    let max = hand.0[from].min(need);
    for k in (0..=max).rev() {
        if (need - k) as u32 > rest {
            continue;
        }
        let mut a = acc;
        a.0[from] = k;
        push_discards(hand, need - k, from + 1, a, out);
    }
}
