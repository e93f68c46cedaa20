//! The planning genes (docs/strategy.md, "Planning genes"): a building-speed estimate per target
//! build (after JSettlers' robots: the expected turns until a build is affordable from the
//! player's hand, its production and its bank rates), and from it saving, offers to players and
//! answers to offers. With every planning gene at 0 none of this runs.

use super::individual::{Individual, plan};
use super::player::Kind;
use crate::core::{Action, PlayerView, Resource, ResourceSet, Seat};

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
                spare += ((have - want) / rates[i] as f64).floor();
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
fn rates(view: &PlayerView<'_>) -> [u8; 5] {
    Resource::ALL.map(|r| view.trade_rate(r))
}

/// The target build: a city (when a settlement stands to upgrade) or a settlement (when a spot
/// is free), whichever the estimate says comes sooner, a city's time scaled by the cityBias
/// gene; ties → the city. `None` when neither can be built any more.
pub fn target(view: &PlayerView<'_>, ind: &Individual) -> Option<Target> {
    target_with(view, ind, view.my_hand())
}

/// [`target`] for the hand `hand` (the same target after spending, for comparisons).
pub fn target_with(view: &PlayerView<'_>, ind: &Individual, hand: ResourceSet) -> Option<Target> {
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
pub fn hand_after(view: &PlayerView<'_>, cost: ResourceSet) -> ResourceSet {
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
/// within `planSaveTurns` tenths of a turn and paying would push it further away.
pub fn saves_instead(
    view: &PlayerView<'_>,
    ind: &Individual,
    target: &Target,
    kind: Kind,
    cost: ResourceSet,
) -> bool {
    let limit = ind.plan[plan::SAVE_TURNS] as f64 / 10.0;
    if limit <= 0.0 || kind == target.kind || cost.is_empty() || target.turns > limit {
        return false;
    }
    let after = hand_after(view, cost);
    let income = view.expected_income();
    turns_to_afford(after, target.cost, &income, &rates(view)) > target.turns + 0.05
}

/// An offer to the other players for the cards the target lacks, when it lacks one or two that
/// bank trades cannot make up: surplus cards (those the target does not need), the most
/// plentiful first, `per_card` of them for each card asked (fewer when fewer are spare). `None`
/// when nothing is short, nothing is spare or the rules refuse the offer (the same offer twice
/// in a turn, for one).
pub fn offer(
    view: &PlayerView<'_>,
    target: &Target,
    per_card: u32,
) -> Option<(ResourceSet, ResourceSet)> {
    if per_card == 0 || target.turns == 0.0 {
        return None;
    }
    let hand = view.my_hand();
    let get = hand.missing(&target.cost);
    let short = get.total();
    if short == 0 || short > 2 {
        return None;
    }
    let mut spare = hand.minus(&target.cost);
    let mut give = ResourceSet::EMPTY;
    for _ in 0..(per_card * short).min(spare.total()) {
        // one card of the material with the most spare (ties → the lower material)
        let r = Resource::ALL
            .into_iter()
            .filter(|r| spare.get(*r) > 0 && get.get(*r) == 0)
            .max_by(|a, b| {
                spare
                    .get(*a)
                    .cmp(&spare.get(*b))
                    .then(b.index().cmp(&a.index()))
            })?;
        spare.0[r.index()] -= 1;
        give.0[r.index()] += 1;
    }
    (!give.is_empty() && view.may_offer(give, get)).then_some((give, get))
}

/// The answer by the plan to `offerer`'s offer (it gives `give`, asks `get`): accept when this
/// player holds `get`, the trade brings its target nearer (or makes any build affordable that
/// was not), and the offerer is neither close to winning nor more than `planAnswerOffers − 1`
/// points ahead of it.
pub fn accepts_by_plan(
    view: &PlayerView<'_>,
    ind: &Individual,
    offerer: Seat,
    give: ResourceSet,
    get: ResourceSet,
) -> bool {
    let hand = view.my_hand();
    if !hand.contains(&get) {
        return false;
    }
    let theirs = view.player(offerer).public_points as u32;
    if theirs + 2 >= view.rules().points_to_win as u32 {
        return false;
    }
    let lead = ind.plan[plan::ANSWER_OFFERS];
    if theirs + 1 > view.player(view.me()).public_points as u32 + lead {
        return false;
    }
    let mut after = hand;
    after.sub(&get);
    after.add(&give);
    let c = &view.rules().costs;
    if [c.city, c.settlement, c.development, c.road]
        .iter()
        .any(|cost| after.contains(cost) && !hand.contains(cost))
    {
        return true;
    }
    let (Some(before), Some(then)) = (target_with(view, ind, hand), target_with(view, ind, after))
    else {
        return false;
    };
    then.turns + 0.05 < before.turns
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::AiPlayer;
    use crate::core::rng::derive_seed;
    use crate::core::{Board, Phase, Player, Rules, State};
    use std::sync::Arc;

    const FOUR: [u8; 5] = [4; 5];

    #[test]
    fn building_speed_estimate() {
        let city = ResourceSet([0, 0, 2, 0, 3]);
        let none = [0.0; 5];
        assert_eq!(turns_to_afford(city, city, &none, &FOUR), 0.0);
        assert_eq!(
            turns_to_afford(ResourceSet::EMPTY, city, &none, &FOUR),
            HORIZON
        );
        // one ore short, a third of an ore a turn: three turns
        let t = turns_to_afford(
            ResourceSet([0, 0, 2, 0, 2]),
            city,
            &[0.0, 0.0, 0.0, 0.0, 1.0 / 3.0],
            &FOUR,
        );
        assert!((t - 3.0).abs() <= 0.06, "{t}");
        // four spare wood trade for the missing ore now
        assert_eq!(
            turns_to_afford(ResourceSet([4, 0, 2, 0, 2]), city, &none, &FOUR),
            0.0
        );
        // a harbour makes the same hand short by less
        let slow = turns_to_afford(
            ResourceSet([2, 0, 2, 0, 2]),
            city,
            &[0.5, 0.0, 0.0, 0.0, 0.0],
            &FOUR,
        );
        let fast = turns_to_afford(
            ResourceSet([2, 0, 2, 0, 2]),
            city,
            &[0.5, 0.0, 0.0, 0.0, 0.0],
            &[2, 4, 4, 4, 4],
        );
        assert!(fast == 0.0 && slow > 3.0, "{fast} {slow}");
    }

    fn planner() -> Individual {
        let mut ind = Individual::champion();
        ind.plan = [25, 10, 2, 3];
        ind
    }

    /// Planning players on both presets: every game legal to the end; some save, offer, and
    /// trade with each other.
    #[test]
    fn planning_players_play_legal_games_with_offers_and_trades() {
        let (mut offers, mut trades, mut saved) = (0, 0, 0);
        for seed in 0..8u64 {
            let rules = if seed % 2 == 0 {
                Rules::standard()
            } else {
                Rules::thesis()
            };
            let mut s = State::new(Arc::new(Board::standard()), Arc::new(rules), 4, seed).unwrap();
            let mut ps: Vec<AiPlayer> = (0..4).map(|_| AiPlayer::new("plan", planner())).collect();
            let mut plain = AiPlayer::new("ai", Individual::champion());
            let mut legal = Vec::new();
            while !s.is_over() && s.turns() < 2000 {
                let seat = s.actor();
                s.legal_actions_into(&mut legal);
                let view = PlayerView::new(&s, seat);
                let a = ps[seat.index()].choose(&view, &legal);
                if matches!(s.phase(), Phase::Main)
                    && a == Action::EndTurn
                    && plain.choose(&view, &legal) != Action::EndTurn
                {
                    saved += 1;
                }
                match a {
                    Action::OfferTrade { .. } => offers += 1,
                    Action::ConfirmTrade(_) => trades += 1,
                    _ => {}
                }
                s.apply(a)
                    .unwrap_or_else(|e| panic!("seed {seed}: {a}: {e}"));
            }
            assert!(s.is_over(), "seed {seed} ends");
            let _ = derive_seed(seed, 1);
        }
        assert!(
            offers > 10 && trades > 0 && saved > 0,
            "offers {offers}, trades {trades}, saved {saved}"
        );
    }

    #[test]
    fn no_planning_genes_plays_the_thesis_strategy() {
        // the same individual with and without the (zero) genes written out chooses the same
        let ind = Individual::champion();
        assert!(!ind.plans());
        let text = ind.to_ron(&[]);
        assert!(!text.contains("plan"), "a 32-weight file stays 32 weights");
        let planned = planner();
        let back = Individual::from_ron("p.ron", &planned.to_ron(&[])).unwrap();
        assert_eq!(back, planned);
        let body = text.trim_end().strip_suffix(')').unwrap();
        let e =
            Individual::from_ron("p.ron", &format!("{body}planSaveTurns: 81,\n)\n")).unwrap_err();
        assert!(
            e.to_string().contains("planSaveTurns") && e.to_string().contains("80"),
            "{e}"
        );
    }
}
