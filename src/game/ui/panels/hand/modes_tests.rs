//! The build buttons and their keys follow one rule: a mode opens exactly when a move of its kind
//! is legal now — "move ship" is greyed (with its reason) whenever no ship can move — checked at
//! every moment a person acts in a seeded Seafarers game.

use super::mode_refusal;
use crate::core::{Action, Phase, Seat};
use crate::game::i18n::Lang;
use crate::game::screens::playing::keys::press_mode;
use crate::game::session::{Act, Session};
use crate::game::settings::new_game_from_flags;
use crate::game::table::picking::{BuildMode, Placing, clickable};
use crate::game::tests::app_with;

const KINDS: [Placing; 5] = [
    Placing::Road,
    Placing::Settlement,
    Placing::City,
    Placing::Ship,
    Placing::Sail(None),
];

/// The person's move: a ship when one can be built, a ship moved every other turn, else the end
/// of the turn (else the first legal move).
fn choose(s: &Session) -> Action {
    let legal = s.legal();
    let turn = s.game.state.turns();
    let find = |f: fn(&Action) -> bool| legal.iter().copied().find(f);
    find(|a| matches!(a, Action::BuildShip(_)))
        .or_else(|| {
            find(|a| matches!(a, Action::MoveShip { .. })).filter(|_| turn.is_multiple_of(2))
        })
        .or_else(|| find(|a| *a == Action::EndTurn))
        .or_else(|| find(|a| *a == Action::DeclineTrade))
        .unwrap_or(legal[0])
}

#[test]
fn a_build_button_and_its_key_open_exactly_when_the_move_is_legal() {
    let players = ["human", "medium", "medium", "medium"].map(String::from);
    let mut app = app_with(&["human", "medium", "medium", "medium"], 4, None);
    let board = Some("boards/seafarers/four-islands.ron");
    let game = new_game_from_flags(&players, board, None, 4).unwrap();
    let (session, computers) = Session::start(game, None).unwrap();
    app.insert_resource(session);
    app.insert_resource(computers);
    let (mut checked, mut ships_but_none_moves) = (0, 0);
    for _ in 0..20_000 {
        app.update();
        let s = app.world().resource::<Session>();
        let st = &s.game.state;
        if st.is_over() || st.turns() > 60 {
            break;
        }
        if st.actor() != Seat(0) {
            continue;
        }
        let legal = s.legal();
        for p in KINDS {
            let any = st.phase.may_build() && legal.iter().any(|a| p.matches(a));
            let refused = mode_refusal(s, Some(Seat(0)), &legal, p, Lang::English);
            assert_eq!(refused.is_none(), any, "{p:?} in {:?}", st.phase);
            assert!(
                refused.is_none_or(|why| !why.is_empty()),
                "{p:?}: no reason"
            );
            let mut mode = BuildMode(None);
            press_mode(&mut mode, p, s, Seat(0), &legal);
            assert_eq!(mode.0.is_some(), any, "{p:?}'s key in {:?}", st.phase);
            if any && p == Placing::Sail(None) {
                assert!(!clickable(s, Some(p)).is_empty(), "a ship to pick");
            }
            let ships = st.sea().is_some_and(|m| !m.ships[0].is_empty());
            if p == Placing::Sail(None) && st.phase == Phase::Main && ships && !any {
                ships_but_none_moves += 1;
            }
            checked += 1;
        }
        let action = choose(s);
        app.world_mut().write_message(Act {
            seat: Seat(0),
            action,
        });
    }
    eprintln!("{checked} checks, {ships_but_none_moves} with ships and none to move");
    assert!(ships_but_none_moves > 0, "the case the tester met was seen");
}
