//! The hostile corpus (`tests/hostile/`, written by `generate.py` there): malformed and
//! adversarial files of every format, each fed to the command that reads it. Every one must be
//! refused — a non-zero exit and an error naming the file — with no panic, a short message, and
//! in bounded time.

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

const LIMIT: Duration = Duration::from_secs(30);

fn files(kind: &str) -> Vec<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/hostile")
        .join(kind);
    let mut v: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|e| e.unwrap().path())
        .collect();
    v.sort();
    v
}

/// Run `catan args…`, killed after [`LIMIT`]: (exit code, stderr).
fn run(args: &[&str]) -> (Option<i32>, String) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_catan"))
        .args(args)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let start = Instant::now();
    loop {
        if let Some(status) = child.try_wait().unwrap() {
            let mut err = String::new();
            use std::io::Read;
            child
                .stderr
                .take()
                .unwrap()
                .read_to_string(&mut err)
                .unwrap();
            return (status.code(), err);
        }
        if start.elapsed() > LIMIT {
            let _ = child.kill();
            panic!("catan {args:?} ran for more than {LIMIT:?}");
        }
        std::thread::sleep(Duration::from_millis(20));
    }
}

fn refused(kind: &str, args: impl Fn(&str) -> Vec<String>) {
    let all = files(kind);
    assert!(all.len() >= 20, "{kind}: {} files", all.len());
    let mut bad = Vec::new();
    for f in &all {
        let path = f.to_str().unwrap();
        let a = args(path);
        let (code, err) = run(&a.iter().map(String::as_str).collect::<Vec<_>>());
        let name = f.file_name().unwrap().to_str().unwrap();
        let problem = if code == Some(0) {
            Some("accepted")
        } else if code.is_none() {
            Some("killed by a signal")
        } else if err.contains("panicked") {
            Some("panicked")
        } else if !err.contains(name) {
            Some("the error does not name the file")
        } else if err.len() > 4000 {
            Some("the error is too long")
        } else {
            None
        };
        if let Some(p) = problem {
            bad.push(format!(
                "{name}: {p}: {}",
                err.chars().take(300).collect::<String>()
            ));
        }
    }
    assert!(bad.is_empty(), "{kind}:\n{}", bad.join("\n"));
}

#[test]
fn hostile_boards_are_refused() {
    refused("boards", |f| {
        vec!["board".into(), "validate".into(), f.into()]
    });
}

#[test]
fn hostile_rules_are_refused() {
    refused("rules", |f| {
        vec![
            "sim".into(),
            "--rules".into(),
            f.into(),
            "--games".into(),
            "2".into(),
        ]
    });
}

#[test]
fn hostile_individuals_are_refused() {
    refused("individuals", |f| {
        vec!["ai".into(), "show".into(), f.into()]
    });
}

#[test]
fn hostile_records_are_refused() {
    refused("records", |f| vec!["replay".into(), f.into()]);
}

#[test]
fn hostile_evolution_configs_are_refused() {
    let out = std::env::temp_dir().join(format!("catan-hostile-evolve-{}", std::process::id()));
    refused("evolve", |f| {
        let name = Path::new(f).file_name().unwrap().to_str().unwrap();
        vec![
            "evolve".into(),
            f.into(),
            "--out".into(),
            out.join(name).to_str().unwrap().into(),
        ]
    });
    let _ = std::fs::remove_dir_all(&out);
}
