//! Tests of the session's talk: where each seat's last turn ended.

use crate::core::{Action, Phase, Seat};
use crate::game::i18n::Lang;
use crate::game::session::{Act, Session, replay_log};
use crate::game::tests::app_with;

/// "Since your last turn" counts from the person's last full turn, not from their pass in a
/// special building phase (5 people, the 5–6 extension, one action a frame): at the start of each
/// seat's turn, every
/// other seat has a line of its own turn (its roll) in the summary; a replay of the record puts
/// the turns' ends where the game did.
#[test]
fn since_your_last_turn_counts_from_the_last_full_turn() {
    let mut app = app_with(&["human"; 5], 7, None);
    assert!(
        app.world()
            .resource::<Session>()
            .game
            .state
            .rules
            .special_building_phase
    );
    let (mut checked, mut specials) = (0, 0);
    for _ in 0..20_000 {
        let s = app.world().resource::<Session>();
        let st = &s.game.state;
        if st.is_over() || st.round() > 6 {
            break;
        }
        specials += matches!(st.phase, Phase::SpecialBuild { .. }) as u32;
        let me = st.current;
        let from = s.talk.turn_ended_at.get(me.index()).copied();
        if st.phase == Phase::BeforeRoll
            && let Some(from) = from.filter(|&f| f != usize::MAX)
        {
            let since = &s.log[from..];
            for other in Seat::all(st.num_players).filter(|&o| o != me) {
                assert!(
                    since.iter().any(|l| l.seat == Some(other) && !l.minor),
                    "{other:?}'s turn missing from {me:?}'s summary: {:?}",
                    since.iter().map(|l| &l.text).collect::<Vec<_>>()
                );
            }
            checked += 1;
        }
        // roll, end the turn (and pass each special building phase), else the first move
        let legal = s.legal();
        let action = [Action::DeclineTrade, Action::EndTurn]
            .into_iter()
            .find(|a| legal.contains(a))
            .unwrap_or(legal[0]);
        let seat = st.actor();
        app.world_mut().write_message(Act { seat, action });
        app.update();
    }
    assert!(specials > 0, "special building phases were played");
    assert!(checked >= 10, "{checked} turn starts checked");
    let s = app.world().resource::<Session>();
    let replayed = replay_log(&s.game.record, &s.seats, Lang::English);
    assert_eq!(replayed.lines.len(), s.log.len());
    assert_eq!(replayed.turn_ended_at, s.talk.turn_ended_at);
}
