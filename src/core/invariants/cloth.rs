//! What every Cloth for Catan position keeps: the cloth conserved (villages + supply + players
//! = the board's total), traders only of villages their ships reach, the points counting
//! cloth / per_point, the robber off the small islands, the pirate moved only by a trader, and
//! a game ended by the villages only with fewer holding cloth than the board's figure.

use super::{Violation, fail};
use crate::core::action::{Action, Seat};
use crate::core::phase::Phase;
use crate::core::state::State;
use crate::core::topology::FaceId;

/// The cloth part of `s` consistent (nothing to check on another board).
pub(super) fn check_cloth<const W: usize>(s: &State<W>) -> Result<(), Violation> {
    let (Some(map), Some(c)) = (s.cloth_map(), s.cloth()) else {
        return Ok(());
    };
    if c.total() != map.total() {
        let detail = format!("{} cloth now, {} at the start", c.total(), map.total());
        return fail("cloth conserved", detail);
    }
    if c.villages.len() != map.villages.len() || c.traders.len() != map.villages.len() {
        return fail(
            "one entry a village",
            format!("{} villages", c.villages.len()),
        );
    }
    let sea = s.sea().expect("a sea with the cloth");
    for (i, v) in map.villages.iter().enumerate() {
        for p in Seat::all(s.num_players()) {
            // a trader's ships touch the village (the ships of a closed route never sail)
            let ships = sea.ship_vertices[p.index()].contains(v.vertex.index());
            if c.traders[i] & p.bit() != 0 && !ships {
                return fail(
                    "traders reach their village",
                    format!("seat {p}, village {i}"),
                );
            }
            // a route joined to a village trades with it
            if c.traders[i] & p.bit() == 0 && ships && s.route_joins(p, v.vertex) {
                return fail(
                    "a route to a village trades",
                    format!("seat {p}, village {i}"),
                );
            }
        }
        if c.traders[i] >> s.num_players() != 0 {
            return fail("traders at the table", format!("village {i}"));
        }
    }
    if s.longest_road_holder().is_some() && !s.longest_route_awarded() {
        return fail("no longest route", "a holder on a board without it".into());
    }
    if s.board()
        .sea
        .as_deref()
        .is_some_and(|m| m.no_robber.contains(s.robber().index()))
    {
        return fail(
            "the robber off the small islands",
            format!("face {}", s.robber()),
        );
    }
    if let Phase::GameOver { .. } = s.phase()
        && c.villages_with_cloth() < map.end_below as usize
        && s.total_points(s.current()) < s.points_to_win()
        && s.winner() != Some(s.cloth_winner())
    {
        return fail(
            "the villages' end",
            "the winner is not the most points".into(),
        );
    }
    Ok(())
}

/// Cloth robberies for the legal list's cross-check: every face and seat.
pub(super) fn cloth_candidates<const W: usize>(s: &State<W>, v: &mut Vec<Action>) {
    if s.cloth().is_none() {
        return;
    }
    for f in 0..s.board().num_faces() {
        for victim in Seat::all(s.num_players()) {
            v.push(Action::RobCloth {
                face: FaceId::at(f),
                victim,
            });
        }
    }
}
