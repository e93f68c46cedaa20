//! `catan`: the game window and the headless lab. One file per command; this one parses the
//! command line and reports errors.

mod ai;
mod answers;
mod atlas;
mod balance;
mod bench;
mod board;
mod check;
mod common;
mod evolve;
mod explain;
mod fairness;
mod links;
mod net;
mod net_bench;
mod net_bench_watch;
mod play;
mod ranks;
mod replay;
mod review;
mod sim;
mod tournament;

use clap::{Parser, Subcommand};
use std::process::ExitCode;

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
    Play(play::PlayArgs),
    /// Draw every screen and dialog in both languages at one window size into DIR (pictures,
    /// faults found in them, index.html); exits 2 when a page has a fault.
    Atlas(atlas::AtlasArgs),
    /// Open the board editor (on FILE, or the standard board); saves go to boards/ in the data
    /// folder (a shipped board is never written over).
    Editor(play::EditorArgs),
    /// Play many computer games headless and summarise the results.
    Sim(sim::SimArgs),
    /// Re-apply a game record with no randomness, check every action, print the final state.
    Replay(replay::ReplayArgs),
    /// Show, validate or generate board files.
    #[command(subcommand)]
    Board(board::BoardCommand),
    /// List every candidate move of the computer player at a position of a game record, with
    /// its fitness and the terms of the formula that made it.
    Explain(explain::ExplainArgs),
    /// Every group of entrants (every pair, triple or four) plays the same number of games with
    /// the seats rotated; prints wins with Wilson 95% intervals and the win matrix.
    Tournament(tournament::TournamentArgs),
    /// Breed computer players with the genetic algorithm of the thesis (a config file: see
    /// experiments/). Writes every generation's best and population, fitness.csv and
    /// fitness.svg, and a checkpoint; Ctrl-C stops cleanly and --resume continues.
    Evolve(evolve::EvolveArgs),
    /// Individual files of the computer player: convert the thesis's XML, show one.
    #[command(subcommand)]
    Ai(ai::AiCommand),
    /// Play random games with every invariant checked after every action (cards and pieces
    /// conserved, points, road lengths and awards as defined, the distance rule, ...).
    Check(check::CheckArgs),
    /// Measure games per second (four random players, then four `ai` players; standard rules,
    /// random boards).
    Bench(bench::BenchArgs),
    /// How a computer player answers offers: acceptance rates of random fair offers and of
    /// offers that bring its next build nearer, with Wilson 95% intervals.
    Answers(answers::AnswersArgs),
    /// A game record with the engine's eye: each seat's chance of winning turn by turn, the
    /// turning points, and a seat's decisions against the search player's.
    Review(review::ReviewArgs),
    /// Let the desktop open the game for catan:// invitation links (Linux: a .desktop entry for
    /// x-scheme-handler/catan).
    #[command(subcommand)]
    Links(links::LinksCommand),
    /// Host games over the network: rooms of people, programs and computer players
    /// (WebSocket + JSON, docs/protocol.md).
    Serve(net::ServeArgs),
    /// A computer player as a network client: join (or create) a room and play a seat.
    Bot(net::BotArgs),
    /// Load benchmark of the network host: rooms of four bot clients on loopback; round-trip
    /// latency, actions per second, memory per room.
    NetBench(net_bench::NetBenchArgs),
    /// One client process of net-bench (started by it).
    #[command(hide = true)]
    NetBenchClients(net_bench::NetBenchClientsArgs),
}

/// How a command ended when it did not fail: the process exit code.
pub(crate) type Outcome = anyhow::Result<u8>;

fn main() -> ExitCode {
    // Die quietly on a closed pipe (`catan board show FILE | head`) instead of panicking.
    #[cfg(unix)]
    // SAFETY: restoring the default disposition of SIGPIPE before any thread starts.
    unsafe {
        libc::signal(libc::SIGPIPE, libc::SIG_DFL);
    }
    let command = Cli::parse().command;
    let lab = matches!(
        command,
        Some(Command::Sim(_) | Command::Tournament(_) | Command::Evolve(_))
    );
    let launch = match ranks::Launch::start(lab) {
        Ok(launch) => launch,
        Err(e) => {
            eprintln!("error: {e:#}");
            return ExitCode::FAILURE;
        }
    };
    let r = launch.ranks();
    let outcome = match command {
        None => play::run(play::PlayArgs::default()),
        Some(Command::Play(a)) => play::run(a),
        Some(Command::Editor(a)) => play::run_editor(a),
        Some(Command::Atlas(a)) => atlas::run(a),
        Some(Command::Sim(a)) => sim::run(a, r),
        Some(Command::Replay(a)) => replay::run(a),
        Some(Command::Board(c)) => board::run(c),
        Some(Command::Explain(a)) => explain::run(a),
        Some(Command::Tournament(a)) => tournament::run(a, r),
        Some(Command::Evolve(a)) => evolve::run(a, r),
        Some(Command::Ai(c)) => ai::run(c),
        Some(Command::Bench(a)) => bench::run(a),
        Some(Command::Check(a)) => check::run(a),
        Some(Command::Answers(a)) => answers::run(a),
        Some(Command::Review(a)) => review::run(a),
        Some(Command::Links(c)) => links::run(c),
        Some(Command::Serve(a)) => net::serve(a),
        Some(Command::Bot(a)) => net::bot(a),
        Some(Command::NetBench(a)) => net_bench::bench(a),
        Some(Command::NetBenchClients(a)) => net_bench::clients(a),
    };
    match outcome {
        Ok(code) => ExitCode::from(code),
        Err(e) if r.size() > 1 => {
            if r.rank() == 0 {
                eprintln!("error: {e:#}");
            } else {
                eprintln!("error on rank {}: {e:#}", r.rank());
            }
            // the other ranks may wait for this one: end the whole job
            launch.abort(1);
            ExitCode::FAILURE
        }
        Err(e) => {
            eprintln!("error: {e:#}");
            ExitCode::FAILURE
        }
    }
}
