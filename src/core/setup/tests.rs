use super::*;

/// Positions along a random game, every `every` actions.
fn positions(seed: u64, players: u8, every: usize) -> Vec<State> {
    let mut s = State::new(
        Arc::new(Board::standard()),
        Arc::new(Rules::standard()),
        players,
        seed,
    )
    .unwrap();
    let mut pick = GameRng::new(seed ^ 0x5eed);
    let mut out = Vec::new();
    for k in 0..3000 {
        if s.is_over() {
            break;
        }
        if k % every == 0 {
            out.push(s.clone());
        }
        let legal = s.legal_actions();
        let a = legal[pick.below(legal.len() as u32) as usize];
        s.apply(a).unwrap();
    }
    out.push(s);
    out
}

#[test]
fn every_position_of_a_game_survives_the_round_trip() {
    for (seed, n) in [(1, 4), (2, 3), (3, 2)] {
        for s in positions(seed, n, 37) {
            let back = State::from_setup(s.to_setup(9)).unwrap();
            assert!(back.same_position(&s), "seed {seed}: {:?}", s.phase());
        }
    }
}

#[test]
fn impossible_positions_are_refused_with_the_reason() {
    let s = positions(4, 4, 1000).pop().unwrap();
    let base = s.to_setup(1);
    let mut two = base.clone();
    let v = two.players[0]
        .settlements
        .iter()
        .chain(two.players[0].cities.iter())
        .next()
        .unwrap();
    two.players[1].settlements.insert(v);
    assert_eq!(
        State::from_setup(two).unwrap_err(),
        SetupError::TwoBuildings {
            vertex: VertexId(v as u16)
        }
    );
    let mut near = base.clone();
    let free = (0..s.board().num_vertices())
        .find(|&v| {
            !s.occupied().contains(v)
                && (s.board().topo.vertex_neighbour_mask[v] & s.occupied()).len() == 1
        })
        .unwrap();
    near.players[0].settlements.insert(free);
    assert!(matches!(
        State::from_setup(near),
        Err(SetupError::DistanceRule { .. })
    ));
    let mut rich = base.clone();
    rich.players[2].hand.add(&ResourceSet::one(Resource::Stone));
    assert!(matches!(
        State::from_setup(rich),
        Err(SetupError::Resources {
            resource: Resource::Stone,
            ..
        })
    ));
    let mut few = base.clone();
    few.players.truncate(1);
    assert!(matches!(
        State::from_setup(few),
        Err(SetupError::PlayerCount { players: 1, .. })
    ));
    let mut lost = base.clone();
    lost.robber = FaceId(200);
    assert!(matches!(
        State::from_setup(lost),
        Err(SetupError::RobberOffBoard { .. })
    ));
    let mut turn = base;
    turn.current = Seat(5);
    assert!(matches!(
        State::from_setup(turn),
        Err(SetupError::NoSuchSeat { seat: Seat(5), .. })
    ));
}
