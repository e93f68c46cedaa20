//! The Forgotten Tribe's rules: the first ship built or moved onto a gift side takes its gift,
//! once — a special point, the next development card set aside at the start (as if bought this
//! turn), or a harbour its taker places at once beside one of their coastal buildings
//! ([`Action::PlaceHarbour`], nothing else until then) or, with no such side (or in the
//! opening), keeps to place on a later turn. A board without gifts never reaches these.

use super::err;
use crate::core::action::{Action, Chance, Event, EventSink, Seat, TribeEvent};
use crate::core::bits::Bits;
use crate::core::board::{Gift, GiftSide};
use crate::core::error::{Rule, RuleError};
use crate::core::phase::Phase;
use crate::core::sea::Tribe;
use crate::core::state::{State, rates_for};
use crate::core::terrain::HarbourKind;
use crate::core::topology::EdgeId;
use std::sync::Arc;

impl<const W: usize> State<W> {
    /// After an action: the fog a road or ship lifted (gold owed asked for) and the tribe's
    /// gift a ship took.
    #[inline]
    pub(super) fn after_ship(
        &mut self,
        p: Seat,
        action: &Action,
        chance: Option<Chance>,
        ev: &mut impl EventSink,
    ) {
        if matches!(chance, Some(Chance::Fog(_))) && self.lift_fog(p, action, chance, ev) {
            let after = self.phase;
            self.ask_for_gold(p.bit(), after);
        }
        if matches!(action, Action::BuildShip(_) | Action::MoveShip { .. })
            && self.tribe().is_some()
        {
            self.take_gift(p, action, chance, ev);
        }
    }

    /// The board's gift sides (none: not the Forgotten Tribe).
    pub fn gift_sides(&self) -> &[GiftSide] {
        self.board.sea.as_deref().map_or(&[], |m| &m.gifts[..])
    }

    /// The tribe's part of the position (`None`: not the Forgotten Tribe).
    pub fn tribe(&self) -> Option<&Tribe> {
        self.sea.as_deref().and_then(|s| s.tribe.as_deref())
    }

    fn tribe_mut(&mut self) -> &mut Tribe {
        self.sea
            .as_deref_mut()
            .and_then(|s| s.tribe.as_deref_mut())
            .expect("checked: a Forgotten Tribe game")
    }

    /// The special points `p` took from the tribe.
    pub fn tribe_points(&self, p: Seat) -> u8 {
        self.tribe().map_or(0, |t| t.points[p.index()])
    }

    /// Development cards that may still be bought (the tribe's set-aside cards are not for
    /// sale).
    pub fn deck_for_sale(&self) -> u32 {
        let aside = self.tribe().map_or(0, |t| t.cards_left as u32);
        self.deck.total().saturating_sub(aside)
    }

    /// The harbours `p` keeps to place later.
    pub fn kept_harbours(&self, p: Seat) -> &[HarbourKind] {
        self.tribe().map_or(&[], |t| &t.kept[p.index()][..])
    }

    /// The harbour a seat must place now, and whose.
    pub fn harbour_to_place(&self) -> Option<(Seat, HarbourKind)> {
        self.tribe().and_then(|t| t.placing)
    }

    /// The gift still lying on side `e` (its index in the board's gifts).
    pub fn gift_at(&self, e: EdgeId) -> Option<usize> {
        let t = self.tribe()?;
        self.gift_sides()
            .iter()
            .position(|g| g.edge == e)
            .filter(|&i| t.taken[i].is_none())
    }

    /// The gift `action` takes: a ship built or moved onto a side with a gift still there.
    pub fn gift_of_action(&self, action: &Action) -> Option<usize> {
        match *action {
            Action::BuildShip(e) | Action::MoveShip { to: e, .. } => self.gift_at(e),
            _ => None,
        }
    }

    /// Whether `action` takes a card gift while cards are set aside (it draws one).
    pub(super) fn draws_tribe_card(&self, action: &Action) -> bool {
        self.tribe().is_some_and(|t| t.cards_left > 0)
            && self
                .gift_of_action(action)
                .is_some_and(|i| self.gift_sides()[i].gift == Gift::DevelopmentCard)
    }

    /// The sides where `p` may place a harbour: coastal (land on one side, sea on the other),
    /// with `p`'s settlement or city at one end and no harbour at either end (so none on a
    /// neighbouring side either).
    pub fn harbour_sides(&self, p: Seat) -> Bits<W> {
        let Some(map) = self.board.sea.as_deref() else {
            return Bits::EMPTY;
        };
        let topo = &self.board.topo;
        let coast = self.board.land_edges & map.ship_edges;
        let mut out = Bits::EMPTY;
        for v in self.players[p.index()].buildings().iter() {
            for e in (topo.vertex_edge_mask[v] & coast).iter() {
                let free = topo.edge_vertices[e]
                    .iter()
                    .all(|w| self.board.harbour(*w).is_none());
                if free {
                    out.insert(e);
                }
            }
        }
        out
    }

    /// While a harbour waits to be placed (in a game not over), only its placing is legal.
    pub(super) fn check_harbour_waits(&self, action: &Action) -> Result<(), RuleError> {
        match (self.harbour_to_place(), action) {
            (None, _) | (Some(_), Action::PlaceHarbour { .. }) => Ok(()),
            _ if self.is_over() => Ok(()),
            (Some((q, kind)), _) => Err(err(
                Rule::HarbourPlace,
                format!("seat {q} places the tribe's {kind:?} harbour first"),
            )),
        }
    }

    /// `p` places a harbour of `kind` on side `edge`: the one to place now, or (in the main
    /// phase) one `p` keeps.
    pub(super) fn check_place_harbour(
        &self,
        p: Seat,
        edge: EdgeId,
        kind: HarbourKind,
    ) -> Result<(), RuleError> {
        match self.harbour_to_place() {
            Some((q, k)) if q != p || k != kind => {
                return Err(err(
                    Rule::HarbourPlace,
                    format!("the harbour to place is seat {q}'s {k:?}"),
                ));
            }
            Some(_) => {}
            None if self.phase != Phase::Main => {
                return Err(err(
                    Rule::Phase,
                    "a kept harbour is placed in the main phase",
                ));
            }
            None if !self.kept_harbours(p).contains(&kind) => {
                return Err(err(
                    Rule::HarbourPlace,
                    format!("seat {p} keeps no {kind:?} harbour"),
                ));
            }
            None => {}
        }
        if edge.index() >= self.board.topo.num_edges()
            || !self.harbour_sides(p).contains(edge.index())
        {
            return Err(err(
                Rule::HarbourPlace,
                format!(
                    "side {edge} is not a coastal side beside seat {p}'s building with no harbour at either end"
                ),
            ));
        }
        Ok(())
    }

    /// The harbour placings `p` may make now.
    pub(super) fn push_harbour_places(&self, p: Seat, out: &mut Vec<Action>) {
        let kinds: Vec<HarbourKind> = match self.harbour_to_place() {
            Some((_, kind)) => vec![kind],
            None if self.phase == Phase::Main => {
                let mut k = self.kept_harbours(p).to_vec();
                k.sort_by_key(|h| h.bit());
                k.dedup();
                k
            }
            None => return,
        };
        let sides = self.harbour_sides(p);
        for kind in kinds {
            for e in sides.iter() {
                out.push(Action::PlaceHarbour {
                    edge: EdgeId(e as u16),
                    kind,
                });
            }
        }
    }

    /// After `p`'s ship action: the gift on its side, if one is still there.
    pub(super) fn take_gift(
        &mut self,
        p: Seat,
        action: &Action,
        chance: Option<Chance>,
        ev: &mut impl EventSink,
    ) {
        let Some(i) = self.gift_of_action(action) else {
            return;
        };
        let gift = self.gift_sides()[i].gift;
        let opening = self.in_setup();
        let pi = p.index();
        self.tribe_mut().taken[i] = Some(p);
        let mut card = None;
        let mut kept = false;
        match gift {
            Gift::VictoryPoint => {
                self.tribe_mut().points[pi] += 1;
                self.players[pi].public_points += 1;
            }
            Gift::DevelopmentCard => {
                if let Some(Chance::Draw(c)) = chance {
                    self.tribe_mut().cards_left -= 1;
                    self.deck.0[c.index()] -= 1;
                    let ps = &mut self.players[pi];
                    if self.rules.development.play_when_bought {
                        ps.dev.0[c.index()] += 1;
                    } else {
                        ps.dev_new.0[c.index()] += 1;
                    }
                    card = Some(c);
                }
            }
            Gift::Harbour(kind) => {
                if opening || self.harbour_sides(p).is_empty() {
                    kept = true;
                    self.tribe_mut().kept[pi].push(kind);
                } else {
                    self.tribe_mut().placing = Some((p, kind));
                }
            }
        }
        ev.push(Event::Tribe(TribeEvent::Gift {
            seat: p,
            gift: i as u8,
            card,
            kept,
        }));
    }

    /// `p` places a harbour of `kind` on side `edge`: the board gains it (every building at its
    /// ends trades at its rate) and `p` no longer holds it.
    pub(super) fn place_harbour(
        &mut self,
        p: Seat,
        edge: EdgeId,
        kind: HarbourKind,
        ev: &mut impl EventSink,
    ) {
        let t = self.tribe_mut();
        if t.placing == Some((p, kind)) {
            t.placing = None;
        } else if let Some(k) = t.kept[p.index()].iter().position(|&h| h == kind) {
            t.kept[p.index()].remove(k);
        }
        t.placed.push((edge, kind, p));
        let ends = self.board.topo.edge_vertices[edge.index()];
        Arc::make_mut(&mut self.board).add_harbour(edge, kind);
        for q in 0..self.n() {
            let ps = &mut self.players[q];
            if ends.iter().any(|v| ps.buildings().contains(v.index())) {
                ps.harbours |= kind.bit();
                ps.rates = rates_for(&self.rules, ps.harbours);
            }
        }
        ev.push(Event::Tribe(TribeEvent::HarbourPlaced {
            seat: p,
            edge,
            kind,
        }));
    }
}

#[cfg(test)]
mod tests;
