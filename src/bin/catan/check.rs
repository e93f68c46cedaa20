//! `catan check`: random games with every invariant checked after every action.

use crate::Outcome;
use crate::common::threads_default;
use anyhow::bail;
use catan::lab::check::{self, CheckConfig};
use std::path::PathBuf;

#[derive(clap::Args)]
pub(crate) struct CheckArgs {
    /// Games to play (every preset, random boards, 2 to 6 players — five and six under the 5–6
    /// extension —, random traders and computer
    /// players, each set up from its seed).
    #[arg(long, default_value_t = 1000)]
    games: u64,
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Worker threads (default: all cores).
    #[arg(long)]
    threads: Option<usize>,
    /// Also check, before every action, that the legal list and the rule checker agree on every
    /// candidate action (about ten times slower).
    #[arg(long)]
    deep: bool,
    /// Where the record of a game that breaks an invariant is written.
    #[arg(long, default_value = "check-failures")]
    out: PathBuf,
    /// Play every game on this board (a file, `standard`, `random`; default: random boards for
    /// each game's player count); the games then have 2 up to as many players as it hosts.
    #[arg(long)]
    board: Option<String>,
}

pub(crate) fn run(a: CheckArgs) -> Outcome {
    if a.threads == Some(0) {
        bail!("--threads: must be at least 1");
    }
    if a.games == 0 {
        bail!("--games: must be at least 1");
    }
    let board = match &a.board {
        Some(spec) => Some(
            catan::lab::sim::BoardChoice::parse_for(spec, 2)
                .map_err(|e| anyhow::anyhow!("--board: {e}"))?,
        ),
        None => None,
    };
    let cfg = CheckConfig {
        board,
        games: a.games,
        seed: a.seed,
        threads: a.threads.unwrap_or_else(threads_default),
        deep: a.deep,
        out: a.out,
    };
    let pb = indicatif::ProgressBar::new(cfg.games);
    pb.set_style(
        indicatif::ProgressStyle::with_template(
            "check [{bar:40}] {human_pos}/{human_len} games, {per_sec}, eta {eta}",
        )
        .expect("valid template")
        .progress_chars("=> "),
    );
    if cfg.games < 500 {
        pb.set_draw_target(indicatif::ProgressDrawTarget::hidden());
    }
    let s = check::run(&cfg, &|d| pb.set_position(d))?;
    pb.finish_and_clear();
    println!(
        "{} games ({} finished), {} actions checked{}: every invariant held ({:.1} s, {} thread(s), seed {})",
        s.games,
        s.finished,
        s.actions,
        if cfg.deep {
            " with the legality cross-check"
        } else {
            ""
        },
        s.seconds,
        cfg.threads,
        cfg.seed
    );
    Ok(0)
}
