//! The table follows the game's messages only: a Seafarers game played through the app keeps
//! its ships, pirate and face-down tiles as the core has them (ships sail, tiles flip), and the
//! review's steps back and forth show each step's position whole.

use crate::core::{EdgeId, FaceId, Seat, VertexId};
use crate::game::review::Reviewing;
use crate::game::screens::Screen;
use crate::game::session::{Session, TableReset};
use crate::game::settings::{AiSpeed, Settings, new_game_from_flags};
use crate::game::table::fog::{Flip, FogTile};
use crate::game::table::pieces::{Building, OnBoard, RoadPiece, Robber, Tile};
use crate::game::table::ships::{Pirate, Sailing, ShipPiece};
use bevy::prelude::*;
use bevy::state::app::StatesPlugin;
use std::collections::BTreeSet;

/// Four computers on a Seafarers scenario (`boards/seafarers/NAME.ron`), at instant speed.
fn seafarers_app(name: &str, seed: u64) -> App {
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, StatesPlugin));
    // a game on screen: its session lives in `InGame`
    app.insert_state(Screen::Playing);
    crate::game::logic_plugins(&mut app);
    app.insert_resource(Settings {
        speed: AiSpeed::Instant,
        ..default()
    });
    let board = format!("{}/boards/seafarers/{name}.ron", env!("CARGO_MANIFEST_DIR"));
    let players: Vec<String> = ["ai", "ai", "ai", "ai"].map(String::from).to_vec();
    let game = new_game_from_flags(&players, Some(&board), None, seed).unwrap();
    let (session, computers) = Session::start(game, None).unwrap();
    app.insert_resource(session);
    app.insert_resource(computers);
    app
}

/// What the table shows of the pieces: roads, buildings, ships (by owner), the robber, the
/// pirate.
#[derive(Debug, PartialEq, Eq)]
struct Shown {
    roads: BTreeSet<(EdgeId, Seat)>,
    buildings: BTreeSet<(VertexId, Seat, bool)>,
    ships: BTreeSet<(EdgeId, Seat)>,
    robber: Vec<FaceId>,
    pirate: Vec<FaceId>,
}

fn on_table(world: &mut World) -> Shown {
    let mut q = world.query::<&RoadPiece>();
    let roads = q.iter(world).map(|r| (r.edge, r.seat)).collect();
    let mut q = world.query::<&Building>();
    let buildings = q.iter(world).map(|b| (b.vertex, b.seat, b.city)).collect();
    let mut q = world.query::<&ShipPiece>();
    let ships = q.iter(world).map(|s| (s.edge, s.seat)).collect();
    let mut q = world.query::<&Robber>();
    let robber = q.iter(world).map(|r| r.face).collect();
    let mut q = world.query::<&Pirate>();
    let pirate = q.iter(world).map(|p| p.face).collect();
    Shown {
        roads,
        buildings,
        ships,
        robber,
        pirate,
    }
}

fn in_core(world: &World) -> Shown {
    let state = &world.resource::<Session>().game.state;
    let mut shown = Shown {
        roads: BTreeSet::new(),
        buildings: BTreeSet::new(),
        ships: BTreeSet::new(),
        robber: vec![state.robber],
        pirate: state.sea().and_then(|s| s.pirate).into_iter().collect(),
    };
    for p in Seat::all(state.num_players) {
        let ps = &state.players[p.index()];
        shown
            .roads
            .extend(ps.roads.iter().map(|e| (EdgeId::at(e), p)));
        let settlements = ps.settlements.iter().map(|v| (VertexId::at(v), p, false));
        shown.buildings.extend(settlements);
        let cities = ps.cities.iter().map(|v| (VertexId::at(v), p, true));
        shown.buildings.extend(cities);
        if let Some(sea) = state.sea() {
            let ships = sea.ships[p.index()].iter().map(|e| (EdgeId::at(e), p));
            shown.ships.extend(ships);
        }
    }
    shown
}

/// The faces of the tiles still shown face down (not turning over, not turned).
fn face_down(world: &mut World) -> BTreeSet<FaceId> {
    let mut q = world.query_filtered::<(&FogTile, Option<&Children>), ()>();
    q.iter(world)
        .filter(|(_, children)| children.is_none_or(|c| c.is_empty()))
        .map(|(t, _)| t.face)
        .collect()
}

fn fog_in_core(world: &World) -> BTreeSet<FaceId> {
    let state = &world.resource::<Session>().game.state;
    let fog = state.sea().map(|s| s.fog).unwrap_or_default();
    fog.iter().map(FaceId::at).collect()
}

/// Fog Islands played to the end through the app: after every frame the pieces, ships, robber
/// and pirate on the table are the core's, moved ships sail and reached tiles turn over.
#[test]
fn a_seafarers_game_on_the_table_follows_the_core_events() {
    let mut app = seafarers_app("fog-islands", 4);
    let (mut sailed, mut flipped) = (0, 0);
    let mut frames = 0;
    while !app.world().resource::<Session>().game.state.is_over() && frames < 20_000 {
        app.update();
        frames += 1;
        let world = app.world_mut();
        assert_eq!(on_table(world), in_core(world), "frame {frames}");
        let down = face_down(world);
        // a tile the core turned over this frame starts flipping (its look changes in the
        // flip's first half); none is shown face down that the core has turned over for long
        assert!(
            fog_in_core(world).is_subset(&down) || frames < 2,
            "frame {frames}"
        );
        let mut q = world.query::<&Sailing>();
        sailed += q.iter(world).count();
        // a tile the core turned over is turning over, or turned, on the table
        let core_fog = fog_in_core(world);
        let mut q = world.query::<(&FogTile, Has<Flip>, Option<&Children>)>();
        for (tile, turning, children) in q.iter(world) {
            if !core_fog.contains(&tile.face) {
                assert!(turning || children.is_some(), "{tile:?} turns over");
                flipped += usize::from(turning);
            }
        }
    }
    let s = app.world().resource::<Session>();
    assert!(s.game.state.is_over());
    let moves = s.game.record.steps.iter();
    let moves = moves.filter(|st| matches!(st.action, crate::core::Action::MoveShip { .. }));
    assert!(moves.count() > 0, "the game moved a ship");
    assert!(sailed > 0, "a moved ship sailed");
    assert!(flipped > 0, "a tile turned over");
}

/// The review's steps, back and forth, show each step's position whole (a `TableReset`): the
/// pieces and the tiles still face down are the step's.
#[test]
fn the_review_steps_back_and_forth_and_the_table_shows_each_step() {
    let mut app = seafarers_app("fog-islands", 4);
    let mut frames = 0;
    while !app.world().resource::<Session>().game.state.is_over() && frames < 20_000 {
        app.update();
        frames += 1;
    }
    let mut r = Reviewing::start(
        app.world().resource::<Session>(),
        crate::game::i18n::Lang::English,
    )
    .unwrap();
    let n = r.steps();
    for k in [n / 2, n / 5, n - 1, 30, n / 3] {
        let mut session = app.world_mut().resource_mut::<Session>();
        let reset = r.go(&mut session, k);
        app.world_mut().write_message(reset);
        app.update();
        let world = app.world_mut();
        assert_eq!(on_table(world), in_core(world), "step {k}");
        assert_eq!(face_down(world), fog_in_core(world), "step {k}");
        // every face shown once: a tile, or a tile still face down
        let mut q = world.query_filtered::<(), (With<Tile>, With<OnBoard>)>();
        let tiles = q.iter(world).count();
        let faces = world.resource::<Session>().game.state.board.num_faces();
        assert_eq!(tiles + fog_in_core(world).len(), faces, "step {k}");
    }
    let mut session = app.world_mut().resource_mut::<Session>();
    let reset = r.close(&mut session);
    assert_eq!(reset, TableReset { new_game: false });
    app.world_mut().write_message(reset);
    app.update();
    let world = app.world_mut();
    assert_eq!(on_table(world), in_core(world), "the game's own position");
}
