//! `catan tournament`: every group of entrants, win rates with Wilson intervals.

use crate::Outcome;
use crate::common::{progress_bar, threads_default};
use anyhow::{Result, anyhow, bail};
use catan::lab::PlayerSpec;
use catan::lab::ranks::Ranks;
use catan::lab::sim::BoardChoice;
use catan::lab::tournament::{self, TournamentConfig, TournamentSummary};
use std::path::{Path, PathBuf};
use std::sync::Arc;

#[derive(clap::Args)]
pub(crate) struct TournamentArgs {
    /// Individual files (or player names: ai, random, weighted), at least --players-per-game.
    #[arg(required = true)]
    entrants: Vec<String>,
    #[arg(long, default_value_t = 2, value_parser = clap::value_parser!(u8).range(2..=6))]
    players_per_game: u8,
    /// Games per group (a multiple of --players-per-game: each member starts equally often).
    #[arg(long, default_value_t = 2000)]
    games: u32,
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Worker threads (default: all cores).
    #[arg(long)]
    threads: Option<usize>,
    /// `standard`, `random` (a new random board per game), `extension-5-6`, `random-5-6` or a
    /// board file; for five or six players `standard` and `random` are the 5–6 extension's.
    #[arg(long, default_value = "random")]
    board: String,
    /// `standard`, `thesis`, `five-six` or a rules file (`standard` for five or six players is
    /// the 5–6 extension's `five-six`).
    #[arg(long, default_value = "standard")]
    rules: String,
    #[arg(long, default_value_t = 2000)]
    max_turns: u32,
    /// Also draw the win matrix as a heat map into this SVG file.
    #[arg(long)]
    plot: Option<PathBuf>,
    #[arg(long)]
    json: bool,
}

/// An entrant: an individual file (`ai:PATH`), or any player name (`ai`, `random`, ...).
fn entrant(s: &str) -> Result<PlayerSpec> {
    if Path::new(s).is_file() {
        Ok(PlayerSpec::ai_file(Path::new(s))?)
    } else if s.ends_with(".ron") {
        bail!("{s}: no such file")
    } else {
        Ok(PlayerSpec::parse(s)?)
    }
}

pub(crate) fn run(a: TournamentArgs, ranks: &dyn Ranks) -> Outcome {
    if a.threads == Some(0) {
        bail!("--threads: must be at least 1");
    }
    let threads = a.threads.unwrap_or_else(threads_default);
    let players_per_game = a.players_per_game as usize;
    let entrants: Vec<PlayerSpec> = a
        .entrants
        .iter()
        .map(|s| entrant(s))
        .collect::<Result<_>>()?;
    let rules = catan::files::rules_for_players(&a.rules, a.players_per_game as usize)
        .map_err(|e| anyhow!("--rules: {e}"))?;
    let k = a.players_per_game;
    if k < rules.min_players || k > rules.max_players {
        bail!(
            "--players-per-game {k}: the rules '{}' allow {}..={}",
            rules.name,
            rules.min_players,
            rules.max_players
        );
    }
    let board = BoardChoice::parse_for(&a.board, a.players_per_game as usize)
        .map_err(|e| anyhow!("--board: {e}"))?;
    if let Some(p) = &a.plot
        && p.extension().and_then(|e| e.to_str()) != Some("svg")
    {
        bail!(
            "--plot {}: the heat map is written as SVG (name it .svg)",
            p.display()
        );
    }
    let cfg = TournamentConfig {
        entrants,
        players_per_game,
        games_per_group: a.games,
        seed: a.seed,
        threads,
        board,
        rules: Arc::new(rules),
        max_turns: a.max_turns,
    };
    cfg.validate()?;
    let total = cfg.total_games();
    crate::sim::same_inputs(ranks, &cfg)?;
    let pb = progress_bar(total.min(u32::MAX as u64) as u32, "tournament");
    if ranks.rank() != 0 {
        pb.set_draw_target(indicatif::ProgressDrawTarget::hidden());
    }
    let s = tournament::run_spread(&cfg, ranks, &|d| pb.set_position(d))?;
    pb.finish_and_clear();
    if ranks.rank() != 0 {
        return Ok(0);
    }
    if let Some(p) = &a.plot {
        let svg = catan::lab::plot::matrix_svg(
            &format!(
                "Tournament: {} games per group, {}-player games",
                s.games_per_group, s.players_per_game
            ),
            &s.players,
            &s.matrix,
        )?;
        catan::files::save_atomically(p, svg.as_bytes())
            .map_err(|e| anyhow!("--plot {}: cannot write: {e}", p.display()))?;
    }
    if a.json {
        println!("{}", serde_json::to_string_pretty(&s).expect("json"));
    } else {
        print_tournament(&s);
    }
    Ok(0)
}

fn print_tournament(s: &TournamentSummary) {
    let n = s.players.len();
    println!(
        "{} entrants, {}-player games, {} group(s) x {} games = {} games ({} unfinished), seed {}, {:.1} s, {:.0} games/s",
        n,
        s.players_per_game,
        s.groups,
        s.games_per_group,
        s.games,
        s.unfinished,
        s.seed,
        s.seconds,
        s.games_per_second
    );
    let mut order: Vec<usize> = (0..n).collect();
    order.sort_by(|&a, &b| s.wins[b].cmp(&s.wins[a]).then(a.cmp(&b)));
    println!(
        "\n{:<4} {:<40} {:>7} {:>7} {:>7} {:>17} {:>7}",
        "#", "player", "played", "wins", "win %", "95% (Wilson)", "points"
    );
    for &i in &order {
        println!(
            "{:<4} {:<40} {:>7} {:>7} {:>6.1}% {:>7.1}% – {:>5.1}% {:>7.2}",
            i,
            shorten(&s.players[i], 40),
            s.played[i],
            s.wins[i],
            100.0 * s.win_rate[i],
            100.0 * s.wilson95[i][0],
            100.0 * s.wilson95[i][1],
            s.mean_points[i]
        );
    }
    println!("(par: {:.1}% for equal players)", 100.0 * s.par);
    println!("\nwins of row k in games with column l:");
    print!("{:>4}", "");
    for l in 0..n {
        print!(" {l:>6}");
    }
    println!();
    for k in 0..n {
        print!("{k:>4}");
        for l in 0..n {
            if k == l {
                print!(" {:>6}", "-");
            } else {
                print!(" {:>6}", s.matrix[k][l]);
            }
        }
        println!();
    }
    println!(
        "\nrounds of finished games: min {}, max {}, mean {:.1}",
        s.rounds.min, s.rounds.max, s.rounds.mean
    );
}

fn shorten(s: &str, n: usize) -> String {
    let chars: Vec<char> = s.chars().collect();
    if chars.len() <= n {
        s.to_string()
    } else {
        let tail: String = chars[chars.len() - (n - 1)..].iter().collect();
        format!("…{tail}")
    }
}
