//! Fog Islands on the table: face-down tiles (grey, clouded) that turn over when a road or a
//! ship reaches them — the tile flips edge-on and comes back as the terrain and number its
//! `Revealed` event says. A whole position set ([`TableReset`]) shows the tiles still down.

use crate::core::{Event, FaceId, Terrain};
use crate::game::screens::InGame;
use crate::game::session::{Applied, GameSet, Session, TableReset};
use crate::game::table::art::{Art, shape};
use crate::game::table::layout::{HEX, face_pos};
use crate::game::table::pieces::{OnBoard, Tile, Token, reset_asked, z};
use bevy::prelude::*;

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        follow_the_game
            .in_set(GameSet::Sync)
            .run_if(in_state(InGame)),
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
pub(crate) struct Flip {
    t: f32,
    turned: bool,
    /// What the tile turned out to be (`number` 0: none).
    terrain: Terrain,
    number: u8,
}

/// How long a tile takes to turn over, in seconds.
const FLIP_SECS: f32 = 0.8;

/// Tiles the game turned over start to flip; a position set whole shows its face-down tiles
/// anew (the board's other tiles are `pieces.rs`'s, which leaves these out; a new game's old
/// ones are gone already).
fn follow_the_game(
    mut commands: Commands,
    session: Res<Session>,
    mut resets: MessageReader<TableReset>,
    mut applied: MessageReader<Applied>,
    fog: Query<(Entity, &FogTile), Without<Flip>>,
    all_fog: Query<Entity, With<FogTile>>,
) {
    if let Some(new_game) = reset_asked(&mut resets) {
        applied.clear();
        if !new_game {
            for e in &all_fog {
                commands.entity(e).try_despawn();
            }
        }
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
        return;
    }
    for a in applied.read() {
        for e in a.events.as_slice() {
            let Event::Revealed {
                face,
                terrain,
                number,
            } = *e
            else {
                continue;
            };
            for (entity, tile) in &fog {
                if tile.face == face {
                    commands.entity(entity).insert(Flip {
                        t: 0.0,
                        turned: false,
                        terrain,
                        number,
                    });
                }
            }
        }
    }
}

/// The flip: the tile narrows to an edge, becomes its terrain (and number), and widens again.
fn flip_tiles(
    mut commands: Commands,
    time: Res<Time>,
    mut flipping: Query<(Entity, &FogTile, &mut Flip, &mut Transform)>,
) {
    for (e, tile, mut flip, mut tf) in &mut flipping {
        flip.t = (flip.t + time.delta_secs() / FLIP_SECS).min(1.0);
        tf.scale.x = (1.0 - 2.0 * flip.t).abs().max(0.02);
        if flip.t >= 0.5 && !flip.turned {
            flip.turned = true;
            commands.entity(e).despawn_related::<Children>();
            show_terrain(&mut commands, e, tile.face, flip.terrain, flip.number);
        }
        if flip.t >= 1.0 {
            tf.scale.x = 1.0;
            commands.entity(e).remove::<Flip>();
        }
    }
}

/// The turned tile's terrain and number, as children of the flipping tile (so they flip with it).
fn show_terrain(commands: &mut Commands, e: Entity, face: FaceId, terrain: Terrain, number: u8) {
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
