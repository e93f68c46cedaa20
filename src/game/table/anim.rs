//! Animation: buildings pop up, the robber walks to its tile, produced cards fly from their tiles
//! to the player's row, the dice tumble, and a banner announces each new turn.

use crate::core::Event;
use crate::core::Seat;
use crate::game::screens::InGame;
use crate::game::session::{Applied, Session};
use crate::game::table::art::Art;
use crate::game::table::camera::MainCamera;
use crate::game::table::layout::{HEX, face_pos};
use crate::game::table::pieces::{Building, RoadPiece, Robber, ShownWhole, robber_spot, z};
use crate::game::theme::{LEFT_PANEL, PLAYER_ROWS_TOP, RIGHT_PANEL, TOP_BAR, player_row};
use bevy::prelude::*;

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<DiceRoll>();
    app.init_resource::<TurnBanner>();
    app.add_systems(
        Update,
        (
            pop_new_pieces,
            grow_popping,
            walk_robber,
            start_flying_cards,
            fly_cards,
            roll_dice_and_announce_turns,
        )
            .after(crate::game::session::GameSet::Sync)
            .run_if(in_state(InGame)),
    );
}

/// A piece growing in: scale 0 → 1.25 → 1 (a piece just built; one shown with a whole
/// position stands at once).
#[derive(Component)]
pub struct Pop(pub f32);

const POP_SECS: f32 = 0.35;

pub(crate) fn pop_new_pieces(
    mut commands: Commands,
    new: Query<Entity, (Or<(Added<Building>, Added<RoadPiece>)>, Without<ShownWhole>)>,
    mut tfs: Query<&mut Transform>,
) {
    for e in &new {
        if let Ok(mut tf) = tfs.get_mut(e) {
            tf.scale = Vec3::splat(0.01);
        }
        commands.entity(e).insert(Pop(0.0));
    }
}

pub(crate) fn grow_popping(
    mut commands: Commands,
    time: Res<Time>,
    mut q: Query<(Entity, &mut Pop, &mut Transform)>,
) {
    for (e, mut pop, mut tf) in &mut q {
        pop.0 += time.delta_secs() / POP_SECS;
        let t = pop.0.min(1.0);
        // overshoot then settle
        let s = if t < 0.7 {
            t / 0.7 * 1.25
        } else {
            1.25 - (t - 0.7) / 0.3 * 0.25
        };
        tf.scale = Vec3::splat(s.max(0.01));
        if pop.0 >= 1.0 {
            tf.scale = Vec3::ONE;
            commands.entity(e).remove::<Pop>();
        }
    }
}

fn walk_robber(time: Res<Time>, session: Res<Session>, mut q: Query<(&Robber, &mut Transform)>) {
    let topo = &session.game.state.board.topo;
    for (r, mut tf) in &mut q {
        let target = robber_spot(topo, r.face);
        let here = tf.translation.truncate();
        let d = target - here;
        if d.length() < 0.5 {
            tf.translation = target.extend(z::ROBBER);
            tf.scale = Vec3::ONE;
            continue;
        }
        let step = (time.delta_secs() * 6.0).min(1.0);
        tf.translation = (here + d * step).extend(z::ROBBER);
        // lifted while it moves
        tf.scale = Vec3::splat(1.0 + (d.length() / (HEX * 4.0)).min(0.3));
    }
}

/// A card on its way from a tile to a player's row.
#[derive(Component)]
pub struct FlyingCard {
    from: Vec2,
    seat: Seat,
    /// Into the hand in the right panel (the person at the screen) instead of the player's row.
    to_hand: bool,
    t: f32,
    delay: f32,
}

const FLY_SECS: f32 = 0.9;

fn start_flying_cards(
    mut commands: Commands,
    mut applied: MessageReader<Applied>,
    session: Res<Session>,
    art: Option<Res<Art>>,
    settings: Res<crate::game::settings::Settings>,
    gate: Option<Res<crate::game::gate::Gate>>,
) {
    // at instant speed a whole game passes in seconds: no cards in the air
    let Some(art) = art.filter(|_| settings.speed != crate::game::settings::AiSpeed::Instant)
    else {
        applied.clear();
        return;
    };
    let topo = &session.game.state.board.topo;
    // the person at the screen sees their cards fly into their hand; others' go to their row
    let viewer = gate.and_then(|g| g.viewer);
    for a in applied.read() {
        let mut k = 0.0;
        for p in &a.payouts {
            let from = p.face.map_or(Vec2::ZERO, |f| face_pos(topo, f));
            let seat = p.seat;
            let to_hand = viewer == Some(seat);
            let sources = std::iter::repeat_n((from, p.resource), p.n as usize);
            for (from, r) in sources {
                commands
                    .spawn((
                        crate::game::table::pieces::OnBoard,
                        FlyingCard {
                            from,
                            seat,
                            to_hand,
                            t: 0.0,
                            delay: k,
                        },
                        Mesh2d(art.square.clone()),
                        MeshMaterial2d(art.resource[r.index()].clone()),
                        Transform::from_translation(from.extend(z::FLYING))
                            .with_scale(Vec3::new(18.0, 26.0, 1.0)),
                        Visibility::Hidden,
                    ))
                    .with_children(|c| {
                        c.spawn((
                            Mesh2d(art.square.clone()),
                            MeshMaterial2d(art.white.clone()),
                            Transform::from_xyz(0.0, 0.0, -0.01)
                                .with_scale(Vec3::new(1.2, 1.15, 1.0)),
                        ));
                    });
                k += 0.08;
            }
        }
    }
}

fn fly_cards(
    mut commands: Commands,
    time: Res<Time>,
    camera: Single<(&Camera, &GlobalTransform), With<MainCamera>>,
    mut q: Query<(Entity, &mut FlyingCard, &mut Transform, &mut Visibility)>,
    session: Option<Res<crate::game::session::Session>>,
) {
    let (cam, cam_tf) = *camera;
    let row_height = player_row(session.map_or(4, |s| s.game.state.num_players));
    for (e, mut card, mut tf, mut vis) in &mut q {
        if card.delay > 0.0 {
            card.delay -= time.delta_secs();
            continue;
        }
        *vis = Visibility::Visible;
        card.t += time.delta_secs() / FLY_SECS;
        let row = if card.to_hand {
            Vec2::new(
                cam.logical_viewport_size().map_or(0.0, |s| s.x) - RIGHT_PANEL + 70.0,
                TOP_BAR + 40.0,
            )
        } else {
            Vec2::new(
                LEFT_PANEL - 30.0,
                PLAYER_ROWS_TOP + row_height * (card.seat.0 as f32 + 0.5),
            )
        };
        let Ok(to) = cam.viewport_to_world_2d(cam_tf, row) else {
            continue;
        };
        let t = card.t.min(1.0);
        let ease = 1.0 - (1.0 - t) * (1.0 - t);
        let arc = Vec2::new(0.0, (t * std::f32::consts::PI).sin() * HEX * 0.8);
        tf.translation = (card.from.lerp(to, ease) + arc).extend(z::FLYING);
        if card.t >= 1.0 {
            commands.entity(e).despawn();
        }
    }
}

/// The dice on screen: tumbling for a moment after a roll.
#[derive(Resource, Default)]
pub struct DiceRoll {
    pub shown: Option<(u8, u8)>,
    pub tumbling: f32,
    /// How long the big dice still show over the board.
    pub big: f32,
}

/// How long the big dice show over the board after a roll.
pub const BIG_DICE_SECS: f32 = 1.8;

/// "Blue's turn" in the middle of the board for a moment.
#[derive(Resource, Default)]
pub struct TurnBanner {
    pub seat: Option<u8>,
    pub left: f32,
}

fn roll_dice_and_announce_turns(
    time: Res<Time>,
    mut applied: MessageReader<Applied>,
    mut dice: ResMut<DiceRoll>,
    mut banner: ResMut<TurnBanner>,
    session: Option<Res<crate::game::session::Session>>,
    mut game: Local<Option<u64>>,
) {
    // a new (or loaded) game starts with no dice on show
    let id = session.map(|s| s.id);
    if *game != id {
        *game = id;
        *dice = DiceRoll::default();
        *banner = TurnBanner::default();
    }
    let dt = time.delta_secs();
    dice.tumbling = (dice.tumbling - dt).max(0.0);
    dice.big = (dice.big - dt).max(0.0);
    banner.left = (banner.left - dt).max(0.0);
    for a in applied.read() {
        for e in a.events.as_slice() {
            match *e {
                Event::Rolled(x, y) => {
                    dice.shown = Some((x, y));
                    dice.tumbling = 0.6;
                    dice.big = BIG_DICE_SECS;
                }
                Event::TurnStarted(s) => {
                    // a turn's own roll is yet to come
                    dice.shown = None;
                    banner.seat = Some(s.0);
                    banner.left = 1.6;
                }
                _ => {}
            }
        }
    }
}
