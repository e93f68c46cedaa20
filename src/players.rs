//! The player interface and the baseline players.
//!
//! A player sees a [`PlayerView`] (own hand, everyone's public information) and the legal
//! actions, and returns the index of its choice. Each player owns its random stream, seeded by
//! whoever creates it, so games stay reproducible.

use crate::ai::{AiPlayer, Individual};
use crate::core::{Action, GameRng, PlayerView};
use std::fmt;
use std::path::Path;

pub trait Player: Send {
    /// A short name, as written in game records (`random`, `weighted`, ...).
    fn name(&self) -> String;
    /// Choose an action for the position in `view`. `legal` (never empty) lists every legal
    /// action except trade offers; a player may also return any offer the rules allow (see
    /// [`PlayerView::legal_offers`]).
    fn choose(&mut self, view: &PlayerView<'_>, legal: &[Action]) -> Action;
}

/// Picks uniformly among the legal actions; the trading variant also counts the 1-for-1 offers
/// to the other players among its choices.
pub struct RandomPlayer {
    rng: GameRng,
    offers: bool,
    buf: Vec<Action>,
}

impl RandomPlayer {
    pub fn new(seed: u64) -> Self {
        RandomPlayer {
            rng: GameRng::new(seed),
            offers: false,
            buf: Vec::new(),
        }
    }
    pub fn trading(seed: u64) -> Self {
        RandomPlayer {
            offers: true,
            ..RandomPlayer::new(seed)
        }
    }
}

impl Player for RandomPlayer {
    fn name(&self) -> String {
        if self.offers {
            "random-trader".into()
        } else {
            "random".into()
        }
    }
    fn choose(&mut self, view: &PlayerView<'_>, legal: &[Action]) -> Action {
        if self.offers {
            self.buf.clear();
            view.legal_offers_into(&mut self.buf);
            if !self.buf.is_empty() {
                let k = self.rng.below((legal.len() + self.buf.len()) as u32) as usize;
                return if k < legal.len() {
                    legal[k]
                } else {
                    self.buf[k - legal.len()]
                };
            }
        }
        legal[self.rng.below(legal.len() as u32) as usize]
    }
}

/// Random, but prefers building: a city is weighted 10 000, a settlement 1 000, a development
/// card 100 and anything else 1 (the weights of Catanatron's `WeightedRandomPlayer`).
pub struct WeightedPlayer {
    rng: GameRng,
    weights: Vec<u32>,
}

impl WeightedPlayer {
    pub fn new(seed: u64) -> Self {
        WeightedPlayer {
            rng: GameRng::new(seed),
            weights: Vec::new(),
        }
    }

    pub fn weight(view: &PlayerView<'_>, a: &Action) -> u32 {
        let in_opening = matches!(
            view.phase(),
            crate::core::Phase::SetupSettlement { .. } | crate::core::Phase::SetupRoad { .. }
        );
        match a {
            _ if in_opening => 1,
            Action::BuildCity(_) => 10_000,
            Action::BuildSettlement(_) => 1_000,
            Action::BuyDevelopmentCard => 100,
            _ => 1,
        }
    }
}

impl Player for WeightedPlayer {
    fn name(&self) -> String {
        "weighted".into()
    }
    fn choose(&mut self, view: &PlayerView<'_>, legal: &[Action]) -> Action {
        self.weights.clear();
        self.weights
            .extend(legal.iter().map(|a| Self::weight(view, a)));
        legal[self.rng.weighted(&self.weights)]
    }
}

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

    pub fn parse(s: &str) -> Result<PlayerSpec, String> {
        match s.trim() {
            "random" => Ok(PlayerSpec::Random),
            "weighted" => Ok(PlayerSpec::Weighted),
            "random-trader" => Ok(PlayerSpec::RandomTrader),
            "ai" => Ok(PlayerSpec::ai_default()),
            spec if spec.starts_with("ai:") => {
                let path = &spec[3..];
                if path.is_empty() {
                    return Err("'ai:' needs an individual file: ai:PATH".into());
                }
                let individual = Individual::load(Path::new(path)).map_err(|e| e.to_string())?;
                Ok(PlayerSpec::Ai {
                    label: spec.to_string(),
                    individual,
                })
            }
            other => Err(format!("unknown player '{other}' (known: {})", Self::NAMES)),
        }
    }

    /// A comma-separated list such as `random,weighted,random`.
    pub fn parse_list(s: &str) -> Result<Vec<PlayerSpec>, String> {
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
    pub fn ai_file(path: &Path) -> Result<PlayerSpec, String> {
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
        let e = PlayerSpec::parse_list("random,genius").unwrap_err();
        assert!(
            e.contains("genius") && e.contains("random, random-trader, weighted, ai"),
            "{e}"
        );
    }
}
