//! One log line per happening: a gold field's pay-out is said once.

use super::describe;
use crate::core::action::EventSink;
use crate::core::wide::Board;
use crate::core::{Action, Event, Events, ResourceSet, Seat};
use crate::game::i18n::Lang;

#[test]
fn a_gold_choice_is_logged_once() {
    let board = Board::standard_sized();
    let cards = ResourceSet([0, 0, 0, 1, 1]);
    let mut ev = Events::default();
    // the core pays the chosen cards as a production
    ev.push(Event::Produced {
        seat: Seat(2),
        cards,
    });
    for lang in [Lang::English, Lang::Czech] {
        let lines = describe(
            lang,
            &board,
            Seat(2),
            &Action::ChooseGold(cards),
            &ev,
            false,
        );
        assert_eq!(lines.len(), 1, "{lang:?}: {lines:?}");
        assert_eq!(lines[0].0, Seat(2));
    }
    let en = describe(
        Lang::English,
        &board,
        Seat(2),
        &Action::ChooseGold(cards),
        &ev,
        false,
    );
    assert_eq!(en[0].1, "Orange took 1 sheep, 1 stone from gold");
    // a roll's production is still told
    let roll = describe(Lang::English, &board, Seat(2), &Action::Roll, &ev, false);
    assert_eq!(roll.len(), 1, "{roll:?}");
    assert!(roll[0].1.contains(" got "), "{roll:?}");
}

#[test]
fn a_build_in_a_special_building_phase_says_so_whoever_builds() {
    let board = Board::standard_sized();
    let v = crate::core::VertexId::at(0);
    let ev = Events::default();
    for lang in [Lang::English, Lang::Czech] {
        let lines = describe(
            lang,
            &board,
            Seat(3),
            &Action::BuildSettlement(v),
            &ev,
            true,
        );
        let plain = describe(
            lang,
            &board,
            Seat(3),
            &Action::BuildSettlement(v),
            &ev,
            false,
        );
        let phase = match lang {
            Lang::English => " (special building phase)",
            Lang::Czech => " (zvláštní stavební fáze)",
        };
        assert_eq!(lines[0].1, format!("{}{phase}", plain[0].1), "{lang:?}");
        // the phase's end says nothing
        assert!(describe(lang, &board, Seat(3), &Action::EndTurn, &ev, true).is_empty());
    }
}
