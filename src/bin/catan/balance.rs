//! `catan board balance FILE --out NEW`: "Balance it" on the command line — number tokens or
//! harbours swapped (never the map's shape) to bring the seats' win rates closest together, the
//! map before and after judged on games the search did not use, the new map written to a new file.

use crate::Outcome;
use crate::common::{progress_bar, threads_default};
use anyhow::{Context, anyhow, bail};
use catan::core::BoardFile;
use catan::core::ron_file::to_pretty_ron;
use catan::files::Load;
use catan::lab::PlayerSpec;
use catan::lab::fairness::balance::{self, Proposal, Search, Swap};
use catan::lab::fairness::{FairnessConfig, Openings, Rate, Watch, flags::ordinal};
use std::path::PathBuf;
use std::sync::Arc;

#[derive(clap::Args)]
pub(crate) struct BalanceArgs {
    /// The board file to balance (it is not changed).
    file: PathBuf,
    /// Where to write the balanced board (a new file: an existing one is not overwritten).
    #[arg(long)]
    out: Option<PathBuf>,
    /// Players at the table.
    #[arg(long, default_value_t = 4)]
    players: u8,
    /// Games of the check, before and after, on a seed the search did not use.
    #[arg(long, default_value_t = 2000)]
    games: u32,
    /// Games judging each candidate swap.
    #[arg(long, default_value_t = 600)]
    search_games: u32,
    /// Rounds of the search (each keeps at most one swap).
    #[arg(long, default_value_t = 4)]
    rounds: u32,
    /// Candidate swaps judged per round.
    #[arg(long, default_value_t = 6)]
    candidates: u32,
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// The computer in every seat.
    #[arg(long, default_value = "medium")]
    level: String,
    /// How the opening settlements are placed: `top:K` (one of the K best free corners, drawn per
    /// game) or `own` (the computer's own choice: on a fixed board the same every game).
    #[arg(long, default_value = "top:5", value_parser = crate::fairness::parse_openings)]
    openings: Openings,
    #[arg(long)]
    threads: Option<usize>,
    /// Print one JSON object instead of text.
    #[arg(long)]
    json: bool,
}

pub(crate) fn run(a: BalanceArgs) -> Outcome {
    // a big map runs wide, every other narrow (the base game's code)
    let board = catan::core::AnyBoard::load(&a.file)?;
    catan::with_width!(board, b => run_on(a, b))
}

fn run_on<const W: usize>(a: BalanceArgs, board: Arc<catan::core::Board<W>>) -> Outcome {
    if let Some(out) = a.out.as_ref().filter(|o| o.exists()) {
        bail!("--out {}: the file exists; name a new one", out.display());
    }
    if !(2..=6).contains(&a.players) || a.players > board.opening_capacity() {
        bail!(
            "--players {}: {} hosts 2 to {} players",
            a.players,
            a.file.display(),
            board.opening_capacity()
        );
    }
    if a.games == 0 || a.search_games == 0 || a.candidates == 0 {
        bail!("--games, --search-games and --candidates must be at least 1");
    }
    let rules = catan::files::rules_for_players("standard", a.players as usize)
        .map_err(|e| anyhow!("--players: {e}"))?;
    let cfg = FairnessConfig {
        board,
        rules: Arc::new(rules),
        players: a.players,
        games: a.games,
        seed: a.seed,
        threads: a.threads.unwrap_or_else(threads_default).max(1),
        player: PlayerSpec::parse(&a.level).map_err(|e| anyhow!("--level: {e}"))?,
        max_turns: 2000,
        openings: a.openings,
    };
    let search = Search {
        rounds: a.rounds,
        candidates: a.candidates,
        games: a.search_games,
    };
    let pb = progress_bar(a.rounds * a.candidates, "balance");
    pb.set_draw_target(indicatif::ProgressDrawTarget::stderr());
    let progress = |d: u32| pb.set_position(d as u64);
    let p = balance::balance(
        &cfg,
        search,
        &Watch {
            stop: None,
            progress: &progress,
        },
    )?;
    pb.finish_and_clear();
    if let Some(out) = &a.out {
        let text = format!(
            "// {} balanced by `catan board balance` (seed {}): {} swap(s)\n{}\n",
            a.file.display(),
            a.seed,
            p.swaps.len(),
            to_pretty_ron(&p.file)
        );
        catan::files::save_atomically(out, text.as_bytes())
            .with_context(|| format!("{}: cannot write", out.display()))?;
    }
    if a.json {
        println!("{}", serde_json::to_string_pretty(&p)?);
    } else {
        print(&cfg.board.file, &p, a.out.as_ref());
    }
    Ok(0)
}

fn rate(r: &Rate) -> String {
    format!(
        "{:.1} % ({:.1}–{:.1})",
        100.0 * r.rate,
        100.0 * r.low,
        100.0 * r.high
    )
}

/// "the 6 on fields at (0, -1) and the 3 on hills at (2, 0)", as the file stood.
fn said(file: &BoardFile, s: &Swap) -> String {
    match *s {
        Swap::Numbers { a, b, .. } => {
            let t = |i: usize| {
                let t = &file.tiles[i];
                format!(
                    "the {} on {:?} at {:?}",
                    t.number.unwrap_or(0),
                    t.terrain,
                    t.at
                )
                .to_lowercase()
            };
            format!("swap {} and {}", t(a), t(b))
        }
        Swap::Harbours { a, b } => {
            let h = |i: usize| {
                let h = &file.harbours[i];
                format!("the {:?} harbour at {:?}", h.kind, h.at).to_lowercase()
            };
            format!("swap {} and {}", h(a), h(b))
        }
    }
}

fn print(original: &BoardFile, p: &Proposal, out: Option<&PathBuf>) {
    if p.swaps.is_empty() {
        println!("no swap narrowed the gap between the seats");
    }
    let mut file = original.clone();
    for s in &p.swaps {
        println!("{}", said(&file, s));
        s.apply(&mut file);
    }
    println!(
        "\nthe check ({} games each, a seed the search did not use):",
        p.before.games
    );
    println!("  {:>6}  {:>24}  {:>24}", "seat", "before", "after");
    for (i, (b, a)) in p
        .before
        .seat_wins
        .iter()
        .zip(&p.after.seat_wins)
        .enumerate()
    {
        println!(
            "  {:>6}  {:>24}  {:>24}",
            ordinal(i as u8),
            rate(b),
            rate(a)
        );
    }
    println!(
        "  gap between the best and the worst seat: {:.1} → {:.1} points",
        100.0 * p.gap_before,
        100.0 * p.gap_after
    );
    if let Some(out) = out {
        println!("written to {}", out.display());
    }
}
