//! Cloth for Catan's rules on the shipped 4-player board: games of random legal moves with
//! every invariant held, and each rule seen where it happens.

use crate::core::action::{Action, ClothEvent, Event, Seat};
use crate::core::board::{Board, BoardFile};
use crate::core::invariants::check_invariants;
use crate::core::phase::Phase;
use crate::core::{GameRng, Rules, State};
use std::sync::Arc;

fn board() -> Arc<Board> {
    let path = format!(
        "{}/boards/seafarers/cloth-for-catan.ron",
        env!("CARGO_MANIFEST_DIR")
    );
    let file: BoardFile = ron::from_str(&std::fs::read_to_string(path).unwrap()).unwrap();
    Arc::new(Board::from_file(file).unwrap())
}

fn game(seed: u64) -> State {
    State::new(board(), Arc::new(Rules::seafarers()), 4, seed).unwrap()
}

/// A random legal move, preferring cloth robberies and ships so the rules are met often.
fn pick(s: &State, rng: &mut GameRng) -> Action {
    let legal = s.legal_actions();
    let keen: Vec<Action> = legal
        .iter()
        .copied()
        .filter(|a| matches!(a, Action::RobCloth { .. } | Action::BuildShip(_)))
        .collect();
    if !keen.is_empty() && rng.below(2) == 0 {
        return keen[rng.below(keen.len() as u32) as usize];
    }
    legal[rng.below(legal.len() as u32) as usize]
}

#[test]
fn the_opening_has_three_rounds_and_only_the_third_pays() {
    for seed in 0..4 {
        let mut s = game(seed);
        let mut rng = GameRng::new(seed);
        while s.in_setup() {
            if s.phase() == (Phase::SetupSettlement { step: 8 }) {
                // two rounds placed, nothing paid yet
                assert!(
                    Seat::all(4).all(|p| s.player(p).hand().is_empty()),
                    "seed {seed}"
                );
                assert_eq!(s.actor(), Seat(0), "the third round goes in seat order");
            }
            let a = pick(&s, &mut rng);
            s.apply(a).unwrap();
        }
        for p in Seat::all(4) {
            assert_eq!(s.player(p).settlements().len(), 3, "seat {p}");
        }
        let cards: u32 = Seat::all(4).map(|p| s.player(p).hand().total()).sum();
        assert!(cards > 0, "seed {seed}: the third settlements paid");
        assert_eq!(s.phase(), Phase::BeforeRoll);
    }
}

#[test]
fn random_games_keep_every_invariant_and_meet_every_rule() {
    let (mut traded, mut paid, mut supply, mut stolen, mut ended) = (0, 0, 0, 0, 0);
    for seed in 0..6u64 {
        let mut s = game(seed);
        let mut rng = GameRng::new(seed);
        let mut steps = 0;
        while !s.is_over() && steps < 60_000 {
            let a = pick(&s, &mut rng);
            let ev = s.apply(a).unwrap();
            for e in ev.as_slice() {
                match *e {
                    Event::Cloth(ClothEvent::Trade { .. }) => traded += 1,
                    Event::Cloth(ClothEvent::Paid { supply: n, .. }) => {
                        paid += 1;
                        supply += n;
                    }
                    Event::Cloth(ClothEvent::Stolen { .. }) => stolen += 1,
                    Event::Cloth(ClothEvent::Ended { .. }) => ended += 1,
                    _ => {}
                }
            }
            if steps % 13 == 0 {
                assert_eq!(check_invariants(&s), Ok(()), "seed {seed} step {steps}");
            }
            steps += 1;
        }
        assert!(s.is_over(), "seed {seed}: {steps} steps");
        assert_eq!(s.longest_road_holder(), None);
    }
    assert!(
        traded > 0 && paid > 0 && stolen > 0,
        "{traded} {paid} {stolen}"
    );
    assert!(ended > 0 || supply > 0, "{ended} {supply}");
}

#[test]
fn only_a_trader_moves_the_pirate() {
    let mut s = game(5);
    let mut rng = GameRng::new(5);
    let mut seen = 0;
    while !s.is_over() && seen < 20 {
        if let Phase::MoveRobber { .. } = s.phase() {
            let p = s.actor();
            let pirate = s
                .legal_actions()
                .into_iter()
                .any(|a| matches!(a, Action::MoveRobber { face, .. } if s.is_sea_face(face)));
            assert_eq!(pirate, s.is_trader(p), "seat {p}");
            seen += 1;
        }
        let a = pick(&s, &mut rng);
        s.apply(a).unwrap();
    }
    assert!(seen > 0);
}
