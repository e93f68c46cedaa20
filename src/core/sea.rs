//! What a Seafarers game keeps beside the base game's position ([`Sea`]): the ships, the pirate,
//! gold still to be chosen, the islands each player has settled and the points they paid.
//! A base-game position has none (`State::sea` is `None`), so the base game pays nothing for it.

use super::action::{MAX_PLAYERS, Seat};
use super::bits::Bits;
use super::board::{ClothMap, Gift, SeaMap};
use super::phase::Phase;
use super::topology::{EdgeId, FaceId, Topology};
use crate::core::terrain::{HarbourKind, Terrain};

/// The Seafarers part of a position. Plain data (a [`super::Setup`] carries one); the fields
/// marked derived are recomputed by `State::from_setup`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Sea<const W: usize = 4> {
    /// Each seat's ships.
    pub ships: [Bits<W>; MAX_PLAYERS],
    /// Ships each seat has left to build (derived).
    pub ships_left: [u8; MAX_PLAYERS],
    /// Corners touched by each seat's ships (derived).
    pub ship_vertices: [Bits<W>; MAX_PLAYERS],
    /// Every ship (derived).
    pub all_ships: Bits<W>,
    /// Ships built this turn: they may not move until the next.
    pub new_ships: Bits<W>,
    /// A ship has moved this turn (one move a turn).
    pub moved: bool,
    /// The pirate's sea tile (`None`: not on the board yet).
    pub pirate: Option<FaceId>,
    /// Cards each seat is still to choose from gold fields.
    pub gold_owed: [u8; MAX_PLAYERS],
    /// Where play goes on once every gold choice is made.
    pub gold_after: Phase,
    /// The islands (a bit each) where each seat has built a settlement.
    pub reached: [u64; MAX_PLAYERS],
    /// Points each seat earned by first settlements on islands.
    pub island_points: [u8; MAX_PLAYERS],
    /// Tiles still face down (Fog Islands).
    pub fog: Bits<W>,
    /// The cards face-down tiles are still drawn from: (terrain, number or 0).
    pub fog_stack: Vec<(Terrain, u8)>,
    /// Cloth for Catan: the villages' cloth and traders, the supply, each seat's cloth.
    pub cloth: Option<Box<Cloth>>,
    /// The Forgotten Tribe: the gifts taken, the cards set aside, the harbours kept and placed.
    pub tribe: Option<Box<Tribe>>,
}

/// The Forgotten Tribe's part of a position. Public but for the cards set aside (only their
/// number is kept: a card gift is drawn from the cards nobody has seen) and the kind of a card
/// taken (in its owner's hand).
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Tribe {
    /// Who took each gift (the board's gifts in order; `None`: still there).
    pub taken: Vec<Option<Seat>>,
    /// Development cards still set aside face down for the card gifts (not for sale).
    pub cards_left: u8,
    /// Special points each seat took.
    pub points: [u8; MAX_PLAYERS],
    /// Harbours each seat keeps to place later.
    pub kept: [Vec<HarbourKind>; MAX_PLAYERS],
    /// The harbour a seat must place now (no other action until it does).
    pub placing: Option<(Seat, HarbourKind)>,
    /// Harbours placed: the side, the kind and who placed it, in order.
    pub placed: Vec<(EdgeId, HarbourKind, Seat)>,
}

impl Tribe {
    /// The tribe of a new game on `map`'s gifts, with `cards` development cards set aside.
    pub fn new(gifts: usize, cards: u8) -> Tribe {
        Tribe {
            taken: vec![None; gifts],
            cards_left: cards,
            points: [0; MAX_PLAYERS],
            kept: Default::default(),
            placing: None,
            placed: Vec::new(),
        }
    }
}

/// Cloth for Catan's part of a position (all of it public: a seat's view carries it whole).
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Cloth {
    /// Cloth each village holds (the board's villages in order).
    pub villages: Vec<u8>,
    /// The seats trading with each village (a bit each).
    pub traders: Vec<u8>,
    /// Cloth left in the general supply.
    pub supply: u8,
    /// Each seat's cloth.
    pub players: [u8; MAX_PLAYERS],
}

impl Cloth {
    /// The cloth of a new game on `map`.
    pub fn new(map: &ClothMap) -> Cloth {
        Cloth {
            villages: map.villages.iter().map(|v| v.cloth).collect(),
            traders: vec![0; map.villages.len()],
            supply: map.supply,
            players: [0; MAX_PLAYERS],
        }
    }

    /// Villages still holding cloth.
    pub fn villages_with_cloth(&self) -> usize {
        self.villages.iter().filter(|&&c| c > 0).count()
    }

    /// All the cloth: the villages', the supply's and the players'.
    pub fn total(&self) -> u32 {
        self.villages.iter().map(|&c| c as u32).sum::<u32>()
            + self.supply as u32
            + self.players.iter().map(|&c| c as u32).sum::<u32>()
    }
}

impl<const W: usize> Sea<W> {
    /// The sea of a new game on `map`: `ships` for each seat.
    pub fn new(ships: u8, map: &SeaMap<W>) -> Sea<W> {
        Sea {
            fog: map.fog,
            fog_stack: map.fog_stack.clone(),
            cloth: map.cloth.as_ref().map(|c| Box::new(Cloth::new(c))),
            tribe: (!map.gifts.is_empty()).then(|| {
                let cards = map.gifts.iter().filter(|g| g.gift == Gift::DevelopmentCard);
                Box::new(Tribe::new(map.gifts.len(), cards.count() as u8))
            }),
            ..Sea::empty(ships, map.pirate_start)
        }
    }

    /// No ships yet, the pirate at `pirate`, no fog.
    fn empty(ships: u8, pirate: Option<FaceId>) -> Sea<W> {
        Sea {
            ships: [Bits::EMPTY; MAX_PLAYERS],
            ships_left: [ships; MAX_PLAYERS],
            ship_vertices: [Bits::EMPTY; MAX_PLAYERS],
            all_ships: Bits::EMPTY,
            new_ships: Bits::EMPTY,
            moved: false,
            pirate,
            gold_owed: [0; MAX_PLAYERS],
            gold_after: Phase::BeforeRoll,
            reached: [0; MAX_PLAYERS],
            island_points: [0; MAX_PLAYERS],
            fog: Bits::EMPTY,
            fog_stack: Vec::new(),
            cloth: None,
            tribe: None,
        }
    }

    /// Recompute the derived fields from the ships (`pieces`: ships a seat starts with).
    pub(crate) fn derive(&mut self, topo: &Topology<W>, pieces: u8) {
        self.all_ships = Bits::EMPTY;
        for p in 0..MAX_PLAYERS {
            self.ship_vertices[p] = super::roads::road_vertices_of(topo, self.ships[p]);
            self.ships_left[p] = pieces.saturating_sub(self.ships[p].len() as u8);
            self.all_ships |= self.ships[p];
        }
    }

    /// The seat whose ship is at edge `e`.
    pub fn ship_owner(&self, e: usize) -> Option<usize> {
        if !self.all_ships.contains(e) {
            return None;
        }
        (0..MAX_PLAYERS).find(|&p| self.ships[p].contains(e))
    }

    /// A new turn: every ship may move again, one of them.
    pub(crate) fn new_turn(&mut self) {
        self.new_ships = Bits::EMPTY;
        self.moved = false;
    }
}
