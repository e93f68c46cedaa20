//! The genetic algorithm of the thesis (spec §6) as a resumable run: a config file, one folder
//! of outputs, a checkpoint after every generation. Every random choice comes from a stream
//! derived from (seed, generation), so a resumed run ends exactly as an uninterrupted one.

mod config;
mod error;
mod evaluate;
mod genome;
mod history;
mod operators;
mod run;

pub use config::{
    Checkpoint, Crossover, Evaluator, EvolveConfig, GenStats, Mutation, Prepared, evaluator_name,
};
pub use error::EvolveError;
pub use evaluate::{Interrupted, Observer, RunControl, Silent};
pub use genome::{GENES, Genome};
pub use operators::breed;
pub use run::{RunDir, run, start_or_resume, start_or_resume_ranked};

#[cfg(test)]
mod tests {
    use super::operators::cross;
    use super::*;
    use crate::core::rng::GameRng;
    use std::path::{Path, PathBuf};
    use std::sync::atomic::AtomicBool;

    fn small(evaluator: Evaluator) -> EvolveConfig {
        EvolveConfig {
            population: 6,
            generations: 3,
            upper: 100_000,
            crossover: Crossover::TwoPoint,
            crossover_probability: 0.9,
            mutation: Mutation {
                individual: 0.2,
                gene: 0.2,
            },
            seed: 11,
            players_per_game: 2,
            evaluator,
            elitism: 1,
            seed_individuals: vec!["assets/ai/thesis-example.ron".into()],
            rules: "standard".into(),
            board: "random".into(),
            max_turns: 2000,
            planning: false,
        }
    }

    fn scratch(name: &str) -> PathBuf {
        let d = std::env::temp_dir().join(format!("catan-evolve-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&d);
        d
    }

    fn run_all(cfg: &EvolveConfig, dir: &Path, stop_after: Option<u32>) -> Checkpoint {
        let stop = AtomicBool::new(false);
        let resume = dir.join("checkpoint.ron").exists();
        let (p, mut cp, rd) = start_or_resume(cfg, "test.ron", dir, resume).unwrap();
        let ctl = RunControl {
            threads: 2,
            stop: &stop,
            stop_after,
            ranks: &crate::lab::ranks::OneProcess,
        };
        let _ = run(&p, &mut cp, &rd, &ctl, &Silent).unwrap();
        cp
    }

    #[test]
    fn a_resumed_run_ends_exactly_as_an_uninterrupted_one() {
        for ev in [
            Evaluator::ChangingRivals {
                games: 4,
                changing_time: 1,
            },
            Evaluator::AllVsAll,
            Evaluator::HallOfFame {
                fixed: vec!["assets/ai/thesis-example.ron".into()],
                games: 4,
                size: 2,
            },
        ] {
            let cfg = small(ev);
            let a = scratch("whole");
            let whole = run_all(&cfg, &a, None);
            assert_eq!(whole.next_generation, 3);
            let b = scratch("parts");
            let first = run_all(&cfg, &b, Some(1));
            assert_eq!(first.next_generation, 1);
            let rest = run_all(&cfg, &b, None);
            let strip = |c: &Checkpoint| {
                let mut c = c.clone();
                c.history.iter_mut().for_each(|h| h.seconds = 0.0);
                c
            };
            assert_eq!(strip(&whole), strip(&rest));
            let names = |d: &Path| {
                let mut v: Vec<_> = std::fs::read_dir(d.join("best"))
                    .unwrap()
                    .map(|e| e.unwrap().file_name())
                    .collect();
                v.sort();
                v
            };
            assert_eq!(names(&a), names(&b));
            assert_eq!(names(&a).len(), 3);
            assert!(a.join("fitness.csv").exists() && a.join("fitness.svg").exists());
            let _ = std::fs::remove_dir_all(&a);
            let _ = std::fs::remove_dir_all(&b);
        }
    }

    #[test]
    fn bad_configs_fail_before_any_game() {
        let base = small(Evaluator::AllVsAll);
        let bad = |c: EvolveConfig| c.prepare("x.ron").expect_err("an error").to_string();
        let e = bad(EvolveConfig {
            crossover_probability: 1.5,
            ..base.clone()
        });
        assert!(
            e.contains("crossover_probability") && e.contains("[0, 1]"),
            "{e}"
        );
        let e = bad(EvolveConfig {
            mutation: Mutation {
                individual: 0.1,
                gene: -0.1,
            },
            ..base.clone()
        });
        assert!(e.contains("mutation.gene"), "{e}");
        let e = bad(EvolveConfig {
            evaluator: Evaluator::Basic {
                rivals: vec!["no/such.ron".into()],
                games: 10,
            },
            ..base.clone()
        });
        assert!(
            e.contains("evaluator.rivals") && e.contains("no/such.ron"),
            "{e}"
        );
        let e = bad(EvolveConfig {
            players_per_game: 4,
            evaluator: Evaluator::Basic {
                rivals: vec!["assets/ai/thesis-example.ron".into()],
                games: 10,
            },
            ..base.clone()
        });
        assert!(e.contains("need 3"), "{e}");
        let e = EvolveConfig::from_ron("x.ron", "(population: 4, generations: 1, crossover: OnePoint, crossover_probability: 0.9, mutation: (individual: 0.1, gene: 0.1), seed: 1, evaluator: Tournament)")
            .unwrap_err();
        assert!(
            e.to_string().contains("Tournament") && e.position.is_some(),
            "{e}"
        );

        // an output folder that holds another run
        let d = scratch("occupied");
        run_all(
            &EvolveConfig {
                generations: 1,
                ..base.clone()
            },
            &d,
            None,
        );
        let e = start_or_resume(&base, "x.ron", &d, false).err().unwrap();
        assert!(e.to_string().contains("already holds a run"), "{e}");
        let other = EvolveConfig { seed: 99, ..base };
        let e = start_or_resume(&other, "x.ron", &d, true).err().unwrap();
        assert!(e.to_string().contains("different config"), "{e}");
        let _ = std::fs::remove_dir_all(&d);
    }

    #[test]
    fn huge_runs_are_refused_before_anything_is_allocated() {
        let base = small(Evaluator::AllVsAll);
        let bad = |c: EvolveConfig| c.prepare("x.ron").expect_err("an error").to_string();
        let e = bad(EvolveConfig {
            population: 1_000_000_000,
            ..base.clone()
        });
        assert!(e.contains("population: 1000000000: at most 100000"), "{e}");
        let e = bad(EvolveConfig {
            population: 2000,
            players_per_game: 4,
            ..base.clone()
        });
        assert!(e.contains("games a generation: at most 10000000"), "{e}");
        let e = bad(EvolveConfig {
            evaluator: Evaluator::Basic {
                rivals: vec!["assets/ai/thesis-example.ron".into()],
                games: u32::MAX,
            },
            ..base
        });
        assert!(e.contains("games a generation"), "{e}");
    }

    #[test]
    fn unstarted_and_damaged_runs_restart_or_fail_cleanly() {
        let base = EvolveConfig {
            generations: 2,
            ..small(Evaluator::ChangingRivals {
                games: 2,
                changing_time: 1,
            })
        };
        // killed after config.ron, before the first checkpoint: both ways in work
        let d = scratch("unstarted");
        let (_, _, rd) = start_or_resume(&base, "x.ron", &d, false).unwrap();
        std::fs::remove_file(rd.checkpoint()).unwrap();
        assert!(start_or_resume(&base, "x.ron", &d, false).is_ok());
        std::fs::remove_file(rd.checkpoint()).unwrap();
        assert!(start_or_resume(&base, "x.ron", &d, true).is_ok());
        // damaged checkpoints are named, never a panic
        let good = std::fs::read_to_string(rd.checkpoint()).unwrap();
        let cp: Checkpoint = crate::core::ron_file::parse_ron("c", &good).unwrap();
        let damaged = [
            Checkpoint {
                population: Vec::new(),
                ..cp.clone()
            },
            Checkpoint {
                population: cp.population[..3].to_vec(),
                ..cp.clone()
            },
            Checkpoint {
                next_generation: 99,
                ..cp.clone()
            },
            Checkpoint {
                rivals: Vec::new(),
                ..cp.clone()
            },
            Checkpoint {
                format: 2,
                ..cp.clone()
            },
        ];
        for bad in damaged {
            let text = crate::core::ron_file::to_pretty_ron(&bad);
            std::fs::write(rd.checkpoint(), text).unwrap();
            let e = start_or_resume(&base, "x.ron", &d, true).err().unwrap();
            assert!(e.to_string().contains("damaged checkpoint"), "{e}");
        }
        let _ = std::fs::remove_dir_all(&d);
    }

    #[test]
    fn operators() {
        let cfg = small(Evaluator::AllVsAll);
        let mut rng = GameRng::new(1);
        // roulette picks only individuals with fitness when some have it
        for _ in 0..100 {
            assert_eq!(rng.weighted(&[0, 5, 0]), 1);
        }
        let a = Genome([1u32; GENES]);
        let b = Genome([2u32; GENES]);
        for genes in [32, GENES] {
            for kind in [Crossover::OnePoint, Crossover::TwoPoint, Crossover::Uniform] {
                let (mut x, mut y) = (a, b);
                cross(&mut rng, kind, genes, &mut x, &mut y);
                for i in 0..GENES {
                    assert_eq!(x[i] + y[i], 3, "genes are swapped, not invented");
                }
                assert!(x[genes..].iter().all(|&g| g == 1), "unbred genes stay");
            }
        }
        // the elite survives unchanged; weights stay within the bound
        let pop = vec![
            Genome([7u32; GENES]),
            Genome([100_000u32; GENES]),
            Genome([3u32; GENES]),
        ];
        let next = breed(&cfg, &pop, &[1, 9, 0], &mut rng);
        assert_eq!(next.len(), 3);
        assert_eq!(next[2], Genome([100_000u32; GENES]));
        assert!(next.iter().all(|g| g[..32].iter().all(|&w| w <= 100_000)));
        // with planning, each planning gene stays within its own range once mutated
        let planning = EvolveConfig {
            planning: true,
            mutation: Mutation {
                individual: 1.0,
                gene: 1.0,
            },
            ..cfg
        };
        let next = breed(&planning, &pop, &[1, 9, 0], &mut rng);
        for g in &next[..2] {
            for (i, (_, _, max, _)) in crate::ai::individual::PLAN_GENES.iter().enumerate() {
                assert!(g[32 + i] <= *max, "{g:?}");
            }
        }
    }
}
