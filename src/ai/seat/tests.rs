use super::*;
use crate::core::{Board, GameRecord, Rules, State};

fn medium() -> ComputerSeat {
    let ind = Individual::champion_v2();
    ComputerSeat::new(
        Arc::new(move |_| Box::new(crate::ai::AiPlayer::new("medium", ind))),
        Some(ind),
        false,
    )
}

/// A new game's table, seeded `seed` (also for `repeats_tests.rs`).
pub(super) fn new_table(seed: u64) -> Table {
    let state = State::new(
        Arc::new(Board::standard()),
        Arc::new(Rules::standard()),
        4,
        seed,
    )
    .unwrap();
    let record = GameRecord::new(&state, vec!["medium".into(); 4], Some(seed));
    Table::new(state, record)
}

/// Four seats of `seat` play a game to its end at a table; returns the table.
fn play_out(seat: &ComputerSeat, seed: u64) -> Table {
    let mut t = new_table(seed);
    for _ in 0..20_000 {
        if let Some((s, a)) = t.due_answer(0, 0) {
            t.play(s, a).unwrap();
            continue;
        }
        let Some(d) = seat.decide(&t, seed) else {
            break;
        };
        play(&mut t, &d).unwrap();
    }
    t
}

#[test]
fn computers_finish_a_game_at_the_table_and_a_resumed_game_plays_on_the_same() {
    let seat = medium();
    let whole = play_out(&seat, 5);
    assert!(whole.state.is_over(), "the game ends");
    // stopped halfway and resumed from its record: the same moves follow
    let mut half = whole.record.clone();
    half.steps.truncate(whole.record.steps.len() / 2);
    half.counters.retain(|c| (c.at as usize) < half.steps.len());
    let mut t = Table::resume(half).unwrap();
    for _ in 0..20_000 {
        if let Some((s, a)) = t.due_answer(0, 0) {
            t.play(s, a).unwrap();
            continue;
        }
        let Some(d) = seat.decide(&t, 5) else {
            break;
        };
        play(&mut t, &d).unwrap();
    }
    assert_eq!(t.record, whole.record);
}

#[test]
fn a_declined_offer_it_could_improve_gets_a_counter_offer_in_the_record() {
    // over a few games the Medium seats counter at least once, and every counter in the record
    // is a decline that gives what its seat held
    let seat = medium();
    let mut counters = 0;
    for seed in 1..=6 {
        let t = play_out(&seat, seed);
        for c in &t.record.counters {
            assert_eq!(t.record.steps[c.at as usize].action, Action::DeclineTrade);
            assert_eq!(t.record.steps[c.at as usize].seat, c.seat);
        }
        counters += t.record.counters.len();
    }
    assert!(counters > 0, "no counter-offer in six games");
}
