//! What an action does ([`State::apply`]): one arm per action of [`State::execute`]; the
//! helpers that place pieces, pay, produce and hand out the awards are in `pieces.rs`.

use super::resume_of;
use crate::core::action::{Action, Chance, Event, EventSink, Events, NoEvents, Seat};
use crate::core::error::RuleError;
use crate::core::phase::Phase;
use crate::core::phase::Resume;
use crate::core::resources::{DevCard, Resource, ResourceSet};
use crate::core::state::State;
use crate::core::topology::{EdgeId, FaceId, VertexId};

impl<const W: usize> State<W> {
    /// Apply `action` for [`State::actor`], drawing any chance outcome from the state's seeded
    /// generator. An illegal action changes nothing (the generator included).
    pub fn apply(&mut self, action: Action) -> Result<Events, RuleError> {
        self.check(&action)?;
        let chance = self.sample_chance(&action);
        let mut ev = Events::default();
        self.execute(action, chance, &mut ev);
        Ok(ev)
    }

    /// Apply `action`, which the caller took from [`State::legal_actions`] of this very position,
    /// without checking it again and without listing its events; returns the chance outcome drawn
    /// (what a record stores). The simulator's fast path: an action that is not in the list is a
    /// bug of the caller and may leave the position inconsistent, so anything that comes from
    /// outside (a file, a person, a player's offer) goes through [`State::apply`].
    pub fn apply_legal(&mut self, action: Action) -> Option<Chance> {
        debug_assert!(self.check(&action).is_ok(), "{action:?} is not legal");
        let chance = self.sample_chance(&action);
        self.execute(action, chance, &mut NoEvents);
        chance
    }

    /// Apply `action` with an explicit chance outcome (replays): no randomness is used.
    pub fn apply_with(
        &mut self,
        action: Action,
        chance: Option<Chance>,
    ) -> Result<Events, RuleError> {
        self.check(&action)?;
        self.check_chance(&action, chance)?;
        let mut ev = Events::default();
        self.execute(action, chance, &mut ev);
        Ok(ev)
    }

    #[inline]
    pub(super) fn execute(
        &mut self,
        action: Action,
        chance: Option<Chance>,
        ev: &mut impl EventSink,
    ) {
        let p = self.actor();
        match (self.phase, action) {
            (Phase::SetupSettlement { step }, Action::BuildSettlement(v)) => {
                self.opening_settlement(p, step, v, ev)
            }
            (Phase::SetupRoad { step, .. }, Action::BuildRoad(e)) => {
                self.opening_road(p, step, e, ev)
            }
            (
                phase,
                Action::BuildShip(_)
                | Action::MoveShip { .. }
                | Action::ChooseGold(_)
                | Action::RobCloth { .. },
            ) => self.execute_sea(p, phase, action, ev),
            (_, Action::PlaceHarbour { edge, kind }) => self.place_harbour(p, edge, kind, ev),
            (_, Action::Roll) => self.roll(chance, ev),
            (Phase::Discard { pending }, Action::Discard(cards)) => {
                self.discard(p, pending, cards, ev)
            }
            (Phase::MoveRobber { resume }, Action::MoveRobber { face, victim }) => {
                self.move_robber(p, resume, face, victim, chance, ev)
            }
            (Phase::Main | Phase::SpecialBuild { .. }, Action::BuildRoad(e)) => {
                self.build_road(p, e, ev)
            }
            (Phase::RoadBuilding { left, resume }, Action::BuildRoad(e)) => {
                self.free_road(p, left, resume, e, ev)
            }
            (Phase::Main | Phase::SpecialBuild { .. }, Action::BuildSettlement(v)) => {
                self.build_settlement(p, v, ev)
            }
            (Phase::Main | Phase::SpecialBuild { .. }, Action::BuildCity(v)) => {
                self.build_city(p, v)
            }
            (Phase::Main | Phase::SpecialBuild { .. }, Action::BuyDevelopmentCard) => {
                self.buy_development_card(p, chance, ev)
            }
            (phase, Action::PlayKnight) => self.play_knight(p, phase, ev),
            (phase, Action::PlayRoadBuilding) => self.play_road_building(p, phase),
            (_, Action::PlayYearOfPlenty(a, b)) => self.play_year_of_plenty(p, a, b, ev),
            (_, Action::PlayMonopoly(r)) => self.play_monopoly(p, r, ev),
            (_, Action::PlayVictoryPoint) => self.play_victory_point(p),
            (Phase::Main, Action::BankTrade { give, get }) => self.bank_trade(p, give, get, ev),
            (Phase::Main, Action::OfferTrade { give, get, to }) => {
                self.offer_trade(p, give, get, to)
            }
            (
                Phase::TradeAnswers {
                    give,
                    get,
                    pending,
                    accepted,
                },
                a,
            ) => self.answer_offer(p, give, get, pending, accepted, a),
            (Phase::TradeConfirm { give, get, .. }, Action::ConfirmTrade(s)) => {
                self.confirm_trade(p, give, get, s, ev)
            }
            (Phase::TradeConfirm { .. }, Action::CancelTrade) => self.phase = Phase::Main,
            (Phase::Main, Action::EndTurn) => self.end_turn(p, ev),
            (Phase::SpecialBuild { .. }, Action::EndTurn) => self.end_special_build(p, ev),
            (phase, a) => unreachable!("checked action {a:?} in {phase:?}"),
        }
        self.after_ship(p, &action, chance, ev);
        self.check_win(ev);
    }

    /// The Seafarers actions: ships built (in the opening, paid, by road building) and moved,
    /// gold chosen.
    #[inline]
    fn execute_sea(&mut self, p: Seat, phase: Phase, action: Action, ev: &mut impl EventSink) {
        match (phase, action) {
            (Phase::SetupRoad { step, .. }, Action::BuildShip(e)) => {
                self.place_ship(p, e, false, ev);
                self.opening_passes(step, ev)
            }
            (Phase::RoadBuilding { left, resume }, Action::BuildShip(e)) => {
                self.place_ship(p, e, true, ev);
                self.free_piece_placed(p, left, resume);
            }
            (_, Action::BuildShip(e)) => self.build_ship(p, e, ev),
            (_, Action::MoveShip { from, to }) => self.move_ship(p, from, to, ev),
            (Phase::Gold { pending }, Action::ChooseGold(cards)) => {
                self.choose_gold(p, pending, cards, ev)
            }
            (Phase::MoveRobber { resume }, Action::RobCloth { face, victim }) => {
                self.rob_cloth(p, resume, face, victim, ev)
            }
            (phase, a) => unreachable!("checked action {a:?} in {phase:?}"),
        }
    }

    /// Places an opening settlement; the second one pays its tiles' materials.
    #[inline]
    fn opening_settlement(&mut self, p: Seat, step: u8, v: VertexId, ev: &mut impl EventSink) {
        let pi = p.index();
        self.place_settlement(p, v, ev);
        if self.last_opening_round(step) {
            let mut got = ResourceSet::default();
            for &f in self.board.topo.vertex_faces[v.index()].as_slice() {
                if let Some(r) = self.board.resource[f.index()]
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
                if ev.room() > 0 {
                    self.opening_tiles_paid(p, v, got, ev);
                }
            }
        }
        let road = Phase::SetupRoad {
            step,
            settlement: v,
        };
        self.phase = road;
        if self.last_opening_round(step) && self.sea.is_some() {
            let owed = self.gold_for_opening(p, v);
            if owed != 0 {
                self.ask_for_gold(owed, road);
            }
        }
    }

    /// Places an opening road and passes the opening on (snake order).
    #[inline]
    fn opening_road(&mut self, p: Seat, step: u8, e: EdgeId, ev: &mut impl EventSink) {
        self.place_road(p, e, ev);
        self.opening_passes(step, ev);
    }

    /// The opening passes to the next step after its road (or ship).
    #[inline]
    fn opening_passes(&mut self, step: u8, ev: &mut impl EventSink) {
        let next = step + 1;
        if next == self.opening_steps() {
            self.current = Seat(0);
            self.phase = Phase::BeforeRoll;
            ev.push(Event::TurnStarted(Seat(0)));
        } else {
            self.current = self.setup_seat(next);
            self.phase = Phase::SetupSettlement { step: next };
        }
    }

    /// The dice: production, or a 7 (discards, then the robber).
    #[inline]
    fn roll(&mut self, chance: Option<Chance>, ev: &mut impl EventSink) {
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
            self.produce(sum, ev);
            self.phase = Phase::Main;
            if self.sea.is_some() {
                self.cloth_for_roll(sum, ev);
                let owed = self.gold_for_roll(sum);
                if owed != 0 {
                    self.ask_for_gold(owed, Phase::Main);
                }
            }
        }
    }

    /// One seat discards after a 7.
    #[inline]
    fn discard(&mut self, p: Seat, pending: u8, cards: ResourceSet, ev: &mut impl EventSink) {
        let pi = p.index();
        self.players[pi].hand.sub(&cards);
        self.bank.add(&cards);
        ev.push(Event::Discarded { seat: p, cards });
        let pending = pending & !p.bit();
        self.phase = if pending == 0 {
            Phase::MoveRobber {
                resume: Resume::Main,
            }
        } else {
            Phase::Discard { pending }
        };
    }

    /// The robber moves and steals a card from the victim.
    #[inline]
    pub(super) fn move_robber(
        &mut self,
        p: Seat,
        resume: Resume,
        face: FaceId,
        victim: Option<Seat>,
        chance: Option<Chance>,
        ev: &mut impl EventSink,
    ) {
        let pi = p.index();
        if self.sea.is_some() && self.is_sea_face(face) {
            self.move_pirate(p, face, victim, chance, ev);
            self.phase = resume.phase();
            return;
        }
        self.robber = face;
        ev.push(Event::RobberMoved(face));
        if let (Some(v), Some(Chance::Steal(r))) = (victim, chance) {
            let one = ResourceSet::one(r);
            self.players[v.index()].hand.sub(&one);
            self.players[pi].hand.add(&one);
            ev.push(Event::Stole {
                thief: p,
                victim: v,
                card: r,
            });
        }
        self.phase = resume.phase();
    }

    /// A paid road.
    #[inline]
    fn build_road(&mut self, p: Seat, e: EdgeId, ev: &mut impl EventSink) {
        self.pay(p, self.rules.costs.road);
        self.builds_this_turn += 1;
        self.place_road(p, e, ev);
    }

    /// A free road of the road-building card.
    #[inline]
    fn free_road(&mut self, p: Seat, left: u8, resume: Resume, e: EdgeId, ev: &mut impl EventSink) {
        self.place_road(p, e, ev);
        self.free_piece_placed(p, left, resume);
    }

    /// One free piece of road building placed: the next, or back to where the card was played.
    #[inline]
    fn free_piece_placed(&mut self, p: Seat, left: u8, resume: Resume) {
        let left = left - 1;
        let done = left == 0 || !self.free_piece_possible(p);
        self.phase = if done {
            resume.phase()
        } else {
            Phase::RoadBuilding { left, resume }
        };
    }

    /// A paid settlement.
    #[inline]
    fn build_settlement(&mut self, p: Seat, v: VertexId, ev: &mut impl EventSink) {
        self.pay(p, self.rules.costs.settlement);
        self.builds_this_turn += 1;
        self.place_settlement(p, v, ev);
    }

    /// A settlement upgraded to a city.
    #[inline]
    fn build_city(&mut self, p: Seat, v: VertexId) {
        let pi = p.index();
        self.pay(p, self.rules.costs.city);
        self.builds_this_turn += 1;
        let ps = &mut self.players[pi];
        ps.settlements.remove(v.index());
        ps.cities.insert(v.index());
        ps.settlements_left += 1;
        ps.cities_left -= 1;
        ps.public_points += 1;
        self.earn_at(p, v);
    }

    /// A development card from the deck.
    #[inline]
    fn buy_development_card(&mut self, p: Seat, chance: Option<Chance>, ev: &mut impl EventSink) {
        let pi = p.index();
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

    /// A knight: the robber moves (and the largest army may change hands).
    #[inline]
    fn play_knight(&mut self, p: Seat, phase: Phase, ev: &mut impl EventSink) {
        self.use_card(p, DevCard::Knight);
        self.update_largest_army(p, ev);
        self.phase = Phase::MoveRobber {
            resume: resume_of(phase),
        };
    }

    /// Road building: two free roads.
    #[inline]
    fn play_road_building(&mut self, p: Seat, phase: Phase) {
        let pi = p.index();
        self.use_card(p, DevCard::RoadBuilding);
        let ships = self.sea.as_ref().map_or(0, |s| s.ships_left[pi]);
        let left = (self.players[pi].roads_left + ships).min(2);
        self.phase = Phase::RoadBuilding {
            left,
            resume: resume_of(phase),
        };
    }

    /// Year of plenty: two materials from the bank.
    #[inline]
    fn play_year_of_plenty(
        &mut self,
        p: Seat,
        a: Resource,
        b: Option<Resource>,
        ev: &mut impl EventSink,
    ) {
        let pi = p.index();
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

    /// Monopoly: every opponent hands over the named material.
    #[inline]
    fn play_monopoly(&mut self, p: Seat, r: Resource, ev: &mut impl EventSink) {
        let pi = p.index();
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

    /// A victory-point card played as a coupon (thesis rules).
    #[inline]
    fn play_victory_point(&mut self, p: Seat) {
        let pi = p.index();
        self.use_card(p, DevCard::VictoryPoint);
        self.players[pi].public_points += 1;
    }

    /// A trade with the bank at the player's rate.
    #[inline]
    fn bank_trade(&mut self, p: Seat, give: Resource, get: Resource, ev: &mut impl EventSink) {
        let pi = p.index();
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

    /// An offer to the opponents it names.
    #[inline]
    fn offer_trade(&mut self, p: Seat, give: ResourceSet, get: ResourceSet, to: u8) {
        self.offers_this_turn += 1;
        self.phase = Phase::TradeAnswers {
            give,
            get,
            pending: self.offer_recipients(p, to),
            accepted: 0,
        };
    }

    /// An opponent accepts or declines the offer.
    #[inline]
    fn answer_offer(
        &mut self,
        p: Seat,
        give: ResourceSet,
        get: ResourceSet,
        pending: u8,
        accepted: u8,
        a: Action,
    ) {
        let pending = pending & !p.bit();
        if a != Action::AcceptTrade {
            // the same offer to this seat is refused for the rest of the turn
            self.note_declined(give, get, p);
        }
        let accepted = if a == Action::AcceptTrade {
            accepted | p.bit()
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

    /// The offering player trades with one who accepted.
    #[inline]
    fn confirm_trade(
        &mut self,
        p: Seat,
        give: ResourceSet,
        get: ResourceSet,
        s: Seat,
        ev: &mut impl EventSink,
    ) {
        let pi = p.index();
        let si = s.index();
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

    /// The turn passes: bought cards become playable. Under the 5–6 extension's rules the other
    /// players' special building phases come first.
    #[inline]
    fn end_turn(&mut self, p: Seat, ev: &mut impl EventSink) {
        self.ready_bought_cards(p);
        if self.cloth_end(ev) {
            return;
        }
        if self.rules.special_building_phase {
            self.builds_this_turn = 0;
            self.offers_this_turn = 0;
            self.offers_made.clear();
            let builder = Seat((p.0 + 1) % self.num_players);
            self.phase = Phase::SpecialBuild { builder };
            ev.push(Event::SpecialBuild(builder));
            return;
        }
        self.next_turn(ev);
    }

    /// A builder's special building phase ends: the next seat's begins, or after the last one
    /// the next turn.
    #[inline]
    fn end_special_build(&mut self, p: Seat, ev: &mut impl EventSink) {
        self.ready_bought_cards(p);
        self.builds_this_turn = 0;
        let next = Seat((p.0 + 1) % self.num_players);
        if next == self.current {
            self.next_turn(ev);
        } else {
            self.phase = Phase::SpecialBuild { builder: next };
            ev.push(Event::SpecialBuild(next));
        }
    }

    /// Cards `p` bought become playable (from `p`'s next turn on).
    #[inline]
    fn ready_bought_cards(&mut self, p: Seat) {
        let ps = &mut self.players[p.index()];
        for i in 0..5 {
            ps.dev.0[i] += ps.dev_new.0[i];
        }
        ps.dev_new = Default::default();
    }

    /// The next player's turn begins.
    #[inline]
    fn next_turn(&mut self, ev: &mut impl EventSink) {
        self.current = Seat((self.current.0 + 1) % self.num_players);
        self.turns += 1;
        self.cards_played_this_turn = 0;
        self.builds_this_turn = 0;
        self.offers_this_turn = 0;
        self.offers_made.clear();
        if let Some(sea) = &mut self.sea {
            sea.new_turn();
        }
        self.phase = Phase::BeforeRoll;
        ev.push(Event::TurnStarted(self.current));
    }
}
