//! Where the editor saves: the person's boards in the data folder, never a shipped board.

use super::EditorState;
use crate::core::board::Components;
use crate::editor::BoardEditor;
use crate::files::{own_boards_dir, shipped_boards_dir};

#[test]
fn a_shipped_board_edited_is_saved_as_the_persons_own_in_the_data_folder() {
    let data = tempfile::tempdir().unwrap();
    let shipped = shipped_boards_dir().join("river-delta.ron");
    let before = std::fs::read(&shipped).unwrap();
    let mut state = EditorState::new(BoardEditor::open(&shipped).unwrap(), data.path());
    // the person's own copy: no file, no name yet, free components
    assert!(state.ed.path.is_none());
    assert_eq!(state.save_name, "");
    assert_eq!(state.ed.file.components, Components::Free);
    // saving asks for a name first
    assert!(!state.save(false));
    assert!(state.message.is_some());
    // its one name puts it in the data folder's boards/, the file named after it
    state.ed.rename("My delta");
    state.name_changed();
    assert!(state.save(false), "{:?}", state.message);
    let saved = own_boards_dir(data.path()).join("my-delta.ron");
    assert_eq!(state.ed.path.as_deref(), Some(saved.as_path()));
    assert!(saved.exists());
    assert_eq!(state.ed.file.name, "My delta");
    assert_eq!(
        std::fs::read(&shipped).unwrap(),
        before,
        "the shipped board is untouched"
    );
    // and it is listed with the person's own
    assert!(state.board_files.own.contains(&saved));
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        let mode = std::fs::metadata(&saved).unwrap().permissions().mode() & 0o777;
        assert_ne!(mode, 0o600, "the usual mode, not a temporary file's");
    }
}

#[test]
fn a_save_name_of_a_shipped_board_still_goes_to_the_data_folder() {
    let data = tempfile::tempdir().unwrap();
    let shipped = shipped_boards_dir().join("river-delta.ron");
    let before = std::fs::read(&shipped).unwrap();
    let mut state = EditorState::new(BoardEditor::standard().own_copy(), data.path());
    state.ed.rename("River delta");
    state.name_changed();
    assert!(state.save(false), "{:?}", state.message);
    assert!(own_boards_dir(data.path()).join("river-delta.ron").exists());
    assert_eq!(
        std::fs::read(&shipped).unwrap(),
        before,
        "the shipped board is untouched"
    );
}

#[test]
fn a_shipped_seafarers_board_edited_is_the_persons_own_copy_too() {
    let data = tempfile::tempdir().unwrap();
    let shipped = shipped_boards_dir()
        .join("seafarers")
        .join("new-shores.ron");
    let before = std::fs::read(&shipped).unwrap();
    let mut state = EditorState::new(BoardEditor::open(&shipped).unwrap(), data.path());
    assert!(state.ed.path.is_none(), "not the shipped file");
    assert_eq!(state.save_name, "");
    state.ed.rename("New shores");
    state.name_changed();
    assert!(state.save(false), "{:?}", state.message);
    assert!(own_boards_dir(data.path()).join("new-shores.ron").exists());
    assert_eq!(std::fs::read(&shipped).unwrap(), before, "untouched");
    // the message names the board, not its file
    let said = state.message.unwrap_or_default();
    assert!(said.contains("New shores") && !said.contains(".ron") && !said.contains('/'));
}
