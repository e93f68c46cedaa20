//! Fog Islands: face-down tiles turned over when a road or ship first reaches one of their
//! corners. What each turns out to be is drawn from the scenario's stack — a chance outcome of
//! the action, recorded like dice ([`Chance::Fog`]). A land tile turned over gives the player
//! one card of its material (gold: one of their choice); the sea stays sea.

use super::err;
use crate::core::action::{Action, Chance, Event, EventSink, Reveals, Seat, TilePaid};
use crate::core::error::{Rule, RuleError};
use crate::core::resources::ResourceSet;
use crate::core::state::State;
use crate::core::terrain::Terrain;
use crate::core::topology::{EdgeId, FaceId};
use arrayvec::ArrayVec;
use std::sync::Arc;

impl<const W: usize> State<W> {
    /// The face-down tiles a piece on `e` reaches (in face order).
    pub fn fog_at(&self, e: EdgeId) -> ArrayVec<FaceId, 4> {
        let mut out = ArrayVec::new();
        let Some(sea) = self.sea.as_ref().filter(|s| !s.fog.is_empty()) else {
            return out;
        };
        let topo = &self.board.topo;
        let mut faces = crate::core::bits::Bits::EMPTY;
        for v in topo.edge_vertices[e.index()] {
            for f in topo.vertex_faces[v.index()].as_slice() {
                faces.insert(f.index());
            }
        }
        for f in (faces & sea.fog).iter().take(4) {
            out.push(FaceId::at(f));
        }
        out
    }

    /// The face-down tiles `action` turns over.
    pub(super) fn fog_of_action(&self, action: &Action) -> ArrayVec<FaceId, 4> {
        match *action {
            Action::BuildRoad(e) | Action::BuildShip(e) | Action::MoveShip { to: e, .. } => {
                self.fog_at(e)
            }
            _ => ArrayVec::new(),
        }
    }

    /// The recorded draw fits the tiles `action` turns over and the stack left.
    pub(super) fn check_fog_chance(
        &self,
        faces: usize,
        chance: Option<Chance>,
    ) -> Result<(), RuleError> {
        let Some(Chance::Fog(r)) = chance else {
            return Err(err(
                Rule::Chance,
                format!("{faces} face-down tile(s) turn over: the draw is missing"),
            ));
        };
        if r.as_slice().len() != faces {
            return Err(err(
                Rule::Chance,
                format!("{faces} tile(s) turn over, {} drawn", r.as_slice().len()),
            ));
        }
        let mut left = self
            .sea
            .as_ref()
            .map(|s| s.fog_stack.clone())
            .unwrap_or_default();
        for card in r.as_slice() {
            match left.iter().position(|c| c == card) {
                Some(i) => {
                    left.swap_remove(i);
                }
                None => {
                    return Err(err(
                        Rule::Chance,
                        format!("no {:?} {} left in the fog's stack", card.0, card.1),
                    ));
                }
            }
        }
        Ok(())
    }

    /// Draw `n` cards of the fog's stack with the state's generator.
    pub(super) fn draw_fog(&mut self, n: usize) -> Option<Chance> {
        let mut left = self.sea.as_ref()?.fog_stack.clone();
        let mut drawn = Vec::with_capacity(n);
        for _ in 0..n.min(left.len()) {
            let k = self.rng.below(left.len() as u32) as usize;
            drawn.push(left.swap_remove(k));
        }
        Reveals::new(&drawn).map(Chance::Fog)
    }

    /// Turn over the tiles `action` reached with the cards drawn; `p` takes what land gives.
    /// Returns whether `p` is owed gold.
    pub(super) fn lift_fog(
        &mut self,
        p: Seat,
        action: &Action,
        chance: Option<Chance>,
        ev: &mut impl EventSink,
    ) -> bool {
        let faces = self.fog_of_action(action);
        let Some(Chance::Fog(r)) = chance else {
            return false;
        };
        let mut gold = false;
        for (&f, &(terrain, number)) in faces.iter().zip(r.as_slice()) {
            self.turn_over(f, terrain, number);
            ev.push(Event::Revealed {
                face: f,
                terrain,
                number,
            });
            if let Some(res) = terrain.resource() {
                let one = ResourceSet::one(res);
                if self.bank.contains(&one) {
                    self.bank.sub(&one);
                    self.players[p.index()].hand.add(&one);
                    ev.push(Event::Produced {
                        seat: p,
                        cards: one,
                    });
                    ev.push(Event::Paid(TilePaid::to_one(f, res, p, 1)));
                }
            } else if terrain == Terrain::Gold {
                let sea = self.sea.as_deref_mut().expect("fog is at sea");
                sea.gold_owed[p.index()] += 1;
                gold = true;
            }
        }
        gold
    }

    /// Face `f` is `terrain` with `number` from now on: the board, the sea, the corners free
    /// for settlements, and the income of any building already beside it.
    fn turn_over(&mut self, f: FaceId, terrain: Terrain, number: u8) {
        let fi = f.index();
        let sea = self.sea.as_deref_mut().expect("fog is at sea");
        sea.fog.remove(fi);
        if let Some(i) = sea.fog_stack.iter().position(|&c| c == (terrain, number)) {
            sea.fog_stack.swap_remove(i);
        }
        let ships = sea.all_ships;
        Arc::make_mut(&mut self.board).turn_over(f, terrain, number, ships);
        let topo = self.board.topo.clone();
        // corners of new land take settlements unless a building is at or beside them
        for v in topo.face_vertex_mask[fi].iter() {
            let near = crate::core::bits::Bits::single(v) | topo.vertex_neighbour_mask[v];
            if self.board.land_vertices.contains(v) && !self.occupied.intersects(near) {
                self.blocked.remove(v);
            }
        }
        self.earn_from_new_face(f);
    }

    /// Buildings already at the corners of a face just turned over earn from it.
    fn earn_from_new_face(&mut self, f: FaceId) {
        let (Some(r), n) = (self.board.resource[f.index()], self.board.number[f.index()]) else {
            return;
        };
        let mask = self.board.topo.face_vertex_mask[f.index()];
        for q in 0..self.n() {
            let ps = &mut self.players[q];
            let count = (ps.settlements & mask).len() + 2 * (ps.cities & mask).len();
            if count > 0 {
                ps.faces.insert(f.index());
                self.income[n as usize][q][r.index()] += count as u16;
            }
        }
    }
}
