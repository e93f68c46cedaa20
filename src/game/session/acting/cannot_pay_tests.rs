//! A person's decline given for them — they cannot pay what the offer asks — is said with its
//! reason, in both languages (play-test 6: "Red declined", never shown nor explained).

use super::say_cannot_pay;
use crate::core::{Action, Phase, Resource, ResourceSet, Seat};
use crate::game::i18n::Lang;
use crate::game::session::{Act, Session};
use crate::game::tests::{app_with, play_plainly};

/// Pass-and-play, two people: the one on turn offers a card for a material the other does not
/// hold; the other declines at once, and the log says they cannot pay it.
#[test]
fn an_offer_a_person_cannot_pay_is_declined_with_the_reason_in_the_log() {
    let mut app = app_with(&["human", "human"], 9, None);
    for _ in 0..3000 {
        let (actor, phase, st) = {
            let s = app.world().resource::<Session>();
            let st = s.game.state.clone();
            assert!(!st.is_over(), "no turn with an offer the other cannot pay");
            (st.actor(), st.phase, st)
        };
        let other = Seat(1 - actor.0);
        let (mine, theirs) = (st.player(actor).hand(), st.player(other).hand());
        let give = Resource::ALL.into_iter().find(|&r| mine.get(r) > 0);
        let lacking = Resource::ALL
            .into_iter()
            .find(|&r| theirs.get(r) == 0 && Some(r) != give);
        if let (Phase::Main, Some(give), Some(lacking)) = (phase, give, lacking) {
            let offer = Action::OfferTrade {
                give: ResourceSet::one(give),
                get: ResourceSet::one(lacking),
                to: other.bit(),
            };
            if st.check(&offer).is_ok() {
                app.world_mut().write_message(Act {
                    seat: actor,
                    action: offer,
                });
                app.update();
                let s = app.world().resource::<Session>();
                assert_eq!(s.game.state.phase, Phase::Main, "declined at once");
                let name = ["Red", "Blue"][other.index()];
                let line = format!(
                    "{name} declines automatically: cannot pay 1 {}",
                    lacking.name()
                );
                let last = &s.log.last().unwrap().text;
                assert_eq!(last, &line);
                return;
            }
        }
        play_plainly(&mut app);
    }
    panic!("no turn with an offer the other cannot pay");
}

/// The line in Czech: the plain "declined" line of the seat becomes the one with the reason.
#[test]
fn the_reason_is_said_in_czech_too() {
    let mut app = app_with(&["human", "human"], 9, None);
    let mut session = app.world_mut().resource_mut::<Session>();
    session.log.push(crate::game::session::LogLine {
        seat: Some(Seat(1)),
        text: "Modrý odmítl".into(),
        by_computer: false,
        only: None,
        minor: true,
    });
    let asked = ResourceSet([0, 0, 1, 0, 1]);
    say_cannot_pay(&mut session, Seat(1), asked, Lang::Czech);
    let line = session.log.last().unwrap();
    assert_eq!(
        line.text,
        "Modrý automaticky odmítá: nemůže zaplatit 1 obilí, 1 kámen"
    );
    assert!(!line.minor, "said in the summary of the turn too");
}
