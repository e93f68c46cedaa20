//! The roster of player kinds the lab and the game can seat: parsed from names such as
//! `random`, `weighted`, `ai`, `ai:PATH`.

use crate::ai::{AiPlayer, Individual, RandomPlayer, WeightedPlayer};
use crate::core::Player;
use crate::files::Load;
use crate::lab::LabError;
use std::fmt;
use std::path::Path;

/// A player named on the command line or in a record.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PlayerSpec {
    Random,
    /// Random, and also makes random 1-for-1 offers to the other players.
    RandomTrader,
    Weighted,
    /// The thesis strategy with an individual's weights; `label` is how it was named (`ai`,
    /// `ai:PATH`).
    Ai {
        label: String,
        individual: Individual,
    },
}

impl PlayerSpec {
    pub const NAMES: &'static str = "random, random-trader, weighted, ai, ai:PATH";

    pub fn parse(s: &str) -> Result<PlayerSpec, LabError> {
        match s.trim() {
            "random" => Ok(PlayerSpec::Random),
            "weighted" => Ok(PlayerSpec::Weighted),
            "random-trader" => Ok(PlayerSpec::RandomTrader),
            "ai" => Ok(PlayerSpec::ai_default()),
            spec if spec.starts_with("ai:") => {
                let path = &spec[3..];
                if path.is_empty() {
                    return Err(LabError::MissingAiPath);
                }
                let individual = Individual::load(Path::new(path))?;
                Ok(PlayerSpec::Ai {
                    label: spec.to_string(),
                    individual,
                })
            }
            other => Err(LabError::UnknownPlayer {
                name: other.to_string(),
                known: Self::NAMES,
            }),
        }
    }

    /// A comma-separated list such as `random,weighted,random`.
    pub fn parse_list(s: &str) -> Result<Vec<PlayerSpec>, LabError> {
        s.split(',').map(PlayerSpec::parse).collect()
    }

    /// The default computer player (`ai`).
    pub fn ai_default() -> PlayerSpec {
        PlayerSpec::Ai {
            label: "ai".into(),
            individual: Individual::default_ai(),
        }
    }

    /// A computer player with the individual of `path`, named `ai:PATH`.
    pub fn ai_file(path: &Path) -> Result<PlayerSpec, LabError> {
        PlayerSpec::parse(&format!("ai:{}", path.display()))
    }

    pub fn create(&self, seed: u64) -> Box<dyn Player> {
        match self {
            PlayerSpec::Ai { label, individual } => {
                Box::new(AiPlayer::new(label.clone(), *individual))
            }
            PlayerSpec::Random => Box::new(RandomPlayer::new(seed)),
            PlayerSpec::Weighted => Box::new(WeightedPlayer::new(seed)),
            PlayerSpec::RandomTrader => Box::new(RandomPlayer::trading(seed)),
        }
    }
}

impl fmt::Display for PlayerSpec {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PlayerSpec::Random => f.write_str("random"),
            PlayerSpec::Weighted => f.write_str("weighted"),
            PlayerSpec::RandomTrader => f.write_str("random-trader"),
            PlayerSpec::Ai { label, .. } => f.write_str(label),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parse_players() {
        assert_eq!(
            PlayerSpec::parse_list("random,weighted").unwrap(),
            vec![PlayerSpec::Random, PlayerSpec::Weighted]
        );
        let e = PlayerSpec::parse_list("random,genius")
            .unwrap_err()
            .to_string();
        assert!(
            e.contains("genius") && e.contains("random, random-trader, weighted, ai"),
            "{e}"
        );
    }
}
