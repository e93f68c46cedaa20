//! What several commands share: thread count, progress bars, the state as JSON and text.

use catan::core::{Phase, Resource, Seat, State};
use serde_json::json;

/// Worker threads when `--threads` is not given: every core.
pub(crate) fn threads_default() -> usize {
    std::thread::available_parallelism()
        .map(|n| n.get())
        .unwrap_or(1)
}

pub(crate) fn progress_bar(total: u32, label: &str) -> indicatif::ProgressBar {
    let pb = indicatif::ProgressBar::new(total as u64);
    pb.set_style(
        indicatif::ProgressStyle::with_template(
            "{msg} [{bar:40}] {pos}/{len} games, {per_sec}, eta {eta}",
        )
        .expect("valid template")
        .progress_chars("=> "),
    );
    pb.set_message(label.to_string());
    if total < 500 {
        pb.set_draw_target(indicatif::ProgressDrawTarget::hidden());
    }
    pb
}

pub(crate) fn resources_json(r: &catan::core::ResourceSet) -> serde_json::Value {
    let mut m = serde_json::Map::new();
    for res in Resource::ALL {
        m.insert(res.name().to_string(), json!(r.get(res)));
    }
    serde_json::Value::Object(m)
}

/// The final-state object of `replay --json`.
pub(crate) fn state_json<const W: usize>(s: &State<W>) -> serde_json::Value {
    let players: Vec<_> = (0..s.num_players())
        .map(|p| {
            let ps = &s.players()[p as usize];
            json!({
                "seat": p,
                "victory_points": s.total_points(Seat(p)),
                "public_points": ps.public_points(),
                "resources": resources_json(&ps.hand()),
                "development_cards": ps.dev_total(),
                "knights_played": ps.played().get(catan::core::DevCard::Knight),
                "longest_road": ps.longest_road(),
                "roads_left": ps.roads_left(),
                "settlements_left": ps.settlements_left(),
                "cities_left": ps.cities_left(),
            })
        })
        .collect();
    json!({
        "winner": s.winner(),
        "phase": s.phase().name(),
        "turns": s.turns(),
        "rounds": s.round(),
        "players": players,
        "longest_road_holder": s.longest_road_holder(),
        "largest_army_holder": s.largest_army_holder(),
        "bank": resources_json(&s.bank()),
        "development_deck": s.deck().total(),
        "robber": s.robber(),
    })
}

pub(crate) fn print_state<const W: usize>(s: &State<W>, names: &[String]) {
    match s.phase() {
        Phase::GameOver { winner } => println!(
            "winner: seat {winner} ({}) after {} rounds",
            names.get(winner.index()).map(String::as_str).unwrap_or("?"),
            s.round()
        ),
        p => println!("no winner yet ({}, round {})", p.name(), s.round()),
    }
    println!(
        "{:<5} {:<14} {:>3} {:>22} {:>4} {:>7} {:>6} {:>11} {:>7}",
        "seat",
        "player",
        "vp",
        "hand (wo br gr sh st)",
        "dev",
        "knights",
        "road",
        "roads left",
        "s/c left"
    );
    for p in 0..s.num_players() {
        let ps = &s.players()[p as usize];
        println!(
            "{:<5} {:<14} {:>3} {:>22} {:>4} {:>7} {:>6} {:>11} {:>7}",
            p,
            names.get(p as usize).map(String::as_str).unwrap_or("?"),
            s.total_points(Seat(p)),
            format!("{:?}", ps.hand().0),
            ps.dev_total(),
            ps.played().get(catan::core::DevCard::Knight),
            ps.longest_road(),
            ps.roads_left(),
            format!("{}/{}", ps.settlements_left(), ps.cities_left())
        );
    }
    let holder = |h: Option<Seat>| {
        h.map(|x| format!("seat {x}"))
            .unwrap_or_else(|| "nobody".into())
    };
    println!(
        "longest road: {}; largest army: {}; bank {:?}; deck {}; robber on face {}",
        holder(s.longest_road_holder()),
        holder(s.largest_army_holder()),
        s.bank().0,
        s.deck().total(),
        s.robber()
    );
}
