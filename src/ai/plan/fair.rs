//! Whether a counter-offer is one a person at the table finds fair (play-test 6: to an offer of
//! a wood and three sheep for two stone a computer answered "one stone for all four").

use crate::core::{Resource, ResourceSet};

/// The most cards a counter-offer asks for each card it gives, unless the offer itself asked
/// fewer of the offerer's (gave more cards for each it asked).
const MOST_PER_CARD: u32 = 2;

/// Whether a counter-offer is fair to the offerer: to the offer in which the offerer gives
/// `give` and asks `get`, the counter gives the offerer `pays` and asks `wants` of it; `rates`
/// are the offerer's bank rates (its harbours). Fair when all three hold:
/// - it costs the offerer no more cards than the bank or a harbour would for the cards it gets
///   (the cards got at the offerer's best rate among the materials asked);
/// - it is no worse for the offerer than its own offer by more than one card (cards given less
///   cards got);
/// - it asks at most two cards for each it gives, or as many as the offer gave for each it
///   asked ("four for one" is no counter, even where the bank takes four).
pub fn fair_counter(
    rates: &[u8; 5],
    give: ResourceSet,
    get: ResourceSet,
    pays: ResourceSet,
    wants: ResourceSet,
) -> bool {
    let (paid, asked) = (pays.total(), wants.total());
    if paid == 0 || asked == 0 {
        return false;
    }
    let best_rate = Resource::ALL
        .into_iter()
        .filter(|r| wants.get(*r) > 0)
        .map(|r| rates[r.index()] as u32)
        .min()
        .unwrap_or(u32::MAX);
    let bank = asked <= paid.saturating_mul(best_rate);
    // what each costs the offerer in cards: given less got
    let offer_net = give.total() as i64 - get.total() as i64;
    let counter_net = asked as i64 - paid as i64;
    let near_own = counter_net <= offer_net + 1;
    let per_card = MOST_PER_CARD.max(give.total().div_ceil(get.total().max(1)));
    let ratio = asked <= paid * per_card;
    bank && near_own && ratio
}
