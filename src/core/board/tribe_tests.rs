//! The `seafarers.gifts` list checked: the shipped boards' gifts, and each wrong gift refused
//! with the field it concerns.

use super::*;
use crate::core::bits::WIDE;
use crate::core::board_problem::ScenarioProblem as SP;

fn shipped(name: &str) -> BoardFile {
    let path = format!("{}/boards/seafarers/{name}", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).expect("a shipped board");
    ron::from_str(&text).expect("a board file")
}

fn problems(file: BoardFile) -> Vec<BoardProblem> {
    Board::<WIDE>::from_file_sized(file).expect_err("refused")
}

fn count(map: &SeaMap<WIDE>, gift: fn(&Gift) -> bool) -> usize {
    map.gifts.iter().filter(|g| gift(&g.gift)).count()
}

#[test]
fn the_shipped_boards_hold_their_gifts_on_the_tribes_sea_sides() {
    for (name, points, cards, harbours) in [
        ("forgotten-tribe.ron", 8, 4, 6),
        ("forgotten-tribe-3.ron", 8, 4, 6),
        ("forgotten-tribe-6.ron", 10, 6, 8),
    ] {
        let board = Board::<WIDE>::from_file_sized(shipped(name)).expect("valid");
        let map = board.sea.as_deref().expect("a sea");
        assert_eq!(count(map, |g| *g == Gift::VictoryPoint), points, "{name}");
        assert_eq!(count(map, |g| *g == Gift::DevelopmentCard), cards, "{name}");
        assert_eq!(
            count(map, |g| matches!(g, Gift::Harbour(_))),
            harbours,
            "{name}"
        );
        for g in &map.gifts {
            assert!(map.ship_edges.contains(g.edge.index()), "{name}");
            assert!(map.no_robber.contains(g.face.index()), "{name}");
        }
        // no harbour of the board's own: every harbour is a gift
        assert!(board.file.harbours.is_empty(), "{name}");
        assert!(board.vertex_harbour.iter().all(Option::is_none), "{name}");
        assert_eq!(map.points_to_win, Some(13), "{name}");
    }
}

#[test]
fn a_wrong_gift_is_refused_naming_its_field() {
    let mut file = shipped("forgotten-tribe.ron");
    let s = file.seafarers.as_mut().expect("a sea block");
    s.gifts[1].at = (40, 40);
    // a tile of the main island, where people settle
    s.gifts[2].at = (2, 4);
    // the side of (2, 1) towards (3, 1): land on both sides
    s.gifts[3].at = (2, 1);
    s.gifts[3].side = Side::E;
    s.gifts[4] = s.gifts[0];
    let got = problems(file);
    let text = BoardProblem::join(&got, "\n");
    assert!(got.contains(&BoardProblem::Scenario(SP::GiftOffBoard {
        gift: 1,
        at: (40, 40)
    })));
    assert!(got.contains(&BoardProblem::Scenario(SP::GiftNotTribe {
        gift: 2,
        at: (2, 4)
    })));
    assert!(got.contains(&BoardProblem::Scenario(SP::GiftInland {
        gift: 3,
        at: (2, 1)
    })));
    assert!(got.iter().any(|p| matches!(
        p,
        BoardProblem::Scenario(SP::GiftsShareSide {
            gift: 4,
            other: 0,
            ..
        })
    )));
    assert!(text.contains("seafarers.gifts[2].at"), "{text}");
}

#[test]
fn too_many_card_gifts_or_fog_beside_gifts_are_refused() {
    let mut file = shipped("forgotten-tribe.ron");
    let s = file.seafarers.as_mut().expect("a sea block");
    let card = s.gifts[8];
    assert_eq!(card.gift, Gift::DevelopmentCard);
    s.gifts.extend(std::iter::repeat_n(card, 22));
    s.fog = Some(FogSpec::default());
    let got = problems(file);
    assert!(got.contains(&BoardProblem::Scenario(SP::GiftCards { cards: 26 })));
    assert!(got.contains(&BoardProblem::Scenario(SP::GiftsWithFog)));
}
