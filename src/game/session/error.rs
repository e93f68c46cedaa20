//! Why the game in progress did not do what was asked: a game that did not start or load, an
//! undo with nothing to take back, an action its button may not play now. Each is worded in
//! the person's language where it is shown.

use crate::core::record::ReplayError;
use crate::core::ron_file::FileError;
use crate::core::{Action, RuleError, Seat, SetupError};
use crate::game::i18n::{Lang, tr};
use crate::game::settings::SettingsError;
use std::path::PathBuf;

/// Why a game did not start, load or follow its host.
#[derive(Debug, thiserror::Error)]
pub enum SessionError {
    /// The new game does not set up.
    #[error("{0}")]
    Setup(SetupError),
    /// An online game's view from the host does not rebuild a position.
    #[error("the host's view: {0}")]
    HostView(SetupError),
    /// The saved game's record could not be read.
    #[error("{0}")]
    Record(FileError),
    /// The record's players name no seat this game knows.
    #[error("{}: players: {source}", path.display())]
    Players {
        path: PathBuf,
        source: SettingsError,
    },
    /// The record does not replay.
    #[error("{}: {source}", path.display())]
    Replay { path: PathBuf, source: ReplayError },
}

/// Why the previous game could not be kept aside before a new one replaced it.
#[derive(Debug, thiserror::Error)]
#[error("the previous game {} could not be kept aside ({source})", path.display())]
pub struct KeepError {
    pub path: PathBuf,
    pub source: std::io::Error,
}

/// Why an undo took nothing back.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum UndoError {
    /// Only a person's own last build or bank trade, before anything else happens.
    #[error("nothing to take back")]
    NothingToUndo,
}

impl UndoError {
    /// The reason in words of `lang`.
    pub fn text(&self, lang: Lang) -> String {
        match self {
            UndoError::NothingToUndo => tr(lang, "nothing-to-undo"),
        }
    }
}

/// Why an action's button is greyed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NotAllowed {
    /// Nobody this screen acts for is to move.
    NotYourTurn,
    GameOver,
    /// The rules refuse it.
    Rule(RuleError),
    /// Not among the legal actions, though no rule names why.
    Unlisted,
}

impl NotAllowed {
    /// The reason in words of `lang` (a button's tooltip).
    pub fn text(&self, lang: Lang) -> String {
        match self {
            NotAllowed::NotYourTurn => tr(lang, "not-your-turn"),
            NotAllowed::GameOver => tr(lang, "why-game-over"),
            NotAllowed::Rule(e) => rule_text(lang, e),
            NotAllowed::Unlisted => String::new(),
        }
    }
}

impl super::Session {
    /// Whether the seat `me` (none: nobody the screen acts for) may play `action` now (`legal`
    /// lists the legal actions), else why not.
    pub fn allows(
        &self,
        legal: &[Action],
        me: Option<Seat>,
        action: Action,
    ) -> Result<(), NotAllowed> {
        if me.is_none() {
            return Err(NotAllowed::NotYourTurn);
        }
        if legal.contains(&action) {
            return Ok(());
        }
        Err(self.refusal(&action).unwrap_or(NotAllowed::Unlisted))
    }

    /// Why `action` is not legal now (`None` when it is): the game is over, or the broken rule.
    pub fn refusal(&self, action: &Action) -> Option<NotAllowed> {
        if self.game.state.is_over() {
            return Some(NotAllowed::GameOver);
        }
        self.game.state.check(action).err().map(NotAllowed::Rule)
    }

    /// Why the seat `me` may not play `action` now, in words of `lang` (for an action button's
    /// tooltip); `None` when it may ([`Session::allows`]).
    pub fn why_not_now(
        &self,
        legal: &[Action],
        me: Option<Seat>,
        action: Action,
        lang: Lang,
    ) -> Option<String> {
        self.allows(legal, me, action).err().map(|e| e.text(lang))
    }

    /// Why `action` is not legal now, in words of `lang` (`None` when it is): the broken rule's
    /// sentence; in English followed by the rules core's own detail ("needs 1 wood more").
    pub fn why_not(&self, action: &Action, lang: Lang) -> Option<String> {
        self.refusal(action).map(|e| e.text(lang))
    }
}

/// A broken rule in words of `lang`: the rule's sentence; in English followed by the rules
/// core's own detail ("needs 1 wood more").
pub fn rule_text(lang: Lang, e: &RuleError) -> String {
    let sentence = tr(lang, &format!("why-{}", e.rule.name()));
    match lang {
        Lang::English if !names_an_id(&e.message) => format!("{sentence}\n{}", e.message),
        _ => sentence,
    }
}

/// Whether the rules core's detail names a piece of the board or a seat by its number ("edge 0
/// does not touch …"): a player reads places and colours, so such a detail is left out.
fn names_an_id(detail: &str) -> bool {
    let words: Vec<&str> = detail.split_whitespace().collect();
    words.windows(2).any(|w| {
        matches!(
            w[0],
            "edge" | "vertex" | "face" | "seat" | "corner" | "tile"
        ) && w[1].starts_with(|c: char| c.is_ascii_digit())
    })
}

mod ship;
pub(crate) use ship::{no_ship_moves, ship_stays};

#[cfg(test)]
mod tests;
