//! The board as entities: tiles, number tokens, harbours, the robber, roads and buildings, each
//! naming its core id. They follow the game's [`Applied`] actions and events; a whole position
//! set ([`TableReset`]) is shown anew from the state. How they look is
//! [`crate::game::table::art`]'s job.

use crate::core::wide::State;
use crate::core::wide::Topology;
use crate::core::{Action, EdgeId, Event, FaceId, VertexId};
use crate::core::{HarbourKind, Seat, Terrain};
use crate::game::screens::InGame;
use crate::game::screens::Screen;
use crate::game::session::{Applied, GameSet, Session, TableReset};
use crate::game::table::layout::{HEX, edge_pos, face_pos, harbour_spot, vertex_pos};
use bevy::prelude::*;

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        follow_the_game
            .in_set(GameSet::Sync)
            .run_if(in_state(InGame)),
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

/// A tile of an island nobody may settle and without a number (Cloth for Catan's village
/// islands): drawn muted and labelled by `villages.rs`, never as producing land.
#[derive(Component, Debug)]
#[require(OwnLook)]
pub struct VillageIsland;

/// A sea tile of a board without a sea around its land (sea painted here and there, as an
/// island map from the editor): not drawn, the table's sea shows through (play-test 9: it read
/// as a pale hex between the islands).
#[derive(Component, Debug)]
#[require(OwnLook)]
pub struct PlainSea;

/// A tile `art.rs` does not dress: a village island (`village_islands.rs`) or plain sea.
#[derive(Component, Debug, Default)]
pub struct OwnLook;

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

/// A piece shown with a whole position (a review's step, a loaded game): it stands at once,
/// with no growing in (play-test 8: stepping through a review, each step's pieces started
/// again from nothing and the board looked empty).
#[derive(Component, Debug)]
pub struct ShownWhole;

#[derive(Component, Debug)]
pub struct RoadPiece {
    /// The core's edge id (read by the tests that compare the table with the core).
    #[cfg_attr(not(test), allow(dead_code))]
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

/// The table follows the game: a position set whole is shown anew (a new game's clears the old
/// one's every entity); an action adds the pieces it built and moves the robber its events say.
/// The ships and the fog follow the same messages (`ships.rs`, `fog.rs`).
fn follow_the_game(
    mut commands: Commands,
    session: Res<Session>,
    mut resets: MessageReader<TableReset>,
    mut applied: MessageReader<Applied>,
    everything: Query<Entity, With<OnBoard>>,
    ours: Query<
        Entity,
        (
            With<OnBoard>,
            Or<(
                With<Tile>,
                With<Token>,
                With<Harbour>,
                With<Robber>,
                With<RoadPiece>,
                With<Building>,
            )>,
        ),
    >,
    buildings: Query<(Entity, &Building)>,
    mut robber: Query<&mut Robber>,
) {
    if let Some(new_game) = reset_asked(&mut resets) {
        applied.clear();
        let old: Vec<Entity> = if new_game {
            everything.iter().collect()
        } else {
            ours.iter().collect()
        };
        for e in old {
            commands.entity(e).try_despawn();
        }
        spawn_board(&mut commands, &session.game.state);
        spawn_pieces(&mut commands, &session.game.state);
        return;
    }
    let topo = &session.game.state.board.topo;
    // buildings spawned in this run (several actions may come in one frame): not yet queried
    let mut fresh: Vec<(VertexId, Entity)> = Vec::new();
    for a in applied.read() {
        let built = match a.action {
            Action::BuildSettlement(v) => Some((v, false)),
            Action::BuildCity(v) => Some((v, true)),
            Action::BuildRoad(e) => {
                spawn_road(&mut commands, topo, e, a.seat);
                None
            }
            _ => None,
        };
        if let Some((v, city)) = built {
            // a city stands where the settlement stood
            let old = buildings
                .iter()
                .filter(|(_, b)| b.vertex == v)
                .map(|(e, _)| e);
            let new = fresh.iter().filter(|(at, _)| *at == v).map(|(_, e)| *e);
            for e in old.chain(new).collect::<Vec<_>>() {
                commands.entity(e).try_despawn();
            }
            fresh.retain(|(at, _)| *at != v);
            fresh.push((v, spawn_building(&mut commands, topo, v, a.seat, city)));
        }
        for e in a.events.as_slice() {
            if let Event::RobberMoved(f) = *e {
                for mut r in &mut robber {
                    r.face = f;
                }
            }
        }
    }
}

/// Whether a whole position was set since the last look (`Some(true)`: a new game).
pub(crate) fn reset_asked(resets: &mut MessageReader<TableReset>) -> Option<bool> {
    resets
        .read()
        .fold(None, |any, r| Some(any.unwrap_or(false) | r.new_game))
}

/// The board of `state`: its tiles (but those still face down: `fog.rs` shows them), number
/// tokens, harbours and the robber.
fn spawn_board(commands: &mut Commands, state: &State) {
    let board = &state.board;
    let topo = &board.topo;
    let fog = state.sea().map(|s| s.fog).unwrap_or_default();
    let unsettled = unsettled_faces(board);
    let framed = sea_framed(board);
    for f in 0..topo.num_faces() as u16 {
        if fog.contains(f as usize) {
            // face down: the fog's own tile (table/fog.rs) until it turns over
            continue;
        }
        let p = face_pos(topo, FaceId(f));
        let tile = commands
            .spawn((
                OnBoard,
                Tile {
                    face: FaceId(f),
                    terrain: board.terrain[f as usize],
                },
                Transform::from_translation(p.extend(z::TILE)),
            ))
            .id();
        let n = board.number[f as usize];
        if n == 0 && unsettled.contains(f as usize) {
            commands.entity(tile).insert(VillageIsland);
        }
        if board.terrain[f as usize] == Terrain::Sea && !framed {
            commands.entity(tile).insert(PlainSea);
        }
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
        let (Some(f), Some(spot)) = (topo.face_at(h.at.0, h.at.1), harbour_spot(topo, h)) else {
            continue;
        };
        commands.spawn((
            OnBoard,
            Harbour {
                edge: topo.edge_of(f, h.side),
                kind: h.kind,
            },
            Transform::from_translation(spot.extend(z::HARBOUR)),
        ));
    }
    commands.spawn((
        OnBoard,
        Robber { face: state.robber },
        Transform::from_translation(robber_spot(topo, state.robber).extend(z::ROBBER)),
    ));
}

/// Whether the board's sea tiles frame its land: every land tile's six neighbours are tiles.
pub(crate) fn sea_framed(board: &crate::core::wide::Board) -> bool {
    let topo = &board.topo;
    let steps = [(1, 0), (-1, 0), (0, 1), (0, -1), (1, -1), (-1, 1)];
    (0..topo.face_coords.len())
        .filter(|&f| board.terrain[f] != Terrain::Sea)
        .all(|f| {
            let (q, r) = topo.face_coords[f];
            steps
                .iter()
                .all(|(dq, dr)| topo.face_at(q + dq, r + dr).is_some())
        })
}

/// The land tiles of islands nobody may settle.
fn unsettled_faces(board: &crate::core::wide::Board) -> crate::core::wide::Bits {
    let mut out = crate::core::wide::Bits::default();
    for i in board
        .sea
        .iter()
        .flat_map(|s| &s.islands)
        .filter(|i| !i.settle)
    {
        out |= i.faces;
    }
    out
}

/// Where the robber stands on a face (beside the number token).
pub fn robber_spot(topo: &Topology, f: FaceId) -> Vec2 {
    face_pos(topo, f) + Vec2::new(-HEX * 0.42, HEX * 0.05)
}

/// Every road, settlement and city of `state`.
fn spawn_pieces(commands: &mut Commands, state: &State) {
    let topo = &state.board.topo;
    for p in 0..state.num_players {
        let ps = &state.players[p as usize];
        for e in ps.roads.iter() {
            let road = spawn_road(commands, topo, EdgeId::at(e), Seat(p));
            commands.entity(road).insert(ShownWhole);
        }
        for (bits, city) in [(ps.settlements, false), (ps.cities, true)] {
            for v in bits.iter() {
                let b = spawn_building(commands, topo, VertexId::at(v), Seat(p), city);
                commands.entity(b).insert(ShownWhole);
            }
        }
    }
}

fn spawn_road(commands: &mut Commands, topo: &Topology, edge: EdgeId, seat: Seat) -> Entity {
    let (mid, angle) = edge_pos(topo, edge);
    commands
        .spawn((
            OnBoard,
            RoadPiece { edge, seat },
            Transform::from_translation(mid.extend(z::ROAD))
                .with_rotation(Quat::from_rotation_z(angle)),
        ))
        .id()
}

fn spawn_building(
    commands: &mut Commands,
    topo: &Topology,
    vertex: VertexId,
    seat: Seat,
    city: bool,
) -> Entity {
    commands
        .spawn((
            OnBoard,
            Building { vertex, seat, city },
            Transform::from_translation(vertex_pos(topo, vertex).extend(z::BUILDING)),
        ))
        .id()
}
