//! The camera fits the board — its tiles to their corners, the sea's included, and the harbours
//! — to the room between the game screen's panels: nothing cut, and the tighter axis filled.

use super::{BoardInsets, fit};
use crate::core::FaceId;
use crate::core::wide::Board;
use crate::game::settings::new_game_from_flags;
use crate::game::table::layout::{HEX, extent, face_pos, harbour_spot};
use crate::game::theme::GAME_MARGINS;
use bevy::prelude::*;

/// What is drawn of `board`, independently of the fit: each tile's corners and each harbour's
/// marker.
fn drawn(board: &Board) -> Rect {
    let topo = &board.topo;
    let mut r = Rect::EMPTY;
    for f in 0..topo.num_faces() {
        let c = face_pos(topo, FaceId(f as u16));
        for k in 0..6 {
            let a = std::f32::consts::FRAC_PI_6 + k as f32 * std::f32::consts::FRAC_PI_3;
            r = r.union_point(c + HEX * Vec2::new(a.cos(), a.sin()));
        }
    }
    for h in &board.file.harbours {
        let p = harbour_spot(topo, h).unwrap();
        r = r.union(Rect::from_center_half_size(p, Vec2::splat(HEX * 0.27)));
    }
    r
}

fn board(path: Option<&str>, rules: Option<&str>) -> Board {
    let players = vec!["ai".to_string(); 4];
    let game = new_game_from_flags(&players, path, rules, 1).unwrap();
    (*game.board).clone()
}

#[test]
fn the_board_fills_the_room_between_the_panels_uncut() {
    let boards = [
        ("base", board(None, None)),
        (
            "new shores",
            board(Some("boards/seafarers/new-shores.ron"), Some("seafarers")),
        ),
        (
            "four islands",
            board(Some("boards/seafarers/four-islands.ron"), Some("seafarers")),
        ),
    ];
    for (name, b) in &boards {
        for (w, h) in [(1024.0, 700.0), (1280.0, 800.0), (1920.0, 1080.0)] {
            let window = Vec2::new(w, h);
            let (scale, centre) = fit(extent(b), window, BoardInsets(GAME_MARGINS));
            // the drawn board on the screen (y down), and the room the panels leave
            let [left, right, top, bottom] = GAME_MARGINS;
            let on_screen = |p: Vec2| {
                let d = (p - centre) / scale;
                Vec2::new(w / 2.0 + d.x, h / 2.0 - d.y)
            };
            let d = drawn(b);
            let shown = Rect::from_corners(on_screen(d.min), on_screen(d.max));
            let room = Rect::new(left, top, w - right, h - bottom);
            assert!(
                room.contains(shown.min) && room.contains(shown.max),
                "{name} at {w}×{h}: {shown:?} cut by {room:?}"
            );
            let fill = (shown.width() / room.width()).max(shown.height() / room.height());
            eprintln!(
                "{name} at {w}×{h}: fills {:.0} % of the tighter axis",
                100.0 * fill
            );
            assert!(fill >= 0.9, "{name} at {w}×{h}: fills {fill:.2}");
        }
    }
}
