//! A planned sub-move played out over several decisions: the evolved players and the search
//! player both plan a few actions at once and replay them while the position is the one
//! planned for.

use crate::core::{Action, PlayerView};

/// The rest of a chosen sub-move, kept reversed (the next action last), and the turn it was
/// planned in.
#[derive(Clone, Debug, Default)]
pub(crate) struct Replay {
    steps: Vec<Action>,
    turn: u32,
}

impl Replay {
    pub(crate) fn with_capacity(n: usize) -> Replay {
        Replay {
            steps: Vec::with_capacity(n),
            turn: 0,
        }
    }

    /// The planned action to play now, if the plan still holds: the same turn, and its next
    /// action legal. Otherwise the position is not the one planned for and the plan is dropped.
    pub(crate) fn next<const W: usize>(
        &mut self,
        view: &PlayerView<'_, W>,
        legal: &[Action],
    ) -> Option<Action> {
        if self.turn != view.turns() {
            self.steps.clear();
        }
        let next = self.steps.pop()?;
        if legal.contains(&next) {
            return Some(next);
        }
        self.steps.clear();
        None
    }

    /// Plan `steps` (in playing order) in the turn of `view`, replacing any plan.
    pub(crate) fn start<const W: usize>(
        &mut self,
        view: &PlayerView<'_, W>,
        steps: impl IntoIterator<Item = Action>,
    ) {
        self.steps.clear();
        self.steps.extend(steps);
        self.steps.reverse();
        self.turn = view.turns();
    }

    /// Plan the steps `fill` writes (in playing order) in the turn of `view`, replacing any
    /// plan: written straight into the plan's own buffer, so a plan allocates nothing.
    pub(crate) fn start_with<const W: usize>(
        &mut self,
        view: &PlayerView<'_, W>,
        fill: impl FnOnce(&mut Vec<Action>),
    ) {
        self.steps.clear();
        fill(&mut self.steps);
        self.steps.reverse();
        self.turn = view.turns();
    }

    /// Take the next planned action off the plan.
    pub(crate) fn pop(&mut self) -> Option<Action> {
        self.steps.pop()
    }

    /// The actions still planned, in playing order.
    pub(crate) fn ahead(&self) -> impl Iterator<Item = &Action> {
        self.steps.iter().rev()
    }

    /// Whether nothing is planned in the turn of `view` (a plan of an earlier turn is dropped);
    /// then the turn is marked as this one.
    pub(crate) fn idle_now<const W: usize>(&mut self, view: &PlayerView<'_, W>) -> bool {
        if self.turn != view.turns() {
            self.steps.clear();
        }
        if !self.steps.is_empty() {
            return false;
        }
        self.turn = view.turns();
        true
    }

    pub(crate) fn clear(&mut self) {
        self.steps.clear();
    }
}

#[cfg(test)]
mod tests;
