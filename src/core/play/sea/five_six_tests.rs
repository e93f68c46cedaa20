//! Five and six at sea: the scenarios' 5–6 layouts under the 5–6 extension's rules, whose special
//! building phase builds ships too (the printed Seafarers 5–6 extension; not moved ones).

use crate::core::action::{Action, Seat};
use crate::core::bits::WIDE;
use crate::core::board::Board;
use crate::core::error::Rule;
use crate::core::invariants::check_invariants;
use crate::core::phase::Phase;
use crate::core::{GameRng, Rules, State};
use std::sync::Arc;

fn board(name: &str) -> Arc<Board<WIDE>> {
    let path = format!("{}/boards/seafarers/{name}", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).unwrap();
    Arc::new(Board::<WIDE>::from_ron_sized(&path, &text).unwrap())
}

/// Random legal moves on `name` for `n` seats under the 5–6 rules until a special building
/// phase whose builder has a side to build a ship on; `None` when the game ends first.
fn special_build_at_sea(name: &str, n: u8, seed: u64) -> Option<State<WIDE>> {
    let mut s = State::new(board(name), Arc::new(Rules::five_six()), n, seed).unwrap();
    let mut rng = GameRng::new(seed);
    while !s.is_over() {
        if let Phase::SpecialBuild { builder } = s.phase()
            && !s.ship_spots(builder).is_empty()
        {
            return Some(s);
        }
        let legal = s.legal_actions();
        s.apply(legal[rng.below(legal.len() as u32) as usize])
            .unwrap();
    }
    None
}

#[test]
fn the_special_building_phase_builds_ships_but_moves_none() {
    for (name, n) in [("new-shores-6.ron", 6), ("fog-islands-6.ron", 5)] {
        let s = (0..20)
            .find_map(|seed| special_build_at_sea(name, n, seed))
            .unwrap_or_else(|| panic!("{name}: no special building phase with a ship spot"));
        let Phase::SpecialBuild { builder } = s.phase() else {
            unreachable!()
        };
        assert_ne!(builder, s.current(), "{name}: another seat builds");
        // the builder holds a ship's cost, taken from the bank
        let mut setup = s.to_setup(1);
        let cost = s.rules().costs.ship;
        setup.players[builder.index()].hand.add(&cost);
        setup.bank.sub(&cost);
        let s = State::from_setup(setup).unwrap();
        let spot = s.ship_spots(builder).iter().next().unwrap();
        let build = Action::BuildShip(crate::core::topology::EdgeId(spot as u16));
        assert!(s.legal_actions().contains(&build), "{name}: offered");
        let moves = s
            .legal_actions()
            .iter()
            .any(|a| matches!(a, Action::MoveShip { .. }));
        assert!(!moves, "{name}: no ship sails in a special building phase");
        let mut after = s.clone();
        after.apply(build).unwrap();
        let sea = after.sea().unwrap();
        assert!(sea.ships[builder.index()].contains(spot), "{name}: built");
        assert_eq!(
            sea.ships_left[builder.index()] + 1,
            s.sea().unwrap().ships_left[builder.index()]
        );
        assert_eq!(after.phase(), Phase::SpecialBuild { builder });
        assert_eq!(check_invariants(&after), Ok(()), "{name}");
        // a ship of the builder's own cannot sail in the phase either
        if let Some(from) = sea.ships[builder.index()].iter().next() {
            let sail = Action::MoveShip {
                from: crate::core::topology::EdgeId(from as u16),
                to: build_target(&after, builder),
            };
            let refused = after.check(&sail).map_err(|e| e.rule);
            assert_eq!(refused, Err(Rule::Phase), "{name}");
        }
    }
}

/// Some side the builder could build a ship on (where a moved ship might go).
fn build_target(s: &State<WIDE>, p: Seat) -> crate::core::topology::EdgeId {
    let e = s.ship_spots(p).iter().next().unwrap_or(0);
    crate::core::topology::EdgeId(e as u16)
}

#[test]
fn each_five_six_layout_hosts_six_and_plays_to_the_end_with_every_invariant() {
    for name in [
        "new-shores-6.ron",
        "four-islands-6.ron",
        "fog-islands-6.ron",
        "through-the-desert-6.ron",
    ] {
        let b = board(name);
        assert_eq!(b.opening_capacity(), 6, "{name}");
        assert!(b.num_edges() > 256, "{name}: runs wide");
        let mut s = State::new(b, Arc::new(Rules::five_six()), 6, 3).unwrap();
        let mut rng = GameRng::new(3);
        let mut steps = 0;
        while !s.is_over() && steps < 60_000 {
            let legal = s.legal_actions();
            s.apply(legal[rng.below(legal.len() as u32) as usize])
                .unwrap();
            if steps % 101 == 0 {
                assert_eq!(check_invariants(&s), Ok(()), "{name} step {steps}");
            }
            steps += 1;
        }
        assert!(s.is_over(), "{name}: unfinished after {steps} steps");
        assert_eq!(check_invariants(&s), Ok(()), "{name}");
    }
}
