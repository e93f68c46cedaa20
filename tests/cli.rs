//! End-to-end tests of the `catan` command line.

use std::process::{Command, Output};

fn catan(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_catan"))
        .args(args)
        .output()
        .expect("runs")
}

fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}
fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

fn json(o: &Output) -> serde_json::Value {
    serde_json::from_slice(&o.stdout).unwrap_or_else(|e| panic!("{e}: {}", stdout(o)))
}

#[test]
fn sim_json_has_the_promised_fields_and_the_seed_decides_the_result() {
    let args = [
        "sim",
        "--players",
        "random,weighted,random",
        "--games",
        "60",
        "--seed",
        "9",
        "--json",
    ];
    let a = catan(&[&args[..], &["--threads", "1"]].concat());
    assert!(a.status.success(), "{}", stderr(&a));
    let a = json(&a);
    for key in [
        "games",
        "finished",
        "unfinished",
        "wins",
        "rounds",
        "seconds",
        "games_per_second",
    ] {
        assert!(a.get(key).is_some(), "missing {key}");
    }
    assert_eq!(a["games"], 60);
    assert_eq!(a["wins"].as_array().unwrap().len(), 3);
    for key in ["min", "max", "mean"] {
        assert!(a["rounds"][key].is_number());
    }
    let wins: u64 = a["wins"]
        .as_array()
        .unwrap()
        .iter()
        .map(|w| w.as_u64().unwrap())
        .sum();
    assert_eq!(wins, a["finished"].as_u64().unwrap());
    // same seed, other thread count: same games
    let b = json(&catan(&[&args[..], &["--threads", "2"]].concat()));
    assert_eq!(a["wins"], b["wins"]);
    assert_eq!(a["rounds"], b["rounds"]);
    let other_seed: Vec<&str> = args
        .iter()
        .map(|&a| if a == "9" { "10" } else { a })
        .collect();
    let c = json(&catan(&other_seed));
    assert_ne!((&a["wins"], &a["rounds"]), (&c["wins"], &c["rounds"]));
}

#[test]
fn sim_writes_records_that_replay() {
    let dir = std::env::temp_dir().join(format!("catan-cli-records-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let o = catan(&[
        "sim",
        "--players",
        "random-trader,weighted",
        "--games",
        "3",
        "--rules",
        "thesis",
        "--board",
        "boards/river-delta.ron",
        "--record",
        dir.to_str().unwrap(),
        "--json",
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    let summary = json(&o);
    let mut winners = 0;
    for i in 0..3 {
        let file = dir.join(format!("game-{i:06}.ron"));
        let r = catan(&["replay", file.to_str().unwrap(), "--json"]);
        assert!(r.status.success(), "{}", stderr(&r));
        let v = json(&r);
        assert_eq!(v["ok"], true);
        assert!(v["actions_applied"].as_u64().unwrap() > 50);
        for key in [
            "longest_road_holder",
            "largest_army_holder",
            "bank",
            "robber",
        ] {
            assert!(v.get(key).is_some(), "missing {key}");
        }
        let p = &v["players"][0];
        for key in [
            "victory_points",
            "resources",
            "knights_played",
            "longest_road",
            "roads_left",
            "settlements_left",
            "cities_left",
        ] {
            assert!(p.get(key).is_some(), "missing players[].{key}");
        }
        if !v["winner"].is_null() {
            winners += 1;
        }
    }
    assert_eq!(winners, summary["finished"].as_u64().unwrap());
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn replay_of_an_illegal_action_names_it_and_exits_2() {
    let o = catan(&["replay", "tests/scenarios/one-card-per-turn.ron"]);
    assert_eq!(o.status.code(), Some(2));
    let e = stderr(&o);
    assert!(
        e.contains("action 335") && e.contains("one-card-per-turn"),
        "{e}"
    );
    let o = catan(&["replay", "tests/scenarios/one-card-per-turn.ron", "--json"]);
    assert_eq!(o.status.code(), Some(2));
    let v = json(&o);
    assert_eq!(v["ok"], false);
    assert_eq!(v["action_index"], 335);
    assert!(v["error"].as_str().unwrap().contains("one-card-per-turn"));
}

#[test]
fn replay_of_a_tampered_record_fails_at_the_tampered_step() {
    let text = std::fs::read_to_string("tests/scenarios/discards.ron").unwrap();
    // change the first roll's dice into an impossible 7 + 1
    let tampered = text.replacen(
        "action: Roll, chance: Some(Dice(",
        "action: Roll, chance: Some(Dice(7, 1)), x: (",
        1,
    );
    let path = std::env::temp_dir().join(format!("catan-tampered-{}.ron", std::process::id()));
    std::fs::write(&path, tampered).unwrap();
    let o = catan(&["replay", path.to_str().unwrap()]);
    assert_eq!(
        o.status.code(),
        Some(1),
        "a file that does not parse is a plain error"
    );
    assert!(
        stderr(&o).contains(&format!("{}:", path.display())),
        "{}",
        stderr(&o)
    );
    // now a parseable but impossible outcome
    let at = text.find("chance: Some(Dice(").unwrap() + "chance: Some(Dice(".len();
    let tampered = format!("{}9{}", &text[..at], &text[at + 1..]);
    std::fs::write(&path, tampered).unwrap();
    let o = catan(&["replay", path.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("[rule: chance]"), "{}", stderr(&o));
    let _ = std::fs::remove_file(&path);
}

#[test]
fn board_commands() {
    let o = catan(&["board", "validate", "boards/standard.ron"]);
    assert!(o.status.success());
    assert!(
        stdout(&o).contains("19 tiles, 54 vertices, 72 edges, 9 harbours"),
        "{}",
        stdout(&o)
    );
    let o = catan(&["board", "validate", "boards/river-delta.ron"]);
    assert!(o.status.success(), "{}", stderr(&o));
    let o = catan(&["board", "show", "boards/standard.ron", "--json"]);
    let v = json(&o);
    assert_eq!(v["faces"].as_array().unwrap().len(), 19);
    assert_eq!(v["vertices"].as_array().unwrap().len(), 54);
    assert_eq!(v["edges"].as_array().unwrap().len(), 72);
    for key in ["id", "q", "r", "terrain", "number"] {
        assert!(v["faces"][0].get(key).is_some());
    }
    for key in ["id", "faces", "neighbours", "harbour"] {
        assert!(v["vertices"][0].get(key).is_some());
    }
    assert_eq!(v["edges"][0]["vertices"].as_array().unwrap().len(), 2);
    // a generated board validates, and the same seed prints the same board
    let a = catan(&["board", "random", "--seed", "4"]);
    assert_eq!(
        stdout(&a),
        stdout(&catan(&["board", "random", "--seed", "4"]))
    );
    let path = std::env::temp_dir().join(format!("catan-random-{}.ron", std::process::id()));
    std::fs::write(&path, stdout(&a)).unwrap();
    assert!(
        catan(&["board", "validate", path.to_str().unwrap()])
            .status
            .success()
    );
    // a broken board names the file, the position and the problem
    std::fs::write(
        &path,
        "(\n  tiles: [\n    (at: (0, 0), terrain: Swamp),\n  ],\n)\n",
    )
    .unwrap();
    let o = catan(&["board", "validate", path.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(1));
    let e = stderr(&o);
    assert!(
        e.contains(&format!("{}:3:", path.display())) && e.contains("Swamp"),
        "{e}"
    );
    let _ = std::fs::remove_file(&path);
}

#[test]
fn bad_flags_get_clear_errors() {
    let o = catan(&["sim", "--players", "random,wizard"]);
    assert_eq!(o.status.code(), Some(1));
    assert!(
        stderr(&o).contains("--players: unknown player 'wizard'"),
        "{}",
        stderr(&o)
    );
    let o = catan(&["sim", "--players", "random"]);
    assert!(stderr(&o).contains("2 to 4"), "{}", stderr(&o));
    let o = catan(&["sim", "--rules", "nowhere.ron"]);
    assert!(
        stderr(&o).contains("--rules: nowhere.ron: cannot read"),
        "{}",
        stderr(&o)
    );
    let o = catan(&["sim", "--board", "nowhere.ron"]);
    assert!(
        stderr(&o).contains("--board: nowhere.ron"),
        "{}",
        stderr(&o)
    );
    let o = catan(&["sim", "--games", "lots"]);
    assert_eq!(o.status.code(), Some(2), "clap usage error");
    assert!(stderr(&o).contains("--games"));
    let o = catan(&["sim", "--threads", "0"]);
    assert!(stderr(&o).contains("--threads"), "{}", stderr(&o));
}

#[test]
fn the_default_command_plays_a_short_game_in_the_terminal() {
    let o = catan(&[]);
    assert!(o.status.success(), "{}", stderr(&o));
    let out = stdout(&o);
    assert!(out.contains("winner: seat"), "{out}");
}
