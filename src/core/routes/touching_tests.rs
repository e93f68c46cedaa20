//! The trade-route searches against brute force: the whole network on the small local net, and
//! the search after one piece is added (only its part searched) against a search of the whole.

use super::*;
use crate::core::GameRng;
use crate::core::topology::standard_coords;

/// A random walk of pieces, each a road or a ship, with own and opponents' buildings here and
/// there: (roads, ships, own, blockers, the pieces in the order laid).
fn network(topo: &Topology, rng: &mut GameRng) -> (Bits, Bits, Bits, Bits, Vec<usize>) {
    let (mut roads, mut ships, mut own, mut blockers) =
        (Bits::EMPTY, Bits::EMPTY, Bits::EMPTY, Bits::EMPTY);
    let mut order = Vec::new();
    let mut v = rng.below(topo.num_vertices() as u32) as usize;
    for _ in 0..rng.below(30) + 1 {
        let edges: Vec<usize> = topo.vertex_edge_mask[v].iter().collect();
        let e = edges[rng.below(edges.len() as u32) as usize];
        if !(roads | ships).contains(e) {
            if rng.below(2) == 0 {
                roads.insert(e)
            } else {
                ships.insert(e)
            }
            order.push(e);
        }
        let [a, b] = topo.edge_vertices[e];
        v = if a.index() == v { b.index() } else { a.index() };
        match rng.below(6) {
            0 => own.insert(v),
            1 => blockers.insert(v),
            _ => {}
        }
        // now and then a jump: networks of several parts
        if rng.below(8) == 0 {
            v = rng.below(topo.num_vertices() as u32) as usize;
        }
    }
    (roads, ships, own, blockers - own, order)
}

#[test]
fn the_local_search_agrees_with_brute_force_on_networks_of_up_to_thirty_pieces() {
    let topo = Topology::new(&standard_coords()).unwrap();
    let mut rng = GameRng::new(11);
    for _ in 0..300 {
        let (roads, ships, own, blockers, _) = network(&topo, &mut rng);
        assert_eq!(
            longest_route(&topo, roads, ships, own, blockers),
            longest_route_brute_force(&topo, roads, ships, own, blockers),
            "roads {roads:?} ships {ships:?} own {own:?} blockers {blockers:?}"
        );
    }
}

#[test]
fn the_route_after_one_more_piece_is_the_whole_search() {
    let topo = Topology::new(&standard_coords()).unwrap();
    let mut rng = GameRng::new(12);
    for _ in 0..300 {
        let (roads, ships, own, blockers, order) = network(&topo, &mut rng);
        // lay the pieces one by one, keeping the length as the rules do
        let (mut r, mut s, mut kept) = (Bits::EMPTY, Bits::EMPTY, 0);
        for &e in &order {
            if roads.contains(e) {
                r.insert(e)
            } else {
                s.insert(e)
            }
            let e = EdgeId::at(e);
            kept = longest_route_touching(&topo, r, s, own, blockers, e, kept);
            assert_eq!(kept, longest_route(&topo, r, s, own, blockers));
        }
        assert_eq!(kept, longest_route_wide(&topo, roads, ships, own, blockers));
    }
}
