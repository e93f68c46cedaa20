use super::*;

#[test]
fn presets_load_and_differ_where_the_thesis_differs() {
    let s = Rules::standard();
    let t = Rules::thesis();
    assert_eq!(s.points_to_win, 10);
    assert_eq!(s.development_deck.total(), 25);
    assert_eq!(s.bank, 19);
    assert!(!s.development.play_when_bought && t.development.play_when_bought);
    assert!(s.trade.between_players && !t.trade.between_players);
    assert_eq!((s.builds_per_turn, t.builds_per_turn), (None, Some(1)));
    assert_eq!(t.development.victory_points, VictoryCards::Coupon);
}

#[test]
fn points_that_could_overflow_or_never_be_reached_are_refused() {
    let text = STANDARD.replace("points: 2", "points: 255");
    let e = Rules::from_ron("r.ron", &text).unwrap_err().to_string();
    assert!(e.contains("longest_road.points: 255 must be 0..=10"), "{e}");
    let text = STANDARD.replace("points_to_win: 10", "points_to_win: 200");
    let e = Rules::from_ron("r.ron", &text).unwrap_err().to_string();
    assert!(e.contains("points_to_win: 200 cannot be reached"), "{e}");
    assert!(Rules::standard().reachable_points() >= 10);
    assert!(Rules::thesis().reachable_points() >= Rules::thesis().points_to_win as u32);
}

#[test]
fn bad_rules_name_the_field() {
    let text = STANDARD.replace("points_to_win: 10", "points_to_win: 0");
    let e = Rules::from_ron("r.ron", &text).unwrap_err().to_string();
    assert!(e.contains("points_to_win"), "{e}");
    let text = STANDARD.replace("discard_limit", "discard_limt");
    let e = Rules::from_ron("r.ron", &text).unwrap_err();
    assert!(
        e.position.is_some() && e.message.contains("discard_limt"),
        "{e}"
    );
}
