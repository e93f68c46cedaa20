//! The tiles that paid (`Event::Paid`) account for every card a roll, an opening settlement or
//! a tile turned over gave: per seat and material, the shares are the `Produced` totals.

use crate::core::action::TilePaid;
use crate::core::*;
use std::sync::Arc;

/// Random legal games, every action's events checked; with `short_bank` the bank holds one card
/// of each material before every roll (so that claims run past it).
fn check_games(board: Arc<Board>, rules: Rules, games: u64, short_bank: bool) -> (u32, u32) {
    let rules = Arc::new(rules);
    let (mut paying_rolls, mut shortages) = (0, 0);
    for seed in 0..games {
        let mut s = State::new(board.clone(), rules.clone(), 4, seed).unwrap();
        let mut pick = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
        while !s.is_over() && s.turns() < 400 {
            let legal = s.legal_actions();
            pick ^= pick << 13;
            pick ^= pick >> 7;
            pick ^= pick << 17;
            let a = legal[(pick % legal.len() as u64) as usize];
            if short_bank && a == Action::Roll {
                s.bank = ResourceSet::splat(1);
            }
            let ev = s.apply(a).unwrap();
            let ev = ev.as_slice();
            if matches!(a, Action::ChooseGold(_)) {
                continue; // gold is chosen, not paid by a tile
            }
            let mut produced = [ResourceSet::EMPTY; 6];
            let mut paid = [ResourceSet::EMPTY; 6];
            for e in ev {
                match *e {
                    Event::Produced { seat, cards } => produced[seat.index()].add(&cards),
                    Event::Paid(TilePaid {
                        face,
                        resource,
                        shares,
                    }) => {
                        assert_eq!(s.board.resource[face.index()], Some(resource));
                        for (q, &n) in shares.iter().enumerate() {
                            paid[q].0[resource.index()] += n;
                        }
                    }
                    Event::Shortage(_) => shortages += 1,
                    _ => {}
                }
            }
            assert_eq!(paid, produced, "seed {seed}: {a:?} {ev:?}");
            let rolled = ev.iter().any(|e| matches!(e, Event::Rolled(..)));
            if rolled && ev.iter().any(|e| matches!(e, Event::Paid(_))) {
                paying_rolls += 1;
            }
        }
    }
    (paying_rolls, shortages)
}

#[test]
fn every_card_a_roll_or_the_opening_gives_comes_from_a_tile() {
    let (paying, _) = check_games(Arc::new(Board::standard()), Rules::standard(), 12, false);
    assert!(paying > 100, "{paying} paying rolls");
}

/// A bank that runs short pays nobody that material, or (older editions) its one claimant
/// what is left: the tiles' shares say the same.
#[test]
fn a_short_bank_is_told_by_the_tiles_too() {
    for shortage in [
        rules::Shortage::NobodyGets,
        rules::Shortage::OnlyClaimantGetsRest,
    ] {
        let rules = Rules {
            shortage,
            ..Rules::standard()
        };
        let (paying, shortages) = check_games(Arc::new(Board::standard()), rules, 6, true);
        assert!(paying > 20, "{shortage:?}: {paying} paying rolls");
        assert!(shortages > 10, "{shortage:?}: {shortages} shortages");
    }
}

#[test]
fn at_sea_a_tile_turned_over_pays_too() {
    let text = include_str!("../../../boards/seafarers/fog-islands.ron");
    let file: BoardFile = crate::core::ron_file::parse_ron("fog-islands", text).unwrap();
    let board = Arc::new(Board::from_file(file).unwrap());
    let (paying, _) = check_games(board, Rules::seafarers(), 6, false);
    assert!(paying > 20, "{paying} paying rolls");
}
