//! The game screen's keys: the help and statistics, Esc (close, cancel, answer no), Enter on
//! an opening placement, Ctrl+Z, and the moves' keys.

use crate::core::{Action, Phase, Seat};
use crate::game::gate::Gate;
use crate::game::i18n::Lang;
use crate::game::session::{Act, Session, Undo};
use crate::game::table::picking::{BuildMode, Pending, PieceChoice, Placing, RobberChoice};
use crate::game::ui::context::acting_person;
use crate::game::ui::dialogs::Dialogs;
use crate::game::ui::panels::hand::mode_refusal;
use bevy::prelude::*;

/// Esc on a question the table asks the person: the offer declined, the trade cancelled, the
/// counter-offers declined.
fn answer_no(session: &Session, me: Seat, dialogs: &mut Dialogs, acts: &mut MessageWriter<Act>) {
    let legal = session.legal();
    let no = match session.game.state.phase {
        Phase::TradeAnswers { .. } => Some(Action::DeclineTrade),
        Phase::TradeConfirm { .. } => Some(Action::CancelTrade),
        _ => None,
    };
    if let Some(action) = no.filter(|a| legal.contains(a)) {
        dialogs.counter.draft = None;
        acts.write(Act { seat: me, action });
    } else if session.game.state.phase == Phase::Main {
        let counters = session.game.counters.iter().copied();
        dialogs.counters.declined.extend(counters);
    }
}

pub(super) fn keyboard_shortcuts(
    keys: Res<ButtonInput<KeyCode>>,
    egui: Option<Res<bevy_egui::input::EguiWantsInput>>,
    session: Res<Session>,
    gate: Res<Gate>,
    mut mode: ResMut<BuildMode>,
    mut dialogs: ResMut<Dialogs>,
    mut choices: (ResMut<RobberChoice>, ResMut<PieceChoice>),
    mut pending: ResMut<Pending>,
    mut acts: MessageWriter<Act>,
    mut undos: MessageWriter<Undo>,
) {
    if egui.is_some_and(|e| e.wants_any_keyboard_input()) {
        return;
    }
    if keys.just_pressed(KeyCode::F1) || keys.just_pressed(KeyCode::KeyH) {
        dialogs.help = !dialogs.help;
    }
    if keys.just_pressed(KeyCode::KeyS) {
        dialogs.stats = !dialogs.stats;
    }
    // Esc closes the help and statistics first; else it cancels what is being chosen and
    // answers no to the question on the table (declines an offer, cancels a trade, declines
    // the counter-offers)
    let say_no = keys.just_pressed(KeyCode::Escape)
        && escape(
            &session,
            &mut mode,
            &mut dialogs,
            &mut choices,
            &mut pending,
        );
    let Some(me) = acting_person(&session, &gate) else {
        return;
    };
    if say_no {
        answer_no(&session, me, &mut dialogs, &mut acts);
        return;
    }
    // Enter confirms an opening placement waiting for it
    if keys.just_pressed(KeyCode::Enter)
        && let Some(action) = pending.current(&session)
    {
        pending.clear();
        acts.write(Act { seat: me, action });
        return;
    }
    let ctrl = keys.pressed(KeyCode::ControlLeft) || keys.pressed(KeyCode::ControlRight);
    if ctrl && keys.just_pressed(KeyCode::KeyZ) && session.can_undo(me) {
        undos.write(Undo { seat: me });
        return;
    }
    action_keys(&keys, &session, me, &mut mode, &mut dialogs, &mut acts);
}

/// Esc closes the help and statistics first; else it cancels what is being chosen and
/// answers no to the question on the table (declines an offer, cancels a trade, declines the
/// counter-offers). Returns whether it answers no.
fn escape(
    session: &Session,
    mode: &mut BuildMode,
    dialogs: &mut Dialogs,
    (robber, piece): &mut (ResMut<RobberChoice>, ResMut<PieceChoice>),
    pending: &mut Pending,
) -> bool {
    if dialogs.help || dialogs.stats {
        dialogs.help = false;
        dialogs.stats = false;
    } else {
        let choosing = dialogs.bank.open
            || dialogs.offer.open
            || dialogs.plenty.open
            || dialogs.monopoly
            || robber.0.is_some()
            || piece.0.is_some();
        let say_no = !choosing && pending.current(session).is_none() && mode.0.is_none();
        pending.clear();
        mode.0 = None;
        dialogs.close_all();
        robber.0 = None;
        piece.0 = None;
        return say_no;
    }
    false
}

/// A build mode's key (1–5): closes the mode if open, else opens it when its button would (the
/// same rule: [`mode_refusal`]).
pub(crate) fn press_mode(
    mode: &mut BuildMode,
    p: Placing,
    session: &Session,
    me: crate::core::Seat,
    legal: &[Action],
) {
    let open = match p {
        Placing::Sail(_) => matches!(mode.0, Some(Placing::Sail(_))),
        _ => mode.0 == Some(p),
    };
    mode.0 = if open {
        None
    } else if mode_refusal(session, Some(me), legal, p, Lang::English).is_none() {
        Some(p)
    } else {
        mode.0
    };
}

/// The keys of the moves: roll, end the turn, buy a card, build (1, 2, 3; ships 4, moving one
/// 5), trade (T, O).
fn action_keys(
    keys: &ButtonInput<KeyCode>,
    session: &Session,
    me: crate::core::Seat,
    mode: &mut BuildMode,
    dialogs: &mut Dialogs,
    acts: &mut MessageWriter<Act>,
) {
    let legal = session.legal();
    let mut try_act = |a: Action| {
        if legal.contains(&a) {
            acts.write(Act {
                seat: me,
                action: a,
            });
        }
    };
    if keys.just_pressed(KeyCode::KeyR) {
        try_act(Action::Roll);
    }
    if keys.just_pressed(KeyCode::KeyE) || keys.just_pressed(KeyCode::Enter) {
        try_act(Action::EndTurn);
    }
    if keys.just_pressed(KeyCode::KeyB) {
        try_act(Action::BuyDevelopmentCard);
    }
    let digits = [
        (KeyCode::Digit1, Placing::Road),
        (KeyCode::Digit2, Placing::Settlement),
        (KeyCode::Digit3, Placing::City),
        (KeyCode::Digit4, Placing::Ship),
        (KeyCode::Digit5, Placing::Sail(None)),
    ];
    for (key, p) in digits {
        if keys.just_pressed(key) {
            press_mode(mode, p, session, me, &legal);
        }
    }
    if session.game.state.phase.may_build() {
        if keys.just_pressed(KeyCode::KeyT) {
            dialogs.bank.open = !dialogs.bank.open;
        }
        if keys.just_pressed(KeyCode::KeyO) {
            dialogs.offer.open = !dialogs.offer.open;
        }
    }
}
