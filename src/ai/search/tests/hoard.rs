//! A hand over the discard limit is spent (play-test: computers sat on 12–18 cards and lost
//! half to a 7): Hard's search keeps "end the turn" out of its options while a build is among
//! them.

use super::*;
use crate::core::ResourceSet;

/// The greedy players' game on the standard board up to seat 0's first main phase, seat 0
/// holding `hand` (the bank pays the difference).
fn seat_zero_holding(hand: ResourceSet) -> State {
    let mut s = State::new(
        Arc::new(Board::standard()),
        Arc::new(Rules::standard()),
        4,
        5,
    )
    .unwrap();
    let mut greedy = AiPlayer::new("ai", Individual::default_ai());
    while s.in_setup() || s.phase() != Phase::Main || s.current() != Seat(0) {
        let seat = s.actor();
        let legal = s.legal_actions();
        let a = if s.phase() == Phase::Main {
            Action::EndTurn
        } else {
            greedy.choose(&PlayerView::new(&s, seat), &legal)
        };
        s.apply(a).unwrap();
    }
    let mut setup = s.to_setup(9);
    let old = setup.players[0].hand;
    setup.bank.add(&old);
    setup.bank.sub(&hand);
    setup.players[0].hand = hand;
    State::from_setup(setup).unwrap()
}

fn hard() -> SearchPlayer {
    let budget = SearchBudget {
        rollouts: 24,
        horizon: 40,
        ..SearchBudget::default()
    };
    SearchPlayer::new("hard", Individual::default_ai(), budget, 3)
}

fn ends_the_turn(options: &[(Vec<Action>, f64)]) -> bool {
    options.iter().any(|(steps, _)| steps == &[Action::EndTurn])
}

#[test]
fn over_the_discard_limit_the_search_does_not_consider_ending_the_turn() {
    // ten cards: a city (2 grain, 3 stone) in hand, a road after a bank trade of four wood
    let s = seat_zero_holding(ResourceSet([5, 0, 2, 0, 3]));
    let view = PlayerView::new(&s, Seat(0));
    let legal = s.legal_actions();
    let options = hard().root_options(&view, &legal);
    assert!(
        options
            .iter()
            .any(|(steps, _)| crate::ai::plan::builds(steps))
    );
    assert!(!ends_the_turn(&options), "{options:?}");
    // its move builds (or trades for a build): never the end of the turn
    let mut p = hard();
    let a = p.choose(&view, &legal);
    assert_ne!(a, Action::EndTurn);
    // seven cards (within the limit): ending the turn is one of the options again
    let s = seat_zero_holding(ResourceSet([1, 1, 2, 0, 3]));
    let view = PlayerView::new(&s, Seat(0));
    let options = hard().root_options(&view, &s.legal_actions());
    assert!(ends_the_turn(&options), "{options:?}");
}

#[test]
fn over_the_limit_with_nothing_to_build_the_turn_still_ends() {
    // nine cards, three each of wood, sheep and stone, at 4:1: no build, no bank trade
    let s = seat_zero_holding(ResourceSet([3, 0, 0, 3, 3]));
    let view = PlayerView::new(&s, Seat(0));
    assert!(
        crate::core::Resource::ALL
            .iter()
            .all(|r| view.trade_rate(*r) == 4)
    );
    let options = hard().root_options(&view, &s.legal_actions());
    assert!(
        !options
            .iter()
            .any(|(steps, _)| crate::ai::plan::builds(steps))
    );
    assert!(ends_the_turn(&options), "{options:?}");
}
