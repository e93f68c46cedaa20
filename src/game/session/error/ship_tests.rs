//! Why a ship stays agrees with the rules core at every turn of computer games on a Seafarers
//! board: a ship has no reason exactly when it may sail somewhere, and "no ship moves" exactly
//! when no move is legal — with a reason of its own kind, never "it must join your road".

use super::{ShipStays, no_ship_moves, ship_stays};
use crate::core::wide::{PlayerView, State};
use crate::core::{Action, EdgeId, Phase, Player, Seat};
use crate::game::settings::new_game_from_flags;

fn sea_game(seed: u64) -> (State, Vec<Box<dyn Player<{ crate::core::wide::W }>>>) {
    let board = crate::files::asset_root()
        .join("boards/seafarers/new-shores.ron")
        .to_string_lossy()
        .into_owned();
    let flags = vec!["easy".to_string(); 4];
    let game = new_game_from_flags(&flags, Some(&board), None, seed).unwrap();
    let state = State::new(game.board, game.rules, 4, seed).unwrap();
    let players = (0..4)
        .map(|i| {
            crate::lab::PlayerSpec::parse("easy")
                .unwrap()
                .create_sized(i)
        })
        .collect();
    (state, players)
}

/// The reasons of the player on turn's ships against the legal moves of `state`.
fn check(
    state: &State,
    at: (u64, usize),
    seen: &mut [usize; 2],
    kinds: &mut std::collections::BTreeSet<ShipStays>,
) {
    let p: Seat = state.current;
    let legal = state.legal_actions();
    let ships = state.sea().unwrap().ships[p.index()];
    for e in ships.iter() {
        let sails = legal
            .iter()
            .any(|a| matches!(a, Action::MoveShip { from, .. } if from.index() == e));
        let why = ship_stays(state, p, EdgeId::at(e));
        assert_eq!(why.is_none(), sails, "{at:?} ship {e}: {why:?}");
    }
    let any = legal.iter().any(|a| matches!(a, Action::MoveShip { .. }));
    let none = no_ship_moves(state, p);
    assert_eq!(none.is_none(), any, "{at:?}: {none:?}");
    if !ships.is_empty() {
        seen[usize::from(!any)] += 1;
    }
    kinds.extend(none);
}

#[test]
fn a_ships_reason_agrees_with_the_rules() {
    let mut seen = [0usize; 2]; // [a ship may move, none may]
    let mut kinds = std::collections::BTreeSet::new();
    for seed in [3, 4] {
        let (mut state, mut players) = sea_game(seed);
        for step in 0..6000 {
            if state.is_over() {
                break;
            }
            if state.phase == Phase::Main {
                check(&state, (seed, step), &mut seen, &mut kinds);
            }
            let seat = state.actor();
            let view = PlayerView::new(&state, seat);
            let player = &mut players[seat.index()];
            let action = match state.phase {
                Phase::Discard { .. } => player.choose_discard(&view).map(Action::Discard),
                _ => None,
            };
            let action = action.unwrap_or_else(|| {
                let legal = state.legal_actions();
                player.choose(&view, &legal)
            });
            state.apply(action).unwrap();
        }
    }
    assert!(seen[0] > 0 && seen[1] > 0, "{seen:?}");
    // the ship at the open end with nowhere to go: the case the old words called unjoined
    assert!(kinds.contains(&ShipStays::NoFreeSide), "{kinds:?}");
    assert!(kinds.contains(&ShipStays::BuiltThisTurn), "{kinds:?}");
}

#[test]
fn every_reason_has_words_in_both_languages() {
    use crate::game::i18n::{Lang, tr};
    for why in [
        ShipStays::NoShips,
        ShipStays::MovedAlready,
        ShipStays::BuiltThisTurn,
        ShipStays::Pirate,
        ShipStays::ClosedRoute,
        ShipStays::NoFreeSide,
    ] {
        let en = tr(Lang::English, why.message());
        let cs = tr(Lang::Czech, why.message());
        assert!(!en.contains("why-") && !cs.contains("why-"), "{en} / {cs}");
        assert_ne!(en, cs);
        assert_ne!(en, tr(Lang::English, "why-not-connected"));
    }
}

/// The greyed "Move ship" button says the ship's own reason in a position where the ship at
/// the open end has nowhere to sail (play-test 7: "It must join your own road or building").
#[test]
fn the_greyed_button_says_the_ships_reason() {
    use crate::game::i18n::{Lang, tr};
    use crate::game::table::picking::Placing;
    use crate::game::ui::panels::hand::mode_refusal;
    let (mut state, mut players) = sea_game(3);
    let mut found = None;
    for _ in 0..6000 {
        if state.is_over() {
            break;
        }
        if state.phase == Phase::Main
            && no_ship_moves(&state, state.current) == Some(ShipStays::NoFreeSide)
        {
            found = Some(state.clone());
            break;
        }
        let seat = state.actor();
        let view = PlayerView::new(&state, seat);
        let player = &mut players[seat.index()];
        let action = match state.phase {
            Phase::Discard { .. } => player.choose_discard(&view).map(Action::Discard),
            _ => None,
        };
        let action = action.unwrap_or_else(|| player.choose(&view, &state.legal_actions()));
        state.apply(action).unwrap();
    }
    let state = found.expect("a ship at the open end with nowhere to sail");
    let board = state.board().clone();
    let game = crate::game::settings::NewGame {
        seats: vec![crate::game::settings::SeatSpec::Human; 4],
        board,
        rules: state.rules().clone(),
        seed: 3,
    };
    let (mut session, _) = crate::game::session::Session::start(game, None).unwrap();
    session.game.state = state;
    let me = session.game.state.current;
    let legal = session.legal();
    for lang in [Lang::English, Lang::Czech] {
        let said = mode_refusal(&session, Some(me), &legal, Placing::Sail(None), lang);
        assert_eq!(said, Some(tr(lang, "why-ship-no-free-side")), "{lang:?}");
    }
}
