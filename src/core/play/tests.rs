//! One test (or a few) per rule of `rules.md`, on scripted positions of the standard board.

use crate::core::phase::Resume;
use crate::core::topology::{FaceId, VertexId};
use crate::core::*;
use std::sync::Arc;

/// A scripted game on the standard board.
struct Script {
    s: State,
}

const R: fn(u8, u8, u8, u8, u8) -> ResourceSet = |a, b, c, d, e| ResourceSet([a, b, c, d, e]);

impl Script {
    fn new(n: u8, rules: Rules) -> Script {
        Script {
            s: State::new(Arc::new(Board::standard()), Arc::new(rules), n, 7).unwrap(),
        }
    }
    fn face(&self, q: i32, r: i32) -> FaceId {
        self.s.board.topo.face_at(q, r).unwrap()
    }
    /// The vertex touching exactly these faces.
    fn vtx(&self, faces: &[(i32, i32)]) -> VertexId {
        let want: Vec<FaceId> = faces.iter().map(|&(q, r)| self.face(q, r)).collect();
        let t = &self.s.board.topo;
        VertexId::at(
            (0..t.num_vertices())
                .find(|&v| {
                    let fs = t.vertex_faces[v].as_slice();
                    fs.len() == want.len() && want.iter().all(|f| fs.contains(f))
                })
                .unwrap(),
        )
    }
    fn edge(&self, a: VertexId, b: VertexId) -> u16 {
        (self.s.board.topo.edge_between(a, b).unwrap()).0
    }
    fn act(&mut self, a: Action) -> Events {
        self.s
            .apply_with(a, None)
            .unwrap_or_else(|e| panic!("{a:?}: {e}"))
    }
    fn try_act(&mut self, a: Action) -> Result<Events, RuleError> {
        let before = self.s.clone();
        let r = self.s.apply_with(a, None);
        if r.is_err() {
            assert!(self.s == before, "an illegal action changed the state");
        }
        r
    }
    fn roll(&mut self, a: u8, b: u8) -> Events {
        self.s
            .apply_with(Action::Roll, Some(Chance::Dice(a, b)))
            .unwrap()
    }
    /// Move cards from the bank to a hand (keeps the card count).
    fn give(&mut self, p: Seat, cards: ResourceSet) {
        self.s.bank.sub(&cards);
        self.s.players[p.index()].hand.add(&cards);
    }
    fn give_dev(&mut self, p: Seat, card: DevCard) {
        // tests may hand out more than the deck holds; conservation is checked elsewhere
        self.s.deck.0[card.index()] = self.s.deck.0[card.index()].saturating_sub(1);
        self.s.players[p.index()].dev.0[card.index()] += 1;
    }
    /// Move the robber to `face`, robbing the lowest seat that can be robbed there (its first card).
    fn rob_first(&mut self, face: FaceId) {
        let victims = self.s.robbable(self.s.actor(), face);
        let victim = Seat::all(4).find(|q| victims & q.bit() != 0);
        let chance = victim.map(|q| Chance::Steal(self.hand(q).nth_card(0).unwrap()));
        self.s
            .apply_with(Action::MoveRobber { face, victim }, chance)
            .unwrap();
    }
    fn hand(&self, p: Seat) -> ResourceSet {
        self.s.players[p.index()].hand
    }
    /// The opening used by most tests (four players, see the list below), each followed by the
    /// first legal road; ends with seat 0 to roll.
    fn opened(n: u8, rules: Rules) -> Script {
        let mut sc = Script::new(n, rules);
        let spots = sc.opening_spots();
        let order: Vec<usize> = (0..n as usize).chain((0..n as usize).rev()).collect();
        for (k, &seat) in order.iter().enumerate() {
            let v = spots[seat][usize::from(k >= n as usize)];
            assert_eq!(sc.s.actor(), Seat(seat as u8));
            sc.act(Action::BuildSettlement(v));
            let road = sc.s.legal_actions()[0];
            sc.act(road);
        }
        sc
    }
    fn opening_spots(&self) -> [[VertexId; 2]; 4] {
        [
            [
                self.vtx(&[(0, -1), (-1, 0), (0, 0)]),
                self.vtx(&[(-2, 0), (-1, 0), (-2, 1)]),
            ],
            [
                self.vtx(&[(1, 0), (2, 0), (1, 1)]),
                self.vtx(&[(2, -1), (1, 0), (1, -1)]),
            ],
            [
                self.vtx(&[(-2, 1), (-1, 1), (-2, 2)]),
                self.vtx(&[(0, 1), (-1, 2), (0, 2)]),
            ],
            [
                self.vtx(&[(1, -2), (2, -2), (1, -1)]),
                self.vtx(&[(-1, -1), (0, -2), (0, -1)]),
            ],
        ]
    }
    /// Roll a number nobody's buildings touch and enter the main phase.
    fn quiet_roll(&mut self) {
        self.roll(6, 6); // 12: fields (-1,-1) — seat 3's second settlement gets grain
    }
    fn end_turn(&mut self) {
        self.act(Action::EndTurn);
    }
    fn check_conservation(&self) {
        assert_eq!(
            self.s.cards_in_play(),
            ResourceSet::splat(self.s.rules.bank)
        );
    }
}

#[test]
fn opening_is_snake_order_and_second_settlement_pays() {
    let mut sc = Script::new(3, Rules::standard());
    let spots = sc.opening_spots();
    let mut seats = Vec::new();
    for k in 0..6u8 {
        seats.push(sc.s.actor());
        let seat = sc.s.actor().index();
        let v = spots[seat][usize::from(k >= 3)];
        // a road first is out of order
        assert_eq!(
            sc.try_act(Action::BuildRoad(EdgeId(0))).unwrap_err().rule,
            "phase"
        );
        let hand_before = sc.s.players[seat].hand;
        let ev = sc.act(Action::BuildSettlement(v));
        // the second settlement's cards are an event too (the game animates and logs them)
        let mut paid = sc.s.players[seat].hand;
        paid.sub(&hand_before);
        let produced: Vec<_> = ev
            .as_slice()
            .iter()
            .filter_map(|e| match *e {
                Event::Produced { seat: p, cards } => Some((p.index(), cards)),
                _ => None,
            })
            .collect();
        if k >= 3 {
            assert_eq!(produced, vec![(seat, paid)]);
        } else {
            assert!(produced.is_empty());
        }
        // the opening road must touch the new settlement
        let far = (0..72u16)
            .find(|&e| {
                !sc.s.all_roads.contains(e as usize)
                    && !sc.s.board.topo.edge_vertices[e as usize].contains(&v)
            })
            .unwrap();
        assert_eq!(
            sc.try_act(Action::BuildRoad(EdgeId(far))).unwrap_err().rule,
            "opening-road"
        );
        let road = sc.s.legal_actions()[0];
        sc.act(road);
    }
    assert_eq!(seats, [0, 1, 2, 2, 1, 0].map(Seat).to_vec());
    // second settlements: seat 0 on fields 9 + forest 11 + forest 8: grain + 2 wood
    assert_eq!(sc.hand(Seat(0)), R(2, 0, 1, 0, 0));
    // seat 1 on hills 10, forest 3, pasture 4
    assert_eq!(sc.hand(Seat(1)), R(1, 1, 0, 1, 0));
    assert_eq!(sc.s.phase, Phase::BeforeRoll);
    assert_eq!(sc.s.actor(), Seat(0));
    sc.check_conservation();
}

#[test]
fn distance_rule_and_occupied_vertices() {
    let mut sc = Script::new(2, Rules::standard());
    let v = sc.vtx(&[(0, -1), (-1, 0), (0, 0)]);
    sc.act(Action::BuildSettlement(v));
    let road = sc.s.legal_actions()[0];
    sc.act(road);
    assert_eq!(
        sc.try_act(Action::BuildSettlement(v)).unwrap_err().rule,
        "vertex-occupied"
    );
    let next = sc.s.board.topo.vertex_vertices[v.index()].as_slice()[0];
    assert_eq!(
        sc.try_act(Action::BuildSettlement(next)).unwrap_err().rule,
        "distance-rule"
    );
    assert_eq!(
        sc.try_act(Action::BuildSettlement(VertexId(200)))
            .unwrap_err()
            .rule,
        "no-such-vertex"
    );
    assert!(
        !sc.s
            .legal_actions()
            .contains(&Action::BuildSettlement(next))
    );
}

#[test]
fn production_pays_settlements_one_and_cities_two_but_not_under_the_robber() {
    let mut sc = Script::opened(4, Rules::standard());
    let before = sc.hand(Seat(1));
    sc.roll(4, 4); // 8: mountains (2,0) touches seat 1's first settlement
    assert_eq!(
        sc.hand(Seat(1)).get(Resource::Stone),
        before.get(Resource::Stone) + 1
    );
    // make it a city, roll 8 again
    let v = sc.opening_spots()[1][0];
    sc.end_turn();
    sc.roll(3, 4); // 7 on seat 1's turn
    sc.give(Seat(1), R(0, 0, 2, 0, 3));
    let f = sc.face(0, 2);
    // nobody to rob on pasture 11 (0,2)? seat 2's second settlement is there
    let moves = sc.s.legal_actions();
    assert!(moves.contains(&Action::MoveRobber {
        face: f,
        victim: Some(Seat(2))
    }));
    assert_eq!(
        sc.try_act(Action::MoveRobber {
            face: f,
            victim: None
        })
        .unwrap_err()
        .rule,
        "robber-victim"
    );
    let desert = sc.face(0, 0);
    assert_eq!(
        sc.try_act(Action::MoveRobber {
            face: desert,
            victim: None
        })
        .unwrap_err()
        .rule,
        "robber-must-move"
    );
    let hills6 = sc.face(0, -1);
    sc.s.apply_with(
        Action::MoveRobber {
            face: hills6,
            victim: Some(Seat(0)),
        },
        Some(Chance::Steal(Resource::Wood)),
    )
    .unwrap();
    sc.act(Action::BuildCity(v));
    assert_eq!(sc.s.players[1].public_points, 3);
    sc.end_turn();
    let stone = sc.hand(Seat(1)).get(Resource::Stone);
    sc.roll(4, 4);
    assert_eq!(
        sc.hand(Seat(1)).get(Resource::Stone),
        stone + 2,
        "a city produces two"
    );
    // the robber on hills 6 blocks seat 0's brick
    let brick = sc.hand(Seat(0)).get(Resource::Brick);
    sc.end_turn();
    sc.roll(3, 3);
    assert_eq!(sc.hand(Seat(0)).get(Resource::Brick), brick);
    sc.check_conservation();
}

#[test]
fn bank_shortage_pays_a_single_claimant_nothing_under_the_current_rulebook() {
    let mut sc = Script::opened(4, Rules::standard());
    // forest 11 (-1,0) touches both of seat 0's settlements: seat 0 is owed 2 wood on an 11,
    // and the bank holds one
    let wood = sc.s.bank.get(Resource::Wood);
    sc.give(Seat(3), ResourceSet([wood - 1, 0, 0, 0, 0]));
    let w0 = sc.hand(Seat(0)).get(Resource::Wood);
    let ev = sc.roll(5, 6);
    assert_eq!(
        sc.hand(Seat(0)).get(Resource::Wood),
        w0,
        "no player receives any of that resource that turn"
    );
    assert_eq!(sc.s.bank.get(Resource::Wood), 1);
    assert!(ev.as_slice().contains(&Event::Shortage(1)));
    sc.check_conservation();
}

#[test]
fn bank_shortage_pays_nobody_unless_a_single_player_is_owed_under_the_old_exception() {
    let rules = Rules {
        shortage: crate::core::rules::Shortage::OnlyClaimantGetsRest,
        ..Rules::standard()
    };
    let mut sc = Script::opened(4, rules);
    // forest 11 (-1,0) touches both of seat 0's settlements; forest 3 (1,0) seat 1's
    // leave one wood in the bank: seat 0 is owed 2 wood on an 11
    let wood = sc.s.bank.get(Resource::Wood);
    sc.give(Seat(3), ResourceSet([wood - 1, 0, 0, 0, 0]));
    let w0 = sc.hand(Seat(0)).get(Resource::Wood);
    sc.roll(5, 6);
    assert_eq!(
        sc.hand(Seat(0)).get(Resource::Wood),
        w0 + 1,
        "the only claimant gets what is left"
    );
    assert_eq!(sc.s.bank.get(Resource::Wood), 0);
    sc.end_turn();
    // now two players are owed stone on an 8? mountains 8 (2,0) touches seat 1 only; use 3:
    // forest 3 (1,0) touches seat 1 (two settlements) -> single claimant, bank has 0 wood
    let w1 = sc.hand(Seat(1)).get(Resource::Wood);
    sc.roll(1, 2);
    assert_eq!(
        sc.hand(Seat(1)).get(Resource::Wood),
        w1,
        "an empty bank pays nothing"
    );
    sc.end_turn();
    // two claimants: give stone back so the bank holds 1 and make seats 1 and 2 both owed stone
    // on mountains 3 (-1,1) [seat 2] and mountains 8 (2,0) [seat 1] — different numbers, so use
    // hills 5 (-2,2) [seat 2] + pasture 5 (1,1) [seat 1]: both owed on a 5, sheep and brick.
    let sheep = sc.s.bank.get(Resource::Sheep);
    sc.give(Seat(3), ResourceSet([0, 0, 0, sheep, 0]));
    // seat 1 is owed 1 sheep (pasture 5) and the bank has none: nobody gets sheep
    let s1 = sc.hand(Seat(1)).get(Resource::Sheep);
    let b2 = sc.hand(Seat(2)).get(Resource::Brick);
    sc.roll(2, 3);
    assert_eq!(sc.hand(Seat(1)).get(Resource::Sheep), s1);
    assert_eq!(
        sc.hand(Seat(2)).get(Resource::Brick),
        b2 + 1,
        "brick is paid normally"
    );
    sc.check_conservation();
}

#[test]
fn bank_shortage_with_two_claimants_pays_nobody() {
    let mut sc = Script::opened(4, Rules::standard());
    // forest 8 (-2,1) touches seat 0 (second settlement) and seat 2 (first): both owed wood
    let wood = sc.s.bank.get(Resource::Wood);
    sc.give(Seat(3), ResourceSet([wood - 1, 0, 0, 0, 0]));
    let (w0, w2) = (
        sc.hand(Seat(0)).get(Resource::Wood),
        sc.hand(Seat(2)).get(Resource::Wood),
    );
    let ev = sc.roll(4, 4);
    assert_eq!(
        (
            sc.hand(Seat(0)).get(Resource::Wood),
            sc.hand(Seat(2)).get(Resource::Wood)
        ),
        (w0, w2)
    );
    assert_eq!(sc.s.bank.get(Resource::Wood), 1);
    assert!(ev.as_slice().contains(&Event::Shortage(1)));
}

#[test]
fn seven_makes_big_hands_discard_half_then_the_robber_moves() {
    let mut sc = Script::opened(4, Rules::standard());
    sc.give(Seat(1), R(3, 3, 3, 0, 0)); // seat 1 holds 3 from the opening + 9 = 12 cards
    sc.give(Seat(2), R(2, 2, 0, 0, 0)); // seat 2: 3 + 4 = 7: no discard
    let n1 = sc.hand(Seat(1)).total();
    let n2 = sc.hand(Seat(2)).total();
    assert_eq!((n1, n2), (12, 7));
    sc.roll(3, 4);
    assert_eq!(sc.s.phase, Phase::Discard { pending: 0b0010 });
    assert_eq!(sc.s.actor(), Seat(1));
    assert_eq!(sc.try_act(Action::EndTurn).unwrap_err().rule, "phase");
    assert_eq!(
        sc.try_act(Action::Discard(R(3, 2, 0, 0, 0)))
            .unwrap_err()
            .rule,
        "discard-half"
    );
    assert_eq!(
        sc.try_act(Action::Discard(R(0, 0, 0, 0, 6)))
            .unwrap_err()
            .rule,
        "discard-half"
    );
    let all = sc.s.legal_actions();
    assert!(
        all.iter()
            .all(|a| matches!(a, Action::Discard(c) if c.total() == 6))
    );
    sc.act(Action::Discard(R(3, 3, 0, 0, 0)));
    assert_eq!(sc.hand(Seat(1)).total(), 6);
    assert_eq!(
        sc.s.phase,
        Phase::MoveRobber {
            resume: Resume::Main
        }
    );
    assert_eq!(sc.s.actor(), Seat(0));
    sc.check_conservation();
}

#[test]
fn knights_move_the_robber_and_three_win_largest_army_taken_only_by_more() {
    let mut sc = Script::opened(4, Rules::standard());
    sc.give_dev(Seat(0), DevCard::Knight);
    // a knight before the roll
    sc.act(Action::PlayKnight);
    assert_eq!(
        sc.s.phase,
        Phase::MoveRobber {
            resume: Resume::BeforeRoll
        }
    );
    let f = sc.face(1, -2);
    sc.s.apply_with(
        Action::MoveRobber {
            face: f,
            victim: Some(Seat(3)),
        },
        Some(Chance::Steal(Resource::Brick)),
    )
    .unwrap();
    assert_eq!(sc.s.phase, Phase::BeforeRoll);
    sc.give_dev(Seat(0), DevCard::Knight);
    assert_eq!(
        sc.try_act(Action::PlayKnight).unwrap_err().rule,
        "one-card-per-turn"
    );
    for _ in 0..2 {
        sc.quiet_roll();
        sc.end_turn();
        for _ in 0..3 {
            sc.quiet_roll();
            sc.end_turn();
        }
        sc.give_dev(Seat(0), DevCard::Knight);
        sc.act(Action::PlayKnight);
        let target = if sc.s.robber == sc.face(0, 0) {
            sc.face(0, 2)
        } else {
            sc.face(0, 0)
        };
        sc.rob_first(target);
    }
    assert_eq!(sc.s.players[0].played.get(DevCard::Knight), 3);
    assert_eq!(sc.s.largest_army_holder, Some(Seat(0)));
    assert_eq!(sc.s.players[0].public_points, 4);
    // seat 1 with 3 knights does not take it; with 4 it does
    sc.s.players[1].played.0[0] = 3;
    sc.quiet_roll();
    sc.end_turn();
    sc.give_dev(Seat(1), DevCard::Knight);
    sc.s.players[1].played.0[0] = 2;
    sc.act(Action::PlayKnight);
    assert_eq!(
        sc.s.largest_army_holder,
        Some(Seat(0)),
        "a tie does not take the army"
    );
    let target = if sc.s.robber == sc.face(0, 0) {
        sc.face(0, 1)
    } else {
        sc.face(0, 0)
    };
    sc.rob_first(target);
    sc.roll(6, 6);
    sc.end_turn();
    for _ in 0..3 {
        sc.quiet_roll();
        sc.end_turn();
    }
    sc.give_dev(Seat(1), DevCard::Knight);
    sc.act(Action::PlayKnight);
    assert_eq!(sc.s.largest_army_holder, Some(Seat(1)));
    assert_eq!(sc.s.players[0].public_points, 2);
    assert_eq!(sc.s.players[1].public_points, 4);
}

#[test]
fn cards_bought_this_turn_wait_under_standard_rules_but_not_under_the_thesis() {
    for (rules, playable) in [(Rules::standard(), false), (Rules::thesis(), true)] {
        let mut sc = Script::opened(4, rules);
        sc.quiet_roll();
        sc.give(Seat(0), R(0, 0, 1, 1, 1));
        sc.s.apply_with(
            Action::BuyDevelopmentCard,
            Some(Chance::Draw(DevCard::Monopoly)),
        )
        .unwrap();
        let r = sc.try_act(Action::PlayMonopoly(Resource::Wood));
        if playable {
            r.unwrap();
        } else {
            assert_eq!(r.unwrap_err().rule, "card-bought-this-turn");
            sc.end_turn();
            for _ in 0..3 {
                sc.quiet_roll();
                sc.end_turn();
            }
            sc.act(Action::PlayMonopoly(Resource::Wood));
        }
        assert_eq!(sc.s.players[0].played.get(DevCard::Monopoly), 1);
        // every opponent's wood is now seat 0's
        assert!((1..4).all(|q| sc.hand(Seat(q)).get(Resource::Wood) == 0));
        sc.check_conservation();
    }
}

#[test]
fn thesis_allows_one_build_per_turn_and_plays_victory_points_as_coupons() {
    let mut sc = Script::opened(4, Rules::thesis());
    // no card before the roll under the thesis rules
    sc.give_dev(Seat(0), DevCard::VictoryPoint);
    assert_eq!(
        sc.try_act(Action::PlayVictoryPoint).unwrap_err().rule,
        "card-timing"
    );
    sc.quiet_roll();
    sc.give(Seat(0), R(2, 2, 0, 0, 0));
    let roads = sc.s.road_spots(Seat(0));
    let mut it = roads.iter();
    sc.act(Action::BuildRoad(EdgeId(it.next().unwrap() as u16)));
    let second = sc.s.road_spots(Seat(0)).iter().next().unwrap() as u16;
    assert_eq!(
        sc.try_act(Action::BuildRoad(EdgeId(second)))
            .unwrap_err()
            .rule,
        "build-limit"
    );
    assert_eq!(
        sc.s.total_points(Seat(0)),
        2,
        "a coupon counts only once played"
    );
    sc.act(Action::PlayVictoryPoint);
    assert_eq!(sc.s.players[0].public_points, 3);
    let offer = Action::OfferTrade {
        give: R(1, 0, 0, 0, 0),
        get: R(0, 0, 0, 0, 1),
        to: crate::core::EVERYONE,
    };
    assert_eq!(sc.try_act(offer).unwrap_err().rule, "no-player-trade");
}

#[test]
fn hidden_victory_points_count_and_win_on_own_turn_only() {
    let mut sc = Script::opened(4, Rules::standard());
    assert_eq!(
        sc.try_act(Action::PlayVictoryPoint).unwrap_err().rule,
        "hidden-victory-points"
    );
    sc.quiet_roll();
    sc.end_turn();
    // seat 0 gets 5 hidden points and a city during seat 1's turn: not a win yet
    for _ in 0..5 {
        sc.give_dev(Seat(0), DevCard::VictoryPoint);
    }
    sc.s.players[0].public_points += 3;
    assert_eq!(sc.s.total_points(Seat(0)), 10);
    sc.quiet_roll();
    assert!(!sc.s.is_over());
    sc.end_turn();
    sc.quiet_roll();
    sc.end_turn();
    sc.quiet_roll();
    let ev = sc.act(Action::EndTurn);
    assert_eq!(
        sc.s.winner(),
        Some(Seat(0)),
        "the win comes when seat 0's turn starts"
    );
    assert!(ev.as_slice().contains(&Event::Won(Seat(0))));
    assert_eq!(sc.try_act(Action::Roll).unwrap_err().rule, "game-over");
    assert!(sc.s.legal_actions().is_empty());
}

#[test]
fn road_building_places_two_free_roads_or_as_many_as_are_left() {
    let mut sc = Script::opened(4, Rules::standard());
    sc.give_dev(Seat(0), DevCard::RoadBuilding);
    sc.quiet_roll();
    let hand = sc.hand(Seat(0));
    sc.act(Action::PlayRoadBuilding);
    for _ in 0..2 {
        let e = sc.s.road_spots(Seat(0)).iter().next().unwrap() as u16;
        sc.act(Action::BuildRoad(EdgeId(e)));
    }
    assert_eq!(sc.s.phase, Phase::Main);
    assert_eq!(sc.hand(Seat(0)), hand, "the roads were free");
    assert_eq!(sc.s.players[0].roads_left, 11);
    // with one road left, one free road
    sc.s.players[1].roads_left = 1;
    sc.end_turn();
    sc.give_dev(Seat(1), DevCard::RoadBuilding);
    sc.quiet_roll();
    sc.act(Action::PlayRoadBuilding);
    let e = sc.s.road_spots(Seat(1)).iter().next().unwrap() as u16;
    sc.act(Action::BuildRoad(EdgeId(e)));
    assert_eq!(sc.s.phase, Phase::Main);
    // with none left the card cannot be played
    sc.end_turn();
    sc.s.players[2].roads_left = 0;
    sc.give_dev(Seat(2), DevCard::RoadBuilding);
    sc.quiet_roll();
    assert_eq!(
        sc.try_act(Action::PlayRoadBuilding).unwrap_err().rule,
        "no-pieces"
    );
}

#[test]
fn year_of_plenty_is_limited_by_the_bank() {
    let mut sc = Script::opened(4, Rules::standard());
    sc.quiet_roll();
    sc.give_dev(Seat(0), DevCard::YearOfPlenty);
    let stone = sc.s.bank.get(Resource::Stone);
    sc.give(Seat(3), ResourceSet([0, 0, 0, 0, stone - 1]));
    assert_eq!(
        sc.try_act(Action::PlayYearOfPlenty(
            Resource::Stone,
            Some(Resource::Stone)
        ))
        .unwrap_err()
        .rule,
        "bank-empty"
    );
    assert!(sc.s.legal_actions().contains(&Action::PlayYearOfPlenty(
        Resource::Wood,
        Some(Resource::Stone)
    )));
    assert!(!sc.s.legal_actions().contains(&Action::PlayYearOfPlenty(
        Resource::Stone,
        Some(Resource::Stone)
    )));
    // a bank with one card left gives one
    let bank = sc.s.bank;
    sc.give(Seat(3), bank);
    sc.give(Seat(0), R(0, 0, 0, 0, 0));
    sc.s.players[3].hand.0[0] -= 1;
    sc.s.bank.0[0] += 1;
    assert_eq!(
        sc.s.legal_actions()
            .iter()
            .filter(|a| matches!(a, Action::PlayYearOfPlenty(..)))
            .count(),
        1
    );
    sc.act(Action::PlayYearOfPlenty(Resource::Wood, None));
    assert_eq!(sc.s.bank.total(), 0);
    sc.check_conservation();
}

#[test]
fn bank_trades_use_the_best_rate() {
    let mut sc = Script::opened(4, Rules::standard());
    sc.quiet_roll();
    assert_eq!(sc.s.trade_rate(Seat(0), Resource::Wood), 4);
    sc.give(Seat(0), R(4, 0, 0, 0, 0));
    let t = Action::BankTrade {
        give: Resource::Wood,
        get: Resource::Stone,
    };
    let w = sc.hand(Seat(0)).get(Resource::Wood);
    sc.act(t);
    assert_eq!(sc.hand(Seat(0)).get(Resource::Wood), w - 4);
    // seat 3's second settlement (-1,-1)/(0,-2)/(0,-1) is inland; give seat 0 both harbours
    sc.s.players[0].harbours = HarbourKind::Generic.bit() | HarbourKind::Brick.bit();
    sc.s.players[0].rates = crate::core::state::rates_for(&sc.s.rules, sc.s.players[0].harbours);
    assert_eq!(sc.s.trade_rate(Seat(0), Resource::Wood), 3);
    assert_eq!(sc.s.trade_rate(Seat(0), Resource::Brick), 2);
    sc.give(Seat(0), R(0, 2, 0, 0, 0));
    let b = sc.hand(Seat(0)).get(Resource::Brick);
    sc.act(Action::BankTrade {
        give: Resource::Brick,
        get: Resource::Grain,
    });
    assert_eq!(sc.hand(Seat(0)).get(Resource::Brick), b - 2);
    assert_eq!(
        sc.try_act(Action::BankTrade {
            give: Resource::Grain,
            get: Resource::Grain
        })
        .unwrap_err()
        .rule,
        "bank-trade"
    );
    sc.check_conservation();
}

#[test]
fn settling_on_a_harbour_gives_its_rate() {
    let mut sc = Script::new(2, Rules::standard());
    let v = (0..54u16)
        .find(|&v| sc.s.board.harbour(VertexId(v)) == Some(HarbourKind::Sheep))
        .unwrap();
    sc.act(Action::BuildSettlement(VertexId(v)));
    assert_eq!(sc.s.trade_rate(Seat(0), Resource::Sheep), 2);
    assert_eq!(sc.s.trade_rate(Seat(0), Resource::Wood), 4);
}

/// An offer may give only what the offerer holds (else the others' answers would tell a
/// bluffer who holds what): refused with the rule named, for any seats asked.
#[test]
fn an_offer_of_cards_not_held_is_refused() {
    let mut sc = Script::opened(4, Rules::standard());
    sc.quiet_roll();
    let hand = sc.hand(Seat(0));
    let missing = Resource::ALL
        .into_iter()
        .find(|r| hand.get(*r) == 0)
        .expect("an opening hand lacks a material");
    let other = Resource::ALL.into_iter().find(|r| *r != missing).unwrap();
    let mut give = ResourceSet::EMPTY;
    give.0[missing.index()] = 1;
    let mut get = ResourceSet::EMPTY;
    get.0[other.index()] = 1;
    for to in [crate::core::EVERYONE, Seat(1).bit(), Seat(2).bit()] {
        let e = sc
            .try_act(Action::OfferTrade { give, get, to })
            .unwrap_err();
        assert_eq!(e.rule, "cannot-afford", "{e:?}");
    }
    assert_eq!(sc.s.phase, Phase::Main, "nothing was asked");
}

#[test]
fn trades_between_players_offer_answer_confirm() {
    let mut sc = Script::opened(4, Rules::standard());
    sc.quiet_roll();
    let offer = Action::OfferTrade {
        give: R(1, 0, 0, 0, 0),
        get: R(0, 0, 0, 1, 0),
        to: crate::core::EVERYONE,
    };
    assert_eq!(
        sc.try_act(Action::OfferTrade {
            give: R(1, 0, 0, 0, 0),
            get: R(1, 0, 0, 0, 0),
            to: crate::core::EVERYONE
        })
        .unwrap_err()
        .rule,
        "trade-same-material"
    );
    assert_eq!(
        sc.try_act(Action::OfferTrade {
            give: R(1, 0, 0, 0, 0),
            get: ResourceSet::EMPTY,
            to: crate::core::EVERYONE
        })
        .unwrap_err()
        .rule,
        "trade-gift"
    );
    sc.act(offer);
    // seats answer in order 1, 2, 3; a seat without sheep cannot accept
    assert_eq!(sc.s.actor(), Seat(1));
    sc.s.players[1].hand.0[3] += 1;
    sc.s.bank.0[3] -= 1;
    sc.act(Action::AcceptTrade);
    assert_eq!(sc.s.actor(), Seat(2));
    if sc.hand(Seat(2)).get(Resource::Sheep) == 0 {
        assert_eq!(
            sc.try_act(Action::AcceptTrade).unwrap_err().rule,
            "cannot-afford"
        );
    }
    sc.act(Action::DeclineTrade);
    sc.act(Action::DeclineTrade);
    assert!(matches!(
        sc.s.phase,
        Phase::TradeConfirm { accepted: 0b10, .. }
    ));
    assert_eq!(
        sc.try_act(Action::ConfirmTrade(Seat(2))).unwrap_err().rule,
        "trade-partner"
    );
    let (h0, h1) = (sc.hand(Seat(0)), sc.hand(Seat(1)));
    sc.act(Action::ConfirmTrade(Seat(1)));
    assert_eq!(
        sc.hand(Seat(0)).get(Resource::Wood) + 1,
        h0.get(Resource::Wood)
    );
    assert_eq!(
        sc.hand(Seat(0)).get(Resource::Sheep),
        h0.get(Resource::Sheep) + 1
    );
    assert_eq!(
        sc.hand(Seat(1)).get(Resource::Wood),
        h1.get(Resource::Wood) + 1
    );
    assert_eq!(sc.s.phase, Phase::Main);
    // as often as you like, but not an offer everyone declined
    let sheep_for_stone = Action::OfferTrade {
        give: R(0, 0, 0, 1, 0),
        get: R(0, 0, 0, 0, 1),
        to: crate::core::EVERYONE,
    };
    sc.act(sheep_for_stone);
    for _ in 0..3 {
        sc.act(Action::DeclineTrade);
    }
    assert_eq!(
        sc.try_act(sheep_for_stone).unwrap_err().rule,
        "offer-repeated"
    );
    let mut offered = 2;
    for get in [R(1, 0, 0, 0, 0), R(0, 1, 0, 0, 0), R(0, 0, 1, 0, 0)] {
        sc.act(Action::OfferTrade {
            give: R(0, 0, 0, 1, 0),
            get,
            to: crate::core::EVERYONE,
        });
        for _ in 0..3 {
            sc.act(Action::DeclineTrade);
        }
        offered += 1;
    }
    assert_eq!(sc.s.offers_this_turn, offered);
    sc.check_conservation();
}

/// The printed rules: a player trades as often as they like — an accepted offer may be made
/// again; only an offer that everyone it asks declined is refused for the rest of the turn, and
/// it may still go to a seat that did not decline it.
#[test]
fn an_accepted_offer_may_be_made_again_a_declined_one_not_to_the_same_seats() {
    let mut sc = Script::opened(4, Rules::standard());
    sc.quiet_roll();
    sc.give(Seat(0), R(0, 0, 0, 4, 0));
    sc.give(Seat(1), R(2, 0, 0, 0, 0));
    let sheep_for_wood = Action::offer(R(0, 0, 0, 1, 0), R(1, 0, 0, 0, 0));
    for _ in 0..2 {
        sc.act(sheep_for_wood);
        assert_eq!(sc.s.actor(), Seat(1));
        sc.act(Action::AcceptTrade);
        sc.act(Action::DeclineTrade);
        sc.act(Action::DeclineTrade);
        sc.act(Action::ConfirmTrade(Seat(1)));
    }
    // declined by seats 2 and 3 twice, never by 1: to 1 alone it may go again
    let to_two_and_three = Action::OfferTrade {
        give: R(0, 0, 0, 1, 0),
        get: R(1, 0, 0, 0, 0),
        to: Seat(2).bit() | Seat(3).bit(),
    };
    assert_eq!(
        sc.try_act(to_two_and_three).unwrap_err().rule,
        "offer-repeated"
    );
    let to_one = Action::OfferTrade {
        give: R(0, 0, 0, 1, 0),
        get: R(0, 1, 0, 0, 0),
        to: Seat(1).bit(),
    };
    sc.act(to_one);
    // only seat 1 is asked
    assert!(matches!(
        sc.s.phase,
        Phase::TradeAnswers { pending: 0b10, .. }
    ));
    sc.act(Action::DeclineTrade);
    assert_eq!(sc.s.phase, Phase::Main);
    assert_eq!(sc.try_act(to_one).unwrap_err().rule, "offer-repeated");
    // the same terms to everyone: seats 2 and 3 have not declined these
    sc.act(Action::offer(R(0, 0, 0, 1, 0), R(0, 1, 0, 0, 0)));
    sc.check_conservation();
}

#[test]
fn an_offer_names_at_least_one_opponent() {
    let mut sc = Script::opened(3, Rules::standard());
    sc.quiet_roll();
    sc.give(Seat(0), R(0, 0, 0, 1, 0));
    for to in [0, Seat(0).bit(), Seat(3).bit() | Seat(0).bit()] {
        let e = sc
            .try_act(Action::OfferTrade {
                give: R(0, 0, 0, 1, 0),
                get: R(1, 0, 0, 0, 0),
                to,
            })
            .unwrap_err();
        assert_eq!(e.rule, "trade-partner", "to {to:#b}");
    }
}

#[test]
fn a_rules_file_may_still_limit_the_offers_of_a_turn() {
    let mut rules = Rules::standard();
    rules.trade.offers_per_turn = Some(2);
    let mut sc = Script::opened(4, rules);
    sc.quiet_roll();
    sc.give(Seat(0), R(0, 0, 0, 3, 0));
    for get in [R(1, 0, 0, 0, 0), R(0, 1, 0, 0, 0)] {
        sc.act(Action::OfferTrade {
            give: R(0, 0, 0, 1, 0),
            get,
            to: crate::core::EVERYONE,
        });
        for _ in 0..3 {
            sc.act(Action::DeclineTrade);
        }
    }
    assert_eq!(
        sc.try_act(Action::OfferTrade {
            give: R(0, 0, 0, 1, 0),
            get: R(0, 0, 1, 0, 0),
            to: crate::core::EVERYONE
        })
        .unwrap_err()
        .rule,
        "offer-limit"
    );
    // a new turn, new offers
    sc.act(Action::EndTurn);
    assert!(sc.s.offers_made.is_empty());
    sc.check_conservation();
}

/// Build a road along `path` (consecutive vertices) for `p`, paying for each.
fn road_path(sc: &mut Script, p: Seat, path: &[VertexId]) {
    for w in path.windows(2) {
        sc.give(p, sc.s.rules.costs.road);
        let e = sc.edge(w[0], w[1]);
        sc.act(Action::BuildRoad(EdgeId(e)));
    }
}

/// A simple path of `n` steps over free vertices and free edges from `start`, avoiding `avoid`.
fn walk(sc: &Script, start: VertexId, n: usize, avoid: &[VertexId]) -> Vec<VertexId> {
    fn go(sc: &Script, path: &mut Vec<VertexId>, n: usize, avoid: &[VertexId]) -> bool {
        if path.len() > n {
            return true;
        }
        let last = *path.last().unwrap();
        let t = &sc.s.board.topo;
        for &w in t.vertex_vertices[last.index()].as_slice() {
            let e = t.edge_between(last, w).unwrap();
            if path.contains(&w)
                || avoid.contains(&w)
                || sc.s.occupied.contains(w.index())
                || sc.s.all_roads.contains(e.index())
            {
                continue;
            }
            path.push(w);
            if go(sc, path, n, avoid) {
                return true;
            }
            path.pop();
        }
        false
    }
    let mut path = vec![start];
    assert!(go(sc, &mut path, n, avoid), "room to walk {n} from {start}");
    path
}

#[test]
fn longest_road_needs_five_is_kept_on_a_tie_taken_by_more_and_broken_by_settlements() {
    let mut sc = Script::opened(2, Rules::standard());
    sc.quiet_roll();
    let home = sc.opening_spots()[0][0];
    let existing = sc.s.players[0].roads;
    let start = {
        let e = existing.iter().next().unwrap() as u16;
        sc.s.board.topo.other_end(EdgeId(e), home)
    };
    // seat 0: the opening road + 3 more = 4: nobody holds it
    let path = walk(&sc, start, 3, &[home]);
    road_path(&mut sc, Seat(0), &path);
    assert_eq!(sc.s.players[0].longest_road, 4);
    assert_eq!(sc.s.longest_road_holder, None);
    let path2 = walk(&sc, *path.last().unwrap(), 1, &path);
    road_path(&mut sc, Seat(0), &path2);
    assert_eq!(sc.s.players[0].longest_road, 5);
    assert_eq!(sc.s.longest_road_holder, Some(Seat(0)));
    assert_eq!(sc.s.players[0].public_points, 4);
    sc.end_turn();
    // seat 1 builds 5 as well: a tie, seat 0 keeps it; a 6th takes it
    sc.quiet_roll();
    let home1 = sc.opening_spots()[1][0];
    let e1 = sc.s.players[1].roads.iter().next().unwrap() as u16;
    let s1 = sc.s.board.topo.other_end(EdgeId(e1), home1);
    let mut avoid: Vec<VertexId> = path.iter().chain(&path2).copied().collect();
    avoid.push(home1);
    let p1 = walk(&sc, s1, 7, &avoid);
    let mut built = 1;
    while sc.s.players[1].longest_road < 5 {
        road_path(&mut sc, Seat(1), &p1[built - 1..=built]);
        built += 1;
    }
    assert_eq!(sc.s.players[1].longest_road, 5);
    assert_eq!(
        sc.s.longest_road_holder,
        Some(Seat(0)),
        "a tie does not take the road"
    );
    road_path(&mut sc, Seat(1), &p1[built - 1..=built]);
    assert_eq!(sc.s.players[1].longest_road, 6);
    assert_eq!(sc.s.longest_road_holder, Some(Seat(1)));
    assert_eq!(sc.s.players[1].public_points, 4);
    assert_eq!(sc.s.players[0].public_points, 2);
    let p1b = p1[built..=built].to_vec();
    // seat 0 settles in the middle of seat 1's road: 6 becomes at most 3 + ...; below 5 nobody
    sc.end_turn();
    sc.quiet_roll();
    let _ = p1b;
    // connecting seat 0 to the middle of seat 1's road takes many turns to script: grant the
    // connection directly and settle there
    let mid = p1[2];
    sc.s.players[0].road_vertices.insert(mid.index());
    sc.give(Seat(0), sc.s.rules.costs.settlement);
    assert!(!sc.s.blocked.contains(mid.index()));
    sc.act(Action::BuildSettlement(mid));
    assert!(sc.s.players[1].longest_road < 6);
    assert_eq!(
        sc.s.players[1].longest_road, 3,
        "cut in the middle: 3 on each side"
    );
    assert_eq!(
        sc.s.players[1].longest_road,
        sc.s.longest_road_brute_force(Seat(1))
    );
    let expect = if sc.s.players[1].longest_road >= 5 {
        Some(1)
    } else if sc.s.players[0].longest_road >= 5 {
        Some(0)
    } else {
        None
    };
    assert_eq!(sc.s.longest_road_holder, expect.map(Seat));
    assert_eq!(
        sc.s.longest_road_holder,
        Some(Seat(0)),
        "the only road of 5 or more is seat 0's"
    );
}

#[test]
fn an_illegal_action_changes_nothing() {
    let mut sc = Script::opened(4, Rules::standard());
    let before = sc.s.clone();
    for a in [
        Action::EndTurn,
        Action::BuildCity(VertexId(0)),
        Action::BuyDevelopmentCard,
        Action::PlayKnight,
        Action::AcceptTrade,
        Action::Discard(ResourceSet::EMPTY),
    ] {
        assert!(sc.try_act(a).is_err(), "{a:?}");
    }
    assert!(sc.s == before);
    // a chance outcome that cannot happen is refused too
    assert_eq!(
        sc.s.apply_with(Action::Roll, Some(Chance::Dice(7, 1)))
            .unwrap_err()
            .rule,
        "chance"
    );
    assert_eq!(
        sc.s.apply_with(Action::Roll, None).unwrap_err().rule,
        "chance"
    );
    assert!(sc.s == before);
}
