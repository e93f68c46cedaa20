//! The review's engine leaves Bevy's async compute pool free: the renderer builds its
//! pipelines there, and on two cores a review holding the pool's thread kept the board's pieces
//! from showing until the engine was done (play-test 8: an empty board while stepping).

use super::Reviewing;
use super::tests::finished_session;
use crate::game::i18n::Lang;
use bevy::tasks::{AsyncComputeTaskPool, TaskPool, block_on};
use std::time::{Duration, Instant};

#[test]
fn the_async_compute_pool_stays_free_while_the_engine_reviews() {
    let pool = AsyncComputeTaskPool::get_or_init(TaskPool::default);
    let session = finished_session();
    // as many reviews as the pool has threads: each would hold one of them
    let reviews: Vec<Reviewing> = (0..pool.thread_num().max(1))
        .map(|_| Reviewing::start(&session, Lang::English).unwrap())
        .collect();
    std::thread::sleep(Duration::from_millis(200));
    let asked = Instant::now();
    let quick = pool.spawn(async { 7 });
    // a pipeline's build is quick: it must not wait for the engine's rollouts
    let done = std::thread::spawn(move || block_on(quick));
    while !done.is_finished() && asked.elapsed() < Duration::from_secs(5) {
        std::thread::sleep(Duration::from_millis(10));
    }
    assert!(
        done.is_finished(),
        "a task on the async compute pool waited {:?} behind the review",
        asked.elapsed()
    );
    assert!(
        reviews.iter().all(|r| r.chances.is_none()),
        "the engine was still reviewing"
    );
}
