use super::*;
use crate::core::{Board, Rules};
use std::sync::Arc;

fn game(seed: u64, rules: Rules, search_seat: u8, budget: SearchBudget) -> State {
    // three seats, six under the 5–6 extension's rules
    let n = if rules.special_building_phase { 6 } else { 3 };
    let mut s = State::new(
        Arc::new(crate::core::board::random_board_for(n as usize, seed, true)),
        Arc::new(rules),
        n,
        seed,
    )
    .unwrap();
    let mut players: Vec<Box<dyn Player>> = (0..n)
        .map(|q| -> Box<dyn Player> {
            if q == search_seat {
                Box::new(SearchPlayer::new(
                    "search",
                    Individual::default_ai(),
                    budget,
                    seed,
                ))
            } else {
                Box::new(AiPlayer::new("ai", Individual::default_ai()))
            }
        })
        .collect();
    let mut legal = Vec::new();
    while !s.is_over() && s.turns() < 400 {
        let me = s.actor();
        s.legal_actions_into(&mut legal);
        let a = players[me.index()].choose(&PlayerView::new(&s, me), &legal);
        s.apply(a).unwrap_or_else(|e| panic!("{a:?}: {e}"));
    }
    s
}

#[test]
fn plays_legal_games_under_both_presets() {
    let budget = SearchBudget {
        rollouts: 12,
        horizon: 40,
        ..SearchBudget::default()
    };
    for seed in 0..3 {
        for rules in [Rules::standard(), Rules::thesis(), Rules::five_six()] {
            let s = game(seed, rules, (seed % 3) as u8, budget);
            assert!(s.is_over(), "seed {seed}: the game ends");
        }
    }
}

#[test]
fn the_same_seed_and_budget_give_the_same_game() {
    let budget = SearchBudget {
        rollouts: 10,
        horizon: 30,
        ..SearchBudget::default()
    };
    let a = game(7, Rules::standard(), 1, budget);
    let b = game(7, Rules::standard(), 1, budget);
    assert!(a.same_position(&b));
    // with threads: the same for the same thread count, whatever the timing
    let threaded = SearchBudget {
        threads: 3,
        ..budget
    };
    let c = game(7, Rules::standard(), 1, threaded);
    let d = game(7, Rules::standard(), 1, threaded);
    assert!(c.same_position(&d) && c.is_over());
}

#[test]
fn threads_share_the_rollouts() {
    let s = State::new(
        Arc::new(Board::random_standard(3, true)),
        Arc::new(Rules::standard()),
        4,
        3,
    )
    .unwrap();
    let budget = SearchBudget {
        rollouts: 30,
        horizon: 20,
        threads: 4,
        ..SearchBudget::default()
    };
    let mut p = SearchPlayer::new("search", Individual::default_ai(), budget, 1);
    let stats = p.search(&PlayerView::new(&s, s.actor()), &s.legal_actions());
    assert!(stats.len() > 1);
    assert_eq!(stats.iter().map(|r| r.visits).sum::<u32>(), 30);
}

/// Against planning players that offer trades: the search player judges offers by its plan,
/// makes offers of its own and trades; every action legal.
#[test]
fn judges_offers_and_makes_its_own() {
    let budget = SearchBudget {
        rollouts: 16,
        horizon: 30,
        ..SearchBudget::default()
    };
    let mut planner = Individual::default_ai();
    planner.plan = Default::default();
    planner.plan[..4].copy_from_slice(&[20, 10, 2, 5]);
    let (mut offers, mut answers, mut confirmed) = (0, 0, 0);
    for seed in 0..4u64 {
        let mut s = State::new(
            Arc::new(Board::random_standard(seed, true)),
            Arc::new(Rules::standard()),
            3,
            seed,
        )
        .unwrap();
        let mut search = SearchPlayer::new("search", Individual::default_ai(), budget, seed);
        let mut others: Vec<AiPlayer> = (0..2).map(|_| AiPlayer::new("plan", planner)).collect();
        let mut legal = Vec::new();
        while !s.is_over() && s.turns() < 400 {
            let me = s.actor();
            s.legal_actions_into(&mut legal);
            let view = PlayerView::new(&s, me);
            let a = if me.0 == 0 {
                let a = search.choose(&view, &legal);
                match (s.phase(), a) {
                    (_, Action::OfferTrade { .. }) => offers += 1,
                    (Phase::TradeAnswers { .. }, _) => answers += 1,
                    (_, Action::ConfirmTrade(_)) => confirmed += 1,
                    _ => {}
                }
                a
            } else {
                others[me.index() - 1].choose(&view, &legal)
            };
            s.apply(a).unwrap_or_else(|e| panic!("{a:?}: {e}"));
        }
        assert!(s.is_over(), "seed {seed}: the game ends");
    }
    assert!(
        offers > 0 && answers > 0 && confirmed > 0,
        "offers {offers}, answers {answers}, trades {confirmed}"
    );
}

#[test]
fn ucb_tries_everything_once_then_prefers_the_better() {
    assert_eq!(ucb_pick(&[1, 0, 2], &[1.0, 0.0, 0.0], 3), 1);
    assert_eq!(ucb_pick(&[10, 10], &[9.0, 1.0], 20), 0);
}

/// A position of a fresh four-player game on a random board, at its first decision.
fn opening(seed: u64) -> State {
    State::new(
        Arc::new(Board::random_standard(seed, true)),
        Arc::new(Rules::standard()),
        4,
        seed,
    )
    .unwrap()
}

#[test]
fn a_decision_past_its_deadline_stops_and_plays_a_legal_move() {
    // a deadline already passed when the search starts (0 ms): no rollout is played, on one
    // thread or two, and the move is the strategy's best candidate, legal
    for threads in [1, 2] {
        let budget = SearchBudget {
            rollouts: 50,
            horizon: 20,
            millis: Some(0),
            threads,
            ..SearchBudget::default()
        };
        let s = opening(4);
        let view = PlayerView::new(&s, s.actor());
        let legal = s.legal_actions();
        let mut p = SearchPlayer::new("search", Individual::default_ai(), budget, 1);
        let stats = p.search(&view, &legal);
        assert!(stats.len() > 1);
        assert_eq!(stats.iter().map(|r| r.visits).sum::<u32>(), 0);
        let a = p.choose(&view, &legal);
        assert!(legal.contains(&a), "{a:?}");
        // untimed, the same search plays all its rollouts
        let untimed = SearchBudget {
            millis: None,
            ..budget
        };
        let mut p = SearchPlayer::new("search", Individual::default_ai(), untimed, 1);
        let all = p.search(&view, &legal);
        assert_eq!(all.iter().map(|r| r.visits).sum::<u32>(), 50);
    }
}

#[test]
fn a_rollout_cut_by_the_deadline_is_not_counted() {
    let s = opening(5);
    let mut w = Worker::new(Individual::default_ai());
    let mut world = s.clone();
    let passed = Some(Instant::now());
    // a deadline passed: the rollout gives up at its first look at the clock
    assert_eq!(w.rollout(&mut world, Seat(0), 200, passed), None);
    let mut world = s.clone();
    assert!(w.rollout(&mut world, Seat(0), 200, None).is_some());
}

mod hoard;
