//! The fairness test on the board: each opening corner a disc coloured by how often its player
//! won (red above an even share, blue below, grey about even), sized by how often it was opened
//! on — drawn while the test's figures are of the map as it stands.

use super::EditorState;
use crate::core::VertexId;
use crate::game::screens::Screen;
use crate::game::table::art::Art;
use crate::game::table::layout::{HEX, vertex_pos};
use bevy::prelude::*;

/// A disc of the heat map: the editor's own, gone when the editor closes (a board played from
/// the editor shows no advice).
#[derive(Component)]
#[require(DespawnOnExit<Screen> = DespawnOnExit(Screen::Editor))]
pub(super) struct HeatView;

/// Take a finished background run's figures into the editor.
pub(super) fn take_fairness_results(mut state: ResMut<EditorState>) {
    let v = state.ed.version;
    state.fair.poll(v);
}

/// Steps of the colour scale, from much less than an even share (blue) to much more (red).
const STEPS: usize = 9;

/// The scale step of a corner won `rate` of the time at a table of `players`: an even share
/// is the middle step, half or twice of it the ends.
pub(super) fn heat_step(rate: f64, players: u8) -> usize {
    let even = 1.0 / players.max(2) as f64;
    let t = ((rate / even).max(1e-6)).log2().clamp(-1.0, 1.0);
    ((t + 1.0) / 2.0 * (STEPS - 1) as f64).round() as usize
}

fn heat_colour(step: usize) -> Color {
    let t = step as f32 / (STEPS - 1) as f32;
    let cold = Vec3::new(0.25, 0.45, 0.95);
    let even = Vec3::new(0.85, 0.85, 0.85);
    let hot = Vec3::new(0.95, 0.25, 0.2);
    let c = if t < 0.5 {
        cold.lerp(even, t * 2.0)
    } else {
        even.lerp(hot, (t - 0.5) * 2.0)
    };
    Color::srgba(c.x, c.y, c.z, 0.9)
}

/// Draw the heat map again when the figures or the map changed.
pub(super) fn draw_heat_map(
    mut commands: Commands,
    mut state: ResMut<EditorState>,
    art: Option<Res<Art>>,
    mut materials: ResMut<Assets<ColorMaterial>>,
    view: Query<Entity, With<HeatView>>,
    mut drawn: Local<Option<u64>>,
    mut palette: Local<Vec<Handle<ColorMaterial>>>,
) {
    let Some(art) = art else { return };
    let version = state.ed.version;
    if !state.fair.changed && *drawn == Some(version) {
        return;
    }
    state.fair.changed = false;
    *drawn = Some(version);
    for e in &view {
        commands.entity(e).despawn();
    }
    let Some(t) = state.fair.current(version) else {
        return;
    };
    if palette.is_empty() {
        *palette = (0..STEPS)
            .map(|i| materials.add(ColorMaterial::from(heat_colour(i))))
            .collect();
    }
    let most = t
        .figures
        .spots
        .iter()
        .map(|s| s.won.of)
        .max()
        .unwrap_or(1)
        .max(1) as f32;
    for s in &t.figures.spots {
        if s.vertex as usize >= t.board.topo.vertex_pos.len() {
            continue;
        }
        let p = vertex_pos(&t.board.topo, VertexId::at(s.vertex as usize));
        let size = HEX * (0.12 + 0.16 * (s.won.of as f32 / most).sqrt());
        let step = heat_step(s.won.rate, t.figures.players);
        commands.spawn((
            HeatView,
            Mesh2d(art.circle.clone()),
            MeshMaterial2d(palette[step].clone()),
            Transform::from_translation(p.extend(0.95)).with_scale(Vec3::splat(size)),
        ));
    }
}
