//! Every shipped board and scenario is named in the person's language wherever only its own
//! name is known (the saved games' list: play-test 9 read "Cloth for Catan" in Czech).

use super::{Lang, board_name, shipped_title};
use std::path::Path;

/// (file stem, the name written in the file) of every shipped board with a title.
fn shipped() -> Vec<(String, String)> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("boards");
    let mut out = Vec::new();
    for dir in [root.clone(), root.join("seafarers")] {
        for entry in std::fs::read_dir(&dir).unwrap() {
            let path = entry.unwrap().path();
            if path.extension().is_none_or(|e| e != "ron") {
                continue;
            }
            let stem = path.file_stem().unwrap().to_string_lossy().into_owned();
            let text = std::fs::read_to_string(&path).unwrap();
            let name = text
                .split("name: \"")
                .nth(1)
                .and_then(|t| t.split('"').next())
                .unwrap()
                .to_string();
            if shipped_title(Lang::Czech, &stem).is_some() {
                out.push((stem, name));
            }
        }
    }
    out
}

#[test]
fn a_shipped_board_known_by_its_name_alone_is_titled_in_czech() {
    let boards = shipped();
    assert!(boards.len() >= 12, "{boards:?}");
    for (stem, name) in boards {
        let said = board_name(Lang::Czech, Path::new(""), &name);
        let title = shipped_title(Lang::Czech, &stem).unwrap();
        // the 5–6 players' layout shares its name with the four players' one
        let base = shipped_title(Lang::Czech, stem.trim_end_matches("-6"));
        let base = base.unwrap_or_else(|| title.clone());
        assert!(
            said == title || said == base,
            "{stem}: {said:?}, not {title:?}"
        );
        assert_ne!(said, name, "{stem} left in English");
    }
}
