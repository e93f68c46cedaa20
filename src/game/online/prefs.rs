//! The online seat kept between launches (`online.ron` in the data folder): the host, the room,
//! the seat and its token, to continue the seat after an app restart.

use super::*;

/// What the data folder keeps of online play (`online.ron`): the fields last typed, and the seat
/// of an unfinished online game to come back to.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct OnlinePrefs {
    pub name: String,
    pub address: String,
    pub room: String,
    pub port: u16,
    /// Host on this `catan serve` instead of in the app (empty: in the app).
    pub server: String,
    pub resume: Option<ResumeSeat>,
    /// Hosts joined or hosted on before, the latest first (at most [`RECENT_HOSTS`]).
    pub recent_hosts: Vec<String>,
    /// A game hosted here is in the host's room list.
    pub public: bool,
    /// A game hosted here refuses watchers.
    pub no_watchers: bool,
}

/// How many hosts the join and server boxes remember.
pub const RECENT_HOSTS: usize = 6;

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ResumeSeat {
    pub url: String,
    pub room: String,
    pub seat: u8,
    pub token: String,
    /// This app hosted the game (an app restart hosts it again, on this port).
    #[serde(default)]
    pub hosted_port: Option<u16>,
}

impl OnlinePrefs {
    /// `host` (an address, a server or a link) remembered as the latest; blank ones are not.
    pub fn remember_host(&mut self, host: &str) {
        let host = host.trim();
        if host.is_empty() {
            return;
        }
        self.recent_hosts.retain(|h| h != host);
        self.recent_hosts.insert(0, host.to_string());
        self.recent_hosts.truncate(RECENT_HOSTS);
    }

    pub fn path(dir: &Path) -> PathBuf {
        dir.join("online.ron")
    }
    /// The saved fields; defaults when the file is missing or unreadable (nothing to lose:
    /// they are typed again).
    pub fn load(dir: &Path) -> OnlinePrefs {
        let mut p: OnlinePrefs = std::fs::read_to_string(Self::path(dir))
            .ok()
            .and_then(|t| ron::from_str(&t).ok())
            .unwrap_or_default();
        if p.port == 0 {
            p.port = DEFAULT_PORT;
        }
        p
    }
    pub fn save(&self, dir: &Path) -> Result<(), super::error::PrefsError> {
        crate::files::ensure_dir(dir)?;
        let text = ron::ser::to_string_pretty(self, ron::ser::PrettyConfig::new())?;
        crate::files::save_atomically(&Self::path(dir), text.as_bytes())?;
        Ok(())
    }
}
