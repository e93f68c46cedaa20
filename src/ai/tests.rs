//! The formulas recomputed by hand (thesis example weights, standard board), and the sub-move
//! generator checked against the rules engine on many positions of real games.

use super::AiPlayer;
use super::individual::Individual;
use super::player::{
    Candidate, Kind, RoadLengths, accepts_offer, affordable_with_trades, candidates,
    discard_choice, plan_trades,
};
use super::strategy::Strategy;
use crate::ai::RandomPlayer;
use crate::core::Player;
use crate::core::Seat;
use crate::core::VertexId;
use crate::core::rng::derive_seed;
use crate::core::{Action, Board, Chance, Phase, PlayerView, Resource, ResourceSet, Rules, State};
use std::sync::Arc;

fn thesis() -> Strategy {
    Strategy::new(Individual::thesis_example())
}

fn all_candidates(state: &State) -> Vec<Candidate> {
    let legal = state.legal_actions();
    let view = PlayerView::new(state, state.actor());
    let mut out = Vec::new();
    candidates(
        &thesis(),
        &view,
        &legal,
        &mut out,
        &mut RoadLengths::default(),
    );
    out
}

fn opening_score(c: &[Candidate], v: u16) -> f64 {
    c.iter()
        .find(|c| {
            c.kind == Kind::Opening && c.steps[0] == Some(Action::BuildSettlement(VertexId(v)))
        })
        .unwrap_or_else(|| panic!("no opening candidate at v{v}"))
        .score
        .total
}

fn close(a: f64, b: f64) -> bool {
    (a - b).abs() <= 1e-6 * b.abs().max(1.0)
}

fn standard(n: u8, rules: Rules) -> State {
    State::new(Arc::new(Board::standard()), Arc::new(rules), n, 5).unwrap()
}

/// Place the opening: `spots[k]` is the settlement of opening step k (`None`: the legal spot
/// with the highest id), each with its first free edge as the road.
fn open(state: &mut State, spots: &[Option<u16>]) {
    for &v in spots {
        let v = v
            .unwrap_or_else(|| state.settlement_spots(state.actor()).iter().last().unwrap() as u16);
        state
            .apply(Action::BuildSettlement(VertexId(v)))
            .unwrap_or_else(|e| panic!("v{v}: {e}"));
        let road = state.legal_actions()[0];
        state.apply(road).unwrap();
    }
}

// Standard board (boards/standard.ron): v42 touches Mountains 3, Hills 5, Fields 6 (3 edges, no
// harbour); v0 touches Mountains 10 only (2 edges, a 3:1 harbour); v1 touches Mountains 10 and
// Pasture 2 (3 edges, no harbour).

#[test]
fn opening_fitness_by_hand() {
    let mut s = standard(4, Rules::standard());
    let c = all_candidates(&s);
    // Σ goodNum·curMat·prob + Σ missMat·missing + ports + edgeGen·edgeCount
    let v42 = 27874.0 * (58879.0 * 2.0 / 36.0 + 41559.0 * 4.0 / 36.0 + 51904.0 * 5.0 / 36.0)
        + 3.0 * 95751.0
        + 0.0
        + 97430.0 * 3.0;
    assert!(
        close(opening_score(&c, 42), v42),
        "{} vs {v42}",
        opening_score(&c, 42)
    );
    assert!(close(v42, 421_410_355.111), "hand arithmetic: {v42}");
    let v0 = 27874.0 * 58879.0 * 3.0 / 36.0 + 95751.0 + 19582.0 + 97430.0 * 2.0;
    assert!(close(opening_score(&c, 0), v0));
    // the same vertex paired with each free edge: one candidate per (vertex, edge)
    let at42 = c
        .iter()
        .filter(|c| c.steps[0] == Some(Action::BuildSettlement(VertexId(42))))
        .count();
    assert_eq!(at42, 3);

    // seat 0 at v42 (stone, brick, grain); later its second settlement: stone is no longer missing
    open(&mut s, &[Some(42), None, None, None, None, None, None]);
    assert_eq!(s.actor(), Seat(0));
    let c = all_candidates(&s);
    let v1 = 27874.0 * (58879.0 * 3.0 / 36.0 + 37971.0 / 36.0) + 95751.0 + 97430.0 * 3.0;
    assert!(
        close(opening_score(&c, 1), v1),
        "{} vs {v1}",
        opening_score(&c, 1)
    );
}

#[test]
fn village_town_robber_card_and_monopoly_by_hand() {
    let mut s = standard(4, Rules::standard());
    open(
        &mut s,
        &[Some(42), Some(0), None, None, None, None, None, Some(4)],
    );
    let st = thesis();
    let board = s.board.clone();
    // village: villageGen + Σ villageGoodNum·prob + ports'
    let v0 = 45371.0 + 61612.0 * 3.0 / 36.0 + 83486.0;
    assert!(close(st.village_fitness(&board, VertexId(0)).total, v0));
    let v42 = 45371.0 + 61612.0 * (2.0 + 4.0 + 5.0) / 36.0;
    assert!(close(st.village_fitness(&board, VertexId(42)).total, v42));
    // town: townGen + Σ townGoodNum·prob
    let t42 = 97735.0 + 42754.0 * 11.0 / 36.0;
    assert!(close(st.town_fitness(&board, VertexId(42)).total, t42));
    assert!(close(t42, 110_798.722), "{t42}");
    assert_eq!(st.buy_card_fitness().total, 50459.0);
    assert_eq!(st.coupon_fitness().total, 24078.0);
    // monopoly: actMatFromPl / (count + 1)
    assert!(close(st.monopoly_fitness(3).total, 19762.0 / 4.0));

    // a 7: every robber candidate against the formula, counting buildings from the state
    s.apply_with(Action::Roll, Some(Chance::Dice(3, 4)))
        .unwrap();
    assert!(matches!(s.phase, Phase::MoveRobber { .. }));
    let c = all_candidates(&s);
    assert_eq!(c.len(), board.num_faces() - 1);
    for cand in &c {
        let Some(Action::MoveRobber { face, victim }) = cand.steps[0] else {
            panic!("{cand:?}")
        };
        let mask = board.topo.face_vertex_mask[face.index()];
        let mine = (s.players[0].buildings() & mask).len() as f64;
        let others: f64 = (1..4)
            .map(|q| (s.players[q].buildings() & mask).len() as f64)
            .sum();
        let want = if others == 0.0 {
            39535.0
        } else {
            (39535.0 + others * 49818.0) / (mine * 79247.0 + 1.0) * board.pips(face) as f64 / 36.0
                * 13457.0
        };
        assert!(
            close(cand.score.total, want),
            "f{face}: {} vs {want}",
            cand.score.total
        );
        // the victim: the opponent on the face with the most cards, ties → the lowest seat
        let best = (1..4u8)
            .filter(|&q| {
                s.players[q as usize].buildings().intersects(mask)
                    && s.players[q as usize].hand.total() > 0
            })
            .max_by_key(|&q| (s.players[q as usize].hand.total(), std::cmp::Reverse(q)));
        assert_eq!(victim, best.map(Seat), "f{face}");
    }
}

#[test]
fn explain_shows_terms_that_add_up() {
    let s = standard(4, Rules::standard());
    let legal = s.legal_actions();
    let view = PlayerView::new(&s, Seat(0));
    let list = super::explain(&thesis(), &view, &legal);
    assert!(list[0].chosen);
    assert!(
        list.windows(2)
            .all(|w| w[0].score.total >= w[1].score.total)
    );
    for e in &list {
        let sum: f64 = e.score.terms().iter().map(|t| t.value).sum();
        assert!(close(sum, e.score.total));
        let text = format!("{}: {}", e.text, e.score);
        assert!(text.starts_with("opening village v"), "{text}");
        assert!(
            text.contains("Σ goodNum·curMat·prob") && text.contains(" = "),
            "{text}"
        );
    }
}

#[test]
fn discard_and_answer_rules() {
    let mut s = standard(4, Rules::standard());
    open(
        &mut s,
        &[Some(42), Some(0), None, None, None, None, None, Some(4)],
    );
    // wood 5, brick 1, grain 3, stone 2: drop the most held; ties → the lower material weight
    // (wood 40598 < grain 51904 < stone 58879)
    s.players[0].hand = ResourceSet([5, 1, 3, 0, 2]);
    let view = PlayerView::new(&s, Seat(0));
    assert_eq!(
        discard_choice(&thesis(), &view),
        ResourceSet([4, 0, 1, 0, 0])
    );

    // seat 1 answers an offer of seat 0 (it receives `give`, pays `get`)
    s.players[1].hand = ResourceSet([1, 1, 1, 0, 2]);
    let view = PlayerView::new(&s, Seat(1));
    let sheep = ResourceSet::one(Resource::Sheep);
    let stone = ResourceSet::one(Resource::Stone);
    // sheep for a stone completes a settlement (wood, brick, grain, sheep): accept
    assert!(accepts_offer(&view, sheep, stone));
    // sheep for its only wood completes a card (grain, sheep, stone): accept
    assert!(accepts_offer(
        &view,
        sheep,
        ResourceSet::one(Resource::Wood)
    ));
    // brick for its only wood completes nothing: decline
    let brick = ResourceSet::one(Resource::Brick);
    assert!(!accepts_offer(
        &view,
        brick,
        ResourceSet::one(Resource::Wood)
    ));
    // cannot pay: decline
    assert!(!accepts_offer(
        &view,
        stone,
        ResourceSet::one(Resource::Sheep)
    ));
    // the offerer is two points from winning: decline
    s.players[0].public_points = 8;
    let view = PlayerView::new(&s, Seat(1));
    assert!(!accepts_offer(&view, sheep, stone));
}

/// Plays AI games and, at every main-phase decision, checks the generator against the engine:
/// each road candidate's terms against the rules' own longest road, award and settlement spots;
/// each planned trade sequence is legal and pays for its action; the affordability test agrees
/// with the planner.
#[test]
fn generator_agrees_with_the_rules_engine() {
    let st = thesis();
    let mut checked_roads = 0;
    let mut checked_trades = 0;
    for (g, rules) in [Rules::standard(), Rules::thesis()].into_iter().enumerate() {
        let rules = Arc::new(rules);
        for game in 0..6u64 {
            let seed = derive_seed(g as u64, game);
            let board = Arc::new(Board::random_standard(seed, true));
            let mut s = State::new(board, rules.clone(), 4, seed).unwrap();
            let mut players: Vec<Box<dyn Player>> = (0..4)
                .map(|i| -> Box<dyn Player> {
                    if i % 2 == 0 {
                        Box::new(AiPlayer::new("ai", Individual::thesis_example()))
                    } else {
                        Box::new(RandomPlayer::trading(seed + i))
                    }
                })
                .collect();
            let mut legal = Vec::new();
            while !s.is_over() && s.turns < 600 {
                let me = s.actor();
                s.legal_actions_into(&mut legal);
                if s.phase == Phase::Main {
                    let view = PlayerView::new(&s, me);
                    let mut c = Vec::new();
                    candidates(&st, &view, &legal, &mut c, &mut RoadLengths::default());
                    for cand in &c {
                        checked_trades += check_trades(&s, cand, &view);
                        if cand.kind == Kind::Road {
                            check_road(&s, cand);
                            checked_roads += 1;
                        }
                    }
                }
                let a = players[me.index()].choose(&PlayerView::new(&s, me), &legal);
                s.apply(a).unwrap_or_else(|e| panic!("seat {me} {a}: {e}"));
            }
            assert!(s.is_over(), "game {game} did not finish");
        }
    }
    assert!(
        checked_roads > 500 && checked_trades > 100,
        "{checked_roads} {checked_trades}"
    );
}

fn check_road(s: &State, cand: &Candidate) {
    let Some(Action::BuildRoad(e)) = cand.steps[0] else {
        unreachable!()
    };
    let me = s.actor();
    let mut after = s.clone();
    after.players[me.index()].hand.add(&s.rules.costs.road);
    after.apply(Action::BuildRoad(e)).unwrap();
    let before_len = s.players[me.index()].longest_road;
    let after_len = after.players[me.index()].longest_road;
    assert_eq!(after_len, after.compute_longest_road(me));
    let ext = after_len > before_len;
    let long = s.longest_road_holder != Some(me) && after.longest_road_holder == Some(me);
    let space = !(after.settlement_spots(me) - s.settlement_spots(me)).is_empty();
    let want = 24532.0
        + if ext { 3273.0 } else { 0.0 }
        + if long { 26949.0 } else { 0.0 }
        + if space { 16262.0 } else { 0.0 };
    assert_eq!(cand.score.total, want, "road e{e}: {}", cand.score);
}

fn check_trades(s: &State, cand: &Candidate, view: &PlayerView<'_>) -> usize {
    if cand.cost.is_empty() {
        return 0;
    }
    let rates = Resource::ALL.map(|r| s.trade_rate(s.actor(), r));
    let hand = s.players[s.actor().index()].hand;
    assert!(affordable_with_trades(hand, &cand.cost, &rates, s.bank));
    let trades = plan_trades(view, cand.cost);
    let mut t = s.clone();
    for a in &trades {
        t.apply(*a).unwrap_or_else(|e| panic!("{a}: {e}"));
    }
    assert!(t.players[s.actor().index()].hand.contains(&cand.cost));
    let first = cand.steps[0].unwrap();
    t.check(&first)
        .unwrap_or_else(|e| panic!("{first} after {trades:?}: {e}"));
    trades.len()
}

#[test]
fn builds_several_times_a_turn_only_under_standard_rules() {
    for (rules, want_multi) in [(Rules::standard(), true), (Rules::thesis(), false)] {
        let rules = Arc::new(rules);
        let mut most = 0;
        for game in 0..10u64 {
            let board = Arc::new(Board::random_standard(game, true));
            let mut s = State::new(board, rules.clone(), 4, game).unwrap();
            let mut players: Vec<AiPlayer> = (0..4)
                .map(|_| AiPlayer::new("ai", Individual::thesis_example()))
                .collect();
            let mut legal = Vec::new();
            while !s.is_over() {
                let me = s.actor();
                s.legal_actions_into(&mut legal);
                let a = players[me.index()].choose(&PlayerView::new(&s, me), &legal);
                s.apply(a).unwrap();
                most = most.max(s.builds_this_turn);
            }
        }
        assert_eq!(
            most > 1,
            want_multi,
            "{}: at most {most} builds a turn",
            rules.name
        );
    }
}

#[test]
fn easy_plays_legally_finishes_games_and_slips_sometimes() {
    use super::EasyPlayer;
    let (mut slips, mut asked) = (0u32, 0u32);
    for seed in 0..6u64 {
        let mut s = State::new(
            Arc::new(Board::standard()),
            Arc::new(Rules::standard()),
            4,
            seed,
        )
        .unwrap();
        let mut easy: Vec<EasyPlayer> = (0..4)
            .map(|p| EasyPlayer::new("easy", Individual::default_ai(), derive_seed(seed, p)))
            .collect();
        let mut best = AiPlayer::new("ai", Individual::default_ai());
        let mut legal = Vec::new();
        while !s.is_over() && s.turns() < 2000 {
            let seat = s.actor();
            s.legal_actions_into(&mut legal);
            let view = PlayerView::new(&s, seat);
            let a = easy[seat.index()].choose(&view, &legal);
            if legal.len() > 1 && matches!(s.phase(), Phase::Main) {
                asked += 1;
                // the champion's plan can differ from the slip's: compare first steps only
                if best.choose(&view, &legal) != a {
                    slips += 1;
                }
            }
            s.apply(a)
                .unwrap_or_else(|e| panic!("easy chose {a:?}: {e}"));
        }
        assert!(s.is_over(), "seed {seed}: easy players finish a game");
    }
    let share = slips as f64 / asked as f64;
    assert!(
        share > 0.05 && share < 0.6,
        "easy slips on {slips} of {asked} main-phase decisions"
    );
}
