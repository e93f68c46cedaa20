//! Pass-and-play with two people and two computers: how often a computer's offer hands the
//! screen to a person, with the computers asking people sparingly and without.

use crate::core::{Action, Phase, Seat};
use crate::game::gate::Gate;
use crate::game::session::{Act, Computers, Session};
use crate::game::settings::Settings;
use crate::game::tests::app_with;
use bevy::prelude::App;

/// What a scripted pass-and-play frame needs of the session (shared with `privacy_tests`).
pub(super) struct Moment {
    pub actor: Seat,
    pub current: Seat,
    pub phase: Phase,
    pub legal: Vec<Action>,
    pub turn: u32,
    /// Whether the seat to act is a person.
    pub human: bool,
    pub over: bool,
}

impl Moment {
    pub(super) fn of(app: &App) -> Moment {
        let s = app.world().resource::<Session>();
        let st = &s.game.state;
        let actor = st.actor();
        Moment {
            actor,
            current: st.current(),
            phase: st.phase,
            legal: s.legal(),
            turn: st.turns(),
            human: s.is_human(actor),
            over: st.is_over(),
        }
    }
}

/// (hand-offs for a computer's offer, the computers' turns) over the first `turns` turns of the
/// game seeded `seed`; the people decline every offer and end their turns at once.
pub(super) fn offer_handoffs(seed: u64, sparing: bool, turns: u32) -> (u32, u32) {
    let mut app = app_with(&["human", "human", "medium", "medium"], seed, None);
    crate::game::gate::plugin(&mut app);
    app.world_mut().resource_mut::<Settings>().hidden_hands = true;
    if !sparing {
        let mut computers = app.world_mut().resource_mut::<Computers>();
        for c in computers.seats.iter_mut().flatten() {
            *c = c.clone().sparing(0);
        }
    }
    let (mut handoffs, mut computer_turns, mut last_turn) = (0, 0, u32::MAX);
    for _ in 0..40_000 {
        app.update();
        let Moment {
            actor,
            current,
            phase,
            legal,
            turn,
            human,
            over,
        } = Moment::of(&app);
        if over || turn >= turns {
            break;
        }
        let computer_on_turn = !app.world().resource::<Session>().is_human(current);
        if turn != last_turn {
            last_turn = turn;
            computer_turns += computer_on_turn as u32;
        }
        let mut gate = app.world_mut().resource_mut::<Gate>();
        if let Some(p) = gate.waiting_for {
            if computer_on_turn && matches!(phase, Phase::TradeAnswers { .. }) {
                handoffs += 1;
            }
            // the person takes the screen
            gate.viewer = Some(p);
            gate.waiting_for = None;
            continue;
        }
        if !human {
            continue;
        }
        let action = match phase {
            Phase::TradeAnswers { .. } => Action::DeclineTrade,
            Phase::Main if legal.contains(&Action::EndTurn) => Action::EndTurn,
            _ => legal[0],
        };
        app.world_mut().write_message(Act {
            seat: actor,
            action,
        });
    }
    // every offer names seats at this table only (an offer to all is every bit)
    let s = app.world().resource::<Session>();
    let n = s.game.state.num_players();
    for step in &s.game.record.steps {
        if let Action::OfferTrade { to, .. } = step.action {
            assert!(
                to == crate::core::EVERYONE || to >> n == 0,
                "an offer to seats past the table's {n}: {to:#010b}"
            );
        }
    }
    (handoffs, computer_turns)
}

#[test]
fn computers_ask_the_people_at_the_screen_sparingly() {
    let (mut before, mut after, mut turns) = (0, 0, 0);
    for seed in 1..=6 {
        let (b, t) = offer_handoffs(seed, false, 60);
        let (a, _) = offer_handoffs(seed, true, 60);
        eprintln!(
            "seed {seed}: {b} hand-offs for computers' offers before, {a} after, {t} computer turns"
        );
        before += b;
        after += a;
        turns += t;
    }
    eprintln!("total: {before} before, {after} after, over {turns} computer turns");
    assert!(after < before, "{after} hand-offs, {before} before");
    // one offer asking people a turn: at most a hand-off per person
    assert!(
        after <= 2 * turns,
        "{after} hand-offs in {turns} computer turns"
    );
}
