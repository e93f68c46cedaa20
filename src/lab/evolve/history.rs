//! Fitness by generation: `fitness.csv` and `fitness.svg`.

use super::error::EvolveError;
use super::{EvolveConfig, RunDir, evaluator_name};
use crate::files::save_atomically;
use crate::lab::plot::{Line, lines_svg};
use serde::{Deserialize, Serialize};

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

pub(super) fn write_history(
    rd: &RunDir,
    cfg: &EvolveConfig,
    history: &[GenStats],
) -> Result<(), EvolveError> {
    let mut csv = String::from("generation,best,mean,worst,games,seconds\n");
    for h in history {
        csv.push_str(&format!(
            "{},{},{:.3},{},{},{:.3}\n",
            h.generation, h.best, h.mean, h.worst, h.games, h.seconds
        ));
    }
    let path = rd.dir.join("fitness.csv");
    save_atomically(&path, csv.as_bytes()).map_err(EvolveError::write(&path))?;
    let series = |f: fn(&GenStats) -> f64| -> Vec<(u32, f64)> {
        history.iter().map(|h| (h.generation, f(h))).collect()
    };
    let lines = [
        Line {
            name: "best",
            colour: (200, 30, 30),
            points: series(|h| h.best as f64),
        },
        Line {
            name: "mean",
            colour: (30, 90, 200),
            points: series(|h| h.mean),
        },
        Line {
            name: "worst",
            colour: (120, 120, 120),
            points: series(|h| h.worst as f64),
        },
    ];
    let title = format!(
        "{} evaluator, {:?} crossover, mutation {}/{}",
        evaluator_name(&cfg.evaluator),
        cfg.crossover,
        cfg.mutation.individual,
        cfg.mutation.gene
    );
    let svg = lines_svg(&title, "generation", "fitness (wins)", &lines)?;
    let path = rd.dir.join("fitness.svg");
    save_atomically(&path, svg.as_bytes()).map_err(EvolveError::write(&path))
}
