//! The trade route after a ship moves ([`longest_route_after_move`]: the network copied once,
//! the search without the ship stopped at the route before) against the whole search.

use super::*;
use crate::core::GameRng;
use crate::core::topology::standard_coords;

/// A random network of roads and ships (a random walk with jumps), with own and opponents'
/// buildings here and there: [roads, ships, own, blockers].
fn network(topo: &Topology, rng: &mut GameRng) -> [Bits; 4] {
    let mut n = [Bits::EMPTY; 4];
    let mut v = rng.below(topo.num_vertices() as u32) as usize;
    for _ in 0..rng.below(30) + 2 {
        let edges: Vec<usize> = topo.vertex_edge_mask[v].iter().collect();
        let e = edges[rng.below(edges.len() as u32) as usize];
        if !(n[0] | n[1]).contains(e) {
            n[usize::from(rng.below(3) != 0)].insert(e);
        }
        let [a, b] = topo.edge_vertices[e];
        v = if a.index() == v { b.index() } else { a.index() };
        match rng.below(7) {
            0 => n[2].insert(v),
            1 => n[3].insert(v),
            _ => {}
        }
        if rng.below(8) == 0 {
            v = rng.below(topo.num_vertices() as u32) as usize;
        }
    }
    n[3] -= n[2];
    n
}

/// A ship at an open end: a corner without an own building that no other own ship touches.
fn open_end(topo: &Topology, ships: Bits, own: Bits, e: usize) -> bool {
    let mut others = ships;
    others.remove(e);
    topo.edge_vertices[e]
        .iter()
        .any(|v| !own.contains(v.index()) && !others.intersects(topo.vertex_edge_mask[v.index()]))
}

#[test]
fn the_route_after_a_ship_moves_is_the_whole_search() {
    let topo = Topology::new(&standard_coords()).unwrap();
    let mut rng = GameRng::new(13);
    let mut moves = [0u32; 2];
    for _ in 0..400 {
        let [roads, ships, own, blockers] = network(&topo, &mut rng);
        let before = longest_route(&topo, roads, ships, own, blockers);
        let free: Vec<usize> = (0..topo.num_edges())
            .filter(|&e| !(roads | ships).contains(e))
            .collect();
        for from in ships.iter() {
            let to = free[rng.below(free.len() as u32) as usize];
            let mut moved = ships;
            moved.remove(from);
            moved.insert(to);
            let open = open_end(&topo, ships, own, from);
            moves[usize::from(open)] += 1;
            let network = [roads, moved, own, blockers];
            assert_eq!(
                longest_route_after_move(&topo, network, EdgeId::at(to), open, before),
                longest_route_brute_force(&topo, roads, moved, own, blockers),
                "{from} to {to}: roads {roads:?} ships {ships:?} own {own:?} blockers {blockers:?}"
            );
        }
    }
    assert!(moves[0] > 100 && moves[1] > 100, "{moves:?}");
}
