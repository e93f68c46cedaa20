//! The Seafarers part of a board ([`SeaMap`]): where ships sail, the pirate's start, the islands
//! with their roles (home islands for the opening, islands whose first settlement pays points),
//! the gold fields and the points to win; checked from the file's `seafarers` block.

use super::{BoardFile, Terrain, claimed_capacity, opening_capacity};
use crate::core::bits::Bits;
use crate::core::board_problem::BoardProblem;
use crate::core::topology::{FaceId, Topology};

/// An island of a Seafarers board: its land tiles and corners, and its role.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Island<const W: usize = 4> {
    pub faces: Bits<W>,
    pub vertices: Bits<W>,
    pub home: bool,
    /// Points for each player's first settlement here after the opening.
    pub points: u8,
    /// Whether anyone may settle here.
    pub settle: bool,
    /// Whether the robber may go here.
    pub robber: bool,
}

/// The sea of a board that plays Seafarers (a `seafarers` block, or gold fields).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SeaMap<const W: usize = 4> {
    /// Sides with sea (a sea tile or the board's edge) on at least one side: where ships sail.
    pub ship_edges: Bits<W>,
    /// The sea tiles in sight: where the pirate may go (not face-down tiles).
    pub sea_faces: Bits<W>,
    pub gold: Bits<W>,
    pub pirate_start: Option<FaceId>,
    pub points_to_win: Option<u8>,
    /// The islands: the file's, then every other piece of land in the order of its first tile.
    pub islands: Vec<Island<W>>,
    /// The island of each corner's land (a bit per island).
    pub vertex_islands: Vec<u64>,
    /// Corners where the opening may be placed (the home islands', or all land).
    pub home_vertices: Bits<W>,
    /// The most players the home islands host.
    pub opening_capacity: u8,
    /// Tiles that start face down (written as sea).
    pub fog: Bits<W>,
    /// The cards they are drawn from: (terrain, number or 0).
    pub fog_stack: Vec<(Terrain, u8)>,
    /// Corners of islands nobody settles.
    pub no_settle: Bits<W>,
    /// Tiles the robber may not go to.
    pub no_robber: Bits<W>,
    /// The scenario's switches of the general rules.
    pub rules: super::ScenarioRules,
    /// Cloth for Catan's villages (`None`: another scenario).
    pub cloth: Option<super::cloth::ClothMap>,
    /// The Forgotten Tribe's gift sides (none: another scenario).
    pub gifts: Vec<super::tribe::GiftSide>,
}

/// The most islands a board may have (a bit each in a `u64`).
pub const MAX_ISLANDS: usize = 64;

/// The sea map of `file` when it plays Seafarers (problems are added to `errs`).
pub(super) fn sea_map<const W: usize>(
    file: &BoardFile,
    topo: &Topology<W>,
    terrain: &[Terrain],
    land: &Bits<W>,
    errs: &mut Vec<BoardProblem>,
) -> Option<SeaMap<W>> {
    let gold: Bits<W> = (0..terrain.len())
        .filter(|&f| terrain[f] == Terrain::Gold)
        .collect();
    if file.seafarers.is_none() && gold.is_empty() {
        return None;
    }
    let spec = file.seafarers.as_deref().cloned().unwrap_or_default();
    let all_faces: Bits<W> = (0..topo.num_faces()).collect();
    let sea_faces = all_faces - *land;
    let ship_edges: Bits<W> = (0..topo.num_edges())
        .filter(|&e| {
            let faces = &topo.edge_faces[e];
            faces.len() < 2 || faces.iter().any(|f| !land.contains(f.index()))
        })
        .collect();
    let pirate_start = pirate_of(&spec, topo, land, errs);
    if let Some(players) = spec.max_players.filter(|p| !(2..=6).contains(p)) {
        errs.push(BoardProblem::MaxPlayers { players });
    }
    if let Some(points) = spec.points_to_win.filter(|p| !(3..=30).contains(p)) {
        errs.push(BoardProblem::PointsToWin { points });
    }
    let islands = islands_of(file, topo, land, errs);
    let mut vertex_islands = vec![0u64; topo.num_vertices()];
    for (i, isl) in islands.iter().enumerate().take(MAX_ISLANDS) {
        for v in isl.vertices.iter() {
            vertex_islands[v] |= 1 << i;
        }
    }
    let (home_faces, home_vertices) = home_of(&islands, land);
    let home = islands.iter().any(|i| i.home);
    let opening_capacity = capacity_of(file, spec.max_players, &home_faces, &home_vertices);
    if opening_capacity < 2 && home {
        errs.push(BoardProblem::NoRoomForOpening {
            capacity: opening_capacity,
        });
    }
    let (fog, fog_stack) = fog_of(&spec, topo, terrain, errs);
    let (no_settle, no_robber, rules, cloth) =
        super::cloth::scenario_parts(&spec, &island_roles(&islands), topo, land, errs);
    let tribe = islands
        .iter()
        .filter(|i| !i.settle)
        .fold(Bits::EMPTY, |a, i| a | i.faces);
    let gifts = super::tribe::gift_sides(&spec, topo, tribe, ship_edges, errs);
    if let Some(at) = pirate_start.filter(|f| fog.contains(f.index())) {
        errs.push(BoardProblem::PirateInFog {
            at: topo.face_coords[at.index()],
        });
    }
    Some(SeaMap {
        fog,
        fog_stack,
        ship_edges,
        // the pirate sails only the sea in sight
        sea_faces: sea_faces - fog,
        gold,
        pirate_start,
        points_to_win: spec.points_to_win,
        islands,
        vertex_islands,
        home_vertices,
        opening_capacity,
        no_settle,
        no_robber,
        rules,
        cloth,
        gifts,
    })
}

/// The seats the opening hosts on the home land: a layout for five or six (the scenarios' 5–6
/// layouts) is taken at its word; any other at most what its land holds and it claims.
fn capacity_of<const W: usize>(
    file: &BoardFile,
    claimed: Option<u8>,
    home_faces: &Bits<W>,
    home_vertices: &Bits<W>,
) -> u8 {
    match claimed {
        Some(claimed) if claimed > 4 => {
            claimed_capacity(home_faces.len(), home_vertices.len(), claimed)
        }
        claimed => opening_capacity(home_faces.len(), home_vertices.len(), file.components)
            .min(claimed.unwrap_or(u8::MAX)),
    }
}

/// Each island's (settle, robber, corners, tiles), for the scenario's parts.
fn island_roles<const W: usize>(islands: &[Island<W>]) -> Vec<(bool, bool, Bits<W>, Bits<W>)> {
    islands
        .iter()
        .map(|i| (i.settle, i.robber, i.vertices, i.faces))
        .collect()
}

/// The pirate's sea tile of the file (a tile off the board or on land is a problem).
fn pirate_of<const W: usize>(
    spec: &super::SeafarersSpec,
    topo: &Topology<W>,
    land: &Bits<W>,
    errs: &mut Vec<BoardProblem>,
) -> Option<FaceId> {
    let at = spec.pirate?;
    match topo.face_at(at.0, at.1) {
        None => {
            errs.push(BoardProblem::PirateOffBoard { at });
            None
        }
        Some(f) if land.contains(f.index()) => {
            errs.push(BoardProblem::PirateOnLand { at });
            None
        }
        Some(f) => Some(f),
    }
}

/// The tiles and corners of the home islands (all land when no island is marked home).
fn home_of<const W: usize>(islands: &[Island<W>], land: &Bits<W>) -> (Bits<W>, Bits<W>) {
    if !islands.iter().any(|i| i.home) {
        let vertices = islands.iter().fold(Bits::EMPTY, |a, i| a | i.vertices);
        return (*land, vertices);
    }
    islands
        .iter()
        .filter(|i| i.home)
        .fold((Bits::EMPTY, Bits::EMPTY), |(f, v), i| {
            (f | i.faces, v | i.vertices)
        })
}

/// The face-down tiles (sea tiles of the file) and the stack they are drawn from.
fn fog_of<const W: usize>(
    spec: &super::SeafarersSpec,
    topo: &Topology<W>,
    terrain: &[Terrain],
    errs: &mut Vec<BoardProblem>,
) -> (Bits<W>, Vec<(Terrain, u8)>) {
    let Some(fog) = &spec.fog else {
        return (Bits::EMPTY, Vec::new());
    };
    let mut faces = Bits::EMPTY;
    for &at in &fog.tiles {
        match topo.face_at(at.0, at.1) {
            None => errs.push(BoardProblem::FogOffBoard { at }),
            Some(f) if terrain[f.index()] != Terrain::Sea => errs.push(BoardProblem::FogNotSea {
                at,
                terrain: terrain[f.index()],
            }),
            Some(f) => faces.insert(f.index()),
        }
    }
    if fog.stack.len() < faces.len() {
        errs.push(BoardProblem::FogStackShort {
            tiles: faces.len(),
            cards: fog.stack.len(),
        });
    }
    let mut stack = Vec::new();
    for (card, c) in fog.stack.iter().enumerate() {
        let why = match (c.terrain, c.number) {
            (Terrain::Sea | Terrain::Desert, Some(n)) => {
                Some(format!("number {n} on {:?}", c.terrain))
            }
            (Terrain::Sea | Terrain::Desert, None) => None,
            (t, None) => Some(format!("{t:?} has no number token")),
            (_, Some(n)) if n == 7 || !(2..=12).contains(&n) => {
                Some(format!("number {n} is not a token (2–6, 8–12)"))
            }
            _ => None,
        };
        match why {
            Some(why) => errs.push(BoardProblem::FogCard { card, why }),
            None => stack.push((c.terrain, c.number.unwrap_or(0))),
        }
    }
    (faces, stack)
}

/// The file's islands (the land connected to each one's tiles, not crossing another's listed
/// tiles), then the rest of the land in connected pieces.
fn islands_of<const W: usize>(
    file: &BoardFile,
    topo: &Topology<W>,
    land: &Bits<W>,
    errs: &mut Vec<BoardProblem>,
) -> Vec<Island<W>> {
    let specs = file.seafarers.as_ref().map_or(&[][..], |s| &s.islands[..]);
    let nf = topo.num_faces();
    let mut listed: Vec<Option<usize>> = vec![None; nf];
    let mut seeds: Vec<Vec<FaceId>> = Vec::new();
    for (island, spec) in specs.iter().enumerate() {
        if spec.tiles.is_empty() {
            errs.push(BoardProblem::IslandWithoutTiles { island });
        }
        let mut mine = Vec::new();
        for &at in &spec.tiles {
            match topo.face_at(at.0, at.1) {
                Some(f) if land.contains(f.index()) => {
                    if let Some(other) = listed[f.index()].filter(|&o| o != island) {
                        errs.push(BoardProblem::IslandsOverlap { island, other, at });
                    }
                    listed[f.index()] = Some(island);
                    mine.push(f);
                }
                _ => errs.push(BoardProblem::IslandNotLand { island, at }),
            }
        }
        seeds.push(mine);
    }
    let mut owner: Vec<Option<usize>> = vec![None; nf];
    let mut islands = Vec::new();
    for (island, mine) in seeds.iter().enumerate() {
        // one tile names the land around it; several are the island exactly
        let faces = if mine.len() == 1 {
            flood(topo, land, mine, |f| listed[f].is_none_or(|o| o == island))
        } else {
            mine.iter().map(|f| f.index()).collect()
        };
        for f in faces.iter() {
            match owner[f] {
                Some(other) if other != island => errs.push(BoardProblem::IslandsOverlap {
                    island,
                    other,
                    at: topo.face_coords[f],
                }),
                _ => owner[f] = Some(island),
            }
        }
        islands.push((faces, specs[island].clone()));
    }
    for f in land.iter() {
        if owner[f].is_none() {
            let faces = flood(topo, land, &[FaceId::at(f)], |g| owner[g].is_none());
            for g in faces.iter() {
                owner[g] = Some(islands.len());
            }
            islands.push((faces, super::IslandSpec::default()));
        }
    }
    if islands.len() > MAX_ISLANDS {
        errs.push(BoardProblem::TooManyIslands {
            count: islands.len(),
        });
    }
    islands
        .into_iter()
        .map(|(faces, spec)| Island {
            vertices: faces
                .iter()
                .fold(Bits::EMPTY, |a, f| a | topo.face_vertex_mask[f]),
            faces,
            home: spec.home,
            points: spec.points,
            settle: spec.settle,
            robber: spec.robber,
        })
        .collect()
}

/// The land reached from `from` through neighbouring land tiles that `may` enter.
fn flood<const W: usize>(
    topo: &Topology<W>,
    land: &Bits<W>,
    from: &[FaceId],
    may: impl Fn(usize) -> bool,
) -> Bits<W> {
    let mut reached = Bits::EMPTY;
    let mut stack: Vec<usize> = from.iter().map(|f| f.index()).collect();
    for &f in &stack {
        reached.insert(f);
    }
    while let Some(f) = stack.pop() {
        for g in &topo.face_faces[f] {
            let g = g.index();
            if land.contains(g) && !reached.contains(g) && may(g) {
                reached.insert(g);
                stack.push(g);
            }
        }
    }
    reached
}

impl<const W: usize> super::Board<W> {
    /// Face-down face `f` turned over as `terrain` with `number` (0: none): the terrain, the
    /// numbers, the land and the sides ships may use (a ship in `ships` stays where it sailed).
    /// The state's own part (the fog left, who earns) is the state's: this is the board's.
    pub fn turn_over(&mut self, f: FaceId, terrain: Terrain, number: u8, ships: Bits<W>) {
        let fi = f.index();
        let topo = self.topo.clone();
        self.terrain[fi] = terrain;
        self.number[fi] = number;
        self.resource[fi] = terrain.resource();
        if number != 0 {
            self.faces_by_number[number as usize].push(f);
        }
        let Some(map) = self.sea.as_mut() else {
            return;
        };
        let map = std::sync::Arc::make_mut(map);
        if terrain.is_land() {
            self.land.insert(fi);
            self.land_vertices |= topo.face_vertex_mask[fi];
            map.sea_faces.remove(fi);
            for e in topo.face_edges[fi] {
                self.land_edges.insert(e.index());
                let faces = &topo.edge_faces[e.index()];
                let sea_side =
                    faces.len() < 2 || faces.iter().any(|g| !self.land.contains(g.index()));
                if !sea_side && !ships.contains(e.index()) {
                    map.ship_edges.remove(e.index());
                }
            }
        }
        if terrain == Terrain::Gold {
            map.gold.insert(fi);
        }
        if terrain == Terrain::Sea {
            map.sea_faces.insert(fi);
        }
    }
}

impl<const W: usize> SeaMap<W> {
    /// The sea of a board that has no `seafarers` block, for rules that bring ships to it:
    /// ships on every side with sea, the land in connected islands, no pirate start.
    pub fn implied(
        file: &BoardFile,
        topo: &Topology<W>,
        terrain: &[Terrain],
        land: &Bits<W>,
    ) -> SeaMap<W> {
        let mut file = file.clone();
        file.seafarers.get_or_insert_with(Default::default);
        let mut errs = Vec::new();
        sea_map(&file, topo, terrain, land, &mut errs).unwrap_or_default()
    }

    /// The islands touching corner `v` (a bit per island).
    #[inline]
    pub fn islands_at(&self, v: usize) -> u64 {
        self.vertex_islands[v]
    }
}
