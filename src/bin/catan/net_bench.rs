//! `catan net-bench`: the network host under load. Hosts (`catan serve`, each in its own process,
//! as behind the proxy of deploy/) hold rooms of four bot clients that run in other processes
//! (`catan net-bench-clients`, a share of the rooms each: one process holds fewer connections
//! than its open-file limit); every client measures the round trip of its actions.

use crate::Outcome;
use clap::Args;
use std::path::PathBuf;

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
    /// With it, each bot's wait is drawn between --think-ms and this (people differ).
    #[arg(long)]
    think_max_ms: Option<u64>,
    /// Host processes, the rooms shared among them round the ring (as behind a proxy).
    #[arg(long, default_value_t = 1)]
    hosts: usize,
    /// Client processes, the rooms shared among them.
    #[arg(long, default_value_t = 1)]
    client_processes: usize,
    /// Rooms of four computers only, playing beside the bots' rooms (their latency is then the
    /// people's beside a load of computer games).
    #[arg(long, default_value_t = 0)]
    computer_rooms: usize,
    /// The computers of those rooms.
    #[arg(long, default_value = "hard")]
    computer: String,
    /// Each bot says a line of chat this often, in seconds (0: silent).
    #[arg(long, default_value_t = 0)]
    chat_every_secs: u64,
    /// Watchers in each watched room (0: none)…
    #[arg(long, default_value_t = 0)]
    watchers: usize,
    /// …one room of this many is watched.
    #[arg(long, default_value_t = 10)]
    watched_every: usize,
    /// Print one JSON object instead of text.
    #[arg(long)]
    json: bool,
    /// The hosts from this `catan` instead of this one (another build's host measured with
    /// the same clients, side by side).
    #[arg(long)]
    host_exe: Option<PathBuf>,
}

/// One client process of `catan net-bench` (started by it; not for people).
#[derive(Args, Debug)]
pub(crate) struct NetBenchClientsArgs {
    /// A file of rooms, one `URL CODE` a line.
    #[arg(long)]
    rooms_file: PathBuf,
    #[arg(long)]
    seconds: u64,
    #[arg(long)]
    player: String,
    #[arg(long)]
    think_ms: u64,
    #[arg(long)]
    think_max_ms: u64,
    /// The first room's number among all the bench's rooms (the bots' waits are drawn by it).
    #[arg(long, default_value_t = 0)]
    first: usize,
    #[arg(long, default_value_t = 0)]
    chat_every_secs: u64,
    #[arg(long, default_value_t = 0)]
    watchers: usize,
    #[arg(long, default_value_t = 10)]
    watched_every: usize,
}

#[cfg(feature = "net")]
pub(crate) use imp::{bench, clients};

#[cfg(not(feature = "net"))]
pub(crate) fn bench(_: NetBenchArgs) -> Outcome {
    anyhow::bail!("this catan was built without the network host (feature 'net')")
}
#[cfg(not(feature = "net"))]
pub(crate) fn clients(_: NetBenchClientsArgs) -> Outcome {
    anyhow::bail!("this catan was built without the network client (feature 'net')")
}

#[cfg(feature = "net")]
#[path = "net_bench_report.rs"]
mod report;

#[cfg(feature = "net")]
mod imp {
    use super::*;
    use crate::net::{raise_open_files, runtime};
    use anyhow::{Context, Result, anyhow, bail};
    use catan::lab::PlayerSpec;
    use catan::net::client::error::ClientError;
    use catan::net::client::{BotResult, Connection, Pace, Seating, play_seat_on};
    use catan::net::wire::{ClientMsg, room_url};
    use serde::{Deserialize, Serialize};
    use std::io::{BufRead, BufReader, Write};
    use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};
    use std::sync::Arc;
    use std::time::{Duration, Instant};

    /// What one client process measured (a JSON line on its stdout).
    #[derive(Default, Serialize, Deserialize)]
    pub(super) struct Measured {
        pub(super) finished: usize,
        pub(super) partial: usize,
        pub(super) errors: Vec<String>,
        pub(super) lat: Vec<u64>,
        pub(super) secs: f64,
        /// Watchers that watched to the end, and the messages they read.
        #[serde(default)]
        pub(super) watched: usize,
        #[serde(default)]
        pub(super) watcher_msgs: u64,
        /// The round trips that ended after the first [`WARM_UP`] (the start's storm left out).
        #[serde(default)]
        pub(super) steady: Vec<u64>,
    }

    use super::report::{Report, WARM_UP};

    /// The resident memory of process `pid`, in KiB.
    fn rss_kib(pid: u32) -> Option<u64> {
        let s = std::fs::read_to_string(format!("/proc/{pid}/status")).ok()?;
        s.lines()
            .find_map(|l| l.strip_prefix("VmRSS:"))
            .and_then(|v| v.split_whitespace().next()?.parse().ok())
    }

    /// A host: `catan serve` in its own process with letter `id`, as it would run.
    struct Host {
        child: Child,
        url: String,
    }

    impl Drop for Host {
        fn drop(&mut self) {
            let _ = self.child.kill();
            let _ = self.child.wait();
        }
    }

    fn start_host(id: char, exe: Option<&std::path::Path>) -> Result<Host> {
        let exe = match exe {
            Some(e) => e.to_path_buf(),
            None => std::env::current_exe()?,
        };
        let mut child = Command::new(exe)
            // the bench creates every room itself: no per-client limits
            .args([
                "serve",
                "--addr",
                "127.0.0.1:0",
                "--no-save",
                "--max-rooms",
                "100000",
            ])
            .args(["--rooms-per-connection", "0", "--rooms-per-address", "0"])
            .args([
                "--host-id",
                &id.to_string(),
                "--max-computer-rooms",
                "100000",
            ])
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .context("starting a host")?;
        let mut line = String::new();
        if let Some(out) = child.stdout.take() {
            let mut out = BufReader::new(out);
            out.read_line(&mut line)?;
            // the rest is read and dropped (a closed pipe would end the host at its next line)
            std::thread::spawn(move || {
                let mut sink = String::new();
                while out.read_line(&mut sink).is_ok_and(|n| n > 0) {
                    sink.clear();
                }
            });
        }
        let host = |url: &str| Host {
            url: url.to_string(),
            child,
        };
        match line.trim().strip_prefix("listening on ") {
            Some(url) => Ok(host(url)),
            None => {
                let _h = host("");
                bail!("the host said '{}'", line.trim())
            }
        }
    }

    /// Create `rooms` rooms of four `seats` seats round the hosts, a few hundred per connection
    /// (one connection's messages are limited by the host's flood bound): `(url, code)` each.
    async fn create_rooms(
        urls: &[String],
        rooms: usize,
        seats: &str,
    ) -> Result<Vec<(String, String)>> {
        let wait = Duration::from_secs(10);
        let mut conns = Vec::with_capacity(urls.len());
        for url in urls {
            conns.push(Connection::open(url, wait).await.map_err(|e| anyhow!(e))?);
        }
        let mut made = Vec::with_capacity(rooms);
        for i in 0..rooms {
            let h = i % urls.len();
            if i >= urls.len() && (i / urls.len()).is_multiple_of(400) {
                conns[h] = Connection::open(&urls[h], wait)
                    .await
                    .map_err(|e| anyhow!(e))?;
            }
            let code = conns[h]
                .create_room(ClientMsg::CreateRoom {
                    seats: vec![seats.into(); 4],
                    board: None,
                    rules: None,
                    seed: Some(i as u64 + 1),
                    replace_after_secs: None,
                    public: None,
                    watchers: None,
                })
                .await
                .map_err(|e| anyhow!(e))?;
            made.push((urls[h].clone(), code));
        }
        Ok(made)
    }

    /// A client process and its pipes.
    struct Clients {
        child: Child,
        stdin: ChildStdin,
        stdout: BufReader<ChildStdout>,
    }

    /// Start the client processes, each with its share of the rooms (in a file), and wait until
    /// every one has its connections open.
    fn start_clients(a: &NetBenchArgs, rooms: &[(String, String)]) -> Result<Vec<Clients>> {
        let dir = std::env::temp_dir().join(format!("catan-net-bench-{}", std::process::id()));
        std::fs::create_dir_all(&dir)?;
        let per = rooms.len().div_ceil(a.client_processes.max(1));
        let mut all = Vec::new();
        for (k, share) in rooms.chunks(per.max(1)).enumerate() {
            let file = dir.join(format!("rooms-{k}.txt"));
            let text: String = share.iter().map(|(u, c)| format!("{u} {c}\n")).collect();
            std::fs::write(&file, text)?;
            let mut child = Command::new(std::env::current_exe()?)
                .arg("net-bench-clients")
                .arg("--rooms-file")
                .arg(&file)
                .args(["--seconds", &a.seconds.to_string(), "--player", &a.player])
                .args(["--think-ms", &a.think_ms.to_string()])
                .args([
                    "--think-max-ms",
                    &a.think_max_ms.unwrap_or(a.think_ms).to_string(),
                ])
                .args(["--first", &(k * per).to_string()])
                .args(["--chat-every-secs", &a.chat_every_secs.to_string()])
                .args(["--watchers", &a.watchers.to_string()])
                .args(["--watched-every", &a.watched_every.to_string()])
                .stdin(Stdio::piped())
                .stdout(Stdio::piped())
                .stderr(Stdio::inherit())
                .spawn()
                .context("starting a client process")?;
            let (Some(stdin), Some(stdout)) = (child.stdin.take(), child.stdout.take()) else {
                let _ = child.kill();
                bail!("a client process's pipes");
            };
            all.push(Clients {
                child,
                stdin,
                stdout: BufReader::new(stdout),
            });
        }
        for c in &mut all {
            let mut line = String::new();
            c.stdout.read_line(&mut line)?;
            if line.trim() != "ready" {
                bail!("a client process said '{}'", line.trim());
            }
        }
        let _ = std::fs::remove_dir_all(&dir);
        Ok(all)
    }

    pub(crate) fn bench(a: NetBenchArgs) -> Outcome {
        raise_open_files();
        PlayerSpec::parse(&a.player).map_err(|e| anyhow!("--player: {e}"))?;
        if a.rooms == 0 || a.hosts == 0 || a.client_processes == 0 {
            bail!("--rooms, --hosts and --client-processes: at least 1");
        }
        if a.hosts > 26 {
            bail!("--hosts: at most 26");
        }
        if a.computer_rooms > 0 {
            PlayerSpec::parse(&a.computer).map_err(|e| anyhow!("--computer: {e}"))?;
        }
        if a.think_max_ms.is_some_and(|m| m < a.think_ms) {
            bail!("--think-max-ms: at least --think-ms");
        }
        let letters = catan::net::wire::CODE_ALPHABET;
        let hosts: Vec<Host> = (0..a.hosts)
            .map(|i| start_host(letters[i] as char, a.host_exe.as_deref()))
            .collect::<Result<_>>()?;
        let pids: Vec<u32> = hosts.iter().map(|h| h.child.id()).collect();
        let rss = || pids.iter().map(|&p| rss_kib(p).unwrap_or(0)).sum::<u64>();
        std::thread::sleep(Duration::from_millis(200));
        let base = rss();
        let urls: Vec<String> = hosts.iter().map(|h| h.url.clone()).collect();
        let rt = runtime()?;
        let rooms = rt.block_on(create_rooms(&urls, a.rooms, "open"))?;
        let mut clients = start_clients(&a, &rooms)?;
        if a.computer_rooms > 0 {
            // they start playing at once, beside the bots' rooms
            rt.block_on(create_rooms(&urls, a.computer_rooms, &a.computer))?;
        }
        for c in &mut clients {
            writeln!(c.stdin, "go")?;
        }
        // the hosts' memory once every room is full and playing
        std::thread::sleep(Duration::from_secs(3.min(a.seconds)));
        let peak = rss();
        let mut run = Measured::default();
        for mut c in clients {
            let mut line = String::new();
            c.stdout.read_line(&mut line)?;
            let _ = c.child.wait();
            let m: Measured = serde_json::from_str(line.trim())
                .with_context(|| format!("a client process's report '{}'", line.trim()))?;
            run.finished += m.finished;
            run.partial += m.partial;
            run.errors.extend(m.errors);
            run.lat.extend(m.lat);
            run.secs = run.secs.max(m.secs);
            run.watched += m.watched;
            run.watcher_msgs += m.watcher_msgs;
            run.steady.extend(m.steady);
        }
        drop(hosts);
        run.lat.sort_unstable();
        run.steady.sort_unstable();
        let report = Report {
            a: &a,
            run,
            base,
            peak,
        };
        if a.json {
            report.json();
        } else {
            report.text();
        }
        Ok(if report.run.errors.is_empty() { 0 } else { 1 })
    }

    /// A client process: four bot clients a room; each connects (a few at a time: a storm of
    /// handshakes measures the kernel's backlog, not the host), then all wait for "go" on stdin
    /// and play until the deadline; the measures go to stdout as one JSON line.
    pub(crate) fn clients(a: NetBenchClientsArgs) -> Outcome {
        raise_open_files();
        let spec = PlayerSpec::parse(&a.player).map_err(|e| anyhow!("--player: {e}"))?;
        let text = std::fs::read_to_string(&a.rooms_file)
            .with_context(|| format!("{}", a.rooms_file.display()))?;
        let rooms: Vec<(String, String)> = text
            .lines()
            .filter_map(|l| l.split_once(' '))
            .map(|(u, c)| (u.to_string(), c.to_string()))
            .collect();
        let m = runtime()?.block_on(play_rooms(&a, &spec, &rooms))?;
        println!("{}", serde_json::to_string(&m)?);
        Ok(0)
    }

    /// A bot's wait before each action: drawn between the two bounds by its number.
    fn think_of(a: &NetBenchClientsArgs, bot: usize) -> Duration {
        let span = a.think_max_ms.saturating_sub(a.think_ms) + 1;
        let draw = catan::core::rng::derive_seed(0x7417, bot as u64) % span;
        Duration::from_millis(a.think_ms + draw)
    }

    async fn play_rooms(
        a: &NetBenchClientsArgs,
        spec: &PlayerSpec,
        rooms: &[(String, String)],
    ) -> Result<Measured> {
        let connecting = Arc::new(tokio::sync::Semaphore::new(64));
        let all_in = Arc::new(tokio::sync::Barrier::new(4 * rooms.len() + 1));
        let (go, gone) = tokio::sync::watch::channel(None::<Instant>);
        let mut tasks = Vec::with_capacity(4 * rooms.len());
        for (r, (url, code)) in rooms.iter().enumerate() {
            for k in 0..4u8 {
                let (at, code, spec) = (room_url(url, code), code.clone(), spec.clone());
                let (connecting, all_in, mut gone) =
                    (connecting.clone(), all_in.clone(), gone.clone());
                let bot = 4 * (a.first + r) + k as usize;
                let (think, seconds, chat) = (think_of(a, bot), a.seconds, chat_of(a, bot));
                tasks.push(tokio::spawn(async move {
                    let c = {
                        let _permit = connecting.acquire().await;
                        Connection::open(&at, Duration::from_secs(60)).await
                    };
                    all_in.wait().await;
                    let start = *gone
                        .wait_for(|g| g.is_some())
                        .await
                        .map_err(|_| ClientError::ClosedHere)?;
                    let c = c?;
                    let until = start.map(|s| s + Duration::from_secs(seconds));
                    let pace = Pace { until, think, chat };
                    let patience = Duration::from_secs(60);
                    let seating = Seating {
                        room: &code,
                        seat: Some(k),
                        token: None,
                        spec: &spec,
                        name: "bench",
                    };
                    play_seat_on(c, seating, patience, pace, |_, _| {}).await
                }));
            }
        }
        all_in.wait().await;
        println!("ready");
        std::io::stdout().flush()?;
        let mut line = String::new();
        tokio::task::spawn_blocking(move || std::io::stdin().read_line(&mut line)).await??;
        let start = Instant::now();
        let _ = go.send(Some(start));
        let until = start + Duration::from_secs(a.seconds);
        let watching = (a.watchers, a.watched_every);
        let watchers = crate::net_bench_watch::watch_rooms(rooms, a.first, watching, until);
        let mut m = gather(tasks, start).await?;
        for w in watchers {
            match w.await {
                Ok(Ok(read)) => {
                    m.watched += 1;
                    m.watcher_msgs += read;
                }
                Ok(Err(e)) => m.errors.push(format!("watcher: {e}")),
                Err(e) => m.errors.push(e.to_string()),
            }
        }
        Ok(m)
    }

    /// A bot's chat: a line every `--chat-every-secs`, the first at a time drawn by its number
    /// within the first period (so the room's lines do not come all at once).
    fn chat_of(a: &NetBenchClientsArgs, bot: usize) -> Option<(Duration, Duration)> {
        let every = a.chat_every_secs * 1000;
        (every > 0).then(|| {
            let first = catan::core::rng::derive_seed(0xC4A7, bot as u64) % every;
            (Duration::from_millis(every), Duration::from_millis(first))
        })
    }

    async fn gather(
        tasks: Vec<tokio::task::JoinHandle<std::result::Result<BotResult, ClientError>>>,
        start: Instant,
    ) -> Result<Measured> {
        let mut m = Measured::default();
        for t in tasks {
            match t.await {
                Ok(Ok(r)) => {
                    if r.finished {
                        m.finished += 1;
                    } else {
                        m.partial += 1; // still playing at the end
                    }
                    let warm = start + WARM_UP;
                    let at = r.latency_at.iter();
                    let steady = r.latencies_us.iter().zip(at).filter(|(_, t)| **t >= warm);
                    m.steady.extend(steady.map(|(l, _)| *l));
                    m.lat.extend(r.latencies_us);
                }
                Ok(Err(e)) => m.errors.push(e.to_string()),
                Err(e) => m.errors.push(e.to_string()),
            }
        }
        m.secs = start.elapsed().as_secs_f64();
        Ok(m)
    }
}
