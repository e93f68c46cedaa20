//! Where board files live: the boards shipped with the game (`boards/` beside the assets, never
//! written by it) and the person's own (`boards/` in the data folder, where the editor saves).

use super::{asset_root, list_files};
use std::path::{Path, PathBuf};

/// The boards shipped with the game.
pub fn shipped_boards_dir() -> PathBuf {
    asset_root().join("boards")
}

/// The person's own boards: `boards/` in the data folder `data`.
pub fn own_boards_dir(data: &Path) -> PathBuf {
    data.join("boards")
}

/// Whether `path` is one of the shipped boards (in [`shipped_boards_dir`] or a folder of it,
/// such as `seafarers/`): the game never writes there.
pub fn is_shipped_board(path: &Path) -> bool {
    let shipped = shipped_boards_dir();
    let shipped = shipped.canonicalize().unwrap_or(shipped);
    let dir = path
        .parent()
        .filter(|d| !d.as_os_str().is_empty())
        .unwrap_or(Path::new("."));
    let dir = dir.canonicalize().unwrap_or_else(|_| dir.to_path_buf());
    dir.starts_with(&shipped)
}

/// The board files a person can choose from, shipped and their own (each sorted by name).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct BoardFiles {
    pub shipped: Vec<PathBuf>,
    pub own: Vec<PathBuf>,
}

impl BoardFiles {
    /// The shipped boards and those in `data`'s `boards/`.
    pub fn list(data: &Path) -> BoardFiles {
        BoardFiles {
            shipped: list_files(&shipped_boards_dir(), "ron"),
            own: list_files(&own_boards_dir(data), "ron"),
        }
    }

    /// Whether `path` is listed (shipped or own).
    pub fn contains(&self, path: &Path) -> bool {
        self.shipped.iter().chain(&self.own).any(|p| p == path)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shipped_boards_are_told_from_the_persons_own() {
        let shipped = shipped_boards_dir().join("river-delta.ron");
        assert!(is_shipped_board(&shipped));
        let data = std::env::temp_dir().join(format!("catan-boards-{}", std::process::id()));
        std::fs::create_dir_all(own_boards_dir(&data)).unwrap();
        let mine = own_boards_dir(&data).join("mine.ron");
        std::fs::write(&mine, "x").unwrap();
        assert!(!is_shipped_board(&mine));
        let files = BoardFiles::list(&data);
        assert_eq!(files.own, vec![mine.clone()]);
        assert!(files.shipped.contains(&shipped), "{:?}", files.shipped);
        assert!(files.contains(&mine) && files.contains(&shipped));
        let _ = std::fs::remove_dir_all(&data);
    }
}
