//! Where pieces may go and which cards may be played: the helpers the checker and the generator
//! share, so they cannot disagree.

use super::{PlayBlock, err};
use crate::core::FaceId;
use crate::core::action::Seat;
use crate::core::bits::Bits;
use crate::core::error::{Rule, RuleError};
use crate::core::phase::Phase;
use crate::core::resources::{DevCard, ResourceSet};
use crate::core::rules::{BeforeRoll, VictoryCards};
use crate::core::state::State;

impl<const W: usize> State<W> {
    /// Vertices where `p` may build a settlement now (ignoring cost and pieces).
    /// On a Seafarers board the opening goes on the home islands, and a ship reaches a corner
    /// as a road does.
    pub fn settlement_spots(&self, p: Seat) -> Bits<W> {
        if self.in_setup() {
            match &self.board.sea {
                Some(map) => map.home_vertices - self.blocked,
                None => {
                    let all: Bits<W> = (0..self.board.num_vertices()).collect();
                    all - self.blocked
                }
            }
        } else {
            self.reached_vertices(p) - self.blocked
        }
    }

    /// Corners `p`'s roads (and ships) reach.
    #[inline]
    pub(super) fn reached_vertices(&self, p: Seat) -> Bits<W> {
        let roads = self.players[p.index()].road_vertices;
        match &self.sea {
            Some(sea) => roads | sea.ship_vertices[p.index()],
            None => roads,
        }
    }

    /// Edges where `p` may build a road after the opening (ignoring cost and pieces): next to an
    /// own building, or to an own road at a vertex without an opponent's building.
    pub fn road_spots(&self, p: Seat) -> Bits<W> {
        let ps = &self.players[p.index()];
        let ends = ps.buildings() | (ps.road_vertices - self.others_buildings(p));
        let mut edges = Bits::EMPTY;
        for v in ends.iter() {
            edges |= self.board.topo.vertex_edge_mask[v];
        }
        let free = (edges & self.board.land_edges) - self.all_roads;
        match &self.sea {
            Some(sea) => free - sea.all_ships,
            None => free,
        }
    }

    pub(super) fn build_limit_reached(&self) -> bool {
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
    pub(super) fn play_block(&self, p: Seat, card: DevCard) -> Option<PlayBlock> {
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
        let ps = &self.players[p.index()];
        if ps.dev.get(card) == 0 {
            return Some(if ps.dev_new.get(card) > 0 {
                PlayBlock::BoughtThisTurn
            } else {
                PlayBlock::NoCard
            });
        }
        match card {
            DevCard::RoadBuilding if self.sea.is_some() => self.free_piece_block(p),
            DevCard::RoadBuilding if ps.roads_left == 0 => Some(PlayBlock::NoRoads),
            DevCard::RoadBuilding if self.road_spots(p).is_empty() => Some(PlayBlock::NoRoadSpot),
            DevCard::YearOfPlenty if self.bank.total() == 0 => Some(PlayBlock::BankEmpty),
            _ => None,
        }
    }

    /// Road building on a Seafarers board: a road or a ship left, and somewhere to put it.
    fn free_piece_block(&self, p: Seat) -> Option<PlayBlock> {
        let ps = &self.players[p.index()];
        let ships_left = self.sea.as_ref().map_or(0, |s| s.ships_left[p.index()]);
        if ps.roads_left == 0 && ships_left == 0 {
            return Some(PlayBlock::NoRoads);
        }
        let roads = ps.roads_left > 0 && !self.road_spots(p).is_empty();
        let ships = ships_left > 0 && !self.ship_spots(p).is_empty();
        (!roads && !ships).then_some(PlayBlock::NoRoadSpot)
    }

    /// Free pieces of road building `p` could still place (a road or, at sea, a ship).
    pub(super) fn free_piece_possible(&self, p: Seat) -> bool {
        let ps = &self.players[p.index()];
        let roads = ps.roads_left > 0 && !self.road_spots(p).is_empty();
        roads
            || self
                .sea
                .as_ref()
                .is_some_and(|s| s.ships_left[p.index()] > 0 && !self.ship_spots(p).is_empty())
    }

    /// Seats that can be robbed on `face` by `p`: opponents with a building there and a card.
    pub fn robbable(&self, p: Seat, face: FaceId) -> u8 {
        let mut out = 0u8;
        for q in 0..self.num_players {
            let qs = &self.players[q as usize];
            if q != p.0 && qs.faces.contains(face.index()) && !qs.hand.is_empty() {
                out |= 1 << q;
            }
        }
        out
    }

    pub(super) fn cost_check(
        &self,
        p: Seat,
        cost: &ResourceSet,
        what: &str,
    ) -> Result<(), RuleError> {
        let hand = &self.players[p.index()].hand;
        if hand.contains(cost) {
            Ok(())
        } else {
            Err(err(
                Rule::CannotAfford,
                format!("{what} costs {cost}; missing {}", hand.missing(cost)),
            ))
        }
    }

    pub(super) fn paid_build_check(&self) -> Result<(), RuleError> {
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
}
