//! Seafarers on the table: ships as entities on their sea sides (a hull and a sail in the
//! owner's colour) and the pirate (a dark ship) on its sea tile, kept in step with the core
//! state like roads and the robber.

use crate::core::{EdgeId, FaceId, Seat, State};
use crate::game::session::{GameSet, Session};
use crate::game::table::art::{Art, shape};
use crate::game::table::layout::{HEX, edge_pos, face_pos};
use crate::game::table::pieces::{OnBoard, z};
use bevy::prelude::*;

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        sync_ships_with_state
            .in_set(GameSet::Sync)
            .run_if(resource_exists::<Session>),
    );
    app.add_systems(
        Update,
        (dress_ships, dress_pirate)
            .after(GameSet::Sync)
            .run_if(resource_exists::<Art>),
    );
}

#[derive(Component, Debug)]
pub struct ShipPiece {
    pub edge: EdgeId,
    pub seat: Seat,
}

#[derive(Component, Debug)]
pub struct Pirate {
    pub face: FaceId,
}

/// Ships kept while their owner still has them there; the pirate where the state has it.
fn sync_ships_with_state(
    mut commands: Commands,
    session: Res<Session>,
    mut synced: Local<Option<(u64, u64)>>,
    ships: Query<(Entity, &ShipPiece)>,
    mut pirate: Query<(Entity, &mut Pirate, &mut Transform), Without<ShipPiece>>,
) {
    let key = (session.id, session.version);
    if *synced == Some(key) {
        return;
    }
    let fresh = synced.map(|(id, _)| id) != Some(session.id);
    *synced = Some(key);
    let state = &session.game.state;
    let Some(sea) = state.sea() else {
        return;
    };
    let mut have = crate::core::Bits::EMPTY;
    for (e, s) in &ships {
        if !fresh && state.ship_owner(s.edge) == Some(s.seat) {
            have.insert(s.edge.index());
        } else {
            commands.entity(e).despawn();
        }
    }
    for p in 0..state.num_players() {
        for e in (sea.ships[p as usize] - have).iter() {
            spawn_ship(&mut commands, state, EdgeId::at(e), Seat(p));
        }
    }
    sync_pirate(&mut commands, state, sea.pirate, fresh, &mut pirate);
}

fn spawn_ship(commands: &mut Commands, state: &State, edge: EdgeId, seat: Seat) {
    let (mid, angle) = edge_pos(&state.board().topo, edge);
    commands.spawn((
        OnBoard,
        ShipPiece { edge, seat },
        Transform::from_translation(mid.extend(z::ROAD))
            .with_rotation(Quat::from_rotation_z(angle)),
    ));
}

/// The pirate's ship on its tile (none while it is off the board).
fn sync_pirate(
    commands: &mut Commands,
    state: &State,
    at: Option<FaceId>,
    fresh: bool,
    pirate: &mut Query<(Entity, &mut Pirate, &mut Transform), Without<ShipPiece>>,
) {
    let spot = |f: FaceId| face_pos(&state.board().topo, f) + Vec2::new(HEX * 0.35, -HEX * 0.1);
    let mut found = false;
    for (e, mut p, mut tf) in pirate.iter_mut() {
        match at {
            Some(f) if !fresh => {
                found = true;
                if p.face != f {
                    p.face = f;
                    tf.translation = spot(f).extend(z::ROBBER);
                }
            }
            _ => commands.entity(e).despawn(),
        }
    }
    if let (false, Some(f)) = (found, at) {
        commands.spawn((
            OnBoard,
            Pirate { face: f },
            Transform::from_translation(spot(f).extend(z::ROBBER)),
        ));
    }
}

/// A ship: a dark hull along the side and a sail in the owner's colour.
fn dress_ships(
    mut commands: Commands,
    art: Res<Art>,
    new: Query<(Entity, &ShipPiece), Added<ShipPiece>>,
) {
    for (e, s) in &new {
        let colour = &art.seat[s.seat.index() % 6];
        commands
            .entity(e)
            .insert(Visibility::default())
            .with_children(|c| {
                c.spawn(shape(
                    &art.square,
                    &art.outline,
                    Vec3::new(0.0, -2.0, -0.01),
                    Vec2::new(HEX * 0.5, 7.0),
                ));
                c.spawn(shape(
                    &art.square,
                    &art.wood,
                    Vec3::new(0.0, -2.0, 0.0),
                    Vec2::new(HEX * 0.46, 4.5),
                ));
                c.spawn(shape(
                    &art.triangle,
                    colour,
                    Vec3::new(0.0, 7.0, 0.01),
                    Vec2::new(13.0, 13.0),
                ));
            });
    }
}

/// The pirate: a black ship with a dark sail.
fn dress_pirate(mut commands: Commands, art: Res<Art>, new: Query<Entity, Added<Pirate>>) {
    for e in &new {
        commands
            .entity(e)
            .insert(Visibility::default())
            .with_children(|c| {
                c.spawn(shape(
                    &art.square,
                    &art.outline,
                    Vec3::new(0.0, -6.0, 0.0),
                    Vec2::new(30.0, 9.0),
                ));
                c.spawn(shape(
                    &art.triangle,
                    &art.dark,
                    Vec3::new(0.0, 8.0, 0.01),
                    Vec2::new(22.0, 22.0),
                ));
                c.spawn(shape(
                    &art.circle,
                    &art.white,
                    Vec3::new(0.0, 7.0, 0.02),
                    Vec2::new(3.0, 3.0),
                ));
            });
    }
}
