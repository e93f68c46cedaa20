//! The log names a tile without ambiguity, and Seafarers' pirate and fog in words.

use super::{describe, place};
use crate::core::action::EventSink;
use crate::core::wide::Board;
use crate::core::{Action, Event, Events, FaceId, Resource, Seat, Terrain, VertexId};
use crate::game::i18n::Lang;

fn four_islands() -> Board {
    Board::from_ron_sized(
        "boards/seafarers/four-islands.ron",
        include_str!("../../../../boards/seafarers/four-islands.ron"),
    )
    .unwrap()
}

fn land(board: &Board) -> Vec<FaceId> {
    (0..board.terrain.len())
        .map(FaceId::at)
        .filter(|f| board.terrain[f.index()] != Terrain::Sea)
        .collect()
}

fn robber_to(board: &Board, face: FaceId) -> String {
    let a = Action::MoveRobber { face, victim: None };
    describe(Lang::English, board, Seat(0), &a, &Events::default(), false)
        .remove(0)
        .1
}

#[test]
fn a_tile_named_twice_gets_a_position_word() {
    let mut board = Board::standard_sized();
    let tiles = land(&board);
    // the first and the last land tile (far apart) made the same: 6 sheep
    let (a, b) = (tiles[0], *tiles.last().unwrap());
    for f in [a, b] {
        board.number[f.index()] = 6;
        board.resource[f.index()] = Some(Resource::Sheep);
        board.terrain[f.index()] = Terrain::Pasture;
    }
    let (to_a, to_b) = (robber_to(&board, a), robber_to(&board, b));
    assert!(
        to_a.starts_with("Red moved the robber to 6 sheep ("),
        "{to_a}"
    );
    assert_ne!(to_a, to_b, "two such tiles must read differently");
    // the standard board lists its tiles row by row from the top: the first is in the north
    assert!(to_a.contains("north"), "{to_a}");
    assert!(to_b.contains("south"), "{to_b}");
    // a tile whose name nobody else has is named as before
    let unique = tiles
        .iter()
        .copied()
        .find(|&f| {
            let name = place(Lang::English, &board, &[f]);
            !name.contains('(')
                && tiles
                    .iter()
                    .filter(|&&g| place(Lang::English, &board, &[g]) == name)
                    .count()
                    == 1
        })
        .expect("a tile with a name of its own");
    assert!(!place(Lang::English, &board, &[unique]).contains('('));
    // Czech has its own words
    let cs = place(Lang::Czech, &board, &[a]);
    assert!(cs.contains("sever"), "{cs}");
}

#[test]
fn the_pirate_is_moved_beside_a_ship_and_fog_is_turned_over_in_words() {
    let board = four_islands();
    let sea = (0..board.terrain.len())
        .map(FaceId::at)
        .find(|f| {
            board.terrain[f.index()] == Terrain::Sea
                && board.topo.face_faces[f.index()]
                    .iter()
                    .any(|g| board.terrain[g.index()] != Terrain::Sea)
        })
        .unwrap();
    let robbed = Action::MoveRobber {
        face: sea,
        victim: Some(Seat(1)),
    };
    let line = describe(
        Lang::English,
        &board,
        Seat(0),
        &robbed,
        &Events::default(),
        false,
    );
    assert_eq!(line[0].1, "Red moved the pirate beside Blue's ship");
    let nobody = robber_to(&board, sea);
    assert!(
        nobody.starts_with("Red moved the pirate to the sea by ") && !nobody.contains("open sea"),
        "{nobody}"
    );
    let mut ev = Events::default();
    ev.push(Event::Revealed {
        face: sea,
        terrain: Terrain::Fields,
        number: 4,
    });
    let line = describe(Lang::English, &board, Seat(0), &Action::Roll, &ev, false);
    assert_eq!(line[0].1, "Red turned over a fog tile: fields, 4");
}

fn settlement_at(lang: Lang, board: &Board, v: VertexId) -> String {
    let a = Action::BuildSettlement(v);
    describe(lang, board, Seat(0), &a, &Events::default(), false)
        .remove(0)
        .1
}

/// A corner's land tiles, by their names as the log gives them.
fn land_names(board: &Board, v: VertexId) -> Vec<String> {
    board.topo.vertex_faces[v.index()]
        .as_slice()
        .iter()
        .filter(|f| board.terrain[f.index()] != Terrain::Sea)
        .map(|&f| place(Lang::English, board, &[f]))
        .map(|n| n.split(" (").next().unwrap_or_default().to_string())
        .collect()
}

#[test]
fn a_coastal_corner_is_named_by_its_land_tiles_and_the_coast() {
    // Seafarers: a corner between two land tiles and a sea tile
    let board = four_islands();
    let topo = &board.topo;
    let sea = |f: &FaceId| board.terrain[f.index()] == Terrain::Sea;
    let corners: Vec<VertexId> = (0..topo.num_vertices()).map(VertexId::at).collect();
    let two = corners
        .iter()
        .copied()
        .find(|v| {
            let faces = topo.vertex_faces[v.index()].as_slice();
            faces.len() == 3
                && faces.iter().filter(|f| sea(f)).count() == 1
                && board.harbour(*v).is_none()
        })
        .expect("a corner of two land tiles by the sea");
    let line = settlement_at(Lang::English, &board, two);
    for name in land_names(&board, two) {
        assert!(line.contains(&name), "{line} lacks {name}");
    }
    assert!(line.ends_with(" · the coast"), "{line}");
    assert!(!line.contains("open sea"), "{line}");
    let cs = settlement_at(Lang::Czech, &board, two);
    assert!(cs.ends_with(" · pobřeží"), "{cs}");
    // the base game: the sea around the board is a coast too
    let board = Board::standard_sized();
    let topo = &board.topo;
    let rim = (0..topo.num_vertices())
        .map(VertexId::at)
        .find(|v| topo.vertex_faces[v.index()].len() == 2 && board.harbour(*v).is_none())
        .expect("a corner on the rim");
    let line = settlement_at(Lang::English, &board, rim);
    for name in land_names(&board, rim) {
        assert!(line.contains(&name), "{line} lacks {name}");
    }
    assert!(line.ends_with(" · the coast"), "{line}");
    // an inland corner: its three tiles, no coast
    let inland = (0..topo.num_vertices())
        .map(VertexId::at)
        .find(|v| topo.vertex_faces[v.index()].len() == 3)
        .unwrap();
    assert!(!settlement_at(Lang::English, &board, inland).contains("coast"));
}
