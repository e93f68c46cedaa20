//! The run: its folder, start or resume, one generation after another, the files it writes.

use super::Genome;
use super::config::games_each;
use super::error::EvolveError;
use super::evaluate::evaluate;
use super::history::write_history;
use super::operators::random_individual;
use super::{
    Checkpoint, Evaluator, EvolveConfig, GenStats, Interrupted, Observer, Prepared, RunControl,
    breed,
};
use crate::core::rng::{GameRng, derive_seed};
use crate::core::ron_file::parse_ron;
use crate::files::save_atomically;
use crate::lab::ranks::{self, Ranks, Spread};
use std::path::{Path, PathBuf};
use std::sync::atomic::Ordering;
use std::time::Instant;

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

/// Whether the run folder's config.ron holds this config.
fn same_config(rd: &RunDir, cfg: &EvolveConfig) -> bool {
    crate::files::read_text(&rd.config())
        .ok()
        .and_then(|t| parse_ron::<EvolveConfig>("config.ron", &t).ok())
        .is_some_and(|c| c == *cfg)
}

/// What is wrong with a checkpoint that parses but cannot be the state of its own run.
fn check_checkpoint(cp: &Checkpoint) -> Result<(), String> {
    let cfg = &cp.config;
    if cp.format != 1 {
        return Err(format!("format {} (this catan reads format 1)", cp.format));
    }
    if cp.population.len() != cfg.population as usize {
        return Err(format!(
            "{} individuals, the config breeds {}",
            cp.population.len(),
            cfg.population
        ));
    }
    if cp.next_generation > cfg.generations {
        return Err(format!(
            "next_generation {} is past the run's {} generations",
            cp.next_generation, cfg.generations
        ));
    }
    if cp.history.len() != cp.next_generation as usize
        || cp.champions.len() != cp.next_generation as usize
    {
        return Err(format!(
            "{} generations of history and {} champions for next_generation {}",
            cp.history.len(),
            cp.champions.len(),
            cp.next_generation
        ));
    }
    if matches!(cfg.evaluator, Evaluator::ChangingRivals { .. })
        && cp.rivals.len() + 1 != cfg.players_per_game as usize
    {
        return Err(format!(
            "{} rivals for {}-player games",
            cp.rivals.len(),
            cfg.players_per_game
        ));
    }
    Ok(())
}

/// Start a run in `dir` (which must not hold another run), or continue the run there.
pub fn start_or_resume(
    cfg: &EvolveConfig,
    config_file: &str,
    dir: &Path,
    resume: bool,
) -> Result<(Prepared, Checkpoint, RunDir), EvolveError> {
    let prepared = cfg.prepare(config_file)?;
    let rd = RunDir {
        dir: dir.to_path_buf(),
    };
    let existing = rd.checkpoint();
    // a run stopped between writing config.ron and its first checkpoint has nothing to resume
    // and nothing to lose: it starts again (if it is the same config)
    let unstarted = !existing.exists() && rd.config().exists() && same_config(&rd, cfg);
    if resume && !unstarted {
        let text =
            crate::files::read_text(&existing).map_err(|error| EvolveError::NoCheckpoint {
                path: existing.clone(),
                error,
            })?;
        let cp: Checkpoint = parse_ron(&existing.display().to_string(), &text)?;
        if cp.config != *cfg {
            return Err(EvolveError::OtherConfig {
                dir: dir.to_path_buf(),
                config: rd.config(),
            });
        }
        check_checkpoint(&cp).map_err(|what| EvolveError::DamagedCheckpoint {
            path: existing.clone(),
            what,
        })?;
        return Ok((prepared, cp, rd));
    }
    if existing.exists() || (rd.config().exists() && !unstarted) {
        return Err(EvolveError::Occupied {
            dir: dir.to_path_buf(),
        });
    }
    for sub in ["best", "population"] {
        crate::files::ensure_dir(&dir.join(sub)).map_err(|error| EvolveError::CreateDir {
            path: dir.join(sub),
            error,
        })?;
    }
    let mut rng = GameRng::new(derive_seed(cfg.seed, u64::MAX));
    let mut population: Vec<Genome> = (0..cfg.population)
        .map(|_| random_individual(&mut rng, cfg))
        .collect();
    for (i, s) in prepared.seeds.iter().enumerate() {
        population[i] = Genome::of(s);
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
        crate::core::ron_file::to_pretty_ron(cfg).as_bytes(),
    )
    .map_err(EvolveError::write(&rd.config()))?;
    save_checkpoint(&rd, &cp)?;
    Ok((prepared, cp, rd))
}

/// [`start_or_resume`] for a run shared by several ranks: rank 0 reads, checks and (starting)
/// writes the run folder, then hands its checkpoint to the others; every other rank prepares the
/// config itself (reading the files it names) and all ranks check that they read the same.
pub fn start_or_resume_ranked(
    cfg: &EvolveConfig,
    config_file: &str,
    dir: &Path,
    resume: bool,
    ranks: &dyn Ranks,
) -> Result<(Prepared, Checkpoint, RunDir), EvolveError> {
    if ranks.size() == 1 {
        return start_or_resume(cfg, config_file, dir, resume);
    }
    let at_root = (ranks.rank() == 0).then(|| start_or_resume(cfg, config_file, dir, resume));
    let handed: Result<String, String> = match &at_root {
        Some(Ok((_, cp, _))) => Ok(checkpoint_text(cp)),
        Some(Err(e)) => Err(e.to_string()),
        None => Err(String::new()),
    };
    let handed = ranks.broadcast(&postcard::to_allocvec(&handed).expect("plain data"));
    let handed: Result<String, String> = postcard::from_bytes(&handed)
        .map_err(|e| EvolveError::Ranks(format!("rank 0's checkpoint could not be read: {e}")))?;
    let mine = match at_root {
        Some(r) => r,
        None => match handed {
            Err(message) => Err(EvolveError::Ranks(format!("rank 0 stopped: {message}"))),
            Ok(text) => cfg.prepare(config_file).and_then(|p| {
                let cp: Checkpoint = parse_ron("rank 0's checkpoint", &text)?;
                let rd = RunDir {
                    dir: dir.to_path_buf(),
                };
                Ok((p, cp, rd))
            }),
        },
    };
    // every rank says whether it could start, so that none waits on one that could not
    let digest = match &mine {
        Ok((p, cp, _)) => ranks::digest(&(p, cp)),
        Err(_) => 0,
    };
    let failed = ranks::any(ranks, mine.is_err());
    if failed {
        return match mine {
            Err(e) => Err(e),
            Ok(_) => Err(EvolveError::Ranks(
                "another rank could not start the run (its message is above)".into(),
            )),
        };
    }
    if let Some(r) = ranks::first_different(ranks, digest) {
        return Err(EvolveError::Ranks(format!(
            "rank {r} read other inputs than rank 0 (the config, the individual files it names \
             and the catan binary must be the same on every node)"
        )));
    }
    mine
}

fn checkpoint_text(cp: &Checkpoint) -> String {
    ron::ser::to_string_pretty(cp, ron::ser::PrettyConfig::new().depth_limit(3))
        .expect("serialisable")
}

fn save_checkpoint(rd: &RunDir, cp: &Checkpoint) -> Result<(), EvolveError> {
    let text = checkpoint_text(cp);
    save_atomically(&rd.checkpoint(), text.as_bytes()).map_err(EvolveError::write(&rd.checkpoint()))
}

/// Run generations until the end (Ok) or an interruption (Err(Interrupted)). Writes the
/// outputs of each generation, then the checkpoint.
pub fn run(
    p: &Prepared,
    cp: &mut Checkpoint,
    rd: &RunDir,
    ctl: &RunControl<'_>,
    obs: &dyn Observer,
) -> Result<Result<(), Interrupted>, EvolveError> {
    let cfg = &p.config;
    let mut done_here = 0;
    while cp.next_generation < cfg.generations {
        // every rank must agree to stop here (Ctrl-C may reach the ranks at different times)
        let stop = ranks::any(ctl.ranks, ctl.stop.load(Ordering::Relaxed));
        if ctl.stop_after == Some(done_here) || stop {
            return Ok(Err(Interrupted {
                resume_at: cp.next_generation,
            }));
        }
        let g = cp.next_generation;
        let start = Instant::now();
        let (fitness, games) = match evaluate(p, g, cp, ctl, obs) {
            Ok(done) => done,
            Err(Spread::Interrupted) => return Ok(Err(Interrupted { resume_at: g })),
            Err(Spread::Failed(what)) => {
                return Err(EvolveError::GameFailed {
                    generation: g,
                    what,
                });
            }
            Err(Spread::FailedOn { rank, message }) => {
                return Err(EvolveError::GameFailed {
                    generation: g,
                    what: format!("{message} (on rank {rank})"),
                });
            }
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
        let writer = ctl.ranks.rank() == 0;
        if writer {
            write_generation(rd, cfg, &cp.population, &fitness, best_i, &stats)?;
        }
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
        if writer {
            write_history(&rd.dir, cfg, &cp.history)?;
            save_checkpoint(rd, cp)?;
        }
        obs.generation_done(&stats);
        done_here += 1;
    }
    Ok(Ok(()))
}

/// The best individual and the whole population of the generation `stats` describes, written.
fn write_generation(
    rd: &RunDir,
    cfg: &EvolveConfig,
    population: &[Genome],
    fitness: &[u32],
    best_i: usize,
    stats: &GenStats,
) -> Result<(), EvolveError> {
    let g = stats.generation;
    let best = population[best_i].individual();
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
        .map_err(EvolveError::write(&path))?;
    let mut text = format!(
        "// Generation {g}: {} individuals, mean fitness {:.2}, best {}, worst {}.\n// A list of individuals, each with its fitness (wins) in a comment.\n[\n",
        population.len(),
        stats.mean,
        stats.best,
        stats.worst
    );
    for (i, w) in population.iter().enumerate() {
        text.push_str(&format!("    // {i}: fitness {}\n", fitness[i]));
        for line in (w.individual()).to_ron(&[]).lines() {
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
    save_atomically(&path, text.as_bytes()).map_err(EvolveError::write(&path))
}
