//! A theft's label goes to the tile of the piece that stole: the pirate's sea tile for a theft
//! by the pirate (play-test 8: it showed on the robber's land tile), the robber's for the
//! robber's.

use super::thefts;
use crate::core::{Event, FaceId, Resource, Seat};

fn stole() -> Event {
    Event::Stole {
        thief: Seat(1),
        victim: Seat(0),
        card: Resource::Stone,
    }
}

#[test]
fn a_theft_by_the_pirate_is_labelled_on_the_pirates_tile() {
    let (robber, sea) = (FaceId(4), FaceId(17));
    let by_pirate = thefts(&[Event::PirateMoved(sea), stole()], robber);
    assert_eq!(by_pirate, vec![(stole(), sea)]);
    let by_robber = thefts(&[Event::RobberMoved(FaceId(9)), stole()], robber);
    assert_eq!(by_robber, vec![(stole(), FaceId(9))]);
    // a knight's theft after the robber moved: still the robber's
    assert_eq!(thefts(&[stole()], robber), vec![(stole(), robber)]);
    assert!(thefts(&[Event::PirateMoved(sea)], robber).is_empty());
}
