//! The ships' reach ([`sea_reach_with`]): the settlement a ship's way leads to, worth its
//! share; islands that pay points first, never the islands the player has settled, and what
//! the fog hides.

use super::*;
use crate::core::{Board, GameRng, Rules, State};
use std::sync::Arc;

/// A game on the scenario `text` past its opening (random legal moves, `seed`).
fn past_the_opening(name: &str, text: &str, seed: u64) -> State {
    let board = Arc::new(Board::from_ron(name, text).unwrap());
    let mut s = State::new(board, Arc::new(Rules::seafarers()), 4, seed).unwrap();
    let mut rng = GameRng::new(seed);
    while s.in_setup() {
        let legal = s.legal_actions();
        s.apply(legal[rng.below(legal.len() as u32) as usize])
            .unwrap();
    }
    s
}

fn medium() -> Strategy {
    Strategy::new(crate::ai::individual::Individual::champion_v2())
}

#[test]
fn an_island_that_pays_points_leads_and_the_settled_islands_are_the_roads() {
    let s = past_the_opening(
        "four-islands",
        include_str!("../../../../boards/seafarers/four-islands.ron"),
        5,
    );
    let strategy = medium();
    let map = s.board().sea.as_deref().unwrap();
    let view = PlayerView::new(&s, Seat(0));
    let reach = sea_reach_with(&strategy, &view);
    let reached = s.sea.as_deref().unwrap().reached[0];
    let free = s.board().land_vertices - view.blocked();
    let island = strategy.reach_worth(2, 1.0) / 3.0;
    let (mut away, mut home) = (0, 0);
    for v in free.iter() {
        if map.islands_at(v) & reached == 0 {
            assert_eq!(reach[v], island, "a free corner of a new island, {v}");
            away += 1;
        } else {
            // its own islands are no goal: at least one ship move from one
            assert!(
                reach[v] <= island * 3.0 / 4.0,
                "home corner {v}: {}",
                reach[v]
            );
            home += 1;
        }
    }
    assert!(away > 0 && home > 0, "{away} away, {home} at home");
}

#[test]
fn a_ship_onto_a_new_island_outranks_a_card_and_a_ship_toward_nothing_does_not() {
    for strategy in [
        medium(),
        Strategy::new(crate::ai::individual::Individual::default_ai()),
    ] {
        let card = strategy.buy_card_fitness().total;
        let landing = strategy.reach_worth(2, 1.0) / 3.0;
        assert!(strategy.ship_fitness(Some(0), landing, true).total > card);
        assert!(strategy.ship_fitness(None, 0.0, true).total < card);
        // a move toward the island gains what the better place is worth
        let gain = strategy.ship_move_fitness(
            (Some(2), landing * 3.0 / 5.0),
            (Some(1), landing * 3.0 / 4.0),
            true,
        );
        assert!(gain.is_some_and(|g| g.total > 0.0));
        assert_eq!(
            strategy.ship_move_fitness((Some(1), landing), (Some(1), landing), true),
            None
        );
    }
}

#[test]
fn the_fog_is_worth_the_land_it_hides() {
    let s = past_the_opening(
        "fog-islands",
        include_str!("../../../../boards/seafarers/fog-islands.ron"),
        3,
    );
    let strategy = medium();
    let sea = s.sea.as_deref().unwrap();
    let land = sea.fog_stack.iter().filter(|t| t.0 != Terrain::Sea).count() as f64;
    let worth = strategy.reach_worth(0, land / sea.fog_stack.len() as f64) / 3.0;
    let view = PlayerView::new(&s, Seat(1));
    let reach = sea_reach_with(&strategy, &view);
    let corners = sea
        .fog
        .iter()
        .fold(Bits::EMPTY, |a, f| a | s.board().topo.face_vertex_mask[f]);
    assert!(!corners.is_empty());
    for v in corners.iter() {
        assert!(
            reach[v] >= worth && worth > 0.0,
            "fog corner {v}: {}",
            reach[v]
        );
    }
}
