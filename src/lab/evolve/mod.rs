//! The genetic algorithm of the thesis (spec §6) as a resumable run: a config file, one folder
//! of outputs, a checkpoint after every generation. Every random choice comes from a stream
//! derived from (seed, generation), so a resumed run ends exactly as an uninterrupted one.

use crate::ai::{AiPlayer, Individual};
use crate::core::Player;
use crate::core::board::{FileError, parse_ron};
use crate::core::rng::{GameRng, derive_seed};
use crate::core::{Rules, State};
use crate::files::Load;
use crate::files::save_atomically;
use crate::lab::runner;
use crate::lab::sim::{BoardChoice, play_game};
use serde::{Deserialize, Serialize};
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Instant;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Crossover {
    OnePoint,
    TwoPoint,
    Uniform,
}

#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Mutation {
    /// Chance that an individual is chosen for mutation.
    pub individual: f64,
    /// In a chosen individual, chance that each weight is replaced by a uniform value.
    pub gene: f64,
}

/// How fitness (a number of wins) is measured.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Evaluator {
    /// Each individual plays `games` games against fixed rival individual files (players per
    /// game − 1 of them).
    Basic { rivals: Vec<String>, games: u32 },
    /// The thesis's "ebdWithEbd": every ordered k-tuple of the population plays one game.
    AllVsAll,
    /// Rivals start as the first k−1 individuals and are replaced by the current best k−1 every
    /// `changing_time` generations; each individual plays `games` games against them.
    ChangingRivals { games: u32, changing_time: u32 },
    /// Each game's rivals are drawn from a pool: the `fixed` files plus the best individual of
    /// each of the last `size` generations.
    HallOfFame {
        fixed: Vec<String>,
        games: u32,
        size: u32,
    },
}

fn default_upper() -> u32 {
    100_000
}
fn default_players() -> u8 {
    4
}
fn default_rules() -> String {
    "standard".into()
}
fn default_board() -> String {
    "random".into()
}
fn default_max_turns() -> u32 {
    2000
}

/// An evolution run, as written in `experiments/*.ron`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct EvolveConfig {
    pub population: u32,
    pub generations: u32,
    /// Weights are drawn from 0..=upper.
    #[serde(default = "default_upper")]
    pub upper: u32,
    pub crossover: Crossover,
    pub crossover_probability: f64,
    pub mutation: Mutation,
    pub seed: u64,
    #[serde(default = "default_players")]
    pub players_per_game: u8,
    pub evaluator: Evaluator,
    /// The best `elitism` individuals go to the next generation unchanged.
    #[serde(default)]
    pub elitism: u32,
    /// Individual files that replace the first members of the random generation 0.
    #[serde(default)]
    pub seed_individuals: Vec<String>,
    #[serde(default = "default_rules")]
    pub rules: String,
    /// `standard`, `random` (a new random board per game) or a board file.
    #[serde(default = "default_board")]
    pub board: String,
    #[serde(default = "default_max_turns")]
    pub max_turns: u32,
}

/// Best, mean and worst fitness of one generation.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct GenStats {
    pub generation: u32,
    pub best: u32,
    pub mean: f64,
    pub worst: u32,
    pub games: u64,
    pub seconds: f64,
}

/// Everything needed to continue a run after its last completed generation.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Checkpoint {
    pub format: u32,
    pub config: EvolveConfig,
    /// The generation the population below is (not yet evaluated).
    pub next_generation: u32,
    pub population: Vec<[u32; 32]>,
    /// The current rivals (changing_rivals).
    pub rivals: Vec<[u32; 32]>,
    /// Best individual of each generation so far (hall_of_fame and the run's result).
    pub champions: Vec<[u32; 32]>,
    pub history: Vec<GenStats>,
}

/// A config with every file it names loaded, checked before any game is played.
pub struct Prepared {
    pub config: EvolveConfig,
    pub rules: Arc<Rules>,
    pub board: BoardChoice,
    pub fixed: Vec<Individual>,
    pub seeds: Vec<Individual>,
}

impl EvolveConfig {
    pub fn from_ron(file: &str, text: &str) -> Result<EvolveConfig, FileError> {
        parse_ron(file, text)
    }

    /// Check every field and load every file the config names; the error names the field.
    pub fn prepare(&self, file: &str) -> Result<Prepared, String> {
        let e = |field: &str, msg: String| format!("{file}: {field}: {msg}");
        let k = self.players_per_game as u32;
        if !(2..=4).contains(&k) {
            return Err(e(
                "players_per_game",
                format!("{k}: a game has 2 to 4 players"),
            ));
        }
        if self.population < 2 {
            return Err(e("population", format!("{}: at least 2", self.population)));
        }
        if self.generations == 0 {
            return Err(e("generations", "must be at least 1".into()));
        }
        for (field, p) in [
            ("crossover_probability", self.crossover_probability),
            ("mutation.individual", self.mutation.individual),
            ("mutation.gene", self.mutation.gene),
        ] {
            if !(0.0..=1.0).contains(&p) {
                return Err(e(field, format!("{p} is not a probability in [0, 1]")));
            }
        }
        if self.elitism >= self.population {
            return Err(e(
                "elitism",
                format!(
                    "{} must be below the population ({})",
                    self.elitism, self.population
                ),
            ));
        }
        let load_all = |field: &str, list: &[String]| -> Result<Vec<Individual>, String> {
            list.iter()
                .map(|p| Individual::load(Path::new(p)).map_err(|err| e(field, err.to_string())))
                .collect()
        };
        let fixed = match &self.evaluator {
            Evaluator::Basic { rivals, games } => {
                if rivals.len() as u32 != k - 1 {
                    return Err(e(
                        "evaluator.rivals",
                        format!("{} listed; {k}-player games need {}", rivals.len(), k - 1),
                    ));
                }
                if *games == 0 {
                    return Err(e("evaluator.games", "must be at least 1".into()));
                }
                load_all("evaluator.rivals", rivals)?
            }
            Evaluator::AllVsAll => {
                if self.population < k {
                    return Err(e(
                        "population",
                        format!(
                            "{}: all_vs_all needs at least {k} for {k}-player games",
                            self.population
                        ),
                    ));
                }
                Vec::new()
            }
            Evaluator::ChangingRivals {
                games,
                changing_time,
            } => {
                if *games == 0 || *changing_time == 0 {
                    return Err(e(
                        "evaluator",
                        "games and changing_time must be at least 1".into(),
                    ));
                }
                if self.population < k - 1 {
                    return Err(e(
                        "population",
                        format!("needs at least {} individuals", k - 1),
                    ));
                }
                Vec::new()
            }
            Evaluator::HallOfFame { fixed, games, size } => {
                if fixed.is_empty() {
                    return Err(e(
                        "evaluator.fixed",
                        "list at least one individual file (the pool before any champion)".into(),
                    ));
                }
                if *games == 0 || *size == 0 {
                    return Err(e("evaluator", "games and size must be at least 1".into()));
                }
                load_all("evaluator.fixed", fixed)?
            }
        };
        let seeds = load_all("seed_individuals", &self.seed_individuals)?;
        if seeds.len() > self.population as usize {
            return Err(e(
                "seed_individuals",
                format!(
                    "{} files for a population of {}",
                    seeds.len(),
                    self.population
                ),
            ));
        }
        if let Some((i, w)) = seeds
            .iter()
            .flat_map(|s| s.w.iter())
            .enumerate()
            .find(|(_, w)| **w > self.upper)
        {
            return Err(e(
                "seed_individuals",
                format!(
                    "weight {} of the seeds is {w}, above upper ({})",
                    i % 32,
                    self.upper
                ),
            ));
        }
        let rules = crate::files::rules_by_name_or_path(&self.rules)
            .map_err(|err| e("rules", err.to_string()))?;
        if (self.players_per_game) < rules.min_players || self.players_per_game > rules.max_players
        {
            return Err(e(
                "players_per_game",
                format!(
                    "the rules '{}' allow {}..={}",
                    rules.name, rules.min_players, rules.max_players
                ),
            ));
        }
        let board = BoardChoice::parse(&self.board).map_err(|err| e("board", err))?;
        Ok(Prepared {
            config: self.clone(),
            rules: Arc::new(rules),
            board,
            fixed,
            seeds,
        })
    }

    /// Games played to evaluate one generation.
    pub fn games_per_generation(&self) -> u64 {
        let n = self.population as u64;
        let k = self.players_per_game as u64;
        match &self.evaluator {
            Evaluator::Basic { games, .. }
            | Evaluator::ChangingRivals { games, .. }
            | Evaluator::HallOfFame { games, .. } => n * *games as u64,
            Evaluator::AllVsAll => (0..k).map(|i| n - i).product(),
        }
    }
}

// ------------------------------------------------------------------ operators

fn random_individual(rng: &mut GameRng, upper: u32) -> [u32; 32] {
    std::array::from_fn(|_| uniform(rng, upper))
}

fn uniform(rng: &mut GameRng, upper: u32) -> u32 {
    (rng.next_u64() % (upper as u64 + 1)) as u32
}

fn chance(rng: &mut GameRng, p: f64) -> bool {
    ((rng.next_u64() >> 11) as f64 / (1u64 << 53) as f64) < p
}

fn cross(rng: &mut GameRng, kind: Crossover, a: &mut [u32; 32], b: &mut [u32; 32]) {
    match kind {
        Crossover::OnePoint => {
            let p = 1 + rng.below(31) as usize;
            for i in p..32 {
                std::mem::swap(&mut a[i], &mut b[i]);
            }
        }
        Crossover::TwoPoint => {
            let mut p = 1 + rng.below(31) as usize;
            let mut q = 1 + rng.below(31) as usize;
            if p > q {
                std::mem::swap(&mut p, &mut q);
            }
            for i in p..q {
                std::mem::swap(&mut a[i], &mut b[i]);
            }
        }
        Crossover::Uniform => {
            for i in 0..32 {
                if rng.below(2) == 1 {
                    std::mem::swap(&mut a[i], &mut b[i]);
                }
            }
        }
    }
}

/// The next generation: roulette-wheel pairs ([`GameRng::weighted`]: slice ∝ fitness), crossover, mutation, then the elite unchanged.
pub fn breed(
    cfg: &EvolveConfig,
    population: &[[u32; 32]],
    fitness: &[u32],
    rng: &mut GameRng,
) -> Vec<[u32; 32]> {
    let n = population.len();
    let mut next = Vec::with_capacity(n);
    while next.len() < n {
        let mut a = population[rng.weighted(fitness)];
        let mut b = population[rng.weighted(fitness)];
        if chance(rng, cfg.crossover_probability) {
            cross(rng, cfg.crossover, &mut a, &mut b);
        }
        next.push(a);
        if next.len() < n {
            next.push(b);
        }
    }
    for ind in next.iter_mut() {
        if chance(rng, cfg.mutation.individual) {
            for g in ind.iter_mut() {
                if chance(rng, cfg.mutation.gene) {
                    *g = uniform(rng, cfg.upper);
                }
            }
        }
    }
    let mut order: Vec<usize> = (0..n).collect();
    order.sort_by(|&x, &y| fitness[y].cmp(&fitness[x]).then(x.cmp(&y)));
    for (slot, &i) in order.iter().take(cfg.elitism as usize).enumerate() {
        next[n - 1 - slot] = population[i];
    }
    next
}

// ------------------------------------------------------------------ evaluation

/// One game: seats by roster index (population first, then rivals).
#[derive(Clone, Copy, Debug)]
struct Job {
    seats: [u16; 4],
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
}

fn play_jobs(
    p: &Prepared,
    roster: &[Individual],
    jobs: &[Job],
    ctl: &RunControl<'_>,
    obs: &dyn Observer,
) -> Result<Vec<Option<u8>>, ()> {
    let k = p.config.players_per_game as usize;
    let progress = |d: u64| obs.games_done(d);
    let control = runner::Control {
        threads: ctl.threads.max(1).min(jobs.len().max(1)),
        stop: Some(ctl.stop),
        progress: &progress,
    };
    runner::run(jobs.len() as u64, &control, |i| {
        let job = &jobs[i as usize];
        let board = p.board.board_for(job.seed);
        let mut state = State::new(board, p.rules.clone(), k as u8, derive_seed(job.seed, 2))
            .map_err(|_| ())?;
        let mut players: Vec<Box<dyn Player>> = (0..k)
            .map(|s| -> Box<dyn Player> {
                Box::new(AiPlayer::new("ai", roster[job.seats[s] as usize]))
            })
            .collect();
        play_game(&mut state, &mut players, p.config.max_turns, None)
            .map(|r| r.winner)
            .map_err(|_| ())
    })
    .map_err(|_| ())
}

/// Fitness (wins) of every member of `population` in generation `g`.
fn evaluate(
    p: &Prepared,
    g: u32,
    population: &[[u32; 32]],
    rivals: &[[u32; 32]],
    champions: &[[u32; 32]],
    ctl: &RunControl<'_>,
    obs: &dyn Observer,
) -> Result<(Vec<u32>, u64), ()> {
    let cfg = &p.config;
    let n = population.len();
    let k = cfg.players_per_game as usize;
    let gen_seed = derive_seed(cfg.seed, 2 * g as u64);
    let mut roster: Vec<Individual> = population.iter().map(|w| Individual { w: *w }).collect();
    let mut jobs = Vec::new();
    let job_seed = |jobs: &Vec<Job>| derive_seed(gen_seed, jobs.len() as u64);
    // fixed opponents: each individual plays `games` games, its seat rotating
    let against = |roster: &mut Vec<Individual>,
                   jobs: &mut Vec<Job>,
                   pool: &[Individual],
                   games: u32,
                   draw: bool| {
        let base = roster.len() as u16;
        roster.extend_from_slice(pool);
        for i in 0..n {
            for game in 0..games {
                let seed = job_seed(jobs);
                let me_at = (game as usize) % k;
                let mut rng = GameRng::new(derive_seed(seed, 7));
                let mut seats = [0u16; 4];
                let mut r = 0;
                for (s, seat) in seats.iter_mut().enumerate().take(k) {
                    *seat = if s == me_at {
                        i as u16
                    } else if draw {
                        base + rng.below(pool.len() as u32) as u16
                    } else {
                        r += 1;
                        base + (r - 1) as u16
                    };
                }
                jobs.push(Job {
                    seats,
                    counted: Some(me_at as u8),
                    seed,
                });
            }
        }
    };
    match &cfg.evaluator {
        Evaluator::Basic { games, .. } => against(&mut roster, &mut jobs, &p.fixed, *games, false),
        Evaluator::ChangingRivals { games, .. } => {
            let pool: Vec<Individual> = rivals.iter().map(|w| Individual { w: *w }).collect();
            against(&mut roster, &mut jobs, &pool, *games, false)
        }
        Evaluator::HallOfFame { games, size, .. } => {
            let mut pool = p.fixed.clone();
            let skip = champions.len().saturating_sub(*size as usize);
            pool.extend(champions[skip..].iter().map(|w| Individual { w: *w }));
            against(&mut roster, &mut jobs, &pool, *games, true)
        }
        Evaluator::AllVsAll => {
            let mut tuple = vec![0usize; k];
            fn each(depth: usize, n: usize, tuple: &mut Vec<usize>, out: &mut Vec<[u16; 4]>) {
                if depth == tuple.len() {
                    let mut s = [0u16; 4];
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
            let mut all = Vec::new();
            each(0, n, &mut tuple, &mut all);
            for seats in all {
                let seed = job_seed(&jobs);
                jobs.push(Job {
                    seats,
                    counted: None,
                    seed,
                });
            }
        }
    }
    obs.generation_started(g, jobs.len() as u64);
    let winners = play_jobs(p, &roster, &jobs, ctl, obs)?;
    let mut fitness = vec![0u32; n];
    for (job, w) in jobs.iter().zip(&winners) {
        if let Some(w) = *w {
            let who = job.seats[w as usize] as usize;
            let counts = match job.counted {
                Some(c) => c == w,
                None => true,
            };
            if counts && who < n {
                fitness[who] += 1;
            }
        }
    }
    Ok((fitness, jobs.len() as u64))
}

// ------------------------------------------------------------------ the run

/// Where a run writes: `checkpoint.ron`, `config.ron`, `fitness.csv`, `fitness.svg`,
/// `best/<gen>-<fitness>-best.ron`, `population/<gen>-<mean>-population.ron`.
pub struct RunDir {
    pub dir: PathBuf,
}

impl RunDir {
    pub fn checkpoint(&self) -> PathBuf {
        self.dir.join("checkpoint.ron")
    }
    fn config(&self) -> PathBuf {
        self.dir.join("config.ron")
    }
}

/// Start a run in `dir` (which must not hold another run), or continue the run there.
pub fn start_or_resume(
    cfg: &EvolveConfig,
    config_file: &str,
    dir: &Path,
    resume: bool,
) -> Result<(Prepared, Checkpoint, RunDir), String> {
    let prepared = cfg.prepare(config_file)?;
    let rd = RunDir {
        dir: dir.to_path_buf(),
    };
    let existing = rd.checkpoint();
    if resume {
        let text = std::fs::read_to_string(&existing).map_err(|e| {
            format!(
                "--resume: {}: cannot read the checkpoint: {e} (start without --resume)",
                existing.display()
            )
        })?;
        let cp: Checkpoint =
            parse_ron(&existing.display().to_string(), &text).map_err(|e| e.to_string())?;
        if cp.config != *cfg {
            return Err(format!(
                "--resume: {} holds a run of a different config ({}); resume with that config or use another --out",
                dir.display(),
                rd.config().display()
            ));
        }
        return Ok((prepared, cp, rd));
    }
    if existing.exists() || rd.config().exists() {
        return Err(format!(
            "{} already holds a run (checkpoint.ron / config.ron): pass --resume to continue it, or choose another --out",
            dir.display()
        ));
    }
    for sub in ["best", "population"] {
        std::fs::create_dir_all(dir.join(sub))
            .map_err(|e| format!("{}: cannot create: {e}", dir.join(sub).display()))?;
    }
    let mut rng = GameRng::new(derive_seed(cfg.seed, u64::MAX));
    let mut population: Vec<[u32; 32]> = (0..cfg.population)
        .map(|_| random_individual(&mut rng, cfg.upper))
        .collect();
    for (i, s) in prepared.seeds.iter().enumerate() {
        population[i] = s.w;
    }
    let k = cfg.players_per_game as usize;
    let rivals = match cfg.evaluator {
        Evaluator::ChangingRivals { .. } => population[..k - 1].to_vec(),
        _ => Vec::new(),
    };
    let cp = Checkpoint {
        format: 1,
        config: cfg.clone(),
        next_generation: 0,
        population,
        rivals,
        champions: Vec::new(),
        history: Vec::new(),
    };
    save_atomically(
        &rd.config(),
        crate::core::board::to_pretty_ron(cfg).as_bytes(),
    )
    .map_err(|e| format!("{}: {e}", rd.config().display()))?;
    save_checkpoint(&rd, &cp)?;
    Ok((prepared, cp, rd))
}

fn save_checkpoint(rd: &RunDir, cp: &Checkpoint) -> Result<(), String> {
    let text = ron::ser::to_string_pretty(cp, ron::ser::PrettyConfig::new().depth_limit(3))
        .expect("serialisable");
    save_atomically(&rd.checkpoint(), text.as_bytes())
        .map_err(|e| format!("{}: {e}", rd.checkpoint().display()))
}

/// Run generations until the end (Ok) or an interruption (Err(Interrupted)). Writes the
/// outputs of each generation, then the checkpoint.
pub fn run(
    p: &Prepared,
    cp: &mut Checkpoint,
    rd: &RunDir,
    ctl: &RunControl<'_>,
    obs: &dyn Observer,
) -> Result<Result<(), Interrupted>, String> {
    let cfg = &p.config;
    let mut done_here = 0;
    while cp.next_generation < cfg.generations {
        if ctl.stop_after == Some(done_here) || ctl.stop.load(Ordering::Relaxed) {
            return Ok(Err(Interrupted {
                resume_at: cp.next_generation,
            }));
        }
        let g = cp.next_generation;
        let start = Instant::now();
        let Ok((fitness, games)) =
            evaluate(p, g, &cp.population, &cp.rivals, &cp.champions, ctl, obs)
        else {
            if ctl.stop.load(Ordering::Relaxed) {
                return Ok(Err(Interrupted { resume_at: g }));
            }
            return Err(format!("generation {g}: a game failed"));
        };
        let n = fitness.len();
        let best_i = (0..n)
            .max_by(|&a, &b| fitness[a].cmp(&fitness[b]).then(b.cmp(&a)))
            .unwrap();
        let stats = GenStats {
            generation: g,
            best: fitness[best_i],
            mean: fitness.iter().map(|&f| f as f64).sum::<f64>() / n as f64,
            worst: *fitness.iter().min().unwrap(),
            games,
            seconds: start.elapsed().as_secs_f64(),
        };
        write_generation(rd, cfg, g, &cp.population, &fitness, best_i, &stats)?;
        cp.history.push(stats.clone());
        cp.champions.push(cp.population[best_i]);
        if let Evaluator::ChangingRivals { changing_time, .. } = cfg.evaluator
            && (g + 1).is_multiple_of(changing_time)
        {
            let mut order: Vec<usize> = (0..n).collect();
            order.sort_by(|&a, &b| fitness[b].cmp(&fitness[a]).then(a.cmp(&b)));
            cp.rivals = order[..cfg.players_per_game as usize - 1]
                .iter()
                .map(|&i| cp.population[i])
                .collect();
        }
        if g + 1 < cfg.generations {
            let mut rng = GameRng::new(derive_seed(cfg.seed, 2 * g as u64 + 1));
            cp.population = breed(cfg, &cp.population, &fitness, &mut rng);
        }
        cp.next_generation = g + 1;
        write_history(rd, cfg, &cp.history)?;
        save_checkpoint(rd, cp)?;
        obs.generation_done(&stats);
        done_here += 1;
    }
    Ok(Ok(()))
}

fn write_generation(
    rd: &RunDir,
    cfg: &EvolveConfig,
    g: u32,
    population: &[[u32; 32]],
    fitness: &[u32],
    best_i: usize,
    stats: &GenStats,
) -> Result<(), String> {
    let best = Individual {
        w: population[best_i],
    };
    let path = rd
        .dir
        .join("best")
        .join(format!("{g:04}-{}-best.ron", stats.best));
    let header = vec![format!(
        "Generation {g}, fitness {} (wins of {} games per individual), seed {}.",
        stats.best,
        games_each(cfg),
        cfg.seed
    )];
    best.save(&path, &header)
        .map_err(|e| format!("{}: {e}", path.display()))?;
    let mut text = format!(
        "// Generation {g}: {} individuals, mean fitness {:.2}, best {}, worst {}.\n// A list of individuals, each with its fitness (wins) in a comment.\n[\n",
        population.len(),
        stats.mean,
        stats.best,
        stats.worst
    );
    for (i, w) in population.iter().enumerate() {
        text.push_str(&format!("    // {i}: fitness {}\n", fitness[i]));
        for line in (Individual { w: *w }).to_ron(&[]).lines() {
            text.push_str("    ");
            text.push_str(line);
            text.push('\n');
        }
        text.pop();
        text.push_str(",\n");
    }
    text.push_str("]\n");
    let path = rd
        .dir
        .join("population")
        .join(format!("{g:04}-{:.2}-population.ron", stats.mean));
    save_atomically(&path, text.as_bytes()).map_err(|e| format!("{}: {e}", path.display()))
}

fn games_each(cfg: &EvolveConfig) -> String {
    match &cfg.evaluator {
        Evaluator::Basic { games, .. }
        | Evaluator::ChangingRivals { games, .. }
        | Evaluator::HallOfFame { games, .. } => games.to_string(),
        Evaluator::AllVsAll => {
            let n = cfg.population as u64;
            let k = cfg.players_per_game as u64;
            let per = (0..k).map(|i| n - i).product::<u64>() * k / n;
            per.to_string()
        }
    }
}

fn write_history(rd: &RunDir, cfg: &EvolveConfig, history: &[GenStats]) -> Result<(), String> {
    let mut csv = String::from("generation,best,mean,worst,games,seconds\n");
    for h in history {
        csv.push_str(&format!(
            "{},{},{:.3},{},{},{:.3}\n",
            h.generation, h.best, h.mean, h.worst, h.games, h.seconds
        ));
    }
    let path = rd.dir.join("fitness.csv");
    save_atomically(&path, csv.as_bytes()).map_err(|e| format!("{}: {e}", path.display()))?;
    let svg = crate::lab::plot::fitness_svg(
        &format!(
            "{} evaluator, {:?} crossover, mutation {}/{}",
            evaluator_name(&cfg.evaluator),
            cfg.crossover,
            cfg.mutation.individual,
            cfg.mutation.gene
        ),
        history,
    )?;
    let path = rd.dir.join("fitness.svg");
    save_atomically(&path, svg.as_bytes()).map_err(|e| format!("{}: {e}", path.display()))
}

impl Load for EvolveConfig {
    fn from_text(name: &str, text: &str) -> Result<Self, FileError> {
        EvolveConfig::from_ron(name, text)
    }
}

pub fn evaluator_name(e: &Evaluator) -> &'static str {
    match e {
        Evaluator::Basic { .. } => "basic",
        Evaluator::AllVsAll => "all_vs_all",
        Evaluator::ChangingRivals { .. } => "changing_rivals",
        Evaluator::HallOfFame { .. } => "hall_of_fame",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn small(evaluator: Evaluator) -> EvolveConfig {
        EvolveConfig {
            population: 6,
            generations: 3,
            upper: 100_000,
            crossover: Crossover::TwoPoint,
            crossover_probability: 0.9,
            mutation: Mutation {
                individual: 0.2,
                gene: 0.2,
            },
            seed: 11,
            players_per_game: 2,
            evaluator,
            elitism: 1,
            seed_individuals: vec!["assets/ai/thesis-example.ron".into()],
            rules: "standard".into(),
            board: "random".into(),
            max_turns: 2000,
        }
    }

    fn scratch(name: &str) -> PathBuf {
        let d = std::env::temp_dir().join(format!("catan-evolve-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&d);
        d
    }

    fn run_all(cfg: &EvolveConfig, dir: &Path, stop_after: Option<u32>) -> Checkpoint {
        let stop = AtomicBool::new(false);
        let resume = dir.join("checkpoint.ron").exists();
        let (p, mut cp, rd) = start_or_resume(cfg, "test.ron", dir, resume).unwrap();
        let ctl = RunControl {
            threads: 2,
            stop: &stop,
            stop_after,
        };
        let _ = run(&p, &mut cp, &rd, &ctl, &Silent).unwrap();
        cp
    }

    #[test]
    fn a_resumed_run_ends_exactly_as_an_uninterrupted_one() {
        for ev in [
            Evaluator::ChangingRivals {
                games: 4,
                changing_time: 1,
            },
            Evaluator::AllVsAll,
            Evaluator::HallOfFame {
                fixed: vec!["assets/ai/thesis-example.ron".into()],
                games: 4,
                size: 2,
            },
        ] {
            let cfg = small(ev);
            let a = scratch("whole");
            let whole = run_all(&cfg, &a, None);
            assert_eq!(whole.next_generation, 3);
            let b = scratch("parts");
            let first = run_all(&cfg, &b, Some(1));
            assert_eq!(first.next_generation, 1);
            let rest = run_all(&cfg, &b, None);
            let strip = |c: &Checkpoint| {
                let mut c = c.clone();
                c.history.iter_mut().for_each(|h| h.seconds = 0.0);
                c
            };
            assert_eq!(strip(&whole), strip(&rest));
            let names = |d: &Path| {
                let mut v: Vec<_> = std::fs::read_dir(d.join("best"))
                    .unwrap()
                    .map(|e| e.unwrap().file_name())
                    .collect();
                v.sort();
                v
            };
            assert_eq!(names(&a), names(&b));
            assert_eq!(names(&a).len(), 3);
            assert!(a.join("fitness.csv").exists() && a.join("fitness.svg").exists());
            let _ = std::fs::remove_dir_all(&a);
            let _ = std::fs::remove_dir_all(&b);
        }
    }

    #[test]
    fn bad_configs_fail_before_any_game() {
        let base = small(Evaluator::AllVsAll);
        let bad = |c: EvolveConfig| c.prepare("x.ron").err().expect("an error");
        let e = bad(EvolveConfig {
            crossover_probability: 1.5,
            ..base.clone()
        });
        assert!(
            e.contains("crossover_probability") && e.contains("[0, 1]"),
            "{e}"
        );
        let e = bad(EvolveConfig {
            mutation: Mutation {
                individual: 0.1,
                gene: -0.1,
            },
            ..base.clone()
        });
        assert!(e.contains("mutation.gene"), "{e}");
        let e = bad(EvolveConfig {
            evaluator: Evaluator::Basic {
                rivals: vec!["no/such.ron".into()],
                games: 10,
            },
            ..base.clone()
        });
        assert!(
            e.contains("evaluator.rivals") && e.contains("no/such.ron"),
            "{e}"
        );
        let e = bad(EvolveConfig {
            players_per_game: 4,
            evaluator: Evaluator::Basic {
                rivals: vec!["assets/ai/thesis-example.ron".into()],
                games: 10,
            },
            ..base.clone()
        });
        assert!(e.contains("need 3"), "{e}");
        let e = EvolveConfig::from_ron("x.ron", "(population: 4, generations: 1, crossover: OnePoint, crossover_probability: 0.9, mutation: (individual: 0.1, gene: 0.1), seed: 1, evaluator: Tournament)")
            .unwrap_err();
        assert!(
            e.to_string().contains("Tournament") && e.position.is_some(),
            "{e}"
        );

        // an output folder that holds another run
        let d = scratch("occupied");
        run_all(
            &EvolveConfig {
                generations: 1,
                ..base.clone()
            },
            &d,
            None,
        );
        let e = start_or_resume(&base, "x.ron", &d, false).err().unwrap();
        assert!(e.contains("already holds a run"), "{e}");
        let other = EvolveConfig { seed: 99, ..base };
        let e = start_or_resume(&other, "x.ron", &d, true).err().unwrap();
        assert!(e.contains("different config"), "{e}");
        let _ = std::fs::remove_dir_all(&d);
    }

    #[test]
    fn operators() {
        let cfg = small(Evaluator::AllVsAll);
        let mut rng = GameRng::new(1);
        // roulette picks only individuals with fitness when some have it
        for _ in 0..100 {
            assert_eq!(rng.weighted(&[0, 5, 0]), 1);
        }
        let a = [1u32; 32];
        let b = [2u32; 32];
        for kind in [Crossover::OnePoint, Crossover::TwoPoint, Crossover::Uniform] {
            let (mut x, mut y) = (a, b);
            cross(&mut rng, kind, &mut x, &mut y);
            for i in 0..32 {
                assert_eq!(x[i] + y[i], 3, "genes are swapped, not invented");
            }
        }
        // the elite survives unchanged; weights stay within the bound
        let pop = vec![[7u32; 32], [100_000u32; 32], [3u32; 32]];
        let next = breed(&cfg, &pop, &[1, 9, 0], &mut rng);
        assert_eq!(next.len(), 3);
        assert_eq!(next[2], [100_000u32; 32]);
        assert!(next.iter().flatten().all(|&w| w <= 100_000));
    }
}
