//! The pirate stands clear of the harbour markers on its tile: none hides it.

use super::{PIRATE_ROOM, clear_of};
use crate::game::table::layout::HEX;
use bevy::math::Vec2;

#[test]
fn the_pirate_stands_clear_of_a_harbour_marker() {
    let centre = Vec2::new(100.0, -40.0);
    // a harbour marker where the pirate used to stand (right of the middle, a little down), and
    // one on each other side in turn
    for k in 0..6 {
        let a = std::f32::consts::FRAC_PI_3 * k as f32;
        let harbour = centre + Vec2::new(a.cos(), a.sin()) * HEX * 0.32;
        let at = clear_of(centre, &[harbour]);
        assert!(
            at.distance(harbour) >= HEX * 0.6,
            "side {k}: the pirate {at:?} beside the marker {harbour:?}"
        );
        // still on its tile
        assert!(at.distance(centre) < HEX * 0.5);
    }
    let old = centre + Vec2::new(HEX * 0.35, -HEX * 0.1);
    let at = clear_of(centre, &[old]);
    assert!(at.distance(old) > HEX * 0.5);
}

#[test]
fn with_no_harbour_near_the_pirate_is_in_the_middle() {
    let centre = Vec2::new(-30.0, 70.0);
    let far = centre + Vec2::new(HEX * 3.0, 0.0);
    const { assert!(PIRATE_ROOM < HEX * 3.0) };
    assert_eq!(clear_of(centre, &[]), centre);
    assert_eq!(clear_of(centre, &[far]), centre);
}
