//! Cloth for Catan's rules: a ship route from a player's building to a village trades with it
//! (1 cloth at once), a roll of a village's number pays its traders (the roller first, the rest
//! round the table; the general supply tops a short village up; an empty village pays nothing),
//! every `per_point` cloth is a point, only a trader moves the pirate, the robber or pirate may
//! take a cloth instead of a card ([`Action::RobCloth`]), the robber keeps off the small islands,
//! and the game ends at the end of a turn when fewer than `end_below` villages hold cloth (the
//! most points win, ties by cloth). A board without villages never reaches these.

use super::err;
use crate::core::action::{Action, ClothEvent, Event, EventSink, MAX_PLAYERS, Seat};
use crate::core::bits::Bits;
use crate::core::board::ClothMap;
use crate::core::error::{Rule, RuleError};
use crate::core::phase::{Phase, Resume};
use crate::core::sea::Cloth;
use crate::core::state::State;
use crate::core::topology::{FaceId, VertexId};

impl<const W: usize> State<W> {
    /// The villages of the board (`None`: not Cloth for Catan).
    pub fn cloth_map(&self) -> Option<&ClothMap> {
        self.board.sea.as_deref().and_then(|m| m.cloth.as_ref())
    }

    /// The cloth of the position (`None`: not Cloth for Catan).
    pub fn cloth(&self) -> Option<&Cloth> {
        self.sea.as_deref().and_then(|s| s.cloth.as_deref())
    }

    fn cloth_mut(&mut self) -> &mut Cloth {
        self.sea
            .as_deref_mut()
            .and_then(|s| s.cloth.as_deref_mut())
            .expect("checked: a Cloth for Catan game")
    }

    /// The cloth `p` holds.
    pub fn cloth_of(&self, p: Seat) -> u8 {
        self.cloth().map_or(0, |c| c.players[p.index()])
    }

    /// Points `p`'s cloth is worth.
    pub fn cloth_points(&self, p: Seat) -> u8 {
        match self.cloth_map() {
            Some(m) => self.cloth_of(p) / m.per_point,
            None => 0,
        }
    }

    /// Whether `p` trades with some village (only a trader moves the pirate).
    pub fn is_trader(&self, p: Seat) -> bool {
        self.cloth()
            .is_some_and(|c| c.traders.iter().any(|&t| t & p.bit() != 0))
    }

    /// The corners of the villages `p` trades with: the end of a closed route, like a building.
    pub fn trading_corners(&self, p: Seat) -> Bits<W> {
        let (Some(map), Some(c)) = (self.cloth_map(), self.cloth()) else {
            return Bits::EMPTY;
        };
        map.villages
            .iter()
            .zip(&c.traders)
            .filter(|(_, t)| *t & p.bit() != 0)
            .map(|(v, _)| v.vertex.index())
            .collect()
    }

    /// Whether the board awards the longest trade route (Cloth for Catan: no).
    pub fn longest_route_awarded(&self) -> bool {
        self.board
            .sea
            .as_deref()
            .is_none_or(|m| m.rules.longest_route)
    }

    /// `n` cloth to `p`, and the points they make.
    fn give_cloth(&mut self, p: Seat, n: u8) {
        let before = self.cloth_points(p);
        self.cloth_mut().players[p.index()] += n;
        let after = self.cloth_points(p);
        self.players[p.index()].public_points += after - before;
    }

    /// One cloth from `p`, and the point it may unmake.
    fn take_cloth(&mut self, p: Seat) {
        let before = self.cloth_points(p);
        self.cloth_mut().players[p.index()] -= 1;
        let after = self.cloth_points(p);
        self.players[p.index()].public_points -= before - after;
    }

    /// After `p`'s ship was placed or sailed: each village `p` does not trade with yet whose
    /// corner `p`'s ships now join to one of `p`'s buildings trades with `p` (1 cloth at once).
    pub(super) fn cloth_routes(&mut self, p: Seat, ev: &mut impl EventSink) {
        let Some(map) = self.cloth_map() else { return };
        let Some(sea) = self.sea.as_deref() else {
            return;
        };
        let reached: Vec<usize> = map
            .villages
            .iter()
            .enumerate()
            .filter(|&(i, v)| {
                sea.ship_vertices[p.index()].contains(v.vertex.index())
                    && self.cloth().is_some_and(|c| c.traders[i] & p.bit() == 0)
                    && self.route_joins(p, v.vertex)
            })
            .map(|(i, _)| i)
            .collect();
        for i in reached {
            let c = self.cloth_mut();
            c.traders[i] |= p.bit();
            let cloth = u8::from(c.villages[i] > 0);
            c.villages[i] -= cloth;
            self.give_cloth(p, cloth);
            ev.push(Event::Cloth(ClothEvent::Trade {
                seat: p,
                village: i as u8,
                cloth,
            }));
        }
    }

    /// Whether `p`'s ships lead from corner `v` to one of `p`'s buildings (not through an
    /// opponent's building).
    pub fn route_joins(&self, p: Seat, v: VertexId) -> bool {
        let Some(sea) = self.sea.as_deref() else {
            return false;
        };
        let topo = &self.board.topo;
        let ships = sea.ships[p.index()];
        let own = self.players[p.index()].buildings();
        let others = self.others_buildings(p);
        let mut seen = Bits::<W>::EMPTY;
        seen.insert(v.index());
        let mut stack = vec![v.index()];
        while let Some(x) = stack.pop() {
            for &e in topo.vertex_edges[x].as_slice() {
                if !ships.contains(e.index()) {
                    continue;
                }
                for y in topo.edge_vertices[e.index()] {
                    let y = y.index();
                    if seen.contains(y) {
                        continue;
                    }
                    if own.contains(y) {
                        return true;
                    }
                    seen.insert(y);
                    if !others.contains(y) {
                        stack.push(y);
                    }
                }
            }
        }
        false
    }

    /// A roll of `sum`: each village of that number holding cloth pays each trader one, the
    /// roller first, then round the table; a village short of cloth draws on the supply.
    pub(super) fn cloth_for_roll(&mut self, sum: u8, ev: &mut impl EventSink) {
        let Some(map) = self.cloth_map() else { return };
        let paying: Vec<usize> = (0..map.villages.len())
            .filter(|&i| map.villages[i].number == sum)
            .collect();
        for i in paying {
            let c = self.cloth_mut();
            let traders = c.traders[i];
            if c.villages[i] == 0 || traders == 0 {
                continue;
            }
            let want = traders.count_ones() as u8;
            let here = c.villages[i].min(want);
            let supply = c.supply.min(want - here);
            c.villages[i] -= here;
            c.supply -= supply;
            let mut left = here + supply;
            let mut shares = [0u8; MAX_PLAYERS];
            for k in 0..self.num_players {
                let q = Seat((self.current.0 + k) % self.num_players);
                if left > 0 && traders & q.bit() != 0 {
                    shares[q.index()] = 1;
                    left -= 1;
                    self.give_cloth(q, 1);
                }
            }
            ev.push(Event::Cloth(ClothEvent::Paid {
                village: i as u8,
                shares,
                supply,
            }));
        }
    }

    /// The robber (land) or pirate (sea) may go to `face` for `p`: not to an island the board
    /// keeps the robber off, and the pirate only for a trader.
    pub(super) fn check_cloth_face(&self, p: Seat, face: FaceId) -> Result<(), RuleError> {
        let Some(map) = self.board.sea.as_deref() else {
            return Ok(());
        };
        if map.no_robber.contains(face.index()) {
            return Err(err(
                Rule::NeedsLand,
                format!("the robber may not go to face {face}: nobody settles its island"),
            ));
        }
        if map.cloth.is_some() && self.is_sea_face(face) && !self.is_trader(p) {
            return Err(err(
                Rule::Pirate,
                "only a player trading with a village may move the pirate",
            ));
        }
        Ok(())
    }

    /// Seats `p` may take a cloth from with the robber or pirate on `face`: opponents holding
    /// cloth with a building on it (land) or a ship beside it (sea).
    pub fn cloth_robbable(&self, p: Seat, face: FaceId) -> u8 {
        let Some(c) = self.cloth() else { return 0 };
        let sea = self.is_sea_face(face);
        let sides = self.board.topo.face_edge_mask[face.index()];
        let mut out = 0;
        for q in Seat::all(self.num_players).filter(|&q| q != p) {
            let there = if sea {
                self.sea
                    .as_deref()
                    .is_some_and(|s| s.ships[q.index()].intersects(sides))
            } else {
                self.players[q.index()].faces.contains(face.index())
            };
            if there && c.players[q.index()] > 0 {
                out |= q.bit();
            }
        }
        out
    }

    /// A cloth taken: the move would be legal without a victim, and the victim holds cloth
    /// beside `face`.
    pub(super) fn check_rob_cloth(
        &self,
        p: Seat,
        face: FaceId,
        victim: Seat,
    ) -> Result<(), RuleError> {
        if self.cloth().is_none() {
            return Err(err(Rule::RobberVictim, "this game has no cloth"));
        }
        if face.index() >= self.board.num_faces() {
            return Err(err(Rule::NoSuchFace, format!("face {face} does not exist")));
        }
        self.check_cloth_face(p, face)?;
        let stays = match self.sea.as_deref() {
            Some(s) if self.is_sea_face(face) => s.pirate == Some(face),
            _ => self.robber == face || !self.board.land.contains(face.index()),
        };
        if stays {
            return Err(err(
                Rule::RobberMustMove,
                format!("the robber or pirate cannot go to face {face}"),
            ));
        }
        if victim.0 >= self.num_players || self.cloth_robbable(p, face) & victim.bit() == 0 {
            return Err(err(
                Rule::RobberVictim,
                format!("seat {victim} holds no cloth beside face {face}"),
            ));
        }
        Ok(())
    }

    /// The robber or pirate moves to `face` and takes a cloth from `victim`.
    pub(super) fn rob_cloth(
        &mut self,
        p: Seat,
        resume: Resume,
        face: FaceId,
        victim: Seat,
        ev: &mut impl EventSink,
    ) {
        self.move_robber(p, resume, face, None, None, ev);
        self.take_cloth(victim);
        self.give_cloth(p, 1);
        ev.push(Event::Cloth(ClothEvent::Stolen { thief: p, victim }));
    }

    /// Every cloth `p` may take with the robber or pirate.
    pub(super) fn push_cloth_robs(&self, p: Seat, out: &mut Vec<Action>) {
        if self
            .cloth()
            .is_none_or(|c| c.players.iter().all(|&n| n == 0))
        {
            return;
        }
        for f in 0..self.board.num_faces() {
            let face = FaceId::at(f);
            let can = self.cloth_robbable(p, face);
            for victim in Seat::all(self.num_players).filter(|q| can & q.bit() != 0) {
                if self.check_rob_cloth(p, face, victim).is_ok() {
                    out.push(Action::RobCloth { face, victim });
                }
            }
        }
    }

    /// At the end of a turn: fewer villages than the board's figure holding cloth end the game
    /// (the most points win, ties by the most cloth, then the first from the player on turn).
    pub(super) fn cloth_end(&mut self, ev: &mut impl EventSink) -> bool {
        let (Some(map), Some(c)) = (self.cloth_map(), self.cloth()) else {
            return false;
        };
        let villages = c.villages_with_cloth();
        if villages >= map.end_below as usize {
            return false;
        }
        let winner = self.cloth_winner();
        self.phase = Phase::GameOver { winner };
        ev.push(Event::Cloth(ClothEvent::Ended {
            villages: villages as u8,
        }));
        ev.push(Event::Won(winner));
        true
    }

    /// Who wins when the villages end the game: the most points, then the most cloth, then the
    /// first going round from the player on turn.
    pub fn cloth_winner(&self) -> Seat {
        let n = self.num_players;
        (0..n)
            .map(|k| Seat((self.current.0 + k) % n))
            .max_by_key(|&q| {
                let first = n - (q.0 + n - self.current.0) % n;
                (self.total_points(q), self.cloth_of(q), first)
            })
            .unwrap_or(self.current)
    }

    /// After `p`'s ship was placed or sailed, or `p` settled (a settlement may join ships cut
    /// off by an opponent's building to the route again): the villages `p` now reaches.
    pub(super) fn ship_reached(&mut self, p: Seat, ev: &mut impl EventSink) {
        if self.cloth_map().is_some() {
            self.cloth_routes(p, ev);
        }
    }
}

#[cfg(test)]
mod tests;
