//! A seat that comes back hears the talk around offers with the latest actions: a computer's
//! reasons as `played` carried them, the counter-offers made, and those standing now.

use super::tests::room;
use super::*;
use crate::core::{Phase, ResourceSet};
use crate::net::wire::{RecentTalk, RecentWhy};

/// Play the remote seats' moves (computers play theirs) until `seat` is in its main phase.
fn to_main_of(r: &mut Room, seat: Seat) {
    for _ in 0..400 {
        if r.table.state.phase() == Phase::Main && r.table.state.actor() == seat {
            break;
        }
        let actor = r.table.state.actor();
        let legal = r.table.state.legal_actions();
        let pick = if r.table.state.phase() == Phase::Main {
            Action::EndTurn
        } else {
            legal
                .iter()
                .find(|x| !matches!(x, Action::EndTurn))
                .copied()
                .unwrap_or(legal[0])
        };
        r.act(actor, pick).unwrap();
    }
    assert!(r.table.state.phase() == Phase::Main && r.table.state.actor() == seat);
}

/// One card of a material `seat` holds other than `not`'s (its hand as the opening left it: the
/// record must replay).
fn one_held(r: &Room, seat: Seat, not: ResourceSet) -> ResourceSet {
    let hand = r.table.state.player(seat).hand();
    let i = (0..5)
        .find(|&i| hand.0[i] > 0 && not.0[i] == 0)
        .expect("the opening paid a card");
    let mut one = ResourceSet::default();
    one.0[i] = 1;
    one
}

fn token_of(out: &[Outgoing]) -> String {
    out.iter()
        .find_map(|o| match o {
            Outgoing::To(_, ServerMsg::Joined { token, .. }) => Some(token.clone()),
            _ => None,
        })
        .unwrap()
}

/// The talk of the `recent` message among `out`.
fn talk_in(out: &[Outgoing]) -> RecentTalk {
    out.iter()
        .find_map(|o| match o {
            Outgoing::To(_, ServerMsg::Recent { talk, .. }) => Some(talk.clone()),
            _ => None,
        })
        .expect("a recent message")
}

#[test]
fn a_seat_that_comes_back_hears_the_computers_reasons_as_they_were_said() {
    let mut r = room(&["open", "medium"]);
    let (a, out) = r.join(None, None, None).unwrap();
    let token = token_of(&out);
    to_main_of(&mut r, a);
    let give = one_held(&r, a, ResourceSet::default());
    let mut said = Vec::new();
    for n in 1..=2 {
        let before = r.table.record.steps.len() as u32;
        // `n` of the next material round: not what it gives
        let mut get = ResourceSet::default();
        get.0[(give.0.iter().position(|&c| c > 0).unwrap() + 1) % 5] = n;
        let out = r.act(a, Action::offer(give, get)).unwrap();
        // the k-th action told is action `before + k` (the offer, then the computer's answer)
        let told = out.iter().filter_map(|o| match o {
            Outgoing::To(to, ServerMsg::Played { why, .. }) if *to == a => Some(*why),
            _ => None,
        });
        for (k, why) in told.enumerate() {
            if let Some(why) = why {
                said.push(RecentWhy {
                    at: before + k as u32,
                    why,
                });
            }
        }
        if r.table.state.phase() != Phase::Main {
            break;
        }
    }
    assert!(!said.is_empty(), "the computer said why it answered");
    r.disconnect(a);
    let (_, out) = r.resume(0, &token).unwrap();
    assert_eq!(talk_in(&out).whys, said);
}

#[test]
fn a_seat_that_comes_back_hears_the_counter_offers_made_and_those_standing() {
    let mut r = room(&["open", "open"]);
    let (a, out) = r.join(None, None, None).unwrap();
    let token = token_of(&out);
    let (b, _) = r.join(None, None, None).unwrap();
    to_main_of(&mut r, a);
    let wood = one_held(&r, a, ResourceSet::default());
    let sheep = one_held(&r, b, wood);
    // one for one (the asked seat holds it: not declined for it), countered with two for one
    r.act(a, Action::offer(wood, sheep)).unwrap();
    let two = ResourceSet(wood.0.map(|c| c * 2));
    r.counter(b, sheep, two).unwrap();
    let decline = r.table.record.steps.len() as u32 - 1;
    r.disconnect(a);
    let (_, out) = r.resume(0, &token).unwrap();
    let talk = talk_in(&out);
    assert_eq!(
        talk.counters,
        vec![crate::core::CounterStep {
            at: decline,
            seat: b,
            gives: sheep,
            gets: two
        }]
    );
    let standing = crate::core::Counter {
        seat: b,
        gives: sheep,
        gets: two,
    };
    assert_eq!(talk.standing, vec![standing]);
    assert_eq!(r.table.counters, vec![standing]);
    // the turn's end clears it: it stands no more, and is still told as made
    r.act(a, Action::EndTurn).unwrap();
    r.disconnect(a);
    let (_, out) = r.resume(0, &token).unwrap();
    let talk = talk_in(&out);
    assert!(talk.standing.is_empty());
    assert_eq!(talk.counters.len(), 1);
}
