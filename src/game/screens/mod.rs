//! The game's screens, as bevy_new_2d lays them out: each a [`Screen`] state whose file adds its
//! own systems and despawns its entities on leaving — the menu (a new game, saved games, online
//! play), playing (the board with its panels and dialogs), game over, and the board editor.

pub(crate) mod editor;
pub(crate) mod game_over;
pub(crate) mod menu;
pub(crate) mod playing;

use bevy::prelude::*;

pub(crate) fn plugin(app: &mut App) {
    app.add_plugins((
        menu::plugin,
        playing::plugin,
        game_over::plugin,
        editor::plugin,
    ));
}
