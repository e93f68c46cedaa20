//! Trades around a sub-move: the bank and harbour trades that pay for a cost, and the thesis's
//! answer to an offer.

use super::*;

/// The bank trades (at the player's best rates) that make `cost` affordable, or none when the
/// hand already holds it. Each missing card is bought with the material of which the most
/// trades can be made without touching `cost`; ties → the lower rate, then the lower material.
pub fn plan_trades<const W: usize>(view: &PlayerView<'_, W>, cost: ResourceSet) -> Vec<Action> {
    let mut out = Vec::new();
    plan_trades_into(view, cost, &mut out);
    out
}

/// [`plan_trades`] appended to `out`.
pub fn plan_trades_into<const W: usize>(
    view: &PlayerView<'_, W>,
    cost: ResourceSet,
    out: &mut Vec<Action>,
) {
    let mut hand = view.my_hand();
    if hand.contains(&cost) {
        return;
    }
    let rates = Resource::ALL.map(|r| view.trade_rate(r));
    for get in Resource::ALL {
        while hand.get(get) < cost.get(get) {
            let give = Resource::ALL
                .into_iter()
                .filter(|&g| g != get)
                .map(|g| {
                    let spare = hand.get(g).saturating_sub(cost.get(g));
                    (g, spare / rates[g.index()])
                })
                .filter(|&(_, n)| n > 0)
                .max_by(|a, b| {
                    a.1.cmp(&b.1)
                        .then(rates[b.0.index()].cmp(&rates[a.0.index()]))
                        .then(b.0.index().cmp(&a.0.index()))
                });
            let Some((give, _)) = give else {
                return; // not affordable: the generator never proposes this
            };
            hand.0[give.index()] -= rates[give.index()];
            hand.0[get.index()] += 1;
            out.push(Action::BankTrade { give, get });
        }
    }
}

/// Whether bank trades at the player's rates can make `cost` affordable.
pub fn affordable_with_trades(
    hand: ResourceSet,
    cost: &ResourceSet,
    rates: &[u8; 5],
    bank: ResourceSet,
) -> bool {
    let mut need = 0u32;
    let mut can = 0u32;
    for (i, rate) in rates.iter().enumerate() {
        let (h, c) = (hand.0[i], cost.0[i]);
        if h < c {
            let d = c - h;
            if bank.0[i] < d {
                return false;
            }
            need += d as u32;
        } else {
            can += ((h - c) / rate) as u32;
        }
    }
    can >= need
}

/// Answer to an offer (the offerer gives `give`, asks `get`): accept when afterwards the hand
/// pays for a build (town, village, card, road) it could not pay for before, and the offerer
/// is more than two points from winning — and never when it over-pays by the player's own plan
/// ([`crate::ai::plan::overpays`]).
pub fn accepts_offer<const W: usize>(
    view: &PlayerView<'_, W>,
    give: ResourceSet,
    get: ResourceSet,
) -> bool {
    let hand = view.my_hand();
    if !hand.contains(&get) {
        return false;
    }
    let offerer = view.player(view.current());
    if offerer.public_points as u32 + 2 >= view.points_to_win() as u32 {
        return false;
    }
    let mut after = hand;
    after.sub(&get);
    after.add(&give);
    let c = &view.rules().costs;
    [c.city, c.settlement, c.development, c.road]
        .iter()
        .any(|cost| after.contains(cost) && !hand.contains(cost))
        && !crate::ai::plan::overpays(view, None, get, give)
}
