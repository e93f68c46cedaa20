//! "Is this map fair?" in the editor: **Test this map** plays the lab's fairness run
//! ([`crate::lab::fairness`]) on a thread of its own while the editor stays usable (a progress
//! bar; Esc or Cancel stops it), then shows the seats' win rates beside the standard board's, the
//! flags in the person's language and a heat map of the opening corners on the board. **Balance
//! it** looks for swapped number tokens or harbours that bring the seats closer, shows the seats
//! before and after, and the person accepts (one edit: Ctrl+Z takes it back) or discards it.

use crate::core::BoardFile;
use crate::core::wide::Board;
use crate::lab::LabError;
use crate::lab::fairness::balance::{self, Proposal, Search};
use crate::lab::fairness::{Fairness, FairnessConfig, Openings, Watch};
use crate::lab::roster::PlayerSpec;
use std::sync::Arc;
use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, AtomicU32, Ordering};
use std::thread::JoinHandle;

/// Games of a test (about ±3 points on a seat's share).
const TEST_GAMES: u32 = 1000;
/// The search of "Balance it" (a few seconds a round on two cores).
const SEARCH: Search = Search {
    rounds: 3,
    candidates: 5,
    games: 400,
};

/// What a background run hands back.
pub(super) enum Outcome {
    Tested(Box<Fairness>),
    Balanced(Box<Proposal>),
}

/// A run in the background.
pub(super) struct Job {
    pub(super) balancing: bool,
    board: Arc<Board>,
    stop: Arc<AtomicBool>,
    done: Arc<AtomicU32>,
    pub(super) total: u32,
    /// Where the run leaves its result, and the thread (finished without one: it failed).
    slot: Arc<Mutex<Option<Result<Outcome, LabError>>>>,
    thread: JoinHandle<()>,
}

/// A test's figures for the map at an editor version.
pub(super) struct Tested {
    pub version: u64,
    pub board: Arc<Board>,
    pub figures: Fairness,
}

/// The fairness part of the editor's state.
pub(crate) struct Fair {
    pub(super) job: Option<Job>,
    pub(super) tested: Option<Tested>,
    pub(super) proposal: Option<Proposal>,
    pub(super) stopped: Option<Stopped>,
    /// Players at the table (0: four, or fewer when the map hosts fewer).
    pub(super) players: u8,
    /// How the opening settlements are placed in a test and in Balance it.
    pub(super) openings: Openings,
    /// A change the heat map must be drawn for.
    pub(super) changed: bool,
    /// Games of a test and the search of Balance it (smaller in tests).
    pub(super) games: u32,
    pub(super) search: Search,
}

impl Default for Fair {
    fn default() -> Fair {
        Fair {
            job: None,
            tested: None,
            proposal: None,
            stopped: None,
            players: 0,
            openings: Openings::DEFAULT,
            changed: false,
            games: TEST_GAMES,
            search: SEARCH,
        }
    }
}

/// Why the last run ended without figures.
#[derive(Clone, Debug, PartialEq)]
pub(super) enum Stopped {
    Cancelled,
    Failed(String),
}

impl Fair {
    pub(super) fn running(&self) -> bool {
        self.job.is_some()
    }

    /// Esc: stop a run in progress.
    pub(super) fn cancel(&mut self) {
        if let Some(j) = &self.job {
            j.stop.store(true, Ordering::Relaxed);
        }
    }

    /// Start a test of `file` for `players` (the map validates: the caller checked).
    pub(super) fn start_test(&mut self, file: BoardFile, players: u8) {
        self.start(file, players, false);
    }

    pub(super) fn start_balance(&mut self, file: BoardFile, players: u8) {
        self.start(file, players, true);
    }

    fn start(&mut self, file: BoardFile, players: u8, balancing: bool) {
        if self.job.is_some() {
            return;
        }
        let Ok(board) = Board::from_file_sized(file) else {
            return;
        };
        let slot = Arc::new(Mutex::new(None));
        let out = slot.clone();
        let stop = Arc::new(AtomicBool::new(false));
        let done = Arc::new(AtomicU32::new(0));
        let search = self.search;
        let total = if balancing {
            search.rounds * search.candidates
        } else {
            self.games
        };
        let board = Arc::new(board);
        let cfg = config(board.clone(), players, self.games, self.openings);
        let (s, d) = (stop.clone(), done.clone());
        let spawned = std::thread::Builder::new()
            .name("catan-fairness".into())
            .spawn(move || {
                let progress = |n: u32| d.store(n, Ordering::Relaxed);
                let watch = Watch {
                    stop: Some(&s),
                    progress: &progress,
                };
                let r = if balancing {
                    balance::balance(&cfg, search, &watch).map(|p| Outcome::Balanced(Box::new(p)))
                } else {
                    crate::lab::fairness::run(&cfg, &watch).map(|f| Outcome::Tested(Box::new(f)))
                };
                if let Ok(mut o) = out.lock() {
                    *o = Some(r);
                }
            });
        let Ok(thread) = spawned else {
            self.stopped = Some(Stopped::Failed("no thread could be started".into()));
            return;
        };
        self.stopped = None;
        self.job = Some(Job {
            balancing,
            board,
            stop,
            done,
            total,
            slot,
            thread,
        });
    }

    /// Games or tries done so far, of how many.
    pub(super) fn progress(&self) -> Option<(u32, u32)> {
        self.job
            .as_ref()
            .map(|j| (j.done.load(Ordering::Relaxed).min(j.total), j.total))
    }

    /// Take a finished run's result (each frame); `version` is the editor's now.
    pub(super) fn poll(&mut self, version: u64) {
        let Some(job) = &self.job else { return };
        // finished first: a result left just after the look is then still seen
        let finished = job.thread.is_finished();
        let taken = job.slot.lock().ok().and_then(|mut o| o.take());
        let r = match taken {
            Some(r) => r,
            None if finished => {
                self.job = None;
                self.stopped = Some(Stopped::Failed("the run ended without figures".into()));
                return;
            }
            None => return,
        };
        let board = job.board.clone();
        self.job = None;
        match r {
            Ok(Outcome::Tested(figures)) => {
                self.tested = Some(Tested {
                    version,
                    board,
                    figures: *figures,
                });
                self.proposal = None;
                self.changed = true;
            }
            Ok(Outcome::Balanced(p)) => self.proposal = Some(*p),
            Err(LabError::Interrupted) => self.stopped = Some(Stopped::Cancelled),
            Err(e) => self.stopped = Some(Stopped::Failed(e.to_string())),
        }
    }

    /// Figures worked out elsewhere (the screen atlas plays its own few games).
    pub(crate) fn show_figures(&mut self, version: u64, board: Arc<Board>, figures: Fairness) {
        self.tested = Some(Tested {
            version,
            board,
            figures,
        });
        self.changed = true;
    }

    /// The test's figures when they are of the map as it stands.
    pub(super) fn current(&self, version: u64) -> Option<&Tested> {
        self.tested.as_ref().filter(|t| t.version == version)
    }
}

fn config(
    board: Arc<Board>,
    players: u8,
    games: u32,
    openings: Openings,
) -> FairnessConfig<{ crate::core::wide::W }> {
    let rules = crate::files::rules_for_players("standard", players as usize)
        .unwrap_or_else(|_| crate::core::Rules::standard());
    FairnessConfig {
        board,
        rules: Arc::new(rules),
        players,
        games,
        seed: 1,
        threads: std::thread::available_parallelism().map_or(1, |n| n.get()),
        player: PlayerSpec::medium(),
        max_turns: 2000,
        openings,
    }
}
