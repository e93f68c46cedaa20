//! `catan answers`: how often a computer player accepts fair offers and offers that help it.

use crate::Outcome;
use anyhow::{anyhow, bail};
use catan::lab::PlayerSpec;
use catan::lab::answers::{Rate, answer_rates};

#[derive(clap::Args)]
pub(crate) struct AnswersArgs {
    /// The player asked (easy, medium, hard, ai:PATH, search@ROLLOUTS, …).
    #[arg(long, default_value = "medium")]
    player: String,
    /// Offers of each kind (fair, helpful).
    #[arg(long, default_value_t = 1000)]
    offers: u32,
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Print one JSON object instead of text.
    #[arg(long)]
    json: bool,
}

pub(crate) fn run(a: AnswersArgs) -> Outcome {
    let spec = PlayerSpec::parse(&a.player).map_err(|e| anyhow!("--player: {e}"))?;
    if a.offers == 0 {
        bail!("--offers: must be at least 1");
    }
    let r = answer_rates(&spec, a.offers, a.seed);
    if a.json {
        println!("{}", serde_json::to_string_pretty(&r)?);
        return Ok(0);
    }
    let line = |name: &str, r: &Rate| {
        let [lo, hi] = r.interval();
        println!(
            "{name:<34} {:>5} of {:>5} accepted  {:>5.1} % ({:.1}–{:.1})",
            r.accepted,
            r.offers,
            100.0 * r.share(),
            100.0 * lo,
            100.0 * hi
        );
    };
    println!("{}: answers to offers from the player on turn", r.player);
    line("fair (one card for one, random)", &r.fair);
    line("helpful (its next build nearer)", &r.helpful);
    line("  from a seat not ahead", &r.helpful_not_ahead);
    line(
        "  from a seat ahead or near winning",
        &r.helpful_from_leader,
    );
    line("favourable (2 for 1 it can spare)", &r.favourable);
    line("clearly good (2 for 1 beyond target)", &r.clearly_good);
    for (why, n) in &r.clearly_good_declined {
        println!("  declined: {why:<28} {n:>5}");
    }
    println!(
        "{}'s own bank trades (3:1, 4:1) for a card an opponent held:",
        r.player
    );
    line("  asked of the table first", &r.bank_trades_asked_first);
    println!("{}'s trades with each other (each side):", r.player);
    line("  over-paying by its own plan", &r.overpaying_trades);
    Ok(0)
}
