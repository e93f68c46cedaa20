//! The one parallel runner of the lab: jobs numbered `0..count` played on a `rayon` pool of a
//! chosen size. A job may depend only on its number (every game's seed is derived from it), and
//! results come back in job order, so a run gives the same results whatever the thread count.

use rayon::prelude::*;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};

/// Why a run ended without every result.
#[derive(Debug, PartialEq, Eq)]
pub enum Stopped<E> {
    /// A job failed (the runner stops handing out jobs after the first failure it sees).
    Failed(E),
    /// The stop flag was set (Ctrl-C); jobs in progress finished, the rest never started.
    Interrupted,
}

/// What a run is told from outside: how many threads, when to stop, whom to tell of progress.
pub struct Control<'a> {
    pub threads: usize,
    pub stop: Option<&'a AtomicBool>,
    /// Called with the number of jobs done so far (from any worker thread).
    pub progress: &'a (dyn Fn(u64) + Sync),
}

impl Control<'_> {
    /// `threads` threads, no stop flag, no progress.
    pub fn quiet(threads: usize) -> Control<'static> {
        Control {
            threads,
            stop: None,
            progress: &|_| {},
        }
    }
}

/// Run `job(0) … job(count − 1)` on `ctl.threads` threads and return the results in job order.
pub fn run<T, E, F>(count: u64, ctl: &Control<'_>, job: F) -> Result<Vec<T>, Stopped<E>>
where
    T: Send,
    E: Send,
    F: Fn(u64) -> Result<T, E> + Sync,
{
    let pool = pool(ctl.threads)?;
    let done = AtomicU64::new(0);
    pool.install(|| {
        (0..count)
            .into_par_iter()
            .map(|i| step(ctl, &done, &job, i))
            .collect()
    })
}

/// One job under the run's control: not started once the stop flag is set, counted for the
/// progress report when it succeeds.
fn step<T, E>(
    ctl: &Control<'_>,
    done: &AtomicU64,
    job: &impl Fn(u64) -> Result<T, E>,
    i: u64,
) -> Result<T, Stopped<E>> {
    if ctl.stop.is_some_and(|s| s.load(Ordering::Relaxed)) {
        return Err(Stopped::Interrupted);
    }
    let r = job(i).map_err(Stopped::Failed)?;
    (ctl.progress)(done.fetch_add(1, Ordering::Relaxed) + 1);
    Ok(r)
}

/// Run `job(0) … job(count − 1)` and fold their results into an accumulator without keeping
/// them: `add` folds one result in, `merge` joins two accumulators. The result is the same for
/// any thread count when folding is order-independent (sums, counts, minima). Memory stays
/// constant however many jobs there are.
pub fn fold<T, A, E, F, Add, Merge>(
    count: u64,
    ctl: &Control<'_>,
    empty: impl Fn() -> A + Sync + Send,
    job: F,
    add: Add,
    merge: Merge,
) -> Result<A, Stopped<E>>
where
    A: Send,
    E: Send,
    F: Fn(u64) -> Result<T, E> + Sync,
    Add: Fn(&mut A, u64, T) + Sync,
    Merge: Fn(A, A) -> A + Sync + Send,
{
    let pool = pool(ctl.threads)?;
    let done = AtomicU64::new(0);
    pool.install(|| {
        (0..count)
            .into_par_iter()
            .try_fold(&empty, |mut acc, i| {
                let r = step(ctl, &done, &job, i)?;
                add(&mut acc, i, r);
                Ok(acc)
            })
            .try_reduce(&empty, |a, b| Ok(merge(a, b)))
    })
}

fn pool<E>(threads: usize) -> Result<rayon::ThreadPool, Stopped<E>> {
    rayon::ThreadPoolBuilder::new()
        .num_threads(threads.max(1))
        .thread_name(|i| format!("catan-lab-{i}"))
        .build()
        .or_else(|_| {
            // No thread could be started: run on the calling thread.
            rayon::ThreadPoolBuilder::new()
                .num_threads(1)
                .use_current_thread()
                .build()
        })
        .map_err(|_| Stopped::Interrupted)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn results_come_in_job_order_whatever_the_thread_count() {
        for threads in [1, 2, 5] {
            let r: Vec<u64> = run(100, &Control::quiet(threads), |i| Ok::<_, ()>(i * i)).unwrap();
            assert_eq!(r, (0..100).map(|i| i * i).collect::<Vec<_>>());
        }
    }

    #[test]
    fn folds_are_the_same_whatever_the_thread_count_and_keep_no_results() {
        for threads in [1, 2, 7] {
            let sum = fold(
                1_000_000,
                &Control::quiet(threads),
                || (0u64, u64::MAX),
                |i| Ok::<_, ()>(i * 3),
                |a, _, x| *a = (a.0 + x, a.1.min(x)),
                |a, b| (a.0 + b.0, a.1.min(b.1)),
            )
            .unwrap();
            assert_eq!(sum, (3 * 999_999 * 1_000_000 / 2, 0));
        }
    }

    #[test]
    fn a_failed_job_ends_the_run_with_its_error() {
        let r = run(
            50,
            &Control::quiet(2),
            |i| if i == 7 { Err(i) } else { Ok(i) },
        );
        assert_eq!(r, Err(Stopped::Failed(7)));
    }

    #[test]
    fn the_stop_flag_interrupts_and_progress_counts_jobs() {
        let stop = AtomicBool::new(false);
        let seen = AtomicU64::new(0);
        let progress = |d: u64| {
            seen.fetch_max(d, Ordering::Relaxed);
            if d == 10 {
                stop.store(true, Ordering::Relaxed);
            }
        };
        let ctl = Control {
            threads: 1,
            stop: Some(&stop),
            progress: &progress,
        };
        assert_eq!(run(1000, &ctl, Ok::<_, ()>), Err(Stopped::Interrupted));
        assert!(seen.load(Ordering::Relaxed) < 1000);
        let all = Control {
            threads: 2,
            stop: None,
            progress: &progress,
        };
        seen.store(0, Ordering::Relaxed);
        run(30, &all, Ok::<_, ()>).unwrap();
        assert_eq!(seen.load(Ordering::Relaxed), 30);
    }
}
