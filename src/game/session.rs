//! The game in progress: the core's [`Table`] (the position, its record, the talk around
//! offers), who sits where, and the one path every action takes (input or computer → [`act`] →
//! the table → [`Applied`] message, log, autosave).

use crate::ai::{ComputerSeat, Strategy};
pub use crate::core::Counter;
use crate::core::{
    Action, Board, Event, Events, FaceId, GameRecord, Phase, Resource, ResourceSet, Seat, State,
    Table, TableError,
};
use crate::files::{BackgroundWriter, Load, WriteError};
use crate::game::i18n::{self, Arg, Lang, cards_text, tr, tr_args};
use crate::game::settings::{NewGame, SeatSpec, Settings};
use crate::lab::PlayerSpec;
use bevy::prelude::*;
use std::path::{Path, PathBuf};
use std::sync::Arc;

pub(crate) fn plugin(app: &mut App) {
    app.add_message::<Act>();
    app.add_message::<Applied>();
    app.add_message::<Undo>();
    app.add_message::<CounterOffer>();
    app.add_systems(
        Update,
        apply_requested_actions
            .in_set(GameSet::Apply)
            .run_if(resource_exists::<Session>),
    );
    app.configure_sets(
        Update,
        (GameSet::Input, GameSet::Apply, GameSet::Sync).chain(),
    );
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

/// An action the core accepted, with what happened.
#[derive(Message, Clone, Debug)]
pub struct Applied {
    /// Whether a computer played it (its board moves stay marked).
    pub by_computer: bool,
    pub action: Action,
    pub events: Events,
    /// Where the produced cards came from (read right after the action).
    pub payouts: Vec<Payout>,
}

/// What each tile paid to whom: one entry per (tile, player, material).
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) struct Payout {
    /// The paying tile (`None`: cards that came from no tile).
    pub face: Option<FaceId>,
    pub seat: Seat,
    pub resource: Resource,
    pub n: u8,
}

/// Where the cards an action produced came from, read from the state after the action.
pub(crate) fn payouts(state: &State, action: Action, events: &Events) -> Vec<Payout> {
    let board = &state.board;
    let topo = &board.topo;
    let roll = events.as_slice().iter().find_map(|e| match *e {
        Event::Rolled(x, y) => Some(x + y),
        _ => None,
    });
    let mut out = Vec::new();
    for e in events.as_slice() {
        let Event::Produced { seat, cards } = *e else {
            continue;
        };
        let ps = &state.players[seat.index()];
        match (roll, action) {
            (Some(n), _) => {
                for &f in &board.faces_by_number[n as usize] {
                    if f == state.robber {
                        continue;
                    }
                    let Some(r) = board.resource[f.index()] else {
                        continue;
                    };
                    if cards.get(r) == 0 {
                        continue;
                    }
                    let mut k = 0u8;
                    for &v in &topo.face_vertices[f.index()] {
                        if ps.cities.contains(v.index()) {
                            k += 2;
                        } else if ps.settlements.contains(v.index()) {
                            k += 1;
                        }
                    }
                    if k > 0 {
                        out.push(Payout {
                            face: Some(f),
                            seat,
                            resource: r,
                            n: k.min(cards.get(r)),
                        });
                    }
                }
            }
            (None, Action::BuildSettlement(v)) => {
                // the second opening settlement pays one card per touching tile
                for &f in topo.vertex_faces[v.index()].as_slice() {
                    if let Some(r) = board.resource[f.index()] {
                        out.push(Payout {
                            face: Some(f),
                            seat,
                            resource: r,
                            n: 1,
                        });
                    }
                }
            }
            _ => {
                for r in Resource::ALL {
                    if cards.get(r) > 0 {
                        out.push(Payout {
                            face: None,
                            seat,
                            resource: r,
                            n: cards.get(r),
                        });
                    }
                }
            }
        }
    }
    out
}

/// One line of the game log.
#[derive(Clone, Debug)]
pub struct LogLine {
    pub seat: Option<Seat>,
    pub text: String,
    pub by_computer: bool,
    /// A private line (which card was stolen): shown only to these two with hidden hands.
    pub only: Option<[Seat; 2]>,
    /// A line the "since your last turn" summary leaves out (a turn ended, an answer to an
    /// offer, an offer cancelled).
    pub minor: bool,
}

/// Whether the lines of `action` are left out of the turn summary.
pub fn is_minor(action: &Action) -> bool {
    matches!(
        action,
        Action::EndTurn | Action::AcceptTrade | Action::DeclineTrade | Action::CancelTrade
    )
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
    /// previous game was kept).
    pub notice: Option<String>,
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
        for s in seats {
            match s {
                SeatSpec::Human | SeatSpec::Remote(_) => {
                    c.seats.push(None);
                    c.strategies.push(None);
                }
                SeatSpec::Computer(spec) => {
                    c.seats.push(Some(spec.seat()));
                    c.strategies.push(match spec {
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

/// The one writer of every game's saves (and the settings), shared by all sessions of the process so that saves
/// land in the order they were made (an old game's last save can never land after a new game's
/// first); [`flush_saves`] waits for it.
pub(crate) fn saves() -> &'static BackgroundWriter {
    static SAVES: std::sync::OnceLock<BackgroundWriter> = std::sync::OnceLock::new();
    SAVES.get_or_init(BackgroundWriter::new)
}

/// Wait until every save queued so far is on disk: before the saved game is read, moved aside
/// or removed, and when the app ends.
pub fn flush_saves() -> bool {
    saves().flush()
}

/// The latest save or filing that failed, if any (shown on the game-over screen).
pub fn save_problem() -> Option<String> {
    saves().peek_error()
}

fn next_id() -> u64 {
    static NEXT: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(1);
    NEXT.fetch_add(1, std::sync::atomic::Ordering::Relaxed)
}

pub fn current_game_path(dir: &Path) -> PathBuf {
    dir.join("current-game.ron")
}

/// A new game is about to replace `current-game.ron`: the old one is kept, never overwritten —
/// an unfinished game that replays goes to `games/` (where `catan replay` reads it), a damaged
/// one is moved aside with the time in its name. Returns where it went, for the players.
fn keep_previous_game(dir: &Path) -> Result<Option<String>, String> {
    flush_saves();
    let path = current_game_path(dir);
    if !path.exists() {
        return Ok(None);
    }
    let secs = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_secs())
        .unwrap_or(0);
    let intact = GameRecord::load(&path)
        .ok()
        .is_some_and(|r| r.resume().is_ok());
    let target = if intact {
        dir.join("games").join(format!("unfinished-{secs}.ron"))
    } else {
        dir.join(format!("damaged-{secs}-current-game.ron"))
    };
    crate::files::move_file(&path, &target).map_err(|e| {
        format!(
            "the previous game {} could not be kept aside ({e})",
            path.display()
        )
    })?;
    Ok(Some(if intact {
        format!("the unfinished game was kept in {}", target.display())
    } else {
        format!(
            "the saved game could not be read; it was kept as {}",
            target.display()
        )
    }))
}

impl Session {
    pub fn start(game: NewGame, save_dir: Option<PathBuf>) -> Result<(Session, Computers), String> {
        let state = State::new(
            game.board.clone(),
            game.rules.clone(),
            game.seats.len() as u8,
            game.seed,
        )
        .map_err(|e| e.to_string())?;
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
                s.notice = Some(format!("this game will not be saved: {e}"));
                s.save_dir = None;
                None
            }
            Some(Ok(kept)) => kept,
            None => None,
        };
        // the first save is written at once: it tells whether the data folder takes saves
        if let Err(e) = s.save_now() {
            // a read-only or full data folder: play anyway, and say so
            s.notice = Some(format!("this game will not be saved ({e})"));
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
    ) -> Result<Session, String> {
        let state = view
            .position(board, rules)
            .map_err(|e| format!("the host's view: {e}"))?;
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
    pub fn resume(dir: &Path, lang: Lang) -> Result<(Session, Computers), String> {
        flush_saves();
        let path = current_game_path(dir);
        let record = GameRecord::load(&path).map_err(|e| e.to_string())?;
        let seats = record
            .players
            .iter()
            .map(|p| SeatSpec::parse(p))
            .collect::<Result<Vec<_>, String>>()
            .map_err(|e| format!("{}: players: {e}", path.display()))?;
        Session::from_record(record, seats, &path, Some(dir.to_path_buf()), lang)
    }

    /// A saved game (finished or not) to review: no computer plays, nothing is saved; seats of
    /// other programs (a network game's `remote`) count as people.
    pub fn for_review(path: &Path, lang: Lang) -> Result<Session, String> {
        flush_saves();
        let record = GameRecord::load(path).map_err(|e| e.to_string())?;
        let seats = record
            .players
            .iter()
            .map(|p| SeatSpec::parse(p).unwrap_or(SeatSpec::Human))
            .collect();
        Session::from_record(record, seats, path, None, lang).map(|(s, _)| s)
    }

    fn from_record(
        record: GameRecord,
        seats: Vec<SeatSpec>,
        path: &Path,
        save_dir: Option<PathBuf>,
        lang: Lang,
    ) -> Result<(Session, Computers), String> {
        let game = Table::resume(record).map_err(|e| format!("{}: {e}", path.display()))?;
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

    /// Save the record of the game in progress after an action: queued for the background writer
    /// (atomic, unsynced), so no frame waits for the disk — a busy disk has taken over 600 ms for
    /// one save here. A write that failed earlier is reported now.
    pub fn save(&self) -> Result<(), WriteError> {
        let Some(dir) = &self.save_dir else {
            return Ok(());
        };
        if self.remote.is_some() {
            return Ok(()); // the host keeps an online game
        }
        let path = current_game_path(dir);
        if let Some(e) = saves().take_error() {
            return Err(WriteError {
                path,
                error: std::io::Error::other(e),
            });
        }
        saves().write(path, self.game.record.to_ron().into_bytes());
        Ok(())
    }

    /// Save the record at once, on this thread (the first save of a game, which tells whether
    /// the data folder takes saves).
    pub fn save_now(&self) -> Result<(), WriteError> {
        let Some(dir) = &self.save_dir else {
            return Ok(());
        };
        crate::files::ensure_dir(dir).map_err(|error| WriteError {
            path: dir.clone(),
            error,
        })?;
        saves().flush();
        let path = current_game_path(dir);
        crate::files::save_atomically_unsynced(&path, self.game.record.to_ron().as_bytes())
            .map_err(|error| WriteError { path, error })
    }

    /// A finished game goes to `games/` (where `catan replay` reads it) and is no longer the game
    /// to continue.
    pub fn file_finished_game(&mut self) -> Result<(), WriteError> {
        let Some(dir) = &self.save_dir else {
            return Ok(());
        };
        // an online game is filed once its whole record has come
        if self.remote.is_some() && !self.remote_record {
            return Ok(());
        }
        if self.filed.is_some() {
            return Ok(());
        }
        let games = dir.join("games");
        crate::files::ensure_dir(&games).map_err(|error| WriteError {
            path: games.clone(),
            error,
        })?;
        let secs = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map(|d| d.as_secs())
            .unwrap_or(0);
        let path = games.join(format!("game-{secs}-seed{}.ron", self.seed));
        // filed by the writer's thread after the last save (a busy disk took 650 ms here: the
        // game's last frame does not wait for it); the record is synced, then the game is no
        // longer the one to continue, then the history gets its line
        let (dir, file, text) = (dir.clone(), path.clone(), self.game.record.to_ron());
        let (players, winner, rounds) = (
            self.game.record.players.clone(),
            self.game.state.winner(),
            self.game.state.round(),
        );
        let online = self.remote.is_some();
        saves().run(move || {
            crate::files::save_text(&file, &text).map_err(|e| e.to_string())?;
            // an online game never was this machine's game to continue
            if !online {
                let _ = crate::files::remove_if_present(&current_game_path(&dir));
            }
            // losing a line of the history must not lose the game
            if let Some(winner) = winner
                && let Err(e) =
                    crate::game::stats::append_history(&dir, &file, &players, winner, rounds)
            {
                warn!("the finished-games history was not updated: {e}");
            }
            Ok(())
        });
        self.filed = Some(path);
        Ok(())
    }

    /// Whether `seat` may take back the last action: a person's own build or bank trade that is
    /// the record's last step (so no chance event and no other player's decision followed it),
    /// in a game still going.
    pub fn can_undo(&self, seat: Seat) -> bool {
        if self.remote.is_some()
            || self.game.state.is_over()
            || !self.is_human(seat)
            || self.game.state.actor() != seat
        {
            return false;
        }
        self.game.record.steps.last().is_some_and(|step| {
            step.seat == seat
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
    pub fn undo(&mut self, seat: Seat, lang: Lang) -> Result<(), String> {
        if !self.can_undo(seat) {
            return Err(tr(lang, "nothing-to-undo"));
        }
        let Some(step) = self.game.take_back() else {
            return Err(tr(lang, "nothing-to-undo"));
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
            self.last_error = Some(format!("could not save the game: {e}"));
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
    /// Why `action` is not legal now, in words (`None` when it is).
    /// Why `action` is not legal now, in words of `lang` (`None` when it is): the broken rule's
    /// sentence; in English followed by the rules core's own detail ("needs 1 wood more").
    pub fn why_not(&self, action: &Action, lang: Lang) -> Option<String> {
        if self.game.state.is_over() {
            return Some(tr(lang, "why-game-over"));
        }
        self.game.state.check(action).err().map(|e| {
            let sentence = tr(lang, &format!("why-{}", e.rule.name()));
            match lang {
                Lang::English => format!("{sentence}\n{}", e.message),
                _ => sentence,
            }
        })
    }
}

/// A game's log rebuilt from its record.
pub(crate) struct ReplayedLog {
    pub lines: Vec<LogLine>,
    /// Per seat, the log's length when its last turn ended.
    pub turn_ended_at: Vec<usize>,
    /// The log's length after each step (index `k`: after `k` steps).
    pub after_step: Vec<usize>,
}

/// The log of `record`, rebuilt in `lang`.
pub(crate) fn replay_log(record: &GameRecord, seats: &[SeatSpec], lang: Lang) -> ReplayedLog {
    let mut log = Vec::new();
    let mut turn_ended_at = Vec::new();
    let mut after_step = vec![0];
    let Ok(mut replay) = record.initial_state() else {
        return ReplayedLog {
            lines: log,
            turn_ended_at,
            after_step: vec![0; record.steps.len() + 1],
        };
    };
    for step in &record.steps {
        let special = matches!(replay.phase(), Phase::SpecialBuild { .. });
        let Ok(ev) = replay.apply_with(step.action, step.chance) else {
            break;
        };
        let by_computer = !seats.get(step.seat.index()).is_some_and(|s| s.is_human());
        let said = ActionSaid {
            seat: step.seat,
            action: &step.action,
            events: &ev,
            special,
            by_computer,
        };
        log.extend(log_lines(lang, &replay.board, said, None));
        if step.action == Action::EndTurn {
            // "since your last turn" holds across a restart of the app
            turn_ended_at.resize(replay.num_players as usize, usize::MAX);
            turn_ended_at[step.seat.index()] = log.len();
        }
        after_step.push(log.len());
    }
    // steps that did not replay show the whole log
    after_step.resize(record.steps.len() + 1, log.len());
    ReplayedLog {
        lines: log,
        turn_ended_at,
        after_step,
    }
}

/// Apply `action` for `seat`: the only place the game changes.
pub fn act(
    session: &mut Session,
    seat: Seat,
    action: Action,
    lang: Lang,
    by_computer: bool,
    applied: &mut MessageWriter<Applied>,
) -> Result<(), String> {
    if session.remote.is_some()
        && !session.game.state.is_over()
        && session.game.state.actor() == seat
    {
        return Err("an online game's moves are played by the host".into());
    }
    let played = session.game.play(seat, action).map_err(|e| match e {
        TableError::NotYourMove { seat, actor } => format!(
            "{} cannot {action}: it is {}'s move",
            i18n::seat_name(lang, seat),
            i18n::seat_name(lang, actor)
        ),
        e => refusal_text(lang, e),
    })?;
    after_action(
        session,
        seat,
        action,
        played.events,
        played.special,
        lang,
        by_computer,
        applied,
    );
    settle_table_talk(session, lang, applied);
    Ok(())
}

/// A table's refusal in words of `lang`.
fn refusal_text(lang: Lang, e: TableError) -> String {
    match e {
        TableError::Over => "the game is over".into(),
        TableError::NotYourMove { seat, actor } => format!(
            "{} cannot act: it is {}'s move",
            i18n::seat_name(lang, seat),
            i18n::seat_name(lang, actor)
        ),
        TableError::NoOffer => "there is no offer for this seat to answer".into(),
        TableError::CounterInvalid => tr(lang, "counter-invalid"),
        TableError::CounterNotHeld { .. } => tr(lang, "counter-not-held"),
        TableError::Illegal(e) => e.message,
    }
}

/// What follows an action applied to the session's state (locally, or by an online game's host):
/// the dice tallies, the table talk, the log lines, the save, and the [`Applied`] message the
/// board's animations, sounds and panels follow. `special`: the action was taken in a special
/// building phase.
pub fn after_action(
    session: &mut Session,
    seat: Seat,
    action: Action,
    events: Events,
    special: bool,
    lang: Lang,
    by_computer: bool,
    applied: &mut MessageWriter<Applied>,
) {
    session.version += 1;
    for e in events.as_slice() {
        if let Event::Rolled(a, b) = *e {
            session.dice[(a + b) as usize] += 1;
            session.last_roll = Some((a, b));
            session.rolls.push((seat, a, b));
        }
    }
    if special && matches!(action, Action::EndTurn) {
        // the wish to build covered this special building phase
        session.talk.wants_special &= !seat.bit();
    }
    // an online game: a line this seat may not read never reaches it (its card is a stand-in)
    let said = ActionSaid {
        seat,
        action: &action,
        events: &events,
        special,
        by_computer,
    };
    let lines = log_lines(lang, &session.game.state.board, said, session.remote);
    session.log.extend(lines);
    if action == Action::EndTurn {
        let n = session.game.state.num_players as usize;
        session.talk.turn_ended_at.resize(n, usize::MAX);
        session.talk.turn_ended_at[seat.index()] = session.log.len();
    }
    session.last_error = None;
    if let Err(e) = session.save() {
        session.last_error = Some(format!("could not save the game: {e}"));
    }
    let payouts = payouts(&session.game.state, action, &events);
    applied.write(Applied {
        by_computer,
        action,
        events,
        payouts,
    });
}

/// The answers nobody needs to be asked for, given at once ([`Table::due_answer`]): a person who
/// cannot give what an offer asks declines without being handed the screen (the log says only
/// that they declined, as for any refusal); a seat whose counter-offer is the offer accepts it;
/// the player on turn who took a counter-offer trades with its seat; a person who can build
/// nothing in a special building phase (the 5–6 extension), or whose phase passes by the option,
/// passes without being handed the screen. Bounded: each step answers one seat.
fn settle_table_talk(session: &mut Session, lang: Lang, applied: &mut MessageWriter<Applied>) {
    if session.remote.is_some() {
        return; // the host answers for an online game
    }
    let persons = session.humans().fold(0, |m, s| m | s.bit());
    let quick = if session.talk.auto_pass_special {
        persons & !session.talk.wants_special
    } else {
        0
    };
    for _ in 0..16 {
        let Some((actor, a)) = session.game.due_answer(persons, quick) else {
            return;
        };
        let by_computer = !session.is_human(actor);
        if act(session, actor, a, lang, by_computer, applied).is_err() {
            return;
        }
    }
}

/// `seat`'s counter-offer to the offer on the table: the offer is declined for it, and the
/// counter stands on the table and in the log.
pub fn counter(
    session: &mut Session,
    seat: Seat,
    gives: ResourceSet,
    gets: ResourceSet,
    lang: Lang,
    by_computer: bool,
    applied: &mut MessageWriter<Applied>,
) -> Result<(), String> {
    if session.remote.is_some() {
        return Err("an online game's moves are played by the host".into());
    }
    let played = session
        .game
        .counter(seat, gives, gets)
        .map_err(|e| refusal_text(lang, e))?;
    after_action(
        session,
        seat,
        played.action,
        played.events,
        played.special,
        lang,
        by_computer,
        applied,
    );
    log_counter(session, Counter { seat, gives, gets }, lang, by_computer);
    settle_table_talk(session, lang, applied);
    Ok(())
}

/// The log's line for a counter-offer.
pub fn log_counter(session: &mut Session, c: Counter, lang: Lang, by_computer: bool) {
    session.log.push(LogLine {
        seat: Some(c.seat),
        text: tr_args(
            lang,
            "log-counters",
            &[
                ("who", (&i18n::seat_name(lang, c.seat)).into()),
                ("give", (&cards_text(lang, &c.gives)).into()),
                ("get", (&cards_text(lang, &c.gets)).into()),
            ],
        ),
        by_computer,
        only: None,
        minor: false,
    });
}

fn apply_requested_actions(
    mut requests: MessageReader<Act>,
    mut undos: MessageReader<Undo>,
    mut counters: MessageReader<CounterOffer>,
    mut session: ResMut<Session>,
    settings: Res<Settings>,
    mut applied: MessageWriter<Applied>,
) {
    if session.remote.is_some() {
        // an online game's moves go to its host (`game::online`)
        requests.clear();
        undos.clear();
        counters.clear();
        return;
    }
    for u in undos.read() {
        if let Err(e) = session.undo(u.seat, settings.lang) {
            session.last_error = Some(e);
        }
    }
    for c in counters.read() {
        let lang = settings.lang;
        if let Err(e) = counter(
            &mut session,
            c.seat,
            c.gives,
            c.gets,
            lang,
            false,
            &mut applied,
        ) {
            session.last_error = Some(e);
        }
    }
    for r in requests.read() {
        if let Err(e) = act(
            &mut session,
            r.seat,
            r.action,
            settings.lang,
            false,
            &mut applied,
        ) {
            session.last_error = Some(e);
        }
    }
}

/// An applied action as the log tells it: who, what, what happened, in a special building
/// phase or not, by a computer (or another machine's seat) or not.
#[derive(Clone, Copy)]
pub struct ActionSaid<'a> {
    pub seat: Seat,
    pub action: &'a Action,
    pub events: &'a Events,
    pub special: bool,
    pub by_computer: bool,
}

/// The log lines of an applied action: its sentences ([`describe`]) and its private lines
/// ([`secrets`]) — only those `reader` may read when this machine holds one seat's view.
pub fn log_lines(
    lang: Lang,
    board: &Board,
    a: ActionSaid<'_>,
    reader: Option<Seat>,
) -> Vec<LogLine> {
    let mut out: Vec<LogLine> = describe(lang, board, a.seat, a.action, a.events, a.special)
        .into_iter()
        .map(|(marked, text)| LogLine {
            seat: Some(marked),
            text,
            by_computer: a.by_computer,
            only: None,
            minor: is_minor(a.action),
        })
        .collect();
    for (only, text) in secrets(lang, a.events) {
        if reader.is_some_and(|me| !only.contains(&me)) {
            continue;
        }
        out.push(LogLine {
            seat: Some(only[0]),
            text,
            by_computer: a.by_computer,
            only: Some(only),
            minor: false,
        });
    }
    out
}

/// The private log lines of an action, with the two seats that may read each: which card the
/// robber's owner stole (thief and victim).
pub fn secrets(lang: Lang, events: &Events) -> Vec<([Seat; 2], String)> {
    let name = |s: Seat| i18n::seat_name(lang, s);
    events
        .as_slice()
        .iter()
        .filter_map(|e| match *e {
            Event::Stole {
                thief,
                victim,
                card,
            } => Some((
                [thief, victim],
                tr_args(
                    lang,
                    "log-stole-card",
                    &[
                        ("thief", (&name(thief)).into()),
                        ("victim", (&name(victim)).into()),
                        ("card", (&i18n::resource(lang, card)).into()),
                    ],
                ),
            )),
            _ => None,
        })
        .collect()
}

/// The log lines of one applied action, in words: one whole sentence per line, each with the
/// seat whose colour marks it (the receiver of produced cards, the thief, the trader …).
/// `special`: the action was taken in a special building phase (the 5–6 extension), where an
/// end of turn only ends that seat's building and says nothing.
pub fn describe(
    lang: Lang,
    board: &Board,
    seat: Seat,
    action: &Action,
    events: &Events,
    special: bool,
) -> Vec<(Seat, String)> {
    let who = i18n::seat_name(lang, seat);
    let place = place_of(lang, board, action).unwrap_or_default();
    let at = [("place", Arg::from(&place))];
    let line = |id: &str, args: &[(&str, Arg<'_>)]| {
        let mut all = vec![("who", Arg::from(&who))];
        all.extend_from_slice(args);
        tr_args(lang, id, &all)
    };
    let mut out = Vec::new();
    let main = match action {
        Action::BuildRoad(_) => Some(line("log-built-road", &at)),
        Action::BuildSettlement(_) => Some(line("log-built-settlement", &at)),
        Action::BuildCity(_) => Some(line("log-built-city", &at)),
        Action::BuyDevelopmentCard => Some(line("log-bought-card", &[])),
        Action::Roll => None,
        Action::Discard(s) => Some(line(
            "log-discarded",
            &[("cards", (&cards_text(lang, s)).into())],
        )),
        Action::MoveRobber { .. } => Some(line("log-moved-robber", &at)),
        Action::PlayKnight => Some(line("log-played-knight", &[])),
        Action::PlayRoadBuilding => Some(line("log-played-road-building", &[])),
        Action::PlayYearOfPlenty(a, b) => {
            let mut names = vec![i18n::resource(lang, *a)];
            names.extend(b.map(|b| i18n::resource(lang, b)));
            Some(line(
                "log-played-year-of-plenty",
                &[("cards", (&names.join(", ")).into())],
            ))
        }
        Action::PlayMonopoly(r) => Some(line(
            "log-played-monopoly",
            &[("resource", (&i18n::resource(lang, *r)).into())],
        )),
        Action::PlayVictoryPoint => Some(line("log-played-victory-point", &[])),
        Action::BankTrade { .. } => None,
        Action::OfferTrade {
            give,
            get,
            to: crate::core::EVERYONE,
        } => Some(line(
            "log-offers",
            &[
                ("give", (&cards_text(lang, give)).into()),
                ("get", (&cards_text(lang, get)).into()),
            ],
        )),
        Action::OfferTrade { give, get, to } => {
            let names: Vec<String> = (0..8u8)
                .filter(|s| to & (1 << s) != 0 && *s != seat.0)
                .map(|s| i18n::seat_name(lang, Seat(s)))
                .collect();
            Some(line(
                "log-offers-to",
                &[
                    ("give", (&cards_text(lang, give)).into()),
                    ("get", (&cards_text(lang, get)).into()),
                    ("to", (&names.join(", ")).into()),
                ],
            ))
        }
        Action::AcceptTrade => Some(line("log-accepted", &[])),
        Action::DeclineTrade => Some(line("log-declined", &[])),
        Action::ConfirmTrade(_) => None,
        Action::CancelTrade => Some(line("log-cancelled-offer", &[])),
        Action::EndTurn if special => None,
        Action::EndTurn => Some(line("log-ended-turn", &[])),
    };
    out.extend(main.map(|t| (seat, t)));
    let name = |s: Seat| i18n::seat_name(lang, s);
    for e in events.as_slice() {
        match *e {
            Event::Rolled(a, b) => out.push((
                seat,
                line(
                    "log-rolled",
                    &[("total", (a + b).into()), ("a", a.into()), ("b", b.into())],
                ),
            )),
            Event::Produced { seat: to, cards } => out.push((
                to,
                tr_args(
                    lang,
                    "log-got",
                    &[
                        ("who", (&name(to)).into()),
                        ("cards", (&cards_text(lang, &cards)).into()),
                    ],
                ),
            )),
            Event::Shortage(mask) => {
                let names: Vec<String> = Resource::ALL
                    .iter()
                    .filter(|r| mask & (1 << r.index()) != 0)
                    .map(|r| i18n::resource(lang, *r))
                    .collect();
                out.push((
                    seat,
                    tr_args(
                        lang,
                        "log-shortage",
                        &[("resources", (&names.join(", ")).into())],
                    ),
                ));
            }
            Event::Stole { thief, victim, .. } => out.push((
                thief,
                tr_args(
                    lang,
                    "log-stole",
                    &[
                        ("thief", (&name(thief)).into()),
                        ("victim", (&name(victim)).into()),
                    ],
                ),
            )),
            Event::Monopoly {
                taken, resource, ..
            } => out.push((
                seat,
                line(
                    "log-monopoly-took",
                    &[(
                        "cards",
                        (&i18n::resource_count(lang, resource, taken)).into(),
                    )],
                ),
            )),
            // a year of plenty's cards from the bank: its own line says so already
            Event::Traded {
                with: None, gave, ..
            } if gave.is_empty() => {}
            Event::Traded {
                seat: trader,
                with,
                gave,
                got,
            } => {
                let (gave, got) = (cards_text(lang, &gave), cards_text(lang, &got));
                let who = name(trader);
                let mut args = vec![
                    ("who", Arg::from(&who)),
                    ("gave", Arg::from(&gave)),
                    ("got", Arg::from(&got)),
                ];
                let other = with.map(name);
                let id = match &other {
                    Some(o) => {
                        args.push(("other", Arg::from(o)));
                        "log-traded-with"
                    }
                    None => "log-traded-with-bank",
                };
                out.push((trader, tr_args(lang, id, &args)));
            }
            Event::LongestRoad(Some(p)) => out.push((
                p,
                tr_args(lang, "log-longest-road", &[("who", (&name(p)).into())]),
            )),
            Event::LargestArmy(Some(p)) => out.push((
                p,
                tr_args(lang, "log-largest-army", &[("who", (&name(p)).into())]),
            )),
            Event::Won(p) => out.push((p, tr_args(lang, "log-won", &[("who", (&name(p)).into())]))),
            _ => {}
        }
    }
    out
}

/// Where a build or the robber's move went, in words ([`place`]); `None` for other actions.
pub fn place_of(lang: Lang, board: &Board, action: &Action) -> Option<String> {
    let topo = &board.topo;
    let faces: &[FaceId] = match action {
        Action::BuildRoad(e) => &topo.edge_faces[e.index()],
        Action::BuildSettlement(v) | Action::BuildCity(v) => {
            topo.vertex_faces[v.index()].as_slice()
        }
        Action::MoveRobber { face, .. } => std::slice::from_ref(face),
        _ => return None,
    };
    Some(place(lang, board, faces))
}

/// Where on the board, for the log: the numbered tiles around a corner, an edge or a tile
/// ("6 brick · 4 sheep"; the desert by name; sea not named).
pub fn place(lang: Lang, board: &Board, faces: &[FaceId]) -> String {
    let names: Vec<String> = faces
        .iter()
        .map(|f| match board.resource[f.index()] {
            Some(r) => format!("{} {}", board.number[f.index()], i18n::resource(lang, r)),
            None => tr(lang, "desert"),
        })
        .collect();
    names.join(" · ")
}
