//! The roster of player kinds the lab and the game can seat: parsed from names such as
//! `random`, `weighted`, `ai`, `ai:PATH`, `search`, `search@ROLLOUTS:PATH`.

use crate::ai::seat::ComputerSeat;
use crate::ai::{
    AiPlayer, EasyPlayer, Individual, RandomPlayer, SearchBudget, SearchPlayer, WeightedPlayer,
};
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
    /// The Easy level: the default individual's strategy with slips ([`EasyPlayer`]).
    Easy,
    /// The search player, its rollouts played by an individual; `label` is how it was named
    /// (`search`, `search@200`, `search:PATH`, `search@200:PATH`).
    Search {
        label: String,
        individual: Individual,
        budget: SearchBudget,
    },
}

impl PlayerSpec {
    pub const NAMES: &'static str = "easy, medium, hard, hard-timed, random, random-trader, weighted, ai, ai:PATH, search, search@ROLLOUTS, search@ROLLOUTS/THREADS, search:PATH, search@ROLLOUTS:PATH";
    /// The largest rollout budget a spec may name.
    pub const MAX_ROLLOUTS: u32 = 1_000_000;

    pub fn parse(s: &str) -> Result<PlayerSpec, LabError> {
        match s.trim() {
            "random" => Ok(PlayerSpec::Random),
            "weighted" => Ok(PlayerSpec::Weighted),
            "random-trader" => Ok(PlayerSpec::RandomTrader),
            "ai" => Ok(PlayerSpec::ai_default()),
            "easy" => Ok(PlayerSpec::Easy),
            "medium" => Ok(PlayerSpec::medium()),
            "hard" => Ok(PlayerSpec::hard()),
            "hard-timed" => Ok(PlayerSpec::Search {
                label: "hard-timed".into(),
                individual: Individual::default_ai(),
                budget: SearchBudget::timed(),
            }),
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
            spec if spec == "search"
                || spec.starts_with("search@")
                || spec.starts_with("search:") =>
            {
                PlayerSpec::parse_search(spec)
            }
            other => Err(LabError::UnknownPlayer {
                name: other.to_string(),
                known: Self::NAMES,
            }),
        }
    }

    /// The most threads one search player may use.
    pub const MAX_SEARCH_THREADS: usize = 256;

    /// `search`, `search@ROLLOUTS`, `search@ROLLOUTS/THREADS`, `search:PATH`,
    /// `search@ROLLOUTS:PATH`, `search@ROLLOUTS/THREADS:PATH`.
    fn parse_search(spec: &str) -> Result<PlayerSpec, LabError> {
        let rest = &spec["search".len()..];
        let (budget, path) = match rest.strip_prefix('@') {
            Some(r) => match r.split_once(':') {
                Some((n, p)) => (Some(n), Some(p)),
                None => (Some(r), None),
            },
            None => (None, rest.strip_prefix(':')),
        };
        let mut b = SearchBudget::default();
        if let Some(n) = budget {
            // ROLLOUTS or ROLLOUTS/THREADS
            let (n, threads) = match n.split_once('/') {
                Some((n, t)) => (n, Some(t)),
                None => (n, None),
            };
            if let Some(t) = threads {
                b.threads = match t.parse::<usize>() {
                    Ok(t) if (1..=Self::MAX_SEARCH_THREADS).contains(&t) => t,
                    _ => {
                        return Err(LabError::BadSearchThreads {
                            spec: spec.to_string(),
                            max: Self::MAX_SEARCH_THREADS,
                        });
                    }
                };
            }
            b.rollouts = match n.parse::<u32>() {
                Ok(n) if (1..=Self::MAX_ROLLOUTS).contains(&n) => n,
                _ => {
                    return Err(LabError::BadSearchBudget {
                        spec: spec.to_string(),
                        max: Self::MAX_ROLLOUTS,
                    });
                }
            };
        }
        let individual = match path {
            Some("") => return Err(LabError::MissingAiPath),
            Some(p) => Individual::load(Path::new(p))?,
            None => Individual::default_ai(),
        };
        Ok(PlayerSpec::Search {
            label: spec.to_string(),
            individual,
            budget: b,
        })
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

    /// Whether its players think long (a search): the simulator times their decisions and the
    /// game asks them off its main thread.
    pub fn thinks_long(&self) -> bool {
        matches!(self, PlayerSpec::Search { .. })
    }

    /// The individual whose plan judges the offers this player is asked (Medium, Hard and any
    /// bred file with the answer gene): its answers say why, and it counters.
    pub fn judge(&self) -> Option<Individual> {
        match self {
            PlayerSpec::Ai { individual, .. }
                if individual.plan[crate::ai::individual::plan::ANSWER_OFFERS] > 0 =>
            {
                Some(*individual)
            }
            PlayerSpec::Search { individual, .. } => Some(*individual),
            _ => None,
        }
    }

    /// This player in a seat at the table ([`ComputerSeat`]: a player made per decision).
    pub fn seat(&self) -> ComputerSeat {
        self.seat_sized()
    }

    /// [`PlayerSpec::seat`] for a board `W` words wide.
    pub fn seat_sized<const W: usize>(&self) -> ComputerSeat<W> {
        let spec = self.clone();
        ComputerSeat::new(
            std::sync::Arc::new(move |seed| spec.create_sized(seed)),
            self.judge(),
            self.thinks_long(),
        )
    }

    /// The Medium level: the v3 champion (greedy, with the planning genes: it offers trades;
    /// and the tempo genes: roads toward a free spot, bank trades kept for settlements and
    /// cities).
    pub fn medium() -> PlayerSpec {
        PlayerSpec::Ai {
            label: "medium".into(),
            individual: Individual::champion_v3(),
        }
    }

    /// The Hard level: the search player at its default budget.
    pub fn hard() -> PlayerSpec {
        PlayerSpec::Search {
            label: "hard".into(),
            individual: Individual::default_ai(),
            budget: SearchBudget::default(),
        }
    }

    /// This player with the game window's deadline per decision when it searches without one
    /// ([`SearchBudget::GAME_MILLIS`]; its name kept, so records and the player's statistics
    /// still say `hard`); other players unchanged.
    pub fn timed(self) -> PlayerSpec {
        match self {
            PlayerSpec::Search {
                label,
                individual,
                budget,
            } if budget.millis.is_none() => PlayerSpec::Search {
                label,
                individual,
                budget: SearchBudget {
                    millis: Some(SearchBudget::GAME_MILLIS),
                    ..budget
                },
            },
            other => other,
        }
    }

    /// A computer player with the individual of `path`, named `ai:PATH`.
    pub fn ai_file(path: &Path) -> Result<PlayerSpec, LabError> {
        PlayerSpec::parse(&format!("ai:{}", path.display()))
    }

    pub fn create(&self, seed: u64) -> Box<dyn Player> {
        self.create_sized(seed)
    }

    /// [`PlayerSpec::create`] for a board `W` words wide.
    pub fn create_sized<const W: usize>(&self, seed: u64) -> Box<dyn Player<W>> {
        match self {
            PlayerSpec::Ai { label, individual } => {
                Box::new(AiPlayer::<W>::new_sized(label.clone(), *individual))
            }
            PlayerSpec::Search {
                label,
                individual,
                budget,
            } => Box::new(SearchPlayer::<W>::new_sized(
                label.clone(),
                *individual,
                *budget,
                seed,
            )),
            PlayerSpec::Easy => Box::new(EasyPlayer::<W>::new_sized(
                "easy",
                Individual::default_ai(),
                seed,
            )),
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
            PlayerSpec::Easy => f.write_str("easy"),
            PlayerSpec::Weighted => f.write_str("weighted"),
            PlayerSpec::RandomTrader => f.write_str("random-trader"),
            PlayerSpec::Ai { label, .. } | PlayerSpec::Search { label, .. } => f.write_str(label),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_game_windows_hard_is_timed_and_keeps_its_name() {
        let PlayerSpec::Search { label, budget, .. } = PlayerSpec::hard().timed() else {
            panic!("hard searches");
        };
        assert_eq!(label, "hard");
        assert_eq!(budget.millis, Some(SearchBudget::GAME_MILLIS));
        let PlayerSpec::Search { budget, .. } = PlayerSpec::parse("hard-timed").unwrap() else {
            panic!("hard-timed searches");
        };
        assert_eq!(budget, SearchBudget::timed());
        assert_eq!(PlayerSpec::medium().timed(), PlayerSpec::medium());
    }

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

    #[test]
    fn parse_difficulty_levels() {
        assert_eq!(PlayerSpec::parse("easy").unwrap(), PlayerSpec::Easy);
        match PlayerSpec::parse("medium").unwrap() {
            PlayerSpec::Ai { label, individual } => {
                assert_eq!(label, "medium");
                assert_eq!(individual, Individual::champion_v3());
                assert!(individual.plans(), "the v3 champion plans");
            }
            other => panic!("medium is the champion, not {other}"),
        }
        match PlayerSpec::parse("hard").unwrap() {
            PlayerSpec::Search { label, budget, .. } => {
                assert_eq!(label, "hard");
                assert_eq!(budget, SearchBudget::default());
            }
            other => panic!("hard is the search player, not {other}"),
        }
        for name in ["easy", "medium", "hard"] {
            let spec = PlayerSpec::parse(name).unwrap();
            assert_eq!(spec.to_string(), name);
            assert_eq!(spec.create(1).name(), name);
        }
    }

    #[test]
    fn parse_search_players() {
        let budget = |s: &str| match PlayerSpec::parse(s).unwrap() {
            PlayerSpec::Search { budget, label, .. } => (budget.rollouts, label),
            other => panic!("{other:?}"),
        };
        assert_eq!(budget("search").0, SearchBudget::DEFAULT_ROLLOUTS);
        assert_eq!(budget("search@200"), (200, "search@200".to_string()));
        assert_eq!(budget("search@50:assets/ai/champion.ron").0, 50);
        match PlayerSpec::parse("search@64/3:assets/ai/champion.ron").unwrap() {
            PlayerSpec::Search { budget, .. } => {
                assert_eq!((budget.rollouts, budget.threads), (64, 3))
            }
            other => panic!("{other}"),
        }
        for bad in ["search@64/0", "search@64/x", "search@64/", "search@64/999"] {
            let e = PlayerSpec::parse(bad).unwrap_err().to_string();
            assert!(e.contains(bad) && e.contains("threads"), "{e}");
        }
        assert_eq!(budget("search:assets/ai/thesis-example.ron").0, 1000);
        for bad in [
            "search@0",
            "search@x",
            "search@-3",
            "search@",
            "search@99999999999",
        ] {
            let e = PlayerSpec::parse(bad).unwrap_err().to_string();
            assert!(e.contains("budget") && e.contains(bad), "{bad}: {e}");
        }
        let e = PlayerSpec::parse("search:").unwrap_err().to_string();
        assert!(e.contains("individual file"), "{e}");
        let e = PlayerSpec::parse("search@10:nope.ron")
            .unwrap_err()
            .to_string();
        assert!(e.contains("nope.ron"), "{e}");
    }
}
