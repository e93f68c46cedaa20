//! What every Forgotten Tribe position keeps: each gift taken at most once, by a seat at the
//! table; the cards set aside plus the card gifts taken equal the cards set aside at the start, and no more than the
//! deck holds; the special points equal the point gifts taken; every harbour gift taken is
//! placed, kept or waiting to be placed; each placed harbour on a coastal side beside its
//! placer's building, on the board at both its ends, with no other harbour sharing a corner;
//! each seat's harbours those of its buildings' corners; nobody on the tribe's islands, the
//! robber off them; a harbour waiting only outside the opening, for the seat to act.

use super::{Violation, fail};
use crate::core::action::{Action, Seat};
use crate::core::bits::Bits;
use crate::core::board::Gift;
use crate::core::state::State;
use crate::core::terrain::HarbourKind;
use crate::core::topology::EdgeId;

/// The tribe's part of `s` consistent (nothing to check on another board).
pub(super) fn check_tribe<const W: usize>(s: &State<W>) -> Result<(), Violation> {
    let Some(t) = s.tribe() else {
        return Ok(());
    };
    let gifts = s.gift_sides();
    if t.taken.len() != gifts.len() {
        return fail("one entry a gift", format!("{} entries", t.taken.len()));
    }
    let n = s.num_players();
    let mut points = [0u8; 6];
    let (mut cards, mut harbours) = (0u8, Vec::new());
    for (g, who) in gifts.iter().zip(&t.taken) {
        let Some(p) = *who else { continue };
        if p.0 >= n {
            return fail("gifts to seats at the table", format!("seat {p}"));
        }
        match g.gift {
            Gift::VictoryPoint => points[p.index()] += 1,
            Gift::DevelopmentCard => cards += 1,
            Gift::Harbour(k) => harbours.push(k),
        }
    }
    if points != t.points {
        return fail(
            "tribe points",
            format!("{points:?} taken, {:?} kept", t.points),
        );
    }
    let set_aside = gifts
        .iter()
        .filter(|g| g.gift == Gift::DevelopmentCard)
        .count() as u8;
    let start = set_aside.min(s.rules().development_deck.total() as u8);
    if t.cards_left + cards.min(start) != start || t.cards_left as u32 > s.deck().total() {
        let detail = format!(
            "{} left, {cards} taken, {start} at the start, deck {}",
            t.cards_left,
            s.deck().total()
        );
        return fail("tribe cards conserved", detail);
    }
    check_harbours(s, harbours)?;
    check_places(s)
}

/// Every harbour gift taken is placed, kept or waiting; the placed ones stand legally.
fn check_harbours<const W: usize>(
    s: &State<W>,
    mut taken: Vec<HarbourKind>,
) -> Result<(), Violation> {
    let t = s.tribe().expect("checked");
    let mut held: Vec<HarbourKind> = t.placed.iter().map(|p| p.1).collect();
    held.extend(t.kept.iter().flatten().copied());
    held.extend(t.placing.map(|p| p.1));
    taken.sort_by_key(|k| k.bit());
    held.sort_by_key(|k| k.bit());
    if taken != held {
        return fail(
            "tribe harbours conserved",
            format!("{taken:?} taken, {held:?} placed, kept or waiting"),
        );
    }
    let board = s.board();
    let topo = &board.topo;
    let map = board.sea.as_deref().expect("gifts are at sea");
    let coast = board.land_edges & map.ship_edges;
    let mut corners: Bits<W> = Bits::EMPTY;
    for &(e, kind, p) in &t.placed {
        let ends = topo.edge_vertices[e.index()];
        let own = s.player(p).buildings();
        let ok = coast.contains(e.index())
            && ends.iter().any(|v| own.contains(v.index()))
            && ends.iter().all(|v| board.harbour(*v) == Some(kind))
            && ends.iter().all(|v| !corners.contains(v.index()));
        if !ok {
            return fail("a harbour placed legally", format!("side {e} by seat {p}"));
        }
        for v in ends {
            corners.insert(v.index());
        }
    }
    Ok(())
}

/// Each seat's harbours are its buildings'; nobody on the tribe's islands; the robber off
/// them; a harbour waits only outside the opening and for the seat that acts.
fn check_places<const W: usize>(s: &State<W>) -> Result<(), Violation> {
    let board = s.board();
    let map = board.sea.as_deref().expect("gifts are at sea");
    for p in Seat::all(s.num_players()) {
        let ps = s.player(p);
        let mask = ps
            .buildings()
            .iter()
            .filter_map(|v| board.vertex_harbour[v])
            .fold(0u8, |m, k| m | k.bit());
        if mask != ps.harbours {
            return fail("harbours of the buildings", format!("seat {p}"));
        }
        if ps.buildings().intersects(map.no_settle) {
            return fail("nobody on the tribe's islands", format!("seat {p}"));
        }
    }
    if map.no_robber.contains(s.robber().index()) {
        return fail(
            "the robber off the tribe's islands",
            format!("face {}", s.robber()),
        );
    }
    if let Some((q, _)) = s.harbour_to_place()
        && !s.is_over()
        && (s.in_setup() || s.actor() != q)
    {
        return fail(
            "a harbour waits for the seat that acts",
            format!("seat {q}"),
        );
    }
    Ok(())
}

/// Harbour placings for the legal list's cross-check: every coastal side, each kind.
pub(super) fn tribe_candidates<const W: usize>(s: &State<W>, v: &mut Vec<Action>) {
    if s.tribe().is_none() {
        return;
    }
    let board = s.board();
    let map = board.sea.as_deref().expect("gifts are at sea");
    for e in (board.land_edges & map.ship_edges).iter() {
        for kind in HarbourKind::ALL {
            v.push(Action::PlaceHarbour {
                edge: EdgeId(e as u16),
                kind,
            });
        }
    }
}
