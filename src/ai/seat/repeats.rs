//! A computer makes no exchange again that was declined this turn (play-test 6: the same offer
//! made twice in a turn, a counter-offer the person did not take made again) — nor one that is
//! the same once the cards the one asked lacks are taken out of what it asks.

use super::ComputerSeat;
use crate::core::{Action, ResourceSet, Seat, Table};

/// Whether two exchanges, each (what the computer gives, what it asks of the holder of
/// `hand`), are the same to the one asked: the same cards given, and the same cards asked once
/// those `hand` lacks are taken out.
pub fn same_exchange(
    a: (ResourceSet, ResourceSet),
    b: (ResourceSet, ResourceSet),
    hand: ResourceSet,
) -> bool {
    let held = |asks: ResourceSet| asks.minus(&hand.missing(&asks));
    a.0 == b.0 && held(a.1) == held(b.1)
}

/// The seats of the mask `asked` that declined an exchange the same as `give` for `get` (from
/// the player on turn's side) this turn, by the offers declined this turn.
pub fn declined_by<const W: usize>(
    table: &Table<W>,
    give: ResourceSet,
    get: ResourceSet,
    asked: u8,
) -> u8 {
    let state = &table.state;
    Seat::all(state.num_players())
        .filter(|s| asked & s.bit() != 0)
        .filter(|s| {
            let hand = state.player(*s).hand();
            state.offers_declined().iter().any(|&(g, w, declined)| {
                declined & s.bit() != 0 && same_exchange((g, w), (give, get), hand)
            })
        })
        .fold(0, |m, s| m | s.bit())
}

/// Whether `seat` made a counter-offer this turn (since the turn's roll) that is the same as
/// giving `gives` for `gets` to the player on turn, by [`same_exchange`]. A counter the player on
/// turn took ended in a trade; one it did not take was declined: neither is made again.
pub fn countered_already<const W: usize>(
    table: &Table<W>,
    seat: Seat,
    gives: ResourceSet,
    gets: ResourceSet,
) -> bool {
    let state = &table.state;
    let hand = state.player(state.current()).hand();
    let since = table
        .record
        .steps
        .iter()
        .rposition(|s| s.action == Action::Roll)
        .unwrap_or(0) as u32;
    table
        .record
        .counters
        .iter()
        .filter(|c| c.at >= since && c.seat == seat)
        .any(|c| same_exchange((c.gives, c.gets), (gives, gets), hand))
}

impl<const W: usize> ComputerSeat<W> {
    /// `action` as chosen, or — an offer to seats that declined the same exchange this turn —
    /// the offer to the others it asks, or the move it makes when it may offer no more.
    pub(super) fn no_repeats(
        &self,
        table: &Table<W>,
        seed: u64,
        action: Action,
        legal: &[Action],
    ) -> Action {
        let Action::OfferTrade { give, get, to } = action else {
            return action;
        };
        let state = &table.state;
        let asked = state.offer_recipients(state.actor(), to);
        let declined = declined_by(table, give, get, asked);
        if declined == 0 {
            return action;
        }
        let to = asked & !declined;
        let others = Action::OfferTrade { give, get, to };
        self.offer_instead(table, seed, action, legal, others)
    }
}
