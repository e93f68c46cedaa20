//! Why a page of the screen atlas could not be set up, or its report not written (a developer's
//! tool: the messages are English).

use crate::core::record::ReplayError;
use crate::core::ron_file::FileError;
use crate::core::{SetupError, TableError};
use crate::game::online::error::OnlineError;
use crate::game::session::error::SessionError;
use crate::game::settings::{FlagError, SettingsError};
use std::path::PathBuf;

/// Why an atlas page or report failed.
#[derive(Debug, thiserror::Error)]
pub(crate) enum AtlasError {
    /// The game played for a page never came to the position it shows.
    #[error("{0}")]
    Missing(&'static str),
    #[error("no such position in the game on {board} (seed {seed})")]
    NoPosition { board: String, seed: u64 },
    #[error("no computer for {0}")]
    NoComputer(String),
    #[error("a page's game lists no seed")]
    NoSeeds,
    #[error("{0}")]
    Io(#[from] std::io::Error),
    /// A size's report does not read.
    #[error("{}: {source}", path.display())]
    Report {
        path: PathBuf,
        source: serde_json::Error,
    },
    #[error("{0}")]
    Json(#[from] serde_json::Error),
    #[error("{0}")]
    Flags(#[from] FlagError),
    #[error("{0}")]
    Settings(#[from] SettingsError),
    #[error("{0}")]
    Session(#[from] SessionError),
    #[error("{0}")]
    Replay(#[from] ReplayError),
    #[error("{0}")]
    Setup(#[from] SetupError),
    #[error("{0}")]
    Table(#[from] TableError),
    #[error("{0}")]
    File(#[from] FileError),
    #[error("{0}")]
    Online(#[from] OnlineError),
    #[error("{0}")]
    Write(#[from] crate::files::WriteError),
    /// A page's own board does not validate.
    #[error("the page's board: {0:?}")]
    Board(Vec<crate::core::BoardProblem>),
    #[error("{0}")]
    Lab(#[from] crate::lab::LabError),
}
