//! Seeing what happened at a glance: the rolled number's tiles light up (a tile the robber blocks
//! flashes red), "+2 grain" rises from every tile that pays, the robber's tile stays greyed, and a
//! computer's last build or robber move is ringed for a few seconds. [`Happenings`] keeps the
//! same gains per player for the panels, and flashes hand counts that changed.

use crate::core::action::MAX_PLAYERS;
use crate::core::{Action, Event, FaceId, ResourceSet, Seat};
use crate::game::assets::GameAssets;
use crate::game::i18n::{Lang, resource_count, seat_name, tr_args};
use crate::game::screens::InGame;
use crate::game::session::{Applied, Session};
use crate::game::settings::{AiSpeed, Settings};
use crate::game::table::art::Art;
use crate::game::table::layout::{HEX, edge_pos, face_pos, vertex_pos};
use crate::game::table::pieces::{OnBoard, z};
use bevy::prelude::*;

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<Happenings>();
    app.add_systems(
        Update,
        (
            light_up_what_happened,
            fade_glows,
            rise_popups,
            pulse_last_move,
            grey_the_robbed_tile,
            note_gains_and_hand_counts,
        )
            .after(crate::game::session::GameSet::Sync)
            .run_if(in_state(InGame)),
    );
}

/// What the panels show of the latest happenings.
#[derive(Resource, Default, Debug)]
pub struct Happenings {
    /// Per seat: the cards it was last given by production, and for how long that still shows.
    pub gains: [(ResourceSet, f32); MAX_PLAYERS],
    /// Per seat: how long its hand count still flashes (it changed).
    pub count_flash: [f32; MAX_PLAYERS],
    hand_counts: [u16; MAX_PLAYERS],
    game: Option<u64>,
}

/// How long a tile glows after a roll and a gain shows at a player.
const GLOW_SECS: f32 = 2.2;
const POPUP_SECS: f32 = 2.0;
const FLASH_SECS: f32 = 1.2;

/// A tile lit up by the roll (its own material, faded out, then removed).
#[derive(Component)]
struct Glow {
    left: f32,
    material: Handle<ColorMaterial>,
    base_alpha: f32,
}

/// "+2 grain" rising from a tile.
#[derive(Component)]
struct Popup {
    age: f32,
    from: Vec2,
    /// Its depth: gains under the buildings, other news over everything.
    z: f32,
}

/// The mark on a computer's last build or robber move, for a few seconds ([`MARK_SECS`]).
#[derive(Component)]
struct LastMove {
    age: f32,
    /// Its scale at rest (a ring's radius; a road glow's length and width).
    size: Vec2,
}

/// The grey veil on the tile the robber blocks.
#[derive(Component)]
struct RobbedVeil;

fn light_up_what_happened(
    mut commands: Commands,
    mut applied: MessageReader<Applied>,
    session: Res<Session>,
    settings: Res<Settings>,
    art: Option<Res<Art>>,
    assets: Option<Res<GameAssets>>,
    mut materials: Option<ResMut<Assets<ColorMaterial>>>,
    marks: Query<Entity, With<LastMove>>,
) {
    let (Some(art), Some(assets), Some(materials)) = (art, assets, materials.as_mut()) else {
        applied.clear();
        return;
    };
    // at instant speed a whole game passes in seconds: nothing to light up
    if settings.speed == AiSpeed::Instant {
        applied.clear();
        return;
    }
    let state = &session.game.state;
    let mut last_board_move: Option<(Mark, bool)> = None;
    for a in applied.read() {
        glow_rolled_tiles(&mut commands, &art, materials, state, a);
        let lang = settings.lang;
        popup_payouts(&mut commands, &art, &assets, state, lang, a);
        popup_steals(&mut commands, &art, &assets, state, lang, a);
        if let Some(mark) = mark_of(state, a.action) {
            last_board_move = Some((mark, a.by_computer));
        }
    }
    // only the frame's last board move counts (several can come in one frame); a computer's
    // build or robber move is marked until the next board move or for a few seconds
    if let Some((mark, by_computer)) = last_board_move {
        for m in &marks {
            commands.entity(m).despawn();
        }
        if by_computer {
            let mesh = if mark.along { &art.square } else { &art.ring };
            commands.spawn((
                OnBoard,
                LastMove {
                    age: 0.0,
                    size: mark.size,
                },
                Mesh2d(mesh.clone()),
                MeshMaterial2d(art.spot_hover.clone()),
                Transform::from_translation(mark.at.extend(mark.z))
                    .with_rotation(Quat::from_rotation_z(mark.angle))
                    .with_scale(mark.size.extend(1.0)),
            ));
        }
    }
}

/// The rolled number's tiles glow (red where the robber blocks one).
fn glow_rolled_tiles(
    commands: &mut Commands,
    art: &Art,
    materials: &mut Assets<ColorMaterial>,
    state: &crate::core::wide::State,
    a: &Applied,
) {
    for e in a.events.as_slice() {
        let Event::Rolled(x, y) = *e else { continue };
        let n = (x + y) as usize;
        if n == 7 {
            continue;
        }
        for &f in &state.board.faces_by_number[n] {
            let blocked = f == state.robber;
            let (color, alpha) = if blocked {
                (Color::srgb(0.9, 0.1, 0.1), 0.45)
            } else {
                (Color::srgb(1.0, 0.97, 0.75), 0.42)
            };
            let material = materials.add(ColorMaterial::from_color(color.with_alpha(alpha)));
            commands.spawn((
                OnBoard,
                Glow {
                    left: GLOW_SECS,
                    material: material.clone(),
                    base_alpha: alpha,
                },
                Mesh2d(art.hex.clone()),
                MeshMaterial2d(material),
                Transform::from_translation(face_pos(&state.board.topo, f).extend(z::TOKEN - 0.1)),
            ));
        }
    }
}

/// "+2 grain" at each paying tile, stacked when several players are paid by one tile.
fn popup_payouts(
    commands: &mut Commands,
    art: &Art,
    assets: &GameAssets,
    state: &crate::core::wide::State,
    lang: Lang,
    a: &Applied,
) {
    let mut stacked: Vec<(Option<FaceId>, f32)> = Vec::new();
    for p in &a.payouts {
        let Some(f) = p.face else { continue };
        let k = match stacked.iter_mut().find(|(g, _)| *g == Some(f)) {
            Some((_, k)) => {
                *k += 1.0;
                *k
            }
            None => {
                stacked.push((Some(f), 0.0));
                0.0
            }
        };
        let from = face_pos(&state.board.topo, f) + Vec2::new(0.0, HEX * 0.3 + k * 26.0);
        let text = format!("+{}", resource_count(lang, p.resource, p.n));
        spawn_popup(commands, art, assets, (from, z::GAIN), text, p.seat);
    }
}

/// A theft shows where it happened: "Red ← Blue" over the robber's tile, in the thief's colour
/// (which card stays private).
fn popup_steals(
    commands: &mut Commands,
    art: &Art,
    assets: &GameAssets,
    state: &crate::core::wide::State,
    lang: Lang,
    a: &Applied,
) {
    for e in a.events.as_slice() {
        if let Event::Stole { thief, victim, .. } = *e {
            let from = face_pos(&state.board.topo, state.robber) + Vec2::new(0.0, -HEX * 0.45);
            let text = tr_args(
                lang,
                "stole-from",
                &[
                    ("thief", (&seat_name(lang, thief)).into()),
                    ("victim", (&seat_name(lang, victim)).into()),
                ],
            );
            spawn_popup(commands, art, assets, (from, z::LABEL), text, thief);
        }
    }
}

/// The size of a road's glow: along the road and a little wider, so it shows on both sides.
pub(crate) const ROAD_GLOW: Vec2 = Vec2::new(HEX * 0.8, 21.0);

/// The highlight of a piece waiting for its confirmation: a glow along a road or ship (`along`),
/// a ring round a corner — its mesh and its size.
pub(crate) fn halo(along: bool, art: &Art) -> (Handle<Mesh>, Vec2) {
    if along {
        (art.square.clone(), ROAD_GLOW)
    } else {
        (art.ring.clone(), Vec2::splat(20.0))
    }
}

/// The mark of a board move: a ring round a building or a tile, a glow along a road.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) struct Mark {
    pub at: Vec2,
    /// Its size (a ring's radius on both axes; a road's glow, along it and across).
    pub size: Vec2,
    pub angle: f32,
    /// Along a road (a glow under it), not a ring.
    pub along: bool,
    pub z: f32,
}

/// Where a build or a robber move happened, and its mark: a road glows along its side, under
/// the road (play-test 7: a ring crossed by the road read as a "no entry" sign).
pub(crate) fn mark_of(state: &crate::core::wide::State, action: Action) -> Option<Mark> {
    let topo = &state.board.topo;
    let ring = |at: Vec2, radius: f32| Mark {
        at,
        size: Vec2::splat(radius),
        angle: 0.0,
        along: false,
        z: z::SPOT - 0.1,
    };
    match action {
        Action::BuildSettlement(v) | Action::BuildCity(v) => Some(ring(vertex_pos(topo, v), 20.0)),
        Action::BuildRoad(e) => {
            let (at, angle) = edge_pos(topo, e);
            Some(Mark {
                at,
                size: ROAD_GLOW,
                angle,
                along: true,
                z: z::ROAD - 0.06,
            })
        }
        // round the whole tile: a ring through the middle would cross the robber beside the
        // number and hide it
        Action::MoveRobber { face, .. } => Some(ring(face_pos(topo, face), HEX * 0.9)),
        _ => None,
    }
}

fn fade_glows(
    mut commands: Commands,
    time: Res<Time>,
    mut materials: Option<ResMut<Assets<ColorMaterial>>>,
    mut q: Query<(Entity, &mut Glow)>,
) {
    for (e, mut g) in &mut q {
        g.left -= time.delta_secs();
        if g.left <= 0.0 {
            commands.entity(e).despawn();
            continue;
        }
        // two soft pulses, then fade
        let t = 1.0 - g.left / GLOW_SECS;
        let pulse = 0.75 + 0.25 * (t * std::f32::consts::TAU * 2.0).cos();
        let fade = (g.left / 0.6).min(1.0);
        if let Some(mut m) = materials.as_mut().and_then(|m| m.get_mut(&g.material)) {
            m.color = m.color.with_alpha(g.base_alpha * pulse * fade);
        }
    }
}

fn rise_popups(
    mut commands: Commands,
    time: Res<Time>,
    mut q: Query<(Entity, &mut Popup, &mut Transform)>,
) {
    for (e, mut p, mut tf) in &mut q {
        p.age += time.delta_secs();
        if p.age >= POPUP_SECS {
            commands.entity(e).despawn();
            continue;
        }
        let t = p.age / POPUP_SECS;
        tf.translation = (p.from + Vec2::new(0.0, t * HEX * 0.5)).extend(p.z);
        // shrink away at the end instead of fading (the text shares its colour)
        tf.scale = Vec3::splat(if t > 0.8 { (1.0 - t) * 5.0 } else { 1.0 });
    }
}

/// How long a computer's last move stays ringed: long enough to see where it played, then the
/// ring shrinks away (play-test 6: a yellow ring pulsing on for ever left the player wondering
/// what it was; the log's line says what the move was).
const MARK_SECS: f32 = 4.0;
const MARK_SHRINK_SECS: f32 = 0.5;

fn pulse_last_move(
    mut commands: Commands,
    time: Res<Time>,
    mut q: Query<(Entity, &mut LastMove, &mut Transform)>,
) {
    for (e, mut m, mut tf) in &mut q {
        m.age += time.delta_secs();
        let pulse = 1.0 + 0.12 * (m.age * 4.0).sin();
        let left = (MARK_SECS + MARK_SHRINK_SECS - m.age) / MARK_SHRINK_SECS;
        if left <= 0.0 {
            commands.entity(e).despawn();
        } else {
            tf.scale = (m.size * pulse * left.min(1.0)).extend(1.0);
        }
    }
}

fn grey_the_robbed_tile(
    mut commands: Commands,
    session: Res<Session>,
    art: Option<Res<Art>>,
    mut veil: Query<(Entity, &mut Transform), With<RobbedVeil>>,
) {
    let Some(art) = art else { return };
    let state = &session.game.state;
    let topo = &state.board.topo;
    // the desert (no number) is not robbed of anything
    let at = (state.board.number[state.robber.index()] > 0)
        .then(|| face_pos(topo, state.robber).extend(z::TOKEN - 0.2));
    match (veil.single_mut(), at) {
        (Ok((_, mut tf)), Some(at)) => tf.translation = at,
        (Ok((e, _)), None) => commands.entity(e).despawn(),
        (Err(_), Some(at)) => {
            commands.spawn((
                OnBoard,
                RobbedVeil,
                Mesh2d(art.hex.clone()),
                MeshMaterial2d(art.veil.clone()),
                Transform::from_translation(at),
            ));
        }
        (Err(_), None) => {}
    }
}

fn note_gains_and_hand_counts(
    time: Res<Time>,
    session: Res<Session>,
    mut applied: MessageReader<Applied>,
    mut h: ResMut<Happenings>,
) {
    if h.game != Some(session.id) {
        *h = Happenings {
            game: Some(session.id),
            ..default()
        };
        for (i, p) in session
            .game
            .state
            .players
            .iter()
            .enumerate()
            .take(MAX_PLAYERS)
        {
            h.hand_counts[i] = p.hand.total() as u16;
        }
    }
    let dt = time.delta_secs();
    for g in &mut h.gains {
        g.1 = (g.1 - dt).max(0.0);
    }
    for f in &mut h.count_flash {
        *f = (*f - dt).max(0.0);
    }
    for a in applied.read() {
        for e in a.events.as_slice() {
            if let Event::Produced { seat, cards } = *e
                && seat.index() < MAX_PLAYERS
            {
                h.gains[seat.index()] = (cards, POPUP_SECS + 0.8);
            }
        }
    }
    for (i, p) in session
        .game
        .state
        .players
        .iter()
        .enumerate()
        .take(MAX_PLAYERS)
    {
        let n = p.hand.total() as u16;
        if n != h.hand_counts[i] {
            h.hand_counts[i] = n;
            h.count_flash[i] = FLASH_SECS;
        }
    }
}

/// A text rising from `from` on a dark pill (readable in any colour over any tile).
fn spawn_popup(
    commands: &mut Commands,
    art: &Art,
    assets: &GameAssets,
    (from, depth): (Vec2, f32),
    text: String,
    seat: Seat,
) {
    commands
        .spawn((
            OnBoard,
            Popup {
                age: 0.0,
                from,
                z: depth,
            },
            Transform::from_translation(from.extend(depth)),
            Visibility::default(),
        ))
        .with_children(|c| {
            let width = text.chars().count() as f32 * 10.5 + 14.0;
            // the seat's colour as a rim round the dark pill, its text lightened to be read
            c.spawn((
                Mesh2d(art.square.clone()),
                MeshMaterial2d(art.seat[seat.index() % art.seat.len()].clone()),
                Transform::from_xyz(0.0, 0.0, -0.02).with_scale(Vec3::new(width + 4.0, 28.0, 1.0)),
            ));
            c.spawn((
                Mesh2d(art.square.clone()),
                MeshMaterial2d(art.pill.clone()),
                Transform::from_xyz(0.0, 0.0, -0.01).with_scale(Vec3::new(width, 24.0, 1.0)),
            ));
            c.spawn((
                Text2d::new(text),
                TextFont {
                    font: assets.bold.clone().into(),
                    font_size: 18.0.into(),
                    ..default()
                },
                TextColor(crate::game::theme::seat_text_on_dark(seat)),
                Transform::from_xyz(0.0, 0.0, 0.01),
            ));
        });
}

#[cfg(test)]
#[path = "highlights_mark_tests.rs"]
mod mark_tests;
#[cfg(test)]
#[path = "highlights_road_tests.rs"]
mod road_tests;
