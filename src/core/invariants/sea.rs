//! What every Seafarers position keeps: ships conserved and at sea, one piece a side, the
//! pirate on a sea tile, gold owed only while it is being chosen, the islands each seat reached
//! and the points they paid.

use super::{Violation, fail};
use crate::core::action::{Action, Seat};
use crate::core::bits::Bits;
use crate::core::phase::Phase;
use crate::core::roads::road_vertices_of;
use crate::core::state::State;
use crate::core::topology::EdgeId;
use crate::core::{Resource, ResourceSet};

/// The Seafarers part of `s` consistent (nothing to check in the base game).
pub(super) fn check_sea<const W: usize>(s: &State<W>) -> Result<(), Violation> {
    let (Some(sea), Some(map)) = (s.sea(), s.board().sea.as_deref()) else {
        return Ok(());
    };
    let topo = &s.board().topo;
    let mut all = Bits::EMPTY;
    for p in Seat::all(s.num_players()) {
        let pi = p.index();
        let ships = sea.ships[pi];
        if sea.ships_left[pi] as usize + ships.len() != s.rules().pieces.ships as usize {
            let detail = format!(
                "seat {p}: {} left, {} placed",
                sea.ships_left[pi],
                ships.len()
            );
            return fail("ships conserved", detail);
        }
        if all.intersects(ships) || ships.intersects(s.all_roads()) {
            return fail("one piece a side", format!("seat {p}'s ships"));
        }
        all |= ships;
        if !(ships - map.ship_edges).is_empty() {
            return fail(
                "ships at sea",
                format!("seat {p}: {:?}", ships - map.ship_edges),
            );
        }
        if sea.ship_vertices[pi] != road_vertices_of(topo, ships) {
            return fail("ship corners kept", format!("seat {p}"));
        }
        check_ship_moves(s, p)?;
        check_islands(s, p)?;
    }
    if all != sea.all_ships || !(sea.new_ships - all).is_empty() {
        return fail(
            "ships kept",
            "the board's ship set differs from the seats'".into(),
        );
    }
    check_fog(s)?;
    if let Some(f) = sea.pirate.filter(|f| !map.sea_faces.contains(f.index())) {
        return fail("the pirate at sea", format!("face {f}"));
    }
    let pending = match s.phase() {
        Phase::Gold { pending } => pending,
        _ => 0,
    };
    for p in Seat::all(s.num_players()) {
        let owed = sea.gold_owed[p.index()] > 0;
        if owed != (pending & p.bit() != 0) {
            let detail = format!(
                "seat {p}: {} owed in {:?}",
                sea.gold_owed[p.index()],
                s.phase()
            );
            return fail("gold owed while chosen", detail);
        }
    }
    Ok(())
}

/// Face-down tiles are sea on the board, among the scenario's, with a card left for each; the
/// cards drawn are the tiles turned over.
fn check_fog<const W: usize>(s: &State<W>) -> Result<(), Violation> {
    let (Some(sea), Some(map)) = (s.sea(), s.board().sea.as_deref()) else {
        return Ok(());
    };
    if !(sea.fog - map.fog).is_empty() || sea.fog_stack.len() < sea.fog.len() {
        let detail = format!(
            "{} face down, {} cards left",
            sea.fog.len(),
            sea.fog_stack.len()
        );
        return fail("fog kept", detail);
    }
    let turned = map.fog.len() - sea.fog.len();
    if map.fog_stack.len() - sea.fog_stack.len() != turned {
        let detail = format!(
            "{turned} turned over, {} cards drawn",
            map.fog_stack.len() - sea.fog_stack.len()
        );
        return fail("fog kept", detail);
    }
    if let Some(f) = sea
        .fog
        .iter()
        .find(|&f| s.board().terrain[f] != crate::core::Terrain::Sea)
    {
        return fail("fog kept", format!("face {f} is face down but not sea"));
    }
    Ok(())
}

/// Where each of the seat's ships could sail, from the kept ends of its routes, equal to a
/// search from scratch without that ship.
fn check_ship_moves<const W: usize>(s: &State<W>, p: Seat) -> Result<(), Violation> {
    let Some(sea) = s.sea() else { return Ok(()) };
    for e in sea.ships[p.index()].iter() {
        let from = EdgeId::at(e);
        let (kept, scratch) = (
            s.ship_destinations(p, from),
            s.ship_destinations_from_scratch(p, from),
        );
        if kept != scratch {
            let detail = format!("seat {p}, the ship on edge {e}: {kept:?}, {scratch:?} searched");
            return fail("ship moves as searched", detail);
        }
    }
    Ok(())
}

/// A seat has reached exactly the islands of its buildings, and its island points are paid by
/// islands among them.
fn check_islands<const W: usize>(s: &State<W>, p: Seat) -> Result<(), Violation> {
    let (Some(sea), Some(map)) = (s.sea(), s.board().sea.as_deref()) else {
        return Ok(());
    };
    let pi = p.index();
    let reached = s
        .player(p)
        .buildings()
        .iter()
        .fold(0u64, |a, v| a | map.islands_at(v));
    if reached != sea.reached[pi] {
        let detail = format!(
            "seat {p}: {:#x} kept, {reached:#x} by its buildings",
            sea.reached[pi]
        );
        return fail("islands reached", detail);
    }
    let most: u32 = (0..map.islands.len().min(64))
        .filter(|&i| reached >> i & 1 == 1)
        .map(|i| map.islands[i].points as u32)
        .sum();
    if sea.island_points[pi] as u32 > most {
        let detail = format!(
            "seat {p}: {} points, its islands pay {most}",
            sea.island_points[pi]
        );
        return fail("island points", detail);
    }
    Ok(())
}

/// The Seafarers actions that could be legal now: a ship on every side, the actor's ships
/// sailing to every side near its pieces, gold of every size around the count owed.
pub(super) fn sea_candidates<const W: usize>(s: &State<W>, v: &mut Vec<Action>) {
    let Some(sea) = s.sea() else { return };
    let topo = &s.board().topo;
    for e in 0..s.board().num_edges() {
        v.push(Action::BuildShip(EdgeId::at(e)));
    }
    let p = s.actor();
    let ships = sea.ships[p.index()];
    let near = sea.ship_vertices[p.index()] | s.player(p).buildings();
    let mut to = Bits::EMPTY;
    for x in near.iter() {
        to |= topo.vertex_edge_mask[x];
    }
    for from in ships.iter() {
        for e in to.iter() {
            v.push(Action::MoveShip {
                from: EdgeId::at(from),
                to: EdgeId::at(e),
            });
        }
    }
    let owed = sea.gold_owed[p.index()];
    for n in owed.saturating_sub(1)..=owed + 1 {
        gold_sets(n, 0, ResourceSet::EMPTY, v);
    }
}

fn gold_sets(need: u8, from: usize, acc: ResourceSet, out: &mut Vec<Action>) {
    if need == 0 {
        out.push(Action::ChooseGold(acc));
        return;
    }
    for r in Resource::ALL.into_iter().skip(from) {
        let mut next = acc;
        next.add(&ResourceSet::one(r));
        gold_sets(need - 1, r.index(), next, out);
    }
}

#[cfg(test)]
mod tests;
