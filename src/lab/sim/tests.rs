use super::*;

#[test]
fn a_saved_game_resumes_with_the_generator_of_an_uninterrupted_game() {
    use crate::core::record::GameRecord;
    use crate::core::{Board, Rules, State};
    use crate::lab::PlayerSpec;
    use std::sync::Arc;
    let board = Arc::new(Board::standard());
    let rules = Arc::new(Rules::standard());
    let mut state = State::new(board, rules, 3, 77).unwrap();
    let mut record = GameRecord::new(&state, vec!["random".into(); 3], Some(77));
    let mut players: Vec<_> = (0..3).map(|s| PlayerSpec::Random.create(s)).collect();
    play_game(&mut state, &mut players, 60, Some(&mut record)).unwrap();
    let resumed = record.resume().unwrap();
    assert_eq!(resumed, state, "same position and the same dice to come");
    // a record whose outcomes did not come from its seed: same position, a fresh generator
    let mut edited = record.clone();
    edited.seed = Some(78);
    let other = edited.resume().unwrap();
    assert_eq!(other.players, state.players);
    assert_ne!(other.rng, state.rng);
    assert_ne!(
        other.rng,
        edited.initial_state().unwrap().rng,
        "never the dice of the start"
    );
}

mod timing_tests {
    use super::*;
    use std::time::Duration;

    #[test]
    fn decision_time_quantiles_and_merging() {
        let mut a = DecisionTimes::default();
        assert_eq!(a.stats(), None, "nothing timed, nothing reported");
        for ms in [1u64, 2, 3, 4, 100] {
            a.add(Duration::from_millis(ms));
        }
        let s = a.stats().unwrap();
        assert_eq!(s.decisions, 5);
        assert!((s.median_ms - 3.1).abs() < 0.11, "{s:?}");
        assert!((s.max_ms - 100.0).abs() < 1e-6 && (s.mean_ms - 22.0).abs() < 1e-6);
        let mut b = DecisionTimes::default();
        b.add(Duration::from_secs(5)); // beyond the histogram: kept in its last bucket
        a.merge(&b);
        a.merge(&DecisionTimes::default());
        let s = a.stats().unwrap();
        assert_eq!(s.decisions, 6);
        assert_eq!(s.max_ms, 5000.0);
        assert_eq!(a.quantile_seconds(1.0), 5.0);
    }

    #[test]
    fn only_players_that_think_long_are_timed() {
        let cfg = SimConfig {
            players: PlayerSpec::parse_list("search@8,ai").unwrap(),
            games: 2,
            seed: 3,
            threads: 1,
            board: BoardChoice::random(),
            rules: Arc::new(Rules::standard()),
            max_turns: 2000,
            record_dir: None,
        };
        let s = run(&cfg, &|_| {}).unwrap();
        let d = s.decision_ms[0]
            .as_ref()
            .expect("the search player is timed");
        assert!(d.decisions > 10 && d.median_ms <= d.p90_ms && d.p90_ms <= d.max_ms);
        assert_eq!(s.decision_ms[1], None);
        assert_eq!(s.wilson95.len(), 2);
        assert!(s.wilson95[0][0] <= s.win_rate[0] && s.win_rate[0] <= s.wilson95[0][1]);
    }
}

/// The computer players sail: on New Shores (the opening on the main island, two points for a
/// first settlement on each small one) they build ships, settle islands, take gold and win.
#[test]
fn computers_sail_to_the_islands_of_new_shores() {
    use crate::core::{Board, Rules, State};
    use crate::lab::PlayerSpec;
    use std::sync::Arc;
    let board = Arc::new(
        Board::from_ron(
            "boards/seafarers/new-shores.ron",
            include_str!("../../../boards/seafarers/new-shores.ron"),
        )
        .unwrap(),
    );
    let rules = Arc::new(Rules::standard());
    let (mut finished, mut settled, mut ships) = (0, 0, 0);
    for seed in 0..20u64 {
        let mut state = State::new(board.clone(), rules.clone(), 4, seed).unwrap();
        let mut players: Vec<_> = (0..4)
            .map(|s| PlayerSpec::medium().create(seed * 4 + s))
            .collect();
        play_game(&mut state, &mut players, 500, None).unwrap();
        finished += state.is_over() as u32;
        let sea = state.sea().unwrap();
        settled += sea.island_points.iter().filter(|&&p| p > 0).count();
        ships += sea.ships.iter().map(|s| s.len()).sum::<usize>();
        assert!(state.total_points(state.winner().unwrap()) >= 13);
    }
    eprintln!("{finished} finished, {ships} ships, {settled} seats settled an island");
    assert_eq!(finished, 20);
    assert!(ships >= 100, "{ships} ships in 20 games");
    assert!(
        settled >= 20,
        "{settled} seats settled an island in 20 games"
    );
}

/// The 3-player layouts validate, host exactly three, and three computers (Medium, Easy and a
/// random trader) play each to the end; a folder fitted to four keeps only the boards hosting
/// four or more.
#[test]
fn the_three_player_layouts_play_to_the_end_and_a_folder_fits_its_players() {
    use crate::core::{Rules, State};
    use crate::lab::PlayerSpec;
    use crate::lab::sim::BoardChoice;
    use std::sync::Arc;
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/boards/seafarers");
    let all = BoardChoice::parse(dir).unwrap();
    let BoardChoice::Each(boards) = &all else {
        panic!("a folder is every board of it")
    };
    let three: Vec<_> = boards
        .iter()
        .filter(|b| b.opening_capacity() == 3)
        .collect();
    // six scenarios for 3 and 4 players, each with its layout for 5-6 too (the Four Islands' is
    // the Six Islands)
    assert_eq!((boards.len(), three.len()), (18, 6));
    let BoardChoice::Each(four) = all.clone().fitted(4) else {
        panic!("still a folder")
    };
    assert_eq!(four.len(), 12);
    let BoardChoice::Each(six) = all.clone().fitted(6) else {
        panic!("still a folder")
    };
    // the 5-6 layouts are past 256 sides: they run wide
    assert_eq!(six.len(), 6);
    assert!(six.iter().all(|b| b.narrow().is_none()));
    assert!(four.iter().all(|b| b.opening_capacity() >= 4));
    let BoardChoice::Each(fitted) = all.clone().fitted(3) else {
        panic!("still a folder")
    };
    assert_eq!((fitted.len(), all.capacity()), (18, 6));
    let rules = Arc::new(Rules::standard());
    // the Forgotten Tribe (262 sides) runs wide: the wide games are sim/wide_tests.rs's
    for board in three.iter().filter_map(|b| b.narrow()) {
        let board = board.clone();
        for seed in 0..4u64 {
            let mut state = State::new(board.clone(), rules.clone(), 3, seed).unwrap();
            let mut players = vec![
                PlayerSpec::medium().create(seed),
                PlayerSpec::parse("easy").unwrap().create(seed + 1),
                PlayerSpec::parse("random-trader").unwrap().create(seed + 2),
            ];
            play_game(&mut state, &mut players, 500, None).unwrap();
            assert!(state.is_over(), "{} seed {seed}", board.file.name);
        }
        assert!(State::new(board.clone(), rules.clone(), 4, 1).is_err());
    }
}
