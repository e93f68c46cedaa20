//! The editor's Open lists each board once, under one name: the beginner layout by its button,
//! not again among the shipped boards (play-test 8: "Beginner layout" and "Beginner board").

use super::listed_shipped;
use crate::files::BoardFiles;
use crate::game::i18n::{Lang, board_name, tr};

#[test]
fn the_editor_names_each_board_once() {
    let files = BoardFiles::list(&std::env::temp_dir().join("catan-no-such-data"));
    assert!(
        files.shipped.iter().any(|f| f.ends_with("standard.ron")),
        "the beginner layout ships"
    );
    for lang in [Lang::English, Lang::Czech] {
        let mut names = vec![tr(lang, "standard")];
        for f in listed_shipped(&files.shipped) {
            let title = <crate::core::Board as crate::files::Load>::load(&f)
                .map(|b| b.file.name.clone())
                .unwrap_or_default();
            names.push(board_name(lang, &f, &title));
        }
        let mut unique = names.clone();
        unique.sort();
        unique.dedup();
        assert_eq!(unique.len(), names.len(), "{lang:?}: {names:?}");
        // and the board's name elsewhere is the button's
        assert_eq!(
            board_name(lang, std::path::Path::new(""), "Standard (beginner layout)"),
            tr(lang, "standard")
        );
    }
}
