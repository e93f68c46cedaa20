//! One room's task: the room's commands in, its messages out to each client's outbox, the
//! computers played (those that think long on the blocking pool, with a place among those
//! thinking), absent seats replaced, an idle room closed, and a finished game's quotas freed.

use super::*;

/// A computer's decision being made on the blocking pool.
type Decision = tokio::task::JoinHandle<Option<crate::ai::Decision>>;

/// A room and who is connected to it.
struct Run {
    room: Room,
    /// Each seat's connection, its outbox and the protocol version it speaks.
    clients: HashMap<Seat, (ConnId, Outbox, u32)>,
    away_since: Vec<Option<Instant>>,
    last_activity: Instant,
    places: Thinking,
    /// The watchers' connections and their outboxes.
    watchers: HashMap<ConnId, Outbox>,
    /// Where a public room keeps its entry of the room list…
    listing: Listing,
    /// …and the entry it last put there (the shared list is locked only when it changes).
    listed: Option<RoomInfo>,
}

/// One room's task: requests in, messages out, computers played, idle rooms closed; once its
/// game is over, the room no longer counts against its creator's quota nor the computer-only
/// rooms' (it stays open for its seats until it is idle).
pub(super) async fn room_task(
    room: Room,
    mut rx: mpsc::Receiver<RoomCmd>,
    idle_secs: u64,
    (places, quotas, listing): (Thinking, Arc<Quotas>, Listing),
) {
    let seats = room.meta.seats.len();
    let mut run = Run {
        room,
        clients: HashMap::new(),
        away_since: vec![Some(Instant::now()); seats],
        last_activity: Instant::now(),
        places,
        watchers: HashMap::new(),
        listing,
        listed: None,
    };
    let mut tick = tokio::time::interval(Duration::from_secs(1));
    tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    let out = run.room.play_computers();
    run.send_all(out);
    // a computer that thinks long: asked on the blocking pool, the room still listening; the
    // answer is for the position of that many actions
    let mut thinking: Option<(usize, Decision)> = None;
    let mut released = false;
    loop {
        run.tell_news();
        run.list();
        if !released && run.room.table.state.is_over() {
            quotas.release(run.room.id());
            released = true;
        }
        if thinking.is_none() {
            thinking = run.start_thinking();
        }
        tokio::select! {
            cmd = rx.recv() => {
                let Some(cmd) = cmd else { break };
                run.last_activity = Instant::now();
                run.on_command(cmd);
            }
            decided = async { (&mut thinking.as_mut().expect("guarded").1).await }, if thinking.is_some() => {
                let at = thinking.take().map(|t| t.0);
                if let (Ok(Some(d)), Some(at)) = (decided, at) {
                    run.on_decided(at, d);
                }
            }
            _ = tick.tick() => {
                if run.on_tick(idle_secs) {
                    break; // idle: closed, its files kept
                }
            }
        }
    }
    run.listing.update(run.room.id(), None);
    let _ = run.room.save();
}

impl Run {
    /// A public room's entry of the room list, put there when it changed (no lock shared by
    /// every room is taken for a message that changes nothing listed).
    fn list(&mut self) {
        if !self.room.meta.public {
            return;
        }
        let info = self.room.info();
        if self.listed.as_ref() != Some(&info) {
            self.listing.update(self.room.id(), Some(&info));
            self.listed = Some(info);
        }
    }

    /// What no request answers: a storage failure or its end, for everyone.
    fn tell_news(&mut self) {
        let news = std::mem::take(&mut self.room.news);
        if !news.is_empty() {
            self.send_all(news);
        }
    }

    /// A computer that thinks long to move: a counter-offer it takes is played at once (no
    /// search needed); otherwise its decision is asked on the blocking pool.
    fn start_thinking(&mut self) -> Option<(usize, Decision)> {
        for _ in 0..64 {
            let room = &mut self.room;
            if room.storage.is_some() || !room.computer_to_move() || !room.computer_thinks_long() {
                return None;
            }
            let Some(d) = room.computer_takes_a_counter() else {
                return Some((room.table.record.steps.len(), think(room, &self.places)));
            };
            let mut msgs = room.apply_computer(d);
            msgs.extend(room.play_computers());
            self.send_all(msgs);
        }
        None
    }

    /// A decision made on the blocking pool for the position after `at` actions: played if
    /// the room is still there.
    fn on_decided(&mut self, at: usize, d: crate::ai::Decision) {
        // a move asked before the position changed, or for a seat its person took back
        if at != self.room.table.record.steps.len() || !self.room.computer_to_move() {
            return;
        }
        let mut msgs = self.room.apply_computer(d);
        msgs.extend(self.room.play_computers());
        self.send_all(msgs);
    }

    fn on_command(&mut self, cmd: RoomCmd) {
        match cmd {
            RoomCmd::Take {
                how,
                version,
                conn,
                out,
                reply,
            } => {
                if let Err(e) = self.room.speaks(version) {
                    let _ = reply.send(Err(e));
                    return;
                }
                let taken = match how {
                    Take::Join { seat, name, ready } => self.room.join(seat, name, ready),
                    Take::Resume { seat, token } => self.room.resume(seat, &token),
                };
                match taken {
                    Ok((s, msgs)) => {
                        // the newest connection holds the seat
                        self.clients.insert(s, (conn, out, version));
                        self.away_since[s.index()] = None;
                        let _ = reply.send(Ok(s));
                        self.send_all(msgs);
                    }
                    Err(e) => {
                        let _ = reply.send(Err(e));
                    }
                }
            }
            RoomCmd::Seat { seat, conn, req } => self.on_seat_request(seat, conn, req),
            RoomCmd::Gone { seat, conn } => {
                if self.clients.get(&seat).is_some_and(|(c, _, _)| *c == conn) {
                    self.gone(seat);
                }
            }
            RoomCmd::Info(reply) => {
                let _ = reply.send(self.room.info());
            }
            RoomCmd::Watch { conn, out, reply } => match self.room.watch() {
                Ok((first, all)) => {
                    for m in &first {
                        push(&out, m);
                    }
                    self.watchers.insert(conn, out);
                    let _ = reply.send(Ok(()));
                    self.send_all(all);
                }
                Err(e) => {
                    let _ = reply.send(Err(e));
                }
            },
            RoomCmd::Unwatch { conn } => {
                if self.watchers.remove(&conn).is_some() {
                    let msgs = self.room.unwatch();
                    self.send_all(msgs);
                }
            }
        }
    }

    /// A request of the connection holding `seat` (one from an older connection is ignored).
    fn on_seat_request(&mut self, seat: Seat, conn: ConnId, req: SeatReq) {
        if self.clients.get(&seat).is_none_or(|(c, _, _)| *c != conn) {
            return;
        }
        let answer = match req {
            SeatReq::Act(action) => self.room.act(seat, action),
            SeatReq::Counter { gives, gets } => self.room.counter(seat, gives, gets),
            SeatReq::Ready(ready) => self.room.set_ready(seat, ready),
            SeatReq::Start(fill) => self.room.start_now(seat, fill.as_deref()),
            SeatReq::Say { text, at } => self.room.say(seat, &text, at),
        };
        match answer {
            Ok(msgs) => self.send_all(msgs),
            Err(e) => self.send_to(seat, &e.to_msg()),
        }
    }

    fn gone(&mut self, seat: Seat) {
        self.clients.remove(&seat);
        self.away_since[seat.index()] = Some(Instant::now());
        let msgs = self.room.disconnect(seat);
        self.send_all(msgs);
    }

    /// Each second: storage tried again, connections that ended noticed, seats away too long
    /// replaced by computers. Returns whether the room is idle and closes.
    fn on_tick(&mut self, idle_secs: u64) -> bool {
        let msgs = self.room.retry_storage();
        self.send_all(msgs);
        // a client whose connection ended before it knew its seat never said it left
        let gone: Vec<Seat> = self
            .clients
            .iter()
            .filter(|(_, (_, out, _))| out.is_closed() || out.is_over())
            .map(|(s, _)| *s)
            .collect();
        for seat in gone {
            self.gone(seat);
        }
        let left: Vec<ConnId> = self
            .watchers
            .iter()
            .filter(|(_, out)| out.is_closed() || out.is_over())
            .map(|(c, _)| *c)
            .collect();
        for conn in left {
            self.on_command(RoomCmd::Unwatch { conn });
        }
        self.replace_the_absent();
        self.clients.is_empty()
            && self.watchers.is_empty()
            && self.last_activity.elapsed() >= Duration::from_secs(idle_secs)
    }

    /// A remote seat away for the room's `replace_after_secs` is played by a computer.
    fn replace_the_absent(&mut self) {
        let Some(after) = self.room.meta.replace_after_secs else {
            return;
        };
        for i in 0..self.away_since.len() {
            let away =
                self.away_since[i].is_some_and(|t| t.elapsed() >= Duration::from_secs(after));
            if away
                && self.room.started()
                && matches!(self.room.meta.seats[i], SeatKind::Remote { .. })
            {
                let msgs = self.room.replace_with_computer(Seat(i as u8));
                self.away_since[i] = None;
                self.send_all(msgs);
            }
        }
    }

    fn send_to(&mut self, seat: Seat, msg: &ServerMsg) {
        let Some((_, tx, version)) = self.clients.get(&seat) else {
            return; // nobody there: nothing serialized
        };
        let version = *version;
        if !super::listing::heard_by(msg, version) {
            return;
        }
        let Some(msg) = super::chat::for_version(msg, version) else {
            return;
        };
        let older = msg.for_version(version);
        let Ok(text) = serde_json::to_string(older.as_ref().unwrap_or(&msg)) else {
            return;
        };
        // a client that does not read is not waited for: its connection closes (the room sees
        // it gone at its next tick) and the seat may be resumed with the whole view
        tx.push(Arc::from(text));
    }

    fn send_all(&mut self, msgs: Vec<Outgoing>) {
        if !self.watchers.is_empty() {
            // written once, shared by every watcher
            for m in crate::net::room::for_watchers(&msgs) {
                let Ok(text) = serde_json::to_string(&m) else {
                    continue;
                };
                let text: Arc<str> = Arc::from(text);
                for out in self.watchers.values() {
                    out.push(text.clone());
                }
            }
        }
        for m in msgs {
            match m {
                Outgoing::To(seat, msg) => self.send_to(seat, &msg),
                Outgoing::All(msg) => {
                    let Ok(text) = serde_json::to_string(&msg) else {
                        continue;
                    };
                    let text: Arc<str> = Arc::from(text);
                    let chat = matches!(msg, ServerMsg::Said { .. });
                    for (_, tx, version) in self.clients.values() {
                        if (!chat || *version >= CHAT_VERSION)
                            && super::listing::heard_by(&msg, *version)
                        {
                            tx.push(text.clone());
                        }
                    }
                    // watchers speak version 4: they hear everything said to everyone
                    for tx in self.watchers.values() {
                        tx.push(text.clone());
                    }
                }
            }
        }
    }
}

/// `msg` to one connection's outbox (a watcher's: version 4, nothing left out).
fn push(out: &Outbox, msg: &ServerMsg) {
    if let Ok(text) = serde_json::to_string(msg) {
        out.push(Arc::from(text));
    }
}

/// The decision of the computer to move, made on the blocking pool (with a place among those
/// thinking: rooms with people first).
fn think(room: &Room, places: &Thinking) -> Decision {
    let question = room.computer_question();
    let people = room
        .meta
        .seats
        .iter()
        .any(|s| !matches!(s, SeatKind::Computer { .. }));
    let place = if people {
        places.with_people.clone()
    } else {
        places.computers_only.clone()
    };
    tokio::spawn(async move {
        let _place = place.acquire_owned().await.ok()?;
        let (computer, table, seed) = question?;
        tokio::task::spawn_blocking(move || computer.decide(&table, seed))
            .await
            .ok()
            .flatten()
    })
}
