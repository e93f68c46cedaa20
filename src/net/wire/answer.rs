//! Why a computer answered an offer as it did: a typed code on the wire (`why` of `played`),
//! worded by each client in its person's language — never words from the host. The local game
//! words the same codes, so a decline reads the same at the table and online.

use crate::ai::plan::{AnswerReason, Judgement};
use serde::{Deserialize, Serialize};

/// The reason a computer gave for accepting or declining an offer (docs/protocol.md lists the
/// codes). Public: every seat and every watcher is told the same.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "code", rename_all = "kebab-case")]
pub enum AnswerWhy {
    /// It cannot spare the cards asked for (said so: the words reveal no hand).
    CannotSpare,
    /// The offerer would be this many points (1 or 2) from winning.
    NearWin { points_left: u8 },
    /// The offerer leads it by this many points.
    Leader { lead: u8 },
    /// The trade brings none of its builds nearer.
    NoUse,
    /// The trade would help the offerer clearly more than it.
    HelpsOffererMore,
    /// It would give more than the trade is worth to its own plan.
    Overpays,
    /// The trade would let the offerer, ahead, build a city or settlement.
    CompletesTheirBuild,
    /// More cards for fewer, none it needs: clearly in its favour.
    Favourable,
    /// The trade brings its next build nearer.
    Helps,
    /// A decline by a computer that answers by no plan: it does not want the trade.
    NotWanted,
    /// A code this build does not know (from a newer host): the answer is shown without it.
    #[serde(other)]
    Other,
}

impl AnswerWhy {
    /// Why a computer accepted (`accepted`) or declined an offer it judged `j`: the plan's reason
    /// when the answer is the plan's; for any other decline, that it does not want the trade.
    /// `None` only for an acceptance without the plan's reason.
    pub fn of(j: Option<Judgement>, accepted: bool) -> Option<AnswerWhy> {
        match j {
            Some(j) if j.accept == accepted => Some(AnswerWhy::from(j.reason)),
            _ if !accepted => Some(AnswerWhy::NotWanted),
            _ => None,
        }
    }
}

impl From<AnswerReason> for AnswerWhy {
    fn from(r: AnswerReason) -> AnswerWhy {
        match r {
            AnswerReason::CannotGive => AnswerWhy::CannotSpare,
            AnswerReason::NearWin { points_left } => AnswerWhy::NearWin { points_left },
            AnswerReason::Leader { lead } => AnswerWhy::Leader { lead },
            AnswerReason::NoUse => AnswerWhy::NoUse,
            AnswerReason::HelpsOffererMore => AnswerWhy::HelpsOffererMore,
            AnswerReason::Overpays => AnswerWhy::Overpays,
            AnswerReason::CompletesTheirBuild => AnswerWhy::CompletesTheirBuild,
            AnswerReason::Favourable => AnswerWhy::Favourable,
            AnswerReason::Helps => AnswerWhy::Helps,
        }
    }
}

#[cfg(test)]
#[path = "answer_tests.rs"]
mod tests;
