//! A genome: the 32 weights of the thesis and the optional planning genes, as the genetic
//! algorithm breeds them. A run without `planning` keeps the planning genes at 0 and draws its
//! random numbers exactly as before they existed; its checkpoints store 32 numbers per genome.

use crate::ai::Individual;
use crate::ai::individual::{
    NUM_BASE_PLAN_GENES, NUM_CLOTH_SEA_PLAN_GENES, NUM_FIRST_SEA_PLAN_GENES,
    NUM_MOVE_SEA_PLAN_GENES, NUM_OPENING_SEA_PLAN_GENES, NUM_PLAN_GENES, NUM_WEIGHTS, PLAN_GENES,
};
use serde::de::{self, SeqAccess, Visitor};
use serde::ser::SerializeTuple;
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::fmt;
use std::ops::{Deref, DerefMut};

/// Every gene: the weights, then the planning genes.
pub const GENES: usize = NUM_WEIGHTS + NUM_PLAN_GENES;

/// The genes of checkpoints written before the sea's genes: the weights and four planning genes.
pub const BASE_GENES: usize = NUM_WEIGHTS + NUM_BASE_PLAN_GENES;

/// The genes of checkpoints written before `seaMove`: 41 numbers, read with the move neutral.
pub const FIRST_SEA_GENES: usize = NUM_WEIGHTS + NUM_FIRST_SEA_PLAN_GENES;

/// The genes of checkpoints written before `seaShipsLate` and `seaOpening`: 42 numbers, read
/// with them off.
pub const MOVE_SEA_GENES: usize = NUM_WEIGHTS + NUM_MOVE_SEA_PLAN_GENES;

/// The genes of checkpoints written before `seaCloth`: 44 numbers, read with it neutral.
pub const OPENING_SEA_GENES: usize = NUM_WEIGHTS + NUM_OPENING_SEA_PLAN_GENES;

/// The genes of checkpoints written before the tempo genes: 45 numbers, read with them off.
pub const CLOTH_SEA_GENES: usize = NUM_WEIGHTS + NUM_CLOTH_SEA_PLAN_GENES;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Genome(pub [u32; GENES]);

impl Genome {
    pub fn of(ind: &Individual) -> Genome {
        let mut g = [0; GENES];
        g[..NUM_WEIGHTS].copy_from_slice(&ind.w);
        g[NUM_WEIGHTS..].copy_from_slice(&ind.plan);
        Genome(g)
    }

    pub fn individual(&self) -> Individual {
        let mut ind = Individual::from_weights([0; NUM_WEIGHTS]);
        ind.w.copy_from_slice(&self.0[..NUM_WEIGHTS]);
        ind.plan.copy_from_slice(&self.0[NUM_WEIGHTS..]);
        ind
    }

    /// How many genes a run breeds: the weights, and the planning genes when asked for.
    pub fn bred(planning: bool) -> usize {
        if planning { GENES } else { NUM_WEIGHTS }
    }

    /// The largest value gene `i` takes (`upper` for the weights, each planning gene its own).
    pub fn upper(i: usize, upper: u32) -> u32 {
        if i < NUM_WEIGHTS {
            upper
        } else {
            PLAN_GENES[i - NUM_WEIGHTS].2
        }
    }
}

impl Deref for Genome {
    type Target = [u32; GENES];
    fn deref(&self) -> &Self::Target {
        &self.0
    }
}

impl DerefMut for Genome {
    fn deref_mut(&mut self) -> &mut Self::Target {
        &mut self.0
    }
}

impl Serialize for Genome {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let n = if self.0[NUM_WEIGHTS..].iter().all(|&g| g == 0) {
            NUM_WEIGHTS
        } else if self.0[BASE_GENES..].iter().all(|&g| g == 0) {
            BASE_GENES
        } else {
            GENES
        };
        let mut t = s.serialize_tuple(n)?;
        for g in &self.0[..n] {
            t.serialize_element(g)?;
        }
        t.end()
    }
}

impl<'de> Deserialize<'de> for Genome {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Genome, D::Error> {
        d.deserialize_tuple(GENES, GenomeVisitor)
    }
}

struct GenomeVisitor;

impl<'de> Visitor<'de> for GenomeVisitor {
    type Value = Genome;
    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        write!(
            f,
            "a genome of {NUM_WEIGHTS} weights, or {BASE_GENES}, {FIRST_SEA_GENES}, {MOVE_SEA_GENES}, {OPENING_SEA_GENES}, {CLOTH_SEA_GENES} or {GENES} with the planning genes"
        )
    }
    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Genome, A::Error> {
        let mut g = [0u32; GENES];
        let mut n = 0;
        while let Some(x) = seq.next_element::<u32>()? {
            if n == GENES {
                return Err(de::Error::invalid_length(n + 1, &self));
            }
            g[n] = x;
            n += 1;
        }
        if ![
            NUM_WEIGHTS,
            BASE_GENES,
            FIRST_SEA_GENES,
            MOVE_SEA_GENES,
            OPENING_SEA_GENES,
            CLOTH_SEA_GENES,
            GENES,
        ]
        .contains(&n)
        {
            return Err(de::Error::invalid_length(n, &self));
        }
        Ok(Genome(g))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn genomes_round_trip_and_old_checkpoints_read() {
        let mut ind = Individual::champion();
        let plain = Genome::of(&ind);
        let text = ron::to_string(&vec![plain]).unwrap();
        assert_eq!(text.matches(',').count(), NUM_WEIGHTS - 1, "{text}");
        let back: Vec<Genome> = ron::from_str(&text).unwrap();
        assert_eq!(back[0].individual(), ind);
        ind.plan = Default::default();
        ind.plan[..4].copy_from_slice(&[5, 12, 1, 3]);
        let planned = Genome::of(&ind);
        let text = ron::to_string(&planned).unwrap();
        let back: Genome = ron::from_str(&text).unwrap();
        assert_eq!(back.individual(), ind);
        assert_eq!(
            text.matches(',').count(),
            BASE_GENES - 1,
            "an old run's 36 numbers"
        );
        ind.plan[8] = 7;
        let sea = Genome::of(&ind);
        let text = ron::to_string(&sea).unwrap();
        assert_eq!(text.matches(',').count(), GENES - 1, "{text}");
        assert_eq!(ron::from_str::<Genome>(&text).unwrap().individual(), ind);
        // a run bred before seaMove wrote 41 numbers: read with the move neutral
        let first_sea = format!("({})", vec!["7"; FIRST_SEA_GENES].join(","));
        let read = ron::from_str::<Genome>(&first_sea).unwrap().individual();
        assert_eq!((read.plan[8], read.plan[9]), (7, 0));
        // a run bred before seaShipsLate and seaOpening wrote 42 numbers: read with them off
        let move_sea = format!("({})", vec!["7"; MOVE_SEA_GENES].join(","));
        let read = ron::from_str::<Genome>(&move_sea).unwrap().individual();
        assert_eq!(read.plan[9..13], [7, 0, 0, 0]);
        // a run bred before seaCloth wrote 44 numbers: read with it neutral
        let opening_sea = format!("({})", vec!["7"; OPENING_SEA_GENES].join(","));
        let read = ron::from_str::<Genome>(&opening_sea).unwrap().individual();
        assert_eq!(read.plan[11..13], [7, 0]);
        // a run bred before the tempo genes wrote 45 numbers: read with them off
        let cloth_sea = format!("({})", vec!["7"; CLOTH_SEA_GENES].join(","));
        let read = ron::from_str::<Genome>(&cloth_sea).unwrap().individual();
        assert_eq!(read.plan[12..], [7, 0, 0, 0]);
        // 31 or 33 numbers are refused
        let short = format!("({})", vec!["1"; 31].join(","));
        assert!(ron::from_str::<Genome>(&short).is_err());
        let odd = format!("({})", vec!["1"; 33].join(","));
        assert!(ron::from_str::<Genome>(&odd).is_err());
    }
}
