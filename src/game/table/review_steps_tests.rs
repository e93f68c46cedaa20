//! The review stepped from the start (⏮ then ▶ or Play) shows each step's pieces in full
//! (play-test 8: at steps 7 and 17 the log and the rows had two settlements each and the board
//! none — every step's pieces were shown anew and started growing in again from nothing).

use crate::core::{EdgeId, Seat, VertexId};
use crate::game::review::Reviewing;
use crate::game::session::Session;
use crate::game::table::anim::{grow_popping, pop_new_pieces};
use crate::game::table::pieces::{Building, RoadPiece};
use crate::game::tests::app_with;
use bevy::prelude::*;
use std::collections::BTreeSet;

/// The roads and buildings on the table, each with its size on screen.
fn shown(world: &mut World) -> (BTreeSet<(EdgeId, Seat)>, BTreeSet<(VertexId, bool)>, f32) {
    let mut q = world.query::<(&RoadPiece, &Transform)>();
    let mut smallest = f32::MAX;
    let mut roads = BTreeSet::new();
    for (r, tf) in q.iter(world) {
        roads.insert((r.edge, r.seat));
        smallest = smallest.min(tf.scale.x);
    }
    let mut q = world.query::<(&Building, &Transform)>();
    let mut buildings = BTreeSet::new();
    for (b, tf) in q.iter(world) {
        buildings.insert((b.vertex, b.city));
        smallest = smallest.min(tf.scale.x);
    }
    (roads, buildings, smallest)
}

#[test]
fn the_review_stepped_from_the_start_shows_every_piece_in_full() {
    let mut app = app_with(&["ai", "ai", "ai"], 5, None);
    app.add_systems(
        Update,
        (pop_new_pieces, grow_popping)
            .chain()
            .after(crate::game::session::GameSet::Sync),
    );
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
    let mut pieces_seen = 0;
    for k in 0..=40 {
        let mut session = app.world_mut().resource_mut::<Session>();
        let reset = r.go(&mut session, k);
        app.world_mut().write_message(reset);
        app.update();
        let world = app.world_mut();
        let state = world.resource::<Session>().game.state.clone();
        let (roads, buildings, smallest) = shown(world);
        let mut want_roads = BTreeSet::new();
        let mut want_buildings = BTreeSet::new();
        for p in Seat::all(state.num_players) {
            let ps = &state.players[p.index()];
            want_roads.extend(ps.roads.iter().map(|e| (EdgeId::at(e), p)));
            want_buildings.extend(ps.settlements.iter().map(|v| (VertexId::at(v), false)));
            want_buildings.extend(ps.cities.iter().map(|v| (VertexId::at(v), true)));
        }
        assert_eq!(roads, want_roads, "step {k}");
        assert_eq!(buildings, want_buildings, "step {k}");
        if !roads.is_empty() {
            assert!(smallest > 0.99, "step {k}: a piece at size {smallest}");
        }
        pieces_seen = pieces_seen.max(roads.len() + buildings.len());
    }
    assert!(
        pieces_seen >= 12,
        "the opening's pieces were stepped through"
    );
}
