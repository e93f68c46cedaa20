//! The Forgotten Tribe's rules on the shipped 4-player board: games of random legal moves with
//! every invariant held and every kind of gift taken, a harbour placed at once and one kept.

use crate::core::action::{Action, Event, TribeEvent};
use crate::core::bits::WIDE;
use crate::core::board::{Board, BoardFile, Gift};
use crate::core::invariants::check_invariants;
use crate::core::{GameRng, Rules, State};
use std::sync::Arc;

fn board() -> Arc<Board<WIDE>> {
    let path = format!(
        "{}/boards/seafarers/forgotten-tribe.ron",
        env!("CARGO_MANIFEST_DIR")
    );
    let file: BoardFile = ron::from_str(&std::fs::read_to_string(path).unwrap()).unwrap();
    Arc::new(Board::from_file_sized(file).unwrap())
}

fn game(seed: u64) -> State<WIDE> {
    State::new(board(), Arc::new(Rules::seafarers()), 4, seed).unwrap()
}

/// A random legal move, preferring ships (and a ship onto a gift) so gifts are met often.
fn pick(s: &State<WIDE>, rng: &mut GameRng) -> Action {
    let legal = s.legal_actions();
    let gift: Vec<Action> = legal
        .iter()
        .copied()
        .filter(|a| s.gift_of_action(a).is_some())
        .collect();
    if !gift.is_empty() {
        return gift[rng.below(gift.len() as u32) as usize];
    }
    let keen: Vec<Action> = legal
        .iter()
        .copied()
        .filter(|a| matches!(a, Action::BuildShip(_) | Action::MoveShip { .. }))
        .collect();
    if !keen.is_empty() && rng.below(3) > 0 {
        return keen[rng.below(keen.len() as u32) as usize];
    }
    legal[rng.below(legal.len() as u32) as usize]
}

#[derive(Default, Debug)]
struct Seen {
    points: u32,
    cards: u32,
    to_place: u32,
    kept: u32,
    placed: u32,
    placed_later: u32,
}

fn note(s: &State<WIDE>, ev: &[Event], before: &Action, seen: &mut Seen) {
    for e in ev {
        match *e {
            Event::Tribe(TribeEvent::Gift { gift, kept, .. }) => {
                match s.gift_sides()[gift as usize].gift {
                    Gift::VictoryPoint => seen.points += 1,
                    Gift::DevelopmentCard => seen.cards += 1,
                    Gift::Harbour(_) if kept => seen.kept += 1,
                    Gift::Harbour(_) => seen.to_place += 1,
                }
            }
            Event::Tribe(TribeEvent::HarbourPlaced { .. }) => {
                seen.placed += 1;
                // placed with nothing waiting: a kept harbour placed on a later turn
                if s.harbour_to_place().is_none()
                    && matches!(before, Action::PlaceHarbour { .. })
                    && s.tribe().is_some_and(|t| t.placing.is_none())
                {
                    seen.placed_later += u32::from(s.phase() == crate::core::Phase::Main);
                }
            }
            _ => {}
        }
    }
}

#[test]
fn random_games_keep_every_invariant_and_take_every_kind_of_gift() {
    let mut seen = Seen::default();
    for seed in 0..6u64 {
        let mut s = game(seed);
        let mut rng = GameRng::new(seed);
        let mut steps = 0;
        while !s.is_over() && steps < 60_000 {
            let a = pick(&s, &mut rng);
            let ev = s.apply(a).unwrap();
            note(&s, ev.as_slice(), &a, &mut seen);
            if steps % 7 == 0 || !ev.as_slice().is_empty() && s.tribe().is_some() {
                assert_eq!(check_invariants(&s), Ok(()), "seed {seed} step {steps}");
            }
            steps += 1;
        }
        assert!(s.is_over(), "seed {seed}: {steps} steps");
    }
    assert!(
        seen.points > 0 && seen.cards > 0 && seen.to_place > 0 && seen.placed > 0,
        "{seen:?}"
    );
    assert!(seen.kept > 0, "{seen:?}");
}

#[test]
fn a_harbour_to_place_allows_nothing_else() {
    for seed in 0..20u64 {
        let mut s = game(seed);
        let mut rng = GameRng::new(seed);
        while !s.is_over() {
            if let Some((p, kind)) = s.harbour_to_place() {
                let legal = s.legal_actions();
                assert!(!legal.is_empty());
                assert!(
                    legal
                        .iter()
                        .all(|a| matches!(a, Action::PlaceHarbour { kind: k, .. } if *k == kind))
                );
                assert_eq!(s.actor(), p);
                assert!(s.check(&Action::EndTurn).is_err());
                return;
            }
            let a = pick(&s, &mut rng);
            s.apply(a).unwrap();
        }
    }
    panic!("no harbour to place in 20 games");
}

/// A person's gift harbour is placed for them on its first side (the table does not ask yet):
/// a game of people never waits on it; a computer's is left to the computer.
#[test]
fn a_persons_harbour_to_place_is_due_and_a_computers_is_not() {
    for seed in 0..20u64 {
        let mut s = game(seed);
        let mut rng = GameRng::new(seed);
        while !s.is_over() {
            if let Some((p, _)) = s.harbour_to_place() {
                let record = crate::core::GameRecord::new(&s, vec![String::new(); 4], Some(seed));
                let t = crate::core::Table::new(s.clone(), record);
                assert_eq!(t.due_answer(0, 0), None, "a computer chooses its own side");
                let (who, a) = t.due_answer(p.bit(), 0).expect("due for a person");
                assert_eq!(who, p);
                assert_eq!(a, s.legal_actions()[0]);
                assert!(matches!(a, Action::PlaceHarbour { .. }));
                s.apply(a).unwrap();
                assert!(s.harbour_to_place().is_none());
                return;
            }
            let a = pick(&s, &mut rng);
            s.apply(a).unwrap();
        }
    }
    panic!("no harbour to place in 20 games");
}
