//! The tempo genes' sub-moves: a monopoly on what the next build lacks, roads toward a free
//! spot, and a hand too small for dear roads and cards keeping its cards.

use super::super::*;
use crate::core::{Board, Chance, DevSet, Rules, State};
use std::sync::Arc;

/// A standard 4-player game after the opening (the first free spots from the highest id, as
/// the thesis tests place them), seat 0 to move in its main phase.
fn after_opening() -> State {
    let mut s = State::new(
        Arc::new(Board::standard()),
        Arc::new(Rules::standard()),
        4,
        5,
    )
    .unwrap();
    while s.in_setup() {
        let v = s.settlement_spots(s.actor()).iter().last().unwrap() as u16;
        s.apply(Action::BuildSettlement(VertexId(v))).unwrap();
        let road = s.legal_actions()[0];
        s.apply(road).unwrap();
    }
    s.apply_with(Action::Roll, Some(Chance::Dice(1, 1)))
        .unwrap();
    assert_eq!(s.phase, Phase::Main);
    s
}

/// Hands by seat, the bank holding the rest of the game's cards.
fn deal(s: &mut State, hands: [[u8; 5]; 4]) {
    let mut bank = ResourceSet::splat(s.rules.bank);
    for (p, h) in hands.iter().enumerate() {
        s.players[p].hand = ResourceSet(*h);
        bank.sub(&ResourceSet(*h));
    }
    s.bank = bank;
}

fn all(ind: Individual, s: &State) -> Vec<Candidate> {
    let legal = s.legal_actions();
    let view = PlayerView::new(s, s.actor());
    let mut out = Vec::new();
    candidates(
        &Strategy::new(ind),
        &view,
        &legal,
        &mut out,
        &mut RoadLengths::default(),
    );
    out
}

fn best_of(c: &[Candidate], kind: Kind) -> Option<Candidate> {
    let only: Vec<Candidate> = c.iter().filter(|c| c.kind == kind).copied().collect();
    best(&only).map(|i| only[i])
}

#[test]
fn the_monopoly_takes_what_the_next_build_lacks() {
    let mut s = after_opening();
    // a city lacks two stone; no settlement is left to build, so the city is the target
    s.players[0].settlements_left = 0;
    deal(
        &mut s,
        [[0, 0, 2, 0, 1], [5, 0, 0, 0, 0], [0, 0, 0, 0, 2], [0; 5]],
    );
    s.players[0].dev = DevSet([0, 0, 0, 0, 1]);
    let monopoly = |ind| match best_of(&all(ind, &s), Kind::Monopoly) {
        Some(c) => c.steps[0],
        None => panic!("no monopoly"),
    };
    // the thesis: the material held fewest of (five wood to take, none held)
    assert_eq!(
        monopoly(Individual::champion_v2()),
        Some(Action::PlayMonopoly(Resource::Wood))
    );
    // by need: the two stone the city lacks beat five wood worth 5/4 cards at the bank
    assert_eq!(
        monopoly(Individual::champion_v3()),
        Some(Action::PlayMonopoly(Resource::Stone))
    );
}

#[test]
fn a_road_toward_a_free_spot_gains_the_spots_worth_and_only_with_the_gene() {
    let mut s = after_opening();
    deal(&mut s, [[1, 1, 0, 0, 0], [0; 5], [0; 5], [0; 5]]);
    let board = s.board.clone();
    let free = board.land_vertices - s.blocked;
    let old = all(Individual::champion_v2(), &s);
    let new = all(Individual::champion_v3(), &s);
    let roads = |c: &[Candidate]| -> Vec<Candidate> {
        c.iter().filter(|c| c.kind == Kind::Road).copied().collect()
    };
    let (old, new) = (roads(&old), roads(&new));
    assert_eq!(old.len(), new.len());
    assert!(!old.is_empty());
    let v3 = Strategy::new(Individual::champion_v3());
    let mut toward = 0;
    for (o, n) in old.iter().zip(&new) {
        assert_eq!(o.steps, n.steps);
        let Some(Action::BuildRoad(e)) = o.steps[0] else {
            panic!("{o:?}")
        };
        let gain = n.score.total - o.score.total;
        assert!(gain >= 0.0, "e{e}: {gain}");
        // a road ending on a free spot gains at least that spot's village·toward/20
        let [a, b] = board.topo.edge_vertices[e.index()];
        let mine = s.players[0].road_vertices | s.players[0].buildings();
        let far = if mine.contains(a.index()) { b } else { a };
        if free.contains(far.index()) {
            let village = v3.village_fitness(&board, far).total;
            assert!(gain >= village * 5.0 / 20.0 - 1e-6, "e{e}: {gain}");
            toward += 1;
        }
    }
    assert!(toward > 0, "some road ends on a free spot");
}

#[test]
fn a_small_hand_keeps_its_cards_for_settlements_and_cities() {
    let mut s = after_opening();
    // five cards: a road needs a brick from the bank (4 grain); a development card a sheep
    deal(&mut s, [[1, 0, 4, 0, 0], [0; 5], [0; 5], [0; 5]]);
    let kinds = |ind, s: &State| -> Vec<Kind> { all(ind, s).iter().map(|c| c.kind).collect() };
    let old = kinds(Individual::champion_v2(), &s);
    assert!(old.contains(&Kind::Road), "{old:?}");
    let new = kinds(Individual::champion_v3(), &s);
    assert!(
        !new.contains(&Kind::Road) && !new.contains(&Kind::BuyCard),
        "{new:?}"
    );
    // a road it holds the cards for is built as before
    deal(&mut s, [[1, 1, 3, 0, 0], [0; 5], [0; 5], [0; 5]]);
    assert!(kinds(Individual::champion_v3(), &s).contains(&Kind::Road));
    // from six cards on, the bank's trades buy a road again
    deal(&mut s, [[2, 0, 4, 0, 0], [0; 5], [0; 5], [0; 5]]);
    assert!(kinds(Individual::champion_v3(), &s).contains(&Kind::Road));
}
