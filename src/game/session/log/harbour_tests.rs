//! A build beside a harbour is logged by the harbour, not as "the coast": "… · the 3:1
//! harbour", "… · the 2:1 brick harbour", in both languages and in `catan review`'s words alike.

use super::describe;
use crate::core::wide::Board;
use crate::core::{Action, EdgeId, Events, HarbourKind, Seat, VertexId};
use crate::game::i18n::{Lang, resource};
use crate::lab::review::words;

fn logged(lang: Lang, board: &Board, a: Action) -> String {
    describe(lang, board, Seat(0), &a, &Events::default(), false)
        .remove(0)
        .1
}

#[test]
fn a_build_at_a_harbour_names_the_harbour() {
    let board = Board::standard_sized();
    let topo = &board.topo;
    let harbours: Vec<(VertexId, HarbourKind)> = (0..topo.num_vertices())
        .map(VertexId::at)
        .filter_map(|v| board.harbour(v).map(|k| (v, k)))
        .collect();
    let generic = harbours.iter().find(|(_, k)| *k == HarbourKind::Generic);
    let special = harbours.iter().find(|(_, k)| k.resource().is_some());
    let (Some(&(g, _)), Some(&(s, kind))) = (generic, special) else {
        panic!("the standard board has both kinds of harbour")
    };
    let r = kind.resource().unwrap();
    // a settlement on a 3:1 harbour's corner, a city on a 2:1's
    let at_g = Action::BuildSettlement(g);
    let at_s = Action::BuildCity(s);
    let en = logged(Lang::English, &board, at_g);
    assert!(en.ends_with(" · the 3:1 harbour"), "{en}");
    assert!(!en.contains("coast"), "{en}");
    let want = format!(" · the 2:1 {} harbour", resource(Lang::English, r));
    let en_s = logged(Lang::English, &board, at_s);
    assert!(en_s.ends_with(&want), "{en_s}");
    let cs = logged(Lang::Czech, &board, at_g);
    assert!(cs.ends_with(" · přístav 3:1"), "{cs}");
    let cs_s = logged(Lang::Czech, &board, at_s);
    let want = format!(" · přístav 2:1 ({})", resource(Lang::Czech, r));
    assert!(cs_s.ends_with(&want), "{cs_s}");
    // `catan review` says the same place
    for a in [at_g, at_s] {
        let cli = words::place_of(&board, &a).unwrap();
        assert!(logged(Lang::English, &board, a).ends_with(&cli), "{cli}");
    }
    // a road along the harbour's side names it; one merely touching its corner does not
    let side = (0..topo.num_edges()).map(EdgeId::at).find(|e| {
        let [a, b] = topo.edge_vertices[e.index()];
        a == g && board.harbour(b) == Some(HarbourKind::Generic)
            || b == g && board.harbour(a) == Some(HarbourKind::Generic)
    });
    let road = logged(Lang::English, &board, Action::BuildRoad(side.unwrap()));
    assert!(road.ends_with(" · the 3:1 harbour"), "{road}");
    let off = (0..topo.num_edges()).map(EdgeId::at).find(|e| {
        let [a, b] = topo.edge_vertices[e.index()];
        (a == g || b == g) && (board.harbour(a).is_none() || board.harbour(b).is_none())
    });
    let road = logged(Lang::English, &board, Action::BuildRoad(off.unwrap()));
    assert!(!road.contains("harbour"), "{road}");
}
