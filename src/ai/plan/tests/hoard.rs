//! A hand over the discard limit is spent, not saved (play-test: computers sat on 12–18 cards
//! and lost half to a 7): the saving gene stays quiet then, and a planning computer builds what
//! bank trades reach.

use super::*;

/// The strongest saver: a sub-move that delays a build up to eight turns away is not played.
fn saver() -> Individual {
    let mut ind = planner();
    ind.plan[plan::SAVE_TURNS] = 80;
    ind
}

fn city_target(view: &PlayerView<'_>) -> Target {
    let cost = view.rules().costs.city;
    let income = view.expected_income();
    let rates = Resource::ALL.map(|r| view.trade_rate(r));
    Target {
        kind: Kind::Town,
        cost,
        turns: turns_to_afford(view.my_hand(), cost, &income, &rates),
    }
}

#[test]
fn the_saving_gene_does_not_keep_a_hand_over_the_limit() {
    let card = ResourceSet([0, 0, 1, 1, 1]);
    // seven cards, a city in hand: a development card would spend its grain and stone, saved
    let s = table(ResourceSet([0, 1, 2, 1, 3]), 0, None);
    let view = PlayerView::new(&s, Seat(1));
    assert!(saves_instead(
        &view,
        &saver(),
        &city_target(&view),
        Kind::BuyCard,
        card
    ));
    // eight cards, the same city: a 7 would take four, so the card is bought
    let s = table(ResourceSet([1, 1, 2, 1, 3]), 0, None);
    let view = PlayerView::new(&s, Seat(1));
    assert!(!saves_instead(
        &view,
        &saver(),
        &city_target(&view),
        Kind::BuyCard,
        card
    ));
}

/// Seat 0 of [`table`] on turn holding `hand`; every seat the strongest saver. Whether seat 0
/// builds (a road, settlement, city or card) before its turn ends.
fn builds_this_turn(hand: ResourceSet) -> bool {
    let mut s = with_offerer_hand(&table(ResourceSet::EMPTY, 0, None), hand);
    let mut ps: Vec<AiPlayer> = (0..4).map(|_| AiPlayer::new("saver", saver())).collect();
    let turn = s.turns();
    while s.turns() == turn {
        let seat = s.actor();
        let legal = s.legal_actions();
        let a = ps[seat.index()].choose(&PlayerView::new(&s, seat), &legal);
        if seat == Seat(0) && crate::ai::plan::builds(&[a]) {
            return true;
        }
        s.apply(a).unwrap();
    }
    false
}

#[test]
fn a_hand_over_the_limit_builds_what_bank_trades_reach() {
    // eight cards: a grain and a stone short of a city, a road after a bank trade of four
    // wood (which the saver kept for the city while the gene ruled over a full hand)
    let hand = ResourceSet([5, 0, 1, 0, 2]);
    assert!(builds_this_turn(hand));
    let s = with_offerer_hand(&table(ResourceSet::EMPTY, 0, None), hand);
    assert!(s.player(Seat(0)).hand().total() > s.rules.discard_limit as u32);
}
