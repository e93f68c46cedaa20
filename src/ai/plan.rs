//! The planning genes (docs/strategy.md, "Planning genes"): a building-speed estimate per target
//! build (after JSettlers' robots: the expected turns until a build is affordable from the
//! player's hand, its production and its bank rates), and from it saving, offers to players and
//! answers to offers. With every planning gene at 0 none of this runs.

use super::individual::{Individual, plan};
use super::player::Kind;
use crate::core::{Action, PlayerView, Resource, ResourceSet, Seat};

mod overpay;
pub use overpay::overpays;
mod hand;
pub use hand::{builds, over_the_limit};
mod counter;
mod fair;
mod offer_cards;
pub use counter::{counter_offer, counter_offer_if};
pub use fair::fair_counter;
mod partners;
pub use partners::{feeds_a_leader, partners, refuses, refuses_trade, tolerated_lead, wins_with};

/// Longest horizon of the estimate, in turns: a build further away counts as never.
pub const HORIZON: f64 = 40.0;

/// Expected turns (fractional) until `cost` is affordable from `hand`, collecting `income`
/// cards per turn and trading surplus with the bank at `rates`; [`HORIZON`] when not within
/// it. 0 when affordable now (bank trades included).
pub fn turns_to_afford(
    hand: ResourceSet,
    cost: ResourceSet,
    income: &[f64; 5],
    rates: &[u8; 5],
) -> f64 {
    let affordable_at = |t: f64| {
        let (mut need, mut spare) = (0.0, 0.0);
        for i in 0..5 {
            let have = hand.0[i] as f64 + t * income[i];
            let want = cost.0[i] as f64;
            if have < want {
                need += want - have;
            } else {
                // whole trades (`as` truncates: the floor of a non-negative number)
                spare += (((have - want) / rates[i] as f64) as u32) as f64;
            }
        }
        spare >= need
    };
    if affordable_at(0.0) {
        return 0.0;
    }
    if !affordable_at(HORIZON) {
        return HORIZON;
    }
    // the hand only grows with t: bisect to a tenth of a turn
    let (mut lo, mut hi) = (0.0, HORIZON);
    while hi - lo > 0.05 {
        let mid = (lo + hi) / 2.0;
        if affordable_at(mid) {
            hi = mid;
        } else {
            lo = mid;
        }
    }
    hi
}

/// The build the player is saving for.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Target {
    /// [`Kind::Town`] or [`Kind::Village`].
    pub kind: Kind,
    pub cost: ResourceSet,
    /// Expected turns until affordable, from the current hand.
    pub turns: f64,
}

/// The player's bank rates by material.
fn rates<const W: usize>(view: &PlayerView<'_, W>) -> [u8; 5] {
    Resource::ALL.map(|r| view.trade_rate(r))
}

/// The target build: a city (when a settlement stands to upgrade) or a settlement (when a spot
/// is free), whichever the estimate says comes sooner, a city's time scaled by the cityBias
/// gene; ties → the city. `None` when neither can be built any more.
pub fn target<const W: usize>(view: &PlayerView<'_, W>, ind: &Individual) -> Option<Target> {
    target_with(view, ind, view.my_hand())
}

/// [`target`] for the hand `hand` (the same target after spending, for comparisons).
pub fn target_with<const W: usize>(
    view: &PlayerView<'_, W>,
    ind: &Individual,
    hand: ResourceSet,
) -> Option<Target> {
    let me = view.player(view.me());
    let costs = &view.rules().costs;
    let income = view.expected_income();
    let rates = rates(view);
    let bias = match ind.plan[plan::CITY_BIAS] {
        0 => 1.0,
        b => b as f64 / 10.0,
    };
    let city = (me.cities_left > 0 && !me.settlements.is_empty()).then(|| Target {
        kind: Kind::Town,
        cost: costs.city,
        turns: turns_to_afford(hand, costs.city, &income, &rates),
    });
    let village =
        (me.settlements_left > 0 && !view.settlement_spots().is_empty()).then(|| Target {
            kind: Kind::Village,
            cost: costs.settlement,
            turns: turns_to_afford(hand, costs.settlement, &income, &rates),
        });
    match (city, village) {
        (Some(c), Some(v)) => Some(if c.turns * bias <= v.turns { c } else { v }),
        (c, v) => c.or(v),
    }
}

/// The hand after paying `cost`, with the bank trades [`super::player::plan_trades`] would make.
pub fn hand_after<const W: usize>(view: &PlayerView<'_, W>, cost: ResourceSet) -> ResourceSet {
    let mut hand = view.my_hand();
    let rates = rates(view);
    let mut trades = Vec::new();
    super::player::plan_trades_into(view, cost, &mut trades);
    for t in trades {
        if let Action::BankTrade { give, get } = t {
            hand.0[give.index()] = hand.0[give.index()].saturating_sub(rates[give.index()]);
            hand.0[get.index()] += 1;
        }
    }
    hand.minus(&cost)
}

/// Whether the saving gene keeps the player from a sub-move that pays `cost`: the target is
/// within `planSaveTurns` tenths of a turn and paying would push it further away — never while
/// the hand is over the discard limit ([`over_the_limit`]).
pub fn saves_instead<const W: usize>(
    view: &PlayerView<'_, W>,
    ind: &Individual,
    target: &Target,
    kind: Kind,
    cost: ResourceSet,
) -> bool {
    let limit = ind.plan[plan::SAVE_TURNS] as f64 / 10.0;
    if limit <= 0.0 || kind == target.kind || cost.is_empty() || target.turns > limit {
        return false;
    }
    // a hand a 7 would halve is spent, not saved
    if over_the_limit(view) {
        return false;
    }
    let after = hand_after(view, cost);
    let income = view.expected_income();
    turns_to_afford(after, target.cost, &income, &rates(view)) > target.turns + 0.05
}

/// An offer to the other players for the cards the target lacks, while bank trades cannot make
/// it up yet ([`offer_for`] for the target's cost: at most two cards asked, spare cards the
/// players asked would most likely take, `per_card` for each card asked, asked only of
/// [`partners`]). Returns (give, get, the seats asked).
pub fn offer<const W: usize>(
    view: &PlayerView<'_, W>,
    ind: &Individual,
    target: &Target,
    per_card: u32,
) -> Option<(ResourceSet, ResourceSet, u8)> {
    if target.turns == 0.0 {
        return None;
    }
    offer_for(view, ind, Some(target.kind), target.cost, per_card)
}

/// An offer to the other players (none that over-pays by the plan's `target`, [`overpays`])
/// for the cards `cost` lacks — at most two: when more are lacking, the two its income brings
/// slowest ([`slowest`]; production brings the rest) —, `per_card` spare cards (those `cost`
/// does not need, the ones the players asked would most likely take: `offer_cards::gives`) for
/// each, asked only of [`partners`] (who could accept by public facts, and whom its own answers
/// would trade with); `None` when nothing is short, nothing is spare, nobody is left to ask or
/// the rules refuse the offer. Returns (give, get, the seats asked).
pub fn offer_for<const W: usize>(
    view: &PlayerView<'_, W>,
    ind: &Individual,
    target: Option<Kind>,
    cost: ResourceSet,
    per_card: u32,
) -> Option<(ResourceSet, ResourceSet, u8)> {
    let hand = view.my_hand();
    let get = slowest(hand.missing(&cost), &view.expected_income(), 2);
    let short = get.total();
    if per_card == 0 || short == 0 || could_accept(view, get) == 0 {
        return None;
    }
    let spare = hand.minus(&cost);
    let (give, _) = offer_cards::gives(
        view,
        target,
        spare,
        (per_card * short).min(spare.total()),
        get,
    )?;
    let to = partners(view, ind, give, get);
    (!give.is_empty() && to != 0 && view.may_offer_to(give, get, to)).then_some((give, get, to))
}

/// At most `n` cards of `missing`: the materials `income` brings slowest kept (a card of the
/// fastest dropped at a time; ties → the higher material dropped).
fn slowest(mut missing: ResourceSet, income: &[f64; 5], n: u32) -> ResourceSet {
    while missing.total() > n {
        let Some(r) = Resource::ALL
            .into_iter()
            .filter(|r| missing.get(*r) > 0)
            .max_by(|a, b| income[a.index()].total_cmp(&income[b.index()]))
        else {
            break;
        };
        missing.0[r.index()] -= 1;
    }
    missing
}

/// `n` cards of `spare`, one at a time of the material with the most spare (ties → the lower
/// material), none of a material in `not`; `None` when they run out first.
fn spare_cards(mut spare: ResourceSet, n: u32, not: ResourceSet) -> Option<ResourceSet> {
    let mut out = ResourceSet::EMPTY;
    for _ in 0..n {
        let r = Resource::ALL
            .into_iter()
            .filter(|r| spare.get(*r) > 0 && not.get(*r) == 0)
            .max_by(|a, b| {
                spare
                    .get(*a)
                    .cmp(&spare.get(*b))
                    .then(b.index().cmp(&a.index()))
            })?;
        spare.0[r.index()] -= 1;
        out.0[r.index()] += 1;
    }
    Some(out)
}

/// The opponents who could accept an offer asking `get`, by public facts only (what a person at
/// the table knows too, so asking reveals nothing of anyone's hand): the opponents between them
/// hold that many of each material asked (the game's cards less the bank's and this player's),
/// and the seat holds at least as many cards as are asked. A seat mask ([`crate::core::EVERYONE`]
/// when it is every opponent).
pub fn could_accept<const W: usize>(view: &PlayerView<'_, W>, get: ResourceSet) -> u8 {
    let mut pool = ResourceSet::splat(view.rules().bank);
    pool.sub(&view.bank());
    pool.sub(&view.my_hand());
    if !pool.contains(&get) {
        return 0;
    }
    let asked = Seat::all(view.num_players())
        .filter(|s| *s != view.me() && view.cards_in_hand(*s) >= get.total())
        .fold(0, |m, s| m | s.bit());
    let everyone = Seat::all(view.num_players())
        .filter(|s| *s != view.me())
        .fold(0, |m, s| m | s.bit());
    if asked == everyone {
        crate::core::EVERYONE
    } else {
        asked
    }
}

/// Why a computer answers an offer as it does (the game says it in the log, `catan explain`
/// prints it).
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum AnswerReason {
    /// It does not hold the cards asked for.
    CannotGive,
    /// The offerer would be this many points (1 or 2) from winning.
    NearWin { points_left: u8 },
    /// The offerer leads this player by this many points.
    Leader { lead: u8 },
    /// The trade brings none of its builds nearer.
    NoUse,
    /// The trade would help the offerer clearly more than it.
    HelpsOffererMore,
    /// It would give more than the trade is worth to its own plan ([`overpays`]).
    Overpays,
    /// The trade would let the offerer, not behind this player, build a city or settlement
    /// (as far as public facts tell).
    CompletesTheirBuild,
    /// More cards for fewer, none of them one its affordable builds need: clearly in its
    /// favour.
    Favourable,
    /// The trade brings its next build nearer (or makes one affordable now).
    Helps,
}

/// An answer to an offer with its reason and the two estimated gains it weighed (in
/// [`hand_value`] units: turns nearer the builds).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Judgement {
    pub accept: bool,
    pub reason: AnswerReason,
    /// What the trade does for this player.
    pub ours: f64,
    /// What it does for the offerer (estimated from public facts: the offerer holds what it
    /// gives, the rest of its hand is guessed from its income).
    pub theirs: f64,
}

/// The lead over this player an offerer may have and still be traded with, when the
/// individual has no `planAnswerOffers` gene.
const DEFAULT_LEAD: u8 = 2;

/// How much more a trade may help the offerer than this player (in turns), when the offerer is
/// not behind.
const FEED_MARGIN: f64 = 0.5;

/// The least gain (in turns) worth a trade.
const MIN_GAIN: f64 = 0.05;

/// Whether `their_after` (the offerer's guessed hand after the trade) pays for a city or a
/// settlement the offerer has pieces for and `their_hand` did not pay for.
fn completes_a_build<const W: usize>(
    view: &PlayerView<'_, W>,
    offerer: Seat,
    their_hand: ResourceSet,
    their_after: ResourceSet,
) -> bool {
    let p = view.player(offerer);
    let costs = &view.rules().costs;
    let city = p.cities_left > 0 && !p.settlements.is_empty();
    let settlement = p.settlements_left > 0;
    [(city, costs.city), (settlement, costs.settlement)]
        .into_iter()
        .any(|(ok, cost)| ok && their_after.contains(&cost) && !their_hand.contains(&cost))
}

/// How near the builds a hand is, in turns: minus the weighted expected turns until each build
/// the player can still make is affordable, plus a turn (weighted) for each affordable now —
/// the next settlement or city counts fully, the other of the two 0.4, a development card 0.25,
/// a road 0.15; a tenth of a turn per card above seven (the robber's risk) is lost and a
/// twentieth gained per card (more cards, more choices).
pub fn hand_value(
    hand: ResourceSet,
    income: &[f64; 5],
    rates: &[u8; 5],
    builds: &[(ResourceSet, f64)],
) -> f64 {
    let mut v = 0.0;
    for &(cost, weight) in builds {
        let t = turns_to_afford(hand, cost, income, rates);
        v -= weight * t;
        if t == 0.0 {
            v += weight;
        }
    }
    if hand.total() > 7 {
        v -= 0.1 * (hand.total() - 7) as f64;
    }
    v + 0.05 * hand.total() as f64
}

/// The builds [`hand_value`] weighs for `seat`, from public facts: the sooner of city and
/// settlement for the hand (`target`, when known) fully, the other 0.4, a development card
/// 0.25 (while the deck lasts), a road 0.15 (while roads are left).
fn builds_of<const W: usize>(
    view: &PlayerView<'_, W>,
    seat: Seat,
    target: Option<Kind>,
    sooner: impl Fn(ResourceSet) -> bool,
) -> Vec<(ResourceSet, f64)> {
    let p = view.player(seat);
    let costs = &view.rules().costs;
    let mut out = Vec::with_capacity(4);
    let city_ok = p.cities_left > 0 && !p.settlements.is_empty();
    let village_ok = p.settlements_left > 0;
    let city_first = match target {
        Some(k) => k == Kind::Town,
        None => sooner(costs.city),
    };
    if city_ok {
        out.push((costs.city, if city_first { 1.0 } else { 0.4 }));
    }
    if village_ok {
        out.push((
            costs.settlement,
            if city_first && city_ok { 0.4 } else { 1.0 },
        ));
    }
    if view.deck_size() > 0 {
        out.push((costs.development, 0.25));
    }
    if p.roads_left > 0 {
        out.push((costs.road, 0.15));
    }
    out
}

/// The offerer's hand as far as this player can tell: what it gives, and the rest of its card
/// count split like its income (the largest remainders first).
fn guessed_hand<const W: usize>(
    view: &PlayerView<'_, W>,
    offerer: Seat,
    give: ResourceSet,
) -> ResourceSet {
    let mut hand = give;
    let rest = view.cards_in_hand(offerer).saturating_sub(give.total());
    let income = view.expected_income_of(offerer);
    let total: f64 = income.iter().sum();
    if rest == 0 || total <= 0.0 {
        return hand;
    }
    let shares = income.map(|x| x / total * rest as f64);
    let mut dealt = 0;
    for (i, x) in shares.iter().enumerate() {
        hand.0[i] += x.floor() as u8;
        dealt += x.floor() as u32;
    }
    let mut order: Vec<usize> = (0..5).collect();
    order.sort_by(|a, b| {
        (shares[*b] - shares[*b].floor())
            .total_cmp(&(shares[*a] - shares[*a].floor()))
            .then(a.cmp(b))
    });
    for i in order.into_iter().take((rest - dealt) as usize) {
        hand.0[i] += 1;
    }
    hand
}

/// What `offerer`'s offer (it gives `give`, asks `get`) does for it, from public facts (it
/// holds what it gives, the rest guessed from its income).
fn offerer_gain<const W: usize>(
    view: &PlayerView<'_, W>,
    offerer: Seat,
    give: ResourceSet,
    get: ResourceSet,
) -> f64 {
    let their = overpay::Worth::of(view, offerer, guessed_hand(view, offerer, give));
    let mut after = their.hand.minus(&give);
    after.add(&get);
    their.gain(after)
}

/// Judge `offerer`'s offer (it gives `give`, asks `get`) by what it does to this player's plan
/// and to the offerer: refuse when the cards are not held, when the offerer is within two
/// points of winning, when it leads by more than `planAnswerOffers − 1` points (2 without the
/// gene), when it lets an offerer ahead build a city or settlement, when the trade brings none
/// of this player's builds nearer, or when it helps an offerer who is not behind clearly more
/// than this player, or when it over-pays ([`overpays`]: its hand worth less afterwards by its
/// own plan); accept otherwise — and always accept more cards for fewer unless it over-pays,
/// from an offerer not ahead or for cards beyond its target build (a trade a person calls
/// clearly good, play-test 5).
pub fn judge_offer<const W: usize>(
    view: &PlayerView<'_, W>,
    ind: &Individual,
    offerer: Seat,
    give: ResourceSet,
    get: ResourceSet,
) -> Judgement {
    let hand = view.my_hand();
    let verdict = |accept, reason, ours, theirs| Judgement {
        accept,
        reason,
        ours,
        theirs,
    };
    if !hand.contains(&get) {
        return verdict(false, AnswerReason::CannotGive, 0.0, 0.0);
    }
    let mut after = hand;
    after.sub(&get);
    after.add(&give);
    // a trade that wins it the game is taken from anyone (plan/partners.rs)
    if wins_with(view, after) {
        return verdict(true, AnswerReason::Helps, 1.0, 0.0);
    }
    // whom it trades with: the rule its own offers follow (plan/partners.rs)
    if let Some(reason) = refuses(view, ind, offerer) {
        return verdict(false, reason, 0.0, 0.0);
    }
    let theirs_points = view.player(offerer).public_points;
    let mine = view.player(view.me()).public_points;
    // ours
    let income = view.expected_income();
    let my_rates = rates(view);
    let planned = target_with(view, ind, hand);
    let target = planned.map(|t| t.kind);
    let builds = builds_of(view, view.me(), target, |_| false);
    let ours = hand_value(after, &income, &my_rates, &builds)
        - hand_value(hand, &income, &my_rates, &builds);
    let theirs = offerer_gain(view, offerer, give, get);
    if feeds_a_leader(view, offerer, give, get) {
        return verdict(false, AnswerReason::CompletesTheirBuild, ours, theirs);
    }
    // this player gives `get` and gets `give`
    let overpaid = overpays(view, target, get, give);
    // more cards for fewer, from a player not ahead or for cards its target does not need:
    // taken unless it over-pays (the rule of whom it trades with was applied above)
    let spare = planned.is_none_or(|t| hand.minus(&t.cost).contains(&get));
    if give.total() > get.total() && (theirs_points <= mine || spare) && !overpaid {
        return verdict(true, AnswerReason::Favourable, ours, theirs);
    }
    // a hand worth less afterwards is said as such, not as a trade of no use
    if overpaid {
        return verdict(false, AnswerReason::Overpays, ours, theirs);
    }
    if ours <= MIN_GAIN {
        return verdict(false, AnswerReason::NoUse, ours, theirs);
    }
    if theirs_points >= mine && theirs > ours + FEED_MARGIN {
        return verdict(false, AnswerReason::HelpsOffererMore, ours, theirs);
    }
    verdict(true, AnswerReason::Helps, ours, theirs)
}

/// The answer by the plan to `offerer`'s offer: [`judge_offer`]'s.
pub fn accepts_by_plan<const W: usize>(
    view: &PlayerView<'_, W>,
    ind: &Individual,
    offerer: Seat,
    give: ResourceSet,
    get: ResourceSet,
) -> bool {
    judge_offer(view, ind, offerer, give, get).accept
}

#[cfg(test)]
mod tests;
