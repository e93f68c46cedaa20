//! A board past the narrow set's 256 ids: too large narrow, whole at the wide width, and a game
//! on it played to the end with every invariant held.

use super::*;
use crate::core::bits::{NARROW, WIDE};
use crate::core::invariants::check_invariants;
use crate::core::{GameRng, Rules, Seat, State};

/// Tiles of the test's big island: 1 000 to 1 024 sides.
const BIG: i32 = 18 * 17 + 6;

#[test]
fn a_board_past_256_sides_is_too_large_narrow_and_whole_wide() {
    let file = wide_island(BIG);
    let narrow = Board::<NARROW>::from_file_sized(file.clone());
    let too_large = |e: &Vec<BoardProblem>| matches!(e[..], [BoardProblem::TooLarge { .. }]);
    assert!(narrow.as_ref().is_err_and(too_large), "{narrow:?}");
    let wide = Board::<WIDE>::from_file_sized(file).expect("fits 1 024 ids");
    assert!(wide.num_edges() >= 1000, "{} sides", wide.num_edges());
    assert!(wide.num_edges() <= 1024 && wide.num_vertices() <= 1024);
    // a board past the wide width is too large there as well
    let wider = Board::<WIDE>::from_file_sized(wide_island(18 * 18));
    assert!(wider.as_ref().is_err_and(too_large));
}

#[test]
fn a_game_on_a_wide_board_plays_to_the_end_with_every_invariant() {
    let board = Arc::new(Board::<WIDE>::from_file_sized(wide_island(BIG)).unwrap());
    let mut s = State::new(board, Arc::new(Rules::standard()), 4, 7).unwrap();
    let mut rng = GameRng::new(7);
    let mut steps = 0;
    while !s.is_over() && steps < 40_000 {
        let legal = s.legal_actions();
        let a = legal[rng.below(legal.len() as u32) as usize];
        s.apply(a).unwrap();
        if steps % 97 == 0 {
            assert_eq!(check_invariants(&s), Ok(()), "step {steps}");
        }
        steps += 1;
    }
    assert!(s.is_over(), "unfinished after {steps} steps");
    assert_eq!(check_invariants(&s), Ok(()));
    // corners past 256 were built on
    let far = Seat::all(4).any(|p| s.player(p).roads().iter().any(|e| e >= 256));
    assert!(far, "no road past the narrow set");
}
