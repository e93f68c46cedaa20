//! How the board looks: meshes, colours and text for the entities of [`crate::game::table::pieces`], added as
//! children when those entities appear (so the logic runs without a renderer in tests).

use crate::core::Seat;
use crate::core::Terrain;
use crate::core::{EdgeId, FaceId, VertexId};
use crate::game::assets::GameAssets;
use crate::game::session::Session;
use crate::game::settings::Settings;
use crate::game::table::layout::{self, HEX, edge_pos, face_pos, vertex_pos};
use crate::game::table::pieces::{Building, Harbour, OnBoard, RoadPiece, Robber, Tile, Token, z};
use bevy::prelude::*;

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(Startup, make_art);
    app.add_systems(
        Update,
        (
            dress_tiles,
            dress_tokens,
            dress_harbours,
            dress_robber,
            dress_roads,
            dress_buildings,
            show_or_hide_ids,
        )
            .after(crate::game::session::GameSet::Sync)
            .run_if(resource_exists::<GameAssets>.and_then(resource_exists::<Art>)),
    );
}

/// Shared meshes and materials.
#[derive(Resource)]
pub struct Art {
    pub hex: Handle<Mesh>,
    pub hex_rim: Handle<Mesh>,
    pub circle: Handle<Mesh>,
    pub square: Handle<Mesh>,
    pub triangle: Handle<Mesh>,
    pub ring: Handle<Mesh>,
    pub terrain: [Handle<ColorMaterial>; 8],
    pub seat: [Handle<ColorMaterial>; 6],
    pub resource: [Handle<ColorMaterial>; 5],
    pub outline: Handle<ColorMaterial>,
    pub sand: Handle<ColorMaterial>,
    pub token: Handle<ColorMaterial>,
    pub white: Handle<ColorMaterial>,
    pub red: Handle<ColorMaterial>,
    pub dark: Handle<ColorMaterial>,
    pub wood: Handle<ColorMaterial>,
    pub spot: Handle<ColorMaterial>,
    pub spot_hover: Handle<ColorMaterial>,
    /// Road spots: a strong colour that stands out on the cream borders and every terrain.
    pub spot_road: Handle<ColorMaterial>,
    pub shade: Handle<ColorMaterial>,
    /// The grey veil over the tile the robber blocks.
    pub veil: Handle<ColorMaterial>,
    /// A face-down fog tile.
    pub fog: Handle<ColorMaterial>,
    /// Behind texts over the board ("+2 grain").
    pub pill: Handle<ColorMaterial>,
    /// A sea hex of the editor, where land can be added.
    pub sea_slot: Handle<ColorMaterial>,
    /// Per terrain: a darker and a lighter tone for its decorations.
    pub deco: [[Handle<ColorMaterial>; 2]; 8],
}

fn make_art(
    mut commands: Commands,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<ColorMaterial>>,
) {
    let mut mat = |c: Color| materials.add(ColorMaterial::from_color(c));
    let terrain = Terrain::EVERY.map(|t| mat(crate::game::theme::terrain_color(t)));
    let seat = [0u8, 1, 2, 3, 4, 5].map(|s| mat(crate::game::theme::seat_color(Seat(s))));
    let resource = [0usize, 1, 2, 3, 4].map(|i| mat(crate::game::theme::resource_color(i)));
    let deco = Terrain::EVERY.map(|t| {
        let c = crate::game::theme::terrain_color(t).to_srgba();
        [
            mat(Color::srgb(c.red * 0.62, c.green * 0.62, c.blue * 0.62)),
            mat(Color::srgb(
                (c.red * 1.25).min(1.0),
                (c.green * 1.25).min(1.0),
                (c.blue * 1.25).min(1.0),
            )),
        ]
    });
    let art = Art {
        hex: meshes.add(RegularPolygon::new(HEX * 0.95, 6)),
        hex_rim: meshes.add(RegularPolygon::new(HEX * 1.02, 6)),
        circle: meshes.add(Circle::new(1.0)),
        square: meshes.add(Rectangle::new(1.0, 1.0)),
        triangle: meshes.add(Triangle2d::new(
            Vec2::new(0.0, 0.5),
            Vec2::new(-0.5, -0.5),
            Vec2::new(0.5, -0.5),
        )),
        ring: meshes.add(Annulus::new(0.78, 1.0)),
        terrain,
        seat,
        resource,
        outline: mat(Color::srgb(0.1, 0.08, 0.07)),
        sand: mat(Color::srgb(0.93, 0.86, 0.64)),
        token: mat(Color::srgb(0.98, 0.94, 0.82)),
        white: mat(Color::srgb(1.0, 1.0, 1.0)),
        red: mat(Color::srgb(0.8, 0.1, 0.1)),
        dark: mat(Color::srgb(0.18, 0.17, 0.19)),
        wood: mat(Color::srgb(0.45, 0.3, 0.15)),
        spot: mat(Color::srgba(1.0, 1.0, 1.0, 0.75)),
        spot_hover: mat(Color::srgba(1.0, 0.95, 0.3, 0.95)),
        spot_road: mat(Color::srgba(0.0, 0.8, 0.95, 0.95)),
        shade: mat(Color::srgba(0.0, 0.0, 0.0, 0.35)),
        veil: mat(Color::srgba(0.22, 0.22, 0.25, 0.55)),
        fog: mat(Color::srgb(0.55, 0.58, 0.62)),
        pill: mat(crate::game::theme::PILL),
        sea_slot: mat(Color::srgba(1.0, 1.0, 1.0, 0.10)),
        deco,
    };
    commands.insert_resource(art);
}

pub(crate) fn shape(
    mesh: &Handle<Mesh>,
    mat: &Handle<ColorMaterial>,
    at: Vec3,
    size: Vec2,
) -> impl Bundle {
    (
        Mesh2d(mesh.clone()),
        MeshMaterial2d(mat.clone()),
        Transform::from_translation(at).with_scale(size.extend(1.0)),
    )
}

fn text(
    assets: &GameAssets,
    s: impl Into<String>,
    size: f32,
    color: Color,
    at: Vec3,
) -> impl Bundle {
    (
        Text2d::new(s),
        TextFont {
            font: assets.bold.clone().into(),
            font_size: size.into(),
            ..default()
        },
        TextColor(color),
        Transform::from_translation(at),
    )
}

type NewLand = (Added<Tile>, Without<super::pieces::OwnLook>);
fn dress_tiles(mut commands: Commands, art: Res<Art>, new: Query<(Entity, &Tile), NewLand>) {
    for (e, t) in &new {
        let ti = t.terrain as usize;
        if t.terrain == Terrain::Sea {
            // open sea inside the board: a hex of water, no rim
            commands
                .entity(e)
                .insert(Visibility::default())
                .with_children(|c| {
                    c.spawn(shape(&art.hex_rim, &art.terrain[ti], Vec3::ZERO, Vec2::ONE));
                });
            continue;
        }
        commands
            .entity(e)
            .insert(Visibility::default())
            .with_children(|c| {
                // depth: a soft shadow on the sea, the sand rim, then the tile's darker side
                // showing below its face, as if the tile were a thick piece lit from above
                c.spawn(shape(
                    &art.hex_rim,
                    &art.shade,
                    Vec3::new(4.0, -7.0, -0.04),
                    Vec2::ONE,
                ));
                c.spawn(shape(
                    &art.hex_rim,
                    &art.sand,
                    Vec3::new(0.0, 0.0, -0.02),
                    Vec2::ONE,
                ));
                c.spawn(shape(
                    &art.hex,
                    &art.deco[ti][0],
                    Vec3::new(0.0, -4.0, -0.01),
                    Vec2::ONE,
                ));
                c.spawn(shape(&art.hex, &art.terrain[ti], Vec3::ZERO, Vec2::ONE));
                decorate(c, &art, t.terrain);
            });
    }
}

/// A gold nugget: a glint of light on dark gold.
fn nugget(
    c: &mut ChildSpawnerCommands,
    art: &Art,
    dark: &Handle<ColorMaterial>,
    light: &Handle<ColorMaterial>,
    p: Vec3,
) {
    c.spawn(shape(&art.circle, dark, p, Vec2::new(9.0, 7.0)));
    c.spawn(shape(
        &art.circle,
        light,
        p + Vec3::new(2.0, 2.0, 0.01),
        Vec2::new(3.0, 3.0),
    ));
}

/// Little pictures of the terrain around the token: trees, bricks, wheat, sheep, peaks, dunes.
fn decorate(c: &mut ChildSpawnerCommands, art: &Art, t: Terrain) {
    let ti = t as usize;
    let [dark, light] = &art.deco[ti];
    let spots = [
        Vec2::new(-0.30, 0.55),
        Vec2::new(0.30, 0.55),
        Vec2::new(0.0, -0.62),
        Vec2::new(0.52, -0.22),
    ];
    for (k, s) in spots.iter().enumerate() {
        let p = (*s * HEX).extend(0.02);
        match t {
            Terrain::Forest => {
                c.spawn(shape(
                    &art.square,
                    &art.wood,
                    p + Vec3::new(0.0, -9.0, 0.0),
                    Vec2::new(4.0, 8.0),
                ));
                c.spawn(shape(&art.triangle, dark, p, Vec2::new(18.0, 22.0)));
            }
            Terrain::Hills => {
                for (dx, dy) in [(-6.0, 0.0), (6.0, 0.0), (0.0, 7.0)] {
                    c.spawn(shape(
                        &art.square,
                        dark,
                        p + Vec3::new(dx, dy, 0.0),
                        Vec2::new(11.0, 6.0),
                    ));
                }
            }
            Terrain::Fields => {
                for dx in [-6.0, 0.0, 6.0] {
                    c.spawn(shape(
                        &art.square,
                        dark,
                        p + Vec3::new(dx, 0.0, 0.0),
                        Vec2::new(2.5, 16.0),
                    ));
                    c.spawn(shape(
                        &art.circle,
                        light,
                        p + Vec3::new(dx, 8.0, 0.01),
                        Vec2::new(3.0, 5.0),
                    ));
                }
            }
            Terrain::Pasture => {
                c.spawn(shape(&art.circle, &art.white, p, Vec2::new(9.0, 7.0)));
                c.spawn(shape(
                    &art.circle,
                    &art.dark,
                    p + Vec3::new(8.0, 2.0, 0.01),
                    Vec2::new(3.5, 3.0),
                ));
            }
            Terrain::Mountains => {
                c.spawn(shape(&art.triangle, dark, p, Vec2::new(26.0, 20.0)));
                c.spawn(shape(
                    &art.triangle,
                    &art.white,
                    p + Vec3::new(0.0, 6.5, 0.01),
                    Vec2::new(8.5, 6.5),
                ));
            }
            Terrain::Sea => {}
            Terrain::Gold => nugget(c, art, dark, light, p),
            Terrain::Desert if k < 3 => {
                c.spawn(shape(&art.circle, light, p, Vec2::new(18.0, 4.0)));
                c.spawn(shape(
                    &art.circle,
                    light,
                    p + Vec3::new(7.0, -6.0, 0.0),
                    Vec2::new(12.0, 3.0),
                ));
            }
            Terrain::Desert => {}
        }
    }
}

fn dress_tokens(
    mut commands: Commands,
    art: Res<Art>,
    assets: Res<GameAssets>,
    new: Query<(Entity, &Token), Added<Token>>,
) {
    for (e, t) in &new {
        let hot = t.number == 6 || t.number == 8;
        let color = if hot {
            Color::srgb(0.8, 0.1, 0.1)
        } else {
            Color::srgb(0.12, 0.1, 0.1)
        };
        let pips = crate::core::board::pips(t.number);
        commands
            .entity(e)
            .insert(Visibility::default())
            .with_children(|c| {
                c.spawn(shape(
                    &art.circle,
                    &art.shade,
                    Vec3::new(2.0, -2.0, -0.01),
                    Vec2::splat(HEX * 0.33),
                ));
                c.spawn(shape(
                    &art.circle,
                    &art.token,
                    Vec3::ZERO,
                    Vec2::splat(HEX * 0.31),
                ));
                c.spawn(text(
                    &assets,
                    t.number.to_string(),
                    if hot { 27.0 } else { 23.0 },
                    color,
                    Vec3::new(0.0, 3.0, 0.05),
                ));
                let mat = if hot { &art.red } else { &art.dark };
                for k in 0..pips {
                    let x = (k as f32 - (pips as f32 - 1.0) / 2.0) * 5.0;
                    c.spawn(shape(
                        &art.circle,
                        mat,
                        Vec3::new(x, -12.0, 0.05),
                        Vec2::splat(1.8),
                    ));
                }
            });
    }
}

fn dress_harbours(
    mut commands: Commands,
    art: Res<Art>,
    assets: Res<GameAssets>,
    session: Option<Res<Session>>,
    new: Query<(Entity, &Harbour, &Transform), Added<Harbour>>,
) {
    let Some(session) = session else { return };
    let topo = &session.game.state.board.topo;
    let rules = &session.game.state.rules.trade;
    for (e, h, tf) in &new {
        let here = tf.translation.truncate();
        let [a, b] = topo.edge_vertices[h.edge.index()];
        let mat = match h.kind.resource() {
            Some(r) => &art.resource[r.index()],
            None => &art.white,
        };
        let label = layout::harbour_label(
            h.kind,
            rules.generic_harbour_rate,
            rules.special_harbour_rate,
        );
        commands
            .entity(e)
            .insert(Visibility::default())
            .with_children(|c| {
                // two piers from the harbour to the corners it serves
                for v in [a, b] {
                    let to = vertex_pos(topo, v) - here;
                    let mid = to * 0.5;
                    c.spawn((
                        Mesh2d(art.square.clone()),
                        MeshMaterial2d(art.wood.clone()),
                        Transform::from_translation(mid.extend(-0.1))
                            .with_rotation(Quat::from_rotation_z(to.y.atan2(to.x)))
                            .with_scale(Vec3::new(to.length(), 5.0, 1.0)),
                    ));
                }
                c.spawn(shape(
                    &art.circle,
                    &art.outline,
                    Vec3::ZERO,
                    Vec2::splat(HEX * 0.27),
                ));
                c.spawn(shape(
                    &art.circle,
                    mat,
                    Vec3::new(0.0, 0.0, 0.01),
                    Vec2::splat(HEX * 0.245),
                ));
                c.spawn(text(
                    &assets,
                    label,
                    15.0,
                    Color::srgb(0.1, 0.1, 0.1),
                    Vec3::new(0.0, 0.0, 0.05),
                ));
            });
    }
}

fn dress_robber(mut commands: Commands, art: Res<Art>, new: Query<Entity, Added<Robber>>) {
    for e in &new {
        commands
            .entity(e)
            .insert(Visibility::default())
            .with_children(|c| {
                c.spawn(shape(
                    &art.circle,
                    &art.shade,
                    Vec3::new(3.0, -20.0, -0.03),
                    Vec2::new(12.0, 4.0),
                ));
                // the figure, and behind it the same figure grown by a light halo: the dark
                // robber stands out on the grey veil of its tile and on dark terrain alike
                let parts = [
                    (&art.circle, Vec2::new(0.0, -6.0), Vec2::new(10.0, 15.0)),
                    (&art.circle, Vec2::new(0.0, 12.0), Vec2::splat(7.0)),
                    (&art.square, Vec2::new(0.0, -18.0), Vec2::new(18.0, 5.0)),
                ];
                for (mesh, at, size) in parts {
                    // 3.5 world units of halo (a circle's size is its radius, a square's its side)
                    let grow = if *mesh == art.square { 7.0 } else { 3.5 };
                    c.spawn(shape(mesh, &art.token, at.extend(-0.02), size + grow));
                    c.spawn(shape(
                        mesh,
                        &art.outline,
                        at.extend(-0.01),
                        size + grow * 0.4,
                    ));
                    c.spawn(shape(mesh, &art.dark, at.extend(0.0), size));
                }
            });
    }
}

fn dress_roads(
    mut commands: Commands,
    art: Res<Art>,
    new: Query<(Entity, &RoadPiece, &Transform), Added<RoadPiece>>,
) {
    for (e, r, tf) in &new {
        // the shadow falls down-right on the board whichever way the road lies
        let shadow = tf.rotation.inverse() * Vec3::new(2.5, -3.5, 0.0);
        commands
            .entity(e)
            .insert(Visibility::default())
            .with_children(|c| {
                c.spawn(shape(
                    &art.square,
                    &art.shade,
                    shadow + Vec3::new(0.0, 0.0, -0.03),
                    Vec2::new(HEX * 0.64, 9.0),
                ));
                c.spawn(shape(
                    &art.square,
                    &art.outline,
                    Vec3::new(0.0, 0.0, -0.01),
                    Vec2::new(HEX * 0.66, 11.0),
                ));
                c.spawn(shape(
                    &art.square,
                    &art.seat[r.seat.index() % 6],
                    Vec3::ZERO,
                    Vec2::new(HEX * 0.62, 7.5),
                ));
            });
    }
}

/// One part of a building: its mesh (square or triangle), then where its dark outline and its
/// coloured fill sit (position, size).
type Part = (bool, (f32, f32), (f32, f32), (f32, f32), (f32, f32));

/// A settlement: a house with a roof.
const SETTLEMENT: [Part; 2] = [
    (false, (0.0, -3.0), (22.0, 16.0), (0.0, -3.0), (18.0, 12.0)),
    (true, (0.0, 10.0), (27.0, 15.0), (0.0, 9.5), (22.0, 11.0)),
];

/// A city: a hall with a tower and its roof.
const CITY: [Part; 3] = [
    (
        false,
        (-3.0, -5.0),
        (33.0, 19.0),
        (-3.0, -5.0),
        (29.0, 15.0),
    ),
    (false, (7.0, 4.0), (15.0, 30.0), (7.0, 4.0), (11.0, 26.0)),
    (true, (7.0, 24.0), (19.0, 13.0), (7.0, 23.0), (15.0, 10.0)),
];

fn dress_buildings(
    mut commands: Commands,
    art: Res<Art>,
    new: Query<(Entity, &Building), Added<Building>>,
) {
    for (e, b) in &new {
        let m = &art.seat[b.seat.index() % 6];
        let parts: &[Part] = if b.city { &CITY } else { &SETTLEMENT };
        commands
            .entity(e)
            .insert(Visibility::default())
            .with_children(|c| {
                // a shadow on the board below the piece
                let (w, dx) = if b.city { (21.0, 2.0) } else { (14.0, 1.0) };
                c.spawn(shape(
                    &art.circle,
                    &art.shade,
                    Vec3::new(dx + 3.0, -12.0, -0.03),
                    Vec2::new(w, 4.5),
                ));
                // outlines first (below), then the fills, each later part a little higher
                for (k, &(triangle, op, os, fp, fs)) in parts.iter().enumerate() {
                    let mesh = if triangle { &art.triangle } else { &art.square };
                    let z = k.min(1) as f32 * 0.01;
                    c.spawn(shape(
                        mesh,
                        &art.outline,
                        Vec3::new(op.0, op.1, -0.01),
                        Vec2::new(os.0, os.1),
                    ));
                    c.spawn(shape(
                        mesh,
                        m,
                        Vec3::new(fp.0, fp.1, z),
                        Vec2::new(fs.0, fs.1),
                    ));
                }
            });
    }
}

/// Id labels for faces, vertices and edges (the "show ids" option).
#[derive(Component)]
pub struct IdLabel;

fn show_or_hide_ids(
    mut commands: Commands,
    settings: Res<Settings>,
    session: Option<Res<Session>>,
    assets: Res<GameAssets>,
    labels: Query<Entity, With<IdLabel>>,
    mut shown_for: Local<Option<u64>>,
) {
    let want = settings.show_ids && session.is_some();
    let current = session.as_ref().map(|s| s.id);
    if want && *shown_for == current {
        return;
    }
    if !want && shown_for.is_none() {
        return;
    }
    for e in &labels {
        commands.entity(e).despawn();
    }
    *shown_for = None;
    let Some(session) = session.filter(|_| want) else {
        return;
    };
    *shown_for = Some(session.id);
    let topo = &session.game.state.board.topo;
    let mut label = |s: String, p: Vec2, color: Color| {
        commands.spawn((
            OnBoard,
            IdLabel,
            text(&assets, s, 11.0, color, p.extend(z::LABEL)),
        ));
    };
    for f in 0..topo.num_faces() as u16 {
        label(
            format!("f{f}"),
            face_pos(topo, FaceId(f)) + Vec2::new(0.0, HEX * 0.42),
            Color::BLACK,
        );
    }
    for v in 0..topo.num_vertices() as u16 {
        label(
            format!("v{v}"),
            vertex_pos(topo, VertexId(v)),
            Color::srgb(0.1, 0.1, 0.5),
        );
    }
    for e in 0..topo.num_edges() as u16 {
        label(
            format!("e{e}"),
            edge_pos(topo, EdgeId(e)).0,
            Color::srgb(0.45, 0.1, 0.1),
        );
    }
}
