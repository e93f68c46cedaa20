//! Tests of `editor`.

use super::*;

fn scratch(name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("catan-edit-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d
}

#[test]
fn add_remove_paint_save_and_reload_give_the_same_board() {
    let dir = scratch("roundtrip");
    let mut ed = BoardEditor::empty_sea();
    assert!(!ed.problems().is_empty(), "an empty sea is not playable");
    // a small island: a ring of seven hexes
    let ring = [(0, 0), (1, -1), (1, 0), (0, 1), (-1, 1), (-1, 0), (0, -1)];
    let terrains = [
        Terrain::Desert,
        Terrain::Forest,
        Terrain::Hills,
        Terrain::Fields,
        Terrain::Pasture,
        Terrain::Mountains,
        Terrain::Forest,
    ];
    for (at, t) in ring.iter().zip(terrains) {
        assert!(ed.paint(*at, t));
    }
    for (at, n) in ring[1..].iter().zip([6, 5, 9, 4, 10, 8]) {
        assert!(ed.set_number(*at, Some(n)));
    }
    assert!(ed.set_harbour((1, -1), Side::NE, Some(HarbourKind::Generic)));
    assert!(ed.set_harbour((-1, 1), Side::SW, Some(HarbourKind::Brick)));
    assert!(ed.set_robber((0, 0)));
    assert!(ed.problems().is_empty(), "{:?}", ed.problems());
    // paint and remove, then undo them
    assert!(ed.paint((2, 0), Terrain::Fields));
    assert!(!ed.problems().is_empty(), "a new tile has no number");
    assert!(ed.remove((2, 0)));
    assert!(ed.paint((1, 0), Terrain::Mountains));
    assert!(ed.undo());
    assert_eq!(ed.tile((1, 0)).unwrap().terrain, Terrain::Hills);
    assert!(ed.redo());
    assert_eq!(ed.tile((1, 0)).unwrap().terrain, Terrain::Mountains);
    assert!(ed.undo());
    assert!(!ed.paint((1, 0), Terrain::Hills), "no change, no undo step");
    let path = dir.join("ring.ron");
    ed.save(&path, false).unwrap();
    assert!(!ed.dirty);
    // a change undone is back to the saved board: not "not saved"
    assert!(ed.paint((1, 0), Terrain::Forest));
    assert!(ed.dirty);
    assert!(ed.undo());
    assert!(!ed.dirty, "undone back to the saved board");
    assert!(ed.redo() && ed.dirty);
    assert!(ed.undo());
    let text = std::fs::read_to_string(&path).unwrap();
    assert!(text.starts_with("// New island"), "{text}");
    assert!(text.contains("// r = -1"), "{text}");
    let again = BoardEditor::open(&path).unwrap();
    assert_eq!(again.file, ed.file, "reload gives the same board");
    crate::files::load_wide_board(&path).expect("catan board validate accepts it");
    // saving over another file needs asking; the open file may be saved again
    let mut other = BoardEditor::standard();
    assert!(matches!(
        other.save(&path, false),
        Err(SaveError::Exists(_))
    ));
    assert_eq!(
        BoardEditor::open(&path).unwrap().file,
        ed.file,
        "nothing lost"
    );
    ed.set_number((1, 0), Some(11));
    ed.save(&path, false).unwrap();
    other.save(&path, true).unwrap();
    assert_eq!(
        BoardEditor::open(&path).unwrap().file,
        Board::standard_sized().file
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_shipped_board_edited_becomes_the_persons_own_with_free_components() {
    let ed = BoardEditor::standard().own_copy();
    assert!(ed.path.is_none() && ed.file.name.is_empty() && !ed.dirty);
    assert_eq!(ed.file.components, Components::Free);
    // one more land hex (beside the coast, away from the harbours) is no longer an error
    // about the standard set
    let ring: Vec<(i32, i32)> = (-3i32..=3)
        .flat_map(|q| (-3i32..=3).map(move |r| (q, r)))
        .filter(|&(q, r)| q.abs().max(r.abs()).max((q + r).abs()) == 3)
        .collect();
    let grown = ring.into_iter().find_map(|at| {
        let mut e = ed.clone();
        e.paint(at, Terrain::Forest);
        e.set_number(at, Some(5));
        e.problems().is_empty().then_some(e)
    });
    let mut ed = grown.expect("a 20-tile board is fine with free components");
    assert_eq!(ed.file.tiles.len(), 20);
    // asked for, the standard check is back (and undoable)
    assert!(ed.set_components(Components::Standard));
    assert!(!ed.problems().is_empty());
    ed.undo();
    assert!(ed.problems().is_empty());
}

#[test]
fn a_draft_saves_and_reopens_and_its_problems_name_their_hexes() {
    let dir = scratch("draft");
    let mut ed = BoardEditor::standard();
    ed.set_number((0, 0), Some(5)); // a number on the desert
    ed.paint((5, 5), Terrain::Forest); // far away: not connected, no number
    ed.set_harbour((0, 0), Side::E, Some(HarbourKind::Generic)); // inland
    let problems = ed.problems();
    assert!(
        problems.iter().any(|p| matches!(
            p.problem,
            crate::core::BoardProblem::NumberOnDesert { number: 5, .. }
        ) && p.at == vec![(0, 0)]),
        "{problems:?}"
    );
    let path = dir.join("draft.ron");
    ed.save(&path, false).unwrap();
    assert!(std::fs::read_to_string(&path).unwrap().contains("DRAFT"));
    let again = BoardEditor::open(&path).unwrap();
    assert_eq!(again.file, ed.file);
    assert!(crate::files::load_wide_board(&path).is_err());
    // a connected, numbered board validates again
    let mut ed = again;
    ed.set_number((0, 0), None);
    ed.remove((5, 5));
    ed.set_harbour((0, 0), Side::E, None);
    assert!(ed.problems().is_empty(), "{:?}", ed.problems());
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn shuffle_keeps_the_pieces_and_can_keep_red_numbers_apart() {
    let mut ed = BoardEditor::standard();
    let count = |ed: &BoardEditor| {
        let mut t: Vec<Terrain> = ed.file.tiles.iter().map(|t| t.terrain).collect();
        t.sort_by_key(|t| *t as u8);
        let mut n: Vec<u8> = ed.file.tiles.iter().filter_map(|t| t.number).collect();
        n.sort();
        (t, n)
    };
    let before = count(&ed);
    for seed in 0..20 {
        assert!(ed.shuffle(seed, true));
        assert_eq!(count(&ed), before);
        assert!(ed.problems().is_empty(), "{:?}", ed.problems());
        let b = Board::from_file_sized(ed.file.clone()).unwrap();
        for f in 0..b.num_faces() {
            if matches!(b.number[f], 6 | 8) {
                for &g in &b.topo.face_faces[f] {
                    assert!(!matches!(b.number[g.index()], 6 | 8), "seed {seed}");
                }
            }
        }
    }
    let bal = ed.balance();
    assert_eq!(bal.numbers, bal.standard);
    assert_eq!(
        bal.pips.iter().sum::<u32>(),
        58,
        "the standard tokens carry 58 pips"
    );
}

#[test]
fn a_harbour_on_an_edge_is_one_harbour_from_either_side() {
    let mut ed = BoardEditor::standard();
    let n = ed.file.harbours.len();
    ed.set_harbour((0, -2), Side::NW, Some(HarbourKind::Wood));
    assert_eq!(ed.file.harbours.len(), n, "replaced, not added");
    assert_eq!(ed.harbour((0, -2), Side::NW), Some(HarbourKind::Wood));
    ed.set_harbour((0, -2), Side::NW, None);
    assert_eq!(ed.file.harbours.len(), n - 1);
    let cut = crate::core::BoardProblem::NotConnected {
        cut: vec![(3, (-1, 2)), (4, (4, 5))],
        first: (0, 0),
    };
    assert_eq!(cut.hexes(), vec![(-1, 2), (4, 5)]);
}

/// A Seafarers scenario made from scratch with the editor's tools plays: the beginner island
/// as the home island, a ring of sea, a small island of gold, forest and hills paying 2 points,
/// a tile of it in fog, the pirate at sea, 12 points to win — saved, read back, valid, and
/// computers play it to the end, sailing there.
#[test]
fn a_scenario_made_in_the_editor_plays_to_the_end() {
    let dir = scratch("scenario");
    let mut ed = BoardEditor::standard();
    assert!(
        !ed.toggle_home((0, 0)),
        "no island marks without the seafarers block"
    );
    assert!(ed.set_seafarers(true));
    let dist = |(q, r): (i32, i32)| (q.abs() + r.abs() + (q + r).abs()) / 2;
    for q in -3..=3 {
        for r in -3..=3 {
            if dist((q, r)) == 3 {
                assert!(ed.paint_sea((q, r)));
            }
        }
    }
    for (at, t, n) in [
        ((4, -2), Terrain::Gold, 8),
        ((4, -1), Terrain::Forest, 4),
        ((5, -2), Terrain::Hills, 10),
        ((5, -3), Terrain::Pasture, 5),
    ] {
        assert!(ed.paint(at, t) && ed.set_number(at, Some(n)));
    }
    assert!(ed.toggle_home((0, 0)));
    assert!(ed.cycle_island_points((4, -1)) && ed.cycle_island_points((4, -1)));
    assert_eq!(ed.island_at((4, -1)).map(|i| i.points), Some(2));
    assert!(ed.toggle_fog((5, -3)));
    assert!(ed.is_fog((5, -3)));
    assert_eq!(ed.tile((5, -3)).map(|t| t.terrain), Some(Terrain::Sea));
    assert!(!ed.set_pirate((0, 0)), "the pirate starts at sea");
    assert!(!ed.set_pirate((5, -3)), "not in the fog");
    assert!(ed.set_pirate((3, 0)));
    assert!(ed.set_points_to_win(Some(12)));
    assert!(ed.problems().is_empty(), "{:?}", ed.problems());
    // fog off and on again gives the tile back
    assert!(ed.toggle_fog((5, -3)));
    assert_eq!(
        ed.tile((5, -3)).map(|t| (t.terrain, t.number)),
        Some((Terrain::Pasture, Some(5)))
    );
    assert!(ed.toggle_fog((5, -3)));
    let path = dir.join("my-scenario.ron");
    ed.save(&path, false).unwrap();
    let board = std::sync::Arc::new(
        crate::files::load_wide_board(&path).expect("the saved scenario reads and validates"),
    );
    let map = board.sea.as_deref().expect("a Seafarers board");
    assert_eq!((map.points_to_win, map.fog.len()), (Some(12), 1));
    let (mut finished, mut ships, mut islands) = (0, 0, 0);
    for seed in 0..30u64 {
        use crate::core::Player;
        let rules = std::sync::Arc::new(crate::core::Rules::standard());
        let mut s = crate::core::wide::State::new(board.clone(), rules, 4, seed).unwrap();
        let mut players: Vec<crate::ai::AiPlayer<{ crate::core::wide::W }>> = (0..4)
            .map(|_| crate::ai::AiPlayer::new_sized("medium", crate::ai::Individual::champion_v2()))
            .collect();
        while !s.is_over() && s.turns() < 2000 {
            let seat = s.actor();
            let legal = s.legal_actions();
            let view = crate::core::wide::PlayerView::new(&s, seat);
            let a = players[seat.index()].choose(&view, &legal);
            s.apply(a).unwrap();
        }
        finished += s.is_over() as u32;
        let sea = s.sea().unwrap();
        ships += sea.ships.iter().map(|b| b.len()).sum::<usize>();
        islands += sea.island_points.iter().map(|&p| p as u32).sum::<u32>();
    }
    assert_eq!(finished, 30);
    assert!(
        ships > 0 && islands > 0,
        "ships {ships}, island points {islands}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// The shipped scenarios open in the editor and save as the same board (islands, fog, pirate).
#[test]
fn the_shipped_scenarios_save_from_the_editor_unchanged() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("boards/seafarers");
    for name in [
        "new-shores",
        "four-islands",
        "fog-islands",
        "through-the-desert",
        "new-shores-3",
        "four-islands-3",
        "fog-islands-3",
        "through-the-desert-3",
        "new-shores-6",
        "four-islands-6",
        "fog-islands-6",
        "through-the-desert-6",
    ] {
        let ed = BoardEditor::open(&dir.join(format!("{name}.ron"))).unwrap();
        let text = board_file_text(&ed.file, true);
        let back: BoardFile = crate::core::ron_file::parse_ron(name, &text).unwrap();
        assert_eq!(back, ed.file, "{name}:\n{text}");
    }
}

#[test]
fn a_playable_board_says_how_many_players_it_hosts() {
    let ed = BoardEditor::standard();
    let v = ed.verdict();
    assert!(v.problems.is_empty(), "{:?}", v.problems);
    assert_eq!(v.capacity, Some(4));
    let mut small = BoardEditor::standard();
    small.remove((0, 0));
    small.paint((9, 9), Terrain::Forest);
    let v = small.verdict();
    assert_eq!(v.capacity, None, "a board with problems hosts no game yet");
    assert!(!v.problems.is_empty());
}
