//! The ranking's columns at the game's end: Cloth for Catan's cloth counted, no longest trade
//! route where the board awards none, and every row's figures add up to the player's total.

use super::{Columns, Points};
use crate::ai::seat;
use crate::core::Seat;
use crate::game::session::Session;
use crate::game::settings::new_game_from_flags;

/// A game of four Medium computers on `board` played to its end (bounded).
fn finished(board: Option<&str>) -> Session {
    let players: Vec<String> = ["medium"; 4].iter().map(|s| s.to_string()).collect();
    let game = new_game_from_flags(&players, board, None, 3).unwrap();
    let mut s = Session::start(game, None).unwrap().0;
    let medium = crate::net::room::computer_spec("medium")
        .unwrap()
        .seat_sized();
    for _ in 0..30_000 {
        if s.game.state.is_over() {
            return s;
        }
        let d = medium.decide(&s.game, 7).expect("a decision");
        seat::play(&mut s.game, &d).expect("a legal decision");
    }
    panic!("the game ended");
}

/// The points a row's figures make: a settlement 1, a city 2, the others as they are.
fn row_points(cols: &Columns, pts: &Points) -> u32 {
    let v = cols.values(pts);
    v[0] + 2 * v[1] + v[2..].iter().sum::<u32>()
}

#[test]
fn cloth_for_catan_ranks_by_cloth_and_awards_no_trade_route() {
    let s = finished(Some("boards/seafarers/cloth-for-catan.ron"));
    let state = &s.game.state;
    let cols = Columns::of(state);
    assert!(cols.cloth && cols.sea && !cols.road);
    let mut cloth = 0;
    for p in Seat::all(state.num_players) {
        let pts = Points::of(&s, p);
        assert_eq!(
            row_points(&cols, &pts),
            state.total_points(p) as u32,
            "{p:?}"
        );
        cloth += pts.cloth;
    }
    assert!(cloth > 0, "somebody traded cloth");
}

#[test]
fn the_base_game_ranks_the_longest_road_and_no_cloth() {
    let s = finished(None);
    let state = &s.game.state;
    let cols = Columns::of(state);
    assert!(cols.road && !cols.cloth && !cols.sea);
    for p in Seat::all(state.num_players) {
        let pts = Points::of(&s, p);
        assert_eq!(
            row_points(&cols, &pts),
            state.total_points(p) as u32,
            "{p:?}"
        );
    }
}
