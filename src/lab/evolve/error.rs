//! What can stop an evolution run, typed; the messages are the ones `catan evolve` prints.

use crate::core::FileError;
use crate::lab::plot::PlotError;
use std::path::PathBuf;

#[derive(Debug, thiserror::Error)]
pub enum EvolveError {
    /// A field of the config is out of range or names a file that does not load.
    #[error("{file}: {field}: {message}")]
    Config {
        file: String,
        field: String,
        message: String,
    },
    /// The checkpoint file does not parse.
    #[error(transparent)]
    Checkpoint(#[from] FileError),
    #[error("--resume: {}: cannot read the checkpoint: {error} (start without --resume)", path.display())]
    NoCheckpoint {
        path: PathBuf,
        error: std::io::Error,
    },
    #[error(
        "--resume: {} holds a run of a different config ({}); resume with that config or use another --out",
        dir.display(),
        config.display()
    )]
    OtherConfig { dir: PathBuf, config: PathBuf },
    #[error(
        "{} already holds a run (checkpoint.ron / config.ron): pass --resume to continue it, or choose another --out",
        dir.display()
    )]
    Occupied { dir: PathBuf },
    #[error("{}: cannot create: {error}", path.display())]
    CreateDir {
        path: PathBuf,
        error: std::io::Error,
    },
    /// A file of the run could not be written.
    #[error("{}: {error}", path.display())]
    Write {
        path: PathBuf,
        error: std::io::Error,
    },
    #[error("--resume: {}: damaged checkpoint: {what} (start the run again in another --out)", path.display())]
    DamagedCheckpoint { path: PathBuf, what: String },
    #[error(transparent)]
    Plot(#[from] PlotError),
    /// Several ranks (MPI) could not run together.
    #[error("{0}")]
    Ranks(String),
    #[error("generation {generation}: a game failed: {what}")]
    GameFailed { generation: u32, what: String },
}

impl EvolveError {
    pub(super) fn write(path: &std::path::Path) -> impl FnOnce(std::io::Error) -> EvolveError + '_ {
        move |error| EvolveError::Write {
            path: path.to_path_buf(),
            error,
        }
    }
}
