//! Sub-moves: every candidate a position offers (the bank trades that make an action
//! affordable, then the action), scored by the strategy's formulas; how they are collected.

use super::*;

/// The kind of a sub-move (what the candidate does).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    Opening,
    Road,
    Village,
    Town,
    BuyCard,
    Robber,
    Knight,
    Coupon,
    YearOfPlenty(Build),
    RoadBuilding,
    Monopoly,
    Roll,
    EndTurn,
    Discard,
    AnswerTrade,
    CancelTrade,
    /// Seafarers: a ship, the pirate, gold chosen.
    Ship,
    /// Seafarers: the ship at an open end sailed nearer to a free corner.
    ShipMove,
    Pirate,
    Gold,
    /// The Forgotten Tribe: a harbour the tribe gave, placed.
    Harbour,
}

/// One sub-move: the actions it takes (after the trades that pay `cost`, if the hand lacks it)
/// and its fitness.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Candidate {
    pub kind: Kind,
    pub steps: [Option<Action>; 3],
    /// What the first step costs; bank trades are planned when the hand does not hold it.
    pub cost: ResourceSet,
    pub score: Score,
}

impl Candidate {
    #[inline(always)]
    pub(super) fn new(kind: Kind, first: Action, score: Score) -> Candidate {
        Candidate {
            kind,
            steps: [Some(first), None, None],
            cost: ResourceSet::EMPTY,
            score,
        }
    }
    /// The candidate with `a` as its next step (a sub-move has at most three).
    #[inline(always)]
    pub(super) fn then(mut self, a: Action) -> Candidate {
        let i = if self.steps[1].is_none() { 1 } else { 2 };
        self.steps[i] = Some(a);
        self
    }
    pub(super) fn paying(mut self, cost: ResourceSet) -> Candidate {
        self.cost = cost;
        self
    }
    pub fn actions(&self) -> impl Iterator<Item = Action> + '_ {
        self.steps.iter().flatten().copied()
    }

    /// In words: `village v17`, `robber → f5, rob seat 2`, `road building e3 + e9` …
    pub fn describe(&self) -> String {
        let s: Vec<Action> = self.actions().collect();
        let robber = |a: &Action| match a {
            Action::MoveRobber {
                face,
                victim: Some(v),
            } => format!("robber → f{face}, rob seat {v}"),
            Action::MoveRobber { face, victim: None } => format!("robber → f{face}, nobody to rob"),
            _ => String::new(),
        };
        match (self.kind, s.as_slice()) {
            (Kind::Opening, [Action::BuildSettlement(v), Action::BuildRoad(e)]) => {
                format!("opening village v{v} + road e{e}")
            }
            (Kind::Road, [Action::BuildRoad(e)]) => format!("road e{e}"),
            (Kind::Village, [Action::BuildSettlement(v)]) => format!("village v{v}"),
            (Kind::Town, [Action::BuildCity(v)]) => format!("town v{v}"),
            (Kind::BuyCard, _) => "buy an action card".into(),
            (Kind::Robber, [m]) => robber(m),
            (Kind::Knight, [_, m]) => format!("knight, {}", robber(m)),
            (Kind::Coupon, _) => "victory-point coupon".into(),
            (Kind::YearOfPlenty(b), [Action::PlayYearOfPlenty(x, y)]) => match y {
                Some(y) => format!("year of plenty {x} + {y} → {}", b.name()),
                None => format!("year of plenty {x} → {}", b.name()),
            },
            (Kind::RoadBuilding, [_, Action::BuildRoad(e), Action::BuildRoad(f)]) => {
                format!("road building e{e} + e{f}")
            }
            (Kind::RoadBuilding, [_, Action::BuildRoad(e)]) => format!("road building e{e}"),
            (Kind::Monopoly, [Action::PlayMonopoly(r)]) => format!("monopoly {r}"),
            (_, [a, ..]) => a.to_string(),
            _ => format!("{:?}", self.kind),
        }
    }
}

/// Why a candidate outside the formulas was chosen (shown by `catan explain`).
pub fn rule_note(kind: Kind) -> Option<&'static str> {
    match kind {
        Kind::Roll => Some("no knight to play before the roll, see docs/strategy.md"),
        Kind::EndTurn => Some("no sub-move is possible"),
        Kind::Discard => Some(
            "discard rule: one card at a time of the material held most; ties → the lower material weight",
        ),
        Kind::AnswerTrade => Some(
            "answer rule: accept when the trade makes a build affordable that was not, and the offerer is not close to winning",
        ),
        Kind::CancelTrade => Some("this player does not make offers"),
        _ => None,
    }
}

/// Longest-road lengths with one more road, remembered while the player's roads and the
/// opponents' buildings stay the same (the road formula asks for them on every sub-move);
/// and the sea distances, remembered while the sea stays the same.
pub struct RoadLengths<const W: usize = 4> {
    roads: crate::core::Bits<W>,
    blockers: crate::core::Bits<W>,
    growth: Option<RoadGrowth<W>>,
    /// 0 = not computed yet; else length + 1 (64 sides a row, `W` rows).
    with: [[u8; 64]; W],
    sea: sea::SeaDistances<W>,
}

impl<const W: usize> Default for RoadLengths<W> {
    fn default() -> Self {
        RoadLengths {
            roads: crate::core::Bits::EMPTY,
            blockers: crate::core::Bits::EMPTY,
            growth: None,
            with: [[0; 64]; W],
            sea: sea::SeaDistances::default(),
        }
    }
}

impl<const W: usize> RoadLengths<W> {
    pub fn length_with(
        &mut self,
        board: &crate::core::Board<W>,
        ctx: &RoadContext<W>,
        e: EdgeId,
    ) -> u8 {
        // only opponents' buildings on the player's road network cut it
        let blockers = ctx.blockers & ctx.road_vertices;
        if self.growth.is_none() || self.roads != ctx.roads || self.blockers != blockers {
            self.roads = ctx.roads;
            self.blockers = blockers;
            self.with = [[0; 64]; W];
            self.growth = Some(RoadGrowth::new(
                &board.topo,
                ctx.roads,
                blockers,
                ctx.length,
            ));
        }
        let slot = &mut self.with[crate::core::Bits::<W>::word(e.index())][e.index() & 63];
        if *slot == 0 {
            let growth = self.growth.as_mut().expect("made above");
            *slot = growth.length_with(&board.topo, e) + 1;
        }
        *slot - 1
    }
}

/// Index of the best candidate: the highest fitness, the first generated on ties.
pub fn best(c: &[Candidate]) -> Option<usize> {
    let mut best: Option<usize> = None;
    for (i, x) in c.iter().enumerate() {
        if best.is_none_or(|b| x.score.total > c[b].score.total) {
            best = Some(i);
        }
    }
    best
}

/// Every sub-move of the player to move in `view`, scored, into `out`.
/// Where [`candidates`] puts the sub-moves it scores: every one (a `Vec`, for `explain` and
/// the tests) or only the best so far ([`BestCandidate`], for play).
pub trait Collect {
    fn push(&mut self, c: Candidate);
    fn is_empty(&self) -> bool;
    fn clear(&mut self);
}

impl Collect for Vec<Candidate> {
    #[inline]
    fn push(&mut self, c: Candidate) {
        Vec::push(self, c);
    }
    fn is_empty(&self) -> bool {
        Vec::is_empty(self)
    }
    fn clear(&mut self) {
        Vec::clear(self);
    }
}

/// The best candidate pushed: the highest fitness, the first pushed on ties (as [`best`]).
#[derive(Clone, Copy, Debug, Default)]
pub struct BestCandidate(pub Option<Candidate>);

impl Collect for BestCandidate {
    #[inline]
    fn push(&mut self, c: Candidate) {
        if self.0.is_none_or(|b| c.score.total > b.score.total) {
            self.0 = Some(c);
        }
    }
    fn is_empty(&self) -> bool {
        self.0.is_none()
    }
    fn clear(&mut self) {
        self.0 = None;
    }
}

/// Passes on only the candidates whose first step is legal now.
pub(super) struct OnlyLegal<'a, C> {
    inner: &'a mut C,
    legal: &'a [Action],
}

impl<C: Collect> Collect for OnlyLegal<'_, C> {
    fn push(&mut self, c: Candidate) {
        if c.steps[0].is_some_and(|a| self.legal.contains(&a)) {
            self.inner.push(c);
        }
    }
    fn is_empty(&self) -> bool {
        self.inner.is_empty()
    }
    fn clear(&mut self) {
        self.inner.clear();
    }
}

pub fn candidates<const W: usize>(
    s: &Strategy,
    view: &PlayerView<'_, W>,
    legal: &[Action],
    out: &mut impl Collect,
    lengths: &mut RoadLengths<W>,
) {
    out.clear();
    if view.state().harbour_to_place().is_some() && !view.state().is_over() {
        return tribe::harbour_candidates(s, view, legal, out);
    }
    match view.phase() {
        Phase::GameOver { .. } => {}
        Phase::SetupSettlement { .. } => opening_candidates(s, view, out),
        Phase::SetupRoad { .. } | Phase::RoadBuilding { .. } => {
            road_candidates(s, view, legal, out, lengths);
            let ships = legal.iter().filter_map(|a| match a {
                Action::BuildShip(e) => Some(e.index()),
                _ => None,
            });
            sea::ship_candidates(s, view, ships.collect(), None, out, &mut lengths.sea);
        }
        Phase::Gold { .. } => out.push(Candidate::new(
            Kind::Gold,
            Action::ChooseGold(sea::gold_choice(view)),
            Score::none(),
        )),
        Phase::BeforeRoll => {
            if legal.contains(&Action::PlayKnight) && robber_on_own_building(view) {
                push_knights(s, view, out);
            } else {
                out.push(Candidate::new(Kind::Roll, Action::Roll, Score::none()));
            }
        }
        Phase::Discard { .. } => {
            out.push(Candidate::new(
                Kind::Discard,
                Action::Discard(discard_choice(s, view)),
                Score::none(),
            ));
        }
        Phase::MoveRobber { .. } => {
            robber_candidates(s, view, out);
            sea::pirate_candidates(s, view, out);
            sea::cloth_rob_candidates(s, view, legal, out);
        }
        Phase::TradeAnswers { give, get, .. } => {
            let accept = accepts_offer(view, give, get) && legal.contains(&Action::AcceptTrade);
            let a = if accept {
                Action::AcceptTrade
            } else {
                Action::DeclineTrade
            };
            out.push(Candidate::new(Kind::AnswerTrade, a, Score::none()));
        }
        Phase::TradeConfirm { .. } => {
            out.push(Candidate::new(
                Kind::CancelTrade,
                Action::CancelTrade,
                Score::none(),
            ));
        }
        Phase::SpecialBuild { .. } => {
            // the main phase's builds, only those the hand pays for (no trades in this phase)
            let mut only = OnlyLegal { inner: out, legal };
            main_phase_candidates(s, view, legal, &mut only, lengths);
            end_turn_when_nothing_else(out);
        }
        Phase::Main => {
            main_phase_candidates(s, view, legal, out, lengths);
            sea::ship_move_candidates(s, view, legal, out, &mut lengths.sea);
            tribe::harbour_candidates(s, view, legal, out);
            end_turn_when_nothing_else(out);
        }
    }
}

/// The robber to each land tile but its own, not to an island the board keeps it off (Cloth
/// for Catan's villages).
fn robber_candidates<const W: usize>(
    s: &Strategy,
    view: &PlayerView<'_, W>,
    out: &mut impl Collect,
) {
    let off = view
        .board()
        .sea
        .as_deref()
        .map_or(crate::core::Bits::EMPTY, |m| m.no_robber);
    for f in 0..view.board().num_faces() as u16 {
        if f != view.robber().0
            && view.board().land.contains(f as usize)
            && !off.contains(f as usize)
        {
            let (score, action) = robber_move(s, view, f);
            out.push(Candidate::new(Kind::Robber, action, score));
        }
    }
}

pub(super) fn main_phase_candidates<const W: usize>(
    s: &Strategy,
    view: &PlayerView<'_, W>,
    legal: &[Action],
    out: &mut impl Collect,
    lengths: &mut RoadLengths<W>,
) {
    if view.may_build() {
        build_candidates(s, view, out, lengths);
    }
    card_play_candidates(s, view, legal, out, lengths);
}

/// The end of the turn, when nothing else is worth doing.
fn end_turn_when_nothing_else(out: &mut impl Collect) {
    if out.is_empty() {
        out.push(Candidate::new(
            Kind::EndTurn,
            Action::EndTurn,
            Score::none(),
        ));
    }
}

/// The opening: each settlement spot with each free road beside it (on a Seafarers board with
/// the `seaOpening` gene: each road or ship beside it, a ship's worth added).
fn opening_candidates<const W: usize>(
    s: &Strategy,
    view: &PlayerView<'_, W>,
    out: &mut impl Collect,
) {
    let board = view.board();
    let have = materials_next_to_buildings(view);
    let all_roads = view.all_roads();
    for v in view.settlement_spots().iter() {
        let score = s.opening_fitness(board, VertexId(v as u16), have);
        let settle = Action::BuildSettlement(VertexId(v as u16));
        let pieces = sea::opening_pieces(s, view, v);
        if !pieces.is_empty() {
            for (piece, worth) in pieces {
                let c = Candidate::new(Kind::Opening, settle, score.plus("piece·opening", worth));
                out.push(c.then(piece));
            }
            continue;
        }
        for &e in board.topo.vertex_edges[v].as_slice() {
            if !all_roads.contains(e.index()) && board.land_edges.contains(e.index()) {
                out.push(Candidate::new(Kind::Opening, settle, score).then(Action::BuildRoad(e)));
            }
        }
    }
}

/// Each legal road (the opening's, or a Road Building card's).
fn road_candidates<const W: usize>(
    s: &Strategy,
    view: &PlayerView<'_, W>,
    legal: &[Action],
    out: &mut impl Collect,
    lengths: &mut RoadLengths<W>,
) {
    let board = view.board();
    let ctx = road_context(view);
    let mut toward = tempo::Toward::new(s, view);
    for a in legal {
        if let Action::BuildRoad(e) = *a {
            let len = lengths.length_with(board, &ctx, e);
            let score = s.road_fitness(board, &ctx, e, len);
            let score = tempo::with_toward(s, board, &mut toward, e, score);
            out.push(Candidate::new(Kind::Road, *a, score));
        }
    }
}

/// Roads, settlements, cities and a development card the hand can pay for, with trades.
fn build_candidates<const W: usize>(
    s: &Strategy,
    view: &PlayerView<'_, W>,
    out: &mut impl Collect,
    lengths: &mut RoadLengths<W>,
) {
    let board = view.board();
    let me = view.player(view.me());
    let (hand, bank) = (view.my_hand(), view.bank());
    let costs = &view.rules().costs;
    let rates = Resource::ALL.map(|r| view.trade_rate(r));
    let can = |cost: &ResourceSet| affordable_with_trades(hand, cost, &rates, bank);
    let dear_ok = |cost: &ResourceSet| tempo::dear_buy_allowed(s, hand, cost);
    if me.roads_left > 0 && can(&costs.road) && dear_ok(&costs.road) {
        let ctx = road_context(view);
        let mut toward = tempo::Toward::new(s, view);
        for e in view.road_spots().iter() {
            let e = EdgeId(e as u16);
            let len = lengths.length_with(board, &ctx, e);
            let score = s.road_fitness(board, &ctx, e, len);
            let score = tempo::with_toward(s, board, &mut toward, e, score);
            out.push(Candidate::new(Kind::Road, Action::BuildRoad(e), score).paying(costs.road));
        }
    }
    let ships_left = view
        .sea()
        .map_or(0, |sea| sea.ships_left[view.me().index()]);
    if ships_left > 0 && can(&costs.ship) {
        sea::ship_candidates(
            s,
            view,
            view.ship_spots(),
            Some(costs.ship),
            out,
            &mut lengths.sea,
        );
    }
    if me.settlements_left > 0 && can(&costs.settlement) {
        for v in view.settlement_spots().iter() {
            let points = sea::island_points_at(view, v);
            let v = VertexId(v as u16);
            let mut score = s.village_fitness(board, v);
            if points > 0 {
                score = score.plus("villageGen·points·islandVillage", s.island_village(points));
            }
            out.push(
                Candidate::new(Kind::Village, Action::BuildSettlement(v), score)
                    .paying(costs.settlement),
            );
        }
    }
    if me.cities_left > 0 && can(&costs.city) {
        for v in me.settlements.iter() {
            let v = VertexId(v as u16);
            let score = s.town_fitness(board, v);
            out.push(Candidate::new(Kind::Town, Action::BuildCity(v), score).paying(costs.city));
        }
    }
    if view.deck_size() > 0 && can(&costs.development) && dear_ok(&costs.development) {
        out.push(
            Candidate::new(
                Kind::BuyCard,
                Action::BuyDevelopmentCard,
                s.buy_card_fitness(),
            )
            .paying(costs.development),
        );
    }
}

/// The development cards the player may play now.
fn card_play_candidates<const W: usize>(
    s: &Strategy,
    view: &PlayerView<'_, W>,
    legal: &[Action],
    out: &mut impl Collect,
    lengths: &mut RoadLengths<W>,
) {
    let mut year_of_plenty = false;
    for &a in legal {
        match a {
            Action::PlayKnight => push_knights(s, view, out),
            Action::PlayVictoryPoint => {
                out.push(Candidate::new(Kind::Coupon, a, s.coupon_fitness()));
            }
            // never a monopoly on a material the opponents hold none of between them (public:
            // the game's cards less the bank's and its own)
            Action::PlayMonopoly(r)
                if view.rules().bank as u32
                    <= view.bank().get(r) as u32 + view.my_hand().get(r) as u32 => {}
            Action::PlayMonopoly(r) => {
                let score = tempo::monopoly_score(s, view, r);
                out.push(Candidate::new(Kind::Monopoly, a, score));
            }
            Action::PlayRoadBuilding => push_road_building(s, view, out, lengths),
            Action::PlayYearOfPlenty(..) => year_of_plenty = true,
            _ => {}
        }
    }
    if year_of_plenty {
        push_year_of_plenty(s, view, legal, out);
    }
}

/// Materials of the faces next to the player's buildings (the opening's `missing`).
pub(super) fn materials_next_to_buildings<const W: usize>(view: &PlayerView<'_, W>) -> [bool; 5] {
    let board = view.board();
    let me = view.player(view.me());
    let mut have = [false; 5];
    for v in (me.settlements | me.cities).iter() {
        for &f in board.topo.vertex_faces[v].as_slice() {
            if let Some(r) = board.resource[f.index()] {
                have[r.index()] = true;
            }
        }
    }
    have
}

pub fn road_context<const W: usize>(view: &PlayerView<'_, W>) -> RoadContext<W> {
    let me = view.player(view.me());
    let best_other = (0..view.num_players())
        .filter(|&q| q != view.me().0)
        .map(|q| view.player(Seat(q)).longest_road)
        .max()
        .unwrap_or(0);
    RoadContext {
        roads: me.roads,
        road_vertices: road_vertices_of(&view.board().topo, me.roads),
        blockers: view.others_buildings(),
        blocked: view.blocked(),
        length: me.longest_road,
        best_other,
        holder: view.longest_road_holder() == Some(view.me()),
        min_length: view.rules().longest_road.min,
    }
}

/// (opponent buildings, own buildings) on the corners of face `f`.
pub(super) fn buildings_on<const W: usize>(view: &PlayerView<'_, W>, f: FaceId) -> (u32, u32) {
    let mask = view.board().topo.face_vertex_mask[f.index()];
    let (mut others, mut mine) = (0, 0);
    for q in Seat::all(view.num_players()) {
        if view.touches(q, f) {
            let n = (view.buildings_of(q) & mask).len() as u32;
            if q == view.me() {
                mine = n;
            } else {
                others += n;
            }
        }
    }
    (others, mine)
}
