use super::*;
use crate::core::Board;

/// The base game's board: its 19 land tiles; everything else is water here.
fn board() -> Board {
    Board::standard()
}

/// A side with a tile on each hand that both satisfy `f`.
fn side_between(b: &Board, f: impl Fn(FaceId) -> bool) -> EdgeId {
    let topo = &b.topo;
    (0..topo.num_edges())
        .map(EdgeId::at)
        .find(|e| {
            topo.edge_faces[e.index()].len() == 2
                && topo.edge_faces[e.index()].iter().all(|&x| f(x))
        })
        .expect("such a side")
}

#[test]
fn a_side_to_itself_is_the_water_beside_it() {
    let b = board();
    let everything = |_: FaceId| true;
    let e = side_between(&b, everything);
    let way = b.topo.water_way(e, e, everything);
    assert_eq!(way.len(), 1);
    assert!(b.topo.edge_faces[e.index()].contains(&way[0]));
}

#[test]
fn the_way_is_the_fewest_neighbouring_tiles_of_water() {
    let b = board();
    let topo = &b.topo;
    let everything = |_: FaceId| true;
    // two sides far apart: the way steps from neighbour to neighbour, starts beside `from`
    // and ends beside `to`, and no shorter chain of neighbours joins them
    let from = EdgeId::at(0);
    let to = EdgeId::at(topo.num_edges() - 1);
    let way = topo.water_way(from, to, everything);
    assert!(way.len() >= 2, "{way:?}");
    assert!(topo.edge_faces[from.index()].contains(&way[0]));
    assert!(topo.edge_faces[to.index()].contains(way.last().unwrap()));
    for w in way.windows(2) {
        assert!(
            topo.face_faces[w[0].index()].contains(&w[1]),
            "{w:?} are neighbours"
        );
    }
    // breadth first: the distance from a start tile to an end tile is the way's length less one
    let dist = |a: FaceId, z: FaceId| {
        let mut d = vec![usize::MAX; topo.num_faces()];
        d[a.index()] = 0;
        let mut q = std::collections::VecDeque::from([a]);
        while let Some(f) = q.pop_front() {
            for &n in &topo.face_faces[f.index()] {
                if d[n.index()] == usize::MAX {
                    d[n.index()] = d[f.index()] + 1;
                    q.push_back(n);
                }
            }
        }
        d[z.index()]
    };
    let best = topo.edge_faces[from.index()]
        .iter()
        .flat_map(|&a| topo.edge_faces[to.index()].iter().map(move |&z| (a, z)))
        .map(|(a, z)| dist(a, z))
        .min()
        .unwrap();
    assert_eq!(way.len() - 1, best);
}

/// A Seafarers scenario: islands in the sea.
fn new_shores() -> Board {
    let text = include_str!("../../../boards/seafarers/new-shores.ron");
    let file: crate::core::BoardFile =
        crate::core::ron_file::parse_ron("new-shores", text).unwrap();
    Board::from_file(file).unwrap()
}

#[test]
fn land_is_sailed_around_and_no_water_is_no_way() {
    let b = new_shores();
    let topo = &b.topo;
    let water = |f: FaceId| !b.land.contains(f.index());
    // two coast sides on opposite ends of the island: the way keeps to the water
    let coast: Vec<EdgeId> = (0..topo.num_edges())
        .map(EdgeId::at)
        .filter(|e| {
            let fs = &topo.edge_faces[e.index()];
            fs.iter().any(|&f| water(f)) && fs.iter().any(|&f| !water(f))
        })
        .collect();
    assert!(coast.len() > 10);
    let (from, to) = (coast[0], *coast.last().unwrap());
    let way = topo.water_way(from, to, water);
    assert!(!way.is_empty());
    assert!(way.iter().all(|&f| water(f)), "only water: {way:?}");
    // with no water at all there is no way
    assert!(topo.water_way(from, to, |_| false).is_empty());
}
