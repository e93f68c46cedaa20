//! `catan bench`: games per second, one thread and all.

use crate::Outcome;
use crate::common::{progress_bar, threads_default};
use anyhow::{Result, bail};
use catan::core::Rules;
use catan::lab::PlayerSpec;
use catan::lab::sim::{self, BoardChoice, SimConfig, SimSummary};
use serde_json::json;
use std::sync::Arc;

#[derive(clap::Args)]
pub(crate) struct BenchArgs {
    /// Games to play on one thread (the all-threads run plays this many per thread).
    #[arg(long, default_value_t = 4000)]
    games: u32,
    #[arg(long)]
    json: bool,
    /// Also play on this board (a file, or a folder of boards played in turn, such as
    /// `boards/seafarers`), in the same run, next to the base game's random boards.
    #[arg(long)]
    board: Option<String>,
}

fn bench_config(players: PlayerSpec, games: u32, threads: usize, board: &BoardChoice) -> SimConfig {
    SimConfig {
        players: vec![players; 4],
        games,
        seed: 12345,
        threads,
        board: board.clone(),
        rules: Arc::new(Rules::standard()),
        max_turns: 2000,
        record_dir: None,
    }
}

/// One bench line: the same players on one thread, then on every thread.
fn bench_pair(
    players: &PlayerSpec,
    games: u32,
    all: usize,
    board: &BoardChoice,
) -> Result<(SimSummary, SimSummary)> {
    let pb = progress_bar(games, &format!("{players} x4, 1 thread"));
    let one = sim::run(&bench_config(players.clone(), games, 1, board), &|d| {
        pb.set_position(d as u64)
    })?;
    pb.finish_and_clear();
    let total = games * all as u32; // checked by `run`
    let pb = progress_bar(total, &format!("{players} x4, {all} threads"));
    let many = sim::run(&bench_config(players.clone(), total, all, board), &|d| {
        pb.set_position(d as u64)
    })?;
    pb.finish_and_clear();
    Ok((one, many))
}

pub(crate) fn run(a: BenchArgs) -> Outcome {
    let (games, json) = (a.games, a.json);
    if games == 0 {
        bail!("--games: must be at least 1");
    }
    let all = threads_default();
    if games.checked_mul(all as u32).is_none() {
        bail!(
            "--games: {games} per thread on {all} threads is more than {} games",
            u32::MAX
        );
    }
    let mut boards = vec![("random".to_string(), BoardChoice::random())];
    if let Some(b) = &a.board {
        let choice = BoardChoice::parse_for(b, 4).map_err(|e| anyhow::anyhow!("--board: {e}"))?;
        if choice.capacity() < 4 {
            bail!("--board: {b} hosts fewer than the bench's four players");
        }
        boards.push((b.clone(), choice));
    }
    let mut rows = Vec::new();
    for (label, board) in &boards {
        for players in [PlayerSpec::Random, PlayerSpec::ai_default()] {
            let (one, many) = bench_pair(&players, games, all, board)?;
            rows.push((players.to_string(), label.clone(), one, many));
        }
    }
    if json {
        let runs: Vec<_> = rows
            .iter()
            .map(|(name, board, one, many)| {
                json!({
                    "players": format!("{name} x4"),
                    "rules": "standard",
                    "board": board,
                    "one_thread": { "games": one.games, "seconds": one.seconds, "games_per_second": one.games_per_second,
                                    "finished": one.finished, "mean_rounds": one.rounds.mean, "mean_actions": one.mean_actions,
                                    "actions_per_second": one.games_per_second * one.mean_actions },
                    "all_threads": { "threads": all, "games": many.games, "seconds": many.seconds, "games_per_second": many.games_per_second },
                })
            })
            .collect();
        println!(
            "{}",
            serde_json::to_string_pretty(&json!({ "runs": runs })).expect("json")
        );
    } else {
        println!("four players of one kind, standard rules, random boards");
        for (name, board, one, many) in &rows {
            let name = if board == "random" {
                name.clone()
            } else {
                format!("{name} on {board}")
            };
            println!(
                "{name:<7} 1 thread : {:>6} games in {:.2} s = {:>8.0} games/s ({} finished, mean {:.1} rounds, {:.0} actions/game, {:.0} actions/s)",
                one.games,
                one.seconds,
                one.games_per_second,
                one.finished,
                one.rounds.mean,
                one.mean_actions,
                one.games_per_second * one.mean_actions
            );
            println!(
                "{name:<7} {all} threads: {:>6} games in {:.2} s = {:>8.0} games/s",
                many.games, many.seconds, many.games_per_second
            );
        }
    }
    Ok(0)
}
