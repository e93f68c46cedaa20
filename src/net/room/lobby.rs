//! The room before and around the game: seats taken, resumed and left, readiness, the host's
//! start, and a seat whose client stayed away played by a computer.

use super::*;

impl Room {
    /// In the waiting room: `seat` is ready (or not yet); the game starts once every seat is
    /// taken and ready.
    pub fn set_ready(&mut self, seat: Seat, ready: bool) -> Result<Vec<Outgoing>, Refusal> {
        if self.started() {
            return Err(Refusal::new(
                ErrorCode::Started,
                "the game has started already",
            ));
        }
        self.set_ready_flag(seat, ready);
        let _ = self.save();
        let mut out = vec![Outgoing::All(ServerMsg::Seats {
            seats: self.seats(),
        })];
        if self.started() {
            out.push(Outgoing::All(ServerMsg::Started));
            out.extend(
                self.views_for(&Seat::all(self.table.state.num_players()).collect::<Vec<_>>()),
            );
            out.extend(self.play_computers());
        }
        Ok(out)
    }

    /// A client takes `seat` (the first open one when `None`): its token, then what it must see.
    pub fn join(
        &mut self,
        seat: Option<u8>,
        name: Option<String>,
        ready: Option<bool>,
    ) -> Result<(Seat, Vec<Outgoing>), Refusal> {
        let seat = match seat {
            Some(s) if (s as usize) < self.meta.seats.len() => Seat(s),
            Some(s) => {
                return Err(Refusal::new(
                    ErrorCode::NoSuchSeat,
                    format!("seat {s}: the room has {}", self.meta.seats.len()),
                ));
            }
            None => self
                .meta
                .seats
                .iter()
                .position(|k| *k == SeatKind::Open)
                .map(|i| Seat(i as u8))
                .ok_or_else(|| Refusal::new(ErrorCode::RoomFull, "no open seat in this room"))?,
        };
        if self.meta.seats[seat.index()] != SeatKind::Open {
            return Err(Refusal::new(
                ErrorCode::SeatTaken,
                format!("seat {seat} is not open (resume it with its token)"),
            ));
        }
        let was_started = self.started();
        let name = name
            .map(|n| cleaned(&n, 24))
            .filter(|n| !n.is_empty())
            .unwrap_or_else(|| format!("Player {}", seat.0 + 1));
        let token = token(derive_seed(self.meta.seed, 7000 + seat.0 as u64));
        self.meta.seats[seat.index()] = SeatKind::Remote {
            name,
            token: token.clone(),
        };
        self.connected[seat.index()] = true;
        self.set_ready_flag(seat, ready.unwrap_or(true));
        let _ = self.save();
        let mut out = vec![Outgoing::To(
            seat,
            ServerMsg::Joined {
                room: self.meta.room.clone(),
                seat: seat.0,
                token,
                board: self.table.state.board().file.clone(),
                rules: (**self.table.state.rules()).clone(),
                replace_after_secs: self.meta.replace_after_secs,
            },
        )];
        out.push(Outgoing::All(ServerMsg::Seats {
            seats: self.seats(),
        }));
        out.extend(self.watchers_for(seat));
        if self.started() && !was_started {
            out.push(Outgoing::All(ServerMsg::Started));
            out.extend(
                self.views_for(&Seat::all(self.table.state.num_players()).collect::<Vec<_>>()),
            );
        } else {
            out.extend(self.views_for(&[seat]));
        }
        if self.started() {
            out.extend(self.play_computers());
        }
        Ok((seat, out))
    }

    /// A client comes back to `seat` with its token: its view again.
    pub fn resume(&mut self, seat: u8, token: &str) -> Result<(Seat, Vec<Outgoing>), Refusal> {
        let Some(kind) = self.meta.seats.get(seat as usize) else {
            return Err(Refusal::new(
                ErrorCode::NoSuchSeat,
                format!("no seat {seat}"),
            ));
        };
        let held = matches!(kind, SeatKind::Remote { token: t, .. } if constant_time_eq(t, token));
        let replaced = matches!(kind, SeatKind::Computer { replaced: true, .. });
        if !(held || (replaced && self.take_back(seat, token))) {
            return Err(Refusal::new(
                ErrorCode::BadToken,
                "that token does not open this seat",
            ));
        }
        let seat = Seat(seat);
        self.connected[seat.index()] = true;
        let mut out = vec![Outgoing::To(
            seat,
            ServerMsg::Joined {
                room: self.meta.room.clone(),
                seat: seat.0,
                token: token.to_string(),
                board: self.table.state.board().file.clone(),
                rules: (**self.table.state.rules()).clone(),
                replace_after_secs: self.meta.replace_after_secs,
            },
        )];
        out.push(Outgoing::All(ServerMsg::Seats {
            seats: self.seats(),
        }));
        out.extend(self.watchers_for(seat));
        out.extend(self.views_for(&[seat]));
        if self.table.state.is_over() {
            out.push(Outgoing::To(seat, self.game_over_msg()));
            out.push(Outgoing::To(seat, self.record_msg()));
        } else if let Some(recent) = self.recent_for(seat) {
            out.push(Outgoing::To(seat, recent));
        }
        Ok((seat, out))
    }

    /// The latest actions as `seat` may know them ([`ServerMsg::Recent`]), replayed from the
    /// record, and the room's latest chat; `None` when there is neither (or if the record stops
    /// replaying).
    pub(super) fn recent_for(&self, seat: Seat) -> Option<ServerMsg> {
        let steps = &self.table.record.steps;
        let chat: Vec<_> = self.chat.iter().cloned().collect();
        if steps.is_empty() {
            // the waiting room: only its chat
            return (!chat.is_empty()).then_some(ServerMsg::Recent {
                from: 0,
                steps: Vec::new(),
                chat,
                talk: Default::default(),
            });
        }
        let from = steps.len().saturating_sub(crate::net::wire::RECENT_STEPS);
        let mut recent = Vec::with_capacity(steps.len() - from);
        self.table
            .record
            .replay_each_sized::<{ crate::core::wide::W }>(|r| {
                if r.index >= from {
                    recent.push(crate::net::wire::RecentStep {
                        seat: r.step.seat.0,
                        action: r.step.action,
                        events: wire_events(r.events, seat),
                    });
                }
            })
            .ok()?;
        let from = from as u32;
        let talk = crate::net::wire::RecentTalk {
            whys: self.whys.iter().filter(|w| w.at >= from).copied().collect(),
            counters: (self.table.record.counters.iter())
                .filter(|c| c.at >= from)
                .copied()
                .collect(),
            standing: self.table.counters.clone(),
        };
        Some(ServerMsg::Recent {
            from,
            steps: recent,
            chat,
            talk,
        })
    }

    /// `seat`'s client is gone (its seat is kept).
    pub fn disconnect(&mut self, seat: Seat) -> Vec<Outgoing> {
        if let Some(c) = self.connected.get_mut(seat.index()) {
            *c = false;
        }
        vec![Outgoing::All(ServerMsg::Seats {
            seats: self.seats(),
        })]
    }

    /// A remote seat whose client stayed away is played by a computer (Medium) until its person
    /// comes back with the token ([`Room::take_back`]).
    pub fn replace_with_computer(&mut self, seat: Seat) -> Vec<Outgoing> {
        let SeatKind::Remote { name, token } = &self.meta.seats[seat.index()] else {
            return Vec::new();
        };
        if self.connected[seat.index()] {
            return Vec::new();
        }
        self.meta.away.push((seat.0, name.clone(), token.clone()));
        self.meta.seats[seat.index()] = SeatKind::Computer {
            spec: "medium".into(),
            replaced: true,
        };
        self.table.record.players = labels(&self.meta.seats);
        let _ = self.save();
        let mut out = vec![Outgoing::All(ServerMsg::Seats {
            seats: self.seats(),
        })];
        out.extend(self.play_computers());
        out
    }

    /// The person a computer replaced comes back with the seat's token: the seat is theirs again
    /// (false: the token is not the one that seat had).
    fn take_back(&mut self, seat: u8, token: &str) -> bool {
        let Some(i) = self
            .meta
            .away
            .iter()
            .position(|(s, _, t)| *s == seat && constant_time_eq(t, token))
        else {
            return false;
        };
        let (_, name, token) = self.meta.away.remove(i);
        self.meta.seats[seat as usize] = SeatKind::Remote { name, token };
        self.table.record.players = labels(&self.meta.seats);
        let _ = self.save();
        true
    }

    /// The host (the holder of seat 0) starts the game: the open seats are played by computers
    /// of `fill` from now on.
    pub fn start_now(&mut self, by: Seat, fill: Option<&str>) -> Result<Vec<Outgoing>, Refusal> {
        if by != Seat(0) {
            return Err(Refusal::new(
                ErrorCode::NotHost,
                "only the host (seat 0) starts the game",
            ));
        }
        if self.started() {
            return Err(Refusal::new(
                ErrorCode::Started,
                "the game has started already",
            ));
        }
        let fill = fill.unwrap_or("medium");
        computer_spec(fill).map_err(|e| Refusal::new(ErrorCode::BadMessage, e.to_string()))?;
        // the host says go: everyone is ready
        self.meta.ready.clear();
        for k in &mut self.meta.seats {
            if *k == SeatKind::Open {
                *k = SeatKind::Computer {
                    spec: fill.to_string(),
                    replaced: false,
                };
            }
        }
        self.table.record.players = labels(&self.meta.seats);
        let _ = self.save();
        let mut out = vec![
            Outgoing::All(ServerMsg::Seats {
                seats: self.seats(),
            }),
            Outgoing::All(ServerMsg::Started),
        ];
        out.extend(self.views_for(&Seat::all(self.table.state.num_players()).collect::<Vec<_>>()));
        out.extend(self.play_computers());
        Ok(out)
    }
}
