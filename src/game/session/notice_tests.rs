//! The top bar's notices with the app's time advanced.

use super::NOTICE_SECONDS;
use crate::game::session::{Notice, Session};
use crate::game::tests::app_with;
use bevy::time::TimeUpdateStrategy;
use std::time::Duration;

fn app_with_notice(notice: Notice) -> bevy::prelude::App {
    let mut app = app_with(&["human", "ai"], 3, None);
    app.insert_resource(TimeUpdateStrategy::ManualDuration(Duration::from_millis(
        200,
    )));
    app.world_mut().resource_mut::<Session>().notice = Some(notice);
    app
}

/// Seconds of frames, a fifth of a second each (under the virtual clock's largest step).
fn run(app: &mut bevy::prelude::App, seconds: f32) {
    for _ in 0..(seconds * 5.0) as usize {
        app.update();
    }
}

#[test]
fn where_the_previous_game_was_kept_fades_after_a_few_seconds() {
    let mut app = app_with_notice(Notice::PreviousKept("games/unfinished-1.ron".into()));
    run(&mut app, NOTICE_SECONDS - 2.0);
    assert!(app.world().resource::<Session>().notice.is_some());
    run(&mut app, 4.0);
    assert_eq!(app.world().resource::<Session>().notice, None);
}

#[test]
fn a_game_not_saved_stays_said() {
    let mut app = app_with_notice(Notice::NotSaved("read-only folder".into()));
    run(&mut app, 3.0 * NOTICE_SECONDS);
    assert!(app.world().resource::<Session>().notice.is_some());
}
