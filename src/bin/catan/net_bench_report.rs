//! `catan net-bench`'s figures: the round trips' quantiles (all, and after the first
//! [`WARM_UP`]), the hosts' memory per room, as text or one JSON object.

use super::NetBenchArgs;
use super::imp::Measured;
use std::time::Duration;

/// The first seconds of a run, when every bot and watcher starts at once.
pub(super) const WARM_UP: Duration = Duration::from_secs(10);

/// The `p` quantile of sorted latencies (µs), in ms.
fn quantile(lat: &[u64], p: f64) -> f64 {
    if lat.is_empty() {
        0.0
    } else {
        lat[((lat.len() - 1) as f64 * p) as usize] as f64 / 1000.0
    }
}

/// The bench's figures.
pub(super) struct Report<'a> {
    pub(super) a: &'a NetBenchArgs,
    pub(super) run: Measured,
    pub(super) base: u64,
    pub(super) peak: u64,
}

impl Report<'_> {
    /// The `p` quantile of the sorted latencies (µs), in ms.
    fn pct(&self, p: f64) -> f64 {
        quantile(&self.run.lat, p)
    }

    /// The same after the first [`WARM_UP`].
    fn steady(&self, p: f64) -> f64 {
        quantile(&self.run.steady, p)
    }

    fn per_room(&self) -> f64 {
        self.peak.saturating_sub(self.base) as f64 / self.a.rooms as f64
    }

    pub(super) fn json(&self) {
        let (a, r) = (self.a, &self.run);
        let report = serde_json::json!({
            "rooms": a.rooms, "clients": 4 * a.rooms, "hosts": a.hosts,
            "client_processes": a.client_processes, "seconds": r.secs,
            "computer_rooms": a.computer_rooms, "computer": a.computer,
            "player": a.player, "think_ms": a.think_ms,
            "think_max_ms": a.think_max_ms.unwrap_or(a.think_ms),
            "round_trips": r.lat.len(), "round_trips_per_sec": r.lat.len() as f64 / r.secs,
            "p50_ms": self.pct(0.5), "p99_ms": self.pct(0.99), "max_ms": self.pct(1.0),
            "steady_from_s": WARM_UP.as_secs(), "steady_p50_ms": self.steady(0.5),
            "steady_p99_ms": self.steady(0.99), "steady_max_ms": self.steady(1.0),
            "server_rss_base_kib": self.base, "server_rss_peak_kib": self.peak,
            "kib_per_room": self.per_room(),
            "bots_finished": r.finished, "bots_playing_at_deadline": r.partial,
            "errors": r.errors.len(),
            "chat_every_secs": a.chat_every_secs, "watchers": r.watched,
            "watched_every": a.watched_every, "watcher_msgs": r.watcher_msgs,
        });
        println!("{report}");
    }

    pub(super) fn text(&self) {
        let (a, r) = (self.a, &self.run);
        let think = match a.think_max_ms {
            Some(m) if m != a.think_ms => format!("{}–{} ms", a.think_ms, m),
            _ => format!("{} ms", a.think_ms),
        };
        println!(
            "{} rooms on {} host(s), {} bot clients in {} process(es) ({}, {think} before each action), {:.1} s",
            a.rooms,
            a.hosts,
            4 * a.rooms,
            a.client_processes,
            a.player,
            r.secs
        );
        if a.computer_rooms > 0 {
            println!(
                "beside {} rooms of four {} computers playing",
                a.computer_rooms, a.computer
            );
        }
        println!(
            "round trips (an action sent → the view after it): {} ({:.0}/s), p50 {:.2} ms, p99 {:.2} ms, max {:.2} ms",
            r.lat.len(),
            r.lat.len() as f64 / r.secs,
            self.pct(0.5),
            self.pct(0.99),
            self.pct(1.0)
        );
        println!(
            "after the first {} s: p50 {:.2} ms, p99 {:.2} ms, max {:.2} ms",
            WARM_UP.as_secs(),
            self.steady(0.5),
            self.steady(0.99),
            self.steady(1.0)
        );
        println!(
            "server memory: {} KiB idle, {} KiB with every room playing: {:.1} KiB per room",
            self.base,
            self.peak,
            self.per_room()
        );
        println!(
            "bots: {} finished their game, {} still playing at the end, {} failed",
            r.finished,
            r.partial,
            r.errors.len()
        );
        if a.chat_every_secs > 0 || a.watchers > 0 {
            println!(
                "each bot says a line every {} s; {} watchers ({} in one room of {}) read {} messages",
                a.chat_every_secs, r.watched, a.watchers, a.watched_every, r.watcher_msgs
            );
        }
        for e in r.errors.iter().take(5) {
            println!("  error: {e}");
        }
    }
}
