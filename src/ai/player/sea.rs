//! The sea for the thesis player (Seafarers; the thesis has no sea, so these sub-moves reuse
//! its road and robber weights — see docs/strategy.md): ships sail toward the nearest free
//! corner worth a settlement (an island that pays points first), the pirate goes where it robs,
//! gold pays the build closest to hand.

use super::*;
use crate::core::Bits;
use crate::core::terrain::Terrain;

/// The last sea distances searched and what they are a function of: a turn asks for them at
/// every decision where a ship could be built or moved, mostly of the same sea.
#[derive(Default)]
pub struct SeaDistances<const W: usize = 4> {
    key: Option<DistanceKey<W>>,
    dist: Vec<u8>,
    /// [`sea_reach_with`] of the same position, once asked.
    reach: Option<Vec<f64>>,
}

/// What [`sea_distances_with`] reads of a position.
struct DistanceKey<const W: usize> {
    board: std::sync::Arc<crate::core::Board<W>>,
    lead: u8,
    blocked: Bits<W>,
    others: Bits<W>,
    open: Bits<W>,
    reached: u64,
    fog: Bits<W>,
    villages: Bits<W>,
}

impl<const W: usize> DistanceKey<W> {
    fn of(view: &PlayerView<'_, W>, lead: u8) -> Option<DistanceKey<W>> {
        let (sea, map) = (view.sea()?, view.board().sea.as_deref()?);
        let me = view.me().index();
        Some(DistanceKey {
            board: view.state().board().clone(),
            lead,
            blocked: view.blocked(),
            others: view.others_buildings(),
            open: map.ship_edges - (view.all_roads() | (sea.all_ships - sea.ships[me])),
            reached: sea.reached[me],
            fog: sea.fog,
            villages: open_villages(view) | super::tribe::open_gift_corners(view),
        })
    }

    fn same(&self, o: &DistanceKey<W>) -> bool {
        let sets = |k: &DistanceKey<W>| [k.blocked, k.others, k.open, k.fog, k.villages];
        std::sync::Arc::ptr_eq(&self.board, &o.board)
            && (self.lead, self.reached) == (o.lead, o.reached)
            && sets(self) == sets(o)
    }
}

/// How far (in ship moves) each corner is from a free corner worth settling, over the sea the
/// player's ships may use; [`FAR`] where none is reachable. Searched again only when what
/// they depend on changed since `memo` was filled.
pub(super) fn sea_distances<'m, const W: usize>(
    view: &PlayerView<'_, W>,
    lead: u8,
    memo: &'m mut SeaDistances<W>,
) -> &'m [u8] {
    let key = DistanceKey::of(view, lead);
    let fresh = match (&key, &memo.key) {
        (Some(k), Some(m)) => k.same(m),
        _ => false,
    };
    if !fresh {
        memo.dist = sea_distances_with(view, lead, Bits::EMPTY);
        memo.reach = None;
        memo.key = key;
    }
    &memo.dist
}

/// [`sea_distances`] (at the strategy's island lead) and [`sea_reach_with`], remembered alike.
pub(super) fn sea_reach<'m, const W: usize>(
    s: &Strategy,
    view: &PlayerView<'_, W>,
    memo: &'m mut SeaDistances<W>,
) -> (&'m [u8], &'m [f64]) {
    sea_distances(view, s.island_lead(), memo);
    if memo.reach.is_none() {
        memo.reach = Some(sea_reach_with(s, view));
    }
    let reach = memo.reach.as_deref().unwrap_or(&[]);
    (&memo.dist, reach)
}

/// Each corner's share of the best settlement a ship's way from it leads to:
/// [`Strategy::reach_worth`] / (3 + the ship moves to it), the most over the free corners of
/// each island that pays the player points (not yet settled) and the corners of face-down tiles
/// (at the share of land among them); 0 where none is reachable.
pub(super) fn sea_reach_with<const W: usize>(s: &Strategy, view: &PlayerView<'_, W>) -> Vec<f64> {
    let board = view.board();
    let nv = board.topo.num_vertices();
    let mut reach = vec![0.0; nv];
    let (Some(sea), Some(map)) = (view.sea(), board.sea.as_deref()) else {
        return reach;
    };
    let me = view.me().index();
    let free = board.land_vertices - view.blocked();
    // (free corners of islands that pay nothing are left to the distance term: a goal of its
    // own there sent ships too far on Fog Islands — docs/design/ai-sea.md)
    let mut classes: Vec<(Bits<W>, f64)> = Vec::new();
    // islands not yet settled that pay points, one class per number of points
    let mut points: Vec<u8> = (0..map.islands.len().min(64))
        .filter(|&i| sea.reached[me] >> i & 1 == 0)
        .map(|i| map.islands[i].points)
        .filter(|&p| p > 0)
        .collect();
    points.sort_unstable();
    points.dedup();
    for p in points {
        let corners = (0..map.islands.len().min(64))
            .filter(|&i| sea.reached[me] >> i & 1 == 0 && map.islands[i].points == p)
            .fold(Bits::EMPTY, |a, i| a | map.islands[i].vertices);
        classes.push((corners & free, s.reach_worth(p, 1.0)));
    }
    // what the fog hides: land at the share of land tiles still face down
    if !sea.fog.is_empty() && !sea.fog_stack.is_empty() {
        let land = sea.fog_stack.iter().filter(|t| t.0 != Terrain::Sea).count();
        let share = land as f64 / sea.fog_stack.len() as f64;
        let corners = sea
            .fog
            .iter()
            .fold(Bits::EMPTY, |a, f| a | board.topo.face_vertex_mask[f]);
        // (face-down corners are no land yet: not free, but where the fog is turned over)
        classes.push((corners, s.reach_worth(0, share)));
    }
    let open = map.ship_edges - (view.all_roads() | (sea.all_ships - sea.ships[me]));
    let others = view.others_buildings();
    let mut dist = vec![FAR; nv];
    let mut queue = Vec::with_capacity(2 * nv);
    for (sources, worth) in classes {
        if worth <= 0.0 || sources.is_empty() {
            continue;
        }
        dist.fill(FAR);
        queue.clear();
        for v in sources.iter() {
            dist[v] = 0;
            queue.push(v);
        }
        spread(&board.topo, open, others, &mut dist, &mut queue);
        for (r, &d) in reach.iter_mut().zip(&dist) {
            if d != FAR {
                *r = f64::max(*r, worth / (3.0 + d as f64));
            }
        }
    }
    reach
}

/// Breadth-first over the sides in `open` from the corners in `queue` (their distances set in
/// `dist`, nearest first), never through a corner of an opponent's building further than one
/// move from a start.
fn spread<const W: usize>(
    topo: &crate::core::topology::Topology<W>,
    open: Bits<W>,
    others: Bits<W>,
    dist: &mut [u8],
    queue: &mut Vec<usize>,
) {
    let mut head = 0;
    while let Some(&v) = queue.get(head) {
        head += 1;
        if others.contains(v) && dist[v] > 1 {
            continue;
        }
        for e in (topo.vertex_edge_mask[v] & open).iter() {
            let u = topo.other_end(EdgeId::at(e), VertexId::at(v)).index();
            if dist[u] > dist[v] + 1 {
                dist[u] = dist[v] + 1;
                queue.push(u);
            }
        }
    }
}

/// [`sea_distances`] with the corners `taken` (a settlement about to be placed and its
/// neighbours) no longer free.
fn sea_distances_with<const W: usize>(
    view: &PlayerView<'_, W>,
    lead: u8,
    taken_corners: Bits<W>,
) -> Vec<u8> {
    let board = view.board();
    let topo = &board.topo;
    let nv = topo.num_vertices();
    let mut dist = vec![FAR; nv];
    let (Some(sea), Some(map)) = (view.sea(), board.sea.as_deref()) else {
        return dist;
    };
    let me = view.me().index();
    let blocked = view.blocked() | taken_corners;
    let others = view.others_buildings();
    // the sides a ship of the player may cross
    let open = map.ship_edges - (view.all_roads() | (sea.all_ships - sea.ships[me]));
    // islands not yet settled that pay points
    let paying = (0..map.islands.len().min(64))
        .filter(|&i| map.islands[i].points > 0)
        .fold(0u64, |m, i| m | 1 << i)
        & !sea.reached[me];
    // targets: free land corners; an island not yet settled that pays points counts as nearer.
    // Breadth-first from the nearer ones first, then the others and the corners of face-down
    // tiles (worth exploring, as far as a free corner)
    let free = board.land_vertices - blocked;
    let bonus = |v: usize| map.islands_at(v) & paying != 0;
    // a corner without an open side reaches nothing: it is given its distance, not searched
    let sails = |v: usize| topo.vertex_edge_mask[v].intersects(open);
    let mut queue: Vec<usize> = Vec::with_capacity(2 * nv);
    for v in free.iter() {
        dist[v] = if bonus(v) { 0 } else { lead };
    }
    // Cloth for Catan: a village not yet traded with is as near as an island that pays points;
    // the Forgotten Tribe: so is a gift side's corner (the next ship takes the gift)
    let villages = open_villages(view) | super::tribe::open_gift_corners(view);
    for v in villages.iter() {
        dist[v] = 0;
    }
    let free = free | villages;
    let starts = || free.iter().filter(|&v| sails(v));
    if lead > 0 {
        queue.extend(starts().filter(|&v| dist[v] == 0));
        queue.extend(starts().filter(|&v| dist[v] != 0));
    } else {
        queue.extend(starts());
    }
    for f in sea.fog.iter() {
        for v in topo.face_vertex_mask[f].iter() {
            if dist[v] == FAR {
                dist[v] = lead;
                if sails(v) {
                    queue.push(v);
                }
            }
        }
    }
    spread(topo, open, others, &mut dist, &mut queue);
    dist
}

/// Points a first settlement at `v` would pay the player (islands it has not settled).
pub(super) fn island_points_at<const W: usize>(view: &PlayerView<'_, W>, v: usize) -> u8 {
    let (Some(sea), Some(map)) = (view.sea(), view.board().sea.as_deref()) else {
        return 0;
    };
    let new = map.islands_at(v) & !sea.reached[view.me().index()];
    (0..map.islands.len().min(64))
        .filter(|&i| new >> i & 1 == 1)
        .map(|i| map.islands[i].points)
        .sum()
}

/// The corners of the villages holding cloth that the player does not trade with yet
/// (Cloth for Catan; none elsewhere).
pub(super) fn open_villages<const W: usize>(view: &PlayerView<'_, W>) -> Bits<W> {
    let s = view.state();
    let (Some(map), Some(c)) = (s.cloth_map(), s.cloth()) else {
        return Bits::EMPTY;
    };
    let me = view.me().bit();
    (0..map.villages.len())
        .filter(|&i| c.villages[i] > 0 && c.traders[i] & me == 0)
        .map(|i| map.villages[i].vertex.index())
        .collect()
}

/// Whether some island still pays the player points for its first settlement there (or a
/// village holding cloth waits for the player's ships).
pub(super) fn islands_pay<const W: usize>(view: &PlayerView<'_, W>) -> bool {
    let (Some(sea), Some(map)) = (view.sea(), view.board().sea.as_deref()) else {
        return false;
    };
    if !open_villages(view).is_empty() || !super::tribe::open_gift_corners(view).is_empty() {
        return true;
    }
    let reached = sea.reached[view.me().index()];
    (0..map.islands.len().min(64)).any(|i| reached >> i & 1 == 0 && map.islands[i].points > 0)
}

/// Corners no free corner can be reached from.
pub(super) const FAR: u8 = u8::MAX;

/// Each ship edge of `spots`: the road's general weight, the village-space weight shrunk by
/// the distance its far end leaves to a free corner, and its share of the best settlement its
/// way leads to ([`sea_reach_with`]).
pub(super) fn ship_candidates<const W: usize>(
    s: &Strategy,
    view: &PlayerView<'_, W>,
    spots: Bits<W>,
    cost: Option<ResourceSet>,
    out: &mut impl Collect,
    memo: &mut SeaDistances<W>,
) {
    if spots.is_empty() {
        return;
    }
    let (dist, reach) = sea_reach(s, view, memo);
    let islands_left = islands_pay(view);
    let villages = open_villages(view);
    let topo = &view.board().topo;
    for e in spots.iter() {
        let [a, b] = topo.edge_vertices[e];
        let d = dist[a.index()].min(dist[b.index()]);
        let r = reach[a.index()].max(reach[b.index()]);
        let mut score = s.ship_fitness((d != FAR).then_some(d), r, islands_left);
        if villages.contains(a.index()) || villages.contains(b.index()) {
            score = score.plus("villageSpace·cloth (a village's trade)", s.cloth_trade());
        }
        let score = super::tribe::gift_bonus(s, view, EdgeId::at(e), score);
        let c = Candidate::new(Kind::Ship, Action::BuildShip(EdgeId::at(e)), score);
        out.push(match cost {
            Some(cost) => c.paying(cost),
            None => c,
        });
    }
}

/// Ship moves (free, once a turn): each legal move that brings its route's open end nearer to
/// a free corner or toward a better one ([`sea_reach_with`]), scored as a ship at the
/// destination less the ship where it stands, x move/10.
pub(super) fn ship_move_candidates<const W: usize>(
    s: &Strategy,
    view: &PlayerView<'_, W>,
    legal: &[Action],
    out: &mut impl Collect,
    memo: &mut SeaDistances<W>,
) {
    let moves = || {
        legal.iter().filter_map(|a| match *a {
            Action::MoveShip { from, to } => Some((from, to)),
            _ => None,
        })
    };
    if moves().next().is_none() {
        return;
    }
    let (dist, reach) = sea_reach(s, view, memo);
    let islands_left = islands_pay(view);
    let topo = &view.board().topo;
    let at = |e: EdgeId| {
        let [a, b] = topo.edge_vertices[e.index()];
        let d = dist[a.index()].min(dist[b.index()]);
        let r = reach[a.index()].max(reach[b.index()]);
        ((d != FAR).then_some(d), r)
    };
    for (from, to) in moves() {
        let (was, now) = (at(from), at(to));
        let gift = view.state().gift_at(to).is_some();
        // nearer a free corner, or to a better one (or onto a tribe's gift)
        if !gift && now.0.unwrap_or(FAR) >= was.0.unwrap_or(FAR) && now.1 <= was.1 {
            continue;
        }
        let score = match s.ship_move_fitness(was, now, islands_left) {
            Some(score) => score,
            None if gift => Score::none(),
            None => continue,
        };
        out.push(Candidate::new(
            Kind::ShipMove,
            Action::MoveShip { from, to },
            super::tribe::gift_bonus(s, view, to, score),
        ));
    }
}

/// The pirate: each sea tile but its own, robbing the opponent with the most cards beside it;
/// worth a robber move to an empty tile (it takes a card but stops no income).
pub(super) fn pirate_candidates<const W: usize>(
    s: &Strategy,
    view: &PlayerView<'_, W>,
    out: &mut impl Collect,
) {
    let (Some(sea), Some(map)) = (view.sea(), view.board().sea.as_deref()) else {
        return;
    };
    // Cloth for Catan: only a player trading with a village moves the pirate
    if map.cloth.is_some() && !view.state().is_trader(view.me()) {
        return;
    }
    for f in map.sea_faces.iter() {
        let face = FaceId::at(f);
        if sea.pirate == Some(face) {
            continue;
        }
        let can = view.pirate_robbable(face);
        let victim = Seat::all(view.num_players())
            .filter(|q| can & q.bit() != 0)
            .max_by_key(|&q| (view.cards_in_hand(q), std::cmp::Reverse(q.0)));
        let score = s.pirate_fitness();
        out.push(Candidate::new(
            Kind::Pirate,
            Action::MoveRobber { face, victim },
            score,
        ));
    }
}

/// Cloth for Catan: each legal cloth robbery that makes the player a point (an odd count
/// before) or costs the victim one (an even count): the robber's or pirate's move to that tile
/// plus villageSpace·cloth/10 ([`Strategy::cloth_trade`]); otherwise a card is worth more.
pub(super) fn cloth_rob_candidates<const W: usize>(
    s: &Strategy,
    view: &PlayerView<'_, W>,
    legal: &[Action],
    out: &mut impl Collect,
) {
    let state = view.state();
    let mine = state.cloth_of(view.me());
    for a in legal {
        let Action::RobCloth { face, victim } = *a else {
            continue;
        };
        if mine.is_multiple_of(2) && !state.cloth_of(victim).is_multiple_of(2) {
            continue;
        }
        let (base, kind) = if state.is_sea_face(face) {
            (s.pirate_fitness(), Kind::Pirate)
        } else {
            (super::cards::robber_move(s, view, face.0).0, Kind::Robber)
        };
        // the robber's score is a product: its total is one term of the sum
        let score = Score::sum(&[
            ("the robber's or pirate's move", base.total),
            ("villageSpace·cloth (a cloth's point)", s.cloth_trade()),
        ]);
        out.push(Candidate::new(kind, *a, score));
    }
}

/// Gold: for each card due, a material the nearest build lacks (a city, a settlement, a ship,
/// a road, a card, in that order), else the one held least.
pub fn gold_choice<const W: usize>(view: &PlayerView<'_, W>) -> ResourceSet {
    let costs = &view.rules().costs;
    let mut hand = view.my_hand();
    let mut bank = view.bank();
    let mut take = ResourceSet::EMPTY;
    for _ in 0..view.gold_due() {
        let lacking = [
            costs.city,
            costs.settlement,
            costs.ship,
            costs.road,
            costs.development,
        ]
        .iter()
        .find_map(|c| {
            let missing = hand.missing(c);
            Resource::ALL
                .into_iter()
                .find(|&r| missing.get(r) > 0 && bank.get(r) > 0)
        });
        let r = lacking.or_else(|| {
            Resource::ALL
                .into_iter()
                .filter(|&r| bank.get(r) > 0)
                .min_by_key(|&r| (hand.get(r), r.index()))
        });
        let Some(r) = r else { break };
        let one = ResourceSet::one(r);
        hand.add(&one);
        bank.sub(&one);
        take.add(&one);
    }
    take
}

/// The opening's piece beside a settlement at `v` (the `seaOpening` gene, Seafarers boards):
/// each free side of `v` with its piece and what it adds to the spot's opening fitness — a road
/// nothing (as the thesis), a ship the opening's worth of a face of `opening/10` pips,
/// goodNum·curMat̄·(opening/10)/36, shrunk by the distance its far end leaves to a free corner
/// worth settling, 1/(1 + d). Empty while the gene is off or the board has no sea.
pub(super) fn opening_pieces<const W: usize>(
    s: &Strategy,
    view: &PlayerView<'_, W>,
    v: usize,
) -> Vec<(Action, f64)> {
    let gene = s.individual.plan[crate::ai::individual::plan::SEA_OPENING];
    let (Some(sea), Some(map)) = (view.sea(), view.board().sea.as_deref()) else {
        return Vec::new();
    };
    if gene == 0 {
        return Vec::new();
    }
    let board = view.board();
    let topo = &board.topo;
    let here = Bits::single(v) | topo.vertex_neighbour_mask[v];
    let taken = view.all_roads() | sea.all_ships;
    let pirate = view.state().pirate_edges();
    // the distances only where a ship could go (most corners have no free side at sea)
    let dist = if ((topo.vertex_edge_mask[v] - taken) & (map.ship_edges - pirate)).is_empty() {
        Vec::new()
    } else {
        sea_distances_with(view, s.island_lead(), here)
    };
    let face = s.opening_face(gene as f64 / 10.0);
    let mut out = Vec::new();
    for e in (topo.vertex_edge_mask[v] - taken).iter() {
        let edge = EdgeId::at(e);
        if board.land_edges.contains(e) {
            out.push((Action::BuildRoad(edge), 0.0));
        }
        let far = topo.other_end(edge, VertexId::at(v)).index();
        if map.ship_edges.contains(e) && !pirate.contains(e) && dist[far] != FAR {
            out.push((Action::BuildShip(edge), face / (1.0 + dist[far] as f64)));
        }
    }
    out
}

#[cfg(test)]
mod reach_tests;
#[cfg(test)]
mod tests;
