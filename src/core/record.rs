//! Game records: the board, the rules, the players and every action with its chance outcome, so
//! that a game replays with no randomness at all.

use super::action::{Action, Chance, Events, Seat};
use super::board::{Board, BoardFile};
use super::board_problem::BoardProblem;
use super::error::{Rule, RuleError};
use super::phase::Phase;
use super::rules::Rules;
use super::state::State;
use crate::core::ron_file::FileError;
use crate::core::ron_file::parse_ron;
use serde::{Deserialize, Serialize};
use std::fmt;
use std::sync::Arc;

pub const RECORD_FORMAT: u32 = 1;

/// One action in a record: who acted, what they did, and what chance decided.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Step {
    pub seat: Seat,
    pub action: Action,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub chance: Option<Chance>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct GameRecord {
    pub format: u32,
    /// The players by seat (seat 0 starts): names such as `random`, `weighted`, `human`.
    pub players: Vec<String>,
    /// The seed the game was played with (informational: replay needs no randomness).
    #[serde(default)]
    pub seed: Option<u64>,
    pub rules: Rules,
    pub board: BoardFile,
    pub steps: Vec<Step>,
    /// The counter-offers made at the table, in order (records written before they were kept
    /// have none).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub counters: Vec<CounterStep>,
}

/// A counter-offer in a record: made with the decline that is step `at`; `seat` would give
/// `gives` for `gets`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CounterStep {
    pub at: u32,
    pub seat: Seat,
    pub gives: super::ResourceSet,
    pub gets: super::ResourceSet,
}

/// Why a record does not replay.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ReplayError {
    /// The record is not a valid game start (bad board, bad rules, wrong player count).
    Setup(String),
    /// Step `index` is illegal.
    Illegal {
        index: usize,
        step: Step,
        error: RuleError,
    },
}

impl fmt::Display for ReplayError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ReplayError::Setup(m) => write!(f, "{m}"),
            ReplayError::Illegal { index, step, error } => write!(
                f,
                "action {index} (seat {}: {}) is illegal: {} [rule: {}]",
                step.seat, step.action, error.message, error.rule
            ),
        }
    }
}

impl std::error::Error for ReplayError {}

impl GameRecord {
    pub fn new<const W: usize>(
        state: &State<W>,
        players: Vec<String>,
        seed: Option<u64>,
    ) -> GameRecord {
        GameRecord {
            format: RECORD_FORMAT,
            players,
            seed,
            rules: (*state.rules).clone(),
            board: state.board.file.clone(),
            steps: Vec::new(),
            counters: Vec::new(),
        }
    }

    /// The starting position this record describes.
    pub fn initial_state_sized<const W: usize>(&self) -> Result<State<W>, ReplayError> {
        if self.format != RECORD_FORMAT {
            return Err(ReplayError::Setup(format!(
                "record format {} is not supported (expected {RECORD_FORMAT})",
                self.format
            )));
        }
        self.rules
            .validate()
            .map_err(|e| ReplayError::Setup(format!("rules: {}", e.join("; "))))?;
        let board = Board::from_file_sized(self.board.clone())
            .map_err(|e| ReplayError::Setup(format!("board: {}", BoardProblem::join(&e, "; "))))?;
        let n = u8::try_from(self.players.len()).unwrap_or(u8::MAX);
        State::new(
            Arc::new(board),
            Arc::new(self.rules.clone()),
            n,
            self.seed.unwrap_or(0),
        )
        .map_err(|e| ReplayError::Setup(e.to_string()))
    }

    /// Re-apply every step with its recorded outcome, checking each one. Returns the final
    /// state, or the first illegal step.
    pub fn replay_sized<const W: usize>(&self) -> Result<State<W>, ReplayError> {
        let mut state = self.initial_state_sized()?;
        for (index, step) in self.steps.iter().enumerate() {
            replay_step(&mut state, index, step)?;
        }
        Ok(state)
    }

    /// Replay every step (checked as [`GameRecord::replay`] does), telling `each` what happened
    /// at each one: its index, the step, the phase before it, its events and the position after
    /// it. Returns the final state, or the first illegal step (after telling `each` every step
    /// before it) — the one way the game's log, statistics, review and a room's recent moves
    /// read a record.
    pub fn replay_each_sized<const W: usize>(
        &self,
        mut each: impl FnMut(ReplayedStep<'_, W>),
    ) -> Result<State<W>, ReplayError> {
        let mut state = self.initial_state_sized()?;
        for (index, step) in self.steps.iter().enumerate() {
            let before = state.phase();
            let events = apply_step(&mut state, index, step)?;
            each(ReplayedStep {
                index,
                step,
                before,
                events: &events,
                after: &state,
            });
        }
        Ok(state)
    }

    /// The position to continue a saved game from. Like [`GameRecord::replay`], and the random
    /// generator ends where an uninterrupted game's would: each step is applied with the seeded
    /// generator and checked against the recorded outcome. A record whose outcomes did not come
    /// from its seed (edited, or from elsewhere) is replayed with its outcomes and the generator
    /// is re-seeded from the seed and the step count, so the dice never repeat the game's start.
    pub fn resume_sized<const W: usize>(&self) -> Result<State<W>, ReplayError> {
        let mut state = self.initial_state_sized()?;
        let mut drawn = true;
        for (index, step) in self.steps.iter().enumerate() {
            if drawn && self.seed.is_some() && state.actor() == step.seat {
                let mut trial = state.clone();
                if let Ok(ev) = trial.apply(step.action)
                    && ev.chance() == step.chance
                {
                    state = trial;
                    continue;
                }
                drawn = false;
            }
            replay_step(&mut state, index, step)?;
        }
        if !drawn || self.seed.is_none() {
            let seed = super::rng::derive_seed(self.seed.unwrap_or(0), self.steps.len() as u64);
            state.rng = super::rng::GameRng::new(seed);
        }
        Ok(state)
    }

    /// [`GameRecord::initial_state_sized`] on the narrow board (up to 256 ids: the base game's).
    pub fn initial_state(&self) -> Result<State, ReplayError> {
        self.initial_state_sized()
    }

    /// [`GameRecord::replay_sized`] on the narrow board.
    pub fn replay(&self) -> Result<State, ReplayError> {
        self.replay_sized()
    }

    /// [`GameRecord::replay_each_sized`] on the narrow board.
    pub fn replay_each(&self, each: impl FnMut(ReplayedStep<'_>)) -> Result<State, ReplayError> {
        self.replay_each_sized(each)
    }

    /// [`GameRecord::resume_sized`] on the narrow board.
    pub fn resume(&self) -> Result<State, ReplayError> {
        self.resume_sized()
    }

    /// Pretty RON: the header indented, one step per line.
    pub fn to_ron(&self) -> String {
        #[derive(Serialize)]
        struct Header<'a> {
            format: u32,
            players: &'a [String],
            seed: Option<u64>,
            rules: &'a Rules,
            board: &'a BoardFile,
        }
        let header = Header {
            format: self.format,
            players: &self.players,
            seed: self.seed,
            rules: &self.rules,
            board: &self.board,
        };
        let deep = ron::ser::PrettyConfig::new()
            .depth_limit(3)
            .indentor("    ".to_string())
            .extensions(ron::extensions::Extensions::IMPLICIT_SOME);
        let flat = ron::ser::PrettyConfig::new().depth_limit(0);
        let mut out = ron::ser::to_string_pretty(&header, deep).expect("serialisable");
        let end = out.trim_end().trim_end_matches(')').trim_end().len();
        out.truncate(end);
        out.push_str("\n    steps: [\n");
        for step in &self.steps {
            out.push_str("        ");
            out.push_str(&ron::ser::to_string_pretty(step, flat.clone()).expect("serialisable"));
            out.push_str(",\n");
        }
        out.push_str("    ],\n");
        if !self.counters.is_empty() {
            out.push_str("    counters: [\n");
            for c in &self.counters {
                out.push_str("        ");
                out.push_str(&ron::ser::to_string_pretty(c, flat.clone()).expect("serialisable"));
                out.push_str(",\n");
            }
            out.push_str("    ],\n");
        }
        out.push_str(")\n");
        out
    }

    pub fn from_ron(name: &str, text: &str) -> Result<GameRecord, FileError> {
        parse_ron(name, text)
    }
}

/// One step of a record, replayed ([`GameRecord::replay_each`]).
#[derive(Clone, Copy, Debug)]
pub struct ReplayedStep<'a, const W: usize = 4> {
    pub index: usize,
    pub step: &'a Step,
    /// The phase the step was played in.
    pub before: Phase,
    pub events: &'a Events,
    /// The position after the step.
    pub after: &'a State<W>,
}

/// Apply one recorded step, checking that the right seat acts.
pub fn replay_step<const W: usize>(
    state: &mut State<W>,
    index: usize,
    step: &Step,
) -> Result<(), ReplayError> {
    apply_step(state, index, step).map(|_| ())
}

/// [`replay_step`], with the step's events.
fn apply_step<const W: usize>(
    state: &mut State<W>,
    index: usize,
    step: &Step,
) -> Result<Events, ReplayError> {
    let actor = state.actor();
    if step.seat != actor {
        return Err(ReplayError::Illegal {
            index,
            step: *step,
            error: RuleError::new(
                Rule::NotYourTurn,
                format!("seat {} acted but seat {actor} is to move", step.seat),
            ),
        });
    }
    state
        .apply_with(step.action, step.chance)
        .map_err(|error| ReplayError::Illegal {
            index,
            step: *step,
            error,
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn unknown_fields_in_a_step_are_errors() {
        let ok = "(seat: 0, action: EndTurn)";
        assert!(parse_ron::<Step>("r.ron", ok).is_ok());
        let e = parse_ron::<Step>("r.ron", "(seat: 0, action: EndTurn, comment: \"x\")")
            .unwrap_err()
            .to_string();
        assert!(e.starts_with("r.ron:1:") && e.contains("comment"), "{e}");
    }
}
