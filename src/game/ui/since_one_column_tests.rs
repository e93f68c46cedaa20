//! "Since your last turn" is one list in time order: one column, each line below the one before
//! (play-test 9: two columns side by side that scrolled together still read as two lists).

use super::order_tests::{drawn, with_lines};

#[test]
fn the_summary_is_one_column_in_time_order() {
    for n in [2, 7, 12, 30] {
        let session = with_lines(n);
        for (w, h) in [(1024.0, 700.0), (1280.0, 800.0), (1920.0, 1080.0)] {
            let (recap, _) = drawn(&session, w, h);
            assert_eq!(recap.spots.len(), n, "{w}x{h}");
            for k in 1..n {
                let (a, b) = (recap.spots[k - 1], recap.spots[k]);
                assert!(
                    (b.x - a.x).abs() < 1.0 && b.y > a.y,
                    "{n} lines at {w}x{h}: line {k} at {b:?} after {a:?}"
                );
            }
        }
    }
}
