//! Pass-and-play hands the screen off only when someone else saw it since: a person who took
//! the screen for a computer's question keeps it into their own turn (play-test 7: "Pass to
//! Red" right after Red answered), and a person's offer taken by one other person is made
//! without handing the screen back to the offerer only to click "Trade with …".

use super::Gate;
use super::privacy_tests::covers;
use crate::core::{Action, Phase, Resource, ResourceSet, Seat};
use crate::game::session::{Act, Session};
use crate::game::settings::Settings;
use crate::game::tests::app_with;

#[test]
fn no_cover_for_the_person_who_holds_the_screen() {
    let (mut needless, mut questions, mut leaks) = (0, 0, 0);
    for seed in 1..=4 {
        let c = covers(seed, 40);
        eprintln!("seed {seed}: {c:?}");
        needless += c.needless;
        questions += c.questions;
        leaks += c.leaks;
    }
    assert_eq!(leaks, 0, "a hand shown without its person");
    assert!(questions > 0, "no question was asked");
    assert_eq!(needless, 0, "covers for the person holding the screen");
}

/// An offer of Red's to Blue alone: a card Red holds for another card Blue holds.
fn red_offer(st: &crate::core::wide::State) -> Option<Action> {
    let pick = |h: ResourceSet, not: Option<Resource>| {
        Resource::ALL
            .into_iter()
            .find(|&r| h.get(r) > 0 && Some(r) != not)
    };
    let give = pick(st.players[0].hand, None)?;
    let get = pick(st.players[1].hand, Some(give))?;
    let offer = Action::OfferTrade {
        give: ResourceSet::one(give),
        get: ResourceSet::one(get),
        to: 1 << 1,
    };
    st.check(&offer).is_ok().then_some(offer)
}

/// Red offers Blue (both people) a card Blue holds; Blue accepts behind Blue's cover; the trade
/// is made at once — Red gets the screen back for the rest of the turn with the trade done, not
/// to click "Trade with Blue".
#[test]
fn one_persons_acceptance_completes_the_trade_without_a_hand_off() {
    let mut app = app_with(&["human", "human", "medium", "medium"], 8, None);
    app.world_mut().resource_mut::<Settings>().hidden_hands = true;
    app.add_plugins(super::plugin);
    let mut offered = None;
    // covers for Red while the trade still waits for Red's confirmation
    let mut covers_to_confirm = 0;
    let mut accepted = false;
    for _ in 0..8_000 {
        app.update();
        let wait = app.world().resource::<Gate>().waiting_for;
        if let Some(w) = wait {
            let phase = app.world().resource::<Session>().game.state.phase;
            if w == Seat(0) && matches!(phase, Phase::TradeConfirm { .. }) {
                covers_to_confirm += 1;
            }
            let mut g = app.world_mut().resource_mut::<Gate>();
            g.viewer = Some(w);
            g.waiting_for = None;
            continue;
        }
        let s = app.world().resource::<Session>();
        let st = &s.game.state;
        let actor = st.actor();
        if !s.is_human(actor) {
            continue;
        }
        let legal = s.legal();
        let action = match st.phase {
            Phase::TradeAnswers { .. } if actor == Seat(1) && offered.is_some() => {
                accepted = true;
                Action::AcceptTrade
            }
            Phase::TradeAnswers { .. } => Action::DeclineTrade,
            Phase::Main if actor == Seat(0) && offered.is_none() => match red_offer(st) {
                Some(offer) => {
                    offered = Some(st.players[1].hand);
                    offer
                }
                None if legal.contains(&Action::EndTurn) => Action::EndTurn,
                None => legal[0],
            },
            Phase::Main if legal.contains(&Action::EndTurn) => Action::EndTurn,
            _ => legal[0],
        };
        if accepted && st.phase == Phase::Main && actor == Seat(0) {
            break;
        }
        app.world_mut().write_message(Act {
            seat: actor,
            action,
        });
    }
    assert!(accepted, "Blue never answered Red's offer");
    let s = app.world().resource::<Session>();
    assert_ne!(
        Some(s.game.state.players[1].hand),
        offered,
        "the trade was made"
    );
    assert_eq!(
        covers_to_confirm, 0,
        "Red handed the screen only to confirm"
    );
}
