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
    /// The times of its latest chat lines (the rate).
    chat: super::chat::ChatRate,
    /// The protocol version the client said hello with.
    pub(super) version: u32,
}

/// What `create_room` asks: the seats, the board and rules by name, a seed for the board, and
/// how long a seat whose person left waits before a computer takes it.
pub(super) struct RoomAsked {
    pub(super) seats: Vec<String>,
    pub(super) board: Option<String>,
    pub(super) rules: Option<String>,
    pub(super) seed: Option<u64>,
    pub(super) replace_after_secs: Option<u64>,
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
            chat: Default::default(),
            version: PROTOCOL_VERSION,
        }
    }

    /// Whether the connection holds a seat (its room decides about its absences).
    pub(super) fn seated(&self) -> bool {
        self.joined.is_some()
    }

    fn say(&self, msg: &ServerMsg) {
        let text = serde_json::to_string(msg).unwrap_or_default();
        self.out.push(Arc::from(text));
    }

    /// One message of the client.
    pub(super) async fn handle(&mut self, msg: ClientMsg) {
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
            } => self.create_room(RoomAsked {
                seats,
                board,
                rules,
                seed,
                replace_after_secs,
            }),
            ClientMsg::ListRooms {} => self.list_rooms().await,
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

    async fn list_rooms(&self) {
        let rooms: Vec<_> = self
            .hub
            .rooms
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .values()
            .cloned()
            .collect();
        let mut infos = Vec::new();
        for r in rooms.into_iter().take(200) {
            let (otx, orx) = oneshot::channel();
            if r.send(RoomCmd::Info(otx)).await.is_ok()
                && let Ok(i) = orx.await
            {
                infos.push(i);
            }
        }
        self.say(&ServerMsg::Rooms { rooms: infos });
    }

    /// Take a seat of `room` for this connection (it holds at most one).
    async fn take_seat(&mut self, room: &str, how: Take) {
        if let Err(e) = self.try_take_seat(room, how).await {
            self.say(&e);
        }
    }

    async fn try_take_seat(&mut self, room: &str, how: Take) -> Result<(), ServerMsg> {
        if self.joined.is_some() {
            return Err(ServerMsg::error(
                ErrorCode::BadMessage,
                "this connection holds a seat already",
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
