//! What the new-game screen sets: seats, board, rules, language and options.

use crate::ai::Individual;
use crate::core::Rules;
use crate::core::ron_file::FileError;
use crate::core::wide::Board;
use crate::files::BoardName;
use crate::game::i18n::Lang;
use crate::lab::{LabError, PlayerSpec};
use bevy::prelude::*;
use std::path::PathBuf;
use std::sync::Arc;

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<Settings>();
}

/// How fast computer players act.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum AiSpeed {
    Slow,
    #[default]
    Normal,
    Fast,
    /// As fast as possible, a few milliseconds of moves per frame.
    Instant,
}

impl AiSpeed {
    pub const ALL: [AiSpeed; 4] = [
        AiSpeed::Slow,
        AiSpeed::Normal,
        AiSpeed::Fast,
        AiSpeed::Instant,
    ];
    pub fn parse(s: &str) -> Result<AiSpeed, SettingsError> {
        match s {
            "slow" => Ok(AiSpeed::Slow),
            "normal" => Ok(AiSpeed::Normal),
            "fast" => Ok(AiSpeed::Fast),
            "instant" => Ok(AiSpeed::Instant),
            o => Err(SettingsError::UnknownSpeed(o.into())),
        }
    }
    pub fn name(self) -> &'static str {
        match self {
            AiSpeed::Slow => "slow",
            AiSpeed::Normal => "normal",
            AiSpeed::Fast => "fast",
            AiSpeed::Instant => "instant",
        }
    }
    /// The scale of the pauses after computer actions (0 = as many as fit in a frame).
    pub fn pause(self) -> f32 {
        match self {
            AiSpeed::Slow => 1.6,
            AiSpeed::Normal => 1.0,
            AiSpeed::Fast => 0.35,
            AiSpeed::Instant => 0.0,
        }
    }
    /// Seconds a computer's action stays on screen before its next one, at this speed: long
    /// enough at normal speed to read each roll (the big dice and the paying tiles), build,
    /// robber move and trade; short for answers and discards.
    pub fn pause_after(self, action: &crate::core::Action) -> f32 {
        use crate::core::Action as A;
        let seconds = match action {
            A::Roll | A::MoveRobber { .. } | A::RobCloth { .. } => 1.8,
            A::BuildSettlement(_) | A::BuildCity(_) | A::PlaceHarbour { .. } => 1.4,
            A::BuildRoad(_) | A::BuildShip(_) | A::MoveShip { .. } => 1.0,
            A::ChooseGold(_) => 0.7,
            A::BuyDevelopmentCard | A::BankTrade { .. } => 1.1,
            A::PlayKnight
            | A::PlayRoadBuilding
            | A::PlayYearOfPlenty(..)
            | A::PlayMonopoly(_)
            | A::PlayVictoryPoint => 1.5,
            A::OfferTrade { .. } | A::ConfirmTrade(_) => 1.5,
            A::EndTurn => 1.2,
            A::AcceptTrade | A::DeclineTrade | A::CancelTrade | A::Discard(_) => 0.7,
        };
        seconds * self.pause()
    }

    /// [`AiSpeed::pause_after`] of an action taken in the phase `before` it: passing in a
    /// special building phase (the 5–6 extension) is as quick as an answer.
    pub fn pause_after_in(self, action: &crate::core::Action, before: crate::core::Phase) -> f32 {
        use crate::core::{Action as A, Phase};
        match (action, before) {
            (A::EndTurn, Phase::SpecialBuild { .. }) => self.pause_after(&A::DeclineTrade),
            _ => self.pause_after(action),
        }
    }
}

/// Who sits in a seat.
#[derive(Clone, Debug, PartialEq)]
pub enum SeatSpec {
    Human,
    /// A computer player (boxed: an individual's weights and genes are large).
    Computer(Box<PlayerSpec>),
    /// An online game's seat played elsewhere (a person at another machine, a bot, or a
    /// computer on the host), by the name it joined with.
    Remote(String),
}

impl SeatSpec {
    /// `human`, or any player of [`PlayerSpec::parse`] (`ai`, `ai:PATH`, `random`, ...).
    pub fn parse(s: &str) -> Result<SeatSpec, SettingsError> {
        match s.trim() {
            "human" => Ok(SeatSpec::Human),
            other => PlayerSpec::parse(other)
                .map(|p| SeatSpec::Computer(Box::new(p)))
                .map_err(SettingsError::Seat),
        }
    }
    /// The name written in game records (and parsed back by "Continue").
    pub fn label(&self) -> String {
        match self {
            SeatSpec::Human => "human".into(),
            SeatSpec::Computer(p) => p.to_string(),
            SeatSpec::Remote(name) => format!("remote:{name}"),
        }
    }
    pub fn is_human(&self) -> bool {
        matches!(self, SeatSpec::Human)
    }
}

/// The individual of a computer seat, as picked on the new-game screen.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum IndividualPick {
    /// The Easy level ([`PlayerSpec::Easy`]).
    Easy,
    /// Medium: the bred champion, greedy.
    Champion,
    /// Hard: the search player at its default budget.
    Hard,
    ThesisExample,
    /// A file (from `assets/ai/` or typed in).
    File(String),
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SeatPick {
    Human,
    Computer(IndividualPick),
    Random,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BoardPick {
    Standard,
    Random,
    File(PathBuf),
}

/// The new-game screen's choices (kept while the app runs, so "play again" reuses them).
#[derive(Resource, Clone, Debug)]
pub struct Settings {
    pub seats: Vec<SeatPick>,
    pub board: BoardPick,
    /// The seed of a random board (the dice of a game started from the menu are drawn
    /// afresh; `--seed` with `--players` fixes both).
    pub seed: u64,
    pub rules: String,
    pub lang: Lang,
    pub show_ids: bool,
    pub show_candidates: bool,
    pub log_computer: bool,
    pub speed: AiSpeed,
    pub hidden_hands: bool,
    /// Sound volume, 0 to 1.
    pub volume: f32,
    pub mute: bool,
    /// First-game hints (what to do next, in a line above the log).
    pub hints: bool,
    /// The 5–6 extension: a person's special building phase passes by itself unless they ask
    /// to build in it.
    pub skip_special_build: bool,
    /// The engine's live estimate of each player's chance of winning, in the top bar (from
    /// public facts alone when hands are hidden).
    pub win_chances: bool,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            seats: vec![
                SeatPick::Human,
                SeatPick::Computer(IndividualPick::Champion),
                SeatPick::Computer(IndividualPick::Champion),
                SeatPick::Computer(IndividualPick::Champion),
            ],
            // a random fair board for a new game (the beginner layout stays a click away)
            board: BoardPick::Random,
            seed: 1,
            rules: "standard".into(),
            lang: Lang::English,
            show_ids: false,
            show_candidates: false,
            log_computer: true,
            speed: AiSpeed::Normal,
            hidden_hands: true,
            volume: 0.7,
            mute: false,
            hints: true,
            skip_special_build: false,
            win_chances: false,
        }
    }
}

/// Everything a game starts from.
#[derive(Clone, Debug)]
pub struct NewGame {
    pub seats: Vec<SeatSpec>,
    pub board: Arc<Board>,
    pub rules: Arc<Rules>,
    pub seed: u64,
}

impl Settings {
    /// The game these settings describe; `champion` and `thesis` are the loaded individuals.
    pub fn new_game(
        &self,
        champion: Individual,
        thesis: Individual,
    ) -> Result<NewGame, SettingsError> {
        let seats = self
            .seats
            .iter()
            .map(|s| match s {
                SeatPick::Human => Ok(SeatSpec::Human),
                SeatPick::Random => Ok(SeatSpec::Computer(Box::new(PlayerSpec::Random))),
                SeatPick::Computer(IndividualPick::Champion) => {
                    Ok(SeatSpec::Computer(Box::new(PlayerSpec::medium())))
                }
                SeatPick::Computer(IndividualPick::Easy) => {
                    Ok(SeatSpec::Computer(Box::new(PlayerSpec::Easy)))
                }
                SeatPick::Computer(IndividualPick::Hard) => {
                    Ok(SeatSpec::Computer(Box::new(PlayerSpec::Search {
                        label: "hard".into(),
                        individual: champion,
                        budget: crate::ai::SearchBudget::default(),
                    })))
                }
                SeatPick::Computer(IndividualPick::ThesisExample) => {
                    Ok(SeatSpec::Computer(Box::new(PlayerSpec::Ai {
                        label: "ai:assets/ai/thesis-example.ron".into(),
                        individual: thesis,
                    })))
                }
                SeatPick::Computer(IndividualPick::File(path)) => {
                    PlayerSpec::parse(&format!("ai:{path}"))
                        .map(|p| SeatSpec::Computer(Box::new(p)))
                        .map_err(SettingsError::Individual)
                }
            })
            .collect::<Result<Vec<_>, _>>()?;
        let n = seats.len();
        // five or six seats play the 5–6 extension: its island and its rules
        let board = match &self.board {
            BoardPick::Standard if n > 4 => Board::five_six_sized(),
            BoardPick::Standard => Board::standard_sized(),
            BoardPick::Random => crate::core::board::random_board_for_sized(n, self.seed, true),
            BoardPick::File(p) => crate::files::load_wide_board(p).map_err(SettingsError::File)?,
        };
        let rules = crate::files::rules_for_players(&self.rules, n).map_err(SettingsError::File)?;
        if n < rules.min_players as usize || n > rules.max_players as usize {
            return Err(SettingsError::RulesSeats {
                seats: n,
                rules: rules.name.clone(),
                min: rules.min_players,
                max: rules.max_players,
            });
        }
        if n > board.opening_capacity() as usize {
            return Err(SettingsError::BoardSeats {
                seats: n,
                board: board.file.name.clone(),
                most: board.opening_capacity(),
            });
        }
        Ok(NewGame {
            seats,
            board: Arc::new(board),
            rules: Arc::new(rules),
            // the seed on screen chooses the board; the dice and the deck come from a seed
            // nobody at the table has seen (the game's record keeps it)
            seed: crate::core::rng::derive_seed(self.seed, rand::random()),
        })
    }
}

/// A game from `catan play` flags: `--players`, `--board`, `--rules`, `--seed`.
pub fn new_game_from_flags(
    players: &[String],
    board: Option<&str>,
    rules: Option<&str>,
    seed: u64,
) -> Result<NewGame, FlagError> {
    let seats = players
        .iter()
        .enumerate()
        .map(|(i, p)| {
            SeatSpec::parse(p).map_err(|source| FlagError::Seat {
                seat: i + 1,
                source,
            })
        })
        .collect::<Result<Vec<_>, _>>()?;
    let n = seats.len();
    let board = match BoardName::parse(board.unwrap_or("standard"), n) {
        BoardName::Other(path) => {
            crate::files::load_wide_board(std::path::Path::new(&path)).map_err(FlagError::Board)?
        }
        name => name.board_sized(n, seed).expect("a built-in board"),
    };
    let rules = crate::files::rules_for_players(rules.unwrap_or("standard"), n)
        .map_err(FlagError::Rules)?;
    if seats.len() < rules.min_players as usize || seats.len() > rules.max_players as usize {
        return Err(FlagError::RulesSeats {
            seats: seats.len(),
            rules: rules.name.clone(),
            min: rules.min_players,
            max: rules.max_players,
        });
    }
    if seats.len() > board.opening_capacity() as usize {
        return Err(FlagError::BoardSeats {
            seats: seats.len(),
            most: board.opening_capacity(),
        });
    }
    Ok(NewGame {
        seats,
        board: Arc::new(board),
        rules: Arc::new(rules),
        seed,
    })
}

/// Why the settings make no game (the new-game screen's), or a setting does not parse.
#[derive(Debug, thiserror::Error)]
pub enum SettingsError {
    #[error("unknown speed '{0}' (known: slow, normal, fast, instant)")]
    UnknownSpeed(String),
    /// A seat that is neither `human` nor a player.
    #[error("{0}; or 'human'")]
    Seat(LabError),
    /// An individual's file picked for a seat does not load.
    #[error("{0}")]
    Individual(LabError),
    /// The board or rules file picked does not load.
    #[error("{0}")]
    File(FileError),
    #[error("{seats} seats: the rules '{rules}' are for {min} to {max} players")]
    RulesSeats {
        seats: usize,
        rules: String,
        min: u8,
        max: u8,
    },
    #[error("{seats} seats: the board '{board}' hosts at most {most}")]
    BoardSeats {
        seats: usize,
        board: String,
        most: u8,
    },
}

impl SettingsError {
    /// The reason in words of `lang` (the new-game screen's): the seat counts in sentences, a
    /// file's problem as the file reader words it (the file, the line, what is wrong).
    pub fn text(&self, lang: Lang) -> String {
        use crate::game::i18n::tr_args;
        match self {
            SettingsError::RulesSeats {
                seats,
                rules,
                min,
                max,
            } => tr_args(
                lang,
                "new-game-rules-seats",
                &[
                    ("seats", (*seats).into()),
                    ("rules", rules.into()),
                    ("min", (*min).into()),
                    ("max", (*max).into()),
                ],
            ),
            SettingsError::BoardSeats { seats, board, most } => tr_args(
                lang,
                "new-game-board-seats",
                &[
                    ("seats", (*seats).into()),
                    ("board", board.into()),
                    ("most", (*most).into()),
                ],
            ),
            other => other.to_string(),
        }
    }
}

/// Why `catan play`'s flags make no game: the flag named, as the command line prints it.
#[derive(Debug, thiserror::Error)]
pub enum FlagError {
    #[error("--players, seat {seat}: {source}")]
    Seat { seat: usize, source: SettingsError },
    #[error("--board: {0}")]
    Board(FileError),
    #[error("--rules: {0}")]
    Rules(FileError),
    #[error("--players: {seats} seats, the rules '{rules}' allow {min} to {max}")]
    RulesSeats {
        seats: usize,
        rules: String,
        min: u8,
        max: u8,
    },
    #[error("--players: {seats} seats, the board hosts the opening for at most {most}")]
    BoardSeats { seats: usize, most: u8 },
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::i18n::tr;

    #[test]
    fn every_speed_has_its_words_in_both_languages() {
        for lang in Lang::ALL {
            for s in AiSpeed::ALL {
                let id = format!("speed-{}", s.name());
                assert_ne!(tr(lang, &id), id, "{lang:?} has no '{id}'");
            }
        }
    }
}
