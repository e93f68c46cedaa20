//! The Seafarers rules on a small board of two islands: home island A (with a gold field) in the
//! west, island B (2 points for a first settlement) in the east, the pirate between them.

use crate::core::action::Reveals;
use crate::core::board::BoardFile;
use crate::core::ron_file::parse_ron;
use crate::core::topology::{EdgeId, FaceId, VertexId};
use crate::core::*;
use std::sync::Arc;

const BOARD: &str = r#"(
    name: "Two islands",
    tiles: [
        (at: (0, 0), terrain: Forest, number: Some(6)),
        (at: (1, 0), terrain: Pasture, number: Some(8)),
        (at: (2, 0), terrain: Gold, number: Some(5)),
        (at: (3, 0), terrain: Sea),
        (at: (4, 0), terrain: Sea),
        (at: (5, 0), terrain: Hills, number: Some(4)),
        (at: (6, 0), terrain: Fields, number: Some(10)),
        (at: (-1, 1), terrain: Desert),
        (at: (0, 1), terrain: Mountains, number: Some(3)),
        (at: (1, 1), terrain: Hills, number: Some(11)),
        (at: (2, 1), terrain: Sea),
        (at: (3, 1), terrain: Sea),
        (at: (4, 1), terrain: Sea),
    ],
    seafarers: Some((
        points_to_win: Some(12),
        pirate: Some((3, 1)),
        islands: [
            (tiles: [(0, 0)], home: true),
            (tiles: [(5, 0)], points: 2),
        ],
    )),
)"#;

const R: fn(u8, u8, u8, u8, u8) -> ResourceSet = |a, b, c, d, e| ResourceSet([a, b, c, d, e]);

struct Sea {
    s: State,
}

impl Sea {
    /// Two players in the main phase of seat 0's turn; seat 0 has a settlement at the corner of
    /// the gold field and the sea, seat 1 one on the west of island A.
    fn new() -> Sea {
        let board = Arc::new(Board::from_ron("two-islands", BOARD).unwrap());
        let s = State::new(board, Arc::new(Rules::standard()), 2, 3).unwrap();
        let mut t = Sea { s };
        let mut setup = t.s.to_setup(3);
        let gold_coast = t.vtx(&[(2, 0), (3, 0)]);
        let west = t.vtx(&[(-1, 1), (0, 1)]);
        setup.players[0].settlements = Bits::single(gold_coast.index());
        setup.players[1].settlements = Bits::single(west.index());
        setup.phase = Phase::Main;
        setup.turns = 4;
        t.s = State::from_setup(setup).unwrap();
        t
    }
    fn face(&self, q: i32, r: i32) -> FaceId {
        self.s.board.topo.face_at(q, r).unwrap()
    }
    /// The vertex touching exactly these tiles.
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
    fn edge(&self, a: VertexId, b: VertexId) -> EdgeId {
        self.s.board.topo.edge_between(a, b).unwrap()
    }
    fn give(&mut self, p: u8, cards: ResourceSet) {
        self.s.bank.sub(&cards);
        self.s.players[p as usize].hand.add(&cards);
    }
    fn act(&mut self, a: Action) -> Events {
        self.s
            .apply_with(a, None)
            .unwrap_or_else(|e| panic!("{a:?}: {e}"))
    }
    fn refused(&mut self, a: Action) -> Rule {
        let before = self.s.clone();
        let e = self.s.apply_with(a, None).expect_err("refused");
        assert!(self.s == before, "a refused action changed the state");
        e.rule
    }
    /// The edges of a path of corners.
    fn path(&self, vs: &[VertexId]) -> Vec<EdgeId> {
        vs.windows(2).map(|w| self.edge(w[0], w[1])).collect()
    }
    fn sea(&self) -> &crate::core::Sea {
        self.s.sea().unwrap()
    }
    /// Corners of the sea lane from the gold coast east to island B (along the top of the sea
    /// tiles (3, 0) and (4, 0)).
    fn lane(&self) -> Vec<VertexId> {
        vec![
            self.vtx(&[(2, 0), (3, 0)]),
            self.vtx(&[(3, 0)]),
            self.vtx(&[(3, 0), (4, 0)]),
            self.vtx(&[(4, 0)]),
            self.vtx(&[(4, 0), (5, 0)]),
        ]
    }
}

#[test]
fn a_ship_sails_from_an_own_settlement_and_a_road_does_not_continue_it() {
    let mut t = Sea::new();
    let lane = t.lane();
    let ships = t.path(&lane);
    t.give(0, R(4, 2, 0, 4, 0));
    // a ship on a side with land on both sides is refused
    let inland = t.edge(
        t.vtx(&[(0, 0), (1, 0), (0, 1)]),
        t.vtx(&[(1, 0), (0, 1), (1, 1)]),
    );
    assert_eq!(t.refused(Action::BuildShip(inland)), Rule::NeedsSea);
    // not joined to anything of seat 0
    assert_eq!(t.refused(Action::BuildShip(ships[1])), Rule::NotConnected);
    t.act(Action::BuildShip(ships[0]));
    t.act(Action::BuildShip(ships[1]));
    assert_eq!(
        t.s.player(Seat(0)).hand(),
        R(2, 2, 0, 2, 0),
        "1 wood + 1 sheep a ship"
    );
    assert_eq!(t.sea().ships_left[0], 13);
    // a road cannot continue the ship without a settlement where they meet: the corner at the
    // ship's end is in the sea, so try the coast: a road from the ship's first corner along the
    // gold field is joined by the settlement there (allowed); from the far end of the ships, no
    let far = lane[2];
    let along = t.s.board.topo.vertex_edges[far.index()]
        .as_slice()
        .iter()
        .copied()
        .find(|e| !ships.contains(e))
        .unwrap();
    assert_eq!(t.refused(Action::BuildRoad(along)), Rule::NeedsLand);
    // the longest trade route counts the two ships
    assert_eq!(t.s.player(Seat(0)).longest_road(), 2);
}

#[test]
fn a_road_meets_a_ship_only_at_an_own_settlement() {
    let mut t = Sea::new();
    t.give(0, R(6, 2, 0, 2, 0));
    // a road along the gold field's east side from the settlement, then a ship from the road's
    // far end (no settlement there): refused
    let coast = t.vtx(&[(2, 0), (3, 0)]);
    let se = t.vtx(&[(2, 0), (3, 0), (2, 1)]);
    let road = t.edge(coast, se);
    t.act(Action::BuildRoad(road));
    let beyond = t.edge(se, t.vtx(&[(3, 0), (2, 1), (3, 1)]));
    assert!(!t.s.ship_spots(Seat(0)).contains(beyond.index()));
    assert_eq!(t.refused(Action::BuildShip(beyond)), Rule::NotConnected);
    // a ship at the settlement's corner is fine even beside the road
    let ship = t.edge(coast, t.vtx(&[(3, 0)]));
    t.act(Action::BuildShip(ship));
    // road (1) + ship (1) joined at the own settlement: a route of 2
    assert_eq!(t.s.player(Seat(0)).longest_road(), 2);
}

#[test]
fn a_ship_at_an_open_end_moves_once_a_turn_and_a_closed_route_does_not() {
    let mut t = Sea::new();
    let lane = t.lane();
    let ships = t.path(&lane);
    t.give(0, R(4, 0, 0, 4, 0));
    t.act(Action::BuildShip(ships[0]));
    t.act(Action::BuildShip(ships[1]));
    // built this turn: it may not move yet (to the gold field's east side, also at the
    // settlement)
    let to = t.edge(lane[0], t.vtx(&[(2, 0), (3, 0), (2, 1)]));
    assert_eq!(
        t.refused(Action::MoveShip { from: ships[1], to }),
        Rule::ShipMove
    );
    // next turn of seat 0 (seat 1 passes)
    t.act(Action::EndTurn);
    t.s.apply_with(Action::Roll, Some(Chance::Dice(1, 1)))
        .unwrap();
    t.act(Action::EndTurn);
    t.s.apply_with(Action::Roll, Some(Chance::Dice(1, 1)))
        .unwrap();
    // the ship at the route's closed end (beside the settlement) is not at an open end
    assert_eq!(
        t.refused(Action::MoveShip { from: ships[0], to }),
        Rule::ShipMove
    );
    t.act(Action::MoveShip { from: ships[1], to });
    assert!(t.sea().ships[0].contains(to.index()) && !t.sea().ships[0].contains(ships[1].index()));
    // once a turn
    assert_eq!(
        t.refused(Action::MoveShip {
            from: to,
            to: ships[1]
        }),
        Rule::ShipMove
    );
}

#[test]
fn a_route_of_ships_between_two_settlements_is_closed_and_the_island_pays_once() {
    let mut t = Sea::new();
    let lane = t.lane();
    let ships = t.path(&lane);
    t.give(0, R(8, 2, 2, 8, 0));
    for &e in &ships {
        t.act(Action::BuildShip(e));
    }
    let points = t.s.player(Seat(0)).public_points();
    let ev = t.act(Action::BuildSettlement(lane[4]));
    assert!(
        ev.as_slice().contains(&Event::IslandSettled {
            seat: Seat(0),
            points: 2
        }),
        "{ev:?}"
    );
    assert_eq!(t.s.player(Seat(0)).public_points(), points + 1 + 2);
    assert_eq!(t.s.recompute_public_points(Seat(0)), points + 3);
    // every ship of the route is now between two settlements: none may move (next turn)
    t.act(Action::EndTurn);
    t.s.apply_with(Action::Roll, Some(Chance::Dice(1, 1)))
        .unwrap();
    t.act(Action::EndTurn);
    t.s.apply_with(Action::Roll, Some(Chance::Dice(1, 1)))
        .unwrap();
    assert!(t.s.movable_ships(Seat(0)).is_empty());
    // a second settlement on island B pays no more island points
    let b_south = t.vtx(&[(5, 0), (4, 1)]);
    let b_road = t.path(&[lane[4], t.vtx(&[(4, 0), (5, 0), (4, 1)]), b_south]);
    t.give(0, R(3, 3, 1, 1, 0));
    t.act(Action::BuildRoad(b_road[0]));
    t.act(Action::BuildRoad(b_road[1]));
    let before = t.s.player(Seat(0)).public_points();
    let ev = t.act(Action::BuildSettlement(b_south));
    assert!(
        !ev.as_slice()
            .iter()
            .any(|e| matches!(e, Event::IslandSettled { .. }))
    );
    assert_eq!(t.s.player(Seat(0)).public_points(), before + 1);
}

#[test]
fn the_opening_goes_on_the_home_island() {
    let board = Arc::new(Board::from_ron("two-islands", BOARD).unwrap());
    let mut s = State::new(board, Arc::new(Rules::standard()), 2, 3).unwrap();
    let t = Sea { s: s.clone() };
    let on_b = t.vtx(&[(5, 0), (6, 0)]);
    let e = s.apply(Action::BuildSettlement(on_b)).unwrap_err();
    assert_eq!(e.rule, Rule::HomeIsland);
    assert!(!s.legal_actions().contains(&Action::BuildSettlement(on_b)));
    // the opening may take a ship beside a coastal settlement
    let coast = t.vtx(&[(2, 0), (3, 0)]);
    s.apply(Action::BuildSettlement(coast)).unwrap();
    let ship = t.edge(coast, t.vtx(&[(3, 0)]));
    assert!(s.legal_actions().contains(&Action::BuildShip(ship)));
    s.apply(Action::BuildShip(ship)).unwrap();
    assert_eq!(s.sea().unwrap().ships[0], Bits::single(ship.index()));
}

#[test]
fn the_pirate_robs_a_ship_and_blocks_ships_beside_it() {
    let mut t = Sea::new();
    let lane = t.lane();
    let ships = t.path(&lane);
    t.give(0, R(2, 0, 0, 2, 0));
    t.act(Action::BuildShip(ships[0]));
    t.act(Action::BuildShip(ships[1]));
    t.act(Action::EndTurn);
    // seat 1 rolls a 7 and sends the pirate beside seat 0's ships on (3, 0)
    t.give(1, R(0, 0, 1, 0, 0));
    t.give(0, R(0, 0, 0, 0, 1));
    t.s.apply_with(Action::Roll, Some(Chance::Dice(3, 4)))
        .unwrap();
    let sea_face = t.face(3, 0);
    assert!(t.s.legal_actions().contains(&Action::MoveRobber {
        face: sea_face,
        victim: Some(Seat(0))
    }));
    let ev =
        t.s.apply_with(
            Action::MoveRobber {
                face: sea_face,
                victim: Some(Seat(0)),
            },
            Some(Chance::Steal(Resource::Stone)),
        )
        .unwrap();
    assert!(ev.as_slice().contains(&Event::PirateMoved(sea_face)));
    assert_eq!(t.sea().pirate, Some(sea_face));
    assert_eq!(t.s.robber(), t.s.board.robber_start, "the robber stays");
    assert_eq!(t.s.player(Seat(1)).hand().get(Resource::Stone), 1);
    t.act(Action::EndTurn);
    t.s.apply_with(Action::Roll, Some(Chance::Dice(1, 1)))
        .unwrap();
    // seat 0 may not build a ship beside the pirate, nor move one from beside it
    t.give(0, R(1, 0, 0, 1, 0));
    let by_pirate = t.edge(lane[2], t.vtx(&[(3, 0), (4, 0), (3, 1)]));
    assert_eq!(t.refused(Action::BuildShip(by_pirate)), Rule::Pirate);
    assert!(t.s.ship_spots(Seat(0)).contains(ships[2].index()));
    assert!(t.s.movable_ships(Seat(0)).is_empty());
}

#[test]
fn gold_pays_a_choice_and_a_short_bank_pays_what_it_has() {
    let mut t = Sea::new();
    // a city on the gold corner: two cards of choice on a 5
    t.s.players[0].settlements = Bits::EMPTY;
    t.s.players[0].cities = Bits::single(t.vtx(&[(2, 0), (3, 0)]).index());
    t.act(Action::EndTurn);
    t.s.apply_with(Action::Roll, Some(Chance::Dice(2, 3)))
        .unwrap();
    assert_eq!(t.s.phase(), Phase::Gold { pending: 1 });
    assert_eq!(t.s.actor(), Seat(0));
    assert_eq!(t.s.gold_due(Seat(0)), 2);
    assert_eq!(
        t.refused(Action::ChooseGold(R(1, 0, 0, 0, 0))),
        Rule::GoldChoice
    );
    let choices = t.s.legal_actions();
    assert_eq!(choices.len(), 15, "every pair of five materials");
    t.act(Action::ChooseGold(R(0, 0, 0, 0, 2)));
    assert_eq!(t.s.phase(), Phase::Main);
    assert_eq!(t.s.player(Seat(0)).hand().get(Resource::Stone), 2);
    // the bank holding one card: that one
    t.act(Action::EndTurn);
    let rest = t.s.bank;
    t.s.bank = R(0, 0, 0, 0, 0);
    t.s.bank.add(&ResourceSet::one(Resource::Grain));
    t.s.players[1].hand.add(&{
        let mut r = rest;
        r.sub(&ResourceSet::one(Resource::Grain));
        r
    });
    t.s.apply_with(Action::Roll, Some(Chance::Dice(2, 3)))
        .unwrap();
    assert_eq!(t.s.gold_due(Seat(0)), 1);
    assert_eq!(
        t.s.legal_actions(),
        vec![Action::ChooseGold(ResourceSet::one(Resource::Grain))]
    );
}

/// The two-island board with the sea tile (4, 0) face down over a stack of a forest and a sea.
fn fog_board() -> Arc<Board> {
    let text = BOARD.replace(
        "            (tiles: [(5, 0)], points: 2),\n        ],",
        "            (tiles: [(5, 0)], points: 2),\n        ],\n        fog: Some((tiles: [(4, 0)], stack: [(terrain: Forest, number: Some(5)), (terrain: Sea)])),",
    );
    assert_ne!(text, BOARD);
    Arc::new(Board::from_ron("fog", &text).unwrap())
}

impl Sea {
    fn with_board(board: Arc<Board>) -> Sea {
        let mut t = Sea::new();
        let mut setup = t.s.to_setup(3);
        setup.board = board;
        setup.sea = None;
        t.s = State::from_setup(setup).unwrap();
        t
    }
}

#[test]
fn fog_turns_over_when_a_ship_reaches_it_and_land_pays_a_card() {
    let mut t = Sea::with_board(fog_board());
    let lane = t.lane();
    let ships = t.path(&lane);
    t.give(0, R(2, 0, 0, 2, 0));
    t.act(Action::BuildShip(ships[0]));
    let fog = t.face(4, 0);
    assert_eq!(t.s.fog_at(ships[1]).as_slice(), &[fog]);
    // the draw is part of the record: missing, or a card the stack does not hold, is refused
    let before = t.s.clone();
    let e =
        t.s.apply_with(Action::BuildShip(ships[1]), None)
            .unwrap_err();
    assert_eq!(e.rule, Rule::Chance);
    let gold = Reveals::new(&[(Terrain::Gold, 5)]).unwrap();
    let e =
        t.s.apply_with(Action::BuildShip(ships[1]), Some(Chance::Fog(gold)))
            .unwrap_err();
    assert_eq!(e.rule, Rule::Chance);
    assert!(t.s == before);
    let forest = Reveals::new(&[(Terrain::Forest, 5)]).unwrap();
    let wood = t.s.player(Seat(0)).hand().get(Resource::Wood);
    let ev =
        t.s.apply_with(Action::BuildShip(ships[1]), Some(Chance::Fog(forest)))
            .unwrap();
    assert!(ev.as_slice().contains(&Event::Revealed {
        face: fog,
        terrain: Terrain::Forest,
        number: 5
    }));
    assert_eq!(
        ev.chance(),
        Some(Chance::Fog(forest)),
        "a record keeps the draw"
    );
    // a ship's wood paid, a forest's wood got
    assert_eq!(t.s.player(Seat(0)).hand().get(Resource::Wood), wood);
    assert_eq!(t.s.board().terrain[fog.index()], Terrain::Forest);
    assert!(t.s.board().land.contains(fog.index()));
    assert_eq!(t.sea().fog_stack, vec![(Terrain::Sea, 0)]);
    // its corners take settlements now: the ship's end reaches one
    assert!(t.s.settlement_spots(Seat(0)).contains(lane[2].index()));
    crate::core::invariants::check_invariants(&t.s).unwrap();
}

#[test]
fn fog_that_is_sea_stays_sea_and_the_state_draws_from_the_stack() {
    let mut t = Sea::with_board(fog_board());
    let lane = t.lane();
    let ships = t.path(&lane);
    t.give(0, R(2, 0, 0, 2, 0));
    t.act(Action::BuildShip(ships[0]));
    let fog = t.face(4, 0);
    let sea = Reveals::new(&[(Terrain::Sea, 0)]).unwrap();
    t.s.apply_with(Action::BuildShip(ships[1]), Some(Chance::Fog(sea)))
        .unwrap();
    assert_eq!(
        t.s.player(Seat(0)).hand(),
        ResourceSet::EMPTY,
        "sea gives nothing"
    );
    assert_eq!(t.s.board().terrain[fog.index()], Terrain::Sea);
    assert!(
        t.s.board()
            .sea
            .as_ref()
            .unwrap()
            .sea_faces
            .contains(fog.index()),
        "the pirate may sail there now"
    );
    // drawn by the state's own generator: one of the stack's cards
    let mut u = Sea::with_board(fog_board());
    u.give(0, R(2, 0, 0, 2, 0));
    u.act(Action::BuildShip(ships[0]));
    let ev = u.s.apply(Action::BuildShip(ships[1])).unwrap();
    let Some(Chance::Fog(r)) = ev.chance() else {
        panic!("{ev:?}")
    };
    assert!([(Terrain::Forest, 5), (Terrain::Sea, 0)].contains(&r.as_slice()[0]));
    crate::core::invariants::check_invariants(&u.s).unwrap();
}

#[test]
fn a_board_file_with_fog_problems_names_them_all() {
    let text = BOARD.replace(
        "    seafarers: Some((",
        "    seafarers: Some((\n        fog: Some((tiles: [(0, 0), (3, 0), (4, 0), (2, 1), (9, 9)], stack: [(terrain: Forest), (terrain: Sea, number: Some(4))])),",
    );
    let problems = Board::from_file(parse_ron::<BoardFile>("fog", &text).unwrap()).unwrap_err();
    let text: Vec<String> = problems.iter().map(|p| p.to_string()).collect();
    for want in [
        "seafarers.fog.tiles: the tile at (0, 0) is Forest; a face-down tile is written as Sea",
        "seafarers.fog.tiles: no tile at (9, 9)",
        "seafarers.fog: 3 face-down tiles and only 2 card(s) in the stack",
        "seafarers.fog.stack[0]: Forest has no number token",
        "seafarers.fog.stack[1]: number 4 on Sea",
    ] {
        assert!(text.iter().any(|t| t == want), "{want} not in {text:#?}");
    }
}
