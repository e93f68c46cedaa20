//! What this window sends its host: the person's actions and counter-offers, and (for the
//! end-to-end tests) a seat played by a computer of the window.

use super::*;

pub(super) fn autoplay_from_env()
-> Option<std::sync::Mutex<Box<dyn crate::core::Player<{ crate::core::wide::W }>>>> {
    let spec = std::env::var("CATAN_AUTOPLAY").ok()?;
    let spec = crate::lab::PlayerSpec::parse(&spec).ok()?;
    Some(std::sync::Mutex::new(spec.create_sized(7)))
}

/// A person's actions and counter-offers in an online game go to the host (which answers with
/// the action played, or a refusal).
pub(super) fn send_person_actions(
    online: Res<Online>,
    session: Option<Res<Session>>,
    mut acts: MessageReader<Act>,
    mut counters: MessageReader<CounterOffer>,
) {
    let Some(session) = session else {
        return;
    };
    let Some(me) = session.remote else {
        return;
    };
    for a in acts.read() {
        if a.seat == me {
            online.link.send(ClientMsg::Act { action: a.action });
        }
    }
    for c in counters.read() {
        if c.seat == me {
            online.link.send(ClientMsg::Counter {
                gives: c.gives,
                gets: c.gets,
            });
        }
    }
}

/// `CATAN_AUTOPLAY`: this seat decides by a computer player, sending its choice as a person's
/// click would (one action, then it waits for the host's answer).
pub(super) fn autoplay_my_seat(
    online: Res<Online>,
    session: Option<Res<Session>>,
    mut acts: MessageWriter<Act>,
    mut sent: Local<Option<(u64, u64)>>,
) {
    let Some(session) = session else {
        return;
    };
    let Some(me) = session.remote else {
        return;
    };
    if online.autoplay.is_none()
        || !online.queue.is_empty()
        || session.game.state.is_over()
        || session.game.state.actor() != me
    {
        return;
    }
    let key = (session.id, session.version);
    if *sent == Some(key) {
        return;
    }
    let legal = session.legal();
    if legal.is_empty() {
        return;
    }
    let view = crate::core::wide::PlayerView::new(&session.game.state, me);
    let Some(p) = online.autoplay.as_ref() else {
        return;
    };
    let mut a = p
        .lock()
        .unwrap_or_else(|e| e.into_inner())
        .choose(&view, &legal);
    // offers wait for other people's answers: the scripted seat does not make them
    if matches!(a, Action::OfferTrade { .. }) {
        a = if legal.contains(&Action::EndTurn) {
            Action::EndTurn
        } else {
            legal[0]
        };
    }
    *sent = Some(key);
    acts.write(Act {
        seat: me,
        action: a,
    });
}
