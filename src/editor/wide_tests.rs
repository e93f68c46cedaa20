//! The editor on a big map (past the narrow 256 corners and sides): The Great Island opens
//! playable, takes edits (one past 1 024 sides is a problem, not a panic) and saves; the saved
//! file reads back the same and validates wide.

use super::*;
use crate::files::Load;

#[test]
fn the_great_island_opens_edits_and_saves() {
    let shipped = crate::files::asset_root().join("boards/big/great-island.ron");
    let ed = BoardEditor::open(&shipped).unwrap();
    let verdict = ed.verdict();
    assert!(verdict.problems.is_empty(), "{:?}", verdict.problems);
    assert!(verdict.capacity.is_some_and(|c| c >= 4));
    let mut ed = ed.own_copy();
    // a numbered tile's token changed, and a new tile on the coast
    let at = ed
        .file
        .tiles
        .iter()
        .find(|t| t.number == Some(5))
        .map(|t| t.at)
        .unwrap();
    assert!(ed.set_number(at, Some(9)));
    let east = ed
        .file
        .tiles
        .iter()
        .filter(|t| t.at.1 == 0)
        .map(|t| t.at.0)
        .max();
    let coast = (east.unwrap() + 1, 0);
    assert!(!ed.is_land(coast));
    assert!(ed.paint(coast, Terrain::Fields));
    assert!(ed.set_number(coast, Some(4)));
    // 1 022 sides and three more: past the wide 1 024, said as a problem, never a panic
    assert!(matches!(
        ed.problems()[..],
        [Problem {
            problem: BoardProblem::TooLarge { .. },
            ..
        }]
    ));
    assert!(ed.undo() && ed.undo());
    // a pasture made fields instead
    let pasture = ed.file.tiles.iter().find(|t| t.terrain == Terrain::Pasture);
    assert!(ed.paint(pasture.unwrap().at, Terrain::Fields));
    assert!(ed.problems().is_empty(), "{:?}", ed.problems());
    let dir = std::env::temp_dir().join(format!("catan-edit-wide-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let path = dir.join("greater-island.ron");
    ed.rename("The Greater Island");
    ed.save(&path, false).unwrap();
    let again = BoardEditor::open(&path).unwrap();
    assert_eq!(again.file, ed.file, "reload gives the same board");
    let board = crate::core::AnyBoard::load(&path).unwrap();
    assert!(
        matches!(board, crate::core::AnyBoard::Wide(_)),
        "past 256 ids: wide"
    );
    assert!(board.sizes().2 > 1000);
    let _ = std::fs::remove_dir_all(&dir);
}
