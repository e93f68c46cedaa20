//! The Forgotten Tribe (`core::play::tribe`): the gift sides as the ships' targets, and where a
//! harbour the tribe gave is placed.

use super::*;
use crate::core::Bits;
use crate::core::terrain::HarbourKind;

/// The corners of the gift sides still lying on the board (none on another board).
pub(super) fn open_gift_corners<const W: usize>(view: &PlayerView<'_, W>) -> Bits<W> {
    let s = view.state();
    let topo = &view.board().topo;
    let mut out = Bits::EMPTY;
    for g in s.gift_sides() {
        if s.gift_at(g.edge).is_some() {
            for v in topo.edge_vertices[g.edge.index()] {
                out.insert(v.index());
            }
        }
    }
    out
}

/// A ship (built or moved) onto a gift side still lying there: worth a village's trade in
/// Cloth for Catan (villageSpace·cloth, the `seaCloth` gene; 0 counts as 10).
pub(super) fn gift_bonus<const W: usize>(
    s: &Strategy,
    view: &PlayerView<'_, W>,
    e: EdgeId,
    score: Score,
) -> Score {
    if view.state().gift_at(e).is_some() {
        score.plus("villageSpace·cloth (a tribe's gift)", s.cloth_trade())
    } else {
        score
    }
}

/// Each legal harbour placing: free and always worth making (a village's space), the side
/// beside the building that produces the most of the harbour's material (of every material
/// for a generic one) first.
pub(super) fn harbour_candidates<const W: usize>(
    s: &Strategy,
    view: &PlayerView<'_, W>,
    legal: &[Action],
    out: &mut impl Collect,
) {
    let board = view.board();
    let me = view.player(view.me());
    for a in legal {
        let Action::PlaceHarbour { edge, kind } = *a else {
            continue;
        };
        let mut pips = 0.0;
        for v in board.topo.edge_vertices[edge.index()] {
            let times = if me.cities.contains(v.index()) {
                2.0
            } else if me.settlements.contains(v.index()) {
                1.0
            } else {
                continue;
            };
            for f in board.topo.vertex_faces[v.index()].as_slice() {
                let r = board.resource[f.index()];
                let fits = match kind {
                    HarbourKind::Generic => r.is_some(),
                    k => r.is_some() && r == k.resource(),
                };
                if fits {
                    pips += times * board.pips(*f) as f64 / 36.0;
                }
            }
        }
        let score = Score::sum(&[
            ("villageSpace·cloth (a harbour placed)", s.cloth_trade()),
            ("pips of its material beside it /36", pips),
        ]);
        out.push(Candidate::new(Kind::Harbour, *a, score));
    }
}
