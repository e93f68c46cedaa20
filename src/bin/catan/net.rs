//! `catan serve`, `catan bot` and `catan net-bench`: the network host, our computer players as
//! its clients, and the load benchmark (docs/protocol.md).

use crate::Outcome;
use clap::Args;
use std::path::PathBuf;

#[derive(Args, Debug)]
pub(crate) struct ServeArgs {
    /// Address to listen on (loopback by default; 0.0.0.0:7373 to take players from elsewhere).
    #[arg(long, default_value = "127.0.0.1:7373")]
    addr: String,
    /// Data folder: rooms are kept in its `rooms/` (default: the platform's data folder).
    #[arg(long)]
    data_dir: Option<PathBuf>,
    /// Keep no files (rooms end with the server).
    #[arg(long)]
    no_save: bool,
    /// The most rooms open at once.
    #[arg(long, default_value_t = 10_000)]
    max_rooms: usize,
    /// A room nobody is connected to is closed after this many seconds (its files kept).
    #[arg(long, default_value_t = 3600)]
    idle_room_secs: u64,
    /// A connection in no room is closed after this many seconds without a message.
    #[arg(long, default_value_t = 600)]
    lobby_idle_secs: u64,
    /// The most rooms one connection may create (0: no limit).
    #[arg(long, default_value_t = 20)]
    rooms_per_connection: usize,
    /// The most open rooms created from one address (0: no limit).
    #[arg(long, default_value_t = 100)]
    rooms_per_address: usize,
    /// The most open rooms of computers only (no seat for a person).
    #[arg(long, default_value_t = 50)]
    max_computer_rooms: usize,
    /// The host's secret for the rooms' dice and decks (default: random at each start). With
    /// the same secret and a room's seed, a room plays the same game again (for tests); the
    /// players never learn it.
    #[arg(long)]
    secret: Option<u64>,
    /// This host's letter behind a proxy of several hosts (A–Z but I and O, 2–9): every room
    /// code it makes starts with it, and the proxy routes `/room/CODE` by it (deploy/).
    #[arg(long)]
    host_id: Option<char>,
}

#[derive(Args, Debug)]
pub(crate) struct BotArgs {
    /// The server, ws://HOST:PORT (or a proxy in front of several: the bot connects to the
    /// room at /room/CODE, which the proxy routes by).
    #[arg(long)]
    connect: String,
    /// The room's code (or --create).
    #[arg(long)]
    room: Option<String>,
    /// Create a room with these seats first (open or a computer's name, comma-separated), print
    /// its code, and take its first open seat.
    #[arg(long)]
    create: Option<String>,
    /// The board of a created room: random (default) or standard.
    #[arg(long)]
    board: Option<String>,
    /// The seed of a created room.
    #[arg(long)]
    seed: Option<u64>,
    /// The seat to take (default: the first open one).
    #[arg(long)]
    seat: Option<u8>,
    /// Resume the seat with this token instead of joining.
    #[arg(long)]
    token: Option<String>,
    /// The player: easy, medium, hard, ai, ai:PATH, search@N, random, weighted.
    #[arg(long, default_value = "medium")]
    player: String,
    #[arg(long)]
    name: Option<String>,
    /// Give up when the server says nothing for this many seconds.
    #[arg(long, default_value_t = 120)]
    quiet_secs: u64,
    /// Wait this long before each action, as a person would.
    #[arg(long, default_value_t = 0)]
    think_ms: u64,
}

#[derive(Args, Debug)]
pub(crate) struct NetBenchArgs {
    /// Rooms of four bot clients each.
    #[arg(long, default_value_t = 500)]
    rooms: usize,
    /// How long to measure, in seconds.
    #[arg(long, default_value_t = 30)]
    seconds: u64,
    /// The bots' player (random: legal random moves, chosen without rebuilding the position,
    /// keeps the load on the server; any roster player works).
    #[arg(long, default_value = "random")]
    player: String,
    /// Each bot waits this long before each of its actions, as a person would (0: at once,
    /// which saturates the server: latency then measures its queue).
    #[arg(long, default_value_t = 250)]
    think_ms: u64,
    /// Print one JSON object instead of text.
    #[arg(long)]
    json: bool,
}

#[cfg(feature = "net")]
pub(crate) use imp::{bench, bot, serve};

#[cfg(not(feature = "net"))]
pub(crate) fn serve(_: ServeArgs) -> Outcome {
    anyhow::bail!("this catan was built without the network host (feature 'net')")
}
#[cfg(not(feature = "net"))]
pub(crate) fn bot(_: BotArgs) -> Outcome {
    anyhow::bail!("this catan was built without the network client (feature 'net')")
}
#[cfg(not(feature = "net"))]
pub(crate) fn bench(_: NetBenchArgs) -> Outcome {
    anyhow::bail!("this catan was built without the network host (feature 'net')")
}

#[cfg(feature = "net")]
mod imp {
    use super::*;
    use anyhow::{Context, Result, anyhow, bail};
    use catan::lab::PlayerSpec;
    use catan::net::client::{BotResult, Connection, Pace, play_seat_on};
    use catan::net::server::{ServerConfig, serve as run_server};
    use catan::net::wire::ClientMsg;
    use std::sync::Arc;
    use std::time::{Duration, Instant};

    /// Let this process hold many connections (the soft limit up to the hard one).
    fn raise_open_files() {
        #[cfg(unix)]
        // SAFETY: reading and setting this process's own limit.
        unsafe {
            let mut l = libc::rlimit {
                rlim_cur: 0,
                rlim_max: 0,
            };
            if libc::getrlimit(libc::RLIMIT_NOFILE, &mut l) == 0 && l.rlim_cur < l.rlim_max {
                l.rlim_cur = l.rlim_max;
                libc::setrlimit(libc::RLIMIT_NOFILE, &l);
            }
        }
    }

    fn runtime() -> anyhow::Result<tokio::runtime::Runtime> {
        tokio::runtime::Builder::new_multi_thread()
            .enable_all()
            .build()
            .context("starting the async runtime")
    }

    pub(crate) fn serve(a: ServeArgs) -> Outcome {
        raise_open_files();
        let data_dir =
            (!a.no_save).then(|| catan::files::data_dir(a.data_dir.as_deref()).join("rooms"));
        let config = ServerConfig {
            data_dir: data_dir.clone(),
            boards_dir: Some(catan::files::shipped_boards_dir()),
            own_boards_dir: None,
            max_rooms: a.max_rooms,
            idle_room_secs: a.idle_room_secs,
            lobby_idle_secs: a.lobby_idle_secs,
            rooms_per_connection: a.rooms_per_connection,
            rooms_per_address: a.rooms_per_address,
            max_computer_rooms: a.max_computer_rooms,
            secret: a.secret,
            host_id: match a.host_id.map(|c| c.to_ascii_uppercase()) {
                Some(c) if !catan::net::wire::is_host_id(c) => bail!(
                    "--host-id {c}: one of A-Z (not I or O) or 2-9, as room codes are written"
                ),
                h => h,
            },
        };
        let rt = runtime()?;
        rt.block_on(async move {
            let listener = tokio::net::TcpListener::bind(&a.addr)
                .await
                .with_context(|| format!("--addr {}: cannot listen", a.addr))?;
            let local = listener.local_addr()?;
            println!("listening on ws://{local}");
            match &data_dir {
                Some(d) => println!("rooms are kept in {}", d.display()),
                None => println!("rooms are not kept (--no-save)"),
            }
            use std::io::Write;
            std::io::stdout().flush()?;
            run_server(listener, config, async {
                let _ = tokio::signal::ctrl_c().await;
            })
            .await?;
            println!("stopped");
            Ok(0)
        })
    }

    pub(crate) fn bot(a: BotArgs) -> Outcome {
        let spec = PlayerSpec::parse(&a.player).map_err(|e| anyhow!("--player: {e}"))?;
        if a.room.is_none() && a.create.is_none() {
            bail!("--room CODE or --create SEATS is needed");
        }
        if a.token.is_some() && a.seat.is_none() {
            bail!("--token needs --seat");
        }
        let rt = runtime()?;
        rt.block_on(async move {
            let quiet = Duration::from_secs(a.quiet_secs.max(1));
            let room = match (&a.room, &a.create) {
                (Some(r), _) => r.clone(),
                (None, Some(seats)) => {
                    let mut c = Connection::open(&a.connect, quiet)
                        .await
                        .map_err(|e| anyhow!(e))?;
                    let code = c
                        .create_room(ClientMsg::CreateRoom {
                            seats: seats.split(',').map(|s| s.trim().to_string()).collect(),
                            board: a.board.clone(),
                            rules: None,
                            seed: a.seed,
                            replace_after_secs: None,
                        })
                        .await
                        .map_err(|e| anyhow!("--create: {e}"))?;
                    println!("room {code}");
                    code
                }
                _ => unreachable!(),
            };
            let name = a.name.clone().unwrap_or_else(|| format!("bot ({})", a.player));
            let mut seat = a.seat;
            let mut token = a.token.clone();
            // a dropped connection (a restarted server, say) is resumed with the seat's token,
            // for as long as the server stays unreachable less than --quiet-secs
            let mut last_seen = Instant::now();
            loop {
                let mut got = None;
                let pace = Pace {
                    until: None,
                    think: Duration::from_millis(a.think_ms),
                };
                let at = catan::net::wire::room_url(&a.connect, &room);
                let r = match Connection::open(&at, quiet).await {
                    Ok(c) => {
                        let on_token = |s: u8, t: &str| got = Some((s, t.to_string()));
                        let token = token.clone();
                        play_seat_on(c, &room, seat, token, &spec, &name, quiet, pace, on_token)
                            .await
                    }
                    Err(e) => Err(e),
                };
                if let Some((s, t)) = got {
                    last_seen = Instant::now();
                    if token.is_none() {
                        println!("seat {s} token {t}");
                    }
                    seat = Some(s);
                    token = Some(t);
                }
                match r {
                    Ok(res) => {
                        println!(
                            "game over: winner seat {}, points {:?}; this bot (seat {}) played {} actions",
                            res.winner, res.points, res.seat, res.actions
                        );
                        return Ok(0);
                    }
                    Err(e)
                        if token.is_some()
                            && last_seen.elapsed() < quiet
                            && (e.contains("connection") || e.contains("no answer") || e.contains("refused") || e.contains("IO error") || e.contains("HTTP error")) =>
                    {
                        eprintln!("{e}; resuming seat {:?}", seat);
                        tokio::time::sleep(Duration::from_millis(300)).await;
                    }
                    Err(e) => bail!("{e}"),
                }
            }
        })
    }

    /// The resident memory of process `pid`, in KiB.
    fn rss_kib(pid: u32) -> Option<u64> {
        let s = std::fs::read_to_string(format!("/proc/{pid}/status")).ok()?;
        s.lines()
            .find_map(|l| l.strip_prefix("VmRSS:"))
            .and_then(|v| v.split_whitespace().next()?.parse().ok())
    }

    /// What the bench measured, for its report.
    struct BenchRun {
        base: u64,
        peak: u64,
        finished: usize,
        partial: usize,
        errors: Vec<String>,
        lat: Vec<u64>,
        secs: f64,
    }

    /// Start `catan serve` in its own process, as it would run; returns it and its address.
    fn start_bench_server() -> Result<(std::process::Child, String)> {
        let exe = std::env::current_exe()?;
        let mut child = std::process::Command::new(exe)
            // the bench creates every room itself: no per-client limits
            .args(["serve", "--addr", "127.0.0.1:0", "--no-save"])
            .args(["--rooms-per-connection", "0", "--rooms-per-address", "0"])
            .stdout(std::process::Stdio::piped())
            .stderr(std::process::Stdio::inherit())
            .spawn()
            .context("starting the server")?;
        let Some(stdout) = child.stdout.take() else {
            let _ = child.kill();
            bail!("the server's output could not be read");
        };
        let mut out = std::io::BufReader::new(stdout);
        let mut line = String::new();
        use std::io::BufRead;
        out.read_line(&mut line)?;
        let Some(url) = line.trim().strip_prefix("listening on ") else {
            let _ = child.kill();
            bail!("the server said '{line}'");
        };
        let url = url.to_string();
        Ok((child, url))
    }

    /// Create `rooms` rooms of four open seats, a few hundred per connection (one connection's
    /// messages are limited by the host's flood bound).
    async fn create_bench_rooms(url: &str, rooms: usize) -> Result<Vec<String>> {
        let open = || Connection::open(url, Duration::from_secs(10));
        let mut c = open().await.map_err(|e| anyhow!(e))?;
        let mut codes = Vec::with_capacity(rooms);
        for i in 0..rooms {
            if i > 0 && i % 400 == 0 {
                c = open().await.map_err(|e| anyhow!(e))?;
            }
            let code = c
                .create_room(ClientMsg::CreateRoom {
                    seats: vec!["open".into(); 4],
                    board: None,
                    rules: None,
                    seed: Some(i as u64 + 1),
                    replace_after_secs: None,
                })
                .await
                .map_err(|e| anyhow!(e))?;
            codes.push(code);
        }
        Ok(codes)
    }

    type SeatTask = tokio::task::JoinHandle<std::result::Result<BotResult, String>>;

    /// One bot client per seat of every room; each connects (a few at a time: a storm of
    /// handshakes measures the kernel's backlog, not the server), then waits at `all_in`.
    fn spawn_bench_clients(
        a: &NetBenchArgs,
        spec: &PlayerSpec,
        url: &str,
        codes: &[String],
        all_in: &Arc<tokio::sync::Barrier>,
    ) -> Vec<SeatTask> {
        let connecting = Arc::new(tokio::sync::Semaphore::new(64));
        let deadline = Duration::from_secs(a.seconds);
        let think = Duration::from_millis(a.think_ms);
        let mut tasks = Vec::with_capacity(4 * codes.len());
        for code in codes {
            for k in 0..4u8 {
                let (url, code, spec) = (url.to_string(), code.clone(), spec.clone());
                let (connecting, all_in) = (connecting.clone(), all_in.clone());
                tasks.push(tokio::spawn(async move {
                    let c = {
                        let _permit = connecting.acquire().await;
                        let at = catan::net::wire::room_url(&url, &code);
                        Connection::open(&at, Duration::from_secs(60)).await
                    };
                    all_in.wait().await;
                    let c = c?;
                    let pace = Pace {
                        until: Some(Instant::now() + deadline),
                        think,
                    };
                    let patience = Duration::from_secs(60);
                    play_seat_on(
                        c,
                        &code,
                        Some(k),
                        None,
                        &spec,
                        "bench",
                        patience,
                        pace,
                        |_, _| {},
                    )
                    .await
                }));
            }
        }
        tasks
    }

    /// Create the rooms, let every seat play until the deadline, and gather what they measured.
    async fn run_bench(
        a: &NetBenchArgs,
        spec: &PlayerSpec,
        url: &str,
        pid: u32,
    ) -> Result<BenchRun> {
        tokio::time::sleep(Duration::from_millis(200)).await;
        let base = rss_kib(pid).unwrap_or(0);
        let codes = create_bench_rooms(url, a.rooms).await?;
        let all_in = Arc::new(tokio::sync::Barrier::new(4 * a.rooms + 1));
        let tasks = spawn_bench_clients(a, spec, url, &codes, &all_in);
        all_in.wait().await;
        let start = Instant::now();
        // the server's memory once every room is full and playing
        tokio::time::sleep(Duration::from_secs(3.min(a.seconds))).await;
        let peak = rss_kib(pid).unwrap_or(0);
        let mut run = BenchRun {
            base,
            peak,
            finished: 0,
            partial: 0,
            errors: Vec::new(),
            lat: Vec::new(),
            secs: 0.0,
        };
        for t in tasks {
            match t.await {
                Ok(Ok(r)) => {
                    if r.finished {
                        run.finished += 1;
                    } else {
                        run.partial += 1; // still playing at the end
                    }
                    run.lat.extend(r.latencies_us);
                }
                Ok(Err(e)) => run.errors.push(e),
                Err(e) => run.errors.push(e.to_string()),
            }
        }
        run.secs = start.elapsed().as_secs_f64();
        Ok(run)
    }

    pub(crate) fn bench(a: NetBenchArgs) -> Outcome {
        raise_open_files();
        let spec = PlayerSpec::parse(&a.player).map_err(|e| anyhow!("--player: {e}"))?;
        if a.rooms == 0 {
            bail!("--rooms: at least 1");
        }
        let (mut child, url) = start_bench_server()?;
        let result = runtime().and_then(|rt| rt.block_on(run_bench(&a, &spec, &url, child.id())));
        let _ = child.kill();
        let _ = child.wait();
        let mut run = result?;
        run.lat.sort_unstable();
        if a.json {
            print_bench_json(&a, &run);
        } else {
            print_bench_text(&a, &run);
        }
        Ok(if run.errors.is_empty() { 0 } else { 1 })
    }

    /// The `p` quantile of sorted latencies in µs, in ms.
    fn percentile_ms(lat: &[u64], p: f64) -> f64 {
        if lat.is_empty() {
            0.0
        } else {
            lat[((lat.len() - 1) as f64 * p) as usize] as f64 / 1000.0
        }
    }

    fn print_bench_json(a: &NetBenchArgs, r: &BenchRun) {
        let pct = |p| percentile_ms(&r.lat, p);
        let per_room = r.peak.saturating_sub(r.base) as f64 / a.rooms as f64;
        println!(
            "{}",
            serde_json::json!({
                "rooms": a.rooms, "clients": 4 * a.rooms, "seconds": r.secs,
                "player": a.player, "think_ms": a.think_ms,
                "round_trips": r.lat.len(), "round_trips_per_sec": r.lat.len() as f64 / r.secs,
                "p50_ms": pct(0.5), "p99_ms": pct(0.99), "max_ms": pct(1.0),
                "server_rss_base_kib": r.base, "server_rss_peak_kib": r.peak,
                "kib_per_room": per_room,
                "bots_finished": r.finished, "bots_playing_at_deadline": r.partial,
                "errors": r.errors.len(),
            })
        );
    }

    fn print_bench_text(a: &NetBenchArgs, r: &BenchRun) {
        let pct = |p| percentile_ms(&r.lat, p);
        let per_room = r.peak.saturating_sub(r.base) as f64 / a.rooms as f64;
        let (rooms, clients, secs) = (a.rooms, 4 * a.rooms, r.secs);
        println!(
            "{rooms} rooms, {clients} bot clients ({}, {} ms before each action), {secs:.1} s",
            a.player, a.think_ms
        );
        println!(
            "round trips (an action sent → the view after it): {} ({:.0}/s), p50 {:.2} ms, p99 {:.2} ms, max {:.2} ms",
            r.lat.len(),
            r.lat.len() as f64 / secs,
            pct(0.5),
            pct(0.99),
            pct(1.0)
        );
        println!(
            "server memory: {} KiB idle, {} KiB with every room playing: {per_room:.1} KiB per room",
            r.base, r.peak
        );
        println!(
            "bots: {} finished their game, {} still playing at the end, {} failed",
            r.finished,
            r.partial,
            r.errors.len()
        );
        for e in r.errors.iter().take(5) {
            println!("  error: {e}");
        }
    }
}
