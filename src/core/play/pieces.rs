//! The helpers every action's arm uses: paying, placing pieces, production with the bank's
//! shortage rule, and the awards (Longest Road, Largest Army) handed out as they change.

use crate::core::action::MAX_PLAYERS;
use crate::core::action::{Event, EventSink, Seat, TilePaid};
use crate::core::bits::Bits;
use crate::core::phase::Phase;
use crate::core::resources::{DevCard, Resource, ResourceSet};
use crate::core::roads::longest_road_touching;
use crate::core::rules::Shortage;
use crate::core::state::{State, rates_for};
use crate::core::topology::{EdgeId, VertexId};

impl<const W: usize> State<W> {
    pub(super) fn pay(&mut self, p: Seat, cost: ResourceSet) {
        self.players[p.index()].hand.sub(&cost);
        self.bank.add(&cost);
    }

    pub(super) fn use_card(&mut self, p: Seat, card: DevCard) {
        let ps = &mut self.players[p.index()];
        ps.dev.0[card.index()] -= 1;
        ps.played.0[card.index()] += 1;
        self.cards_played_this_turn += 1;
    }

    pub(super) fn place_settlement(&mut self, p: Seat, v: VertexId, ev: &mut impl EventSink) {
        let vi = v.index();
        let ps = &mut self.players[p.index()];
        ps.settlements.insert(vi);
        ps.settlements_left -= 1;
        ps.public_points += 1;
        if let Some(h) = self.board.harbour(v) {
            ps.harbours |= h.bit();
            ps.rates = rates_for(&self.rules, ps.harbours);
        }
        let faces = self.faces_at(v);
        self.players[p.index()].faces |= faces;
        self.earn_at(p, v);
        self.occupied.insert(vi);
        self.blocked |= Bits::single(vi) | self.board.topo.vertex_neighbour_mask[vi];
        if self.sea.is_some() {
            self.settle_islands(p, v, ev);
        }
        // a settlement may cut an opponent's road (or trade route) passing through this vertex
        let mut changed = false;
        for q in 0..self.n() {
            if q != p.index() && self.reached_vertices(Seat::at(q)).contains(vi) {
                let mut pieces = self.players[q].roads;
                if let Some(sea) = &self.sea {
                    pieces |= sea.ships[q];
                }
                let through = (pieces & self.board.topo.vertex_edge_mask[vi]).len();
                if through >= 2 {
                    let len = self.compute_longest_road(Seat(q as u8));
                    changed |= len != self.players[q].longest_road;
                    self.players[q].longest_road = len;
                }
            }
        }
        if changed {
            self.update_longest_road_holder(ev);
        }
    }

    pub(super) fn place_road(&mut self, p: Seat, e: EdgeId, ev: &mut impl EventSink) {
        let [a, b] = self.board.topo.edge_vertices[e.index()];
        let ps = &mut self.players[p.index()];
        ps.roads.insert(e.index());
        ps.road_vertices.insert(a.index());
        ps.road_vertices.insert(b.index());
        ps.roads_left -= 1;
        self.all_roads.insert(e.index());
        if self.sea.is_some() {
            self.route_grown(p, e, ev);
            return;
        }
        let old = self.players[p.index()].longest_road;
        let len = longest_road_touching(
            &self.board.topo,
            self.players[p.index()].roads,
            self.others_buildings(p),
            e,
            old,
        );
        if len != old {
            self.players[p.index()].longest_road = len;
            self.update_longest_road_holder(ev);
        }
    }

    /// Longest Road: kept by the holder while among the longest; taken only by exceeding; when
    /// the holder falls behind and several tie, nobody holds it; below the minimum, nobody.
    pub(super) fn update_longest_road_holder(&mut self, ev: &mut impl EventSink) {
        if !self.longest_route_awarded() {
            return;
        }
        let n = self.n();
        let max = (0..n)
            .map(|q| self.players[q].longest_road)
            .max()
            .unwrap_or(0);
        let old = self.longest_road_holder;
        let new = if max < self.rules.longest_road.min {
            None
        } else if let Some(h) = old.filter(|&h| self.players[h.index()].longest_road == max) {
            Some(h)
        } else {
            let mut leaders = (0..n).filter(|&q| self.players[q].longest_road == max);
            match (leaders.next(), leaders.next()) {
                (Some(q), None) => Some(Seat::at(q)),
                _ => None,
            }
        };
        if new != old {
            let pts = self.rules.longest_road.points;
            if let Some(h) = old {
                self.players[h.index()].public_points -= pts;
            }
            if let Some(h) = new {
                self.players[h.index()].public_points += pts;
            }
            self.longest_road_holder = new;
            ev.push(Event::LongestRoad(new));
        }
    }

    /// The player on turn wins on reaching the points to win — only on their own turn, not in
    /// another's special building phase; gold still to choose is moot then.
    #[inline]
    pub(super) fn check_win(&mut self, ev: &mut impl EventSink) {
        if self.in_setup() || self.is_over() || matches!(self.phase, Phase::SpecialBuild { .. }) {
            return;
        }
        let c = self.current;
        if self.total_points(c) >= self.points_to_win() {
            self.phase = Phase::GameOver { winner: c };
            if let Some(sea) = &mut self.sea {
                sea.gold_owed = [0; MAX_PLAYERS];
            }
            ev.push(Event::Won(c));
        }
    }

    pub(super) fn update_largest_army(&mut self, p: Seat, ev: &mut impl EventSink) {
        let k = self.players[p.index()].played.get(DevCard::Knight);
        let holder = self.largest_army_holder;
        if holder == Some(p) || k < self.rules.largest_army.min {
            return;
        }
        if let Some(h) = holder {
            if k <= self.players[h.index()].played.get(DevCard::Knight) {
                return;
            }
            self.players[h.index()].public_points -= self.rules.largest_army.points;
        }
        self.players[p.index()].public_points += self.rules.largest_army.points;
        self.largest_army_holder = Some(p);
        ev.push(Event::LargestArmy(Some(p)));
    }

    /// Production for a roll of `sum` (not 7), with the bank-shortage rule: the seats' income
    /// row for `sum`, less what the robber's tile would pay.
    pub(super) fn produce(&mut self, sum: u8, ev: &mut impl EventSink) {
        let n = self.n();
        let mut owed: [[u16; 5]; MAX_PLAYERS] = self.income[sum as usize];
        let board = &self.board;
        let robber = self.robber.index();
        if board.number[robber] == sum
            && let Some(r) = board.resource[robber]
        {
            let mask = board.topo.face_vertex_mask[robber];
            for (q, o) in owed.iter_mut().enumerate().take(n) {
                let ps = &self.players[q];
                if ps.faces.contains(robber) {
                    let on = (ps.settlements & mask).len() + 2 * (ps.cities & mask).len();
                    o[r.index()] -= on as u16;
                }
            }
        }
        // what each material's claims add up to (four u16 rows: no overflow)
        let mut total = [0u32; 5];
        for o in &owed {
            for (t, &x) in total.iter_mut().zip(o) {
                *t += x as u32;
            }
        }
        let bank = self.bank.0;
        let short = (0..5).fold(false, |any, i| any | (total[i] > bank[i] as u32));
        let mut shortage = 0u8;
        for r in Resource::ALL {
            let ri = r.index();
            if !short || total[ri] <= bank[ri] as u32 {
                continue;
            }
            let claimants = owed.iter().filter(|o| o[ri] > 0).count();
            if claimants == 1 && self.rules.shortage == Shortage::OnlyClaimantGetsRest {
                let q = owed.iter().position(|o| o[ri] > 0).unwrap_or(0);
                owed[q][ri] = self.bank.0[ri] as u16;
            } else {
                for o in owed.iter_mut() {
                    o[ri] = 0;
                }
                shortage |= 1 << ri;
            }
        }
        if shortage != 0 {
            ev.push(Event::Shortage(shortage));
        }
        for (q, o) in owed.iter().enumerate().take(n) {
            // each entry is at most the bank's count now, which is a u8
            let cards = ResourceSet(o.map(|x| x as u8));
            if !cards.is_empty() {
                self.bank.sub(&cards);
                self.players[q].hand.add(&cards);
                ev.push(Event::Produced {
                    seat: Seat::at(q),
                    cards,
                });
            }
        }
        if ev.room() > 0 {
            self.tiles_paid(sum, owed, ev);
        }
    }

    /// The tiles of number `sum` that paid what `owed` says each seat got (after the robber
    /// and the bank's shortage), one [`Event::Paid`] per paying tile in face order: each seat's
    /// buildings on a tile, as far as what it got of that material reaches.
    fn tiles_paid(&self, sum: u8, mut owed: [[u16; 5]; MAX_PLAYERS], ev: &mut impl EventSink) {
        let board = &self.board;
        for &f in &board.faces_by_number[sum as usize] {
            let Some(r) = board.resource[f.index()].filter(|_| f != self.robber) else {
                continue;
            };
            let mask = board.topo.face_vertex_mask[f.index()];
            let mut shares = [0u8; MAX_PLAYERS];
            for (q, share) in shares.iter_mut().enumerate().take(self.n()) {
                let ps = &self.players[q];
                let on = (ps.settlements & mask).len() + 2 * (ps.cities & mask).len();
                let left = &mut owed[q][r.index()];
                let k = (on as u16).min(*left);
                *left -= k;
                *share = k as u8;
            }
            if shares.iter().any(|&k| k > 0) && ev.room() > 0 {
                ev.push(Event::Paid(TilePaid {
                    face: f,
                    resource: r,
                    shares,
                }));
            }
        }
    }

    /// The tiles around the second opening settlement at `v` that paid `p` one card each
    /// (`got`: what the bank could give).
    pub(super) fn opening_tiles_paid(
        &self,
        p: Seat,
        v: VertexId,
        got: ResourceSet,
        ev: &mut impl EventSink,
    ) {
        let mut left = got;
        for &f in self.board.topo.vertex_faces[v.index()].as_slice() {
            if let Some(r) = self.board.resource[f.index()]
                && left.get(r) > 0
                && ev.room() > 0
            {
                left.sub(&ResourceSet::one(r));
                ev.push(Event::Paid(TilePaid::to_one(f, r, p, 1)));
            }
        }
    }
}
