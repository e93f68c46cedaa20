//! Tests of `files`.

use super::*;

fn scratch(name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("catan-files-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d
}

#[cfg(unix)]
#[test]
fn saved_files_get_the_usual_mode_and_keep_a_replaced_files_mode() {
    use std::os::unix::fs::PermissionsExt;
    let d = scratch("mode");
    let p = d.join("a.ron");
    save_atomically(&p, b"one").unwrap();
    let mode = std::fs::metadata(&p).unwrap().permissions().mode() & 0o777;
    // what a plain new file gets here (0666 less the umask), as far as 0644 goes
    let plain = d.join("plain");
    std::fs::write(&plain, b"x").unwrap();
    let usual = std::fs::metadata(&plain).unwrap().permissions().mode() & 0o644;
    assert_eq!(mode, usual, "saved {mode:o}, a new file {usual:o}");
    std::fs::set_permissions(&p, std::fs::Permissions::from_mode(0o640)).unwrap();
    save_atomically(&p, b"two").unwrap();
    let mode = std::fs::metadata(&p).unwrap().permissions().mode() & 0o777;
    assert_eq!(mode, 0o640);
    let _ = std::fs::remove_dir_all(&d);
}

#[test]
fn atomic_saves_replace_the_file_and_leave_no_temporary_files() {
    let d = scratch("atomic");
    let p = d.join("a.ron");
    save_atomically(&p, b"one").unwrap();
    save_atomically(&p, b"two").unwrap();
    assert_eq!(std::fs::read_to_string(&p).unwrap(), "two");
    let names: Vec<_> = std::fs::read_dir(&d).unwrap().collect();
    assert_eq!(names.len(), 1, "only the target is left: {names:?}");
    let _ = std::fs::remove_dir_all(&d);
}

#[test]
fn temporaries_a_killed_save_left_are_swept_by_the_next_save() {
    let d = scratch("stale");
    let p = d.join("game.ron");
    let stale = d.join(".game.ron.AbC123.tmp");
    let fresh = d.join(".game.ron.XyZ789.tmp");
    std::fs::write(&stale, "half").unwrap();
    std::fs::write(&fresh, "in progress").unwrap();
    let hour_ago = std::time::SystemTime::now() - std::time::Duration::from_secs(3600);
    std::fs::File::options()
        .write(true)
        .open(&stale)
        .unwrap()
        .set_modified(hour_ago)
        .unwrap();
    save_atomically(&p, b"whole").unwrap();
    assert!(!stale.exists(), "the stale temporary file is gone");
    assert!(
        fresh.exists(),
        "a recent one may be another save in progress"
    );
    let _ = std::fs::remove_dir_all(&d);
}

#[test]
fn a_failed_save_keeps_the_old_file_and_removes_its_temporary_file() {
    let d = scratch("failed");
    let target = d.join("dir-in-the-way");
    std::fs::create_dir_all(target.join("inner")).unwrap();
    assert!(
        save_atomically(&target, b"x").is_err(),
        "cannot rename over a folder"
    );
    let names: Vec<_> = std::fs::read_dir(&d)
        .unwrap()
        .map(|e| e.unwrap().file_name())
        .collect();
    assert_eq!(names, vec![std::ffi::OsString::from("dir-in-the-way")]);
    let _ = std::fs::remove_dir_all(&d);
}

#[test]
fn unreadable_files_are_named() {
    let e = Board::load(Path::new("/no/such/board.ron")).unwrap_err();
    assert!(
        e.to_string().starts_with("/no/such/board.ron: cannot read"),
        "{e}"
    );
}

#[test]
fn oversized_and_binary_files_are_refused_before_parsing() {
    let d = scratch("big");
    let p = d.join("huge.ron");
    std::fs::write(&p, vec![b' '; (MAX_SMALL_FILE + 1) as usize]).unwrap();
    let e = Board::load(&p).unwrap_err().to_string();
    assert!(
        e.contains("huge.ron") && e.contains("larger than 1024 KiB"),
        "{e}"
    );
    let p = d.join("binary.ron");
    std::fs::write(&p, [b'(', 0xff, 0xfe, b')']).unwrap();
    let e = Board::load(&p).unwrap_err().to_string();
    assert!(e.contains("binary.ron: not UTF-8 text (byte 1)"), "{e}");
    let _ = std::fs::remove_dir_all(&d);
}

#[test]
fn the_data_folder_comes_from_the_flag_first() {
    assert_eq!(data_dir(Some(Path::new("/x"))), PathBuf::from("/x"));
}
