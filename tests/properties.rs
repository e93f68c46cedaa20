//! Property tests: random games (random boards and presets, 2–6 players, players that also
//! trade with each other), with the invariants checked after every action.

use catan::ai::RandomPlayer;
use catan::ai::{AiPlayer, Individual};
use catan::core::Player;
use catan::core::record::GameRecord;
use catan::core::rng::derive_seed;
use catan::core::*;
use catan::files::Load;
use proptest::prelude::*;
use std::sync::Arc;

fn board_for(kind: u8, seed: u64, players: u8) -> Arc<Board> {
    if players > 4 {
        return Arc::new(match kind {
            0 => Board::five_six(),
            _ => catan::core::board::random_board_for(6, seed, true),
        });
    }
    Arc::new(match kind {
        0 => Board::standard(),
        1 => Board::random_standard(seed, true),
        _ => Board::load(std::path::Path::new("boards/river-delta.ron")).unwrap(),
    })
}

fn candidates(s: &State) -> Vec<Action> {
    catan::core::invariants::candidate_actions(s)
}

fn check_invariants(s: &State) {
    if let Err(v) = catan::core::invariants::check_invariants(s) {
        panic!("{v}");
    }
}

fn check_legality(s: &State) {
    if let Err(v) = catan::core::invariants::check_legality(s) {
        panic!("{v}");
    }
}

fn play_checked(
    seed: u64,
    players: u8,
    thesis: bool,
    board: u8,
    deep: bool,
    ai_seats: u8,
) -> (State, GameRecord) {
    let rules = Arc::new(if players > 4 {
        Rules::five_six()
    } else if thesis {
        Rules::thesis()
    } else {
        Rules::standard()
    });
    let mut s = State::new(board_for(board, seed, players), rules, players, seed).unwrap();
    let mut ps: Vec<Box<dyn Player>> = (0..players)
        .map(|p| -> Box<dyn Player> {
            if ai_seats >> p & 1 == 1 {
                Box::new(AiPlayer::new("ai", Individual::thesis_example()))
            } else {
                Box::new(RandomPlayer::trading(derive_seed(seed, p as u64)))
            }
        })
        .collect();
    let names = ps.iter().map(|p| p.name()).collect();
    let mut record = GameRecord::new(&s, names, Some(seed));
    let mut legal = Vec::new();
    let mut junk = catan::core::GameRng::new(seed ^ 0xABCD);
    while !s.is_over() && s.turns() < 3000 {
        if deep {
            check_legality(&s);
            // an illegal candidate changes nothing
            let cands = candidates(&s);
            let a = cands[junk.below(cands.len() as u32) as usize];
            if s.check(&a).is_err() {
                let before = s.clone();
                assert!(s.apply(a).is_err());
                assert!(s == before, "illegal {a:?} changed the state");
            }
        }
        let seat = s.actor();
        s.legal_actions_into(&mut legal);
        let a = {
            let view = PlayerView::new(&s, seat);
            ps[seat.index()].choose(&view, &legal)
        };
        let ev = s.apply(a).unwrap_or_else(|e| panic!("{a:?}: {e}"));
        record.steps.push(Step {
            seat,
            action: a,
            chance: ev.chance(),
        });
        check_invariants(&s);
    }
    (s, record)
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 24, ..ProptestConfig::default() })]

    /// Five and six players under the 5–6 extension's rules (its island or a random one): every
    /// invariant after every action, special building phases included; wins only on one's turn.
    #[test]
    fn five_six_games_keep_every_invariant(seed in any::<u64>(), players in 5u8..=6, board in 0u8..2, ai_seats in 0u8..64) {
        let (s, record) = play_checked(seed, players, false, board, true, ai_seats);
        let w = s.winner().expect("random games finish within 3000 turns");
        prop_assert_eq!(w, s.current());
        prop_assert!(s.total_points(w) >= s.rules().points_to_win);
        let replayed = record.replay().unwrap();
        prop_assert!(replayed.same_position(&s));
    }

    #[test]
    fn random_games_keep_every_invariant(seed in any::<u64>(), players in 2u8..=4, thesis in any::<bool>(), board in 0u8..3, ai_seats in 0u8..16) {
        // some seats (a random subset) are played by the thesis computer player
        let (s, record) = play_checked(seed, players, thesis, board, true, ai_seats);
        // the game ends with exactly one winner, at or above the target, on their own turn
        let w = s.winner().expect("random games finish within 3000 turns");
        prop_assert_eq!(w, s.current());
        prop_assert!(s.total_points(w) >= s.rules().points_to_win);
        // the record replays, with no randomness, to the same position (generator aside)
        let replayed = record.replay().unwrap();
        prop_assert!(replayed.same_position(&s));
    }
}

#[test]
fn the_same_seed_gives_the_same_game() {
    let (a, ra) = play_checked(99, 4, false, 1, false, 0b0101);
    let (b, rb) = play_checked(99, 4, false, 1, false, 0b0101);
    assert!(a == b);
    assert_eq!(ra, rb);
    let (c, _) = play_checked(100, 4, false, 1, false, 0b0101);
    assert!(a != c);
}

#[test]
fn records_survive_the_file_format() {
    let (s, record) = play_checked(5, 3, true, 2, false, 0b010);
    let text = record.to_ron();
    let back = GameRecord::from_ron("mem", &text).unwrap();
    assert_eq!(back, record);
    let end = back.replay().unwrap();
    assert!(end.same_position(&s));
}
