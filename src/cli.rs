//! The command line: `sim`, `replay`, `board`, `bench`, `explain`, `tournament`, `ai`, and the
//! default short demo game.

use catan::core::record::GameRecord;
use catan::core::{Board, Phase, Resource, Rules, Seat, State};
use catan::players::PlayerSpec;
use catan::sim::{self, BoardChoice, SimConfig, SimSummary};
use clap::{Parser, Subcommand};
use serde_json::json;
use std::path::PathBuf;
use std::sync::Arc;

#[derive(Parser)]
#[command(
    name = "catan",
    version,
    about = "Settlers of Catan with evolved computer players: the game and the headless lab"
)]
struct Cli {
    #[command(subcommand)]
    command: Option<Command>,
}

#[derive(Subcommand)]
enum Command {
    /// Open the game window. With --players the menu is skipped and the game starts at once.
    Play(PlayArgs),
    /// Open the board editor (on FILE, or the standard board); saves go to boards/.
    Editor { file: Option<PathBuf> },
    /// Play many computer games headless and summarise the results.
    Sim(SimArgs),
    /// Re-apply a game record with no randomness, check every action, print the final state.
    Replay {
        /// The game record (RON) to replay.
        file: PathBuf,
        /// Print one JSON object instead of text.
        #[arg(long)]
        json: bool,
    },
    /// Show, validate or generate board files.
    #[command(subcommand)]
    Board(BoardCommand),
    /// List every candidate move of the computer player at a position of a game record, with
    /// its fitness and the terms of the formula that made it.
    Explain {
        /// The game record (RON).
        #[arg(long)]
        record: PathBuf,
        /// The position after this many actions (0 = the start).
        #[arg(long)]
        at: usize,
        /// Explain as this player (ai or ai:PATH); default: the record's player in that seat
        /// when it is one, else `ai`.
        #[arg(long)]
        player: Option<String>,
        #[arg(long)]
        json: bool,
    },
    /// Every group of entrants (every pair, triple or four) plays the same number of games with
    /// the seats rotated; prints wins with Wilson 95% intervals and the win matrix.
    Tournament {
        /// Individual files (or player names: ai, random, weighted), at least --players-per-game.
        #[arg(required = true)]
        entrants: Vec<String>,
        #[arg(long, default_value_t = 2, value_parser = clap::value_parser!(u8).range(2..=4))]
        players_per_game: u8,
        /// Games per group (a multiple of --players-per-game: each member starts equally often).
        #[arg(long, default_value_t = 2000)]
        games: u32,
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// Worker threads (default: all cores).
        #[arg(long)]
        threads: Option<usize>,
        /// `standard`, `random` (a new random board per game) or a board file.
        #[arg(long, default_value = "random")]
        board: String,
        /// `standard`, `thesis` or a rules file.
        #[arg(long, default_value = "standard")]
        rules: String,
        #[arg(long, default_value_t = 2000)]
        max_turns: u32,
        /// Also draw the win matrix as a heat map into this SVG file.
        #[arg(long)]
        plot: Option<PathBuf>,
        #[arg(long)]
        json: bool,
    },
    /// Breed computer players with the genetic algorithm of the thesis (a config file: see
    /// experiments/). Writes every generation's best and population, fitness.csv and
    /// fitness.svg, and a checkpoint; Ctrl-C stops cleanly and --resume continues.
    Evolve {
        config: PathBuf,
        /// Output folder (default: runs/<config name>).
        #[arg(long)]
        out: Option<PathBuf>,
        /// Continue the run in the output folder from its last checkpoint.
        #[arg(long)]
        resume: bool,
        /// Worker threads (default: all cores).
        #[arg(long)]
        threads: Option<usize>,
    },
    /// Individual files of the computer player: convert the thesis's XML, show one.
    #[command(subcommand)]
    Ai(AiCommand),
    /// Measure games per second (four random players, then four `ai` players; standard rules,
    /// random boards).
    Bench {
        /// Games to play on one thread (the all-threads run plays this many per thread).
        #[arg(long, default_value_t = 4000)]
        games: u32,
        #[arg(long)]
        json: bool,
    },
}

#[derive(clap::Args)]
struct SimArgs {
    /// Comma-separated players, 2 to 4: random, random-trader, weighted, ai (the default
    /// individual), ai:PATH (an individual file). Seats rotate between games so
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
    /// `standard`, `random` (a new random board per game) or a board file.
    #[arg(long, default_value = "standard")]
    board: String,
    /// `standard`, `thesis` or a rules file.
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
}

#[derive(Subcommand)]
enum AiCommand {
    /// Convert the thesis's XML (`<bestParameter weightGoodNumbers="…" …/>`) to an individual file.
    Convert {
        /// The XML file.
        input: PathBuf,
        /// The individual file (RON) to write.
        output: PathBuf,
        /// Which individual, when the XML holds several (a population).
        #[arg(long)]
        index: Option<usize>,
        /// Overwrite `output` if it exists.
        #[arg(long)]
        force: bool,
    },
    /// Check an individual file and print its weights.
    Show {
        file: PathBuf,
        #[arg(long)]
        json: bool,
    },
}

#[derive(clap::Args, Debug, Default)]
struct PlayArgs {
    /// Comma-separated seats, 2 to 4: human, ai (the champion), ai:PATH, random. Skips the menu.
    #[arg(long)]
    players: Option<String>,
    /// `standard`, `random` or a board file.
    #[arg(long)]
    board: Option<String>,
    /// `standard`, `thesis` or a rules file.
    #[arg(long)]
    rules: Option<String>,
    /// Seed of the dice, the cards and a random board.
    #[arg(long)]
    seed: Option<u64>,
    /// Computer speed: slow, normal, fast or instant.
    #[arg(long)]
    ai_speed: Option<String>,
    /// Save a screenshot of the window to this PNG file (at --screenshot-frame, or at game over
    /// with --exit-on-game-over).
    #[arg(long)]
    screenshot: Option<PathBuf>,
    /// The frame to take the screenshot at (0: only at game over).
    #[arg(long, default_value_t = 0)]
    screenshot_frame: u32,
    /// Quit when the game ends (after the screenshot, if one is asked for).
    #[arg(long)]
    exit_on_game_over: bool,
    /// Folder for the game in progress and finished games (default: ~/.local/share/catan).
    #[arg(long)]
    data_dir: Option<PathBuf>,
    /// Open play: every hand visible, no hand-off screens.
    #[arg(long)]
    open_hands: bool,
    /// Window size, WIDTHxHEIGHT.
    #[arg(long)]
    window: Option<String>,
}

#[derive(Subcommand)]
enum BoardCommand {
    /// Print a board's topology with ids (faces, vertices, edges).
    Show {
        file: PathBuf,
        #[arg(long)]
        json: bool,
    },
    /// Check a board file; lists every problem found.
    Validate { file: PathBuf },
    /// Print a random standard board file.
    Random {
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// Allow 6 and 8 tokens on adjacent tiles.
        #[arg(long)]
        allow_red_neighbours: bool,
    },
}

pub fn main() -> i32 {
    let cli = Cli::parse();
    let result = match cli.command {
        None => return play(PlayArgs::default()),
        Some(Command::Play(args)) => return play(args),
        Some(Command::Editor { file }) => return editor(file),
        Some(Command::Sim(args)) => cmd_sim(args),
        Some(Command::Replay { file, json }) => return cmd_replay(&file, json),
        Some(Command::Board(b)) => cmd_board(b),
        Some(Command::Bench { games, json }) => cmd_bench(games, json),
        Some(Command::Explain {
            record,
            at,
            player,
            json,
        }) => crate::cli_lab::cmd_explain(&record, at, player, json),
        Some(Command::Tournament {
            entrants,
            players_per_game,
            games,
            seed,
            threads,
            board,
            rules,
            max_turns,
            plot,
            json,
        }) => {
            if threads == Some(0) {
                Err("--threads: must be at least 1".into())
            } else {
                crate::cli_lab::cmd_tournament(crate::cli_lab::TournamentArgs {
                    plot,
                    entrants,
                    players_per_game: players_per_game as usize,
                    games,
                    seed,
                    threads: threads.unwrap_or_else(threads_default),
                    board,
                    rules,
                    max_turns,
                    json,
                })
            }
        }
        Some(Command::Evolve {
            config,
            out,
            resume,
            threads,
        }) => {
            if threads == Some(0) {
                Err("--threads: must be at least 1".into())
            } else {
                match crate::cli_lab::cmd_evolve(
                    &config,
                    out,
                    resume,
                    threads.unwrap_or_else(threads_default),
                ) {
                    Ok(0) => Ok(()),
                    Ok(code) => return code,
                    Err(e) => Err(e),
                }
            }
        }
        Some(Command::Ai(AiCommand::Convert {
            input,
            output,
            index,
            force,
        })) => crate::cli_lab::cmd_ai_convert(&input, &output, index, force),
        Some(Command::Ai(AiCommand::Show { file, json })) => {
            crate::cli_lab::cmd_ai_show(&file, json)
        }
    };
    match result {
        Ok(()) => 0,
        Err(e) => {
            eprintln!("error: {e}");
            1
        }
    }
}

fn threads_default() -> usize {
    std::thread::available_parallelism()
        .map(|n| n.get())
        .unwrap_or(1)
}

pub fn progress_bar(total: u32, label: &str) -> indicatif::ProgressBar {
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

fn cmd_sim(a: SimArgs) -> Result<(), String> {
    let players = PlayerSpec::parse_list(&a.players).map_err(|e| format!("--players: {e}"))?;
    if !(2..=4).contains(&players.len()) {
        return Err(format!(
            "--players: {} listed, a game has 2 to 4",
            players.len()
        ));
    }
    let rules = Rules::by_name_or_path(&a.rules).map_err(|e| format!("--rules: {e}"))?;
    let n = players.len() as u8;
    if n < rules.min_players || n > rules.max_players {
        return Err(format!(
            "--players: {n} players, the rules '{}' allow {}..={}",
            rules.name, rules.min_players, rules.max_players
        ));
    }
    let board = BoardChoice::parse(&a.board).map_err(|e| format!("--board: {e}"))?;
    if a.threads == Some(0) {
        return Err("--threads: must be at least 1".into());
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
    let pb = progress_bar(cfg.games, "sim");
    let summary = sim::run(&cfg, &|d| pb.set_position(d as u64))?;
    pb.finish_and_clear();
    if a.json {
        println!("{}", serde_json::to_string_pretty(&summary).expect("json"));
    } else {
        print_summary(&summary);
    }
    Ok(())
}

fn print_summary(s: &SimSummary) {
    println!(
        "{} games ({} finished, {} unfinished), seed {}, {} thread(s), {:.2} s, {:.0} games/s",
        s.games, s.finished, s.unfinished, s.seed, s.threads, s.seconds, s.games_per_second
    );
    println!(
        "{:<4} {:<12} {:>8} {:>8} {:>12}",
        "#", "player", "wins", "win %", "mean points"
    );
    for i in 0..s.players.len() {
        println!(
            "{:<4} {:<12} {:>8} {:>7.1}% {:>12.2}",
            i,
            s.players[i],
            s.wins[i],
            100.0 * s.win_rate[i],
            s.mean_points[i]
        );
    }
    println!(
        "rounds of finished games: min {}, max {}, mean {:.1}; mean actions per game {:.0}",
        s.rounds.min, s.rounds.max, s.rounds.mean, s.mean_actions
    );
}

fn cmd_replay(file: &std::path::Path, json: bool) -> i32 {
    let record = match GameRecord::load(file) {
        Ok(r) => r,
        Err(e) => {
            report_replay_failure(json, &e.to_string(), None, 0);
            return 1;
        }
    };
    let mut state = match record.initial_state() {
        Ok(s) => s,
        Err(e) => {
            report_replay_failure(json, &format!("{}: {e}", file.display()), None, 0);
            return 1;
        }
    };
    for (i, step) in record.steps.iter().enumerate() {
        if let Err(e) = catan::core::record::replay_step(&mut state, i, step) {
            report_replay_failure(json, &format!("{}: {e}", file.display()), Some(i), i);
            return 2;
        }
    }
    if json {
        let mut v = state_json(&state);
        v["ok"] = json!(true);
        v["actions_applied"] = json!(record.steps.len());
        v["players_names"] = json!(record.players);
        println!("{}", serde_json::to_string_pretty(&v).expect("json"));
    } else {
        println!(
            "{}: {} actions replayed, all legal",
            file.display(),
            record.steps.len()
        );
        print_state(&state, &record.players);
    }
    0
}

fn report_replay_failure(json: bool, msg: &str, index: Option<usize>, applied: usize) {
    if json {
        println!(
            "{}",
            serde_json::to_string_pretty(&json!({
                "ok": false,
                "error": msg,
                "action_index": index,
                "actions_applied": applied,
            }))
            .expect("json")
        );
    }
    eprintln!("error: {msg}");
}

pub fn resources_json(r: &catan::core::ResourceSet) -> serde_json::Value {
    let mut m = serde_json::Map::new();
    for res in Resource::ALL {
        m.insert(res.name().to_string(), json!(r.get(res)));
    }
    serde_json::Value::Object(m)
}

/// The final-state object of `replay --json`.
pub fn state_json(s: &State) -> serde_json::Value {
    let players: Vec<_> = (0..s.num_players)
        .map(|p| {
            let ps = &s.players[p as usize];
            json!({
                "seat": p,
                "victory_points": s.total_points(p),
                "public_points": ps.public_points,
                "resources": resources_json(&ps.hand),
                "development_cards": ps.dev_total(),
                "knights_played": ps.played.get(catan::core::DevCard::Knight),
                "longest_road": ps.longest_road,
                "roads_left": ps.roads_left,
                "settlements_left": ps.settlements_left,
                "cities_left": ps.cities_left,
            })
        })
        .collect();
    json!({
        "winner": s.winner(),
        "phase": s.phase.name(),
        "turns": s.turns,
        "rounds": s.round(),
        "players": players,
        "longest_road_holder": s.longest_road_holder,
        "largest_army_holder": s.largest_army_holder,
        "bank": resources_json(&s.bank),
        "development_deck": s.deck.total(),
        "robber": s.robber,
    })
}

fn print_state(s: &State, names: &[String]) {
    match s.phase {
        Phase::GameOver { winner } => println!(
            "winner: seat {winner} ({}) after {} rounds",
            names
                .get(winner as usize)
                .map(String::as_str)
                .unwrap_or("?"),
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
    for p in 0..s.num_players {
        let ps = &s.players[p as usize];
        println!(
            "{:<5} {:<14} {:>3} {:>22} {:>4} {:>7} {:>6} {:>11} {:>7}",
            p,
            names.get(p as usize).map(String::as_str).unwrap_or("?"),
            s.total_points(p),
            format!("{:?}", ps.hand.0),
            ps.dev_total(),
            ps.played.get(catan::core::DevCard::Knight),
            ps.longest_road,
            ps.roads_left,
            format!("{}/{}", ps.settlements_left, ps.cities_left)
        );
    }
    let holder = |h: Option<Seat>| {
        h.map(|x| format!("seat {x}"))
            .unwrap_or_else(|| "nobody".into())
    };
    println!(
        "longest road: {}; largest army: {}; bank {:?}; deck {}; robber on face {}",
        holder(s.longest_road_holder),
        holder(s.largest_army_holder),
        s.bank.0,
        s.deck.total(),
        s.robber
    );
}

fn cmd_board(cmd: BoardCommand) -> Result<(), String> {
    match cmd {
        BoardCommand::Validate { file } => {
            let b = Board::load(&file).map_err(|e| e.to_string())?;
            println!(
                "{}: valid ({} tiles, {} vertices, {} edges, {} harbours)",
                file.display(),
                b.num_faces(),
                b.num_vertices(),
                b.num_edges(),
                b.file.harbours.len()
            );
            Ok(())
        }
        BoardCommand::Random {
            seed,
            allow_red_neighbours,
        } => {
            let f = catan::core::board::random_standard_file(seed, !allow_red_neighbours);
            println!("// catan board random --seed {seed}");
            println!("{}", catan::core::board::to_pretty_ron(&f));
            Ok(())
        }
        BoardCommand::Show { file, json } => {
            let b = Board::load(&file).map_err(|e| e.to_string())?;
            if json {
                println!(
                    "{}",
                    serde_json::to_string_pretty(&board_json(&b)).expect("json")
                );
            } else {
                print_board(&b);
            }
            Ok(())
        }
    }
}

fn board_json(b: &Board) -> serde_json::Value {
    let t = &b.topo;
    let faces: Vec<_> = (0..b.num_faces())
        .map(|f| {
            json!({
                "id": f,
                "q": t.face_coords[f].0,
                "r": t.face_coords[f].1,
                "terrain": format!("{:?}", b.terrain[f]),
                "number": if b.number[f] == 0 { None } else { Some(b.number[f]) },
                "vertices": t.face_vertices[f],
                "edges": t.face_edges[f],
            })
        })
        .collect();
    let vertices: Vec<_> = (0..b.num_vertices())
        .map(|v| {
            json!({
                "id": v,
                "faces": t.vertex_faces[v].as_slice(),
                "neighbours": t.vertex_vertices[v].as_slice(),
                "edges": t.vertex_edges[v].as_slice(),
                "harbour": b.vertex_harbour[v].map(|h| format!("{h:?}")),
            })
        })
        .collect();
    let edges: Vec<_> = (0..b.num_edges())
        .map(|e| json!({ "id": e, "vertices": t.edge_vertices[e], "faces": t.edge_faces[e] }))
        .collect();
    json!({
        "name": b.file.name,
        "faces": faces,
        "vertices": vertices,
        "edges": edges,
        "robber": b.robber_start,
    })
}

fn print_board(b: &Board) {
    let t = &b.topo;
    println!(
        "{} — {} faces, {} vertices, {} edges, robber on face {}",
        b.file.name,
        b.num_faces(),
        b.num_vertices(),
        b.num_edges(),
        b.robber_start
    );
    println!("faces (id: (q, r) terrain number -> vertices):");
    for f in 0..b.num_faces() {
        let num = if b.number[f] == 0 {
            "-".to_string()
        } else {
            b.number[f].to_string()
        };
        println!(
            "  {f:>3}: ({:>2}, {:>2}) {:<9} {:>2} -> {:?}",
            t.face_coords[f].0,
            t.face_coords[f].1,
            format!("{:?}", b.terrain[f]),
            num,
            t.face_vertices[f]
        );
    }
    println!("vertices (id: faces | neighbours | harbour):");
    for v in 0..b.num_vertices() {
        println!(
            "  {v:>3}: {:?} | {:?}{}",
            t.vertex_faces[v].as_slice(),
            t.vertex_vertices[v].as_slice(),
            b.vertex_harbour[v]
                .map(|h| format!(" | {h:?} harbour"))
                .unwrap_or_default()
        );
    }
    println!("edges (id: vertices):");
    for e in 0..b.num_edges() {
        println!("  {e:>3}: {:?}", t.edge_vertices[e]);
    }
}

fn bench_config(players: PlayerSpec, games: u32, threads: usize) -> SimConfig {
    SimConfig {
        players: vec![players; 4],
        games,
        seed: 12345,
        threads,
        board: BoardChoice::random(),
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
) -> Result<(SimSummary, SimSummary), String> {
    let pb = progress_bar(games, &format!("{players} x4, 1 thread"));
    let one = sim::run(&bench_config(players.clone(), games, 1), &|d| {
        pb.set_position(d as u64)
    })?;
    pb.finish_and_clear();
    let pb = progress_bar(games * all as u32, &format!("{players} x4, {all} threads"));
    let many = sim::run(
        &bench_config(players.clone(), games * all as u32, all),
        &|d| pb.set_position(d as u64),
    )?;
    pb.finish_and_clear();
    Ok((one, many))
}

fn cmd_bench(games: u32, json: bool) -> Result<(), String> {
    if games == 0 {
        return Err("--games: must be at least 1".into());
    }
    let all = threads_default();
    let mut rows = Vec::new();
    for players in [PlayerSpec::Random, PlayerSpec::ai_default()] {
        let (one, many) = bench_pair(&players, games, all)?;
        rows.push((players.to_string(), one, many));
    }
    if json {
        let runs: Vec<_> = rows
            .iter()
            .map(|(name, one, many)| {
                json!({
                    "players": format!("{name} x4"),
                    "rules": "standard",
                    "board": "random",
                    "one_thread": { "games": one.games, "seconds": one.seconds, "games_per_second": one.games_per_second,
                                    "finished": one.finished, "mean_rounds": one.rounds.mean, "mean_actions": one.mean_actions },
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
        for (name, one, many) in &rows {
            println!(
                "{name:<7} 1 thread : {:>6} games in {:.2} s = {:>8.0} games/s ({} finished, mean {:.1} rounds, {:.0} actions/game)",
                one.games,
                one.seconds,
                one.games_per_second,
                one.finished,
                one.rounds.mean,
                one.mean_actions
            );
            println!(
                "{name:<7} {all} threads: {:>6} games in {:.2} s = {:>8.0} games/s",
                many.games, many.seconds, many.games_per_second
            );
        }
    }
    Ok(())
}

#[cfg(feature = "gui")]
fn editor(file: Option<PathBuf>) -> i32 {
    if let Some(f) = &file
        && let Err(e) = catan::board_edit::BoardEditor::open(f)
    {
        eprintln!("error: {e}");
        return 1;
    }
    launch(catan::game::PlayOptions {
        edit: Some(file),
        ..Default::default()
    })
}

#[cfg(not(feature = "gui"))]
fn editor(_file: Option<PathBuf>) -> i32 {
    eprintln!("error: this catan was built without the game window (feature 'gui')");
    2
}

#[cfg(feature = "gui")]
fn launch(o: catan::game::PlayOptions) -> i32 {
    let has = |v: &str| std::env::var_os(v).is_some_and(|x| !x.is_empty());
    if !has("DISPLAY") && !has("WAYLAND_DISPLAY") {
        eprintln!(
            "error: no display: the game window needs X11 or Wayland (DISPLAY and \
             WAYLAND_DISPLAY are not set). The lab works without one: catan --help"
        );
        return 1;
    }
    catan::game::run(o)
}

#[cfg(feature = "gui")]
fn play(args: PlayArgs) -> i32 {
    match play_options(args) {
        Ok(o) => launch(o),
        Err(e) => {
            eprintln!("error: {e}");
            2
        }
    }
}

#[cfg(feature = "gui")]
fn play_options(a: PlayArgs) -> Result<catan::game::PlayOptions, String> {
    let players = match &a.players {
        Some(p) => {
            let list: Vec<String> = p.split(',').map(|s| s.trim().to_string()).collect();
            // check every seat now, so a bad flag fails before a window opens
            catan::game::settings::new_game_from_flags(
                &list,
                a.board.as_deref(),
                a.rules.as_deref(),
                a.seed.unwrap_or(1),
            )?;
            Some(list)
        }
        None => None,
    };
    let ai_speed = a
        .ai_speed
        .as_deref()
        .map(catan::game::settings::AiSpeed::parse)
        .transpose()
        .map_err(|e| format!("--ai-speed: {e}"))?;
    let window =
        match &a.window {
            None => None,
            Some(w) => {
                let parsed = w
                    .split_once('x')
                    .and_then(|(x, y)| Some((x.parse::<u32>().ok()?, y.parse::<u32>().ok()?)))
                    .filter(|&(x, y)| x >= 640 && y >= 480);
                Some(parsed.ok_or_else(|| {
                    format!("--window: '{w}' is not WIDTHxHEIGHT (at least 640x480)")
                })?)
            }
        };
    if a.screenshot_frame > 0 && a.screenshot.is_none() {
        return Err("--screenshot-frame needs --screenshot PATH".into());
    }
    if let Some(p) = &a.screenshot
        && p.extension().is_none_or(|e| e != "png")
    {
        return Err(format!("--screenshot: '{}' must end in .png", p.display()));
    }
    Ok(catan::game::PlayOptions {
        players,
        board: a.board,
        rules: a.rules,
        seed: a.seed,
        ai_speed,
        screenshot: a.screenshot,
        screenshot_frame: a.screenshot_frame,
        exit_on_game_over: a.exit_on_game_over,
        data_dir: a.data_dir,
        open_hands: a.open_hands,
        window,
        edit: None,
    })
}

/// Without the game window (built with --no-default-features): `catan` plays a short computer
/// game in the terminal.
#[cfg(not(feature = "gui"))]
fn play(args: PlayArgs) -> i32 {
    if args.players.is_some() || args.screenshot.is_some() {
        eprintln!("error: this catan was built without the game window (feature 'gui')");
        return 2;
    }
    match demo() {
        Ok(()) => 0,
        Err(e) => {
            eprintln!("error: {e}");
            1
        }
    }
}

/// The terminal demo game (builds without the game window).
#[cfg_attr(feature = "gui", allow(dead_code))]
fn demo() -> Result<(), String> {
    let seed = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_secs())
        .unwrap_or(1);
    println!(
        "A computer game: four 'weighted' players on the standard board, standard rules, seed {seed}."
    );
    println!("(This build has no game window; `catan --help` lists the lab's commands.)\n");
    let board = Arc::new(Board::standard());
    let rules = Arc::new(Rules::standard());
    let mut state = State::new(board, rules, 4, seed).map_err(|e| e.to_string())?;
    let mut players: Vec<_> = (0..4u64)
        .map(|s| PlayerSpec::Weighted.create(catan::core::rng::derive_seed(seed, 100 + s)))
        .collect();
    let mut record = GameRecord::new(&state, vec!["weighted".into(); 4], Some(seed));
    let result = sim::play_game(&mut state, &mut players, 2000, Some(&mut record))?;
    let names: Vec<String> = record.players.clone();
    let mut last_round = 0;
    let mut replay = record.initial_state().map_err(|e| e.to_string())?;
    for step in &record.steps {
        let before = replay.clone();
        let ev = replay
            .apply_with(step.action, step.chance)
            .map_err(|e| e.to_string())?;
        let round = replay.round();
        if !replay.in_setup()
            && round != last_round
            && round % 10 == 1
            && step.action == catan::core::Action::EndTurn
        {
            last_round = round;
            let pts: Vec<String> = (0..4).map(|p| replay.total_points(p).to_string()).collect();
            println!("round {round:>3}: points {}", pts.join(" / "));
        }
        for e in ev.as_slice() {
            match e {
                catan::core::Event::LongestRoad(Some(h))
                    if before.longest_road_holder != Some(*h) =>
                {
                    println!("           seat {h} takes the longest road")
                }
                catan::core::Event::LargestArmy(Some(h)) => {
                    println!("           seat {h} takes the largest army")
                }
                _ => {}
            }
        }
    }
    println!();
    print_state(&state, &names);
    let winner = result
        .winner
        .map(|w| format!("seat {w}"))
        .unwrap_or_else(|| "nobody".into());
    println!(
        "\n{} actions in {} rounds; winner: {winner}",
        result.actions, result.rounds
    );
    Ok(())
}
