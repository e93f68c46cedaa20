//! `catan play` and `catan editor`: the game window (or, built without it, a terminal demo game).

use crate::Outcome;
use crate::common::print_state;
use anyhow::Result;
use catan::core::Seat;
use catan::core::record::GameRecord;
use catan::core::{Board, Rules, State};
use catan::lab::PlayerSpec;
use catan::lab::sim;
use std::path::PathBuf;
use std::sync::Arc;

#[derive(clap::Args, Debug, Default)]
pub(crate) struct PlayArgs {
    /// Comma-separated seats, 2 to 6 (five or six play the 5–6 extension): human, easy, medium (= ai, the bred champion), hard (the
    /// search player), ai:PATH, search:PATH, search@ROLLOUTS, random. Skips the menu.
    #[arg(long)]
    players: Option<String>,
    /// `standard`, `random`, `extension-5-6` or a board file (for five or six players
    /// `standard` and `random` are the 5–6 extension's island).
    #[arg(long)]
    board: Option<String>,
    /// `standard`, `thesis`, `five-six` or a rules file (`standard` for five or six players is
    /// `five-six`).
    #[arg(long)]
    rules: Option<String>,
    /// Seed of the dice, the cards and a random board (default: a new random one each game).
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
    /// Host an online game on ADDRESS (e.g. 0.0.0.0:7373 for the local network, 127.0.0.1:0 for
    /// this machine only) with the seats of --players: `human` seats after the first (the
    /// host's) wait for friends; computers play on this machine. Prints `ONLINE room=CODE`.
    #[arg(long, value_name = "ADDRESS")]
    host: Option<String>,
    /// Join an online game by its invitation LINK (catan://HOST:PORT/room/CODE, or a proxy's
    /// wss://…/room/CODE), or at ADDRESS (host:port) with --room CODE.
    #[arg(long, value_name = "LINK|ADDRESS")]
    join: Option<String>,
    /// The room code to join.
    #[arg(long)]
    room: Option<String>,
    /// With --join: watch the game (the public view, the log and the chat) instead of taking a
    /// seat.
    #[arg(long, requires = "join")]
    watch: bool,
    /// Your name at an online table.
    #[arg(long)]
    name: Option<String>,
    /// The seat to join (0-based; default: the first open one).
    #[arg(long)]
    seat: Option<u8>,
    /// Open a saved game (a record) in the review: every step, the win chances, the decisions.
    #[arg(long, conflicts_with_all = ["players", "host", "join"])]
    review: Option<PathBuf>,
}

#[derive(clap::Args)]
pub(crate) struct EditorArgs {
    /// The board file to open (default: the standard board).
    file: Option<PathBuf>,
}

#[cfg(feature = "gui")]
pub(crate) fn run_editor(a: EditorArgs) -> Outcome {
    if let Some(f) = &a.file {
        catan::editor::BoardEditor::open(f)?;
    }
    launch(catan::game::PlayOptions {
        edit: Some(a.file),
        ..Default::default()
    })
}

#[cfg(not(feature = "gui"))]
pub(crate) fn run_editor(_: EditorArgs) -> Outcome {
    eprintln!("error: this catan was built without the game window (feature 'gui')");
    Ok(2)
}

#[cfg(feature = "gui")]
pub(crate) fn launch(o: catan::game::PlayOptions) -> Outcome {
    let has = |v: &str| std::env::var_os(v).is_some_and(|x| !x.is_empty());
    if !has("DISPLAY") && !has("WAYLAND_DISPLAY") {
        anyhow::bail!(
            "no display: the game window needs X11 or Wayland (DISPLAY and \
             WAYLAND_DISPLAY are not set). The lab works without one: catan --help"
        );
    }
    Ok(catan::game::run(o))
}

/// A bad flag exits with 2 before any window opens.
#[cfg(feature = "gui")]
pub(crate) fn run(args: PlayArgs) -> Outcome {
    match play_options(args) {
        Ok(o) => launch(o),
        Err(e) => {
            eprintln!("error: {e:#}");
            Ok(2)
        }
    }
}

/// Without the game window (built with --no-default-features): `catan` plays a short computer
/// game in the terminal.
#[cfg(not(feature = "gui"))]
pub(crate) fn run(args: PlayArgs) -> Outcome {
    if args.players.is_some() || args.screenshot.is_some() {
        eprintln!("error: this catan was built without the game window (feature 'gui')");
        return Ok(2);
    }
    demo()?;
    Ok(0)
}

/// `--join`: an invitation link (its room, if `--room` is given too, the same), or an address
/// with `--room`.
#[cfg(feature = "gui")]
fn check_join(join: &str, room: Option<&str>) -> Result<()> {
    use catan::net::invite::Invite;
    if Invite::looks_like_link(join) {
        let invite = Invite::parse(join).map_err(|e| anyhow::anyhow!("--join {join}: {e}"))?;
        if room.is_some_and(|r| !r.trim().eq_ignore_ascii_case(&invite.room)) {
            anyhow::bail!(
                "--room differs from the room of the --join link ({})",
                invite.room
            );
        }
    } else if room.is_none() {
        anyhow::bail!("--join ADDRESS needs --room CODE (or give the invitation link)");
    }
    Ok(())
}

#[cfg(feature = "gui")]
fn play_options(a: PlayArgs) -> Result<catan::game::PlayOptions> {
    if a.host.is_some() && a.join.is_some() {
        anyhow::bail!("--host and --join: one or the other");
    }
    if let Some(join) = &a.join {
        check_join(join, a.room.as_deref())?;
    }
    if a.host.is_some() && a.players.is_none() {
        anyhow::bail!("--host needs --players (the first seat is yours)");
    }
    let players = match &a.players {
        Some(p) if a.host.is_some() => {
            let list: Vec<String> = p.split(',').map(|s| s.trim().to_string()).collect();
            if list.first().map(String::as_str) != Some("human") {
                anyhow::bail!("--players: with --host the first seat is yours: 'human'");
            }
            Some(list)
        }
        Some(p) => {
            let list: Vec<String> = p.split(',').map(|s| s.trim().to_string()).collect();
            // check every seat now, so a bad flag fails before a window opens
            catan::game::settings::new_game_from_flags(
                &list,
                a.board.as_deref(),
                a.rules.as_deref(),
                a.seed.unwrap_or(1),
            )
            .map_err(anyhow::Error::msg)?;
            Some(list)
        }
        None => None,
    };
    let ai_speed = a
        .ai_speed
        .as_deref()
        .map(catan::game::settings::AiSpeed::parse)
        .transpose()
        .map_err(|e| anyhow::anyhow!("--ai-speed: {e}"))?;
    let window = a.window.as_deref().map(parse_window).transpose()?;
    if a.screenshot_frame > 0 && a.screenshot.is_none() {
        anyhow::bail!("--screenshot-frame needs --screenshot PATH");
    }
    if let Some(p) = &a.screenshot
        && p.extension().is_none_or(|e| e != "png")
    {
        anyhow::bail!("--screenshot: '{}' must end in .png", p.display());
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
        host: a.host,
        join: a.join,
        watch: a.watch,
        room: a.room,
        name: a.name,
        seat: a.seat,
        review: a.review,
        atlas: None,
    })
}

/// The terminal demo game (builds without the game window).
#[cfg_attr(feature = "gui", allow(dead_code))]
fn demo() -> Result<()> {
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
    let mut state = State::new(board, rules, 4, seed)?;
    let mut players: Vec<_> = (0..4u64)
        .map(|s| PlayerSpec::Weighted.create(catan::core::rng::derive_seed(seed, 100 + s)))
        .collect();
    let mut record = GameRecord::new(&state, vec!["weighted".into(); 4], Some(seed));
    let result = sim::play_game(&mut state, &mut players, 2000, Some(&mut record))?;
    let names: Vec<String> = record.players.clone();
    let mut last_round = 0;
    let mut replay = record.initial_state()?;
    for step in &record.steps {
        let before = replay.clone();
        let ev = replay.apply_with(step.action, step.chance)?;
        let round = replay.round();
        if !replay.in_setup()
            && round != last_round
            && round % 10 == 1
            && step.action == catan::core::Action::EndTurn
        {
            last_round = round;
            let pts: Vec<String> = (0..4)
                .map(|p| replay.total_points(Seat(p)).to_string())
                .collect();
            println!("round {round:>3}: points {}", pts.join(" / "));
        }
        for e in ev.as_slice() {
            match e {
                catan::core::Event::LongestRoad(Some(h))
                    if before.longest_road_holder() != Some(*h) =>
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

/// A window size `WIDTHxHEIGHT` (at least 640x480).
#[cfg(feature = "gui")]
pub(crate) fn parse_window(w: &str) -> Result<(u32, u32)> {
    w.split_once('x')
        .and_then(|(x, y)| Some((x.parse::<u32>().ok()?, y.parse::<u32>().ok()?)))
        .filter(|&(x, y)| x >= 640 && y >= 480)
        .ok_or_else(|| anyhow::anyhow!("--window: '{w}' is not WIDTHxHEIGHT (at least 640x480)"))
}
