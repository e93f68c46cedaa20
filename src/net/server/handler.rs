//! One function per client message, as mini-redis has one per command: `create_room`,
//! `list_rooms`, `join`, `resume`, `ping`, and a seat's own requests passed to its room.

use super::*;

/// A connection past its hello: what it has created and the seat it holds.
pub(super) struct Client {
    hub: Arc<Hub>,
    conn: ConnId,
    ip: std::net::IpAddr,
    out: Outbox,
    created: usize,
    joined: Option<(mpsc::Sender<RoomCmd>, Seat)>,
    /// The room it watches (a connection holds a seat or watches, not both).
    watching: Option<mpsc::Sender<RoomCmd>>,
    /// The times of its latest room lists (the rate).
    lists: super::listing::ListRate,
    /// The times of its latest chat lines (the rate).
    chat: super::chat::ChatRate,
    /// The protocol version the client said hello with.
    pub(super) version: u32,
}

/// What `create_room` asks: the seats, the board and rules by name, a seed for the board, how
/// long a seat whose person left waits before a computer takes it, and whether the room is
/// listed publicly and takes watchers.
pub(super) struct RoomAsked {
    pub(super) seats: Vec<String>,
    pub(super) board: Option<String>,
    pub(super) rules: Option<String>,
    pub(super) seed: Option<u64>,
    pub(super) replace_after_secs: Option<u64>,
    pub(super) public: bool,
    pub(super) watchers: bool,
}

impl Client {
    pub(super) fn new(hub: Arc<Hub>, conn: ConnId, ip: std::net::IpAddr, out: Outbox) -> Client {
        Client {
            hub,
            conn,
            ip,
            out,
            created: 0,
            joined: None,
            watching: None,
            lists: Default::default(),
            chat: Default::default(),
            version: PROTOCOL_VERSION,
        }
    }

    /// Whether the connection holds a seat (its room decides about its absences).
    pub(super) fn seated(&self) -> bool {
        self.joined.is_some() || self.watching.is_some()
    }

    fn say(&self, msg: &ServerMsg) {
        let text = serde_json::to_string(msg).unwrap_or_default();
        self.out.push(Arc::from(text));
    }

    /// One message of the client.
    pub(super) async fn handle(&mut self, msg: ClientMsg) {
        let seat_asks = matches!(
            msg,
            ClientMsg::Say { .. }
                | ClientMsg::Act { .. }
                | ClientMsg::Counter { .. }
                | ClientMsg::Ready { .. }
                | ClientMsg::Start { .. }
        );
        if seat_asks && self.watching.is_some() {
            return self.say(&ServerMsg::error(
                ErrorCode::Watching,
                "a watcher cannot act, answer, start or write in the chat",
            ));
        }
        if let ClientMsg::Say { text } = msg {
            return self.chat(text).await;
        }
        // a seat's own requests go to its room
        let msg = match SeatReq::of(msg) {
            Ok(req) => return self.seat_request(req).await,
            Err(msg) => msg,
        };
        match msg {
            ClientMsg::Hello { .. } => self.say(&ServerMsg::error(
                ErrorCode::BadMessage,
                "hello was said already",
            )),
            ClientMsg::Ping {} => self.say(&ServerMsg::Pong),
            ClientMsg::CreateRoom {
                seats,
                board,
                rules,
                seed,
                replace_after_secs,
                public,
                watchers,
            } => self.create_room(RoomAsked {
                seats,
                board,
                rules,
                seed,
                replace_after_secs,
                public: public.unwrap_or(false),
                watchers: watchers.unwrap_or(true),
            }),
            ClientMsg::ListRooms { room, after } => self.list_rooms(room, after).await,
            ClientMsg::Watch { room } => self.watch(&room).await,
            ClientMsg::Join {
                room,
                seat,
                name,
                ready,
            } => {
                self.take_seat(&room, Take::Join { seat, name, ready })
                    .await
            }
            ClientMsg::Resume { room, seat, token } => {
                self.take_seat(&room, Take::Resume { seat, token }).await
            }
            // passed on above
            ClientMsg::Ready { .. }
            | ClientMsg::Start { .. }
            | ClientMsg::Counter { .. }
            | ClientMsg::Say { .. }
            | ClientMsg::Act { .. } => {}
        }
    }

    /// A line of chat: to the seat's room when the connection speaks a version with chat and
    /// is within its rate (else `version` or `chat-too-fast`; the connection stays).
    async fn chat(&mut self, text: String) {
        if self.version < CHAT_VERSION {
            return self.say(&ServerMsg::error(
                ErrorCode::Version,
                format!("chat needs protocol version {CHAT_VERSION}"),
            ));
        }
        if self.joined.is_some() && !self.chat.take(Instant::now()) {
            return self.say(&ServerMsg::error(
                ErrorCode::ChatTooFast,
                format!("at most {CHAT_RATE} lines in {CHAT_WINDOW_SECS} s"),
            ));
        }
        let at = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_secs());
        self.seat_request(SeatReq::Say { text, at }).await;
    }

    /// Pass `req` to the room of the connection's seat — always for its own seat: a client
    /// cannot act for another — or say why not.
    async fn seat_request(&self, req: SeatReq) {
        let Some((rtx, seat)) = &self.joined else {
            return self.say(&ServerMsg::error(
                ErrorCode::NotJoined,
                "join or resume a seat first",
            ));
        };
        let cmd = RoomCmd::Seat {
            seat: *seat,
            conn: self.conn,
            req,
        };
        if rtx.send(cmd).await.is_err() {
            self.say(&ServerMsg::error(ErrorCode::NoSuchRoom, "the room closed"));
        }
    }

    fn create_room(&mut self, asked: RoomAsked) {
        match create_room_for(&self.hub, self.ip, &mut self.created, asked, self.version) {
            Ok(id) => self.say(&ServerMsg::RoomCreated { room: id }),
            Err((code, m)) => self.say(&ServerMsg::error(code, m)),
        }
    }

    /// The open public rooms, a page at a time; or, with `room`, that room as it is now
    /// (public or not: its code is its link; a room closed while idle is not opened for it).
    async fn list_rooms(&mut self, room: Option<String>, after: Option<String>) {
        let rate = self.hub.config.lists_per_10s;
        if !self.lists.take(Instant::now(), rate) {
            return self.say(&ServerMsg::error(
                ErrorCode::TooFast,
                format!(
                    "at most {} room lists in {} s",
                    rate,
                    super::listing::LIST_WINDOW_SECS
                ),
            ));
        }
        let Some(code) = room else {
            let (rooms, next) = self.hub.listed.page(after.as_deref());
            return self.say(&ServerMsg::Rooms { rooms, next });
        };
        let open = {
            let rooms = self.hub.rooms.lock().unwrap_or_else(|e| e.into_inner());
            rooms.get(&code.trim().to_ascii_uppercase()).cloned()
        };
        let mut rooms = Vec::new();
        if let Some(rtx) = open {
            let (otx, orx) = oneshot::channel();
            if let Some(info) = ask(&rtx, RoomCmd::Info(otx), orx).await {
                rooms.push(info);
            }
        }
        self.say(&ServerMsg::Rooms { rooms, next: None });
    }

    /// Watch `room` (version 4): the public view, the log and the chat, never a seat.
    async fn watch(&mut self, room: &str) {
        if self.version < WATCH_VERSION {
            return self.say(&ServerMsg::error(
                ErrorCode::Version,
                format!("watching needs protocol version {WATCH_VERSION}"),
            ));
        }
        if self.seated() {
            return self.say(&ServerMsg::error(
                ErrorCode::BadMessage,
                "this connection holds a seat or watches a room already",
            ));
        }
        let Some(rtx) = self.hub.room(room) else {
            return self.say(&ServerMsg::error(
                ErrorCode::NoSuchRoom,
                format!("no room '{room}'"),
            ));
        };
        let (otx, orx) = oneshot::channel();
        let cmd = RoomCmd::Watch {
            conn: self.conn,
            out: self.out.clone(),
            reply: otx,
        };
        match ask(&rtx, cmd, orx).await {
            Some(Ok(())) => self.watching = Some(rtx),
            Some(Err(e)) => self.say(&e.to_msg()),
            None => self.say(&ServerMsg::error(
                ErrorCode::NoSuchRoom,
                format!("room '{room}' closed"),
            )),
        }
    }

    /// Take a seat of `room` for this connection (it holds at most one).
    async fn take_seat(&mut self, room: &str, how: Take) {
        if let Err(e) = self.try_take_seat(room, how).await {
            self.say(&e);
        }
    }

    async fn try_take_seat(&mut self, room: &str, how: Take) -> Result<(), ServerMsg> {
        if self.seated() {
            return Err(ServerMsg::error(
                ErrorCode::BadMessage,
                "this connection holds a seat or watches a room already",
            ));
        }
        let Some(rtx) = self.hub.room(room) else {
            return Err(ServerMsg::error(
                ErrorCode::NoSuchRoom,
                format!("no room '{room}'"),
            ));
        };
        let (otx, orx) = oneshot::channel();
        let cmd = RoomCmd::Take {
            how,
            version: self.version,
            conn: self.conn,
            out: self.out.clone(),
            reply: otx,
        };
        match ask(&rtx, cmd, orx).await {
            Some(Ok(s)) => {
                self.joined = Some((rtx, s));
                Ok(())
            }
            Some(Err(e)) => Err(e.to_msg()),
            None => Err(ServerMsg::error(
                ErrorCode::NoSuchRoom,
                format!("room '{room}' closed"),
            )),
        }
    }

    /// The connection ends: its room hears that its seat's client is gone.
    pub(super) async fn leave(self) {
        if let Some(rtx) = &self.watching {
            let _ = rtx.send(RoomCmd::Unwatch { conn: self.conn }).await;
        }
        if let Some((rtx, seat)) = self.joined {
            let _ = rtx
                .send(RoomCmd::Gone {
                    seat,
                    conn: self.conn,
                })
                .await;
        }
    }
}

async fn ask<T>(
    rtx: &mpsc::Sender<RoomCmd>,
    cmd: RoomCmd,
    reply: oneshot::Receiver<T>,
) -> Option<T> {
    rtx.send(cmd).await.ok()?;
    tokio::time::timeout(Duration::from_secs(30), reply)
        .await
        .ok()?
        .ok()
}
