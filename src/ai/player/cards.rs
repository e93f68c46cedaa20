//! The robber, the development cards and the discard: their candidates and choices.

use super::*;

/// The robber to `f`, its fitness, and the victim: the opponent there with the most cards
/// (ties → the lowest seat), as the spec decides.
pub(super) fn robber_move<const W: usize>(
    s: &Strategy,
    view: &PlayerView<'_, W>,
    f: u16,
) -> (Score, Action) {
    let (others, mine) = buildings_on(view, FaceId(f));
    let score = s.robber_fitness(view.board(), FaceId(f), others, mine);
    (
        score,
        Action::MoveRobber {
            face: FaceId(f),
            victim: victim_on(view, f),
        },
    )
}

pub fn victim_on<const W: usize>(view: &PlayerView<'_, W>, f: u16) -> Option<Seat> {
    let mut best: Option<(u32, Seat)> = None;
    for q in Seat::all(view.num_players()) {
        if q == view.me() || !view.touches(q, FaceId(f)) {
            continue;
        }
        let cards = view.cards_in_hand(q);
        if cards > 0 && best.is_none_or(|(n, _)| cards > n) {
            best = Some((cards, q));
        }
    }
    best.map(|(_, q)| q)
}

pub(super) fn push_knights<const W: usize>(
    s: &Strategy,
    view: &PlayerView<'_, W>,
    out: &mut impl Collect,
) {
    for f in 0..view.board().num_faces() as u16 {
        if f != view.robber().0 && view.board().land.contains(f as usize) {
            let (others, mine) = buildings_on(view, FaceId(f));
            let score = s.knight_fitness(view.board(), FaceId(f), others, mine);
            let m = Action::MoveRobber {
                face: FaceId(f),
                victim: victim_on(view, f),
            };
            out.push(Candidate::new(Kind::Knight, Action::PlayKnight, score).then(m));
        }
    }
}

/// Knight before the roll (when the rules allow it): only when the robber blocks one of the
/// player's own buildings.
pub(super) fn robber_on_own_building<const W: usize>(view: &PlayerView<'_, W>) -> bool {
    buildings_on(view, view.robber()).1 > 0
}

pub(super) fn push_road_building<const W: usize>(
    s: &Strategy,
    view: &PlayerView<'_, W>,
    out: &mut impl Collect,
    lengths: &mut RoadLengths<W>,
) {
    let board = view.board();
    let ctx = road_context(view);
    let roads_left = view.player(view.me()).roads_left;
    let all_roads = view.all_roads();
    let blockers = view.others_buildings();
    let mut toward = super::tempo::Toward::new(s, view);
    for e in view.road_spots().iter() {
        let e = e as u16;
        let first_length = lengths.length_with(board, &ctx, EdgeId(e));
        let first = s.road_fitness(board, &ctx, EdgeId(e), first_length);
        let first = super::tempo::with_toward(s, board, &mut toward, EdgeId(e), first);
        let play = Candidate::new(Kind::RoadBuilding, Action::PlayRoadBuilding, Score::none())
            .then(Action::BuildRoad(EdgeId(e)));
        if roads_left < 2 {
            out.push(Candidate {
                score: s.road_building_fitness(&first, None),
                ..play
            });
            continue;
        }
        // spots after e: today's spots, plus the edges at e's ends not cut by an opponent
        let after = ctx.with_road(board, EdgeId(e), first_length);
        let mut growth = RoadGrowth::new(&board.topo, after.roads, after.blockers, after.length);
        let mut spots = view.road_spots();
        for &v in &board.topo.edge_vertices[e as usize] {
            if !blockers.contains(v.index()) {
                spots |= board.topo.vertex_edge_mask[v.index()];
            }
        }
        spots -= all_roads;
        spots.remove(e as usize);
        for f in spots.iter() {
            let f = f as u16;
            let second = s.road_fitness(
                board,
                &after,
                EdgeId(f),
                growth.length_with(&board.topo, EdgeId(f)),
            );
            out.push(Candidate {
                score: s.road_building_fitness(&first, Some(&second)),
                ..play.then(Action::BuildRoad(EdgeId(f)))
            });
        }
    }
}

/// Year of plenty: only for a build still allowed this turn that lacks one or two cards; the
/// materials taken are the missing ones (with one missing, the second is the material the
/// player holds fewest of, ties → the lower material).
pub(super) fn push_year_of_plenty<const W: usize>(
    s: &Strategy,
    view: &PlayerView<'_, W>,
    legal: &[Action],
    out: &mut impl Collect,
) {
    if !view.may_build() {
        return;
    }
    let me = view.player(view.me());
    let hand = view.my_hand();
    let costs = &view.rules().costs;
    for build in Build::ALL {
        let (cost, possible) = match build {
            Build::Road => (
                costs.road,
                me.roads_left > 0 && !view.road_spots().is_empty(),
            ),
            Build::Village => (
                costs.settlement,
                me.settlements_left > 0 && !view.settlement_spots().is_empty(),
            ),
            Build::Town => (costs.city, me.cities_left > 0 && !me.settlements.is_empty()),
            Build::Card => (costs.development, view.deck_size() > 0),
        };
        let missing = hand.missing(&cost);
        if !possible || !(1..=2).contains(&missing.total()) {
            continue;
        }
        let a = missing.nth_card(0).unwrap();
        let b = if missing.total() == 2 {
            missing.nth_card(1).unwrap()
        } else {
            let mut after = hand;
            after.0[a.index()] += 1;
            Resource::ALL
                .into_iter()
                .min_by_key(|r| (after.get(*r), r.index()))
                .unwrap()
        };
        let (a, b) = if a <= b { (a, b) } else { (b, a) };
        let action = Action::PlayYearOfPlenty(a, Some(b));
        if legal.contains(&action) {
            out.push(Candidate::new(
                Kind::YearOfPlenty(build),
                action,
                s.year_of_plenty_fitness(build),
            ));
        }
    }
}

/// Discards after a 7: half the hand, one card at a time of the material held most; ties →
/// the material with the lower opening weight (weightWood … weightStone), then the lower one.
pub fn discard_choice<const W: usize>(s: &Strategy, view: &PlayerView<'_, W>) -> ResourceSet {
    let mut hand = view.my_hand();
    let mut out = ResourceSet::EMPTY;
    for _ in 0..view.my_hand().total() / 2 {
        let r = Resource::ALL
            .into_iter()
            .filter(|&r| hand.get(r) > 0)
            .max_by(|&a, &b| {
                hand.get(a)
                    .cmp(&hand.get(b))
                    .then(s.material_weight(b).total_cmp(&s.material_weight(a)))
                    .then(b.index().cmp(&a.index()))
            })
            .expect("cards to discard");
        hand.0[r.index()] -= 1;
        out.0[r.index()] += 1;
    }
    out
}
