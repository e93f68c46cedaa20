//! The run's config file (every field checked, every file it names loaded) and its checkpoint.

use super::Genome;
use super::error::EvolveError;
use crate::ai::Individual;
use crate::core::Rules;
use crate::core::ron_file::FileError;
use crate::core::ron_file::parse_ron;
use crate::files::Load;
use crate::lab::sim::BoardChoice;
use serde::{Deserialize, Serialize};
use std::path::Path;
use std::sync::Arc;

/// Best, mean and worst fitness of one generation.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct GenStats {
    pub generation: u32,
    pub best: u32,
    pub mean: f64,
    pub worst: u32,
    pub games: u64,
    pub seconds: f64,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Crossover {
    OnePoint,
    TwoPoint,
    Uniform,
}

#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Mutation {
    /// Chance that an individual is chosen for mutation.
    pub individual: f64,
    /// In a chosen individual, chance that each weight is replaced by a uniform value.
    pub gene: f64,
}

/// How fitness (a number of wins) is measured.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Evaluator {
    /// Each individual plays `games` games against fixed rival individual files (players per
    /// game − 1 of them).
    Basic { rivals: Vec<String>, games: u32 },
    /// The thesis's "ebdWithEbd": every ordered k-tuple of the population plays one game.
    AllVsAll,
    /// Rivals start as the first k−1 individuals and are replaced by the current best k−1 every
    /// `changing_time` generations; each individual plays `games` games against them.
    ChangingRivals { games: u32, changing_time: u32 },
    /// Each game's rivals are drawn from a pool: the `fixed` files plus the best individual of
    /// each of the last `size` generations.
    HallOfFame {
        fixed: Vec<String>,
        games: u32,
        size: u32,
    },
}

fn default_upper() -> u32 {
    100_000
}
fn default_players() -> u8 {
    4
}
fn default_rules() -> String {
    "standard".into()
}
fn default_board() -> String {
    "random".into()
}
fn default_max_turns() -> u32 {
    2000
}

/// An evolution run, as written in `experiments/*.ron`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct EvolveConfig {
    pub population: u32,
    pub generations: u32,
    /// Weights are drawn from 0..=upper.
    #[serde(default = "default_upper")]
    pub upper: u32,
    pub crossover: Crossover,
    pub crossover_probability: f64,
    pub mutation: Mutation,
    pub seed: u64,
    #[serde(default = "default_players")]
    pub players_per_game: u8,
    pub evaluator: Evaluator,
    /// The best `elitism` individuals go to the next generation unchanged.
    #[serde(default)]
    pub elitism: u32,
    /// Individual files that replace the first members of the random generation 0.
    #[serde(default)]
    pub seed_individuals: Vec<String>,
    #[serde(default = "default_rules")]
    pub rules: String,
    /// `standard`, `random` (a new random board per game) or a board file.
    #[serde(default = "default_board")]
    pub board: String,
    #[serde(default = "default_max_turns")]
    pub max_turns: u32,
    /// Breed the planning genes too (docs/strategy.md); off: they stay 0 and the run is the
    /// thesis's, game for game.
    #[serde(default)]
    pub planning: bool,
}

/// Everything needed to continue a run after its last completed generation.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Checkpoint {
    pub format: u32,
    pub config: EvolveConfig,
    /// The generation the population below is (not yet evaluated).
    pub next_generation: u32,
    pub population: Vec<Genome>,
    /// The current rivals (changing_rivals).
    pub rivals: Vec<Genome>,
    /// Best individual of each generation so far (hall_of_fame and the run's result).
    pub champions: Vec<Genome>,
    pub history: Vec<GenStats>,
}

/// A config with every file it names loaded, checked before any game is played.
#[derive(Debug)]
pub struct Prepared {
    pub config: EvolveConfig,
    pub rules: Arc<Rules>,
    pub board: BoardChoice,
    pub fixed: Vec<Individual>,
    pub seeds: Vec<Individual>,
}

impl EvolveConfig {
    pub fn from_ron(file: &str, text: &str) -> Result<EvolveConfig, FileError> {
        parse_ron(file, text)
    }

    /// Check every field and load every file the config names; the error names the field.
    pub fn prepare(&self, file: &str) -> Result<Prepared, EvolveError> {
        let e = ConfigErr(file);
        self.check_sizes(&e)?;
        let fixed = self.load_evaluator(&e)?;
        let seeds = self.load_seeds(&e)?;
        let (rules, board) = self.load_rules_and_board(&e)?;
        let games = self.games_per_generation();
        if games > MAX_GAMES_PER_GENERATION {
            return Err(e.at(
                "evaluator",
                format!(
                    "{games} games a generation: at most {MAX_GAMES_PER_GENERATION} (a smaller population or fewer games)"
                ),
            ));
        }
        Ok(Prepared {
            config: self.clone(),
            rules: Arc::new(rules),
            board,
            fixed,
            seeds,
        })
    }

    /// The players per game, the population, the generations, the probabilities, elitism.
    fn check_sizes(&self, e: &ConfigErr) -> Result<(), EvolveError> {
        let k = self.players_per_game as u32;
        if !(2..=crate::core::action::MAX_PLAYERS as u32).contains(&k) {
            let message = format!("{k}: a game has 2 to 6 players");
            return Err(e.at("players_per_game", message));
        }
        if self.population < 2 {
            return Err(e.at("population", format!("{}: at least 2", self.population)));
        }
        if self.population > MAX_POPULATION {
            let message = format!("{}: at most {MAX_POPULATION}", self.population);
            return Err(e.at("population", message));
        }
        if self.generations == 0 {
            return Err(e.at("generations", "must be at least 1".into()));
        }
        for (field, p) in [
            ("crossover_probability", self.crossover_probability),
            ("mutation.individual", self.mutation.individual),
            ("mutation.gene", self.mutation.gene),
        ] {
            if !(0.0..=1.0).contains(&p) {
                return Err(e.at(field, format!("{p} is not a probability in [0, 1]")));
            }
        }
        if self.elitism >= self.population {
            let (elitism, population) = (self.elitism, self.population);
            let message = format!("{elitism} must be below the population ({population})");
            return Err(e.at("elitism", message));
        }
        Ok(())
    }

    /// Check the evaluator's numbers and load the individual files it names.
    fn load_evaluator(&self, e: &ConfigErr) -> Result<Vec<Individual>, EvolveError> {
        let k = self.players_per_game as u32;
        match &self.evaluator {
            Evaluator::Basic { rivals, games } => {
                if rivals.len() as u32 != k - 1 {
                    let message =
                        format!("{} listed; {k}-player games need {}", rivals.len(), k - 1);
                    return Err(e.at("evaluator.rivals", message));
                }
                if *games == 0 {
                    return Err(e.at("evaluator.games", "must be at least 1".into()));
                }
                e.load_all("evaluator.rivals", rivals)
            }
            Evaluator::AllVsAll => {
                if self.population < k {
                    let message = format!(
                        "{}: all_vs_all needs at least {k} for {k}-player games",
                        self.population
                    );
                    return Err(e.at("population", message));
                }
                Ok(Vec::new())
            }
            Evaluator::ChangingRivals {
                games,
                changing_time,
            } => {
                if *games == 0 || *changing_time == 0 {
                    let message = "games and changing_time must be at least 1".into();
                    return Err(e.at("evaluator", message));
                }
                if self.population < k - 1 {
                    let message = format!("needs at least {} individuals", k - 1);
                    return Err(e.at("population", message));
                }
                Ok(Vec::new())
            }
            Evaluator::HallOfFame { fixed, games, size } => {
                if fixed.is_empty() {
                    let message =
                        "list at least one individual file (the pool before any champion)".into();
                    return Err(e.at("evaluator.fixed", message));
                }
                if *games == 0 || *size == 0 {
                    return Err(e.at("evaluator", "games and size must be at least 1".into()));
                }
                e.load_all("evaluator.fixed", fixed)
            }
        }
    }

    /// Load the seed individuals: no more than the population, no weight above `upper`.
    fn load_seeds(&self, e: &ConfigErr) -> Result<Vec<Individual>, EvolveError> {
        let seeds = e.load_all("seed_individuals", &self.seed_individuals)?;
        if seeds.len() > self.population as usize {
            let message = format!(
                "{} files for a population of {}",
                seeds.len(),
                self.population
            );
            return Err(e.at("seed_individuals", message));
        }
        if let Some((i, w)) = seeds
            .iter()
            .flat_map(|s| s.w.iter())
            .enumerate()
            .find(|(_, w)| **w > self.upper)
        {
            let message = format!(
                "weight {} of the seeds is {w}, above upper ({})",
                i % 32,
                self.upper
            );
            return Err(e.at("seed_individuals", message));
        }
        Ok(seeds)
    }

    /// The rules and the board, each allowing the players per game.
    fn load_rules_and_board(&self, e: &ConfigErr) -> Result<(Rules, BoardChoice), EvolveError> {
        let players = self.players_per_game;
        let rules = crate::files::rules_for_players(&self.rules, players as usize)
            .map_err(|err| e.at("rules", err.to_string()))?;
        if players < rules.min_players || players > rules.max_players {
            let message = format!(
                "the rules '{}' allow {}..={}",
                rules.name, rules.min_players, rules.max_players
            );
            return Err(e.at("players_per_game", message));
        }
        let board = BoardChoice::parse_for(&self.board, players as usize)
            .map_err(|err| e.at("board", err.to_string()))?
            .fitted(players as usize);
        if players > board.capacity() {
            let message = format!(
                "{}: hosts the opening for at most {} players, not {players}",
                self.board,
                board.capacity(),
            );
            return Err(e.at("board", message));
        }
        Ok((rules, board))
    }

    /// Games played to evaluate one generation.
    pub fn games_per_generation(&self) -> u64 {
        let n = self.population as u64;
        let k = self.players_per_game as u64;
        match &self.evaluator {
            Evaluator::Basic { games, .. }
            | Evaluator::ChangingRivals { games, .. }
            | Evaluator::HallOfFame { games, .. } => n.saturating_mul(*games as u64),
            Evaluator::AllVsAll => {
                (0..k).fold(1u64, |acc, i| acc.saturating_mul(n.saturating_sub(i)))
            }
        }
    }
}

/// The largest population a run breeds.
pub const MAX_POPULATION: u32 = 100_000;
/// The most games one generation plays (each is listed before the generation starts).
pub const MAX_GAMES_PER_GENERATION: u64 = 10_000_000;

impl Load for EvolveConfig {
    fn from_text(name: &str, text: &str) -> Result<Self, FileError> {
        EvolveConfig::from_ron(name, text)
    }
}

pub fn evaluator_name(e: &Evaluator) -> &'static str {
    match e {
        Evaluator::Basic { .. } => "basic",
        Evaluator::AllVsAll => "all_vs_all",
        Evaluator::ChangingRivals { .. } => "changing_rivals",
        Evaluator::HallOfFame { .. } => "hall_of_fame",
    }
}

pub(super) fn games_each(cfg: &EvolveConfig) -> String {
    match &cfg.evaluator {
        Evaluator::Basic { games, .. }
        | Evaluator::ChangingRivals { games, .. }
        | Evaluator::HallOfFame { games, .. } => games.to_string(),
        Evaluator::AllVsAll => {
            let n = cfg.population as u64;
            let k = cfg.players_per_game as u64;
            let per = (0..k).map(|i| n - i).product::<u64>() * k / n;
            per.to_string()
        }
    }
}

/// Errors of one config file, each naming its field.
struct ConfigErr<'a>(&'a str);

impl ConfigErr<'_> {
    fn at(&self, field: &str, message: String) -> EvolveError {
        EvolveError::Config {
            file: self.0.to_string(),
            field: field.to_string(),
            message,
        }
    }

    /// Load every individual file of a list; the error names the field.
    fn load_all(&self, field: &str, list: &[String]) -> Result<Vec<Individual>, EvolveError> {
        list.iter()
            .map(|p| Individual::load(Path::new(p)).map_err(|err| self.at(field, err.to_string())))
            .collect()
    }
}
