//! A board file checked into a [`Board`]: tiles, topology, connection, harbours, the robber,
//! room for the opening, the component set. Every problem found is listed.

use super::{
    Board, BoardFile, ComponentSet, HarbourKind, MAX_COORDINATE, Terrain, opening_capacity, sea,
};
use crate::core::bits::Bits;
use crate::core::board_problem::BoardProblem;
use crate::core::topology::{EdgeId, FaceId, Topology};
use std::collections::HashMap;
use std::sync::Arc;

/// Validate `file`, reusing `template`'s topology when the tiles sit at the same coordinates in
/// the same order.
pub(super) fn validate<const W: usize>(
    file: BoardFile,
    template: Option<&Board<W>>,
) -> Result<Board<W>, Vec<BoardProblem>> {
    if file.tiles.is_empty() {
        return Err(vec![BoardProblem::NoTiles]);
    }
    let mut errs = tile_problems(&file);
    // tiles out of range or on one another make no topology; other problems of single tiles
    // are listed with the rest
    let placed = |e: &BoardProblem| {
        matches!(
            e,
            BoardProblem::CoordinateOutOfRange { .. } | BoardProblem::DuplicateTile { .. }
        )
    };
    if errs.iter().any(placed) {
        return Err(errs);
    }
    let topo = topology_for(&file, template)?;
    let terrain: Vec<Terrain> = file.tiles.iter().map(|t| t.terrain).collect();
    let (land, land_vertices, land_edges) = land_of(&topo, &terrain);
    check_connected(&topo, &mut errs);
    let vertex_harbour = place_harbours(&file, &topo, &land, &mut errs);
    let robber_start = robber_start(&file, &topo, &terrain, &mut errs);
    let sea = sea::sea_map(&file, &topo, &terrain, &land, &mut errs);
    let capacity = opening_capacity(land.len(), land_vertices.len(), file.components);
    if capacity < 2 {
        errs.push(BoardProblem::TooSmall {
            tiles: topo.num_faces(),
            vertices: topo.num_vertices(),
            capacity,
        });
    }
    if let Some(set) = ComponentSet::of(file.components) {
        errs.extend(set.errors(&file));
    }
    if !errs.is_empty() {
        return Err(errs);
    }
    let number: Vec<u8> = file.tiles.iter().map(|t| t.number.unwrap_or(0)).collect();
    let mut faces_by_number: [Vec<FaceId>; 13] = Default::default();
    for (f, &n) in number.iter().enumerate() {
        if n != 0 {
            faces_by_number[n as usize].push(FaceId(f as u16));
        }
    }
    Ok(Board {
        resource: terrain.iter().map(|t| t.resource()).collect(),
        terrain,
        number,
        vertex_harbour,
        robber_start,
        faces_by_number,
        land,
        land_vertices,
        land_edges,
        sea: sea.map(Arc::new),
        topo,
        file,
    })
}

/// The land tiles, the corners touching land and the sides with land on at least one side.
fn land_of<const W: usize>(topo: &Topology<W>, terrain: &[Terrain]) -> (Bits<W>, Bits<W>, Bits<W>) {
    let land: Bits<W> = (0..topo.num_faces())
        .filter(|&f| terrain[f].is_land())
        .collect();
    let touches = |faces: &[FaceId]| faces.iter().any(|f| land.contains(f.index()));
    let land_vertices = (0..topo.num_vertices())
        .filter(|&v| touches(topo.vertex_faces[v].as_slice()))
        .collect();
    let land_edges = (0..topo.num_edges())
        .filter(|&e| touches(&topo.edge_faces[e]))
        .collect();
    (land, land_vertices, land_edges)
}

/// Each tile on its own in range, and its number fitting its terrain.
fn tile_problems(file: &BoardFile) -> Vec<BoardProblem> {
    let mut errs = Vec::new();
    // the tiles of islands nobody settles may go without numbers (Cloth for Catan's villages)
    let unsettled: Vec<(i32, i32)> = file.seafarers.as_ref().map_or(Vec::new(), |s| {
        s.islands
            .iter()
            .filter(|i| !i.settle)
            .flat_map(|i| i.tiles.iter().copied())
            .collect()
    });
    let mut seen: HashMap<(i32, i32), usize> = HashMap::new();
    for (tile, t) in file.tiles.iter().enumerate() {
        let at = t.at;
        if at.0.unsigned_abs() > MAX_COORDINATE as u32
            || at.1.unsigned_abs() > MAX_COORDINATE as u32
        {
            errs.push(BoardProblem::CoordinateOutOfRange { tile, at });
            continue;
        }
        if let Some(first) = seen.insert(t.at, tile) {
            errs.push(BoardProblem::DuplicateTile { tile, at, first });
        }
        match (t.terrain, t.number) {
            (Terrain::Desert, Some(number)) => {
                errs.push(BoardProblem::NumberOnDesert { tile, at, number })
            }
            (Terrain::Desert, None) | (Terrain::Sea, None) => {}
            (_, None) if unsettled.contains(&at) => {}
            (Terrain::Gold, None) => errs.push(BoardProblem::MissingNumber {
                tile,
                at,
                terrain: Terrain::Gold,
            }),
            (Terrain::Sea, Some(number)) => {
                errs.push(BoardProblem::NumberOnSea { tile, at, number })
            }
            (terrain, None) => errs.push(BoardProblem::MissingNumber { tile, at, terrain }),
            (_, Some(7)) => errs.push(BoardProblem::NumberSeven { tile, at }),
            (_, Some(number)) if !(2..=12).contains(&number) => {
                errs.push(BoardProblem::NumberOutOfRange { tile, at, number })
            }
            _ => {}
        }
    }
    errs
}

/// The template's topology when the tiles match it, else a new one (too large: refused).
fn topology_for<const W: usize>(
    file: &BoardFile,
    template: Option<&Board<W>>,
) -> Result<Arc<Topology<W>>, Vec<BoardProblem>> {
    let coords: Vec<(i32, i32)> = file.tiles.iter().map(|t| t.at).collect();
    if let Some(t) = template.filter(|t| t.topo.face_coords == coords) {
        return Ok(t.topo.clone());
    }
    Topology::new_sized(&coords).map(Arc::new).map_err(|big| {
        vec![BoardProblem::TooLarge {
            faces: big.faces,
            vertices: big.vertices,
            edges: big.edges,
        }]
    })
}

/// Every tile reachable from the first.
fn check_connected<const W: usize>(topo: &Topology<W>, errs: &mut Vec<BoardProblem>) {
    let coords = &topo.face_coords;
    let mut reached = vec![false; coords.len()];
    let mut stack = vec![0usize];
    reached[0] = true;
    while let Some(f) = stack.pop() {
        for &g in &topo.face_faces[f] {
            if !reached[g.index()] {
                reached[g.index()] = true;
                stack.push(g.index());
            }
        }
    }
    let cut: Vec<(usize, (i32, i32))> = (0..coords.len())
        .filter(|&f| !reached[f])
        .map(|f| (f, coords[f]))
        .collect();
    if !cut.is_empty() {
        errs.push(BoardProblem::NotConnected {
            cut,
            first: coords[0],
        });
    }
}

/// The harbour of each vertex: harbours on a land tile, on its coast, sharing no vertex.
fn place_harbours<const W: usize>(
    file: &BoardFile,
    topo: &Topology<W>,
    land: &Bits<W>,
    errs: &mut Vec<BoardProblem>,
) -> Vec<Option<HarbourKind>> {
    let mut vertex_harbour: Vec<Option<HarbourKind>> = vec![None; topo.num_vertices()];
    let mut harbour_of_vertex: Vec<Option<usize>> = vec![None; topo.num_vertices()];
    for (harbour, h) in file.harbours.iter().enumerate() {
        let (at, side) = (h.at, h.side);
        let Some(f) = topo.face_at(at.0, at.1) else {
            errs.push(BoardProblem::HarbourOffBoard { harbour, at });
            continue;
        };
        if !land.contains(f.index()) {
            errs.push(BoardProblem::HarbourOnSea { harbour, at });
            continue;
        }
        let e = topo.edge_of(f, side);
        if !is_coast(topo, land, e) {
            errs.push(BoardProblem::HarbourInland { harbour, at, side });
            continue;
        }
        for vertex in topo.edge_vertices[e.index()] {
            if let Some(other) = harbour_of_vertex[vertex.index()] {
                errs.push(BoardProblem::HarboursShareVertex {
                    harbour,
                    at,
                    side,
                    vertex,
                    other,
                });
            }
            harbour_of_vertex[vertex.index()] = Some(harbour);
            vertex_harbour[vertex.index()] = Some(h.kind);
        }
    }
    vertex_harbour
}

/// The robber's tile: the file's (a land tile), else the first desert.
fn robber_start<const W: usize>(
    file: &BoardFile,
    topo: &Topology<W>,
    terrain: &[Terrain],
    errs: &mut Vec<BoardProblem>,
) -> FaceId {
    match file.robber {
        Some(c) => match topo.face_at(c.0, c.1) {
            Some(f) if !terrain[f.index()].is_land() => {
                errs.push(BoardProblem::RobberOnSea { at: c });
                f
            }
            Some(f) => f,
            None => {
                errs.push(BoardProblem::RobberOffBoard { at: c });
                FaceId(0)
            }
        },
        None => match file.tiles.iter().position(|t| t.terrain == Terrain::Desert) {
            Some(f) => FaceId::at(f),
            None => {
                errs.push(BoardProblem::NoRobberTile);
                FaceId(0)
            }
        },
    }
}

/// Whether side `e` has land (of `land`) on exactly one side: a coast.
pub(super) fn is_coast<const W: usize>(topo: &Topology<W>, land: &Bits<W>, e: EdgeId) -> bool {
    let faces = &topo.edge_faces[e.index()];
    faces.iter().filter(|f| land.contains(f.index())).count() == 1
}
