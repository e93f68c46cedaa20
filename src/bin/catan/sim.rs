//! `catan sim`: many games of one line-up, summarised.

use crate::Outcome;
use crate::common::{progress_bar, threads_default};
use anyhow::{anyhow, bail};
use catan::lab::PlayerSpec;
use catan::lab::ranks::Ranks;
use catan::lab::sim::{self, BoardChoice, SimConfig, SimSummary};
use std::path::PathBuf;
use std::sync::Arc;

#[derive(clap::Args)]
pub(crate) struct SimArgs {
    /// Comma-separated players, 2 to 6: easy, medium (= ai, the bred champion), hard (the search
    /// player), random, random-trader, weighted, ai:PATH (an individual file), search@ROLLOUTS,
    /// search:PATH, search@ROLLOUTS:PATH. Seats rotate between games so
    /// each listed player starts equally often; results are reported per listed player.
    #[arg(long, default_value = "random,random,random,random")]
    players: String,
    /// Number of games.
    #[arg(long, default_value_t = 1000)]
    games: u32,
    /// Seed: the same seed gives the same games, whatever the thread count.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Worker threads (default: all cores).
    #[arg(long)]
    threads: Option<usize>,
    /// `standard`, `random` (a new random board per game), `extension-5-6`, `random-5-6` or a
    /// board file; for five or six players `standard` and `random` are the 5–6 extension's.
    #[arg(long, default_value = "standard")]
    board: String,
    /// `standard`, `thesis`, `five-six` or a rules file (`standard` for five or six players is
    /// the 5–6 extension's `five-six`).
    #[arg(long, default_value = "standard")]
    rules: String,
    /// Stop a game unfinished after this many turns (one player's turn counts one).
    #[arg(long, default_value_t = 2000)]
    max_turns: u32,
    /// Write a game record of every game into this folder.
    #[arg(long)]
    record: Option<PathBuf>,
    /// Print one JSON object instead of text.
    #[arg(long)]
    json: bool,
    /// Play a fixed board (or a folder's) at the wide width even when it fits the narrow one, as
    /// the window and the network hold every game: to measure what that costs.
    #[arg(long, hide = true)]
    wide: bool,
}

pub(crate) fn run(a: SimArgs, ranks: &dyn Ranks) -> Outcome {
    let players = PlayerSpec::parse_list(&a.players).map_err(|e| anyhow!("--players: {e}"))?;
    if !(2..=6).contains(&players.len()) {
        bail!("--players: {} listed, a game has 2 to 6", players.len());
    }
    let rules = catan::files::rules_for_players(&a.rules, players.len())
        .map_err(|e| anyhow!("--rules: {e}"))?;
    let n = players.len() as u8;
    if n < rules.min_players || n > rules.max_players {
        bail!(
            "--players: {n} players, the rules '{}' allow {}..={}",
            rules.name,
            rules.min_players,
            rules.max_players
        );
    }
    let board =
        BoardChoice::parse_for(&a.board, players.len()).map_err(|e| anyhow!("--board: {e}"))?;
    let board = match board {
        BoardChoice::Fixed(b) if a.wide => BoardChoice::Fixed(b.widened()),
        BoardChoice::Each(v) if a.wide => {
            BoardChoice::Each(v.iter().map(|b| b.widened()).collect())
        }
        BoardChoice::Random(_) if a.wide => bail!("--wide: a board file or a fixed board"),
        b => b,
    };
    if a.threads == Some(0) {
        bail!("--threads: must be at least 1");
    }
    let cfg = SimConfig {
        players,
        games: a.games,
        seed: a.seed,
        threads: a.threads.unwrap_or_else(threads_default),
        board,
        rules: Arc::new(rules),
        max_turns: a.max_turns,
        record_dir: a.record,
    };
    same_inputs(ranks, &cfg)?;
    let pb = progress_bar(cfg.games, "sim");
    if ranks.rank() != 0 {
        pb.set_draw_target(indicatif::ProgressDrawTarget::hidden());
    }
    let summary = sim::run_spread(&cfg, ranks, &|d| pb.set_position(d as u64))?;
    pb.finish_and_clear();
    if ranks.rank() != 0 {
        return Ok(0);
    }
    if a.json {
        println!("{}", serde_json::to_string_pretty(&summary).expect("json"));
    } else {
        print_summary(&summary);
    }
    Ok(0)
}

/// Every rank must have read the same inputs (player files, board, rules) as rank 0.
pub(crate) fn same_inputs(ranks: &dyn Ranks, inputs: &impl std::fmt::Debug) -> anyhow::Result<()> {
    use catan::lab::ranks::{digest, first_different};
    if let Some(r) = first_different(ranks, digest(inputs)) {
        bail!(
            "rank {r} read other inputs than rank 0: the files named on the command line and the \
             catan binary must be the same on every node"
        );
    }
    Ok(())
}

fn print_summary(s: &SimSummary) {
    println!(
        "{} games ({} finished, {} unfinished), seed {}, {} thread(s), {:.2} s, {:.0} games/s",
        s.games, s.finished, s.unfinished, s.seed, s.threads, s.seconds, s.games_per_second
    );
    println!(
        "{:<4} {:<12} {:>8} {:>8} {:>17} {:>12}",
        "#", "player", "wins", "win %", "95% (Wilson)", "mean points"
    );
    for i in 0..s.players.len() {
        println!(
            "{:<4} {:<12} {:>8} {:>7.1}% {:>7.1}% – {:>5.1}% {:>12.2}",
            i,
            s.players[i],
            s.wins[i],
            100.0 * s.win_rate[i],
            100.0 * s.wilson95[i][0],
            100.0 * s.wilson95[i][1],
            s.mean_points[i]
        );
    }
    for (i, d) in s.decision_ms.iter().enumerate() {
        if let Some(d) = d {
            println!(
                "{i}: {} decisions with a choice: median {:.1} ms, mean {:.1} ms, 90% under {:.1} ms, longest {:.1} ms",
                d.decisions, d.median_ms, d.mean_ms, d.p90_ms, d.max_ms
            );
        }
    }
    for (i, x) in s.sevens.iter().enumerate() {
        println!(
            "{i}: at 7s rolled: {:.2} cards in hand on average, more than seven {:.1}% of the time; {:.2} cards discarded a game; turns ended over seven cards {:.1}%, at most {}",
            x.mean_hand,
            100.0 * x.over_seven,
            x.discarded_per_game,
            100.0 * x.ended_over_seven,
            x.most_at_turn_end
        );
    }
    print_sea(s);
    println!(
        "rounds of finished games: min {}, max {}, mean {:.1}; mean actions per game {:.0}",
        s.rounds.min, s.rounds.max, s.rounds.mean, s.mean_actions
    );
}

/// The race to the islands, on a board with a sea (some ship built or island reached).
fn print_sea(s: &SimSummary) {
    if s.sea
        .iter()
        .all(|x| x.ships_per_game == 0.0 && x.reached == 0.0)
    {
        return;
    }
    for (i, x) in s.sea.iter().enumerate() {
        println!(
            "{i}: settled another island in {:.1}% of games (round {:.1} on average); turned fog over in {:.1}% (round {:.1}); {:.2} ships built a game",
            100.0 * x.reached,
            x.reached_round,
            100.0 * x.revealed,
            x.revealed_round,
            x.ships_per_game
        );
    }
}
