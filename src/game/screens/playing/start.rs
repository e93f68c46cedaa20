//! How a game starts: the menu, the command line and "play again" ask for a game
//! ([`ask_for`]), which makes its session (its computer players, their clock) before the playing
//! screen opens on it; the session is put away with the game on screen (`InGame`). A game that
//! cannot start sends the person back to the menu with the reason ([`StartFailed`]).

use crate::game::ai_turns::AiClock;
use crate::game::i18n::Lang;
use crate::game::screens::{InGame, Screen};
use crate::game::session::Session;
use crate::game::settings::NewGame;
use crate::game::table::camera::BoardInsets;
use bevy::prelude::*;
use std::path::PathBuf;

pub(crate) fn plugin(app: &mut App) {
    // leaving the game (or its end, or a review) for the menu: the session goes with
    // `InGame` (the session's plugin), the board's insets here
    app.add_systems(OnExit(InGame), |mut commands: Commands| {
        commands.remove_resource::<BoardInsets>();
    });
}

/// The game asked for.
#[derive(Clone, Debug)]
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

/// Ask for a game: its session is made now and the playing screen opens on it; a game that
/// cannot start sends the person to the menu with the reason.
pub(crate) fn ask_for(commands: &mut Commands, start: GameToStart, next: &mut NextState<Screen>) {
    commands.remove_resource::<StartFailed>();
    let started = match start {
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
            next.set(Screen::Playing);
        }
        Err(e) => {
            commands.insert_resource(StartFailed(e.to_string()));
            next.set(Screen::Menu);
        }
    }
}

#[cfg(test)]
mod tests;
