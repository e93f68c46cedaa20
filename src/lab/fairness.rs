//! Is this map fair? Many games of one computer level on one board, every seat played by the
//! same player so that a difference between seats is the map's (and the opening order's), not the
//! players'. The figures ([`Fairness`]): wins by seat order with Wilson intervals, the value of
//! each opening spot, income per material and seat, when islands are settled, game length, how
//! often the longest road or the largest army decides the game — and [`flags`] in plain words
//! where a figure is outside what the standard board gives.

pub mod balance;
pub mod flags;
mod game;
pub mod reference;
#[cfg(test)]
mod tests;
mod varied;

pub use flags::Flag;
use game::GameTally;

use super::runner;
use crate::core::board::pips;
use crate::core::rng::derive_seed;
use crate::core::{Board, Rules, State};
use crate::lab::review::words;
use crate::lab::{LabError, PlayerSpec, stats::wilson95};
use serde::Serialize;
use std::collections::BTreeMap;
use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::time::Instant;

/// What to play: the board, how many seats, how many games, with whom.
#[derive(Clone, Debug)]
pub struct FairnessConfig<const W: usize = 4> {
    pub board: Arc<Board<W>>,
    pub rules: Arc<Rules>,
    pub players: u8,
    pub games: u32,
    pub seed: u64,
    pub threads: usize,
    /// The computer in every seat.
    pub player: PlayerSpec,
    pub max_turns: u32,
    pub openings: Openings,
}

/// How the opening settlements are placed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Openings {
    /// By the computer itself: on a fixed board it opens alike every game, so only a few corners
    /// are ever judged.
    Own,
    /// On one of the `top` best free corners (by the cards a roll pays there), drawn per game:
    /// every corner a player would consider is judged.
    Varied { top: u8 },
}

impl Openings {
    /// Five corners: enough variety to judge the spots a player would consider, few enough
    /// that the openings stay ones a player would make.
    pub const DEFAULT: Openings = Openings::Varied { top: 5 };
}

/// A share with its 95 % Wilson interval.
#[derive(Clone, Copy, Debug, Serialize, PartialEq)]
pub struct Rate {
    pub count: u32,
    pub of: u32,
    pub rate: f64,
    pub low: f64,
    pub high: f64,
}

impl Rate {
    pub fn new(count: u32, of: u32) -> Rate {
        let [low, high] = wilson95(count, of);
        Rate {
            count,
            of,
            rate: if of == 0 {
                0.0
            } else {
                count as f64 / of as f64
            },
            low,
            high,
        }
    }
}

/// One corner where an opening settlement was placed.
#[derive(Clone, Debug, Serialize, PartialEq)]
pub struct Spot {
    pub vertex: u16,
    /// The numbered tiles around it, as the game names a place ("6 brick · 4 sheep").
    pub place: String,
    /// Games its opener won, of the openings placed here.
    pub won: Rate,
    /// Cards a roll pays this corner on average, by material (wood, brick, grain, sheep, stone);
    /// gold counts as one card of the player's choice, shown apart.
    pub expected: [f64; 5],
    pub expected_gold: f64,
}

/// An island of a Seafarers board (the file's islands, then the other land).
#[derive(Clone, Debug, Serialize, PartialEq)]
pub struct IslandFigures {
    pub index: usize,
    pub home: bool,
    pub points: u8,
    /// Games in which somebody settled it after the opening.
    pub settled: Rate,
    /// The mean round of its first settlement, over the games it was settled in.
    pub mean_round: Option<f64>,
}

/// The figures of a fairness run.
#[derive(Clone, Debug, Serialize, PartialEq)]
pub struct Fairness {
    pub players: u8,
    pub player: String,
    pub openings: Openings,
    pub games: u32,
    pub finished: u32,
    pub seed: u64,
    /// Wins of each seat in opening order (the first player first), of the finished games.
    pub seat_wins: Vec<Rate>,
    /// The corners opened on, the most often won first.
    pub spots: Vec<Spot>,
    /// Cards from production per game, by seat and material (gold chosen included).
    pub income: Vec<[f64; 5]>,
    /// Pips of the board by material (wood, brick, grain, sheep, stone) and of gold fields.
    pub pips: [u32; 5],
    pub gold_pips: u32,
    pub islands: Vec<IslandFigures>,
    pub mean_rounds: f64,
    pub min_rounds: u32,
    pub max_rounds: u32,
    /// Finished games the winner would not have won without the longest road (or trade route).
    pub longest_road_decides: Rate,
    /// Whether the board awards the longest road or trade route at all (Cloth for Catan: no).
    pub longest_road_awarded: bool,
    /// … without the largest army.
    pub largest_army_decides: Rate,
    pub flags: Vec<Flag>,
    pub seconds: f64,
    pub games_per_second: f64,
}

/// Sums and counts only: folds in any order, the same whatever the thread count.
#[derive(Clone, Debug, Default)]
struct Tally {
    games: u32,
    finished: u32,
    wins: Vec<u32>,
    /// vertex → (openings, won)
    spots: BTreeMap<u16, (u32, u32)>,
    income: Vec<[u64; 5]>,
    /// island → (games settled, sum of first rounds)
    islands: Vec<(u32, u64)>,
    rounds_sum: u64,
    rounds_min: u32,
    rounds_max: u32,
    road_decides: u32,
    army_decides: u32,
}

impl Tally {
    fn new(n: usize, islands: usize) -> Tally {
        Tally {
            wins: vec![0; n],
            income: vec![[0; 5]; n],
            islands: vec![(0, 0); islands],
            rounds_min: u32::MAX,
            ..Tally::default()
        }
    }

    fn add(&mut self, g: GameTally) {
        self.games += 1;
        for (sum, got) in self.income.iter_mut().zip(&g.income) {
            for (s, x) in sum.iter_mut().zip(got) {
                *s += *x as u64;
            }
        }
        let Some(w) = g.winner else { return };
        self.finished += 1;
        self.wins[w.index()] += 1;
        for &(seat, v) in &g.openings {
            let e = self.spots.entry(v).or_default();
            e.0 += 1;
            e.1 += (seat == w) as u32;
        }
        for (sum, first) in self.islands.iter_mut().zip(&g.islands) {
            if let Some(r) = first {
                sum.0 += 1;
                sum.1 += *r as u64;
            }
        }
        self.rounds_sum += g.rounds as u64;
        self.rounds_min = self.rounds_min.min(g.rounds);
        self.rounds_max = self.rounds_max.max(g.rounds);
        self.road_decides += g.road_decided as u32;
        self.army_decides += g.army_decided as u32;
    }

    fn merge(mut self, o: Tally) -> Tally {
        self.games += o.games;
        self.finished += o.finished;
        for (a, b) in self.wins.iter_mut().zip(&o.wins) {
            *a += b;
        }
        for (v, (n, w)) in o.spots {
            let e = self.spots.entry(v).or_default();
            e.0 += n;
            e.1 += w;
        }
        for (a, b) in self.income.iter_mut().zip(&o.income) {
            for (x, y) in a.iter_mut().zip(b) {
                *x += y;
            }
        }
        for (a, b) in self.islands.iter_mut().zip(&o.islands) {
            a.0 += b.0;
            a.1 += b.1;
        }
        self.rounds_sum += o.rounds_sum;
        self.rounds_min = self.rounds_min.min(o.rounds_min);
        self.rounds_max = self.rounds_max.max(o.rounds_max);
        self.road_decides += o.road_decides;
        self.army_decides += o.army_decides;
        self
    }
}

/// What a run is told from outside: a stop flag (Esc in the editor, Ctrl-C) and progress.
pub struct Watch<'a> {
    pub stop: Option<&'a AtomicBool>,
    pub progress: &'a (dyn Fn(u32) + Sync),
}

/// Play the run and work out its figures. Refuses a board that cannot seat the players.
pub fn run<const W: usize>(
    cfg: &FairnessConfig<W>,
    watch: &Watch<'_>,
) -> Result<Fairness, LabError> {
    let n = cfg.players as usize;
    if !(2..=crate::core::action::MAX_PLAYERS).contains(&n) {
        return Err(LabError::PlayerCount { listed: n });
    }
    let capacity = cfg.board.opening_capacity();
    if n > capacity as usize {
        return Err(LabError::Setup(crate::core::SetupError::BoardTooSmall {
            players: n,
            capacity,
        }));
    }
    let start = Instant::now();
    let islands = cfg.board.sea.as_ref().map_or(0, |s| s.islands.len());
    let ctl = runner::Control {
        threads: cfg.threads.max(1).min(cfg.games.max(1) as usize),
        stop: watch.stop,
        progress: &|d| (watch.progress)(d as u32),
    };
    let tally = runner::fold(
        cfg.games as u64,
        &ctl,
        || Tally::new(n, islands),
        |i| play_one(cfg, i as u32),
        |t, _, g| t.add(g),
        Tally::merge,
    )
    .map_err(|e| match e {
        runner::Stopped::Failed(e) => e,
        runner::Stopped::Interrupted => LabError::Interrupted,
    })?;
    let seconds = start.elapsed().as_secs_f64();
    let mut f = figures(cfg, tally);
    f.seconds = seconds;
    f.games_per_second = cfg.games as f64 / seconds.max(1e-9);
    f.flags = flags::raise(&f);
    Ok(f)
}

/// Game `i`: the same for a seed whatever the thread count.
fn play_one<const W: usize>(cfg: &FairnessConfig<W>, i: u32) -> Result<GameTally, LabError> {
    let game_seed = derive_seed(cfg.seed, i as u64);
    let mut state = State::new(
        cfg.board.clone(),
        cfg.rules.clone(),
        cfg.players,
        derive_seed(game_seed, 2),
    )?;
    let mut players: Vec<_> = (0..cfg.players)
        .map(|s| {
            let p = cfg
                .player
                .create_sized(derive_seed(game_seed, 100 + s as u64));
            match cfg.openings {
                Openings::Own => p,
                Openings::Varied { top } => Box::new(varied::VariedOpening::new(
                    p,
                    derive_seed(game_seed, 200 + s as u64),
                    top as usize,
                )) as Box<dyn crate::core::Player<W>>,
            }
        })
        .collect();
    game::play(&mut state, &mut players, cfg.max_turns).map_err(|e| LabError::Game {
        game: i,
        error: Box::new(e),
    })
}

fn figures<const W: usize>(cfg: &FairnessConfig<W>, t: Tally) -> Fairness {
    let board = &cfg.board;
    let mut spots: Vec<Spot> = t
        .spots
        .iter()
        .map(|(&v, &(n, w))| {
            let (expected, expected_gold) = expected_income(board, v as usize);
            Spot {
                vertex: v,
                place: words::place(board, board.topo.vertex_faces[v as usize].as_slice()),
                won: Rate::new(w, n),
                expected,
                expected_gold,
            }
        })
        .collect();
    spots.sort_by(|a, b| {
        b.won
            .rate
            .total_cmp(&a.won.rate)
            .then(a.vertex.cmp(&b.vertex))
    });
    let games = t.games.max(1) as f64;
    let (pips, gold_pips) = board_pips(board);
    let islands = board.sea.as_ref().map_or(Vec::new(), |sea| {
        sea.islands
            .iter()
            .zip(&t.islands)
            .enumerate()
            .filter(|(_, (isl, _))| isl.settle)
            .map(|(index, (isl, &(n, sum)))| IslandFigures {
                index,
                home: isl.home,
                points: isl.points,
                settled: Rate::new(n, t.finished),
                mean_round: (n > 0).then(|| sum as f64 / n as f64),
            })
            .collect()
    });
    Fairness {
        players: cfg.players,
        player: cfg.player.to_string(),
        openings: cfg.openings,
        games: t.games,
        finished: t.finished,
        seed: cfg.seed,
        seat_wins: t.wins.iter().map(|&w| Rate::new(w, t.finished)).collect(),
        spots,
        income: t
            .income
            .iter()
            .map(|s| s.map(|x| x as f64 / games))
            .collect(),
        pips,
        gold_pips,
        islands,
        mean_rounds: t.rounds_sum as f64 / t.finished.max(1) as f64,
        min_rounds: if t.finished == 0 { 0 } else { t.rounds_min },
        max_rounds: t.rounds_max,
        longest_road_decides: Rate::new(t.road_decides, t.finished),
        largest_army_decides: Rate::new(t.army_decides, t.finished),
        longest_road_awarded: board.sea.as_deref().is_none_or(|m| m.rules.longest_route),
        flags: Vec::new(),
        seconds: 0.0,
        games_per_second: 0.0,
    }
}

/// Cards a roll pays a settlement at `v` on average, by material, and gold apart.
pub fn expected_income<const W: usize>(board: &Board<W>, v: usize) -> ([f64; 5], f64) {
    let mut e = [0.0; 5];
    let mut gold = 0.0;
    for &f in board.topo.vertex_faces[v].as_slice() {
        let p = pips(board.number[f.index()]) as f64 / 36.0;
        match board.resource[f.index()] {
            Some(r) => e[r.index()] += p,
            None if board.terrain[f.index()] == crate::core::Terrain::Gold => gold += p,
            None => {}
        }
    }
    (e, gold)
}

/// The board's pips by material, and of its gold fields.
pub fn board_pips<const W: usize>(board: &Board<W>) -> ([u32; 5], u32) {
    let mut by = [0u32; 5];
    let mut gold = 0;
    for f in 0..board.num_faces() {
        let p = pips(board.number[f]) as u32;
        match board.resource[f] {
            Some(r) => by[r.index()] += p,
            None if board.terrain[f] == crate::core::Terrain::Gold => gold += p,
            None => {}
        }
    }
    (by, gold)
}
