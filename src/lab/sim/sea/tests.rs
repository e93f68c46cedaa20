//! Tests of `lab/sim/sea`.

use super::*;
use crate::core::action::Reveals;
use crate::core::terrain::Terrain;
use crate::core::{Board, EdgeId, Phase, Rules, VertexId};
use std::sync::Arc;

/// A new game of The Four Islands (its opening still to place).
fn four_islands() -> State {
    let board = Board::from_ron(
        "boards/seafarers/four-islands.ron",
        include_str!("../../../../boards/seafarers/four-islands.ron"),
    )
    .unwrap();
    State::new(Arc::new(board), Arc::new(Rules::seafarers()), 4, 7).unwrap()
}

/// A corner of island `i` only.
fn corner_of(s: &State, i: usize) -> VertexId {
    let map = s.board().sea.as_deref().unwrap();
    let v = (0..s.board().topo.num_vertices())
        .find(|&v| map.islands_at(v) == 1 << i)
        .unwrap();
    VertexId::at(v)
}

#[test]
fn the_first_settlement_away_from_the_opening_islands_counts_once_with_its_round() {
    let mut s = four_islands();
    let mut race = SeaRace::new_game(4);
    let (home, away, other) = (corner_of(&s, 0), corner_of(&s, 1), corner_of(&s, 2));
    note(&mut race, &s, Seat(1), Action::BuildSettlement(home), None);
    assert_eq!(race[1].home, 1);
    s.phase = Phase::BeforeRoll;
    s.turns = 9;
    // home again: nothing
    note(&mut race, &s, Seat(1), Action::BuildSettlement(home), None);
    assert_eq!(race[1].reached, 0);
    note(&mut race, &s, Seat(1), Action::BuildSettlement(away), None);
    s.turns = 20;
    note(&mut race, &s, Seat(1), Action::BuildSettlement(other), None);
    assert_eq!((race[1].reached, race[1].reached_rounds), (1, 3));
    // the others are untouched
    assert_eq!(race[0], SeaRace::new_game(1)[0]);
}

#[test]
fn ships_and_the_first_fog_tile_are_counted() {
    let s = four_islands();
    let mut race = SeaRace::new_game(3);
    let ship = Action::BuildShip(EdgeId::at(0));
    let fog = Chance::Fog(Reveals::new(&[(Terrain::Sea, 0)]).unwrap());
    note(&mut race, &s, Seat(2), ship, Some(fog));
    note(&mut race, &s, Seat(2), ship, Some(fog));
    assert_eq!(
        (race[2].ships, race[2].revealed, race[2].revealed_rounds),
        (2, 1, 1)
    );
    let mut all = SeaRace::default();
    for x in &race {
        all.merge(x);
    }
    let stats = SeaStats::of(&all);
    assert_eq!(stats.ships_per_game, 2.0 / 3.0);
    assert_eq!(stats.revealed, 1.0 / 3.0);
}

/// The floor of the race (docs/design/ai-sea.md): on The Four Islands, Medium settles an island
/// it did not start on in at least a quarter of its games (19 % before ships were worth the
/// settlement their way leads to; 31 % after, over these 40 games).
#[test]
fn medium_sails_to_another_island_on_the_four_islands() {
    use crate::lab::PlayerSpec;
    use crate::lab::sim::{BoardChoice, SimConfig, run};
    let board = Board::from_ron(
        "boards/seafarers/four-islands.ron",
        include_str!("../../../../boards/seafarers/four-islands.ron"),
    )
    .unwrap();
    let cfg = SimConfig {
        players: PlayerSpec::parse_list("medium,medium,medium,medium").unwrap(),
        games: 40,
        seed: 1,
        threads: 1,
        board: BoardChoice::Fixed(board.into()),
        rules: Arc::new(Rules::seafarers()),
        max_turns: 1000,
        record_dir: None,
    };
    let s = run(&cfg, &|_| {}).unwrap();
    let reached = s.sea.iter().map(|x| x.reached).sum::<f64>() / 4.0;
    assert!(reached >= 0.25, "another island in {reached:.3} of games");
    assert!(s.sea.iter().all(|x| x.ships_per_game >= 2.0), "{:?}", s.sea);
}
