//! Play over the network (feature `net`): a server that owns every game, an open protocol
//! (WebSocket, JSON; docs/protocol.md), and our computer players as clients. Beside the lab:
//! it uses the rules core, the files edge, the computer players and the lab's roster, and no
//! Bevy.
//!
//! - [`wire`]: the messages and a seat's view (what the seat may know, nothing else).
//! - [`room`]: one game — seats, tokens, the record saved after every action, computer seats.
//! - [`outbox`]: what waits to be written to one client, bounded (a client that does not read
//!   is closed, never sent less).
//! - [`server`]: `catan serve` — rooms on tokio, connections, limits, idle rooms, restarts.
//! - [`client`]: a client that plays a seat with any roster player (`catan bot`), and the load
//!   benchmark's clients.

pub mod client;
pub mod invite;
pub mod outbox;
pub mod portmap;
pub mod room;
pub mod server;
pub mod wire;
