//! What players do ([`Action`]), what chance decides ([`Chance`]) and what happened ([`Event`]).

use super::resources::{DevCard, Resource, ResourceSet};
use super::terrain::{HarbourKind, Terrain};
use super::topology::{EdgeId, FaceId, VertexId};
use arrayvec::ArrayVec;
use serde::{Deserialize, Serialize};
use std::fmt;

/// Seats at the most: the base game's four, six with the 5–6 player extension.
pub const MAX_PLAYERS: usize = 6;

/// A seat at the table, 0 to 5 in playing order (seat 0 opens the game).
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize,
)]
#[serde(transparent)]
pub struct Seat(pub u8);

impl Seat {
    /// The seat as an index into per-player tables.
    #[inline]
    pub const fn index(self) -> usize {
        self.0 as usize
    }
    /// The seat of index `i` (below [`MAX_PLAYERS`]).
    #[inline]
    pub const fn at(i: usize) -> Seat {
        Seat(i as u8)
    }
    /// This seat's bit in a mask of seats.
    #[inline]
    pub const fn bit(self) -> u8 {
        1 << self.0
    }
    /// The seats `0..n`.
    pub fn all(n: u8) -> impl Iterator<Item = Seat> {
        (0..n).map(Seat)
    }
}

impl fmt::Display for Seat {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt(f)
    }
}

/// A player's decision. The acting player is always [`super::State::actor`]; chance outcomes are
/// not part of the action (see [`Chance`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Action {
    /// In the opening: free, distance rule only. Later: connected to an own road, paid.
    BuildSettlement(VertexId),
    /// In the opening: touching the settlement just placed. During road building: free.
    BuildRoad(EdgeId),
    BuildCity(VertexId),
    BuyDevelopmentCard,
    Roll,
    /// The cards the acting player discards after a 7 (exactly half their hand, rounded down).
    Discard(ResourceSet),
    /// Move the robber to `face` and steal from `victim` (required when someone can be robbed).
    MoveRobber {
        face: FaceId,
        victim: Option<Seat>,
    },
    PlayKnight,
    PlayRoadBuilding,
    /// Two materials from the bank (the second is `None` only when the bank holds one card).
    PlayYearOfPlenty(Resource, Option<Resource>),
    PlayMonopoly(Resource),
    /// Thesis variant: play a victory-point card as a "coupon".
    PlayVictoryPoint,
    /// Give `give` at the player's best rate for it (4:1, 3:1 or 2:1) for one `get`.
    BankTrade {
        give: Resource,
        get: Resource,
    },
    /// The player on turn offers `give` for `get` to the opponents of the seat mask `to`
    /// ([`EVERYONE`]: all of them; in files `to` is written only when it names some).
    OfferTrade {
        give: ResourceSet,
        get: ResourceSet,
        #[serde(default = "everyone", skip_serializing_if = "is_everyone")]
        to: u8,
    },
    AcceptTrade,
    DeclineTrade,
    /// The offering player completes the trade with one opponent who accepted.
    ConfirmTrade(Seat),
    CancelTrade,
    EndTurn,
    /// Seafarers: a ship on a side with sea (paid; free in the opening and with road building).
    BuildShip(EdgeId),
    /// Seafarers: the ship at the open end of a route sails to another side (once a turn).
    MoveShip {
        from: EdgeId,
        to: EdgeId,
    },
    /// Seafarers: the materials a gold field pays, chosen.
    ChooseGold(ResourceSet),
    /// Cloth for Catan: the robber (a land tile) or the pirate (a sea tile) moves to `face`
    /// and takes one cloth from `victim` instead of a card (the robber's choice).
    RobCloth {
        face: FaceId,
        victim: Seat,
    },
    /// The Forgotten Tribe: a harbour of `kind` (the one to place now, or one kept) placed on
    /// the coastal side `edge` beside one of the player's buildings.
    PlaceHarbour {
        edge: EdgeId,
        kind: HarbourKind,
    },
}

/// The seat mask of an offer to every opponent.
pub const EVERYONE: u8 = 0xFF;

fn everyone() -> u8 {
    EVERYONE
}

fn is_everyone(to: &u8) -> bool {
    *to == EVERYONE
}

impl Action {
    /// An offer of `give` for `get` to every opponent.
    pub const fn offer(give: ResourceSet, get: ResourceSet) -> Action {
        Action::OfferTrade {
            give,
            get,
            to: EVERYONE,
        }
    }
}

/// The outcome of a chance event, recorded so that a game replays without any randomness.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Chance {
    Dice(u8, u8),
    Draw(DevCard),
    Steal(Resource),
    /// The face-down tiles a road or ship turned over, in face order: what each was.
    Fog(Reveals),
}

/// What the face-down tiles one road or ship reaches turned out to be (1 to 4 of them):
/// (terrain, number or 0) each, in face order. Written as a list.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(into = "Vec<(Terrain, u8)>", try_from = "Vec<(Terrain, u8)>")]
pub struct Reveals {
    cards: [(Terrain, u8); 4],
    n: u8,
}

impl Reveals {
    /// The cards of `list` (1 to 4).
    pub fn new(list: &[(Terrain, u8)]) -> Option<Reveals> {
        if list.is_empty() || list.len() > 4 {
            return None;
        }
        let mut cards = [(Terrain::Sea, 0); 4];
        cards[..list.len()].copy_from_slice(list);
        Some(Reveals {
            cards,
            n: list.len() as u8,
        })
    }
    pub fn as_slice(&self) -> &[(Terrain, u8)] {
        &self.cards[..self.n as usize]
    }
}

impl From<Reveals> for Vec<(Terrain, u8)> {
    fn from(r: Reveals) -> Self {
        r.as_slice().to_vec()
    }
}

impl TryFrom<Vec<(Terrain, u8)>> for Reveals {
    type Error = String;
    fn try_from(v: Vec<(Terrain, u8)>) -> Result<Self, String> {
        Reveals::new(&v).ok_or_else(|| format!("{} tiles turned over: 1 to 4", v.len()))
    }
}

impl Action {
    /// Whether applying this action involves chance, given the victim (for robber moves).
    pub fn needs_chance(&self) -> bool {
        matches!(
            self,
            Action::Roll
                | Action::BuyDevelopmentCard
                | Action::MoveRobber {
                    victim: Some(_),
                    ..
                }
        )
    }
}

impl fmt::Display for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Action::BuildSettlement(v) => write!(f, "build a settlement at vertex {v}"),
            Action::BuildRoad(e) => write!(f, "build a road on edge {e}"),
            Action::BuildCity(v) => write!(f, "build a city at vertex {v}"),
            Action::BuyDevelopmentCard => write!(f, "buy a development card"),
            Action::Roll => write!(f, "roll the dice"),
            Action::Discard(s) => write!(f, "discard {s}"),
            Action::MoveRobber {
                face,
                victim: Some(v),
            } => {
                write!(f, "move the robber to face {face} and rob seat {v}")
            }
            Action::MoveRobber { face, victim: None } => {
                write!(f, "move the robber to face {face}")
            }
            Action::PlayKnight => write!(f, "play a knight"),
            Action::PlayRoadBuilding => write!(f, "play road building"),
            Action::PlayYearOfPlenty(a, Some(b)) => {
                write!(f, "play year of plenty for {a} and {b}")
            }
            Action::PlayYearOfPlenty(a, None) => write!(f, "play year of plenty for {a}"),
            Action::PlayMonopoly(r) => write!(f, "play monopoly on {r}"),
            Action::PlayVictoryPoint => write!(f, "play a victory point card"),
            Action::BankTrade { give, get } => write!(f, "trade {give} for 1 {get} with the bank"),
            Action::OfferTrade {
                give,
                get,
                to: EVERYONE,
            } => write!(f, "offer {give} for {get}"),
            Action::OfferTrade { give, get, to } => {
                write!(f, "offer {give} for {get} to seats")?;
                let mut sep = " ";
                for s in (0..8u8).filter(|s| to & (1 << s) != 0) {
                    write!(f, "{sep}{s}")?;
                    sep = ", ";
                }
                Ok(())
            }
            Action::AcceptTrade => write!(f, "accept the offer"),
            Action::DeclineTrade => write!(f, "decline the offer"),
            Action::ConfirmTrade(s) => write!(f, "trade with seat {s}"),
            Action::CancelTrade => write!(f, "cancel the offer"),
            Action::EndTurn => write!(f, "end the turn"),
            Action::BuildShip(e) => write!(f, "build a ship on edge {e}"),
            Action::MoveShip { from, to } => write!(f, "move the ship on edge {from} to edge {to}"),
            Action::ChooseGold(s) => write!(f, "take {s} from gold"),
            Action::RobCloth { face, victim } => {
                write!(
                    f,
                    "move the robber to face {face} and take a cloth from seat {victim}"
                )
            }
            Action::PlaceHarbour { edge, kind } => {
                write!(f, "place the {kind:?} harbour on edge {edge}")
            }
        }
    }
}

/// Something that happened while applying an action.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Event {
    Rolled(u8, u8),
    /// What `seat` received in all (from tiles, or gold chosen); the tiles that paid it follow
    /// as [`Event::Paid`].
    Produced {
        seat: Seat,
        cards: ResourceSet,
    },
    /// A tile paid: a roll's tiles, the second opening settlement's, a tile the fog turned
    /// over. Pushed after the action's [`Event::Produced`] totals (and left out only when a
    /// board pays from more tiles than an action's events hold: its cards then come from no
    /// tile).
    Paid(TilePaid),
    /// The bank could not pay every claim for these materials (bit `i` = material `i`), so
    /// nobody got them.
    Shortage(u8),
    Discarded {
        seat: Seat,
        cards: ResourceSet,
    },
    RobberMoved(FaceId),
    Stole {
        thief: Seat,
        victim: Seat,
        card: Resource,
    },
    Bought {
        seat: Seat,
        card: DevCard,
    },
    Monopoly {
        seat: Seat,
        resource: Resource,
        taken: u8,
    },
    Traded {
        seat: Seat,
        with: Option<Seat>,
        gave: ResourceSet,
        got: ResourceSet,
    },
    LongestRoad(Option<Seat>),
    LargestArmy(Option<Seat>),
    TurnStarted(Seat),
    /// The 5–6 extension: this seat's special building phase begins.
    SpecialBuild(Seat),
    /// Seafarers: the pirate moved to this sea tile.
    PirateMoved(FaceId),
    /// Seafarers: `seat`'s ship sailed from side `from` to side `to`.
    ShipMoved {
        seat: Seat,
        from: EdgeId,
        to: EdgeId,
    },
    /// Fog Islands: a face-down tile turned over (`number` 0: none).
    Revealed {
        face: FaceId,
        terrain: Terrain,
        number: u8,
    },
    /// Seafarers: a first settlement on an island that pays points.
    IslandSettled {
        seat: Seat,
        points: u8,
    },
    /// Cloth for Catan: a trade begun, cloth paid or taken, the game ended by the villages.
    Cloth(ClothEvent),
    /// The Forgotten Tribe: a gift taken, a harbour placed.
    Tribe(TribeEvent),
    Won(Seat),
}

/// What happened with the tribe's gifts (The Forgotten Tribe).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "what", rename_all = "snake_case")]
pub enum TribeEvent {
    /// `seat`'s ship took gift `gift` (the board's gifts in order). `card`: the development
    /// card it gave (told to its owner only; `None` to the others); `kept`: a harbour kept to
    /// place later (else, for a harbour, it is to be placed now).
    Gift {
        seat: Seat,
        gift: u8,
        card: Option<DevCard>,
        kept: bool,
    },
    /// `seat` placed a harbour of `kind` on side `edge`.
    HarbourPlaced {
        seat: Seat,
        edge: EdgeId,
        kind: HarbourKind,
    },
}

/// What happened to the cloth (Cloth for Catan; all public).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "what", rename_all = "snake_case")]
pub enum ClothEvent {
    /// `seat`'s ships reached village `village` and trade with it; it gave `cloth` (1, or 0
    /// when it had none left).
    Trade { seat: Seat, village: u8, cloth: u8 },
    /// Village `village`'s number was rolled: `shares[i]` cloth to seat `i`, `supply` of them
    /// from the general supply.
    Paid {
        village: u8,
        shares: [u8; MAX_PLAYERS],
        supply: u8,
    },
    /// The robber or pirate took a cloth from `victim`.
    Stolen { thief: Seat, victim: Seat },
    /// Fewer villages than the board's figure hold cloth at the end of a turn (`villages` do):
    /// the game ends, the most points winning (ties: the most cloth).
    Ended { villages: u8 },
}

/// What one tile paid: `shares[i]` cards of `resource` to seat `i`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TilePaid {
    pub face: FaceId,
    pub resource: Resource,
    pub shares: [u8; MAX_PLAYERS],
}

impl TilePaid {
    /// `n` cards of `resource` from tile `face` to `seat` alone.
    pub fn to_one(face: FaceId, resource: Resource, seat: Seat, n: u8) -> TilePaid {
        let mut shares = [0; MAX_PLAYERS];
        shares[seat.index()] = n;
        TilePaid {
            face,
            resource,
            shares,
        }
    }
}

/// The most events one action holds: a roll's dice, a shortage, six seats' totals and the tiles
/// that paid them (any board's: beyond this room [`Event::Paid`] is left out, never the rest).
pub const EVENT_CAP: usize = 32;

/// The events of one action: a fixed-capacity list (no allocation). A push past the capacity is
/// a bug in the rules and stops at once rather than losing the event.
#[derive(Clone, Debug, Default)]
pub struct Events {
    items: ArrayVec<Event, EVENT_CAP>,
}

/// Where [`State::execute`](crate::core::State) writes an action's events: [`Events`], or
/// [`NoEvents`] when nothing reads them (the simulator's trusted path).
pub(crate) trait EventSink {
    fn push(&mut self, e: Event);
    /// How many more events fit: 0 when nothing reads them (details such as the tiles that
    /// paid are then not even worked out).
    fn room(&self) -> usize;
}

impl EventSink for Events {
    #[inline]
    fn push(&mut self, e: Event) {
        self.items.push(e);
    }
    #[inline]
    fn room(&self) -> usize {
        self.items.remaining_capacity()
    }
}

/// Events thrown away as they happen.
pub(crate) struct NoEvents;

impl EventSink for NoEvents {
    #[inline(always)]
    fn push(&mut self, _: Event) {}
    #[inline(always)]
    fn room(&self) -> usize {
        0
    }
}

impl Events {
    /// Events told by someone else (an online game's host), at most the capacity of one
    /// action's events (the rest are dropped).
    pub fn from_list(list: impl IntoIterator<Item = Event>) -> Events {
        let mut ev = Events::default();
        for e in list.into_iter().take(EVENT_CAP) {
            ev.items.push(e);
        }
        ev
    }
    pub fn as_slice(&self) -> &[Event] {
        &self.items
    }
    /// The chance outcome the action had, if any (what a game record stores).
    pub fn chance(&self) -> Option<Chance> {
        let fog: Vec<(Terrain, u8)> = self
            .as_slice()
            .iter()
            .filter_map(|e| match *e {
                Event::Revealed {
                    terrain, number, ..
                } => Some((terrain, number)),
                _ => None,
            })
            .collect();
        if let Some(r) = Reveals::new(&fog) {
            return Some(Chance::Fog(r));
        }
        self.as_slice().iter().find_map(|e| match *e {
            Event::Rolled(a, b) => Some(Chance::Dice(a, b)),
            Event::Bought { card, .. } => Some(Chance::Draw(card)),
            Event::Tribe(TribeEvent::Gift {
                card: Some(card), ..
            }) => Some(Chance::Draw(card)),
            Event::Stole { card, .. } => Some(Chance::Steal(card)),
            _ => None,
        })
    }
}
