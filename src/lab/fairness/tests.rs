use super::*;
use crate::core::board::BoardFile;
use crate::core::{Resource, Terrain};

/// The standard board with its number tokens changed: `numbers` by tile, free components.
fn standard_with(numbers: &[((i32, i32), u8)]) -> Board {
    let mut file: BoardFile = Board::standard().file.clone();
    file.components = crate::core::board::Components::Free;
    for t in &mut file.tiles {
        if let Some(&(_, n)) = numbers.iter().find(|(at, _)| *at == t.at) {
            t.number = Some(n);
        }
    }
    Board::from_file(file).expect("a valid board")
}

fn config(board: Board, players: u8, games: u32, threads: usize) -> FairnessConfig {
    FairnessConfig {
        board: Arc::new(board),
        rules: Arc::new(Rules::standard()),
        players,
        games,
        seed: 3,
        threads,
        player: PlayerSpec::parse("medium").unwrap(),
        max_turns: 2000,
        openings: Openings::DEFAULT,
    }
}

fn quiet() -> Watch<'static> {
    Watch {
        stop: None,
        progress: &|_| {},
    }
}

fn without_times(mut f: Fairness) -> Fairness {
    f.seconds = 0.0;
    f.games_per_second = 0.0;
    f
}

#[test]
fn the_figures_are_the_same_whatever_the_thread_count() {
    let one = run(&config(Board::standard(), 4, 24, 1), &quiet()).unwrap();
    let two = run(&config(Board::standard(), 4, 24, 2), &quiet()).unwrap();
    assert_eq!(without_times(one.clone()), without_times(two));
    assert_eq!(one.finished, 24);
    assert_eq!(one.seat_wins.iter().map(|r| r.count).sum::<u32>(), 24);
    // four seats open twice each game
    assert_eq!(one.spots.iter().map(|s| s.won.of).sum::<u32>(), 24 * 8);
    assert!(one.income.iter().all(|row| row.iter().sum::<f64>() > 10.0));
}

#[test]
fn varied_openings_judge_more_corners_than_the_computers_own() {
    let varied = run(&config(Board::standard(), 4, 30, 2), &quiet()).unwrap();
    let mut own = config(Board::standard(), 4, 30, 2);
    own.openings = Openings::Own;
    let own = run(&own, &quiet()).unwrap();
    assert!(
        varied.spots.len() > own.spots.len() + 4,
        "{} corners against {}",
        varied.spots.len(),
        own.spots.len()
    );
}

#[test]
fn a_material_with_few_pips_is_flagged_scarce_and_the_standard_board_is_not() {
    // the three hills get 2, 12 and 3 (4 pips, the standard's 12)
    let board = standard_with(&[((0, -1), 2), ((2, -1), 12), ((-2, 2), 3)]);
    let f = run(&config(board, 4, 2, 1), &quiet()).unwrap();
    let scarce = f.flags.iter().find_map(|fl| match fl {
        Flag::Scarce {
            material,
            pips,
            reference,
            of: None,
        } => Some((*material, *pips, *reference)),
        _ => None,
    });
    assert_eq!(scarce, Some((Resource::Brick, 4, 12)), "{:?}", f.flags);
    let text = f.flags.iter().map(|f| f.to_string()).collect::<Vec<_>>();
    assert!(
        text.iter()
            .any(|t| t == "brick: 4 pips in all, a third of the standard board's 12"),
        "{text:?}"
    );
    let standard = run(&config(Board::standard(), 4, 2, 1), &quiet()).unwrap();
    let sea = Board::from_ron(
        "new-shores.ron",
        include_str!("../../../boards/seafarers/new-shores.ron"),
    )
    .unwrap();
    // a larger map is judged by each material's share of its pips, not by their count
    let sea = run(&config(sea, 4, 2, 1), &quiet()).unwrap();
    for f in [standard, sea] {
        assert!(
            !f.flags
                .iter()
                .any(|f| matches!(f, Flag::Scarce { .. } | Flag::Plentiful { .. })),
            "{:?}",
            f.flags
        );
    }
}

/// The standard board's shape with one rich corner (6 wood, 8 stone, 6 brick) and every other
/// token a 2, 3, 11 or 12: grain is left with a few pips.
fn one_rich_corner() -> Board {
    let poor = [2u8, 3, 11, 12];
    let rich = [((1, 0), 6u8), ((2, 0), 8), ((2, -1), 6)];
    let mut numbers: Vec<((i32, i32), u8)> = Vec::new();
    let mut k = 0;
    for t in &Board::standard().file.tiles {
        if t.terrain == Terrain::Desert {
            continue;
        }
        let n = rich
            .iter()
            .find(|(at, _)| *at == t.at)
            .map(|r| r.1)
            .unwrap_or_else(|| {
                k += 1;
                poor[k % 4]
            });
        numbers.push((t.at, n));
    }
    standard_with(&numbers)
}

#[test]
fn a_corner_that_decides_the_game_is_flagged_and_none_on_the_standard_board() {
    let f = run(&config(one_rich_corner(), 4, 160, 2), &quiet()).unwrap();
    let won = f.flags.iter().find_map(|fl| match fl {
        Flag::SpotDecides { won, .. } => Some(*won),
        _ => None,
    });
    let won = won.unwrap_or_else(|| panic!("no corner flagged: {:?}", f.flags));
    assert!(won.low > reference::for_players(4).best_spot, "{won:?}");
    // what makes it decide: grain is scarce there (the flag says so too)
    assert!(f.flags.iter().any(|fl| matches!(
        fl,
        Flag::Scarce {
            material: Resource::Grain,
            ..
        }
    )));
    let standard = run(&config(Board::standard(), 4, 160, 2), &quiet()).unwrap();
    assert!(
        !standard
            .flags
            .iter()
            .any(|f| matches!(f, Flag::SpotDecides { .. })),
        "{:?}",
        standard.flags
    );
}

#[test]
fn a_board_that_cannot_seat_the_players_is_refused() {
    let e = run(&config(Board::standard(), 5, 10, 1), &quiet()).unwrap_err();
    assert!(
        matches!(
            e,
            LabError::Setup(crate::core::SetupError::BoardTooSmall { players: 5, .. })
        ),
        "{e}"
    );
}

#[test]
fn the_reference_seats_add_up_and_its_pips_are_the_boards() {
    for n in 2..=6 {
        let r = reference::for_players(n);
        assert_eq!(r.seat_wins.len(), n as usize);
        let sum: f64 = r.seat_wins.iter().sum();
        assert!((sum - 1.0).abs() < 0.002, "{n}: {sum}");
    }
    // the beginner layout: wood 9+11+3+8, brick 6+10+5, grain 12+9+4+6, sheep 2+4+5+11,
    // stone 10+8+3
    assert_eq!(reference::for_players(4).pips, [13, 12, 13, 10, 10]);
}

#[test]
fn balancing_swaps_tokens_or_harbours_only_and_checks_on_other_games() {
    use super::balance::{Search, Swap, balance};
    let cfg = config(one_rich_corner(), 4, 40, 2);
    let search = Search {
        rounds: 2,
        candidates: 3,
        games: 40,
    };
    let p = balance(&cfg, search, &quiet()).unwrap();
    let before = &cfg.board.file;
    // the shape, the terrains, the tokens and harbours as sets are the map's own
    assert_eq!(p.file.tiles.len(), before.tiles.len());
    for (a, b) in p.file.tiles.iter().zip(&before.tiles) {
        assert_eq!((a.at, a.terrain), (b.at, b.terrain));
    }
    let tokens = |f: &BoardFile| {
        let mut t: Vec<_> = f.tiles.iter().filter_map(|t| t.number).collect();
        t.sort();
        t
    };
    assert_eq!(tokens(&p.file), tokens(before));
    let mut replayed = before.clone();
    for s in &p.swaps {
        assert!(matches!(s, Swap::Numbers { .. } | Swap::Harbours { .. }));
        s.apply(&mut replayed);
    }
    assert_eq!(replayed, p.file, "the swaps make the proposal");
    let board = Board::from_file(p.file.clone()).expect("the proposal validates");
    assert!(board.red_neighbours().len() <= cfg.board.red_neighbours().len());
    // the check: both maps on the same games, of a seed the search did not use
    assert_eq!((p.before.games, p.after.games), (40, 40));
    assert_eq!(p.before.seed, p.after.seed);
    assert_ne!(p.before.seed, cfg.seed);
    assert_eq!(p.gap_before, super::balance::gap(&p.before));
    // a proposal is made only when the check confirms it
    assert!(p.swaps.is_empty() || p.gap_after < p.gap_before, "{p:?}");
    if p.swaps.is_empty() {
        assert_eq!(&p.file, before);
    }
}

/// The one rich corner with the computers' own openings: the same corners every game, so the
/// seat that opens there wins most games and the seats after it pay (unfair on purpose).
#[test]
fn a_board_unfair_by_seat_is_flagged_and_balancing_narrows_the_gap_beyond_noise() {
    use super::balance::{Search, balance};
    let mut cfg = config(one_rich_corner(), 4, 200, 2);
    cfg.openings = Openings::Own;
    let f = run(&cfg, &quiet()).unwrap();
    assert!(
        f.flags
            .iter()
            .any(|fl| matches!(fl, Flag::SeatFavoured { .. })),
        "{:?}",
        f.flags
    );
    let search = Search {
        rounds: 3,
        candidates: 4,
        games: 60,
    };
    let p = balance(&cfg, search, &quiet()).unwrap();
    assert!(!p.swaps.is_empty(), "{p:?}");
    // beyond noise: the worst seat after wins more than the worst seat before could (its
    // interval's top), and the gap narrows
    let worst = |f: &Fairness| {
        f.seat_wins
            .iter()
            .min_by(|a, b| a.rate.total_cmp(&b.rate))
            .copied()
            .unwrap()
    };
    let (before, after) = (worst(&p.before), worst(&p.after));
    assert!(after.rate > before.high, "{before:?} → {after:?}");
    assert!(p.gap_after < p.gap_before, "{p:?}");
}

#[test]
fn islands_nobody_may_settle_are_not_judged_nor_a_longest_road_the_board_does_not_award() {
    let cloth = Board::from_ron(
        "cloth-for-catan.ron",
        include_str!("../../../boards/seafarers/cloth-for-catan.ron"),
    )
    .unwrap();
    let sea = cloth.sea.as_deref().unwrap();
    let closed = sea.islands.iter().filter(|i| !i.settle).count();
    assert!(closed > 0, "the villages' islands are closed to settling");
    let f = run(&config(cloth.clone(), 4, 4, 1), &quiet()).unwrap();
    assert_eq!(f.islands.len(), sea.islands.len() - closed);
    assert!(f.islands.iter().all(|i| sea.islands[i.index].settle));
    assert!(!f.longest_road_awarded);
    assert_eq!(f.longest_road_decides.count, 0);
    assert!(
        !f.flags
            .iter()
            .any(|fl| matches!(fl, Flag::IslandRarelyReached { island, .. } if !sea.islands[*island].settle)),
        "{:?}",
        f.flags
    );
    let standard = run(&config(Board::standard(), 4, 2, 1), &quiet()).unwrap();
    assert!(standard.longest_road_awarded);
}
