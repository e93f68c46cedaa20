//! Why an online game did not begin: this app's host could not listen or start, there is no
//! game to continue, an invitation does not read. The menu words each for the person.

use crate::net::invite::InviteError;

/// Why hosting, joining or continuing an online game did not begin.
#[derive(Debug, thiserror::Error)]
pub enum OnlineError {
    /// This app's server cannot listen on the address.
    #[error("cannot listen on {bind}: {source}")]
    Listen {
        bind: String,
        source: std::io::Error,
    },
    /// The host's thread did not start.
    #[error("cannot start the host: {0}")]
    StartHost(std::io::Error),
    /// "Continue" with no online game kept to continue.
    #[error("there is no online game to continue")]
    NothingToContinue,
    /// The invitation link does not read.
    #[error("{0}")]
    Invite(InviteError),
}

/// Why the online form's fields were not saved.
#[derive(Debug, thiserror::Error)]
pub enum PrefsError {
    #[error("{0}")]
    Io(#[from] std::io::Error),
    #[error("{0}")]
    Ron(#[from] ron::Error),
}
