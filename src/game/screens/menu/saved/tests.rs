//! Tests of the menu's saved games.

use super::{SavedGame, date_time_in};
use crate::game::i18n::Lang;
use jiff::tz::{Offset, TimeZone};

/// Dates as the list shows them, leap days included, in the person's time zone (the play-test
/// saw UTC times an hour off its clock).
#[test]
fn dates_are_read_from_seconds_in_the_persons_time_zone() {
    let utc = TimeZone::UTC;
    assert_eq!(date_time_in(0, &utc), "1970-01-01 00:00");
    assert_eq!(date_time_in(1_764_225_600, &utc), "2025-11-27 06:40");
    assert_eq!(
        date_time_in(951_782_400 + 13 * 3600 + 5 * 60, &utc),
        "2000-02-29 13:05"
    );
    let prague_winter = TimeZone::fixed(Offset::constant(1));
    assert_eq!(
        date_time_in(1_764_225_600, &prague_winter),
        "2025-11-27 07:40"
    );
    let late = TimeZone::fixed(Offset::constant(-7));
    assert_eq!(date_time_in(3 * 3600, &late), "1969-12-31 20:00");
}

/// A finished game is listed by its date, its players, its board and its winner, in the
/// person's language — never by its file's name; a file that is no record is left out.
#[test]
fn a_saved_game_is_listed_by_date_players_and_board() {
    let session = crate::game::review::tests::finished_session();
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("game-1764225600-seed12.ron");
    std::fs::write(&path, session.game.record.to_ron()).unwrap();
    let g = SavedGame::read(&path).expect("a record");
    assert_eq!((g.people, g.computers), (0, 3));
    let winner = session.game.state.winner().unwrap();
    assert_eq!(g.won, Some((winner, session.game.state.round())));
    let en = g.line(Lang::English);
    for part in [
        "2025-11-27 06:40",
        "0 people, 3 computers",
        " won in round ",
    ] {
        assert!(en.contains(part), "{part:?} missing from {en:?}");
    }
    assert!(
        en.contains("Random fair board") || en.contains("Beginner layout"),
        "{en}"
    );
    for raw in ["game-", ".ron", "seed", "1764225600", "human", "(ai)"] {
        assert!(!en.contains(raw), "{raw:?} in {en:?}");
    }
    let cs = g.line(Lang::Czech);
    assert!(cs.contains("0 lidí, 3 počítače"), "{cs}");
    let bad = dir.path().join("notes.ron");
    std::fs::write(&bad, "not a record").unwrap();
    assert!(SavedGame::read(&bad).is_none());
}

/// A shipped board is listed by its title in the person's language (the play-test saw "Fog
/// Islands" in the Czech list); a person's own board by its own name.
#[test]
fn a_shipped_boards_title_is_translated_in_the_list() {
    assert_eq!(
        super::board_label(Lang::Czech, "Fog Islands"),
        "Ostrovy v mlze"
    );
    assert_eq!(
        super::board_label(Lang::English, "Fog Islands"),
        "The Fog Islands"
    );
    assert_eq!(super::board_label(Lang::Czech, "My island"), "My island");
}
