//! Reviewing a game in the window: the position and the log at any step, stepping, jumping and
//! playing through, hidden hands shown (the game is over), and the engine's win chances per turn
//! (the lab's `review`, computed off the main thread) with the turning points.
//!
//! The review drives the [`Session`]: its state and log become those of the step shown (the
//! table follows as after any move), and the game's own are put back when the review closes.

use crate::core::GameRecord;
use crate::core::record::ReplayError;
use crate::core::wide::State;
use crate::game::i18n::Lang;
use crate::game::screens::InGame;
use crate::game::session::{LogLine, Session, TableReset, replay_log};
use crate::game::settings::Settings;
use crate::lab::LabError;
use crate::lab::review::{Decision, Review, ReviewConfig, review};
use bevy::prelude::*;
use bevy::tasks::{AsyncComputeTaskPool, Task, block_on, futures_lite::future};
use std::sync::Arc;

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (play_on, receive_chances).run_if(in_state(InGame).and_then(resource_exists::<Reviewing>)),
    );
    app.add_systems(
        Update,
        review_log_in_the_new_language
            .after(crate::game::session::log_in_the_new_language)
            .run_if(
                in_state(InGame)
                    .and_then(resource_exists::<Reviewing>)
                    .and_then(resource_exists::<Settings>),
            ),
    );
}

/// Seconds per step while playing through.
const STEP_SECS: f32 = 0.35;

/// The engine's budget in the window: enough for a readable graph in a few seconds.
fn window_budget() -> ReviewConfig {
    ReviewConfig {
        rollouts: 100,
        search: 0,
        seat: None,
        seed: 1,
        horizon: 200,
    }
}

/// A review in progress.
#[derive(Resource)]
pub struct Reviewing {
    /// The session reviewed.
    pub game: u64,
    /// `states[k]`: the position after `k` steps.
    states: Vec<State>,
    /// The whole game's log, and its length after each step.
    log: Vec<LogLine>,
    log_len: Vec<usize>,
    /// The game's own position, log and version, put back at the end.
    own: (State, Vec<LogLine>, u64),
    /// The language of `log`.
    lang: Lang,
    pub step: usize,
    pub playing: bool,
    timer: f32,
    /// The win chances, once computed.
    pub chances: Option<Result<Review, ReviewFailed>>,
    task: Option<Task<Result<Review, LabError>>>,
    /// Opened from the menu's list of saved games (closing goes back to the menu).
    pub from_menu: bool,
    /// The seat whose decisions are compared with the search player's, and the comparison.
    pub decisions_for: Option<crate::core::Seat>,
    pub decisions: Option<Result<Vec<Decision>, ReviewFailed>>,
    decisions_task: Option<Task<Result<Review, LabError>>>,
    record: GameRecord,
}

/// A move of `seat` in the words the log uses: where a build goes by the tiles it touches, whom
/// the robber robs by name ("settlement at 6 brick · 4 sheep", "robber to 8 wood, robbing
/// Blue").
pub fn move_words(
    lang: Lang,
    board: &crate::core::wide::Board,
    action: &crate::core::Action,
) -> String {
    use crate::core::Action;
    use crate::game::i18n::{cards_text, resource, seat_name, tr, tr_args};
    let place = crate::game::session::place_of(lang, board, action).unwrap_or_default();
    let at = |id: &str| tr_args(lang, id, &[("place", (&place).into())]);
    match *action {
        Action::BuildRoad(_) => at("move-road"),
        Action::BuildSettlement(_) => at("move-settlement"),
        Action::BuildCity(_) => at("move-city"),
        Action::BuildShip(_) => at("move-build-ship"),
        Action::MoveShip { .. } => at("move-ship-to"),
        Action::MoveRobber { victim: None, .. } => at("move-robber"),
        Action::MoveRobber {
            victim: Some(v), ..
        } => tr_args(
            lang,
            "move-robber-rob",
            &[
                ("place", (&place).into()),
                ("victim", (&seat_name(lang, v)).into()),
            ],
        ),
        Action::EndTurn => tr(lang, "move-end-turn"),
        Action::Roll => tr(lang, "move-roll"),
        Action::BuyDevelopmentCard => tr(lang, "move-buy-card"),
        Action::BankTrade { give, get } => tr_args(
            lang,
            "move-bank-trade",
            &[
                ("give", (&resource(lang, give)).into()),
                ("get", (&resource(lang, get)).into()),
            ],
        ),
        Action::OfferTrade { give, get, .. } => tr_args(
            lang,
            "move-offer",
            &[
                ("give", (&cards_text(lang, &give)).into()),
                ("get", (&cards_text(lang, &get)).into()),
            ],
        ),
        Action::PlayKnight => tr(lang, "move-knight"),
        Action::PlayRoadBuilding => tr(lang, "card-road-building"),
        Action::PlayYearOfPlenty(..) => tr(lang, "card-year-of-plenty"),
        Action::PlayMonopoly(r) => format!("{} ({})", tr(lang, "card-monopoly"), resource(lang, r)),
        Action::Discard(set) => tr_args(
            lang,
            "move-discard",
            &[("cards", (&cards_text(lang, &set)).into())],
        ),
        other => other.to_string(),
    }
}

/// Why the engine's review of a game failed: shared, as the screen atlas keeps the chances of
/// a record for each language it draws.
pub type ReviewFailed = Arc<LabError>;

impl Reviewing {
    /// A review of `session`'s game, shown from its last step; the win chances start computing.
    pub fn start(session: &Session, lang: Lang) -> Result<Reviewing, ReplayError> {
        let record = session.game.record.clone();
        let for_task = record.clone();
        let mut states = Vec::with_capacity(record.steps.len() + 1);
        states.push(record.initial_state_sized::<{ crate::core::wide::W }>()?);
        record.replay_each_sized(|r| states.push(r.after.clone()))?;
        let mut replayed = replay_log(&record, &session.seats, lang);
        // the reasons the table gave for computers' answers (the record has none)
        crate::game::session::with_live_reasons(lang, &mut replayed.lines, &session.log);
        let (log, log_len) = (replayed.lines, replayed.after_step);
        let n = record.steps.len();
        let task = AsyncComputeTaskPool::get()
            .spawn(async move { review(&for_task, &window_budget(), |_, _| {}) });
        Ok(Reviewing {
            game: session.id,
            states,
            log,
            log_len,
            own: (
                session.game.state.clone(),
                session.log.clone(),
                session.version,
            ),
            lang,
            step: n,
            playing: false,
            timer: 0.0,
            chances: None,
            task: Some(task),
            from_menu: false,
            decisions_for: None,
            decisions: None,
            decisions_task: None,
            record: session.game.record.clone(),
        })
    }

    /// The win chances already computed for this record (the screen atlas draws the review in
    /// each language without computing them again).
    pub(crate) fn known_chances(&mut self, chances: Result<Review, ReviewFailed>) {
        self.chances = Some(chances);
        self.task = None;
    }

    /// Compare `seat`'s decisions with the search player's (off the main thread).
    pub fn compare_decisions_of(&mut self, seat: crate::core::Seat) {
        if self.decisions_for == Some(seat) {
            return;
        }
        self.decisions_for = Some(seat);
        self.decisions = None;
        let record = self.record.clone();
        let cfg = ReviewConfig {
            rollouts: 1,
            search: 60,
            seat: Some(seat),
            ..window_budget()
        };
        self.decisions_task = Some(
            AsyncComputeTaskPool::get().spawn(async move { review(&record, &cfg, |_, _| {}) }),
        );
    }

    /// The reviewed seat's decision at the step shown, if one was made there.
    pub fn decision_here(&self) -> Option<&Decision> {
        match &self.decisions {
            Some(Ok(ds)) => ds.iter().find(|d| d.step == self.step),
            _ => None,
        }
    }

    /// The number of steps of the game.
    pub fn steps(&self) -> usize {
        self.states.len() - 1
    }

    /// The position after `k` steps.
    pub fn state_at(&self, k: usize) -> &State {
        &self.states[k.min(self.steps())]
    }

    /// Show step `k` (clamped) on the table and in the log: a position set whole, which the
    /// caller writes for the table to show.
    pub fn go(&mut self, session: &mut Session, k: usize) -> TableReset {
        let k = k.min(self.steps());
        self.step = k;
        session.game.state = self.states[k].clone();
        session.log = self.log[..self.log_len[k].min(self.log.len())].to_vec();
        session.version += 1;
        TableReset { new_game: false }
    }

    /// The log written again in `lang` (the game's own, put back at the end, too), shown up to
    /// the step on the table.
    pub fn rewrite_log(&mut self, session: &mut Session, lang: Lang) {
        let replayed = replay_log(&self.record, &session.seats, lang);
        (self.log, self.log_len) = (replayed.lines, replayed.after_step);
        if session.remote.is_none() {
            self.own.1 = self.log.clone();
        }
        self.lang = lang;
        session.log = self.log[..self.log_len[self.step].min(self.log.len())].to_vec();
    }

    /// Whether the reviewed game was played to its end (then every hand may be shown).
    pub fn finished(&self) -> bool {
        self.states.last().is_some_and(State::is_over)
    }

    /// The game's own position and log again (a position set whole, for the caller to write).
    pub fn close(&self, session: &mut Session) -> TableReset {
        session.game.state = self.own.0.clone();
        session.log = self.own.1.clone();
        session.version = self.own.2.max(session.version) + 1;
        TableReset { new_game: false }
    }

    /// The step at which round `n` starts (the opening's end for 1), if the game reached it.
    pub fn step_of_round(&self, n: u32) -> Option<usize> {
        (0..=self.steps()).find(|&k| self.states[k].round_of_play().is_some_and(|r| r >= n))
    }
}

/// Playing through: one step every [`STEP_SECS`].
fn play_on(
    time: Res<Time>,
    mut reviewing: ResMut<Reviewing>,
    mut session: ResMut<Session>,
    mut resets: MessageWriter<TableReset>,
) {
    if !reviewing.playing || reviewing.game != session.id {
        return;
    }
    reviewing.timer += time.delta_secs();
    if reviewing.timer >= STEP_SECS {
        reviewing.timer = 0.0;
        let next = reviewing.step + 1;
        if next > reviewing.steps() {
            reviewing.playing = false;
        } else {
            resets.write(reviewing.go(&mut session, next));
        }
    }
}

/// The language changed: the reviewed game's log is written in it again (the session's own
/// system has just written the whole game's log; the review shows its step's).
fn review_log_in_the_new_language(
    settings: Res<Settings>,
    mut reviewing: ResMut<Reviewing>,
    mut session: ResMut<Session>,
) {
    if reviewing.lang != settings.lang && reviewing.game == session.id {
        reviewing.rewrite_log(&mut session, settings.lang);
    }
}

/// The win chances and the decisions' comparison, when the engine has them.
fn receive_chances(mut reviewing: ResMut<Reviewing>) {
    if let Some(task) = &mut reviewing.task
        && let Some(result) = block_on(future::poll_once(task))
    {
        reviewing.chances = Some(result.map_err(Arc::new));
        reviewing.task = None;
    }
    if let Some(task) = &mut reviewing.decisions_task
        && let Some(result) = block_on(future::poll_once(task))
    {
        reviewing.decisions = Some(result.map(|r| r.decisions).map_err(Arc::new));
        reviewing.decisions_task = None;
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use crate::game::settings::new_game_from_flags;

    /// A finished game of computers, as a session.
    pub(crate) fn finished_session() -> Session {
        let players: Vec<String> = ["ai", "ai", "ai"].iter().map(|s| s.to_string()).collect();
        let game = new_game_from_flags(&players, None, None, 12).unwrap();
        let (mut session, computers) = Session::start(game, None).unwrap();
        for _ in 0..20_000 {
            if let Some((seat, a)) = session.game.due_answer(0, 0) {
                session.game.play(seat, a).unwrap();
                continue;
            }
            let seat = session.game.state.actor();
            let Some(d) = computers
                .seat(seat)
                .and_then(|c| c.decide(&session.game, session.seed))
            else {
                break;
            };
            crate::ai::seat::play(&mut session.game, &d).unwrap();
        }
        assert!(session.game.state.is_over());
        session.log = replay_log(&session.game.record, &session.seats, Lang::English).lines;
        session
    }

    #[test]
    fn the_viewer_steps_through_a_record_and_back_to_identical_states() {
        bevy::tasks::AsyncComputeTaskPool::get_or_init(bevy::tasks::TaskPool::default);
        let mut session = finished_session();
        let end = session.game.state.clone();
        let mut r = Reviewing::start(&session, Lang::English).unwrap();
        let n = r.steps();
        assert_eq!(n, session.game.record.steps.len());
        // forward from the start, one step at a time: each position is the replay's
        let mut replay = session
            .game
            .record
            .initial_state_sized::<{ crate::core::wide::W }>()
            .unwrap();
        r.go(&mut session, 0);
        assert!(session.game.state.same_position(&replay));
        assert!(session.log.is_empty());
        for k in 1..=n {
            let st = session.game.record.steps[k - 1];
            replay.apply_with(st.action, st.chance).unwrap();
            r.go(&mut session, k);
            assert!(session.game.state.same_position(&replay), "step {k}");
        }
        assert!(session.game.state.same_position(&end));
        // and back
        let mut versions = session.version;
        for k in (0..n).rev() {
            r.go(&mut session, k);
            assert!(session.game.state.same_position(r.state_at(k)));
            assert!(session.version > versions, "the table redraws");
            versions = session.version;
        }
        // the log grows with the steps and is whole at the end
        r.go(&mut session, n / 2);
        let half = session.log.len();
        r.go(&mut session, n);
        assert!(half < session.log.len());
        assert_eq!(session.log.len(), r.log.len());
        // rounds map to the step where they start
        let t = r.step_of_round(3).unwrap();
        assert_eq!(r.state_at(t).round_of_play(), Some(3));
        assert_eq!(r.state_at(t - 1).round_of_play(), Some(2));
        let first = r.step_of_round(1).unwrap();
        assert!(r.state_at(first - 1).in_setup() && !r.state_at(first).in_setup());
        // closing puts the game back
        r.go(&mut session, 5);
        r.close(&mut session);
        assert!(session.game.state.same_position(&end));
        assert_eq!(session.log.len(), r.own.1.len());
        // the engine's chances arrive
        let result = block_on(r.task.take().unwrap()).unwrap();
        assert_eq!(result.chances.last().unwrap().step, n);
        // and the comparison of a seat's decisions: one at the step it was made
        r.compare_decisions_of(crate::core::Seat(1));
        let ds = block_on(r.decisions_task.take().unwrap())
            .unwrap()
            .decisions;
        assert!(!ds.is_empty());
        r.decisions = Some(Ok(ds.clone()));
        r.go(&mut session, ds[0].step);
        assert_eq!(r.decision_here(), Some(&ds[0]));
        assert_eq!(
            session.game.record.steps[ds[0].step].action,
            ds[0].played_action
        );
    }

    /// `catan review` speaks the window's words: every move of a game named as the review window
    /// names it in English, the seats by colour, the rounds as the screens say them.
    #[test]
    fn the_command_lines_review_speaks_the_windows_words() {
        use crate::core::{Action, Seat};
        use crate::game::i18n::{round_text, seat_name};
        use crate::lab::review::words;
        let session = finished_session();
        let mut s = session
            .game
            .record
            .initial_state_sized::<{ crate::core::wide::W }>()
            .unwrap();
        let mut named = 0;
        for st in &session.game.record.steps {
            if !matches!(
                st.action,
                Action::AcceptTrade
                    | Action::DeclineTrade
                    | Action::ConfirmTrade(_)
                    | Action::CancelTrade
                    | Action::PlayVictoryPoint
                    | Action::ChooseGold(_)
            ) {
                assert_eq!(
                    words::move_words(&s.board, &st.action),
                    move_words(Lang::English, &s.board, &st.action)
                );
                named += 1;
            }
            s.apply_with(st.action, st.chance).unwrap();
        }
        assert!(named > 100, "{named} moves named");
        for seat in Seat::all(6) {
            assert_eq!(words::seat_name(seat), seat_name(Lang::English, seat));
        }
        for round in [None, Some(1), Some(12)] {
            assert_eq!(words::round_text(round), round_text(Lang::English, round));
        }
    }

    /// A language switch under review writes the reviewed log again in the new language, up to
    /// the step shown, and the game's own log put back at the end is the new language's too.
    #[test]
    fn the_reviewed_log_follows_the_language() {
        bevy::tasks::AsyncComputeTaskPool::get_or_init(bevy::tasks::TaskPool::default);
        let mut session = finished_session();
        let mut r = Reviewing::start(&session, Lang::English).unwrap();
        let k = r.steps() / 2;
        r.go(&mut session, k);
        let english: Vec<String> = session.log.iter().map(|l| l.text.clone()).collect();
        r.rewrite_log(&mut session, Lang::Czech);
        let czech = replay_log(&session.game.record, &session.seats, Lang::Czech);
        let shown: Vec<String> = session.log.iter().map(|l| l.text.clone()).collect();
        assert_eq!(shown.len(), english.len(), "still the step's log");
        assert_ne!(shown, english);
        let expected: Vec<String> = czech.lines[..shown.len()]
            .iter()
            .map(|l| l.text.clone())
            .collect();
        assert_eq!(shown, expected);
        r.close(&mut session);
        assert_eq!(session.log.len(), czech.lines.len());
        assert_eq!(
            session.log.last().unwrap().text,
            czech.lines.last().unwrap().text
        );
    }

    /// An unfinished game's review keeps its hands as they were (the window says so); a
    /// finished one may show them all.
    #[test]
    fn only_a_finished_game_is_reviewed_with_every_hand() {
        bevy::tasks::AsyncComputeTaskPool::get_or_init(bevy::tasks::TaskPool::default);
        let done = finished_session();
        assert!(Reviewing::start(&done, Lang::English).unwrap().finished());
        let players: Vec<String> = ["human", "ai", "ai"]
            .iter()
            .map(|s| s.to_string())
            .collect();
        let game = new_game_from_flags(&players, None, None, 12).unwrap();
        let (mut session, _) = Session::start(game, None).unwrap();
        let legal = session.game.state.legal_actions();
        session
            .game
            .play(session.game.state.actor(), legal[0])
            .unwrap();
        assert!(!session.game.state.is_over());
        assert!(
            !Reviewing::start(&session, Lang::English)
                .unwrap()
                .finished()
        );
    }
}
