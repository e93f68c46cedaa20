//! Why a room could not be made or read back: one variant per cause, each naming what it is
//! about (the seat, the rules, the file) as the server's log and a refused client read it.

use crate::core::SetupError;
use crate::core::record::ReplayError;
use crate::core::ron_file::FileError;
use crate::lab::LabError;
use std::path::PathBuf;

/// Why a room was not created or loaded.
#[derive(Debug, thiserror::Error)]
pub enum RoomError {
    /// A seat names no computer a room may seat.
    #[error("unknown seat '{0}' (known: open, easy, medium, hard, ai, random, weighted, search@N)")]
    UnknownSeat(String),
    /// A computer's name that does not parse.
    #[error("{0}")]
    Player(LabError),
    /// More or fewer seats than the rules allow.
    #[error("{seats} seats: the rules '{rules}' allow {min}..={max}")]
    SeatCount {
        seats: usize,
        rules: String,
        min: u8,
        max: u8,
    },
    /// The game does not set up.
    #[error("{0}")]
    Setup(SetupError),
    /// The new room could not be saved.
    #[error("could not save the room: {0}")]
    Save(std::io::Error),
    /// The room's seats file could not be read.
    #[error("{}: {source}", path.display())]
    Read {
        path: PathBuf,
        source: std::io::Error,
    },
    /// The room's seats file does not parse.
    #[error("{}: {source}", path.display())]
    Seats {
        path: PathBuf,
        source: serde_json::Error,
    },
    /// The room's record could not be read.
    #[error("{0}")]
    Record(FileError),
    /// The room's record does not replay.
    #[error("{}: {source}", path.display())]
    Replay { path: PathBuf, source: ReplayError },
}
