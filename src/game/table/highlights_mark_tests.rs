//! A computer's last move is ringed for a few seconds, then the ring goes (play-test 6: an
//! unexplained yellow ring pulsed on the last-changed spot until the next move).

use super::{LastMove, MARK_SECS, pulse_last_move};
use bevy::prelude::*;
use bevy::time::TimeUpdateStrategy;
use std::time::Duration;

#[test]
fn the_last_moves_ring_goes_after_a_few_seconds() {
    let mut app = App::new();
    app.add_plugins(MinimalPlugins);
    app.insert_resource(TimeUpdateStrategy::ManualDuration(Duration::from_millis(
        200,
    )));
    app.add_systems(Update, pulse_last_move);
    let ring = app
        .world_mut()
        .spawn((
            LastMove {
                age: 0.0,
                radius: 30.0,
            },
            Transform::default(),
        ))
        .id();
    let frames = |secs: f32| (secs * 5.0) as usize;
    for _ in 0..frames(MARK_SECS - 1.0) {
        app.update();
    }
    let scale = app
        .world()
        .get::<Transform>(ring)
        .expect("still ringed")
        .scale
        .x;
    assert!(scale > 20.0, "shown at its size: {scale}");
    for _ in 0..frames(3.0) {
        app.update();
    }
    assert!(app.world().get_entity(ring).is_err(), "the ring is gone");
}
