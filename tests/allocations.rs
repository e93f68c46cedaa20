//! The simulator and the computer player allocate nothing per action: a counting allocator
//! (per thread, so other tests do not disturb it) counts every allocation while whole games are
//! played, and the count must not grow with the number of actions.

use catan::core::{Board, Rules, State};
use catan::lab::PlayerSpec;
use catan::lab::sim::{BoardChoice, play_game};
use std::alloc::{GlobalAlloc, Layout, System};
use std::cell::Cell;
use std::sync::Arc;

struct Counting;

thread_local! {
    static ALLOCATIONS: Cell<usize> = const { Cell::new(0) };
}

fn count() {
    // `try_with`: a thread being torn down may still allocate
    let _ = ALLOCATIONS.try_with(|c| c.set(c.get() + 1));
}

unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        count();
        unsafe { System.alloc(layout) }
    }
    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        unsafe { System.dealloc(ptr, layout) }
    }
    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        count();
        unsafe { System.alloc_zeroed(layout) }
    }
    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        count();
        unsafe { System.realloc(ptr, layout, new_size) }
    }
}

#[global_allocator]
static ALLOCATOR: Counting = Counting;

fn allocations() -> usize {
    ALLOCATIONS.with(|c| c.get())
}

/// Allocations and actions of each of `games` games played by `players` on random boards
/// (the board, the state and the players are made before counting starts).
fn per_game(players: &str, games: u64) -> Vec<(usize, u32)> {
    let specs = PlayerSpec::parse_list(players).unwrap();
    let rules = Arc::new(Rules::standard());
    let boards = BoardChoice::Random(Arc::new(Board::standard()));
    (0..games)
        .map(|g| {
            let board = boards
                .board_for(g)
                .narrow()
                .expect("random boards run narrow")
                .clone();
            let mut state = State::new(board, rules.clone(), specs.len() as u8, g).unwrap();
            let mut seats: Vec<_> = specs.iter().map(|s| s.create(g)).collect();
            let before = allocations();
            let result = play_game(&mut state, &mut seats, 2000, None).unwrap();
            (allocations() - before, result.actions)
        })
        .collect()
}

#[test]
fn games_allocate_a_few_buffers_and_nothing_per_action() {
    for players in [
        "random,random,random,random",
        "ai,ai,ai,ai",
        "ai,random,weighted",
    ] {
        let games = per_game(players, 40);
        let actions: u32 = games.iter().map(|g| g.1).sum();
        let most = games.iter().map(|g| g.0).max().unwrap();
        assert!(actions > 40 * 100, "{players}: {actions} actions");
        // the legal-action buffer and its growth to the longest list are all a game allocates
        assert!(
            most <= 8,
            "{players}: a game allocated {most} times ({:?})",
            games.iter().map(|g| g.0).collect::<Vec<_>>()
        );
    }
}

#[test]
fn the_counter_sees_allocations() {
    let before = allocations();
    let v: Vec<u64> = (0..100).collect();
    assert!(allocations() > before, "{}", v.len());
}
