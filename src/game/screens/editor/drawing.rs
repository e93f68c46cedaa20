//! The board being edited, drawn: the sea slots one can click, the tiles (ringed red when a
//! problem concerns them) with their numbers and coordinates, the harbours, the robber, and a
//! Seafarers board's fog, islands and pirate.

use super::{EditorState, EditorView};
use crate::core::{HarbourKind, Terrain};
use crate::editor::BoardEditor;
use crate::game::assets::GameAssets;
use crate::game::table::art::Art;
use crate::game::table::layout::{HEX, hex_center};
use bevy::prelude::*;
use std::collections::BTreeSet;

/// Draw the board again when the editor's version changed.
pub(super) fn draw_board_being_edited(
    mut commands: Commands,
    mut state: ResMut<EditorState>,
    art: Option<Res<Art>>,
    assets: Option<Res<GameAssets>>,
    view: Query<Entity, With<EditorView>>,
) {
    let (Some(art), Some(assets)) = (art, assets) else {
        return;
    };
    if state.drawn == Some(state.ed.version) {
        return;
    }
    state.drawn = Some(state.ed.version);
    for e in &view {
        commands.entity(e).despawn();
    }
    let flagged: BTreeSet<(i32, i32)> = state.problems().into_iter().flat_map(|p| p.at).collect();
    for at in state.sea_slots() {
        commands.spawn((
            EditorView,
            Mesh2d(art.hex.clone()),
            MeshMaterial2d(art.sea_slot.clone()),
            Transform::from_translation(hex_center(at).extend(-1.0))
                .with_scale(Vec3::new(0.97, 0.97, 1.0)),
        ));
    }
    let ed = &state.ed;
    for t in &ed.file.tiles {
        spawn_tile(&mut commands, &art, &assets, t, flagged.contains(&t.at));
    }
    for h in &ed.file.harbours {
        spawn_harbour(&mut commands, &art, &assets, h);
    }
    spawn_robber(&mut commands, &art, ed);
    spawn_sea_marks(&mut commands, &art, &assets, ed);
}

/// Seafarers' marks: fog (a grey veil with what it hides), home islands (a house), island
/// points (+N), the pirate's start (a dark ship).
fn spawn_sea_marks(commands: &mut Commands, art: &Art, assets: &GameAssets, ed: &BoardEditor) {
    let Some(spec) = ed.file.seafarers.as_deref() else {
        return;
    };
    let label = |commands: &mut Commands, at: Vec2, text: String, colour: Color| {
        commands.spawn((
            EditorView,
            Text2d::new(text),
            TextFont {
                font: assets.bold.clone().into(),
                font_size: 15.0.into(),
                ..default()
            },
            TextColor(colour),
            Transform::from_translation(at.extend(0.9)),
        ));
    };
    if let Some(fog) = &spec.fog {
        for (i, at) in fog.tiles.iter().enumerate() {
            let p = hex_center(*at);
            commands.spawn((
                EditorView,
                Mesh2d(art.hex.clone()),
                MeshMaterial2d(art.fog.clone()),
                Transform::from_translation(p.extend(0.25)).with_scale(Vec3::new(0.8, 0.8, 1.0)),
            ));
            let hidden = fog
                .stack
                .get(i)
                .map_or("?".to_string(), |c| match c.number {
                    Some(n) => format!("{:?} {n}", c.terrain),
                    None => format!("{:?}", c.terrain),
                });
            label(
                commands,
                p,
                format!("? {hidden}"),
                Color::srgb(0.15, 0.15, 0.2),
            );
        }
    }
    for island in &spec.islands {
        let Some(at) = island.tiles.first() else {
            continue;
        };
        let p = hex_center(*at) + Vec2::new(0.0, HEX * 0.45);
        let mut text = Vec::new();
        if island.home {
            text.push("⌂".to_string());
        }
        if island.points > 0 {
            text.push(format!("+{}", island.points));
        }
        label(commands, p, text.join(" "), Color::srgb(0.05, 0.2, 0.45));
    }
    if let Some(at) = spec.pirate {
        let p = hex_center(at);
        commands.spawn((
            EditorView,
            Mesh2d(art.triangle.clone()),
            MeshMaterial2d(art.dark.clone()),
            Transform::from_translation(p.extend(0.8)).with_scale(Vec3::new(22.0, 22.0, 1.0)),
        ));
        commands.spawn((
            EditorView,
            Mesh2d(art.square.clone()),
            MeshMaterial2d(art.outline.clone()),
            Transform::from_translation((p + Vec2::new(0.0, -13.0)).extend(0.8))
                .with_scale(Vec3::new(30.0, 8.0, 1.0)),
        ));
    }
}

/// A tile: its rim (red when flagged), its terrain, its number token, its coordinates.
fn spawn_tile(
    commands: &mut Commands,
    art: &Art,
    assets: &GameAssets,
    t: &crate::core::board::TileSpec,
    flagged: bool,
) {
    let p = hex_center(t.at);
    let rim = if flagged { &art.red } else { &art.sand };
    commands.spawn((
        EditorView,
        Mesh2d(art.hex_rim.clone()),
        MeshMaterial2d(rim.clone()),
        Transform::from_translation(p.extend(0.0)),
    ));
    commands.spawn((
        EditorView,
        Mesh2d(art.hex.clone()),
        MeshMaterial2d(art.terrain[t.terrain as usize].clone()),
        Transform::from_translation(p.extend(0.1)).with_scale(Vec3::new(0.94, 0.94, 1.0)),
    ));
    if let Some(n) = t.number {
        commands.spawn((
            EditorView,
            Mesh2d(art.circle.clone()),
            MeshMaterial2d(art.token.clone()),
            Transform::from_translation(p.extend(0.2)).with_scale(Vec3::splat(HEX * 0.3)),
        ));
        let red = n == 6 || n == 8;
        commands.spawn((
            EditorView,
            Text2d::new(n.to_string()),
            TextFont {
                font: assets.bold.clone().into(),
                font_size: 24.0.into(),
                ..default()
            },
            TextColor(if red {
                Color::srgb(0.8, 0.1, 0.1)
            } else {
                Color::srgb(0.1, 0.1, 0.1)
            }),
            Transform::from_translation(p.extend(0.3)),
        ));
    }
    commands.spawn((
        EditorView,
        Text2d::new(format!("{},{}", t.at.0, t.at.1)),
        TextFont {
            font: assets.font.clone().into(),
            font_size: 11.0.into(),
            ..default()
        },
        TextColor(Color::srgba(0.0, 0.0, 0.0, 0.6)),
        Transform::from_translation((p + Vec2::new(0.0, -HEX * 0.62)).extend(0.3)),
    ));
}

/// A harbour: a disc of its material (white for 3:1) on the side it faces, with its rate.
fn spawn_harbour(
    commands: &mut Commands,
    art: &Art,
    assets: &GameAssets,
    h: &crate::core::board::HarbourSpec,
) {
    let c = hex_center(h.at);
    let n = hex_center(h.side.of(h.at));
    let p = c + (n - c) * 0.62;
    let mat = match h.kind.resource() {
        Some(r) => art.resource[r.index()].clone(),
        None => art.white.clone(),
    };
    commands.spawn((
        EditorView,
        Mesh2d(art.circle.clone()),
        MeshMaterial2d(art.outline.clone()),
        Transform::from_translation(p.extend(0.5)).with_scale(Vec3::splat(HEX * 0.25)),
    ));
    commands.spawn((
        EditorView,
        Mesh2d(art.circle.clone()),
        MeshMaterial2d(mat),
        Transform::from_translation(p.extend(0.6)).with_scale(Vec3::splat(HEX * 0.22)),
    ));
    let label = if h.kind == HarbourKind::Generic {
        "3:1"
    } else {
        "2:1"
    };
    commands.spawn((
        EditorView,
        Text2d::new(label),
        TextFont {
            font: assets.bold.clone().into(),
            font_size: 13.0.into(),
            ..default()
        },
        TextColor(Color::BLACK),
        Transform::from_translation(p.extend(0.7)),
    ));
}

/// The robber on its start (the file's, else the first desert).
fn spawn_robber(commands: &mut Commands, art: &Art, ed: &BoardEditor) {
    let robber = ed.file.robber.or_else(|| {
        ed.file
            .tiles
            .iter()
            .find(|t| t.terrain == Terrain::Desert)
            .map(|t| t.at)
    });
    if let Some(at) = robber {
        let p = hex_center(at) + Vec2::new(-HEX * 0.42, 0.0);
        commands.spawn((
            EditorView,
            Mesh2d(art.circle.clone()),
            MeshMaterial2d(art.dark.clone()),
            Transform::from_translation(p.extend(0.8)).with_scale(Vec3::new(9.0, 14.0, 1.0)),
        ));
    }
}
