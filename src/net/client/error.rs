//! Why a client's connection, or a bot's game on it, did not go on: one variant per cause, so a
//! caller (the window's link, `catan bot`) tells them apart without reading words.

use crate::core::{BoardProblem, SetupError};
use crate::net::wire::{ErrorCode, ErrorDetail};
use std::time::Duration;
use tokio_tungstenite::tungstenite;

/// Why a connection failed or ended.
#[derive(Debug, thiserror::Error)]
pub enum ClientError {
    /// Nobody answered at `url` in time.
    #[error("{url}: no answer within {within:?}")]
    NoAnswer { url: String, within: Duration },
    /// The connection to `url` could not be made.
    #[error("{url}: {source}")]
    Connect {
        url: String,
        source: tungstenite::Error,
    },
    /// The server at `url` refused the hello.
    #[error("{url}: {message}")]
    Refused {
        url: String,
        code: ErrorCode,
        message: String,
        /// What narrows the code (a hello that came too late).
        detail: Option<ErrorDetail>,
    },
    /// The server at `url` answered the hello with something else.
    #[error("{url}: unexpected first answer {answer}")]
    FirstAnswer { url: String, answer: String },
    /// A message could not be written.
    #[error("{0}")]
    Encode(serde_json::Error),
    /// The connection broke.
    #[error("connection lost: {0}")]
    Lost(tungstenite::Error),
    /// No message came within the time given.
    #[error("no message within {0:?}")]
    NoMessage(Duration),
    /// The server sent something this client does not understand.
    #[error("a message the client does not understand: {0}")]
    NotUnderstood(serde_json::Error),
    /// The connection was closed (by the server, or it ended).
    #[error("connection closed")]
    Closed,
    /// The host closed the connection while messages were passed both ways.
    #[error("the host closed the connection")]
    HostClosed,
    /// This side closed it.
    #[error("closed by this side")]
    ClosedHere,
    /// The host said nothing for this long.
    #[error("the host said nothing for {} s", .0.as_secs())]
    HostSilent(Duration),
    /// The server refused a request (a room to create, an action of a bot).
    #[error("{code}: {message}")]
    Request { code: ErrorCode, message: String },
    /// The server's board does not make a board.
    #[error("the server's board: {0:?}")]
    Board(Vec<BoardProblem>),
    /// A view came before the seat was joined.
    #[error("a view came before the seat was joined")]
    NotJoined,
    /// A view does not rebuild a position.
    #[error("the view does not rebuild: {0}")]
    View(SetupError),
}

impl ClientError {
    /// Whether the server at the address was never reached (the address is wrong, nobody
    /// listens there, or it did not answer).
    pub fn host_not_found(&self) -> bool {
        matches!(
            self,
            ClientError::NoAnswer { .. }
                | ClientError::Connect {
                    source: tungstenite::Error::Io(_) | tungstenite::Error::Url(_),
                    ..
                }
        )
    }

    /// Whether the host refused the hello because it came after the host's deadline (a host
    /// under load): the `version` code with the detail `hello-late`. (A host of a build before
    /// the detail says only `version`: read as a version refused, the hello is said again in an
    /// older version, which that host speaks too.)
    pub fn hello_late(&self) -> bool {
        matches!(
            self,
            ClientError::Refused {
                code: ErrorCode::Version,
                detail: Some(ErrorDetail::HelloLate),
                ..
            }
        )
    }

    /// Whether the server refused this client's protocol version.
    pub fn version_refused(&self) -> bool {
        matches!(
            self,
            ClientError::Refused {
                code: ErrorCode::Version,
                ..
            }
        )
    }

    /// Whether the connection dropped or could not be made again (a seat with a token may
    /// resume): the host unreachable for now, the connection lost or closed.
    pub fn dropped(&self) -> bool {
        use tungstenite::Error as Ws;
        match self {
            ClientError::NoAnswer { .. }
            | ClientError::Lost(_)
            | ClientError::Closed
            | ClientError::HostClosed => true,
            ClientError::Connect { source, .. } => matches!(
                source,
                Ws::Io(_) | Ws::Http(_) | Ws::ConnectionClosed | Ws::AlreadyClosed
            ),
            _ => false,
        }
    }
}
