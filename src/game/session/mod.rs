//! The game in progress: the core's [`Table`] (the position, its record, the talk around
//! offers), who sits where, and the one path every action takes (input or computer → [`act`] →
//! the table → [`Applied`] message, log, autosave).
//!
//! `acting.rs`: the path of every action; `log.rs`: the log in words; `saving.rs`: saves.

mod acting;
pub mod error;
mod log;
mod notice;
mod saving;

pub use acting::*;
pub use log::*;
pub use saving::*;

use crate::ai::Strategy;
use crate::ai::wide::ComputerSeat;
use crate::core::Counter;
use crate::core::wide::{Board, State, Table};
use crate::core::{
    Action, Event, Events, FaceId, GameRecord, Phase, Resource, ResourceSet, Seat, TableError,
};
use crate::files::{BackgroundWriter, Load, WriteError};
use crate::game::i18n::{self, Arg, Lang, cards_text, tr, tr_args};
use crate::game::screens::InGame;
use crate::game::settings::{NewGame, SeatSpec, Settings};
use crate::lab::PlayerSpec;
use bevy::prelude::*;
use error::{SessionError, UndoError};
use std::path::{Path, PathBuf};
use std::sync::Arc;

pub(crate) fn plugin(app: &mut App) {
    app.add_message::<Act>();
    app.add_message::<Applied>();
    app.add_message::<TableReset>();
    app.add_message::<Undo>();
    app.add_message::<CounterOffer>();
    notice::plugin(app);
    app.add_message::<SpecialWish>();
    // the session lives while a game is on screen: made before it opens, put away on leaving
    app.add_computed_state::<InGame>();
    app.add_systems(OnExit(InGame), put_the_game_away);
    app.add_systems(
        Update,
        apply_requested_actions
            .in_set(GameSet::Apply)
            .run_if(in_state(InGame)),
    );
    app.add_systems(
        Update,
        announce_new_game
            .after(GameSet::Apply)
            .before(GameSet::Sync)
            .run_if(in_state(InGame)),
    );
    app.add_systems(
        Update,
        log_in_the_new_language
            .after(GameSet::Apply)
            .run_if(in_state(InGame).and_then(resource_exists::<Settings>)),
    );
    app.configure_sets(
        Update,
        (GameSet::Input, GameSet::Apply, GameSet::Sync).chain(),
    );
}

/// The game left (for the menu): its session and computer players go.
fn put_the_game_away(mut commands: Commands) {
    commands.remove_resource::<Session>();
    commands.remove_resource::<Computers>();
}

/// The language changed: the log of a game played here is written again in it (nothing stays
/// in the old one). An online game's log is what the host said, kept as it is.
pub(crate) fn log_in_the_new_language(
    settings: Res<Settings>,
    mut session: ResMut<Session>,
    mut last: Local<Option<Lang>>,
) {
    let lang = settings.lang;
    let changed = last.is_some_and(|l| l != lang);
    *last = Some(lang);
    if !changed || session.remote.is_some() {
        return;
    }
    let ReplayedLog {
        lines,
        turn_ended_at,
        ..
    } = replay_log(&session.game.record, &session.seats, lang);
    session.log = lines;
    session.talk.turn_ended_at = turn_ended_at;
}

/// A game started, loaded or resumed here (a new session: every game has its own id) is a
/// whole position set: the table shows it anew.
fn announce_new_game(
    session: Res<Session>,
    mut shown: Local<Option<u64>>,
    mut resets: MessageWriter<TableReset>,
) {
    if *shown != Some(session.id) {
        *shown = Some(session.id);
        resets.write(TableReset { new_game: true });
    }
}

/// Order within a frame: input and computer moves, then applying them, then the entities.
#[derive(SystemSet, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum GameSet {
    Input,
    Apply,
    Sync,
}

/// A request to play `action` for `seat` (from a click, a key or a dialog).
#[derive(Message, Clone, Copy, Debug)]
pub struct Act {
    pub seat: Seat,
    pub action: Action,
}

/// A person answers the offer on the table with a counter-offer: gives `gives` for `gets`.
#[derive(Message, Clone, Copy, Debug)]
pub struct CounterOffer {
    pub seat: Seat,
    pub gives: ResourceSet,
    pub gets: ResourceSet,
}

/// A person takes back their last build or bank trade ([`Session::undo`]).
#[derive(Message, Clone, Copy, Debug)]
pub struct Undo {
    pub seat: Seat,
}

/// An action the core accepted, with what happened: the one way back from the core. The
/// table's pieces, ships and fog, the log, the sounds and the animations follow it.
#[derive(Message, Clone, Debug)]
pub struct Applied {
    /// Who acted.
    pub seat: Seat,
    /// Whether a computer played it (its board moves stay marked).
    pub by_computer: bool,
    pub action: Action,
    pub events: Events,
    /// Where the produced cards came from: the events' paying tiles, listed ([`payouts`]).
    pub payouts: Vec<Payout>,
}

/// A whole position was set rather than moved to by an action — a game started, loaded or
/// resumed, a step of the review, an online game caught up from the host's view, an action
/// taken back: the table shows the state anew (no animation). `new_game`: everything of the
/// game before goes too.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct TableReset {
    pub new_game: bool,
}

/// The game in progress.
#[derive(Resource)]
pub struct Session {
    /// Unique per game started or resumed while the app runs (the board is rebuilt when it changes).
    pub id: u64,
    /// The game: its position, its record and the talk around offers (the core's table, the
    /// same a network room plays).
    pub game: Table,
    pub seats: Vec<SeatSpec>,
    pub log: Vec<LogLine>,
    /// Counts applied actions: systems compare it to know the state changed.
    pub version: u64,
    pub seed: u64,
    /// Where the game is saved after every action (`None`: not saved, as in tests).
    pub save_dir: Option<PathBuf>,
    /// Set once the finished game has been filed.
    pub filed: Option<PathBuf>,
    pub last_error: Option<String>,
    /// Something the players should know for the whole game (it will not be saved; where the
    /// previous game was kept), said in their language when shown.
    pub notice: Option<Notice>,
    /// How often each sum was rolled (index 2..=12).
    pub dice: [u32; 13],
    pub last_roll: Option<(u8, u8)>,
    /// Every roll of the game in order: who rolled and the two dice (the top bar's history).
    pub rolls: Vec<(Seat, u8, u8)>,
    /// Trading at the table around the core's offers: counter-offers and the deal they lead to.
    pub talk: Talk,
    /// An online game: this machine's seat. The host owns the game; the state is rebuilt from
    /// the seat's view after every action, and actions go to the host (`game::online`).
    pub remote: Option<Seat>,
    /// An online game's whole record has come from the host (at its end): `record` replays.
    pub remote_record: bool,
}

/// What the players should know for the whole game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Notice {
    /// This game is not saved: the data folder refused it (the system's reason, on hover).
    NotSaved(String),
    /// The unfinished game before this one was kept in the saved games (its file, on hover).
    PreviousKept(PathBuf),
    /// The game saved before could not be read: it was put aside (its file, on hover).
    PreviousDamaged(PathBuf),
}

impl Notice {
    /// In the players' words.
    pub fn words(&self, lang: Lang) -> String {
        match self {
            Notice::NotSaved(_) => tr(lang, "notice-not-saved"),
            Notice::PreviousKept(_) => tr(lang, "notice-previous-kept"),
            Notice::PreviousDamaged(_) => tr(lang, "notice-previous-damaged"),
        }
    }

    /// The detail for whoever asks (hover): the system's reason or the file.
    pub fn detail(&self) -> String {
        match self {
            Notice::NotSaved(why) => why.clone(),
            Notice::PreviousKept(p) | Notice::PreviousDamaged(p) => p.display().to_string(),
        }
    }
}

/// What this machine keeps around the table's talk: where each seat's last turn ended, and
/// the special building phase's option.
#[derive(Clone, Debug, Default)]
pub struct Talk {
    /// Per seat, the log's length when its last turn ended ("since your last turn"; empty
    /// until a seat's first turn ends).
    pub turn_ended_at: Vec<usize>,
    /// The 5–6 extension's option: a person's special building phase passes at once unless
    /// they asked to build in it (the seats in `wants_special`, until that phase ends).
    pub auto_pass_special: bool,
    pub wants_special: u8,
    /// The seat whose counter-offer the player on turn took, as the log last heard it (until
    /// the trade is made): the trade's line says so ([`ActionSaid::taken`]).
    pub dealt: Option<Seat>,
}

/// The computer players: the computer of each computer seat (the same a network room seats),
/// and its strategy for "show the computer's candidate moves".
#[derive(Resource, Default)]
pub struct Computers {
    /// The computer in each seat (`None`: a person's seat, or another machine's).
    pub seats: Vec<Option<ComputerSeat>>,
    /// The strategy of each seat that has one.
    pub strategies: Vec<Option<Strategy>>,
}

impl Computers {
    pub fn for_seats(seats: &[SeatSpec]) -> Computers {
        let mut c = Computers::default();
        // the people at this screen, asked sparingly by the computers (each ask a hand-off)
        let people = (0..seats.len()).filter(|&i| seats[i] == SeatSpec::Human);
        let people = people.fold(0u8, |m, i| m | 1 << i);
        for s in seats {
            match s {
                SeatSpec::Human | SeatSpec::Remote(_) => {
                    c.seats.push(None);
                    c.strategies.push(None);
                }
                SeatSpec::Computer(spec) => {
                    // a searching computer (Hard) thinks against the clock at the table
                    let seat = spec.as_ref().clone().timed().seat_sized();
                    c.seats.push(Some(seat.sparing(people)));
                    c.strategies.push(match &**spec {
                        PlayerSpec::Ai { individual, .. } => Some(Strategy::new(*individual)),
                        _ => None,
                    });
                }
            }
        }
        c
    }
    /// The computer in `seat`, if a computer sits there.
    pub fn seat(&self, seat: Seat) -> Option<&ComputerSeat> {
        self.seats.get(seat.index()).and_then(|c| c.as_ref())
    }
    pub fn is_computer(&self, seat: Seat) -> bool {
        self.seat(seat).is_some()
    }
    /// Whether `seat`'s decisions are thought about off the main thread.
    pub fn is_slow(&self, seat: Seat) -> bool {
        self.seat(seat).is_some_and(|c| c.thinks_long())
    }
}

fn next_id() -> u64 {
    static NEXT: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(1);
    NEXT.fetch_add(1, std::sync::atomic::Ordering::Relaxed)
}

impl Session {
    pub fn start(
        game: NewGame,
        save_dir: Option<PathBuf>,
    ) -> Result<(Session, Computers), SessionError> {
        let state = State::new(
            game.board.clone(),
            game.rules.clone(),
            game.seats.len() as u8,
            game.seed,
        )
        .map_err(SessionError::Setup)?;
        let labels = game.seats.iter().map(|s| s.label()).collect();
        let record = GameRecord::new(&state, labels, Some(game.seed));
        let computers = Computers::for_seats(&game.seats);
        let mut s = Session {
            save_dir,
            ..Session::fresh(Table::new(state, record), game.seats, game.seed)
        };
        let kept = match s.save_dir.as_deref().map(keep_previous_game) {
            Some(Err(e)) => {
                // the old game stays where it is, untouched: this one is not saved over it
                s.notice = Some(Notice::NotSaved(e.to_string()));
                s.save_dir = None;
                None
            }
            Some(Ok(kept)) => kept,
            None => None,
        };
        // the first save is written at once: it tells whether the data folder takes saves
        if let Err(e) = s.save_now() {
            // a read-only or full data folder: play anyway, and say so
            s.notice = Some(Notice::NotSaved(e.to_string()));
            s.save_dir = None;
        } else if let Some(kept) = kept {
            s.notice = Some(kept);
        }
        Ok((s, computers))
    }

    /// This machine's seat `me` of an online game, from the seat's view: the others' hidden cards
    /// are stand-ins of the right counts (only counts are shown); nothing is saved here until
    /// the host sends the whole record at the end.
    pub fn remote(
        board: Arc<Board>,
        rules: Arc<crate::core::Rules>,
        view: &crate::net::wire::SeatView,
        me: Seat,
        seats: Vec<SeatSpec>,
    ) -> Result<Session, SessionError> {
        let state = view
            .position(board, rules)
            .map_err(SessionError::HostView)?;
        let labels = seats.iter().map(|s| s.label()).collect();
        let record = GameRecord::new(&state, labels, None);
        Ok(Session {
            version: view.steps as u64,
            remote: Some(me),
            ..Session::fresh(Table::new(state, record), seats, 0)
        })
    }

    /// A session of `state` with nothing played in it yet here: no log, no dice, not saved.
    fn fresh(game: Table, seats: Vec<SeatSpec>, seed: u64) -> Session {
        Session {
            id: next_id(),
            game,
            seats,
            log: Vec::new(),
            version: 0,
            seed,
            save_dir: None,
            filed: None,
            last_error: None,
            notice: None,
            dice: [0; 13],
            last_roll: None,
            rolls: Vec::new(),
            talk: Talk::default(),
            remote: None,
            remote_record: false,
        }
    }

    /// The unfinished game saved in `dir`, if there is one that replays; its log is rebuilt in
    /// `lang`.
    pub fn resume(dir: &Path, lang: Lang) -> Result<(Session, Computers), SessionError> {
        flush_saves();
        let path = current_game_path(dir);
        let record = GameRecord::load(&path).map_err(SessionError::Record)?;
        let seats = record
            .players
            .iter()
            .map(|p| SeatSpec::parse(p))
            .collect::<Result<Vec<_>, _>>()
            .map_err(|source| SessionError::Players {
                path: path.clone(),
                source,
            })?;
        Session::from_record(record, seats, &path, Some(dir.to_path_buf()), lang)
    }

    /// A saved game (finished or not) to review: no computer plays, nothing is saved; seats of
    /// other programs (a network game's `remote`) count as people.
    pub fn for_review(path: &Path, lang: Lang) -> Result<Session, SessionError> {
        flush_saves();
        let record = GameRecord::load(path).map_err(SessionError::Record)?;
        let seats = record
            .players
            .iter()
            .map(|p| SeatSpec::parse(p).unwrap_or(SeatSpec::Human))
            .collect();
        Session::from_record(record, seats, path, None, lang).map(|(s, _)| s)
    }

    /// The game of `record` at its last step, in `lang`, not saved (the screen atlas's pages).
    pub(crate) fn at(
        record: GameRecord,
        seats: Vec<SeatSpec>,
        lang: Lang,
    ) -> Result<Session, SessionError> {
        Session::from_record(record, seats, Path::new("atlas"), None, lang).map(|(s, _)| s)
    }

    fn from_record(
        record: GameRecord,
        seats: Vec<SeatSpec>,
        path: &Path,
        save_dir: Option<PathBuf>,
        lang: Lang,
    ) -> Result<(Session, Computers), SessionError> {
        let game = Table::resume_sized(record).map_err(|source| SessionError::Replay {
            path: path.to_path_buf(),
            source,
        })?;
        let record = &game.record;
        let seed = record.seed.unwrap_or(1);
        let ReplayedLog {
            lines: log,
            turn_ended_at,
            ..
        } = replay_log(record, &seats, lang);
        let steps = record.steps.len() as u64;
        let mut dice = [0; 13];
        let mut last_roll = None;
        let mut rolls = Vec::new();
        for s in &record.steps {
            if let Some(crate::core::Chance::Dice(a, b)) = s.chance {
                dice[(a + b) as usize] += 1;
                last_roll = Some((a, b));
                rolls.push((s.seat, a, b));
            }
        }
        let computers = Computers::for_seats(&seats);
        Ok((
            Session {
                version: steps,
                log,
                save_dir,
                dice,
                last_roll,
                rolls,
                talk: Talk {
                    turn_ended_at,
                    ..Talk::default()
                },
                ..Session::fresh(game, seats, seed)
            },
            computers,
        ))
    }
}

impl Session {
    /// Whether `seat` may take back the last action: a person's own build or bank trade that is
    /// the record's last step (so no chance event and no other player's decision followed it),
    /// in a game still going, played after the first roll (the opening's pieces are placed with
    /// a confirmation and are never taken back). The button, the key and `undo` ask this.
    pub fn can_undo(&self, seat: Seat) -> bool {
        let rolled = || {
            self.game
                .record
                .steps
                .iter()
                .any(|s| s.action == Action::Roll)
        };
        if self.remote.is_some()
            || self.game.state.is_over()
            || !self.is_human(seat)
            || self.game.state.actor() != seat
        {
            return false;
        }
        self.game.record.steps.last().is_some_and(|step| {
            step.seat == seat
                && rolled()
                && step.chance.is_none()
                && matches!(
                    step.action,
                    Action::BuildRoad(_)
                        | Action::BuildSettlement(_)
                        | Action::BuildCity(_)
                        | Action::BankTrade { .. }
                )
                && !matches!(
                    self.game.state.phase,
                    crate::core::Phase::SetupSettlement { .. }
                        | crate::core::Phase::SetupRoad { .. }
                )
        })
    }

    /// Take back `seat`'s last action (see [`Session::can_undo`]): the record loses its last
    /// step — still a valid, replayable record — and the position is the one before it, the
    /// random generator included. The log keeps what happened and says it was taken back.
    pub fn undo(&mut self, seat: Seat, lang: Lang) -> Result<(), UndoError> {
        if !self.can_undo(seat) {
            return Err(UndoError::NothingToUndo);
        }
        let Some(step) = self.game.take_back() else {
            return Err(UndoError::NothingToUndo);
        };
        self.version += 1;
        self.log.push(LogLine {
            seat: Some(seat),
            text: tr_args(
                lang,
                "log-took-back",
                &[
                    ("who", (&i18n::seat_name(lang, seat)).into()),
                    ("what", (&self.took_back_text(lang, &step.action)).into()),
                ],
            ),
            by_computer: false,
            only: None,
            minor: false,
        });
        self.last_error = None;
        if let Err(e) = self.save() {
            self.last_error = Some(tr_args(
                lang,
                "could-not-save",
                &[("problem", (&e.to_string()).into())],
            ));
        }
        Ok(())
    }

    /// What a taken-back action was, in words: "road (6 brick · 4 sheep)".
    fn took_back_text(&self, lang: Lang, action: &Action) -> String {
        let at = place_of(lang, &self.game.state.board, action).unwrap_or_default();
        match *action {
            Action::BuildRoad(_) => format!("{} ({at})", tr(lang, "road").to_lowercase()),
            Action::BuildSettlement(_) => {
                format!("{} ({at})", tr(lang, "settlement").to_lowercase())
            }
            Action::BuildCity(_) => format!("{} ({at})", tr(lang, "city").to_lowercase()),
            Action::BankTrade { give, get } => format!(
                "{} ({} → {})",
                tr(lang, "bank-trade").to_lowercase(),
                i18n::resource(lang, give),
                i18n::resource(lang, get)
            ),
            other => other.to_string(),
        }
    }

    /// Whether the others' hands stay hidden: the option, and always in an online game (where
    /// this machine holds only stand-ins of them).
    pub fn hands_hidden(&self, settings: &Settings) -> bool {
        settings.hidden_hands || self.remote.is_some()
    }
    pub fn is_human(&self, seat: Seat) -> bool {
        self.seats.get(seat.index()).is_some_and(|s| s.is_human())
    }
    pub fn humans(&self) -> impl Iterator<Item = Seat> + '_ {
        (0..self.seats.len())
            .map(Seat::at)
            .filter(|&s| self.is_human(s))
    }
    /// The actions the player to move may take now (trade offers not included).
    pub fn legal(&self) -> Vec<Action> {
        if self.game.state.is_over() {
            Vec::new()
        } else {
            self.game.state.legal_actions()
        }
    }
}

#[cfg(test)]
mod tests;
#[cfg(test)]
mod undo_tests;
