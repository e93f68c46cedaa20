//! Property tests: random games (random boards and presets, 2–4 players, players that also
//! trade with each other), with the invariants checked after every action.

use catan::ai::RandomPlayer;
use catan::ai::{AiPlayer, Individual};
use catan::core::Player;
use catan::core::record::GameRecord;
use catan::core::rng::derive_seed;
use catan::core::*;
use catan::files::Load;
use proptest::prelude::*;
use std::sync::Arc;

fn board_for(kind: u8, seed: u64) -> Arc<Board> {
    Arc::new(match kind {
        0 => Board::standard(),
        1 => Board::random_standard(seed, true),
        _ => Board::load(std::path::Path::new("boards/river-delta.ron")).unwrap(),
    })
}

/// Every action that could be legal in some position (trade offers and discards apart).
fn candidates(s: &State) -> Vec<Action> {
    let mut v = vec![
        Action::Roll,
        Action::BuyDevelopmentCard,
        Action::PlayKnight,
        Action::PlayRoadBuilding,
        Action::PlayVictoryPoint,
        Action::AcceptTrade,
        Action::DeclineTrade,
        Action::CancelTrade,
        Action::EndTurn,
    ];
    for x in 0..s.board().num_vertices() as u8 {
        v.push(Action::BuildSettlement(VertexId(x)));
        v.push(Action::BuildCity(VertexId(x)));
    }
    for e in 0..s.board().num_edges() as u8 {
        v.push(Action::BuildRoad(EdgeId(e)));
    }
    for f in 0..s.board().num_faces() as u8 {
        v.push(Action::MoveRobber {
            face: FaceId(f),
            victim: None,
        });
        for q in 0..s.num_players() {
            v.push(Action::MoveRobber {
                face: FaceId(f),
                victim: Some(Seat(q)),
            });
        }
    }
    for q in 0..s.num_players() {
        v.push(Action::ConfirmTrade(Seat(q)));
    }
    for a in Resource::ALL {
        v.push(Action::PlayMonopoly(a));
        v.push(Action::PlayYearOfPlenty(a, None));
        for b in Resource::ALL {
            if a <= b {
                v.push(Action::PlayYearOfPlenty(a, Some(b)));
            }
            if a != b {
                v.push(Action::BankTrade { give: a, get: b });
            }
        }
    }
    v
}

fn check_invariants(s: &State) {
    let rules = &s.rules();
    assert_eq!(
        s.cards_in_play(),
        ResourceSet::splat(rules.bank),
        "resource cards conserved"
    );
    let mut devs = s.deck();
    for p in 0..s.n() {
        let ps = &s.players()[p];
        for i in 0..5 {
            devs.0[i] += ps.dev().0[i] + ps.dev_new().0[i] + ps.played().0[i];
        }
        assert_eq!(
            ps.settlements_left() as usize + ps.settlements().len(),
            rules.pieces.settlements as usize
        );
        assert_eq!(
            ps.cities_left() as usize + ps.cities().len(),
            rules.pieces.cities as usize
        );
        assert_eq!(
            ps.roads_left() as usize + ps.roads().len(),
            rules.pieces.roads as usize
        );
        assert_eq!(
            ps.public_points(),
            s.recompute_public_points(Seat(p as u8)),
            "points of seat {p}"
        );
        assert_eq!(
            ps.longest_road(),
            s.longest_road_brute_force(Seat(p as u8)),
            "longest road of seat {p}"
        );
        assert!(!ps.settlements().intersects(ps.cities()));
    }
    assert_eq!(devs, rules.development_deck, "development cards conserved");
    // no two buildings adjacent, no two roads on one edge
    for v in s.occupied().iter() {
        assert!(
            !s.occupied()
                .intersects(s.board().topo.vertex_neighbour_mask[v])
        );
    }
    let mut roads = Bits::EMPTY;
    for p in 0..s.n() {
        assert!(!roads.intersects(s.players()[p].roads()));
        roads |= s.players()[p].roads();
    }
    assert_eq!(roads, s.all_roads());
    // awards
    let lengths: Vec<u8> = (0..s.n()).map(|p| s.players()[p].longest_road()).collect();
    let max = *lengths.iter().max().unwrap();
    match s.longest_road_holder() {
        Some(h) => assert!(
            lengths[h.index()] == max && max >= rules.longest_road.min,
            "{lengths:?} {h}"
        ),
        None => assert!(
            max < rules.longest_road.min || lengths.iter().filter(|&&l| l == max).count() >= 2,
            "nobody holds the road with lengths {lengths:?}"
        ),
    }
    let knights: Vec<u8> = (0..s.n())
        .map(|p| s.players()[p].played().get(DevCard::Knight))
        .collect();
    match s.largest_army_holder() {
        Some(h) => assert!(
            knights[h.index()] >= rules.largest_army.min
                && knights.iter().all(|&k| k <= knights[h.index()])
        ),
        None => assert!(knights.iter().all(|&k| k < rules.largest_army.min)),
    }
}

fn check_legality(s: &State) {
    let legal = s.legal_actions();
    for a in &legal {
        assert!(
            s.check(a).is_ok(),
            "listed {a:?} is refused: {:?}",
            s.check(a)
        );
    }
    for a in candidates(s) {
        if !legal.contains(&a) {
            assert!(
                s.check(&a).is_err(),
                "{a:?} is legal but not listed in {:?}",
                s.phase()
            );
        }
    }
    let mut offers = Vec::new();
    s.legal_offers_into(&mut offers);
    for a in &offers {
        assert!(s.check(a).is_ok(), "offer {a:?} refused");
    }
    if legal.is_empty() {
        assert!(s.is_over());
    }
}

fn play_checked(
    seed: u64,
    players: u8,
    thesis: bool,
    board: u8,
    deep: bool,
    ai_seats: u8,
) -> (State, GameRecord) {
    let rules = Arc::new(if thesis {
        Rules::thesis()
    } else {
        Rules::standard()
    });
    let mut s = State::new(board_for(board, seed), rules, players, seed).unwrap();
    let mut ps: Vec<Box<dyn Player>> = (0..players)
        .map(|p| -> Box<dyn Player> {
            if ai_seats >> p & 1 == 1 {
                Box::new(AiPlayer::new("ai", Individual::thesis_example()))
            } else {
                Box::new(RandomPlayer::trading(derive_seed(seed, p as u64)))
            }
        })
        .collect();
    let names = ps.iter().map(|p| p.name()).collect();
    let mut record = GameRecord::new(&s, names, Some(seed));
    let mut legal = Vec::new();
    let mut junk = catan::core::GameRng::new(seed ^ 0xABCD);
    while !s.is_over() && s.turns() < 3000 {
        if deep {
            check_legality(&s);
            // an illegal candidate changes nothing
            let cands = candidates(&s);
            let a = cands[junk.below(cands.len() as u32) as usize];
            if s.check(&a).is_err() {
                let before = s.clone();
                assert!(s.apply(a).is_err());
                assert!(s == before, "illegal {a:?} changed the state");
            }
        }
        let seat = s.actor();
        s.legal_actions_into(&mut legal);
        let a = {
            let view = PlayerView::new(&s, seat);
            ps[seat.index()].choose(&view, &legal)
        };
        let ev = s.apply(a).unwrap_or_else(|e| panic!("{a:?}: {e}"));
        record.steps.push(Step {
            seat,
            action: a,
            chance: ev.chance(),
        });
        check_invariants(&s);
    }
    (s, record)
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 24, ..ProptestConfig::default() })]

    #[test]
    fn random_games_keep_every_invariant(seed in any::<u64>(), players in 2u8..=4, thesis in any::<bool>(), board in 0u8..3, ai_seats in 0u8..16) {
        // some seats (a random subset) are played by the thesis computer player
        let (s, record) = play_checked(seed, players, thesis, board, true, ai_seats);
        // the game ends with exactly one winner, at or above the target, on their own turn
        let w = s.winner().expect("random games finish within 3000 turns");
        prop_assert_eq!(w, s.current());
        prop_assert!(s.total_points(w) >= s.rules().points_to_win);
        // the record replays, with no randomness, to the same position (generator aside)
        let replayed = record.replay().unwrap();
        prop_assert!(replayed.same_position(&s));
    }
}

#[test]
fn the_same_seed_gives_the_same_game() {
    let (a, ra) = play_checked(99, 4, false, 1, false, 0b0101);
    let (b, rb) = play_checked(99, 4, false, 1, false, 0b0101);
    assert!(a == b);
    assert_eq!(ra, rb);
    let (c, _) = play_checked(100, 4, false, 1, false, 0b0101);
    assert!(a != c);
}

#[test]
fn records_survive_the_file_format() {
    let (s, record) = play_checked(5, 3, true, 2, false, 0b010);
    let text = record.to_ron();
    let back = GameRecord::from_ron("mem", &text).unwrap();
    assert_eq!(back, record);
    let end = back.replay().unwrap();
    assert!(end.same_position(&s));
}
