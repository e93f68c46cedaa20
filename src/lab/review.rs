//! A finished game reviewed with the engine's eye (`catan review`): each seat's chance of
//! winning at the start of every turn, the turns where a seat's chance fell most (turning points),
//! and for each decision of a chosen seat the move the search player (Hard) would have made, with
//! both moves' values.
//!
//! Win chances are estimated from the **true position** — every hand and the deck's contents as
//! they were — by rollouts of the evolved strategy (`ai`) in every seat, each with its own future
//! (the dice, the cards drawn). The game is over, so nothing is hidden any more, and the true
//! position is what decided the game: a chance from public facts alone would blur a hand that
//! held the winning cards. A rollout that reaches the horizon unfinished shares its win by points.
//!
//! A decision is valued by the same rollouts after the move, so the played move and the search
//! player's choice are compared on equal terms. The search player chooses from the seat's own
//! view (what the seat knew then). Everything is seeded: the same record, seed and budget give
//! the same review.

use crate::ai::{AiPlayer, Individual, SearchBudget, SearchPlayer};
use crate::core::record::replay_step;
use crate::core::rng::derive_seed;
use crate::core::{Action, GameRecord, Phase, Player, PlayerView, Seat, State};
use crate::lab::LabError;
use serde::Serialize;

/// How much work a review does.
#[derive(Clone, Copy, Debug)]
pub struct ReviewConfig {
    /// Rollouts per position for the win chances.
    pub rollouts: u32,
    /// Rollouts of the search player choosing a move, and of the valuation of each move.
    pub search: u32,
    /// The seat whose decisions are reviewed (`None`: no decision review).
    pub seat: Option<Seat>,
    pub seed: u64,
    /// A rollout stops after this many turns (then points share the win).
    pub horizon: u32,
}

impl Default for ReviewConfig {
    fn default() -> Self {
        ReviewConfig {
            rollouts: 200,
            search: 200,
            seat: None,
            seed: 1,
            horizon: 200,
        }
    }
}

/// Win chances at one point of the game.
#[derive(Clone, Debug, Serialize, PartialEq)]
pub struct Chances {
    /// Actions played before this point.
    pub step: usize,
    /// Completed turns (0 = just after the opening).
    pub turn: u32,
    /// The round of play (`None`: the opening).
    pub round: Option<u32>,
    /// Each seat's chance of winning; they sum to 1.
    pub chances: Vec<f64>,
}

/// A turn over which a seat's chance fell.
#[derive(Clone, Debug, Serialize, PartialEq)]
pub struct TurningPoint {
    pub seat: u8,
    /// The turn that was played (its player), between `from_step` and `to_step`.
    pub turn: u32,
    /// The turn's round of play.
    pub round: Option<u32>,
    pub player: u8,
    pub from_step: usize,
    pub to_step: usize,
    pub before: f64,
    pub after: f64,
    /// What was done over the turn, in the log's words ("Blue built a road: 6 brick · 4 sheep").
    pub actions: Vec<String>,
}

/// The `k` largest of `points` (the review keeps them largest fall first), listed in the order
/// they were played — how the window and `catan review` show them.
pub fn largest_in_order(points: &[TurningPoint], k: usize) -> Vec<&TurningPoint> {
    let mut kept: Vec<&TurningPoint> = points.iter().take(k).collect();
    kept.sort_by_key(|t| (t.from_step, t.seat));
    kept
}

/// One decision of the reviewed seat.
#[derive(Clone, Debug, Serialize, PartialEq)]
pub struct Decision {
    pub step: usize,
    pub turn: u32,
    /// The decision's round of play (`None`: the opening).
    pub round: Option<u32>,
    /// The played move in the review window's words ("road at 6 brick · 4 sheep").
    pub played: String,
    pub played_action: Action,
    pub played_value: f64,
    /// The search player's choice (its first action), and its value.
    pub best: String,
    pub best_action: Action,
    pub best_value: f64,
    /// The search player's move's value less the played move's, by paired rollouts (the same
    /// seeds after each), with its 95 % interval, and the rollouts each move took.
    pub margin: f64,
    pub margin_interval: [f64; 2],
    pub margin_rollouts: u32,
}

impl Decision {
    /// Whether the search player's move is better beyond the noise: its margin's whole 95 %
    /// interval above nothing.
    pub fn clearly_better(&self) -> bool {
        self.best_action != self.played_action && self.margin_interval[0] > 0.0
    }
}

/// Two moves of `seat` from the position `s`: the one played and the search player's.
struct TwoMoves<'s, const W: usize> {
    s: &'s State<W>,
    seat: Seat,
    played: Action,
    best: Action,
}

/// The two moves compared by paired rollouts: each seed plays the future after both. Starts
/// with `n` rollouts each and doubles them while the difference's 95 % interval holds zero, up
/// to `4n`. (played's value, best's value, the margin, its interval, rollouts.)
fn compare_moves<const W: usize>(
    roll: &mut Rollouts<W>,
    moves: &TwoMoves<W>,
    n: u32,
    seed: u64,
) -> (f64, f64, f64, [f64; 2], u32) {
    let TwoMoves {
        s,
        seat,
        played,
        best,
    } = *moves;
    let after = |a: Action| {
        let mut t = s.clone();
        t.apply(a).is_ok().then_some(t)
    };
    let (Some(p), Some(b)) = (after(played), after(best)) else {
        return (0.0, 0.0, 0.0, [0.0, 0.0], 0);
    };
    let mut pairs: Vec<(f64, f64)> = Vec::new();
    let mut target = n.max(2);
    loop {
        while (pairs.len() as u32) < target {
            let k = derive_seed(seed, pairs.len() as u64);
            pairs.push((roll.one(&p, seat, k), roll.one(&b, seat, k)));
        }
        let m = pairs.len() as f64;
        let (pv, bv) = pairs
            .iter()
            .fold((0.0, 0.0), |(x, y), (a, b)| (x + a / m, y + b / m));
        let diff = bv - pv;
        let var = pairs
            .iter()
            .map(|(a, b)| (b - a - diff).powi(2))
            .sum::<f64>()
            / (m - 1.0);
        let half = 1.96 * (var / m).sqrt();
        let interval = [diff - half, diff + half];
        let separated = interval[0] > 0.0 || interval[1] < 0.0;
        if played == best || separated || target >= 4 * n.max(2) {
            return (pv, bv, diff, interval, target);
        }
        target *= 2;
    }
}

#[derive(Clone, Debug, Serialize, PartialEq)]
pub struct Review {
    pub players: Vec<String>,
    pub winner: Option<u8>,
    pub rollouts: u32,
    pub seed: u64,
    pub chances: Vec<Chances>,
    pub turning_points: Vec<TurningPoint>,
    pub decisions: Vec<Decision>,
}

/// The evolved strategy in every seat, as rollouts play.
struct Rollouts<const W: usize> {
    players: Vec<AiPlayer<W>>,
    legal: Vec<Action>,
    horizon: u32,
}

impl<const W: usize> Rollouts<W> {
    fn new(n: u8, horizon: u32) -> Rollouts<W> {
        Rollouts {
            players: (0..n)
                .map(|_| AiPlayer::new_sized("ai", Individual::default_ai()))
                .collect(),
            legal: Vec::new(),
            horizon,
        }
    }

    /// `seat`'s share of a win from `s` in one rollout seeded by `seed`.
    fn one(&mut self, s: &State<W>, seat: Seat, seed: u64) -> f64 {
        if let Some(w) = s.winner() {
            return (w == seat) as u8 as f64;
        }
        let mut world = s.clone();
        world.reseed(seed);
        self.play_out(&mut world)[seat.index()]
    }

    /// Every seat's share of a win from `s`, by `n` rollouts seeded from `seed`.
    fn chances(&mut self, s: &State<W>, n: u32, seed: u64) -> Vec<f64> {
        let seats = s.num_players() as usize;
        if let Some(w) = s.winner() {
            let mut out = vec![0.0; seats];
            out[w.index()] = 1.0;
            return out;
        }
        let mut total = vec![0.0; seats];
        for k in 0..n {
            let mut world = s.clone();
            world.reseed(derive_seed(seed, k as u64));
            for (i, v) in self.play_out(&mut world).into_iter().enumerate() {
                total[i] += v;
            }
        }
        total.iter().map(|t| t / n.max(1) as f64).collect()
    }

    /// Play `world` to its end (or the horizon); each seat's share of the win.
    fn play_out(&mut self, world: &mut State<W>) -> Vec<f64> {
        let horizon = world.turns() + self.horizon;
        while !world.is_over() && world.turns() < horizon {
            let seat = world.actor();
            let p = &mut self.players[seat.index()];
            let view = PlayerView::new(world, seat);
            let action = match world.phase() {
                Phase::Discard { .. } => p.choose_discard(&view).map(Action::Discard),
                _ => None,
            };
            let action = match action {
                Some(a) => a,
                None => {
                    world.legal_actions_into(&mut self.legal);
                    if self.legal.is_empty() {
                        break;
                    }
                    if matches!(world.phase(), Phase::TradeConfirm { .. }) {
                        // the offerer trades with the first who accepted
                        *self
                            .legal
                            .iter()
                            .find(|a| matches!(a, Action::ConfirmTrade(_)))
                            .unwrap_or(&self.legal[0])
                    } else {
                        p.choose(&view, &self.legal)
                    }
                }
            };
            if world.apply(action).is_err() {
                break;
            }
        }
        let n = world.num_players() as usize;
        let mut out = vec![0.0; n];
        match world.winner() {
            Some(w) => out[w.index()] = 1.0,
            None => {
                let points: Vec<f64> = Seat::all(world.num_players())
                    .map(|q| world.total_points(q) as f64)
                    .collect();
                let all: f64 = points.iter().sum();
                for (i, p) in points.iter().enumerate() {
                    out[i] = if all > 0.0 { p / all } else { 1.0 / n as f64 };
                }
            }
        }
        out
    }
}

/// Every seat's chance of winning from `s`, by `rollouts` rollouts of the evolved strategy seeded
/// from `seed`: from the true position, or — `public_only` — from a fresh sample of the public
/// facts for each rollout (every hand dealt as an onlooker would guess it), for a game whose hands
/// are hidden.
pub fn win_chances<const W: usize>(
    s: &State<W>,
    rollouts: u32,
    seed: u64,
    public_only: bool,
) -> Vec<f64> {
    let mut roll = Rollouts::new(s.num_players(), 200);
    if !public_only {
        return roll.chances(s, rollouts, seed);
    }
    let n = s.num_players() as usize;
    if let Some(w) = s.winner() {
        let mut out = vec![0.0; n];
        out[w.index()] = 1.0;
        return out;
    }
    let mut rng = crate::core::GameRng::new(seed);
    let mut total = vec![0.0; n];
    for _ in 0..rollouts {
        let mut world = s.public_sample(&mut rng);
        for (i, v) in roll.play_out(&mut world).into_iter().enumerate() {
            total[i] += v;
        }
    }
    total.iter().map(|t| t / rollouts.max(1) as f64).collect()
}

/// Whether a decision of the reviewed seat is worth a second opinion: a real choice in the
/// opening, before the roll, in the main phase or for the robber.
fn reviewed<const W: usize>(s: &State<W>, legal: &[Action]) -> bool {
    legal.len() > 1
        && matches!(
            s.phase(),
            Phase::SetupSettlement { .. }
                | Phase::BeforeRoll
                | Phase::Main
                | Phase::MoveRobber { .. }
        )
}

/// Whether the move played at step `i` (from `state`) came to nothing: an offer declined by
/// everyone asked or cancelled leaves every hand as it was. Comparing a "better move" with it
/// would only say that doing something beats doing nothing.
fn changed_nothing<const W: usize>(record: &GameRecord, i: usize, state: &State<W>) -> bool {
    if !matches!(record.steps[i].action, Action::OfferTrade { .. }) {
        return false;
    }
    let mut s = state.clone();
    for (k, step) in record.steps.iter().enumerate().skip(i) {
        if replay_step(&mut s, k, step).is_err() {
            return false;
        }
        if !matches!(
            s.phase(),
            Phase::TradeAnswers { .. } | Phase::TradeConfirm { .. }
        ) {
            break;
        }
    }
    s.players
        .iter()
        .zip(&state.players)
        .all(|(a, b)| a.hand == b.hand)
}

/// The positions a review looks at: the points of the game to estimate (after the opening, at
/// each turn's start, the end) and the reviewed seat's decisions, with the final state.
struct Positions<const W: usize> {
    points: Vec<(usize, State<W>)>,
    decisions: Vec<(usize, State<W>, Action)>,
    end: State<W>,
}

/// Replay `record`, keeping the positions a review looks at.
fn positions<const W: usize>(
    record: &GameRecord,
    mut state: State<W>,
    seat: Option<Seat>,
) -> Result<Positions<W>, LabError> {
    let mut points: Vec<(usize, State<W>)> = Vec::new();
    let mut decisions: Vec<(usize, State<W>, Action)> = Vec::new();
    let mut opened = false;
    for (i, step) in record.steps.iter().enumerate() {
        if !state.in_setup() && !opened {
            opened = true;
            points.push((i, state.clone()));
        }
        if seat == Some(step.seat) {
            let legal = state.legal_actions();
            if reviewed(&state, &legal) && !changed_nothing(record, i, &state) {
                decisions.push((i, state.clone(), step.action));
            }
        }
        let turn = state.turns();
        replay_step(&mut state, i, step)?;
        // a point after every turn (not after each pass of a special building phase)
        if step.action == Action::EndTurn && state.turns() != turn {
            points.push((i + 1, state.clone()));
        }
    }
    if points.last().is_none_or(|(i, _)| *i != record.steps.len()) {
        points.push((record.steps.len(), state.clone()));
    }
    Ok(Positions {
        points,
        decisions,
        end: state,
    })
}

/// Review `record`. `progress` hears (done, total) positions as the work goes.
pub fn review(
    record: &GameRecord,
    cfg: &ReviewConfig,
    progress: impl FnMut(u64, u64),
) -> Result<Review, LabError> {
    match crate::core::AnyBoard::from_file(record.board.clone()) {
        Ok(crate::core::AnyBoard::Wide(_)) => {
            review_sized::<{ crate::core::bits::WIDE }>(record, cfg, progress)
        }
        // a narrow board, or one that says itself why it does not replay
        _ => review_sized::<{ crate::core::bits::NARROW }>(record, cfg, progress),
    }
}

/// [`review`] at width `W` (the window's games are held wide).
pub fn review_sized<const W: usize>(
    record: &GameRecord,
    cfg: &ReviewConfig,
    mut progress: impl FnMut(u64, u64),
) -> Result<Review, LabError> {
    let state = record.initial_state_sized::<W>()?;
    let n = state.num_players();
    if let Some(s) = cfg.seat
        && s.0 >= n
    {
        return Err(LabError::ReviewSeat { seat: s, seats: n });
    }
    let at = positions(record, state, cfg.seat)?;
    let total = (at.points.len() + at.decisions.len()) as u64;
    let mut done = 0u64;
    let mut roll = Rollouts::new(n, cfg.horizon);
    let mut chances = Vec::with_capacity(at.points.len());
    for (k, (step, s)) in at.points.iter().enumerate() {
        let c = roll.chances(s, cfg.rollouts, derive_seed(cfg.seed, k as u64));
        chances.push(Chances {
            step: *step,
            turn: s.turns(),
            round: s.round_of_play(),
            chances: c,
        });
        done += 1;
        progress(done, total);
    }
    let turning_points = turning_points(record, &at.end.board, &chances, n as usize);
    // the reviewed seat's decisions against the search player's
    let mut decisions = Vec::new();
    if let Some(seat) = cfg.seat {
        for (k, (step, s, played)) in at.decisions.iter().enumerate() {
            let asked = Asked {
                step: *step,
                s,
                seat,
                played: *played,
            };
            decisions.push(second_opinion(&mut roll, cfg, k, &asked));
            done += 1;
            progress(done, total);
        }
    }
    Ok(Review {
        players: record.players.clone(),
        winner: at.end.winner().map(|w| w.0),
        rollouts: cfg.rollouts,
        seed: cfg.seed,
        chances,
        turning_points,
        decisions,
    })
}

/// Each seat's largest falls of the chance to win over one turn, largest first (3 a seat).
fn turning_points<const W: usize>(
    record: &GameRecord,
    board: &crate::core::Board<W>,
    chances: &[Chances],
    n: usize,
) -> Vec<TurningPoint> {
    let mut turning_points = Vec::new();
    let taken = words::taken_counters(record);
    for w in chances.windows(2) {
        let (a, b) = (&w[0], &w[1]);
        let player = record
            .steps
            .get(a.step)
            .map(|st| st.seat.0)
            .unwrap_or_default();
        for seat in 0..n {
            let fall = a.chances[seat] - b.chances[seat];
            if fall > 0.0 {
                turning_points.push(TurningPoint {
                    seat: seat as u8,
                    turn: a.turn,
                    round: a.round,
                    player,
                    from_step: a.step,
                    to_step: b.step,
                    before: a.chances[seat],
                    after: b.chances[seat],
                    actions: (a.step..b.step)
                        .filter(|&i| {
                            !matches!(
                                record.steps[i].action,
                                Action::EndTurn | Action::AcceptTrade | Action::DeclineTrade
                            )
                        })
                        .filter_map(|i| {
                            words::said_in_talk(
                                board,
                                &record.steps[i],
                                taken.get(i).copied().flatten(),
                            )
                        })
                        .collect(),
                });
            }
        }
    }
    turning_points.sort_by(|x, y| {
        (y.before - y.after)
            .total_cmp(&(x.before - x.after))
            .then(x.from_step.cmp(&y.from_step))
    });
    turning_points.truncate(3 * n);
    turning_points
}

/// A reviewed decision: at `step`, from the position `s`, `seat` played `played`.
struct Asked<'s, const W: usize> {
    step: usize,
    s: &'s State<W>,
    seat: Seat,
    played: Action,
}

/// The `k`-th reviewed decision against the search player's choice.
fn second_opinion<const W: usize>(
    roll: &mut Rollouts<W>,
    cfg: &ReviewConfig,
    k: usize,
    asked: &Asked<W>,
) -> Decision {
    let Asked {
        step,
        s,
        seat,
        played,
    } = *asked;
    let budget = SearchBudget {
        rollouts: cfg.search,
        ..SearchBudget::default()
    };
    let seed = derive_seed(cfg.seed, 1_000_000 + k as u64);
    let mut hard = SearchPlayer::new_sized("hard", Individual::default_ai(), budget, seed);
    let legal = s.legal_actions();
    let best = hard.choose(&PlayerView::new(s, seat), &legal);
    let (played_value, best_value, margin, margin_interval, margin_rollouts) = compare_moves(
        roll,
        &TwoMoves {
            s,
            seat,
            played,
            best,
        },
        cfg.search,
        seed,
    );
    Decision {
        step,
        turn: s.turns(),
        round: s.round_of_play(),
        played: words::move_words(&s.board, &played),
        played_action: played,
        played_value,
        best: words::move_words(&s.board, &best),
        best_action: best,
        best_value,
        margin,
        margin_interval,
        margin_rollouts,
    }
}

#[cfg(test)]
mod leader_tests;
#[cfg(test)]
mod tests;
pub mod words;
