//! Several processes (MPI ranks) sharing one run's jobs.
//!
//! Every rank runs the same command on the same inputs and the same deterministic loop; the jobs
//! of each batch (a generation, a sim, a tournament group) are split by job number into one
//! contiguous block per rank, each rank plays its block on its own threads (the
//! [`runner`](super::runner)), and the results are gathered to every rank in job order. Since a
//! job depends only on its number, the results are the same for any number of ranks and threads.
//! Rank 0 alone writes outputs and prints.
//!
//! The lab knows ranks only through the [`Ranks`] trait (bytes gathered and broadcast); the MPI
//! implementation lives with the command line (feature `mpi`), so the lab builds without MPI.

use super::runner::{self, Control, Stopped};
use serde::{Deserialize, Serialize, de::DeserializeOwned};

/// The processes of a run and the two collective operations the lab needs. Every rank must
/// make the same calls in the same order (they are collective).
pub trait Ranks {
    /// This process's number, `0..size()`.
    fn rank(&self) -> usize;
    /// How many processes share the run.
    fn size(&self) -> usize;
    /// Every rank's `mine`, in rank order, on every rank.
    fn all_gather(&self, mine: &[u8]) -> Vec<Vec<u8>>;
    /// Rank 0's `root` on every rank (other ranks pass anything; it is ignored).
    fn broadcast(&self, root: &[u8]) -> Vec<u8>;
}

/// The usual case: one process.
pub struct OneProcess;

impl Ranks for OneProcess {
    fn rank(&self) -> usize {
        0
    }
    fn size(&self) -> usize {
        1
    }
    fn all_gather(&self, mine: &[u8]) -> Vec<Vec<u8>> {
        vec![mine.to_vec()]
    }
    fn broadcast(&self, root: &[u8]) -> Vec<u8> {
        root.to_vec()
    }
}

/// Why a spread run ended without every result.
#[derive(Debug, PartialEq, Eq)]
pub enum Spread<E> {
    /// A job of this rank failed.
    Failed(E),
    /// A job of another rank failed; its message.
    FailedOn { rank: usize, message: String },
    /// The stop flag was set on some rank: every rank stops.
    Interrupted,
}

/// What a rank reports of its block.
#[derive(Serialize, Deserialize)]
enum Report<T> {
    Done(T),
    Failed(String),
    Interrupted,
}

/// The jobs `0..count` that rank `rank` of `size` plays: one contiguous block, the blocks in
/// rank order, sizes differing by at most one.
pub fn block(count: u64, rank: usize, size: usize) -> std::ops::Range<u64> {
    let at = |r: usize| (count as u128 * r as u128 / size.max(1) as u128) as u64;
    at(rank)..at(rank + 1)
}

fn encode<T: Serialize>(value: &T) -> Vec<u8> {
    postcard::to_allocvec(value).expect("plain data serialises")
}

/// Gather every rank's report; `Ok` with the reports' values in rank order when every rank is
/// done, else why not (this rank's own failure first, then the first failure elsewhere, then an
/// interruption anywhere).
fn gather_reports<T, E>(ranks: &dyn Ranks, mine: Result<T, Stopped<E>>) -> Result<Vec<T>, Spread<E>>
where
    T: Serialize + DeserializeOwned,
    E: std::fmt::Display,
{
    let report = match &mine {
        Ok(v) => encode(&Report::Done(v)),
        Err(Stopped::Failed(e)) => encode(&Report::<()>::Failed(e.to_string())),
        Err(Stopped::Interrupted) => encode(&Report::<()>::Interrupted),
    };
    let all = ranks.all_gather(&report);
    let mut mine = Some(mine);
    let mut values = Vec::with_capacity(all.len());
    let mut failed = None;
    let mut interrupted = false;
    for (rank, bytes) in all.iter().enumerate() {
        if rank == ranks.rank() {
            match mine.take().expect("one report of one's own") {
                Ok(v) => values.push(v),
                Err(Stopped::Failed(e)) => return Err(Spread::Failed(e)),
                Err(Stopped::Interrupted) => interrupted = true,
            }
            continue;
        }
        match postcard::from_bytes::<Report<T>>(bytes) {
            Ok(Report::Done(v)) => values.push(v),
            Ok(Report::Failed(message)) => {
                failed.get_or_insert(Spread::FailedOn { rank, message });
            }
            Ok(Report::Interrupted) => interrupted = true,
            Err(e) => {
                failed.get_or_insert(Spread::FailedOn {
                    rank,
                    message: format!(
                        "its results could not be read ({e}): is every rank the same catan?"
                    ),
                });
            }
        }
    }
    match failed {
        Some(f) => Err(f),
        None if interrupted => Err(Spread::Interrupted),
        None => Ok(values),
    }
}

/// [`runner::run`] spread over the ranks: every rank gets every result, in job order.
pub fn run<T, E, F>(
    count: u64,
    ctl: &Control<'_>,
    ranks: &dyn Ranks,
    job: F,
) -> Result<Vec<T>, Spread<E>>
where
    T: Send + Serialize + DeserializeOwned,
    E: Send + std::fmt::Display,
    F: Fn(u64) -> Result<T, E> + Sync,
{
    if ranks.size() == 1 {
        return runner::run(count, ctl, job).map_err(local);
    }
    let mine = block(count, ranks.rank(), ranks.size());
    let local = runner::run(mine.end - mine.start, ctl, |i| job(mine.start + i));
    Ok(gather_reports(ranks, local)?
        .into_iter()
        .flatten()
        .collect())
}

/// [`runner::fold`] spread over the ranks: each rank folds its block, and every rank merges the
/// blocks' accumulators in rank order. The result is the same for any number of ranks and
/// threads when folding is order-independent.
pub fn fold<T, A, E, F, Add, Merge>(
    count: u64,
    ctl: &Control<'_>,
    ranks: &dyn Ranks,
    empty: impl Fn() -> A + Sync + Send,
    job: F,
    add: Add,
    merge: Merge,
) -> Result<A, Spread<E>>
where
    A: Send + Serialize + DeserializeOwned,
    E: Send + std::fmt::Display,
    F: Fn(u64) -> Result<T, E> + Sync,
    Add: Fn(&mut A, u64, T) + Sync,
    Merge: Fn(A, A) -> A + Sync + Send,
{
    if ranks.size() == 1 {
        return runner::fold(count, ctl, empty, job, add, merge).map_err(local);
    }
    let mine = block(count, ranks.rank(), ranks.size());
    let local = runner::fold(
        mine.end - mine.start,
        ctl,
        &empty,
        |i| job(mine.start + i),
        |a, i, t| add(a, mine.start + i, t),
        &merge,
    );
    Ok(gather_reports(ranks, local)?
        .into_iter()
        .fold(empty(), &merge))
}

/// Whether `flag` is set on any rank (collective).
pub fn any(ranks: &dyn Ranks, flag: bool) -> bool {
    if ranks.size() == 1 {
        return flag;
    }
    ranks.all_gather(&[flag as u8]).iter().any(|b| b == &[1])
}

/// Whether every rank holds the same `digest` of its inputs; the first rank that differs.
pub fn first_different(ranks: &dyn Ranks, digest: u64) -> Option<usize> {
    if ranks.size() == 1 {
        return None;
    }
    let all = ranks.all_gather(&digest.to_le_bytes());
    all.iter().position(|d| d[..] != all[0][..])
}

/// A digest of a value's `Debug` form: what every rank compares to know that it read the same
/// inputs as rank 0 (the same catan on every node hashes the same way).
pub fn digest(value: &impl std::fmt::Debug) -> u64 {
    use std::hash::{Hash, Hasher};
    struct Feed<'a>(&'a mut std::collections::hash_map::DefaultHasher);
    impl std::fmt::Write for Feed<'_> {
        fn write_str(&mut self, s: &str) -> std::fmt::Result {
            s.hash(self.0);
            Ok(())
        }
    }
    let mut h = std::collections::hash_map::DefaultHasher::new();
    let _ = std::fmt::write(&mut Feed(&mut h), format_args!("{value:?}"));
    h.finish()
}

fn local<E>(s: Stopped<E>) -> Spread<E> {
    match s {
        Stopped::Failed(e) => Spread::Failed(e),
        Stopped::Interrupted => Spread::Interrupted,
    }
}

/// Ranks simulated by threads, for tests: `size` ranks, each a thread, meeting at every
/// collective call.
#[cfg(test)]
pub(crate) mod threads {
    use super::Ranks;
    use std::sync::{Arc, Barrier, Mutex};

    pub(crate) struct ThreadRanks {
        rank: usize,
        size: usize,
        slots: Arc<Mutex<Vec<Vec<u8>>>>,
        barrier: Arc<Barrier>,
    }

    /// `size` connected ranks, one per thread to be started.
    pub(crate) fn connected(size: usize) -> Vec<ThreadRanks> {
        let slots = Arc::new(Mutex::new(vec![Vec::new(); size]));
        let barrier = Arc::new(Barrier::new(size));
        (0..size)
            .map(|rank| ThreadRanks {
                rank,
                size,
                slots: slots.clone(),
                barrier: barrier.clone(),
            })
            .collect()
    }

    impl Ranks for ThreadRanks {
        fn rank(&self) -> usize {
            self.rank
        }
        fn size(&self) -> usize {
            self.size
        }
        fn all_gather(&self, mine: &[u8]) -> Vec<Vec<u8>> {
            self.slots.lock().unwrap()[self.rank] = mine.to_vec();
            self.barrier.wait();
            let all = self.slots.lock().unwrap().clone();
            self.barrier.wait();
            all
        }
        fn broadcast(&self, root: &[u8]) -> Vec<u8> {
            self.all_gather(root).swap_remove(0)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn blocks_cover_every_job_once_in_order() {
        for count in [0u64, 1, 2, 7, 100, 1001] {
            for size in 1..6 {
                let mut next = 0;
                for rank in 0..size {
                    let b = block(count, rank, size);
                    assert_eq!(b.start, next);
                    assert!(b.end - b.start <= count / size as u64 + 1);
                    next = b.end;
                }
                assert_eq!(next, count);
            }
        }
    }

    /// Run `body` on `size` thread-ranks and return rank 0's result.
    fn on_ranks<R: Send>(size: usize, body: impl Fn(&dyn Ranks) -> R + Sync) -> Vec<R> {
        std::thread::scope(|s| {
            let handles: Vec<_> = threads::connected(size)
                .into_iter()
                .map(|r| {
                    let body = &body;
                    s.spawn(move || body(&r))
                })
                .collect();
            handles.into_iter().map(|h| h.join().unwrap()).collect()
        })
    }

    #[test]
    fn spread_runs_and_folds_equal_one_process_for_any_rank_count() {
        let one = run(101, &Control::quiet(2), &OneProcess, |i| {
            Ok::<_, String>(i * i)
        })
        .unwrap();
        let folded = |ranks: &dyn Ranks| {
            fold(
                10_001,
                &Control::quiet(2),
                ranks,
                || (0u64, u64::MAX),
                |i| Ok::<_, String>(i * 3 + 1),
                |a, _, x| *a = (a.0 + x, a.1.min(x)),
                |a, b| (a.0 + b.0, a.1.min(b.1)),
            )
            .unwrap()
        };
        let one_fold = folded(&OneProcess);
        for size in [2, 3, 5] {
            for r in on_ranks(size, |ranks| {
                run(101, &Control::quiet(1), ranks, |i| Ok::<_, String>(i * i)).unwrap()
            }) {
                assert_eq!(r, one);
            }
            for f in on_ranks(size, folded) {
                assert_eq!(f, one_fold);
            }
        }
    }

    #[test]
    fn a_failure_on_one_rank_stops_every_rank_with_its_message() {
        let results = on_ranks(3, |ranks| {
            run(30, &Control::quiet(1), ranks, |i| {
                if i == 25 {
                    Err(format!("game {i} broke"))
                } else {
                    Ok(i)
                }
            })
        });
        assert_eq!(
            results[0],
            Err(Spread::FailedOn {
                rank: 2,
                message: "game 25 broke".into()
            })
        );
        assert_eq!(results[1], results[0]);
        assert_eq!(results[2], Err(Spread::Failed("game 25 broke".into())));
    }

    #[test]
    fn an_interruption_on_one_rank_interrupts_all() {
        let stop = std::sync::atomic::AtomicBool::new(true);
        let results = on_ranks(2, |ranks| {
            let ctl = Control {
                threads: 1,
                stop: (ranks.rank() == 1).then_some(&stop),
                progress: &|_| {},
            };
            run(10, &ctl, ranks, Ok::<_, String>)
        });
        assert!(results.iter().all(|r| *r == Err(Spread::Interrupted)));
        assert!(
            on_ranks(3, |ranks| any(ranks, ranks.rank() == 2))
                .iter()
                .all(|&b| b)
        );
        assert!(!on_ranks(3, |ranks| any(ranks, false)).iter().any(|&b| b));
    }

    #[test]
    fn ranks_with_other_inputs_are_named() {
        assert_eq!(on_ranks(3, |r| first_different(r, 7)), vec![None; 3]);
        let d = on_ranks(3, |r| first_different(r, if r.rank() == 2 { 8 } else { 7 }));
        assert_eq!(d, vec![Some(2); 3]);
        assert_eq!(digest(&("a", 1)), digest(&("a", 1)));
        assert_ne!(digest(&("a", 1)), digest(&("a", 2)));
    }
}
