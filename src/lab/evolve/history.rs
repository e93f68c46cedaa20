//! Fitness by generation: `fitness.csv` and `fitness.svg`.

use super::error::EvolveError;
use super::{EvolveConfig, GenStats, evaluator_name};
use crate::files::save_atomically;
use crate::lab::plot::{Line, lines_svg};

/// Write the history into the run's folder `dir`.
pub(super) fn write_history(
    dir: &std::path::Path,
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
    let path = dir.join("fitness.csv");
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
    let path = dir.join("fitness.svg");
    save_atomically(&path, svg.as_bytes()).map_err(EvolveError::write(&path))
}
