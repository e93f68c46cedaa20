//! The Seafarers rules: where ships may go and which may move, the pirate, gold fields and the
//! points of a first settlement on an island. The checker, the generator and `apply` call these;
//! a base-game position (no `State::sea`) never reaches them.

use super::err;
use crate::core::action::{Action, Chance, Event, EventSink, Seat};
use crate::core::bits::Bits;
use crate::core::error::{Rule, RuleError};
use crate::core::phase::Phase;
use crate::core::resources::ResourceSet;
use crate::core::sea::Sea;
use crate::core::state::State;
use crate::core::topology::{EdgeId, FaceId, VertexId};

impl<const W: usize> State<W> {
    /// The sea, on a board that has one.
    fn sea_or_err(&self) -> Result<&Sea<W>, RuleError> {
        self.sea.as_deref().ok_or_else(|| {
            err(
                Rule::NoShips,
                "this game has no ships (a Seafarers board or the seafarers rules bring them)",
            )
        })
    }

    /// The sides of the pirate's tile: no ship is built or moved there.
    pub fn pirate_edges(&self) -> Bits<W> {
        match self.sea.as_ref().and_then(|s| s.pirate) {
            Some(f) => self.board.topo.face_edge_mask[f.index()],
            None => Bits::EMPTY,
        }
    }

    /// Sides where `p` may build a ship now (ignoring cost and pieces): sea on a side, free,
    /// not beside the pirate, joined to an own building or to an own ship at a corner without
    /// an opponent's building.
    pub fn ship_spots(&self, p: Seat) -> Bits<W> {
        match &self.sea {
            Some(sea) => {
                self.ship_spots_with(p, sea.ships[p.index()], sea.ship_vertices[p.index()])
            }
            None => Bits::EMPTY,
        }
    }

    /// [`State::ship_spots`] for `p` with the ships `ships` touching `corners`.
    fn ship_spots_with(&self, p: Seat, ships: Bits<W>, corners: Bits<W>) -> Bits<W> {
        let (Some(sea), Some(map)) = (&self.sea, &self.board.sea) else {
            return Bits::EMPTY;
        };
        let ps = &self.players[p.index()];
        let ends = ps.buildings() | (corners - self.others_buildings(p));
        let mut edges = Bits::EMPTY;
        for v in ends.iter() {
            edges |= self.board.topo.vertex_edge_mask[v];
        }
        let taken = self.all_roads | (sea.all_ships - sea.ships[p.index()]) | ships;
        (edges & map.ship_edges) - taken - self.pirate_edges()
    }

    /// An opening settlement on a home island (any land where the board marks none).
    pub(super) fn check_home(&self, v: VertexId) -> Result<(), RuleError> {
        match &self.board.sea {
            Some(map) if !map.home_vertices.contains(v.index()) => Err(err(
                Rule::HomeIsland,
                format!("vertex {v} is not on a home island: the opening is placed there"),
            )),
            _ => Ok(()),
        }
    }

    /// A ship, paid (`free`: the opening, road building) or not.
    pub(super) fn check_build_ship(&self, p: Seat, e: EdgeId, paid: bool) -> Result<(), RuleError> {
        let sea = self.sea_or_err()?;
        if e.index() >= self.board.num_edges() {
            return Err(err(Rule::NoSuchEdge, format!("edge {e} does not exist")));
        }
        if sea.ships_left[p.index()] == 0 {
            return Err(err(Rule::NoPieces, "no ships left"));
        }
        if paid {
            self.paid_build_check()?;
            self.cost_check(p, &self.rules.costs.ship, "a ship")?;
        }
        self.ship_spot_check(p, e)
    }

    fn ship_spot_check(&self, p: Seat, e: EdgeId) -> Result<(), RuleError> {
        let map = self.board.sea.as_deref().expect("a sea with the state's");
        if !map.ship_edges.contains(e.index()) {
            return Err(err(
                Rule::NeedsSea,
                format!("edge {e} has land on both sides: ships sail the sea"),
            ));
        }
        if self.pirate_edges().contains(e.index()) {
            return Err(err(
                Rule::Pirate,
                format!("edge {e} is beside the pirate: no ship goes there"),
            ));
        }
        if self.all_roads.contains(e.index()) || self.ship_owner(e).is_some() {
            return Err(err(Rule::EdgeOccupied, format!("edge {e} is taken")));
        }
        if !self.ship_spots(p).contains(e.index()) {
            return Err(err(
                Rule::NotConnected,
                format!(
                    "edge {e} does not touch an own building or an own ship (a road and a ship meet only at an own settlement or city)"
                ),
            ));
        }
        Ok(())
    }

    /// The opening's ship: beside the settlement just placed.
    pub(super) fn check_opening_ship(
        &self,
        p: Seat,
        settlement: VertexId,
        e: EdgeId,
    ) -> Result<(), RuleError> {
        self.sea_or_err()?;
        if e.index() >= self.board.num_edges() {
            return Err(err(Rule::NoSuchEdge, format!("edge {e} does not exist")));
        }
        if !self.board.topo.edge_vertices[e.index()].contains(&settlement) {
            return Err(err(
                Rule::OpeningRoad,
                format!("the opening ship must touch the settlement at vertex {settlement}"),
            ));
        }
        self.ship_spot_check(p, e)
    }

    /// A ship move: once a turn, after the roll, from an open end to a side a ship could go.
    pub(super) fn check_move_ship(
        &self,
        p: Seat,
        from: EdgeId,
        to: EdgeId,
    ) -> Result<(), RuleError> {
        let sea = self.sea_or_err()?;
        if sea.moved {
            return Err(err(Rule::ShipMove, "a ship has moved this turn already"));
        }
        if from.index() >= self.board.num_edges() || !sea.ships[p.index()].contains(from.index()) {
            return Err(err(Rule::ShipMove, format!("no own ship on edge {from}")));
        }
        if sea.new_ships.contains(from.index()) {
            return Err(err(
                Rule::ShipMove,
                format!("the ship on edge {from} was built this turn"),
            ));
        }
        if self.pirate_edges().contains(from.index()) {
            return Err(err(
                Rule::Pirate,
                format!("the ship on edge {from} is beside the pirate"),
            ));
        }
        if !self.movable_ships(p).contains(from.index()) {
            return Err(err(
                Rule::ShipMove,
                format!("the ship on edge {from} is not at the open end of an open route"),
            ));
        }
        if to.index() >= self.board.num_edges()
            || !self.ship_destinations(p, from).contains(to.index())
        {
            return Err(err(
                Rule::NotConnected,
                format!(
                    "the ship cannot sail to edge {to} (free sea, joined to the route, not beside the pirate)"
                ),
            ));
        }
        Ok(())
    }

    /// A gold choice: as many cards as are owed (or the bank holds), from the bank.
    pub(super) fn check_choose_gold(&self, p: Seat, cards: ResourceSet) -> Result<(), RuleError> {
        let need = self.gold_due(p);
        if cards.total() != need as u32 {
            return Err(err(
                Rule::GoldChoice,
                format!("gold pays {need} card(s) now, not {}", cards.total()),
            ));
        }
        if !self.bank.contains(&cards) {
            return Err(err(
                Rule::BankEmpty,
                format!("the bank cannot give {cards}"),
            ));
        }
        Ok(())
    }

    /// The cards `p` takes from gold now: what is owed, as far as the bank holds cards.
    pub fn gold_due(&self, p: Seat) -> u8 {
        let owed = self.sea.as_ref().map_or(0, |s| s.gold_owed[p.index()]);
        owed.min(self.bank.total().min(255) as u8)
    }

    /// The pirate moves to sea tile `face` and robs a player with a ship beside it.
    pub(super) fn check_move_pirate(
        &self,
        p: Seat,
        face: FaceId,
        victim: Option<Seat>,
    ) -> Result<(), RuleError> {
        let sea = self.sea_or_err()?;
        if sea.pirate == Some(face) {
            return Err(err(
                Rule::RobberMustMove,
                format!("the pirate is already on face {face}"),
            ));
        }
        let can = self.pirate_robbable(p, face);
        match victim {
            None if can != 0 => Err(err(
                Rule::RobberVictim,
                format!("a player with a ship by face {face} must be robbed"),
            )),
            None => Ok(()),
            Some(v) if v.0 < self.num_players && can & v.bit() != 0 => Ok(()),
            Some(v) => Err(err(
                Rule::RobberVictim,
                format!("seat {v} cannot be robbed at face {face} (no ship beside it or no cards)"),
            )),
        }
    }

    /// Seats the pirate on `face` can rob for `p`: opponents with a ship beside it and a card.
    pub fn pirate_robbable(&self, p: Seat, face: FaceId) -> u8 {
        let Some(sea) = &self.sea else { return 0 };
        let sides = self.board.topo.face_edge_mask[face.index()];
        if !(sea.all_ships - sea.ships[p.index()]).intersects(sides) {
            return 0;
        }
        let mut out = 0u8;
        for q in 0..self.num_players {
            let qi = q as usize;
            if q != p.0 && sea.ships[qi].intersects(sides) && !self.players[qi].hand.is_empty() {
                out |= 1 << q;
            }
        }
        out
    }

    /// Whether `face` is a sea tile (where a robber move is the pirate's).
    #[inline]
    pub fn is_sea_face(&self, face: FaceId) -> bool {
        self.board
            .sea
            .as_ref()
            .is_some_and(|m| m.sea_faces.contains(face.index()))
    }

    // ---- what the actions do ----

    fn sea_mut(&mut self) -> &mut Sea<W> {
        self.sea.as_deref_mut().expect("checked: a game with ships")
    }

    /// Places a ship (the cost, if any, is paid by the caller).
    pub(super) fn place_ship(&mut self, p: Seat, e: EdgeId, new: bool, ev: &mut impl EventSink) {
        let [a, b] = self.board.topo.edge_vertices[e.index()];
        let sea = self.sea_mut();
        let pi = p.index();
        sea.ships[pi].insert(e.index());
        sea.ship_vertices[pi].insert(a.index());
        sea.ship_vertices[pi].insert(b.index());
        sea.all_ships.insert(e.index());
        sea.ships_left[pi] -= 1;
        if new {
            sea.new_ships.insert(e.index());
        }
        self.route_grown(p, e, ev);
        self.ship_reached(p, ev);
    }

    /// A paid ship.
    pub(super) fn build_ship(&mut self, p: Seat, e: EdgeId, ev: &mut impl EventSink) {
        self.pay(p, self.rules.costs.ship);
        self.builds_this_turn += 1;
        self.place_ship(p, e, true, ev);
    }

    /// A ship sails from `from` to `to`; the route is measured again only as far as the move
    /// can change it ([`crate::core::routes::longest_route_after_move`]).
    pub(super) fn move_ship(&mut self, p: Seat, from: EdgeId, to: EdgeId, ev: &mut impl EventSink) {
        let pi = p.index();
        let topo = &self.board.topo;
        let own = self.players[pi].buildings();
        let sea = self.sea.as_deref_mut().expect("checked: a game with ships");
        sea.ships[pi].remove(from.index());
        sea.all_ships.remove(from.index());
        // a corner no other own ship touches: without a building there, the route ended there
        let mut open_end = false;
        for v in topo.edge_vertices[from.index()] {
            if !sea.ships[pi].intersects(topo.vertex_edge_mask[v.index()]) {
                sea.ship_vertices[pi].remove(v.index());
                open_end |= !own.contains(v.index());
            }
        }
        sea.moved = true;
        ev.push(Event::ShipMoved { seat: p, from, to });
        let [a, b] = topo.edge_vertices[to.index()];
        sea.ships[pi].insert(to.index());
        sea.ship_vertices[pi].insert(a.index());
        sea.ship_vertices[pi].insert(b.index());
        sea.all_ships.insert(to.index());
        let old = self.players[pi].longest_road;
        let len = crate::core::routes::longest_route_after_move(
            &self.board.topo,
            self.route_network(p),
            to,
            open_end,
            old,
        );
        if len != old {
            self.players[pi].longest_road = len;
            self.update_longest_road_holder(ev);
        }
        self.ship_reached(p, ev);
    }

    /// The route of `p` after its piece at `e` was added: only the part joined to `e` can
    /// have grown ([`crate::core::routes::longest_route_touching`]), and the award handed on.
    pub(super) fn route_grown(&mut self, p: Seat, e: EdgeId, ev: &mut impl EventSink) {
        let [roads, ships, own, blockers] = self.route_network(p);
        let old = self.players[p.index()].longest_road;
        let len = crate::core::routes::longest_route_touching(
            &self.board.topo,
            roads,
            ships,
            own,
            blockers,
            e,
            old,
        );
        if len != old {
            self.players[p.index()].longest_road = len;
            self.update_longest_road_holder(ev);
        }
    }

    /// The route of `p` measured again (roads and ships), and the award handed on.
    pub(super) fn update_route(&mut self, p: Seat, ev: &mut impl EventSink) {
        let len = self.compute_longest_road(p);
        if len != self.players[p.index()].longest_road {
            self.players[p.index()].longest_road = len;
            self.update_longest_road_holder(ev);
        }
    }

    /// A settlement on a corner of islands `p` had not settled: the points of each (none in
    /// the opening); the route may now join a road and a ship there.
    pub(super) fn settle_islands(&mut self, p: Seat, v: VertexId, ev: &mut impl EventSink) {
        let map = self.board.sea.clone().expect("a sea with the state's");
        let opening = self.in_setup();
        let sea = self.sea_mut();
        let pi = p.index();
        let new = map.islands_at(v.index()) & !sea.reached[pi];
        sea.reached[pi] |= new;
        if !opening {
            let points: u8 = (0..map.islands.len().min(64))
                .filter(|&i| new >> i & 1 == 1)
                .map(|i| map.islands[i].points)
                .sum();
            if points > 0 {
                sea.island_points[pi] += points;
                self.players[pi].public_points += points;
                ev.push(Event::IslandSettled { seat: p, points });
            }
        }
        let joins = {
            let sea = self.sea.as_ref().expect("checked");
            sea.ship_vertices[pi].contains(v.index())
                && self.players[pi].road_vertices.contains(v.index())
        };
        if joins {
            self.update_route(p, ev);
        }
        self.ship_reached(p, ev);
    }

    /// The pirate sails to `face` and robs.
    pub(super) fn move_pirate(
        &mut self,
        p: Seat,
        face: FaceId,
        victim: Option<Seat>,
        chance: Option<Chance>,
        ev: &mut impl EventSink,
    ) {
        self.sea_mut().pirate = Some(face);
        ev.push(Event::PirateMoved(face));
        if let (Some(v), Some(Chance::Steal(r))) = (victim, chance) {
            let one = ResourceSet::one(r);
            self.players[v.index()].hand.sub(&one);
            self.players[p.index()].hand.add(&one);
            ev.push(Event::Stole {
                thief: p,
                victim: v,
                card: r,
            });
        }
    }

    /// Gold a roll of `sum` owes: one card per settlement, two per city beside a gold field of
    /// that number without the robber. Returns the seats owed (a bit each).
    pub(super) fn gold_for_roll(&mut self, sum: u8) -> u8 {
        let Some(map) = self.board.sea.clone() else {
            return 0;
        };
        if map.gold.is_empty() {
            return 0;
        }
        let mut pending = 0u8;
        for f in map.gold.iter() {
            if self.board.number[f] != sum || self.robber.index() == f {
                continue;
            }
            let mask = self.board.topo.face_vertex_mask[f];
            for q in 0..self.n() {
                let ps = &self.players[q];
                let n = (ps.settlements & mask).len() + 2 * (ps.cities & mask).len();
                if n > 0 {
                    self.sea_mut().gold_owed[q] += n as u8;
                    pending |= 1 << q;
                }
            }
        }
        pending
    }

    /// Gold the second opening settlement at `v` earns: one card per gold field beside it.
    pub(super) fn gold_for_opening(&mut self, p: Seat, v: VertexId) -> u8 {
        let Some(map) = self.board.sea.clone() else {
            return 0;
        };
        let n = self.board.topo.vertex_faces[v.index()]
            .as_slice()
            .iter()
            .filter(|f| map.gold.contains(f.index()))
            .count();
        if n == 0 {
            return 0;
        }
        self.sea_mut().gold_owed[p.index()] += n as u8;
        p.bit()
    }

    /// Seats owed gold choose next (the bank holding nothing, they are let off); else play
    /// goes on at `after`.
    pub(super) fn ask_for_gold(&mut self, pending: u8, after: Phase) {
        let mut pending = pending;
        for q in 0..self.num_players {
            if pending & 1 << q != 0 && self.gold_due(Seat(q)) == 0 {
                self.sea_mut().gold_owed[q as usize] = 0;
                pending &= !(1 << q);
            }
        }
        self.sea_mut().gold_after = after;
        self.phase = if pending == 0 {
            after
        } else {
            Phase::Gold { pending }
        };
    }

    /// A seat takes its gold.
    pub(super) fn choose_gold(
        &mut self,
        p: Seat,
        pending: u8,
        cards: ResourceSet,
        ev: &mut impl EventSink,
    ) {
        self.bank.sub(&cards);
        self.players[p.index()].hand.add(&cards);
        if !cards.is_empty() {
            ev.push(Event::Produced { seat: p, cards });
        }
        self.sea_mut().gold_owed[p.index()] = 0;
        let after = self.sea_mut().gold_after;
        self.ask_for_gold(pending & !p.bit(), after);
    }

    /// The ship actions of the main phase and the building phases, for the generator.
    pub(super) fn push_ships(&self, p: Seat, paid: bool, out: &mut Vec<Action>) {
        let Some(sea) = &self.sea else { return };
        if sea.ships_left[p.index()] == 0
            || (paid
                && !self.players[p.index()]
                    .hand
                    .contains(&self.rules.costs.ship))
        {
            return;
        }
        for e in self.ship_spots(p).iter() {
            out.push(Action::BuildShip(EdgeId::at(e)));
        }
    }

    /// Every pirate move: each sea tile but the pirate's, with each seat it can rob.
    pub(super) fn push_pirate_moves(&self, p: Seat, out: &mut Vec<Action>) {
        let (Some(sea), Some(map)) = (&self.sea, &self.board.sea) else {
            return;
        };
        if map.cloth.is_some() && !self.is_trader(p) {
            return;
        }
        for f in map.sea_faces.iter() {
            let face = FaceId::at(f);
            if sea.pirate == Some(face) {
                continue;
            }
            let can = self.pirate_robbable(p, face);
            if can == 0 {
                out.push(Action::MoveRobber { face, victim: None });
            }
            for q in Seat::all(self.num_players).filter(|q| can & q.bit() != 0) {
                out.push(Action::MoveRobber {
                    face,
                    victim: Some(q),
                });
            }
        }
    }

    /// Every choice of gold `p` may make: each multiset of the cards due the bank holds
    /// ([`super::push_card_choices`], as discards are listed).
    pub(super) fn push_gold_choices(&self, p: Seat, out: &mut Vec<Action>) {
        let need = self.gold_due(p);
        super::push_card_choices(
            self.bank,
            need,
            0,
            ResourceSet::EMPTY,
            Action::ChooseGold,
            out,
        );
    }
}

mod moves;

#[cfg(test)]
mod five_six_tests;
#[cfg(test)]
mod tests;
