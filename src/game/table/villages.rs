//! Cloth for Catan's villages on the table: at each village's corner a dark disc with its number,
//! the cloth it still holds beneath ("Cloth 4"), and a dot in each trading seat's colour. The
//! marks follow the state: a village whose cloth or traders changed is drawn again.

use crate::core::Seat;
use crate::core::wide::State;
use crate::game::assets::GameAssets;
use crate::game::i18n::{Arg, tr_args};
use crate::game::screens::InGame;
use crate::game::session::{GameSet, Session};
use crate::game::settings::Settings;
use crate::game::table::art::Art;
use crate::game::table::layout::vertex_pos;
use crate::game::table::pieces::{OnBoard, z};
use bevy::prelude::*;

pub(crate) fn plugin(app: &mut App) {
    crate::game::table::village_islands::plugin(app);
    app.add_systems(
        Update,
        show_villages
            .after(GameSet::Sync)
            .run_if(in_state(InGame))
            .run_if(resource_exists::<Art>)
            .run_if(resource_exists::<GameAssets>),
    );
}

/// A village's mark: which village, and what it shows (cloth held, traders' bits).
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct VillageMark {
    pub index: usize,
    pub cloth: u8,
    pub traders: u8,
}

/// The marks the state asks for: one a village of a Cloth for Catan board, none otherwise.
pub(crate) fn village_marks(state: &State) -> Vec<VillageMark> {
    let (Some(map), Some(cloth)) = (
        state.board.sea.as_ref().and_then(|s| s.cloth.as_ref()),
        state.sea().and_then(|s| s.cloth.as_deref()),
    ) else {
        return Vec::new();
    };
    (0..map.villages.len())
        .map(|index| VillageMark {
            index,
            cloth: cloth.villages.get(index).copied().unwrap_or(0),
            traders: cloth.traders.get(index).copied().unwrap_or(0),
        })
        .collect()
}

/// Draws the marks anew where a village's cloth or traders changed (and all of them when the
/// board changed).
fn show_villages(
    mut commands: Commands,
    session: Res<Session>,
    art: Res<Art>,
    assets: Res<GameAssets>,
    settings: Res<Settings>,
    shown: Query<(Entity, &VillageMark)>,
) {
    let state = &session.game.state;
    let want = village_marks(state);
    let mut have: Vec<(Entity, VillageMark)> = shown.iter().map(|(e, m)| (e, *m)).collect();
    if have.len() != want.len() {
        for (e, _) in have.drain(..) {
            commands.entity(e).try_despawn();
        }
    }
    let Some(map) = state.board.sea.as_ref().and_then(|s| s.cloth.as_ref()) else {
        return;
    };
    for mark in want {
        let old = have.iter().find(|(_, m)| m.index == mark.index);
        if old.is_some_and(|(_, m)| *m == mark) {
            continue;
        }
        if let Some((e, _)) = old {
            commands.entity(*e).try_despawn();
        }
        let village = &map.villages[mark.index];
        let at = vertex_pos(&state.board.topo, village.vertex);
        let label = tr_args(
            settings.lang,
            "cloth-short",
            &[("n", Arg::Number(mark.cloth as i64))],
        );
        let n = state.num_players();
        spawn_mark(
            &mut commands,
            (&art, &assets),
            at,
            (mark, village.number),
            label,
            n,
        );
    }
}

/// One village's mark at `at`: the disc with its number, the cloth label, the traders' dots.
fn spawn_mark(
    commands: &mut Commands,
    (art, assets): (&Art, &GameAssets),
    at: Vec2,
    (mark, number): (VillageMark, u8),
    label: String,
    seats: u8,
) {
    let text = |s: String, size: f32, color: Color, y: f32| {
        (
            Text2d::new(s),
            TextFont {
                font: assets.bold.clone().into(),
                font_size: size.into(),
                ..default()
            },
            TextColor(color),
            Transform::from_xyz(0.0, y, 0.02),
        )
    };
    commands
        .spawn((
            OnBoard,
            mark,
            Transform::from_translation(at.extend(z::BUILDING - 0.2)),
            Visibility::default(),
        ))
        .with_children(|c| {
            let disc = |size: f32, z: f32| {
                Transform::from_xyz(0.0, 0.0, z).with_scale(Vec3::new(size, size, 1.0))
            };
            c.spawn((
                Mesh2d(art.circle.clone()),
                MeshMaterial2d(art.sand.clone()),
                disc(15.0, 0.0),
            ));
            c.spawn((
                Mesh2d(art.circle.clone()),
                MeshMaterial2d(art.dark.clone()),
                disc(13.0, 0.01),
            ));
            c.spawn(text(number.to_string(), 15.0, Color::WHITE, 0.0));
            let pill = Vec3::new(label.chars().count() as f32 * 7.5 + 8.0, 16.0, 1.0);
            c.spawn((
                Mesh2d(art.square.clone()),
                MeshMaterial2d(art.pill.clone()),
                Transform::from_xyz(0.0, -24.0, 0.0).with_scale(pill),
            ));
            c.spawn(text(label, 12.0, Color::WHITE, -24.0));
            let traders: Vec<Seat> = Seat::all(seats)
                .filter(|s| mark.traders & (1 << s.index()) != 0)
                .collect();
            let first = -(traders.len() as f32 - 1.0) * 6.0;
            for (k, s) in traders.into_iter().enumerate() {
                c.spawn((
                    Mesh2d(art.circle.clone()),
                    MeshMaterial2d(art.seat[s.index() % art.seat.len()].clone()),
                    Transform::from_xyz(first + k as f32 * 12.0, 19.0, 0.03)
                        .with_scale(Vec3::new(5.0, 5.0, 1.0)),
                ));
            }
        });
}

#[cfg(test)]
#[path = "villages_tests.rs"]
mod tests;
