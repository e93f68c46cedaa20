//! A computer repeats no exchange declined this turn (play-test 6: the same offer made again,
//! a counter-offer the person did not take made again).

use super::repeats::{declined_by, same_exchange};
use super::*;
use crate::ai::AiPlayer;
use crate::core::{Board, GameRecord, Rules, State};

const SHEEP: ResourceSet = ResourceSet([0, 0, 0, 1, 0]);
const STONE: ResourceSet = ResourceSet([0, 0, 0, 0, 1]);
const GRAIN: ResourceSet = ResourceSet([0, 0, 1, 0, 0]);
const WOOD: ResourceSet = ResourceSet([1, 0, 0, 0, 0]);

fn medium() -> ComputerSeat {
    let ind = Individual::champion_v2();
    ComputerSeat::new(
        Arc::new(move |_| Box::new(AiPlayer::new("medium", ind))),
        Some(ind),
        false,
    )
}

/// A table in the main phase of `current`'s first turn, the hands `hands` (the bank pays the
/// difference).
fn table(current: Seat, hands: [ResourceSet; 4]) -> Table {
    let mut s = State::new(
        Arc::new(Board::standard()),
        Arc::new(Rules::standard()),
        4,
        5,
    )
    .unwrap();
    let mut ps: Vec<AiPlayer> = (0..4)
        .map(|_| AiPlayer::new("ai", Individual::champion()))
        .collect();
    while s.in_setup() || s.phase() != crate::core::Phase::Main {
        let seat = s.actor();
        let legal = s.legal_actions();
        let a = ps[seat.index()].choose(&PlayerView::new(&s, seat), &legal);
        s.apply(a).unwrap();
    }
    let mut setup = s.to_setup(9);
    for (p, hand) in setup.players.iter_mut().zip(hands) {
        setup.bank.add(&p.hand);
        setup.bank.sub(&hand);
        p.hand = hand;
    }
    setup.current = current;
    let s = State::from_setup(setup).unwrap();
    let record = GameRecord::new(&s, vec!["medium".into(); 4], Some(5));
    Table::new(s, record)
}

#[test]
fn exchanges_are_the_same_once_the_cards_the_one_asked_lacks_are_taken_out() {
    let brick_and_grain = ResourceSet([0, 1, 1, 0, 0]);
    let grain_and_stone = ResourceSet([0, 0, 1, 0, 1]);
    // the play-test's hand: a wood for grain and stone, the stone lacking, is a wood for grain
    assert!(same_exchange(
        (WOOD, grain_and_stone),
        (WOOD, GRAIN),
        brick_and_grain
    ));
    assert!(!same_exchange(
        (WOOD, grain_and_stone),
        (WOOD, GRAIN),
        ResourceSet([0, 0, 1, 0, 1])
    ));
    assert!(!same_exchange(
        (WOOD, GRAIN),
        (SHEEP, GRAIN),
        brick_and_grain
    ));
}

/// A person (seat 0) offers, the computer (seat 1) counters, the person takes nothing and
/// offers again: the computer does not counter with the same exchange again.
#[test]
fn a_counter_the_person_did_not_take_is_not_made_again_this_turn() {
    let nearly_a_city = ResourceSet([0, 0, 2, 2, 2]);
    let person = ResourceSet([1, 0, 0, 0, 2]);
    let mut t = table(Seat(0), [person, nearly_a_city, WOOD, WOOD]);
    let seat = medium();
    let first = Action::OfferTrade {
        give: STONE,
        get: GRAIN,
        to: Seat(1).bit(),
    };
    t.play(Seat(0), first).unwrap();
    let d = seat.decide(&t, 5).unwrap();
    let Move::Counter { gives, gets } = d.mv else {
        panic!("no counter: {d:?}");
    };
    play(&mut t, &d).unwrap();
    // the same offer again, now to seat 2 too: the plan alone would counter the same
    // (what the rule prevents)
    let (give, get) = (STONE, GRAIN);
    let to = Seat(1).bit() | Seat(2).bit();
    t.play(Seat(0), Action::OfferTrade { give, get, to })
        .unwrap();
    while t.state.actor() != Seat(1) {
        t.play(t.state.actor(), Action::DeclineTrade).unwrap();
    }
    let view = PlayerView::new(&t.state, Seat(1));
    let ind = seat.judge().unwrap();
    let again = plan::counter_offer(&view, ind, Seat(0), give, get).unwrap();
    assert!(same_exchange((gives, gets), again, person));
    // the computer's answer is another counter or none
    let d = seat.decide(&t, 5).unwrap();
    if let Move::Counter { gives: g, gets: w } = d.mv {
        assert!(!same_exchange((gives, gets), (g, w), person), "{d:?}");
    }
}

/// A computer (seat 1) offers a sheep for a stone to seats 0 and 2; both decline: the same
/// exchange, or the same once the cards the one asked lacks are taken out, is asked only of
/// the seat that did not decline, and of none when it asks only those that did.
#[test]
fn an_offer_declined_this_turn_is_not_made_again_to_those_who_declined() {
    let hands = [
        ResourceSet([0, 1, 0, 0, 1]),
        ResourceSet([0, 0, 2, 2, 2]),
        WOOD,
        STONE,
    ];
    let mut t = table(Seat(1), hands);
    let asked = Seat(0).bit() | Seat(2).bit();
    let offer = |get: ResourceSet, to: u8| Action::OfferTrade {
        give: SHEEP,
        get,
        to,
    };
    t.play(Seat(1), offer(STONE, asked)).unwrap();
    while t.state.actor() != Seat(1) {
        t.play(t.state.actor(), Action::DeclineTrade).unwrap();
    }
    let seat = medium();
    let legal = t.state.legal_actions();
    let everyone = crate::core::EVERYONE;
    assert_eq!(declined_by(&t, SHEEP, STONE, asked | Seat(3).bit()), asked);
    assert_eq!(
        seat.no_repeats(&t, 5, offer(STONE, everyone), &legal),
        offer(STONE, Seat(3).bit())
    );
    // a sheep for a stone and a wood: seat 0 lacks the wood (the same to it), seat 2 holds it
    let stone_and_wood = ResourceSet([1, 0, 0, 0, 1]);
    assert_eq!(
        seat.no_repeats(&t, 5, offer(stone_and_wood, everyone), &legal),
        offer(stone_and_wood, Seat(2).bit() | Seat(3).bit())
    );
    // asking only those who declined: no offer at all
    let instead = seat.no_repeats(&t, 5, offer(STONE, Seat(0).bit()), &legal);
    assert!(!matches!(instead, Action::OfferTrade { .. }), "{instead:?}");
    // a sheep for grain: seat 2 holds neither grain nor stone (the same to it), seat 0 a stone
    assert_eq!(
        seat.no_repeats(&t, 5, offer(GRAIN, everyone), &legal),
        offer(GRAIN, Seat(0).bit() | Seat(3).bit())
    );
    // an exchange nobody declined is made as chosen
    assert_eq!(
        seat.no_repeats(&t, 5, offer(WOOD, everyone), &legal),
        offer(WOOD, everyone)
    );
}

/// In games of four Medium seats, no offer asks a seat that declined the same exchange that
/// turn (but for a counter-offer taken: the exchange its seat proposed) and no seat counters
/// twice with the same exchange in a turn.
#[test]
fn no_exchange_declined_this_turn_is_made_again_in_play() {
    let seat = medium();
    let (mut offers, mut counters) = (0, 0);
    for seed in 1..=3u64 {
        let mut t = super::tests::new_table(seed);
        for _ in 0..20_000 {
            if let Some((s, a)) = t.due_answer(0, 0) {
                t.play(s, a).unwrap();
                continue;
            }
            let Some(d) = seat.decide(&t, seed) else {
                break;
            };
            match d.mv {
                // a counter-offer taken: the exchange its seat proposed
                Move::Play(Action::OfferTrade { give, get, to })
                    if !t
                        .counters
                        .iter()
                        .any(|c| (c.gives, c.gets) == (get, give) && to == c.seat.bit()) =>
                {
                    offers += 1;
                    let asked = t.state.offer_recipients(d.seat, to);
                    assert_eq!(declined_by(&t, give, get, asked), 0, "seed {seed}: {d:?}");
                }
                Move::Counter { gives, gets } => {
                    counters += 1;
                    assert!(!repeats::countered_already(&t, d.seat, gives, gets));
                }
                _ => {}
            }
            play(&mut t, &d).unwrap();
        }
    }
    assert!(
        offers > 20 && counters > 0,
        "{offers} offers, {counters} counters"
    );
}
