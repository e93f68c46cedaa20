use super::*;
use crate::core::{Board, Resource, Rules};
use std::sync::Arc;

/// A four-seat game on the standard board played by first legal actions to a main phase after
/// a roll, with every hand emptied into the bank.
fn table_in_main() -> Table {
    let state = State::new(
        Arc::new(Board::standard()),
        Arc::new(Rules::standard()),
        4,
        11,
    )
    .unwrap();
    let record = GameRecord::new(&state, vec!["human".into(); 4], Some(11));
    let mut t = Table::new(state, record);
    for _ in 0..200 {
        if t.state.phase == Phase::Main {
            break;
        }
        let a = t.state.legal_actions()[0];
        t.play(t.state.actor(), a).unwrap();
    }
    assert_eq!(t.state.phase, Phase::Main);
    for p in 0..4 {
        let hand = t.state.players[p].hand;
        t.state.players[p].hand.sub(&hand);
        t.state.bank.add(&hand);
    }
    t
}

fn give(t: &mut Table, seat: Seat, r: Resource, n: u8) {
    for _ in 0..n {
        let one = ResourceSet::one(r);
        t.state.bank.sub(&one);
        t.state.players[seat.index()].hand.add(&one);
    }
}

fn wood() -> ResourceSet {
    ResourceSet::one(Resource::Wood)
}
fn stone() -> ResourceSet {
    ResourceSet::one(Resource::Stone)
}
fn sheep() -> ResourceSet {
    ResourceSet::one(Resource::Sheep)
}

#[test]
fn a_counter_stands_and_taking_it_trades_at_once() {
    let mut t = table_in_main();
    let me = t.state.actor();
    let them = Seat((me.0 + 1) % 4);
    give(&mut t, me, Resource::Wood, 1);
    give(&mut t, them, Resource::Sheep, 1);
    t.play(
        me,
        Action::OfferTrade {
            give: wood(),
            get: stone(),
            to: them.bit(),
        },
    )
    .unwrap();
    let played = t.counter(them, sheep(), wood()).unwrap();
    assert_eq!(played.action, Action::DeclineTrade);
    assert_eq!(
        played.counter,
        Some(Counter {
            seat: them,
            gives: sheep(),
            gets: wood()
        })
    );
    assert_eq!(t.counters.len(), 1);
    assert_eq!(t.state.phase, Phase::Main, "the only asked seat declined");
    // the counter turned round is taken: its seat accepts and the trade is confirmed
    t.play(
        me,
        Action::OfferTrade {
            give: wood(),
            get: sheep(),
            to: them.bit(),
        },
    )
    .unwrap();
    assert_eq!(t.deal, Some(them));
    assert!(t.counters.is_empty());
    assert_eq!(t.due_answer(0, 0), Some((them, Action::AcceptTrade)));
    t.play(them, Action::AcceptTrade).unwrap();
    assert_eq!(t.due_answer(0, 0), Some((me, Action::ConfirmTrade(them))));
    t.play(me, Action::ConfirmTrade(them)).unwrap();
    assert_eq!(t.deal, None);
    assert_eq!(t.due_answer(0, 0), None);
    assert_eq!(t.state.players[me.index()].hand, sheep());
}

#[test]
fn counters_are_kept_in_the_record_and_stand_again_on_resume() {
    let mut t = table_in_main();
    let me = t.state.actor();
    let them = Seat((me.0 + 1) % 4);
    give(&mut t, me, Resource::Wood, 1);
    give(&mut t, them, Resource::Sheep, 1);
    // hands changed by hand: a record of this game would not replay, so the offer is made on a
    // game whose record is the truth — the opening's record with these hands is rebuilt below
    t.play(
        me,
        Action::OfferTrade {
            give: wood(),
            get: stone(),
            to: them.bit(),
        },
    )
    .unwrap();
    t.counter(them, sheep(), wood()).unwrap();
    let text = t.record.to_ron();
    assert!(text.contains("counters: ["), "{text}");
    let back = GameRecord::from_ron("game.ron", &text).unwrap();
    assert_eq!(back, t.record);
    let mut heard = Table::new(t.state.clone(), back);
    assert_eq!(heard.counters, t.counters);
    // taken back: the decline and its counter go
    let step = heard.take_back().map(|s| s.action);
    assert_eq!(step, Some(Action::DeclineTrade));
    assert!(heard.record.counters.is_empty());
    assert!(heard.counters.is_empty());
}

#[test]
fn a_record_without_counters_reads_and_writes_as_before() {
    let t = table_in_main();
    let text = t.record.to_ron();
    assert!(!text.contains("counters"));
    let back = GameRecord::from_ron("game.ron", &text).unwrap();
    assert_eq!(back.to_ron(), text);
    let resumed = Table::resume(back).unwrap();
    assert_eq!(resumed.record.steps.len(), t.record.steps.len());
}

#[test]
fn a_person_who_cannot_give_declines_at_once_and_a_computer_is_asked() {
    let mut t = table_in_main();
    let me = t.state.actor();
    let them = Seat((me.0 + 1) % 4);
    give(&mut t, me, Resource::Wood, 1);
    t.play(
        me,
        Action::OfferTrade {
            give: wood(),
            get: stone(),
            to: them.bit(),
        },
    )
    .unwrap();
    assert_eq!(
        t.due_answer(them.bit(), 0),
        Some((them, Action::DeclineTrade))
    );
    assert_eq!(t.due_answer(0, 0), None, "a computer answers for itself");
    give(&mut t, them, Resource::Stone, 1);
    assert_eq!(
        t.due_answer(them.bit(), 0),
        None,
        "a person who can give is asked"
    );
}

#[test]
fn counters_that_cannot_be_made_are_refused_and_change_nothing() {
    let mut t = table_in_main();
    let me = t.state.actor();
    let them = Seat((me.0 + 1) % 4);
    assert_eq!(
        t.counter(them, sheep(), wood()).unwrap_err(),
        TableError::NotYourMove {
            seat: them,
            actor: me
        }
    );
    assert_eq!(
        t.counter(me, sheep(), wood()).unwrap_err(),
        TableError::NoOffer
    );
    give(&mut t, me, Resource::Wood, 1);
    t.play(
        me,
        Action::OfferTrade {
            give: wood(),
            get: stone(),
            to: them.bit(),
        },
    )
    .unwrap();
    let steps = t.record.steps.len();
    assert_eq!(
        t.counter(them, sheep(), ResourceSet::default())
            .unwrap_err(),
        TableError::CounterInvalid
    );
    assert_eq!(
        t.counter(them, sheep(), sheep()).unwrap_err(),
        TableError::CounterInvalid
    );
    assert_eq!(
        t.counter(them, sheep(), wood()).unwrap_err(),
        TableError::CounterNotHeld { gives: sheep() }
    );
    assert_eq!(t.record.steps.len(), steps);
    assert!(t.counters.is_empty());
}
