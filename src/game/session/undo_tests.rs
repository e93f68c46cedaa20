//! Undo after the opening: the opening's last road cannot be taken back, so Undo is not lit.

use crate::core::Seat;
use crate::game::session::{Act, Session};
use crate::game::tests::app_with;

/// The opening played through (the person's placements the first legal ones); whether the
/// person placed its last piece, and whether anyone may then undo.
fn after_the_opening(players: &[&str]) -> (bool, bool) {
    let mut app = app_with(players, 5, None);
    for _ in 0..400 {
        let (actor, legal, human, setup) = {
            let s = app.world().resource::<Session>();
            let actor = s.game.state.actor();
            (actor, s.legal(), s.is_human(actor), s.game.state.in_setup())
        };
        if !setup {
            break;
        }
        if human {
            app.world_mut().write_message(Act {
                seat: actor,
                action: legal[0],
            });
        }
        app.update();
    }
    let s = app.world().resource::<Session>();
    assert!(!s.game.state.in_setup(), "the opening did not end");
    let last = s.game.record.steps.last().unwrap();
    let by_person = s.is_human(last.seat);
    let any = Seat::all(s.game.state.num_players()).any(|q| s.can_undo(q));
    (by_person, any)
}

#[test]
fn the_openings_last_road_cannot_be_taken_back() {
    let mut person_placed_last = false;
    for players in [["human", "ai"], ["ai", "human"]] {
        let (by_person, undo) = after_the_opening(&players);
        person_placed_last |= by_person;
        assert!(!undo, "{players:?}: Undo lit after the opening");
    }
    assert!(
        person_placed_last,
        "no game where the person placed the last piece"
    );
}
