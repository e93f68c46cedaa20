//! The layers of ARCHITECTURE.md, checked on the source: every `crate::…` / `catan::…` path in a
//! file's code (comments and doc links do not count) must point down the list
//!
//!   core → files → ai → lab, editor → net → game → the binary
//!
//! (`lab` and `editor` do not use each other; `net` uses the lab, not the editor; the game uses
//! `net` for online play), nothing but the binary imports `game`, and there is
//! no import cycle between the top-level modules nor between the files of the game; inside the
//! game the files keep to their floors ([`GAME_FLOORS`]: base → logic → table → ui → screens →
//! app), no arrow running up.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

/// The top-level modules, and the ones each may import.
const ALLOWED: &[(&str, &[&str])] = &[
    ("core", &[]),
    ("files", &["core"]),
    ("ai", &["core", "files"]),
    ("lab", &["core", "files", "ai"]),
    ("editor", &["core", "files", "ai"]),
    // the network host sits beside the lab (its roster of players), Bevy-free
    ("net", &["core", "files", "ai", "lab"]),
    ("game", &["core", "files", "ai", "lab", "editor", "net"]),
    (
        "bin",
        &["core", "files", "ai", "lab", "editor", "net", "game"],
    ),
];

/// The game's own floors, lowest first: a file of the game may import files of its floor and of
/// the floors below it, never of one above. A unit is on the floor of its longest matching entry;
/// an entry with `=` names that one file only (`game/screens`, the `Screen` states and the command
/// line's options, which every floor schedules its systems by, as in bevy_new_2d; the screens'
/// own files are the `screens` floor). Tests may reach any floor (a test paints with the atlas's
/// checks, plays through the game's plugins).
const GAME_FLOORS: &[(&str, &[&str])] = &[
    // leaves: the look, the words, the settings and the states
    (
        "base",
        &["game/theme", "game/i18n", "game/settings", "=game/screens"],
    ),
    // the game without a window: the session, the computers, online play, saves, sound
    (
        "logic",
        &[
            "game/session",
            "game/preferences",
            "game/stats",
            "game/gate",
            "game/ai_turns",
            "game/chances",
            "game/review",
            "game/sound",
            "game/online",
            "game/assets",
        ],
    ),
    // the board as entities
    ("table", &["game/table"]),
    // the panels and dialogs drawn with egui
    ("ui", &["game/ui"]),
    // the screens, each adding its panels and dialogs
    ("screens", &["game/screens"]),
    // what drives the whole app: the atlas, the developer's aids, the plugin list
    ("app", &["game/atlas", "game/dev", "=game"]),
];

/// The floor of a game unit (its index in [`GAME_FLOORS`]), `None` if no entry names it.
fn floor_of(unit: &str) -> Option<usize> {
    let mut best: Option<(usize, usize)> = None; // (match length, floor)
    for (i, (_, entries)) in GAME_FLOORS.iter().enumerate() {
        for e in *entries {
            let len = match e.strip_prefix('=') {
                Some(exact) if unit == exact => exact.len() + 1,
                Some(_) => continue,
                None if unit == *e || unit.starts_with(&format!("{e}/")) => e.len(),
                None => continue,
            };
            if best.is_none_or(|(l, _)| len > l) {
                best = Some((len, i));
            }
        }
    }
    best.map(|(_, i)| i)
}

/// A test file, which may reach any floor.
fn is_test_unit(unit: &str) -> bool {
    unit.split('/')
        .any(|s| s == "tests" || s.ends_with("_tests"))
}

/// What breaks the game's floors, in words: an import from a floor above, a game file on no floor.
fn floor_violations(path: &str, me: &str, target: &str) -> Option<String> {
    if !me.starts_with("game") || is_test_unit(me) {
        return None;
    }
    let Some(from) = floor_of(me) else {
        return Some(format!("{path}: '{me}' is on none of the game's floors"));
    };
    let to = floor_of(target)?;
    (to > from).then(|| {
        format!(
            "{path}: the game's '{}' floor may not import {target} (the '{}' floor above it)",
            GAME_FLOORS[from].0, GAME_FLOORS[to].0
        )
    })
}

/// A source file: its path under `src/` (with `/`) and its text.
type Source = (String, String);

fn sources(root: &Path) -> Vec<Source> {
    fn walk(dir: &Path, root: &Path, out: &mut Vec<Source>) {
        let mut entries: Vec<_> = std::fs::read_dir(dir).unwrap().flatten().collect();
        entries.sort_by_key(|e| e.path());
        for e in entries {
            let p = e.path();
            if p.is_dir() {
                walk(&p, root, out);
            } else if p.extension().is_some_and(|x| x == "rs") {
                let rel = p
                    .strip_prefix(root)
                    .unwrap()
                    .to_string_lossy()
                    .replace('\\', "/");
                out.push((rel, std::fs::read_to_string(&p).unwrap()));
            }
        }
    }
    let mut out = Vec::new();
    walk(root, root, &mut out);
    out
}

/// The top-level module a file belongs to (`None` for `lib.rs`).
fn top_module(path: &str) -> Option<String> {
    if path == "lib.rs" {
        return None;
    }
    if path.starts_with("bin/") || path == "main.rs" {
        return Some("bin".into());
    }
    let first = path.split('/').next().unwrap();
    Some(first.trim_end_matches(".rs").to_string())
}

/// The code of a file without comments (line comments, doc comments) and string literals.
fn code_of(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut chars = text.chars().peekable();
    let (mut in_str, mut in_block) = (false, 0u32);
    while let Some(c) = chars.next() {
        if in_block > 0 {
            if c == '*' && chars.peek() == Some(&'/') {
                chars.next();
                in_block -= 1;
            } else if c == '/' && chars.peek() == Some(&'*') {
                chars.next();
                in_block += 1;
            }
            continue;
        }
        if in_str {
            if c == '\\' {
                chars.next();
            } else if c == '"' {
                in_str = false;
            }
            continue;
        }
        match c {
            '"' => in_str = true,
            // a char literal ('"', '\'', '{'), not a lifetime ('a)
            '\'' => {
                let ahead: Vec<char> = chars.clone().take(3).collect();
                match ahead.as_slice() {
                    ['\\', _, '\''] => {
                        chars.nth(2);
                    }
                    [_, '\'', ..] => {
                        chars.nth(1);
                    }
                    _ => out.push(c),
                }
            }
            '/' if chars.peek() == Some(&'/') => {
                for c in chars.by_ref() {
                    if c == '\n' {
                        out.push('\n');
                        break;
                    }
                }
            }
            '/' if chars.peek() == Some(&'*') => {
                chars.next();
                in_block = 1;
            }
            _ => out.push(c),
        }
    }
    out
}

/// Every path the code names from the crate root, as its segments: `crate::a::b::C` gives
/// `[a, b, C]`; `crate::{a::X, b}` gives `[a, X]` and `[b]`. In the binary `catan::` is the root.
fn crate_paths(code: &str, root: &str) -> Vec<Vec<String>> {
    let mut out = Vec::new();
    let pat = format!("{root}::");
    let bytes = code.as_bytes();
    let mut from = 0;
    while let Some(i) = code[from..].find(&pat) {
        let at = from + i;
        from = at + pat.len();
        if at > 0 && (bytes[at - 1].is_ascii_alphanumeric() || bytes[at - 1] == b'_') {
            continue;
        }
        let rest = &code[from..];
        if let Some(group) = rest.strip_prefix('{') {
            // a group: split at depth-0 commas up to the closing brace
            let mut depth = 0;
            let mut item = String::new();
            for c in group.chars() {
                match c {
                    '{' => depth += 1,
                    '}' if depth == 0 => break,
                    '}' => depth -= 1,
                    ',' if depth == 0 => {
                        out.push(segments(&item));
                        item.clear();
                        continue;
                    }
                    _ => {}
                }
                item.push(c);
            }
            out.push(segments(&item));
        } else {
            out.push(segments(rest));
        }
    }
    out.retain(|p| !p.is_empty());
    out
}

fn segments(s: &str) -> Vec<String> {
    let s = s.trim_start();
    let end = s
        .find(|c: char| !(c.is_alphanumeric() || c == '_' || c == ':'))
        .unwrap_or(s.len());
    s[..end]
        .split("::")
        .filter(|x| !x.is_empty())
        .map(String::from)
        .collect()
}

/// A file as a unit of the module tree: `core/play/apply`, `net/room` (its `mod.rs`), `core`
/// (`core/mod.rs`); `None` for `lib.rs` and the binary's files.
fn unit(path: &str) -> Option<String> {
    if path == "lib.rs" || path.starts_with("bin/") {
        return None;
    }
    let p = path.trim_end_matches(".rs");
    Some(p.strip_suffix("/mod").unwrap_or(p).to_string())
}

/// The module a unit's `super` names: the parent of a file's module (for `a/b/mod.rs`, unit
/// `a/b`, that is `a`; for `a/b/c.rs`, unit `a/b/c`, that is `a/b`).
fn parent(unit: &str) -> String {
    unit.rsplit_once('/')
        .map_or(String::new(), |(p, _)| p.to_string())
}

/// The items a module file re-exports from its children (`pub use board::{Board, Terrain};`,
/// `pub use self::x::Y`): (module unit, item) → the child unit that defines it.
fn reexports(files: &[Source], units: &BTreeSet<String>) -> BTreeMap<(String, String), String> {
    let mut out = BTreeMap::new();
    for (path, text) in files {
        let Some(me) = unit(path) else { continue };
        let code = code_of(text);
        for stmt in code.split(';') {
            let Some(rest) = stmt.trim().strip_prefix("pub use ") else {
                continue;
            };
            let rest = rest.trim().trim_start_matches("self::");
            let Some((child, items)) = rest.split_once("::") else {
                continue;
            };
            let child_unit = format!("{me}/{}", child.trim());
            if !units.contains(&child_unit) {
                continue;
            }
            let items = items.trim().trim_start_matches('{').trim_end_matches('}');
            for item in items.split(',') {
                let name = item.trim().rsplit("::").next().unwrap_or("").trim();
                let name = name.split(" as ").next().unwrap_or("").trim();
                if !name.is_empty() {
                    out.insert((me.clone(), name.to_string()), child_unit.clone());
                }
            }
        }
    }
    out
}

/// Every path the code names relative to its own module: `super::x::Y` and `self::x::Y`, as
/// the unit it starts from and the rest of its segments.
fn relative_paths(code: &str, me: &str) -> Vec<(String, Vec<String>)> {
    let mut out = Vec::new();
    for (prefix, base) in [("super::", parent(me)), ("self::", me.to_string())] {
        let bytes = code.as_bytes();
        let mut from = 0;
        while let Some(i) = code[from..].find(prefix) {
            let at = from + i;
            from = at + prefix.len();
            if at > 0
                && (bytes[at - 1].is_ascii_alphanumeric()
                    || bytes[at - 1] == b'_'
                    || bytes[at - 1] == b':')
            {
                continue;
            }
            let mut base = base.clone();
            let mut rest = &code[from..];
            // super::super::
            while let Some(r) = rest.strip_prefix("super::") {
                base = parent(&base);
                rest = r;
            }
            if let Some(group) = rest.strip_prefix('{') {
                let inner: String = group.chars().take_while(|&c| c != '}').collect();
                for item in inner.split(',') {
                    out.push((base.clone(), segments(item)));
                }
            } else {
                out.push((base.clone(), segments(rest)));
            }
        }
    }
    out
}

/// The unit a path names: the longest run of its segments that is a unit (from `base`), then
/// an item a module re-exports from a child, followed to that child.
fn target(
    base: &str,
    segs: &[String],
    units: &BTreeSet<String>,
    reexp: &BTreeMap<(String, String), String>,
) -> Option<String> {
    let join = |k: usize| {
        let tail = segs[..k].join("/");
        match (base.is_empty(), tail.is_empty()) {
            (true, _) => tail,
            (false, true) => base.to_string(),
            (false, false) => format!("{base}/{tail}"),
        }
    };
    for k in (0..=segs.len()).rev() {
        let cand = join(k);
        if units.contains(&cand) {
            if let Some(item) = segs.get(k)
                && let Some(child) = reexp.get(&(cand.clone(), item.clone()))
            {
                return Some(child.clone());
            }
            return Some(cand);
        }
    }
    None
}

/// What breaks the layers, in words (empty: nothing).
fn violations(files: &[Source]) -> Vec<String> {
    let allowed: BTreeMap<&str, &[&str]> = ALLOWED.iter().copied().collect();
    let mut bad = Vec::new();
    let mut top_edges: BTreeSet<(String, String)> = BTreeSet::new();
    let units: BTreeSet<String> = files.iter().filter_map(|(p, _)| unit(p)).collect();
    let reexp = reexports(files, &units);
    let mut file_edges: BTreeSet<(String, String)> = BTreeSet::new();
    let mut floor_bad: Vec<String> = Vec::new();
    for (path, text) in files {
        let Some(from) = top_module(path) else {
            continue;
        };
        let Some(may) = allowed.get(from.as_str()) else {
            bad.push(format!(
                "{path}: module '{from}' is not in ARCHITECTURE.md's layers"
            ));
            continue;
        };
        let root = if from == "bin" { "catan" } else { "crate" };
        let code = code_of(text);
        let me = unit(path);
        let mut edge = |base: &str, segs: &[String]| {
            if let Some(me) = &me
                && let Some(t) = target(base, segs, &units, &reexp)
                && t != *me
                && !me.starts_with(&format!("{t}/tests"))
                && !t.ends_with("/tests")
            {
                // `use super::*` (no segment) is an inline test module's glob of its own file
                if !segs.is_empty()
                    && let Some(v) = floor_violations(path, me, &t)
                {
                    floor_bad.push(v);
                }
                file_edges.insert((me.clone(), t));
            }
        };
        for segs in crate_paths(&code, root) {
            let to = segs[0].as_str();
            if !allowed.contains_key(to) {
                continue; // an item of the crate root, not a module
            }
            if to != from {
                top_edges.insert((from.clone(), to.to_string()));
                if !may.contains(&to) {
                    bad.push(format!(
                        "{path}: '{from}' may not import '{to}' ({root}::{})",
                        segs.join("::")
                    ));
                }
            } else {
                edge("", &segs);
            }
        }
        if let Some(u) = &me {
            for (base, segs) in relative_paths(&code, u) {
                edge(&base, &segs);
            }
        }
    }
    bad.extend(floor_bad);
    for cycle in cycles(&top_edges) {
        bad.push(format!(
            "import cycle between top-level modules: {}",
            cycle.join(" → ")
        ));
    }
    for cycle in cycles(&file_edges) {
        let inside: Vec<String> = file_edges
            .iter()
            .filter(|(a, b)| cycle.contains(a) && cycle.contains(b))
            .map(|(a, b)| format!("{a} uses {b}"))
            .collect();
        bad.push(format!(
            "import cycle between files: {} ({})",
            cycle.join(" → "),
            inside.join("; ")
        ));
    }
    bad
}

/// The cycles of a directed graph (one per strongly connected component with more than one
/// node), each listed from its smallest node.
fn cycles(edges: &BTreeSet<(String, String)>) -> Vec<Vec<String>> {
    let nodes: BTreeSet<&String> = edges.iter().flat_map(|(a, b)| [a, b]).collect();
    let reach = |from: &String| -> BTreeSet<String> {
        let mut seen = BTreeSet::new();
        let mut stack = vec![from.clone()];
        while let Some(n) = stack.pop() {
            for (a, b) in edges {
                if *a == n && seen.insert(b.clone()) {
                    stack.push(b.clone());
                }
            }
        }
        seen
    };
    let reaches: BTreeMap<&String, BTreeSet<String>> =
        nodes.iter().map(|n| (*n, reach(n))).collect();
    let mut done = BTreeSet::new();
    let mut out = Vec::new();
    for n in &nodes {
        if done.contains(*n) || !reaches[n].contains(*n) {
            continue;
        }
        let comp: Vec<String> = nodes
            .iter()
            .filter(|m| reaches[n].contains(**m) && reaches[*m].contains(*n))
            .map(|m| (*m).clone())
            .collect();
        done.extend(comp.iter().cloned());
        out.push(comp);
    }
    out
}

fn src() -> std::path::PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("src")
}

#[test]
fn the_source_follows_the_layers() {
    let files = sources(&src());
    assert!(
        files.len() > 40,
        "found the sources ({} files)",
        files.len()
    );
    let bad = violations(&files);
    assert!(bad.is_empty(), "layer violations:\n  {}", bad.join("\n  "));
}

#[test]
fn a_broken_arrow_is_caught() {
    let mut files = sources(&src());
    // the rules core reaching up into the lab
    files.push((
        "core/oops.rs".into(),
        "use crate::lab::sim::play_game;\n".into(),
    ));
    // the lab importing the game, in a grouped import
    files.push((
        "lab/oops.rs".into(),
        "use crate::{ai::AiPlayer, game::run};\n".into(),
    ));
    // a cycle between two game files
    files.push((
        "game/ui/theme_oops.rs".into(),
        "use crate::game::screens::playing::plugin;\n".into(),
    ));
    files.push((
        "game/screens/playing_oops.rs".into(),
        "use crate::game::ui::theme_oops::X;\n".into(),
    ));
    files.push((
        "game/screens/playing.rs".into(),
        "use crate::game::screens::playing_oops::Y;\n".into(),
    ));
    // a cycle between two files of the rules core, one way through `super::`, the other
    // through an item the core's mod.rs re-exports from a file (`crate::core::Board`)
    files.push((
        "core/board/oops.rs".into(),
        "use super::super::roads::longest;\n".into(),
    ));
    files.push((
        "core/roads/oops.rs".into(),
        "fn f() -> crate::core::Board { todo!() }\n".into(),
    ));
    files.push((
        "core/roads.rs".into(),
        "mod oops;\nuse self::oops::f;\n".into(),
    ));
    files.push(("core/board/mod.rs".into(), "use self::oops::g;\n".into()));
    files.push((
        "core/mod.rs".into(),
        "pub use board::{Board, BoardFile};\n".into(),
    ));
    // the table reaching up into a panel; the theme into the session
    files.push((
        "game/table/oops.rs".into(),
        "use crate::game::ui::panels::hand::HandPanel;\n".into(),
    ));
    files.push((
        "game/theme/oops.rs".into(),
        "fn f(_: &crate::game::session::Session) {}\n".into(),
    ));
    let bad = violations(&files);
    let has = |s: &str| bad.iter().any(|b| b.contains(s));
    assert!(
        has(
            "game/table/oops.rs: the game's 'table' floor may not import game/ui/panels/hand (the 'ui' floor above it)"
        ),
        "{bad:#?}"
    );
    assert!(
        has("game/theme/oops.rs: the game's 'base' floor may not import game/session"),
        "{bad:#?}"
    );
    assert!(
        has(
            "import cycle between files: core/board → core/board/oops → core/roads → core/roads/oops"
        ),
        "{bad:#?}"
    );
    assert!(has("core/oops.rs: 'core' may not import 'lab'"), "{bad:#?}");
    assert!(has("lab/oops.rs: 'lab' may not import 'game'"), "{bad:#?}");
    assert!(has("import cycle between top-level modules"), "{bad:#?}");
    assert!(has("import cycle between files"), "{bad:#?}");
    // the game's cycle, through a screen and the theme
    assert!(
        bad.iter()
            .any(|b| b.contains("import cycle between files") && b.contains("game/ui/theme_oops")),
        "{bad:#?}"
    );
}

#[test]
fn comments_and_strings_are_not_imports() {
    let files = vec![
        ("core/a.rs".to_string(), "/// see [`crate::game::run`]\nfn f() { let s = \"crate::lab\"; }\n// crate::ai\n/* crate::editor */\n".to_string()),
    ];
    assert!(violations(&files).is_empty());
}

/// What ARCHITECTURE.md and the tree disagree on: a source file it does not name (`name.rs`, a
/// folder's `mod.rs` as `name/`; test files aside), a file it names that is not in the tree.
fn undocumented(files: &[Source], doc: &str) -> Vec<String> {
    let mut bad = Vec::new();
    for (path, _) in files {
        let name = path.rsplit('/').next().unwrap_or(path);
        if name == "tests.rs" || path == "lib.rs" {
            continue;
        }
        let wanted = if name == "mod.rs" {
            let dir = path.trim_end_matches("/mod.rs");
            format!("{}/", dir.rsplit('/').next().unwrap_or(dir))
        } else {
            name.to_string()
        };
        if !doc.contains(&wanted) {
            bad.push(format!(
                "ARCHITECTURE.md does not name src/{path} ('{wanted}')"
            ));
        }
    }
    for word in
        doc.split(|c: char| !(c.is_alphanumeric() || c == '_' || c == '/' || c == '.' || c == '-'))
    {
        let word = word.trim_matches('.');
        if word.ends_with(".rs") && !word.contains("..") {
            let named = word.trim_start_matches("src/");
            let root = Path::new(env!("CARGO_MANIFEST_DIR"));
            let elsewhere = root.join(named).exists() || root.join("tests").join(named).exists();
            if !elsewhere
                && !files
                    .iter()
                    .any(|(p, _)| p == named || p.ends_with(&format!("/{named}")))
            {
                bad.push(format!(
                    "ARCHITECTURE.md names {word}, which is not in src/"
                ));
            }
        }
    }
    bad
}

#[test]
fn architecture_md_names_every_module_and_only_modules_that_exist() {
    let files = sources(&src());
    let doc =
        std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("ARCHITECTURE.md"))
            .unwrap();
    let bad = undocumented(&files, &doc);
    assert!(
        bad.is_empty(),
        "ARCHITECTURE.md and src/ disagree:\n  {}",
        bad.join("\n  ")
    );
    // and the check would see a new module, or a stale name
    let mut more = files.clone();
    more.push(("core/oops_new.rs".into(), String::new()));
    let bad = undocumented(&more, &format!("{doc}\n`gone_away.rs`"));
    assert!(
        bad.iter().any(|b| b.contains("src/core/oops_new.rs")),
        "{bad:#?}"
    );
    assert!(bad.iter().any(|b| b.contains("gone_away.rs")), "{bad:#?}");
}
