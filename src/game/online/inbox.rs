//! The host's messages: one function per message, applied in order at the computers' pace —
//! but at once when a waiting message ends an offer this seat is asked to answer on screen.

use super::*;
use crate::core::Played;
use crate::game::i18n::board_words::problem_text;
use crate::game::session::say_answer_why;
use crate::net::wire::AnswerWhy;

/// What follows a host's message: go on with the next, or stop for this frame.
enum Next {
    Go,
    Stop,
}

/// The host's messages, in order, at the computers' pace (an action of another seat stays on
/// screen as long as a computer's would).
pub(super) fn handle_host_messages(
    mut commands: Commands,
    mut online: ResMut<Online>,
    mut session: Option<ResMut<Session>>,
    settings: Res<Settings>,
    time: Res<Time>,
    mut applied: MessageWriter<Applied>,
    mut resets: MessageWriter<TableReset>,
    mut next: ResMut<NextState<Screen>>,
) {
    let lang = settings.lang;
    online.wait -= time.delta_secs();
    for _ in 0..64 {
        // the computers' pace, unless an offer on screen is over at the host
        if online.wait > 0.0 && !offer_overtaken(&online, session.as_deref()) {
            return;
        }
        let Some(msg) = online.queue.pop_front() else {
            return;
        };
        let online = &mut *online;
        let session = session.as_deref_mut();
        let went = match msg {
            ServerMsg::RoomCreated { room } => room_created(online, room),
            m @ (ServerMsg::Joined { .. } | ServerMsg::Watching { .. }) => {
                joined_or_watching(online, m, lang)
            }
            ServerMsg::Seats { seats } => seats_changed(online, session, seats, lang),
            ServerMsg::View { view } => {
                match view_came(online, session, &view, lang, &mut resets) {
                    Some(s) => {
                        start_playing(&mut commands, &mut next, online, s);
                        // the session exists from the next frame on: stop here
                        Next::Stop
                    }
                    None if online.status == Status::Failed => Next::Stop,
                    None => Next::Go,
                }
            }
            ServerMsg::Played {
                seat,
                action,
                events,
                view,
                why,
            } => {
                let heard = HeardPlay {
                    seat: Seat(seat),
                    action,
                    events: &events,
                    view: &view,
                    why,
                };
                played_elsewhere(online, session, &heard, &settings, &mut applied)
            }
            other => game_message(online, session, other, lang),
        };
        if let Next::Stop = went {
            return;
        }
    }
}

/// A seat taken (`joined`) or a room watched (`watching`): its board read, or refused in words.
fn joined_or_watching(online: &mut Online, msg: ServerMsg, lang: Lang) -> Next {
    match msg {
        ServerMsg::Joined {
            room,
            seat,
            token,
            board,
            rules,
            replace_after_secs,
        } => match Board::from_file_sized(board) {
            Ok(board) => {
                let taken = SeatTaken {
                    room,
                    seat: Seat(seat),
                    token,
                    replace_after_secs,
                };
                joined(online, taken, Arc::new(board), rules)
            }
            Err(problems) => board_refused(online, &problems, lang),
        },
        ServerMsg::Watching {
            room,
            board,
            rules,
            watchers,
        } => match Board::from_file_sized(board) {
            Ok(board) => watching(online, room, Arc::new(board), rules, watchers),
            Err(problems) => board_refused(online, &problems, lang),
        },
        _ => Next::Go,
    }
}

/// Whether this seat is asked on screen to answer an offer that a message still waiting says is
/// over for it (answered, taken, cancelled, or the turn moved on: the seat is no longer asked).
/// Then the waiting messages are shown at once, and the offer's dialog closes with them.
pub(super) fn offer_overtaken(online: &Online, session: Option<&Session>) -> bool {
    let (Some(s), Some(me)) = (session, online.seat) else {
        return false;
    };
    let state = &s.game.state;
    if !matches!(state.phase, crate::core::Phase::TradeAnswers { .. }) || state.actor() != me {
        return false;
    }
    let asked = |a: &Action| matches!(a, Action::AcceptTrade | Action::DeclineTrade);
    online.queue.iter().any(|m| match m {
        ServerMsg::Played { view, .. } => !view.legal.iter().any(asked),
        ServerMsg::View { view } => !view.legal.iter().any(asked),
        _ => false,
    })
}

/// The messages about the game that need neither the screen nor the board's animations.
fn game_message(
    online: &mut Online,
    session: Option<&mut Session>,
    msg: ServerMsg,
    lang: Lang,
) -> Next {
    match msg {
        ServerMsg::Started => {
            online.started = true;
            Next::Go
        }
        ServerMsg::Watchers { count } => {
            online.watchers = count;
            Next::Go
        }
        ServerMsg::Recent {
            from, steps, talk, ..
        } => {
            if let Some(s) = session {
                let shown = online.shown_steps;
                let heard = recent::Heard {
                    from: from as usize,
                    steps: &steps,
                    talk: &talk,
                };
                online.shown_steps = recent::take_in(s, shown, heard, online.seat, lang);
            }
            Next::Go
        }
        ServerMsg::Countered { seat, gives, gets } => {
            let c = Counter {
                seat: Seat(seat),
                gives,
                gets,
            };
            countered(online, session, c, lang)
        }
        ServerMsg::Record { record } => record_came(online, session, &record),
        ServerMsg::Error { code, message, .. } => {
            refused(online, session, code, &message, lang);
            Next::Go
        }
        ServerMsg::GameOver { .. }
        | ServerMsg::Welcome { .. }
        | ServerMsg::Rooms { .. }
        | ServerMsg::Pong => Next::Go,
        _ => Next::Go,
    }
}

/// The game begins in this window: its session, the computers' clock, the playing screen.
fn start_playing(
    commands: &mut Commands,
    next: &mut NextState<Screen>,
    online: &mut Online,
    s: Session,
) {
    let computers = Computers::for_seats(&s.seats);
    commands.insert_resource(s);
    commands.insert_resource(computers);
    commands.insert_resource(AiClock::default());
    next.set(Screen::Playing);
    online.status = Status::Playing;
}

/// A seat's counter-offer: on the table and in the log.
fn countered(online: &Online, session: Option<&mut Session>, c: Counter, lang: Lang) -> Next {
    if let Some(s) = session {
        s.game.hear_counter(c);
        log_counter(s, c, lang, online.seat != Some(c.seat));
    }
    Next::Go
}

/// A room was created for this window: it takes seat 0.
fn room_created(online: &mut Online, room: String) -> Next {
    online.room = Some(room.clone());
    if let Some(h) = &online.hosted {
        println!("ONLINE room={room} port={}", h.addr.port());
        if let Some(invite) = online.invitation() {
            println!("INVITE {invite}");
        }
    }
    online.link.send(ClientMsg::Join {
        room,
        seat: Some(0),
        name: Some(online.name.clone()),
        ready: Some(online.ready_at_once),
    });
    Next::Go
}

/// The host plays a board this build cannot: said in the person's words, and the joining stops.
fn board_refused(online: &mut Online, problems: &[crate::core::BoardProblem], lang: Lang) -> Next {
    let words: Vec<String> = problems.iter().map(|p| problem_text(lang, p)).collect();
    online.status = Status::Failed;
    online.error = Some(tr_args(
        lang,
        "online-board-not-valid",
        &[("problems", (&words.join("; ")).into())],
    ));
    Next::Stop
}

/// The seat the host gave this window: in which room, its token, and how long the room waits
/// before a computer takes over a seat whose person left.
struct SeatTaken {
    room: String,
    seat: Seat,
    token: String,
    replace_after_secs: Option<u64>,
}

/// The seat is this window's: its token kept, the board and rules the host plays.
fn joined(online: &mut Online, taken: SeatTaken, board: Arc<Board>, rules: Rules) -> Next {
    online.room = Some(taken.room);
    online.seat = Some(taken.seat);
    online.token = Some(taken.token);
    online.board = Some(board);
    online.rules = Some(Arc::new(rules));
    online.replace_after = taken.replace_after_secs;
    online.error = None;
    if online.status != Status::Playing {
        online.status = Status::Lobby;
    }
    online.remember_seat(true);
    Next::Go
}

/// This window watches the room: no seat, no token; the board and rules the host plays.
fn watching(
    online: &mut Online,
    room: String,
    board: Arc<Board>,
    rules: Rules,
    watchers: u32,
) -> Next {
    online.room = Some(room);
    online.board = Some(board);
    online.rules = Some(Arc::new(rules));
    online.watchers = watchers;
    online.error = None;
    if online.status != Status::Playing {
        online.status = Status::Lobby;
    }
    Next::Go
}

/// Who sits where changed: the log says who came and went, the seats' names follow.
fn seats_changed(
    online: &mut Online,
    session: Option<&mut Session>,
    seats: Vec<SeatInfo>,
    lang: Lang,
) -> Next {
    if let Some(s) = session {
        note_seat_changes(s, online, &seats, lang);
        for (spec, info) in s.seats.iter_mut().zip(&seats) {
            if let SeatSpec::Remote(name) = spec {
                *name = seat_label(info, lang);
            }
        }
    }
    online.seats = seats;
    Next::Go
}

/// The seat's view: the game begins here (a new session, returned to be put in place), or a
/// game under way is caught up after a dropped connection.
fn view_came(
    online: &mut Online,
    session: Option<&mut Session>,
    view: &SeatView,
    lang: Lang,
    resets: &mut MessageWriter<TableReset>,
) -> Option<Session> {
    let me = online.seat.or(online.watching().then_some(WATCHER));
    let (Some(board), Some(rules), Some(me)) = (online.board.clone(), online.rules.clone(), me)
    else {
        return None;
    };
    if !online.started && view.legal.is_empty() && view.steps == 0 {
        return None; // the lobby: the game has not started
    }
    online.started = true;
    if let Some(s) = session.filter(|s| s.remote == Some(me)) {
        // back after a dropped connection: the position as it is now
        if let Ok(state) = view.position(board, rules) {
            s.game.state = state;
            s.version += 1;
            resets.write(TableReset { new_game: false });
        }
        online.status = Status::Playing;
        return None;
    }
    let specs = (0..view.num_players)
        .map(|i| {
            if i == me.0 {
                SeatSpec::Human
            } else {
                let label = online.seats.get(i as usize).map(|x| seat_label(x, lang));
                SeatSpec::Remote(label.unwrap_or_default())
            }
        })
        .collect();
    match Session::remote(board, rules, view, me, specs) {
        Ok(mut s) => {
            online.shown_steps = view.steps as usize;
            if me == WATCHER {
                s.log.push(LogLine {
                    seat: None,
                    text: tr(lang, "online-watching"),
                    by_computer: false,
                    only: None,
                    minor: false,
                });
            } else if view.steps > 0 {
                // back at a game under way: its earlier lines are not here
                let round = round_text(lang, s.game.state.round_of_play());
                s.log.push(LogLine {
                    seat: Some(me),
                    text: tr_args(lang, "online-rejoined", &[("round", (&round).into())]),
                    by_computer: false,
                    only: None,
                    minor: false,
                });
            }
            Some(s)
        }
        Err(e) => {
            online.status = Status::Failed;
            online.error = Some(e.to_string());
            None
        }
    }
}

/// An action played at the host, as its message tells it: who played what, its events as this
/// seat may know them, and this seat's view after it.
struct HeardPlay<'m> {
    seat: Seat,
    action: Action,
    events: &'m [WireEvent],
    view: &'m SeatView,
    /// A computer's answer to an offer: why, as the host's code.
    why: Option<AnswerWhy>,
}

/// An action played at the host: shown here, and held on screen if another seat played it.
fn played_elsewhere(
    online: &mut Online,
    session: Option<&mut Session>,
    heard: &HeardPlay,
    settings: &Settings,
    applied: &mut MessageWriter<Applied>,
) -> Next {
    let Some(s) = session else {
        return Next::Go;
    };
    let mine = online.seat == Some(heard.seat);
    let before = s.game.state.phase;
    online.shown_steps += 1;
    apply_remote(s, online, heard, settings.lang, applied);
    if let (Some(why), Action::AcceptTrade | Action::DeclineTrade) = (heard.why, heard.action) {
        let accepted = heard.action == Action::AcceptTrade;
        let offered_here = online.seat == Some(s.game.state.current());
        let to = crate::game::session::Answered::in_state(&s.game.state, offered_here);
        // online, every hand is hidden
        let why = crate::game::session::public_why(why, false);
        say_answer_why(&mut s.log, settings.lang, (heard.seat, accepted), why, to);
    }
    if !mine {
        online.wait = settings.speed.pause_after_in(&heard.action, before);
    }
    Next::Go
}

/// The whole record at the game's end: every card shown, filed, replayable and reviewable.
fn record_came(online: &mut Online, session: Option<&mut Session>, record: &str) -> Next {
    let Some(s) = session else {
        return Next::Go;
    };
    match crate::core::ron_file::parse_ron::<GameRecord>("record", record) {
        Ok(rec) => {
            // the final position is the true one now (every hand as it was)
            if let Ok(end) = rec.replay_sized::<{ crate::core::wide::W }>() {
                s.game.state = end;
            }
            s.game.record = rec;
            s.remote_record = true;
            s.save_dir = Some(online.data_dir.clone());
            if let Err(e) = s.file_finished_game() {
                s.last_error = Some(format!("could not file the finished game: {e}"));
            }
        }
        Err(e) => s.last_error = Some(format!("the host's record: {e}")),
    }
    online.remember_seat(false);
    Next::Go
}

/// A refusal: before a seat is held (or with a token the host does not know) the online game
/// failed; during a game it is the game's error line.
fn refused(
    online: &mut Online,
    session: Option<&mut Session>,
    code: ErrorCode,
    message: &str,
    lang: Lang,
) {
    let words = refusal_words(code, message, lang);
    match online.status {
        Status::Connecting | Status::Lobby if online.token.is_none() => {
            online.status = Status::Failed;
            online.error = Some(words);
        }
        _ if code == ErrorCode::BadToken => {
            online.status = Status::Failed;
            online.error = Some(words);
            online.remember_seat(false);
        }
        _ => match session {
            Some(s) => s.last_error = Some(words),
            None => online.error = Some(words),
        },
    }
}

/// A refusal in words for people: the person's language alone for a refusal it words (the
/// host's English detail is for logs — on a Czech screen it was English, and it doubled the
/// brackets: "… (the host does not know this computer's token) (that token does not open this
/// seat)"); the host's message only for one it does not.
fn refusal_words(code: ErrorCode, message: &str, lang: Lang) -> String {
    let id = match code {
        ErrorCode::RoomFull => "online-room-full",
        ErrorCode::NoSuchRoom => "online-no-such-room",
        ErrorCode::Version => "online-version",
        ErrorCode::BadToken => "online-bad-token",
        ErrorCode::ServerFull => "online-server-full",
        ErrorCode::NoWatchers => "online-no-watchers",
        ErrorCode::Watching => "online-watcher-cannot-act",
        ErrorCode::TooFast => "online-too-fast",
        _ => return message.to_string(),
    };
    tr(lang, id)
}

/// How a seat is named at the table: its name, or the computer's level.
fn seat_label(info: &SeatInfo, lang: Lang) -> String {
    match info.kind.as_str() {
        "computer" => format!("{} ({})", tr(lang, "computer"), info.name),
        "open" => tr(lang, "online-open-seat"),
        _ => info.name.clone(),
    }
}

/// Log lines for seats that lost their connection, came back, or are now played by a computer.
fn note_seat_changes(session: &mut Session, online: &Online, seats: &[SeatInfo], lang: Lang) {
    for (new, old) in seats.iter().zip(&online.seats) {
        let seat = Seat(new.seat);
        if Some(seat) == online.seat {
            continue;
        }
        let who = seat_name(lang, seat);
        let text = match (old.kind.as_str(), new.kind.as_str()) {
            ("remote", "remote") if old.connected && !new.connected => match online.replace_after {
                Some(secs) => tr_args(
                    lang,
                    "online-lost-waiting",
                    &[("who", who.as_str().into()), ("secs", secs.into())],
                ),
                None => tr_args(lang, "online-lost", &[("who", who.as_str().into())]),
            },
            ("remote", "remote") if !old.connected && new.connected => {
                tr_args(lang, "online-back", &[("who", who.as_str().into())])
            }
            ("remote", "computer") => {
                tr_args(lang, "online-replaced", &[("who", who.as_str().into())])
            }
            _ => continue,
        };
        session.log.push(LogLine {
            seat: Some(seat),
            text,
            by_computer: false,
            only: None,
            minor: false,
        });
    }
}

/// Another seat's (or this seat's) action as the host told it: the position from the view,
/// then what follows any action here (log, dice, talk, animations).
fn apply_remote(
    session: &mut Session,
    online: &Online,
    heard: &HeardPlay,
    lang: Lang,
    applied: &mut MessageWriter<Applied>,
) {
    let HeardPlay {
        seat,
        action,
        events,
        view,
        ..
    } = *heard;
    let (Some(board), Some(rules)) = (online.board.clone(), online.rules.clone()) else {
        return;
    };
    let special = matches!(
        session.game.state.phase,
        crate::core::Phase::SpecialBuild { .. }
    );
    let state = match view.position(board, rules) {
        Ok(state) => state,
        Err(e) => {
            session.last_error = Some(format!("the host's view: {e}"));
            return;
        }
    };
    let events = crate::net::wire::core_events(events);
    // the record keeps what this seat may know (the whole record comes at the end)
    let chance = events.as_slice().iter().find_map(|e| match *e {
        Event::Rolled(a, b) => Some(crate::core::Chance::Dice(a, b)),
        _ => None,
    });
    session.game.follow(
        state,
        crate::core::Step {
            seat,
            action,
            chance,
        },
    );
    let by_other = online.seat != Some(seat);
    let played = Played {
        seat,
        action,
        events,
        special,
        counter: None,
    };
    after_action(session, played, lang, by_other, applied);
}

#[cfg(test)]
mod offer_tests;
#[cfg(test)]
mod recent_tests;
#[cfg(test)]
mod refusal_tests;
#[cfg(test)]
mod why_tests;
