//! The filesystem edge: every project file is read, saved and found here, so the rules core does
//! no I/O of its own.
//!
//! - [`Load`]: read a file and parse it with the type's own text reader; errors name the file
//!   (and line:column when the parser knows it).
//! - [`save_atomically`]: a unique temporary file in the target folder, flushed to disk, renamed
//!   over the target; on failure the temporary file is removed and the old file stays as it was.
//! - [`data_dir`], [`asset_root`], [`list_files`]: where things are.

use crate::core::record::GameRecord;
use crate::core::{Board, FileError, Rules};
use std::io::Write;
use std::path::{Path, PathBuf};

mod boards;
mod names;
pub use boards::{BoardFiles, is_shipped_board, own_boards_dir, shipped_boards_dir};
pub use names::{BoardName, RULES_KNOWN, preset_rules};

/// The largest board, rules, individual or config file read (far beyond any real one).
pub const MAX_SMALL_FILE: u64 = 1 << 20;
/// The largest game record read (a long game's record is a few hundred kilobytes).
pub const MAX_RECORD_FILE: u64 = 64 << 20;

/// A type read from a project file: its text reader plus [`Load::load`].
pub trait Load: Sized {
    /// Files larger than this are refused before they are read.
    const MAX_BYTES: u64 = MAX_SMALL_FILE;

    /// Parse `text`; `name` is how messages name the file.
    fn from_text(name: &str, text: &str) -> Result<Self, FileError>;

    /// Read and parse the file at `path`; an unreadable file is an error naming it.
    fn load(path: &Path) -> Result<Self, FileError> {
        let (name, text) = read_file_at_most(path, Self::MAX_BYTES)?;
        Self::from_text(&name, &text)
    }
}

impl Load for Board {
    fn from_text(name: &str, text: &str) -> Result<Self, FileError> {
        Board::from_ron(name, text)
    }
}

/// A board read at the width the window, the editor and the network hold games at.
struct WideBoard(crate::core::wide::Board);

impl Load for WideBoard {
    fn from_text(name: &str, text: &str) -> Result<Self, FileError> {
        crate::core::wide::Board::from_ron_sized(name, text).map(WideBoard)
    }
}

/// Read and validate the board file at `path` at the width the window, the editor and the
/// network hold games at ([`crate::core::wide`]).
pub fn load_wide_board(path: &Path) -> Result<crate::core::wide::Board, FileError> {
    WideBoard::load(path).map(|b| b.0)
}

impl Load for crate::core::AnyBoard {
    fn from_text(name: &str, text: &str) -> Result<Self, FileError> {
        crate::core::AnyBoard::from_ron(name, text)
    }
}

impl Load for Rules {
    fn from_text(name: &str, text: &str) -> Result<Self, FileError> {
        Rules::from_ron(name, text)
    }
}

impl Load for GameRecord {
    const MAX_BYTES: u64 = MAX_RECORD_FILE;

    fn from_text(name: &str, text: &str) -> Result<Self, FileError> {
        GameRecord::from_ron(name, text)
    }
}

/// The text of a file (for callers that word their own error).
pub fn read_text(path: &Path) -> std::io::Result<String> {
    std::fs::read_to_string(path)
}

/// Remove a file that may not exist (a missing file is not an error).
pub fn remove_if_present(path: &Path) -> std::io::Result<()> {
    match std::fs::remove_file(path) {
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(()),
        other => other,
    }
}

/// Move a file (within one file system), creating the target's folder.
pub fn move_file(from: &Path, to: &Path) -> std::io::Result<()> {
    if let Some(dir) = to.parent().filter(|d| !d.as_os_str().is_empty()) {
        ensure_dir(dir)?;
    }
    std::fs::rename(from, to)
}

/// Create a folder and its parents if they are missing.
pub fn ensure_dir(path: &Path) -> std::io::Result<()> {
    std::fs::create_dir_all(path)
}

/// Rules by preset name (`standard`, `thesis`, `five-six`) or from the rules file at a path.
pub fn rules_by_name_or_path(spec: &str) -> Result<Rules, FileError> {
    rules_for_players(spec, 4)
}

/// [`rules_by_name_or_path`] for a game of `players`: the printed rules (`standard`) for five
/// or six players are the 5–6 extension's (`five-six`).
pub fn rules_for_players(spec: &str, players: usize) -> Result<Rules, FileError> {
    match preset_rules(spec, players) {
        Some(rules) => Ok(rules),
        None => Rules::load(Path::new(spec)),
    }
}

/// Read a project file of at most [`MAX_SMALL_FILE`] bytes: its name for messages (the path as
/// given) and its text; an unreadable or oversized file is a [`FileError`] naming it.
pub fn read_file(path: &Path) -> Result<(String, String), FileError> {
    read_file_at_most(path, MAX_SMALL_FILE)
}

/// [`read_file`] with its own size limit. The size is checked before anything is read, and the
/// read stops at the limit whatever the file claims (a growing file, a device).
pub fn read_file_at_most(path: &Path, max: u64) -> Result<(String, String), FileError> {
    use std::io::Read;
    let name = path.display().to_string();
    let cannot = |e: std::io::Error| FileError::new(&name, format!("cannot read: {e}"));
    let too_big = || {
        FileError::new(
            &name,
            format!("larger than {} KiB: not a file of this kind", max / 1024),
        )
    };
    let file = std::fs::File::open(path).map_err(cannot)?;
    if file.metadata().map_err(cannot)?.len() > max {
        return Err(too_big());
    }
    let mut bytes = Vec::new();
    file.take(max + 1).read_to_end(&mut bytes).map_err(cannot)?;
    if bytes.len() as u64 > max {
        return Err(too_big());
    }
    String::from_utf8(bytes)
        .map(|text| (name.clone(), text))
        .map_err(|e| {
            FileError::new(
                &name,
                format!("not UTF-8 text (byte {})", e.utf8_error().valid_up_to()),
            )
        })
}

/// Write `bytes` to `path` through a uniquely named temporary file in the same folder, synced and
/// renamed over the target, so a reader never sees a half-written file and a crash never destroys
/// the old one. A failed save removes its temporary file.
pub fn save_atomically(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    save_atomically_as(path, bytes, true)
}

/// [`save_atomically`] without waiting for the disk (no `fsync`): still never half-written and
/// never lost when the process dies (the rename is atomic, the kernel holds the data); only a
/// power cut may lose the latest save. For the game's save after every action, where waiting for
/// the disk would stall the frame being drawn (fsync takes 100 ms and more on a busy disk).
pub fn save_atomically_unsynced(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    save_atomically_as(path, bytes, false)
}

fn save_atomically_as(path: &Path, bytes: &[u8], synced: bool) -> std::io::Result<()> {
    let dir = path
        .parent()
        .filter(|d| !d.as_os_str().is_empty())
        .unwrap_or(Path::new("."));
    let prefix = format!(
        ".{}.",
        path.file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_default()
    );
    let mut builder = tempfile::Builder::new();
    builder.prefix(&prefix).suffix(".tmp");
    // the usual mode (0644 less the umask), or the replaced file's own, not the temporary
    // file's private 0600
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        let mode = std::fs::metadata(path)
            .map(|m| m.permissions().mode() & 0o7777)
            .unwrap_or(0o644);
        builder.permissions(std::fs::Permissions::from_mode(mode));
    }
    let mut tmp = builder.tempfile_in(dir)?;
    tmp.write_all(bytes)?;
    if synced {
        tmp.as_file().sync_all()?;
    }
    tmp.persist(path).map_err(|e| e.error)?;
    // once per file and process: the game saves after every action, a run after every generation
    static SWEPT: std::sync::Mutex<Option<std::collections::HashSet<PathBuf>>> =
        std::sync::Mutex::new(None);
    let first = SWEPT
        .lock()
        .map(|mut s| {
            s.get_or_insert_with(Default::default)
                .insert(path.to_path_buf())
        })
        .unwrap_or(false);
    if first {
        remove_stale_temporaries(dir, &prefix);
    }
    Ok(())
}

/// Temporary files of earlier saves of the same file that a killed process left behind (a
/// failed save removes its own); looked for at the first save of each file in a process. Only
/// those untouched for ten minutes go, so a save in progress elsewhere keeps its file.
fn remove_stale_temporaries(dir: &Path, prefix: &str) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    let now = std::time::SystemTime::now();
    for e in entries.flatten() {
        let name = e.file_name().to_string_lossy().into_owned();
        // ours (`.NAME.XXXXXX.tmp`) and those of earlier versions (`.NAME.tmpPID`)
        let old_style = name
            .strip_prefix(prefix)
            .and_then(|rest| rest.strip_prefix("tmp"))
            .is_some_and(|pid| !pid.is_empty() && pid.bytes().all(|b| b.is_ascii_digit()));
        if !(name.starts_with(prefix) && name.ends_with(".tmp") || old_style) {
            continue;
        }
        let old = e
            .metadata()
            .and_then(|m| m.modified())
            .ok()
            .and_then(|t| now.duration_since(t).ok())
            .is_some_and(|age| age.as_secs() > 600);
        if old {
            let _ = std::fs::remove_file(e.path());
        }
    }
}

/// A file that could not be written: which, and why.
#[derive(Debug, thiserror::Error)]
#[error("{}: {error}", path.display())]
pub struct WriteError {
    pub path: PathBuf,
    pub error: std::io::Error,
}

/// [`save_atomically`] with the path in the error.
pub fn save_text(path: &Path, text: &str) -> Result<(), WriteError> {
    save_atomically(path, text.as_bytes()).map_err(|error| WriteError {
        path: path.to_path_buf(),
        error,
    })
}

/// The folder for the game in progress and finished games: `flag` (`--data-dir`), else
/// `$CATAN_DATA_DIR`, else the platform's data folder (`$XDG_DATA_HOME/catan`,
/// `~/.local/share/catan` on Linux), else `./catan-data`.
pub fn data_dir(flag: Option<&Path>) -> PathBuf {
    if let Some(p) = flag {
        return p.to_path_buf();
    }
    if let Some(p) = std::env::var_os("CATAN_DATA_DIR") {
        return PathBuf::from(p);
    }
    directories::ProjectDirs::from("", "", "catan")
        .map(|d| d.data_dir().to_path_buf())
        .unwrap_or_else(|| PathBuf::from("catan-data"))
}

/// The folder holding `assets/`, `boards/` and the shipped files: `$BEVY_ASSET_ROOT`, else the
/// crate's folder.
pub fn asset_root() -> PathBuf {
    std::env::var_os("BEVY_ASSET_ROOT")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from(env!("CARGO_MANIFEST_DIR")))
}

/// The files in `dir` whose names end with `.ext`, sorted; an unreadable folder lists nothing.
pub fn list_files(dir: &Path, ext: &str) -> Vec<PathBuf> {
    let mut out: Vec<PathBuf> = std::fs::read_dir(dir)
        .map(|rd| {
            rd.filter_map(|e| e.ok().map(|e| e.path()))
                .filter(|p| p.extension().is_some_and(|x| x == ext))
                .collect()
        })
        .unwrap_or_default();
    out.sort();
    out
}

#[cfg(test)]
mod tests;

/// Writes files on a thread of its own, so a caller that saves often (the game, after every
/// action) never waits for the disk: [`BackgroundWriter::write`] queues the bytes, the thread
/// saves them atomically (unsynced, as [`save_atomically_unsynced`]); when several versions of a
/// file are queued only the latest is written. [`BackgroundWriter::flush`] waits until everything
/// queued is on disk; dropping the writer flushes too. A failed write is kept for
/// [`BackgroundWriter::take_error`].
pub struct BackgroundWriter {
    shared: std::sync::Arc<WriterShared>,
    queue: std::sync::Mutex<Option<std::sync::mpsc::Sender<Job>>>,
    thread: std::sync::Mutex<Option<std::thread::JoinHandle<()>>>,
}

/// What the writer's thread does, in the order queued: save a file, or run a task (filing a
/// finished game) after everything queued before it.
enum Job {
    Write(PathBuf, Vec<u8>),
    Run(Box<dyn FnOnce() -> Result<(), String> + Send>),
}

#[derive(Default)]
struct WriterShared {
    /// (writes queued and not yet done, the latest failure)
    state: std::sync::Mutex<(u64, Option<String>)>,
    done: std::sync::Condvar,
}

impl Default for BackgroundWriter {
    fn default() -> Self {
        BackgroundWriter::new()
    }
}

impl BackgroundWriter {
    pub fn new() -> BackgroundWriter {
        let shared = std::sync::Arc::new(WriterShared::default());
        let (tx, rx) = std::sync::mpsc::channel::<Job>();
        let worker = shared.clone();
        let thread = std::thread::Builder::new()
            .name("saver".into())
            .spawn(move || {
                while let Ok(first) = rx.recv() {
                    let mut batch: Vec<Job> = vec![first];
                    while let Ok(next) = rx.try_recv() {
                        batch.push(next);
                    }
                    let received = batch.len() as u64;
                    let mut failure = None;
                    for i in 0..batch.len() {
                        // a file written again later in the batch (with no task between) is
                        // written once, with its latest bytes
                        let superseded = match &batch[i] {
                            Job::Write(p, _) => batch[i + 1..]
                                .iter()
                                .take_while(|j| matches!(j, Job::Write(..)))
                                .any(|j| matches!(j, Job::Write(q, _) if q == p)),
                            Job::Run(_) => false,
                        };
                        if superseded {
                            continue;
                        }
                        let job = std::mem::replace(&mut batch[i], Job::Run(Box::new(|| Ok(()))));
                        match job {
                            Job::Write(path, bytes) => {
                                if let Err(e) = save_atomically_unsynced(&path, &bytes) {
                                    failure = Some(format!("{}: {e}", path.display()));
                                }
                            }
                            Job::Run(task) => {
                                if let Err(e) = task() {
                                    failure = Some(e);
                                }
                            }
                        }
                    }
                    let mut state = worker.state.lock().unwrap_or_else(|p| p.into_inner());
                    state.0 = state.0.saturating_sub(received);
                    if failure.is_some() {
                        state.1 = failure;
                    }
                    worker.done.notify_all();
                }
            })
            .ok();
        BackgroundWriter {
            shared,
            queue: std::sync::Mutex::new(thread.as_ref().map(|_| tx)),
            thread: std::sync::Mutex::new(thread),
        }
    }

    /// Queue `bytes` to be saved to `path` (written at once, on this thread, if the writer's
    /// thread could not be started).
    pub fn write(&self, path: PathBuf, bytes: Vec<u8>) {
        self.queue_job(Job::Write(path, bytes));
    }

    /// Run `task` on the writer's thread once everything queued before it is written (its error
    /// is kept like a failed write). Run at once if the thread could not be started.
    pub fn run(&self, task: impl FnOnce() -> Result<(), String> + Send + 'static) {
        self.queue_job(Job::Run(Box::new(task)));
    }

    fn queue_job(&self, job: Job) {
        let queue = self.queue.lock().unwrap_or_else(|p| p.into_inner());
        // counted as pending under the lock the thread takes to subtract what it received, so
        // a flush never misses a job
        let mut state = self.lock();
        let job = match queue.as_ref() {
            Some(tx) => match tx.send(job) {
                Ok(()) => {
                    state.0 += 1;
                    return;
                }
                Err(std::sync::mpsc::SendError(job)) => job,
            },
            None => job,
        };
        drop(state);
        // no thread: do it here
        let failure = match job {
            Job::Write(path, bytes) => save_atomically_unsynced(&path, &bytes)
                .err()
                .map(|e| format!("{}: {e}", path.display())),
            Job::Run(task) => task().err(),
        };
        if failure.is_some() {
            self.lock().1 = failure;
        }
    }

    /// The latest failed write or task, if any, left in place (see [`Self::take_error`]).
    pub fn peek_error(&self) -> Option<String> {
        self.lock().1.clone()
    }

    /// Wait until every queued write is on disk (at most `limit`; false if it was not).
    pub fn flush_within(&self, limit: std::time::Duration) -> bool {
        let deadline = std::time::Instant::now() + limit;
        let mut state = self.lock();
        while state.0 > 0 {
            let left = deadline.saturating_duration_since(std::time::Instant::now());
            if left.is_zero() {
                return false;
            }
            state = self
                .shared
                .done
                .wait_timeout(state, left)
                .map(|(s, _)| s)
                .unwrap_or_else(|p| p.into_inner().0);
        }
        true
    }

    /// Wait until every queued write is on disk (a stalled disk is given 30 s).
    pub fn flush(&self) -> bool {
        self.flush_within(std::time::Duration::from_secs(30))
    }

    /// The latest failed write, if any (taken: reported once).
    pub fn take_error(&self) -> Option<String> {
        self.lock().1.take()
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, (u64, Option<String>)> {
        self.shared.state.lock().unwrap_or_else(|p| p.into_inner())
    }
}

impl Drop for BackgroundWriter {
    fn drop(&mut self) {
        // closing the queue ends the thread once it has written everything
        self.queue.lock().unwrap_or_else(|p| p.into_inner()).take();
        if let Some(t) = self.thread.lock().unwrap_or_else(|p| p.into_inner()).take() {
            let _ = t.join();
        }
    }
}

#[cfg(test)]
mod background_writer_tests {
    use super::*;

    #[test]
    fn the_latest_version_lands_flush_waits_and_failures_are_reported() {
        let dir = std::env::temp_dir().join(format!("catan-bgw-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        let w = BackgroundWriter::new();
        let a = dir.join("a.txt");
        for k in 0..200 {
            w.write(a.clone(), format!("version {k}").into_bytes());
        }
        w.write(dir.join("b.txt"), b"b".to_vec());
        assert!(w.flush());
        assert_eq!(std::fs::read_to_string(&a).unwrap(), "version 199");
        assert_eq!(std::fs::read_to_string(dir.join("b.txt")).unwrap(), "b");
        assert!(w.take_error().is_none());
        // a folder that does not exist: the failure names the file
        w.write(dir.join("missing/c.txt"), b"c".to_vec());
        assert!(w.flush());
        let e = w.take_error().expect("a failure");
        assert!(e.contains("c.txt"), "{e}");
        assert!(w.take_error().is_none(), "reported once");
        // a task runs after the writes queued before it, and a write after it lands after it
        w.write(a.clone(), b"before".to_vec());
        let seen = std::sync::Arc::new(std::sync::Mutex::new(String::new()));
        let (path, into) = (a.clone(), seen.clone());
        w.run(move || {
            *into.lock().unwrap() = std::fs::read_to_string(&path).unwrap();
            std::fs::remove_file(&path).map_err(|e| e.to_string())
        });
        w.write(a.clone(), b"after".to_vec());
        assert!(w.flush());
        assert_eq!(*seen.lock().unwrap(), "before");
        assert_eq!(std::fs::read_to_string(&a).unwrap(), "after");
        w.run(|| Err("the task failed".into()));
        assert!(w.flush());
        assert_eq!(w.peek_error().as_deref(), Some("the task failed"));
        assert_eq!(w.take_error().as_deref(), Some("the task failed"));
        // dropping flushes
        w.write(a.clone(), b"last".to_vec());
        drop(w);
        assert_eq!(std::fs::read_to_string(&a).unwrap(), "last");
        let _ = std::fs::remove_dir_all(&dir);
    }
}
