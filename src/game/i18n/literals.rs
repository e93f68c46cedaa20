//! Every user-facing string goes through Fluent: the game's source is read and a string literal
//! handed to one of egui's text widgets (a label, a button, a heading, a hover text, a window's
//! title…) fails the test, but for names that read the same in every language (key names, the
//! game's name). Shown failing on a planted literal.

use std::path::Path;

/// The calls whose string argument a player reads.
const TEXT_CALLS: &[&str] = &[
    "label(",
    "button(",
    "small_button(",
    "heading(",
    "on_hover_text(",
    "on_disabled_hover_text(",
    "RichText::new(",
    "Button::new(",
    "Label::new(",
    "selectable_label(",
    "checkbox(",
    "Window::new(",
    "colored_label(",
    "hint_text(",
    "link(",
    "section(",
];

/// Literals that are the same in every language.
const SAME_IN_EVERY_LANGUAGE: &[&str] = &["Catan", "Ctrl+Z", "Ctrl+Y", "Ctrl+S", "K7QX2M"];

/// The user-facing literals in `source` (`file` names them): `file:line: "text"`.
pub(crate) fn literals(file: &str, source: &str) -> Vec<String> {
    let mut found = Vec::new();
    let mut in_tests = false;
    for (n, line) in source.lines().enumerate() {
        if line.trim_start().starts_with("#[cfg(test)]") {
            in_tests = true; // a file's tests are at its end
        }
        if in_tests || line.trim_start().starts_with("//") {
            continue;
        }
        for call in TEXT_CALLS {
            let mut rest = line;
            while let Some(i) = rest.find(call) {
                let after = rest[i + call.len()..].trim_start();
                if let Some(lit) = after.strip_prefix('"').and_then(|a| a.split('"').next())
                    && lit.chars().filter(|c| c.is_alphabetic()).count() >= 2
                    && !SAME_IN_EVERY_LANGUAGE.contains(&lit)
                {
                    found.push(format!("{file}:{}: \"{lit}\"", n + 1));
                }
                rest = &rest[i + call.len()..];
            }
        }
    }
    found
}

fn rust_files(dir: &Path, out: &mut Vec<std::path::PathBuf>) {
    for entry in std::fs::read_dir(dir).into_iter().flatten().flatten() {
        let p = entry.path();
        if p.is_dir() {
            rust_files(&p, out);
        } else if p.extension().is_some_and(|e| e == "rs") {
            out.push(p);
        }
    }
}

#[test]
fn no_user_facing_string_literal_outside_the_translations() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/game");
    let mut files = Vec::new();
    rust_files(&root, &mut files);
    assert!(files.len() > 50, "the game's sources were not found");
    let mut found = Vec::new();
    for f in files {
        let name = f
            .strip_prefix(&root)
            .unwrap_or(&f)
            .to_string_lossy()
            .into_owned();
        // tests, and the atlas's own checks (which plant texts on purpose)
        if name.ends_with("tests.rs")
            || name.contains("/tests/")
            || name.starts_with("atlas/")
            || name.ends_with("literals.rs")
        {
            continue;
        }
        let source = std::fs::read_to_string(&f).unwrap_or_default();
        found.extend(literals(&name, &source));
    }
    assert!(
        found.is_empty(),
        "user-facing literals (put them in assets/i18n/*.ftl):\n{}",
        found.join("\n")
    );
}

#[test]
fn a_planted_literal_is_found() {
    let source = r#"fn panel(ui: &mut egui::Ui) {
    ui.label("Your turn");
    ui.label(tr(lang, "hide-hints"));
    ui.button("Ctrl+Z");
}"#;
    assert_eq!(
        literals("planted.rs", source),
        vec!["planted.rs:2: \"Your turn\"".to_string()]
    );
    let hover = "x.on_hover_text(\"Build a road\")";
    assert_eq!(literals("h.rs", hover).len(), 1);
}
