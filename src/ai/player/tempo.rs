//! The tempo genes' parts of the sub-moves (issue 42, docs/strategy.md "Tempo genes"): how
//! near a road brings a free settlement spot (`tempoToward`, the road's sub-move), and what a
//! monopoly's cards are worth to the next build (`tempoMonopoly`, the monopoly's), and when a
//! road or a card is worth bank trades (`tempoDearHand`, the road's and the card's).

use super::*;
use crate::ai::individual::plan as gene;
use crate::core::Bits;

/// Roads beyond the new one a spot may still need for the road to count toward it.
const DEPTH: u8 = 3;

/// Not reached within the search's depth.
const FAR: u8 = u8::MAX;

/// The free settlement spots and how many roads the player's network needs to reach each (up
/// to `DEPTH + 1`), for the roads' `tempoToward` term: a road counts toward a spot when it is
/// on a shortest way to it.
pub(super) struct Toward<const W: usize> {
    /// Corners where the distance rule allows a settlement.
    free: Bits<W>,
    /// Opponents' buildings: a way does not pass them.
    others: Bits<W>,
    /// Every road (a way takes free sides only).
    roads: Bits<W>,
    /// Roads from the network to each corner ([`FAR`] beyond the depth).
    net: Vec<u8>,
    /// Roads from a new road's far end.
    from: Vec<u8>,
    queue: Vec<usize>,
}

impl<const W: usize> Toward<W> {
    /// The spots' distances from the player's network; `None` when the gene is off or no
    /// settlement is left to build.
    pub(super) fn new(s: &Strategy, view: &PlayerView<'_, W>) -> Option<Toward<W>> {
        let me = view.player(view.me());
        if !s.tempo(gene::TEMPO_TOWARD) || me.settlements_left == 0 {
            return None;
        }
        let board = view.board();
        let n = board.topo.num_vertices();
        let others = view.others_buildings();
        let mut t = Toward {
            free: board.land_vertices - view.blocked(),
            others,
            roads: view.all_roads(),
            net: vec![FAR; n],
            from: vec![FAR; n],
            queue: Vec::with_capacity(n),
        };
        let starts =
            (road_vertices_of(&board.topo, me.roads) | me.settlements | me.cities) - others;
        let mut net = std::mem::take(&mut t.net);
        t.search(board, starts.iter(), DEPTH + 1, &mut net);
        t.net = net;
        Some(t)
    }

    /// Breadth-first over free land sides from `starts`, up to `depth` roads, into `dist`;
    /// the corners reached are left in `queue`.
    fn search(
        &mut self,
        board: &crate::core::Board<W>,
        starts: impl Iterator<Item = usize>,
        depth: u8,
        dist: &mut [u8],
    ) {
        self.queue.clear();
        for v in starts {
            dist[v] = 0;
            self.queue.push(v);
        }
        let mut i = 0;
        while i < self.queue.len() {
            let v = self.queue[i];
            i += 1;
            // a way ends at an opponent's building
            if dist[v] >= depth || (dist[v] > 0 && self.others.contains(v)) {
                continue;
            }
            for &e in board.topo.vertex_edges[v].as_slice() {
                if !board.land_edges.contains(e.index()) || self.roads.contains(e.index()) {
                    continue;
                }
                let [a, b] = board.topo.edge_vertices[e.index()];
                let w = if a.index() == v { b.index() } else { a.index() };
                if dist[w] == FAR {
                    dist[w] = dist[v] + 1;
                    self.queue.push(w);
                }
            }
        }
    }

    /// The term a road at `e` gains: the best village(spot)·toward/20 / (1 + d) over the free
    /// spots it brings nearer, `d` the roads still needed after it; 0 when it brings none nearer.
    pub(super) fn term(&mut self, s: &Strategy, board: &crate::core::Board<W>, e: EdgeId) -> f64 {
        let [a, b] = board.topo.edge_vertices[e.index()];
        let far = if self.net[a.index()] == 0 { b } else { a }.index();
        if self.net[far] == 0 || self.others.contains(far) {
            return 0.0;
        }
        let mut from = std::mem::take(&mut self.from);
        from.fill(FAR);
        self.search(board, std::iter::once(far), DEPTH, &mut from);
        let mut best = 0.0f64;
        for &v in &self.queue {
            let d = from[v];
            if self.free.contains(v) && d < self.net[v] {
                let village = s.village_fitness(board, VertexId(v as u16)).total;
                best = best.max(s.road_toward_fitness(village, d));
            }
        }
        self.from = from;
        best
    }
}

/// The road's score with the `tempoToward` term, when the gene is on.
pub(super) fn with_toward<const W: usize>(
    s: &Strategy,
    board: &crate::core::Board<W>,
    toward: &mut Option<Toward<W>>,
    e: EdgeId,
    score: Score,
) -> Score {
    match toward {
        Some(t) => score.plus("village·toward/20/(1+d)", t.term(s, board, e)),
        None => score,
    }
}

/// A monopoly on `r`'s score: the thesis's actMatFromPl/(count+1), or with `tempoMonopoly` on
/// the cards it takes (the opponents' between them: the game's less the bank's and its own,
/// public), those the target build lacks counted whole, the rest at its bank rate for them.
pub(super) fn monopoly_score<const W: usize>(
    s: &Strategy,
    view: &PlayerView<'_, W>,
    r: Resource,
) -> Score {
    let hand = view.my_hand();
    if !s.tempo(gene::TEMPO_MONOPOLY) {
        return s.monopoly_fitness(hand.get(r));
    }
    let taken = (view.rules().bank as u32)
        .saturating_sub(view.bank().get(r) as u32 + hand.get(r) as u32) as f64;
    let lacks = crate::ai::plan::target(view, &s.individual)
        .map_or(0, |t| t.cost.get(r).saturating_sub(hand.get(r))) as f64;
    let whole = taken.min(lacks);
    let useful = whole + (taken - whole) / view.trade_rate(r) as f64;
    s.monopoly_need_fitness(useful)
}

/// Whether a road or a development card costing `cost` may be bought now: always with the
/// hand holding it or with `tempoDearHand` off; through bank trades only from a hand of at
/// least that many cards (the cards are kept for settlements and cities).
pub(super) fn dear_buy_allowed(s: &Strategy, hand: ResourceSet, cost: &ResourceSet) -> bool {
    let least = s.individual.plan[gene::TEMPO_DEAR_HAND];
    least == 0 || hand.contains(cost) || hand.total() >= least
}

#[cfg(test)]
mod tests;
