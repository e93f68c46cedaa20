//! A tile's target ring (the robber's or the pirate's), grown under the cursor, never hides the
//! tile's number: where it meets the number token it lies under it.

use super::{FACE_RING, HOT_GROWTH, Spot, spot_depth};
use crate::core::FaceId;
use crate::core::wide::Board;
use crate::game::table::layout::{HEX, face_pos};
use crate::game::table::pieces::{robber_spot, z};

/// The number token's disc (its shadow included, `art::dress_tokens`) and the lowest depth of
/// its parts.
const TOKEN_RADIUS: f32 = HEX * 0.33;
const TOKEN_BOTTOM: f32 = z::TOKEN - 0.01;

#[test]
fn a_tiles_ring_lies_under_its_number_token() {
    let board = Board::standard_sized();
    let topo = &board.topo;
    let mut overlapping = 0;
    for f in 0..topo.num_faces() {
        let face = FaceId::at(f);
        let spot = Spot::Face(face);
        let gap = robber_spot(topo, face).distance(face_pos(topo, face));
        // the ring as the cursor grows it reaches into the token
        if gap < FACE_RING * HOT_GROWTH + TOKEN_RADIUS {
            overlapping += 1;
            assert!(
                spot_depth(spot) < TOKEN_BOTTOM,
                "tile {f}: its ring over the number"
            );
        }
        // and over the tile itself, so it is seen
        assert!(spot_depth(spot) > z::HARBOUR);
    }
    assert!(overlapping > 0, "the ring never reaches the token here");
}

#[test]
fn corners_and_sides_are_marked_over_the_pieces() {
    let board = Board::standard_sized();
    let topo = &board.topo;
    for spot in [
        Spot::Vertex(crate::core::VertexId::at(0)),
        Spot::Edge(crate::core::EdgeId::at(0)),
    ] {
        assert!(spot.on(topo));
        assert!(spot_depth(spot) > z::BUILDING);
    }
}
