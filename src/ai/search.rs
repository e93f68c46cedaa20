//! The search player: Monte-Carlo search over determinizations, with the evolved strategy as its
//! move generator, its prior and its rollout policy (see `docs/strategy.md`, "The search player").
//!
//! At a decision that matters (opening settlements, the main phase, the robber, a knight before
//! the roll) the player takes the evolved strategy's candidate sub-moves (a build with the bank
//! trades it needs, a card with its targets, …), keeps the best few by their scores and adds
//! "end the turn" (so it can learn to save). It then spends its budget of rollouts: each picks a
//! candidate by UCB1, samples a complete position from what the seat knows
//! ([`PlayerView::determinize`]: hidden hands and cards dealt at random), plays the candidate,
//! and plays the game out with the evolved strategy in every seat; a win is worth 1, a game cut
//! at the horizon its share of the points. The candidate visited most is played. Other
//! decisions (discards, answers to offers, where to put a free road) are the evolved strategy's.
//!
//! Two modes. With no time bound (`millis: None`, the lab's `hard`, `search@N`) it plays exactly
//! its rollouts: deterministic for a given seed, budget and thread count, so the lab's runs
//! reproduce. With a time bound (the game window's Hard, the lab's `hard-timed`) a decision has a
//! deadline, set when it starts: every thread checks the clock before each rollout (and every
//! few hundred actions inside one, dropping a rollout the deadline cuts), and the candidate
//! visited most so far is played — with none visited, the strategy's best. The moves then depend
//! on the machine's speed.

use super::individual::Individual;
use super::player::replay::Replay;
use super::player::{AiPlayer, Candidate, RoadLengths, candidates, plan_trades_into};
use super::strategy::Strategy;
use crate::core::rng::derive_seed;
use crate::core::{Action, GameRng, Phase, Player, PlayerView, ResourceSet, Seat, State};
use std::time::{Duration, Instant};

/// How much a search player thinks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SearchBudget {
    /// Rollouts per searched decision.
    pub rollouts: u32,
    /// The deadline of a decision, in milliseconds from its start: the search stops then even if
    /// rollouts remain (`None`: all the rollouts are played).
    pub millis: Option<u32>,
    /// Candidates kept (the best by the strategy's scores), "end the turn" apart.
    pub width: usize,
    /// A rollout stops after this many more turns; the points then decide its value.
    pub horizon: u32,
    /// Threads sharing a decision's rollouts (root parallelism: each runs its own share with its
    /// own generator, the visits are added up). The result depends on the seed, the budget and
    /// this number, not on timing.
    pub threads: usize,
}

impl Default for SearchBudget {
    fn default() -> Self {
        SearchBudget {
            rollouts: SearchBudget::DEFAULT_ROLLOUTS,
            millis: None,
            width: 6,
            horizon: 200,
            threads: 1,
        }
    }
}

impl SearchBudget {
    pub const DEFAULT_ROLLOUTS: u32 = 1000;
    /// The game window's deadline per decision: with the choosing before it and the rollout it
    /// cuts, a decision on this 2-core machine stays under 1 s nine times in ten and under 2 s
    /// always, Seafarers included (README, "Computer players").
    pub const GAME_MILLIS: u32 = 700;

    /// The default budget with the game window's deadline.
    pub fn timed() -> SearchBudget {
        SearchBudget {
            millis: Some(SearchBudget::GAME_MILLIS),
            ..SearchBudget::default()
        }
    }
}

/// One root candidate after a search: what it plays, how often it was tried, its mean value.
#[derive(Clone, Debug, PartialEq)]
pub struct RootStat {
    pub actions: Vec<Action>,
    /// The evolved strategy's score (the prior that put it among the candidates).
    pub prior: f64,
    pub visits: u32,
    pub mean: f64,
}

/// The search player.
pub struct SearchPlayer<const W: usize = 4> {
    name: String,
    strategy: Strategy,
    budget: SearchBudget,
    seed: u64,
    decisions: u64,
    /// Decisions the search leaves to the evolved strategy.
    greedy: AiPlayer<W>,
    /// The rollout players and buffers of each thread, reused.
    workers: Vec<Worker<W>>,
    /// The rest of the chosen sub-move, reversed (the next action last).
    plan: Replay,
    lengths: RoadLengths<W>,
    last: Vec<RootStat>,
}

impl SearchPlayer {
    /// The player of the narrow board (up to 256 ids: the base game's).
    pub fn new(
        name: impl Into<String>,
        individual: Individual,
        budget: SearchBudget,
        seed: u64,
    ) -> SearchPlayer {
        SearchPlayer::new_sized(name, individual, budget, seed)
    }
}

impl<const W: usize> SearchPlayer<W> {
    /// The player of a board `W` words wide.
    pub fn new_sized(
        name: impl Into<String>,
        individual: Individual,
        budget: SearchBudget,
        seed: u64,
    ) -> SearchPlayer<W> {
        SearchPlayer {
            name: name.into(),
            strategy: Strategy::new(individual),
            budget,
            seed,
            decisions: 0,
            greedy: AiPlayer::new_sized("ai", individual),
            workers: (0..budget.threads.max(1))
                .map(|_| Worker::new(individual))
                .collect(),
            plan: Replay::default(),
            lengths: RoadLengths::default(),
            last: Vec::new(),
        }
    }

    pub fn budget(&self) -> SearchBudget {
        self.budget
    }

    /// The root candidates of the last searched decision, best first.
    pub fn last_search(&self) -> &[RootStat] {
        &self.last
    }

    /// Search the position of `view` and return every root candidate with its statistics, the
    /// one to play first (what `catan explain` shows).
    pub fn search(&mut self, view: &PlayerView<'_, W>, legal: &[Action]) -> Vec<RootStat> {
        let deadline = self
            .budget
            .millis
            .map(|ms| Instant::now() + Duration::from_millis(ms as u64));
        let options = self.root_options(view, legal);
        if options.len() < 2 {
            return options
                .into_iter()
                .map(|(actions, prior)| RootStat {
                    actions,
                    prior,
                    visits: 0,
                    mean: 0.0,
                })
                .collect();
        }
        let me = view.me();
        let seed = derive_seed(self.seed, self.decisions);
        self.decisions += 1;
        let plans: Vec<&[Action]> = options.iter().map(|(steps, _)| steps.as_slice()).collect();
        let (visits, total) = self.rollouts(view, &plans, me, seed, deadline);
        let mut stats: Vec<RootStat> = options
            .into_iter()
            .enumerate()
            .map(|(k, (actions, prior))| RootStat {
                actions,
                prior,
                visits: visits[k],
                mean: if visits[k] > 0 {
                    total[k] / visits[k] as f64
                } else {
                    0.0
                },
            })
            .collect();
        // the most tried first; ties → the better mean, then the strategy's order
        stats.sort_by(|a, b| b.visits.cmp(&a.visits).then(b.mean.total_cmp(&a.mean)));
        stats
    }

    /// The budget's rollouts over `plans` on the player's threads (each its share, its own
    /// generator), stopped at `deadline`: visits and value sums per candidate, added up.
    fn rollouts(
        &mut self,
        view: &PlayerView<'_, W>,
        plans: &[&[Action]],
        me: Seat,
        seed: u64,
        deadline: Option<Instant>,
    ) -> (Vec<u32>, Vec<f64>) {
        let (budget, threads) = (self.budget, self.workers.len());
        let (mut visits, mut total) = (vec![0u32; plans.len()], vec![0f64; plans.len()]);
        if threads == 1 {
            let (v, t) = self.workers[0].search(view, plans, me, seed, budget, deadline);
            (visits, total) = (v, t);
        } else {
            let results: Vec<(Vec<u32>, Vec<f64>)> = std::thread::scope(|scope| {
                let handles: Vec<_> = self
                    .workers
                    .iter_mut()
                    .enumerate()
                    .map(|(i, w)| {
                        let share = budget.rollouts / threads as u32
                            + u32::from((i as u32) < budget.rollouts % threads as u32);
                        let budget = SearchBudget {
                            rollouts: share,
                            ..budget
                        };
                        scope.spawn(move || {
                            w.search(
                                view,
                                plans,
                                me,
                                derive_seed(seed, i as u64),
                                budget,
                                deadline,
                            )
                        })
                    })
                    .collect();
                handles
                    .into_iter()
                    .map(|h| h.join().unwrap_or_default())
                    .collect()
            });
            for (v, t) in results {
                for k in 0..visits.len().min(v.len()) {
                    visits[k] += v[k];
                    total[k] += t[k];
                }
            }
        }
        (visits, total)
    }

    /// The strategy's best candidates as action sequences (bank trades first), with their
    /// scores; "end the turn" added in the main phase — but not while the hand is over the
    /// discard limit and a build (with its bank trades) is among them: a hand that a 7 would
    /// halve is spent, not kept.
    fn root_options(
        &mut self,
        view: &PlayerView<'_, W>,
        legal: &[Action],
    ) -> Vec<(Vec<Action>, f64)> {
        let mut cands: Vec<Candidate> = Vec::new();
        candidates(&self.strategy, view, legal, &mut cands, &mut self.lengths);
        // best first; the first generated on ties (the strategy's own tie rule)
        let mut order: Vec<usize> = (0..cands.len()).collect();
        order.sort_by(|&a, &b| {
            cands[b]
                .score
                .total
                .total_cmp(&cands[a].score.total)
                .then(a.cmp(&b))
        });
        // one candidate per distinct first step (an opening settlement with each of its roads
        // is one choice: the road is the strategy's)
        let mut firsts: Vec<Option<Action>> = Vec::new();
        let mut out: Vec<(Vec<Action>, f64)> = Vec::new();
        for &i in &order {
            if out.len() == self.budget.width {
                break;
            }
            let c = &cands[i];
            if firsts.contains(&c.steps[0]) {
                continue;
            }
            firsts.push(c.steps[0]);
            let mut steps = Vec::new();
            plan_trades_into(view, c.cost, &mut steps);
            steps.extend(c.actions());
            out.push((steps, c.score.total));
        }
        if matches!(view.phase(), Phase::Main | Phase::SpecialBuild { .. })
            && !out.iter().any(|(s, _)| s == &[Action::EndTurn])
            && !(super::plan::over_the_limit(view)
                && out.iter().any(|(s, _)| super::plan::builds(s)))
        {
            out.push((vec![Action::EndTurn], 0.0));
        }
        if view.phase() == Phase::Main
            && view.offers_this_turn() == 0
            && let Some(offer) = self.offer(view)
        {
            out.push((vec![offer], 0.0));
        }
        out
    }

    /// When the plan starts with bank or 3:1 harbour trades and no offer was made this turn:
    /// the same cards asked of the table first, one card of what the bank would be paid for
    /// each (asked of those who could accept by public counts and whom its answers trade with,
    /// [`super::plan::partners`]).
    fn ask_before_bank_trade(&self, view: &PlayerView<'_, W>) -> Option<Action> {
        if view.phase() != Phase::Main || view.offers_this_turn() > 0 {
            return None;
        }
        let (mut give, mut get) = (ResourceSet::EMPTY, ResourceSet::EMPTY);
        let mut dear = false;
        for a in self.plan.ahead() {
            let Action::BankTrade { give: g, get: w } = *a else {
                break;
            };
            dear |= view.trade_rate(g) >= 3;
            give.add(&ResourceSet::one(g));
            get.add(&ResourceSet::one(w));
        }
        let target = super::plan::target(view, &self.strategy.individual).map(|t| t.kind);
        if !dear
            || get.total() > 2
            || give.overlaps(&get)
            || super::plan::overpays(view, target, give, get)
        {
            return None;
        }
        let to = super::plan::partners(view, &self.strategy.individual, give, get);
        (to != 0 && view.may_offer_to(give, get, to)).then_some(Action::OfferTrade {
            give,
            get,
            to,
        })
    }

    /// The offer to the other players the planning genes would make for the target build (the
    /// individual's own `planOfferTrades`, or one card per card asked when it has none).
    fn offer(&self, view: &PlayerView<'_, W>) -> Option<Action> {
        use super::individual::plan as gene;
        let mut ind = self.strategy.individual;
        if ind.plan[gene::OFFER_TRADES] == 0 {
            ind.plan[gene::OFFER_TRADES] = 1;
        }
        let target = super::plan::target(view, &ind)?;
        let (give, get, to) =
            super::plan::offer(view, &ind, &target, ind.plan[gene::OFFER_TRADES])?;
        Some(Action::OfferTrade { give, get, to })
    }
}

/// One thread's share of a search: its rollout players (one per seat) and buffers.
struct Worker<const W: usize> {
    players: Vec<AiPlayer<W>>,
    legal: Vec<Action>,
}

impl<const W: usize> Worker<W> {
    fn new(individual: Individual) -> Worker<W> {
        Worker {
            players: (0..crate::core::action::MAX_PLAYERS)
                .map(|_| AiPlayer::new_sized("ai", individual))
                .collect(),
            legal: Vec::with_capacity(64),
        }
    }

    /// `budget.rollouts` rollouts over the root candidates `plans`, chosen by UCB1, or fewer
    /// when `deadline` comes first (checked before each rollout and inside it; a rollout cut
    /// short is not counted): visits and value sums per candidate.
    fn search(
        &mut self,
        view: &PlayerView<'_, W>,
        plans: &[&[Action]],
        me: Seat,
        seed: u64,
        budget: SearchBudget,
        deadline: Option<Instant>,
    ) -> (Vec<u32>, Vec<f64>) {
        let mut visits = vec![0u32; plans.len()];
        let mut total = vec![0f64; plans.len()];
        let mut rng = GameRng::new(seed);
        for i in 0..budget.rollouts {
            if past(deadline) {
                break;
            }
            let k = ucb_pick(&visits, &total, i);
            let mut world = view.determinize(&mut rng);
            let value = if play_plan(&mut world, plans[k]) {
                match self.rollout(&mut world, me, budget.horizon, deadline) {
                    Some(v) => v,
                    None => break,
                }
            } else {
                0.0
            };
            visits[k] += 1;
            total[k] += value;
        }
        (visits, total)
    }

    /// Play `world` out with the evolved strategy in every seat; `me`'s value of the end, or
    /// `None` when `deadline` passed on the way.
    fn rollout(
        &mut self,
        world: &mut State<W>,
        me: Seat,
        horizon: u32,
        deadline: Option<Instant>,
    ) -> Option<f64> {
        let horizon = world.turns() + horizon;
        let legal = &mut self.legal;
        let mut steps = 0u32;
        while !world.is_over() && world.turns() < horizon {
            steps += 1;
            if steps.is_multiple_of(DEADLINE_EVERY) && past(deadline) {
                return None;
            }
            let seat = world.actor();
            let p = &mut self.players[seat.index()];
            let view = PlayerView::new(world, seat);
            let discard = match world.phase() {
                Phase::Discard { .. } => p.choose_discard(&view),
                _ => None,
            };
            let action = match discard {
                Some(cards) => Action::Discard(cards),
                // an offer of the searching player was accepted: it trades (with the
                // acceptor with the fewest points)
                None if matches!(world.phase(), Phase::TradeConfirm { .. }) => {
                    world.legal_actions_into(legal);
                    confirm(&view, legal).unwrap_or(Action::CancelTrade)
                }
                None => {
                    world.legal_actions_into(legal);
                    if legal.is_empty() {
                        break;
                    }
                    p.choose(&view, legal)
                }
            };
            if world.apply(action).is_err() {
                break;
            }
        }
        Some(match world.winner() {
            Some(w) => (w == me) as u8 as f64,
            None => {
                let mine = world.total_points(me) as f64;
                let all: f64 = Seat::all(world.num_players())
                    .map(|q| world.total_points(q) as f64)
                    .sum();
                if all > 0.0 { mine / all } else { 0.0 }
            }
        })
    }
}

/// How many actions of a rollout are played between looks at the clock.
const DEADLINE_EVERY: u32 = 256;

/// Whether `deadline` has passed (never, without one).
fn past(deadline: Option<Instant>) -> bool {
    deadline.is_some_and(|d| Instant::now() >= d)
}

/// Confirm an accepted offer with the acceptor that has the fewest visible points (ties → the
/// lower seat).
fn confirm<const W: usize>(view: &PlayerView<'_, W>, legal: &[Action]) -> Option<Action> {
    legal
        .iter()
        .filter_map(|a| match a {
            Action::ConfirmTrade(s) => Some(*s),
            _ => None,
        })
        .min_by_key(|s| (view.player(*s).public_points, s.0))
        .map(Action::ConfirmTrade)
}

/// Plays `steps` in `world`; false when one is not legal there (the sample made it impossible).
fn play_plan<const W: usize>(world: &mut State<W>, steps: &[Action]) -> bool {
    for &a in steps {
        if world.is_over() {
            return true;
        }
        if world.apply(a).is_err() {
            return false;
        }
    }
    true
}

/// UCB1: every candidate once, then the best mean plus √(2 ln n / visits).
fn ucb_pick(visits: &[u32], total: &[f64], n: u32) -> usize {
    if let Some(k) = visits.iter().position(|&v| v == 0) {
        return k;
    }
    let ln = (n.max(1) as f64).ln();
    let mut best = 0;
    let mut best_value = f64::MIN;
    for k in 0..visits.len() {
        let v = visits[k] as f64;
        let value = total[k] / v + (2.0 * ln / v).sqrt();
        if value > best_value {
            best = k;
            best_value = value;
        }
    }
    best
}

/// Whether the search decides this phase (the evolved strategy decides the others).
fn searched<const W: usize>(view: &PlayerView<'_, W>, legal: &[Action]) -> bool {
    match view.phase() {
        Phase::SetupSettlement { .. }
        | Phase::Main
        | Phase::SpecialBuild { .. }
        | Phase::MoveRobber { .. } => true,
        Phase::BeforeRoll => legal.len() > 1,
        _ => false,
    }
}

impl<const W: usize> Player<W> for SearchPlayer<W> {
    fn name(&self) -> String {
        self.name.clone()
    }

    fn choose(&mut self, view: &PlayerView<'_, W>, legal: &[Action]) -> Action {
        if let Some(next) = self.plan.next(view, legal) {
            return next;
        }
        match view.phase() {
            Phase::TradeConfirm { .. } => {
                // its own offer was accepted
                return confirm(view, legal).unwrap_or(Action::CancelTrade);
            }
            Phase::TradeAnswers { give, get, .. } => {
                // an offer received: judged by the plan and the offerer's lead, as Medium does
                // (a reason a person can read; the rollouts' noise accepted offers that fed a
                // leader and refused fair ones)
                let j = super::plan::judge_offer(
                    view,
                    &self.strategy.individual,
                    view.current(),
                    give,
                    get,
                );
                return if j.accept && legal.contains(&Action::AcceptTrade) {
                    Action::AcceptTrade
                } else {
                    Action::DeclineTrade
                };
            }
            _ => {}
        }
        if !searched(view, legal) {
            return self.greedy.choose(view, legal);
        }
        let stats = self.search(view, legal);
        let Some(best) = stats.first() else {
            return self.greedy.choose(view, legal);
        };
        self.plan.start(view, best.actions.iter().copied());
        self.last = stats;
        if let Some(offer) = self.ask_before_bank_trade(view) {
            self.plan.clear();
            return offer;
        }
        match self.plan.pop() {
            Some(a) if legal.contains(&a) => a,
            Some(a @ Action::OfferTrade { give, get, to }) if view.may_offer_to(give, get, to) => a,
            _ => {
                self.plan.clear();
                self.greedy.choose(view, legal)
            }
        }
    }

    fn choose_discard(&mut self, view: &PlayerView<'_, W>) -> Option<crate::core::ResourceSet> {
        self.greedy.choose_discard(view)
    }

    fn thinks_long(&self) -> bool {
        true
    }
}

#[cfg(test)]
mod tests;
