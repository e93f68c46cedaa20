//! Which board each game of a run is played on: one board, a random one per game, or every
//! board of a folder that hosts the game's players.

use crate::core::rng::derive_seed;
use crate::core::{AnyBoard, Board};
use crate::files::{BoardName, Load};
use crate::lab::LabError;
use std::sync::Arc;

/// Which board each game is played on.
#[derive(Clone, Debug)]
pub enum BoardChoice {
    /// One board, at the width it needs (a board past 256 corners or sides runs wide).
    Fixed(AnyBoard),
    /// A new random board per game (no adjacent 6/8), from the game's seed, of the template's
    /// shape and components (the standard island, or the 5–6 extension's); its topology is
    /// shared.
    Random(Arc<Board>),
    /// Every board of a folder (`boards/seafarers`), each game on one of them in turn by its
    /// seed; [`BoardChoice::fitted`] to a player count, those that host it.
    Each(Vec<AnyBoard>),
}

impl BoardChoice {
    /// `standard`, `extension-5-6`, `random` (the standard island, or the 5–6 extension's
    /// once [`BoardChoice::fitted`] to five or six players), `random-5-6`, or a board file path.
    pub fn parse(spec: &str) -> Result<BoardChoice, LabError> {
        BoardChoice::named(BoardName::parse(spec, 4))
    }

    fn named(name: BoardName) -> Result<BoardChoice, LabError> {
        match name {
            BoardName::Random => Ok(BoardChoice::random()),
            BoardName::Random56 => Ok(BoardChoice::Random(Arc::new(Board::five_six()))),
            BoardName::Other(path) if std::path::Path::new(&path).is_dir() => {
                BoardChoice::folder(std::path::Path::new(&path))
            }
            BoardName::Other(path) => AnyBoard::load(std::path::Path::new(&path))
                .map(BoardChoice::Fixed)
                .map_err(LabError::from),
            fixed => Ok(BoardChoice::Fixed(
                fixed.fixed().expect("a built-in board").into(),
            )),
        }
    }

    /// Every board file of `dir` (a folder without one is an error naming it).
    fn folder(dir: &std::path::Path) -> Result<BoardChoice, LabError> {
        let files = crate::files::list_files(dir, "ron");
        if files.is_empty() {
            return Err(LabError::EmptyBoardFolder(dir.to_path_buf()));
        }
        let boards = files
            .iter()
            .map(|f| AnyBoard::load(f).map_err(LabError::from))
            .collect::<Result<Vec<_>, _>>()?;
        Ok(BoardChoice::Each(boards))
    }

    /// How many players the boards of this choice host (see [`Board::opening_capacity`]): the
    /// most any of them hosts, for a folder (fitted to a player count, each hosts that many).
    pub fn capacity(&self) -> u8 {
        match self {
            BoardChoice::Fixed(b) => b.opening_capacity(),
            BoardChoice::Random(b) => b.opening_capacity(),
            BoardChoice::Each(boards) => boards
                .iter()
                .map(|b| b.opening_capacity())
                .max()
                .unwrap_or(0),
        }
    }

    pub fn random() -> BoardChoice {
        BoardChoice::Random(Arc::new(Board::standard()))
    }

    /// [`BoardChoice::parse`] for games of `players`: `standard` and `random` mean the 5–6
    /// extension's board for five or six ([`BoardChoice::fitted`]).
    pub fn parse_for(spec: &str, players: usize) -> Result<BoardChoice, LabError> {
        Ok(BoardChoice::named(BoardName::parse(spec, players))?.fitted(players))
    }

    /// Random boards for games of `players`: the standard island's are swapped for the 5–6
    /// extension's when the standard one cannot host them; a folder keeps the boards that host
    /// them (all of them when none does: [`BoardChoice::capacity`] then says so); anything else
    /// is kept.
    pub fn fitted(self, players: usize) -> BoardChoice {
        match self {
            BoardChoice::Random(t) if players > t.opening_capacity() as usize => {
                BoardChoice::Random(Arc::new(Board::five_six()))
            }
            BoardChoice::Each(boards) => {
                let hosting: Vec<AnyBoard> = boards
                    .iter()
                    .filter(|b| b.opening_capacity() as usize >= players)
                    .cloned()
                    .collect();
                BoardChoice::Each(if hosting.is_empty() { boards } else { hosting })
            }
            other => other,
        }
    }

    /// The board of the game of `game_seed`, at its width.
    pub fn board_for(&self, game_seed: u64) -> AnyBoard {
        match self {
            BoardChoice::Fixed(b) => b.clone(),
            BoardChoice::Random(template) => AnyBoard::Narrow(Arc::new(Board::random_like(
                template,
                derive_seed(game_seed, 1),
                true,
            ))),
            BoardChoice::Each(boards) => {
                boards[(derive_seed(game_seed, 2) % boards.len() as u64) as usize].clone()
            }
        }
    }

    /// [`BoardChoice::board_for`] a game of `players`: of a folder, one of those that host them.
    pub fn board_for_players(&self, game_seed: u64, players: usize) -> AnyBoard {
        match self {
            BoardChoice::Each(_) => self.clone().fitted(players).board_for(game_seed),
            other => other.board_for(game_seed),
        }
    }
}
