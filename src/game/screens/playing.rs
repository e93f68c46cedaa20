//! Panels and dialogs (egui): the players, the current person's hand and actions, the log, the
//! top bar with round, deck and dice, and every choice a person makes outside the board.
//! A button is enabled only when the core says its action is legal; its tooltip says why not.

use crate::core::{Action, Phase, Seat};
use crate::game::ai_turns::AiClock;
use crate::game::gate::Gate;
use crate::game::i18n::{Lang, tr};
use crate::game::screens::Screen;
use crate::game::session::{Act, Computers, CounterOffer, Session, Undo};
use crate::game::settings::Settings;
use crate::game::table::anim::{DiceRoll, TurnBanner};
use crate::game::table::camera::BoardInsets;
use crate::game::table::highlights::Happenings;
use crate::game::table::picking::{
    BuildMode, Pending, PieceChoice, Placing, RobberChoice, ShipNotOffered,
};
use crate::game::theme::{GAME_MARGINS, RIGHT_PANEL, root_ui};
use crate::game::ui::banner::{big_dice, turn_banner};
use crate::game::ui::dialogs::{self, Dialogs};
use crate::game::ui::help::help_window;
use crate::game::ui::hints::{hint_line, strip_frame};
use crate::game::ui::panels::hand::{candidates_section, cost_card, hand_and_actions};
use crate::game::ui::panels::top_bar::{SoundChoice, top_bar};
use crate::game::ui::panels::{log::log_and_chat_panel, players::players_panel};
use crate::game::ui::stats::{StatsView, stats_window};
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

pub(crate) mod start;

pub(crate) fn plugin(app: &mut App) {
    app.add_plugins(start::plugin);
    app.init_resource::<Dialogs>();
    app.init_resource::<StatsView>();
    // the board stays on screen at the game's end, with the game's panels around it
    for screen in [Screen::Playing, Screen::GameOver] {
        app.add_systems(OnEnter(screen), |mut commands: Commands| {
            commands.insert_resource(BoardInsets(GAME_MARGINS))
        });
    }
    app.add_systems(
        EguiPrimaryContextPass,
        game_panels.run_if(in_state(Screen::Playing)),
    );
    app.add_systems(
        Update,
        (keyboard_shortcuts, share_special_build_choice)
            .in_set(crate::game::session::GameSet::Input)
            .run_if(in_state(Screen::Playing)),
    );
    app.add_systems(
        Update,
        crate::game::ui::dialogs::road_or_ship::locate_side.run_if(in_state(Screen::Playing)),
    );
}

/// The option to skip special building phases and each person's wish to build in their next
/// one, into the session (which passes the phases nobody wants).
fn share_special_build_choice(
    settings: Res<Settings>,
    mut dialogs: ResMut<Dialogs>,
    mut session: ResMut<Session>,
) {
    if session.talk.auto_pass_special != settings.skip_special_build {
        session.talk.auto_pass_special = settings.skip_special_build;
    }
    if let Some((seat, on)) = dialogs.special_wish.take() {
        if on {
            session.talk.wants_special |= seat.bit();
        } else {
            session.talk.wants_special &= !seat.bit();
        }
    }
}

/// The person who may act now through the panels, if any.
fn acting_person(session: &Session, gate: &Gate) -> Option<Seat> {
    let actor = session.game.state.actor();
    (!session.game.state.is_over()
        && session.is_human(actor)
        && gate.open()
        && gate.viewer == Some(actor))
    .then_some(actor)
}

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

fn keyboard_shortcuts(
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
    let toggle = |mode: &mut BuildMode, p: Placing| {
        mode.0 = if mode.0 == Some(p) { None } else { Some(p) };
    };
    if session.game.state.phase.may_build() {
        if keys.just_pressed(KeyCode::Digit1) {
            toggle(mode, Placing::Road);
        }
        if keys.just_pressed(KeyCode::Digit2) {
            toggle(mode, Placing::Settlement);
        }
        if keys.just_pressed(KeyCode::Digit3) {
            toggle(mode, Placing::City);
        }
        if session.game.state.sea().is_some() {
            if keys.just_pressed(KeyCode::Digit4) {
                toggle(mode, Placing::Ship);
            }
            if keys.just_pressed(KeyCode::Digit5) {
                toggle(mode, Placing::Sail(None));
            }
        }
        if keys.just_pressed(KeyCode::KeyT) {
            dialogs.bank.open = !dialogs.bank.open;
        }
        if keys.just_pressed(KeyCode::KeyO) {
            dialogs.offer.open = !dialogs.offer.open;
        }
    }
}

/// What the board's animations show, read by the panels.
#[derive(bevy::ecs::system::SystemParam)]
struct Shown<'w> {
    dice: Res<'w, DiceRoll>,
    banner: Res<'w, TurnBanner>,
    happenings: Res<'w, Happenings>,
    chances: Option<Res<'w, crate::game::chances::LiveChances>>,
}

/// What the person is choosing on the game screen.
#[derive(bevy::ecs::system::SystemParam)]
struct Choosing<'w> {
    mode: ResMut<'w, BuildMode>,
    dialogs: ResMut<'w, Dialogs>,
    robber: ResMut<'w, RobberChoice>,
    piece: ResMut<'w, PieceChoice>,
    pending: ResMut<'w, Pending>,
    not_offered: Res<'w, ShipNotOffered>,
    chat: Option<ResMut<'w, crate::game::online::chat::ChatBox>>,
}

/// What the game screen asks of the game.
#[derive(bevy::ecs::system::SystemParam)]
struct Requests<'w> {
    acts: MessageWriter<'w, Act>,
    undos: MessageWriter<'w, Undo>,
    counters: MessageWriter<'w, CounterOffer>,
}

fn game_panels(
    mut contexts: EguiContexts,
    session: Res<Session>,
    mut settings: ResMut<Settings>,
    gate: Res<Gate>,
    computers: Res<Computers>,
    shown: Shown,
    mut stats: ResMut<StatsView>,
    mut clock: ResMut<AiClock>,
    mut choosing: Choosing,
    mut requests: Requests,
    mut next: ResMut<NextState<Screen>>,
) -> Result {
    // with the gate closed (a hand-off waits) the panels still show: the table view, every
    // hand face down, nobody acting
    let ctx = contexts.ctx_mut()?;
    let me = acting_person(&session, &gate);
    let legal = if me.is_some() {
        session.legal()
    } else {
        Vec::new()
    };
    let mut out: Vec<Action> = Vec::new();
    let mut root = root_ui(ctx);
    let Choosing {
        mode,
        dialogs,
        robber,
        piece,
        pending,
        not_offered,
        chat,
    } = &mut choosing;
    if let Some(from) = not_offered.0 {
        why_this_ship_stays(ctx, &session, from, settings.lang);
    }
    // the help overlay pauses the computers
    clock.hold = dialogs.help;
    let top = (&*session, &shown, &*clock);
    top_section(&mut root, top, &mut settings, dialogs, &mut next);
    let asked = (me, &mut **pending, &mut out);
    let chat = chat.as_deref_mut().filter(|_| session.remote.is_some());
    let with_chat = (&*session, chat);
    players_and_log(&mut root, with_chat, &mut settings, &gate, &shown, asked);
    let settings: &Settings = &settings;
    let hand = HandPanel {
        session: &session,
        settings,
        gate: &gate,
        computers: &computers,
        me,
        legal: &legal,
    };
    hand.show(&mut root, mode, dialogs, &mut out);
    let asked = (me, &legal[..], &mut out);
    windows(
        ctx,
        &session,
        settings,
        asked,
        &mut stats,
        dialogs,
        (robber, piece),
        &shown,
    );
    send_requests(me, dialogs, out, &mut requests);
    dialogs.undo = false;
    Ok(())
}

/// The panel on the right: the hand and its actions, the computer's candidates, the costs.
struct HandPanel<'a> {
    session: &'a Session,
    settings: &'a Settings,
    gate: &'a Gate,
    computers: &'a Computers,
    me: Option<crate::core::Seat>,
    legal: &'a [Action],
}

impl HandPanel<'_> {
    fn show(
        &self,
        root: &mut egui::Ui,
        mode: &mut BuildMode,
        dialogs: &mut Dialogs,
        out: &mut Vec<Action>,
    ) {
        let (session, settings, lang) = (self.session, self.settings, self.settings.lang);
        egui::Panel::right("hand")
            .exact_size(RIGHT_PANEL)
            .resizable(false)
            .show(root, |ui| {
                egui::ScrollArea::vertical().show(ui, |ui| {
                    hand_and_actions(
                        ui, session, settings, self.gate, self.me, self.legal, mode, dialogs, out,
                    );
                    if settings.show_candidates {
                        candidates_section(ui, session, self.computers, lang, dialogs);
                    }
                    ui.separator();
                    cost_card(ui, session, lang);
                });
            });
    }
}

/// What the person at the screen asked for this frame, sent on as messages.
fn send_requests(
    me: Option<crate::core::Seat>,
    dialogs: &mut Dialogs,
    out: Vec<Action>,
    requests: &mut Requests,
) {
    let Some(seat) = me else {
        return;
    };
    if std::mem::take(&mut dialogs.undo) {
        requests.undos.write(Undo { seat });
    }
    if let Some((gives, gets)) = dialogs.counter.send.take() {
        requests.counters.write(CounterOffer { seat, gives, gets });
    }
    for action in out {
        requests.acts.write(Act { seat, action });
    }
}

/// The top bar, with the sound's choices kept in the settings.
fn top_section(
    root: &mut egui::Ui,
    (session, shown, clock): (&Session, &Shown, &AiClock),
    settings: &mut Settings,
    dialogs: &mut Dialogs,
    next: &mut NextState<Screen>,
) {
    let before = SoundChoice {
        mute: settings.mute,
        volume: settings.volume,
    };
    let mut sound = before;
    let live = shown
        .chances
        .as_ref()
        .filter(|_| settings.win_chances)
        .and_then(|c| c.of.filter(|of| of.0 == session.id).and(c.chances.clone()));
    let dice = &shown.dice;
    top_bar(
        root,
        session,
        settings.lang,
        live.as_deref(),
        dice,
        &mut sound,
        dialogs,
        next,
        clock,
    );
    if sound != before {
        settings.mute = sound.mute;
        settings.volume = sound.volume;
    }
}

/// The players' rows and the log, with the strip over the log: the opening's question, else
/// the first-game hint for the person on move (also one answering an offer).
fn players_and_log(
    root: &mut egui::Ui,
    (session, chat): (&Session, Option<&mut crate::game::online::chat::ChatBox>),
    settings: &mut Settings,
    gate: &Gate,
    shown: &Shown,
    (me, pending, out): (Option<crate::core::Seat>, &mut Pending, &mut Vec<Action>),
) {
    let lang = settings.lang;
    let answering = gate.open() && gate.viewer == Some(session.game.state.actor());
    let show_hint = settings.hints
        && (me.is_some() || answering && session.is_human(session.game.state.actor()))
        && !session.game.state.is_over();
    let question = me.and_then(|_| pending.current(session));
    let mut hide_hints = false;
    let mut answer = None;
    {
        let settings: &Settings = settings;
        players_panel(root, session, settings, gate, &shown.happenings);
        log_and_chat_panel(root, (session, settings, gate.viewer), chat, |ui| {
            if let Some(action) = question {
                answer = confirm_placement(ui, action, lang);
            } else if show_hint {
                let state = &session.game.state;
                hide_hints = hint_line(ui, &state.phase, state.sea().is_some(), lang);
            }
        });
    }
    if hide_hints {
        settings.hints = false;
    }
    if let Some(action) = question {
        match answer {
            Some(true) => {
                pending.clear();
                out.push(action);
            }
            Some(false) => pending.clear(),
            None => {}
        }
    }
}

/// Beside the pointer: why the ship under it may not move (a closed route, the pirate beside
/// it, built this turn).
fn why_this_ship_stays(
    ctx: &egui::Context,
    session: &Session,
    from: crate::core::EdgeId,
    lang: crate::game::i18n::Lang,
) {
    let (Some(at), Some(why)) = (
        ctx.pointer_hover_pos(),
        session.why_not(&Action::MoveShip { from, to: from }, lang),
    ) else {
        return;
    };
    egui::Area::new(egui::Id::new("ship-stays"))
        .fixed_pos(at + egui::vec2(16.0, 12.0))
        .order(egui::Order::Tooltip)
        .show(ctx, |ui| {
            egui::Frame::popup(ui.style()).show(ui, |ui| {
                ui.set_max_width(320.0);
                ui.label(why);
            });
        });
}

/// The windows over the table: since the person's last turn, the statistics, the help, the
/// turn banner and the big dice.
#[allow(clippy::too_many_arguments)]
fn windows(
    ctx: &egui::Context,
    session: &Session,
    settings: &Settings,
    (me, legal, out): (Option<crate::core::Seat>, &[Action], &mut Vec<Action>),
    stats: &mut StatsView,
    dialogs: &mut Dialogs,
    (robber, piece): (&mut RobberChoice, &mut PieceChoice),
    shown: &Shown,
) {
    let lang = settings.lang;
    if let Some(me) = me {
        let mut window = dialogs::Window {
            ctx,
            session,
            lang,
            me,
            legal,
            out,
        };
        dialogs::show(&mut window, dialogs, robber, piece);
    }
    if let Some(me) = me
        && dialogs.summary_closed != Some((session.id, session.game.state.turns()))
        && crate::game::ui::since::since_last_turn(ctx, session, settings, me, lang)
    {
        dialogs.summary_closed = Some((session.id, session.game.state.turns()));
    }
    if dialogs.stats {
        stats.refresh(session);
        stats_window(ctx, stats, lang, &mut dialogs.stats);
    }
    if dialogs.help {
        let Dialogs {
            help, help_page, ..
        } = dialogs;
        help_window(ctx, session, lang, help, help_page);
    }
    turn_banner(ctx, &shown.banner, &session.game.state, lang);
    // the big dice never cover a choice the roll asks of the person (gold, a discard)
    let asked = me.is_some()
        && matches!(
            session.game.state.phase,
            Phase::Gold { .. } | Phase::Discard { .. }
        );
    if !asked {
        big_dice(ctx, &shown.dice);
    }
}

/// "Place your settlement here?" (or road, ship, city: the piece clicked) in the strip over the log: `Some(true)` confirmed,
/// `Some(false)` to choose again, `None` not yet decided.
fn confirm_placement(ui: &mut egui::Ui, action: Action, lang: Lang) -> Option<bool> {
    let question = tr(lang, crate::game::table::picking::confirm_key(action));
    let mut answer = None;
    strip_frame().show(ui, |ui| {
        ui.horizontal(|ui| {
            ui.label(
                egui::RichText::new(question)
                    .strong()
                    .color(egui::Color32::from_rgb(40, 34, 20)),
            );
            if ui
                .button(format!("{} (Enter)", tr(lang, "confirm")))
                .clicked()
            {
                answer = Some(true);
            }
            if ui
                .button(format!("{} (Esc)", tr(lang, "choose-again")))
                .clicked()
            {
                answer = Some(false);
            }
        });
    });
    answer
}

#[cfg(test)]
mod tests;
