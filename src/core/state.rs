//! The game state and the queries every rule is built from.

use super::action::Seat;
use super::bits::Bits;
use super::board::Board;
use super::error::SetupError;
use super::resources::{DevCard, DevSet, Resource, ResourceSet};
use super::rng::GameRng;
use super::roads::{longest_road_brute_force, longest_road_in};
use super::rules::{Rules, VictoryCards};
use super::sea::Sea;
use super::topology::{EdgeId, FaceId, VertexId};
use crate::core::terrain::HarbourKind;
use std::sync::Arc;

use super::action::MAX_PLAYERS;

use super::phase::Phase;

mod holdings;

#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PlayerState<const W: usize = 4> {
    pub(crate) hand: ResourceSet,
    /// Development cards that may be played (subject to the per-turn limit).
    pub(crate) dev: DevSet,
    /// Cards bought this turn that the rules do not yet allow to be played.
    pub(crate) dev_new: DevSet,
    /// Cards played (public): knights, coupons, ...
    pub(crate) played: DevSet,
    pub(crate) settlements: Bits<W>,
    pub(crate) cities: Bits<W>,
    pub(crate) roads: Bits<W>,
    /// Vertices touched by this player's roads.
    pub(crate) road_vertices: Bits<W>,
    pub(crate) roads_left: u8,
    pub(crate) settlements_left: u8,
    pub(crate) cities_left: u8,
    /// Length of this player's longest road (stored; recomputed when roads or blockers change).
    pub(crate) longest_road: u8,
    /// Public victory points, kept incrementally (buildings, awards, played coupons).
    pub(crate) public_points: u8,
    /// Harbours this player can use ([`HarbourKind::bit`] mask).
    pub(crate) harbours: u8,
    /// Faces touched by this player's buildings (where the robber can rob it).
    pub(crate) faces: Bits<W>,
    /// The rate at which it gives each material to the bank (kept with `harbours`).
    pub(crate) rates: [u8; 5],
}

/// The bank rate of each material for a player with the `harbours` mask.
pub(crate) fn rates_for(rules: &Rules, harbours: u8) -> [u8; 5] {
    let t = &rules.trade;
    Resource::ALL.map(|r| {
        let special = match r {
            Resource::Wood => HarbourKind::Wood,
            Resource::Brick => HarbourKind::Brick,
            Resource::Grain => HarbourKind::Grain,
            Resource::Sheep => HarbourKind::Sheep,
            Resource::Stone => HarbourKind::Stone,
        };
        let mut rate = t.bank_rate;
        if harbours & HarbourKind::Generic.bit() != 0 {
            rate = rate.min(t.generic_harbour_rate);
        }
        if harbours & special.bit() != 0 {
            rate = rate.min(t.special_harbour_rate);
        }
        rate
    })
}

impl<const W: usize> PlayerState<W> {
    pub fn buildings(&self) -> Bits<W> {
        self.settlements | self.cities
    }
    /// Development cards held, playable or not.
    pub fn dev_total(&self) -> u32 {
        self.dev.total() + self.dev_new.total()
    }
    pub fn holds_dev(&self, c: DevCard) -> u8 {
        self.dev.get(c) + self.dev_new.get(c)
    }
}

#[derive(Clone, Debug)]
pub struct State<const W: usize = 4> {
    pub(crate) board: Arc<Board<W>>,
    pub(crate) rules: Arc<Rules>,
    pub(crate) num_players: u8,
    pub(crate) players: [PlayerState<W>; MAX_PLAYERS],
    pub(crate) bank: ResourceSet,
    /// Development cards still in the deck (drawn uniformly at random).
    pub(crate) deck: DevSet,
    pub(crate) robber: FaceId,
    pub(crate) phase: Phase,
    /// The player on turn.
    pub(crate) current: Seat,
    /// Turns completed since the opening ended.
    pub(crate) turns: u32,
    /// Every building (settlement or city) on the board.
    pub(crate) occupied: Bits<W>,
    /// Vertices where the distance rule forbids a settlement (occupied or next to a building).
    pub(crate) blocked: Bits<W>,
    /// Every road on the board.
    pub(crate) all_roads: Bits<W>,
    pub(crate) longest_road_holder: Option<Seat>,
    pub(crate) largest_army_holder: Option<Seat>,
    /// Action cards played this turn.
    pub(crate) cards_played_this_turn: u8,
    /// Paid builds (roads, settlements, cities, bought cards) this turn.
    pub(crate) builds_this_turn: u8,
    /// Trade offers made this turn.
    pub(crate) offers_this_turn: u8,
    /// The offers made this turn (give, get): the same offer is not made twice in a turn.
    pub(crate) offers_made: Vec<(ResourceSet, ResourceSet, u8)>,
    /// Cards each seat's buildings earn on each dice sum, the robber ignored (kept on every
    /// build, so a roll reads one row): `income[sum][seat][material]`.
    pub(crate) income: Income,
    /// Source of chance for [`State::apply`]; [`State::apply_with`] never touches it.
    pub(crate) rng: GameRng,
    /// The Seafarers part (ships, the pirate, gold, islands): `None` in the base game.
    pub(crate) sea: Option<Box<Sea<W>>>,
}

/// See [`State::income`](State#structfield.income).
pub(crate) type Income = [[[u16; 5]; MAX_PLAYERS]; 13];

/// Read access to the position (the fields are the core's own; they change only through
/// [`State::apply`] and its relatives).
impl<const W: usize> State<W> {
    #[inline]
    pub fn board(&self) -> &Arc<Board<W>> {
        &self.board
    }
    #[inline]
    pub fn rules(&self) -> &Arc<Rules> {
        &self.rules
    }
    #[inline]
    pub fn num_players(&self) -> u8 {
        self.num_players
    }
    #[inline]
    pub fn players(&self) -> &[PlayerState<W>; MAX_PLAYERS] {
        &self.players
    }
    #[inline]
    pub fn bank(&self) -> ResourceSet {
        self.bank
    }
    #[inline]
    pub fn deck(&self) -> DevSet {
        self.deck
    }
    #[inline]
    pub fn robber(&self) -> FaceId {
        self.robber
    }
    /// The Seafarers part of the position (`None` in the base game).
    #[inline]
    pub fn sea(&self) -> Option<&Sea<W>> {
        self.sea.as_deref()
    }
    /// The points that win: the board's when it names them (a Seafarers scenario), else the
    /// rules'.
    #[inline]
    pub fn points_to_win(&self) -> u8 {
        self.board
            .points_to_win()
            .unwrap_or(self.rules.points_to_win)
    }
    #[inline]
    pub fn phase(&self) -> Phase {
        self.phase
    }
    #[inline]
    pub fn current(&self) -> Seat {
        self.current
    }
    #[inline]
    pub fn turns(&self) -> u32 {
        self.turns
    }
    #[inline]
    pub fn occupied(&self) -> Bits<W> {
        self.occupied
    }
    #[inline]
    pub fn blocked(&self) -> Bits<W> {
        self.blocked
    }
    #[inline]
    pub fn all_roads(&self) -> Bits<W> {
        self.all_roads
    }
    #[inline]
    pub fn longest_road_holder(&self) -> Option<Seat> {
        self.longest_road_holder
    }
    #[inline]
    pub fn largest_army_holder(&self) -> Option<Seat> {
        self.largest_army_holder
    }
    #[inline]
    pub fn cards_played_this_turn(&self) -> u8 {
        self.cards_played_this_turn
    }
    #[inline]
    pub fn builds_this_turn(&self) -> u8 {
        self.builds_this_turn
    }
    #[inline]
    pub fn offers_this_turn(&self) -> u8 {
        self.offers_this_turn
    }
    /// Chance from here on comes from a generator seeded with `seed` (the dice, the cards
    /// drawn, the cards stolen): the same position with another future, for rollouts.
    pub fn reseed(&mut self, seed: u64) {
        self.rng = GameRng::new(seed);
    }
    /// The offers declined this turn: (give, get, the seats that declined).
    #[inline]
    pub fn offers_declined(&self) -> &[(ResourceSet, ResourceSet, u8)] {
        &self.offers_made
    }
    /// The opponents of `p` an offer to the seat mask `to` asks.
    #[inline]
    pub fn offer_recipients(&self, p: Seat, to: u8) -> u8 {
        let all = ((1u16 << self.num_players) - 1) as u8;
        to & all & !p.bit()
    }
    /// Whether every seat of `asked` declined `give` for `get` already this turn.
    pub fn offer_declined(&self, give: ResourceSet, get: ResourceSet, asked: u8) -> bool {
        self.offers_made
            .iter()
            .any(|&(g, w, declined)| g == give && w == get && asked & !declined == 0)
    }
    /// `seat` declined `give` for `get`.
    pub(crate) fn note_declined(&mut self, give: ResourceSet, get: ResourceSet, seat: Seat) {
        match self
            .offers_made
            .iter_mut()
            .find(|(g, w, _)| *g == give && *w == get)
        {
            Some(entry) => entry.2 |= seat.bit(),
            None => self.offers_made.push((give, get, seat.bit())),
        }
    }
    /// The same position as `other`, whatever dice and cards each one's generator holds next
    /// (a replayed record against the game it recorded).
    pub fn same_position(&self, other: &State<W>) -> bool {
        let mut a = self.clone();
        a.rng = other.rng.clone();
        a == *other
    }

    /// The player in `seat`.
    #[inline]
    pub fn player(&self, seat: Seat) -> &PlayerState<W> {
        &self.players[seat.index()]
    }
}

impl<const W: usize> PartialEq for State<W> {
    /// Same position: same board and rules (by value), same everything else, generator included.
    fn eq(&self, o: &State<W>) -> bool {
        (Arc::ptr_eq(&self.board, &o.board) || self.board.file == o.board.file)
            && (Arc::ptr_eq(&self.rules, &o.rules) || self.rules == o.rules)
            && self.num_players == o.num_players
            && self.players == o.players
            && self.bank == o.bank
            && self.deck == o.deck
            && self.robber == o.robber
            && self.phase == o.phase
            && self.current == o.current
            && self.turns == o.turns
            && self.occupied == o.occupied
            && self.blocked == o.blocked
            && self.all_roads == o.all_roads
            && self.longest_road_holder == o.longest_road_holder
            && self.largest_army_holder == o.largest_army_holder
            && self.cards_played_this_turn == o.cards_played_this_turn
            && self.builds_this_turn == o.builds_this_turn
            && self.offers_this_turn == o.offers_this_turn
            && self.offers_made == o.offers_made
            && self.income == o.income
            && self.rng == o.rng
            && self.sea == o.sea
    }
}

impl<const W: usize> State<W> {
    pub fn new(
        board: Arc<Board<W>>,
        rules: Arc<Rules>,
        num_players: u8,
        seed: u64,
    ) -> Result<State<W>, SetupError> {
        if num_players < rules.min_players || num_players > rules.max_players {
            return Err(SetupError::PlayerCount {
                players: num_players as usize,
                rules: rules.name.clone(),
                min: rules.min_players,
                max: rules.max_players,
            });
        }
        if num_players > board.opening_capacity() {
            return Err(SetupError::BoardTooSmall {
                players: num_players as usize,
                capacity: board.opening_capacity(),
            });
        }
        let board = if rules.seafarers && board.sea.is_none() {
            Arc::new(board.with_implied_sea())
        } else {
            board
        };
        let sea = board.sea.as_ref().map(|m| {
            let mut sea = Sea::new(rules.pieces.ships, m);
            // the tribe's cards are set aside from the deck: no more than it holds
            if let Some(t) = sea.tribe.as_deref_mut() {
                t.cards_left = t.cards_left.min(rules.development_deck.total() as u8);
            }
            Box::new(sea)
        });
        let ps = PlayerState {
            roads_left: rules.pieces.roads,
            settlements_left: rules.pieces.settlements,
            cities_left: rules.pieces.cities,
            rates: rates_for(&rules, 0),
            ..Default::default()
        };
        Ok(State {
            robber: board.robber_start,
            bank: ResourceSet::splat(rules.bank),
            deck: rules.development_deck,
            players: std::array::from_fn(|_| ps.clone()),
            num_players,
            phase: Phase::SetupSettlement { step: 0 },
            current: Seat(0),
            turns: 0,
            occupied: Bits::EMPTY,
            // corners in open sea take no settlement
            blocked: board.sea_corners(),
            all_roads: Bits::EMPTY,
            longest_road_holder: None,
            largest_army_holder: None,
            cards_played_this_turn: 0,
            builds_this_turn: 0,
            offers_this_turn: 0,
            offers_made: Vec::new(),
            income: [[[0; 5]; MAX_PLAYERS]; 13],
            rng: GameRng::new(seed),
            sea,
            board,
            rules,
        })
    }

    #[inline]
    pub fn n(&self) -> usize {
        self.num_players as usize
    }

    /// The seat of opening step `step` (snake order: 0..n, then n..0; a third round, where
    /// the board has one, 0..n again as in JSettlers2).
    pub fn setup_seat(&self, step: u8) -> Seat {
        let n = self.num_players;
        if step < n {
            Seat(step)
        } else if step < 2 * n {
            Seat(2 * n - 1 - step)
        } else {
            Seat(step - 2 * n)
        }
    }

    /// Settlements each player places in the opening (the board's, else 2).
    pub fn opening_settlements(&self) -> u8 {
        self.board
            .sea
            .as_deref()
            .map_or(2, |m| m.rules.opening_settlements)
    }

    /// Steps of the opening: a settlement and its road each.
    pub fn opening_steps(&self) -> u8 {
        self.opening_settlements() * self.num_players
    }

    /// Whether opening step `step` is of the last round (its settlement pays).
    pub fn last_opening_round(&self, step: u8) -> bool {
        step >= (self.opening_settlements() - 1) * self.num_players
    }

    /// Who must act now.
    pub fn actor(&self) -> Seat {
        match self.phase {
            Phase::SetupSettlement { step } | Phase::SetupRoad { step, .. } => {
                self.setup_seat(step)
            }
            Phase::Discard { pending } | Phase::Gold { pending } => {
                self.first_in(pending, self.current)
            }
            Phase::TradeAnswers { pending, .. } => self.first_in(pending, self.current),
            Phase::SpecialBuild { builder } => builder,
            _ => self.current,
        }
    }

    /// The first seat of `mask`, going round from `from`.
    fn first_in(&self, mask: u8, from: Seat) -> Seat {
        for k in 0..self.num_players {
            let s = Seat((from.0 + k) % self.num_players);
            if mask & s.bit() != 0 {
                return s;
            }
        }
        from
    }

    pub fn winner(&self) -> Option<Seat> {
        match self.phase {
            Phase::GameOver { winner } => Some(winner),
            _ => None,
        }
    }

    pub fn is_over(&self) -> bool {
        matches!(self.phase, Phase::GameOver { .. })
    }

    pub fn in_setup(&self) -> bool {
        matches!(
            self.phase,
            Phase::SetupSettlement { .. } | Phase::SetupRoad { .. }
        )
    }

    /// Rounds started (1 in the first round after the opening).
    pub fn round(&self) -> u32 {
        self.turns / self.num_players as u32 + 1
    }

    /// The round as the table counts it, the same on every screen (top bar, log, statistics,
    /// review, online messages): `None` during the opening, then 1 from the first roll until
    /// every seat has had a turn, 2, …
    pub fn round_of_play(&self) -> Option<u32> {
        (!self.in_setup()).then(|| self.round())
    }

    /// Victory-point cards that count for `p` without being shown.
    pub fn hidden_points(&self, p: Seat) -> u8 {
        match self.rules.development.victory_points {
            VictoryCards::Hidden => self.players[p.index()].holds_dev(DevCard::VictoryPoint),
            VictoryCards::Coupon => 0,
        }
    }

    /// All points of `p`, hidden ones included.
    pub fn total_points(&self, p: Seat) -> u8 {
        self.players[p.index()].public_points + self.hidden_points(p)
    }

    /// Public points recomputed from the board and the awards (tests compare it with the
    /// incremental count).
    pub fn recompute_public_points(&self, p: Seat) -> u8 {
        let ps = &self.players[p.index()];
        let mut pts = ps.settlements.len() as u8 + 2 * ps.cities.len() as u8;
        if self.longest_road_holder == Some(p) {
            pts += self.rules.longest_road.points;
        }
        if self.largest_army_holder == Some(p) {
            pts += self.rules.largest_army.points;
        }
        if self.rules.development.victory_points == VictoryCards::Coupon {
            pts += ps.played.get(DevCard::VictoryPoint);
        }
        if let Some(sea) = &self.sea {
            pts += sea.island_points[p.index()];
        }
        pts + self.cloth_points(p) + self.tribe_points(p)
    }

    /// Faces touched by a building at `v`.
    #[inline]
    pub(crate) fn faces_at(&self, v: VertexId) -> Bits<W> {
        let mut out = Bits::EMPTY;
        for &f in self.board.topo.vertex_faces[v.index()].as_slice() {
            out.insert(f.index());
        }
        out
    }

    /// Counts one more card a roll pays `p` for a building (or a city's second card) at `v`.
    #[inline]
    pub(crate) fn earn_at(&mut self, p: Seat, v: VertexId) {
        let board = &self.board;
        for &f in board.topo.vertex_faces[v.index()].as_slice() {
            if let Some(r) = board.resource[f.index()] {
                let n = board.number[f.index()] as usize;
                if n < 13 {
                    self.income[n][p.index()][r.index()] += 1;
                }
            }
        }
    }

    /// The owner of the building at `v`, if any.
    pub fn building_owner(&self, v: VertexId) -> Option<Seat> {
        if !self.occupied.contains(v.index()) {
            return None;
        }
        Seat::all(self.num_players)
            .find(|&p| self.players[p.index()].buildings().contains(v.index()))
    }

    /// The owner of the ship at `e`, if any.
    pub fn ship_owner(&self, e: EdgeId) -> Option<Seat> {
        self.sea.as_ref()?.ship_owner(e.index()).map(Seat::at)
    }

    pub fn road_owner(&self, e: EdgeId) -> Option<Seat> {
        Seat::all(self.num_players).find(|&p| self.players[p.index()].roads.contains(e.index()))
    }

    /// Buildings of everyone but `p`.
    #[inline]
    pub fn others_buildings(&self, p: Seat) -> Bits<W> {
        self.occupied - self.players[p.index()].buildings()
    }

    /// The best rate at which `p` can give `r` to the bank.
    #[inline]
    pub fn trade_rate(&self, p: Seat, r: Resource) -> u8 {
        self.players[p.index()].rates[r.index()]
    }

    /// Longest road of `p` by exhaustive search: the longest trail (no edge twice) through the
    /// player's roads that does not pass through a vertex with an opponent's building.
    /// On a Seafarers board, the longest trade route (roads and ships, joined at own buildings).
    pub fn compute_longest_road(&self, p: Seat) -> u8 {
        let ps = &self.players[p.index()];
        match &self.sea {
            Some(sea) => super::routes::longest_route(
                &self.board.topo,
                ps.roads,
                sea.ships[p.index()],
                ps.buildings(),
                self.others_buildings(p),
            ),
            None => longest_road_in(&self.board.topo, ps.roads, self.others_buildings(p)),
        }
    }

    /// What the seat's longest road (trade route) is a function of: its roads, its ships, its
    /// buildings and everyone else's buildings.
    pub fn route_network(&self, p: Seat) -> [Bits<W>; 4] {
        let ps = &self.players[p.index()];
        let ships = self
            .sea
            .as_ref()
            .map_or(Bits::EMPTY, |sea| sea.ships[p.index()]);
        [ps.roads, ships, ps.buildings(), self.others_buildings(p)]
    }

    /// Longest road by brute force from every vertex (tests compare it with the fast search).
    /// On a Seafarers board, the trade route by brute force.
    pub fn longest_road_brute_force(&self, p: Seat) -> u8 {
        let ps = &self.players[p.index()];
        match &self.sea {
            Some(sea) => super::routes::longest_route_brute_force(
                &self.board.topo,
                ps.roads,
                sea.ships[p.index()],
                ps.buildings(),
                self.others_buildings(p),
            ),
            None => longest_road_brute_force(&self.board.topo, ps.roads, self.others_buildings(p)),
        }
    }

    /// Total cards of each material in the bank and every hand (always `rules.bank` each).
    pub fn cards_in_play(&self) -> ResourceSet {
        let mut s = self.bank;
        for p in 0..self.n() {
            s.add(&self.players[p].hand);
        }
        s
    }
}
