//! The kept values of the sea against a search from scratch: a planted wrong value fails the
//! check (the route length kept after ships come and go, the corners the ship moves start from).

use crate::core::invariants::check_invariants;
use crate::core::*;
use std::sync::Arc;

/// A game of random actions on Four Islands until a seat has three ships and a route of at
/// least two (every position on the way holding every invariant), and that seat.
fn game_at_sea() -> (State, Seat) {
    let text = include_str!("../../../../boards/seafarers/four-islands.ron");
    let board = Arc::new(Board::from_ron("four-islands", text).unwrap());
    let mut s = State::new(board, Arc::new(Rules::seafarers()), 4, 7).unwrap();
    let mut rng = GameRng::new(3);
    let mut actions = Vec::new();
    for _ in 0..20_000 {
        check_invariants(&s).unwrap();
        let at_sea = Seat::all(4).find(|&p| {
            s.sea().is_some_and(|sea| sea.ships[p.index()].len() >= 3)
                && s.player(p).longest_road() >= 2
        });
        if let Some(p) = at_sea {
            return (s, p);
        }
        assert!(!s.is_over(), "the game ended before a seat had ships");
        s.legal_actions_into(&mut actions);
        let a = actions[rng.below(actions.len() as u32) as usize];
        s.apply(a).unwrap();
    }
    panic!("no seat built three ships")
}

#[test]
fn a_wrong_route_length_kept_fails_the_check() {
    let (mut s, p) = game_at_sea();
    s.players[p.index()].longest_road += 1;
    let v = check_invariants(&s).unwrap_err();
    assert_eq!(v.invariant, "longest road kept", "{v}");
}

#[test]
fn wrong_ship_corners_kept_fail_the_check() {
    let (s, p) = game_at_sea();
    assert!(super::check_ship_moves(&s, p).is_ok());
    // a corner planted among the ends of the seat's routes: some ship would sail from there
    let planted = (0..s.board().num_vertices()).filter(|&v| {
        let mut t = s.clone();
        let sea = t.sea.as_deref_mut().unwrap();
        sea.ship_vertices[p.index()].insert(v);
        let moves = super::check_ship_moves(&t, p);
        if let Err(e) = &moves {
            assert_eq!(e.invariant, "ship moves as searched");
        }
        moves.is_err() && check_invariants(&t).is_err()
    });
    assert!(planted.count() > 0);
}
