//! In a review, the search player's better move at the step shown, ringed on the board (a corner,
//! an edge or a tile), so the second opinion is seen where it would have been played.

use crate::core::Action;
use crate::game::review::Reviewing;
use crate::game::screens::InGame;
use crate::game::session::Session;
use crate::game::table::art::Art;
use crate::game::table::layout::{HEX, edge_pos, face_pos, vertex_pos};
use crate::game::table::pieces::{OnBoard, z};
use bevy::prelude::*;

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (mark_better_move, pulse_mark).run_if(in_state(InGame)),
    );
}

/// The ring around the better move.
#[derive(Component)]
pub struct BetterMove {
    radius: f32,
    age: f32,
}

/// Where on the board an action is played, and a ring's size for it.
pub fn spot_of(topo: &crate::core::wide::Topology, a: &Action) -> Option<(Vec2, f32)> {
    match *a {
        Action::BuildSettlement(v) | Action::BuildCity(v) => Some((vertex_pos(topo, v), 22.0)),
        Action::BuildRoad(e) => Some((edge_pos(topo, e).0, 20.0)),
        Action::MoveRobber { face, .. } => Some((face_pos(topo, face), HEX * 0.6)),
        _ => None,
    }
}

fn mark_better_move(
    mut commands: Commands,
    session: Res<Session>,
    reviewing: Option<Res<Reviewing>>,
    art: Option<Res<Art>>,
    marks: Query<Entity, With<BetterMove>>,
    mut shown: Local<Option<(u64, usize, Option<Action>)>>,
) {
    let better = reviewing.as_ref().and_then(|r| {
        r.decision_here()
            .filter(|d| d.clearly_better())
            .map(|d| d.best_action)
    });
    let key = reviewing.as_ref().map(|r| (session.id, r.step, better));
    if *shown == key {
        return;
    }
    *shown = key;
    for m in &marks {
        commands.entity(m).despawn();
    }
    let (Some(a), Some(art)) = (better, art) else {
        return;
    };
    if let Some((at, radius)) = spot_of(&session.game.state.board.topo, &a) {
        commands.spawn((
            OnBoard,
            BetterMove { radius, age: 0.0 },
            Mesh2d(art.ring.clone()),
            MeshMaterial2d(art.spot_hover.clone()),
            Transform::from_translation(at.extend(z::SPOT - 0.05)).with_scale(Vec3::splat(radius)),
        ));
    }
}

fn pulse_mark(time: Res<Time>, mut q: Query<(&mut BetterMove, &mut Transform)>) {
    for (mut m, mut tf) in &mut q {
        m.age += time.delta_secs();
        tf.scale = Vec3::splat(m.radius * (1.0 + 0.18 * (m.age * 5.0).sin()));
    }
}
