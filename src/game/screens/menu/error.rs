//! Why the menu, or `catan play`'s flags, opened nothing: a saved game to review that does not
//! load, flags that make no game, a board the editor cannot read, an online game that did not
//! begin. Printed by the command line; the menu shows it after its "Could not start".

use crate::core::record::ReplayError;
use crate::core::ron_file::FileError;
use crate::game::online::error::OnlineError;
use crate::game::session::error::SessionError;
use crate::game::settings::FlagError;
use std::path::PathBuf;

/// Why a game, a review or the editor was not opened.
#[derive(Debug, thiserror::Error)]
pub(crate) enum OpenError {
    /// The saved game to review does not load.
    #[error("{}: {source}", path.display())]
    Record {
        path: PathBuf,
        source: Box<SessionError>,
    },
    /// The saved game to review does not replay.
    #[error("{}: {source}", path.display())]
    Replay {
        path: PathBuf,
        source: Box<ReplayError>,
    },
    /// `catan play`'s flags make no game.
    #[error("{0}")]
    Flags(#[from] FlagError),
    /// The board file for the editor does not read.
    #[error("{0}")]
    Board(#[from] FileError),
    /// The online game did not begin.
    #[error("{0}")]
    Online(#[from] OnlineError),
}
