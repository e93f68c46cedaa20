//! Running under `mpirun` / `srun`: which process this is, and the MPI calls the lab's
//! [`Ranks`] needs (feature `mpi`). Detected from the launcher's environment; without a
//! launcher, or for one process, the run is the usual single process.

use anyhow::{Result, bail};
use catan::lab::ranks::{OneProcess, Ranks};

/// Environment variables a launcher sets for every process it starts: Open MPI's, PMIx's
/// (Open MPI, Slurm's `srun --mpi=pmix`) and PMI's (MPICH's Hydra, Slurm's PMI-2).
const LAUNCHER_SIZE: [&str; 2] = ["OMPI_COMM_WORLD_SIZE", "PMI_SIZE"];
const LAUNCHER_RANK: [&str; 3] = ["OMPI_COMM_WORLD_RANK", "PMIX_RANK", "PMI_RANK"];

/// What the launcher's environment says: `Some(size)` when started by an MPI launcher (size
/// unknown = 0 when only a rank is set).
fn launched() -> Option<usize> {
    let var = |names: &[&str]| {
        names
            .iter()
            .find_map(|n| std::env::var(n).ok()?.trim().parse::<usize>().ok())
    };
    match (var(&LAUNCHER_SIZE), var(&LAUNCHER_RANK)) {
        (Some(size), _) => Some(size),
        (None, Some(_)) => Some(0),
        (None, None) => None,
    }
}

/// The processes of this run.
pub(crate) struct Launch {
    #[cfg(feature = "mpi")]
    mpi: Option<mpi_ranks::MpiRanks>,
}

impl Launch {
    /// Start: MPI when a launcher started more than one process (or did not say how many) and
    /// the command can share its games (`lab_command`).
    pub(crate) fn start(lab_command: bool) -> Result<Launch> {
        let size = match launched() {
            None | Some(1) => {
                return Ok(Launch {
                    #[cfg(feature = "mpi")]
                    mpi: None,
                });
            }
            Some(size) => size,
        };
        if !lab_command {
            bail!(
                "started by an MPI launcher ({} processes): only `evolve`, `tournament` and `sim` \
                 share their games between processes; run this command without mpirun",
                if size == 0 {
                    "several".to_string()
                } else {
                    size.to_string()
                }
            );
        }
        #[cfg(feature = "mpi")]
        {
            let mpi = mpi_ranks::MpiRanks::start()?;
            Ok(Launch {
                mpi: (mpi.size() > 1).then_some(mpi),
            })
        }
        #[cfg(not(feature = "mpi"))]
        bail!(
            "started by an MPI launcher, but this catan was built without MPI: every process \
             would play the whole run and write the same files. Build it with \
             `cargo build --release --features mpi` (see docs/cluster.md), or run one process"
        )
    }

    pub(crate) fn ranks(&self) -> &dyn Ranks {
        #[cfg(feature = "mpi")]
        if let Some(m) = &self.mpi {
            return m;
        }
        &OneProcess
    }

    /// End the whole job after an error on this rank: the other ranks may be waiting for it in
    /// a collective call, so they are stopped too (`MPI_Abort`), never left waiting.
    pub(crate) fn abort(&self, code: i32) {
        #[cfg(feature = "mpi")]
        if let Some(m) = &self.mpi {
            m.abort(code);
        }
        let _ = code;
    }
}

#[cfg(feature = "mpi")]
mod mpi_ranks {
    use anyhow::{Result, anyhow};
    use catan::lab::ranks::Ranks;
    use mpi::Count;
    use mpi::datatype::PartitionMut;
    use mpi::environment::Universe;
    use mpi::topology::SimpleCommunicator;
    use mpi::traits::*;

    pub(crate) struct MpiRanks {
        world: SimpleCommunicator,
        // MPI_Finalize when dropped, after the communicator
        _universe: Universe,
    }

    impl MpiRanks {
        pub(crate) fn start() -> Result<MpiRanks> {
            let universe = mpi::initialize()
                .ok_or_else(|| anyhow!("MPI could not be initialised (already initialised?)"))?;
            Ok(MpiRanks {
                world: universe.world(),
                _universe: universe,
            })
        }

        pub(crate) fn abort(&self, code: i32) {
            self.world.abort(code)
        }

        fn count(&self, len: usize) -> Count {
            Count::try_from(len).unwrap_or_else(|_| {
                eprintln!(
                    "rank {}: a message of {len} bytes is more than MPI can send at once",
                    self.rank()
                );
                self.world.abort(1)
            })
        }
    }

    impl Ranks for MpiRanks {
        fn rank(&self) -> usize {
            self.world.rank() as usize
        }

        fn size(&self) -> usize {
            self.world.size() as usize
        }

        fn all_gather(&self, mine: &[u8]) -> Vec<Vec<u8>> {
            let size = self.size();
            let mut counts = vec![0 as Count; size];
            self.world
                .all_gather_into(&self.count(mine.len()), &mut counts[..]);
            let displs: Vec<Count> = counts
                .iter()
                .scan(0 as Count, |at, &c| {
                    let here = *at;
                    *at += c;
                    Some(here)
                })
                .collect();
            let total = counts.iter().map(|&c| c as usize).sum::<usize>();
            self.count(total);
            let mut buf = vec![0u8; total];
            {
                let mut parts = PartitionMut::new(&mut buf[..], &counts[..], &displs[..]);
                self.world.all_gather_varcount_into(mine, &mut parts);
            }
            let mut out = Vec::with_capacity(size);
            let mut at = 0;
            for &c in &counts {
                out.push(buf[at..at + c as usize].to_vec());
                at += c as usize;
            }
            out
        }

        fn broadcast(&self, root: &[u8]) -> Vec<u8> {
            let root_process = self.world.process_at_rank(0);
            let mut len = root.len() as u64;
            root_process.broadcast_into(&mut len);
            let mut buf = if self.rank() == 0 {
                root.to_vec()
            } else {
                vec![0u8; len as usize]
            };
            self.count(buf.len());
            root_process.broadcast_into(&mut buf[..]);
            buf
        }
    }
}
