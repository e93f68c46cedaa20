//! Fair counter-offers (play-test 6: to an offer of a wood and three sheep for two stone a
//! computer countered "one stone for the wood and three sheep").

use super::*;

const BANK: [u8; 5] = [4; 5];
const WOOD_AND_3_SHEEP: ResourceSet = ResourceSet([1, 0, 0, 3, 0]);
const TWO_STONE: ResourceSet = ResourceSet([0, 0, 0, 0, 2]);

#[test]
fn four_cards_for_one_is_no_counter_even_at_the_bank_rate() {
    // the play-test's counter: one stone for all four cards the offer gave
    assert!(!fair_counter(
        &BANK,
        WOOD_AND_3_SHEEP,
        TWO_STONE,
        STONE,
        WOOD_AND_3_SHEEP
    ));
    // one stone for two sheep is fair; for three, not
    assert!(fair_counter(
        &BANK,
        WOOD_AND_3_SHEEP,
        TWO_STONE,
        STONE,
        ResourceSet([0, 0, 0, 2, 0])
    ));
    assert!(!fair_counter(
        &BANK,
        WOOD_AND_3_SHEEP,
        TWO_STONE,
        STONE,
        ResourceSet([0, 0, 0, 3, 0])
    ));
}

#[test]
fn a_counter_dearer_than_the_offerers_harbour_is_unfair() {
    // the offerer gives three sheep and a wood for a stone, with a 2:1 sheep harbour: three
    // sheep for the stone costs more than its harbour would
    let mut harbour = BANK;
    harbour[Resource::Sheep.index()] = 2;
    let give = ResourceSet([1, 0, 0, 3, 0]);
    let three_sheep = ResourceSet([0, 0, 0, 3, 0]);
    assert!(fair_counter(&BANK, give, STONE, STONE, three_sheep));
    assert!(!fair_counter(&harbour, give, STONE, STONE, three_sheep));
    assert!(fair_counter(
        &harbour,
        give,
        STONE,
        STONE,
        ResourceSet([0, 0, 0, 2, 0])
    ));
}

#[test]
fn a_counter_at_most_one_card_worse_than_the_offer() {
    // four for four offered: two for four is two cards worse
    let give = ResourceSet([2, 0, 0, 2, 0]);
    let get = ResourceSet([0, 0, 2, 0, 2]);
    let two = ResourceSet([0, 0, 1, 0, 1]);
    assert!(!fair_counter(&BANK, give, get, two, give));
    // three for four is one worse: fair
    assert!(fair_counter(
        &BANK,
        give,
        get,
        ResourceSet([0, 0, 1, 0, 2]),
        give
    ));
    // one for one offered: two for one is one worse, fair; a card for nothing is no trade
    assert!(fair_counter(
        &BANK,
        SHEEP,
        STONE,
        STONE,
        ResourceSet([1, 0, 0, 1, 0])
    ));
    assert!(!fair_counter(
        &BANK,
        SHEEP,
        STONE,
        ResourceSet::EMPTY,
        SHEEP
    ));
}

/// Over offers in positions of planning players' games, every counter-offer made is fair to
/// the offerer by its harbours.
#[test]
fn every_counter_made_in_play_is_fair() {
    let ind = Individual::champion_v2();
    let mut countered = 0;
    for seed in 0..3u64 {
        let mut s = State::new(
            Arc::new(Board::random_standard(seed, true)),
            Arc::new(Rules::standard()),
            4,
            seed,
        )
        .unwrap();
        let mut ps: Vec<AiPlayer> = (0..4).map(|_| AiPlayer::new("plan", ind)).collect();
        let mut legal = Vec::new();
        while !s.is_over() && s.turns() < 300 {
            let seat = s.actor();
            if s.phase() == Phase::Main && s.turns().is_multiple_of(3) {
                countered += counters_here(&s, &ind, seat);
            }
            s.legal_actions_into(&mut legal);
            let a = ps[seat.index()].choose(&PlayerView::new(&s, seat), &legal);
            s.apply(a).unwrap();
        }
    }
    assert!(countered > 5, "countered {countered}");
}

/// The counters the others make to some offers of `seat`'s hand, each checked fair; how many.
fn counters_here(s: &State, ind: &Individual, seat: Seat) -> usize {
    let hand = s.player(seat).hand();
    let rates = Resource::ALL.map(|r| s.trade_rate(seat, r));
    let mut n = 0;
    for to in Seat::all(4).filter(|o| *o != seat) {
        let view = PlayerView::new(s, to);
        for g in Resource::ALL.into_iter().filter(|r| hand.get(*r) > 0) {
            for w in Resource::ALL.into_iter().filter(|w| *w != g) {
                let (give, get) = (hand.minus(&ResourceSet::one(w)), ResourceSet::one(w));
                let give = if give.total() > 4 {
                    ResourceSet::one(g)
                } else {
                    give
                };
                if give.is_empty() || give.overlaps(&get) {
                    continue;
                }
                if let Some((pays, wants)) = counter_offer(&view, ind, seat, give, get) {
                    n += 1;
                    assert!(
                        fair_counter(&rates, give, get, pays, wants),
                        "{give:?} for {get:?} → {pays:?} for {wants:?}"
                    );
                }
            }
        }
    }
    n
}
