//! One name for a board (play-test 6: "Name" at the top and "Save as" in the panel, and the
//! menu listed the file's name): the file is named after the board, a second board of that
//! name asks before replacing the first, and the menu lists the board by its name.

use super::{EditorState, file_stem_of};
use crate::editor::BoardEditor;
use crate::files::own_boards_dir;

#[test]
fn a_file_name_is_made_from_the_boards_name() {
    assert_eq!(file_stem_of("Tiny isle"), "tiny-isle");
    assert_eq!(file_stem_of("  Ostrov Křížek! "), "ostrov-křížek");
    assert_eq!(file_stem_of("../a/b"), "a-b");
    assert_eq!(file_stem_of(" … "), "");
}

#[test]
fn a_board_is_saved_under_its_name_and_a_second_of_that_name_asks() {
    let data = tempfile::tempdir().unwrap();
    let mut first = EditorState::new(BoardEditor::standard().own_copy(), data.path());
    first.ed.rename("Tiny isle");
    first.name_changed();
    assert!(first.save(false), "{:?}", first.message);
    let file = own_boards_dir(data.path()).join("tiny-isle.ron");
    assert_eq!(first.ed.path.as_deref(), Some(file.as_path()));
    // saved again: the same file, nothing asked
    assert!(first.save(false), "{:?}", first.message);
    // another board given the same name: the person is asked before the first is replaced
    let mut second = EditorState::new(BoardEditor::standard().own_copy(), data.path());
    second.ed.rename("Tiny  isle");
    second.name_changed();
    assert!(!second.save(false));
    assert_eq!(second.confirm_overwrite.as_deref(), Some(file.as_path()));
    // the menu lists the board by its name, not its file's
    let names = crate::game::screens::menu::board_names_of(std::slice::from_ref(&file));
    assert_eq!(names, vec!["Tiny isle".to_string()]);
}
