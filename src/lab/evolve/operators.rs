//! The genetic operators: random individuals, crossover, mutation, selection and breeding.

use super::genome::{GENES, Genome};
use super::{Crossover, EvolveConfig};
use crate::core::rng::GameRng;

/// A random genome: every bred gene uniform in its range (the planning genes stay 0 unless the
/// run breeds them).
pub(super) fn random_individual(rng: &mut GameRng, cfg: &EvolveConfig) -> Genome {
    let mut g = Genome([0; GENES]);
    for i in 0..Genome::bred(cfg.planning) {
        g[i] = uniform(rng, Genome::upper(i, cfg.upper));
    }
    g
}

fn uniform(rng: &mut GameRng, upper: u32) -> u32 {
    (rng.next_u64() % (upper as u64 + 1)) as u32
}

fn chance(rng: &mut GameRng, p: f64) -> bool {
    ((rng.next_u64() >> 11) as f64 / (1u64 << 53) as f64) < p
}

pub(super) fn cross(
    rng: &mut GameRng,
    kind: Crossover,
    genes: usize,
    a: &mut Genome,
    b: &mut Genome,
) {
    let last = genes as u32 - 1;
    match kind {
        Crossover::OnePoint => {
            let p = 1 + rng.below(last) as usize;
            for i in p..genes {
                std::mem::swap(&mut a[i], &mut b[i]);
            }
        }
        Crossover::TwoPoint => {
            let mut p = 1 + rng.below(last) as usize;
            let mut q = 1 + rng.below(last) as usize;
            if p > q {
                std::mem::swap(&mut p, &mut q);
            }
            for i in p..q {
                std::mem::swap(&mut a[i], &mut b[i]);
            }
        }
        Crossover::Uniform => {
            for i in 0..genes {
                if rng.below(2) == 1 {
                    std::mem::swap(&mut a[i], &mut b[i]);
                }
            }
        }
    }
}

/// The next generation: roulette-wheel pairs ([`GameRng::weighted`]: slice ∝ fitness), crossover, mutation, then the elite unchanged.
pub fn breed(
    cfg: &EvolveConfig,
    population: &[Genome],
    fitness: &[u32],
    rng: &mut GameRng,
) -> Vec<Genome> {
    let genes = Genome::bred(cfg.planning);
    let n = population.len();
    let mut next = Vec::with_capacity(n);
    while next.len() < n {
        let mut a = population[rng.weighted(fitness)];
        let mut b = population[rng.weighted(fitness)];
        if chance(rng, cfg.crossover_probability) {
            cross(rng, cfg.crossover, genes, &mut a, &mut b);
        }
        next.push(a);
        if next.len() < n {
            next.push(b);
        }
    }
    for ind in next.iter_mut() {
        if chance(rng, cfg.mutation.individual) {
            for i in 0..genes {
                if chance(rng, cfg.mutation.gene) {
                    ind[i] = uniform(rng, Genome::upper(i, cfg.upper));
                }
            }
        }
    }
    let mut order: Vec<usize> = (0..n).collect();
    order.sort_by(|&x, &y| fitness[y].cmp(&fitness[x]).then(x.cmp(&y)));
    for (slot, &i) in order.iter().take(cfg.elitism as usize).enumerate() {
        next[n - 1 - slot] = population[i];
    }
    next
}
