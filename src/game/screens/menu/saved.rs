//! The menu's saved games: each finished game listed by its date, its players and its board
//! (and who won), never by its file's name.

use crate::core::{GameRecord, Seat};
use crate::files::Load;
use crate::game::i18n::{Lang, seat_name, tr, tr_args};
use bevy_egui::egui;
use std::path::{Path, PathBuf};

/// A finished game kept in the data folder's `games/`, as the list shows it.
#[derive(Clone, Debug)]
pub(crate) struct SavedGame {
    pub path: PathBuf,
    /// When it was filed (seconds since 1970, UTC).
    pub when: u64,
    pub people: usize,
    pub computers: usize,
    /// The board's own name, as its file gives it.
    pub board: String,
    /// The winner and the round the game ended in, when the record replays.
    pub won: Option<(Seat, u32)>,
}

impl SavedGame {
    /// The game filed at `path`; `None` when it cannot be read as a record.
    pub(crate) fn read(path: &Path) -> Option<SavedGame> {
        let record = GameRecord::load(path).ok()?;
        let when = filed_secs(path).unwrap_or(0);
        let people = record.players.iter().filter(|p| *p == "human").count();
        let end = record.resume_sized::<{ crate::core::wide::W }>().ok();
        Some(SavedGame {
            path: path.to_path_buf(),
            when,
            people,
            computers: record.players.len() - people,
            board: record.board.name.clone(),
            won: end.and_then(|s| s.winner().map(|w| (w, s.round()))),
        })
    }

    /// One line: "2026-11-27 06:40 · 1 person, 2 computers · Beginner layout · Orange won,
    /// round 38".
    pub(crate) fn line(&self, lang: Lang) -> String {
        let players = tr_args(
            lang,
            "saved-game-players",
            &[
                ("people", self.people.into()),
                ("computers", self.computers.into()),
            ],
        );
        let mut parts = vec![
            date_time(self.when),
            players,
            board_label(lang, &self.board),
        ];
        if let Some((w, round)) = self.won {
            parts.push(tr_args(
                lang,
                "saved-game-won",
                &[
                    ("name", (&seat_name(lang, w)).into()),
                    ("round", round.into()),
                ],
            ));
        }
        parts.join(" · ")
    }
}

/// When the game was filed: the time its name was given (`game-SECS-…`), else the file's.
fn filed_secs(path: &Path) -> Option<u64> {
    let stem = path.file_stem()?.to_str()?;
    let named = stem
        .strip_prefix("game-")
        .and_then(|rest| rest.split('-').next())
        .and_then(|secs| secs.parse().ok());
    named.or_else(|| {
        let m = std::fs::metadata(path).ok()?.modified().ok()?;
        Some(m.duration_since(std::time::UNIX_EPOCH).ok()?.as_secs())
    })
}

/// Seconds since 1970 as "YYYY-MM-DD HH:MM" in the person's own time zone (the system's; UTC
/// where the system names none).
pub(crate) fn date_time(secs: u64) -> String {
    date_time_in(secs, &jiff::tz::TimeZone::system())
}

/// Seconds since 1970 as "YYYY-MM-DD HH:MM" in the time zone `tz`.
pub(crate) fn date_time_in(secs: u64, tz: &jiff::tz::TimeZone) -> String {
    let secs = i64::try_from(secs).unwrap_or(i64::MAX);
    let at = jiff::Timestamp::from_second(secs).unwrap_or(jiff::Timestamp::MAX);
    tz.to_datetime(at).strftime("%Y-%m-%d %H:%M").to_string()
}

/// The board as the new-game screen names it: the beginner layout, a random fair board, or the
/// board's own name.
fn board_label(lang: Lang, name: &str) -> String {
    let lower = name.to_lowercase();
    if lower.starts_with("random") {
        tr(lang, "random")
    } else if lower == "standard" || lower.starts_with("standard (") {
        tr(lang, "standard")
    } else if name.trim().is_empty() {
        tr(lang, "saved-game-own-board")
    } else {
        // a shipped board by its title in the person's language ("Ostrovy v mlze")
        crate::game::i18n::board_name(lang, std::path::Path::new(""), name)
    }
}

/// The finished games kept, to review one (the newest first).
pub(super) fn saved_games(ui: &mut egui::Ui, games: &[SavedGame], lang: Lang) -> Option<PathBuf> {
    let mut review = None;
    crate::game::theme::section(tr(lang, "saved-games"), "saved-games", ui.ctx()).show(ui, |ui| {
        if games.is_empty() {
            ui.label(egui::RichText::new(tr(lang, "no-saved-games")).weak());
        }
        for g in games {
            if ui.link(g.line(lang)).clicked() {
                review = Some(g.path.clone());
            }
        }
    });
    review
}

#[cfg(test)]
mod tests;
