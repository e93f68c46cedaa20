//! Every legal action of the position ([`State::legal_actions`]), offers apart.

use super::push_discards;
use crate::core::action::MAX_PLAYERS;
use crate::core::action::{Action, EVERYONE, Seat};
use crate::core::bits::Bits;
use crate::core::phase::Phase;
use crate::core::resources::{DevCard, Resource, ResourceSet};
use crate::core::state::State;
use crate::core::{EdgeId, FaceId, VertexId};

impl<const W: usize> State<W> {
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
        let ps = &self.players[p.index()];
        match self.phase {
            Phase::GameOver { .. } => {}
            _ if self.harbour_to_place().is_some() => self.push_harbour_places(p, out),
            Phase::SetupSettlement { .. } => {
                for v in self.settlement_spots(p).iter() {
                    out.push(Action::BuildSettlement(VertexId(v as u16)));
                }
            }
            Phase::SetupRoad { settlement, .. } => {
                let edges = (self.board.topo.vertex_edge_mask[settlement.index()]
                    & self.board.land_edges)
                    - self.all_roads;
                for e in edges.iter() {
                    out.push(Action::BuildRoad(EdgeId(e as u16)));
                }
                if self.sea.is_some() {
                    let ships =
                        self.board.topo.vertex_edge_mask[settlement.index()] & self.ship_spots(p);
                    for e in ships.iter() {
                        out.push(Action::BuildShip(EdgeId(e as u16)));
                    }
                }
            }
            Phase::Gold { .. } => self.push_gold_choices(p, out),
            Phase::BeforeRoll => {
                out.push(Action::Roll);
                self.push_card_plays(p, out);
            }
            Phase::Discard { .. } => {
                let need = ps.hand.total() / 2;
                push_discards(ps.hand, need as u8, 0, ResourceSet::EMPTY, out);
            }
            Phase::MoveRobber { .. } => {
                self.push_robber_moves(p, out);
                if self.sea.is_some() {
                    self.push_pirate_moves(p, out);
                    self.push_cloth_robs(p, out);
                }
            }
            Phase::RoadBuilding { .. } => {
                if ps.roads_left > 0 {
                    for e in self.road_spots(p).iter() {
                        out.push(Action::BuildRoad(EdgeId(e as u16)));
                    }
                }
                self.push_ships(p, false, out);
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
                        out.push(Action::ConfirmTrade(Seat(q)));
                    }
                }
                out.push(Action::CancelTrade);
            }
            Phase::SpecialBuild { .. } => {
                self.push_builds(p, out);
                out.push(Action::EndTurn);
            }
            Phase::Main => {
                self.push_builds(p, out);
                self.push_sea_moves(p, out);
                self.push_card_plays(p, out);
                self.push_bank_trades(p, out);
                out.push(Action::EndTurn);
            }
        }
    }

    /// The main phase's free moves at sea: a ship sailed, a kept harbour placed.
    fn push_sea_moves(&self, p: Seat, out: &mut Vec<Action>) {
        if self.sea.is_some() {
            self.push_ship_moves(p, out);
            if !self.kept_harbours(p).is_empty() {
                self.push_harbour_places(p, out);
            }
        }
    }

    /// Every face but the robber's, with each opponent holding a card who has a building there
    /// (no victim where there is none).
    #[inline]
    fn push_robber_moves(&self, p: Seat, out: &mut Vec<Action>) {
        let mut targets = [Bits::EMPTY; MAX_PLAYERS];
        let mut any = Bits::EMPTY;
        for q in Seat::all(self.num_players) {
            let qs = &self.players[q.index()];
            if q != p && !qs.hand.is_empty() {
                targets[q.index()] = qs.faces;
                any |= qs.faces;
            }
        }
        for f in 0..self.board.num_faces() as u16 {
            if f == self.robber.0 || !self.board.land.contains(f as usize) {
                continue;
            }
            if self
                .board
                .sea
                .as_ref()
                .is_some_and(|m| m.no_robber.contains(f as usize))
            {
                continue;
            }
            let face = FaceId(f);
            if !any.contains(face.index()) {
                out.push(Action::MoveRobber { face, victim: None });
                continue;
            }
            for q in Seat::all(self.num_players) {
                if targets[q.index()].contains(face.index()) {
                    out.push(Action::MoveRobber {
                        face,
                        victim: Some(q),
                    });
                }
            }
        }
    }

    /// Trades with the bank: every material the hand can pay for at its rate, for each other
    /// material the bank can hand out.
    #[inline]
    fn push_bank_trades(&self, p: Seat, out: &mut Vec<Action>) {
        let ps = &self.players[p.index()];
        let mut gets = [Resource::Wood; 5];
        let mut n = 0;
        for get in Resource::ALL {
            gets[n] = get;
            n += (self.bank.get(get) > 0) as usize;
        }
        let gets = &gets[..n];
        out.reserve(5 * n);
        for give in Resource::ALL {
            if ps.hand.get(give) >= ps.rates[give.index()] {
                for &get in gets {
                    if get != give {
                        out.push(Action::BankTrade { give, get });
                    }
                }
            }
        }
    }

    /// The 1-for-1 trade offers to everyone the player on turn may make now (empty when the rules forbid
    /// trading between players, the turn's offers are used up, or it is not the main phase).
    pub fn legal_offers_into(&self, out: &mut Vec<Action>) {
        let t = &self.rules.trade;
        if self.phase != Phase::Main
            || self.harbour_to_place().is_some()
            || !t.between_players
            || t.offers_per_turn
                .is_some_and(|max| self.offers_this_turn >= max)
        {
            return;
        }
        let hand = self.players[self.current.index()].hand;
        for give in Resource::ALL {
            if hand.get(give) > 0 {
                for get in Resource::ALL {
                    if get != give {
                        let (give, get) = (ResourceSet::one(give), ResourceSet::one(get));
                        let everyone = self.offer_recipients(self.current, EVERYONE);
                        if t.offers_per_turn.is_none() && self.offer_declined(give, get, everyone) {
                            continue;
                        }
                        out.push(Action::offer(give, get));
                    }
                }
            }
        }
    }

    /// The paid builds and card purchases `p` may make now.
    fn push_builds(&self, p: Seat, out: &mut Vec<Action>) {
        let ps = &self.players[p.index()];
        let costs = &self.rules.costs;
        if self.build_limit_reached() {
            return;
        }
        if ps.roads_left > 0 && ps.hand.contains(&costs.road) {
            for e in self.road_spots(p).iter() {
                out.push(Action::BuildRoad(EdgeId(e as u16)));
            }
        }
        if ps.settlements_left > 0 && ps.hand.contains(&costs.settlement) {
            for v in self.settlement_spots(p).iter() {
                out.push(Action::BuildSettlement(VertexId(v as u16)));
            }
        }
        if self.sea.is_some() {
            self.push_ships(p, true, out);
        }
        if ps.cities_left > 0 && ps.hand.contains(&costs.city) {
            for v in ps.settlements.iter() {
                out.push(Action::BuildCity(VertexId(v as u16)));
            }
        }
        if self.deck_for_sale() > 0 && ps.hand.contains(&costs.development) {
            out.push(Action::BuyDevelopmentCard);
        }
    }

    pub(super) fn push_card_plays(&self, p: Seat, out: &mut Vec<Action>) {
        let ps = &self.players[p.index()];
        if ps.dev.total() == 0 || self.cards_played_this_turn >= self.rules.development.per_turn {
            return;
        }
        if ps.dev.get(DevCard::Knight) > 0 && self.play_block(p, DevCard::Knight).is_none() {
            out.push(Action::PlayKnight);
        }
        if ps.dev.get(DevCard::RoadBuilding) > 0
            && self.play_block(p, DevCard::RoadBuilding).is_none()
        {
            out.push(Action::PlayRoadBuilding);
        }
        if ps.dev.get(DevCard::Monopoly) > 0 && self.play_block(p, DevCard::Monopoly).is_none() {
            for r in Resource::ALL {
                out.push(Action::PlayMonopoly(r));
            }
        }
        if ps.dev.get(DevCard::VictoryPoint) > 0
            && self.play_block(p, DevCard::VictoryPoint).is_none()
        {
            out.push(Action::PlayVictoryPoint);
        }
        if ps.dev.get(DevCard::YearOfPlenty) > 0
            && self.play_block(p, DevCard::YearOfPlenty).is_none()
        {
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
