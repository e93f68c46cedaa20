//! Whom a computer trades with counts the points that win this game: a Seafarers scenario's
//! (14 in Cloth for Catan), not the base rules' 10.

use crate::ai::plan::AnswerReason;
use crate::ai::plan::partners::refuses;
use crate::core::{Board, GameRng, PlayerView, Rules, Seat, State};
use std::sync::Arc;

#[test]
fn near_a_win_is_counted_against_the_boards_points_to_win() {
    let board = Arc::new(
        Board::from_ron(
            "cloth-for-catan",
            include_str!("../../../../boards/seafarers/cloth-for-catan.ron"),
        )
        .unwrap(),
    );
    let mut s = State::new(board, Arc::new(Rules::seafarers()), 4, 11).unwrap();
    assert_eq!(s.points_to_win(), 14);
    let ind = crate::ai::individual::Individual::champion_v2();
    let mut rng = GameRng::new(11);
    let mut seen = 0;
    for _ in 0..200_000 {
        if s.is_over() {
            break;
        }
        let me = Seat(0);
        let view = PlayerView::new(&s, me);
        for other in Seat::all(4).filter(|&q| q != me) {
            let theirs = view.player(other).public_points;
            let near = refuses(&view, &ind, other);
            if theirs + 2 >= 14 {
                assert!(
                    matches!(near, Some(AnswerReason::NearWin { .. })),
                    "{theirs}"
                );
            } else {
                if theirs + 2 >= 10 {
                    seen += 1;
                }
                assert!(
                    !matches!(near, Some(AnswerReason::NearWin { .. })),
                    "{theirs} of 14 points is not near the win: {near:?}"
                );
            }
        }
        let legal = s.legal_actions();
        s.apply(legal[rng.below(legal.len() as u32) as usize])
            .unwrap();
    }
    assert!(
        seen > 0,
        "a seat came within 2 of 10 points, and short of 12"
    );
}
