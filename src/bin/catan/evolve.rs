//! `catan evolve`: the genetic algorithm, with progress and Ctrl-C.

use crate::Outcome;
use crate::common::threads_default;
use anyhow::{Context, bail};
use catan::files::Load;
use catan::lab::ranks::Ranks;
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

/// The config: read here on one rank; on several, rank 0 reads it and hands its text to the
/// others.
fn read_config(
    config: &std::path::Path,
    ranks: &dyn Ranks,
) -> anyhow::Result<catan::lab::evolve::EvolveConfig> {
    use catan::lab::evolve::EvolveConfig;
    if ranks.size() == 1 {
        return Ok(EvolveConfig::load(config)?);
    }
    let read = (ranks.rank() == 0).then(|| {
        catan::files::read_file_at_most(config, EvolveConfig::MAX_BYTES).map_err(|e| e.to_string())
    });
    let handed = match &read {
        Some(Ok((_, text))) => format!("ok\n{text}"),
        Some(Err(e)) => format!("error\n{e}"),
        None => String::new(),
    };
    let handed =
        String::from_utf8(ranks.broadcast(handed.as_bytes())).context("rank 0's config text")?;
    match handed.split_once('\n') {
        Some(("ok", text)) => Ok(EvolveConfig::from_text(
            &config.display().to_string(),
            text,
        )?),
        Some((_, error)) if ranks.rank() == 0 => bail!("{error}"),
        Some((_, error)) => bail!("rank 0 could not read the config: {error}"),
        None => bail!("rank 0 sent no config"),
    }
}

fn games_bar(left: u64) -> indicatif::ProgressBar {
    let bar = indicatif::ProgressBar::new(left);
    bar.set_style(
        indicatif::ProgressStyle::with_template(
            "{msg} [{bar:30}] {human_pos}/{human_len} games, {per_sec}, eta {eta}",
        )
        .expect("template")
        .progress_chars("=> "),
    );
    bar
}

pub(crate) fn run(a: EvolveArgs, ranks: &dyn Ranks) -> Outcome {
    if a.threads == Some(0) {
        bail!("--threads: must be at least 1");
    }
    let (config, out, resume) = (a.config.as_path(), a.out, a.resume);
    let threads = a.threads.unwrap_or_else(threads_default);
    use catan::lab::evolve::{self, RunControl};
    let cfg = read_config(config, ranks)?;
    let out = match out {
        Some(out) => out,
        None => PathBuf::from("runs").join(default_out_name(config)?),
    };
    let name = config.display().to_string();
    let (prepared, mut cp, rd) = evolve::start_or_resume_ranked(&cfg, &name, &out, resume, ranks)?;
    let root = ranks.rank() == 0;
    ctrlc::set_handler(on_interrupt).context("cannot install the Ctrl-C handler")?;
    let per_gen = cfg.games_per_generation();
    let left = (cfg.generations - cp.next_generation) as u64 * per_gen;
    let ranks_note = match ranks.size() {
        1 => String::new(),
        n => format!(" ({n} ranks)"),
    };
    if root {
        eprintln!(
            "{}: {} generations x {} games, {} to play from generation {}; writing to {}{}",
            name,
            cfg.generations,
            per_gen,
            left,
            cp.next_generation,
            out.display(),
            ranks_note
        );
    }
    let obs = EvolveProgress {
        bar: games_bar(left),
        base: std::sync::atomic::AtomicU64::new(0),
        generations: cfg.generations,
    };
    let ctl = RunControl {
        threads,
        stop: &STOP,
        stop_after: None,
        ranks,
    };
    let start = std::time::Instant::now();
    let observer: &dyn evolve::Observer = if root { &obs } else { &evolve::Silent };
    let result = evolve::run(&prepared, &mut cp, &rd, &ctl, observer)?;
    obs.bar.finish_and_clear();
    match result {
        Err(_) if !root => Ok(130),
        Ok(()) if !root => Ok(0),
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
            print_done(&cp, cfg.generations, &out, start.elapsed().as_secs_f64());
            Ok(0)
        }
    }
}

/// The run's summary: games, time, the last generation, the best of the run.
fn print_done(
    cp: &catan::lab::evolve::Checkpoint,
    generations: u32,
    out: &std::path::Path,
    secs: f64,
) {
    let games: u64 = cp.history.iter().map(|h| h.games).sum();
    let Some(last) = cp.history.last() else {
        println!("done: no generation played");
        return;
    };
    let (bg, best) = cp
        .history
        .iter()
        .enumerate()
        .max_by(|a, b| a.1.best.cmp(&b.1.best).then(b.0.cmp(&a.0)))
        .map(|(i, h)| (i, h.best))
        .unwrap_or((0, last.best));
    println!(
        "done: {} generations, {} games in all; this call {:.1} s. Last generation: best {}, mean {:.2}. Best of the run: generation {bg} ({best} wins), {}",
        generations,
        games,
        secs,
        last.best,
        last.mean,
        out.join("best").display()
    );
}
