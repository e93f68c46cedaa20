use super::*;
use crate::core::Board;
use proptest::prelude::*;

fn bits_of(picks: &[u16], n: usize) -> Bits {
    let mut b = Bits::EMPTY;
    for &p in picks {
        b.insert(p as usize % n);
    }
    b
}

proptest! {
    /// The local-graph search, the wide search and brute force agree on any road set
    /// (connected or not, with any blockers), the touching search finds the new length, and
    /// so does the growth table for every road that could be added.
    #[test]
    fn searches_agree(edges in proptest::collection::vec(0u16..1000, 0..40),
                      blocks in proptest::collection::vec(0u16..1000, 0..8)) {
        let board = Board::standard();
        let topo = &board.topo;
        let roads = bits_of(&edges, topo.num_edges());
        let blockers = bits_of(&blocks, topo.num_vertices());
        let brute = longest_road_brute_force(topo, roads, blockers);
        prop_assert_eq!(longest_road_in(topo, roads, blockers), brute);
        prop_assert_eq!(wide::longest_road_in(topo, roads, blockers), brute);
        for e in roads.iter() {
            let mut before = roads;
            before.remove(e);
            let old = longest_road_in(topo, before, blockers);
            prop_assert_eq!(
                longest_road_touching(topo, roads, blockers, EdgeId(e as u16), old), brute);
        }
        let mut growth = RoadGrowth::new(topo, roads, blockers, brute);
        for e in 0..topo.num_edges() {
            if !roads.contains(e) {
                let mut more = roads;
                more.insert(e);
                prop_assert_eq!(growth.length_with(topo, EdgeId(e as u16)),
                                longest_road_brute_force(topo, more, blockers));
            }
        }
        for v in road_vertices_of(topo, roads).iter() {
            let v = VertexId(v as u16);
            prop_assert_eq!(longest_trail_from(topo, v, roads, blockers),
                            wide::longest_trail_from(topo, v, roads, blockers));
        }
    }
}

#[test]
fn a_ring_of_six_is_six_and_a_building_on_it_cuts_it_to_five() {
    let board = Board::standard();
    let topo = &board.topo;
    let ring: Bits = topo.face_edges[0].iter().map(|e| e.index()).collect();
    assert_eq!(longest_road_in(topo, ring, Bits::EMPTY), 6);
    let v = topo.face_vertices[0][0].index();
    assert_eq!(longest_road_in(topo, ring, Bits::single(v)), 6);
    // a ring cut at a vertex is still a trail of six that starts and ends there
    let mut tail = ring;
    let outside = topo.vertex_edges[v]
        .as_slice()
        .iter()
        .find(|e| !ring.contains(e.index()))
        .copied();
    if let Some(o) = outside {
        tail.insert(o.index());
        assert_eq!(longest_road_in(topo, tail, Bits::EMPTY), 7);
        assert_eq!(longest_road_in(topo, tail, Bits::single(v)), 6);
    }
}
