//! Where a game stands: the [`Phase`] (the opening, before the roll, the main phase, an
//! offer's answers, a discard, …) and where play resumes after a card's detour.

use super::action::Seat;
use super::resources::ResourceSet;
use super::topology::VertexId;

/// Where play continues after a robber move or road building started by a card.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Resume {
    BeforeRoll,
    Main,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Phase {
    /// Opening: step `s` of `2n` in snake order places a settlement...
    SetupSettlement {
        step: u8,
    },
    /// ...then a road touching it.
    SetupRoad {
        step: u8,
        settlement: VertexId,
    },
    BeforeRoll,
    /// After a 7: the seats in `pending` (bit mask) still have to discard.
    Discard {
        pending: u8,
    },
    MoveRobber {
        resume: Resume,
    },
    Main,
    /// Free roads of a road-building card still to place.
    RoadBuilding {
        left: u8,
        resume: Resume,
    },
    /// An offer of the player on turn; `pending` opponents have not answered yet.
    TradeAnswers {
        give: ResourceSet,
        get: ResourceSet,
        pending: u8,
        accepted: u8,
    },
    /// Every opponent answered and some accepted: the offering player picks one or cancels.
    TradeConfirm {
        give: ResourceSet,
        get: ResourceSet,
        accepted: u8,
    },
    /// The 5–6 extension's special building phase after `current`'s turn: `builder` may build
    /// and buy development cards (no trades, no cards played); its end turn passes the phase to
    /// the next seat, and after the last one the next turn begins.
    SpecialBuild {
        builder: Seat,
    },
    /// Seafarers: the seats in `pending` (bit mask) still choose the materials their gold
    /// fields pay (`Sea::gold_owed` says how many); play then goes on at `Sea::gold_after`.
    Gold {
        pending: u8,
    },
    GameOver {
        winner: Seat,
    },
}

impl Resume {
    /// The phase play resumes in.
    pub fn phase(self) -> Phase {
        match self {
            Resume::BeforeRoll => Phase::BeforeRoll,
            Resume::Main => Phase::Main,
        }
    }
}

impl Phase {
    /// The phases in which the player to move may build (paying): the main phase and the 5–6
    /// extension's special building phase.
    pub fn may_build(&self) -> bool {
        matches!(self, Phase::Main | Phase::SpecialBuild { .. })
    }

    pub fn name(&self) -> &'static str {
        match self {
            Phase::SetupSettlement { .. } => "opening settlement",
            Phase::SetupRoad { .. } => "opening road",
            Phase::BeforeRoll => "before the roll",
            Phase::Discard { .. } => "discarding",
            Phase::MoveRobber { .. } => "moving the robber",
            Phase::Main => "main phase",
            Phase::RoadBuilding { .. } => "road building",
            Phase::TradeAnswers { .. } => "answering an offer",
            Phase::TradeConfirm { .. } => "confirming a trade",
            Phase::SpecialBuild { .. } => "special building phase",
            Phase::Gold { .. } => "choosing gold",
            Phase::GameOver { .. } => "game over",
        }
    }
}
