//! Offers a person calls clearly good for the computer asked (play-test 5: "2 grain for 1
//! sheep" declined by all three computers): taken unless a stated rule of whom it trades with
//! forbids it.

use super::*;

/// Two grain for one of seat 1's sheep, seat 1 holding sheep beyond its target build.
const TWO_GRAIN: ResourceSet = ResourceSet([0, 0, 2, 0, 0]);
/// Seat 1: a stone short of a city, two sheep to spare (the stone comes sooner from its
/// mountains than a bank trade of sheep: a sheep less slows no build).
const SPARE_SHEEP: ResourceSet = NEARLY_A_CITY;

fn offered(cities: usize, to_win: Option<u8>) -> State {
    with_offerer_hand(
        &table(SPARE_SHEEP, cities, to_win),
        ResourceSet([1, 0, 3, 0, 0]),
    )
}

#[test]
fn two_grain_for_a_spare_sheep_is_taken_from_a_player_not_far_ahead() {
    let view_target = |s: &State| target(&PlayerView::new(s, Seat(1)), &planner()).unwrap();
    for cities in [0, 1, 2] {
        let s = offered(cities, None);
        let t = view_target(&s);
        assert!(
            SPARE_SHEEP.minus(&t.cost).contains(&SHEEP),
            "the sheep is beyond its target {t:?}"
        );
        // gene 3 tolerates a lead of two
        let j = judge(&s, 3, TWO_GRAIN, SHEEP);
        assert!(j.accept, "{cities} cities up: {j:?}");
        assert_eq!(j.reason, AnswerReason::Favourable);
        // Hard and Medium answer with the champion's genes
        let ind = Individual::champion_v2();
        let view = PlayerView::new(&s, Seat(1));
        let j = judge_offer(&view, &ind, Seat(0), TWO_GRAIN, SHEEP);
        let lead = view.player(Seat(0)).public_points - view.player(Seat(1)).public_points;
        if lead <= tolerated_lead(&ind) {
            assert!(j.accept, "champion, {cities} cities up: {j:?}");
        }
    }
}

#[test]
fn a_clearly_good_offer_is_refused_only_by_a_stated_rule() {
    // far ahead: a lead of two with gene 2 (one tolerated)
    let j = judge(&offered(2, None), 2, TWO_GRAIN, SHEEP);
    assert_eq!(j.reason, AnswerReason::Leader { lead: 2 });
    assert!(!j.accept);
    // two points from winning
    let s = offered(0, None);
    let points = PlayerView::new(&s, Seat(1)).player(Seat(0)).public_points;
    let j = judge(&offered(0, Some(points + 2)), 3, TWO_GRAIN, SHEEP);
    assert_eq!(j.reason, AnswerReason::NearWin { points_left: 2 });
    assert!(!j.accept);
    // not holding a sheep
    let s = with_offerer_hand(
        &table(NEARLY_A_CITY.minus(&ResourceSet([0, 0, 0, 2, 0])), 0, None),
        ResourceSet([1, 0, 3, 0, 0]),
    );
    let j = judge(&s, 3, TWO_GRAIN, SHEEP);
    assert_eq!(j.reason, AnswerReason::CannotGive);
}

/// The sheep its city does not need, asked by a player one city ahead for one card: a plain
/// one-for-one is judged by what it does for the plan, not taken as clearly good.
#[test]
fn one_for_one_from_a_leader_is_still_weighed() {
    let s = offered(1, None);
    let j = judge(&s, 3, WOOD, SHEEP);
    assert_ne!(j.reason, AnswerReason::Favourable, "{j:?}");
}
