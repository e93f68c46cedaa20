//! The lab on a board past 256 corners and sides: it runs wide, every level of computer player
//! plays it to the end, and the checked games hold every invariant.

use super::*;
use crate::core::AnyBoard;
use crate::lab::check::{CheckConfig, run as check};

fn great_island() -> BoardChoice {
    let path = crate::files::asset_root().join("boards/big/great-island.ron");
    BoardChoice::parse(path.to_str().unwrap()).unwrap()
}

#[test]
fn the_great_island_runs_wide_and_every_level_plays_it_to_the_end() {
    let board = great_island();
    assert!(matches!(board, BoardChoice::Fixed(AnyBoard::Wide(_))));
    let cfg = SimConfig {
        players: PlayerSpec::parse_list("ai,easy,search@4,random-trader").unwrap(),
        games: 4,
        seed: 11,
        threads: 2,
        board,
        rules: Arc::new(Rules::standard()),
        max_turns: 2000,
        record_dir: None,
    };
    let s = run(&cfg, &|_| {}).unwrap();
    assert_eq!((s.games, s.finished), (4, 4), "{s:?}");
}

#[test]
fn checked_games_on_the_great_island_hold_every_invariant() {
    let out = std::env::temp_dir().join(format!("catan-check-wide-{}", std::process::id()));
    let cfg = CheckConfig {
        games: 6,
        seed: 2,
        threads: 2,
        deep: true,
        out: out.clone(),
        board: Some(great_island()),
    };
    let s = check(&cfg, &|_| {}).unwrap();
    assert_eq!(s.games, 6);
    assert!(s.finished >= 5, "{s:?}");
    assert!(!out.exists(), "no violation, no record");
}
