//! `catan board fairness FILE`: is this map fair? Many games of one computer level on the map,
//! its figures with Wilson intervals and the flags where it is outside the standard board.

use crate::Outcome;
use crate::common::{progress_bar, threads_default};
use anyhow::{anyhow, bail};
use catan::core::Resource;
use catan::files::Load;
use catan::lab::PlayerSpec;
use catan::lab::fairness::{self, Fairness, FairnessConfig, Openings, Rate, Watch, flags::ordinal};
use std::path::PathBuf;
use std::sync::Arc;

#[derive(clap::Args)]
pub(crate) struct FairnessArgs {
    /// The board file to judge.
    file: PathBuf,
    /// Players at the table (2 to the most the board hosts).
    #[arg(long, default_value_t = 4)]
    players: u8,
    /// Games to play (the seats' intervals narrow as this grows: 1 000 gives about ±3 points).
    #[arg(long, default_value_t = 1000)]
    games: u32,
    /// Seed: the same seed gives the same games, whatever the thread count.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// The computer in every seat: easy, medium, hard, ai:PATH … (see `catan sim --help`).
    #[arg(long, default_value = "medium")]
    level: String,
    /// How the opening settlements are placed: `top:K` (one of the K best free corners, drawn per
    /// game, so that every corner a player would consider is judged) or `own` (the computer's own
    /// choice: on a fixed board the same every game).
    #[arg(long, default_value = "top:5", value_parser = parse_openings)]
    openings: Openings,
    /// Worker threads (default: all cores).
    #[arg(long)]
    threads: Option<usize>,
    /// Stop a game unfinished after this many turns.
    #[arg(long, default_value_t = 2000)]
    max_turns: u32,
    /// Print one JSON object instead of text.
    #[arg(long)]
    json: bool,
}

pub(crate) fn run(a: FairnessArgs) -> Outcome {
    // a big map runs wide, every other narrow (the base game's code)
    let board = catan::core::AnyBoard::load(&a.file)?;
    catan::with_width!(board, b => run_on(a, b))
}

fn run_on<const W: usize>(a: FairnessArgs, board: Arc<catan::core::Board<W>>) -> Outcome {
    let player = PlayerSpec::parse(&a.level).map_err(|e| anyhow!("--level: {e}"))?;
    let rules = catan::files::rules_for_players("standard", a.players as usize)
        .map_err(|e| anyhow!("--players: {e}"))?;
    if !(2..=6).contains(&a.players) {
        bail!("--players {}: a game has 2 to 6", a.players);
    }
    if a.players > board.opening_capacity() {
        bail!(
            "--players {}: {} hosts at most {} players",
            a.players,
            a.file.display(),
            board.opening_capacity()
        );
    }
    if a.games == 0 {
        bail!("--games: must be at least 1");
    }
    if a.threads == Some(0) {
        bail!("--threads: must be at least 1");
    }
    let cfg = FairnessConfig {
        board,
        rules: Arc::new(rules),
        players: a.players,
        games: a.games,
        seed: a.seed,
        threads: a.threads.unwrap_or_else(threads_default),
        player,
        max_turns: a.max_turns,
        openings: a.openings,
    };
    let pb = progress_bar(cfg.games, "fairness");
    let progress = |d: u32| pb.set_position(d as u64);
    let f = fairness::run(
        &cfg,
        &Watch {
            stop: None,
            progress: &progress,
        },
    )?;
    pb.finish_and_clear();
    if a.json {
        println!("{}", serde_json::to_string_pretty(&f)?);
    } else {
        print(&a.file, &f);
    }
    Ok(0)
}

pub(crate) fn parse_openings(s: &str) -> Result<Openings, String> {
    if s == "own" {
        return Ok(Openings::Own);
    }
    s.strip_prefix("top:")
        .and_then(|k| k.parse::<u8>().ok())
        .filter(|k| (1..=50).contains(k))
        .map(|top| Openings::Varied { top })
        .ok_or_else(|| format!("'{s}': `own`, or `top:K` with K from 1 to 50 (top:5)"))
}

fn rate(r: &Rate) -> String {
    format!(
        "{:5.1} % ({:.1}–{:.1})",
        100.0 * r.rate,
        100.0 * r.low,
        100.0 * r.high
    )
}

fn print(file: &std::path::Path, f: &Fairness) {
    println!(
        "{}: {} games of {} players, {} in every seat, {} (seed {}), {} finished, {:.1} games/s",
        file.display(),
        f.games,
        f.players,
        f.player,
        match f.openings {
            Openings::Own => "its own openings".to_string(),
            Openings::Varied { top } => format!("openings among the {top} best corners"),
        },
        f.seed,
        f.finished,
        f.games_per_second
    );
    println!("\nwins by seat (opening order):");
    for (i, w) in f.seat_wins.iter().enumerate() {
        println!("  {:>6}  {}", ordinal(i as u8), rate(w));
    }
    print_income(f);
    println!("\nopening spots, the most often won first (openings, won, cards per roll):");
    for s in f.spots.iter().take(10) {
        let per_roll: f64 = s.expected.iter().sum::<f64>() + s.expected_gold;
        println!(
            "  {:<32} {:>6}  {}  {:.2}",
            s.place,
            s.won.of,
            rate(&s.won),
            per_roll
        );
    }
    if !f.islands.is_empty() {
        println!("\nislands (settled after the opening, of the finished games):");
        for i in &f.islands {
            let round = i.mean_round.map_or("—".into(), |r| format!("round {r:.1}"));
            let role = if i.home { "home" } else { "" };
            println!(
                "  {:>2} {:4}  {}  {round}",
                i.index + 1,
                role,
                rate(&i.settled)
            );
        }
    }
    println!(
        "\ngame length: {:.1} rounds on average ({}–{})",
        f.mean_rounds, f.min_rounds, f.max_rounds
    );
    if f.longest_road_awarded {
        println!(
            "the longest road decided {}; the largest army {}",
            rate(&f.longest_road_decides),
            rate(&f.largest_army_decides)
        );
    } else {
        println!(
            "no longest road on this board; the largest army decided {}",
            rate(&f.largest_army_decides)
        );
    }
    if f.flags.is_empty() {
        println!("\nno flags: every figure is within what the standard board gives");
    } else {
        println!("\nflags:");
        for fl in &f.flags {
            println!("  - {fl}");
        }
    }
}

fn print_income(f: &Fairness) {
    let names: Vec<&str> = Resource::ALL.iter().map(|r| r.name()).collect();
    println!(
        "\npips on the board: {} (gold {})",
        names
            .iter()
            .zip(f.pips)
            .map(|(n, p)| format!("{n} {p}"))
            .collect::<Vec<_>>()
            .join(", "),
        f.gold_pips
    );
    println!("cards from production per game, by seat:");
    println!(
        "  {:>6}  {}",
        "",
        names.iter().map(|n| format!("{n:>6}")).collect::<String>()
    );
    for (i, row) in f.income.iter().enumerate() {
        println!(
            "  {:>6}  {}",
            ordinal(i as u8),
            row.iter().map(|x| format!("{x:>6.1}")).collect::<String>()
        );
    }
}
