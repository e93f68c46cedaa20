//! How a game starts and ends: the menu, the command line and "play again" ask for a game
//! ([`ask_for`]); the playing screen starts it on entering (the session, its computer players,
//! their clock), and the game is put away on leaving the game (or its end) for the menu. A game that cannot start
//! sends the person back to the menu with the reason ([`StartFailed`]).

use crate::game::ai_turns::AiClock;
use crate::game::i18n::Lang;
use crate::game::screens::Screen;
use crate::game::session::{Computers, Session};
use crate::game::settings::NewGame;
use crate::game::table::camera::BoardInsets;
use bevy::prelude::*;
use std::path::PathBuf;

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Screen::Playing), start_asked_game);
    // leaving the game (or its end, or a review) for the menu, before the menu opens
    for from in [Screen::Playing, Screen::GameOver] {
        app.add_systems(
            OnTransition {
                exited: from,
                entered: Screen::Menu,
            },
            put_the_game_away,
        );
    }
}

/// The game the playing screen starts on entering.
#[derive(Resource, Clone, Debug)]
pub(crate) enum GameToStart {
    /// A new game; `random_board` for "play again" (a new random board, else the same one).
    New {
        game: NewGame,
        random_board: bool,
        save_dir: Option<PathBuf>,
    },
    /// The unfinished game saved in the data folder `dir`.
    Resume { dir: PathBuf, lang: Lang },
}

/// Why the asked game did not start (the menu shows it, or the command line prints it).
#[derive(Resource, Clone, Debug)]
pub(crate) struct StartFailed(pub String);

/// The game last started, for "play again".
#[derive(Resource, Clone)]
pub struct LastGame {
    pub random_board: bool,
}

/// Ask for a game: the playing screen starts it.
pub(crate) fn ask_for(commands: &mut Commands, start: GameToStart, next: &mut NextState<Screen>) {
    commands.remove_resource::<StartFailed>();
    commands.insert_resource(start);
    next.set(Screen::Playing);
}

fn start_asked_game(
    mut commands: Commands,
    asked: Option<Res<GameToStart>>,
    mut next: ResMut<NextState<Screen>>,
) {
    // an online game or a review arrives with its session already made
    let Some(asked) = asked else { return };
    commands.remove_resource::<GameToStart>();
    let started = match asked.clone() {
        GameToStart::New {
            game,
            random_board,
            save_dir,
        } => Session::start(game, save_dir).map(|s| (s, Some(random_board))),
        GameToStart::Resume { dir, lang } => Session::resume(&dir, lang).map(|s| (s, None)),
    };
    match started {
        Ok(((session, computers), random_board)) => {
            commands.insert_resource(session);
            commands.insert_resource(computers);
            commands.insert_resource(AiClock::default());
            if let Some(random_board) = random_board {
                commands.insert_resource(LastGame { random_board });
            }
        }
        Err(e) => {
            commands.insert_resource(StartFailed(e));
            next.set(Screen::Menu);
        }
    }
}

/// Back at the menu, the last game's session and computer players go.
fn put_the_game_away(mut commands: Commands) {
    commands.remove_resource::<BoardInsets>();
    commands.remove_resource::<Session>();
    commands.remove_resource::<Computers>();
}
