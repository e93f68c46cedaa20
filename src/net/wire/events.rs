//! Events on the wire, both ways: [`WireEvent::of`] tells a core [`Event`] as one seat may
//! know it (the host's side), [`WireEvent::core`] turns it back (the window's side), and
//! [`WireEvent::since`] says which protocol version first knew it. Tested both ways in
//! `events_tests.rs`.

use super::VIEW_EVENTS_VERSION;
use crate::core::action::{ClothEvent, TilePaid, TribeEvent};
use crate::core::{DevCard, EdgeId, Event, Events, FaceId, Resource, ResourceSet, Seat};
use serde::{Deserialize, Serialize};

/// An event as one seat may know it: which card was stolen only for the thief and the victim,
/// which card was bought only for the buyer.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "event", rename_all = "snake_case")]
pub enum WireEvent {
    Rolled {
        a: u8,
        b: u8,
    },
    Produced {
        seat: u8,
        cards: ResourceSet,
    },
    /// Version 3: a tile paid `shares[i]` cards of `resource` to seat `i` (after the
    /// `produced` totals of the same action).
    Paid(TilePaid),
    Shortage {
        materials: u8,
    },
    Discarded {
        seat: u8,
        cards: ResourceSet,
    },
    RobberMoved {
        face: FaceId,
    },
    /// Seafarers: the pirate sailed to this sea tile.
    PirateMoved {
        face: FaceId,
    },
    /// Seafarers (version 3): `seat`'s ship sailed from side `from` to side `to`.
    ShipMoved {
        seat: u8,
        from: EdgeId,
        to: EdgeId,
    },
    /// Fog Islands: a face-down tile turned over (`number` 0: none).
    Revealed {
        face: FaceId,
        terrain: crate::core::Terrain,
        number: u8,
    },
    /// Seafarers: a first settlement on an island paid these points.
    IslandSettled {
        seat: u8,
        points: u8,
    },
    Stole {
        thief: u8,
        victim: u8,
        card: Option<Resource>,
    },
    Bought {
        seat: u8,
        card: Option<DevCard>,
    },
    Monopoly {
        seat: u8,
        resource: Resource,
        taken: u8,
    },
    Traded {
        seat: u8,
        with: Option<u8>,
        gave: ResourceSet,
        got: ResourceSet,
    },
    LongestRoad {
        seat: Option<u8>,
    },
    LargestArmy {
        seat: Option<u8>,
    },
    TurnStarted {
        seat: u8,
    },
    /// The 5–6 extension: this seat's special building phase begins.
    SpecialBuild {
        seat: u8,
    },
    /// Cloth for Catan (all public): a trade begun, cloth paid or taken, the villages' end.
    Cloth(ClothEvent),
    /// The Forgotten Tribe: a gift taken (a card gift's card told to its taker only), a
    /// harbour placed.
    Tribe(TribeEvent),
    Won {
        seat: u8,
    },
}

impl WireEvent {
    /// `e` as `to` may know it.
    pub fn of(e: &Event, to: Seat) -> WireEvent {
        match *e {
            Event::Rolled(a, b) => WireEvent::Rolled { a, b },
            Event::Produced { seat, cards } => WireEvent::Produced {
                seat: seat.0,
                cards,
            },
            Event::Paid(t) => WireEvent::Paid(t),
            Event::Shortage(m) => WireEvent::Shortage { materials: m },
            Event::Discarded { seat, cards } => WireEvent::Discarded {
                seat: seat.0,
                cards,
            },
            Event::RobberMoved(f) => WireEvent::RobberMoved { face: f },
            Event::PirateMoved(f) => WireEvent::PirateMoved { face: f },
            Event::ShipMoved { seat, from, to } => WireEvent::ShipMoved {
                seat: seat.0,
                from,
                to,
            },
            Event::Revealed {
                face,
                terrain,
                number,
            } => WireEvent::Revealed {
                face,
                terrain,
                number,
            },
            Event::IslandSettled { seat, points } => WireEvent::IslandSettled {
                seat: seat.0,
                points,
            },
            Event::Stole {
                thief,
                victim,
                card,
            } => WireEvent::Stole {
                thief: thief.0,
                victim: victim.0,
                card: (to == thief || to == victim).then_some(card),
            },
            Event::Bought { seat, card } => WireEvent::Bought {
                seat: seat.0,
                card: (to == seat).then_some(card),
            },
            Event::Monopoly {
                seat,
                resource,
                taken,
            } => WireEvent::Monopoly {
                seat: seat.0,
                resource,
                taken,
            },
            Event::Traded {
                seat,
                with,
                gave,
                got,
            } => WireEvent::Traded {
                seat: seat.0,
                with: with.map(|s| s.0),
                gave,
                got,
            },
            Event::LongestRoad(s) => WireEvent::LongestRoad {
                seat: s.map(|s| s.0),
            },
            Event::LargestArmy(s) => WireEvent::LargestArmy {
                seat: s.map(|s| s.0),
            },
            Event::TurnStarted(s) => WireEvent::TurnStarted { seat: s.0 },
            Event::SpecialBuild(s) => WireEvent::SpecialBuild { seat: s.0 },
            Event::Cloth(c) => WireEvent::Cloth(c),
            Event::Tribe(t) => WireEvent::Tribe(tribe_told(t, to)),
            Event::Won(s) => WireEvent::Won { seat: s.0 },
        }
    }

    /// The event as the rules core's: the inverse of [`WireEvent::of`] for the seat it was
    /// told to. Cards that seat may not see stand in as the first of their kind (the lines that
    /// would name them are shown only to the seats that may read them).
    pub fn core(&self) -> Event {
        match *self {
            WireEvent::Rolled { a, b } => Event::Rolled(a, b),
            WireEvent::Produced { seat, cards } => Event::Produced {
                seat: Seat(seat),
                cards,
            },
            WireEvent::Paid(t) => Event::Paid(t),
            WireEvent::Shortage { materials } => Event::Shortage(materials),
            WireEvent::Discarded { seat, cards } => Event::Discarded {
                seat: Seat(seat),
                cards,
            },
            WireEvent::RobberMoved { face } => Event::RobberMoved(face),
            WireEvent::PirateMoved { face } => Event::PirateMoved(face),
            WireEvent::ShipMoved { seat, from, to } => Event::ShipMoved {
                seat: Seat(seat),
                from,
                to,
            },
            WireEvent::Revealed {
                face,
                terrain,
                number,
            } => Event::Revealed {
                face,
                terrain,
                number,
            },
            WireEvent::IslandSettled { seat, points } => Event::IslandSettled {
                seat: Seat(seat),
                points,
            },
            WireEvent::Stole {
                thief,
                victim,
                card,
            } => Event::Stole {
                thief: Seat(thief),
                victim: Seat(victim),
                card: card.unwrap_or(Resource::Wood),
            },
            WireEvent::Bought { seat, card } => Event::Bought {
                seat: Seat(seat),
                card: card.unwrap_or(DevCard::Knight),
            },
            WireEvent::Monopoly {
                seat,
                resource,
                taken,
            } => Event::Monopoly {
                seat: Seat(seat),
                resource,
                taken,
            },
            WireEvent::Traded {
                seat,
                with,
                gave,
                got,
            } => Event::Traded {
                seat: Seat(seat),
                with: with.map(Seat),
                gave,
                got,
            },
            WireEvent::LongestRoad { seat } => Event::LongestRoad(seat.map(Seat)),
            WireEvent::LargestArmy { seat } => Event::LargestArmy(seat.map(Seat)),
            WireEvent::TurnStarted { seat } => Event::TurnStarted(Seat(seat)),
            WireEvent::SpecialBuild { seat } => Event::SpecialBuild(Seat(seat)),
            WireEvent::Cloth(c) => Event::Cloth(c),
            WireEvent::Tribe(t) => Event::Tribe(t),
            WireEvent::Won { seat } => Event::Won(Seat(seat)),
        }
    }

    /// The first protocol version that knows this event (a client of an older one is not
    /// told it: what it says is in the action or the view as well).
    pub fn since(&self) -> u32 {
        match self {
            WireEvent::Paid(_) | WireEvent::ShipMoved { .. } => VIEW_EVENTS_VERSION,
            _ => 1,
        }
    }
}

/// A tribe's event as `to` may know it: a card gift's kind for its taker only.
fn tribe_told(t: TribeEvent, to: Seat) -> TribeEvent {
    match t {
        TribeEvent::Gift {
            seat,
            gift,
            card,
            kept,
        } => TribeEvent::Gift {
            seat,
            gift,
            card: card.filter(|_| seat == to),
            kept,
        },
        other => other,
    }
}

/// An action's events as the seat `to` may know them (the host's side).
/// The events as a watcher is told them: what any seat may know and no more (no stolen nor
/// bought card).
pub fn public_events(events: &[WireEvent]) -> Vec<WireEvent> {
    events
        .iter()
        .map(|e| match *e {
            WireEvent::Stole { thief, victim, .. } => WireEvent::Stole {
                thief,
                victim,
                card: None,
            },
            WireEvent::Bought { seat, .. } => WireEvent::Bought { seat, card: None },
            WireEvent::Tribe(TribeEvent::Gift {
                seat, gift, kept, ..
            }) => WireEvent::Tribe(TribeEvent::Gift {
                seat,
                gift,
                card: None,
                kept,
            }),
            other => other,
        })
        .collect()
}

pub fn wire_events(events: &Events, to: Seat) -> Vec<WireEvent> {
    events
        .as_slice()
        .iter()
        .map(|e| WireEvent::of(e, to))
        .collect()
}

/// The events a host told, as the rules core's (the window's side; see [`WireEvent::core`]).
pub fn core_events(events: &[WireEvent]) -> Events {
    Events::from_list(events.iter().map(WireEvent::core))
}

impl super::ServerMsg {
    /// This message as a client of protocol `version` is told it: the events it does not know
    /// left out (`None`: the message as it is).
    pub fn for_version(&self, version: u32) -> Option<super::ServerMsg> {
        use super::ServerMsg;
        let known = |evs: &[WireEvent]| evs.iter().all(|e| e.since() <= version);
        let keep = |evs: &[WireEvent]| -> Vec<WireEvent> {
            evs.iter()
                .filter(|e| e.since() <= version)
                .copied()
                .collect()
        };
        match self {
            ServerMsg::Played { events, .. } if known(events) => None,
            ServerMsg::Played {
                seat,
                action,
                events,
                view,
                why,
            } => Some(ServerMsg::Played {
                seat: *seat,
                action: *action,
                events: keep(events),
                view: view.clone(),
                why: *why,
            }),
            ServerMsg::Recent {
                from,
                steps,
                chat,
                talk,
            } if steps.iter().any(|s| !known(&s.events)) => {
                let steps = steps
                    .iter()
                    .map(|s| super::RecentStep {
                        events: keep(&s.events),
                        ..s.clone()
                    })
                    .collect();
                Some(ServerMsg::Recent {
                    from: *from,
                    steps,
                    chat: chat.clone(),
                    talk: talk.clone(),
                })
            }
            _ => None,
        }
    }
}

#[cfg(test)]
#[path = "events_tests.rs"]
mod tests;
