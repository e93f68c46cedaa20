//! Acting: the one path every action takes — the table plays it, then the tallies, the log,
//! the save and the [`Applied`] message follow; counter-offers; the answers nobody needs to be
//! asked for; what each seat gained.

use super::*;
use crate::core::Played;
use crate::core::action::TilePaid;

/// A person changes their wish to build in their next special building phase (the option to
/// skip the phases nobody wants; the game screen passes it into the session's talk).
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct SpecialWish {
    pub seat: Seat,
    pub on: bool,
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

/// Where the cards of an action's [`Event::Produced`] came from, as its [`Event::Paid`] events
/// tell: one entry per tile, seat and material; what no tile paid (gold chosen) comes from no
/// tile.
pub(crate) fn payouts(events: &Events) -> Vec<Payout> {
    let mut out = Vec::new();
    for e in events.as_slice() {
        let Event::Produced { seat, cards } = *e else {
            continue;
        };
        let mut left = cards;
        for p in events.as_slice() {
            if let Event::Paid(TilePaid {
                face,
                resource,
                shares,
            }) = *p
            {
                let n = shares[seat.index()].min(left.get(resource));
                if n > 0 {
                    left.0[resource.index()] -= n;
                    out.push(Payout {
                        face: Some(face),
                        seat,
                        resource,
                        n,
                    });
                }
            }
        }
        for r in Resource::ALL {
            if left.get(r) > 0 {
                out.push(Payout {
                    face: None,
                    seat,
                    resource: r,
                    n: left.get(r),
                });
            }
        }
    }
    out
}

/// Why the session did not play an action or a counter-offer.
#[derive(Clone, Debug, PartialEq, thiserror::Error)]
pub enum ActError {
    /// An online game's moves are played by its host, not here.
    #[error("an online game's moves are played by the host")]
    Online,
    /// The table refused it.
    #[error("{0}")]
    Table(TableError),
}

impl ActError {
    /// The refusal in words of `lang`.
    pub fn text(&self, lang: Lang) -> String {
        match self {
            ActError::Online => tr(lang, "act-online"),
            ActError::Table(e) => refusal_text(lang, e),
        }
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
) -> Result<(), ActError> {
    if session.remote.is_some()
        && !session.game.state.is_over()
        && session.game.state.actor() == seat
    {
        return Err(ActError::Online);
    }
    let standing = session.game.counters.clone();
    let played = session.game.play(seat, action).map_err(ActError::Table)?;
    // counter-offers that left the table untaken: said before the action that ended them
    let (after, deal) = (&session.game.counters, session.game.deal);
    let lapsed = counters_not_taken(lang, seat, &standing, after, deal, by_computer);
    session.log.extend(lapsed);
    after_action(session, played, lang, by_computer, applied);
    settle_table_talk(session, lang, applied);
    Ok(())
}

/// A table's refusal in words of `lang`.
pub(super) fn refusal_text(lang: Lang, e: &TableError) -> String {
    match e {
        TableError::Over => tr(lang, "why-game-over"),
        TableError::NotYourMove { seat, actor } => tr_args(
            lang,
            "act-not-your-move",
            &[
                ("who", (&i18n::seat_name(lang, *seat)).into()),
                ("actor", (&i18n::seat_name(lang, *actor)).into()),
            ],
        ),
        TableError::NoOffer => tr(lang, "act-no-offer"),
        TableError::CounterInvalid => tr(lang, "counter-invalid"),
        TableError::CounterNotHeld { .. } => tr(lang, "counter-not-held"),
        TableError::Illegal(e) => e.message.clone(),
    }
}

/// What follows an action applied to the session's state (locally, or by an online game's host):
/// the dice tallies, the table talk, the log lines, the save, and the [`Applied`] message the
/// board's animations, sounds and panels follow. `played.special`: the action was taken in a
/// special building phase.
pub fn after_action(
    session: &mut Session,
    played: Played,
    lang: Lang,
    by_computer: bool,
    applied: &mut MessageWriter<Applied>,
) {
    let Played {
        seat,
        action,
        events,
        special,
        ..
    } = played;
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
    // a taken counter-offer's deal, from the offer that takes it to the trade
    let taken = session.game.deal.or(session.talk.dealt);
    session.talk.dealt = session.game.deal;
    let said = ActionSaid {
        seat,
        action: &action,
        events: &events,
        special,
        by_computer,
        taken,
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
    let payouts = payouts(&events);
    applied.write(Applied {
        seat,
        by_computer,
        action,
        events,
        payouts,
    });
}

/// The answers nobody needs to be asked for, given at once ([`Table::due_answer`]): a person who
/// cannot give what an offer asks declines without being handed the screen (the log says why:
/// the cards they cannot pay, play-test 6); a seat whose counter-offer is the offer accepts it;
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
        let asked = match session.game.state.phase {
            Phase::TradeAnswers { get, .. } if !by_computer && a == Action::DeclineTrade => {
                Some(get)
            }
            _ => None,
        };
        if act(session, actor, a, lang, by_computer, applied).is_err() {
            return;
        }
        if let Some(get) = asked {
            say_cannot_pay(session, actor, get, lang);
        }
    }
}

/// A person's decline given for them (they cannot pay what the offer asks): its log line says
/// so, with the cards asked (play-test 6: "Red declined", unexplained) — with open hands. With
/// hidden hands the reason would tell the table what the hand lacks (play-test 8): the public
/// line stays "Red declined", and the reason is a private line for the person alone.
fn say_cannot_pay(session: &mut Session, seat: Seat, get: ResourceSet, lang: Lang) {
    let who = i18n::seat_name(lang, seat);
    let plain = tr_args(lang, "log-declined", &[("who", (&who).into())]);
    let cards = i18n::cards_text(lang, &get);
    let args = [("who", (&who).into()), ("cards", (&cards).into())];
    if !session.talk.open_hands {
        let text = tr_args(lang, "log-cannot-pay-own", &args);
        session.log.push(LogLine {
            seat: Some(seat),
            text,
            by_computer: false,
            only: Some([seat, seat]),
            minor: false,
        });
        return;
    }
    let text = tr_args(lang, "log-cannot-pay", &args);
    if let Some(line) = session
        .log
        .iter_mut()
        .rev()
        .find(|l| l.seat == Some(seat) && l.text == plain)
    {
        // shown in "since your last turn" too: the person was not asked
        line.text = text;
        line.minor = false;
    }
}

/// `c.seat`'s counter-offer to the offer on the table: the offer is declined for it, and the
/// counter stands on the table and in the log.
pub fn counter(
    session: &mut Session,
    c: Counter,
    lang: Lang,
    by_computer: bool,
    applied: &mut MessageWriter<Applied>,
) -> Result<(), ActError> {
    if session.remote.is_some() {
        return Err(ActError::Online);
    }
    let played = session
        .game
        .counter(c.seat, c.gives, c.gets)
        .map_err(ActError::Table)?;
    after_action(session, played, lang, by_computer, applied);
    log_counter(session, c, lang, by_computer);
    settle_table_talk(session, lang, applied);
    Ok(())
}

/// The log's line for a counter-offer.
pub fn log_counter(session: &mut Session, c: Counter, lang: Lang, by_computer: bool) {
    session
        .log
        .push(super::log::counter_line(lang, c, by_computer));
}

pub(super) fn apply_requested_actions(
    mut requests: MessageReader<Act>,
    mut undos: MessageReader<Undo>,
    mut counters: MessageReader<CounterOffer>,
    mut session: ResMut<Session>,
    settings: Res<Settings>,
    mut applied: MessageWriter<Applied>,
    mut resets: MessageWriter<TableReset>,
) {
    let open_hands = !session.hands_hidden(&settings);
    if session.talk.open_hands != open_hands {
        session.talk.open_hands = open_hands;
    }
    if session.remote.is_some() {
        // an online game's moves go to its host (`game::online`)
        requests.clear();
        undos.clear();
        counters.clear();
        return;
    }
    for u in undos.read() {
        match session.undo(u.seat, settings.lang) {
            // the position before the action, set whole
            Ok(()) => {
                resets.write(TableReset { new_game: false });
            }
            Err(e) => session.last_error = Some(e.text(settings.lang)),
        }
    }
    for c in counters.read() {
        let lang = settings.lang;
        let offer = Counter {
            seat: c.seat,
            gives: c.gives,
            gets: c.gets,
        };
        if let Err(e) = counter(&mut session, offer, lang, false, &mut applied) {
            session.last_error = Some(e.text(lang));
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
            session.last_error = Some(e.text(settings.lang));
        }
    }
}

#[cfg(test)]
mod cannot_pay_tests;
#[cfg(test)]
mod hidden_decline_tests;
