//! A game asked for gets its session before the playing screen opens; one that cannot start
//! never opens it: the menu comes with the reason, and no session is left behind.

use super::{GameToStart, StartFailed, ask_for};
use crate::game::i18n::Lang;
use crate::game::screens::Screen;
use crate::game::session::Session;
use crate::game::settings::new_game_from_flags;
use bevy::prelude::*;
use bevy::state::app::StatesPlugin;

fn app_asking(start: GameToStart) -> App {
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, StatesPlugin));
    app.init_state::<Screen>();
    crate::game::logic_plugins(&mut app);
    app.add_plugins(super::plugin);
    app.insert_resource(Asked(Some(start)));
    app.init_resource::<Opened>();
    app.add_systems(OnEnter(Screen::Playing), |mut o: ResMut<Opened>| o.0 = true);
    app.add_systems(
        Update,
        |mut commands: Commands, mut next: ResMut<NextState<Screen>>, mut asked: ResMut<Asked>| {
            if let Some(start) = asked.0.take() {
                ask_for(&mut commands, start, &mut next);
            }
        },
    );
    app
}

/// Whether the playing screen opened.
#[derive(Resource, Default)]
struct Opened(bool);

/// The game to ask for, once.
#[derive(Resource)]
struct Asked(Option<GameToStart>);

#[test]
fn a_new_game_has_its_session_when_the_playing_screen_opens() {
    let players: Vec<String> = ["human", "ai"].map(String::from).to_vec();
    let game = new_game_from_flags(&players, None, None, 3).unwrap();
    let mut app = app_asking(GameToStart::New {
        game,
        random_board: false,
        save_dir: None,
    });
    app.update();
    app.update();
    assert_eq!(
        *app.world().resource::<State<Screen>>().get(),
        Screen::Playing
    );
    assert!(app.world().get_resource::<Session>().is_some());
    // back at the menu, the session goes
    app.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Menu);
    app.update();
    assert!(app.world().get_resource::<Session>().is_none());
}

#[test]
fn a_game_that_cannot_start_goes_to_the_menu_without_a_session() {
    let dir = std::env::temp_dir().join("catan-no-such-saved-game-here");
    let mut app = app_asking(GameToStart::Resume {
        dir,
        lang: Lang::English,
    });
    app.update();
    app.update();
    assert_eq!(*app.world().resource::<State<Screen>>().get(), Screen::Menu);
    assert!(app.world().get_resource::<Session>().is_none());
    assert!(app.world().get_resource::<StartFailed>().is_some());
    assert!(
        !app.world().resource::<Opened>().0,
        "the playing screen never opened"
    );
}
