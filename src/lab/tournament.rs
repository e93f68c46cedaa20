//! Tournaments: every group of k players (every pair, triple or four of the entrants) plays the
//! same number of games with the seats rotated, so each member starts equally often (the thesis:
//! each pair 2 000 games, 1 000 starting each).

use crate::core::Rules;
use crate::core::rng::derive_seed;
use crate::lab::sim::{self, BoardChoice, RoundStats, SimConfig};
use crate::lab::stats::wilson95;
use crate::lab::{LabError, PlayerSpec};
use serde::Serialize;
use std::sync::Arc;
use std::time::Instant;

#[derive(Clone, Debug)]
pub struct TournamentConfig {
    pub entrants: Vec<PlayerSpec>,
    pub players_per_game: usize,
    /// Games each group plays (a multiple of `players_per_game`).
    pub games_per_group: u32,
    pub seed: u64,
    pub threads: usize,
    pub board: BoardChoice,
    pub rules: Arc<Rules>,
    pub max_turns: u32,
}

#[derive(Clone, Debug, Serialize, PartialEq)]
pub struct TournamentSummary {
    pub players: Vec<String>,
    pub players_per_game: usize,
    pub games_per_group: u32,
    pub groups: u32,
    pub games: u32,
    pub finished: u32,
    pub unfinished: u32,
    /// Games each entrant played.
    pub played: Vec<u32>,
    pub wins: Vec<u32>,
    /// Wins / games played.
    pub win_rate: Vec<f64>,
    /// Wilson 95 % interval of the win rate.
    pub wilson95: Vec<[f64; 2]>,
    /// The share a player of equal strength would win: 1 / players per game.
    pub par: f64,
    /// `matrix[k][l]`: wins of entrant k in the games where l also played.
    pub matrix: Vec<Vec<u32>>,
    /// Mean final points of each entrant over its games.
    pub mean_points: Vec<f64>,
    /// Rounds of finished games.
    pub rounds: RoundStats,
    pub seed: u64,
    pub threads: usize,
    pub seconds: f64,
    pub games_per_second: f64,
}

/// Every `k`-subset of `0..n`, in lexicographic order.
pub fn groups(n: usize, k: usize) -> Vec<Vec<usize>> {
    fn go(start: usize, n: usize, k: usize, cur: &mut Vec<usize>, out: &mut Vec<Vec<usize>>) {
        if cur.len() == k {
            out.push(cur.clone());
            return;
        }
        for i in start..n {
            cur.push(i);
            go(i + 1, n, k, cur, out);
            cur.pop();
        }
    }
    let mut out = Vec::new();
    go(0, n, k, &mut Vec::new(), &mut out);
    out
}

/// The most groups a tournament plays (each is listed in memory and in the win matrix).
pub const MAX_GROUPS: u64 = 1_000_000;

/// How many `k`-subsets `0..n` has (saturating at `u64::MAX`).
pub fn group_count(n: usize, k: usize) -> u64 {
    if k > n {
        return 0;
    }
    let mut c: u128 = 1;
    for i in 0..k as u128 {
        c = c * (n as u128 - i) / (i + 1);
        if c > u64::MAX as u128 {
            return u64::MAX;
        }
    }
    c as u64
}

impl TournamentConfig {
    pub fn validate(&self) -> Result<(), LabError> {
        let n = self.entrants.len();
        let k = self.players_per_game;
        if !(2..=crate::core::action::MAX_PLAYERS).contains(&k) {
            return Err(LabError::PlayersPerGame { k });
        }
        if n < k {
            return Err(LabError::TooFewEntrants { n, k });
        }
        if self.games_per_group == 0 || !self.games_per_group.is_multiple_of(k as u32) {
            return Err(LabError::GamesPerGroup {
                games: self.games_per_group,
                k,
            });
        }
        let groups = group_count(n, k);
        if groups > MAX_GROUPS {
            return Err(LabError::TooManyGroups { groups, n, k });
        }
        if self.total_games() > u32::MAX as u64 {
            return Err(LabError::TooManyGames {
                games: self.total_games(),
            });
        }
        Ok(())
    }

    /// Groups × games per group, counted without listing the groups (saturating).
    pub fn total_games(&self) -> u64 {
        group_count(self.entrants.len(), self.players_per_game)
            .saturating_mul(self.games_per_group as u64)
    }
}

/// Play the tournament; `progress` gets the number of games done so far.
pub fn run(
    cfg: &TournamentConfig,
    progress: &(dyn Fn(u64) + Sync),
) -> Result<TournamentSummary, LabError> {
    run_spread(cfg, &super::ranks::OneProcess, progress)
}

/// [`run`] with every group's games spread over `ranks`: the same summary on every rank, the
/// same as one process's.
pub fn run_spread(
    cfg: &TournamentConfig,
    ranks: &dyn super::ranks::Ranks,
    progress: &(dyn Fn(u64) + Sync),
) -> Result<TournamentSummary, LabError> {
    cfg.validate()?;
    let n = cfg.entrants.len();
    let start = Instant::now();
    let all = groups(n, cfg.players_per_game);
    let mut played = vec![0u32; n];
    let mut wins = vec![0u32; n];
    let mut points = vec![0f64; n];
    let mut matrix = vec![vec![0u32; n]; n];
    let (mut finished, mut games) = (0u32, 0u32);
    let (mut rmin, mut rmax, mut rsum) = (u32::MAX, 0u32, 0f64);
    let mut done = 0u64;
    for (gi, group) in all.iter().enumerate() {
        let sim_cfg = group_sim(cfg, gi, group);
        let base = done;
        let s = sim::run_spread(&sim_cfg, ranks, &|d| progress(base + d as u64)).map_err(|e| {
            LabError::Group {
                group: names(cfg, group),
                error: Box::new(e),
            }
        })?;
        done += s.games as u64;
        games += s.games;
        finished += s.finished;
        if s.finished > 0 {
            rmin = rmin.min(s.rounds.min);
            rmax = rmax.max(s.rounds.max);
            rsum += s.rounds.mean * s.finished as f64;
        }
        for (j, &i) in group.iter().enumerate() {
            played[i] += s.games;
            wins[i] += s.wins[j];
            points[i] += s.mean_points[j] * s.games as f64;
            for &l in group {
                if l != i {
                    matrix[i][l] += s.wins[j];
                }
            }
        }
    }
    let seconds = start.elapsed().as_secs_f64();
    Ok(TournamentSummary {
        players: cfg.entrants.iter().map(|p| p.to_string()).collect(),
        players_per_game: cfg.players_per_game,
        games_per_group: cfg.games_per_group,
        groups: all.len() as u32,
        games,
        finished,
        unfinished: games - finished,
        win_rate: (0..n)
            .map(|i| wins[i] as f64 / played[i].max(1) as f64)
            .collect(),
        wilson95: (0..n).map(|i| wilson95(wins[i], played[i])).collect(),
        par: 1.0 / cfg.players_per_game as f64,
        mean_points: (0..n)
            .map(|i| points[i] / played[i].max(1) as f64)
            .collect(),
        played,
        wins,
        matrix,
        rounds: RoundStats {
            min: if finished > 0 { rmin } else { 0 },
            max: rmax,
            mean: rsum / finished.max(1) as f64,
        },
        seed: cfg.seed,
        threads: cfg.threads,
        seconds,
        games_per_second: games as f64 / seconds.max(1e-9),
    })
}

/// The games of group `gi` as a sim.
fn group_sim(cfg: &TournamentConfig, gi: usize, group: &[usize]) -> SimConfig {
    SimConfig {
        players: group.iter().map(|&i| cfg.entrants[i].clone()).collect(),
        games: cfg.games_per_group,
        seed: derive_seed(cfg.seed, gi as u64),
        threads: cfg.threads,
        board: cfg.board.clone(),
        rules: cfg.rules.clone(),
        max_turns: cfg.max_turns,
        record_dir: None,
    }
}

fn names(cfg: &TournamentConfig, group: &[usize]) -> String {
    group
        .iter()
        .map(|&i| cfg.entrants[i].to_string())
        .collect::<Vec<_>>()
        .join(" vs ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn k_subsets() {
        assert_eq!(groups(3, 2), vec![vec![0, 1], vec![0, 2], vec![1, 2]]);
        assert_eq!(groups(5, 3).len(), 10);
        assert_eq!(groups(4, 4), vec![vec![0, 1, 2, 3]]);
    }

    #[test]
    fn group_counts_without_listing_and_huge_tournaments_are_refused() {
        assert_eq!(group_count(5, 2), groups(5, 2).len() as u64);
        assert_eq!(group_count(7, 4), groups(7, 4).len() as u64);
        assert_eq!(group_count(2000, 4), 664_668_499_500);
        assert_eq!(group_count(3, 4), 0);
        let cfg = TournamentConfig {
            entrants: vec![PlayerSpec::Random; 2000],
            players_per_game: 4,
            games_per_group: 4,
            seed: 1,
            threads: 1,
            board: BoardChoice::random(),
            rules: Arc::new(Rules::standard()),
            max_turns: 10,
        };
        let e = cfg.validate().unwrap_err().to_string();
        assert!(e.contains("664668499500 groups"), "{e}");
        let cfg = TournamentConfig {
            entrants: vec![PlayerSpec::Random; 5],
            games_per_group: 1_000_000_000,
            ..cfg
        };
        assert!(
            cfg.validate()
                .unwrap_err()
                .to_string()
                .contains("at most 4294967295")
        );
    }

    #[test]
    fn wilson_interval() {
        // known values: 10 of 100 → [0.0552, 0.1744]; 0 of 10 → [0, 0.2775]
        let [lo, hi] = wilson95(10, 100);
        assert!(
            (lo - 0.0552).abs() < 1e-3 && (hi - 0.1744).abs() < 1e-3,
            "{lo} {hi}"
        );
        let [lo, hi] = wilson95(0, 10);
        assert!(lo == 0.0 && (hi - 0.2775).abs() < 1e-3, "{hi}");
        let [lo, hi] = wilson95(50, 50);
        assert!((lo - 0.9287).abs() < 1e-3 && hi == 1.0, "{lo}");
    }

    #[test]
    fn a_small_tournament_adds_up() {
        let cfg = TournamentConfig {
            entrants: vec![
                PlayerSpec::ai_default(),
                PlayerSpec::Random,
                PlayerSpec::Weighted,
            ],
            players_per_game: 2,
            games_per_group: 20,
            seed: 7,
            threads: 2,
            board: BoardChoice::random(),
            rules: Arc::new(Rules::standard()),
            max_turns: 2000,
        };
        let s = run(&cfg, &|_| {}).unwrap();
        assert_eq!(s.groups, 3);
        assert_eq!(s.games, 60);
        assert_eq!(s.played, vec![40, 40, 40]);
        assert_eq!(s.wins.iter().sum::<u32>(), s.finished);
        // in pairs, k's row against l plus l's row against k is every finished game of the pair
        for k in 0..3 {
            assert_eq!(s.matrix[k][k], 0);
            assert_eq!(s.matrix[k].iter().sum::<u32>(), s.wins[k]);
        }
        // the AI beats random
        assert!(s.matrix[0][1] >= 18, "{:?}", s.matrix);
        let again = run(&cfg, &|_| {}).unwrap();
        assert_eq!(again.matrix, s.matrix, "same seed, same results");

        let bad = TournamentConfig {
            games_per_group: 21,
            ..cfg.clone()
        };
        assert!(
            run(&bad, &|_| {})
                .unwrap_err()
                .to_string()
                .contains("multiple of 2")
        );
        let bad = TournamentConfig {
            players_per_game: 4,
            ..cfg
        };
        assert!(
            run(&bad, &|_| {})
                .unwrap_err()
                .to_string()
                .contains("at least 4")
        );
    }
}
