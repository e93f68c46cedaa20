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
    assert!(stderr(&o).contains("a game has 2 to 6"), "{}", stderr(&o));
    let o = catan(&[
        "sim",
        "--players",
        "random,random,random,random,random,random,random",
    ]);
    assert!(
        stderr(&o).contains("7 listed, a game has 2 to 6"),
        "{}",
        stderr(&o)
    );
    // six players on the standard board: the printed rules' standard board is the extension's
    let o = catan(&[
        "sim",
        "--players",
        "random,random,random,random,random,random",
        "--games",
        "6",
        "--board",
        "boards/standard.ron",
    ]);
    assert!(
        stderr(&o).contains("hosts the opening for at most 4"),
        "{}",
        stderr(&o)
    );
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
#[cfg(feature = "gui")]
fn without_a_display_the_game_says_so_instead_of_crashing() {
    let o = Command::new(env!("CARGO_BIN_EXE_catan"))
        .env_remove("DISPLAY")
        .env_remove("WAYLAND_DISPLAY")
        .output()
        .unwrap();
    assert_eq!(o.status.code(), Some(1), "{}", stderr(&o));
    let err = stderr(&o);
    assert!(
        err.contains("display") && !err.contains("panicked"),
        "{err}"
    );
    let o = Command::new(env!("CARGO_BIN_EXE_catan"))
        .args(["play", "--players", "human,robot"])
        .output()
        .unwrap();
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("robot"), "{}", stderr(&o));
    let o = catan(&["play", "--players", "ai,ai", "--ai-speed", "warp"]);
    assert!(stderr(&o).contains("--ai-speed"), "{}", stderr(&o));
    let o = catan(&["play", "--players", "ai,ai", "--screenshot", "x.jpg"]);
    assert!(stderr(&o).contains("png"), "{}", stderr(&o));
}

/// A fresh folder under the system's temporary directory.
fn scratch(name: &str) -> std::path::PathBuf {
    let d = std::env::temp_dir().join(format!("catan-cli-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d
}

#[test]
fn the_ai_beats_random_players_under_both_presets() {
    for rules in ["standard", "thesis"] {
        let o = catan(&[
            "sim",
            "--players",
            "ai:assets/ai/thesis-example.ron,random,random,random",
            "--games",
            "200",
            "--rules",
            rules,
            "--json",
        ]);
        assert!(o.status.success(), "{}", stderr(&o));
        let j = json(&o);
        assert_eq!(j["players"][0], "ai:assets/ai/thesis-example.ron");
        let rate = j["win_rate"][0].as_f64().unwrap();
        assert!(rate >= 0.95, "{rules}: {rate}");
    }
}

#[test]
fn bad_individual_files_are_named_with_position_and_field() {
    let d = scratch("bad-ai");
    let good = std::fs::read_to_string("assets/ai/thesis-example.ron").unwrap();
    let bad = d.join("negative.ron");
    std::fs::write(&bad, good.replace("weightSheep: 37971", "weightSheep: -5")).unwrap();
    let o = catan(&["sim", "--players", &format!("ai:{},random", bad.display())]);
    assert_eq!(o.status.code(), Some(1));
    let e = stderr(&o);
    assert!(e.contains(&format!("{}:13:", bad.display())), "{e}");
    assert!(e.contains("weightSheep") && e.contains("-5"), "{e}");

    let o = catan(&["sim", "--players", "ai:no/such.ron,random"]);
    assert!(stderr(&o).contains("no/such.ron") && stderr(&o).contains("cannot read"));
    let o = catan(&["sim", "--players", "ai:,random"]);
    assert!(stderr(&o).contains("ai:PATH"), "{}", stderr(&o));
}

#[test]
fn explain_lists_scored_candidates_of_a_recorded_position() {
    let d = scratch("explain");
    let o = catan(&[
        "sim",
        "--players",
        "ai,random,random,ai",
        "--games",
        "1",
        "--record",
        d.to_str().unwrap(),
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    let rec = d.join("game-000000.ron");
    let rec = rec.to_str().unwrap();
    let o = catan(&["explain", "--record", rec, "--at", "0"]);
    assert!(o.status.success(), "{}", stderr(&o));
    let out = stdout(&o);
    assert!(out.contains("seat 0 ('ai') to move"), "{out}");
    let first = out.lines().find(|l| l.starts_with('*')).unwrap();
    assert!(
        first.starts_with("* opening village v") && first.contains("Σ goodNum·curMat·prob"),
        "{first}"
    );
    // the starred candidate is what the recorded ai played
    let next = out
        .lines()
        .find_map(|l| l.strip_prefix("the record's next action: build a settlement at vertex "))
        .unwrap();
    assert!(
        first.starts_with(&format!("* opening village v{next} ")),
        "{out}"
    );

    let o = catan(&["explain", "--record", rec, "--at", "0", "--json"]);
    let j = json(&o);
    let c = &j["candidates"][0];
    assert_eq!(c["chosen"], true);
    let sum: f64 = c["terms"]
        .as_array()
        .unwrap()
        .iter()
        .map(|t| t["value"].as_f64().unwrap())
        .sum();
    assert!((sum - c["fitness"].as_f64().unwrap()).abs() < 1e-3);

    let o = catan(&["explain", "--record", rec, "--at", "999999"]);
    assert_eq!(o.status.code(), Some(1));
    assert!(stderr(&o).contains("--at 999999"), "{}", stderr(&o));
    let o = catan(&[
        "explain", "--record", rec, "--at", "3", "--player", "random",
    ]);
    assert!(
        stderr(&o).contains("not a computer player"),
        "{}",
        stderr(&o)
    );
}

#[test]
fn tournament_of_three_individuals_prints_matrix_and_intervals() {
    let d = scratch("tournament");
    let good = std::fs::read_to_string("assets/ai/thesis-example.ron").unwrap();
    let builder = d.join("builder.ron");
    std::fs::write(
        &builder,
        good.replace("weightRoadGeneral: 24532", "weightRoadGeneral: 900000"),
    )
    .unwrap();
    let carder = d.join("carder.ron");
    std::fs::write(
        &carder,
        good.replace(
            "weightBuyActionCardGeneral: 50459",
            "weightBuyActionCardGeneral: 1",
        ),
    )
    .unwrap();
    let files = [
        "assets/ai/thesis-example.ron",
        builder.to_str().unwrap(),
        carder.to_str().unwrap(),
    ];
    let o = catan(&[&["tournament"], &files[..], &["--games", "20", "--json"]].concat());
    assert!(o.status.success(), "{}", stderr(&o));
    let j = json(&o);
    assert_eq!(j["groups"], 3);
    assert_eq!(j["games"], 60);
    assert_eq!(j["matrix"].as_array().unwrap().len(), 3);
    for i in 0..3 {
        let [lo, hi] = [
            j["wilson95"][i][0].as_f64().unwrap(),
            j["wilson95"][i][1].as_f64().unwrap(),
        ];
        let rate = j["win_rate"][i].as_f64().unwrap();
        assert!(lo <= rate && rate <= hi, "{lo} {rate} {hi}");
        assert_eq!(j["played"][i], 40);
    }
    let o = catan(
        &[
            &["tournament"],
            &files[..],
            &["--games", "21", "--players-per-game", "3"],
        ]
        .concat(),
    );
    assert!(o.status.success(), "{}", stderr(&o));
    let out = stdout(&o);
    assert!(
        out.contains("wins of row k in games with column l"),
        "{out}"
    );
    assert!(out.contains("95% (Wilson)"), "{out}");
    let o = catan(&[&["tournament"], &files[..], &["--games", "21"]].concat());
    assert!(stderr(&o).contains("multiple of 2"), "{}", stderr(&o));
    let o = catan(&["tournament", "missing.ron", "ai"]);
    assert!(
        stderr(&o).contains("missing.ron: no such file"),
        "{}",
        stderr(&o)
    );
}

#[test]
fn thesis_xml_converts_to_an_individual_file() {
    let d = scratch("convert");
    let xml = d.join("best.xml");
    let ind = std::fs::read_to_string("assets/ai/thesis-example.ron").unwrap();
    let attrs: Vec<String> = ind
        .lines()
        .filter_map(|l| {
            let l = l.trim();
            let (name, rest) = l.split_once(": ")?;
            let value = rest.split(',').next()?;
            name.starts_with("weight")
                .then(|| format!("{name}=\"{value}\""))
        })
        .collect();
    assert_eq!(attrs.len(), 32);
    std::fs::write(
        &xml,
        format!(
            "<?xml version=\"1.0\"?>\n<bestParameter {} />\n",
            attrs.join("\n  ")
        ),
    )
    .unwrap();
    let out = d.join("best.ron");
    let o = catan(&[
        "ai",
        "convert",
        xml.to_str().unwrap(),
        out.to_str().unwrap(),
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    let o = catan(&["ai", "show", out.to_str().unwrap(), "--json"]);
    let j = json(&o);
    assert_eq!(j["weightGoodNumbers"], 27874);
    assert_eq!(j["weightUseTwoRoadGeneral"], 21599);
    // never overwrites without --force
    let o = catan(&[
        "ai",
        "convert",
        xml.to_str().unwrap(),
        out.to_str().unwrap(),
    ]);
    assert!(stderr(&o).contains("already exists"), "{}", stderr(&o));
    let o = catan(&[
        "ai",
        "convert",
        xml.to_str().unwrap(),
        out.to_str().unwrap(),
        "--force",
    ]);
    assert!(o.status.success());
}

#[test]
fn evolve_writes_generations_refuses_an_occupied_folder_and_resumes() {
    let d = scratch("evolve");
    let cfg = d.join("tiny.ron");
    std::fs::write(
        &cfg,
        "(population: 4, generations: 2, crossover: Uniform, crossover_probability: 0.9,
          mutation: (individual: 0.5, gene: 0.5), seed: 3, players_per_game: 2,
          evaluator: ChangingRivals(games: 2, changing_time: 1))",
    )
    .unwrap();
    let out = d.join("run");
    let (c, o) = (cfg.to_str().unwrap(), out.to_str().unwrap());
    let r = catan(&["evolve", c, "--out", o, "--threads", "1"]);
    assert!(r.status.success(), "{}", stderr(&r));
    assert!(stdout(&r).contains("done: 2 generations"), "{}", stdout(&r));
    for f in ["checkpoint.ron", "config.ron", "fitness.csv", "fitness.svg"] {
        assert!(out.join(f).exists(), "{f}");
    }
    let csv = std::fs::read_to_string(out.join("fitness.csv")).unwrap();
    assert_eq!(csv.lines().count(), 3, "{csv}");
    let best: Vec<_> = std::fs::read_dir(out.join("best")).unwrap().collect();
    assert_eq!(best.len(), 2);
    // the best individual files are individuals the players accept
    let first = best[0].as_ref().unwrap().path();
    let s = catan(&["ai", "show", first.to_str().unwrap()]);
    assert!(s.status.success(), "{}", stderr(&s));

    let again = catan(&["evolve", c, "--out", o]);
    assert_eq!(again.status.code(), Some(1));
    assert!(
        stderr(&again).contains("already holds a run"),
        "{}",
        stderr(&again)
    );
    let resumed = catan(&["evolve", c, "--out", o, "--resume"]);
    assert!(resumed.status.success(), "{}", stderr(&resumed));

    std::fs::write(&cfg, "(population: 4, generations: 2, crossover: Uniform, crossover_probability: 0.9,\n mutation: (individual: 0.5, gene: 0.5), seed: 3,\n evaluator: Everyone)").unwrap();
    let bad = catan(&["evolve", c, "--out", d.join("other").to_str().unwrap()]);
    let e = stderr(&bad);
    assert!(e.contains("tiny.ron:3:") && e.contains("Everyone"), "{e}");
    assert!(
        !d.join("other").exists(),
        "nothing is written for a bad config"
    );
}

#[test]
fn tournament_draws_its_matrix() {
    let d = scratch("plot");
    let svg = d.join("m.svg");
    let o = catan(&[
        "tournament",
        "ai",
        "random",
        "weighted",
        "--games",
        "4",
        "--plot",
        svg.to_str().unwrap(),
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    let text = std::fs::read_to_string(&svg).unwrap();
    assert!(
        text.starts_with("<svg") && text.contains("wins of k"),
        "{}",
        &text[..200]
    );
    let o = catan(&[
        "tournament",
        "ai",
        "random",
        "--games",
        "4",
        "--plot",
        "m.png",
    ]);
    assert!(stderr(&o).contains("SVG"), "{}", stderr(&o));
}

#[test]
fn boards_too_small_for_the_players_are_refused_before_any_game() {
    let dir = std::env::temp_dir().join(format!("catan-cli-tiny-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let three = dir.join("three.ron");
    std::fs::write(
        &three,
        "(name: \"three\", tiles: [(at: (0, 0), terrain: Forest, number: 6), (at: (1, 0), terrain: Desert), (at: (2, 0), terrain: Hills, number: 8)])",
    )
    .unwrap();
    let one = dir.join("one.ron");
    std::fs::write(
        &one,
        "(name: \"one\", tiles: [(at: (0, 0), terrain: Desert)])",
    )
    .unwrap();
    let o = catan(&["board", "validate", three.to_str().unwrap()]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(
        stdout(&o).contains("hosts 2 to 2 players"),
        "{}",
        stdout(&o)
    );
    let o = catan(&["board", "validate", one.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(1));
    assert!(
        stderr(&o).contains("one.ron") && stderr(&o).contains("too small to play"),
        "{}",
        stderr(&o)
    );
    let b = format!("--board={}", three.display());
    let o = catan(&[
        "sim",
        "--players",
        "random,random,random",
        &b,
        "--games",
        "5",
    ]);
    assert_eq!(o.status.code(), Some(1));
    assert!(
        stderr(&o).contains("3 players: this board hosts the opening for at most 2"),
        "{}",
        stderr(&o)
    );
    assert!(!stderr(&o).contains("panicked"));
    let o = catan(&[
        "sim",
        "--players",
        "random,ai",
        &b,
        "--games",
        "40",
        "--max-turns",
        "300",
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn evolve_never_names_its_folder_outside_runs() {
    let dir = std::env::temp_dir().join(format!("catan-cli-dots-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let cfg = dir.join("...ron");
    std::fs::copy("experiments/grid/basic-1.ron", &cfg).unwrap();
    let o = catan(&["evolve", cfg.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(1));
    assert!(
        stderr(&o).contains("cannot name the output folder") && stderr(&o).contains("--out"),
        "{}",
        stderr(&o)
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn check_plays_games_with_every_invariant_checked() {
    let o = catan(&["check", "--games", "20", "--threads", "2", "--deep"]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(
        stdout(&o).contains("20 games") && stdout(&o).contains("every invariant held"),
        "{}",
        stdout(&o)
    );
    let o = catan(&["check", "--games", "0"]);
    assert_eq!(o.status.code(), Some(1));
    assert!(stderr(&o).contains("--games"), "{}", stderr(&o));
}

/// Started by an MPI launcher, a catan built without MPI refuses to run a lab command (every
/// process would play the whole run and write the same files), and no build runs the other
/// commands under several processes.
#[test]
fn under_an_mpi_launcher_only_an_mpi_build_runs_the_lab() {
    let o = Command::new(env!("CARGO_BIN_EXE_catan"))
        .args(["bench", "--games", "1"])
        .env("OMPI_COMM_WORLD_SIZE", "2")
        .output()
        .unwrap();
    assert!(!o.status.success());
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(
        err.contains("only `evolve`, `tournament` and `sim`"),
        "{err}"
    );
    if cfg!(not(feature = "mpi")) {
        let o = Command::new(env!("CARGO_BIN_EXE_catan"))
            .args(["sim", "--games", "1"])
            .env("PMI_SIZE", "3")
            .output()
            .unwrap();
        assert!(!o.status.success());
        let err = String::from_utf8_lossy(&o.stderr);
        assert!(err.contains("built without MPI"), "{err}");
        assert!(o.stdout.is_empty());
    }
}

#[test]
fn review_gives_win_chances_turning_points_and_better_moves() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("games");
    let o = catan(&[
        "sim",
        "--players",
        "ai,ai,ai",
        "--games",
        "1",
        "--seed",
        "5",
        "--record",
        out.to_str().unwrap(),
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    let record = out.join("game-000000.ron");
    let args = [
        "review",
        record.to_str().unwrap(),
        "--budget",
        "8",
        "--search",
        "4",
        "--json",
    ];
    let o = catan(&args);
    assert!(o.status.success(), "{}", stderr(&o));
    let v = json(&o);
    let chances = v["chances"].as_array().unwrap();
    let winner = v["winner"].as_u64().unwrap() as usize;
    let last = chances.last().unwrap()["chances"].as_array().unwrap();
    assert_eq!(last[winner].as_f64(), Some(1.0));
    for c in chances {
        let sum: f64 = c["chances"]
            .as_array()
            .unwrap()
            .iter()
            .map(|x| x.as_f64().unwrap())
            .sum();
        assert!((sum - 1.0).abs() < 1e-9);
    }
    assert!(
        !v["decisions"].as_array().unwrap().is_empty(),
        "the winner's decisions"
    );
    // the same seed, the same review
    assert_eq!(stdout(&catan(&args)), stdout(&o));
    // the text speaks the window's words: players by colour, rounds, places by their tiles
    let o = catan(&args[..args.len() - 1]);
    assert!(o.status.success(), "{}", stderr(&o));
    let text = stdout(&o);
    for raw in [
        "seat ", "Seat ", "edge ", "vertex ", "face ", "turn  ", "step ",
    ] {
        assert!(!text.contains(raw), "{raw:?} in {text}");
    }
    for words in ["Round 1 ", "won by ", "Turning points", "'s decisions: "] {
        assert!(text.contains(words), "{words:?} missing from {text}");
    }
    // bad input is named
    let o = catan(&["review", record.to_str().unwrap(), "--seat", "5"]);
    assert!(
        !o.status.success() && stderr(&o).contains("--seat 5"),
        "{}",
        stderr(&o)
    );
    let o = catan(&["review", "no-such-file.ron"]);
    assert!(
        !o.status.success() && stderr(&o).contains("no-such-file.ron"),
        "{}",
        stderr(&o)
    );
}

/// Five and six seats from the command line: `standard` means the 5–6 extension's rules and
/// island, games end, records replay under the extension's rules, a random 5–6 board validates,
/// and a tournament in groups of five runs.
#[test]
fn five_and_six_players_play_through_the_command_line() {
    let dir = tempfile::tempdir().unwrap();
    let rec = dir.path().join("recs");
    let o = catan(&[
        "sim",
        "--players",
        "random,medium,easy,random,medium,easy",
        "--games",
        "6",
        "--json",
        "--record",
        rec.to_str().unwrap(),
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    let j = json(&o);
    assert_eq!(j["finished"], 6, "{j}");
    let first = std::fs::read_dir(&rec)
        .unwrap()
        .next()
        .unwrap()
        .unwrap()
        .path();
    let text = std::fs::read_to_string(&first).unwrap();
    assert!(text.contains("special_building_phase: true") && text.contains("FiveSix"));
    let o = catan(&["replay", first.to_str().unwrap()]);
    assert!(o.status.success(), "{}", stderr(&o));
    let board = dir.path().join("six.ron");
    let o = catan(&["board", "random", "--players", "6", "--seed", "3"]);
    std::fs::write(&board, &o.stdout).unwrap();
    let o = catan(&["board", "validate", board.to_str().unwrap()]);
    assert!(
        stdout(&o).contains("hosts 2 to 6 players"),
        "{}",
        stdout(&o)
    );
    let o = catan(&[
        "tournament",
        "random",
        "weighted",
        "ai",
        "random",
        "weighted",
        "--players-per-game",
        "5",
        "--games",
        "10",
        "--json",
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
}

/// `catan links install` writes a desktop entry that opens this binary for catan:// links, and
/// `remove` takes it away; a bad invitation link is named before any window opens.
#[test]
fn invitation_links_are_handed_to_the_game() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path().to_str().unwrap();
    let o = catan(&["links", "install", "--dir", d]);
    assert!(o.status.success(), "{}", stderr(&o));
    let entry = std::fs::read_to_string(dir.path().join("catan-links.desktop")).unwrap();
    assert!(
        entry.contains("MimeType=x-scheme-handler/catan;"),
        "{entry}"
    );
    assert!(entry.contains("play --join %u"), "{entry}");
    assert!(entry.contains(env!("CARGO_BIN_EXE_catan")), "{entry}");
    let o = catan(&["links", "remove", "--dir", d]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(!dir.path().join("catan-links.desktop").exists());
    #[cfg(feature = "gui")]
    {
        let o = catan(&["play", "--join", "catan://127.0.0.1:7373/room/K0"]);
        assert_eq!(o.status.code(), Some(2), "{}", stderr(&o));
        assert!(
            stderr(&o).contains("\"K0\" is not a room code"),
            "{}",
            stderr(&o)
        );
        let o = catan(&["play", "--join", "127.0.0.1:7373"]);
        assert!(stderr(&o).contains("needs --room"), "{}", stderr(&o));
    }
}

/// `catan board fairness`: figures as JSON for a few games; a broken board is refused with the
/// validator's words and a board too small for the players with its capacity; bad flags named.
#[test]
fn board_fairness_reports_and_refuses_what_it_cannot_judge() {
    let o = catan(&[
        "board",
        "fairness",
        "boards/standard.ron",
        "--games",
        "8",
        "--threads",
        "2",
        "--json",
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    let j = json(&o);
    assert_eq!(j["games"], 8);
    assert_eq!(j["seat_wins"].as_array().unwrap().len(), 4);
    let won: u64 = j["seat_wins"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["count"].as_u64().unwrap())
        .sum();
    assert_eq!(won, j["finished"].as_u64().unwrap());
    assert!(j["spots"][0]["place"].as_str().unwrap().contains(" · "));

    let dir = tempfile::tempdir().unwrap();
    let broken = dir.path().join("broken.ron");
    std::fs::write(
        &broken,
        "(name: \"x\", tiles: [(at: (0, 0), terrain: Forest, number: 7)], harbours: [])",
    )
    .unwrap();
    let o = catan(&["board", "fairness", broken.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(1), "{}", stdout(&o));
    assert!(stderr(&o).contains("broken.ron"), "{}", stderr(&o));
    assert!(stderr(&o).contains('7'), "{}", stderr(&o));

    let o = catan(&["board", "fairness", "boards/standard.ron", "--players", "5"]);
    assert!(!o.status.success());
    assert!(
        stderr(&o).contains("hosts at most 4 players"),
        "{}",
        stderr(&o)
    );
    let o = catan(&[
        "board",
        "fairness",
        "boards/standard.ron",
        "--openings",
        "top:0",
    ]);
    assert!(stderr(&o).contains("--openings"), "{}", stderr(&o));
}
