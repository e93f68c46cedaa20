//! A person's wish to build in their next special building phase reaches the session as a
//! message (no mailbox in the dialogs' state).

use super::share_special_build_choice;
use crate::core::Seat;
use crate::game::session::{Session, SpecialWish};
use crate::game::tests::app_with;
use bevy::prelude::*;

#[test]
fn a_special_building_wish_sent_as_a_message_reaches_the_session() {
    let mut app = app_with(&["human", "ai", "ai"], 5, None);
    app.add_systems(Update, share_special_build_choice);
    let seat = Seat(2);
    let wants = |app: &App| app.world().resource::<Session>().talk.wants_special & seat.bit() != 0;
    app.update();
    assert!(!wants(&app));
    app.world_mut()
        .write_message(SpecialWish { seat, on: true });
    app.update();
    assert!(wants(&app), "the wish is in the session's talk");
    app.world_mut()
        .write_message(SpecialWish { seat, on: false });
    app.update();
    assert!(!wants(&app), "and taken back");
}
