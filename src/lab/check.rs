//! `catan check`: many random games (every preset, random boards, 2–6 players, random traders and
//! computer players) with every invariant of [`crate::core::invariants`] checked after every
//! action. A broken invariant stops the run with the game's record written out.

use super::runner::{self, Stopped};
use crate::ai::{AiPlayer, Individual, RandomPlayer};
use crate::core::invariants::{Checker, Violation, check_legality};
use crate::core::record::GameRecord;
use crate::core::rng::derive_seed;
use crate::core::{
    AnyBoard, Board, Player, PlayerView, Rule, RuleError, Rules, Seat, State, Table, TableError,
};
use crate::lab::LabError;
use crate::lab::sim::BoardChoice;
use std::path::PathBuf;
use std::sync::Arc;

#[derive(Clone, Debug)]
pub struct CheckConfig {
    pub games: u64,
    pub seed: u64,
    pub threads: usize,
    /// Also check, before every action, that the legal list and the checker agree on every
    /// candidate action (about ten times slower).
    pub deep: bool,
    /// Where the record of a game that breaks an invariant is written.
    pub out: PathBuf,
    /// Play every game on this board (a file, or random boards of a kind); `None`: random
    /// boards for each game's player count.
    pub board: Option<BoardChoice>,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct CheckSummary {
    pub games: u64,
    pub finished: u64,
    pub actions: u64,
    pub seconds: f64,
}

/// A game's set-up from its seed: 2–6 players, the preset (five and six play the 5–6
/// extension's), which seats the computer plays.
fn setup(game_seed: u64) -> (u8, bool, u8) {
    let players = 2 + (game_seed % 5) as u8;
    let thesis = (game_seed >> 8) & 1 == 1;
    let ai_seats = ((game_seed >> 16) & 0xF) as u8;
    (players, thesis, ai_seats)
}

/// Game `i`'s board (at its width), player count, rules and computer seats, from its seed.
fn game_board(cfg: &CheckConfig, seed: u64) -> (AnyBoard, u8, Arc<Rules>, u8) {
    let (mut n, thesis, ai_seats) = setup(seed);
    // a given board: as many players as it hosts (2 up to its capacity)
    if let Some(choice) = &cfg.board {
        n = 2 + (seed % choice.capacity().saturating_sub(1).max(1) as u64) as u8;
    }
    let rules = Arc::new(if n > 4 {
        Rules::five_six()
    } else if thesis {
        Rules::thesis()
    } else {
        Rules::standard()
    });
    let board = match &cfg.board {
        Some(choice) => choice.board_for_players(derive_seed(seed, 1), n as usize),
        None => crate::core::board::random_board_for(n as usize, derive_seed(seed, 1), true).into(),
    };
    (board, n, rules, ai_seats)
}

/// Game `i`'s position and players on `board`.
type Game<const W: usize> = (State<W>, Vec<Box<dyn Player<W>>>);
fn game_setup<const W: usize>(
    board: Arc<Board<W>>,
    (n, rules, ai_seats): (u8, Arc<Rules>, u8),
    seed: u64,
) -> Result<Game<W>, LabError> {
    let s = State::new(board, rules, n, derive_seed(seed, 2))?;
    let players: Vec<Box<dyn Player<W>>> = Seat::all(n)
        .map(|p| -> Box<dyn Player<W>> {
            if ai_seats & p.bit() != 0 {
                Box::new(AiPlayer::<W>::new_sized("ai", Individual::thesis_example()))
            } else {
                Box::new(RandomPlayer::trading(derive_seed(seed, 100 + p.0 as u64)))
            }
        })
        .collect();
    Ok((s, players))
}

/// Play game `i` with the checks on; Ok(actions, finished).
fn check_one(cfg: &CheckConfig, i: u64) -> Result<(u64, bool), LabError> {
    let seed = derive_seed(cfg.seed, i);
    let (board, n, rules, ai_seats) = game_board(cfg, seed);
    crate::with_width!(board, b => check_on(cfg, i, game_setup(b, (n, rules, ai_seats), seed)?, seed))
}

/// Play `game` (game `i`) with the checks on.
fn check_on<const W: usize>(
    cfg: &CheckConfig,
    i: u64,
    (s, mut players): Game<W>,
    seed: u64,
) -> Result<(u64, bool), LabError> {
    let names = players.iter().map(|p| p.name()).collect();
    let record = GameRecord::new(&s, names, Some(seed));
    let mut table = Table::new(s, record);
    let mut legal = Vec::new();
    let mut actions = 0u64;
    let mut checker = Checker::default();
    let broken = |record: &GameRecord, index: u64, violation: Violation| {
        let path = cfg.out.join(format!("violation-game-{i}.ron"));
        let written = crate::files::ensure_dir(&cfg.out)
            .and_then(|_| crate::files::save_atomically(&path, record.to_ron().as_bytes()))
            .is_ok();
        LabError::Violation {
            game: i,
            action: index,
            violation,
            record: written.then_some(path),
        }
    };
    while !table.state.is_over() && table.state.turns() < 3000 {
        let s = &table.state;
        if cfg.deep {
            check_legality(s).map_err(|v| broken(&table.record, actions, v))?;
        }
        let seat = s.actor();
        s.legal_actions_into(&mut legal);
        if legal.is_empty() {
            return Err(LabError::NoLegalAction {
                seat,
                phase: s.phase().name(),
                round: s.round(),
            });
        }
        let a = players[seat.index()].choose(&PlayerView::new(s, seat), &legal);
        table.play(seat, a).map_err(|e| LabError::IllegalChoice {
            player: players[seat.index()].name(),
            seat,
            action: a,
            index: actions as u32,
            error: match e {
                TableError::Illegal(error) => error,
                other => RuleError::new(Rule::NotYourTurn, other.to_string()),
            },
        })?;
        actions += 1;
        checker
            .check(&table.state)
            .map_err(|v| broken(&table.record, actions - 1, v))?;
    }
    Ok((actions, table.state.is_over()))
}

/// Play `cfg.games` checked games on `cfg.threads` threads; `progress` gets the games done.
pub fn run(cfg: &CheckConfig, progress: &(dyn Fn(u64) + Sync)) -> Result<CheckSummary, LabError> {
    let start = std::time::Instant::now();
    let ctl = runner::Control {
        threads: cfg.threads,
        stop: None,
        progress,
    };
    let mut summary = runner::fold(
        cfg.games,
        &ctl,
        CheckSummary::default,
        |i| check_one(cfg, i),
        |acc, _, (actions, finished)| {
            acc.games += 1;
            acc.actions += actions;
            acc.finished += finished as u64;
        },
        |a, b| CheckSummary {
            games: a.games + b.games,
            finished: a.finished + b.finished,
            actions: a.actions + b.actions,
            seconds: 0.0,
        },
    )
    .map_err(|e| match e {
        Stopped::Failed(e) => e,
        Stopped::Interrupted => LabError::Interrupted,
    })?;
    summary.seconds = start.elapsed().as_secs_f64();
    Ok(summary)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn checked_games_pass_and_count_their_actions() {
        let out = std::env::temp_dir().join(format!("catan-check-{}", std::process::id()));
        let cfg = CheckConfig {
            games: 12,
            seed: 5,
            threads: 2,
            deep: true,
            out: out.clone(),
            board: None,
        };
        let s = run(&cfg, &|_| {}).unwrap();
        assert_eq!(s.games, 12);
        assert!(s.actions > 12 * 100, "{s:?}");
        let again = run(&CheckConfig { threads: 1, ..cfg }, &|_| {}).unwrap();
        assert_eq!(
            (again.games, again.actions, again.finished),
            (s.games, s.actions, s.finished)
        );
        assert!(!out.exists(), "no violation, no record");
    }

    #[test]
    fn checked_games_on_a_given_board_of_islands() {
        use crate::core::board::{BoardFile, Components, TileSpec};
        use crate::core::{Board, Terrain};
        // two islands of three tiles in a row, a sea tile between them
        let land = [
            Terrain::Forest,
            Terrain::Hills,
            Terrain::Fields,
            Terrain::Pasture,
        ];
        let mut tiles = Vec::new();
        for q in 0..7 {
            let (terrain, number) = match q {
                3 => (Terrain::Sea, None),
                0 => (Terrain::Desert, None),
                _ => (
                    land[q as usize % 4],
                    Some([4u8, 5, 6, 8, 9, 10][q as usize % 6]),
                ),
            };
            tiles.push(TileSpec {
                at: (q, 0),
                terrain,
                number,
            });
        }
        let file = BoardFile {
            name: "islands in a row".into(),
            components: Components::Free,
            tiles,
            harbours: Vec::new(),
            robber: None,
            seafarers: None,
        };
        let board = Board::from_file(file).unwrap();
        let out = std::env::temp_dir().join(format!("catan-check-sea-{}", std::process::id()));
        let cfg = CheckConfig {
            games: 20,
            seed: 3,
            threads: 2,
            deep: true,
            out: out.clone(),
            board: Some(BoardChoice::Fixed(board.into())),
        };
        let s = run(&cfg, &|_| {}).unwrap();
        assert_eq!(s.games, 20);
        assert!(s.actions > 20 * 50, "{s:?}");
        assert!(!out.exists(), "no violation, no record");
    }
}
