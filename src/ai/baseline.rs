//! The baseline players: uniform random (optionally making random offers) and Catanatron's
//! weighted random.

use crate::core::{
    Action, Choice, GameRng, Phase, Player, PlayerView, ResourceSet, discard_count, nth_discard,
};

/// Picks uniformly among the legal actions; the trading variant also counts the 1-for-1 offers
/// to the other players among its choices.
pub struct RandomPlayer {
    rng: GameRng,
    offers: bool,
    buf: Vec<Action>,
}

impl RandomPlayer {
    pub fn new(seed: u64) -> Self {
        RandomPlayer {
            rng: GameRng::new(seed),
            offers: false,
            buf: Vec::new(),
        }
    }
    pub fn trading(seed: u64) -> Self {
        RandomPlayer {
            offers: true,
            ..RandomPlayer::new(seed)
        }
    }
}

impl<const W: usize> Player<W> for RandomPlayer {
    fn name(&self) -> String {
        if self.offers {
            "random-trader".into()
        } else {
            "random".into()
        }
    }
    fn choose(&mut self, view: &PlayerView<'_, W>, legal: &[Action]) -> Action {
        match self.choose_listed(view, legal) {
            Choice::Listed(k) => legal[k],
            Choice::Other(a) => a,
        }
    }
    fn choose_listed(&mut self, view: &PlayerView<'_, W>, legal: &[Action]) -> Choice {
        if self.offers {
            self.buf.clear();
            view.legal_offers_into(&mut self.buf);
            if !self.buf.is_empty() {
                let k = self.rng.below((legal.len() + self.buf.len()) as u32) as usize;
                return if k < legal.len() {
                    Choice::Listed(k)
                } else {
                    Choice::Other(self.buf[k - legal.len()])
                };
            }
        }
        Choice::Listed(self.rng.below(legal.len() as u32) as usize)
    }
    /// The same uniform choice among every way to discard, drawn without listing them.
    fn choose_discard(&mut self, view: &PlayerView<'_, W>) -> Option<ResourceSet> {
        let hand = view.my_hand();
        let need = (hand.total() / 2) as u8;
        let k = self.rng.below(discard_count(hand, need));
        Some(nth_discard(hand, need, k))
    }
}

/// Random, but prefers building: a city is weighted 10 000, a settlement 1 000, a development
/// card 100 and anything else 1 (the weights of Catanatron's `WeightedRandomPlayer`).
pub struct WeightedPlayer {
    rng: GameRng,
    weights: Vec<u32>,
}

impl WeightedPlayer {
    pub fn new(seed: u64) -> Self {
        WeightedPlayer {
            rng: GameRng::new(seed),
            weights: Vec::new(),
        }
    }

    pub fn weight<const W: usize>(view: &PlayerView<'_, W>, a: &Action) -> u32 {
        let in_opening = matches!(
            view.phase(),
            Phase::SetupSettlement { .. } | crate::core::Phase::SetupRoad { .. }
        );
        match a {
            _ if in_opening => 1,
            Action::BuildCity(_) => 10_000,
            Action::BuildSettlement(_) => 1_000,
            Action::BuyDevelopmentCard => 100,
            _ => 1,
        }
    }
}

impl<const W: usize> Player<W> for WeightedPlayer {
    fn name(&self) -> String {
        "weighted".into()
    }
    fn choose(&mut self, view: &PlayerView<'_, W>, legal: &[Action]) -> Action {
        self.weights.clear();
        self.weights
            .extend(legal.iter().map(|a| Self::weight(view, a)));
        legal[self.rng.weighted(&self.weights)]
    }
}
