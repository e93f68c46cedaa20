//! Pass-and-play privacy once a person has ended their turn: the device may already be with
//! the next person, so no hand of theirs is shown until they take the screen again — a later
//! question to them (a computer's offer, a discard, gold) waits behind a cover naming them, and
//! questions back to back share one cover. Counted over scripted games of two people and two
//! computers.

use super::offer_handoffs_tests::Moment;
use crate::core::{Action, Phase, Seat};
use crate::game::gate::Gate;
use crate::game::session::Act;
use crate::game::settings::Settings;
use crate::game::tests::app_with;

/// What a scripted pass-and-play game showed.
#[derive(Default, Debug)]
pub(super) struct Covers {
    /// Covers at a turn's start ("Pass to Blue").
    pub turns: u32,
    /// Covers for a question to a person not on turn.
    pub questions: u32,
    /// Frames in which a person's hand was on screen after they ended their turn and before they
    /// took the screen again.
    pub leaks: u32,
    /// Covers for the same person twice in one turn with nobody else's hand shown between.
    pub repeated: u32,
    /// Covers for a person who held the screen last, nobody else's hand shown since, and who
    /// had not ended their turn since (play-test 7: "Pass to Red" after Red answered).
    pub needless: u32,
}

/// The first `turns` turns of the game seeded `seed` (people: decline offers, end the turn at
/// once, else the first legal action; every cover is taken at once).
pub(super) fn covers(seed: u64, turns: u32) -> Covers {
    let mut app = app_with(&["human", "human", "medium", "medium"], seed, None);
    crate::game::gate::plugin(&mut app);
    app.world_mut().resource_mut::<Settings>().hidden_hands = true;
    let mut c = Covers::default();
    // people who ended their turn and have not taken the screen since
    let mut away = [false; 8];
    // the last cover taken in this turn, and whether another hand was shown since
    let mut last_cover: Option<(u32, Seat)> = None;
    // the last person whose hand was on screen
    let mut last_viewer: Option<Seat> = None;
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
        let gate = app.world().resource::<Gate>();
        let (viewer, waiting) = (gate.viewer, gate.waiting_for);
        if let Some(v) = viewer {
            last_viewer = Some(v);
            if away[v.index()] {
                c.leaks += 1;
            }
            if last_cover.is_some_and(|(_, p)| p != v) {
                last_cover = None;
            }
        }
        if let Some(p) = waiting {
            if p == current && !matches!(phase, Phase::TradeAnswers { .. }) {
                c.turns += 1;
            } else {
                c.questions += 1;
            }
            if last_cover == Some((turn, p)) {
                c.repeated += 1;
            }
            if last_viewer == Some(p) && !away[p.index()] {
                c.needless += 1;
            }
            last_cover = Some((turn, p));
            away[p.index()] = false;
            let mut gate = app.world_mut().resource_mut::<Gate>();
            gate.viewer = Some(p);
            gate.waiting_for = None;
            continue;
        }
        if !human || viewer != Some(actor) {
            continue;
        }
        let action = match phase {
            Phase::TradeAnswers { .. } => Action::DeclineTrade,
            Phase::Main if legal.contains(&Action::EndTurn) => Action::EndTurn,
            _ => legal[0],
        };
        if action == Action::EndTurn {
            away[actor.index()] = true;
        }
        app.world_mut().write_message(Act {
            seat: actor,
            action,
        });
    }
    c
}

/// After a person ends their turn, no hand of theirs is on screen until they take it again
/// behind a cover; questions back to back share a cover.
#[test]
fn no_hand_is_shown_after_its_turn_without_a_cover() {
    let mut total = Covers::default();
    for seed in 1..=4 {
        let c = covers(seed, 40);
        eprintln!("seed {seed}: {c:?}");
        total.turns += c.turns;
        total.questions += c.questions;
        total.leaks += c.leaks;
        total.repeated += c.repeated;
    }
    eprintln!("total: {total:?}");
    assert_eq!(total.leaks, 0, "a hand shown without its person: {total:?}");
    assert_eq!(total.repeated, 0, "two covers back to back: {total:?}");
    assert!(total.questions > 0, "no question was asked: {total:?}");
}
