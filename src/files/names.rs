//! The names every board and rules option understands — `catan sim`/`tournament`/`play`, the
//! new-game menu's flags and a network room's `create_room` — read by one parser. What a name
//! that is not built in means is each caller's: a file path on the command line, a board of the
//! host's folders in a room.

use crate::core::{Board, Rules};

/// A board as named.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BoardName {
    /// The base game's beginner board.
    Standard,
    /// The 5–6 extension's fixed deal (`boards/extension-5-6.ron`).
    Extension56,
    /// A fresh random board of the island that hosts the players.
    Random,
    /// A fresh random board of the 5–6 extension's island.
    Random56,
    /// Not a built-in name: a path or a board's name, as the caller reads it.
    Other(String),
}

impl BoardName {
    /// The built-in names.
    pub const KNOWN: &'static str = "standard, extension-5-6, random, random-5-6";

    /// `name` for a game of `players`: `standard` for five or six is the 5–6 extension's board.
    pub fn parse(name: &str, players: usize) -> BoardName {
        match name.trim() {
            "standard" if players > 4 => BoardName::Extension56,
            "standard" => BoardName::Standard,
            "extension-5-6" => BoardName::Extension56,
            "random" => BoardName::Random,
            "random-5-6" => BoardName::Random56,
            other => BoardName::Other(other.to_string()),
        }
    }

    /// The board of a fixed built-in name (`None`: random, or not built in).
    pub fn fixed(&self) -> Option<Board> {
        self.fixed_sized()
    }

    /// [`BoardName::fixed`] at width `W`.
    pub fn fixed_sized<const W: usize>(&self) -> Option<Board<W>> {
        match self {
            BoardName::Standard => Some(Board::standard_sized()),
            BoardName::Extension56 => Some(Board::five_six_sized()),
            _ => None,
        }
    }

    /// A board for a game of `players` seeded `seed`: a fixed one, or a random fair one (no 6
    /// and 8 side by side) of the island that hosts them; `None` for a name not built in.
    pub fn board(&self, players: usize, seed: u64) -> Option<Board> {
        self.board_sized(players, seed)
    }

    /// [`BoardName::board`] at width `W`.
    pub fn board_sized<const W: usize>(&self, players: usize, seed: u64) -> Option<Board<W>> {
        use crate::core::board::random_board_for_sized as random;
        match self {
            BoardName::Random => Some(random(players, seed, true)),
            BoardName::Random56 => Some(random(6, seed, true)),
            other => other.fixed_sized(),
        }
    }
}

/// The built-in rules presets for a game of `players`: `standard` for five or six is the 5–6
/// extension's `five-six`. `None`: not a preset.
pub fn preset_rules(name: &str, players: usize) -> Option<Rules> {
    match name.trim() {
        "standard" if players > 4 => Some(Rules::five_six()),
        other => Rules::preset(other),
    }
}

/// The presets' names.
pub const RULES_KNOWN: &str = "standard, thesis, five-six, seafarers";

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn five_or_six_players_read_standard_as_the_extension() {
        assert_eq!(BoardName::parse("standard", 4), BoardName::Standard);
        assert_eq!(BoardName::parse("standard", 5), BoardName::Extension56);
        assert_eq!(BoardName::parse("random", 6), BoardName::Random);
        assert_eq!(
            BoardName::parse("boards/x.ron", 4),
            BoardName::Other("boards/x.ron".into())
        );
        assert_eq!(
            preset_rules("standard", 6).unwrap().name,
            Rules::five_six().name
        );
        assert_eq!(
            preset_rules("standard", 3).unwrap().name,
            Rules::standard().name
        );
        assert!(preset_rules("boards/rules.ron", 4).is_none());
        assert_eq!(
            BoardName::Random.board(6, 3).unwrap().opening_capacity(),
            6,
            "a random board for six is the extension's island"
        );
    }
}
