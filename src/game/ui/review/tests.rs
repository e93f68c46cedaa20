//! Tests of the review window's graph.

use super::smoothed;

/// The smoothed line follows the trend, not the dice: a level stays level, a zigzag flattens
/// toward its mean, a step is eased, and the first and last points (the game's end: certain)
/// stay exactly where they are.
#[test]
fn the_smoothed_line_keeps_the_ends_and_flattens_the_noise() {
    assert!(
        smoothed(&[0.4; 9], 2)
            .iter()
            .all(|v| (v - 0.4).abs() < 1e-12)
    );
    let zigzag: Vec<f64> = (0..12)
        .map(|i| if i % 2 == 0 { 0.2 } else { 0.6 })
        .collect();
    let s = smoothed(&zigzag, 3);
    assert_eq!((s[0], s[11]), (0.2, 0.6), "the ends kept");
    assert!(s[3..9].iter().all(|v| (v - 0.4).abs() < 0.06), "{s:?}");
    let step: Vec<f64> = (0..10).map(|i| if i < 5 { 0.0 } else { 1.0 }).collect();
    let s = smoothed(&step, 2);
    assert!(s.windows(2).all(|w| w[0] <= w[1]), "still rising: {s:?}");
    assert!(s[4] > 0.0 && s[5] < 1.0, "eased: {s:?}");
    assert_eq!(smoothed(&[], 3), Vec::<f64>::new());
    assert_eq!(smoothed(&[0.7], 3), vec![0.7]);
}
