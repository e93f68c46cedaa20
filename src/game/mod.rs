//! The Bevy game: local pass-and-play for 2–4 seats, people and computer players.
//!
//! A thin layer over the rules core: every face, token, harbour, road, building and the robber is
//! an entity naming its core id; input becomes an [`crate::core::Action`], the core applies it
//! ([`session`]), and the entities follow the core state ([`table::pieces`]). One plugin per file, as in
//! bevy_new_2d. Screens are [`screens::Screen`] states.
//!
//! The logic plugins ([`logic_plugins`]) need no window or renderer, so the headless tests run a
//! whole computer game through the app's own systems.

// Bevy systems take their data as parameters and queries (as bevy_new_2d allows these too).
#![allow(clippy::too_many_arguments, clippy::type_complexity)]

pub(crate) mod ai_turns;
pub(crate) mod assets;
pub(crate) mod atlas;
pub(crate) mod chances;
pub(crate) mod dev;
pub(crate) mod gate;
pub(crate) mod i18n;
pub(crate) mod online;
pub(crate) mod preferences;
pub(crate) mod review;
pub(crate) mod screens;
// what the binary gives the window
pub use screens::{AtlasOptions, PlayOptions};
pub(crate) mod session;
pub mod settings;
pub(crate) mod sound;
pub(crate) mod stats;
pub(crate) mod table;
#[cfg(test)]
mod tests;
pub(crate) mod theme;
pub(crate) mod ui;

use bevy::prelude::*;

/// The plugins with the game's rules and computer players: no window, no rendering.
pub fn logic_plugins(app: &mut App) {
    app.init_resource::<PlayOptions>();
    app.add_plugins((
        settings::plugin,
        session::plugin,
        table::pieces::plugin,
        table::ships::plugin,
        table::fog::plugin,
        table::villages::plugin,
        ai_turns::plugin,
        online::plugin,
    ));
}

/// The smallest window the game is laid out for (the panels and rows fit it).
pub(crate) const MIN_WINDOW: (u32, u32) = (1024, 700);

/// Open the game window. Returns the process exit code.
pub fn run(options: PlayOptions) -> u8 {
    // The binary may run from anywhere: find assets next to the crate (or BEVY_ASSET_ROOT).
    let _ = dev::STARTED.set(std::time::Instant::now());
    let asset_root = crate::files::asset_root();
    let (w, h) = options.window.unwrap_or((1280, 800));
    let (w, h) = (w.max(MIN_WINDOW.0), h.max(MIN_WINDOW.1));
    let mut app = App::new();
    app.add_plugins(
        DefaultPlugins
            .set(WindowPlugin {
                primary_window: Some(Window {
                    title: "Catan".into(),
                    resolution: (w, h).into(),
                    resize_constraints: bevy::window::WindowResizeConstraints {
                        min_width: MIN_WINDOW.0 as f32,
                        min_height: MIN_WINDOW.1 as f32,
                        ..default()
                    },
                    ..default()
                }),
                ..default()
            })
            .set(AssetPlugin {
                file_path: asset_root.join("assets").to_string_lossy().into_owned(),
                ..default()
            }),
    );
    app.add_plugins(bevy_egui::EguiPlugin::default());
    app.insert_resource(ClearColor(Color::srgb(0.12, 0.29, 0.45)));
    app.insert_resource(options);
    app.init_state::<screens::Screen>();
    logic_plugins(&mut app);
    app.add_plugins((
        assets::plugin,
        gate::plugin,
        preferences::plugin,
        table::art::plugin,
        table::camera::plugin,
        table::picking::plugin,
        table::anim::plugin,
        table::highlights::plugin,
        theme::plugin,
        screens::plugin,
        ui::handoff::plugin,
        ui::text_keys::plugin,
        dev::plugin,
        atlas::plugin,
    ));
    app.add_plugins((ui::online_status::plugin, ui::leave::plugin));
    app.add_plugins((
        sound::plugin,
        review::plugin,
        chances::plugin,
        table::better_move::plugin,
    ));
    let exit = app.run();
    // the last saves are on disk before the process ends
    session::flush_saves();
    match exit {
        AppExit::Success => 0,
        AppExit::Error(code) => code.get(),
    }
}
