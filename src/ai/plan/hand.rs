//! The hand against the robber: a computer over the discard limit spends rather than saves
//! (Hard's search offers no "end the turn" then, Medium's saving gene stays quiet).

use crate::core::{Action, PlayerView};

/// Whether this player holds more cards than a 7 lets it keep.
pub fn over_the_limit<const W: usize>(view: &PlayerView<'_, W>) -> bool {
    view.my_hand().total() > view.rules().discard_limit as u32
}

/// Whether a root option builds something (a road, ship, settlement, city or card bought).
pub fn builds(steps: &[Action]) -> bool {
    steps.iter().any(|a| {
        matches!(
            a,
            Action::BuildRoad(_)
                | Action::BuildShip(_)
                | Action::BuildSettlement(_)
                | Action::BuildCity(_)
                | Action::BuyDevelopmentCard
        )
    })
}
