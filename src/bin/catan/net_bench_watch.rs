//! `catan net-bench`'s watchers: in one room of every `every`, `per_room` connections that watch
//! the game (version 4's `watch`) and read everything they are sent until the deadline — the
//! load watchers put on a host, beside the bots that play and talk.

#[cfg(feature = "net")]
pub(crate) use imp::watch_rooms;

#[cfg(feature = "net")]
mod imp {
    use catan::net::client::Connection;
    use catan::net::client::error::ClientError;
    use catan::net::wire::{ClientMsg, ServerMsg, room_url};
    use std::time::{Duration, Instant};

    /// What the watchers of one client process did.
    pub(crate) type Watched = tokio::task::JoinHandle<Result<u64, ClientError>>;

    /// Start the watchers of `rooms` (the process's share, the first being room `first` of the
    /// bench): each connects, watches its room and counts the messages it reads until `until`.
    pub(crate) fn watch_rooms(
        rooms: &[(String, String)],
        first: usize,
        (per_room, every): (usize, usize),
        until: Instant,
    ) -> Vec<Watched> {
        if per_room == 0 || every == 0 {
            return Vec::new();
        }
        // a few handshakes at a time, as the bots connect
        let connecting = std::sync::Arc::new(tokio::sync::Semaphore::new(64));
        let mut tasks = Vec::new();
        for (r, (url, code)) in rooms.iter().enumerate() {
            if !(first + r).is_multiple_of(every) {
                continue;
            }
            for _ in 0..per_room {
                let (at, code, connecting) =
                    (room_url(url, code), code.clone(), connecting.clone());
                tasks.push(tokio::spawn(async move {
                    let c = {
                        let _permit = connecting.acquire().await;
                        Connection::open(&at, Duration::from_secs(60)).await?
                    };
                    watch(c, code, until).await
                }));
            }
        }
        tasks
    }

    async fn watch(mut c: Connection, room: String, until: Instant) -> Result<u64, ClientError> {
        c.send(&ClientMsg::Watch { room }).await?;
        let mut read = 0u64;
        loop {
            let left = until.saturating_duration_since(Instant::now());
            if left.is_zero() {
                return Ok(read);
            }
            match c.recv(left).await {
                Ok(ServerMsg::Error { code, message, .. }) => {
                    return Err(ClientError::Request { code, message });
                }
                Ok(ServerMsg::GameOver { .. }) => return Ok(read + 1),
                Ok(_) => read += 1,
                Err(_) if Instant::now() >= until => return Ok(read),
                Err(e) => return Err(e),
            }
        }
    }
}
