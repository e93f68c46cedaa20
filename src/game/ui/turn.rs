//! Whose turn it is and, when another seat must act, who acts now and what it does — in words,
//! the same for a person and a computer: the one source the top bar and the turn banner both
//! read, so they never disagree.

use crate::core::Action;
use crate::core::wide::State;
use crate::core::{FaceId, Phase, Seat};
use crate::game::i18n::{Lang, seat_name, tr, tr_args};
use crate::game::table::picking::{PieceChoice, RobberChoice};

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

/// A choice the person makes on the screen between two of the core's steps: the robber's or the
/// pirate's tile is picked, whom to rob is not yet.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Picking {
    RobberVictim,
    PirateVictim,
    /// The side clicked takes a road or a ship: which, is asked.
    RoadOrShip,
    /// A piece clicked waits for its confirmation ("Place your ship here?").
    Confirming(Piece),
}

/// The piece a placement waiting for its confirmation puts down.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Piece {
    Road,
    Ship,
    Settlement,
    City,
}

impl Picking {
    /// The victim choice open in `choice` (the pirate's when its tile is at sea).
    pub(crate) fn of(state: &State, choice: &RobberChoice) -> Option<Picking> {
        let (face, _) = choice.0.as_ref()?;
        Some(if state.is_sea_face(FaceId(*face)) {
            Picking::PirateVictim
        } else {
            Picking::RobberVictim
        })
    }

    /// The choice open on the screen now: whom to rob, a road or a ship, or the placement
    /// `pending` waiting for its confirmation.
    pub(crate) fn now(
        state: &State,
        robber: &RobberChoice,
        piece: &PieceChoice,
        pending: Option<Action>,
    ) -> Option<Picking> {
        if let Some(p) = Picking::of(state, robber) {
            return Some(p);
        }
        if piece.0.is_some() {
            return Some(Picking::RoadOrShip);
        }
        Some(Picking::Confirming(match pending? {
            Action::BuildRoad(_) => Piece::Road,
            Action::BuildShip(_) => Piece::Ship,
            Action::BuildSettlement(_) => Piece::Settlement,
            Action::BuildCity(_) => Piece::City,
            _ => return None,
        }))
    }
}

/// What the person acting now is to do, the step they are at (`human`: the seat acting is a
/// person's; nothing for a computer, whose doing is in [`turn_words`]): the top bar's and the
/// banner's words.
pub(crate) fn step_words(
    state: &State,
    human: bool,
    picking: Option<Picking>,
    lang: Lang,
) -> String {
    if !human || state.is_over() {
        return String::new();
    }
    // a piece waiting for its confirmation, or the road-or-ship question, is the step
    match picking {
        Some(Picking::Confirming(piece)) => return tr(lang, placing_key(piece)),
        Some(Picking::RoadOrShip) => return tr(lang, "road-or-ship"),
        _ => {}
    }
    match state.phase {
        // Cloth for Catan's third opening settlement, the one that pays, said when asked
        Phase::SetupSettlement { step }
            if state.opening_settlements() > 2 && state.last_opening_round(step) =>
        {
            match state.cloth_map() {
                Some(_) => tr(lang, "place-a-third-settlement-cloth"),
                None => tr(lang, "place-a-last-settlement"),
            }
        }
        Phase::SetupSettlement { .. } => tr(lang, "place-a-settlement"),
        // on Seafarers the opening's second piece is a road or a ship
        Phase::SetupRoad { .. } if state.sea().is_some() => tr(lang, "place-a-road-or-ship"),
        Phase::SetupRoad { .. } => tr(lang, "place-a-road"),
        Phase::BeforeRoll => tr(lang, "roll"),
        Phase::Discard { .. } => tr(lang, "discard"),
        Phase::Gold { .. } => tr(lang, "hint-gold"),
        Phase::MoveRobber { .. } => match picking {
            Some(Picking::RobberVictim) => tr(lang, "step-robber-victim"),
            Some(Picking::PirateVictim) => tr(lang, "step-pirate-victim"),
            _ if state.sea().is_some() => tr(lang, "move-robber-or-pirate-click-a-tile"),
            _ => tr(lang, "move-the-robber-click-a-tile"),
        },
        Phase::RoadBuilding { .. } => tr(lang, "card-road-building"),
        Phase::TradeConfirm { .. } => tr(lang, "trade"),
        Phase::Main
        | Phase::SpecialBuild { .. }
        | Phase::TradeAnswers { .. }
        | Phase::GameOver { .. } => String::new(),
    }
}

/// The step's words while `piece` waits for its confirmation.
fn placing_key(piece: Piece) -> &'static str {
    match piece {
        Piece::Road => "place-a-road",
        Piece::Ship => "place-a-ship",
        Piece::Settlement => "place-a-settlement",
        Piece::City => "place-a-city",
    }
}

#[cfg(test)]
mod piece_tests;
#[cfg(test)]
mod step_tests;
#[cfg(test)]
mod tests;
#[cfg(test)]
mod third_tests;
