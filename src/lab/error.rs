//! What can go wrong in the lab, typed: each variant says what failed and hands back the pieces
//! (the file error, the rule broken, the game number); its message is the one the commands print.

use crate::core::{Action, FileError, RuleError, Seat, SetupError};
use std::path::PathBuf;

#[derive(Debug, thiserror::Error)]
pub enum LabError {
    /// A game of another rank (MPI) failed; its message.
    #[error("rank {rank}: {message}")]
    OnRank { rank: usize, message: String },
    /// A file the job names cannot be read or is not valid.
    #[error(transparent)]
    File(#[from] FileError),
    #[error("--board: the folder {} holds no board file (*.ron)", .0.display())]
    EmptyBoardFolder(PathBuf),
    #[error("'ai:' needs an individual file: ai:PATH")]
    MissingAiPath,
    #[error("'{spec}': a search budget is a whole number of rollouts from 1 to {max} (search@400)")]
    BadSearchBudget { spec: String, max: u32 },
    #[error("'{spec}': the threads after '/' must be a whole number from 1 to {max}")]
    BadSearchThreads { spec: String, max: usize },
    #[error("unknown player '{name}' (known: {known})")]
    UnknownPlayer { name: String, known: &'static str },
    #[error("{listed} players listed: a game has 2 to 6")]
    PlayerCount { listed: usize },
    #[error(transparent)]
    Setup(#[from] SetupError),
    #[error(
        "player '{player}' in seat {seat} chose an illegal action ({action}) at action {index}: {error}"
    )]
    IllegalChoice {
        player: String,
        seat: Seat,
        action: Action,
        index: u32,
        error: RuleError,
    },
    #[error(
        "player '{player}' in seat {seat} chose action number {index} of a list of {count} legal actions"
    )]
    ChoiceOutOfRange {
        player: String,
        seat: Seat,
        index: usize,
        count: usize,
    },
    /// A position where the player to move has no legal action (a board too small for the
    /// players, say); the game cannot go on.
    #[error("seat {seat} has no legal action ({phase}, round {round})")]
    NoLegalAction {
        seat: Seat,
        phase: &'static str,
        round: u32,
    },
    /// A checked game broke an invariant after action `action`.
    #[error(
        "game {game}, action {action}: invariant broken: {violation}{}",
        record.as_ref().map(|p| format!(" (the game's record: {})", p.display())).unwrap_or_default()
    )]
    Violation {
        game: u64,
        action: u64,
        violation: crate::core::invariants::Violation,
        record: Option<PathBuf>,
    },
    /// Game `game` of a run failed.
    #[error("game {game}: {error}")]
    Game { game: u32, error: Box<LabError> },
    #[error("{}: cannot create: {error}", path.display())]
    CreateDir {
        path: PathBuf,
        error: std::io::Error,
    },
    #[error("{}: cannot write record: {error}", path.display())]
    WriteRecord {
        path: PathBuf,
        error: std::io::Error,
    },
    #[error("interrupted")]
    Interrupted,
    #[error("--players-per-game {k}: a game has 2 to 6 players")]
    PlayersPerGame { k: usize },
    #[error("{n} entrant(s) for {k}-player games: list at least {k}")]
    TooFewEntrants { n: usize, k: usize },
    #[error(
        "--games {games}: must be a positive multiple of {k} so that each player starts equally often"
    )]
    GamesPerGroup { games: u32, k: usize },
    #[error(
        "{games} games in all: a tournament plays at most 4294967295 (fewer --games, or fewer entrants)"
    )]
    TooManyGames { games: u64 },
    #[error(
        "{n} entrants in {k}-player games make {groups} groups: a tournament plays at most 1000000"
    )]
    TooManyGroups { groups: u64, n: usize, k: usize },
    /// A record that does not replay (a review's).
    #[error(transparent)]
    Replay(#[from] crate::core::record::ReplayError),
    /// A review asked for a seat the game does not have.
    #[error("--seat {seat}: the game has {seats} seats (0..{})", seats - 1)]
    ReviewSeat { seat: Seat, seats: u8 },
    /// A group of a tournament failed.
    #[error("group {group}: {error}")]
    Group { group: String, error: Box<LabError> },
}
