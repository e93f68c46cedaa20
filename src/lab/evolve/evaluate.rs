//! Fitness: the games of a generation, built per evaluator and played on the lab's runner.

use super::config::Checkpoint;
use super::{Evaluator, GenStats, Genome, Prepared};
use crate::ai::{AiPlayer, Individual};
use crate::core::Player;
use crate::core::Seat;
use crate::core::State;
use crate::core::action::MAX_PLAYERS;
use crate::core::rng::{GameRng, derive_seed};
use crate::lab::ranks::{self, Ranks, Spread};
use crate::lab::runner;
use crate::lab::sim::play_game;
use std::sync::atomic::AtomicBool;

/// One game: seats by roster index (population first, then rivals).
#[derive(Clone, Copy, Debug)]
struct Job {
    seats: [u16; MAX_PLAYERS],
    /// Which seat is evaluated (its win is counted for `seats[counted]`), or all seats (all_vs_all).
    counted: Option<u8>,
    seed: u64,
}

/// Raised when a run stops early (Ctrl-C, or the test hook).
#[derive(Debug, PartialEq, Eq)]
pub struct Interrupted {
    /// The generation the run resumes from.
    pub resume_at: u32,
}

/// What happens as the run goes.
pub trait Observer: Sync {
    fn generation_started(&self, _generation: u32, _games: u64) {}
    fn games_done(&self, _done: u64) {}
    fn generation_done(&self, _stats: &GenStats) {}
}

pub struct Silent;
impl Observer for Silent {}

pub struct RunControl<'a> {
    pub threads: usize,
    /// Set (by the Ctrl-C handler) to stop after the current game; the generation in progress
    /// is discarded and the run resumes from its start.
    pub stop: &'a AtomicBool,
    /// Stop (as if interrupted) once this many generations are done in this call (tests).
    pub stop_after: Option<u32>,
    /// The processes sharing the run's games ([`ranks::OneProcess`] unless under MPI); rank 0
    /// alone writes the run's files.
    pub ranks: &'a dyn Ranks,
}

fn play_jobs(
    p: &Prepared,
    roster: &[Individual],
    jobs: &[Job],
    ctl: &RunControl<'_>,
    obs: &dyn Observer,
) -> Result<Vec<Option<Seat>>, Spread<String>> {
    let k = p.config.players_per_game as usize;
    // rank 0 shows its own block's progress, scaled to the whole generation
    let spread = ctl.ranks.size() as u64;
    let progress = |d: u64| obs.games_done(d * spread);
    let control = runner::Control {
        threads: ctl.threads.max(1).min(jobs.len().max(1)),
        stop: Some(ctl.stop),
        progress: &progress,
    };
    ranks::run(jobs.len() as u64, &control, ctl.ranks, |i| {
        let job = &jobs[i as usize];
        crate::with_width!(p.board.board_for(job.seed), board => {
            let individuals = job.seats[..k].iter().map(|&s| roster[s as usize]);
            play_one(board, p, individuals, derive_seed(job.seed, 2))
                .map_err(|e| format!("game {i}: {e}"))
        })
    })
}

/// One game of `individuals` by seat on `board` (at its width): its winner.
fn play_one<const W: usize>(
    board: std::sync::Arc<crate::core::Board<W>>,
    p: &Prepared,
    individuals: impl Iterator<Item = Individual>,
    seed: u64,
) -> Result<Option<Seat>, crate::lab::LabError> {
    let mut players: Vec<Box<dyn Player<W>>> = individuals
        .map(|ind| -> Box<dyn Player<W>> { Box::new(AiPlayer::<W>::new_sized("ai", ind)) })
        .collect();
    let n = players.len() as u8;
    let mut state = State::new(board, p.rules.clone(), n, seed)?;
    play_game(&mut state, &mut players, p.config.max_turns, None).map(|r| r.winner)
}

/// The games of one generation: the individuals playing (the population first, then any fixed
/// rivals) and each game's seats.
struct Schedule {
    gen_seed: u64,
    /// Players per game.
    k: usize,
    /// The population's size.
    n: usize,
    roster: Vec<Individual>,
    jobs: Vec<Job>,
}

impl Schedule {
    fn next_seed(&self) -> u64 {
        derive_seed(self.gen_seed, self.jobs.len() as u64)
    }

    /// Fixed opponents: each individual plays `games` games against the `pool`, its seat
    /// rotating; the rivals in order, or (`draw`) drawn from the pool for each game.
    fn against(&mut self, pool: &[Individual], games: u32, draw: bool) {
        let base = self.roster.len() as u16;
        self.roster.extend_from_slice(pool);
        for i in 0..self.n {
            for game in 0..games {
                let seed = self.next_seed();
                let me_at = (game as usize) % self.k;
                let mut rng = GameRng::new(derive_seed(seed, 7));
                let mut seats = [0u16; MAX_PLAYERS];
                let mut r = 0;
                for (s, seat) in seats.iter_mut().enumerate().take(self.k) {
                    *seat = if s == me_at {
                        i as u16
                    } else if draw {
                        base + rng.below(pool.len() as u32) as u16
                    } else {
                        r += 1;
                        base + (r - 1) as u16
                    };
                }
                self.jobs.push(Job {
                    seats,
                    counted: Some(me_at as u8),
                    seed,
                });
            }
        }
    }

    /// The thesis's "ebdWithEbd": every ordered k-tuple of the population plays one game.
    fn all_vs_all(&mut self) {
        fn each(depth: usize, n: usize, tuple: &mut Vec<usize>, out: &mut Vec<[u16; MAX_PLAYERS]>) {
            if depth == tuple.len() {
                let mut s = [0u16; MAX_PLAYERS];
                for (i, &t) in tuple.iter().enumerate() {
                    s[i] = t as u16;
                }
                out.push(s);
                return;
            }
            for i in 0..n {
                if !tuple[..depth].contains(&i) {
                    tuple[depth] = i;
                    each(depth + 1, n, tuple, out);
                }
            }
        }
        let mut tuple = vec![0usize; self.k];
        let mut all = Vec::new();
        each(0, self.n, &mut tuple, &mut all);
        for seats in all {
            let seed = self.next_seed();
            self.jobs.push(Job {
                seats,
                counted: None,
                seed,
            });
        }
    }
}

/// Fitness (wins) of every member of the population of `cp` (with its rivals and champions) in
/// generation `g`.
pub(super) fn evaluate(
    p: &Prepared,
    g: u32,
    cp: &Checkpoint,
    ctl: &RunControl<'_>,
    obs: &dyn Observer,
) -> Result<(Vec<u32>, u64), Spread<String>> {
    let (population, rivals, champions) = (&cp.population, &cp.rivals, &cp.champions);
    let cfg = &p.config;
    let n = population.len();
    let mut plan = Schedule {
        gen_seed: derive_seed(cfg.seed, 2 * g as u64),
        k: cfg.players_per_game as usize,
        n,
        roster: population.iter().map(Genome::individual).collect(),
        jobs: Vec::new(),
    };
    match &cfg.evaluator {
        Evaluator::Basic { games, .. } => plan.against(&p.fixed, *games, false),
        Evaluator::ChangingRivals { games, .. } => {
            let pool: Vec<Individual> = rivals.iter().map(Genome::individual).collect();
            plan.against(&pool, *games, false)
        }
        Evaluator::HallOfFame { games, size, .. } => {
            let mut pool = p.fixed.clone();
            let skip = champions.len().saturating_sub(*size as usize);
            pool.extend(champions[skip..].iter().map(Genome::individual));
            plan.against(&pool, *games, true)
        }
        Evaluator::AllVsAll => plan.all_vs_all(),
    }
    let jobs = &plan.jobs;
    obs.generation_started(g, jobs.len() as u64);
    let winners = play_jobs(p, &plan.roster, jobs, ctl, obs)?;
    let mut fitness = vec![0u32; n];
    for (job, w) in jobs.iter().zip(&winners) {
        if let Some(w) = *w {
            let who = job.seats[w.index()] as usize;
            let counts = match job.counted {
                Some(c) => c == w.0,
                None => true,
            };
            if counts && who < n {
                fitness[who] += 1;
            }
        }
    }
    Ok((fitness, jobs.len() as u64))
}
