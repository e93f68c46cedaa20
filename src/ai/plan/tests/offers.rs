//! Offers for a build further off: at most two cards asked, those its income brings slowest.

use super::*;

#[test]
fn a_far_build_asks_two_of_its_missing_cards_the_slowest_coming() {
    // seat 1 on turn with wood, brick and sheep: a city lacks two grain and three stone (seat
    // 0 holds them)
    let s = table(ResourceSet([2, 2, 0, 3, 0]), 0, None);
    let s = with_offerer_hand(&s, ResourceSet([0, 0, 2, 0, 3]));
    let mut setup = s.to_setup(9);
    setup.current = Seat(1);
    let s = State::from_setup(setup).unwrap();
    let view = PlayerView::new(&s, Seat(1));
    let city = view.rules().costs.city;
    let missing = view.my_hand().missing(&city);
    assert_eq!(missing.total(), 5);
    let (give, get, to) =
        offer_for(&view, &planner(), Some(Kind::Town), city, 1).expect("an offer for two");
    assert_eq!(get.total(), 2);
    assert!(missing.contains(&get));
    assert_eq!(give.total(), 2, "one spare card a card");
    assert!(!give.overlaps(&city) && to != 0);
    // the materials asked come slowest: none left out comes slower
    let income = view.expected_income();
    for r in Resource::ALL.into_iter().filter(|r| get.get(*r) > 0) {
        for o in Resource::ALL
            .into_iter()
            .filter(|o| missing.get(*o) > get.get(*o))
        {
            assert!(
                income[r.index()] <= income[o.index()],
                "{r} asked before {o}"
            );
        }
    }
    assert!(!overpays(&view, Some(Kind::Town), give, get));
}
