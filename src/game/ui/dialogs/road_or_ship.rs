//! A side where both a road and a ship may go (the opening, Road Building): which one — asked
//! beside that side, clear of it, so the side and the tiles around it stay in sight.

use super::{Dialogs, Window};
use crate::core::Action;
use crate::game::i18n::tr;
use crate::game::session::Session;
use crate::game::table::camera::MainCamera;
use crate::game::table::layout::edge_pos;
use crate::game::table::picking::PieceChoice;
use crate::game::theme::board_area;
use bevy::prelude::*;
use bevy_egui::egui;

/// Where on the screen the side asked about is (the camera's view of it), for the dialog.
pub(crate) fn locate_side(
    piece: Res<PieceChoice>,
    session: Option<Res<Session>>,
    camera: Query<(&Camera, &GlobalTransform), With<MainCamera>>,
    mut dialogs: ResMut<Dialogs>,
) {
    let at = piece.0.as_ref().zip(session).and_then(|((e, _), s)| {
        let (world, _) = edge_pos(&s.game.state.board.topo, *e);
        let (cam, tf) = camera.single().ok()?;
        let p = cam.world_to_viewport(tf, world.extend(0.0)).ok()?;
        Some(egui::pos2(p.x, p.y))
    });
    if dialogs.side_at != at {
        dialogs.side_at = at;
    }
}

/// How far from the side asked about the dialog stands: clear of the side and the tiles
/// around it, near enough to be where the person clicked (play-test 7: at the board's top it
/// was far from the click).
pub(crate) const GAP: f32 = 68.0;

/// Where the dialog goes in the board's part of the window: just below the side at `side` when
/// it is in the board's upper half, just above it otherwise, kept inside the board; in the
/// middle when the side's place is not known. The pivot and the point it is placed at.
pub(crate) fn away_from(board: egui::Rect, side: Option<egui::Pos2>) -> (egui::Align2, egui::Pos2) {
    // half the dialog's width at most, so it stays inside the board
    const HALF_WIDTH: f32 = 170.0;
    let Some(p) = side else {
        return (egui::Align2::CENTER_CENTER, board.center());
    };
    let (left, right) = (board.left() + HALF_WIDTH, board.right() - HALF_WIDTH);
    let x = if left < right {
        p.x.clamp(left, right)
    } else {
        board.center().x
    };
    if p.y < board.center().y {
        (egui::Align2::CENTER_TOP, egui::pos2(x, p.y + GAP))
    } else {
        (egui::Align2::CENTER_BOTTOM, egui::pos2(x, p.y - GAP))
    }
}

pub(super) fn show(w: &mut Window<'_>, piece: &mut PieceChoice, side: Option<egui::Pos2>) {
    let (ctx, session, lang) = (w.ctx, w.session, w.lang);
    let out = &mut *w.out;
    let Some((_, options)) = piece.0.clone() else {
        return;
    };
    let mut close = false;
    let mut open = true;
    let (pivot, at) = away_from(board_area(ctx), side);
    egui::Window::new(tr(lang, "road-or-ship"))
        // collapsible: a window that must be answered can still be folded to see the board
        .collapsible(true)
        .resizable(false)
        .pivot(pivot)
        .fixed_pos(at)
        .open(&mut open)
        .show(ctx, |ui| {
            ui.horizontal(|ui| {
                for a in &options {
                    let label = match a {
                        Action::BuildRoad(_) => tr(lang, "road"),
                        Action::BuildShip(_) => tr(lang, "ship"),
                        _ => continue,
                    };
                    if ui.button(format!("  {label}  ")).clicked() {
                        out.push(*a);
                        close = true;
                    }
                }
                if ui.button(tr(lang, "cancel")).clicked() {
                    close = true;
                }
            });
        });
    // gone when answered, closed, or the position moved on without it
    let still = options.iter().all(|a| session.legal().contains(a));
    if close || !open || !still {
        piece.0 = None;
    }
}
