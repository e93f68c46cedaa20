//! `catan review`: a finished (or any) game record with the engine's eye.

use crate::Outcome;
use anyhow::{anyhow, bail};
use catan::core::{GameRecord, Seat};
use catan::files::Load;
use catan::lab::review::{Review, ReviewConfig, review};
use std::path::PathBuf;

#[derive(clap::Args)]
pub(crate) struct ReviewArgs {
    /// A game record (games/*.ron in the data folder, `catan sim --record`, a room of
    /// `catan serve`).
    record: PathBuf,
    /// Rollouts per position for the win chances.
    #[arg(long, default_value_t = 200)]
    budget: u32,
    /// Rollouts of the search player, and of valuing each move, per reviewed decision.
    #[arg(long, default_value_t = 200)]
    search: u32,
    /// Review this seat's decisions against the search player's (default: the winner's).
    #[arg(long)]
    seat: Option<u8>,
    /// Only the win chances and turning points, no decision review.
    #[arg(long)]
    no_decisions: bool,
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Print one JSON object instead of text.
    #[arg(long)]
    json: bool,
}

pub(crate) fn run(a: ReviewArgs) -> Outcome {
    if a.budget == 0 || a.search == 0 {
        bail!("--budget and --search: at least 1 rollout");
    }
    let record = GameRecord::load(&a.record).map_err(|e| anyhow!("{e}"))?;
    // the reviewed seat: as asked, else the winner (the record replayed to its end)
    let seat = if a.no_decisions {
        None
    } else {
        match a.seat {
            Some(s) => Some(Seat(s)),
            None => record
                .resume()
                .ok()
                .and_then(|s| s.winner())
                .or(Some(Seat(0))),
        }
    };
    let cfg = ReviewConfig {
        rollouts: a.budget,
        search: a.search,
        seat,
        seed: a.seed,
        ..ReviewConfig::default()
    };
    let pb = indicatif::ProgressBar::new(1);
    pb.set_style(
        indicatif::ProgressStyle::with_template(
            "review [{bar:40}] {pos}/{len} positions and decisions, eta {eta}",
        )
        .expect("valid template")
        .progress_chars("=> "),
    );
    if a.json {
        pb.set_draw_target(indicatif::ProgressDrawTarget::hidden());
    }
    let start = std::time::Instant::now();
    let r = review(&record, &cfg, |done, total| {
        pb.set_length(total);
        pb.set_position(done);
    })
    .map_err(|e| anyhow!("{}: {e}", a.record.display()))?;
    pb.finish_and_clear();
    if a.json {
        println!("{}", serde_json::to_string_pretty(&r)?);
        return Ok(0);
    }
    print_chances(&a, &r, start.elapsed().as_secs_f64());
    print_turning_points(&r);
    if let Some(seat) = seat {
        print_decisions(&r, seat);
    }
    Ok(0)
}

/// The heading and each seat's chance to win, turn by turn.
fn print_chances(a: &ReviewArgs, r: &Review, secs: f64) {
    let n = r.players.len();
    let winner = r
        .winner
        .map(|w| format!("seat {w} ({})", r.players[w as usize]))
        .unwrap_or_else(|| "none".into());
    println!(
        "{}: {} players, {} turns, winner {}; {} rollouts a position, seed {} ({:.1} s)",
        a.record.display(),
        n,
        r.chances.last().map(|c| c.turn).unwrap_or(0),
        winner,
        r.rollouts,
        r.seed,
        secs
    );
    println!();
    print!("{:>5}", "turn");
    for (i, p) in r.players.iter().enumerate() {
        print!("  {:>12}", format!("{i} {p}"));
    }
    println!();
    let last = r.chances.len().saturating_sub(1);
    for (i, c) in r.chances.iter().enumerate() {
        if i == last && r.winner.is_some() {
            print!("{:>5}", "end");
        } else {
            print!("{:>5}", c.turn);
        }
        for x in &c.chances {
            print!("  {:>11.1}%", 100.0 * x);
        }
        println!();
    }
}

fn print_turning_points(r: &Review) {
    println!();
    println!("Turning points (the turns over which a seat's chance fell most):");
    for t in r.turning_points.iter().take(6) {
        println!(
            "  turn {:>3} (seat {} to play): seat {} {:.0}% → {:.0}%   {}",
            t.turn,
            t.player,
            t.seat,
            100.0 * t.before,
            100.0 * t.after,
            t.actions.join("; ")
        );
    }
}

/// The reviewed seat's decisions where the search player's move was clearly better.
fn print_decisions(r: &Review, seat: Seat) {
    println!();
    let worse: Vec<_> = r.decisions.iter().filter(|d| d.clearly_better()).collect();
    println!(
        "Seat {seat}'s decisions: {} reviewed, {} where the search player's move was better \
         beyond the noise (paired rollouts, 95 % interval of the margin above 0):",
        r.decisions.len(),
        worse.len()
    );
    for d in worse {
        println!(
            "  round {:>3}, step {:>4}: played {} ({:.0}%), better {} ({:.0}%): +{:.0} points ({:.0} to {:.0}, {} rollouts each)",
            d.turn / r.players.len().max(1) as u32 + 1,
            d.step,
            d.played,
            100.0 * d.played_value,
            d.best,
            100.0 * d.best_value,
            100.0 * d.margin,
            100.0 * d.margin_interval[0],
            100.0 * d.margin_interval[1],
            d.margin_rollouts
        );
    }
}
