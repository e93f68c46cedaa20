//! Why an action was refused: the [`Rule`] it breaks (a closed set with stable names, used in
//! messages, records and JSON) and a [`RuleError`] with the message in words.

use super::action::Seat;
use super::phase::Phase;
use super::resources::{DevCard, Resource};
use super::topology::{EdgeId, FaceId, VertexId};
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::fmt;

/// A rule an action can break. Its [`Rule::name`] is stable: scenario files, `catan replay` and
/// JSON output use it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Rule {
    BankEmpty,
    BankTrade,
    BuildLimit,
    CannotAfford,
    CardBoughtThisTurn,
    CardTiming,
    Chance,
    CityOnOwnSettlement,
    DeckEmpty,
    DiscardHalf,
    DistanceRule,
    EdgeOccupied,
    GameOver,
    HiddenVictoryPoints,
    NoPieces,
    NoPlayerTrade,
    NoRoadSpot,
    NoSuchCard,
    NoSuchEdge,
    NoSuchFace,
    NoSuchVertex,
    /// Settlements, roads and the robber go on land.
    NeedsLand,
    NoShips,
    NeedsSea,
    Pirate,
    ShipMove,
    GoldChoice,
    /// The Forgotten Tribe: a harbour to place first, or a side it may not go on.
    HarbourPlace,
    HomeIsland,
    NotConnected,
    NotYourTurn,
    OfferLimit,
    OfferRepeated,
    OneCardPerTurn,
    OpeningRoad,
    Phase,
    RobberMustMove,
    RobberVictim,
    TradeGift,
    TradePartner,
    TradeSameMaterial,
    VertexOccupied,
    YearOfPlenty,
}

impl Rule {
    pub const ALL: [Rule; 43] = [
        Rule::BankEmpty,
        Rule::BankTrade,
        Rule::BuildLimit,
        Rule::CannotAfford,
        Rule::CardBoughtThisTurn,
        Rule::CardTiming,
        Rule::Chance,
        Rule::CityOnOwnSettlement,
        Rule::DeckEmpty,
        Rule::DiscardHalf,
        Rule::DistanceRule,
        Rule::EdgeOccupied,
        Rule::GameOver,
        Rule::HiddenVictoryPoints,
        Rule::NoPieces,
        Rule::NoPlayerTrade,
        Rule::NoRoadSpot,
        Rule::NoSuchCard,
        Rule::NoSuchEdge,
        Rule::NoSuchFace,
        Rule::NoSuchVertex,
        Rule::NeedsLand,
        Rule::NoShips,
        Rule::NeedsSea,
        Rule::Pirate,
        Rule::ShipMove,
        Rule::GoldChoice,
        Rule::HarbourPlace,
        Rule::HomeIsland,
        Rule::NotConnected,
        Rule::NotYourTurn,
        Rule::OfferLimit,
        Rule::OfferRepeated,
        Rule::OneCardPerTurn,
        Rule::OpeningRoad,
        Rule::Phase,
        Rule::RobberMustMove,
        Rule::RobberVictim,
        Rule::TradeGift,
        Rule::TradePartner,
        Rule::TradeSameMaterial,
        Rule::VertexOccupied,
        Rule::YearOfPlenty,
    ];

    /// The stable short name (`distance-rule`, `not-your-turn`, …).
    pub fn name(self) -> &'static str {
        match self {
            Rule::BankEmpty => "bank-empty",
            Rule::BankTrade => "bank-trade",
            Rule::BuildLimit => "build-limit",
            Rule::CannotAfford => "cannot-afford",
            Rule::CardBoughtThisTurn => "card-bought-this-turn",
            Rule::CardTiming => "card-timing",
            Rule::Chance => "chance",
            Rule::CityOnOwnSettlement => "city-on-own-settlement",
            Rule::DeckEmpty => "deck-empty",
            Rule::DiscardHalf => "discard-half",
            Rule::DistanceRule => "distance-rule",
            Rule::EdgeOccupied => "edge-occupied",
            Rule::GameOver => "game-over",
            Rule::HiddenVictoryPoints => "hidden-victory-points",
            Rule::NoPieces => "no-pieces",
            Rule::NoPlayerTrade => "no-player-trade",
            Rule::NoRoadSpot => "no-road-spot",
            Rule::NoSuchCard => "no-such-card",
            Rule::NoSuchEdge => "no-such-edge",
            Rule::NoSuchFace => "no-such-face",
            Rule::NoSuchVertex => "no-such-vertex",
            Rule::NeedsLand => "needs-land",
            Rule::NoShips => "no-ships",
            Rule::NeedsSea => "needs-sea",
            Rule::Pirate => "pirate",
            Rule::ShipMove => "ship-move",
            Rule::GoldChoice => "gold-choice",
            Rule::HarbourPlace => "harbour-place",
            Rule::HomeIsland => "home-island",
            Rule::NotConnected => "not-connected",
            Rule::NotYourTurn => "not-your-turn",
            Rule::OfferLimit => "offer-limit",
            Rule::OfferRepeated => "offer-repeated",
            Rule::OneCardPerTurn => "one-card-per-turn",
            Rule::OpeningRoad => "opening-road",
            Rule::Phase => "phase",
            Rule::RobberMustMove => "robber-must-move",
            Rule::RobberVictim => "robber-victim",
            Rule::TradeGift => "trade-gift",
            Rule::TradePartner => "trade-partner",
            Rule::TradeSameMaterial => "trade-same-material",
            Rule::VertexOccupied => "vertex-occupied",
            Rule::YearOfPlenty => "year-of-plenty",
        }
    }

    /// The rule with this short name.
    pub fn from_name(name: &str) -> Option<Rule> {
        Rule::ALL.into_iter().find(|r| r.name() == name)
    }
}

impl fmt::Display for Rule {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl PartialEq<&str> for Rule {
    fn eq(&self, other: &&str) -> bool {
        self.name() == *other
    }
}

impl PartialEq<Rule> for &str {
    fn eq(&self, other: &Rule) -> bool {
        *self == other.name()
    }
}

impl Serialize for Rule {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.name())
    }
}

impl<'de> Deserialize<'de> for Rule {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Rule, D::Error> {
        let name = String::deserialize(d)?;
        Rule::from_name(&name)
            .ok_or_else(|| serde::de::Error::custom(format!("unknown rule '{name}'")))
    }
}

/// An illegal action: the rule it breaks and what is wrong, in words.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{message} ({rule})")]
pub struct RuleError {
    pub rule: Rule,
    pub message: String,
}

impl RuleError {
    pub fn new(rule: Rule, message: impl Into<String>) -> Self {
        RuleError {
            rule,
            message: message.into(),
        }
    }
}

/// Why a [`Setup`](super::Setup) is not a position of the game.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SetupError {
    #[error("{players} players: the rules '{rules}' allow {min}..={max}")]
    PlayerCount {
        players: usize,
        rules: String,
        min: u8,
        max: u8,
    },
    #[error("{players} players: this board hosts the opening for at most {capacity}")]
    BoardTooSmall { players: usize, capacity: u8 },
    #[error("the robber is on face {face}, the board has {faces}")]
    RobberOffBoard { face: FaceId, faces: usize },
    #[error("the robber is on face {face}, a sea tile (it stays on land)")]
    RobberOnSea { face: FaceId },
    #[error("seat {seat} {what} {seat_or_id} is not on the board")]
    OffBoard {
        seat: Seat,
        what: &'static str,
        seat_or_id: usize,
    },
    #[error("vertex {vertex} holds two buildings")]
    TwoBuildings { vertex: VertexId },
    #[error("edge {edge} holds two roads")]
    TwoRoads { edge: EdgeId },
    #[error("the buildings at vertices {a} and {b} are neighbours (distance rule)")]
    DistanceRule { a: VertexId, b: VertexId },
    #[error("seat {seat}'s road on edge {edge} is not connected to its buildings")]
    RoadNotConnected { seat: Seat, edge: EdgeId },
    #[error("seat {seat} has {placed} {piece}, the rules give {max}")]
    TooManyPieces {
        seat: Seat,
        piece: &'static str,
        placed: usize,
        max: u8,
    },
    #[error("{resource}: {total} cards in the bank and the hands, the game has {expected}")]
    Resources {
        resource: Resource,
        total: u32,
        expected: u8,
    },
    #[error("{card:?}: {total} in the deck, the hands and played, the game has {expected}")]
    DevCards {
        card: DevCard,
        total: u32,
        expected: u8,
    },
    #[error("{what}: seat {seat} is not at the table ({players} players)")]
    NoSuchSeat {
        what: &'static str,
        seat: Seat,
        players: usize,
    },
    #[error("the phase {phase:?} does not fit this position: {why}")]
    Phase { phase: Phase, why: &'static str },
    #[error("ships: {why}")]
    Ships { why: String },
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_unique_and_round_trip() {
        let names: std::collections::BTreeSet<_> = Rule::ALL.iter().map(|r| r.name()).collect();
        assert_eq!(names.len(), Rule::ALL.len());
        for r in Rule::ALL {
            assert_eq!(Rule::from_name(r.name()), Some(r));
            assert_eq!(r, r.name());
            let json = serde_json::to_string(&r).unwrap();
            assert_eq!(json, format!("\"{}\"", r.name()));
        }
        assert_eq!(Rule::from_name("no-such-rule"), None);
    }
}
