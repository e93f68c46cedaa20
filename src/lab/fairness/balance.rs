//! "Balance it": a change to a map — number tokens or harbours swapped, never its shape — that
//! brings the seats' win rates closest together. A hill climb: each round draws candidate swaps
//! from the seed, judges each by the same seeded games (common random numbers, so candidates
//! differ by the map only), and keeps the best if it narrows the gap between the seats. The
//! proposal is then judged again on games of another seed, before and after, so the figures a
//! person sees are not the ones the search chose by.

use super::{Fairness, FairnessConfig, Watch, run};
use crate::core::rng::{GameRng, derive_seed};
use crate::core::{Board, BoardFile};
use crate::lab::LabError;
use serde::Serialize;
use std::sync::Arc;
use std::sync::atomic::Ordering;

/// One change: two tiles' number tokens, or two harbours' kinds, exchanged.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "swap", rename_all = "kebab-case")]
pub enum Swap {
    /// Tiles by their place in the file's `tiles` (axial coordinates given for the reader).
    Numbers {
        a: usize,
        b: usize,
        at_a: (i32, i32),
        at_b: (i32, i32),
    },
    /// Harbours by their place in the file's `harbours`.
    Harbours { a: usize, b: usize },
}

impl Swap {
    /// Make the swap in `f`.
    pub fn apply(&self, f: &mut BoardFile) {
        match *self {
            Swap::Numbers { a, b, .. } => {
                let na = f.tiles[a].number;
                f.tiles[a].number = f.tiles[b].number;
                f.tiles[b].number = na;
            }
            Swap::Harbours { a, b } => {
                let ka = f.harbours[a].kind;
                f.harbours[a].kind = f.harbours[b].kind;
                f.harbours[b].kind = ka;
            }
        }
    }
}

/// How hard to look (a round costs `candidates + 1` judgements of `games` games and a
/// confirmation of 2 × 2 × `games`).
#[derive(Clone, Copy, Debug)]
pub struct Search {
    /// Rounds of the climb (each keeps at most one swap).
    pub rounds: u32,
    /// Candidate swaps judged per round.
    pub candidates: u32,
    /// Games per judgement.
    pub games: u32,
}

/// What "Balance it" proposes: swaps only when the check on fresh games confirms they narrow
/// the gap between the seats (else none, and the map as it was).
#[derive(Clone, Debug, Serialize)]
pub struct Proposal {
    pub swaps: Vec<Swap>,
    /// The map with the swaps made.
    #[serde(skip)]
    pub file: BoardFile,
    /// The gap between the best and the worst seat, before and after, on the check's games.
    pub gap_before: f64,
    pub gap_after: f64,
    /// The check: the map before and after, on games of a seed the search did not use.
    pub before: Fairness,
    pub after: Fairness,
}

/// The spread of the seats' win rates: the best seat's share less the worst's.
pub fn gap(f: &Fairness) -> f64 {
    let rates = f.seat_wins.iter().map(|r| r.rate);
    let hi = rates.clone().fold(f64::MIN, f64::max);
    let lo = rates.fold(f64::MAX, f64::min);
    (hi - lo).max(0.0)
}

/// The seats' spread the search narrows: the standard deviation of their win rates (smoother
/// than the gap between the best and the worst, which one noisy seat decides).
fn spread(f: &Fairness) -> f64 {
    let n = f.seat_wins.len().max(1) as f64;
    let mean = f.seat_wins.iter().map(|r| r.rate).sum::<f64>() / n;
    (f.seat_wins
        .iter()
        .map(|r| (r.rate - mean).powi(2))
        .sum::<f64>()
        / n)
        .sqrt()
}

/// Look for swaps that narrow the spread between the seats on `cfg`'s board (its file). Each
/// round judges `search.candidates` swaps on `search.games` games, then confirms the round's best
/// against the map so far on twice as many games of a new seed: a swap is kept only when it wins
/// both, so that noise is not taken for an improvement. The result is checked on `cfg.games`
/// games of yet another seed. `watch.progress` counts judgements.
pub fn balance<const W: usize>(
    cfg: &FairnessConfig<W>,
    search: Search,
    watch: &Watch<'_>,
) -> Result<Proposal, LabError> {
    let reds = cfg.board.red_neighbours().len();
    let mut rng = GameRng::new(derive_seed(cfg.seed, 0xba1a));
    let mut best_file = cfg.board.file.clone();
    let mut swaps = Vec::new();
    let mut judged = 0u32;
    let quiet = Watch {
        stop: watch.stop,
        progress: &|_| {},
    };
    let judge = |file: &BoardFile, seed: u64, games: u32| -> Result<Option<f64>, LabError> {
        let Ok(board) = Board::from_file_sized(file.clone()) else {
            return Ok(None);
        };
        if board.red_neighbours().len() > reds {
            return Ok(None);
        }
        let c = FairnessConfig {
            board: Arc::new(board),
            games,
            seed,
            ..cfg.clone()
        };
        Ok(Some(spread(&run(&c, &quiet)?)))
    };
    for round in 0..search.rounds {
        let seed = derive_seed(cfg.seed, 0x5ea0 + round as u64);
        let mut best = (
            judge(&best_file, seed, search.games)?.unwrap_or(f64::MAX),
            None,
        );
        for _ in 0..search.candidates {
            stop_check(watch)?;
            let Some(swap) = draw(&best_file, &mut rng) else {
                break;
            };
            let mut f = best_file.clone();
            swap.apply(&mut f);
            judged += 1;
            (watch.progress)(judged);
            if let Some(g) = judge(&f, seed, search.games)?
                && g < best.0
            {
                best = (g, Some(swap));
            }
        }
        let Some(swap) = best.1 else { continue };
        let confirm = derive_seed(cfg.seed, 0xc0f0 + round as u64);
        let mut f = best_file.clone();
        swap.apply(&mut f);
        let now = judge(&best_file, confirm, 2 * search.games)?.unwrap_or(f64::MAX);
        if judge(&f, confirm, 2 * search.games)?.is_some_and(|g| g < now) {
            best_file = f;
            swaps.push(swap);
        }
    }
    check(cfg, best_file, swaps, watch)
}

fn stop_check(watch: &Watch<'_>) -> Result<(), LabError> {
    if watch.stop.is_some_and(|s| s.load(Ordering::Relaxed)) {
        return Err(LabError::Interrupted);
    }
    Ok(())
}

/// The map before and after on games of a seed the search did not use.
fn check<const W: usize>(
    cfg: &FairnessConfig<W>,
    file: BoardFile,
    swaps: Vec<Swap>,
    watch: &Watch<'_>,
) -> Result<Proposal, LabError> {
    let fresh = FairnessConfig {
        seed: derive_seed(cfg.seed, 0xc4ec),
        ..cfg.clone()
    };
    let before = run(&fresh, watch)?;
    let board = Board::from_file_sized(file.clone()).unwrap_or_else(|_| (*cfg.board).clone());
    let after = run(
        &FairnessConfig {
            board: Arc::new(board),
            ..fresh.clone()
        },
        watch,
    )?;
    let (gap_before, gap_after) = (gap(&before), gap(&after));
    if gap_after >= gap_before {
        // the check did not confirm the search: nothing is proposed, the map stays as it is
        return Ok(Proposal {
            swaps: Vec::new(),
            file: cfg.board.file.clone(),
            gap_before,
            gap_after: gap_before,
            after: before.clone(),
            before,
        });
    }
    Ok(Proposal {
        swaps,
        file,
        gap_before,
        gap_after,
        before,
        after,
    })
}

/// A swap drawn from the seed: two numbered tiles with different numbers (three times in four),
/// or two harbours of different kinds.
fn draw(f: &BoardFile, rng: &mut GameRng) -> Option<Swap> {
    let numbered: Vec<usize> = (0..f.tiles.len())
        .filter(|&i| f.tiles[i].number.is_some())
        .collect();
    let harbours = f.harbours.len();
    for _ in 0..64 {
        if rng.below(4) < 3 || harbours < 2 {
            if numbered.len() < 2 {
                continue;
            }
            let a = numbered[rng.below(numbered.len() as u32) as usize];
            let b = numbered[rng.below(numbered.len() as u32) as usize];
            if f.tiles[a].number != f.tiles[b].number {
                return Some(Swap::Numbers {
                    a,
                    b,
                    at_a: f.tiles[a].at,
                    at_b: f.tiles[b].at,
                });
            }
        } else {
            let a = rng.below(harbours as u32) as usize;
            let b = rng.below(harbours as u32) as usize;
            if f.harbours[a].kind != f.harbours[b].kind {
                return Some(Swap::Harbours { a, b });
            }
        }
    }
    None
}
