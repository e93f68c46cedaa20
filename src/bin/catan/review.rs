//! `catan review`: a finished (or any) game record with the engine's eye.

use crate::Outcome;
use anyhow::{anyhow, bail};
use catan::core::{GameRecord, Seat};
use catan::files::Load;
use catan::lab::review::words::{round_text, seat_name};
use catan::lab::review::{Review, ReviewConfig, largest_in_order, review};
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
    print_chances(&a, &record, &r, start.elapsed().as_secs_f64());
    print_turning_points(&r);
    if let Some(seat) = seat {
        print_decisions(&r, seat);
    }
    Ok(0)
}

/// A player as the review names them: "Blue (ai)".
fn player(r: &Review, seat: u8) -> String {
    let kind = r.players.get(seat as usize).map_or("?", |p| p.as_str());
    format!("{} ({kind})", seat_name(Seat(seat)))
}

/// The heading and each player's chance to win, round by round.
fn print_chances(a: &ReviewArgs, record: &GameRecord, r: &Review, secs: f64) {
    let n = r.players.len();
    let winner = r
        .winner
        .map(|w| player(r, w))
        .unwrap_or_else(|| "nobody".into());
    let rounds = r.chances.iter().filter_map(|c| c.round).max().unwrap_or(0);
    println!(
        "{}: {} players, {} rounds, won by {}; {} rollouts a position, seed {} ({:.1} s)",
        a.record.display(),
        n,
        rounds,
        winner,
        r.rollouts,
        r.seed,
        secs
    );
    println!();
    println!("Chances of winning at the start of each turn:");
    print!("{:>9} {:<7}", "round", "to play");
    for i in 0..n {
        print!("  {:>14}", player(r, i as u8));
    }
    println!();
    let last = r.chances.len().saturating_sub(1);
    let mut shown = None;
    for (i, c) in r.chances.iter().enumerate() {
        let to_play = record.steps.get(c.step).map_or("", |st| seat_name(st.seat));
        if i == last && r.winner.is_some() {
            print!("{:>9} {:<7}", "the end", "");
        } else if c.round != shown {
            print!("{:>9} {to_play:<7}", round_text(c.round));
        } else {
            print!("{:>9} {to_play:<7}", "");
        }
        shown = c.round;
        for x in &c.chances {
            print!("  {:>13.1}%", 100.0 * x);
        }
        println!();
    }
}

fn print_turning_points(r: &Review) {
    println!();
    println!(
        "Turning points (the turns over which a player's chance fell most, in the order played):"
    );
    for t in largest_in_order(&r.turning_points, 6) {
        println!(
            "  {}, {}'s turn: {} {:.0} % → {:.0} %   {}",
            round_text(t.round),
            seat_name(Seat(t.player)),
            seat_name(Seat(t.seat)),
            100.0 * t.before,
            100.0 * t.after,
            t.actions.join("; ")
        );
    }
}

/// The reviewed player's decisions where the search player's move was clearly better.
fn print_decisions(r: &Review, seat: Seat) {
    println!();
    let worse: Vec<_> = r.decisions.iter().filter(|d| d.clearly_better()).collect();
    println!(
        "{}'s decisions: {} reviewed, {} where the search player's move was better beyond the \
         noise (paired rollouts, 95 % interval of the margin above 0):",
        seat_name(seat),
        r.decisions.len(),
        worse.len()
    );
    for d in worse {
        println!(
            "  {}: {} ({:.0} %) → {} ({:.0} %): +{:.0} ({:.0} to {:.0} points, {} rollouts each)",
            round_text(d.round),
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
