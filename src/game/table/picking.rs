//! Clicking the board: the legal spots of the moment are highlighted (from the core's legal
//! actions), the one under the cursor grows, and a click plays its action.

use crate::core::{Action, Phase};
use crate::core::{EdgeId, FaceId, VertexId};
use crate::game::gate::Gate;
use crate::game::screens::Screen;
use crate::game::session::{Act, GameSet, Session};
use crate::game::table::art::{Art, shape};
use crate::game::table::camera::{BoardInsets, MainCamera, pointer_on_board};
use crate::game::table::highlights::halo;
use crate::game::table::layout::{HEX, edge_pos, face_pos, hex_at, vertex_pos};
use crate::game::table::pieces::{OnBoard, robber_spot, z};
use bevy::prelude::*;
use bevy::window::PrimaryWindow;
use bevy_egui::input::EguiWantsInput;

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<BuildMode>();
    app.init_resource::<RobberChoice>();
    app.init_resource::<PieceChoice>();
    app.init_resource::<ShipNotOffered>();
    app.init_resource::<Hovered>();
    app.init_resource::<Pending>();
    app.add_systems(
        Update,
        (
            show_clickable_spots.after(GameSet::Sync),
            hover_spot_under_cursor,
            click_spot.in_set(GameSet::Input),
            show_pending_placement.after(GameSet::Sync),
            find_ship_not_offered,
        )
            .run_if(in_state(Screen::Playing)),
    );
}

/// What the current person is placing in the main phase (from a button or a key).
#[derive(Resource, Default, Clone, Copy, Debug, PartialEq, Eq)]
pub struct BuildMode(pub Option<Placing>);

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Placing {
    Road,
    Settlement,
    City,
    /// Seafarers: a ship.
    Ship,
    /// Seafarers: moving a ship — first the ship (`None`), then where it sails.
    Sail(Option<EdgeId>),
}

impl Placing {
    /// Whether `a` is what this mode places (a ship move: from the chosen ship, if any).
    pub fn matches(self, a: &Action) -> bool {
        match (self, a) {
            (Placing::Road, Action::BuildRoad(_))
            | (Placing::Settlement, Action::BuildSettlement(_))
            | (Placing::City, Action::BuildCity(_))
            | (Placing::Ship, Action::BuildShip(_))
            | (Placing::Sail(None), Action::MoveShip { .. }) => true,
            (Placing::Sail(Some(f)), Action::MoveShip { from, .. }) => f == *from,
            _ => false,
        }
    }
}

/// An opening placement the person clicked, waiting to be confirmed (it counts only then).
#[derive(Resource, Default, Debug)]
pub struct Pending {
    pub placement: Option<(Spot, Action)>,
    /// The game and version it was chosen in: any other action clears it.
    at: Option<(u64, u64)>,
}

impl Pending {
    /// The placement waiting for confirmation in this position, if any.
    /// `action` at `spot` waits for confirmation in game `id` at `version`.
    pub fn set(&mut self, spot: Spot, action: Action, id: u64, version: u64) {
        self.placement = Some((spot, action));
        self.at = Some((id, version));
    }

    pub fn current(&self, session: &Session) -> Option<Action> {
        (self.at == Some((session.id, session.version)))
            .then_some(self.placement.map(|(_, a)| a))
            .flatten()
    }
    pub fn clear(&mut self) {
        self.placement = None;
        self.at = None;
    }
}

/// The question asking to confirm a placement: it names the piece clicked (a ship is not a
/// settlement).
pub(crate) fn confirm_key(action: Action) -> &'static str {
    match action {
        Action::BuildRoad(_) => "confirm-road",
        Action::BuildShip(_) => "confirm-ship",
        Action::BuildCity(_) => "confirm-city",
        _ => "confirm-settlement",
    }
}

/// The piece shown where an opening placement waits for confirmation.
#[derive(Component)]
struct PendingGhost;

/// While picking a ship to move: the person's own ship under the cursor that may not move, and
/// why (a closed route, beside the pirate, built this turn), for the screen to show at the
/// pointer.
#[derive(Resource, Default)]
pub struct ShipNotOffered(pub Option<EdgeId>);

/// A robber move waiting for the person to pick whom to rob.
#[derive(Resource, Default)]
pub struct RobberChoice(pub Option<(u16, Vec<Action>)>);

/// A side where a road or a ship may go (the opening, Road Building), waiting for the person to
/// pick which.
#[derive(Resource, Default)]
pub struct PieceChoice(pub Option<(EdgeId, Vec<Action>)>);

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Spot {
    Vertex(VertexId),
    Edge(EdgeId),
    Face(FaceId),
}

impl Spot {
    pub fn world(self, topo: &crate::core::wide::Topology) -> Vec2 {
        match self {
            Spot::Vertex(v) => vertex_pos(topo, v),
            Spot::Edge(e) => edge_pos(topo, e).0,
            Spot::Face(f) => robber_spot(topo, f),
        }
    }
    /// How close the cursor must be, in world units (a face: anywhere on its tile, see `hit`).
    fn reach(self) -> f32 {
        match self {
            Spot::Vertex(_) => HEX * 0.3,
            Spot::Edge(_) => HEX * 0.28,
            Spot::Face(_) => HEX,
        }
    }
    /// Whether the world point `at` picks this spot, and how near it is (the nearest wins): a
    /// corner or a side near its marker, a tile (the robber's target) anywhere on the tile, not
    /// only on its small ring beside the number.
    pub(crate) fn hit(self, topo: &crate::core::wide::Topology, at: Vec2) -> Option<f32> {
        // a marker of the board before (a new game's first frame) names no spot of this one
        if !self.on(topo) {
            return None;
        }
        match self {
            Spot::Face(f) => {
                (hex_at(at) == topo.face_coords[f.index()]).then(|| face_pos(topo, f).distance(at))
            }
            _ => Some(self.world(topo).distance(at)).filter(|d| *d < self.reach()),
        }
    }

    /// Whether this spot is one of `topo`'s.
    pub(crate) fn on(self, topo: &crate::core::wide::Topology) -> bool {
        match self {
            Spot::Vertex(v) => v.index() < topo.num_vertices(),
            Spot::Edge(e) => e.index() < topo.num_edges(),
            Spot::Face(f) => f.index() < topo.num_faces() && f.index() < topo.face_coords.len(),
        }
    }
}

/// A highlighted spot (a click plays its actions: see `click_spot`).
#[derive(Component, Debug)]
pub struct SpotMarker {
    pub spot: Spot,
}

#[derive(Resource, Default)]
pub struct Hovered(pub Option<Entity>);

/// The spots a person may click now, each with its actions.
pub fn clickable(session: &Session, mode: Option<Placing>) -> Vec<(Spot, Vec<Action>)> {
    let state = &session.game.state;
    if state.is_over() || !session.is_human(state.actor()) {
        return Vec::new();
    }
    let mut out: Vec<(Spot, Vec<Action>)> = Vec::new();
    for a in session.legal() {
        let Some(spot) = spot_of(state.phase, mode, &a) else {
            continue;
        };
        match out.iter_mut().find(|(s, _)| *s == spot) {
            Some((_, acts)) => acts.push(a),
            None => out.push((spot, vec![a])),
        }
    }
    out
}

/// Where a person clicks for `a` now, if it is offered by a click in this phase and mode.
fn spot_of(phase: Phase, mode: Option<Placing>, a: &Action) -> Option<Spot> {
    let edge_phase = matches!(phase, Phase::SetupRoad { .. } | Phase::RoadBuilding { .. });
    Some(match (phase, *a) {
        (Phase::SetupSettlement { .. }, Action::BuildSettlement(v)) => Spot::Vertex(v),
        (_, Action::BuildRoad(e) | Action::BuildShip(e)) if edge_phase => Spot::Edge(e),
        (Phase::MoveRobber { .. }, Action::MoveRobber { face, .. }) => Spot::Face(face),
        // Cloth for Catan: a cloth instead of a card, chosen in the same dialog
        (Phase::MoveRobber { .. }, Action::RobCloth { face, .. }) => Spot::Face(face),
        (p, a) if p.may_build() && mode.is_some_and(|m| m.matches(&a)) => match a {
            Action::BuildRoad(e) | Action::BuildShip(e) => Spot::Edge(e),
            Action::BuildSettlement(v) | Action::BuildCity(v) => Spot::Vertex(v),
            // the ship to move first, then where it goes
            Action::MoveShip { from, .. } if mode == Some(Placing::Sail(None)) => Spot::Edge(from),
            Action::MoveShip { to, .. } => Spot::Edge(to),
            _ => return None,
        },
        _ => return None,
    })
}

pub(crate) fn show_clickable_spots(
    mut commands: Commands,
    session: Res<Session>,
    mut mode: ResMut<BuildMode>,
    gate: Res<Gate>,
    art: Option<Res<Art>>,
    markers: Query<Entity, With<SpotMarker>>,
    mut shown: Local<Option<(u64, u64, Option<Placing>, bool)>>,
) {
    // leaving the main phase ends a build mode
    if mode.0.is_some() && !session.game.state.phase.may_build() {
        mode.0 = None;
    }
    let key = (session.id, session.version, mode.0, gate.open());
    if *shown == Some(key) {
        return;
    }
    // a build mode with nothing left to place (after a build, say) ends
    let mut spots = clickable(&session, mode.0);
    if mode.0.is_some() && spots.is_empty() {
        mode.0 = None;
        spots = clickable(&session, None);
    }
    let key = (session.id, session.version, mode.0, gate.open());
    *shown = Some(key);
    for e in &markers {
        commands.entity(e).despawn();
    }
    if !gate.open() {
        return;
    }
    let topo = &session.game.state.board.topo;
    for (spot, _) in spots {
        let p = spot.world(topo);
        let mut e = commands.spawn((
            OnBoard,
            SpotMarker { spot },
            Transform::from_translation(p.extend(spot_depth(spot))),
            Visibility::default(),
        ));
        if let Some(art) = &art {
            let (mesh, size, angle) = match spot {
                Spot::Vertex(_) => (art.ring.clone(), Vec2::splat(12.0), 0.0),
                Spot::Edge(e) => (
                    art.square.clone(),
                    Vec2::new(HEX * 0.5, ROAD_SPOT_WIDTH),
                    edge_pos(topo, e).1,
                ),
                Spot::Face(_) => (art.ring.clone(), Vec2::splat(FACE_RING), 0.0),
            };
            e.with_children(|c| {
                if let Spot::Vertex(_) = spot {
                    // a dark halo under a corner's white ring: it reads on light land where
                    // three tiles meet, not only on the sea (play-test 9: "inner corners
                    // unmarked" — their rings were lost on the cream rims and pale fields)
                    let (halo, rim) = (Vec2::splat(12.0), Vec2::splat(15.0));
                    c.spawn(shape(&art.circle, &art.shade, Vec3::Z * -0.02, halo));
                    c.spawn(shape(&art.ring, &art.dark, Vec3::Z * -0.01, rim));
                }
                c.spawn((
                    Mesh2d(mesh),
                    MeshMaterial2d(spot_material(art, spot, false)),
                    Transform::from_rotation(Quat::from_rotation_z(angle))
                        .with_scale(size.extend(1.0)),
                    Pulse,
                ));
            });
        }
    }
}

/// How deep a spot's marker lies: a tile's (the robber's or the pirate's target), beside the
/// number and grown under the cursor, lies under the number token — the ring never hides the
/// number; a corner's or a side's lies over the pieces.
pub(crate) fn spot_depth(spot: Spot) -> f32 {
    match spot {
        Spot::Face(_) => z::TOKEN - 0.05,
        _ => z::SPOT,
    }
}

/// The radius of a tile's ring (the robber's or the pirate's target), and how much a spot grows
/// under the cursor.
pub(crate) const FACE_RING: f32 = HEX * 0.3;
pub(crate) const HOT_GROWTH: f32 = 1.45;

/// Width of a road spot's bar (a road's own width, so it reads as "a road goes here").
const ROAD_SPOT_WIDTH: f32 = 11.0;

/// The colour of a legal spot: roads in their own strong colour, the spot under the cursor
/// highlighted.
fn spot_material(art: &Art, spot: Spot, hot: bool) -> Handle<ColorMaterial> {
    match (hot, spot) {
        (true, _) => art.spot_hover.clone(),
        (false, Spot::Edge(_)) => art.spot_road.clone(),
        (false, _) => art.spot.clone(),
    }
}

/// Highlights breathe gently.
#[derive(Component)]
pub struct Pulse;

fn cursor_world(window: &Window, camera: (&Camera, &GlobalTransform)) -> Option<Vec2> {
    let p = window.cursor_position()?;
    camera.0.viewport_to_world_2d(camera.1, p).ok()
}

fn hover_spot_under_cursor(
    time: Res<Time>,
    window: Single<&Window, With<PrimaryWindow>>,
    camera: Single<(&Camera, &GlobalTransform), With<MainCamera>>,
    markers: Query<(Entity, &SpotMarker, &Children)>,
    session: Res<Session>,
    mut visuals: Query<
        (&mut Transform, &mut MeshMaterial2d<ColorMaterial>),
        (With<Pulse>, Without<SpotMarker>),
    >,
    art: Option<Res<Art>>,
    mut hovered: ResMut<Hovered>,
    egui: Option<Res<EguiWantsInput>>,
    insets: Option<Res<BoardInsets>>,
) {
    let at = cursor_world(&window, *camera)
        .filter(|_| insets.is_some_and(|i| pointer_on_board(&window, egui.as_deref(), i.0)));
    let mut best: Option<(Entity, f32)> = None;
    if let Some(at) = at {
        let topo = &session.game.state.board.topo;
        for (e, m, _) in &markers {
            if let Some(d) = m.spot.hit(topo, at)
                && best.is_none_or(|(_, bd)| d < bd)
            {
                best = Some((e, d));
            }
        }
    }
    hovered.0 = best.map(|(e, _)| e);
    let pulse = 1.0 + 0.12 * (time.elapsed_secs() * 4.0).sin();
    for (e, m, children) in &markers {
        let hot = hovered.0 == Some(e);
        for c in children.iter() {
            if let Ok((mut tf, mut mat)) = visuals.get_mut(c) {
                let base = match m.spot {
                    Spot::Vertex(_) => Vec2::splat(12.0),
                    Spot::Edge(_) => Vec2::new(HEX * 0.5, ROAD_SPOT_WIDTH),
                    Spot::Face(_) => Vec2::splat(FACE_RING),
                };
                let k = if hot { HOT_GROWTH } else { pulse };
                tf.scale = (base * k).extend(1.0);
                if let Some(art) = &art {
                    mat.0 = spot_material(art, m.spot, hot);
                }
            }
        }
    }
}

/// A click on the board plays the legal spot under the cursor. The spot is looked up in the
/// position as it is now (not in the highlighted markers, which are redrawn a frame after each
/// move), so a click right after a build — while it still animates — is never lost.
#[allow(clippy::too_many_arguments)]
fn click_spot(
    buttons: Res<ButtonInput<MouseButton>>,
    egui: Option<Res<EguiWantsInput>>,
    window: Single<&Window, With<PrimaryWindow>>,
    camera: Single<(&Camera, &GlobalTransform), With<MainCamera>>,
    insets: Option<Res<BoardInsets>>,
    session: Res<Session>,
    gate: Res<Gate>,
    mut mode: ResMut<BuildMode>,
    mut choice: ResMut<RobberChoice>,
    mut piece: ResMut<PieceChoice>,
    mut pending: ResMut<Pending>,
    mut acts: MessageWriter<Act>,
) {
    if !buttons.just_pressed(MouseButton::Left) || !gate.open() {
        return;
    }
    // (only over the board, not a panel or a window)
    let Some(at) = cursor_world(&window, *camera)
        .filter(|_| insets.is_some_and(|i| pointer_on_board(&window, egui.as_deref(), i.0)))
    else {
        return;
    };
    let topo = &session.game.state.board.topo;
    let Some((spot, actions)) = clickable(&session, mode.0)
        .into_iter()
        .filter_map(|(s, a)| Some((s.hit(topo, at)?, s, a)))
        .min_by(|a, b| a.0.total_cmp(&b.0))
        .map(|(_, s, a)| (s, a))
    else {
        return;
    };
    let seat = session.game.state.actor();
    let opening = matches!(
        session.game.state.phase,
        Phase::SetupSettlement { .. } | Phase::SetupRoad { .. }
    );
    // a ship picked to move: now where it sails
    if let (Some(Placing::Sail(None)), Spot::Edge(from)) = (mode.0, spot) {
        mode.0 = Some(Placing::Sail(Some(from)));
        return;
    }
    match actions.as_slice() {
        // an opening placement counts once confirmed
        [one] if opening => {
            pending.placement = Some((spot, *one));
            pending.at = Some((session.id, session.version));
        }
        [one] => {
            acts.write(Act { seat, action: *one });
        }
        many => match spot {
            Spot::Face(f) => choice.0 = Some((f.0, many.to_vec())),
            Spot::Edge(e) => piece.0 = Some((e, many.to_vec())),
            Spot::Vertex(_) => {}
        },
    }
}

/// In the mode that picks a ship to move, the person's ship under the cursor that is not
/// offered (the screen asks the core why).
fn find_ship_not_offered(
    window: Single<&Window, With<PrimaryWindow>>,
    camera: Single<(&Camera, &GlobalTransform), With<MainCamera>>,
    session: Res<Session>,
    mode: Res<BuildMode>,
    mut why: ResMut<ShipNotOffered>,
) {
    why.0 = None;
    let state = &session.game.state;
    let (Some(Placing::Sail(None)), Some(sea)) = (mode.0, state.sea()) else {
        return;
    };
    let Some(at) = cursor_world(&window, *camera) else {
        return;
    };
    let me = state.actor();
    let topo = &state.board.topo;
    let near = sea.ships[me.index()]
        .iter()
        .map(|e| (edge_pos(topo, EdgeId::at(e)).0.distance(at), EdgeId::at(e)))
        .filter(|(d, _)| *d < HEX * 0.28)
        .min_by(|a, b| a.0.total_cmp(&b.0));
    if let Some((_, from)) = near {
        // the ship is offered when any move from it is legal; else the reason of the first check
        let offered = session
            .legal()
            .iter()
            .any(|a| matches!(a, Action::MoveShip { from: f, .. } if *f == from));
        if !offered {
            why.0 = Some(from);
        }
    }
}

/// The waiting opening placement drawn in the person's colour, ringed.
fn show_pending_placement(
    mut commands: Commands,
    session: Res<Session>,
    pending: Res<Pending>,
    art: Option<Res<Art>>,
    ghosts: Query<Entity, With<PendingGhost>>,
    mut shown: Local<Option<(Option<Action>, u64, u64)>>,
) {
    let now = pending.current(&session);
    let key = (now, session.id, session.version);
    if *shown == Some(key) {
        return;
    }
    *shown = Some(key);
    for e in &ghosts {
        commands.entity(e).despawn();
    }
    let (Some(art), Some((spot, _))) = (art, now.and(pending.placement)) else {
        return;
    };
    let topo = &session.game.state.board.topo;
    let seat = session.game.state.actor().index() % 6;
    let (size, angle) = match spot {
        Spot::Edge(e) => (Vec2::new(HEX * 0.62, 9.0), edge_pos(topo, e).1),
        _ => (Vec2::new(18.0, 18.0), 0.0),
    };
    commands
        .spawn((
            OnBoard,
            PendingGhost,
            Transform::from_translation(spot.world(topo).extend(z::SPOT + 0.2)),
            Visibility::default(),
        ))
        .with_children(|c| {
            let (halo, halo_size) = halo(matches!(spot, Spot::Edge(_)), &art);
            c.spawn((
                Mesh2d(halo),
                MeshMaterial2d(art.spot_hover.clone()),
                Transform::from_rotation(Quat::from_rotation_z(angle))
                    .with_scale(halo_size.extend(1.0)),
            ));
            c.spawn((
                Mesh2d(art.square.clone()),
                MeshMaterial2d(art.seat[seat].clone()),
                Transform::from_xyz(0.0, 0.0, 0.1)
                    .with_rotation(Quat::from_rotation_z(angle))
                    .with_scale(size.extend(1.0)),
            ));
            // a ship: its sail over the hull
            if let Some(Action::BuildShip(_)) = now {
                c.spawn((
                    Mesh2d(art.triangle.clone()),
                    MeshMaterial2d(art.seat[seat].clone()),
                    Transform::from_xyz(0.0, 8.0, 0.2).with_scale(Vec3::new(14.0, 14.0, 1.0)),
                ));
            }
        });
}

#[cfg(test)]
mod confirm_tests;
#[cfg(test)]
mod hit_tests;
#[cfg(test)]
mod ring_tests;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ship_modes_offer_the_ship_first_then_where_it_sails() {
        let (from, to, other) = (EdgeId(3), EdgeId(7), EdgeId(9));
        let sail = Action::MoveShip { from, to };
        let main = Phase::Main;
        // picking the ship: its own side glows
        assert_eq!(
            spot_of(main, Some(Placing::Sail(None)), &sail),
            Some(Spot::Edge(from))
        );
        // the ship picked: where it may go glows, and only for that ship
        let picked = Some(Placing::Sail(Some(from)));
        assert_eq!(spot_of(main, picked, &sail), Some(Spot::Edge(to)));
        let elsewhere = Some(Placing::Sail(Some(other)));
        assert_eq!(spot_of(main, elsewhere, &sail), None);
        // a ship in the ship mode only; never in the road mode or without a mode
        let ship = Action::BuildShip(other);
        assert_eq!(
            spot_of(main, Some(Placing::Ship), &ship),
            Some(Spot::Edge(other))
        );
        assert_eq!(spot_of(main, Some(Placing::Road), &ship), None);
        assert_eq!(spot_of(main, None, &ship), None);
        assert_eq!(spot_of(main, None, &sail), None);
        // the opening's side and Road Building's: roads and ships, no mode needed
        let opening = Phase::SetupRoad {
            step: 0,
            settlement: VertexId(1),
        };
        assert_eq!(spot_of(opening, None, &ship), Some(Spot::Edge(other)));
        let building = Phase::RoadBuilding {
            left: 2,
            resume: crate::core::phase::Resume::Main,
        };
        assert_eq!(spot_of(building, None, &ship), Some(Spot::Edge(other)));
        // Cloth for Catan: a cloth robbed is picked on its tile, like the robber's move
        let robber = Phase::MoveRobber {
            resume: crate::core::phase::Resume::Main,
        };
        let (face, victim) = (FaceId(4), crate::core::Seat(1));
        let cloth = Action::RobCloth { face, victim };
        assert_eq!(spot_of(robber, None, &cloth), Some(Spot::Face(face)));
    }
}
