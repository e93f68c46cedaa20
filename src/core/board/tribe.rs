//! The Forgotten Tribe's part of a board: the gift sides ([`GiftSide`]), each a sea side of a
//! tile of an island nobody settles, checked from the file's `seafarers.gifts` list.

use super::{Gift, SeafarersSpec};
use crate::core::bits::Bits;
use crate::core::board_problem::{BoardProblem, ScenarioProblem as SP};
use crate::core::topology::{EdgeId, FaceId, Topology};

/// The most development cards the gifts may lay aside (the base game's deck).
pub const MAX_CARD_GIFTS: usize = 25;

/// A gift side: the side, the tribe's tile it belongs to, and what it gives.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GiftSide {
    pub edge: EdgeId,
    pub face: FaceId,
    pub gift: Gift,
}

/// The gifts of `spec` (problems are added to `errs`): each on a side with sea of a land tile
/// of an island nobody settles (`tribe`: those islands' tiles), one gift a side, no more card
/// gifts than a deck holds, and none on a board with fog (a ship's one draw is the fog's).
pub(super) fn gift_sides<const W: usize>(
    spec: &SeafarersSpec,
    topo: &Topology<W>,
    tribe: Bits<W>,
    ship_edges: Bits<W>,
    errs: &mut Vec<BoardProblem>,
) -> Vec<GiftSide> {
    let mut found = Vec::new();
    let mut out: Vec<GiftSide> = Vec::new();
    for (gift, g) in spec.gifts.iter().enumerate() {
        let at = g.at;
        let Some(face) = topo.face_at(at.0, at.1) else {
            found.push(SP::GiftOffBoard { gift, at });
            continue;
        };
        if !tribe.contains(face.index()) {
            found.push(SP::GiftNotTribe { gift, at });
            continue;
        }
        let edge = topo.edge_of(face, g.side);
        if !ship_edges.contains(edge.index()) {
            found.push(SP::GiftInland { gift, at });
            continue;
        }
        if let Some(other) = out.iter().position(|o| o.edge == edge) {
            found.push(SP::GiftsShareSide { gift, other, at });
            continue;
        }
        out.push(GiftSide {
            edge,
            face,
            gift: g.gift,
        });
    }
    let cards = spec
        .gifts
        .iter()
        .filter(|g| g.gift == Gift::DevelopmentCard)
        .count();
    if cards > MAX_CARD_GIFTS {
        found.push(SP::GiftCards { cards });
    }
    if !spec.gifts.is_empty() && spec.fog.is_some() {
        found.push(SP::GiftsWithFog);
    }
    errs.extend(found.into_iter().map(BoardProblem::Scenario));
    out
}

impl<const W: usize> super::Board<W> {
    /// A harbour of `kind` placed on the coastal side `edge` (a tribe's gift): both its corners
    /// trade at its rate, and the file lists it (on the side's land tile).
    pub fn add_harbour(&mut self, edge: EdgeId, kind: super::HarbourKind) {
        let topo = self.topo.clone();
        for v in topo.edge_vertices[edge.index()] {
            self.vertex_harbour[v.index()] = Some(kind);
        }
        let land = topo.edge_faces[edge.index()]
            .iter()
            .copied()
            .find(|f| self.land.contains(f.index()));
        if let Some(f) = land {
            let k = topo.face_edges[f.index()].iter().position(|&e| e == edge);
            self.file.harbours.push(super::HarbourSpec {
                at: topo.face_coords[f.index()],
                side: crate::core::topology::Side::ALL[k.unwrap_or(0)],
                kind,
            });
        }
    }
}
