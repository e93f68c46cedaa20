//! Tests of the game-over screen's answers.

use super::End;
use crate::game::review::Reviewing;
use crate::game::screens::Screen;
use crate::game::session::Session;
use crate::game::tests::app_with;
use bevy::prelude::*;

/// A computer game played to its end through the app: the game-over screen comes, and "Review
/// the game" opens the review of that game at its last step, with the engine's chances on
/// their way; "Menu" then leaves for the menu.
#[test]
fn review_the_game_on_the_game_over_window_opens_the_review() {
    let mut app = app_with(&["ai", "ai", "ai"], 12, None);
    app.insert_resource(crate::game::screens::PlayOptions {
        exit_on_game_over: true,
        ..default()
    });
    app.add_plugins(super::plugin);
    app.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Playing);
    let start = std::time::Instant::now();
    while *app.world().resource::<State<Screen>>().get() != Screen::GameOver {
        assert!(start.elapsed().as_secs() < 120, "the game-over screen came");
        app.update();
    }
    assert!(app.world().get_resource::<Reviewing>().is_none());
    app.world_mut().write_message(End::Review);
    app.update();
    let (id, steps) = {
        let s = app.world().resource::<Session>();
        (s.id, s.game.record.steps.len())
    };
    let r = app
        .world()
        .get_resource::<Reviewing>()
        .expect("the review is open");
    assert_eq!((r.game, r.steps(), r.step), (id, steps, steps));
    // a past position under review: nobody plays from it, the record stays the game's (a
    // play-tester's finished game gained a hundred actions while reviewed, and its save broke)
    app.world_mut()
        .resource_scope(|world, mut r: Mut<Reviewing>| {
            let mut s = world.resource_mut::<Session>();
            r.go(&mut s, steps / 2);
        });
    for _ in 0..60 {
        app.update();
    }
    assert_eq!(
        app.world().resource::<Session>().game.record.steps.len(),
        steps,
        "no action was played under review"
    );
    app.world_mut().write_message(End::Menu);
    app.update();
    app.update();
    assert_eq!(*app.world().resource::<State<Screen>>().get(), Screen::Menu);
}
