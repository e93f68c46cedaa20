//! Tests of the offer dialog's list of players asked.

use super::{OfferDraft, asked};
use crate::core::{ResourceSet, Seat};
use crate::game::session::Session;
use crate::game::tests::{app_with, play_to_main_phase_of_seat_0};

/// The "Ask" list starts with every player who could accept by the public counts ticked, the
/// other person included — whatever another seat ticked on its turn (Blue's own box, missing
/// from Blue's list, left Blue unticked for Red) — and keeps the drafter's own ticks that turn.
#[test]
fn the_ask_list_starts_with_everyone_who_could_accept() {
    let mut app = app_with(&["human", "human", "ai"], 4, None);
    play_to_main_phase_of_seat_0(&mut app);
    let mut state = app.world().resource::<Session>().game.state.clone();
    assert!(state.players[1].hand.total() > 0 && state.players[2].hand.total() > 0);
    let both = Seat(1).bit() | Seat(2).bit();
    assert_eq!(asked(&state, Seat(0), &OfferDraft::default()), both);
    // what Blue's dialog kept: everyone but Blue
    let blues = OfferDraft {
        to: Some((Seat(1), state.turns(), Seat(0).bit() | Seat(2).bit())),
        ..OfferDraft::default()
    };
    assert_eq!(asked(&state, Seat(0), &blues), both, "Blue ticked for Red");
    // Red's own choice this turn stays
    let reds = OfferDraft {
        to: Some((Seat(0), state.turns(), Seat(2).bit())),
        ..OfferDraft::default()
    };
    assert_eq!(asked(&state, Seat(0), &reds), Seat(2).bit());
    // a player without a card cannot accept: not ticked; nor one with fewer than asked
    state.players[2].hand = ResourceSet::default();
    assert_eq!(
        asked(&state, Seat(0), &OfferDraft::default()),
        Seat(1).bit()
    );
    let many = OfferDraft {
        get: ResourceSet([state.players[1].hand.total() as u8 + 1, 0, 0, 0, 0]),
        ..OfferDraft::default()
    };
    assert_eq!(asked(&state, Seat(0), &many), 0);
}
