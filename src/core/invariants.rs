//! The invariants every position of every game keeps, checked from the outside (the property
//! tests and `catan check` use them): cards and pieces conserved, the stored points, road lengths
//! and awards equal to their definitions, no two buildings adjacent, no edge with two roads, and
//! the legal-action list agreeing with [`State::check`].

use super::action::{Action, Seat};
use super::bits::Bits;
use super::resources::{DevCard, Resource, ResourceSet};
use super::state::State;
use super::topology::{EdgeId, FaceId, VertexId};

mod cloth;
mod sea;
mod tribe;

/// A broken invariant: its name and what was found.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{invariant}: {detail}")]
pub struct Violation {
    pub invariant: &'static str,
    pub detail: String,
}

fn fail(invariant: &'static str, detail: String) -> Result<(), Violation> {
    Err(Violation { invariant, detail })
}

/// Cards and pieces conserved, stored totals equal to their definitions, the board consistent.
pub fn check_invariants<const W: usize>(s: &State<W>) -> Result<(), Violation> {
    Checker::default().check(s)
}

/// The invariants checked position after position of one game, remembering the exhaustive
/// route search's answer for each seat's network and each seat's income by definition: what
/// did not change is not computed again (each is a pure function of what it is keyed by), what
/// did is computed anew.
#[derive(Clone, Debug, Default)]
pub struct Checker<const W: usize = 4> {
    routes: Vec<Option<([Bits<W>; 4], u8)>>,
    /// Each seat's income by definition for its (settlements, cities), on the board as it was
    /// (fog turned over changes the board: then everything is computed anew).
    incomes: Vec<Option<([Bits<W>; 2], Income<W>)>>,
    board: (Vec<Option<Resource>>, Vec<u8>),
}

impl<const W: usize> Checker<W> {
    /// [`check_invariants`] on `s`, a position of the game this checker has seen so far.
    pub fn check(&mut self, s: &State<W>) -> Result<(), Violation> {
        check_position(s, self)
    }

    /// The seat's longest road (trade route) by exhaustive search, or its remembered answer.
    fn longest_by_brute_force(&mut self, s: &State<W>, p: Seat) -> u8 {
        let key = s.route_network(p);
        let seats = s.num_players() as usize;
        if self.routes.len() < seats {
            self.routes.resize(seats, None);
        }
        match self.routes[p.index()] {
            Some((k, length)) if k == key => length,
            _ => {
                let length = s.longest_road_brute_force(p);
                self.routes[p.index()] = Some((key, length));
                length
            }
        }
    }
}

impl<const W: usize> Checker<W> {
    /// The seat's income by definition, or its remembered answer for the same buildings.
    fn income_by_definition(&mut self, s: &State<W>, p: Seat) -> Income<W> {
        let board = s.board();
        if self.board.0 != board.resource || self.board.1 != board.number {
            self.board = (board.resource.clone(), board.number.clone());
            self.incomes.clear();
        }
        let seats = s.num_players() as usize;
        if self.incomes.len() < seats {
            self.incomes.resize(seats, None);
        }
        let ps = s.player(p);
        let key = [ps.settlements(), ps.cities()];
        match self.incomes[p.index()] {
            Some((k, income)) if k == key => income,
            _ => {
                let income = income_by_definition(s, p);
                self.incomes[p.index()] = Some((key, income));
                income
            }
        }
    }
}

fn check_position<const W: usize>(s: &State<W>, memo: &mut Checker<W>) -> Result<(), Violation> {
    let rules = s.rules();
    if s.cards_in_play() != ResourceSet::splat(rules.bank) {
        let detail = format!(
            "{} in play, the game has {} of each",
            s.cards_in_play(),
            rules.bank
        );
        return fail("resource cards conserved", detail);
    }
    let mut devs = s.deck();
    for p in Seat::all(s.num_players()) {
        let ps = s.player(p);
        for i in 0..5 {
            devs.0[i] += ps.dev().0[i] + ps.dev_new().0[i] + ps.played().0[i];
        }
        check_seat(s, p, memo)?;
    }
    if devs != rules.development_deck {
        return fail("development cards conserved", format!("{devs:?}"));
    }
    check_buildings_and_roads(s)?;
    check_awards(s)?;
    sea::check_sea(s)?;
    cloth::check_cloth(s)?;
    tribe::check_tribe(s)?;
    check_income(s, memo)
}

/// One seat's pieces conserved, its points and road length equal to their definitions, one
/// building a corner.
fn check_seat<const W: usize>(
    s: &State<W>,
    p: Seat,
    memo: &mut Checker<W>,
) -> Result<(), Violation> {
    let (rules, ps) = (s.rules(), s.player(p));
    let pieces = [
        (
            "settlements",
            ps.settlements_left(),
            ps.settlements().len(),
            rules.pieces.settlements,
        ),
        (
            "cities",
            ps.cities_left(),
            ps.cities().len(),
            rules.pieces.cities,
        ),
        (
            "roads",
            ps.roads_left(),
            ps.roads().len(),
            rules.pieces.roads,
        ),
    ];
    for (what, left, placed, all) in pieces {
        if left as usize + placed != all as usize {
            let detail = format!("seat {p}: {left} {what} left and {placed} placed of {all}");
            return fail("pieces conserved", detail);
        }
    }
    let points = s.recompute_public_points(p);
    if ps.public_points() != points {
        let detail = format!(
            "seat {p}: {} stored, {points} by definition",
            ps.public_points()
        );
        return fail("points kept", detail);
    }
    let brute = memo.longest_by_brute_force(s, p);
    if ps.longest_road() != brute {
        let detail = format!(
            "seat {p}: {} stored, {brute} by exhaustive search",
            ps.longest_road()
        );
        return fail("longest road kept", detail);
    }
    if ps.settlements().intersects(ps.cities()) {
        return fail("one building a corner", format!("seat {p}"));
    }
    Ok(())
}

/// The distance rule, one road an edge, the board's road set the players' together.
fn check_buildings_and_roads<const W: usize>(s: &State<W>) -> Result<(), Violation> {
    for v in s.occupied().iter() {
        if s.occupied()
            .intersects(s.board().topo.vertex_neighbour_mask[v])
        {
            let detail = format!("vertex {v} has a neighbour with a building");
            return fail("distance rule", detail);
        }
    }
    let mut roads = Bits::EMPTY;
    for p in Seat::all(s.num_players()) {
        if roads.intersects(s.player(p).roads()) {
            return fail("one road an edge", format!("seat {p}"));
        }
        roads |= s.player(p).roads();
    }
    if roads != s.all_roads() {
        let detail = "the board's road set differs from the players'".into();
        return fail("roads kept", detail);
    }
    let board = s.board();
    let at_sea = (s.occupied() - board.land_vertices) | (roads - board.land_edges);
    if !at_sea.is_empty() || !board.land.contains(s.robber().index()) {
        let detail = format!("pieces at sea: {at_sea:?}, robber on face {}", s.robber());
        return fail("land pieces on land", detail);
    }
    Ok(())
}

/// The longest-road and largest-army awards held by whom the rules say.
fn check_awards<const W: usize>(s: &State<W>) -> Result<(), Violation> {
    let rules = s.rules();
    let lengths: Vec<u8> = Seat::all(s.num_players())
        .map(|p| s.player(p).longest_road())
        .collect();
    let max = lengths.iter().copied().max().unwrap_or(0);
    let ok = match s.longest_road_holder() {
        // a board without the award (Cloth for Catan): nobody holds it
        None if !s.longest_route_awarded() => true,
        Some(_) if !s.longest_route_awarded() => false,
        Some(h) => lengths[h.index()] == max && max >= rules.longest_road.min,
        None => max < rules.longest_road.min || lengths.iter().filter(|&&l| l == max).count() >= 2,
    };
    if !ok {
        let holder = s.longest_road_holder();
        let detail = format!("holder {holder:?} with lengths {lengths:?}");
        return fail("longest-road award", detail);
    }
    let knights: Vec<u8> = Seat::all(s.num_players())
        .map(|p| s.player(p).played().get(DevCard::Knight))
        .collect();
    let ok = match s.largest_army_holder() {
        Some(h) => {
            knights[h.index()] >= rules.largest_army.min
                && knights.iter().all(|&k| k <= knights[h.index()])
        }
        None => knights.iter().all(|&k| k < rules.largest_army.min),
    };
    if !ok {
        let holder = s.largest_army_holder();
        let detail = format!("holder {holder:?} with knights {knights:?}");
        return fail("largest-army award", detail);
    }
    Ok(())
}

/// A seat's income table (material by roll) and the faces its buildings touch, by definition.
type Income<const W: usize> = ([[u16; 5]; 13], Bits<W>);

fn income_by_definition<const W: usize>(s: &State<W>, p: Seat) -> Income<W> {
    let (board, ps) = (s.board(), s.player(p));
    let mut income = [[0u16; 5]; 13];
    let mut faces = Bits::EMPTY;
    for f in 0..board.num_faces() {
        let mask = board.topo.face_vertex_mask[f];
        let on = (ps.settlements() & mask).len() + 2 * (ps.cities() & mask).len();
        if on > 0 {
            faces.insert(f);
        }
        if let (Some(r), n @ 0..13) = (board.resource[f], board.number[f] as usize) {
            income[n][r.index()] += on as u16;
        }
    }
    (income, faces)
}

/// The income table, the robber's face masks and the bank rates equal their definitions.
fn check_income<const W: usize>(s: &State<W>, memo: &mut Checker<W>) -> Result<(), Violation> {
    for p in Seat::all(s.num_players()) {
        let ps = s.player(p);
        let (income, faces) = memo.income_by_definition(s, p);
        for (n, row) in income.iter().enumerate() {
            if s.income[n][p.index()] != *row {
                return fail(
                    "income kept",
                    format!(
                        "seat {p}, roll {n}: {:?} stored, {row:?} by definition",
                        s.income[n][p.index()]
                    ),
                );
            }
        }
        if ps.faces != faces {
            return fail(
                "robber targets kept",
                format!("seat {p}: the faces its buildings touch differ from the stored set"),
            );
        }
        let rates = super::state::rates_for(s.rules(), ps.harbours);
        if ps.rates != rates {
            return fail(
                "bank rates kept",
                format!("seat {p}: {:?} stored, {rates:?} by its harbours", ps.rates),
            );
        }
    }
    Ok(())
}

/// Every action that could be legal in some position of this board (offers and discards apart).
pub fn candidate_actions<const W: usize>(s: &State<W>) -> Vec<Action> {
    let mut v = vec![
        Action::Roll,
        Action::BuyDevelopmentCard,
        Action::PlayKnight,
        Action::PlayRoadBuilding,
        Action::PlayVictoryPoint,
        Action::AcceptTrade,
        Action::DeclineTrade,
        Action::CancelTrade,
        Action::EndTurn,
    ];
    for x in 0..s.board().num_vertices() {
        v.push(Action::BuildSettlement(VertexId::at(x)));
        v.push(Action::BuildCity(VertexId::at(x)));
    }
    for e in 0..s.board().num_edges() {
        v.push(Action::BuildRoad(EdgeId::at(e)));
    }
    for f in 0..s.board().num_faces() {
        v.push(Action::MoveRobber {
            face: FaceId::at(f),
            victim: None,
        });
        for p in Seat::all(s.num_players()) {
            v.push(Action::MoveRobber {
                face: FaceId::at(f),
                victim: Some(p),
            });
        }
    }
    for p in Seat::all(s.num_players()) {
        v.push(Action::ConfirmTrade(p));
    }
    sea::sea_candidates(s, &mut v);
    cloth::cloth_candidates(s, &mut v);
    tribe::tribe_candidates(s, &mut v);
    for a in Resource::ALL {
        v.push(Action::PlayMonopoly(a));
        v.push(Action::PlayYearOfPlenty(a, None));
        for b in Resource::ALL {
            // the legal list names the two materials in order
            if a <= b {
                v.push(Action::PlayYearOfPlenty(a, Some(b)));
            }
            if a != b {
                v.push(Action::BankTrade { give: a, get: b });
            }
        }
    }
    v
}

/// The legal list and [`State::check`] agree on every candidate action, every listed offer
/// passes the check, and only a finished game has no legal action.
pub fn check_legality<const W: usize>(s: &State<W>) -> Result<(), Violation> {
    let legal = s.legal_actions();
    for a in &legal {
        if let Err(e) = s.check(a) {
            return fail("listed actions are legal", format!("{a:?} is refused: {e}"));
        }
    }
    for a in candidate_actions(s) {
        if !legal.contains(&a) && s.check(&a).is_ok() {
            return fail(
                "legal actions are listed",
                format!(
                    "{a:?} passes the check but is not listed in {:?}",
                    s.phase()
                ),
            );
        }
    }
    let mut offers = Vec::new();
    s.legal_offers_into(&mut offers);
    for a in &offers {
        if let Err(e) = s.check(a) {
            return fail("listed offers are legal", format!("{a:?} is refused: {e}"));
        }
    }
    if legal.is_empty() && !s.is_over() {
        return fail(
            "someone can always act",
            format!("no legal action in {:?}", s.phase()),
        );
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::{Board, Rules};
    use std::sync::Arc;

    /// The standard board's opening for three seats.
    fn three_seats() -> State {
        State::new(
            Arc::new(Board::standard()),
            Arc::new(Rules::standard()),
            3,
            1,
        )
        .unwrap()
    }

    #[test]
    fn a_broken_position_is_named() {
        let s = three_seats();
        assert_eq!(check_invariants(&s), Ok(()));
        assert_eq!(check_legality(&s), Ok(()));
        let mut rich = s.clone();
        rich.bank.0[0] += 1;
        assert_eq!(
            check_invariants(&rich).unwrap_err().invariant,
            "resource cards conserved"
        );
        let mut roads = s.clone();
        roads.players[1].roads_left -= 1;
        assert_eq!(
            check_invariants(&roads).unwrap_err().invariant,
            "pieces conserved"
        );
        let mut points = s;
        points.players[2].public_points = 3;
        assert_eq!(
            check_invariants(&points).unwrap_err().invariant,
            "points kept"
        );
    }

    /// A checker that remembers a network's length or a seat's income still finds a stored
    /// value changed behind it: the remembered answer is compared with the position every time.
    #[test]
    fn a_checker_that_remembers_still_finds_a_change() {
        let s = three_seats();
        let mut checker = Checker::default();
        assert_eq!(checker.check(&s), Ok(()));
        let mut long = s.clone();
        long.players[0].longest_road = 2;
        assert_eq!(
            checker.check(&long).unwrap_err().invariant,
            "longest road kept"
        );
        let mut rich = s.clone();
        rich.income[6][1][0] += 1;
        assert_eq!(checker.check(&rich).unwrap_err().invariant, "income kept");
        assert_eq!(checker.check(&s), Ok(()));
    }
}
