//! Fog Islands on the table: face-down tiles (grey, clouded) that turn over when a road or a
//! ship reaches them — the tile flips edge-on and comes back as its terrain and number.

use crate::core::{FaceId, State};
use crate::game::session::{GameSet, Session};
use crate::game::table::art::{Art, shape};
use crate::game::table::layout::{HEX, face_pos};
use crate::game::table::pieces::{OnBoard, Tile, Token, z};
use bevy::prelude::*;

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        turn_over_revealed_tiles
            .in_set(GameSet::Sync)
            .run_if(resource_exists::<Session>),
    );
    app.add_systems(
        Update,
        spawn_fog_for_new_game
            .after(GameSet::Sync)
            .run_if(resource_exists::<Session>),
    );
    app.add_systems(Update, flip_tiles.after(GameSet::Sync));
    app.add_systems(
        Update,
        dress_fog
            .after(GameSet::Sync)
            .run_if(resource_exists::<Art>),
    );
}

/// A tile still face down.
#[derive(Component, Debug)]
pub struct FogTile {
    pub face: FaceId,
}

/// A tile turning over: edge-on at half time, when the face-down look gives way to the terrain.
#[derive(Component, Debug)]
struct Flip {
    t: f32,
    turned: bool,
}

/// How long a tile takes to turn over, in seconds.
const FLIP_SECS: f32 = 0.8;

/// The face-down tiles of a new game's board (after the board's other tiles: `pieces.rs` leaves
/// the fog's faces out).
fn spawn_fog_for_new_game(
    mut commands: Commands,
    session: Res<Session>,
    mut built_for: Local<Option<u64>>,
) {
    if *built_for == Some(session.id) {
        return;
    }
    *built_for = Some(session.id);
    let state = &session.game.state;
    let Some(sea) = state.sea() else { return };
    let topo = &state.board().topo;
    for f in sea.fog.iter() {
        let face = FaceId::at(f);
        commands.spawn((
            OnBoard,
            FogTile { face },
            Transform::from_translation(face_pos(topo, face).extend(z::TILE + 0.05)),
        ));
    }
}

/// Tiles the core has turned over start to flip.
fn turn_over_revealed_tiles(
    mut commands: Commands,
    session: Res<Session>,
    mut seen: Local<Option<(u64, u64)>>,
    fog: Query<(Entity, &FogTile), Without<Flip>>,
) {
    let key = (session.id, session.version);
    if *seen == Some(key) {
        return;
    }
    *seen = Some(key);
    let down = session.game.state.sea().map(|s| s.fog).unwrap_or_default();
    for (e, tile) in &fog {
        if !down.contains(tile.face.index()) {
            commands.entity(e).insert(Flip {
                t: 0.0,
                turned: false,
            });
        }
    }
}

/// The flip: the tile narrows to an edge, becomes its terrain (and number), and widens again.
fn flip_tiles(
    mut commands: Commands,
    time: Res<Time>,
    session: Option<Res<Session>>,
    mut flipping: Query<(Entity, &FogTile, &mut Flip, &mut Transform)>,
) {
    for (e, tile, mut flip, mut tf) in &mut flipping {
        flip.t = (flip.t + time.delta_secs() / FLIP_SECS).min(1.0);
        tf.scale.x = (1.0 - 2.0 * flip.t).abs().max(0.02);
        if flip.t >= 0.5 && !flip.turned {
            flip.turned = true;
            commands.entity(e).despawn_related::<Children>();
            if let Some(session) = &session {
                show_terrain(&mut commands, e, &session.game.state, tile.face);
            }
        }
        if flip.t >= 1.0 {
            tf.scale.x = 1.0;
            commands.entity(e).remove::<Flip>();
        }
    }
}

/// The turned tile's terrain and number, as children of the flipping tile (so they flip with it).
fn show_terrain(commands: &mut Commands, e: Entity, state: &State, face: FaceId) {
    let board = state.board();
    let (terrain, number) = (board.terrain[face.index()], board.number[face.index()]);
    commands.entity(e).with_children(|c| {
        c.spawn((
            Tile { face, terrain },
            Transform::from_translation(Vec3::ZERO),
        ));
        if number > 0 {
            c.spawn((
                Token { face, number },
                Transform::from_translation(Vec3::new(0.0, 0.0, z::TOKEN - z::TILE)),
            ));
        }
    });
}

/// Face down: a grey tile with clouds and a question mark's worth of mystery.
fn dress_fog(mut commands: Commands, art: Res<Art>, new: Query<Entity, Added<FogTile>>) {
    for e in &new {
        commands
            .entity(e)
            .insert(Visibility::default())
            .with_children(|c| {
                c.spawn(shape(
                    &art.hex_rim,
                    &art.shade,
                    Vec3::new(0.0, 0.0, -0.02),
                    Vec2::ONE,
                ));
                c.spawn(shape(&art.hex, &art.fog, Vec3::ZERO, Vec2::ONE));
                for (x, y, w) in [
                    (-0.3, 0.25, 0.5),
                    (0.2, 0.3, 0.42),
                    (0.0, -0.2, 0.6),
                    (0.35, -0.35, 0.34),
                ] {
                    c.spawn(shape(
                        &art.circle,
                        &art.white,
                        Vec3::new(x * HEX, y * HEX, 0.01),
                        Vec2::new(w * HEX, w * HEX * 0.45),
                    ));
                }
            });
    }
}
