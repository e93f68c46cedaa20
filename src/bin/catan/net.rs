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
    /// The most open rooms created from one address, an IPv6 one by its /64 (0: no limit).
    #[arg(long, default_value_t = 100)]
    rooms_per_address: usize,
    /// Room lists one connection may ask for in ten seconds (0: no limit).
    #[arg(long, default_value_t = 5)]
    lists_per_10s: usize,
    /// The most open rooms of computers only (no seat for a person).
    #[arg(long, default_value_t = 50)]
    max_computer_rooms: usize,
    /// For tests only: derive every room's dice and decks from this secret (with the host's
    /// letter and the room's number), so a test plays the same game again. Without it (a real
    /// host) each room's seed is drawn from the operating system when the room is made and kept
    /// with the room: a restarted host plays on with the same dice, and no two hosts share
    /// dice. The players never learn either.
    #[arg(long)]
    secret: Option<u64>,
    /// This host's letter behind a proxy of several hosts (A–Z but I and O, 2–9): every room
    /// code it makes starts with it, and the proxy routes `/room/CODE` by it (deploy/).
    #[arg(long)]
    host_id: Option<char>,
    /// The proxies in front of this host (ADDR[,ADDR…], IP addresses): their PROXY protocol v2
    /// header (HAProxy's send-proxy-v2) names each client's address, so the per-address limits
    /// count clients, not the proxy. A connection from any other address that starts with a
    /// PROXY header is closed.
    #[arg(long, value_delimiter = ',')]
    trusted_proxy: Vec<std::net::IpAddr>,
}

#[derive(Args, Debug)]
pub(crate) struct BotArgs {
    /// The server, ws://HOST:PORT or wss://NAME (or a proxy in front of several: the bot connects
    /// to the room at /room/CODE, which the proxy routes by) — or an invitation link
    /// (catan://HOST:PORT/room/CODE, wss://NAME/room/CODE), which names the room too.
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
    /// A created room is listed in the host's public rooms (default: private, joined by its
    /// code or link only).
    #[arg(long, requires = "create")]
    public: bool,
    /// A created room refuses watchers.
    #[arg(long, requires = "create")]
    no_watchers: bool,
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

#[cfg(feature = "net")]
pub(crate) use imp::{bot, raise_open_files, runtime, serve};

#[cfg(not(feature = "net"))]
pub(crate) fn serve(_: ServeArgs) -> Outcome {
    anyhow::bail!("this catan was built without the network host (feature 'net')")
}
#[cfg(not(feature = "net"))]
pub(crate) fn bot(_: BotArgs) -> Outcome {
    anyhow::bail!("this catan was built without the network client (feature 'net')")
}

#[cfg(feature = "net")]
mod imp {
    use super::*;
    use anyhow::{Context, anyhow, bail};
    use catan::lab::PlayerSpec;
    use catan::net::client::{Connection, Pace, Seating, play_seat_on};
    use catan::net::server::{ServerConfig, serve as run_server};
    use catan::net::wire::ClientMsg;
    use std::time::{Duration, Instant};

    /// Let this process hold many connections (the soft limit up to the hard one).
    pub(crate) fn raise_open_files() {
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

    pub(crate) fn runtime() -> anyhow::Result<tokio::runtime::Runtime> {
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
            lists_per_10s: a.lists_per_10s,
            rooms_per_address: a.rooms_per_address,
            max_computer_rooms: a.max_computer_rooms,
            secret: a.secret,
            trusted_proxies: a.trusted_proxy.clone(),
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

    /// `catan bot --create`: a room with these seats, its code printed.
    async fn create_room(a: &BotArgs, seats: &str, quiet: Duration) -> anyhow::Result<String> {
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
                public: Some(a.public),
                watchers: Some(!a.no_watchers),
            })
            .await
            .map_err(|e| anyhow!("--create: {e}"))?;
        println!("room {code}");
        Ok(code)
    }

    /// An invitation link in `--connect` names the server and the room.
    fn take_link(a: &mut BotArgs) -> anyhow::Result<()> {
        if let Ok(invite) = catan::net::invite::Invite::parse(&a.connect) {
            a.connect = invite.server;
            if a.room
                .as_ref()
                .is_some_and(|r| !r.eq_ignore_ascii_case(&invite.room))
            {
                bail!(
                    "--room differs from the room of the --connect link ({})",
                    invite.room
                );
            }
            a.room = Some(invite.room);
        }
        Ok(())
    }

    pub(crate) fn bot(mut a: BotArgs) -> Outcome {
        let spec = PlayerSpec::parse(&a.player).map_err(|e| anyhow!("--player: {e}"))?;
        take_link(&mut a)?;
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
                (None, Some(seats)) => create_room(&a, seats, quiet).await?,
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
                    chat: None,
                };
                let at = catan::net::wire::room_url(&a.connect, &room);
                let r = match Connection::open(&at, quiet).await {
                    Ok(c) => {
                        let on_token = |s: u8, t: &str| got = Some((s, t.to_string()));
                        let token = token.clone();
                        let seating = Seating {
                            room: &room,
                            seat,
                            token,
                            spec: &spec,
                            name: &name,
                        };
                        play_seat_on(c, seating, quiet, pace, on_token).await
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
                            && e.dropped() =>
                    {
                        eprintln!("{e}; resuming seat {:?}", seat);
                        tokio::time::sleep(Duration::from_millis(300)).await;
                    }
                    Err(e) => bail!("{e}"),
                }
            }
        })
    }
}
