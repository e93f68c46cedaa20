//! The remembered sea distances ([`SeaDistances`]) are the search of the position they are
//! asked in, as the sea changes over a game.

use super::*;
use crate::core::board::BoardFile;
use crate::core::{Board, GameRng, Rules, State};
use std::sync::Arc;

#[test]
fn remembered_sea_distances_are_the_search_of_each_position() {
    let text = include_str!("../../../../boards/seafarers/fog-islands.ron");
    let file: BoardFile = crate::core::ron_file::parse_ron("fog-islands", text).unwrap();
    let board = Arc::new(Board::from_file(file).unwrap());
    let mut s = State::new(board, Arc::new(Rules::seafarers()), 4, 7).unwrap();
    let mut rng = GameRng::new(3);
    let mut memos: Vec<SeaDistances> = (0..4).map(|_| SeaDistances::default()).collect();
    let (mut asked, mut reachable) = (0, 0);
    while !s.is_over() && s.turns() < 400 {
        for p in Seat::all(4) {
            let view = PlayerView::new(&s, p);
            for lead in [0, 3] {
                let fresh = sea_distances_with(&view, lead, Bits::EMPTY);
                let kept = sea_distances(&view, lead, &mut memos[p.index()]);
                assert_eq!(
                    kept,
                    &fresh[..],
                    "seat {p}, lead {lead}, turn {}",
                    s.turns()
                );
                reachable += fresh.iter().filter(|&&d| d != FAR).count();
                asked += 1;
            }
            // the reach is remembered with the distances it goes with
            let strategy = Strategy::new(crate::ai::individual::Individual::champion_v2());
            let fresh = sea_reach_with(&strategy, &view);
            let (_, kept) = sea_reach(&strategy, &view, &mut memos[p.index()]);
            assert_eq!(kept, &fresh[..], "seat {p}, turn {}", s.turns());
        }
        let legal = s.legal_actions();
        let a = legal[rng.below(legal.len() as u32) as usize];
        s.apply(a).unwrap();
    }
    assert!(
        asked > 1000 && reachable > 0,
        "{asked} asked, {reachable} reachable"
    );
}
