//! Playing games headless: one game ([`play_game`]) or many in parallel ([`run`]), with the
//! statistics the CLI prints.

use super::ranks::{self, OneProcess, Ranks, Spread};
use super::runner;
use crate::core::record::GameRecord;
use crate::core::rng::derive_seed;
use crate::core::{Action, Choice, Phase, PlayerView, Rules, Seat, State, Step};
use crate::lab::LabError;
use crate::{core::Player, lab::PlayerSpec};
use serde::{Deserialize, Serialize};
use std::path::PathBuf;
use std::sync::Arc;
use std::time::Instant;

/// How one game ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameResult {
    pub winner: Option<Seat>,
    pub turns: u32,
    pub rounds: u32,
    pub actions: u32,
    /// Final points by seat (hidden ones included).
    pub points: Vec<u8>,
    /// What the 7s cost each seat.
    pub sevens: Vec<Sevens>,
    /// Each seat's race to the islands (Seafarers).
    pub sea: Vec<SeaRace>,
}

/// Play `state` to the end (or to `max_turns` turns) with `players` by seat. When `record` is
/// given every step is appended to it. A player that chooses an illegal action ends the game
/// with an error naming the seat, the action and the rule.
pub fn play_game<const W: usize>(
    state: &mut State<W>,
    players: &mut [Box<dyn Player<W>>],
    max_turns: u32,
    record: Option<&mut GameRecord>,
) -> Result<GameResult, LabError> {
    play_game_timed(state, players, max_turns, record, None)
}

/// [`play_game`] that also times the decisions of the players that think long
/// ([`Player::thinks_long`]): every decision with a choice (more than one legal action, or a
/// discard) is added to `times[seat]`.
pub fn play_game_timed<const W: usize>(
    state: &mut State<W>,
    players: &mut [Box<dyn Player<W>>],
    max_turns: u32,
    mut record: Option<&mut GameRecord>,
    mut times: Option<&mut [DecisionTimes]>,
) -> Result<GameResult, LabError> {
    let mut legal = Vec::with_capacity(64);
    let mut actions = 0u32;
    let mut sevens = vec![Sevens::default(); state.num_players as usize];
    let mut sea = SeaRace::new_game(state.num_players as usize);
    let timed = if times.is_some() {
        timed_seats(players)
    } else {
        0
    };
    while !state.is_over() && state.turns < max_turns {
        let seat = state.actor();
        let player = &mut players[seat.index()];
        let clock = (timed >> seat.index() & 1 == 1).then(Instant::now);
        let (action, listed, had_choice) = next_action(state, player.as_mut(), &mut legal)?;
        if let (Some(clock), Some(times)) = (clock, times.as_deref_mut())
            && had_choice
            && let Some(t) = times.get_mut(seat.index())
        {
            t.add(clock.elapsed());
        }
        // an action from the legal list is applied without a second check
        let chance = if listed {
            state.apply_legal(action)
        } else {
            state
                .apply(action)
                .map_err(|error| LabError::IllegalChoice {
                    player: players[seat.index()].name(),
                    seat,
                    action,
                    index: actions,
                    error,
                })?
                .chance()
        };
        actions += 1;
        sevens::note(&mut sevens, state, seat, action, chance);
        sea::note(&mut sea, state, seat, action, chance);
        if let Some(r) = record.as_deref_mut() {
            r.steps.push(Step {
                seat,
                action,
                chance,
            });
        }
    }
    Ok(GameResult {
        winner: state.winner(),
        turns: state.turns,
        rounds: state.round(),
        actions,
        points: (0..state.num_players)
            .map(|p| state.total_points(Seat(p)))
            .collect(),
        sevens,
        sea,
    })
}

/// The seats whose players think long, as bits (no allocation).
fn timed_seats<const W: usize>(players: &[Box<dyn Player<W>>]) -> u8 {
    let mut timed = 0u8;
    for (i, p) in players.iter().enumerate().take(8) {
        if p.thinks_long() {
            timed |= 1 << i;
        }
    }
    timed
}

/// The acting player's action: a discard, or a choice from the legal list (`legal` is filled).
/// Also whether it came from the list (and needs no second check) and whether there was a
/// choice to make (a discard, or more than one legal action).
#[inline]
pub(super) fn next_action<const W: usize>(
    state: &State<W>,
    player: &mut dyn Player<W>,
    legal: &mut Vec<Action>,
) -> Result<(Action, bool, bool), LabError> {
    let seat = state.actor();
    let view = PlayerView::new(state, seat);
    if let Phase::Discard { .. } = state.phase()
        && let Some(cards) = player.choose_discard(&view)
    {
        return Ok((Action::Discard(cards), false, true));
    }
    state.legal_actions_into(legal);
    if legal.is_empty() {
        return Err(LabError::NoLegalAction {
            seat,
            phase: state.phase().name(),
            round: state.round(),
        });
    }
    let choice = legal.len() > 1;
    match player.choose_listed(&view, legal) {
        Choice::Listed(i) if i < legal.len() => Ok((legal[i], true, choice)),
        Choice::Listed(index) => Err(LabError::ChoiceOutOfRange {
            player: player.name(),
            seat,
            index,
            count: legal.len(),
        }),
        Choice::Other(a) => Ok((a, false, choice)),
    }
}

/// How long a player's decisions took: a histogram in tenths of a millisecond (up to 2 s; longer
/// ones in the last bucket) with the exact count, sum and maximum. Empty until a decision is
/// added, so players that are not timed cost nothing.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct DecisionTimes {
    pub decisions: u64,
    pub seconds: f64,
    pub max_seconds: f64,
    buckets: Vec<u32>,
}

/// The summary of [`DecisionTimes`] in milliseconds.
#[derive(Clone, Debug, Serialize, PartialEq)]
pub struct DecisionStats {
    pub decisions: u64,
    pub mean_ms: f64,
    pub median_ms: f64,
    pub p90_ms: f64,
    pub max_ms: f64,
}

impl DecisionTimes {
    const BUCKETS: usize = 20_000;
    const BUCKET_SECONDS: f64 = 1e-4;

    pub fn add(&mut self, d: std::time::Duration) {
        let secs = d.as_secs_f64();
        if self.buckets.is_empty() {
            self.buckets = vec![0; Self::BUCKETS];
        }
        let b = ((secs / Self::BUCKET_SECONDS) as usize).min(Self::BUCKETS - 1);
        self.buckets[b] += 1;
        self.decisions += 1;
        self.seconds += secs;
        self.max_seconds = self.max_seconds.max(secs);
    }

    pub fn merge(&mut self, other: &DecisionTimes) {
        if other.decisions == 0 {
            return;
        }
        if self.buckets.is_empty() {
            self.buckets = vec![0; Self::BUCKETS];
        }
        for (a, b) in self.buckets.iter_mut().zip(&other.buckets) {
            *a += b;
        }
        self.decisions += other.decisions;
        self.seconds += other.seconds;
        self.max_seconds = self.max_seconds.max(other.max_seconds);
    }

    /// The time under which a share `q` of the decisions took (the upper edge of its bucket).
    pub fn quantile_seconds(&self, q: f64) -> f64 {
        let want = (q * self.decisions as f64).ceil().max(1.0) as u64;
        let mut seen = 0u64;
        for (i, &c) in self.buckets.iter().enumerate() {
            seen += c as u64;
            if seen >= want && i + 1 < Self::BUCKETS {
                return ((i + 1) as f64 * Self::BUCKET_SECONDS).min(self.max_seconds);
            }
        }
        self.max_seconds
    }

    pub fn stats(&self) -> Option<DecisionStats> {
        (self.decisions > 0).then(|| DecisionStats {
            decisions: self.decisions,
            mean_ms: 1e3 * self.seconds / self.decisions as f64,
            median_ms: 1e3 * self.quantile_seconds(0.5),
            p90_ms: 1e3 * self.quantile_seconds(0.9),
            max_ms: 1e3 * self.max_seconds,
        })
    }
}

#[derive(Clone, Debug)]
pub struct SimConfig {
    pub players: Vec<PlayerSpec>,
    pub games: u32,
    pub seed: u64,
    pub threads: usize,
    pub board: BoardChoice,
    pub rules: Arc<Rules>,
    pub max_turns: u32,
    pub record_dir: Option<PathBuf>,
}

#[derive(Clone, Debug, Serialize, PartialEq)]
pub struct RoundStats {
    pub min: u32,
    pub max: u32,
    pub mean: f64,
}

/// Results per listed player (not per seat: seats rotate).
#[derive(Clone, Debug, Serialize, PartialEq)]
pub struct SimSummary {
    pub players: Vec<String>,
    pub games: u32,
    pub finished: u32,
    pub unfinished: u32,
    pub wins: Vec<u32>,
    /// Share of finished games each listed player won.
    pub win_rate: Vec<f64>,
    /// Its 95 % Wilson score interval.
    pub wilson95: Vec<[f64; 2]>,
    /// Mean final points of each listed player over all games.
    pub mean_points: Vec<f64>,
    /// Rounds of finished games.
    pub rounds: RoundStats,
    pub mean_actions: f64,
    pub seed: u64,
    pub threads: usize,
    pub seconds: f64,
    pub games_per_second: f64,
    /// Decision times of the listed players that think long (the search player), with a choice
    /// to make; `null` for the others.
    pub decision_ms: Vec<Option<DecisionStats>>,
    /// Each listed player's hand at 7s and cards discarded to them.
    pub sevens: Vec<SevensStats>,
    /// Each listed player's race to the islands (all zero on a board without a sea).
    pub sea: Vec<SeaStats>,
}

/// The seat → listed-player mapping of game `i`: seats rotate so every listed player starts
/// equally often.
pub fn listed_player_at(game: u32, seat: usize, n: usize) -> usize {
    (seat + game as usize) % n
}

/// Play game `i` of a run.
pub fn run_one(cfg: &SimConfig, i: u32) -> Result<GameResult, LabError> {
    run_one_timed(cfg, i, None)
}

/// Play game `i` of a run, timing the decisions of the players that think long into `times`
/// (by seat).
pub fn run_one_timed(
    cfg: &SimConfig,
    i: u32,
    times: Option<&mut [DecisionTimes]>,
) -> Result<GameResult, LabError> {
    let game_seed = derive_seed(cfg.seed, i as u64);
    crate::with_width!(cfg.board.board_for(game_seed), board => run_on(cfg, i, board, times))
}

/// Play game `i` of a run on `board` (at its width).
fn run_on<const W: usize>(
    cfg: &SimConfig,
    i: u32,
    board: Arc<crate::core::Board<W>>,
    times: Option<&mut [DecisionTimes]>,
) -> Result<GameResult, LabError> {
    let n = cfg.players.len();
    let game_seed = derive_seed(cfg.seed, i as u64);
    let mut state = State::new(board, cfg.rules.clone(), n as u8, derive_seed(game_seed, 2))?;
    let mut players: Vec<Box<dyn Player<W>>> = (0..n)
        .map(|s| {
            let seed = derive_seed(game_seed, 100 + s as u64);
            cfg.players[listed_player_at(i, s, n)].create_sized(seed)
        })
        .collect();
    let mut record = cfg.record_dir.as_ref().map(|_| {
        GameRecord::new(
            &state,
            players.iter().map(|p| p.name()).collect(),
            Some(game_seed),
        )
    });
    let result = play_game_timed(
        &mut state,
        &mut players,
        cfg.max_turns,
        record.as_mut(),
        times,
    )
    .map_err(|e| LabError::Game {
        game: i,
        error: Box::new(e),
    })?;
    if let (Some(dir), Some(rec)) = (&cfg.record_dir, record) {
        let path = dir.join(format!("game-{i:06}.ron"));
        crate::files::save_atomically(&path, rec.to_ron().as_bytes()).map_err(|error| {
            LabError::WriteRecord {
                path: path.clone(),
                error,
            }
        })?;
    }
    Ok(result)
}

/// Play `cfg.games` games on `cfg.threads` threads. The results depend only on the seed, not on
/// the thread count. `progress` is called with the number of games done so far.
pub fn run(cfg: &SimConfig, progress: &(dyn Fn(u32) + Sync)) -> Result<SimSummary, LabError> {
    run_spread(cfg, &OneProcess, progress)
}

/// [`run`] with the games spread over `ranks` (each plays a block of game numbers on its
/// threads); every rank gets the same summary, the same as one process's.
pub fn run_spread(
    cfg: &SimConfig,
    ranks: &dyn Ranks,
    progress: &(dyn Fn(u32) + Sync),
) -> Result<SimSummary, LabError> {
    if cfg.players.len() < 2 || cfg.players.len() > crate::core::action::MAX_PLAYERS {
        return Err(LabError::PlayerCount {
            listed: cfg.players.len(),
        });
    }
    let capacity = cfg.board.capacity();
    if cfg.players.len() > capacity as usize {
        return Err(LabError::Setup(crate::core::SetupError::BoardTooSmall {
            players: cfg.players.len(),
            capacity,
        }));
    }
    if let Some(dir) = &cfg.record_dir {
        crate::files::ensure_dir(dir).map_err(|error| LabError::CreateDir {
            path: dir.clone(),
            error,
        })?;
    }
    let start = Instant::now();
    let threads = cfg.threads.max(1).min(cfg.games.max(1) as usize);
    // rank 0 shows its own block's progress, scaled to the whole run
    let spread = ranks.size() as u64;
    let ctl = runner::Control {
        threads,
        stop: None,
        progress: &|d| progress((d * spread).min(cfg.games as u64) as u32),
    };
    let n = cfg.players.len();
    let timed = cfg.players.iter().any(PlayerSpec::thinks_long);
    let tally = ranks::fold(
        cfg.games as u64,
        &ctl,
        ranks,
        || Tally::new(n),
        |i| {
            if timed {
                let mut times = vec![DecisionTimes::default(); n];
                run_one_timed(cfg, i as u32, Some(&mut times)).map(|r| (r, times))
            } else {
                run_one(cfg, i as u32).map(|r| (r, Vec::new()))
            }
        },
        |t, i, (r, times)| t.add(i as u32, &r, &times),
        Tally::merge,
    )
    .map_err(|e| match e {
        Spread::Failed(e) => e,
        Spread::FailedOn { rank, message } => LabError::OnRank { rank, message },
        Spread::Interrupted => LabError::Interrupted,
    })?;
    Ok(tally.summary(cfg, start.elapsed().as_secs_f64(), threads))
}

/// The statistics of a run so far, per listed player: sums and counts only, so they fold in any
/// order and take the same memory for ten games or four billion.
#[derive(Serialize, Deserialize)]
struct Tally {
    games: u32,
    wins: Vec<u32>,
    points: Vec<u64>,
    finished: u32,
    rounds_min: u32,
    rounds_max: u32,
    rounds_sum: u64,
    actions: u64,
    times: Vec<DecisionTimes>,
    sevens: Vec<Sevens>,
    sea: Vec<SeaRace>,
}

impl Tally {
    fn new(n: usize) -> Tally {
        Tally {
            games: 0,
            wins: vec![0; n],
            points: vec![0; n],
            finished: 0,
            rounds_min: u32::MAX,
            rounds_max: 0,
            rounds_sum: 0,
            actions: 0,
            times: vec![DecisionTimes::default(); n],
            sevens: vec![Sevens::default(); n],
            sea: vec![SeaRace::default(); n],
        }
    }

    fn add(&mut self, game: u32, r: &GameResult, times: &[DecisionTimes]) {
        let n = self.wins.len();
        self.games += 1;
        for (seat, t) in times.iter().enumerate() {
            self.times[listed_player_at(game, seat, n)].merge(t);
        }
        for seat in 0..n {
            let listed = listed_player_at(game, seat, n);
            self.points[listed] += r.points[seat] as u64;
            if let Some(s) = r.sevens.get(seat) {
                self.sevens[listed].merge(s);
            }
            if let Some(s) = r.sea.get(seat) {
                self.sea[listed].merge(s);
            }
        }
        if let Some(w) = r.winner {
            self.wins[listed_player_at(game, w.index(), n)] += 1;
            self.finished += 1;
            self.rounds_min = self.rounds_min.min(r.rounds);
            self.rounds_max = self.rounds_max.max(r.rounds);
            self.rounds_sum += r.rounds as u64;
        }
        self.actions += r.actions as u64;
    }

    fn merge(mut a: Tally, b: Tally) -> Tally {
        a.games += b.games;
        for (x, y) in a.wins.iter_mut().zip(&b.wins) {
            *x += y;
        }
        for (x, y) in a.points.iter_mut().zip(&b.points) {
            *x += y;
        }
        a.finished += b.finished;
        a.rounds_min = a.rounds_min.min(b.rounds_min);
        a.rounds_max = a.rounds_max.max(b.rounds_max);
        a.rounds_sum += b.rounds_sum;
        a.actions += b.actions;
        for (x, y) in a.times.iter_mut().zip(&b.times) {
            x.merge(y);
        }
        for (x, y) in a.sevens.iter_mut().zip(&b.sevens) {
            x.merge(y);
        }
        for (x, y) in a.sea.iter_mut().zip(&b.sea) {
            x.merge(y);
        }
        a
    }

    fn summary(self, cfg: &SimConfig, seconds: f64, threads: usize) -> SimSummary {
        let (games, finished) = (self.games, self.finished);
        let g = games.max(1) as f64;
        SimSummary {
            players: cfg.players.iter().map(|p| p.to_string()).collect(),
            games,
            finished,
            unfinished: games - finished,
            win_rate: self
                .wins
                .iter()
                .map(|&w| w as f64 / finished.max(1) as f64)
                .collect(),
            wilson95: self
                .wins
                .iter()
                .map(|&w| super::stats::wilson95(w, finished))
                .collect(),
            wins: self.wins,
            mean_points: self.points.iter().map(|&p| p as f64 / g).collect(),
            rounds: RoundStats {
                min: if finished > 0 { self.rounds_min } else { 0 },
                max: self.rounds_max,
                mean: self.rounds_sum as f64 / finished.max(1) as f64,
            },
            mean_actions: self.actions as f64 / g,
            seed: cfg.seed,
            threads,
            seconds,
            games_per_second: games as f64 / seconds.max(1e-9),
            decision_ms: self.times.iter().map(DecisionTimes::stats).collect(),
            sevens: self
                .sevens
                .iter()
                .map(|s| SevensStats::of(s, games))
                .collect(),
            sea: self.sea.iter().map(SeaStats::of).collect(),
        }
    }
}

mod board_choice;
pub use board_choice::BoardChoice;
mod sevens;
pub use sevens::{Sevens, SevensStats};
mod sea;
pub use sea::{SeaRace, SeaStats};

#[cfg(test)]
mod tempo_tests;
#[cfg(test)]
mod tests;
#[cfg(test)]
mod wide_tests;
