//! Tests of `lab/sim/sevens`.

use super::*;
use crate::core::{Board, ResourceSet, Rules};
use std::sync::Arc;

/// A new game's position with seat 1 holding `hand` (the bank pays the difference).
fn holding(hand: ResourceSet) -> State {
    let s = State::new(
        Arc::new(Board::standard()),
        Arc::new(Rules::standard()),
        3,
        4,
    )
    .unwrap();
    let mut setup = s.to_setup(1);
    let old = setup.players[1].hand;
    setup.bank.add(&old);
    setup.bank.sub(&hand);
    setup.players[1].hand = hand;
    State::from_setup(setup).unwrap()
}

#[test]
fn a_seven_counts_every_hand_and_a_discard_its_cards() {
    let s = holding(ResourceSet([3, 2, 2, 1, 1]));
    let mut sevens = vec![Sevens::default(); 3];
    // a 6 is no 7
    note(
        &mut sevens,
        &s,
        Seat(0),
        Action::Roll,
        Some(Chance::Dice(3, 3)),
    );
    assert_eq!(sevens, vec![Sevens::default(); 3]);
    note(
        &mut sevens,
        &s,
        Seat(0),
        Action::Roll,
        Some(Chance::Dice(3, 4)),
    );
    let discard = ResourceSet([2, 1, 1, 0, 0]);
    note(&mut sevens, &s, Seat(1), Action::Discard(discard), None);
    assert_eq!(
        sevens[1],
        Sevens {
            rolled: 1,
            cards_held: 9,
            over_seven: 1,
            discarded: 4,
            ..Sevens::default()
        }
    );
    let empty = s.player(Seat(0)).hand().total();
    assert_eq!(sevens[0].cards_held, empty);
    assert_eq!((sevens[0].rolled, sevens[0].discarded), (1, 0));
    let stats = SevensStats::of(&sevens[1], 2);
    assert_eq!(stats.mean_hand, 9.0);
    assert_eq!(stats.over_seven, 1.0);
    assert_eq!(stats.discarded_per_game, 2.0);
}

#[test]
fn the_end_of_a_turn_counts_the_hand_kept() {
    let s = holding(ResourceSet([3, 2, 2, 1, 1]));
    let mut sevens = vec![Sevens::default(); 3];
    note(&mut sevens, &s, Seat(1), Action::EndTurn, None);
    let small = s.player(Seat(0)).hand().total();
    note(&mut sevens, &s, Seat(0), Action::EndTurn, None);
    note(&mut sevens, &s, Seat(1), Action::EndTurn, None);
    assert_eq!(
        (
            sevens[1].turn_ends,
            sevens[1].ended_over_seven,
            sevens[1].most_at_turn_end
        ),
        (2, 2, 9)
    );
    assert_eq!(
        (sevens[0].turn_ends, sevens[0].ended_over_seven),
        (1, u32::from(small > 7))
    );
    assert_eq!(sevens[2], Sevens::default());
    let mut all = sevens[0];
    all.merge(&sevens[1]);
    assert_eq!((all.turn_ends, all.most_at_turn_end), (3, 9));
    let stats = SevensStats::of(&sevens[1], 1);
    assert_eq!((stats.ended_over_seven, stats.most_at_turn_end), (1.0, 9));
}
