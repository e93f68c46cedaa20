//! The Forgotten Tribe on the wire: a card gift's kind is told to its taker only (the others and
//! the watchers hear "a development card"), and a harbour placed is told to everyone.

use super::events::{WireEvent, public_events};
use crate::core::action::TribeEvent;
use crate::core::terrain::HarbourKind;
use crate::core::{DevCard, EdgeId, Event, Seat};

fn gift(card: Option<DevCard>) -> Event {
    Event::Tribe(TribeEvent::Gift {
        seat: Seat(1),
        gift: 9,
        card,
        kept: false,
    })
}

#[test]
fn a_card_gifts_kind_is_told_to_its_taker_only() {
    let taken = gift(Some(DevCard::Monopoly));
    assert_eq!(
        WireEvent::of(&taken, Seat(1)),
        WireEvent::Tribe(TribeEvent::Gift {
            seat: Seat(1),
            gift: 9,
            card: Some(DevCard::Monopoly),
            kept: false,
        })
    );
    for other in [Seat(0), Seat(2), Seat(3)] {
        let told = WireEvent::of(&taken, other);
        assert_eq!(told, WireEvent::of(&gift(None), Seat(1)), "seat {other}");
        // and back in the window: a development card, its kind unknown
        assert_eq!(told.core(), gift(None));
    }
    let watched = public_events(&[WireEvent::of(&taken, Seat(1))]);
    assert_eq!(watched, vec![WireEvent::of(&gift(None), Seat(1))]);
}

#[test]
fn a_harbour_placed_is_told_to_everyone_as_it_is() {
    let placed = Event::Tribe(TribeEvent::HarbourPlaced {
        seat: Seat(2),
        edge: EdgeId(40),
        kind: HarbourKind::Stone,
    });
    for to in Seat::all(4) {
        let told = WireEvent::of(&placed, to);
        assert_eq!(told.core(), placed, "seat {to}");
    }
    let json = serde_json::to_string(&WireEvent::of(&placed, Seat(0))).unwrap();
    assert!(json.contains("harbour_placed"), "{json}");
}
