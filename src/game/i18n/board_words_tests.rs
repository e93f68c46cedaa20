//! The validator's problems in a player's words: every kind has its own message in both
//! languages, and none shows tile ids, coordinates or file syntax.

use super::board_words::{hosts_text, problem_text};
use crate::core::topology::{Side, VertexId};
use crate::core::{BoardProblem, HarbourKind, ScenarioProblem as SP, Terrain};
use crate::game::i18n::Lang;
use std::collections::HashSet;

/// One problem of each kind (tile 7 at (-2, 1) where a problem names tiles).
fn one_of_each() -> Vec<BoardProblem> {
    use BoardProblem::*;
    let at = (-2, 1);
    let (tile, harbour) = (7, 7);
    vec![
        NoTiles,
        CoordinateOutOfRange { tile, at },
        DuplicateTile { tile, at, first: 3 },
        NumberOnDesert {
            tile,
            at,
            number: 5,
        },
        NumberOnSea {
            tile,
            at,
            number: 5,
        },
        MissingNumber {
            tile,
            at,
            terrain: Terrain::Hills,
        },
        NumberSeven { tile, at },
        NumberOutOfRange {
            tile,
            at,
            number: 13,
        },
        TooLarge {
            faces: 400,
            vertices: 900,
            edges: 1200,
        },
        NotConnected {
            cut: vec![(7, at), (8, (-1, 1))],
            first: (0, -2),
        },
        HarbourOffBoard { harbour, at },
        HarbourInland {
            harbour,
            at,
            side: Side::E,
        },
        HarboursShareVertex {
            harbour,
            at,
            side: Side::E,
            vertex: VertexId(9),
            other: 2,
        },
        RobberOffBoard { at },
        RobberOnSea { at },
        HarbourOnSea { harbour, at },
        NoRobberTile,
    ]
    .into_iter()
    .chain(one_of_each_of_seafarers_and_sets())
    .chain(one_of_each_gift_problem())
    .collect()
}

/// The Forgotten Tribe's gifts.
fn one_of_each_gift_problem() -> Vec<BoardProblem> {
    use BoardProblem::*;
    let at = (-2, 1);
    vec![
        Scenario(SP::GiftOffBoard { gift: 1, at }),
        Scenario(SP::GiftNotTribe { gift: 1, at }),
        Scenario(SP::GiftInland { gift: 1, at }),
        Scenario(SP::GiftsShareSide {
            gift: 2,
            other: 1,
            at,
        }),
        Scenario(SP::GiftCards { cards: 30 }),
        Scenario(SP::GiftsWithFog),
    ]
}

/// The rest: the board's size, Seafarers' islands, pirate and fog, and the component sets.
fn one_of_each_of_seafarers_and_sets() -> Vec<BoardProblem> {
    use BoardProblem::*;
    let at = (-2, 1);
    let island = 7;
    let set = "5-6 extension";
    vec![
        TooSmall {
            tiles: 1,
            vertices: 6,
            capacity: 1,
        },
        PirateOffBoard { at },
        PirateOnLand { at },
        IslandNotLand { island, at },
        IslandsOverlap {
            island,
            other: 2,
            at,
        },
        IslandWithoutTiles { island },
        TooManyIslands { count: 70 },
        NoRoomForOpening { capacity: 1 },
        PointsToWin { points: 40 },
        PirateInFog { at },
        FogOffBoard { at },
        FogNotSea {
            at,
            terrain: Terrain::Forest,
        },
        FogStackShort { tiles: 5, cards: 2 },
        FogCard {
            card: 7,
            why: "`terrain: Sea` is not a card".into(),
        },
        MaxPlayers { players: 9 },
        Scenario(SP::OpeningSettlements { count: 4 }),
        Scenario(SP::VillageNumber {
            village: 1,
            number: 7,
        }),
        Scenario(SP::VillageOffLand { village: 1, at }),
        Scenario(SP::VillageSettled { village: 1, at }),
        Scenario(SP::VillagesShareCorner {
            village: 2,
            other: 1,
            at,
        }),
        Scenario(SP::ClothPerPoint),
        Scenario(SP::ClothEndBelow {
            end_below: 9,
            villages: 8,
        }),
        StandardTileCount {
            set,
            got: 20,
            want: 30,
        },
        StandardTerrainCount {
            set,
            terrain: Terrain::Hills,
            got: 4,
            want: 5,
        },
        StandardNumbers {
            set,
            got: vec![2, 3],
            want: vec![2, 2, 3],
        },
        StandardHarbourCount {
            set: "standard",
            kind: HarbourKind::Brick,
            got: 2,
            want: 1,
        },
    ]
}

/// No wildcard: a new kind of problem does not compile until it is listed above.
fn listed(p: &BoardProblem) -> bool {
    use BoardProblem::*;
    match p {
        NoTiles
        | CoordinateOutOfRange { .. }
        | DuplicateTile { .. }
        | NumberOnDesert { .. }
        | NumberOnSea { .. }
        | MissingNumber { .. }
        | NumberSeven { .. }
        | NumberOutOfRange { .. }
        | TooLarge { .. }
        | NotConnected { .. }
        | HarbourOffBoard { .. }
        | HarbourInland { .. }
        | HarboursShareVertex { .. }
        | RobberOffBoard { .. }
        | RobberOnSea { .. }
        | HarbourOnSea { .. }
        | NoRobberTile
        | TooSmall { .. }
        | PirateOffBoard { .. }
        | PirateOnLand { .. }
        | IslandNotLand { .. }
        | IslandsOverlap { .. }
        | IslandWithoutTiles { .. }
        | TooManyIslands { .. }
        | NoRoomForOpening { .. }
        | PointsToWin { .. }
        | PirateInFog { .. }
        | FogOffBoard { .. }
        | FogNotSea { .. }
        | FogStackShort { .. }
        | FogCard { .. }
        | MaxPlayers { .. }
        | Scenario(_)
        | StandardTileCount { .. }
        | StandardTerrainCount { .. }
        | StandardNumbers { .. }
        | StandardHarbourCount { .. } => true,
    }
}

#[test]
fn every_kind_of_problem_has_its_own_message_in_both_languages() {
    let all = one_of_each();
    // a scenario's problems are kinds of their own inside `Scenario`
    let kind = |p: &BoardProblem| match p {
        BoardProblem::Scenario(s) => format!("scenario {:?}", std::mem::discriminant(s)),
        p => format!("{:?}", std::mem::discriminant(p)),
    };
    let kinds: HashSet<_> = all.iter().map(kind).collect();
    assert_eq!(kinds.len(), all.len(), "one problem of each kind");
    assert!(all.iter().all(listed));
    for lang in Lang::ALL {
        let texts: HashSet<String> = all.iter().map(|p| problem_text(lang, p)).collect();
        assert_eq!(texts.len(), all.len(), "{lang:?}: a message per kind");
        for t in &texts {
            // a missing message shows as its id, a missing placeholder in braces
            assert!(
                !t.starts_with("editor-problem-") && !t.contains('{'),
                "{lang:?}: {t}"
            );
        }
    }
    for p in &all {
        let (en, cs) = (problem_text(Lang::English, p), problem_text(Lang::Czech, p));
        assert_ne!(en, cs, "{p:?} is translated");
    }
}

#[test]
fn no_problem_shows_tile_ids_coordinates_or_file_syntax() {
    let bad = [
        "`",
        "(q",
        "tile 7",
        "tile 8",
        "tile 0",
        "(-2, 1)",
        "(0, -2)",
        "harbour 7",
        "island 7",
        "seafarers.",
        "robber:",
        "[",
        "Brick",
        "5-6 extension",
        ".ron",
        "Sea`",
    ];
    for lang in Lang::ALL {
        for p in one_of_each() {
            let text = problem_text(lang, &p);
            for b in bad {
                assert!(!text.contains(b), "{lang:?}: {b:?} in {text:?}");
            }
            assert!(!text.contains(" 7 at"), "{text}");
        }
    }
    // and the core's own text (the command line's) does show them, so the words above are new
    let cut = &one_of_each()[9];
    assert!(cut.to_string().contains("tile 7 at (-2, 1)"));
}

#[test]
fn the_tiles_cut_off_say_empty_hexes_are_not_sea_and_name_the_sea_tool() {
    let cut = &one_of_each()[9];
    let en = problem_text(Lang::English, cut);
    assert!(en.contains("not sea") && en.contains("“Sea tile”"), "{en}");
    let cs = problem_text(Lang::Czech, cut);
    assert!(
        cs.contains("nejsou moře") && cs.contains("„Mořské pole“"),
        "{cs}"
    );
    let robber = problem_text(Lang::English, &BoardProblem::NoRobberTile);
    assert_eq!(
        robber,
        "Put the robber on a tile with the “Robber start” tool (or add a desert)."
    );
}

#[test]
fn the_board_says_how_many_players_it_hosts() {
    assert_eq!(hosts_text(Lang::English, Some(4)), "Hosts 2–4 players");
    assert_eq!(hosts_text(Lang::English, Some(2)), "Hosts 2 players");
    assert_eq!(hosts_text(Lang::Czech, Some(4)), "Pro 2–4 hráče");
    assert_eq!(hosts_text(Lang::Czech, Some(6)), "Pro 2–6 hráčů");
    assert!(!hosts_text(Lang::Czech, None).contains("hosts"));
}
