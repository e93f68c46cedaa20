//! Seafarers on the table: ships as entities on their sea sides (a hull and a sail in the
//! owner's colour) and the pirate (a dark ship) on its sea tile. Like roads and the robber they
//! follow the game's [`Applied`] actions and events (a ship built, `ShipMoved`, `PirateMoved`);
//! a whole position set ([`TableReset`]) is shown anew from the state.

use crate::core::wide::State;
use crate::core::{Action, EdgeId, Event, FaceId, Seat};
use crate::game::screens::InGame;
use crate::game::session::{Applied, GameSet, Session, TableReset};
use crate::game::table::art::{Art, shape};
use crate::game::table::layout::{HEX, edge_pos, face_pos, harbour_spot};
use crate::game::table::pieces::{OnBoard, reset_asked, z};
use bevy::prelude::*;

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        follow_the_game
            .in_set(GameSet::Sync)
            .run_if(in_state(InGame)),
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
    /// The ship's turn: lying along its old side, then along its new one.
    turn: (Quat, Quat),
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

/// A ship built appears, a ship moved sails its way, the pirate goes where its event says; a
/// position set whole shows every ship and the pirate anew (a new game's old ones are gone
/// already: `pieces.rs` clears the board).
fn follow_the_game(
    mut commands: Commands,
    session: Res<Session>,
    mut resets: MessageReader<TableReset>,
    mut applied: MessageReader<Applied>,
    mut ships: Query<(Entity, &mut ShipPiece)>,
    mut pirate: Query<(Entity, &mut Pirate, &mut Transform), Without<ShipPiece>>,
) {
    let state = &session.game.state;
    if let Some(new_game) = reset_asked(&mut resets) {
        applied.clear();
        if !new_game {
            for (e, _) in &ships {
                commands.entity(e).try_despawn();
            }
            for (e, ..) in &pirate {
                commands.entity(e).try_despawn();
            }
        }
        show_all(&mut commands, state);
        return;
    }
    // ships and a pirate spawned in this run (several actions may come in one frame): not yet
    // queried
    let mut fresh: Vec<(Entity, ShipPiece)> = Vec::new();
    let mut fresh_pirate = None;
    for a in applied.read() {
        if let Action::BuildShip(edge) = a.action {
            let seat = a.seat;
            fresh.push((
                spawn_ship(&mut commands, state, edge, seat),
                ShipPiece { edge, seat },
            ));
        }
        for e in a.events.as_slice() {
            match *e {
                Event::ShipMoved { seat, from, to } => {
                    let new = fresh
                        .iter_mut()
                        .find(|(_, s)| s.edge == from && s.seat == seat);
                    if let Some((entity, piece)) = new {
                        piece.edge = to;
                        let sail = sailing(state, from, to);
                        commands
                            .entity(*entity)
                            .insert((ShipPiece { edge: to, seat }, sail));
                    } else if let Some((entity, mut piece)) = ships
                        .iter_mut()
                        .find(|(_, s)| s.edge == from && s.seat == seat)
                    {
                        piece.edge = to;
                        commands.entity(entity).insert(sailing(state, from, to));
                    }
                }
                Event::PirateMoved(f) => {
                    if pirate.is_empty() {
                        // off the board until its first move: on it from now on
                        let e = *fresh_pirate.get_or_insert_with(|| commands.spawn(OnBoard).id());
                        let at = Transform::from_translation(pirate_spot(state, f));
                        commands.entity(e).insert((Pirate { face: f }, at));
                    } else {
                        for (_, mut p, mut tf) in &mut pirate {
                            p.face = f;
                            tf.translation = pirate_spot(state, f);
                        }
                    }
                }
                _ => {}
            }
        }
    }
}

/// Every ship of `state` and the pirate (if it is on the board).
fn show_all(commands: &mut Commands, state: &State) {
    let Some(sea) = state.sea() else { return };
    for p in 0..state.num_players() {
        for e in sea.ships[p as usize].iter() {
            spawn_ship(commands, state, EdgeId::at(e), Seat(p));
        }
    }
    if let Some(f) = sea.pirate {
        spawn_pirate(commands, state, f);
    }
}

fn spawn_ship(commands: &mut Commands, state: &State, edge: EdgeId, seat: Seat) -> Entity {
    // lying along its side, the sail up from it (play-test 9: an upright ship floated between
    // tiles and nobody could tell which side it was on)
    let (mid, _) = edge_pos(&state.board().topo, edge);
    commands
        .spawn((
            OnBoard,
            ShipPiece { edge, seat },
            Transform::from_translation(mid.extend(z::ROAD)).with_rotation(ship_turn(state, edge)),
        ))
        .id()
}

/// How a ship on side `edge` lies: its hull along the side, turned so that its sail points up
/// rather than down (within a quarter turn of upright).
pub(crate) fn ship_turn(state: &State, edge: EdgeId) -> Quat {
    let (_, angle) = edge_pos(&state.board().topo, edge);
    let half = std::f32::consts::FRAC_PI_2;
    let mut a = angle;
    while a > half + 1e-3 {
        a -= std::f32::consts::PI;
    }
    while a <= -half + 1e-3 {
        a += std::f32::consts::PI;
    }
    Quat::from_rotation_z(a)
}

/// The way from side `from` to side `to`: through the middles of the water tiles between them
/// (the fewest: the hex geometry's [`Topology::water_way`](crate::core::wide::Topology)),
/// else straight.
fn sailing(state: &State, from: EdgeId, to: EdgeId) -> Sailing {
    let board = state.board();
    let topo = &board.topo;
    let (a, _) = edge_pos(topo, from);
    let (b, _) = edge_pos(topo, to);
    let water = |f: FaceId| !board.land.contains(f.index());
    let mut path = vec![a];
    path.extend(
        topo.water_way(from, to, water)
            .iter()
            .map(|f| face_pos(topo, *f)),
    );
    path.push(b);
    let secs = SAIL_SECS_PER_LEG * (path.len() - 1) as f32;
    let turn = (ship_turn(state, from), ship_turn(state, to));
    Sailing {
        path,
        t: 0.0,
        secs,
        turn,
    }
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
        tf.rotation = s.turn.0.slerp(s.turn.1, t);
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

/// Where the pirate's ship stands on its tile.
fn pirate_spot(state: &State, f: FaceId) -> Vec3 {
    let topo = &state.board().topo;
    let harbours: Vec<Vec2> = (state.board().file.harbours.iter())
        .filter_map(|h| harbour_spot(topo, h))
        .collect();
    clear_of(face_pos(topo, f), &harbours).extend(z::ROBBER)
}

/// Where on its sea tile (centred at `centre`) the pirate stands: of a few places around the
/// middle, the one farthest from the harbour markers (`harbours`), so none hides it.
pub(crate) fn clear_of(centre: Vec2, harbours: &[Vec2]) -> Vec2 {
    let places = std::iter::once(Vec2::ZERO).chain((0..6).map(|k| {
        let a = std::f32::consts::FRAC_PI_3 * k as f32;
        Vec2::new(a.cos(), a.sin()) * HEX * 0.3
    }));
    let room = |p: Vec2| {
        harbours
            .iter()
            .map(|h| h.distance(centre + p))
            .fold(f32::INFINITY, f32::min)
    };
    // the middle unless another place has more room (the first of equals)
    let mut best = (Vec2::ZERO, room(Vec2::ZERO).min(PIRATE_ROOM));
    for p in places {
        let r = room(p).min(PIRATE_ROOM);
        if r > best.1 {
            best = (p, r);
        }
    }
    centre + best.0
}

/// How far the pirate's middle wants to be from a harbour marker's: its half size and the
/// marker's radius (nearer than that one hides the other); farther is as good.
pub(crate) const PIRATE_ROOM: f32 = HEX * 0.75;

fn spawn_pirate(commands: &mut Commands, state: &State, f: FaceId) {
    commands.spawn((
        OnBoard,
        Pirate { face: f },
        Transform::from_translation(pirate_spot(state, f)),
    ));
}

/// A ship lying along its side: the side drawn under it in the owner's colour (as a road), the
/// hull centred on it and the sail up from it, each with a dark outline and a shadow, a dark
/// mast between them; about a road's size, so a fleet reads as well as a road network.
fn dress_ships(
    mut commands: Commands,
    art: Res<Art>,
    new: Query<(Entity, &ShipPiece), Added<ShipPiece>>,
) {
    for (e, s) in &new {
        let colour = &art.seat[s.seat.index() % 6];
        // (mesh, material, position, size), back to front
        // the side itself under the ship, in the seat's colour as a road is (ends showing past
        // the hull), then the hull centred on the side, the mast and the sail up from it
        let side = (HEX * 0.84, 4.0);
        let parts: [(&Handle<Mesh>, &Handle<ColorMaterial>, Vec3, Vec2); 10] = [
            (
                &art.square,
                &art.outline,
                Vec3::new(0.0, 0.0, -0.06),
                Vec2::new(side.0 + 3.0, side.1 + 3.0),
            ),
            (
                &art.square,
                colour,
                Vec3::new(0.0, 0.0, -0.05),
                Vec2::new(side.0, side.1),
            ),
            (
                &art.square,
                &art.shade,
                Vec3::new(3.0, -4.0, -0.04),
                Vec2::new(30.0, 11.0),
            ),
            (
                &art.triangle,
                &art.shade,
                Vec3::new(4.5, 12.0, -0.04),
                Vec2::new(22.0, 22.0),
            ),
            (
                &art.square,
                &art.outline,
                Vec3::ZERO.with_z(-0.02),
                Vec2::new(32.0, 12.0),
            ),
            (
                &art.triangle,
                &art.outline,
                Vec3::new(1.5, 15.5, -0.02),
                Vec2::new(24.0, 23.0),
            ),
            (
                &art.square,
                &art.dark,
                Vec3::new(0.0, 13.0, -0.01),
                Vec2::new(2.5, 22.0),
            ),
            (&art.square, colour, Vec3::ZERO, Vec2::new(28.0, 8.0)),
            (
                &art.triangle,
                colour,
                Vec3::new(1.5, 15.0, 0.01),
                Vec2::new(18.0, 17.0),
            ),
            (
                &art.square,
                &art.outline,
                Vec3::new(0.0, 3.5, 0.02),
                Vec2::new(28.0, 1.5),
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
        // a dark ship as large as a settlement's tile corner, on a light halo so it reads on the
        // dark sea (the robber's look at sea)
        let parts: [(&Handle<Mesh>, &Handle<ColorMaterial>, Vec3, Vec2); 6] = [
            (
                &art.circle,
                &art.shade,
                Vec3::new(3.0, -3.0, -0.03),
                Vec2::splat(24.0),
            ),
            (
                &art.circle,
                &art.white,
                Vec3::new(0.0, 0.0, -0.02),
                Vec2::splat(23.0),
            ),
            (
                &art.square,
                &art.dark,
                Vec3::new(0.0, -10.0, 0.0),
                Vec2::new(44.0, 13.0),
            ),
            (
                &art.triangle,
                &art.dark,
                Vec3::new(0.0, 8.0, 0.01),
                Vec2::new(32.0, 30.0),
            ),
            (
                &art.square,
                &art.dark,
                Vec3::new(0.0, 4.0, 0.01),
                Vec2::new(3.0, 26.0),
            ),
            (
                &art.circle,
                &art.white,
                Vec3::new(0.0, 8.0, 0.02),
                Vec2::new(5.0, 5.0),
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

#[cfg(test)]
mod lying_tests;
#[cfg(test)]
mod pirate_tests;
