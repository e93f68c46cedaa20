//! Playing in a room: a seat's action or counter-offer, the answers nobody needs to be asked
//! for, and the computer seats — through the core's [`Table`] and the AI's [`ComputerSeat`], as
//! the local game plays them. Every action is saved before anyone hears of it.

use super::*;
use crate::ai::wide::ComputerSeat;
use crate::ai::{Decision, seat};
use crate::core::wide::Table;
use crate::core::{Played, TableError};
use crate::net::wire::AnswerWhy;

impl Room {
    /// `seat` plays `action`: refused unless the game is on and the table takes it (its move,
    /// the rules allow it); otherwise applied, saved, told to everyone, and the computers play on.
    pub fn act(&mut self, seat: Seat, action: Action) -> Result<Vec<Outgoing>, Refusal> {
        if !self.started() {
            return Err(Refusal::new(
                ErrorCode::NotStarted,
                "the game starts when every open seat is taken",
            ));
        }
        let mut out = self.commit(|t| t.play(seat, action))?;
        out.extend(self.settle());
        out.extend(self.play_computers());
        Ok(out)
    }

    /// `seat` answers the offer it is asked with a counter-offer (it gives `gives` for `gets`):
    /// the offer is declined for it and everyone hears the counter.
    pub fn counter(
        &mut self,
        seat: Seat,
        gives: ResourceSet,
        gets: ResourceSet,
    ) -> Result<Vec<Outgoing>, Refusal> {
        if !self.started() {
            return Err(illegal("not-your-turn", "no offer for this seat to answer"));
        }
        let mut out = self.commit(|t| t.counter(seat, gives, gets))?;
        out.extend(self.settle());
        out.extend(self.play_computers());
        Ok(out)
    }

    /// Play at the table, save the record, and say what happened to each seat. Nothing is
    /// played while the record cannot be saved; an action whose record cannot be written is
    /// taken back (a client never sees an action a restart would lose) and the room waits for
    /// its storage.
    fn commit(
        &mut self,
        play: impl FnOnce(&mut Table) -> Result<Played, TableError>,
    ) -> Result<Vec<Outgoing>, Refusal> {
        if let Some(why) = &self.storage {
            return Err(storage_refusal(why));
        }
        let played = play(&mut self.table).map_err(refusal_of)?;
        if let Err(e) = self.save_record() {
            // the position before it, as a restart would rebuild it from the record
            self.table.take_back();
            let why = e.to_string();
            eprintln!(
                "room {}: cannot save its record ({why}); no action is played until it can",
                self.meta.room
            );
            let refusal = storage_refusal(&why);
            self.news.push(Outgoing::All(refusal.to_msg()));
            self.storage = Some(why);
            return Err(refusal);
        }
        Ok(self.announce(played))
    }

    /// What each seat hears of an action: the action, its events as that seat may know them
    /// and its new view; the counter-offer it came with; the end of the game.
    fn announce(&self, played: Played) -> Vec<Outgoing> {
        let n = self.table.state.num_players();
        let mut out = Vec::with_capacity(n as usize + 3);
        for (to, view) in Seat::all(n).zip(self.views_for(&Seat::all(n).collect::<Vec<_>>())) {
            let Outgoing::To(_, ServerMsg::View { view }) = view else {
                continue;
            };
            out.push(Outgoing::To(
                to,
                ServerMsg::Played {
                    seat: played.seat.0,
                    action: played.action,
                    events: wire_events(&played.events, to),
                    view: Box::new(view),
                    why: None,
                },
            ));
        }
        if let Some(c) = played.counter {
            out.push(Outgoing::All(ServerMsg::Countered {
                seat: c.seat.0,
                gives: c.gives,
                gets: c.gets,
            }));
        }
        if self.table.state.is_over() {
            out.push(Outgoing::All(self.game_over_msg()));
            out.push(Outgoing::All(self.record_msg()));
        }
        out
    }

    /// The seats of people (or their programs) playing from elsewhere, as a seat mask.
    fn remote_seats(&self) -> u8 {
        self.meta
            .seats
            .iter()
            .enumerate()
            .filter(|(_, k)| matches!(k, SeatKind::Remote { .. }))
            .fold(0, |m, (i, _)| m | Seat(i as u8).bit())
    }

    /// The answers nobody needs to be asked for ([`Table::due_answer`]). Bounded.
    fn settle(&mut self) -> Vec<Outgoing> {
        let persons = self.remote_seats();
        let mut out = Vec::new();
        for _ in 0..16 {
            let Some((seat, action)) = self.table.due_answer(persons, 0) else {
                break;
            };
            match self.commit(|t| t.play(seat, action)) {
                Ok(o) => out.extend(o),
                Err(_) => break,
            }
        }
        out
    }

    /// The computer in `seat`, if a computer of the server sits there.
    fn computer(&self, seat: Seat) -> Option<ComputerSeat> {
        match &self.meta.seats[seat.index()] {
            SeatKind::Computer { spec, .. } => computer_spec(spec).ok().map(|s| s.seat_sized()),
            _ => None,
        }
    }

    /// Whether the seat to act is a computer of the server.
    pub fn computer_to_move(&self) -> bool {
        self.started() && !self.table.state.is_over() && self.computer_seat_to_move().is_some()
    }

    fn computer_seat_to_move(&self) -> Option<ComputerSeat> {
        self.computer(self.table.state.actor())
    }

    /// Whether the computer to move thinks long (the server then asks it off its event loop).
    pub fn computer_thinks_long(&self) -> bool {
        self.computer_seat_to_move()
            .is_some_and(|c| c.thinks_long())
    }

    /// What deciding the computer's move needs, to decide it elsewhere: the computer, a copy of
    /// the table, the room's seed.
    pub fn computer_question(&self) -> Option<(ComputerSeat, Table, u64)> {
        if !self.computer_to_move() {
            return None;
        }
        let c = self.computer_seat_to_move()?;
        Some((c, self.table.clone(), self.meta.seed))
    }

    /// The decision of the computer to move ([`ComputerSeat::decide`]: a player made for this
    /// decision, seeded by the room's seed and the action's number, so a resumed room decides
    /// the same).
    pub fn computer_decision(&self) -> Option<Decision> {
        if !self.computer_to_move() {
            return None;
        }
        self.computer_seat_to_move()?
            .decide(&self.table, self.meta.seed)
    }

    /// A computer on turn taking a counter-offer to its offer: no search needed.
    pub fn computer_takes_a_counter(&self) -> Option<Decision> {
        self.computer_seat_to_move()?.counter_taken(&self.table)
    }

    /// Play a computer's decision made for the position as it is now.
    pub fn apply_computer(&mut self, d: Decision) -> Vec<Outgoing> {
        if self.table.state.is_over() || self.table.state.actor() != d.seat {
            return Vec::new();
        }
        let mut out = self.commit(|t| seat::play(t, &d)).unwrap_or_default();
        if let Some(why) = say_why(&mut out, &d) {
            let at = self.table.record.steps.len().saturating_sub(1) as u32;
            self.whys.push_back(crate::net::wire::RecentWhy { at, why });
            while self.whys.len() > crate::net::wire::RECENT_STEPS {
                self.whys.pop_front();
            }
        }
        out.extend(self.settle());
        out
    }

    /// While the record cannot be saved: try again; once it is written, every seat gets its
    /// view and the computers play on.
    pub fn retry_storage(&mut self) -> Vec<Outgoing> {
        if self.storage.is_none() || self.save().is_err() {
            return Vec::new();
        }
        eprintln!(
            "room {}: saving works again; the game goes on",
            self.meta.room
        );
        self.storage = None;
        let mut out =
            self.views_for(&Seat::all(self.table.state.num_players()).collect::<Vec<_>>());
        out.extend(self.play_computers());
        out
    }

    /// Computers play until a remote seat must act (or the game ends); those that think long
    /// are left to the caller (see [`Room::computer_thinks_long`]). Bounded: a game of
    /// computers alone ends within its turn limit.
    pub fn play_computers(&mut self) -> Vec<Outgoing> {
        let mut out = Vec::new();
        for _ in 0..20_000 {
            if !self.computer_to_move() || self.computer_thinks_long() || self.storage.is_some() {
                break;
            }
            let Some(d) = self.computer_decision() else {
                break;
            };
            out.extend(self.apply_computer(d));
        }
        out
    }
}

/// A computer's answer to an offer, as each seat is told it, carries its reason: the plan's,
/// or that it does not want the trade (the same code to every seat: a reason is public). The
/// reason, when the answer was played and told.
fn say_why(out: &mut [Outgoing], d: &Decision) -> Option<AnswerWhy> {
    let accepted = match d.action() {
        Action::AcceptTrade => true,
        Action::DeclineTrade => false,
        _ => return None,
    };
    let reason = AnswerWhy::of(d.judgement, accepted)?;
    let mut told = false;
    for o in out.iter_mut() {
        if let Outgoing::To(
            _,
            ServerMsg::Played {
                seat, action, why, ..
            },
        ) = o
            && *seat == d.seat.0
            && *action == d.action()
        {
            *why = Some(reason);
            told = true;
        }
    }
    told.then_some(reason)
}

/// A table's refusal in the protocol's words.
fn refusal_of(e: TableError) -> Refusal {
    match e {
        TableError::Over => illegal("game-over", "the game is over"),
        e @ TableError::NotYourMove { .. } => illegal("not-your-turn", e.to_string()),
        TableError::NoOffer => illegal("phase", "there is no offer to counter"),
        TableError::CounterInvalid => illegal(
            "trade-gift",
            "a counter-offer gives and gets something, no material on both sides",
        ),
        TableError::CounterNotHeld { gives } => illegal(
            "cannot-afford",
            format!("the counter-offer gives {gives}, not in hand"),
        ),
        TableError::Illegal(e) => illegal_rule(e.rule.name(), e.message),
    }
}
