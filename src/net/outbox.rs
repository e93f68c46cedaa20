//! What waits to be written to one client: its messages in order, bounded in number and in
//! bytes. A client that does not read past the bound is not sent less — its connection is
//! closed (and its seat may be resumed, with the whole view): no message is dropped from a
//! connection that is kept.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use tokio::sync::{Notify, mpsc};

/// Messages queued for a client before its connection is closed.
pub const QUEUE_MESSAGES: usize = 1024;
/// Bytes queued for a client before its connection is closed.
pub const QUEUE_BYTES: usize = 1 << 20;

/// The sending side, shared by the connection and its room.
#[derive(Clone, Debug)]
pub struct Outbox {
    tx: mpsc::Sender<Arc<str>>,
    queued: Arc<AtomicUsize>,
    over: Arc<AtomicBool>,
    /// Woken once when the outbox goes over its bound (its connection waits on it instead of
    /// looking every so often: ten thousand rooms hold forty thousand connections).
    overflow: Arc<Notify>,
}

/// The writing side: the connection's writer takes the messages in order.
pub struct Inbox {
    rx: mpsc::Receiver<Arc<str>>,
    queued: Arc<AtomicUsize>,
}

/// A new outbox and the writer's end of it.
pub fn outbox() -> (Outbox, Inbox) {
    let (tx, rx) = mpsc::channel(QUEUE_MESSAGES);
    let queued = Arc::new(AtomicUsize::new(0));
    let out = Outbox {
        tx,
        queued: queued.clone(),
        over: Arc::new(AtomicBool::new(false)),
        overflow: Arc::new(Notify::new()),
    };
    (out, Inbox { rx, queued })
}

impl Outbox {
    /// Queue `text`; `false` when the client is past the bound (or gone): from then on this
    /// outbox takes nothing and its connection is to be closed.
    pub fn push(&self, text: Arc<str>) -> bool {
        if self.over.load(Ordering::Relaxed) {
            return false;
        }
        let n = text.len();
        let fits = self.queued.load(Ordering::Relaxed) + n <= QUEUE_BYTES;
        if fits && self.tx.try_send(text).is_ok() {
            self.queued.fetch_add(n, Ordering::Relaxed);
            return true;
        }
        if !self.over.swap(true, Ordering::Relaxed) {
            self.overflow.notify_one();
        }
        false
    }

    /// Resolves once the outbox is past its bound (at once if it is already).
    pub async fn overflowed(&self) {
        while !self.is_over() {
            self.overflow.notified().await;
        }
    }

    /// Past the bound: the connection is to be closed.
    pub fn is_over(&self) -> bool {
        self.over.load(Ordering::Relaxed)
    }

    /// The connection's writer has ended (the client is gone).
    pub fn is_closed(&self) -> bool {
        self.tx.is_closed()
    }
}

impl Inbox {
    /// The next message to write (`None`: every sender is gone).
    pub async fn next(&mut self) -> Option<Arc<str>> {
        let text = self.rx.recv().await?;
        self.queued.fetch_sub(text.len(), Ordering::Relaxed);
        Some(text)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_client_past_the_bound_is_sent_nothing_more() {
        let (out, mut inbox) = outbox();
        let big: Arc<str> = Arc::from("x".repeat(QUEUE_BYTES / 4 + 1));
        for _ in 0..3 {
            assert!(out.push(big.clone()));
        }
        assert!(!out.push(big.clone()), "the fourth passes a mebibyte");
        assert!(out.is_over());
        assert!(!out.push(Arc::from("small")), "nothing more once over");
        // what was queued is still written in order
        let rt = tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
            .unwrap();
        rt.block_on(async {
            for _ in 0..3 {
                assert_eq!(inbox.next().await.unwrap().len(), big.len());
            }
        });
        // a count bound too
        let (out, _inbox) = outbox();
        for _ in 0..QUEUE_MESSAGES {
            assert!(out.push(Arc::from("m")));
        }
        assert!(!out.push(Arc::from("m")));
        // its connection is woken, without looking every so often
        let woken = rt.block_on(async {
            tokio::time::timeout(std::time::Duration::from_secs(5), out.overflowed()).await
        });
        assert!(
            woken.is_ok(),
            "an outbox past its bound wakes its connection"
        );
    }
}
