//! Whether an action is legal now ([`State::check`]), and whether a chance outcome fits it.

use super::err;
use crate::core::action::{Action, Chance, Seat};
use crate::core::error::{Rule, RuleError};
use crate::core::phase::Phase;
use crate::core::resources::{DevCard, Resource, ResourceSet};
use crate::core::state::State;
use crate::core::topology::{EdgeId, FaceId, VertexId};

impl<const W: usize> State<W> {
    /// Whether `action` is legal for [`State::actor`] now; the error names the rule it breaks.
    pub fn check(&self, action: &Action) -> Result<(), RuleError> {
        let p = self.actor();
        self.check_harbour_waits(action)?;
        match (self.phase, *action) {
            (Phase::GameOver { winner }, _) => Err(err(
                Rule::GameOver,
                format!("the game is over (seat {winner} won)"),
            )),
            (_, Action::PlaceHarbour { edge, kind }) => self.check_place_harbour(p, edge, kind),
            (Phase::SetupSettlement { .. }, Action::BuildSettlement(v)) => {
                self.settlement_place(v)?;
                self.check_home(v)
            }
            (Phase::SetupRoad { settlement, .. }, Action::BuildRoad(e)) => {
                self.check_opening_road(settlement, e)
            }
            (Phase::SetupRoad { settlement, .. }, Action::BuildShip(e)) => {
                self.check_opening_ship(p, settlement, e)
            }
            (Phase::Main | Phase::SpecialBuild { .. }, Action::BuildShip(e)) => {
                self.check_build_ship(p, e, true)
            }
            (Phase::RoadBuilding { .. }, Action::BuildShip(e)) => {
                self.check_build_ship(p, e, false)
            }
            (Phase::Main, Action::MoveShip { from, to }) => self.check_move_ship(p, from, to),
            (Phase::Gold { .. }, Action::ChooseGold(cards)) => self.check_choose_gold(p, cards),
            (Phase::BeforeRoll, Action::Roll) => Ok(()),
            (Phase::Discard { .. }, Action::Discard(cards)) => self.check_discard(p, cards),
            (Phase::MoveRobber { .. }, Action::MoveRobber { face, victim }) => {
                self.check_move_robber(p, face, victim)
            }
            (Phase::MoveRobber { .. }, Action::RobCloth { face, victim }) => {
                self.check_rob_cloth(p, face, victim)
            }
            (Phase::Main | Phase::SpecialBuild { .. }, Action::BuildRoad(e)) => {
                self.check_build_road(p, e)
            }
            (Phase::RoadBuilding { .. }, Action::BuildRoad(e)) => self.check_free_road(p, e),
            (Phase::Main | Phase::SpecialBuild { .. }, Action::BuildSettlement(v)) => {
                self.check_build_settlement(p, v)
            }
            (Phase::Main | Phase::SpecialBuild { .. }, Action::BuildCity(v)) => {
                self.check_build_city(p, v)
            }
            (Phase::Main | Phase::SpecialBuild { .. }, Action::BuyDevelopmentCard) => {
                self.check_buy_development_card(p)
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
                self.check_year_of_plenty(p, a, b)
            }
            (Phase::Main, Action::BankTrade { give, get }) => self.check_bank_trade(p, give, get),
            (Phase::Main, Action::OfferTrade { give, get, to }) => {
                self.check_offer(p, give, get, to)
            }
            (Phase::TradeAnswers { get, .. }, Action::AcceptTrade) => self.check_accept(p, get),
            (Phase::TradeAnswers { .. }, Action::DeclineTrade) => Ok(()),
            (Phase::TradeConfirm { accepted, .. }, Action::ConfirmTrade(s)) => {
                self.check_confirm_trade(accepted, s)
            }
            (Phase::TradeConfirm { .. }, Action::CancelTrade) => Ok(()),
            (Phase::Main | Phase::SpecialBuild { .. }, Action::EndTurn) => Ok(()),
            _ => Err(err(
                Rule::Phase,
                format!("cannot {action} during {}", self.phase.name()),
            )),
        }
    }

    /// `v` is a vertex of the board.
    fn vertex_exists(&self, v: VertexId) -> Result<(), RuleError> {
        let nv = self.board.num_vertices();
        if v.index() < nv {
            Ok(())
        } else {
            Err(err(
                Rule::NoSuchVertex,
                format!("vertex {v} does not exist (0..{nv})"),
            ))
        }
    }

    /// `e` is an edge of the board.
    fn edge_exists(&self, e: EdgeId) -> Result<(), RuleError> {
        let ne = self.board.num_edges();
        if e.index() < ne {
            Ok(())
        } else {
            Err(err(
                Rule::NoSuchEdge,
                format!("edge {e} does not exist (0..{ne})"),
            ))
        }
    }

    /// A settlement may stand at `v`: free, and no building next to it (the distance rule).
    fn settlement_place(&self, v: VertexId) -> Result<(), RuleError> {
        self.vertex_exists(v)?;
        if !self.board.land_vertices.contains(v.index()) {
            return Err(err(Rule::NeedsLand, format!("vertex {v} is in open sea")));
        }
        if self.occupied.contains(v.index()) {
            return Err(err(
                Rule::VertexOccupied,
                format!("vertex {v} already has a building"),
            ));
        }
        if self.blocked.contains(v.index()) {
            return Err(err(
                Rule::DistanceRule,
                format!("vertex {v} is next to a building"),
            ));
        }
        Ok(())
    }

    /// An opening road touches the settlement just placed.
    fn check_opening_road(&self, settlement: VertexId, e: EdgeId) -> Result<(), RuleError> {
        self.edge_exists(e)?;
        self.road_on_land(e)?;
        if self.all_roads.contains(e.index()) || self.ship_owner(e).is_some() {
            return Err(err(
                Rule::EdgeOccupied,
                format!("edge {e} already has a road or a ship"),
            ));
        }
        if !self.board.topo.edge_vertices[e.index()].contains(&settlement) {
            return Err(err(
                Rule::OpeningRoad,
                format!("the opening road must touch the settlement at vertex {settlement}"),
            ));
        }
        Ok(())
    }

    /// Exactly half the hand (rounded down), from the hand.
    fn check_discard(&self, p: Seat, cards: ResourceSet) -> Result<(), RuleError> {
        let ps = &self.players[p.index()];
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

    /// The robber moves to another face and robs a player there when there is one.
    fn check_move_robber(
        &self,
        p: Seat,
        face: FaceId,
        victim: Option<Seat>,
    ) -> Result<(), RuleError> {
        if face.index() >= self.board.num_faces() {
            return Err(err(Rule::NoSuchFace, format!("face {face} does not exist")));
        }
        self.check_cloth_face(p, face)?;
        if self.sea.is_some() && self.is_sea_face(face) {
            return self.check_move_pirate(p, face, victim);
        }
        if !self.board.land.contains(face.index()) {
            return Err(err(
                Rule::NeedsLand,
                format!("face {face} is sea: the robber stays on land"),
            ));
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
            Some(v) if v.0 < self.num_players && can & v.bit() != 0 => Ok(()),
            Some(v) => Err(err(
                Rule::RobberVictim,
                format!("seat {v} cannot be robbed on face {face} (no building there or no cards)"),
            )),
        }
    }

    /// A paid road: a piece left, the cost, a free edge joined to the network.
    fn check_build_road(&self, p: Seat, e: EdgeId) -> Result<(), RuleError> {
        let ps = &self.players[p.index()];
        self.edge_exists(e)?;
        if ps.roads_left == 0 {
            return Err(err(Rule::NoPieces, "no roads left"));
        }
        self.paid_build_check()?;
        self.cost_check(p, &self.rules.costs.road, "a road")?;
        self.road_spot_check(p, e)
    }

    /// A free road of the road-building card.
    fn check_free_road(&self, p: Seat, e: EdgeId) -> Result<(), RuleError> {
        self.edge_exists(e)?;
        if self.players[p.index()].roads_left == 0 {
            return Err(err(Rule::NoPieces, "no roads left"));
        }
        self.road_spot_check(p, e)
    }

    /// A paid settlement: a piece left, the cost, the distance rule, an own road reaching it.
    fn check_build_settlement(&self, p: Seat, v: VertexId) -> Result<(), RuleError> {
        let ps = &self.players[p.index()];
        self.vertex_exists(v)?;
        if ps.settlements_left == 0 {
            return Err(err(Rule::NoPieces, "no settlements left"));
        }
        self.paid_build_check()?;
        self.cost_check(p, &self.rules.costs.settlement, "a settlement")?;
        self.settlement_place(v)?;
        if !self.reached_vertices(p).contains(v.index()) {
            return Err(err(
                Rule::NotConnected,
                format!("vertex {v} is not reached by an own road"),
            ));
        }
        Ok(())
    }

    /// A city on an own settlement.
    fn check_build_city(&self, p: Seat, v: VertexId) -> Result<(), RuleError> {
        let ps = &self.players[p.index()];
        self.vertex_exists(v)?;
        if !ps.settlements.contains(v.index()) {
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

    /// A card left in the deck, and its cost.
    fn check_buy_development_card(&self, p: Seat) -> Result<(), RuleError> {
        if self.deck_for_sale() == 0 {
            return Err(err(Rule::DeckEmpty, "no development cards left"));
        }
        self.paid_build_check()?;
        self.cost_check(p, &self.rules.costs.development, "a development card")
    }

    /// Year of plenty: two cards the bank holds (one only when it holds one).
    fn check_year_of_plenty(
        &self,
        p: Seat,
        a: Resource,
        b: Option<Resource>,
    ) -> Result<(), RuleError> {
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

    /// A bank trade at the player's rate for a card the bank holds.
    fn check_bank_trade(&self, p: Seat, give: Resource, get: Resource) -> Result<(), RuleError> {
        let ps = &self.players[p.index()];
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

    /// An offer the rules allow: cards held, not a gift, asking somebody, within the limit, not
    /// one that everyone it asks declined already this turn (an accepted offer may be made
    /// again: the printed rules let a player trade as often as they like).
    fn check_offer(
        &self,
        p: Seat,
        give: ResourceSet,
        get: ResourceSet,
        to: u8,
    ) -> Result<(), RuleError> {
        let ps = &self.players[p.index()];
        let t = &self.rules.trade;
        if !t.between_players {
            return Err(err(
                Rule::NoPlayerTrade,
                "these rules do not allow trades between players",
            ));
        }
        if let Some(max) = t.offers_per_turn
            && self.offers_this_turn >= max
        {
            return Err(err(
                Rule::OfferLimit,
                format!("at most {max} offers per turn"),
            ));
        }
        let asked = self.offer_recipients(p, to);
        if asked == 0 {
            return Err(err(
                Rule::TradePartner,
                "the offer asks no opponent (name at least one other seat)",
            ));
        }
        if t.offers_per_turn.is_none() && self.offer_declined(give, get, asked) {
            return Err(err(
                Rule::OfferRepeated,
                format!("{give} for {get} was declined already this turn by everyone it asks"),
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

    /// Accepting needs the cards asked for.
    fn check_accept(&self, p: Seat, get: ResourceSet) -> Result<(), RuleError> {
        let ps = &self.players[p.index()];
        if ps.hand.contains(&get) {
            Ok(())
        } else {
            Err(err(
                Rule::CannotAfford,
                format!("accepting means giving {get}, not in hand"),
            ))
        }
    }

    /// Trading with a seat that accepted.
    fn check_confirm_trade(&self, accepted: u8, s: Seat) -> Result<(), RuleError> {
        if s.0 < self.num_players && accepted & s.bit() != 0 {
            Ok(())
        } else {
            Err(err(
                Rule::TradePartner,
                format!("seat {s} did not accept the offer"),
            ))
        }
    }

    /// A road runs along land (land on at least one side).
    fn road_on_land(&self, e: EdgeId) -> Result<(), RuleError> {
        if self.board.land_edges.contains(e.index()) {
            Ok(())
        } else {
            Err(err(Rule::NeedsLand, format!("edge {e} is in open sea")))
        }
    }

    pub(super) fn road_spot_check(&self, p: Seat, e: EdgeId) -> Result<(), RuleError> {
        self.road_on_land(e)?;
        if self.all_roads.contains(e.index()) || self.ship_owner(e).is_some() {
            return Err(err(
                Rule::EdgeOccupied,
                format!("edge {e} already has a road or a ship"),
            ));
        }
        if !self.road_spots(p).contains(e.index()) {
            return Err(err(
                Rule::NotConnected,
                format!("edge {e} does not touch an own building or an own road that is not cut"),
            ));
        }
        Ok(())
    }

    pub(super) fn check_chance(
        &self,
        action: &Action,
        chance: Option<Chance>,
    ) -> Result<(), RuleError> {
        let bad = |m: String| Err(err(Rule::Chance, m));
        let fog = self.fog_of_action(action);
        if !fog.is_empty() {
            return self.check_fog_chance(fog.len(), chance);
        }
        if self.draws_tribe_card(action) {
            return match chance {
                Some(Chance::Draw(c)) if self.deck.get(c) > 0 => Ok(()),
                other => bad(format!(
                    "the tribe's card gift needs a card drawn, not {other:?}"
                )),
            };
        }
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
                if self.players[v.index()].hand.get(r) > 0 {
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
    #[inline]
    pub(super) fn sample_chance(&mut self, action: &Action) -> Option<Chance> {
        if self.sea.is_some() {
            let fog = self.fog_of_action(action).len();
            if fog > 0 {
                return self.draw_fog(fog);
            }
        }
        if self.draws_tribe_card(action) {
            let k = self.rng.below(self.deck.total());
            return self.deck.nth_card(k).map(Chance::Draw);
        }
        match *action {
            Action::Roll => Some(Chance::Dice(self.rng.die(), self.rng.die())),
            Action::BuyDevelopmentCard => {
                let k = self.rng.below(self.deck.total());
                self.deck.nth_card(k).map(Chance::Draw)
            }
            Action::MoveRobber {
                victim: Some(v), ..
            } => {
                let hand = self.players[v.index()].hand;
                let k = self.rng.below(hand.total());
                hand.nth_card(k).map(Chance::Steal)
            }
            _ => None,
        }
    }
}
