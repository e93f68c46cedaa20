//! The planning genes an individual may carry beside its 32 weights: four that plan the base
//! game, nine that play the sea of Seafarers boards and three for the base game's tempo.

/// How many planning genes an individual may carry besides the 32 weights (the first four plan
/// the base game; the last eight play the sea of Seafarers boards).
pub const NUM_PLAN_GENES: usize = 16;

/// The planning genes of individuals bred before the sea's genes (a checkpoint's 36 numbers).
pub const NUM_BASE_PLAN_GENES: usize = 4;

/// The planning genes of individuals bred before `seaMove` (a checkpoint's 41 numbers).
pub const NUM_FIRST_SEA_PLAN_GENES: usize = 9;

/// The planning genes of individuals bred before `seaShipsLate` and `seaOpening` (a checkpoint's
/// 42 numbers).
pub const NUM_MOVE_SEA_PLAN_GENES: usize = 10;

/// The planning genes of individuals bred before `seaCloth` (a checkpoint's 44 numbers).
pub const NUM_OPENING_SEA_PLAN_GENES: usize = 12;

/// The planning genes of individuals bred before the tempo genes (a checkpoint's 45 numbers).
pub const NUM_CLOTH_SEA_PLAN_GENES: usize = 13;

/// The planning genes (docs/strategy.md, "Planning genes"): (file name, short name, largest
/// value, meaning). All are optional in a file; 0 (or absent) switches the gene off, so a
/// 32-weight individual plays exactly the thesis strategy.
pub const PLAN_GENES: [(&str, &str, u32, &str); NUM_PLAN_GENES] = [
    (
        "planSaveTurns",
        "saveTurns",
        80,
        "saving: tenths of a turn; a sub-move that delays a city or settlement this near is not played",
    ),
    (
        "planCityBias",
        "cityBias",
        20,
        "target build: a city's estimated time x cityBias/10 against a settlement's (0 counts as 10)",
    ),
    (
        "planOfferTrades",
        "offer",
        3,
        "offers to players when 1-2 cards short of the target: at most this many cards per card asked",
    ),
    (
        "planAnswerOffers",
        "answer",
        10,
        "answers by the plan: accept what brings the target nearer from players at most answer-1 points ahead",
    ),
    (
        "seaShips",
        "ships",
        40,
        "Seafarers: a ship's fitness x ships/10 (0 counts as 10)",
    ),
    (
        "seaToward",
        "toward",
        40,
        "Seafarers: the ship's pull toward a free corner (villageSpace) x toward/10 (0 counts as 10)",
    ),
    (
        "seaIslandLead",
        "islandLead",
        6,
        "Seafarers: ship moves an island that pays points counts nearer than other free corners (0 counts as 1)",
    ),
    (
        "seaIslandVillage",
        "islandVillage",
        40,
        "Seafarers: a village on an island that pays the player points gains villageGen x points x islandVillage/10 (0 counts as 10)",
    ),
    (
        "seaPirate",
        "pirate",
        40,
        "Seafarers: the pirate's fitness x pirate/10 (0 counts as 10)",
    ),
    (
        "seaMove",
        "move",
        40,
        "Seafarers: moving a ship nearer a free corner: the ships' fitness gained x move/10 (0 counts as 10)",
    ),
    (
        "seaShipsLate",
        "shipsLate",
        40,
        "Seafarers: once no island pays the player points (none on the board, or all settled), a ship's fitness x shipsLate/10 instead of x ships/10 (0: as seaShips)",
    ),
    (
        "seaOpening",
        "opening",
        40,
        "Seafarers: the opening's road or ship beside the settlement chosen by its road or ship fitness x opening/10, added to the spot's (0: the first free road, as the thesis)",
    ),
    (
        "seaCloth",
        "cloth",
        40,
        "Cloth for Catan: ships steer to the villages not yet traded with (as near as an island that pays points), and a ship that opens the trade with one gains villageSpace x cloth/10 (0 counts as 10: a trade is worth a free corner)",
    ),
    (
        "tempoToward",
        "toward",
        40,
        "roads: a road on the shortest way to a free settlement spot (at most 3 roads beyond it) gains that spot's village fitness x toward/20 / (1 + the roads still needed); 0: off",
    ),
    (
        "tempoMonopoly",
        "monopoly",
        40,
        "monopoly: scored by the cards it takes (the opponents' between them, public), those the target build lacks counted whole, the rest at the bank's rate, x actMatFromPl x monopoly/20; 0: the thesis' actMatFromPl/(count+1)",
    ),
    (
        "tempoDearHand",
        "dearHand",
        12,
        "roads and development cards: bought with bank or harbour trades only from a hand of at least this many cards (the cards go to settlements and cities instead); 0: always, as the thesis",
    ),
];

/// Index of each planning gene in [`Individual::plan`].
pub mod plan {
    pub const SAVE_TURNS: usize = 0;
    pub const CITY_BIAS: usize = 1;
    pub const OFFER_TRADES: usize = 2;
    pub const ANSWER_OFFERS: usize = 3;
    pub const SEA_SHIPS: usize = 4;
    pub const SEA_TOWARD: usize = 5;
    pub const SEA_ISLAND_LEAD: usize = 6;
    pub const SEA_ISLAND_VILLAGE: usize = 7;
    pub const SEA_PIRATE: usize = 8;
    pub const SEA_MOVE: usize = 9;
    pub const SEA_SHIPS_LATE: usize = 10;
    pub const SEA_OPENING: usize = 11;
    pub const SEA_CLOTH: usize = 12;
    pub const TEMPO_TOWARD: usize = 13;
    pub const TEMPO_MONOPOLY: usize = 14;
    pub const TEMPO_DEAR_HAND: usize = 15;
}
