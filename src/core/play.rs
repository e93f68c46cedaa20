//! The rules: which actions are legal ([`State::legal_actions`], [`State::check`]) and what they
//! do ([`State::apply`]). Every rule lives here, once; the generator and the checker share the
//! spot and card helpers so they cannot disagree.

use super::action::{Action, Chance, Event, Events, Seat};
use super::bits::Bits;
use super::error::{Rule, RuleError};
use super::resources::{DevCard, Resource, ResourceSet};
use super::rules::{BeforeRoll, VictoryCards};
use super::state::{Phase, Resume, State};
use super::topology::{EdgeId, VertexId};

fn err(rule: Rule, message: impl Into<String>) -> RuleError {
    RuleError::new(rule, message)
}

impl State {
    // ---------------------------------------------------------------- spots and cards

    /// Vertices where `p` may build a settlement now (ignoring cost and pieces).
    pub fn settlement_spots(&self, p: Seat) -> Bits {
        if self.in_setup() {
            let all: Bits = (0..self.board.num_vertices()).collect();
            all - self.blocked
        } else {
            self.players[p as usize].road_vertices - self.blocked
        }
    }

    /// Edges where `p` may build a road after the opening (ignoring cost and pieces): next to an
    /// own building, or to an own road at a vertex without an opponent's building.
    pub fn road_spots(&self, p: Seat) -> Bits {
        let ps = &self.players[p as usize];
        let ends = ps.buildings() | (ps.road_vertices - self.others_buildings(p));
        let mut edges = Bits::EMPTY;
        for v in ends.iter() {
            edges |= self.board.topo.vertex_edge_mask[v];
        }
        edges - self.all_roads
    }

    fn build_limit_reached(&self) -> bool {
        matches!(self.rules.builds_per_turn, Some(n) if self.builds_this_turn >= n)
    }

    /// Why `p` may not play `card` now (phase, per-turn limit, holding it, card-specific needs).
    pub fn check_play(&self, p: Seat, card: DevCard) -> Result<(), RuleError> {
        match self.play_block(p, card) {
            None => Ok(()),
            Some(b) => Err(b.to_error(card, self)),
        }
    }

    /// [`State::check_play`] without building a message (used by the generator).
    fn play_block(&self, p: Seat, card: DevCard) -> Option<PlayBlock> {
        let dr = &self.rules.development;
        match self.phase {
            Phase::Main => {}
            Phase::BeforeRoll => {
                let ok = match dr.before_roll {
                    BeforeRoll::Any => true,
                    BeforeRoll::KnightOnly => card == DevCard::Knight,
                    BeforeRoll::Nothing => false,
                };
                if !ok {
                    return Some(PlayBlock::BeforeRoll);
                }
            }
            _ => return Some(PlayBlock::Phase),
        }
        if card == DevCard::VictoryPoint && dr.victory_points != VictoryCards::Coupon {
            return Some(PlayBlock::HiddenPoints);
        }
        if self.cards_played_this_turn >= dr.per_turn {
            return Some(PlayBlock::PerTurn);
        }
        let ps = &self.players[p as usize];
        if ps.dev.get(card) == 0 {
            return Some(if ps.dev_new.get(card) > 0 {
                PlayBlock::BoughtThisTurn
            } else {
                PlayBlock::NoCard
            });
        }
        match card {
            DevCard::RoadBuilding if ps.roads_left == 0 => Some(PlayBlock::NoRoads),
            DevCard::RoadBuilding if self.road_spots(p).is_empty() => Some(PlayBlock::NoRoadSpot),
            DevCard::YearOfPlenty if self.bank.total() == 0 => Some(PlayBlock::BankEmpty),
            _ => None,
        }
    }

    /// Seats that can be robbed on `face` by `p`: opponents with a building there and a card.
    pub fn robbable(&self, p: Seat, face: u8) -> u8 {
        let mask = self.board.topo.face_vertex_mask[face as usize];
        let mut out = 0u8;
        for q in 0..self.num_players {
            let qs = &self.players[q as usize];
            if q != p && qs.buildings().intersects(mask) && qs.hand.total() > 0 {
                out |= 1 << q;
            }
        }
        out
    }

    fn cost_check(&self, p: Seat, cost: &ResourceSet, what: &str) -> Result<(), RuleError> {
        let hand = &self.players[p as usize].hand;
        if hand.contains(cost) {
            Ok(())
        } else {
            Err(err(
                Rule::CannotAfford,
                format!("{what} costs {cost}; missing {}", hand.missing(cost)),
            ))
        }
    }

    fn paid_build_check(&self) -> Result<(), RuleError> {
        if self.build_limit_reached() {
            return Err(err(
                Rule::BuildLimit,
                format!(
                    "only {} build(s) per turn under these rules",
                    self.builds_this_turn
                ),
            ));
        }
        Ok(())
    }

    // ---------------------------------------------------------------- checking

    /// Whether `action` is legal for [`State::actor`] now; the error names the rule it breaks.
    pub fn check(&self, action: &Action) -> Result<(), RuleError> {
        let p = self.actor();
        let ps = &self.players[p as usize];
        let nv = self.board.num_vertices();
        let ne = self.board.num_edges();
        let vertex = |v: VertexId| {
            if (v as usize) < nv {
                Ok(())
            } else {
                Err(err(
                    Rule::NoSuchVertex,
                    format!("vertex {v} does not exist (0..{nv})"),
                ))
            }
        };
        let edge = |e: EdgeId| {
            if (e as usize) < ne {
                Ok(())
            } else {
                Err(err(
                    Rule::NoSuchEdge,
                    format!("edge {e} does not exist (0..{ne})"),
                ))
            }
        };
        let settlement_place = |v: VertexId| {
            vertex(v)?;
            if self.occupied.contains(v as usize) {
                return Err(err(
                    Rule::VertexOccupied,
                    format!("vertex {v} already has a building"),
                ));
            }
            if self.blocked.contains(v as usize) {
                return Err(err(
                    Rule::DistanceRule,
                    format!("vertex {v} is next to a building"),
                ));
            }
            Ok(())
        };
        let wrong_phase = || {
            Err(err(
                Rule::Phase,
                format!("cannot {action} during {}", self.phase.name()),
            ))
        };
        match (self.phase, *action) {
            (Phase::GameOver { winner }, _) => Err(err(
                Rule::GameOver,
                format!("the game is over (seat {winner} won)"),
            )),
            (Phase::SetupSettlement { .. }, Action::BuildSettlement(v)) => settlement_place(v),
            (Phase::SetupRoad { settlement, .. }, Action::BuildRoad(e)) => {
                edge(e)?;
                if self.all_roads.contains(e as usize) {
                    return Err(err(
                        Rule::EdgeOccupied,
                        format!("edge {e} already has a road"),
                    ));
                }
                if !self.board.topo.edge_vertices[e as usize].contains(&settlement) {
                    return Err(err(
                        Rule::OpeningRoad,
                        format!(
                            "the opening road must touch the settlement at vertex {settlement}"
                        ),
                    ));
                }
                Ok(())
            }
            (Phase::BeforeRoll, Action::Roll) => Ok(()),
            (Phase::Discard { .. }, Action::Discard(cards)) => {
                let need = ps.hand.total() / 2;
                if cards.total() != need {
                    return Err(err(
                        Rule::DiscardHalf,
                        format!(
                            "must discard {need} of {} cards, not {}",
                            ps.hand.total(),
                            cards.total()
                        ),
                    ));
                }
                if !ps.hand.contains(&cards) {
                    return Err(err(
                        Rule::DiscardHalf,
                        format!("cannot discard {cards}: not in hand"),
                    ));
                }
                Ok(())
            }
            (Phase::MoveRobber { .. }, Action::MoveRobber { face, victim }) => {
                if face as usize >= self.board.num_faces() {
                    return Err(err(Rule::NoSuchFace, format!("face {face} does not exist")));
                }
                if face == self.robber {
                    return Err(err(
                        Rule::RobberMustMove,
                        format!("the robber is already on face {face}"),
                    ));
                }
                let can = self.robbable(p, face);
                match victim {
                    None if can != 0 => Err(err(
                        Rule::RobberVictim,
                        format!("a player on face {face} must be robbed"),
                    )),
                    None => Ok(()),
                    Some(v) if v < self.num_players && can >> v & 1 == 1 => Ok(()),
                    Some(v) => Err(err(
                        Rule::RobberVictim,
                        format!(
                            "seat {v} cannot be robbed on face {face} (no building there or no cards)"
                        ),
                    )),
                }
            }
            (Phase::Main, Action::BuildRoad(e)) => {
                edge(e)?;
                if ps.roads_left == 0 {
                    return Err(err(Rule::NoPieces, "no roads left"));
                }
                self.paid_build_check()?;
                self.cost_check(p, &self.rules.costs.road, "a road")?;
                self.road_spot_check(p, e)
            }
            (Phase::RoadBuilding { .. }, Action::BuildRoad(e)) => {
                edge(e)?;
                self.road_spot_check(p, e)
            }
            (Phase::Main, Action::BuildSettlement(v)) => {
                vertex(v)?;
                if ps.settlements_left == 0 {
                    return Err(err(Rule::NoPieces, "no settlements left"));
                }
                self.paid_build_check()?;
                self.cost_check(p, &self.rules.costs.settlement, "a settlement")?;
                settlement_place(v)?;
                if !ps.road_vertices.contains(v as usize) {
                    return Err(err(
                        Rule::NotConnected,
                        format!("vertex {v} is not reached by an own road"),
                    ));
                }
                Ok(())
            }
            (Phase::Main, Action::BuildCity(v)) => {
                vertex(v)?;
                if !ps.settlements.contains(v as usize) {
                    return Err(err(
                        Rule::CityOnOwnSettlement,
                        format!("no own settlement at vertex {v}"),
                    ));
                }
                if ps.cities_left == 0 {
                    return Err(err(Rule::NoPieces, "no cities left"));
                }
                self.paid_build_check()?;
                self.cost_check(p, &self.rules.costs.city, "a city")
            }
            (Phase::Main, Action::BuyDevelopmentCard) => {
                if self.deck.total() == 0 {
                    return Err(err(Rule::DeckEmpty, "no development cards left"));
                }
                self.paid_build_check()?;
                self.cost_check(p, &self.rules.costs.development, "a development card")
            }
            (Phase::Main | Phase::BeforeRoll, Action::PlayKnight) => {
                self.check_play(p, DevCard::Knight)
            }
            (Phase::Main | Phase::BeforeRoll, Action::PlayRoadBuilding) => {
                self.check_play(p, DevCard::RoadBuilding)
            }
            (Phase::Main | Phase::BeforeRoll, Action::PlayMonopoly(_)) => {
                self.check_play(p, DevCard::Monopoly)
            }
            (Phase::Main | Phase::BeforeRoll, Action::PlayVictoryPoint) => {
                self.check_play(p, DevCard::VictoryPoint)
            }
            (Phase::Main | Phase::BeforeRoll, Action::PlayYearOfPlenty(a, b)) => {
                self.check_play(p, DevCard::YearOfPlenty)?;
                let mut want = ResourceSet::one(a);
                match b {
                    Some(b) => want.add(&ResourceSet::one(b)),
                    None if self.bank.total() >= 2 => {
                        return Err(err(Rule::YearOfPlenty, "the bank has two cards: take two"));
                    }
                    None => {}
                }
                if !self.bank.contains(&want) {
                    return Err(err(Rule::BankEmpty, format!("the bank cannot give {want}")));
                }
                Ok(())
            }
            (Phase::Main, Action::BankTrade { give, get }) => {
                if give == get {
                    return Err(err(Rule::BankTrade, "give and get the same material"));
                }
                let rate = self.trade_rate(p, give);
                if ps.hand.get(give) < rate {
                    return Err(err(
                        Rule::BankTrade,
                        format!(
                            "{rate} {give} needed at this player's rate, {} in hand",
                            ps.hand.get(give)
                        ),
                    ));
                }
                if self.bank.get(get) == 0 {
                    return Err(err(Rule::BankEmpty, format!("the bank has no {get}")));
                }
                Ok(())
            }
            (Phase::Main, Action::OfferTrade { give, get }) => {
                let t = &self.rules.trade;
                if !t.between_players {
                    return Err(err(
                        Rule::NoPlayerTrade,
                        "these rules do not allow trades between players",
                    ));
                }
                if self.offers_this_turn >= t.offers_per_turn {
                    return Err(err(
                        Rule::OfferLimit,
                        format!("at most {} offers per turn", t.offers_per_turn),
                    ));
                }
                if give.is_empty() || get.is_empty() {
                    return Err(err(
                        Rule::TradeGift,
                        "a trade must give and get something (no gifts)",
                    ));
                }
                if give.overlaps(&get) {
                    return Err(err(
                        Rule::TradeSameMaterial,
                        "a material on both sides of the offer",
                    ));
                }
                if !ps.hand.contains(&give) {
                    return Err(err(
                        Rule::CannotAfford,
                        format!("the offer gives {give}, not in hand"),
                    ));
                }
                Ok(())
            }
            (Phase::TradeAnswers { get, .. }, Action::AcceptTrade) => {
                if ps.hand.contains(&get) {
                    Ok(())
                } else {
                    Err(err(
                        Rule::CannotAfford,
                        format!("accepting means giving {get}, not in hand"),
                    ))
                }
            }
            (Phase::TradeAnswers { .. }, Action::DeclineTrade) => Ok(()),
            (Phase::TradeConfirm { accepted, .. }, Action::ConfirmTrade(s)) => {
                if s < self.num_players && accepted >> s & 1 == 1 {
                    Ok(())
                } else {
                    Err(err(
                        Rule::TradePartner,
                        format!("seat {s} did not accept the offer"),
                    ))
                }
            }
            (Phase::TradeConfirm { .. }, Action::CancelTrade) => Ok(()),
            (Phase::Main, Action::EndTurn) => Ok(()),
            _ => wrong_phase(),
        }
    }

    fn road_spot_check(&self, p: Seat, e: EdgeId) -> Result<(), RuleError> {
        if self.all_roads.contains(e as usize) {
            return Err(err(
                Rule::EdgeOccupied,
                format!("edge {e} already has a road"),
            ));
        }
        if !self.road_spots(p).contains(e as usize) {
            return Err(err(
                Rule::NotConnected,
                format!("edge {e} does not touch an own building or an own road that is not cut"),
            ));
        }
        Ok(())
    }

    fn check_chance(&self, action: &Action, chance: Option<Chance>) -> Result<(), RuleError> {
        let bad = |m: String| Err(err(Rule::Chance, m));
        match (action, chance) {
            (Action::Roll, Some(Chance::Dice(a, b))) => {
                if (1..=6).contains(&a) && (1..=6).contains(&b) {
                    Ok(())
                } else {
                    bad(format!("dice ({a}, {b}) are not two values 1..=6"))
                }
            }
            (Action::BuyDevelopmentCard, Some(Chance::Draw(c))) => {
                if self.deck.get(c) > 0 {
                    Ok(())
                } else {
                    bad(format!("no {c} left in the deck to draw"))
                }
            }
            (
                Action::MoveRobber {
                    victim: Some(v), ..
                },
                Some(Chance::Steal(r)),
            ) => {
                if self.players[*v as usize].hand.get(r) > 0 {
                    Ok(())
                } else {
                    bad(format!("seat {v} holds no {r} to steal"))
                }
            }
            (a, None) if !a.needs_chance() => Ok(()),
            (a, None) => bad(format!("'{a}' needs a chance outcome")),
            (a, Some(c)) => bad(format!("outcome {c:?} does not fit '{a}'")),
        }
    }

    /// Draw the outcome of `action` from the state's own generator.
    fn sample_chance(&mut self, action: &Action) -> Option<Chance> {
        match *action {
            Action::Roll => Some(Chance::Dice(self.rng.die(), self.rng.die())),
            Action::BuyDevelopmentCard => {
                let k = self.rng.below(self.deck.total());
                self.deck.nth_card(k).map(Chance::Draw)
            }
            Action::MoveRobber {
                victim: Some(v), ..
            } => {
                let hand = self.players[v as usize].hand;
                let k = self.rng.below(hand.total());
                hand.nth_card(k).map(Chance::Steal)
            }
            _ => None,
        }
    }

    // ---------------------------------------------------------------- applying

    /// Apply `action` for [`State::actor`], drawing any chance outcome from the state's seeded
    /// generator. An illegal action changes nothing (the generator included).
    pub fn apply(&mut self, action: Action) -> Result<Events, RuleError> {
        self.check(&action)?;
        let chance = self.sample_chance(&action);
        Ok(self.execute(action, chance))
    }

    /// Apply `action` with an explicit chance outcome (replays): no randomness is used.
    pub fn apply_with(
        &mut self,
        action: Action,
        chance: Option<Chance>,
    ) -> Result<Events, RuleError> {
        self.check(&action)?;
        self.check_chance(&action, chance)?;
        Ok(self.execute(action, chance))
    }

    #[inline]
    fn execute(&mut self, action: Action, chance: Option<Chance>) -> Events {
        let mut ev = Events::default();
        let p = self.actor();
        let pi = p as usize;
        match (self.phase, action) {
            (Phase::SetupSettlement { step }, Action::BuildSettlement(v)) => {
                self.place_settlement(p, v, &mut ev);
                if step >= self.num_players {
                    let mut got = ResourceSet::default();
                    for &f in self.board.topo.vertex_faces[v as usize].as_slice() {
                        if let Some(r) = self.board.resource[f as usize]
                            && self.bank.get(r) > 0
                        {
                            let one = ResourceSet::one(r);
                            self.bank.sub(&one);
                            self.players[pi].hand.add(&one);
                            got.add(&one);
                        }
                    }
                    if !got.is_empty() {
                        ev.push(Event::Produced {
                            seat: p,
                            cards: got,
                        });
                    }
                }
                self.phase = Phase::SetupRoad {
                    step,
                    settlement: v,
                };
            }
            (Phase::SetupRoad { step, .. }, Action::BuildRoad(e)) => {
                self.place_road(p, e, &mut ev);
                let next = step + 1;
                if next == 2 * self.num_players {
                    self.current = 0;
                    self.phase = Phase::BeforeRoll;
                    ev.push(Event::TurnStarted(0));
                } else {
                    self.current = self.setup_seat(next);
                    self.phase = Phase::SetupSettlement { step: next };
                }
            }
            (_, Action::Roll) => {
                let Some(Chance::Dice(a, b)) = chance else {
                    unreachable!("checked")
                };
                ev.push(Event::Rolled(a, b));
                let sum = a + b;
                if sum == 7 {
                    let limit = self.rules.discard_limit as u32;
                    let mut pending = 0u8;
                    for q in 0..self.num_players {
                        if self.players[q as usize].hand.total() > limit {
                            pending |= 1 << q;
                        }
                    }
                    self.phase = if pending != 0 {
                        Phase::Discard { pending }
                    } else {
                        Phase::MoveRobber {
                            resume: Resume::Main,
                        }
                    };
                } else {
                    self.produce(sum, &mut ev);
                    self.phase = Phase::Main;
                }
            }
            (Phase::Discard { pending }, Action::Discard(cards)) => {
                self.players[pi].hand.sub(&cards);
                self.bank.add(&cards);
                ev.push(Event::Discarded { seat: p, cards });
                let pending = pending & !(1 << p);
                self.phase = if pending == 0 {
                    Phase::MoveRobber {
                        resume: Resume::Main,
                    }
                } else {
                    Phase::Discard { pending }
                };
            }
            (Phase::MoveRobber { resume }, Action::MoveRobber { face, victim }) => {
                self.robber = face;
                ev.push(Event::RobberMoved(face));
                if let (Some(v), Some(Chance::Steal(r))) = (victim, chance) {
                    let one = ResourceSet::one(r);
                    self.players[v as usize].hand.sub(&one);
                    self.players[pi].hand.add(&one);
                    ev.push(Event::Stole {
                        thief: p,
                        victim: v,
                        card: r,
                    });
                }
                self.phase = match resume {
                    Resume::BeforeRoll => Phase::BeforeRoll,
                    Resume::Main => Phase::Main,
                };
            }
            (Phase::Main, Action::BuildRoad(e)) => {
                self.pay(p, self.rules.costs.road);
                self.builds_this_turn += 1;
                self.place_road(p, e, &mut ev);
            }
            (Phase::RoadBuilding { left, resume }, Action::BuildRoad(e)) => {
                self.place_road(p, e, &mut ev);
                let left = left - 1;
                let done =
                    left == 0 || self.players[pi].roads_left == 0 || self.road_spots(p).is_empty();
                self.phase = if done {
                    match resume {
                        Resume::BeforeRoll => Phase::BeforeRoll,
                        Resume::Main => Phase::Main,
                    }
                } else {
                    Phase::RoadBuilding { left, resume }
                };
            }
            (Phase::Main, Action::BuildSettlement(v)) => {
                self.pay(p, self.rules.costs.settlement);
                self.builds_this_turn += 1;
                self.place_settlement(p, v, &mut ev);
            }
            (Phase::Main, Action::BuildCity(v)) => {
                self.pay(p, self.rules.costs.city);
                self.builds_this_turn += 1;
                let ps = &mut self.players[pi];
                ps.settlements.remove(v as usize);
                ps.cities.insert(v as usize);
                ps.settlements_left += 1;
                ps.cities_left -= 1;
                ps.public_points += 1;
            }
            (Phase::Main, Action::BuyDevelopmentCard) => {
                let Some(Chance::Draw(card)) = chance else {
                    unreachable!("checked")
                };
                self.pay(p, self.rules.costs.development);
                self.builds_this_turn += 1;
                self.deck.0[card.index()] -= 1;
                let ps = &mut self.players[pi];
                if self.rules.development.play_when_bought {
                    ps.dev.0[card.index()] += 1;
                } else {
                    ps.dev_new.0[card.index()] += 1;
                }
                ev.push(Event::Bought { seat: p, card });
            }
            (phase, Action::PlayKnight) => {
                self.use_card(p, DevCard::Knight);
                self.update_largest_army(p, &mut ev);
                self.phase = Phase::MoveRobber {
                    resume: resume_of(phase),
                };
            }
            (phase, Action::PlayRoadBuilding) => {
                self.use_card(p, DevCard::RoadBuilding);
                let left = self.players[pi].roads_left.min(2);
                self.phase = Phase::RoadBuilding {
                    left,
                    resume: resume_of(phase),
                };
            }
            (_, Action::PlayYearOfPlenty(a, b)) => {
                self.use_card(p, DevCard::YearOfPlenty);
                let mut take = ResourceSet::one(a);
                if let Some(b) = b {
                    take.add(&ResourceSet::one(b));
                }
                self.bank.sub(&take);
                self.players[pi].hand.add(&take);
                ev.push(Event::Traded {
                    seat: p,
                    with: None,
                    gave: ResourceSet::EMPTY,
                    got: take,
                });
            }
            (_, Action::PlayMonopoly(r)) => {
                self.use_card(p, DevCard::Monopoly);
                let mut taken = 0u8;
                for q in 0..self.n() {
                    if q != pi {
                        taken += self.players[q].hand.0[r.index()];
                        self.players[q].hand.0[r.index()] = 0;
                    }
                }
                self.players[pi].hand.0[r.index()] += taken;
                ev.push(Event::Monopoly {
                    seat: p,
                    resource: r,
                    taken,
                });
            }
            (_, Action::PlayVictoryPoint) => {
                self.use_card(p, DevCard::VictoryPoint);
                self.players[pi].public_points += 1;
            }
            (Phase::Main, Action::BankTrade { give, get }) => {
                let rate = self.trade_rate(p, give);
                let mut gave = ResourceSet::EMPTY;
                gave.0[give.index()] = rate;
                let got = ResourceSet::one(get);
                self.players[pi].hand.sub(&gave);
                self.players[pi].hand.add(&got);
                self.bank.add(&gave);
                self.bank.sub(&got);
                ev.push(Event::Traded {
                    seat: p,
                    with: None,
                    gave,
                    got,
                });
            }
            (Phase::Main, Action::OfferTrade { give, get }) => {
                self.offers_this_turn += 1;
                let all = (1u8 << self.num_players) - 1;
                self.phase = Phase::TradeAnswers {
                    give,
                    get,
                    pending: all & !(1 << p),
                    accepted: 0,
                };
            }
            (
                Phase::TradeAnswers {
                    give,
                    get,
                    pending,
                    accepted,
                },
                a,
            ) => {
                let pending = pending & !(1 << p);
                let accepted = if a == Action::AcceptTrade {
                    accepted | 1 << p
                } else {
                    accepted
                };
                self.phase = match (pending, accepted) {
                    (0, 0) => Phase::Main,
                    (0, _) => Phase::TradeConfirm {
                        give,
                        get,
                        accepted,
                    },
                    _ => Phase::TradeAnswers {
                        give,
                        get,
                        pending,
                        accepted,
                    },
                };
            }
            (Phase::TradeConfirm { give, get, .. }, Action::ConfirmTrade(s)) => {
                let si = s as usize;
                self.players[pi].hand.sub(&give);
                self.players[pi].hand.add(&get);
                self.players[si].hand.sub(&get);
                self.players[si].hand.add(&give);
                ev.push(Event::Traded {
                    seat: p,
                    with: Some(s),
                    gave: give,
                    got: get,
                });
                self.phase = Phase::Main;
            }
            (Phase::TradeConfirm { .. }, Action::CancelTrade) => self.phase = Phase::Main,
            (Phase::Main, Action::EndTurn) => {
                let ps = &mut self.players[pi];
                for i in 0..5 {
                    ps.dev.0[i] += ps.dev_new.0[i];
                }
                ps.dev_new = Default::default();
                self.current = (self.current + 1) % self.num_players;
                self.turns += 1;
                self.cards_played_this_turn = 0;
                self.builds_this_turn = 0;
                self.offers_this_turn = 0;
                self.phase = Phase::BeforeRoll;
                ev.push(Event::TurnStarted(self.current));
            }
            (phase, a) => unreachable!("checked action {a:?} in {phase:?}"),
        }
        if !self.in_setup() && !self.is_over() {
            let c = self.current;
            if self.total_points(c) >= self.rules.points_to_win {
                self.phase = Phase::GameOver { winner: c };
                ev.push(Event::Won(c));
            }
        }
        ev
    }

    fn pay(&mut self, p: Seat, cost: ResourceSet) {
        self.players[p as usize].hand.sub(&cost);
        self.bank.add(&cost);
    }

    fn use_card(&mut self, p: Seat, card: DevCard) {
        let ps = &mut self.players[p as usize];
        ps.dev.0[card.index()] -= 1;
        ps.played.0[card.index()] += 1;
        self.cards_played_this_turn += 1;
    }

    fn place_settlement(&mut self, p: Seat, v: VertexId, ev: &mut Events) {
        let vi = v as usize;
        let ps = &mut self.players[p as usize];
        ps.settlements.insert(vi);
        ps.settlements_left -= 1;
        ps.public_points += 1;
        if let Some(h) = self.board.harbour(v) {
            ps.harbours |= h.bit();
        }
        self.occupied.insert(vi);
        self.blocked |= Bits::single(vi) | self.board.topo.vertex_neighbour_mask[vi];
        // a settlement may cut an opponent's road passing through this vertex
        let mut changed = false;
        for q in 0..self.n() {
            if q != p as usize && self.players[q].road_vertices.contains(vi) {
                let through = (self.players[q].roads & self.board.topo.vertex_edge_mask[vi]).len();
                if through >= 2 {
                    let len = self.compute_longest_road(q as u8);
                    changed |= len != self.players[q].longest_road;
                    self.players[q].longest_road = len;
                }
            }
        }
        if changed {
            self.update_longest_road_holder(ev);
        }
    }

    fn place_road(&mut self, p: Seat, e: EdgeId, ev: &mut Events) {
        let [a, b] = self.board.topo.edge_vertices[e as usize];
        let ps = &mut self.players[p as usize];
        ps.roads.insert(e as usize);
        ps.road_vertices.insert(a as usize);
        ps.road_vertices.insert(b as usize);
        ps.roads_left -= 1;
        self.all_roads.insert(e as usize);
        let len = self.compute_longest_road(p);
        if len != self.players[p as usize].longest_road {
            self.players[p as usize].longest_road = len;
            self.update_longest_road_holder(ev);
        }
    }

    /// Longest Road: kept by the holder while among the longest; taken only by exceeding; when
    /// the holder falls behind and several tie, nobody holds it; below the minimum, nobody.
    fn update_longest_road_holder(&mut self, ev: &mut Events) {
        let n = self.n();
        let max = (0..n)
            .map(|q| self.players[q].longest_road)
            .max()
            .unwrap_or(0);
        let old = self.longest_road_holder;
        let new = if max < self.rules.longest_road.min {
            None
        } else if let Some(h) = old.filter(|&h| self.players[h as usize].longest_road == max) {
            Some(h)
        } else {
            let mut leaders = (0..n).filter(|&q| self.players[q].longest_road == max);
            match (leaders.next(), leaders.next()) {
                (Some(q), None) => Some(q as Seat),
                _ => None,
            }
        };
        if new != old {
            let pts = self.rules.longest_road.points;
            if let Some(h) = old {
                self.players[h as usize].public_points -= pts;
            }
            if let Some(h) = new {
                self.players[h as usize].public_points += pts;
            }
            self.longest_road_holder = new;
            ev.push(Event::LongestRoad(new));
        }
    }

    fn update_largest_army(&mut self, p: Seat, ev: &mut Events) {
        let k = self.players[p as usize].played.get(DevCard::Knight);
        let holder = self.largest_army_holder;
        if holder == Some(p) || k < self.rules.largest_army.min {
            return;
        }
        if let Some(h) = holder {
            if k <= self.players[h as usize].played.get(DevCard::Knight) {
                return;
            }
            self.players[h as usize].public_points -= self.rules.largest_army.points;
        }
        self.players[p as usize].public_points += self.rules.largest_army.points;
        self.largest_army_holder = Some(p);
        ev.push(Event::LargestArmy(Some(p)));
    }

    /// Production for a roll of `sum` (not 7), with the bank-shortage rule.
    fn produce(&mut self, sum: u8, ev: &mut Events) {
        let n = self.n();
        let mut owed = [ResourceSet::EMPTY; 4];
        let board = &self.board;
        for &f in &board.faces_by_number[sum as usize] {
            if f == self.robber {
                continue;
            }
            let Some(r) = board.resource[f as usize] else {
                continue;
            };
            let mask = board.topo.face_vertex_mask[f as usize];
            for (q, o) in owed.iter_mut().enumerate().take(n) {
                let ps = &self.players[q];
                let amount = (ps.settlements & mask).len() + 2 * (ps.cities & mask).len();
                o.0[r.index()] += amount as u8;
            }
        }
        let mut shortage = 0u8;
        for r in Resource::ALL {
            let ri = r.index();
            let total: u32 = owed.iter().map(|o| o.0[ri] as u32).sum();
            if total == 0 || total <= self.bank.0[ri] as u32 {
                continue;
            }
            let claimants = owed.iter().filter(|o| o.0[ri] > 0).count();
            if claimants == 1 {
                let q = owed.iter().position(|o| o.0[ri] > 0).unwrap();
                owed[q].0[ri] = self.bank.0[ri];
            } else {
                for o in owed.iter_mut() {
                    o.0[ri] = 0;
                }
                shortage |= 1 << ri;
            }
        }
        if shortage != 0 {
            ev.push(Event::Shortage(shortage));
        }
        for (q, cards) in owed.iter().enumerate().take(n) {
            if !cards.is_empty() {
                self.bank.sub(cards);
                self.players[q].hand.add(cards);
                ev.push(Event::Produced {
                    seat: q as Seat,
                    cards: *cards,
                });
            }
        }
    }

    // ---------------------------------------------------------------- generating

    /// Every legal action of [`State::actor`] except trade offers between players, which are not
    /// a finite natural list (any two sets of cards): [`State::legal_offers_into`] lists the
    /// 1-for-1 offers, and [`State::apply`] accepts any offer the rules allow.
    pub fn legal_actions(&self) -> Vec<Action> {
        let mut v = Vec::with_capacity(32);
        self.legal_actions_into(&mut v);
        v
    }

    /// [`State::legal_actions`] into a reused buffer (no allocation once it has grown).
    pub fn legal_actions_into(&self, out: &mut Vec<Action>) {
        out.clear();
        let p = self.actor();
        let ps = &self.players[p as usize];
        match self.phase {
            Phase::GameOver { .. } => {}
            Phase::SetupSettlement { .. } => {
                for v in self.settlement_spots(p).iter() {
                    out.push(Action::BuildSettlement(v as u8));
                }
            }
            Phase::SetupRoad { settlement, .. } => {
                let edges = self.board.topo.vertex_edge_mask[settlement as usize] - self.all_roads;
                for e in edges.iter() {
                    out.push(Action::BuildRoad(e as u8));
                }
            }
            Phase::BeforeRoll => {
                out.push(Action::Roll);
                self.push_card_plays(p, out);
            }
            Phase::Discard { .. } => {
                let need = ps.hand.total() / 2;
                push_discards(ps.hand, need as u8, 0, ResourceSet::EMPTY, out);
            }
            Phase::MoveRobber { .. } => {
                for f in 0..self.board.num_faces() as u8 {
                    if f == self.robber {
                        continue;
                    }
                    let can = self.robbable(p, f);
                    if can == 0 {
                        out.push(Action::MoveRobber {
                            face: f,
                            victim: None,
                        });
                    } else {
                        for q in 0..self.num_players {
                            if can >> q & 1 == 1 {
                                out.push(Action::MoveRobber {
                                    face: f,
                                    victim: Some(q),
                                });
                            }
                        }
                    }
                }
            }
            Phase::RoadBuilding { .. } => {
                for e in self.road_spots(p).iter() {
                    out.push(Action::BuildRoad(e as u8));
                }
            }
            Phase::TradeAnswers { get, .. } => {
                if ps.hand.contains(&get) {
                    out.push(Action::AcceptTrade);
                }
                out.push(Action::DeclineTrade);
            }
            Phase::TradeConfirm { accepted, .. } => {
                for q in 0..self.num_players {
                    if accepted >> q & 1 == 1 {
                        out.push(Action::ConfirmTrade(q));
                    }
                }
                out.push(Action::CancelTrade);
            }
            Phase::Main => {
                let costs = &self.rules.costs;
                let can_build = !self.build_limit_reached();
                if can_build && ps.roads_left > 0 && ps.hand.contains(&costs.road) {
                    for e in self.road_spots(p).iter() {
                        out.push(Action::BuildRoad(e as u8));
                    }
                }
                if can_build && ps.settlements_left > 0 && ps.hand.contains(&costs.settlement) {
                    for v in self.settlement_spots(p).iter() {
                        out.push(Action::BuildSettlement(v as u8));
                    }
                }
                if can_build && ps.cities_left > 0 && ps.hand.contains(&costs.city) {
                    for v in ps.settlements.iter() {
                        out.push(Action::BuildCity(v as u8));
                    }
                }
                if can_build && self.deck.total() > 0 && ps.hand.contains(&costs.development) {
                    out.push(Action::BuyDevelopmentCard);
                }
                self.push_card_plays(p, out);
                for give in Resource::ALL {
                    if ps.hand.get(give) >= self.trade_rate(p, give) {
                        for get in Resource::ALL {
                            if get != give && self.bank.get(get) > 0 {
                                out.push(Action::BankTrade { give, get });
                            }
                        }
                    }
                }
                out.push(Action::EndTurn);
            }
        }
    }

    /// The 1-for-1 trade offers the player on turn may make now (empty when the rules forbid
    /// trading between players, the turn's offers are used up, or it is not the main phase).
    pub fn legal_offers_into(&self, out: &mut Vec<Action>) {
        let t = &self.rules.trade;
        if self.phase != Phase::Main
            || !t.between_players
            || self.offers_this_turn >= t.offers_per_turn
        {
            return;
        }
        let hand = self.players[self.current as usize].hand;
        for give in Resource::ALL {
            if hand.get(give) > 0 {
                for get in Resource::ALL {
                    if get != give {
                        out.push(Action::OfferTrade {
                            give: ResourceSet::one(give),
                            get: ResourceSet::one(get),
                        });
                    }
                }
            }
        }
    }

    fn push_card_plays(&self, p: Seat, out: &mut Vec<Action>) {
        let ps = &self.players[p as usize];
        if ps.dev.total() == 0 || self.cards_played_this_turn >= self.rules.development.per_turn {
            return;
        }
        if self.play_block(p, DevCard::Knight).is_none() {
            out.push(Action::PlayKnight);
        }
        if self.play_block(p, DevCard::RoadBuilding).is_none() {
            out.push(Action::PlayRoadBuilding);
        }
        if self.play_block(p, DevCard::Monopoly).is_none() {
            for r in Resource::ALL {
                out.push(Action::PlayMonopoly(r));
            }
        }
        if self.play_block(p, DevCard::VictoryPoint).is_none() {
            out.push(Action::PlayVictoryPoint);
        }
        if self.play_block(p, DevCard::YearOfPlenty).is_none() {
            if self.bank.total() == 1 {
                let r = self.bank.nth_card(0).unwrap();
                out.push(Action::PlayYearOfPlenty(r, None));
            } else {
                for a in Resource::ALL {
                    for b in Resource::ALL {
                        let ok = if a == b {
                            self.bank.get(a) >= 2
                        } else {
                            self.bank.get(a) > 0 && self.bank.get(b) > 0
                        };
                        if a <= b && ok {
                            out.push(Action::PlayYearOfPlenty(a, Some(b)));
                        }
                    }
                }
            }
        }
    }
}

/// Why a development card cannot be played (see [`State::check_play`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum PlayBlock {
    Phase,
    BeforeRoll,
    HiddenPoints,
    PerTurn,
    BoughtThisTurn,
    NoCard,
    NoRoads,
    NoRoadSpot,
    BankEmpty,
}

impl PlayBlock {
    fn to_error(self, card: DevCard, s: &State) -> RuleError {
        match self {
            PlayBlock::Phase => err(
                Rule::Phase,
                format!("a {card} cannot be played during {}", s.phase.name()),
            ),
            PlayBlock::BeforeRoll => err(
                Rule::CardTiming,
                format!("a {card} cannot be played before the roll"),
            ),
            PlayBlock::HiddenPoints => err(
                Rule::HiddenVictoryPoints,
                "victory-point cards are not played under these rules; they count while held",
            ),
            PlayBlock::PerTurn => err(
                Rule::OneCardPerTurn,
                format!(
                    "{} development card(s) already played this turn",
                    s.cards_played_this_turn
                ),
            ),
            PlayBlock::BoughtThisTurn => err(
                Rule::CardBoughtThisTurn,
                format!("the {card} was bought this turn"),
            ),
            PlayBlock::NoCard => err(Rule::NoSuchCard, format!("no {card} card in hand")),
            PlayBlock::NoRoads => err(Rule::NoPieces, "no roads left to place"),
            PlayBlock::NoRoadSpot => err(Rule::NoRoadSpot, "no edge where a road could be placed"),
            PlayBlock::BankEmpty => err(Rule::BankEmpty, "the bank has no cards to take"),
        }
    }
}

fn resume_of(phase: Phase) -> Resume {
    if phase == Phase::BeforeRoll {
        Resume::BeforeRoll
    } else {
        Resume::Main
    }
}

/// Every multiset of `need` cards taken from `hand`, materials in order from `from`.
fn push_discards(
    hand: ResourceSet,
    need: u8,
    from: usize,
    acc: ResourceSet,
    out: &mut Vec<Action>,
) {
    if need == 0 {
        out.push(Action::Discard(acc));
        return;
    }
    if from == 5 {
        return;
    }
    let rest: u32 = hand.0[from + 1..].iter().map(|&x| x as u32).sum();
    let max = hand.0[from].min(need);
    for k in (0..=max).rev() {
        if (need - k) as u32 > rest {
            continue;
        }
        let mut a = acc;
        a.0[from] = k;
        push_discards(hand, need - k, from + 1, a, out);
    }
}
