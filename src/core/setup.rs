//! A position as plain data ([`Setup`], every field public) and its validation into a [`State`]
//! ([`State::from_setup`]), as shakmaty does for chess: build any position by hand (a test, a
//! puzzle, a sampled guess at the hidden cards) and get either a state the rules can play on or
//! the first thing that makes it impossible.

use super::action::Seat;
use super::bits::Bits;
use super::board::Board;
use super::error::SetupError;
use super::resources::{DevCard, DevSet, Resource, ResourceSet};
use super::rng::GameRng;
use super::rules::Rules;
use super::sea::Sea;
use super::state::{PlayerState, State, rates_for};
use super::topology::{EdgeId, FaceId, VertexId};
use crate::core::action::MAX_PLAYERS;
use crate::core::phase::Phase;
use std::sync::Arc;

/// What one player holds and has built.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PlayerSetup<const W: usize = 4> {
    pub hand: ResourceSet,
    /// Development cards that may be played (subject to the per-turn limit).
    pub dev: DevSet,
    /// Cards bought this turn, not yet playable.
    pub dev_new: DevSet,
    /// Cards played (public).
    pub played: DevSet,
    pub settlements: Bits<W>,
    pub cities: Bits<W>,
    pub roads: Bits<W>,
}

/// A position, plain data. Everything the rules derive (pieces left, road lengths, points,
/// harbours, the distance-rule blocks) is computed by [`State::from_setup`].
#[derive(Clone, Debug)]
pub struct Setup<const W: usize = 4> {
    pub board: Arc<Board<W>>,
    pub rules: Arc<Rules>,
    /// One entry per seat, 2 to 4 (within the rules' range).
    pub players: Vec<PlayerSetup<W>>,
    pub bank: ResourceSet,
    pub deck: DevSet,
    pub robber: FaceId,
    pub phase: Phase,
    /// The player on turn.
    pub current: Seat,
    pub turns: u32,
    pub longest_road_holder: Option<Seat>,
    pub largest_army_holder: Option<Seat>,
    pub cards_played_this_turn: u8,
    pub builds_this_turn: u8,
    pub offers_this_turn: u8,
    /// The offers declined this turn: (give, get, the seats that declined it).
    pub offers_made: Vec<(ResourceSet, ResourceSet, u8)>,
    /// Seed of the generator for the chance the game meets from here.
    pub seed: u64,
    /// The Seafarers part (ships, the pirate, gold, islands) on a board with a sea; `None`
    /// there: no ships yet, the pirate at its start.
    pub sea: Option<Sea<W>>,
}

impl<const W: usize> State<W> {
    /// Validate a plain position and derive everything the rules keep alongside it.
    pub fn from_setup(s: Setup<W>) -> Result<State<W>, SetupError> {
        let mut s = s;
        if s.rules.seafarers && s.board.sea.is_none() {
            s.board = Arc::new(s.board.with_implied_sea());
        }
        check_table(&s)?;
        let (occupied, all_roads) = check_pieces(&s)?;
        check_ships(&s, all_roads)?;
        check_cards(&s)?;
        Ok(derive(s, occupied, all_roads))
    }

    /// The position as plain data; `seed` seeds the generator [`State::from_setup`] gives it
    /// (a state's own generator is not a seed).
    pub fn to_setup(&self, seed: u64) -> Setup<W> {
        Setup {
            board: self.board.clone(),
            rules: self.rules.clone(),
            players: self.players[..self.n()]
                .iter()
                .map(|p| PlayerSetup {
                    hand: p.hand,
                    dev: p.dev,
                    dev_new: p.dev_new,
                    played: p.played,
                    settlements: p.settlements,
                    cities: p.cities,
                    roads: p.roads,
                })
                .collect(),
            bank: self.bank,
            deck: self.deck,
            robber: self.robber,
            phase: self.phase,
            current: self.current,
            turns: self.turns,
            longest_road_holder: self.longest_road_holder,
            largest_army_holder: self.largest_army_holder,
            cards_played_this_turn: self.cards_played_this_turn,
            builds_this_turn: self.builds_this_turn,
            offers_this_turn: self.offers_this_turn,
            offers_made: self.offers_made.clone(),
            seed,
            sea: self.sea.as_deref().cloned(),
        }
    }
}

/// The players, the robber, the seats named and the phase fit the table.
fn check_table<const W: usize>(s: &Setup<W>) -> Result<(), SetupError> {
    let n = s.players.len();
    let rules = &s.rules;
    let topo = &s.board.topo;
    if n < rules.min_players as usize || n > rules.max_players as usize || n > MAX_PLAYERS {
        return Err(SetupError::PlayerCount {
            players: n,
            rules: rules.name.clone(),
            min: rules.min_players,
            max: rules.max_players,
        });
    }
    let opening = matches!(
        s.phase,
        Phase::SetupSettlement { .. } | Phase::SetupRoad { .. }
    );
    if opening && n > s.board.opening_capacity() as usize {
        return Err(SetupError::BoardTooSmall {
            players: n,
            capacity: s.board.opening_capacity(),
        });
    }
    if s.robber.index() >= topo.num_faces() {
        return Err(SetupError::RobberOffBoard {
            face: s.robber,
            faces: topo.num_faces(),
        });
    }
    if !s.board.land.contains(s.robber.index()) {
        return Err(SetupError::RobberOnSea { face: s.robber });
    }
    let seat_ok = |what: &'static str, seat: Seat| {
        if seat.index() < n {
            Ok(())
        } else {
            Err(SetupError::NoSuchSeat {
                what,
                seat,
                players: n,
            })
        }
    };
    seat_ok("the player on turn", s.current)?;
    if let Some(h) = s.longest_road_holder {
        seat_ok("the longest road", h)?;
    }
    if let Some(h) = s.largest_army_holder {
        seat_ok("the largest army", h)?;
    }
    check_phase(s)?;
    Ok(())
}

/// Every piece is on the board, once, within the rules' supply, under the distance rule, and
/// every road joins its owner's buildings. Returns the occupied vertices and the roads.
fn check_pieces<const W: usize>(s: &Setup<W>) -> Result<(Bits<W>, Bits<W>), SetupError> {
    let rules = &s.rules;
    let topo = &s.board.topo;
    // pieces on the board
    let (nv, ne) = (topo.num_vertices(), topo.num_edges());
    let mut occupied = Bits::EMPTY;
    let mut all_roads = Bits::EMPTY;
    for (p, ps) in s.players.iter().enumerate() {
        let seat = Seat::at(p);
        let off = |what, set: Bits<W>, limit: usize| match set.iter().find(|&x| x >= limit) {
            Some(x) => Err(SetupError::OffBoard {
                seat,
                what,
                seat_or_id: x,
            }),
            None => Ok(()),
        };
        off("settlement at vertex", ps.settlements, nv)?;
        off("city at vertex", ps.cities, nv)?;
        off("road on edge", ps.roads, ne)?;
        for v in ps.settlements.iter().chain(ps.cities.iter()) {
            if occupied.contains(v) {
                return Err(SetupError::TwoBuildings {
                    vertex: VertexId(v as u16),
                });
            }
            occupied.insert(v);
        }
        if let Some(e) = (all_roads & ps.roads).iter().next() {
            return Err(SetupError::TwoRoads {
                edge: EdgeId(e as u16),
            });
        }
        all_roads |= ps.roads;
        let pieces = [
            ("roads", ps.roads.len(), rules.pieces.roads),
            (
                "settlements",
                ps.settlements.len(),
                rules.pieces.settlements,
            ),
            ("cities", ps.cities.len(), rules.pieces.cities),
        ];
        for (piece, placed, max) in pieces {
            if placed > max as usize {
                return Err(SetupError::TooManyPieces {
                    seat,
                    piece,
                    placed,
                    max,
                });
            }
        }
    }
    for a in occupied.iter() {
        if let Some(b) = (topo.vertex_neighbour_mask[a] & occupied).iter().next() {
            return Err(SetupError::DistanceRule {
                a: VertexId(a as u16),
                b: VertexId(b as u16),
            });
        }
    }
    for (p, ps) in s.players.iter().enumerate() {
        if let Some(e) = unconnected_road(&s.board, ps) {
            return Err(SetupError::RoadNotConnected {
                seat: Seat::at(p),
                edge: e,
            });
        }
    }
    Ok((occupied, all_roads))
}

/// The bank and the hands hold every material card; the deck, the hands and the played cards
/// every development card.
fn check_cards<const W: usize>(s: &Setup<W>) -> Result<(), SetupError> {
    let rules = &s.rules;
    // cards: what the bank and the hands hold is what the game has
    for r in Resource::ALL {
        let total =
            s.bank.get(r) as u32 + s.players.iter().map(|p| p.hand.get(r) as u32).sum::<u32>();
        if total != rules.bank as u32 {
            return Err(SetupError::Resources {
                resource: r,
                total,
                expected: rules.bank,
            });
        }
    }
    for c in DevCard::ALL {
        let held: u32 = s
            .players
            .iter()
            .map(|p| (p.dev.get(c) + p.dev_new.get(c) + p.played.get(c)) as u32)
            .sum();
        let total = s.deck.get(c) as u32 + held;
        if total != rules.development_deck.get(c) as u32 {
            return Err(SetupError::DevCards {
                card: c,
                total,
                expected: rules.development_deck.get(c),
            });
        }
    }
    Ok(())
}

/// A seat's state from its setup (`None`: a seat the game does not use), with what the rules
/// keep beside it: the corners its roads touch, its harbours and rates, the faces it earns from.
fn player_state<const W: usize>(s: &Setup<W>, setup: Option<&PlayerSetup<W>>) -> PlayerState<W> {
    let rules = &s.rules;
    let topo = &s.board.topo;
    match setup {
        Some(ps) => {
            let mut road_vertices = Bits::EMPTY;
            for e in ps.roads.iter() {
                for v in topo.edge_vertices[e] {
                    road_vertices.insert(v.index());
                }
            }
            let mut harbours = 0;
            let mut faces = Bits::EMPTY;
            for v in ps.settlements.iter().chain(ps.cities.iter()) {
                if let Some(h) = s.board.vertex_harbour[v] {
                    harbours |= h.bit();
                }
                for &f in topo.vertex_faces[v].as_slice() {
                    faces.insert(f.index());
                }
            }
            PlayerState {
                hand: ps.hand,
                dev: ps.dev,
                dev_new: ps.dev_new,
                played: ps.played,
                settlements: ps.settlements,
                cities: ps.cities,
                roads: ps.roads,
                road_vertices,
                roads_left: rules.pieces.roads - ps.roads.len() as u8,
                settlements_left: rules.pieces.settlements - ps.settlements.len() as u8,
                cities_left: rules.pieces.cities - ps.cities.len() as u8,
                longest_road: 0,
                public_points: 0,
                harbours,
                faces,
                rates: rates_for(rules, harbours),
            }
        }
        None => PlayerState {
            roads_left: rules.pieces.roads,
            settlements_left: rules.pieces.settlements,
            cities_left: rules.pieces.cities,
            rates: rates_for(rules, 0),
            ..Default::default()
        },
    }
}

/// The state of a checked setup, with everything the rules keep alongside it.
fn derive<const W: usize>(s: Setup<W>, occupied: Bits<W>, all_roads: Bits<W>) -> State<W> {
    let n = s.players.len();
    let topo = &s.board.topo;
    // the position, with everything derived
    // corners in open sea take no settlement
    let mut blocked = occupied | s.board.sea_corners();
    for v in occupied.iter() {
        blocked |= topo.vertex_neighbour_mask[v];
    }
    let players: [PlayerState<W>; MAX_PLAYERS] =
        std::array::from_fn(|p| player_state(&s, s.players.get(p)));
    let mut state = State {
        board: s.board.clone(),
        rules: s.rules.clone(),
        num_players: n as u8,
        players,
        bank: s.bank,
        deck: s.deck,
        robber: s.robber,
        phase: s.phase,
        current: s.current,
        turns: s.turns,
        occupied,
        blocked,
        all_roads,
        longest_road_holder: s.longest_road_holder,
        largest_army_holder: s.largest_army_holder,
        cards_played_this_turn: s.cards_played_this_turn,
        builds_this_turn: s.builds_this_turn,
        offers_this_turn: s.offers_this_turn,
        offers_made: s.offers_made.clone(),
        income: [[[0; 5]; MAX_PLAYERS]; 13],
        rng: GameRng::new(s.seed),
        sea: s.board.sea.as_ref().map(|m| {
            let mut sea = s
                .sea
                .clone()
                .unwrap_or_else(|| Sea::new(s.rules.pieces.ships, m));
            sea.derive(topo, s.rules.pieces.ships);
            // the islands each seat has settled: those of its buildings
            for (p, ps) in s.players.iter().enumerate() {
                sea.reached[p] = (ps.settlements | ps.cities)
                    .iter()
                    .fold(0, |a, v| a | m.islands_at(v));
            }
            Box::new(sea)
        }),
    };
    for p in Seat::all(n as u8) {
        let ps = &state.players[p.index()];
        let (settlements, cities) = (ps.settlements, ps.cities);
        for v in settlements.iter() {
            state.earn_at(p, VertexId::at(v));
        }
        for v in cities.iter() {
            state.earn_at(p, VertexId::at(v));
            state.earn_at(p, VertexId::at(v));
        }
        state.players[p.index()].longest_road = state.compute_longest_road(p);
        state.players[p.index()].public_points = state.recompute_public_points(p);
    }
    state
}

/// Ships only where the board has a sea: on sides with sea, one piece a side, within the
/// pieces a seat has, the pirate on a sea tile.
fn check_ships<const W: usize>(s: &Setup<W>, all_roads: Bits<W>) -> Result<(), SetupError> {
    let Some(sea) = &s.sea else { return Ok(()) };
    let bad = |why: String| Err(SetupError::Ships { why });
    let Some(map) = &s.board.sea else {
        return bad("the board has no sea".into());
    };
    let mut seen = all_roads;
    for (p, ships) in sea.ships.iter().enumerate() {
        if p >= s.players.len() && !ships.is_empty() {
            return bad(format!("seat {p} is not at the table"));
        }
        if ships.len() > s.rules.pieces.ships as usize {
            return bad(format!(
                "seat {p} has more ships than {}",
                s.rules.pieces.ships
            ));
        }
        if let Some(e) = (*ships - map.ship_edges).iter().next() {
            return bad(format!("the ship on edge {e} has land on both sides"));
        }
        if let Some(e) = (*ships & seen).iter().next() {
            return bad(format!("edge {e} holds two pieces"));
        }
        seen |= *ships;
    }
    if let Some(f) = sea.pirate.filter(|f| !map.sea_faces.contains(f.index())) {
        return bad(format!("the pirate is on face {f}, not a sea tile"));
    }
    Ok(())
}

/// A road of this player that no chain of its own roads joins to one of its buildings.
fn unconnected_road<const W: usize>(board: &Board<W>, ps: &PlayerSetup<W>) -> Option<EdgeId> {
    let topo = &board.topo;
    let mut reached = ps.settlements | ps.cities;
    let mut roads_reached = Bits::EMPTY;
    loop {
        let mut grew = false;
        for e in (ps.roads - roads_reached).iter() {
            let [a, b] = topo.edge_vertices[e];
            if reached.contains(a.index()) || reached.contains(b.index()) {
                roads_reached.insert(e);
                reached.insert(a.index());
                reached.insert(b.index());
                grew = true;
            }
        }
        if !grew {
            break;
        }
    }
    (ps.roads - roads_reached).iter().next().map(EdgeId::at)
}

fn check_phase<const W: usize>(s: &Setup<W>) -> Result<(), SetupError> {
    let n = s.players.len();
    let all = (1u16 << n) - 1;
    let opening = s
        .board
        .sea
        .as_deref()
        .map_or(2, |m| m.rules.opening_settlements as usize);
    let bad = |why| {
        Err(SetupError::Phase {
            phase: s.phase,
            why,
        })
    };
    match s.phase {
        Phase::SetupSettlement { step } | Phase::SetupRoad { step, .. }
            if step as usize >= opening * n =>
        {
            bad("the opening has 2 steps per player (3 where the board says so)")
        }
        Phase::SetupRoad { settlement, .. } if settlement.index() >= s.board.num_vertices() => {
            bad("the settlement is not on the board")
        }
        Phase::Discard { pending } if pending as u16 & !all != 0 || pending == 0 => {
            bad("the seats to discard are not at the table")
        }
        Phase::TradeAnswers {
            pending, accepted, ..
        } if (pending | accepted) as u16 & !all != 0 => {
            bad("the seats answering are not at the table")
        }
        Phase::TradeConfirm { accepted, .. } if accepted as u16 & !all != 0 || accepted == 0 => {
            bad("the seats that accepted are not at the table")
        }
        Phase::GameOver { winner } if winner.index() >= n => bad("the winner is not at the table"),
        Phase::RoadBuilding { left: 0, .. } => bad("no road left to place"),
        Phase::Gold { pending } if pending as u16 & !all != 0 || pending == 0 => {
            bad("the seats choosing gold are not at the table")
        }
        Phase::Gold { .. } if s.sea.is_none() => bad("gold is chosen on a Seafarers board"),
        Phase::SpecialBuild { builder } if builder.index() >= n => {
            bad("the builder is not at the table")
        }
        Phase::SpecialBuild { builder } if builder == s.current => {
            bad("the player whose turn ended does not build in the special building phase")
        }
        Phase::SpecialBuild { .. } if !s.rules.special_building_phase => {
            bad("these rules have no special building phase")
        }
        _ => Ok(()),
    }
}

#[cfg(test)]
mod tests;
