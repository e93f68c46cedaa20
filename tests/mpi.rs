//! The lab over MPI ranks (feature `mpi`; needs `mpirun` on the PATH): `evolve`, `tournament`
//! and `sim` end with the same results under 1, 2 and 3 ranks (oversubscribed on a small
//! machine) as one process; a run whose job died (a rank killed) resumes on another number of
//! ranks and ends identically; no rank is left waiting.
#![cfg(feature = "mpi")]

use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::time::{Duration, Instant};

const CATAN: &str = env!("CARGO_BIN_EXE_catan");

fn mpirun(ranks: u32, args: &[&str]) -> Command {
    let mut c = Command::new("mpirun");
    c.args(["-n", &ranks.to_string(), "--oversubscribe"])
        .arg(CATAN)
        .args(args)
        // CI runs as root; Open MPI refuses root unless told
        .env("OMPI_ALLOW_RUN_AS_ROOT", "1")
        .env("OMPI_ALLOW_RUN_AS_ROOT_CONFIRM", "1")
        // ranks waiting in a collective call yield the core (oversubscribed)
        .env("OMPI_MCA_mpi_yield_when_idle", "1");
    c
}

fn ok(mut c: Command) -> Output {
    let o = c.output().expect("mpirun runs (install openmpi-bin)");
    assert!(
        o.status.success(),
        "{c:?} failed: {}",
        String::from_utf8_lossy(&o.stderr)
    );
    o
}

fn scratch(name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("catan-mpi-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d
}

const CONFIG: &str = "(
    population: 8,
    generations: GENERATIONS,
    upper: 100000,
    crossover: TwoPoint,
    crossover_probability: 0.9,
    mutation: (individual: 0.2, gene: 0.2),
    seed: 7,
    players_per_game: 4,
    evaluator: ChangingRivals(games: 12, changing_time: 2),
    elitism: 1,
    seed_individuals: [\"assets/ai/thesis-example.ron\"],
    rules: \"standard\",
    board: \"random\",
)";

fn config(dir: &Path, generations: u32) -> PathBuf {
    let p = dir.join("config.ron");
    std::fs::write(&p, CONFIG.replace("GENERATIONS", &generations.to_string())).unwrap();
    p
}

/// A run folder's files, without what is timed (seconds per generation).
fn run_files(dir: &Path) -> Vec<(String, String)> {
    let mut out = Vec::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(d) = stack.pop() {
        for e in std::fs::read_dir(&d).unwrap() {
            let p = e.unwrap().path();
            if p.is_dir() {
                stack.push(p);
                continue;
            }
            let text = std::fs::read_to_string(&p).unwrap();
            let name = p.strip_prefix(dir).unwrap().display().to_string();
            let text: String = match name.as_str() {
                "fitness.csv" => text
                    .lines()
                    .map(|l| l.rsplit_once(',').map_or(l, |(head, _)| head).to_string() + "\n")
                    .collect(),
                "checkpoint.ron" => text
                    .lines()
                    .filter(|l| !l.trim_start().starts_with("seconds:"))
                    .map(|l| l.to_string() + "\n")
                    .collect(),
                _ => text,
            };
            out.push((name, text));
        }
    }
    out.sort();
    assert!(
        out.iter().any(|(n, _)| n == "fitness.csv"),
        "{dir:?} has no run"
    );
    out
}

#[test]
fn evolve_ends_the_same_on_one_two_and_three_ranks() {
    let d = scratch("evolve");
    let cfg = config(&d, 4);
    let cfg = cfg.to_str().unwrap();
    let one = d.join("one");
    let mut c = Command::new(CATAN);
    c.args(["evolve", cfg, "--threads", "2", "--out"]).arg(&one);
    ok(c);
    let expected = run_files(&one);
    for ranks in [1, 2, 3] {
        let out = d.join(format!("ranks-{ranks}"));
        let mut c = mpirun(ranks, &["evolve", cfg, "--threads", "1", "--out"]);
        c.arg(&out);
        let o = ok(c);
        assert_eq!(run_files(&out), expected, "{ranks} ranks");
        let said = String::from_utf8_lossy(&o.stdout);
        // rank 0 alone prints the end of the run
        assert_eq!(said.matches("done:").count(), 1, "{said}");
    }
    let _ = std::fs::remove_dir_all(&d);
}

/// A JSON summary without the timed fields.
fn untimed(json: &[u8]) -> serde_json::Value {
    let mut v: serde_json::Value = serde_json::from_slice(json).expect("one JSON object");
    fn strip(v: &mut serde_json::Value) {
        match v {
            serde_json::Value::Object(m) => {
                for k in ["seconds", "games_per_second", "decision_ms", "threads"] {
                    m.remove(k);
                }
                m.values_mut().for_each(strip);
            }
            serde_json::Value::Array(a) => a.iter_mut().for_each(strip),
            _ => {}
        }
    }
    strip(&mut v);
    v
}

#[test]
fn sim_and_tournament_end_the_same_on_one_two_and_three_ranks() {
    let sim = [
        "sim",
        "--players",
        "ai,random,medium,easy",
        "--games",
        "41",
        "--board",
        "random",
        "--seed",
        "9",
        "--json",
    ];
    let tournament = [
        "tournament",
        "ai",
        "random",
        "weighted",
        "--games",
        "10",
        "--seed",
        "3",
        "--json",
    ];
    for args in [&sim[..], &tournament[..]] {
        let mut c = Command::new(CATAN);
        c.args(args).args(["--threads", "2"]);
        let expected = untimed(&ok(c).stdout);
        for ranks in [1, 2, 3] {
            let mut c = mpirun(ranks, args);
            c.args(["--threads", "1"]);
            // one summary, from rank 0
            assert_eq!(
                untimed(&ok(c).stdout),
                expected,
                "{} on {ranks} ranks",
                args[0]
            );
        }
    }
}

/// The job of a run whose rank dies ends (mpirun stops every rank: none waits for ever), and
/// the run resumes from its checkpoint on another number of ranks, ending as one process does.
#[test]
fn a_run_whose_rank_dies_resumes_on_other_ranks_and_ends_the_same() {
    let d = scratch("kill");
    let cfg = config(&d, 40);
    let cfg = cfg.to_str().unwrap();
    let one = d.join("one");
    let mut c = Command::new(CATAN);
    c.args(["evolve", cfg, "--threads", "2", "--out"]).arg(&one);
    ok(c);
    let out = d.join("three");
    let mut job = mpirun(3, &["evolve", cfg, "--threads", "1", "--out"])
        .arg(&out)
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    // wait for two generations, then kill the highest rank
    let start = Instant::now();
    let generations = || {
        std::fs::read_to_string(out.join("fitness.csv"))
            .map(|t| t.lines().count().saturating_sub(1))
            .unwrap_or(0)
    };
    while generations() < 2 {
        assert!(start.elapsed() < Duration::from_secs(120), "no progress");
        assert!(job.try_wait().unwrap().is_none(), "the run ended too soon");
        std::thread::sleep(Duration::from_millis(20));
    }
    let ranks = Command::new("pgrep")
        .args(["-f", &format!("^{CATAN} evolve {cfg}")])
        .output()
        .unwrap();
    let mut pids: Vec<u32> = String::from_utf8_lossy(&ranks.stdout)
        .lines()
        .filter_map(|l| l.trim().parse().ok())
        .collect();
    pids.sort();
    let victim = *pids.last().expect("the ranks are running");
    Command::new("kill")
        .args(["-9", &victim.to_string()])
        .status()
        .unwrap();
    let killed_at = Instant::now();
    let status = loop {
        if let Some(s) = job.try_wait().unwrap() {
            break s;
        }
        assert!(
            killed_at.elapsed() < Duration::from_secs(60),
            "the job did not end after a rank died"
        );
        std::thread::sleep(Duration::from_millis(50));
    };
    assert!(!status.success(), "a job with a dead rank must fail");
    let mut err = String::new();
    use std::io::Read;
    job.stderr.take().unwrap().read_to_string(&mut err).unwrap();
    // Open MPI: "exited on signal 9 (Killed)"; MPICH: "KILLED BY SIGNAL: 9"
    assert!(
        err.contains("signal 9") || err.contains("SIGNAL: 9"),
        "mpirun says why: {err}"
    );
    let done = generations();
    assert!(done < 40, "killed before the end ({done} generations)");
    let mut c = mpirun(2, &["evolve", cfg, "--threads", "1", "--resume", "--out"]);
    c.arg(&out);
    let o = ok(c);
    assert!(
        String::from_utf8_lossy(&o.stderr).contains("from generation"),
        "resumed"
    );
    assert_eq!(run_files(&out), run_files(&one));
    let _ = std::fs::remove_dir_all(&d);
}
