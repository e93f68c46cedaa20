//! A ship lies along its side (play-test 9: an upright ship floated between tiles and nobody
//! could tell which side it was on), and a village island's tiles are marked, without tokens.

use crate::core::FaceId;
use crate::game::screens::Screen;
use crate::game::session::Session;
use crate::game::settings::{AiSpeed, Settings, new_game_from_flags};
use crate::game::table::layout::{edge_pos, face_pos};
use crate::game::table::pieces::{Tile, Token, VillageIsland};
use crate::game::table::ships::{Sailing, ShipPiece};
use bevy::prelude::*;
use bevy::state::app::StatesPlugin;

/// Four computers on Cloth for Catan at instant speed, headless.
fn cloth_app() -> App {
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, StatesPlugin));
    app.insert_state(Screen::Playing);
    crate::game::logic_plugins(&mut app);
    app.insert_resource(Settings {
        speed: AiSpeed::Instant,
        ..default()
    });
    let board = format!(
        "{}/boards/seafarers/cloth-for-catan.ron",
        env!("CARGO_MANIFEST_DIR")
    );
    let players: Vec<String> = ["ai"; 4].map(String::from).to_vec();
    let game = new_game_from_flags(&players, Some(&board), None, 5).unwrap();
    let (session, computers) = Session::start(game, None).unwrap();
    app.insert_resource(session);
    app.insert_resource(computers);
    app
}

#[test]
fn every_ship_lies_along_its_side_with_its_sail_up() {
    let mut app = cloth_app();
    let mut checked = 0;
    for _ in 0..4_000 {
        app.update();
        let world = app.world_mut();
        let topo = world.resource::<Session>().game.state.board().topo.clone();
        let mut q = world.query_filtered::<(&ShipPiece, &Transform), Without<Sailing>>();
        for (ship, tf) in q.iter(world) {
            let (mid, angle) = edge_pos(&topo, ship.edge);
            let along = Vec2::new(angle.cos(), angle.sin());
            let hull = (tf.rotation * Vec3::X).truncate();
            let up = (tf.rotation * Vec3::Y).truncate();
            assert!(
                hull.perp_dot(along).abs() < 1e-3,
                "hull {hull} not along {along}"
            );
            assert!(up.y > -1e-3, "sail points down: {up}");
            assert!(tf.translation.truncate().distance(mid) < 1e-3);
            checked += 1;
        }
        if checked > 200 {
            break;
        }
    }
    assert!(checked > 0, "no ship was built");
}

#[test]
fn the_village_islands_are_marked_and_carry_no_token() {
    let mut app = cloth_app();
    app.update();
    let world = app.world_mut();
    let board = world.resource::<Session>().game.state.board().clone();
    let mut q = world.query_filtered::<&Tile, With<VillageIsland>>();
    let mut marked: Vec<FaceId> = q.iter(world).map(|t| t.face).collect();
    marked.sort();
    let numberless: Vec<FaceId> = (0..board.terrain.len())
        .map(FaceId::at)
        .filter(|f| board.land.contains(f.index()) && board.number[f.index()] == 0)
        .collect();
    assert_eq!(marked.len(), 4, "the four small islands: {marked:?}");
    assert_eq!(marked, numberless);
    let mut t = world.query_filtered::<&Transform, With<Token>>();
    let tokens: Vec<Vec2> = t.iter(world).map(|tf| tf.translation.truncate()).collect();
    for f in marked {
        let at = face_pos(&board.topo, f);
        assert!(
            tokens.iter().all(|t| t.distance(at) > 1.0),
            "a token on {f:?}"
        );
    }
}
