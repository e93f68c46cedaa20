//! The `seafarers.cloth` block checked: the shipped boards' villages, and each wrong village
//! refused with the field it concerns.

use super::*;
use crate::core::board_problem::ScenarioProblem as SP;

fn shipped(name: &str) -> BoardFile {
    let path = format!("{}/boards/seafarers/{name}", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).expect("a shipped board");
    ron::from_str(&text).expect("a board file")
}

fn problems(file: BoardFile) -> Vec<BoardProblem> {
    Board::from_file(file).expect_err("refused")
}

fn cloth(file: &mut BoardFile) -> &mut ClothSpec {
    file.seafarers
        .as_mut()
        .and_then(|s| s.cloth.as_mut())
        .expect("a cloth block")
}

#[test]
fn the_shipped_boards_hold_eight_villages_on_islands_nobody_settles() {
    for name in ["cloth-for-catan.ron", "cloth-for-catan-3.ron"] {
        let board = Board::from_file(shipped(name)).expect("valid");
        let map = board.sea.as_deref().expect("a sea");
        let c = map.cloth.as_ref().expect("villages");
        assert_eq!(c.villages.len(), 8, "{name}");
        assert_eq!(c.total(), 8 * 5 + 10, "{name}");
        assert!(
            c.villages
                .iter()
                .all(|v| map.no_settle.contains(v.vertex.index()))
        );
        assert_eq!(map.rules.opening_settlements, 3);
        assert!(!map.rules.longest_route);
        // the four small islands: the robber goes to none of them
        assert_eq!(map.no_robber.len(), 4, "{name}");
    }
}

#[test]
fn a_wrong_village_is_refused_naming_its_field() {
    let mut file = shipped("cloth-for-catan.ron");
    let c = cloth(&mut file);
    c.villages[1].number = 7;
    c.villages[2].at = (40, 40);
    // a corner of the home island
    c.villages[3].at = (2, 1);
    c.villages[4] = c.villages[0];
    let got = problems(file);
    let text = BoardProblem::join(&got, "\n");
    assert!(got.contains(&BoardProblem::Scenario(SP::VillageNumber {
        village: 1,
        number: 7
    })));
    assert!(got.contains(&BoardProblem::Scenario(SP::VillageOffLand {
        village: 2,
        at: (40, 40)
    })));
    assert!(got.contains(&BoardProblem::Scenario(SP::VillageSettled {
        village: 3,
        at: (2, 1)
    })));
    assert!(got.iter().any(|p| matches!(
        p,
        BoardProblem::Scenario(SP::VillagesShareCorner {
            village: 4,
            other: 0,
            ..
        })
    )));
    assert!(
        text.contains("seafarers.cloth.villages[1].number"),
        "{text}"
    );
}

#[test]
fn the_end_and_the_opening_are_figures_that_can_be_played() {
    let mut file = shipped("cloth-for-catan.ron");
    cloth(&mut file).end_below = 9;
    cloth(&mut file).per_point = 0;
    if let Some(s) = file.seafarers.as_mut() {
        s.rules = Some(ScenarioRules {
            opening_settlements: 4,
            longest_route: false,
        });
    }
    let got = problems(file);
    assert!(got.contains(&BoardProblem::Scenario(SP::ClothEndBelow {
        end_below: 9,
        villages: 8
    })));
    assert!(got.contains(&BoardProblem::Scenario(SP::ClothPerPoint)));
    assert!(got.contains(&BoardProblem::Scenario(SP::OpeningSettlements { count: 4 })));
}

#[test]
fn a_village_island_without_settle_false_needs_its_numbers() {
    let mut file = shipped("cloth-for-catan.ron");
    if let Some(s) = file.seafarers.as_mut() {
        s.islands[0].settle = true;
    }
    let got = problems(file);
    assert!(
        got.iter()
            .any(|p| matches!(p, BoardProblem::MissingNumber { at: (1, 4), .. })),
        "{got:?}"
    );
}
