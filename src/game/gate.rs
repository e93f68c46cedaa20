//! Pass-and-play privacy, the logic: whose hand may be on screen (the viewer) and whether the
//! screen waits for the next person ("Pass to Blue", drawn by `ui::handoff` over the table
//! view: the board, players and log with every hand face down). The screen is handed off only
//! when the next person to act is not the one holding it and has something hidden to see: a
//! person with nothing hidden yet (the opening) takes it without a hand-off, and a person whose
//! offer only computers answer gets it back without one, and one whose offer one person took,
//! with no counter-offer standing, has the trade made without one. Once a turn ends the device may
//! already be with someone else: its player no longer holds the screen, so a later question to
//! them (a computer's offer, a discard, gold) waits behind a cover naming them ("Blue — a
//! question for you"), and questions to the same person in one turn share that cover. A person
//! who took the screen for such a question keeps it into the next turn: their own turn starts
//! without a hand-off.

use crate::core::{Action, Phase, Seat};
use crate::game::screens::InGame;
use crate::game::session::{Act, GameSet, Session};
use crate::game::settings::Settings;
use bevy::prelude::*;

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<Gate>();
    app.add_systems(
        Update,
        update_gate.after(GameSet::Apply).run_if(in_state(InGame)),
    );
}

/// Whose hand the screen shows, and whether it waits for the next person.
#[derive(Resource, Default, Debug)]
pub struct Gate {
    /// The person whose hand is shown (`None`: nobody's).
    pub viewer: Option<Seat>,
    /// The person the screen waits for ("Pass to …").
    pub waiting_for: Option<Seat>,
    /// The person who last had the screen (their hand shown): still holding it while the
    /// computers play at an open table.
    pub holder: Option<Seat>,
    session: Option<u64>,
    /// The turn last seen: when it ends, its player no longer holds the screen.
    turn: u32,
    /// Whose turn that was.
    turn_of: Seat,
}

impl Gate {
    pub fn open(&self) -> bool {
        self.waiting_for.is_none()
    }
}

pub fn update_gate(
    session: Res<Session>,
    settings: Res<Settings>,
    mut gate: ResMut<Gate>,
    mut acts: MessageWriter<Act>,
) {
    if gate.session != Some(session.id) {
        *gate = Gate {
            session: Some(session.id),
            ..default()
        };
    }
    if let Some(v) = gate.viewer {
        gate.holder = Some(v);
    }
    let turn = session.game.state.turns();
    if gate.turn != turn {
        // a turn ended: the device may be with the next person already — unless the one who
        // holds it took it for a question after their own turn (play-test 7: Red answered a
        // computer's offer, then "Pass to Red" for Red's turn though nobody else saw the screen)
        gate.turn = turn;
        if gate
            .holder
            .is_some_and(|h| h == gate.turn_of || !session.is_human(h))
        {
            gate.holder = None;
        }
        gate.turn_of = session.game.state.current();
    }
    let humans: Vec<Seat> = session.humans().collect();
    if humans.len() == 1 {
        gate.viewer = Some(humans[0]);
        gate.waiting_for = None;
        return;
    }
    if session.game.state.is_over() {
        gate.waiting_for = None;
        return;
    }
    let actor = session.game.state.actor();
    if !session.is_human(actor) {
        // computers play at an open table: nobody's hand is on screen, the board, the players
        // and the log are, so everyone watches their rolls, robber moves and builds
        gate.waiting_for = None;
        if settings.hidden_hands {
            gate.viewer = None;
        }
        return;
    }
    if !settings.hidden_hands {
        gate.viewer = Some(actor);
        gate.waiting_for = None;
    } else if gate.viewer != Some(actor)
        && gate.holder != Some(actor)
        && let Some(with) = forced_confirm(&session)
    {
        // one person took the offerer's offer: the trade is what the offerer asked for, made
        // without handing the screen back to them only to click "Trade with …" (play-test 7)
        gate.viewer = None;
        gate.waiting_for = None;
        acts.write(Act {
            seat: actor,
            action: Action::ConfirmTrade(with),
        });
    } else if gate.viewer != Some(actor) {
        if gate.holder == Some(actor) || nothing_hidden(&session, actor) {
            // they hold the screen already (their offer answered by computers), or have no card
            // to hide (the opening, say): no hand-off screen
            gate.viewer = Some(actor);
            gate.holder = Some(actor);
            gate.waiting_for = None;
        } else {
            // the table view until they take the screen: every hand face down
            gate.viewer = None;
            gate.waiting_for = Some(actor);
        }
    }
}

/// The one seat that accepted the offer of the person on turn, when that seat is a person and
/// confirming is all that is left: no other acceptance and no counter-offer to choose from
/// (play-test 8: Orange's counter-offer was declined for Blue, who never saw it).
fn forced_confirm(session: &Session) -> Option<Seat> {
    let state = &session.game.state;
    let Phase::TradeConfirm { accepted, .. } = state.phase else {
        return None;
    };
    if accepted.count_ones() != 1 || !session.game.counters.is_empty() {
        return None;
    }
    let with = Seat(accepted.trailing_zeros() as u8);
    let confirm = Action::ConfirmTrade(with);
    (session.is_human(with) && session.legal().contains(&confirm)).then_some(with)
}

/// Whether `seat` has nothing the others may not see: no cards in hand, no development cards,
/// no private log line (a steal's card).
pub(crate) fn nothing_hidden(session: &Session, seat: Seat) -> bool {
    let p = &session.game.state.players[seat.index()];
    p.hand.is_empty()
        && p.dev_total() == 0
        && !session
            .log
            .iter()
            .any(|l| l.only.is_some_and(|two| two.contains(&seat)))
}

#[cfg(test)]
mod counter_choice_tests;
#[cfg(test)]
mod needless_tests;
#[cfg(test)]
mod offer_handoffs_tests;
#[cfg(test)]
mod privacy_tests;
#[cfg(test)]
mod tests;
