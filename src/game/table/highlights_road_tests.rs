//! A road's highlight follows the road: a glow along its side under the road, not a ring the
//! road crosses (play-test 7: the ring on a pending or last-built road read as a "no entry"
//! sign). A building and the robber keep their ring.

use super::mark_of;
use crate::core::board::Board;
use crate::core::rules::Rules;
use crate::core::wide::State;
use crate::core::{Action, EdgeId, FaceId, VertexId};
use crate::game::table::layout::{HEX, edge_pos};
use crate::game::table::pieces::z;
use std::sync::Arc;

fn state() -> State {
    State::new(
        Arc::new(Board::standard_sized()),
        Arc::new(Rules::standard()),
        4,
        1,
    )
    .unwrap()
}

#[test]
fn a_roads_mark_glows_along_the_road_under_it() {
    let state = state();
    for e in [0, 7, 30, 71] {
        let e = EdgeId(e);
        let mark = mark_of(&state, Action::BuildRoad(e)).expect("a road is marked");
        let (at, angle) = edge_pos(&state.board.topo, e);
        assert!(mark.along, "{mark:?}");
        assert_eq!((mark.at, mark.angle), (at, angle));
        // longer than wide, and past the road's outline (HEX × 0.66 by 11) on every side
        assert!(mark.size.x > 2.0 * mark.size.y, "{mark:?}");
        assert!(mark.size.x > HEX * 0.66 && mark.size.y > 11.0, "{mark:?}");
        // under the road: the road itself is never crossed by its highlight
        assert!(mark.z < z::ROAD - 0.03, "{mark:?}");
    }
}

#[test]
fn a_building_and_the_robber_keep_their_ring() {
    let state = state();
    let built = mark_of(&state, Action::BuildSettlement(VertexId(3))).unwrap();
    assert!(!built.along && built.size.x == built.size.y, "{built:?}");
    let robber = Action::MoveRobber {
        face: FaceId(4),
        victim: None,
    };
    let moved = mark_of(&state, robber).unwrap();
    assert!(!moved.along && moved.z > z::ROBBER, "{moved:?}");
    assert!(mark_of(&state, Action::EndTurn).is_none());
}
