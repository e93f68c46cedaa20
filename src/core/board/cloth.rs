//! Cloth for Catan's part of a board ([`ClothMap`]): the villages (a corner of an island nobody
//! settles, a number, the cloth it starts with), the general supply, the cloth per point and
//! the end; checked from the file's `seafarers.cloth` block.

use super::{ClothSpec, ScenarioRules, SeafarersSpec};
use crate::core::bits::Bits;
use crate::core::board_problem::{BoardProblem, ScenarioProblem as SP};
use crate::core::topology::{Topology, VertexId};

/// A village: its corner, its number and the cloth it starts with.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Village {
    pub vertex: VertexId,
    pub number: u8,
    pub cloth: u8,
}

/// The villages of a Cloth for Catan board and the rules' figures.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ClothMap {
    pub villages: Vec<Village>,
    /// Cloth in the general supply at the start.
    pub supply: u8,
    /// Cloth per victory point.
    pub per_point: u8,
    /// The game ends when fewer villages than this hold cloth.
    pub end_below: u8,
}

impl ClothMap {
    /// All the cloth of the game: the villages' and the supply's.
    pub fn total(&self) -> u32 {
        self.villages.iter().map(|v| v.cloth as u32).sum::<u32>() + self.supply as u32
    }
}

/// A scenario's parts of a sea map (problems are added to `errs`): the corners nobody
/// settles, the tiles the robber keeps off, the rule switches and the villages. `islands`:
/// each island's (settle, robber, corners, tiles).
pub(super) fn scenario_parts<const W: usize>(
    spec: &SeafarersSpec,
    islands: &[(bool, bool, Bits<W>, Bits<W>)],
    topo: &Topology<W>,
    land: &Bits<W>,
    errs: &mut Vec<BoardProblem>,
) -> (Bits<W>, Bits<W>, ScenarioRules, Option<ClothMap>) {
    let no_settle = islands
        .iter()
        .filter(|i| !i.0)
        .fold(Bits::EMPTY, |a, i| a | i.2);
    let no_robber = islands
        .iter()
        .filter(|i| !i.1)
        .fold(Bits::EMPTY, |a, i| a | i.3);
    let rules = spec.rules.unwrap_or_default();
    let mut found = Vec::new();
    if !(2..=3).contains(&rules.opening_settlements) {
        found.push(SP::OpeningSettlements {
            count: rules.opening_settlements,
        });
    }
    let cloth = spec
        .cloth
        .as_ref()
        .map(|c| cloth_map(c, topo, land, no_settle, &mut found));
    errs.extend(found.into_iter().map(BoardProblem::Scenario));
    (no_settle, no_robber, rules, cloth)
}

/// The villages of `spec` on `topo` (problems are added to `errs`): each on a corner of an
/// island nobody settles (`no_settle`) beside land, with a number of the dice, one a corner.
fn cloth_map<const W: usize>(
    spec: &ClothSpec,
    topo: &Topology<W>,
    land: &Bits<W>,
    no_settle: Bits<W>,
    errs: &mut Vec<SP>,
) -> ClothMap {
    let mut villages: Vec<Village> = Vec::new();
    for (village, v) in spec.villages.iter().enumerate() {
        let at = v.at;
        if v.number == 7 || !(2..=12).contains(&v.number) {
            errs.push(SP::VillageNumber {
                village,
                number: v.number,
            });
        }
        let Some(f) = topo
            .face_at(at.0, at.1)
            .filter(|f| land.contains(f.index()))
        else {
            errs.push(SP::VillageOffLand { village, at });
            continue;
        };
        let vertex = topo.face_vertices[f.index()][v.corner.index()];
        if !no_settle.contains(vertex.index()) {
            errs.push(SP::VillageSettled { village, at });
            continue;
        }
        if let Some(other) = villages.iter().position(|w| w.vertex == vertex) {
            errs.push(SP::VillagesShareCorner { village, other, at });
            continue;
        }
        villages.push(Village {
            vertex,
            number: v.number,
            cloth: v.cloth,
        });
    }
    if spec.per_point == 0 {
        errs.push(SP::ClothPerPoint);
    }
    if spec.end_below as usize > spec.villages.len() || spec.end_below == 0 {
        errs.push(SP::ClothEndBelow {
            end_below: spec.end_below,
            villages: spec.villages.len(),
        });
    }
    ClothMap {
        villages,
        supply: spec.supply,
        per_point: spec.per_point.max(1),
        end_below: spec.end_below,
    }
}
