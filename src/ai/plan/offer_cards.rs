//! Which spare cards an offer gives: those the players asked would most likely take, as far as
//! public facts tell.

use super::overpay::Worth;
use super::{could_accept, guessed_hand, spare_cards};
use crate::ai::player::Kind;
use crate::core::{EVERYONE, PlayerView, Resource, ResourceSet, Seat};
use std::cell::OnceCell;

/// `n` cards of `spare` (none of a material in `get`) to give for `get`: of every way to give
/// them that does not over-pay by this player's plan ([`overpays`], `target` its plan's
/// build), the one the most opponents who could accept would take — their hand guessed from
/// public facts (they hold `get`, the rest split like their income) pays for a city,
/// settlement, development card or road afterwards that it did not before; ties → the most
/// plentiful spare first (`spare_cards`). With the number of takers foreseen; `None` when every
/// way over-pays or `spare` runs out.
pub fn gives<const W: usize>(
    view: &PlayerView<'_, W>,
    target: Option<Kind>,
    spare: ResourceSet,
    n: u32,
    get: ResourceSet,
) -> Option<(ResourceSet, usize)> {
    let plain = spare_cards(spare, n, get)?;
    let asked = match could_accept(view, get) {
        EVERYONE => Seat::all(view.num_players())
            .filter(|s| *s != view.me())
            .fold(0u8, |m, s| m | s.bit()),
        m => m,
    };
    // each asked seat's guessed hand, and its worth when first needed
    let theirs: Vec<(Seat, ResourceSet, OnceCell<Worth>)> = Seat::all(view.num_players())
        .filter(|s| asked & s.bit() != 0)
        .map(|s| (s, guessed_hand(view, s, get), OnceCell::new()))
        .collect();
    let takers = |give: ResourceSet| {
        theirs
            .iter()
            .filter(|(s, hand, worth)| {
                let mut after = hand.minus(&get);
                after.add(&give);
                pays_a_new_build(view, *s, *hand, after)
                    && worth.get_or_init(|| Worth::of(view, *s, *hand)).gain(after) >= 0.0
            })
            .count()
    };
    let mut ways = Vec::new();
    every_way(spare, get, n, 0, ResourceSet::EMPTY, &mut ways);
    let mut scored: Vec<(usize, bool, ResourceSet)> = ways
        .into_iter()
        .map(|g| (takers(g), g == plain, g))
        .collect();
    // most takers first, then the plain choice, then the order generated
    scored.sort_by(|a, b| b.0.cmp(&a.0).then(b.1.cmp(&a.1)));
    let mine = Worth::mine(view, target);
    scored
        .into_iter()
        .find(|(_, _, g)| !mine.overpays(*g, get))
        .map(|(n, _, g)| (g, n))
}

/// Whether `seat`'s hand `after` a trade pays for a build (city, settlement, development card,
/// road) its hand `before` did not pay for.
fn pays_a_new_build<const W: usize>(
    view: &PlayerView<'_, W>,
    seat: Seat,
    before: ResourceSet,
    after: ResourceSet,
) -> bool {
    let p = view.player(seat);
    let c = &view.rules().costs;
    [
        (p.cities_left > 0 && !p.settlements.is_empty(), c.city),
        (p.settlements_left > 0, c.settlement),
        (view.deck_size() > 0, c.development),
        (p.roads_left > 0, c.road),
    ]
    .into_iter()
    .any(|(ok, cost)| ok && after.contains(&cost) && !before.contains(&cost))
}

/// Every multiset of `n` cards of `spare` from material `from` on, none of a material in
/// `not`, appended to `out` (added to `so_far`).
fn every_way(
    spare: ResourceSet,
    not: ResourceSet,
    n: u32,
    from: usize,
    so_far: ResourceSet,
    out: &mut Vec<ResourceSet>,
) {
    if n == 0 {
        out.push(so_far);
        return;
    }
    for r in Resource::ALL.into_iter().skip(from) {
        let i = r.index();
        if not.get(r) > 0 || so_far.0[i] >= spare.0[i] {
            continue;
        }
        let mut next = so_far;
        next.0[i] += 1;
        every_way(spare, not, n - 1, i, next, out);
    }
}
