//! Whose turn it is and, when another seat must act, who acts now and what it does — in words,
//! the same for a person and a computer: the one source the top bar and the turn banner both
//! read, so they never disagree.

use crate::core::{Phase, Seat, State};
use crate::game::i18n::{Lang, seat_name, tr_args};

/// The turn in words.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct TurnWords {
    /// The seat whose turn it is (the winner once the game is over).
    pub seat: Seat,
    /// "Blue's turn", or "Blue wins!" at the end.
    pub turn: String,
    /// Another seat that must act now, and what it does: "Red discards", "White builds
    /// (special building phase)".
    pub acting: Option<(Seat, String)>,
}

/// The turn of `state` in words.
pub(crate) fn turn_words(state: &State, lang: Lang) -> TurnWords {
    if let Some(winner) = state.winner() {
        let name = seat_name(lang, winner);
        return TurnWords {
            seat: winner,
            turn: tr_args(lang, "name-wins", &[("name", (&name).into())]),
            acting: None,
        };
    }
    let actor = state.actor();
    // the opening has no turn of its own: the seat placing is the one on turn
    let seat = match state.phase {
        Phase::SetupSettlement { .. } | Phase::SetupRoad { .. } => actor,
        _ => state.current(),
    };
    let name = seat_name(lang, seat);
    let turn = tr_args(lang, "name-s-turn", &[("name", (&name).into())]);
    let acting = (actor != seat).then(|| (actor, doing(state, actor, lang)));
    TurnWords { seat, turn, acting }
}

/// What `actor`, not the seat on turn, does now.
fn doing(state: &State, actor: Seat, lang: Lang) -> String {
    let id = match state.phase {
        Phase::Discard { .. } => "acting-discards",
        Phase::Gold { .. } => "acting-gold",
        Phase::TradeAnswers { .. } => "acting-answers",
        Phase::SpecialBuild { .. } => "acting-special-build",
        _ => "acting-plays",
    };
    let who = seat_name(lang, actor);
    tr_args(lang, id, &[("who", (&who).into())])
}

#[cfg(test)]
mod tests;
