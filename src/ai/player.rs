//! The computer player of the thesis (spec §2): on its move it generates every sub-move — the
//! bank/harbour trades that make an action affordable, then the action — scores each with the
//! formulas of [`super::strategy`], plays the best (ties: the first generated), and repeats until
//! nothing is left, then ends the turn.
//!
//! Decisions the thesis does not describe follow the rules written in `docs/strategy.md`:
//! discards, the robber's victim, answers to trade offers, knights before the roll.

use super::individual::Individual;
use super::strategy::{Build, RoadContext, Score, Strategy};
use crate::core::Player;
use crate::core::state::{RoadGrowth, road_vertices_of};
use crate::core::{Action, Phase, PlayerView, Resource, ResourceSet, Seat};
use crate::core::{EdgeId, FaceId, VertexId};
use std::fmt::Write;

/// The kind of a sub-move (what the candidate does).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    Opening,
    Road,
    Village,
    Town,
    BuyCard,
    Robber,
    Knight,
    Coupon,
    YearOfPlenty(Build),
    RoadBuilding,
    Monopoly,
    Roll,
    EndTurn,
    Discard,
    AnswerTrade,
    CancelTrade,
}

/// One sub-move: the actions it takes (after the trades that pay `cost`, if the hand lacks it)
/// and its fitness.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Candidate {
    pub kind: Kind,
    pub steps: [Option<Action>; 3],
    /// What the first step costs; bank trades are planned when the hand does not hold it.
    pub cost: ResourceSet,
    pub score: Score,
}

impl Candidate {
    #[inline(always)]
    fn new(kind: Kind, first: Action, score: Score) -> Candidate {
        Candidate {
            kind,
            steps: [Some(first), None, None],
            cost: ResourceSet::EMPTY,
            score,
        }
    }
    /// The candidate with `a` as its next step (a sub-move has at most three).
    #[inline(always)]
    fn then(mut self, a: Action) -> Candidate {
        let i = if self.steps[1].is_none() { 1 } else { 2 };
        self.steps[i] = Some(a);
        self
    }
    fn paying(mut self, cost: ResourceSet) -> Candidate {
        self.cost = cost;
        self
    }
    pub fn actions(&self) -> impl Iterator<Item = Action> + '_ {
        self.steps.iter().flatten().copied()
    }

    /// In words: `village v17`, `robber → f5, rob seat 2`, `road building e3 + e9` …
    pub fn describe(&self) -> String {
        let s: Vec<Action> = self.actions().collect();
        let robber = |a: &Action| match a {
            Action::MoveRobber {
                face,
                victim: Some(v),
            } => format!("robber → f{face}, rob seat {v}"),
            Action::MoveRobber { face, victim: None } => format!("robber → f{face}, nobody to rob"),
            _ => String::new(),
        };
        match (self.kind, s.as_slice()) {
            (Kind::Opening, [Action::BuildSettlement(v), Action::BuildRoad(e)]) => {
                format!("opening village v{v} + road e{e}")
            }
            (Kind::Road, [Action::BuildRoad(e)]) => format!("road e{e}"),
            (Kind::Village, [Action::BuildSettlement(v)]) => format!("village v{v}"),
            (Kind::Town, [Action::BuildCity(v)]) => format!("town v{v}"),
            (Kind::BuyCard, _) => "buy an action card".into(),
            (Kind::Robber, [m]) => robber(m),
            (Kind::Knight, [_, m]) => format!("knight, {}", robber(m)),
            (Kind::Coupon, _) => "victory-point coupon".into(),
            (Kind::YearOfPlenty(b), [Action::PlayYearOfPlenty(x, y)]) => match y {
                Some(y) => format!("year of plenty {x} + {y} → {}", b.name()),
                None => format!("year of plenty {x} → {}", b.name()),
            },
            (Kind::RoadBuilding, [_, Action::BuildRoad(e), Action::BuildRoad(f)]) => {
                format!("road building e{e} + e{f}")
            }
            (Kind::RoadBuilding, [_, Action::BuildRoad(e)]) => format!("road building e{e}"),
            (Kind::Monopoly, [Action::PlayMonopoly(r)]) => format!("monopoly {r}"),
            (_, [a, ..]) => a.to_string(),
            _ => format!("{:?}", self.kind),
        }
    }
}

/// Why a candidate outside the formulas was chosen (shown by `catan explain`).
pub fn rule_note(kind: Kind) -> Option<&'static str> {
    match kind {
        Kind::Roll => Some("no knight to play before the roll, see docs/strategy.md"),
        Kind::EndTurn => Some("no sub-move is possible"),
        Kind::Discard => Some(
            "discard rule: one card at a time of the material held most; ties → the lower material weight",
        ),
        Kind::AnswerTrade => Some(
            "answer rule: accept when the trade makes a build affordable that was not, and the offerer is not close to winning",
        ),
        Kind::CancelTrade => Some("this player does not make offers"),
        _ => None,
    }
}

/// The thesis strategy as a [`Player`].
pub struct AiPlayer {
    name: String,
    strategy: Strategy,
    /// The rest of the chosen sub-move (trades, then its actions), in order.
    plan: Vec<Action>,
    plan_turn: u32,
    lengths: RoadLengths,
}

/// Longest-road lengths with one more road, remembered while the player's roads and the
/// opponents' buildings stay the same (the road formula asks for them on every sub-move).
pub struct RoadLengths {
    roads: crate::core::Bits,
    blockers: crate::core::Bits,
    growth: Option<RoadGrowth>,
    /// 0 = not computed yet; else length + 1.
    with: [u8; 256],
}

impl Default for RoadLengths {
    fn default() -> Self {
        RoadLengths {
            roads: crate::core::Bits::EMPTY,
            blockers: crate::core::Bits::EMPTY,
            growth: None,
            with: [0; 256],
        }
    }
}

impl RoadLengths {
    pub fn length_with(&mut self, board: &crate::core::Board, ctx: &RoadContext, e: EdgeId) -> u8 {
        // only opponents' buildings on the player's road network cut it
        let blockers = ctx.blockers & ctx.road_vertices;
        if self.growth.is_none() || self.roads != ctx.roads || self.blockers != blockers {
            self.roads = ctx.roads;
            self.blockers = blockers;
            self.with.fill(0);
            self.growth = Some(RoadGrowth::new(
                &board.topo,
                ctx.roads,
                blockers,
                ctx.length,
            ));
        }
        let slot = &mut self.with[e.index()];
        if *slot == 0 {
            let growth = self.growth.as_mut().expect("made above");
            *slot = growth.length_with(&board.topo, e) + 1;
        }
        *slot - 1
    }
}

impl AiPlayer {
    pub fn new(name: impl Into<String>, individual: Individual) -> AiPlayer {
        AiPlayer {
            name: name.into(),
            strategy: Strategy::new(individual),
            plan: Vec::with_capacity(16),
            plan_turn: 0,
            lengths: RoadLengths::default(),
        }
    }

    pub fn strategy(&self) -> &Strategy {
        &self.strategy
    }

    /// What the planning genes decide instead of the thesis rule, if anything: answers and
    /// confirmations of offers, saving for the target build, and offers of its own.
    fn planned(&mut self, view: &PlayerView<'_>, legal: &[Action]) -> Option<Action> {
        use super::individual::plan as gene;
        use super::plan;
        let ind = self.strategy.individual;
        match view.phase() {
            Phase::TradeAnswers { give, get, .. } if ind.plan[gene::ANSWER_OFFERS] > 0 => {
                let yes = plan::accepts_by_plan(view, &ind, view.current(), give, get)
                    && legal.contains(&Action::AcceptTrade);
                Some(if yes {
                    Action::AcceptTrade
                } else {
                    Action::DeclineTrade
                })
            }
            Phase::TradeConfirm { .. } => legal
                .iter()
                .filter_map(|a| match a {
                    Action::ConfirmTrade(s) => Some(*s),
                    _ => None,
                })
                .min_by_key(|s| (view.player(*s).public_points, s.0))
                .map(Action::ConfirmTrade),
            Phase::Main => {
                let target = plan::target(view, &ind)?;
                let mut found = BestByKind::default();
                candidates(&self.strategy, view, legal, &mut found, &mut self.lengths);
                let best = found.best?;
                let saving = best.kind == Kind::EndTurn
                    || plan::saves_instead(view, &ind, &target, best.kind, best.cost);
                // the others are asked for the target's missing cards before anything else
                // is bought (that could spend what the offer gives)
                let ask_first = best.kind != target.kind && !best.cost.is_empty();
                if !saving && !ask_first {
                    // the build goes ahead; a dear bank trade for it is asked of the table first
                    return self.ask_before_bank_trade(view, &ind, best.cost);
                }
                // the target itself is affordable now: build it rather than spend elsewhere
                let own = match target.kind {
                    Kind::Town => found.town,
                    _ => found.village,
                };
                if saving
                    && target.turns == 0.0
                    && let Some(c) = own
                {
                    let ask = self.ask_before_bank_trade(view, &ind, c.cost);
                    return ask.or_else(|| Some(self.start(view, c)));
                }
                let made = view.offers_this_turn();
                let most = ind.plan[gene::OFFER_TRADES];
                let per_card = if made == 0 { most.min(1) } else { most };
                // at most two offers a turn (the second sweetened): few re-offers, and a
                // finite turn now that an accepted offer may be made again
                if made < 2
                    && let Some((give, get, to)) = plan::offer(view, &target, per_card)
                {
                    self.plan.clear();
                    return Some(Action::OfferTrade { give, get, to });
                }
                if !saving {
                    return self.ask_before_bank_trade(view, &ind, best.cost);
                }
                legal.contains(&Action::EndTurn).then(|| {
                    self.plan.clear();
                    Action::EndTurn
                })
            }
            _ => None,
        }
    }

    /// Before a bank or 3:1 harbour trade for `cost`: an offer to the table for the cards the
    /// bank would give (one spare card each the first time, as many as the offer gene allows
    /// the second), asked of those who could accept by public counts; `None` (the build and
    /// its bank trades go ahead) when no trade at 3:1 or dearer is needed, the gene makes no
    /// offers, two were made this turn, or nobody could accept.
    fn ask_before_bank_trade(
        &mut self,
        view: &PlayerView<'_>,
        ind: &Individual,
        cost: ResourceSet,
    ) -> Option<Action> {
        use super::individual::plan as gene;
        let most = ind.plan[gene::OFFER_TRADES];
        let made = view.offers_this_turn();
        if most == 0 || made >= 2 {
            return None;
        }
        let mut trades = Vec::new();
        plan_trades_into(view, cost, &mut trades);
        let dear = trades
            .iter()
            .any(|a| matches!(a, Action::BankTrade { give, .. } if view.trade_rate(*give) >= 3));
        if !dear {
            return None;
        }
        let per_card = if made == 0 { most.min(1) } else { most };
        let (give, get, to) = super::plan::offer_for(view, cost, per_card)?;
        self.plan.clear();
        Some(Action::OfferTrade { give, get, to })
    }

    /// Plan `c` (its bank trades, then its actions) and return its first action.
    fn start(&mut self, view: &PlayerView<'_>, c: Candidate) -> Action {
        // the plan is kept reversed: the next action is at the end
        self.plan.clear();
        plan_trades_into(view, c.cost, &mut self.plan);
        self.plan.extend(c.actions());
        self.plan.reverse();
        self.plan_turn = view.turns();
        self.plan.pop().expect("a candidate has an action")
    }
}

/// The best candidate, and the best city and settlement (for the planning genes).
#[derive(Clone, Copy, Debug, Default)]
struct BestByKind {
    best: Option<Candidate>,
    town: Option<Candidate>,
    village: Option<Candidate>,
}

impl Collect for BestByKind {
    fn push(&mut self, c: Candidate) {
        let better = |b: Option<Candidate>| b.is_none_or(|b| c.score.total > b.score.total);
        if better(self.best) {
            self.best = Some(c);
        }
        match c.kind {
            Kind::Town if better(self.town) => self.town = Some(c),
            Kind::Village if better(self.village) => self.village = Some(c),
            _ => {}
        }
    }
    fn is_empty(&self) -> bool {
        self.best.is_none()
    }
    fn clear(&mut self) {
        *self = BestByKind::default();
    }
}

impl Player for AiPlayer {
    fn name(&self) -> String {
        self.name.clone()
    }

    fn choose(&mut self, view: &PlayerView<'_>, legal: &[Action]) -> Action {
        if self.plan_turn != view.turns() {
            self.plan.clear();
        }
        if let Some(&next) = self.plan.last() {
            self.plan.pop();
            if legal.contains(&next) {
                return next;
            }
            // the position is not the one planned for: plan again
            self.plan.clear();
        }
        if self.strategy.individual.plans()
            && let Some(a) = self.planned(view, legal)
        {
            return a;
        }
        let mut best = BestCandidate::default();
        candidates(&self.strategy, view, legal, &mut best, &mut self.lengths);
        let Some(best) = best.0 else {
            return legal[0];
        };
        self.start(view, best)
    }

    /// [`discard_choice`], as [`Player::choose`] would pick it, without the list of every way.
    fn choose_discard(&mut self, view: &PlayerView<'_>) -> Option<ResourceSet> {
        if self.plan_turn != view.turns() {
            self.plan.clear();
        }
        if !self.plan.is_empty() {
            return None;
        }
        self.plan_turn = view.turns();
        Some(discard_choice(&self.strategy, view))
    }
}

/// The Easy level: the evolved strategy that slips. On `slip_percent` of its decisions with
/// several candidates it plays one of those it can play at once (no trade needed) at random
/// instead of the best: a sensible opponent, not a random one, that a person beats.
pub struct EasyPlayer {
    ai: AiPlayer,
    rng: crate::core::GameRng,
    slip_percent: u32,
    all: Vec<Candidate>,
}

impl EasyPlayer {
    pub const SLIP_PERCENT: u32 = 40;

    pub fn new(name: impl Into<String>, individual: Individual, seed: u64) -> EasyPlayer {
        EasyPlayer {
            ai: AiPlayer::new(name, individual),
            rng: crate::core::GameRng::new(seed),
            slip_percent: Self::SLIP_PERCENT,
            all: Vec::new(),
        }
    }
}

impl Player for EasyPlayer {
    fn name(&self) -> String {
        self.ai.name()
    }

    fn choose(&mut self, view: &PlayerView<'_>, legal: &[Action]) -> Action {
        if self.rng.below(100) >= self.slip_percent {
            return self.ai.choose(view, legal);
        }
        candidates(
            &self.ai.strategy,
            view,
            legal,
            &mut self.all,
            &mut self.ai.lengths,
        );
        // a slip: any candidate whose first step can be played now (no trades planned)
        let now: Vec<Action> = self
            .all
            .iter()
            .filter_map(|c| c.steps[0])
            .filter(|a| legal.contains(a))
            .collect();
        if now.len() < 2 {
            return self.ai.choose(view, legal);
        }
        self.ai.plan.clear();
        now[self.rng.below(now.len() as u32) as usize]
    }

    fn choose_discard(&mut self, view: &PlayerView<'_>) -> Option<ResourceSet> {
        self.ai.choose_discard(view)
    }
}

/// Index of the best candidate: the highest fitness, the first generated on ties.
pub fn best(c: &[Candidate]) -> Option<usize> {
    let mut best: Option<usize> = None;
    for (i, x) in c.iter().enumerate() {
        if best.is_none_or(|b| x.score.total > c[b].score.total) {
            best = Some(i);
        }
    }
    best
}

/// The bank trades (at the player's best rates) that make `cost` affordable, or none when the
/// hand already holds it. Each missing card is bought with the material of which the most
/// trades can be made without touching `cost`; ties → the lower rate, then the lower material.
pub fn plan_trades(view: &PlayerView<'_>, cost: ResourceSet) -> Vec<Action> {
    let mut out = Vec::new();
    plan_trades_into(view, cost, &mut out);
    out
}

/// [`plan_trades`] appended to `out`.
pub fn plan_trades_into(view: &PlayerView<'_>, cost: ResourceSet, out: &mut Vec<Action>) {
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

/// Every sub-move of the player to move in `view`, scored, into `out`.
/// Where [`candidates`] puts the sub-moves it scores: every one (a `Vec`, for `explain` and
/// the tests) or only the best so far ([`BestCandidate`], for play).
pub trait Collect {
    fn push(&mut self, c: Candidate);
    fn is_empty(&self) -> bool;
    fn clear(&mut self);
}

impl Collect for Vec<Candidate> {
    #[inline]
    fn push(&mut self, c: Candidate) {
        Vec::push(self, c);
    }
    fn is_empty(&self) -> bool {
        Vec::is_empty(self)
    }
    fn clear(&mut self) {
        Vec::clear(self);
    }
}

/// The best candidate pushed: the highest fitness, the first pushed on ties (as [`best`]).
#[derive(Clone, Copy, Debug, Default)]
pub struct BestCandidate(pub Option<Candidate>);

impl Collect for BestCandidate {
    #[inline]
    fn push(&mut self, c: Candidate) {
        if self.0.is_none_or(|b| c.score.total > b.score.total) {
            self.0 = Some(c);
        }
    }
    fn is_empty(&self) -> bool {
        self.0.is_none()
    }
    fn clear(&mut self) {
        self.0 = None;
    }
}

/// Passes on only the candidates whose first step is legal now.
struct OnlyLegal<'a, C> {
    inner: &'a mut C,
    legal: &'a [Action],
}

impl<C: Collect> Collect for OnlyLegal<'_, C> {
    fn push(&mut self, c: Candidate) {
        if c.steps[0].is_some_and(|a| self.legal.contains(&a)) {
            self.inner.push(c);
        }
    }
    fn is_empty(&self) -> bool {
        self.inner.is_empty()
    }
    fn clear(&mut self) {
        self.inner.clear();
    }
}

pub fn candidates(
    s: &Strategy,
    view: &PlayerView<'_>,
    legal: &[Action],
    out: &mut impl Collect,
    lengths: &mut RoadLengths,
) {
    out.clear();
    let board = view.board();
    match view.phase() {
        Phase::GameOver { .. } => {}
        Phase::SetupSettlement { .. } => {
            let have = materials_next_to_buildings(view);
            let all_roads = view.all_roads();
            for v in view.settlement_spots().iter() {
                let score = s.opening_fitness(board, VertexId(v as u8), have);
                for &e in board.topo.vertex_edges[v].as_slice() {
                    if !all_roads.contains(e.index()) {
                        out.push(
                            Candidate::new(
                                Kind::Opening,
                                Action::BuildSettlement(VertexId(v as u8)),
                                score,
                            )
                            .then(Action::BuildRoad(e)),
                        );
                    }
                }
            }
        }
        Phase::SetupRoad { .. } | Phase::RoadBuilding { .. } => {
            let ctx = road_context(view);
            for a in legal {
                if let Action::BuildRoad(e) = *a {
                    let len = lengths.length_with(board, &ctx, e);
                    out.push(Candidate::new(
                        Kind::Road,
                        *a,
                        s.road_fitness(board, &ctx, e, len),
                    ));
                }
            }
        }
        Phase::BeforeRoll => {
            if legal.contains(&Action::PlayKnight) && robber_on_own_building(view) {
                push_knights(s, view, out);
            } else {
                out.push(Candidate::new(Kind::Roll, Action::Roll, Score::none()));
            }
        }
        Phase::Discard { .. } => {
            out.push(Candidate::new(
                Kind::Discard,
                Action::Discard(discard_choice(s, view)),
                Score::none(),
            ));
        }
        Phase::MoveRobber { .. } => {
            for f in 0..board.num_faces() as u8 {
                if f != view.robber().0 {
                    let (score, action) = robber_move(s, view, f);
                    out.push(Candidate::new(Kind::Robber, action, score));
                }
            }
        }
        Phase::TradeAnswers { give, get, .. } => {
            let accept = accepts_offer(view, give, get) && legal.contains(&Action::AcceptTrade);
            let a = if accept {
                Action::AcceptTrade
            } else {
                Action::DeclineTrade
            };
            out.push(Candidate::new(Kind::AnswerTrade, a, Score::none()));
        }
        Phase::TradeConfirm { .. } => {
            out.push(Candidate::new(
                Kind::CancelTrade,
                Action::CancelTrade,
                Score::none(),
            ));
        }
        Phase::SpecialBuild { .. } => {
            // the main phase's builds, only those the hand pays for (no trades in this phase)
            let mut only = OnlyLegal { inner: out, legal };
            main_phase_candidates(s, view, legal, &mut only, lengths);
            if out.is_empty() {
                out.push(Candidate::new(
                    Kind::EndTurn,
                    Action::EndTurn,
                    Score::none(),
                ));
            }
        }
        Phase::Main => {
            main_phase_candidates(s, view, legal, out, lengths);
            if out.is_empty() {
                out.push(Candidate::new(
                    Kind::EndTurn,
                    Action::EndTurn,
                    Score::none(),
                ));
            }
        }
    }
}

fn main_phase_candidates(
    s: &Strategy,
    view: &PlayerView<'_>,
    legal: &[Action],
    out: &mut impl Collect,
    lengths: &mut RoadLengths,
) {
    let board = view.board();
    let me = view.player(view.me());
    let hand = view.my_hand();
    let bank = view.bank();
    let costs = &view.rules().costs;
    let rates = Resource::ALL.map(|r| view.trade_rate(r));
    let can = |cost: &ResourceSet| affordable_with_trades(hand, cost, &rates, bank);
    if view.may_build() {
        if me.roads_left > 0 && can(&costs.road) {
            let ctx = road_context(view);
            for e in view.road_spots().iter() {
                let e = e as u8;
                let len = lengths.length_with(board, &ctx, EdgeId(e));
                out.push(
                    Candidate::new(
                        Kind::Road,
                        Action::BuildRoad(EdgeId(e)),
                        s.road_fitness(board, &ctx, EdgeId(e), len),
                    )
                    .paying(costs.road),
                );
            }
        }
        if me.settlements_left > 0 && can(&costs.settlement) {
            for v in view.settlement_spots().iter() {
                let v = v as u8;
                out.push(
                    Candidate::new(
                        Kind::Village,
                        Action::BuildSettlement(VertexId(v)),
                        s.village_fitness(board, VertexId(v)),
                    )
                    .paying(costs.settlement),
                );
            }
        }
        if me.cities_left > 0 && can(&costs.city) {
            for v in me.settlements.iter() {
                let v = v as u8;
                out.push(
                    Candidate::new(
                        Kind::Town,
                        Action::BuildCity(VertexId(v)),
                        s.town_fitness(board, VertexId(v)),
                    )
                    .paying(costs.city),
                );
            }
        }
        if view.deck_size() > 0 && can(&costs.development) {
            out.push(
                Candidate::new(
                    Kind::BuyCard,
                    Action::BuyDevelopmentCard,
                    s.buy_card_fitness(),
                )
                .paying(costs.development),
            );
        }
    }
    let mut year_of_plenty = false;
    for &a in legal {
        match a {
            Action::PlayKnight => push_knights(s, view, out),
            Action::PlayVictoryPoint => {
                out.push(Candidate::new(Kind::Coupon, a, s.coupon_fitness()));
            }
            // never a monopoly on a material the opponents hold none of between them (public:
            // the game's cards less the bank's and its own)
            Action::PlayMonopoly(r)
                if view.rules().bank as u32
                    <= view.bank().get(r) as u32 + view.my_hand().get(r) as u32 => {}
            Action::PlayMonopoly(r) => {
                out.push(Candidate::new(
                    Kind::Monopoly,
                    a,
                    s.monopoly_fitness(hand.get(r)),
                ));
            }
            Action::PlayRoadBuilding => push_road_building(s, view, out, lengths),
            Action::PlayYearOfPlenty(..) => year_of_plenty = true,
            _ => {}
        }
    }
    if year_of_plenty {
        push_year_of_plenty(s, view, legal, out);
    }
}

/// Materials of the faces next to the player's buildings (the opening's `missing`).
fn materials_next_to_buildings(view: &PlayerView<'_>) -> [bool; 5] {
    let board = view.board();
    let me = view.player(view.me());
    let mut have = [false; 5];
    for v in (me.settlements | me.cities).iter() {
        for &f in board.topo.vertex_faces[v].as_slice() {
            if let Some(r) = board.resource[f.index()] {
                have[r.index()] = true;
            }
        }
    }
    have
}

pub fn road_context(view: &PlayerView<'_>) -> RoadContext {
    let me = view.player(view.me());
    let best_other = (0..view.num_players())
        .filter(|&q| q != view.me().0)
        .map(|q| view.player(Seat(q)).longest_road)
        .max()
        .unwrap_or(0);
    RoadContext {
        roads: me.roads,
        road_vertices: road_vertices_of(&view.board().topo, me.roads),
        blockers: view.others_buildings(),
        blocked: view.blocked(),
        length: me.longest_road,
        best_other,
        holder: view.longest_road_holder() == Some(view.me()),
        min_length: view.rules().longest_road.min,
    }
}

/// (opponent buildings, own buildings) on the corners of face `f`.
fn buildings_on(view: &PlayerView<'_>, f: FaceId) -> (u32, u32) {
    let mask = view.board().topo.face_vertex_mask[f.index()];
    let (mut others, mut mine) = (0, 0);
    for q in Seat::all(view.num_players()) {
        if view.touches(q, f) {
            let n = (view.buildings_of(q) & mask).len() as u32;
            if q == view.me() {
                mine = n;
            } else {
                others += n;
            }
        }
    }
    (others, mine)
}

/// The robber to `f`, its fitness, and the victim: the opponent there with the most cards
/// (ties → the lowest seat), as the spec decides.
fn robber_move(s: &Strategy, view: &PlayerView<'_>, f: u8) -> (Score, Action) {
    let (others, mine) = buildings_on(view, FaceId(f));
    let score = s.robber_fitness(view.board(), FaceId(f), others, mine);
    (
        score,
        Action::MoveRobber {
            face: FaceId(f),
            victim: victim_on(view, f),
        },
    )
}

pub fn victim_on(view: &PlayerView<'_>, f: u8) -> Option<Seat> {
    let mut best: Option<(u32, Seat)> = None;
    for q in Seat::all(view.num_players()) {
        if q == view.me() || !view.touches(q, FaceId(f)) {
            continue;
        }
        let cards = view.cards_in_hand(q);
        if cards > 0 && best.is_none_or(|(n, _)| cards > n) {
            best = Some((cards, q));
        }
    }
    best.map(|(_, q)| q)
}

fn push_knights(s: &Strategy, view: &PlayerView<'_>, out: &mut impl Collect) {
    for f in 0..view.board().num_faces() as u8 {
        if f != view.robber().0 {
            let (others, mine) = buildings_on(view, FaceId(f));
            let score = s.knight_fitness(view.board(), FaceId(f), others, mine);
            let m = Action::MoveRobber {
                face: FaceId(f),
                victim: victim_on(view, f),
            };
            out.push(Candidate::new(Kind::Knight, Action::PlayKnight, score).then(m));
        }
    }
}

/// Knight before the roll (when the rules allow it): only when the robber blocks one of the
/// player's own buildings.
fn robber_on_own_building(view: &PlayerView<'_>) -> bool {
    buildings_on(view, view.robber()).1 > 0
}

fn push_road_building(
    s: &Strategy,
    view: &PlayerView<'_>,
    out: &mut impl Collect,
    lengths: &mut RoadLengths,
) {
    let board = view.board();
    let ctx = road_context(view);
    let roads_left = view.player(view.me()).roads_left;
    let all_roads = view.all_roads();
    let blockers = view.others_buildings();
    for e in view.road_spots().iter() {
        let e = e as u8;
        let first_length = lengths.length_with(board, &ctx, EdgeId(e));
        let first = s.road_fitness(board, &ctx, EdgeId(e), first_length);
        let play = Candidate::new(Kind::RoadBuilding, Action::PlayRoadBuilding, Score::none())
            .then(Action::BuildRoad(EdgeId(e)));
        if roads_left < 2 {
            out.push(Candidate {
                score: s.road_building_fitness(&first, None),
                ..play
            });
            continue;
        }
        // spots after e: today's spots, plus the edges at e's ends not cut by an opponent
        let after = ctx.with_road(board, EdgeId(e), first_length);
        let mut growth = RoadGrowth::new(&board.topo, after.roads, after.blockers, after.length);
        let mut spots = view.road_spots();
        for &v in &board.topo.edge_vertices[e as usize] {
            if !blockers.contains(v.index()) {
                spots |= board.topo.vertex_edge_mask[v.index()];
            }
        }
        spots -= all_roads;
        spots.remove(e as usize);
        for f in spots.iter() {
            let f = f as u8;
            let second = s.road_fitness(
                board,
                &after,
                EdgeId(f),
                growth.length_with(&board.topo, EdgeId(f)),
            );
            out.push(Candidate {
                score: s.road_building_fitness(&first, Some(&second)),
                ..play.then(Action::BuildRoad(EdgeId(f)))
            });
        }
    }
}

/// Year of plenty: only for a build still allowed this turn that lacks one or two cards; the
/// materials taken are the missing ones (with one missing, the second is the material the
/// player holds fewest of, ties → the lower material).
fn push_year_of_plenty(
    s: &Strategy,
    view: &PlayerView<'_>,
    legal: &[Action],
    out: &mut impl Collect,
) {
    if !view.may_build() {
        return;
    }
    let me = view.player(view.me());
    let hand = view.my_hand();
    let costs = &view.rules().costs;
    for build in Build::ALL {
        let (cost, possible) = match build {
            Build::Road => (
                costs.road,
                me.roads_left > 0 && !view.road_spots().is_empty(),
            ),
            Build::Village => (
                costs.settlement,
                me.settlements_left > 0 && !view.settlement_spots().is_empty(),
            ),
            Build::Town => (costs.city, me.cities_left > 0 && !me.settlements.is_empty()),
            Build::Card => (costs.development, view.deck_size() > 0),
        };
        let missing = hand.missing(&cost);
        if !possible || !(1..=2).contains(&missing.total()) {
            continue;
        }
        let a = missing.nth_card(0).unwrap();
        let b = if missing.total() == 2 {
            missing.nth_card(1).unwrap()
        } else {
            let mut after = hand;
            after.0[a.index()] += 1;
            Resource::ALL
                .into_iter()
                .min_by_key(|r| (after.get(*r), r.index()))
                .unwrap()
        };
        let (a, b) = if a <= b { (a, b) } else { (b, a) };
        let action = Action::PlayYearOfPlenty(a, Some(b));
        if legal.contains(&action) {
            out.push(Candidate::new(
                Kind::YearOfPlenty(build),
                action,
                s.year_of_plenty_fitness(build),
            ));
        }
    }
}

/// Discards after a 7: half the hand, one card at a time of the material held most; ties →
/// the material with the lower opening weight (weightWood … weightStone), then the lower one.
pub fn discard_choice(s: &Strategy, view: &PlayerView<'_>) -> ResourceSet {
    let mut hand = view.my_hand();
    let mut out = ResourceSet::EMPTY;
    for _ in 0..view.my_hand().total() / 2 {
        let r = Resource::ALL
            .into_iter()
            .filter(|&r| hand.get(r) > 0)
            .max_by(|&a, &b| {
                hand.get(a)
                    .cmp(&hand.get(b))
                    .then(s.material_weight(b).total_cmp(&s.material_weight(a)))
                    .then(b.index().cmp(&a.index()))
            })
            .expect("cards to discard");
        hand.0[r.index()] -= 1;
        out.0[r.index()] += 1;
    }
    out
}

/// Answer to an offer (the offerer gives `give`, asks `get`): accept when afterwards the hand
/// pays for a build (town, village, card, road) it could not pay for before, and the offerer
/// is more than two points from winning.
pub fn accepts_offer(view: &PlayerView<'_>, give: ResourceSet, get: ResourceSet) -> bool {
    let hand = view.my_hand();
    if !hand.contains(&get) {
        return false;
    }
    let offerer = view.player(view.current());
    if offerer.public_points as u32 + 2 >= view.rules().points_to_win as u32 {
        return false;
    }
    let mut after = hand;
    after.sub(&get);
    after.add(&give);
    let c = &view.rules().costs;
    [c.city, c.settlement, c.development, c.road]
        .iter()
        .any(|cost| after.contains(cost) && !hand.contains(cost))
}

/// `catan explain`: every candidate of the player to move, best first, with its terms.
pub fn explain(s: &Strategy, view: &PlayerView<'_>, legal: &[Action]) -> Vec<Explained> {
    let mut c = Vec::new();
    candidates(s, view, legal, &mut c, &mut RoadLengths::default());
    let chosen = best(&c);
    let mut out: Vec<Explained> = c
        .iter()
        .enumerate()
        .map(|(i, cand)| {
            let trades = plan_trades(view, cand.cost);
            let mut text = cand.describe();
            if !trades.is_empty() {
                let rates = Resource::ALL.map(|r| view.trade_rate(r));
                let list: Vec<String> = trades
                    .iter()
                    .map(|t| match t {
                        Action::BankTrade { give, get } => {
                            format!("{} {give} → {get}", rates[give.index()])
                        }
                        _ => t.to_string(),
                    })
                    .collect();
                let _ = write!(text, " [trade {}]", list.join(", "));
            }
            Explained {
                chosen: Some(i) == chosen,
                text,
                score: cand.score,
                note: rule_note(cand.kind),
                actions: trades.into_iter().chain(cand.actions()).collect(),
            }
        })
        .collect();
    out.sort_by(|a, b| {
        b.score
            .total
            .total_cmp(&a.score.total)
            .then(b.chosen.cmp(&a.chosen))
    });
    out
}

/// One explained candidate.
#[derive(Clone, Debug)]
pub struct Explained {
    pub chosen: bool,
    pub text: String,
    pub score: Score,
    pub note: Option<&'static str>,
    /// The actions it plays, trades first.
    pub actions: Vec<Action>,
}
