//! The width a board runs at, chosen once per board: every board whose tiles, corners and sides
//! fit 256 ids runs narrow (the base game's code, [`NARROW`]), a larger one wide ([`WIDE`], up to
//! 1 024). The lab, records and commands hold an [`AnyBoard`] and run the rules at its width
//! through [`with_width!`].

use super::bits::{NARROW, WIDE};
use super::board::{Board, BoardFile};
use super::board_problem::BoardProblem;
use super::ron_file::{FileError, parse_ron};
use std::sync::Arc;

/// A validated board at the width it needs.
#[derive(Clone, Debug)]
pub enum AnyBoard {
    Narrow(Arc<Board<NARROW>>),
    Wide(Arc<Board<WIDE>>),
}

/// Run `$body` with `$b` the board (an `Arc<Board<W>>`) at its width: the body is compiled once
/// for each width.
#[macro_export]
macro_rules! with_width {
    ($any:expr, $b:ident => $body:expr) => {
        match $any {
            $crate::core::width::AnyBoard::Narrow($b) => $body,
            $crate::core::width::AnyBoard::Wide($b) => $body,
        }
    };
}

impl AnyBoard {
    /// Validate `file`: narrow when it fits 256 ids, else wide; a board past 1 024 is too large.
    pub fn from_file(file: BoardFile) -> Result<AnyBoard, Vec<BoardProblem>> {
        match Board::<NARROW>::from_file_sized(file.clone()) {
            Err(e) if matches!(e[..], [BoardProblem::TooLarge { .. }]) => {
                Board::<WIDE>::from_file_sized(file).map(|b| AnyBoard::Wide(Arc::new(b)))
            }
            r => r.map(|b| AnyBoard::Narrow(Arc::new(b))),
        }
    }

    /// Parse and validate board text; `name` is used in messages.
    pub fn from_ron(name: &str, text: &str) -> Result<AnyBoard, FileError> {
        let file: BoardFile = parse_ron(name, text)?;
        AnyBoard::from_file(file)
            .map_err(|errs| FileError::new(name, BoardProblem::join(&errs, "\n  ")))
    }

    /// The same board at the wide width (a narrow board always fits it; kept as it is in the
    /// impossible case that it would not): what the window and the network hold.
    pub fn widened(&self) -> AnyBoard {
        match self {
            AnyBoard::Narrow(b) => Board::<WIDE>::from_file_sized(b.file.clone())
                .map(|w| AnyBoard::Wide(Arc::new(w)))
                .unwrap_or_else(|_| self.clone()),
            wide => wide.clone(),
        }
    }

    /// The narrow board, when the board is narrow.
    pub fn narrow(&self) -> Option<&Arc<Board>> {
        match self {
            AnyBoard::Narrow(b) => Some(b),
            AnyBoard::Wide(_) => None,
        }
    }

    /// The board file it was made from.
    pub fn file(&self) -> &BoardFile {
        with_width!(self, b => &b.file)
    }

    /// See [`Board::opening_capacity`].
    pub fn opening_capacity(&self) -> u8 {
        with_width!(self, b => b.opening_capacity())
    }

    /// Tiles, corners and sides.
    pub fn sizes(&self) -> (usize, usize, usize) {
        with_width!(self, b => (b.num_faces(), b.num_vertices(), b.num_edges()))
    }
}

/// The types at the width the window, the board editor and the network hold every game at:
/// wide, so one type holds every board up to 1 024 ids and the Bevy app, the editor and the
/// host need no dispatch (docs/design/wide-boards.md: why, and what it costs a base game).
pub mod wide {
    /// The width itself.
    pub const W: usize = super::WIDE;
    pub type Board = crate::core::Board<W>;
    pub type State = crate::core::State<W>;
    pub type PlayerState = crate::core::PlayerState<W>;
    pub type Table = crate::core::Table<W>;
    pub type PlayerView<'a> = crate::core::PlayerView<'a, W>;
    pub type Topology = crate::core::topology::Topology<W>;
    pub type Setup = crate::core::Setup<W>;
    pub type Sea = crate::core::Sea<W>;
    pub type SeaMap = crate::core::board::SeaMap<W>;
    pub type Bits = crate::core::Bits<W>;
}

impl From<Board> for AnyBoard {
    fn from(b: Board) -> AnyBoard {
        AnyBoard::Narrow(Arc::new(b))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_board_runs_narrow_when_it_fits_and_wide_when_not() {
        let standard = AnyBoard::from_file(Board::standard().file.clone()).unwrap();
        assert!(matches!(standard, AnyBoard::Narrow(_)));
        let big = crate::core::board::wide_island(18 * 17 + 6);
        let wide = AnyBoard::from_file(big).unwrap();
        assert!(matches!(wide, AnyBoard::Wide(_)));
        assert!(wide.sizes().2 >= 1000);
        let too_big = AnyBoard::from_file(crate::core::board::wide_island(18 * 18));
        assert!(too_big.is_err());
    }
}
