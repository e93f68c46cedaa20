//! Choosing: the thesis strategy as a [`Player`] ([`AiPlayer`], with the planning genes) and
//! the Easy level ([`EasyPlayer`]).

use super::replay::Replay;
use super::*;
use crate::ai::plan;

/// The thesis strategy as a [`Player`].
pub struct AiPlayer<const W: usize = 4> {
    name: String,
    strategy: Strategy,
    /// The rest of the chosen sub-move (trades, then its actions).
    plan: Replay,
    lengths: RoadLengths<W>,
}

impl AiPlayer {
    /// The player of the narrow board (up to 256 ids: the base game's).
    pub fn new(name: impl Into<String>, individual: Individual) -> AiPlayer {
        AiPlayer::new_sized(name, individual)
    }
}

impl<const W: usize> AiPlayer<W> {
    /// The player of a board `W` words wide.
    pub fn new_sized(name: impl Into<String>, individual: Individual) -> AiPlayer<W> {
        AiPlayer {
            name: name.into(),
            strategy: Strategy::new(individual),
            plan: Replay::with_capacity(16),
            lengths: RoadLengths::default(),
        }
    }

    pub fn strategy(&self) -> &Strategy {
        &self.strategy
    }

    /// What the planning genes decide instead of the thesis rule, if anything: answers and
    /// confirmations of offers, saving for the target build, and offers of its own.
    fn planned(&mut self, view: &PlayerView<'_, W>, legal: &[Action]) -> Option<Action> {
        use crate::ai::individual::plan as gene;
        use crate::ai::plan;
        let ind = self.strategy.individual;
        if view.state().harbour_to_place().is_some() {
            // the harbour goes first: the candidates place it
            return None;
        }
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
                    && let Some((give, get, to)) = plan::offer(view, &ind, &target, per_card)
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
        view: &PlayerView<'_, W>,
        ind: &Individual,
        cost: ResourceSet,
    ) -> Option<Action> {
        use crate::ai::individual::plan as gene;
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
        let (give, get, to) = plan::offer_for(
            view,
            ind,
            plan::target(view, ind).map(|t| t.kind),
            cost,
            per_card,
        )?;
        self.plan.clear();
        Some(Action::OfferTrade { give, get, to })
    }

    /// Plan `c` (its bank trades, then its actions) and return its first action.
    fn start(&mut self, view: &PlayerView<'_, W>, c: Candidate) -> Action {
        self.plan.start_with(view, |steps| {
            plan_trades_into(view, c.cost, steps);
            steps.extend(c.actions());
        });
        self.plan.pop().expect("a candidate has an action")
    }
}

/// The best candidate, and the best city and settlement (for the planning genes).
#[derive(Clone, Copy, Debug, Default)]
pub(super) struct BestByKind {
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

impl<const W: usize> Player<W> for AiPlayer<W> {
    fn name(&self) -> String {
        self.name.clone()
    }

    fn choose(&mut self, view: &PlayerView<'_, W>, legal: &[Action]) -> Action {
        if let Some(next) = self.plan.next(view, legal) {
            return next;
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
    fn choose_discard(&mut self, view: &PlayerView<'_, W>) -> Option<ResourceSet> {
        if !self.plan.idle_now(view) {
            return None;
        }
        Some(discard_choice(&self.strategy, view))
    }
}

/// The Easy level: the evolved strategy that slips. On `slip_percent` of its decisions with
/// several candidates it plays one of those it can play at once (no trade needed) at random
/// instead of the best: a sensible opponent, not a random one, that a person beats.
pub struct EasyPlayer<const W: usize = 4> {
    ai: AiPlayer<W>,
    rng: crate::core::GameRng,
    slip_percent: u32,
    all: Vec<Candidate>,
}

impl EasyPlayer {
    pub const SLIP_PERCENT: u32 = 40;

    /// The player of the narrow board (up to 256 ids: the base game's).
    pub fn new(name: impl Into<String>, individual: Individual, seed: u64) -> EasyPlayer {
        EasyPlayer::new_sized(name, individual, seed)
    }
}

impl<const W: usize> EasyPlayer<W> {
    /// The player of a board `W` words wide.
    pub fn new_sized(name: impl Into<String>, individual: Individual, seed: u64) -> EasyPlayer<W> {
        EasyPlayer {
            ai: AiPlayer::new_sized(name, individual),
            rng: crate::core::GameRng::new(seed),
            slip_percent: EasyPlayer::SLIP_PERCENT,
            all: Vec::new(),
        }
    }
}

impl<const W: usize> Player<W> for EasyPlayer<W> {
    fn name(&self) -> String {
        self.ai.name()
    }

    fn choose(&mut self, view: &PlayerView<'_, W>, legal: &[Action]) -> Action {
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

    fn choose_discard(&mut self, view: &PlayerView<'_, W>) -> Option<ResourceSet> {
        self.ai.choose_discard(view)
    }
}
