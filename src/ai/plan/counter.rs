//! The counter-offer a computer makes to an offer it declines (play-test: a computer countered
//! an offer of brick and grain for a sheep by giving brick, the very material the person was
//! giving away, for grain).

use super::fair::fair_counter;
use super::{judge_offer, spare_cards};
use crate::ai::individual::Individual;
use crate::core::{PlayerView, Resource, ResourceSet, Seat};

/// At most this many cards a counter-offer gives.
const MOST_GIVEN: u32 = 2;

/// A counter-offer to `offerer`'s offer this player declines (the offerer gives `give`, asks
/// `get`), returned from this player's side: (it gives, it gets). It asks only cards the offer
/// gives (the offerer holds them) and nothing of a material the offer asks; it gives at most
/// two cards of its hand, none of a material the offer gives; and it is a trade [`judge_offer`]
/// would accept in the offerer's place, and one the offerer finds fair ([`fair_counter`]: no
/// dearer than its bank or harbour, at most one card worse than its own offer, at most two
/// cards asked for one). Of those, the one nearest the offer (the fewest cards changed), then
/// the one its plan gains most by, then the one giving its most plentiful spare cards
/// (`spare_cards`); `None` when there is none or it is the offer itself.
pub fn counter_offer<const W: usize>(
    view: &PlayerView<'_, W>,
    ind: &Individual,
    offerer: Seat,
    give: ResourceSet,
    get: ResourceSet,
) -> Option<(ResourceSet, ResourceSet)> {
    counter_offer_if(view, ind, offerer, (give, get), |_, _| true)
}

/// [`counter_offer`] to the offer `(give, get)` among the counters (it gives, it gets) that
/// `allowed` lets it make (a counter made already this turn is not made again: `ai::seat`).
pub fn counter_offer_if<const W: usize>(
    view: &PlayerView<'_, W>,
    ind: &Individual,
    offerer: Seat,
    (give, get): (ResourceSet, ResourceSet),
    allowed: impl Fn(ResourceSet, ResourceSet) -> bool,
) -> Option<(ResourceSet, ResourceSet)> {
    let hand = view.my_hand();
    let rates = Resource::ALL.map(|r| view.trade_rate_of(offerer, r));
    // what it could give: its cards of the materials the offer does not give
    let mut givable = hand;
    for r in Resource::ALL.into_iter().filter(|r| give.get(*r) > 0) {
        givable.0[r.index()] = 0;
    }
    // what it could ask: the offered cards of materials the offer does not ask
    let mut askable = give;
    for r in Resource::ALL.into_iter().filter(|r| get.get(*r) > 0) {
        askable.0[r.index()] = 0;
    }
    let plain = spare_cards(givable, 1, askable);
    let mut best: Option<(u32, f64, bool, ResourceSet, ResourceSet)> = None;
    for pay in parts(givable, MOST_GIVEN) {
        for wanted in parts(askable, askable.total()) {
            if pay.overlaps(&wanted)
                || (pay, wanted) == (get, give)
                || !fair_counter(&rates, give, get, pay, wanted)
                || !allowed(pay, wanted)
            {
                continue;
            }
            let j = judge_offer(view, ind, offerer, wanted, pay);
            if !j.accept {
                continue;
            }
            let changed = changed(pay, get) + changed(wanted, give);
            let is_plain = Some(pay) == plain;
            let better = best
                .is_none_or(|(c, ours, p, _, _)| (changed, -j.ours, !is_plain) < (c, -ours, !p));
            if better {
                best = Some((changed, j.ours, is_plain, pay, wanted));
            }
        }
    }
    best.map(|(_, _, _, pay, wanted)| (pay, wanted))
}

/// The cards by which `a` and `b` differ (those of each the other lacks).
fn changed(a: ResourceSet, b: ResourceSet) -> u32 {
    a.minus(&b).total() + b.minus(&a).total()
}

/// Every non-empty part of `cards` of at most `most` cards.
fn parts(cards: ResourceSet, most: u32) -> Vec<ResourceSet> {
    let mut out = vec![ResourceSet::EMPTY];
    for r in Resource::ALL {
        let i = r.index();
        let mut more = Vec::new();
        for p in &out {
            for n in 1..=cards.0[i] as u32 {
                if p.total() + n > most {
                    break;
                }
                let mut q = *p;
                q.0[i] += n as u8;
                more.push(q);
            }
        }
        out.extend(more);
    }
    out.retain(|p| !p.is_empty());
    out
}
