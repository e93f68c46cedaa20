//! Openings that vary: a computer on a fixed board opens on the same corners every game, so a
//! fairness run would learn about one opening only. [`VariedOpening`] places each opening
//! settlement on one of the `top` best corners still free — best by the cards a roll pays there
//! — drawn from its own seed, and leaves everything else (the roads, the whole game after) to
//! the computer it wraps. Every seat is wrapped alike, so the seats stay comparable.

use super::expected_income;
use crate::core::{Action, Choice, GameRng, Player, PlayerView, ResourceSet};

pub(super) struct VariedOpening<const W: usize> {
    inner: Box<dyn Player<W>>,
    rng: GameRng,
    top: usize,
}

impl<const W: usize> VariedOpening<W> {
    pub(super) fn new(inner: Box<dyn Player<W>>, seed: u64, top: usize) -> VariedOpening<W> {
        VariedOpening {
            inner,
            rng: GameRng::new(seed),
            top: top.max(1),
        }
    }

    /// Index in `legal` of a corner drawn from the best `top` (ties by corner order).
    fn opening(&mut self, view: &PlayerView<'_, W>, legal: &[Action]) -> usize {
        let board = view.board();
        let mut ranked: Vec<(f64, usize)> = legal
            .iter()
            .enumerate()
            .map(|(i, a)| match a {
                Action::BuildSettlement(v) => {
                    let (e, gold) = expected_income(board, v.index());
                    let kinds = e.iter().filter(|&&x| x > 0.0).count() as f64;
                    // a little for variety of materials, as players value it
                    (e.iter().sum::<f64>() + gold + 0.01 * kinds, i)
                }
                _ => (f64::MIN, i),
            })
            .collect();
        ranked.sort_by(|a, b| b.0.total_cmp(&a.0).then(a.1.cmp(&b.1)));
        let k = self.top.min(ranked.len());
        ranked[self.rng.below(k as u32) as usize].1
    }
}

fn all_settlements(legal: &[Action]) -> bool {
    legal.len() > 1
        && legal
            .iter()
            .all(|a| matches!(a, Action::BuildSettlement(_)))
}

impl<const W: usize> Player<W> for VariedOpening<W> {
    fn name(&self) -> String {
        self.inner.name()
    }

    fn choose(&mut self, view: &PlayerView<'_, W>, legal: &[Action]) -> Action {
        match self.choose_listed(view, legal) {
            Choice::Listed(i) => legal[i],
            Choice::Other(a) => a,
        }
    }

    fn choose_listed(&mut self, view: &PlayerView<'_, W>, legal: &[Action]) -> Choice {
        if view.in_setup() && all_settlements(legal) {
            return Choice::Listed(self.opening(view, legal));
        }
        self.inner.choose_listed(view, legal)
    }

    fn thinks_long(&self) -> bool {
        self.inner.thinks_long()
    }

    fn choose_discard(&mut self, view: &PlayerView<'_, W>) -> Option<ResourceSet> {
        self.inner.choose_discard(view)
    }
}
