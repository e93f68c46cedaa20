use super::*;
use crate::core::{Board, Rules, Seat, State};
use std::sync::Arc;

fn state() -> State {
    State::new(
        Arc::new(Board::standard()),
        Arc::new(Rules::standard()),
        4,
        7,
    )
    .unwrap()
}

#[test]
fn a_plan_is_played_in_order_while_it_holds() {
    let s = state();
    let view = PlayerView::new(&s, Seat(0));
    let legal = s.legal_actions();
    let (a, b) = (legal[0], legal[1]);
    let mut plan = Replay::default();
    plan.start(&view, [a, b]);
    assert_eq!(plan.ahead().copied().collect::<Vec<_>>(), vec![a, b]);
    assert_eq!(plan.next(&view, &legal), Some(a));
    assert_eq!(plan.next(&view, &legal), Some(b));
    assert_eq!(plan.next(&view, &legal), None);
}

#[test]
fn a_plan_is_dropped_when_its_next_action_is_not_legal_or_the_turn_moved_on() {
    let mut s = state();
    let legal = s.legal_actions();
    let mut plan = Replay::default();
    plan.start(&PlayerView::new(&s, Seat(0)), [legal[0], legal[1]]);
    // the next action is no longer legal: nothing is played and the rest goes too
    assert_eq!(plan.next(&PlayerView::new(&s, Seat(0)), &legal[1..]), None);
    assert_eq!(plan.ahead().count(), 0);
    // a plan of an earlier turn
    plan.start(&PlayerView::new(&s, Seat(0)), [legal[0]]);
    s.turns += 1;
    let view = PlayerView::new(&s, Seat(0));
    assert_eq!(plan.next(&view, &legal), None);
    assert!(plan.idle_now(&view));
}
