//! The player's preferences — language, computer speed, hidden hands, the log and display
//! options, sound volume and mute, first-game hints — kept in `settings.ron` in the data folder:
//! read at start, written (off the main thread) when they change. A file that does not read is
//! set aside (`settings.ron.unreadable`) with a warning, never written over.

use crate::files::data_dir;
use crate::game::i18n::Lang;
use crate::game::screens::PlayOptions;
use crate::game::settings::{AiSpeed, Settings};
use bevy::prelude::*;
use serde::{Deserialize, Serialize};
use std::path::{Path, PathBuf};

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(Startup, load_preferences);
    app.add_systems(
        Update,
        save_preferences.run_if(resource_changed::<Settings>),
    );
}

/// What is kept between launches.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Preferences {
    /// `en` or `cs`.
    pub language: String,
    /// `slow`, `normal`, `fast` or `instant`.
    pub speed: String,
    pub hidden_hands: bool,
    pub log_computer: bool,
    pub show_ids: bool,
    pub show_candidates: bool,
    /// Sound volume, 0 to 1 (outside that range it is clamped).
    pub volume: f32,
    pub mute: bool,
    /// First-game hints.
    pub hints: bool,
    /// The live win chances in the top bar.
    pub win_chances: bool,
    /// The 5–6 extension: a person's special building phase passes unless they ask to build.
    pub skip_special_build: bool,
}

impl Default for Preferences {
    fn default() -> Self {
        Preferences::of(&Settings::default())
    }
}

impl Preferences {
    pub fn of(s: &Settings) -> Preferences {
        Preferences {
            language: match s.lang {
                Lang::English => "en",
                Lang::Czech => "cs",
            }
            .into(),
            speed: s.speed.name().into(),
            hidden_hands: s.hidden_hands,
            log_computer: s.log_computer,
            show_ids: s.show_ids,
            show_candidates: s.show_candidates,
            volume: s.volume,
            mute: s.mute,
            hints: s.hints,
            win_chances: s.win_chances,
            skip_special_build: s.skip_special_build,
        }
    }

    /// Put these preferences into `s` (an unknown language or speed keeps what `s` has).
    pub fn apply(&self, s: &mut Settings) {
        match self.language.as_str() {
            "en" => s.lang = Lang::English,
            "cs" => s.lang = Lang::Czech,
            _ => {}
        }
        if let Ok(speed) = AiSpeed::parse(&self.speed) {
            s.speed = speed;
        }
        s.hidden_hands = self.hidden_hands;
        s.log_computer = self.log_computer;
        s.show_ids = self.show_ids;
        s.show_candidates = self.show_candidates;
        if self.volume.is_finite() {
            s.volume = self.volume.clamp(0.0, 1.0);
        }
        s.mute = self.mute;
        s.hints = self.hints;
        s.win_chances = self.win_chances;
        s.skip_special_build = self.skip_special_build;
    }

    /// The preferences in `path`: `Ok(None)` when there is no file, `Err` naming the file and
    /// the problem when it does not read.
    pub fn load(path: &Path) -> Result<Option<Preferences>, PreferencesError> {
        if !path.exists() {
            return Ok(None);
        }
        let text = crate::files::read_text(path).map_err(|source| PreferencesError::Read {
            path: path.into(),
            source,
        })?;
        ron::from_str(&text)
            .map(Some)
            .map_err(|source| PreferencesError::Parse {
                path: path.into(),
                source: Box::new(source),
            })
    }

    pub fn save(&self, path: &Path) -> std::io::Result<()> {
        let text = ron::ser::to_string_pretty(self, ron::ser::PrettyConfig::default())
            .map_err(std::io::Error::other)?;
        // atomic, without waiting for the disk: losing the last setting to a power cut is harmless
        crate::files::save_atomically_unsynced(path, format!("{text}\n").as_bytes())
    }
}

/// Why the saved preferences do not read: the file, and the problem.
#[derive(Debug, thiserror::Error)]
pub enum PreferencesError {
    #[error("{}: {source}", path.display())]
    Read {
        path: PathBuf,
        source: std::io::Error,
    },
    #[error("{}: {source}", path.display())]
    Parse {
        path: PathBuf,
        source: Box<ron::error::SpannedError>,
    },
}

/// Where the preferences live, and the last ones read or written (nothing is written while the
/// file there could not be read and set aside).
#[derive(Resource)]
struct Kept {
    path: PathBuf,
    last: Preferences,
    writable: bool,
}

fn load_preferences(
    mut commands: Commands,
    options: Res<PlayOptions>,
    mut settings: ResMut<Settings>,
) {
    let path = data_dir(options.data_dir.as_deref()).join("settings.ron");
    let mut writable = true;
    match Preferences::load(&path) {
        Ok(Some(p)) => p.apply(&mut settings),
        Ok(None) => {}
        Err(e) => {
            let aside = path.with_extension("ron.unreadable");
            warn!(
                "the saved settings do not read ({e}); kept as {}",
                aside.display()
            );
            writable = crate::files::move_file(&path, &aside).is_ok();
        }
    }
    commands.insert_resource(Kept {
        path,
        last: Preferences::of(&settings),
        writable,
    });
}

fn save_preferences(
    settings: Res<Settings>,
    options: Res<PlayOptions>,
    kept: Option<ResMut<Kept>>,
) {
    // options given on the command line are for this run, not preferences
    if options.ai_speed.is_some() || options.open_hands {
        return;
    }
    let Some(mut kept) = kept else {
        return;
    };
    let now = Preferences::of(&settings);
    if now == kept.last || !kept.writable {
        return;
    }
    // written by the game's save writer: a volume slider being dragged changes the settings
    // every frame, and no frame waits for the disk
    let (path, prefs) = (kept.path.clone(), now.clone());
    crate::game::session::saves().run(move || {
        if let Some(dir) = path.parent() {
            let _ = crate::files::ensure_dir(dir);
        }
        if let Err(e) = prefs.save(&path) {
            warn!("settings not saved to {}: {e}", path.display());
        }
        Ok(())
    });
    kept.last = now;
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn preferences_round_trip_and_a_broken_file_is_named() {
        let dir = std::env::temp_dir().join(format!("catan-prefs-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("settings.ron");
        assert_eq!(Preferences::load(&path).unwrap(), None);
        let mut s = Settings {
            lang: Lang::Czech,
            speed: AiSpeed::Fast,
            hidden_hands: false,
            volume: 0.25,
            mute: true,
            hints: false,
            ..Settings::default()
        };
        Preferences::of(&s).save(&path).unwrap();
        let back = Preferences::load(&path).unwrap().unwrap();
        s = Settings::default();
        back.apply(&mut s);
        assert_eq!(
            (s.lang, s.speed, s.hidden_hands, s.volume, s.mute, s.hints),
            (Lang::Czech, AiSpeed::Fast, false, 0.25, true, false)
        );
        // a volume out of range is clamped; one that is not a number keeps the setting
        std::fs::write(&path, "(volume: 7.5)").unwrap();
        Preferences::load(&path).unwrap().unwrap().apply(&mut s);
        assert_eq!(s.volume, 1.0);
        std::fs::write(&path, "(volume: NaN)").unwrap();
        Preferences::load(&path).unwrap().unwrap().apply(&mut s);
        assert_eq!(s.volume, 1.0);
        std::fs::write(&path, "(language: \"cs\", colour: 3)").unwrap();
        let e = Preferences::load(&path).unwrap_err().to_string();
        assert!(e.contains("settings.ron") && e.contains("colour"), "{e}");
        // a partial file keeps the defaults for what it does not say
        std::fs::write(&path, "(language: \"cs\")").unwrap();
        let p = Preferences::load(&path).unwrap().unwrap();
        assert_eq!(p.language, "cs");
        assert!(p.hidden_hands);
        let _ = std::fs::remove_dir_all(&dir);
    }
}
