//! The board as entities: tiles, number tokens, harbours, the robber, roads and buildings, each
//! naming its core id. They follow the core state; how they look is [`crate::game::table::art`]'s job.

use crate::core::{EdgeId, FaceId, VertexId};
use crate::core::{HarbourKind, Seat, Terrain};
use crate::game::Screen;
use crate::game::session::{GameSet, Session};
use crate::game::table::layout::{HEX, edge_pos, face_pos, vertex_pos};
use bevy::prelude::*;

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (spawn_board_for_new_game, sync_pieces_with_state)
            .chain()
            .in_set(GameSet::Sync)
            .run_if(resource_exists::<Session>),
    );
}

/// Every entity of the board carries this: a new game clears the old board, and the board goes
/// when the menu opens (it stays on the game-over screen).
#[derive(Component)]
#[require(DespawnOnEnter<Screen> = DespawnOnEnter(Screen::Menu))]
pub struct OnBoard;

#[derive(Component, Debug)]
pub struct Tile {
    /// The core's face id (read by the tests that compare the table with the core).
    #[cfg_attr(not(test), allow(dead_code))]
    pub face: FaceId,
    pub terrain: Terrain,
}

#[derive(Component, Debug)]
pub struct Token {
    /// The core's face id (read by the tests that compare the table with the core).
    #[cfg_attr(not(test), allow(dead_code))]
    pub face: FaceId,
    pub number: u8,
}

#[derive(Component, Debug)]
pub struct Harbour {
    pub edge: EdgeId,
    pub kind: HarbourKind,
}

#[derive(Component, Debug)]
pub struct Robber {
    pub face: FaceId,
}

#[derive(Component, Debug)]
pub struct RoadPiece {
    pub edge: EdgeId,
    pub seat: Seat,
}

#[derive(Component, Debug)]
pub struct Building {
    pub vertex: VertexId,
    pub seat: Seat,
    pub city: bool,
}

/// The world depth of each kind of thing.
pub mod z {
    pub const TILE: f32 = 0.0;
    pub const HARBOUR: f32 = 0.5;
    pub const TOKEN: f32 = 1.0;
    pub const ROAD: f32 = 2.0;
    /// "+2 grain" over the tiles: under the buildings, so a settlement is never hidden.
    pub const GAIN: f32 = 2.5;
    pub const BUILDING: f32 = 3.0;
    pub const ROBBER: f32 = 4.0;
    pub const SPOT: f32 = 5.0;
    pub const FLYING: f32 = 6.0;
    pub const LABEL: f32 = 7.0;
}

fn spawn_board_for_new_game(
    mut commands: Commands,
    session: Res<Session>,
    mut built_for: Local<Option<u64>>,
    old: Query<Entity, With<OnBoard>>,
) {
    if *built_for == Some(session.id) {
        return;
    }
    *built_for = Some(session.id);
    for e in &old {
        commands.entity(e).despawn();
    }
    let board = &session.game.state.board;
    let topo = &board.topo;
    let fog = session.game.state.sea().map(|s| s.fog).unwrap_or_default();
    for f in 0..topo.num_faces() as u8 {
        if fog.contains(f as usize) {
            // face down: the fog's own tile (table/fog.rs) until it turns over
            continue;
        }
        let p = face_pos(topo, FaceId(f));
        commands.spawn((
            OnBoard,
            Tile {
                face: FaceId(f),
                terrain: board.terrain[f as usize],
            },
            Transform::from_translation(p.extend(z::TILE)),
        ));
        let n = board.number[f as usize];
        if n > 0 {
            commands.spawn((
                OnBoard,
                Token {
                    face: FaceId(f),
                    number: n,
                },
                Transform::from_translation(p.extend(z::TOKEN)),
            ));
        }
    }
    for h in &board.file.harbours {
        let Some(f) = topo.face_at(h.at.0, h.at.1) else {
            continue;
        };
        let e = topo.edge_of(f, h.side);
        let (mid, _) = edge_pos(topo, e);
        let outward = (mid - face_pos(topo, f)).normalize_or_zero();
        commands.spawn((
            OnBoard,
            Harbour {
                edge: e,
                kind: h.kind,
            },
            Transform::from_translation((mid + outward * HEX * 0.55).extend(z::HARBOUR)),
        ));
    }
    commands.spawn((
        OnBoard,
        Robber {
            face: session.game.state.robber,
        },
        Transform::from_translation(robber_spot(topo, session.game.state.robber).extend(z::ROBBER)),
    ));
}

/// Where the robber stands on a face (beside the number token).
pub fn robber_spot(topo: &crate::core::topology::Topology, f: FaceId) -> Vec2 {
    face_pos(topo, f) + Vec2::new(-HEX * 0.42, HEX * 0.05)
}

/// Spawn what the state has and the table lacks, despawn what the state no longer has.
fn sync_pieces_with_state(
    mut commands: Commands,
    session: Res<Session>,
    mut synced: Local<Option<(u64, u64)>>,
    roads: Query<(Entity, &RoadPiece)>,
    buildings: Query<(Entity, &Building)>,
    mut robber: Query<&mut Robber>,
) {
    let key = (session.id, session.version);
    if *synced == Some(key) {
        return;
    }
    let fresh = synced.map(|(id, _)| id) != Some(session.id);
    *synced = Some(key);
    let state = &session.game.state;
    sync_roads(&mut commands, state, fresh, &roads);
    sync_buildings(&mut commands, state, fresh, &buildings);
    for mut r in &mut robber {
        if r.face != state.robber {
            r.face = state.robber;
        }
    }
}

/// The roads: kept while their owner still has them (all anew for a new game).
fn sync_roads(
    commands: &mut Commands,
    state: &crate::core::State,
    fresh: bool,
    roads: &Query<(Entity, &RoadPiece)>,
) {
    let topo = &state.board.topo;
    let mut have_roads = crate::core::Bits::EMPTY;
    if !fresh {
        for (e, r) in roads {
            if state.road_owner(r.edge) == Some(r.seat) {
                have_roads.insert(r.edge.index());
            } else {
                commands.entity(e).despawn();
            }
        }
    }
    for p in 0..state.num_players {
        for e in state.players[p as usize].roads.iter() {
            if !have_roads.contains(e) {
                let (mid, angle) = edge_pos(topo, EdgeId(e as u8));
                commands.spawn((
                    OnBoard,
                    RoadPiece {
                        edge: EdgeId(e as u8),
                        seat: Seat(p),
                    },
                    Transform::from_translation(mid.extend(z::ROAD))
                        .with_rotation(Quat::from_rotation_z(angle)),
                ));
            }
        }
    }
}

/// The settlements and cities: a settlement become a city is a new piece.
fn sync_buildings(
    commands: &mut Commands,
    state: &crate::core::State,
    fresh: bool,
    buildings: &Query<(Entity, &Building)>,
) {
    let topo = &state.board.topo;
    let mut have = crate::core::Bits::EMPTY;
    if !fresh {
        for (e, b) in buildings {
            let ps = &state.players[b.seat.index()];
            let still = if b.city {
                ps.cities.contains(b.vertex.index())
            } else {
                ps.settlements.contains(b.vertex.index())
            };
            if still {
                have.insert(b.vertex.index());
            } else {
                commands.entity(e).despawn();
            }
        }
    }
    for p in 0..state.num_players {
        let ps = &state.players[p as usize];
        for (bits, city) in [(ps.settlements, false), (ps.cities, true)] {
            for v in bits.iter() {
                if !have.contains(v) {
                    commands.spawn((
                        OnBoard,
                        Building {
                            vertex: VertexId(v as u8),
                            seat: Seat(p),
                            city,
                        },
                        Transform::from_translation(
                            vertex_pos(topo, VertexId(v as u8)).extend(z::BUILDING),
                        ),
                    ));
                }
            }
        }
    }
}
