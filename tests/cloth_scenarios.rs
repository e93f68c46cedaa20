//! Cloth for Catan's scenario records (`tests/scenarios/cloth-*.ron`): games on the shipped
//! 4-player board cut right after a rule fired (or ending in an illegal action), replayed and
//! checked against the rule written here again, apart from the engine's own code.
//!
//! The records were mined from seeded games of random moves by `mine_cloth_scenarios`
//! (ignored; `cargo test --test cloth_scenarios -- --ignored` writes them again).

use catan::core::action::ClothEvent;
use catan::core::record::{GameRecord, ReplayError, Step, replay_step};
use catan::core::*;
use std::path::Path;
use std::sync::Arc;

const DIR: &str = "tests/scenarios";

/// The records and what each must show.
const RECORDS: [(&str, Kind); 6] = [
    ("cloth-paid-on-a-roll.ron", Kind::PaidOnRoll),
    ("cloth-paid-from-the-supply.ron", Kind::PaidFromSupply),
    ("cloth-stolen.ron", Kind::Stolen),
    ("cloth-pirate-refused.ron", Kind::PirateRefused),
    ("cloth-villages-end-the-game.ron", Kind::VillagesEnd),
    ("cloth-route-to-village-closed.ron", Kind::RouteClosed),
];

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Kind {
    /// A roll of a village's number: each trader takes one, the roller first.
    PaidOnRoll,
    /// A village holding fewer cloth than its traders: the supply tops it up.
    PaidFromSupply,
    /// The robber or pirate takes a cloth instead of a card.
    Stolen,
    /// A player trading with no village moves the pirate: refused (`pirate`).
    PirateRefused,
    /// The turn ends with fewer than 4 villages holding cloth: the most points win.
    VillagesEnd,
    /// A ship of a route closed at a village sails: refused (`ship-move`).
    RouteClosed,
}

fn cloth(s: &State) -> &Cloth {
    s.cloth().expect("a Cloth for Catan game")
}

/// The position before the record's last step, and that step.
fn before_last(r: &GameRecord) -> (State, Step) {
    let mut s = r.initial_state().unwrap();
    let last = r.steps.len() - 1;
    for (i, st) in r.steps[..last].iter().enumerate() {
        replay_step(&mut s, i, st).unwrap();
    }
    (s, r.steps[last])
}

/// Cloth each seat is owed by a roll of `sum` on `before`, as the rules say: each village of
/// that number with cloth pays each trader one while it and the supply last, the roller first.
fn owed(before: &State, sum: u8) -> (Vec<u8>, u8) {
    let map = before.cloth_map().unwrap();
    let c = cloth(before);
    let n = before.num_players();
    let mut got = vec![0u8; n as usize];
    let mut supply = c.supply;
    let mut from_supply = 0;
    for (i, v) in map.villages.iter().enumerate() {
        if v.number != sum || c.villages[i] == 0 {
            continue;
        }
        let mut here = c.villages[i];
        for k in 0..n {
            let q = (before.current().0 + k) % n;
            if c.traders[i] & (1 << q) == 0 {
                continue;
            }
            if here > 0 {
                here -= 1;
            } else if supply > 0 {
                supply -= 1;
                from_supply += 1;
            } else {
                continue;
            }
            got[q as usize] += 1;
        }
    }
    (got, from_supply)
}

fn check(file: &str, kind: Kind) {
    let r = {
        use catan::files::Load;
        let path = Path::new(DIR).join(file);
        GameRecord::load(&path).unwrap_or_else(|e| panic!("{file}: {e}"))
    };
    let (before, step) = before_last(&r);
    let mut s = before.clone();
    let result = replay_step(&mut s, r.steps.len() - 1, &step);
    match kind {
        Kind::PirateRefused | Kind::RouteClosed => {
            let Err(ReplayError::Illegal { error, .. }) = result else {
                panic!("{file}: refused, not {result:?}")
            };
            let rule = if kind == Kind::PirateRefused {
                "pirate"
            } else {
                "ship-move"
            };
            assert_eq!(error.rule.name(), rule, "{file}");
            assert!(s == before, "{file}: nothing changed");
            if kind == Kind::PirateRefused {
                assert!(!before.is_trader(step.seat), "{file}");
                assert!(
                    matches!(step.action, Action::MoveRobber { face, .. } if before.is_sea_face(face))
                );
            } else {
                let Action::MoveShip { from, .. } = step.action else {
                    panic!("{file}")
                };
                // the ship lies on the route joining a village to the seat's building
                let corners = before.trading_corners(step.seat);
                assert!(!corners.is_empty(), "{file}: the seat trades");
                assert!(before.sea().unwrap().ships[step.seat.index()].contains(from.index()));
            }
            return;
        }
        _ => {}
    }
    result.unwrap_or_else(|e| panic!("{file}: {e}"));
    let seats = || Seat::all(before.num_players());
    let delta =
        |p: Seat| cloth(&s).players[p.index()] as i32 - cloth(&before).players[p.index()] as i32;
    for p in seats() {
        // 2 cloth a point, always
        assert_eq!(
            s.player(p).public_points(),
            s.recompute_public_points(p),
            "{file}: seat {p}"
        );
        let c = cloth(&s).players[p.index()];
        assert_eq!(s.cloth_points(p), c / 2, "{file}");
    }
    match kind {
        Kind::PaidOnRoll | Kind::PaidFromSupply => {
            let Some(Chance::Dice(a, b)) = step.chance else {
                panic!("{file}: a roll")
            };
            let (got, from_supply) = owed(&before, a + b);
            for p in seats() {
                assert_eq!(delta(p), got[p.index()] as i32, "{file}: seat {p}");
            }
            assert!(got.iter().any(|&g| g > 0), "{file}: cloth paid");
            assert_eq!(
                cloth(&before).supply - cloth(&s).supply,
                from_supply,
                "{file}: from the supply"
            );
            assert_eq!(kind == Kind::PaidFromSupply, from_supply > 0, "{file}");
        }
        Kind::Stolen => {
            let Action::RobCloth { victim, .. } = step.action else {
                panic!("{file}")
            };
            assert_eq!(delta(victim), -1, "{file}");
            assert_eq!(delta(step.seat), 1, "{file}");
            assert_eq!(
                s.player(victim).hand(),
                before.player(victim).hand(),
                "no card taken"
            );
        }
        Kind::VillagesEnd => {
            assert_eq!(step.action, Action::EndTurn);
            let map = before.cloth_map().unwrap();
            assert!(cloth(&s).villages_with_cloth() < map.end_below as usize);
            assert!(cloth(&before).villages_with_cloth() < map.end_below as usize);
            let w = s.winner().expect("over");
            for p in seats() {
                let key = |q: Seat| (s.total_points(q), cloth(&s).players[q.index()]);
                assert!(key(w) >= key(p), "{file}: seat {p} beats the winner");
            }
        }
        Kind::PirateRefused | Kind::RouteClosed => unreachable!(),
    }
}

#[test]
fn every_cloth_record_replays_to_its_rule() {
    for (file, kind) in RECORDS {
        check(file, kind);
    }
}

// ------------------------------------------------------------------------ mining

/// Which kind, if any, the step `a` just played on `before` (giving `s`) shows.
fn shows(before: &State, s: &State, a: Action, ev: &Events) -> Option<Kind> {
    let e = ev.as_slice();
    let supply = e
        .iter()
        .any(|e| matches!(e, Event::Cloth(ClothEvent::Paid { supply, .. }) if *supply > 0));
    if supply {
        return Some(Kind::PaidFromSupply);
    }
    if e.iter()
        .any(|e| matches!(e, Event::Cloth(ClothEvent::Paid { .. })))
    {
        return Some(Kind::PaidOnRoll);
    }
    if matches!(a, Action::RobCloth { .. }) {
        return Some(Kind::Stolen);
    }
    if e.iter()
        .any(|e| matches!(e, Event::Cloth(ClothEvent::Ended { .. })))
        && s.is_over()
    {
        return Some(Kind::VillagesEnd);
    }
    let _ = before;
    None
}

/// An illegal step to try on `s`: a non-trader's pirate, a ship of a route to a village.
fn refused(s: &State) -> Option<(Kind, Action)> {
    let p = s.actor();
    if let Phase::MoveRobber { .. } = s.phase()
        && !s.is_trader(p)
    {
        let map = s.board().sea.as_deref()?;
        let pirate = s.sea()?.pirate;
        let face = map
            .sea_faces
            .iter()
            .map(FaceId::at)
            .find(|&f| pirate != Some(f))?;
        return Some((
            Kind::PirateRefused,
            Action::MoveRobber { face, victim: None },
        ));
    }
    if s.phase() == Phase::Main && !s.sea()?.moved && !s.trading_corners(p).is_empty() {
        let sea = s.sea()?;
        let corners = s.trading_corners(p);
        let topo = &s.board().topo;
        for e in (sea.ships[p.index()] - sea.new_ships).iter() {
            let [a, b] = topo.edge_vertices[e];
            if !corners.contains(a.index()) && !corners.contains(b.index()) {
                continue;
            }
            let spots = s.ship_spots(p);
            let to = spots.iter().next()?;
            let act = Action::MoveShip {
                from: EdgeId::at(e),
                to: EdgeId::at(to),
            };
            if s.check(&act).is_err_and(|x| x.rule.name() == "ship-move") {
                return Some((Kind::RouteClosed, act));
            }
        }
    }
    None
}

#[test]
#[ignore]
fn mine_cloth_scenarios() {
    use catan::files::Load;
    let board = Arc::new(Board::load(Path::new("boards/seafarers/cloth-for-catan.ron")).unwrap());
    let mut found: Vec<Option<GameRecord>> = vec![None; RECORDS.len()];
    for seed in 0..200u64 {
        let mut s = State::new(board.clone(), Arc::new(Rules::seafarers()), 4, seed).unwrap();
        let mut rng = GameRng::new(seed);
        let mut rec = GameRecord::new(&s, vec!["random".into(); 4], Some(seed));
        while !s.is_over() && s.turns() < 2000 {
            if let Some((kind, a)) = refused(&s) {
                let k = RECORDS.iter().position(|r| r.1 == kind).unwrap();
                if found[k].is_none() {
                    let mut r = rec.clone();
                    r.steps.push(Step {
                        seat: s.actor(),
                        action: a,
                        chance: None,
                    });
                    found[k] = Some(r);
                }
            }
            let legal = s.legal_actions();
            let keen: Vec<Action> = legal
                .iter()
                .copied()
                .filter(|a| matches!(a, Action::RobCloth { .. } | Action::BuildShip(_)))
                .collect();
            let a = if !keen.is_empty() && rng.below(2) == 0 {
                keen[rng.below(keen.len() as u32) as usize]
            } else {
                legal[rng.below(legal.len() as u32) as usize]
            };
            let before = s.clone();
            let seat = s.actor();
            let ev = s.apply(a).unwrap();
            rec.steps.push(Step {
                seat,
                action: a,
                chance: ev.chance(),
            });
            if let Some(kind) = shows(&before, &s, a, &ev) {
                let k = RECORDS.iter().position(|r| r.1 == kind).unwrap();
                if found[k].is_none() {
                    found[k] = Some(rec.clone());
                }
            }
        }
        if found.iter().all(|f| f.is_some()) {
            break;
        }
    }
    for ((file, kind), r) in RECORDS.iter().zip(found) {
        let r = r.unwrap_or_else(|| panic!("{kind:?} not found"));
        catan::files::save_atomically(&Path::new(DIR).join(file), r.to_ron().as_bytes()).unwrap();
        println!("{file}: {} steps", r.steps.len());
    }
}

/// Found by `catan check` (game 71690): a seat's ships reached a village while an opponent's
/// settlement cut them from its buildings, so no trade; a settlement of its own on that route
/// joins it again, and the trade begins then.
#[test]
fn a_settlement_joining_a_cut_route_to_a_village_trades() {
    use catan::files::Load;
    let file = "cloth-route-joined-by-settlement.ron";
    let r = GameRecord::load(&Path::new(DIR).join(file)).unwrap();
    let (before, step) = before_last(&r);
    assert!(matches!(step.action, Action::BuildSettlement(_)));
    let p = step.seat;
    assert!(
        !before
            .trading_corners(p)
            .contains(before.cloth_map().unwrap().villages[2].vertex.index())
    );
    let mut s = before.clone();
    let ev = s.apply_with(step.action, step.chance).unwrap();
    assert!(ev.as_slice().iter().any(|e| matches!(
        e,
        Event::Cloth(ClothEvent::Trade { seat, village: 2, .. }) if *seat == p
    )));
    assert!(s.cloth().unwrap().traders[2] & p.bit() != 0);
    assert_eq!(catan::core::invariants::check_invariants(&s), Ok(()));
}
