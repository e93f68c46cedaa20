//! The Seafarers part of a seat's view (protocol version 2): ships, the pirate, gold still to
//! choose, island points, the tiles still in fog and those turned over — all public. The fog's
//! stack is not in it (what is left of it follows from the board file and the tiles turned
//! over; what the next draw brings is the host's secret).

use crate::core::terrain::Terrain;
use crate::core::wide::{Bits, Board, Sea, State};
use crate::core::{FaceId, Phase};
use serde::{Deserialize, Serialize};

/// What every seat may know of the sea.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SeaView {
    /// Each seat's ships (edge ids).
    pub ships: Vec<Vec<u16>>,
    /// Ships built this turn (they may not move until the next).
    pub new_ships: Vec<u16>,
    /// A ship has moved this turn.
    pub moved: bool,
    /// The pirate's sea tile (`None`: not on the board).
    pub pirate: Option<FaceId>,
    /// Cards each seat is still to choose from gold.
    pub gold_owed: Vec<u8>,
    /// Where play goes on once every gold choice is made.
    pub gold_after: Phase,
    /// Points each seat earned by first settlements on islands.
    pub island_points: Vec<u8>,
    /// Tiles still face down.
    pub fog: Vec<u16>,
    /// Tiles turned over so far: (face, terrain, number or 0), in the order they turned.
    pub revealed: Vec<(u16, Terrain, u8)>,
    /// Cloth for Catan: the villages' cloth and traders, the supply, each seat's cloth (all
    /// public; absent on other boards, and for an older host).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cloth: Option<crate::core::Cloth>,
    /// The Forgotten Tribe: the gifts taken and by whom, how many cards are still set aside
    /// (not which), the special points, the harbours kept, waiting and placed (all public;
    /// absent on other boards, and for an older host).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tribe: Option<Box<crate::core::Tribe>>,
}

fn ids(b: Bits) -> Vec<u16> {
    b.iter().map(|i| i as u16).collect()
}

/// Ids as a bit set (an id past the set's size, which no host sends, is left out).
fn bits(v: &[u16]) -> Bits {
    v.iter()
        .map(|&x| x as usize)
        .filter(|&x| x < Bits::CAPACITY)
        .collect()
}

impl SeaView {
    /// The sea of position `s` (`None` for the base game), as every seat sees it.
    pub fn of(s: &State) -> Option<SeaView> {
        let sea = s.sea()?;
        let n = s.num_players() as usize;
        let board = s.board();
        let first_fog = board.sea.as_ref().map(|m| m.fog).unwrap_or_default();
        let revealed = (first_fog - sea.fog)
            .iter()
            .map(|f| (f as u16, board.terrain[f], board.number[f]))
            .collect();
        Some(SeaView {
            ships: sea.ships[..n].iter().map(|b| ids(*b)).collect(),
            new_ships: ids(sea.new_ships),
            moved: sea.moved,
            pirate: sea.pirate,
            gold_owed: sea.gold_owed[..n].to_vec(),
            gold_after: sea.gold_after,
            island_points: sea.island_points[..n].to_vec(),
            fog: ids(sea.fog),
            revealed,
            cloth: sea.cloth.as_deref().cloned(),
            tribe: sea.tribe.clone(),
        })
    }

    /// `board` (the game's as it began, or as this view last left it) with the tiles turned
    /// over so far and the tribe's harbours placed so far.
    pub fn board(&self, board: &Board) -> Board {
        let mut out = board.clone();
        for &(e, kind, _) in self.tribe.iter().flat_map(|t| &t.placed) {
            let ends = out.topo.edge_vertices.get(e.index()).copied();
            let free = |v: &crate::core::VertexId| out.vertex_harbour[v.index()].is_none();
            if ends.is_some_and(|ends| ends.iter().all(free)) {
                out.add_harbour(e, kind);
            }
        }
        let ships: Bits = self.ships.iter().fold(Bits::EMPTY, |a, s| a | bits(s));
        for &(f, terrain, number) in &self.revealed {
            let fi = f as usize;
            // still face down on this board: neither land nor open sea yet
            let down = fi < out.terrain.len()
                && !out.land.contains(fi)
                && out.sea.as_ref().is_some_and(|m| !m.sea_faces.contains(fi));
            if down {
                out.turn_over(FaceId(f), terrain, number, ships);
            }
        }
        out
    }

    /// The sea of the position rebuilt on `board` (from [`SeaView::board`]); the fog's stack is
    /// the file's less the tiles turned over.
    pub fn sea(&self, board: &Board, ship_pieces: u8) -> Option<Sea> {
        let map = board.sea.as_deref()?;
        let mut sea = Sea::new(ship_pieces, map);
        for (p, s) in self.ships.iter().enumerate().take(sea.ships.len()) {
            sea.ships[p] = bits(s);
        }
        sea.new_ships = bits(&self.new_ships);
        sea.moved = self.moved;
        sea.pirate = self.pirate;
        for (p, &g) in self.gold_owed.iter().enumerate().take(sea.gold_owed.len()) {
            sea.gold_owed[p] = g;
        }
        sea.gold_after = self.gold_after;
        for (p, &i) in self
            .island_points
            .iter()
            .enumerate()
            .take(sea.island_points.len())
        {
            sea.island_points[p] = i;
        }
        sea.fog = bits(&self.fog);
        if let Some(c) = &self.cloth {
            sea.cloth = Some(Box::new(c.clone()));
        }
        sea.tribe.clone_from(&self.tribe);
        for &(_, terrain, number) in &self.revealed {
            if let Some(i) = sea.fog_stack.iter().position(|&c| c == (terrain, number)) {
                sea.fog_stack.swap_remove(i);
            }
        }
        Some(sea)
    }
}
