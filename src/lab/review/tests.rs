//! Tests of `lab/review`.

use super::*;
use crate::core::Rules;
use std::sync::Arc;

/// A move compared with itself is no better; two different moves are rolled out until
/// their margin's interval leaves zero or the rollouts reach four times the start, and the
/// margin lies inside its interval.
#[test]
fn a_better_move_is_one_beyond_the_noise() {
    let record = game(3);
    let mut s = record.initial_state().unwrap();
    for st in &record.steps[..40] {
        s.apply_with(st.action, st.chance).unwrap();
    }
    // on to a choice of three moves or more
    for st in &record.steps[40..] {
        if s.legal_actions().len() >= 3 {
            break;
        }
        s.apply_with(st.action, st.chance).unwrap();
    }
    let seat = s.actor();
    let legal = s.legal_actions();
    let mut roll = Rollouts::new(4, 60);
    let same = TwoMoves {
        s: &s,
        seat,
        played: legal[0],
        best: legal[0],
    };
    let (pv, bv, m, iv, n) = compare_moves(&mut roll, &same, 8, 1);
    assert_eq!((pv, bv, m), (pv, pv, 0.0));
    assert!(n >= 8 && iv[0] <= 0.0 && iv[1] >= 0.0);
    let other = *legal.last().unwrap();
    let two = TwoMoves {
        best: other,
        ..same
    };
    let (_, _, m, iv, n) = compare_moves(&mut roll, &two, 8, 1);
    assert!(iv[0] <= m && m <= iv[1], "{m} in {iv:?}");
    let separated = iv[0] > 0.0 || iv[1] < 0.0;
    assert!(separated || n == 32, "{n} rollouts, {iv:?}");
    let d = Decision {
        step: 0,
        turn: 0,
        round: None,
        played: String::new(),
        played_action: legal[0],
        played_value: 0.5,
        best: String::new(),
        best_action: other,
        best_value: 0.6,
        margin: 0.1,
        margin_interval: [-0.01, 0.21],
        margin_rollouts: 32,
    };
    assert!(!d.clearly_better(), "an interval holding zero is noise");
    assert!(
        Decision {
            margin_interval: [0.02, 0.18],
            ..d.clone()
        }
        .clearly_better()
    );
}

/// A game of greedy players, recorded.
fn game(seed: u64) -> GameRecord {
    game_of(seed, 3, Rules::standard())
}

fn game_of(seed: u64, n: u8, rules: Rules) -> GameRecord {
    let board = Arc::new(crate::core::board::random_board_for(n as usize, seed, true));
    let mut s = State::new(board, Arc::new(rules), n, seed).unwrap();
    let mut record = GameRecord::new(&s, vec!["ai".into(); n as usize], Some(seed));
    let mut ps: Vec<AiPlayer> = (0..n)
        .map(|_| AiPlayer::new("ai", Individual::default_ai()))
        .collect();
    while !s.is_over() {
        let seat = s.actor();
        let legal = s.legal_actions();
        let a = ps[seat.index()].choose(&PlayerView::new(&s, seat), &legal);
        let ev = s.apply(a).unwrap();
        record.steps.push(crate::core::Step {
            seat,
            action: a,
            chance: ev.chance(),
        });
    }
    record
}

fn small() -> ReviewConfig {
    ReviewConfig {
        rollouts: 24,
        search: 12,
        seat: Some(Seat(0)),
        seed: 3,
        horizon: 200,
    }
}

#[test]
fn chances_sum_to_one_and_the_end_is_certain() {
    let record = game(4);
    let r = review(&record, &small(), |_, _| {}).unwrap();
    for c in &r.chances {
        let sum: f64 = c.chances.iter().sum();
        assert!((sum - 1.0).abs() < 1e-9, "{c:?}");
    }
    let last = r.chances.last().unwrap();
    let w = r.winner.unwrap() as usize;
    assert_eq!(last.chances[w], 1.0);
    assert_eq!(last.step, record.steps.len());
    // one turn before the end the winner (then a build or two from winning) leads
    let before = &r.chances[r.chances.len() - 2];
    let best = (0..3)
        .max_by(|&a, &b| before.chances[a].total_cmp(&before.chances[b]))
        .unwrap();
    assert_eq!(best, w, "{before:?}");
    assert!(before.chances[w] > 0.4, "{before:?}");
    assert!(!r.decisions.is_empty() && !r.turning_points.is_empty());
}

/// Six seats under the 5–6 extension: one point per turn (the special building phase's
/// passes are not turns), chances for all six.
#[test]
fn a_six_seat_game_is_reviewed_turn_by_turn() {
    let record = game_of(2, 6, Rules::five_six());
    let r = review(&record, &small(), |_, _| {}).unwrap();
    let turns: Vec<u32> = r.chances.iter().map(|c| c.turn).collect();
    // (the last point is the end itself, which may fall in the last turn's point)
    let body = &turns[..turns.len() - 1];
    assert!(body.windows(2).all(|w| w[0] < w[1]), "{turns:?}");
    assert!(r.chances.iter().all(|c| c.chances.len() == 6));
}

#[test]
fn a_review_is_the_same_for_the_same_seed_and_another_for_another() {
    let record = game(6);
    let a = review(&record, &small(), |_, _| {}).unwrap();
    let b = review(&record, &small(), |_, _| {}).unwrap();
    assert_eq!(a, b);
    let c = review(&record, &ReviewConfig { seed: 4, ..small() }, |_, _| {}).unwrap();
    assert_ne!(a.chances, c.chances);
}

#[test]
fn live_chances_from_public_facts_sum_to_one_and_ignore_the_hands() {
    let record = game(8);
    let mut s = record.initial_state().unwrap();
    for st in &record.steps[..record.steps.len() / 2] {
        s.apply_with(st.action, st.chance).unwrap();
    }
    let a = win_chances(&s, 16, 2, true);
    assert!((a.iter().sum::<f64>() - 1.0).abs() < 1e-9, "{a:?}");
    // the same public facts with other hands: the same chances
    let mut setup = s.to_setup(1);
    let (h0, h1) = (setup.players[0].hand, setup.players[1].hand);
    if h0.total() == h1.total() {
        setup.players[0].hand = h1;
        setup.players[1].hand = h0;
    }
    let other = State::from_setup(setup).unwrap();
    assert_eq!(win_chances(&other, 16, 2, true), a);
    assert_eq!(win_chances(&s, 16, 2, false).len(), 3);
}

#[test]
fn a_seat_not_at_the_table_is_refused() {
    let record = game(7);
    let e = review(
        &record,
        &ReviewConfig {
            seat: Some(Seat(3)),
            ..small()
        },
        |_, _| {},
    )
    .unwrap_err()
    .to_string();
    assert!(e.contains("--seat 3"), "{e}");
}

/// `record` with an offer of seat 0's, declined by everyone, put in at its first main phase
/// after step 40 where it may offer; the offer's step.
fn with_a_declined_offer(record: &GameRecord) -> (GameRecord, usize) {
    use crate::core::{EVERYONE, Resource, ResourceSet, Step};
    let mut s = record.initial_state().unwrap();
    let mut out = record.clone();
    out.steps.clear();
    let mut put = None;
    for (k, st) in record.steps.iter().enumerate() {
        if put.is_none() && k >= 40 && s.phase() == Phase::Main && s.actor() == Seat(0) {
            let hand = s.players[0].hand;
            let give = Resource::ALL.into_iter().find(|r| hand.get(*r) > 0);
            let offer = give.map(|g| Action::OfferTrade {
                give: ResourceSet::one(g),
                get: ResourceSet::one(Resource::ALL.into_iter().find(|r| *r != g).unwrap()),
                to: EVERYONE,
            });
            if let Some(offer) = offer.filter(|a| s.check(a).is_ok()) {
                put = Some(out.steps.len());
                let mut next = Some((Seat(0), offer));
                while let Some((seat, action)) = next.take() {
                    let ev = s.apply(action).unwrap();
                    out.steps.push(Step {
                        seat,
                        action,
                        chance: ev.chance(),
                    });
                    if matches!(s.phase(), Phase::TradeAnswers { .. }) {
                        next = Some((s.actor(), Action::DeclineTrade));
                    }
                }
                assert_eq!(s.phase(), Phase::Main, "declined by everyone");
            }
        }
        s.apply_with(st.action, st.chance).unwrap();
        out.steps.push(*st);
    }
    (
        out,
        put.expect("a main phase of seat 0 with a card to offer"),
    )
}

/// A move that changed nothing (an offer declined by everyone) is not a decision to better:
/// the review leaves it out, and keeps the seat's other decisions.
#[test]
fn an_offer_declined_by_everyone_is_not_reviewed() {
    let (record, at) = with_a_declined_offer(&game(3));
    let s = record.initial_state().unwrap();
    let mut before = s.clone();
    for (k, st) in record.steps[..at].iter().enumerate() {
        replay_step(&mut before, k, st).unwrap();
    }
    assert!(changed_nothing(&record, at, &before));
    assert!(!changed_nothing(&record, at - 1, &before), "not an offer");
    let cfg = ReviewConfig {
        rollouts: 2,
        search: 4,
        ..small()
    };
    let r = review(&record, &cfg, |_, _| {}).unwrap();
    assert!(!r.decisions.is_empty());
    assert!(
        r.decisions.iter().all(|d| d.step != at),
        "the offer reviewed"
    );
}

fn point(seat: u8, from_step: usize, before: f64, after: f64) -> TurningPoint {
    TurningPoint {
        seat,
        turn: from_step as u32,
        round: Some(from_step as u32),
        player: seat,
        from_step,
        to_step: from_step + 1,
        before,
        after,
        actions: Vec::new(),
    }
}

#[test]
fn the_largest_turning_points_are_shown_in_the_order_played() {
    // Kept largest fall first, as `turning_points` sorts them.
    let points = [
        point(1, 40, 0.6, 0.1),
        point(0, 90, 0.5, 0.1),
        point(2, 10, 0.4, 0.1),
        point(3, 5, 0.2, 0.1),
    ];
    let shown: Vec<usize> = largest_in_order(&points, 3)
        .iter()
        .map(|t| t.from_step)
        .collect();
    assert_eq!(shown, [10, 40, 90], "the three largest, by step");
}
