//! The camera: fits the island between the panels, pans (right or middle drag, arrow keys) and
//! zooms (wheel, + and -); Home fits again; a resized window fits again.

use crate::game::screens::InGame;
use crate::game::session::Session;
use crate::game::table::layout;
use bevy::input::mouse::{AccumulatedMouseMotion, AccumulatedMouseScroll};
use bevy::prelude::*;
use bevy::window::{PrimaryWindow, WindowResized};
use bevy_egui::input::EguiWantsInput;

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(Startup, spawn_camera);
    app.add_systems(
        Update,
        (
            fit_board_to_window.run_if(in_state(InGame).and_then(resource_exists::<BoardInsets>)),
            pan_and_zoom.run_if(resource_exists::<BoardInsets>),
        )
            .chain(),
    );
}

/// The room the current screen's panels leave around the board (left, right, top, bottom, in
/// logical pixels). A screen that shows a board inserts it on entering and removes it on leaving,
/// so the wheel and drags act on the board only where and while one is shown.
#[derive(Resource, Clone, Copy, Debug, PartialEq)]
pub struct BoardInsets(pub [f32; 4]);

#[derive(Component)]
pub struct MainCamera;

fn spawn_camera(mut commands: Commands) {
    commands.spawn((Camera2d, MainCamera));
}

/// Whether the cursor is over the board and not over a panel (egui's own test does not see our
/// panels: they are drawn on its background layer) or an egui window.
pub fn pointer_on_board(window: &Window, egui: Option<&EguiWantsInput>, margins: [f32; 4]) -> bool {
    let [left, right, top, bottom] = margins;
    let Some(p) = window.cursor_position() else {
        return false;
    };
    let inside = p.x >= left
        && p.x <= window.width() - right
        && p.y >= top
        && p.y <= window.height() - bottom;
    inside && egui.is_none_or(|e| !e.wants_any_pointer_input())
}

fn fit_board_to_window(
    session: Res<Session>,
    insets: Res<BoardInsets>,
    mut fitted_for: Local<Option<u64>>,
    mut resized: MessageReader<WindowResized>,
    keys: Res<ButtonInput<KeyCode>>,
    window: Single<&Window, With<PrimaryWindow>>,
    camera: Single<(&mut Transform, &mut Projection), With<MainCamera>>,
) {
    let resized = resized.read().count() > 0;
    if *fitted_for == Some(session.id) && !resized && !keys.just_pressed(KeyCode::Home) {
        return;
    }
    *fitted_for = Some(session.id);
    let extent = layout::extent(&session.game.state.board);
    let (scale, centre) = fit(extent, Vec2::new(window.width(), window.height()), *insets);
    let (mut tf, mut projection) = camera.into_inner();
    if let Projection::Orthographic(o) = &mut *projection {
        o.scale = scale;
    }
    tf.translation.x = centre.x;
    tf.translation.y = centre.y;
}

/// The camera that shows `extent` (world units) whole and as large as the room the panels leave
/// in a window of `window` size allows: its scale (world units a pixel) and where it looks.
pub(crate) fn fit(extent: Rect, window: Vec2, insets: BoardInsets) -> (f32, Vec2) {
    let [left, right, top, bottom] = insets.0;
    let area = Vec2::new(
        (window.x - left - right).max(200.0),
        (window.y - top - bottom).max(200.0),
    );
    let offset = Vec2::new((left - right) / 2.0, (top - bottom) / 2.0);
    let scale = (extent.width() / area.x).max(extent.height() / area.y);
    let c = extent.center();
    (
        scale,
        Vec2::new(c.x - offset.x * scale, c.y + offset.y * scale),
    )
}

fn pan_and_zoom(
    time: Res<Time>,
    keys: Res<ButtonInput<KeyCode>>,
    buttons: Res<ButtonInput<MouseButton>>,
    motion: Res<AccumulatedMouseMotion>,
    scroll: Res<AccumulatedMouseScroll>,
    egui: Option<Res<EguiWantsInput>>,
    window: Single<&Window, With<PrimaryWindow>>,
    insets: Res<BoardInsets>,
    camera: Single<(&mut Transform, &mut Projection), With<MainCamera>>,
) {
    let (mut tf, mut projection) = camera.into_inner();
    let Projection::Orthographic(o) = &mut *projection else {
        return;
    };
    let pointer_free = pointer_on_board(&window, egui.as_deref(), insets.0);
    let keys_free = egui.as_ref().is_none_or(|e| !e.wants_any_keyboard_input());
    let mut zoom = 1.0;
    if pointer_free && scroll.delta.y != 0.0 {
        zoom *= (1.0 - scroll.delta.y.clamp(-3.0, 3.0) * 0.1).clamp(0.5, 2.0);
    }
    if keys_free {
        let dt = time.delta_secs();
        if keys.pressed(KeyCode::Equal) || keys.pressed(KeyCode::NumpadAdd) {
            zoom *= 1.0 - dt * 1.5;
        }
        if keys.pressed(KeyCode::Minus) || keys.pressed(KeyCode::NumpadSubtract) {
            zoom *= 1.0 + dt * 1.5;
        }
        let speed = 500.0 * o.scale * dt;
        let mut d = Vec2::ZERO;
        if keys.pressed(KeyCode::ArrowLeft) {
            d.x -= 1.0;
        }
        if keys.pressed(KeyCode::ArrowRight) {
            d.x += 1.0;
        }
        if keys.pressed(KeyCode::ArrowUp) {
            d.y += 1.0;
        }
        if keys.pressed(KeyCode::ArrowDown) {
            d.y -= 1.0;
        }
        tf.translation += (d * speed).extend(0.0);
    }
    o.scale = (o.scale * zoom).clamp(0.2, 6.0);
    if pointer_free && (buttons.pressed(MouseButton::Right) || buttons.pressed(MouseButton::Middle))
    {
        tf.translation.x -= motion.delta.x * o.scale;
        tf.translation.y += motion.delta.y * o.scale;
    }
}

#[cfg(test)]
#[path = "camera_fit_tests.rs"]
mod fit_tests;
#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::theme::{EDITOR_MARGINS, GAME_MARGINS};

    fn window_with_cursor(x: f64, y: f64) -> Window {
        let mut w = Window::default();
        w.resolution.set(1280.0, 800.0);
        w.set_physical_cursor_position(Some(bevy::math::DVec2::new(x, y)));
        w
    }

    /// The wheel and drags act on the board only where the current screen leaves it room: over
    /// the game's log (which the editor's margins do not cover) they do nothing.
    #[test]
    fn the_board_takes_the_pointer_only_between_the_screens_panels() {
        let over_log = window_with_cursor(640.0, 790.0);
        let centre = window_with_cursor(640.0, 400.0);
        assert!(pointer_on_board(&centre, None, GAME_MARGINS));
        assert!(!pointer_on_board(&over_log, None, GAME_MARGINS));
        assert!(
            pointer_on_board(&over_log, None, EDITOR_MARGINS),
            "the editor has no log: its margins would let the wheel through there"
        );
        let nowhere = Window::default();
        assert!(!pointer_on_board(&nowhere, None, GAME_MARGINS));
    }
}
