//! Creating rooms: the limits per connection, per address and of computer-only rooms, the
//! board and rules a room asks for, a fresh code, the room's own seed.

use super::*;
use crate::net::room::RoomGame;

/// `create_room` from a connection at `ip` (the client's: behind a trusted proxy, the address
/// its header names) that has created `created` rooms: refused past the limits per
/// connection, per address and of computer-only rooms (`too-many-rooms`). Rooms whose game is
/// over count no more ([`Quotas::release`]).
pub(super) fn create_room_for(
    hub: &Arc<Hub>,
    ip: std::net::IpAddr,
    created: &mut usize,
    asked: super::handler::RoomAsked,
    version: u32,
) -> Result<String, (ErrorCode, String)> {
    let seats = &asked.seats;
    let c = &hub.config;
    let too_many = |m: String| (ErrorCode::TooManyRooms, m);
    if c.rooms_per_connection > 0 && *created >= c.rooms_per_connection {
        return Err(too_many(format!(
            "one connection may create at most {} rooms",
            c.rooms_per_connection
        )));
    }
    let open = |code: &String| {
        let rooms = hub.rooms.lock().unwrap_or_else(|e| e.into_inner());
        rooms.get(code).is_some_and(|tx| !tx.is_closed())
    };
    // without a quota per address nothing is counted (the rooms from one address are not
    // looked through at every new room)
    if c.rooms_per_address > 0 {
        let mut by = hub
            .quotas
            .created_from
            .lock()
            .unwrap_or_else(|e| e.into_inner());
        if by.open_from(ip, open) >= c.rooms_per_address {
            return Err(too_many(format!(
                "at most {} open rooms may be created from one address",
                c.rooms_per_address
            )));
        }
    }
    let computers_only = !seats.iter().any(|s| s == "open");
    if computers_only {
        let mut set = hub
            .quotas
            .computer_only
            .lock()
            .unwrap_or_else(|e| e.into_inner());
        set.retain(open);
        if set.len() >= c.max_computer_rooms {
            return Err(too_many(format!(
                "this server plays at most {} rooms of computers only at once",
                c.max_computer_rooms
            )));
        }
    }
    let owner = Owner { ip, computers_only };
    let id = create_room(hub, &asked, version, owner)?;
    *created += 1;
    Ok(id)
}

/// Whose quotas a new room counts against: the address it was asked from, and the rooms of
/// computers only when it seats no person.
#[derive(Clone, Copy)]
struct Owner {
    ip: std::net::IpAddr,
    computers_only: bool,
}

/// The room `id` counts against `owner`'s quota and, with computers only, theirs: set before
/// its task starts, so a game that ends at once frees them.
fn count_room(hub: &Hub, id: &str, owner: Owner) {
    let Owner { ip, computers_only } = owner;
    if hub.config.rooms_per_address > 0 {
        let mut by = hub
            .quotas
            .created_from
            .lock()
            .unwrap_or_else(|e| e.into_inner());
        by.add(ip, id);
    }
    if computers_only {
        let mut set = hub
            .quotas
            .computer_only
            .lock()
            .unwrap_or_else(|e| e.into_inner());
        set.insert(id.to_string());
    }
}

/// A new room's game seed: its dice, deck and computer decisions. A real host draws it from
/// the operating system, so no two hosts (nor two rooms) share dice whatever they were started
/// with; it is kept with the room (its `.room.json` and its record), so a restarted host plays
/// on with the same dice. With a test secret: derived from it, the host's letter and the room's
/// number (and a seed the client chose), so a test can play a game again.
fn game_seed(hub: &Hub, n: u64, seed: Option<u64>) -> u64 {
    use crate::core::rng::derive_seed;
    match hub.config.secret {
        Some(secret) => {
            let host = hub.config.host_id.map_or(0, u64::from);
            derive_seed(
                derive_seed(secret ^ GAME_SEED_SALT, host),
                derive_seed(seed.unwrap_or(u64::MAX), n),
            )
        }
        None => {
            use rand::TryRng;
            rand::rngs::SysRng
                .try_next_u64()
                .unwrap_or_else(|_| rand::random())
        }
    }
}

/// A new room from `create_room`, spawned: refused when the server is full or the board, the
/// rules or the seats are not known.
fn create_room(
    hub: &Arc<Hub>,
    asked: &super::handler::RoomAsked,
    version: u32,
    owner: Owner,
) -> Result<String, (ErrorCode, String)> {
    let super::handler::RoomAsked {
        seats,
        board,
        rules,
        seed,
        replace_after_secs,
        public,
        watchers,
    } = asked;
    let (seed, replace_after_secs) = (*seed, *replace_after_secs);
    let open = {
        // rooms closed while idle leave the count (their files stay)
        let mut rooms = hub.rooms.lock().unwrap_or_else(|e| e.into_inner());
        rooms.retain(|_, tx| !tx.is_closed());
        rooms.len()
    };
    if open >= hub.config.max_rooms {
        return Err((
            ErrorCode::ServerFull,
            format!("this server holds at most {} rooms", hub.config.max_rooms),
        ));
    }
    let n = hub.next.fetch_add(1, Ordering::Relaxed);
    // a seed from the client chooses the board only; the game's own seed (dice, deck, seat
    // tokens, computer decisions) is the room's own and is never sent to a seat
    let board_seed = seed.unwrap_or_else(|| crate::core::rng::derive_seed(hub.seed, n));
    let game_seed = game_seed(hub, n, seed);
    let players = seats.len();
    let rules = room_rules(rules.as_deref(), players)?;
    let board = room_board(hub, board.as_deref(), players, board_seed)?;
    if (rules.seafarers || board.sea.is_some()) && version < SEAFARERS_VERSION {
        // the seat's view of protocol version 1 has no ships, pirate, gold or fog
        return Err((
            ErrorCode::Version,
            format!(
                "a Seafarers room needs protocol version {SEAFARERS_VERSION} (this connection said hello with {version})"
            ),
        ));
    }
    let id = fresh_code(hub, n);
    let game = RoomGame {
        board: Arc::new(board),
        rules: Arc::new(rules),
        seed: game_seed,
    };
    let mut room = Room::create(
        id.clone(),
        seats,
        game,
        replace_after_secs,
        hub.config.data_dir.clone(),
    )
    .map_err(|e| (ErrorCode::BadRoom, e.to_string()))?;
    if *public || !*watchers {
        // kept with the room's seats (created private and watchable)
        room.meta.public = *public;
        room.meta.watchable = *watchers;
        room.save()
            .map_err(|e| (ErrorCode::BadRoom, format!("could not save the room: {e}")))?;
    }
    count_room(hub, &id, owner);
    hub.spawn(room);
    Ok(id)
}

/// A room's rules: a preset only (a client names no file of the host); five or six seats play
/// the 5–6 extension's.
fn room_rules(name: Option<&str>, players: usize) -> Result<Rules, (ErrorCode, String)> {
    let name = name.unwrap_or("standard");
    preset_rules(name, players).ok_or_else(|| {
        (
            ErrorCode::BadRoom,
            format!("unknown rules '{name}' (known: {RULES_KNOWN})"),
        )
    })
}

/// A room's board: a built-in name, or a board of the host's folders by its name.
fn room_board(
    hub: &Hub,
    name: Option<&str>,
    players: usize,
    seed: u64,
) -> Result<Board, (ErrorCode, String)> {
    let bad = |m: String| (ErrorCode::BadRoom, m);
    match BoardName::parse(name.unwrap_or("random"), players) {
        BoardName::Other(name) => {
            // a name, or a folder and a name (`seafarers/new-shores`): nothing that climbs out
            let parts: Vec<&str> = name.split('/').collect();
            let ok = parts.len() <= 2
                && parts.iter().all(|p| {
                    !p.is_empty()
                        && p.chars()
                            .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_')
                });
            let file = format!("{name}.ron");
            let path = [&hub.config.boards_dir, &hub.config.own_boards_dir]
                .into_iter()
                .flatten()
                .filter(|_| ok)
                .map(|d| d.join(&file))
                .find(|p| p.exists())
                .ok_or_else(|| bad(format!("unknown board '{name}'")))?;
            crate::files::load_wide_board(&path).map_err(|e| bad(e.to_string()))
        }
        name => Ok(name.board_sized(players, seed).expect("a built-in board")),
    }
}

/// A fresh room code, not used by a room open or saved.
fn fresh_code(hub: &Hub, n: u64) -> String {
    let host = hub.config.host_id;
    let mut id = room_code_on(host, crate::core::rng::derive_seed(hub.seed, n ^ 0xC0DE));
    for k in 0..16u64 {
        let taken = hub
            .rooms
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .contains_key(&id)
            || hub
                .config
                .data_dir
                .as_ref()
                .is_some_and(|d| d.join(format!("{id}.room.json")).exists());
        if !taken {
            break;
        }
        id = room_code_on(
            host,
            crate::core::rng::derive_seed(hub.seed, n ^ (k + 1) << 20),
        );
    }
    id
}
