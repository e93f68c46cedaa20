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
    app.add_systems(Update, sail_ships.after(GameSet::Sync));
}

/// A moved ship on its way: it sails from where it stood to its new side along the water
/// (through the middles of sea tiles), turning to its new side.
#[derive(Component, Debug)]
pub struct Sailing {
    path: Vec<Vec2>,
    t: f32,
    secs: f32,
}

/// How long a ship takes per tile it sails through, in seconds.
const SAIL_SECS_PER_LEG: f32 = 0.35;

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
    mut ships: Query<(Entity, &mut ShipPiece)>,
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
    let mut gone: Vec<(Entity, EdgeId, Seat)> = Vec::new();
    for (e, s) in ships.iter() {
        if !fresh && state.ship_owner(s.edge) == Some(s.seat) {
            have.insert(s.edge.index());
        } else if fresh {
            commands.entity(e).despawn();
        } else {
            gone.push((e, s.edge, s.seat));
        }
    }
    for p in 0..state.num_players() {
        let new: Vec<usize> = (sea.ships[p as usize] - have).iter().collect();
        let left: Vec<(Entity, EdgeId, Seat)> =
            gone.iter().filter(|g| g.2 == Seat(p)).copied().collect();
        // one ship gone and one come for the same seat: it moved, and sails there
        if let ([to], [(entity, from, _)]) = (new.as_slice(), left.as_slice()) {
            let to = EdgeId::at(*to);
            let entity = *entity;
            if let Ok((_, mut piece)) = ships.get_mut(entity) {
                piece.edge = to;
            }
            commands.entity(entity).insert(sailing(state, *from, to));
            gone.retain(|g| g.0 != entity);
            continue;
        }
        for &e in &new {
            spawn_ship(&mut commands, state, EdgeId::at(e), Seat(p));
        }
    }
    for (e, _, _) in gone {
        commands.entity(e).despawn();
    }
    sync_pirate(&mut commands, state, sea.pirate, fresh, &mut pirate);
}

fn spawn_ship(commands: &mut Commands, state: &State, edge: EdgeId, seat: Seat) {
    // upright whichever way its side lies: a ship reads as a ship, not as a road
    let (mid, _) = edge_pos(&state.board().topo, edge);
    commands.spawn((
        OnBoard,
        ShipPiece { edge, seat },
        Transform::from_translation(mid.extend(z::ROAD)),
    ));
}

/// The way from side `from` to side `to`: through the middles of the water tiles between them
/// (the fewest), else straight.
fn sailing(state: &State, from: EdgeId, to: EdgeId) -> Sailing {
    let board = state.board();
    let topo = &board.topo;
    let (a, _) = edge_pos(topo, from);
    let (b, _) = edge_pos(topo, to);
    let water = |f: &FaceId| !board.land.contains(f.index());
    let mut path = vec![a];
    path.extend(
        water_way(topo, from, to, &water)
            .iter()
            .map(|f| face_pos(topo, *f)),
    );
    path.push(b);
    let secs = SAIL_SECS_PER_LEG * (path.len() - 1) as f32;
    Sailing { path, t: 0.0, secs }
}

/// The fewest water tiles leading from a tile beside side `from` to one beside side `to`
/// (empty when no water joins them).
fn water_way(
    topo: &crate::core::topology::Topology,
    from: EdgeId,
    to: EdgeId,
    water: &dyn Fn(&FaceId) -> bool,
) -> Vec<FaceId> {
    let goal: Vec<FaceId> = topo.edge_faces[to.index()]
        .iter()
        .copied()
        .filter(water)
        .collect();
    let mut came: Vec<Option<FaceId>> = vec![None; topo.num_faces()];
    let mut seen = vec![false; topo.num_faces()];
    let mut queue = std::collections::VecDeque::new();
    for f in topo.edge_faces[from.index()].iter().filter(|f| water(f)) {
        seen[f.index()] = true;
        queue.push_back(*f);
    }
    while let Some(f) = queue.pop_front() {
        if goal.contains(&f) {
            let mut way = vec![f];
            while let Some(p) = came[way[way.len() - 1].index()] {
                way.push(p);
            }
            way.reverse();
            return way;
        }
        for n in &topo.face_faces[f.index()] {
            if !seen[n.index()] && water(n) {
                seen[n.index()] = true;
                came[n.index()] = Some(f);
                queue.push_back(*n);
            }
        }
    }
    Vec::new()
}

/// Ships on their way move along their path at an even pace, turning to their new side; then
/// they stay.
fn sail_ships(
    mut commands: Commands,
    time: Res<Time>,
    mut sailing: Query<(Entity, &mut Sailing, &mut Transform)>,
) {
    for (e, mut s, mut tf) in &mut sailing {
        s.t = (s.t + time.delta_secs() / s.secs.max(0.1)).min(1.0);
        let t = s.t * s.t * (3.0 - 2.0 * s.t);
        tf.translation = along(&s.path, t).extend(z::ROAD);
        if s.t >= 1.0 {
            commands.entity(e).remove::<Sailing>();
        }
    }
}

/// The point a fraction `t` of the way along `path`.
fn along(path: &[Vec2], t: f32) -> Vec2 {
    let legs: Vec<f32> = path.windows(2).map(|w| w[0].distance(w[1])).collect();
    let mut left = legs.iter().sum::<f32>() * t;
    for (i, len) in legs.iter().enumerate() {
        if left <= *len && *len > 0.0 {
            return path[i].lerp(path[i + 1], left / len);
        }
        left -= len;
    }
    path.last().copied().unwrap_or_default()
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

/// A ship, upright on its side's middle: a hull and a sail in the owner's colour, each with a
/// dark outline (as a road has) and a shadow, a dark mast between them; about a road's size, so
/// a fleet reads as well as a road network.
fn dress_ships(
    mut commands: Commands,
    art: Res<Art>,
    new: Query<(Entity, &ShipPiece), Added<ShipPiece>>,
) {
    for (e, s) in &new {
        let colour = &art.seat[s.seat.index() % 6];
        // (mesh, material, position, size), back to front
        let parts: [(&Handle<Mesh>, &Handle<ColorMaterial>, Vec3, Vec2); 8] = [
            (
                &art.square,
                &art.shade,
                Vec3::new(3.0, -11.0, -0.04),
                Vec2::new(34.0, 11.0),
            ),
            (
                &art.triangle,
                &art.shade,
                Vec3::new(4.5, 5.0, -0.04),
                Vec2::new(24.0, 24.0),
            ),
            (
                &art.square,
                &art.outline,
                Vec3::new(0.0, -7.0, -0.02),
                Vec2::new(36.0, 12.0),
            ),
            (
                &art.triangle,
                &art.outline,
                Vec3::new(1.5, 8.5, -0.02),
                Vec2::new(26.0, 25.0),
            ),
            (
                &art.square,
                &art.dark,
                Vec3::new(0.0, 6.0, -0.01),
                Vec2::new(2.5, 24.0),
            ),
            (
                &art.square,
                colour,
                Vec3::new(0.0, -7.0, 0.0),
                Vec2::new(32.0, 8.0),
            ),
            (
                &art.triangle,
                colour,
                Vec3::new(1.5, 8.0, 0.01),
                Vec2::new(20.0, 19.0),
            ),
            (
                &art.square,
                &art.outline,
                Vec3::new(0.0, -3.5, 0.02),
                Vec2::new(32.0, 1.5),
            ),
        ];
        commands
            .entity(e)
            .insert(Visibility::default())
            .with_children(|c| {
                for (mesh, mat, at, size) in parts {
                    c.spawn(shape(mesh, mat, at, size));
                }
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
