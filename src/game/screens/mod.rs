//! The game's screens, as bevy_new_2d lays them out: each a [`Screen`] state whose file adds its
//! own systems and despawns its entities on leaving — the menu (a new game, saved games, online
//! play), playing (the board with its panels and dialogs), game over, and the board editor.

pub(crate) mod editor;
pub(crate) mod game_over;
pub(crate) mod menu;
pub(crate) mod playing;

use bevy::prelude::*;
use std::path::PathBuf;

pub(crate) fn plugin(app: &mut App) {
    app.add_plugins((
        menu::plugin,
        playing::plugin,
        game_over::plugin,
        editor::plugin,
    ));
}

/// The screens of the game.
#[derive(States, Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Screen {
    #[default]
    Loading,
    Menu,
    Playing,
    GameOver,
    /// The board editor.
    Editor,
}

/// A game on screen: playing it, its end, or its review. The game's [`Session`] exists exactly
/// while this state does (made before the screen opens, put away on leaving it), so the systems
/// that read it run in this state and ask for nothing else.
///
/// [`Session`]: crate::game::session::Session
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) struct InGame;

impl ComputedStates for InGame {
    type SourceStates = Screen;
    // playing → game over → play again is one stretch of a game on screen: no exit between
    const ALLOW_SAME_STATE_TRANSITIONS: bool = false;

    fn compute(screen: Screen) -> Option<InGame> {
        matches!(screen, Screen::Playing | Screen::GameOver).then_some(InGame)
    }
}

/// What `catan play` was given on the command line.
#[derive(Resource, Clone, Debug, Default)]
pub struct PlayOptions {
    /// Seat specs (`human`, `ai`, `ai:PATH`, `random`): skip the menu and start at once.
    pub players: Option<Vec<String>>,
    pub board: Option<String>,
    pub rules: Option<String>,
    pub seed: Option<u64>,
    pub ai_speed: Option<crate::game::settings::AiSpeed>,
    pub screenshot: Option<PathBuf>,
    pub screenshot_frame: u32,
    pub exit_on_game_over: bool,
    /// Where the game in progress and finished games are saved (default: the user's data folder).
    pub data_dir: Option<PathBuf>,
    /// Open play: show every hand, no hand-off screens.
    pub open_hands: bool,
    pub window: Option<(u32, u32)>,
    /// Open the board editor at once (on this file, or the standard board).
    pub edit: Option<Option<PathBuf>>,
    /// Host an online game at once on this address (`--host`), the seats from `players`.
    pub host: Option<String>,
    /// Join an online game at once (`--join ADDRESS --room CODE`).
    pub join: Option<String>,
    /// With `join`: watch the game instead of taking a seat (`--watch`).
    pub watch: bool,
    pub room: Option<String>,
    pub name: Option<String>,
    /// The seat to join (`None`: the first open one).
    pub seat: Option<u8>,
    /// A saved game to open in the review (`catan play --review FILE`).
    pub review: Option<PathBuf>,
    /// Draw the screen atlas into a folder and quit (`catan atlas`).
    pub atlas: Option<AtlasOptions>,
}

/// What `catan atlas` asked for.
#[derive(Clone, Debug)]
pub struct AtlasOptions {
    pub dir: PathBuf,
    /// Only the pages whose name contains one of these (all when empty).
    pub only: Vec<String>,
}
