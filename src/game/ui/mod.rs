//! Everything drawn with egui: the shared theme, the screens (menu, game, game over, hand-off,
//! board editor), one file per panel and per dialog.

pub(crate) mod banner;
pub(crate) mod dialogs;
pub(crate) mod editor;
pub(crate) mod game_over;
pub(crate) mod handoff;
pub(crate) mod help;
pub(crate) mod hints;
pub(crate) mod hud;
pub(crate) mod menu;
pub(crate) mod online_status;
pub(crate) mod panels;
pub(crate) mod review;
pub(crate) mod since;
pub(crate) mod stats;
pub(crate) mod theme;
