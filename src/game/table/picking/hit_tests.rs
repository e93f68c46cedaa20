//! The robber's target answers a click anywhere on its tile, not only on the small ring beside
//! the number; corners and sides keep their small reach.

use super::Spot;
use crate::core::FaceId;
use crate::core::wide::Board;
use crate::game::table::layout::{HEX, face_pos};
use crate::game::table::pieces::robber_spot;
use bevy::prelude::*;

#[test]
fn a_click_on_the_tile_away_from_the_number_picks_the_tile() {
    let board = Board::standard_sized();
    let topo = &board.topo;
    for i in 0..topo.num_faces() {
        let f = FaceId(i as _);
        let c = face_pos(topo, f);
        let ring = robber_spot(topo, f);
        // the right-hand part of the tile (far from the ring left of the number), its top and
        // bottom, the number itself and the ring
        for p in [
            c + Vec2::new(HEX * 0.75, 0.0),
            c + Vec2::new(0.0, HEX * 0.8),
            c + Vec2::new(HEX * 0.4, -HEX * 0.6),
            c,
            ring,
        ] {
            assert!(Spot::Face(f).hit(topo, p).is_some(), "face {i} at {p:?}");
        }
        // a point on the next tile is not this one
        assert!(
            Spot::Face(f)
                .hit(topo, c + Vec2::new(HEX * 1.9, 0.0))
                .is_none()
        );
    }
}

#[test]
fn of_two_tiles_the_one_under_the_click_wins() {
    let board = Board::standard_sized();
    let topo = &board.topo;
    let (a, b) = (FaceId(0), FaceId(1));
    let p = face_pos(topo, b) + (face_pos(topo, a) - face_pos(topo, b)) * 0.4;
    assert!(Spot::Face(b).hit(topo, p).is_some());
    assert!(Spot::Face(a).hit(topo, p).is_none());
}

/// A marker left from a larger board (a Seafarers map) names ids this board does not have: it is
/// never hit, and nothing panics (the screen atlas found it, switching games under the cursor).
#[test]
fn a_spot_of_another_board_is_never_hit() {
    let board = crate::core::wide::Board::standard_sized();
    let topo = &board.topo;
    let at = Vec2::ZERO;
    for spot in [
        Spot::Face(crate::core::FaceId::at(topo.num_faces() + 5)),
        Spot::Vertex(crate::core::VertexId(250)),
        Spot::Edge(crate::core::EdgeId(250)),
    ] {
        assert_eq!(spot.hit(topo, at), None, "{spot:?}");
    }
}
