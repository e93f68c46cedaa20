//! The computer player's commands: `explain`, `tournament`, `ai convert|show`.

use catan::ai::individual::{Individual, WEIGHTS};
use catan::ai::{Strategy, explain};
use catan::core::record::{GameRecord, replay_step};
use catan::core::{PlayerView, Rules};
use catan::players::PlayerSpec;
use catan::sim::BoardChoice;
use catan::tournament::{self, TournamentConfig, TournamentSummary};
use serde_json::json;
use std::path::{Path, PathBuf};
use std::sync::Arc;

/// The individual behind a player name from a record or the command line (`ai`, `ai:PATH`).
fn individual_of(spec: &str) -> Result<(String, Individual), String> {
    match PlayerSpec::parse(spec)? {
        PlayerSpec::Ai { label, individual } => Ok((label, individual)),
        other => Err(format!(
            "'{other}' is not a computer player with weights (use ai or ai:PATH)"
        )),
    }
}

pub fn cmd_explain(
    file: &Path,
    at: usize,
    player: Option<String>,
    json_out: bool,
) -> Result<(), String> {
    let record = GameRecord::load(file).map_err(|e| e.to_string())?;
    if at > record.steps.len() {
        return Err(format!(
            "--at {at}: the record {} has {} actions (use 0..={})",
            file.display(),
            record.steps.len(),
            record.steps.len()
        ));
    }
    let mut state = record
        .initial_state()
        .map_err(|e| format!("{}: {e}", file.display()))?;
    for (i, step) in record.steps.iter().take(at).enumerate() {
        replay_step(&mut state, i, step).map_err(|e| format!("{}: {e}", file.display()))?;
    }
    if state.is_over() {
        return Err(format!(
            "--at {at}: the game is over at that point (nothing to choose)"
        ));
    }
    let seat = state.actor();
    let recorded = record
        .players
        .get(seat as usize)
        .cloned()
        .unwrap_or_default();
    let (label, individual) = match &player {
        Some(p) => individual_of(p).map_err(|e| format!("--player: {e}"))?,
        None => {
            individual_of(&recorded).unwrap_or_else(|_| ("ai".into(), Individual::default_ai()))
        }
    };
    let strategy = Strategy::new(individual);
    let legal = state.legal_actions();
    let view = PlayerView::new(&state, seat);
    let list = explain(&strategy, &view, &legal);
    let next = record.steps.get(at).map(|s| s.action);
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
        println!(
            "{}",
            serde_json::to_string_pretty(&json!({
                "record": file.display().to_string(),
                "at": at,
                "actions_in_record": record.steps.len(),
                "seat": seat,
                "recorded_player": recorded,
                "explained_as": label,
                "phase": state.phase.name(),
                "round": state.round(),
                "hand": crate::cli::resources_json(&state.players[seat as usize].hand),
                "next_in_record": next.map(|a| a.to_string()),
                "candidates": cands,
            }))
            .expect("json")
        );
        return Ok(());
    }
    println!(
        "{} after action {at} of {}: round {}, {}; seat {seat} ('{recorded}') to move, explained as '{label}'",
        file.display(),
        record.steps.len(),
        state.round(),
        state.phase.name(),
    );
    println!(
        "hand: {}; points {}",
        state.players[seat as usize].hand,
        state.total_points(seat)
    );
    if let Some(a) = next {
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
    Ok(())
}

pub struct TournamentArgs {
    pub entrants: Vec<String>,
    pub players_per_game: usize,
    pub games: u32,
    pub seed: u64,
    pub threads: usize,
    pub board: String,
    pub rules: String,
    pub max_turns: u32,
    pub plot: Option<std::path::PathBuf>,
    pub json: bool,
}

/// An entrant: an individual file (`ai:PATH`), or any player name (`ai`, `random`, ...).
fn entrant(s: &str) -> Result<PlayerSpec, String> {
    if Path::new(s).is_file() {
        PlayerSpec::ai_file(Path::new(s))
    } else if s.ends_with(".ron") {
        Err(format!("{s}: no such file"))
    } else {
        PlayerSpec::parse(s)
    }
}

pub fn cmd_tournament(a: TournamentArgs) -> Result<(), String> {
    let entrants: Vec<PlayerSpec> = a
        .entrants
        .iter()
        .map(|s| entrant(s))
        .collect::<Result<_, _>>()?;
    let rules = Rules::by_name_or_path(&a.rules).map_err(|e| format!("--rules: {e}"))?;
    let k = a.players_per_game as u8;
    if k < rules.min_players || k > rules.max_players {
        return Err(format!(
            "--players-per-game {k}: the rules '{}' allow {}..={}",
            rules.name, rules.min_players, rules.max_players
        ));
    }
    let board = BoardChoice::parse(&a.board).map_err(|e| format!("--board: {e}"))?;
    if let Some(p) = &a.plot
        && p.extension().and_then(|e| e.to_str()) != Some("svg")
    {
        return Err(format!(
            "--plot {}: the heat map is written as SVG (name it .svg)",
            p.display()
        ));
    }
    let cfg = TournamentConfig {
        entrants,
        players_per_game: a.players_per_game,
        games_per_group: a.games,
        seed: a.seed,
        threads: a.threads,
        board,
        rules: Arc::new(rules),
        max_turns: a.max_turns,
    };
    cfg.validate()?;
    let total = cfg.total_games();
    let pb = crate::cli::progress_bar(total.min(u32::MAX as u64) as u32, "tournament");
    let s = tournament::run(&cfg, &|d| pb.set_position(d))?;
    pb.finish_and_clear();
    if let Some(p) = &a.plot {
        let svg = catan::plot::matrix_svg(
            &format!(
                "Tournament: {} games per group, {}-player games",
                s.games_per_group, s.players_per_game
            ),
            &s.players,
            &s.matrix,
        )?;
        catan::core::record::write_atomically(p, svg.as_bytes())
            .map_err(|e| format!("--plot {}: cannot write: {e}", p.display()))?;
    }
    if a.json {
        println!("{}", serde_json::to_string_pretty(&s).expect("json"));
    } else {
        print_tournament(&s);
    }
    Ok(())
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

pub fn cmd_ai_convert(
    input: &Path,
    output: &Path,
    index: Option<usize>,
    force: bool,
) -> Result<(), String> {
    let name = input.display().to_string();
    let text = std::fs::read_to_string(input).map_err(|e| format!("{name}: cannot read: {e}"))?;
    let found = Individual::from_thesis_xml(&name, &text).map_err(|e| e.to_string())?;
    let k = match (index, found.len()) {
        (None, 1) => 0,
        (None, n) => {
            return Err(format!(
                "{name}: holds {n} individuals; choose one with --index 0..={}",
                n - 1
            ));
        }
        (Some(k), n) if k >= n => {
            return Err(format!(
                "--index {k}: {name} holds {n} individual(s) (0..={})",
                n - 1
            ));
        }
        (Some(k), _) => k,
    };
    if output.exists() && !force {
        return Err(format!(
            "{}: already exists; pass --force to overwrite it",
            output.display()
        ));
    }
    let header = vec![format!(
        "Converted from the thesis XML {name}{}.",
        if found.len() > 1 {
            format!(" (individual {k} of {})", found.len())
        } else {
            String::new()
        }
    )];
    found[k]
        .save(output, &header)
        .map_err(|e| format!("{}: cannot write: {e}", output.display()))?;
    println!("{}: written", output.display());
    Ok(())
}

pub fn cmd_ai_show(file: &Path, json_out: bool) -> Result<(), String> {
    let ind = Individual::load(file).map_err(|e| e.to_string())?;
    if json_out {
        let m: serde_json::Map<String, serde_json::Value> = WEIGHTS
            .iter()
            .enumerate()
            .map(|(i, (n, _, _))| (n.to_string(), json!(ind.w[i])))
            .collect();
        println!("{}", serde_json::to_string_pretty(&m).expect("json"));
        return Ok(());
    }
    println!("{}: a valid individual", file.display());
    println!(
        "{:>3} {:<32} {:<17} {:>10}  used in",
        "#", "weight", "short", "value"
    );
    for (i, (name, short, used)) in WEIGHTS.iter().enumerate() {
        println!("{i:>3} {name:<32} {short:<17} {:>10}  {used}", ind.w[i]);
    }
    Ok(())
}

// ------------------------------------------------------------------ evolve

static STOP: std::sync::atomic::AtomicBool = std::sync::atomic::AtomicBool::new(false);

extern "C" fn on_interrupt(_: libc::c_int) {
    // a second Ctrl-C stops at once (the last checkpoint is still there)
    if STOP.swap(true, std::sync::atomic::Ordering::SeqCst) {
        unsafe { libc::_exit(130) };
    }
}

struct EvolveProgress {
    bar: indicatif::ProgressBar,
    base: std::sync::atomic::AtomicU64,
    generations: u32,
}

impl catan::evolve::Observer for EvolveProgress {
    fn generation_started(&self, g: u32, _games: u64) {
        self.base
            .store(self.bar.position(), std::sync::atomic::Ordering::Relaxed);
        self.bar
            .set_message(format!("generation {}/{}", g + 1, self.generations));
    }
    fn games_done(&self, done: u64) {
        self.bar
            .set_position(self.base.load(std::sync::atomic::Ordering::Relaxed) + done);
    }
    fn generation_done(&self, s: &catan::evolve::GenStats) {
        let line = format!(
            "generation {:>4}: best {:>6}, mean {:>9.2}, worst {:>6}  ({} games, {:.1} s, {:.0} games/s)",
            s.generation,
            s.best,
            s.mean,
            s.worst,
            s.games,
            s.seconds,
            s.games as f64 / s.seconds.max(1e-9)
        );
        // a hidden bar (output not a terminal) drops println: write the line anyway
        if self.bar.is_hidden() {
            eprintln!("{line}");
        } else {
            self.bar.println(line);
        }
    }
}

pub fn cmd_evolve(
    config: &Path,
    out: Option<PathBuf>,
    resume: bool,
    threads: usize,
) -> Result<i32, String> {
    use catan::evolve::{self, EvolveConfig, RunControl};
    let cfg = EvolveConfig::load(config).map_err(|e| e.to_string())?;
    let out =
        out.unwrap_or_else(|| PathBuf::from("runs").join(config.file_stem().unwrap_or_default()));
    let name = config.display().to_string();
    let (prepared, mut cp, rd) = evolve::start_or_resume(&cfg, &name, &out, resume)?;
    // SAFETY: installing a handler that only touches an atomic (and _exit) before games start.
    unsafe {
        libc::signal(
            libc::SIGINT,
            on_interrupt as *const () as libc::sighandler_t,
        );
    }
    let per_gen = cfg.games_per_generation();
    let left = (cfg.generations - cp.next_generation) as u64 * per_gen;
    eprintln!(
        "{}: {} generations x {} games, {} to play from generation {}; writing to {}",
        name,
        cfg.generations,
        per_gen,
        left,
        cp.next_generation,
        out.display()
    );
    let bar = indicatif::ProgressBar::new(left);
    bar.set_style(
        indicatif::ProgressStyle::with_template(
            "{msg} [{bar:30}] {human_pos}/{human_len} games, {per_sec}, eta {eta}",
        )
        .expect("template")
        .progress_chars("=> "),
    );
    let obs = EvolveProgress {
        bar,
        base: std::sync::atomic::AtomicU64::new(0),
        generations: cfg.generations,
    };
    let ctl = RunControl {
        threads,
        stop: &STOP,
        stop_after: None,
    };
    let start = std::time::Instant::now();
    let result = evolve::run(&prepared, &mut cp, &rd, &ctl, &obs)?;
    obs.bar.finish_and_clear();
    let games: u64 = cp.history.iter().map(|h| h.games).sum();
    match result {
        Err(stop) => {
            eprintln!(
                "interrupted: generations 0..{} are saved in {}; continue with: catan evolve {} --out {} --resume",
                stop.resume_at,
                out.display(),
                name,
                out.display()
            );
            Ok(130)
        }
        Ok(()) => {
            let secs = start.elapsed().as_secs_f64();
            let last = cp.history.last().expect("at least one generation");
            let (bg, best) = cp
                .history
                .iter()
                .enumerate()
                .max_by(|a, b| a.1.best.cmp(&b.1.best).then(b.0.cmp(&a.0)))
                .map(|(i, h)| (i, h.best))
                .unwrap();
            println!(
                "done: {} generations, {} games in all; this call {:.1} s. Last generation: best {}, mean {:.2}. Best of the run: generation {bg} ({best} wins), {}",
                cfg.generations,
                games,
                secs,
                last.best,
                last.mean,
                out.join("best").display()
            );
            Ok(0)
        }
    }
}
