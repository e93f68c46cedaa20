//! `catan evolve`: the genetic algorithm, with progress and Ctrl-C.

use crate::Outcome;
use crate::common::threads_default;
use anyhow::{Context, bail};
use catan::files::Load;
use std::path::PathBuf;
use std::sync::atomic::{AtomicBool, Ordering};

#[derive(clap::Args)]
pub(crate) struct EvolveArgs {
    config: PathBuf,
    /// Output folder (default: runs/<config name>).
    #[arg(long)]
    out: Option<PathBuf>,
    /// Continue the run in the output folder from its last checkpoint.
    #[arg(long)]
    resume: bool,
    /// Worker threads (default: all cores).
    #[arg(long)]
    threads: Option<usize>,
}

static STOP: AtomicBool = AtomicBool::new(false);

/// The first Ctrl-C stops after the games in progress (the generation restarts on --resume); a
/// second one stops at once (the last checkpoint is still there).
fn on_interrupt() {
    if STOP.swap(true, Ordering::SeqCst) {
        std::process::exit(130);
    }
}

struct EvolveProgress {
    bar: indicatif::ProgressBar,
    base: std::sync::atomic::AtomicU64,
    generations: u32,
}

impl catan::lab::evolve::Observer for EvolveProgress {
    fn generation_started(&self, g: u32, _games: u64) {
        self.base
            .store(self.bar.position(), std::sync::atomic::Ordering::Relaxed);
        self.bar
            .set_message(format!("generation {}/{}", g + 1, self.generations));
    }
    fn games_done(&self, done: u64) {
        self.bar
            .set_position(self.base.load(std::sync::atomic::Ordering::Relaxed) + done);
    }
    fn generation_done(&self, s: &catan::lab::evolve::GenStats) {
        let line = format!(
            "generation {:>4}: best {:>6}, mean {:>9.2}, worst {:>6}  ({} games, {:.1} s, {:.0} games/s)",
            s.generation,
            s.best,
            s.mean,
            s.worst,
            s.games,
            s.seconds,
            s.games as f64 / s.seconds.max(1e-9)
        );
        // a hidden bar (output not a terminal) drops println: write the line anyway
        if self.bar.is_hidden() {
            eprintln!("{line}");
        } else {
            self.bar.println(line);
        }
    }
}

/// The run's folder under `runs/`, named after the config file: only a plain name will do
/// (`...ron` would make `runs/..`, writing outside `runs/`).
fn default_out_name(config: &std::path::Path) -> anyhow::Result<String> {
    let stem = config
        .file_stem()
        .map(|s| s.to_string_lossy().into_owned())
        .unwrap_or_default();
    let plain =
        !stem.is_empty() && !stem.starts_with('.') && !stem.contains(['/', '\\']) && stem != "..";
    if !plain {
        bail!(
            "{}: cannot name the output folder after this file; pass --out DIR",
            config.display()
        );
    }
    Ok(stem)
}

pub(crate) fn run(a: EvolveArgs) -> Outcome {
    if a.threads == Some(0) {
        bail!("--threads: must be at least 1");
    }
    let (config, out, resume) = (a.config.as_path(), a.out, a.resume);
    let threads = a.threads.unwrap_or_else(threads_default);
    use catan::lab::evolve::{self, EvolveConfig, RunControl};
    let cfg = EvolveConfig::load(config)?;
    let out = match out {
        Some(out) => out,
        None => PathBuf::from("runs").join(default_out_name(config)?),
    };
    let name = config.display().to_string();
    let (prepared, mut cp, rd) = evolve::start_or_resume(&cfg, &name, &out, resume)?;
    ctrlc::set_handler(on_interrupt).context("cannot install the Ctrl-C handler")?;
    let per_gen = cfg.games_per_generation();
    let left = (cfg.generations - cp.next_generation) as u64 * per_gen;
    eprintln!(
        "{}: {} generations x {} games, {} to play from generation {}; writing to {}",
        name,
        cfg.generations,
        per_gen,
        left,
        cp.next_generation,
        out.display()
    );
    let bar = indicatif::ProgressBar::new(left);
    bar.set_style(
        indicatif::ProgressStyle::with_template(
            "{msg} [{bar:30}] {human_pos}/{human_len} games, {per_sec}, eta {eta}",
        )
        .expect("template")
        .progress_chars("=> "),
    );
    let obs = EvolveProgress {
        bar,
        base: std::sync::atomic::AtomicU64::new(0),
        generations: cfg.generations,
    };
    let ctl = RunControl {
        threads,
        stop: &STOP,
        stop_after: None,
    };
    let start = std::time::Instant::now();
    let result = evolve::run(&prepared, &mut cp, &rd, &ctl, &obs)?;
    obs.bar.finish_and_clear();
    let games: u64 = cp.history.iter().map(|h| h.games).sum();
    match result {
        Err(stop) => {
            eprintln!(
                "interrupted: generations 0..{} are saved in {}; continue with: catan evolve {} --out {} --resume",
                stop.resume_at,
                out.display(),
                name,
                out.display()
            );
            Ok(130)
        }
        Ok(()) => {
            let secs = start.elapsed().as_secs_f64();
            let last = cp.history.last().expect("at least one generation");
            let (bg, best) = cp
                .history
                .iter()
                .enumerate()
                .max_by(|a, b| a.1.best.cmp(&b.1.best).then(b.0.cmp(&a.0)))
                .map(|(i, h)| (i, h.best))
                .unwrap();
            println!(
                "done: {} generations, {} games in all; this call {:.1} s. Last generation: best {}, mean {:.2}. Best of the run: generation {bg} ({best} wins), {}",
                cfg.generations,
                games,
                secs,
                last.best,
                last.mean,
                out.join("best").display()
            );
            Ok(0)
        }
    }
}
