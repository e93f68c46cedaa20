//! Acting: the one path every action takes — the table plays it, then the tallies, the log,
//! the save and the [`Applied`] message follow; counter-offers; the answers nobody needs to be
//! asked for; what each seat gained.

use super::*;

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
pub(super) fn refusal_text(lang: Lang, e: TableError) -> String {
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
    if action == Action::EndTurn && !special {
        // a full turn's end: a special building phase's pass is not the person's turn
        let n = session.game.state.num_players as usize;
        session.talk.turn_ended_at.resize(n, usize::MAX);
        session.talk.turn_ended_at[seat.index()] = session.log.len();
    }
    session.last_error = None;
    if let Err(e) = session.save() {
        session.last_error = Some(tr_args(
            lang,
            "could-not-save",
            &[("problem", (&e.to_string()).into())],
        ));
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
pub(super) fn settle_table_talk(
    session: &mut Session,
    lang: Lang,
    applied: &mut MessageWriter<Applied>,
) {
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

pub(super) fn apply_requested_actions(
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
