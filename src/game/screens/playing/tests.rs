use super::*;
use crate::core::{Resource, ResourceSet, Seat};
use crate::game::tests::{app_with, play_to_main_phase_of_seat_0};

fn press_escape(app: &mut App) {
    let mut keys = app.world_mut().resource_mut::<ButtonInput<KeyCode>>();
    keys.press(KeyCode::Escape);
    app.update();
    let mut keys = app.world_mut().resource_mut::<ButtonInput<KeyCode>>();
    keys.release(KeyCode::Escape);
    keys.clear();
}

/// Two people in the main phase of seat 0, hands open, Esc read; seat 0 has offered
/// seat 1 a card seat 1 holds.
fn offer_on_the_table() -> (App, ResourceSet, ResourceSet) {
    let mut app = app_with(&["human", "human"], 4, None);
    app.world_mut().resource_mut::<Settings>().hidden_hands = false;
    app.add_plugins(crate::game::gate::plugin);
    app.init_resource::<ButtonInput<KeyCode>>();
    app.init_resource::<Dialogs>();
    app.init_resource::<BuildMode>();
    app.init_resource::<RobberChoice>();
    app.init_resource::<crate::game::table::picking::PieceChoice>();
    app.init_resource::<Pending>();
    app.add_systems(
        Update,
        keyboard_shortcuts.in_set(crate::game::session::GameSet::Input),
    );
    play_to_main_phase_of_seat_0(&mut app);
    let (give, get) = {
        let s = app.world().resource::<Session>();
        let mine = s.game.state.players[0].hand;
        let theirs = s.game.state.players[1].hand;
        let give = Resource::ALL
            .into_iter()
            .find(|r| mine.get(*r) > 0)
            .unwrap();
        let get = Resource::ALL
            .into_iter()
            .find(|r| *r != give && theirs.get(*r) > 0)
            .unwrap();
        (ResourceSet::one(give), ResourceSet::one(get))
    };
    app.world_mut().write_message(Act {
        seat: Seat(0),
        action: Action::offer(give, get),
    });
    app.update();
    app.update();
    assert!(matches!(
        app.world().resource::<Session>().game.state.phase,
        Phase::TradeAnswers { .. }
    ));
    assert_eq!(app.world().resource::<Gate>().viewer, Some(Seat(1)));
    (app, give, get)
}

/// Every question the table asks a person can be answered no with Esc: an offer is
/// declined.
#[test]
fn esc_declines_an_offer() {
    let (mut app, _, _) = offer_on_the_table();
    press_escape(&mut app);
    app.update();
    let s = app.world().resource::<Session>();
    assert_eq!(
        s.game.record.steps.last().unwrap().action,
        Action::DeclineTrade
    );
    assert_eq!(s.game.state.phase, Phase::Main, "back to the offerer");
}

/// The counter-offers to one's own offer are declined with Esc: their window closes.
#[test]
fn esc_declines_the_counter_offers() {
    let (mut app, give, get) = offer_on_the_table();
    app.world_mut().write_message(CounterOffer {
        seat: Seat(1),
        gives: get,
        gets: give,
    });
    app.update();
    app.update();
    let counters = app.world().resource::<Session>().game.counters.clone();
    assert_eq!(counters.len(), 1, "the counter-offer is on the table");
    assert_eq!(
        app.world().resource::<Session>().game.state.phase,
        Phase::Main
    );
    press_escape(&mut app);
    let dialogs = app.world().resource::<Dialogs>();
    assert_eq!(dialogs.counters.declined, counters);
    assert_eq!(
        crate::game::ui::dialogs::counters::waiting(&counters, &dialogs.counters).count(),
        0,
        "the counter-offers' window closes"
    );
}
