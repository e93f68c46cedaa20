//! Rules as data: every number and switch of a variant lives in a rules file.

use super::resources::{DevSet, ResourceSet};
use super::ron_file::{FileError, parse_ron};
use serde::{Deserialize, Serialize};

/// How victory-point development cards score.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum VictoryCards {
    /// Standard: kept hidden, counted automatically (revealed when the holder wins).
    Hidden,
    /// Thesis variant: played like any action card ("coupon"); the point counts once played.
    Coupon,
}

/// When development cards may be played before the dice are rolled.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum BeforeRoll {
    /// Any development card may be played before rolling.
    Any,
    /// Only a knight.
    KnightOnly,
    /// None: cards are played after the roll.
    Nothing,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Costs {
    pub road: ResourceSet,
    pub settlement: ResourceSet,
    pub city: ResourceSet,
    pub development: ResourceSet,
    /// A ship (Seafarers): 1 wood and 1 sheep unless the file says otherwise.
    #[serde(default = "ship_cost")]
    pub ship: ResourceSet,
}

fn ship_cost() -> ResourceSet {
    ResourceSet([1, 0, 0, 1, 0])
}

fn fifteen() -> u8 {
    15
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Pieces {
    pub roads: u8,
    pub settlements: u8,
    pub cities: u8,
    /// Ships a player has on a Seafarers board (15 unless the file says otherwise).
    #[serde(default = "fifteen")]
    pub ships: u8,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DevelopmentRules {
    /// A card may be played in the turn it was bought.
    pub play_when_bought: bool,
    pub before_roll: BeforeRoll,
    /// Action cards that may be played in one turn (hidden victory points never count).
    pub per_turn: u8,
    pub victory_points: VictoryCards,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Award {
    /// Road length / knights needed to claim it.
    pub min: u8,
    pub points: u8,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TradeRules {
    /// Players may trade with each other (the player on turn offers).
    pub between_players: bool,
    /// Offers the player on turn may make in one turn; `None`: as often as they like (the
    /// printed rules), but the same offer not twice in a turn, which keeps games between
    /// computer players finite.
    pub offers_per_turn: Option<u8>,
    pub bank_rate: u8,
    pub generic_harbour_rate: u8,
    pub special_harbour_rate: u8,
}

/// The bank holds fewer cards of a material than a roll earns.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Shortage {
    /// The 5th-edition rulebook: "no player receives any of that resource that turn".
    #[default]
    NobodyGets,
    /// Older editions' exception: when only one player is owed the material, that player takes
    /// what the bank has left.
    OnlyClaimantGetsRest,
}

/// A rule set. The two presets are `assets/rules/standard.ron` and `assets/rules/thesis.ron`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Rules {
    pub name: String,
    pub points_to_win: u8,
    pub min_players: u8,
    pub max_players: u8,
    /// Cards of each material in the bank.
    pub bank: u8,
    pub costs: Costs,
    pub development_deck: DevSet,
    pub pieces: Pieces,
    /// A player holding more cards than this discards half (rounded down) on a 7.
    pub discard_limit: u8,
    pub development: DevelopmentRules,
    /// Builds (road, settlement, city, bought card) allowed per turn; `None` for no limit.
    pub builds_per_turn: Option<u8>,
    pub trade: TradeRules,
    /// What a roll pays when the bank cannot pay everyone a material (see [`Shortage`]).
    #[serde(default)]
    pub shortage: Shortage,
    pub longest_road: Award,
    pub largest_army: Award,
    /// The 5–6 player extension's special building phase: after each turn the other players,
    /// in order, may build and buy development cards (no trades, no cards played).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub special_building_phase: bool,
    /// Seafarers on every board: ships and the pirate even where the board has no
    /// `seafarers` block (a board with one plays Seafarers under any rules).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub seafarers: bool,
}

const STANDARD: &str = include_str!("../../assets/rules/standard.ron");
const THESIS: &str = include_str!("../../assets/rules/thesis.ron");
const FIVE_SIX: &str = include_str!("../../assets/rules/five-six.ron");
const SEAFARERS: &str = include_str!("../../assets/rules/seafarers.ron");

impl Rules {
    pub fn standard() -> Rules {
        Rules::from_ron("assets/rules/standard.ron", STANDARD).expect("built-in preset is valid")
    }
    pub fn thesis() -> Rules {
        Rules::from_ron("assets/rules/thesis.ron", THESIS).expect("built-in preset is valid")
    }

    /// The 5–6 player extension (5th edition): a bank of 24, 34 development cards and the
    /// special building phase; everything else as [`Rules::standard`].
    pub fn five_six() -> Rules {
        Rules::from_ron("assets/rules/five-six.ron", FIVE_SIX).expect("built-in preset is valid")
    }

    /// Seafarers: the standard game with ships (15 each, 1 wood + 1 sheep) and the pirate on
    /// any board; the points to win are the scenario's when its board names them.
    pub fn seafarers() -> Rules {
        Rules::from_ron("assets/rules/seafarers.ron", SEAFARERS).expect("built-in preset is valid")
    }

    /// The built-in presets by the names the command line and the menu use.
    pub fn preset(name: &str) -> Option<Rules> {
        match name {
            "standard" => Some(Rules::standard()),
            "thesis" => Some(Rules::thesis()),
            "five-six" => Some(Rules::five_six()),
            "seafarers" => Some(Rules::seafarers()),
            _ => None,
        }
    }

    pub fn from_ron(name: &str, text: &str) -> Result<Rules, FileError> {
        let rules: Rules = parse_ron(name, text)?;
        rules
            .validate()
            .map_err(|errs| FileError::new(name, errs.join("\n  ")))?;
        Ok(rules)
    }

    /// Problems that would make the game unplayable or break the engine's limits.
    pub fn validate(&self) -> Result<(), Vec<String>> {
        let mut e = Vec::new();
        if self.points_to_win == 0 {
            e.push("points_to_win: must be at least 1".to_string());
        }
        let most = super::action::MAX_PLAYERS as u8;
        if self.min_players < 2 || self.max_players > most || self.min_players > self.max_players {
            e.push(format!(
                "min_players/max_players: {}..{} must lie within 2..={most}",
                self.min_players, self.max_players
            ));
        }
        if self.bank == 0 || self.bank > 50 {
            e.push(format!(
                "bank: {} must be 1..=50 cards of each material",
                self.bank
            ));
        }
        self.check_costs(&mut e);
        if self.development_deck.total() > 100 {
            e.push("development_deck: at most 100 cards".to_string());
        }
        if self.pieces.settlements > 20
            || self.pieces.cities > 20
            || self.pieces.roads > 40
            || self.pieces.ships > 40
        {
            e.push("pieces: at most 40 roads, 40 ships, 20 settlements and 20 cities".to_string());
        }
        if self.pieces.settlements < 2 || self.pieces.roads < 2 {
            e.push("pieces: the opening places 2 settlements and 2 roads".to_string());
        }
        if self.development.per_turn == 0 {
            e.push("development.per_turn: must be at least 1".to_string());
        }
        if self.builds_per_turn == Some(0) {
            e.push("builds_per_turn: Some(0) would forbid building; use None for no limit".into());
        }
        self.check_rates_and_awards(&mut e);
        if self.longest_road.min == 0 || self.longest_road.min > self.pieces.roads {
            e.push(format!(
                "longest_road.min: {} must be 1..={} (the roads a player has)",
                self.longest_road.min, self.pieces.roads
            ));
        }
        if self.largest_army.min == 0 {
            e.push("largest_army.min: must be at least 1".to_string());
        }
        // every total stays far inside a u8, and the target can be reached
        let reachable = self.reachable_points();
        if self.points_to_win as u32 > reachable {
            e.push(format!(
                "points_to_win: {} cannot be reached (buildings, awards and victory-point cards give at most {reachable})",
                self.points_to_win
            ));
        }
        if e.is_empty() { Ok(()) } else { Err(e) }
    }

    /// Each cost: not empty, and payable from the bank.
    fn check_costs(&self, e: &mut Vec<String>) {
        for (name, c) in [
            ("costs.road", &self.costs.road),
            ("costs.settlement", &self.costs.settlement),
            ("costs.city", &self.costs.city),
            ("costs.development", &self.costs.development),
            ("costs.ship", &self.costs.ship),
        ] {
            if c.is_empty() {
                e.push(format!("{name}: a cost cannot be empty"));
            }
            if c.0.iter().any(|&n| n > self.bank) {
                e.push(format!(
                    "{name}: costs more of a material than the bank holds"
                ));
            }
        }
    }

    /// The bank and harbour rates, and the awards' points.
    fn check_rates_and_awards(&self, e: &mut Vec<String>) {
        for (name, rate) in [
            ("trade.bank_rate", self.trade.bank_rate),
            (
                "trade.generic_harbour_rate",
                self.trade.generic_harbour_rate,
            ),
            (
                "trade.special_harbour_rate",
                self.trade.special_harbour_rate,
            ),
        ] {
            if rate == 0 || rate > 10 {
                e.push(format!("{name}: {rate} must be 1..=10"));
            }
        }
        for (name, award) in [
            ("longest_road", &self.longest_road),
            ("largest_army", &self.largest_army),
        ] {
            if award.points > 10 {
                e.push(format!("{name}.points: {} must be 0..=10", award.points));
            }
        }
    }

    /// The most points one player can hold: every settlement and city, both awards, every
    /// victory-point card.
    pub fn reachable_points(&self) -> u32 {
        let p = &self.pieces;
        // a city replaces a settlement, whose piece comes back: all cities and all settlements
        let buildings = 2 * p.cities as u32 + p.settlements as u32;
        buildings
            + self.longest_road.points as u32
            + self.largest_army.points as u32
            + self
                .development_deck
                .get(super::resources::DevCard::VictoryPoint) as u32
    }
}

#[cfg(test)]
mod tests;
