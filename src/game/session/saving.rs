//! Saving the game in progress: the one background writer of every save, the current game's
//! file, the previous game kept, the finished game filed.

use super::*;

/// The one writer of every game's saves (and the settings), shared by all sessions of the process so that saves
/// land in the order they were made (an old game's last save can never land after a new game's
/// first); [`flush_saves`] waits for it.
pub(crate) fn saves() -> &'static BackgroundWriter {
    static SAVES: std::sync::OnceLock<BackgroundWriter> = std::sync::OnceLock::new();
    SAVES.get_or_init(BackgroundWriter::new)
}

/// Wait until every save queued so far is on disk: before the saved game is read, moved aside
/// or removed, and when the app ends.
pub fn flush_saves() -> bool {
    saves().flush()
}

/// The latest save or filing that failed, if any (shown on the game-over screen).
pub fn save_problem() -> Option<String> {
    saves().peek_error()
}

pub fn current_game_path(dir: &Path) -> PathBuf {
    dir.join("current-game.ron")
}

/// A new game is about to replace `current-game.ron`: the old one is kept, never overwritten —
/// an unfinished game that replays goes to `games/` (where `catan replay` reads it), a damaged
/// one is moved aside with the time in its name. Returns where it went, for the players.
pub(super) fn keep_previous_game(dir: &Path) -> Result<Option<Notice>, error::KeepError> {
    flush_saves();
    let path = current_game_path(dir);
    if !path.exists() {
        return Ok(None);
    }
    let secs = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_secs())
        .unwrap_or(0);
    let intact = GameRecord::load(&path)
        .ok()
        .is_some_and(|r| r.resume_sized::<{ crate::core::wide::W }>().is_ok());
    let target = if intact {
        dir.join("games").join(format!("unfinished-{secs}.ron"))
    } else {
        dir.join(format!("damaged-{secs}-current-game.ron"))
    };
    crate::files::move_file(&path, &target).map_err(|source| error::KeepError {
        path: path.clone(),
        source,
    })?;
    Ok(Some(if intact {
        Notice::PreviousKept(target)
    } else {
        Notice::PreviousDamaged(target)
    }))
}

impl Session {
    /// Save the record of the game in progress after an action: queued for the background writer
    /// (atomic, unsynced), so no frame waits for the disk — a busy disk has taken over 600 ms for
    /// one save here. A write that failed earlier is reported now.
    pub fn save(&self) -> Result<(), WriteError> {
        let Some(dir) = &self.save_dir else {
            return Ok(());
        };
        if self.remote.is_some() {
            return Ok(()); // the host keeps an online game
        }
        let path = current_game_path(dir);
        if let Some(e) = saves().take_error() {
            return Err(WriteError {
                path,
                error: std::io::Error::other(e),
            });
        }
        saves().write(path, self.game.record.to_ron().into_bytes());
        Ok(())
    }

    /// Save the record at once, on this thread (the first save of a game, which tells whether
    /// the data folder takes saves).
    pub fn save_now(&self) -> Result<(), WriteError> {
        let Some(dir) = &self.save_dir else {
            return Ok(());
        };
        crate::files::ensure_dir(dir).map_err(|error| WriteError {
            path: dir.clone(),
            error,
        })?;
        saves().flush();
        let path = current_game_path(dir);
        crate::files::save_atomically_unsynced(&path, self.game.record.to_ron().as_bytes())
            .map_err(|error| WriteError { path, error })
    }

    /// A finished game goes to `games/` (where `catan replay` reads it) and is no longer the game
    /// to continue.
    pub fn file_finished_game(&mut self) -> Result<(), WriteError> {
        let Some(dir) = &self.save_dir else {
            return Ok(());
        };
        // an online game is filed once its whole record has come
        if self.remote.is_some() && !self.remote_record {
            return Ok(());
        }
        if self.filed.is_some() {
            return Ok(());
        }
        let games = dir.join("games");
        crate::files::ensure_dir(&games).map_err(|error| WriteError {
            path: games.clone(),
            error,
        })?;
        let secs = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map(|d| d.as_secs())
            .unwrap_or(0);
        let path = games.join(format!("game-{secs}-seed{}.ron", self.seed));
        // filed by the writer's thread after the last save (a busy disk took 650 ms here: the
        // game's last frame does not wait for it); the record is synced, then the game is no
        // longer the one to continue, then the history gets its line
        let (dir, file, text) = (dir.clone(), path.clone(), self.game.record.to_ron());
        let (players, winner, rounds) = (
            self.game.record.players.clone(),
            self.game.state.winner(),
            self.game.state.round(),
        );
        let online = self.remote.is_some();
        saves().run(move || {
            crate::files::save_text(&file, &text).map_err(|e| e.to_string())?;
            // an online game never was this machine's game to continue
            if !online {
                let _ = crate::files::remove_if_present(&current_game_path(&dir));
            }
            // losing a line of the history must not lose the game
            if let Some(winner) = winner
                && let Err(e) =
                    crate::game::stats::append_history(&dir, &file, &players, winner, rounds)
            {
                warn!("the finished-games history was not updated: {e}");
            }
            Ok(())
        });
        self.filed = Some(path);
        Ok(())
    }
}
