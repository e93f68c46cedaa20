//! `catan explain`: every candidate of the computer player at a position of a record.

use crate::Outcome;
use anyhow::{Result, anyhow, bail};
use catan::ai::{Individual, RootStat, SearchBudget, SearchPlayer, Strategy, explain};
use catan::core::record::{GameRecord, replay_step};
use catan::core::{PlayerView, State};
use catan::files::Load;
use catan::lab::PlayerSpec;
use serde_json::json;
use std::path::PathBuf;

#[derive(clap::Args)]
pub(crate) struct ExplainArgs {
    /// The game record (RON).
    #[arg(long)]
    record: PathBuf,
    /// The position after this many actions (0 = the start).
    #[arg(long)]
    at: usize,
    /// Explain as this player (ai, ai:PATH, or a search player: search, search@N, search:PATH,
    /// search@N:PATH — its search is run and every root candidate shown with its visits and mean
    /// value); default: the record's player in that seat when it is one, else `ai`.
    #[arg(long)]
    player: Option<String>,
    #[arg(long)]
    json: bool,
}

/// The individual behind a player name from a record or the command line (`ai`, `ai:PATH`,
/// `search…`), and the search budget when it is a search player.
fn individual_of(spec: &str) -> Result<(String, Individual, Option<SearchBudget>)> {
    match PlayerSpec::parse(spec)? {
        PlayerSpec::Ai { label, individual } => Ok((label, individual, None)),
        PlayerSpec::Search {
            label,
            individual,
            budget,
        } => Ok((label, individual, Some(budget))),
        other => {
            bail!("'{other}' is not a computer player with weights (use ai, ai:PATH or search…)")
        }
    }
}

/// The search player's root candidates at `view`, best first, and the seconds the search took.
fn search_report(
    label: &str,
    individual: Individual,
    budget: SearchBudget,
    seed: u64,
    view: &PlayerView<'_>,
    legal: &[catan::core::Action],
) -> (Vec<RootStat>, f64) {
    let mut p = SearchPlayer::new(label, individual, budget, seed);
    let t = std::time::Instant::now();
    let stats = p.search(view, legal);
    (stats, t.elapsed().as_secs_f64())
}

/// The position asked about: the record, the state after `at` actions, whose move it is.
struct Asked<'a> {
    file: &'a std::path::Path,
    at: usize,
    record: GameRecord,
    state: State,
    recorded: String,
    label: String,
}

impl Asked<'_> {
    fn seat(&self) -> catan::core::Seat {
        self.state.actor()
    }

    fn next_in_record(&self) -> Option<String> {
        self.record.steps.get(self.at).map(|s| s.action.to_string())
    }
}

/// The state of `record` after its first `at` actions (a game not over yet).
fn position_at(record: &GameRecord, file: &std::path::Path, at: usize) -> Result<State> {
    if at > record.steps.len() {
        bail!(
            "--at {at}: the record {} has {} actions (use 0..={})",
            file.display(),
            record.steps.len(),
            record.steps.len()
        );
    }
    let mut state = record
        .initial_state()
        .map_err(|e| anyhow!("{}: {e}", file.display()))?;
    for (i, step) in record.steps.iter().take(at).enumerate() {
        replay_step(&mut state, i, step).map_err(|e| anyhow!("{}: {e}", file.display()))?;
    }
    if state.is_over() {
        bail!("--at {at}: the game is over at that point (nothing to choose)");
    }
    Ok(state)
}

pub(crate) fn run(a: ExplainArgs) -> Outcome {
    let file = a.record.as_path();
    let record = GameRecord::load(file)?;
    let state = position_at(&record, file, a.at)?;
    let recorded = record
        .players
        .get(state.actor().index())
        .cloned()
        .unwrap_or_default();
    let (label, individual, search) = match &a.player {
        Some(p) => individual_of(p).map_err(|e| anyhow!("--player: {e:#}"))?,
        None => individual_of(&recorded)
            .unwrap_or_else(|_| ("ai".into(), Individual::default_ai(), None)),
    };
    let asked = Asked {
        file,
        at: a.at,
        record,
        state,
        recorded,
        label,
    };
    match search {
        Some(budget) => print_search(&asked, individual, budget, a.json),
        None => print_candidates(&asked, individual, a.json),
    }
    Ok(0)
}

/// A search player's root candidates, most visited first.
fn print_search(asked: &Asked, individual: Individual, budget: SearchBudget, json_out: bool) {
    let (state, seat, label, at) = (&asked.state, asked.seat(), &asked.label, asked.at);
    let legal = state.legal_actions();
    let view = PlayerView::new(state, seat);
    let seed = asked.record.seed.unwrap_or(0) ^ at as u64;
    let (stats, secs) = search_report(label, individual, budget, seed, &view, &legal);
    if json_out {
        let roots: Vec<_> = stats
            .iter()
            .map(|r| {
                json!({
                    "actions": r.actions.iter().map(|a| a.to_string()).collect::<Vec<_>>(),
                    "prior": r.prior,
                    "visits": r.visits,
                    "mean_value": r.mean,
                })
            })
            .collect();
        let report = json!({
            "record": asked.file.display().to_string(),
            "at": at,
            "seat": seat,
            "explained_as": label,
            "phase": state.phase().name(),
            "rollouts": budget.rollouts,
            "seconds": secs,
            "next_in_record": asked.next_in_record(),
            "root_candidates": roots,
        });
        println!("{}", serde_json::to_string_pretty(&report).expect("json"));
        return;
    }
    println!(
        "{} after action {at}: round {}, {}; seat {seat} to move, searched as '{label}' ({} rollouts, {:.3} s)",
        asked.file.display(),
        state.round(),
        state.phase().name(),
        budget.rollouts,
        secs
    );
    if stats.len() < 2 {
        println!("nothing to search here: the evolved strategy decides this phase");
    }
    println!(
        "{} root candidate(s), most visited first (* = played):",
        stats.len()
    );
    for (i, r) in stats.iter().enumerate() {
        let acts: Vec<String> = r.actions.iter().map(|a| a.to_string()).collect();
        println!(
            "{} {:>6} visits  mean {:.3}  prior {:>10.1}  {}",
            if i == 0 { "*" } else { " " },
            r.visits,
            r.mean,
            r.prior,
            acts.join(", ")
        );
    }
}

/// The evolved player's candidates with their fitness terms, best first.
fn print_candidates(asked: &Asked, individual: Individual, json_out: bool) {
    let (state, seat, label, at) = (&asked.state, asked.seat(), &asked.label, asked.at);
    let (record, recorded) = (&asked.record, &asked.recorded);
    let legal = state.legal_actions();
    let view = PlayerView::new(state, seat);
    let list = explain(&Strategy::new(individual), &view, &legal);
    if json_out {
        let cands: Vec<_> = list
            .iter()
            .map(|c| {
                json!({
                    "text": c.text,
                    "fitness": c.score.total,
                    "terms": c.score.terms().iter().map(|t| json!({"label": t.label, "value": t.value})).collect::<Vec<_>>(),
                    "terms_multiply": c.score.is_product(),
                    "chosen": c.chosen,
                    "rule": c.note,
                    "actions": c.actions.iter().map(|a| a.to_string()).collect::<Vec<_>>(),
                })
            })
            .collect();
        let report = json!({
            "record": asked.file.display().to_string(),
            "at": at,
            "actions_in_record": record.steps.len(),
            "seat": seat,
            "recorded_player": recorded,
            "explained_as": label,
            "phase": state.phase().name(),
            "round": state.round(),
            "hand": crate::common::resources_json(&state.players()[seat.index()].hand()),
            "next_in_record": asked.next_in_record(),
            "candidates": cands,
        });
        println!("{}", serde_json::to_string_pretty(&report).expect("json"));
        return;
    }
    println!(
        "{} after action {at} of {}: round {}, {}; seat {seat} ('{recorded}') to move, explained as '{label}'",
        asked.file.display(),
        record.steps.len(),
        state.round(),
        state.phase().name(),
    );
    println!(
        "hand: {}; points {}",
        state.players()[seat.index()].hand(),
        state.total_points(seat)
    );
    if let Some(a) = asked.next_in_record() {
        println!("the record's next action: {a}");
    }
    println!("{} candidate(s), best first (* = played):", list.len());
    for c in &list {
        let mark = if c.chosen { "*" } else { " " };
        match c.note {
            Some(rule) => println!("{mark} {} ({rule})", c.text),
            None => println!("{mark} {}: {}", c.text, c.score),
        }
    }
}
