//! Panels and dialogs (egui): the players, the current person's hand and actions, the log, the
//! top bar with round, deck and dice, and every choice a person makes outside the board.
//! A button is enabled only when the core says its action is legal; its tooltip says why not.

use crate::core::{Action, Phase, ResourceSet};
use crate::game::ai_turns::AiClock;
use crate::game::gate::Gate;
use crate::game::i18n::{Lang, tr};
use crate::game::screens::Screen;
use crate::game::session::{Act, CounterOffer, Session, SpecialWish, Undo};
use crate::game::settings::Settings;
use crate::game::table::anim::{DiceRoll, TurnBanner};
use crate::game::table::camera::BoardInsets;
use crate::game::table::highlights::Happenings;
use crate::game::table::picking::{BuildMode, Pending, PieceChoice, RobberChoice, ShipNotOffered};
use crate::game::theme::{GAME_MARGINS, RIGHT_PANEL, root_ui};
use crate::game::ui::banner::{big_dice, turn_banner};
use crate::game::ui::context::Turn;
use crate::game::ui::dialogs::{self, Dialogs};
use crate::game::ui::help::help_window;
use crate::game::ui::hints::{hint_line, strip_frame};
use crate::game::ui::panels::hand::HandAsks;
use crate::game::ui::panels::top_bar::{BarView, SoundChoice, top_bar};
use crate::game::ui::panels::watching::hand_or_watching;
use crate::game::ui::panels::{log::log_and_chat_panel, players::players_panel};
use crate::game::ui::stats::{StatsView, stats_window};
use crate::game::ui::turn::{Picking, step_words};
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

pub(crate) mod keys;
pub(crate) mod start;

use keys::keyboard_shortcuts;

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
    mut wishes: MessageReader<SpecialWish>,
    mut session: ResMut<Session>,
) {
    if session.talk.auto_pass_special != settings.skip_special_build {
        session.talk.auto_pass_special = settings.skip_special_build;
    }
    for &SpecialWish { seat, on } in wishes.read() {
        if on {
            session.talk.wants_special |= seat.bit();
        } else {
            session.talk.wants_special &= !seat.bit();
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
    stats: ResMut<'w, StatsView>,
}

/// What the game screen asks of the game.
#[derive(bevy::ecs::system::SystemParam)]
struct Requests<'w> {
    acts: MessageWriter<'w, Act>,
    undos: MessageWriter<'w, Undo>,
    counters: MessageWriter<'w, CounterOffer>,
    wishes: MessageWriter<'w, SpecialWish>,
}

fn game_panels(
    mut contexts: EguiContexts,
    mut turn: Turn,
    shown: Shown,
    mut clock: ResMut<AiClock>,
    mut choosing: Choosing,
    mut requests: Requests,
    mut next: ResMut<NextState<Screen>>,
) -> Result {
    // with the gate closed (a hand-off waits) the panels still show: the table view, every
    // hand face down, nobody acting
    let ctx = contexts.ctx_mut()?;
    let me = turn.acting();
    let legal = turn.legal();
    let mut out: Vec<Action> = Vec::new();
    let mut root = root_ui(ctx);
    if let Some(from) = choosing.not_offered.0 {
        why_this_ship_stays(ctx, &turn.session, from, turn.lang());
    }
    // the help overlay pauses the computers
    clock.hold = choosing.dialogs.help;
    let picking = Picking::now(
        &turn.session.game.state,
        &choosing.robber,
        &choosing.piece,
        choosing.pending.current(&turn.session),
    );
    top_section(
        &mut root,
        (&mut turn, picking),
        &shown,
        &clock,
        &mut choosing.dialogs,
        &mut next,
    );
    players_and_log(&mut root, &mut turn, &mut choosing, &shown, &mut out);
    let Choosing { mode, dialogs, .. } = &mut choosing;
    let hand_asks = hand_panel(&mut root, &turn, &legal, mode, dialogs, &mut out);
    if hand_asks.leave {
        next.set(Screen::Menu);
    }
    let counter = windows(ctx, &turn, &legal, &mut out, &mut choosing, &shown);
    send_requests(me, Asked { hand_asks, counter }, out, &mut requests);
    Ok(())
}

/// The panel on the right: the hand and its actions, the computer's candidates, the costs (a
/// watcher's: no actions, the way out).
fn hand_panel(
    root: &mut egui::Ui,
    turn: &Turn,
    legal: &[Action],
    mode: &mut BuildMode,
    dialogs: &mut Dialogs,
    out: &mut Vec<Action>,
) -> HandAsks {
    let mut asks = HandAsks::default();
    egui::Panel::right("hand")
        .exact_size(RIGHT_PANEL)
        .resizable(false)
        .show(root, |ui| {
            egui::ScrollArea::vertical().show(ui, |ui| {
                asks = hand_or_watching(ui, turn, legal, mode, dialogs, out);
            });
        });
    asks
}

/// What the person asked this frame besides actions: on the hand panel, a counter-offer.
struct Asked {
    hand_asks: HandAsks,
    counter: Option<(ResourceSet, ResourceSet)>,
}

/// What the person at the screen asked for this frame, sent on as messages.
fn send_requests(
    me: Option<crate::core::Seat>,
    asked: Asked,
    out: Vec<Action>,
    requests: &mut Requests,
) {
    // the wish is the viewer's, who may be waiting for their turn
    if let Some((seat, on)) = asked.hand_asks.special_wish {
        requests.wishes.write(SpecialWish { seat, on });
    }
    let Some(seat) = me else {
        return;
    };
    if asked.hand_asks.undo {
        requests.undos.write(Undo { seat });
    }
    if let Some((gives, gets)) = asked.counter {
        requests.counters.write(CounterOffer { seat, gives, gets });
    }
    for action in out {
        requests.acts.write(Act { seat, action });
    }
}

/// The top bar, with the sound's choices kept in the settings.
fn top_section(
    root: &mut egui::Ui,
    (turn, picking): (&mut Turn, Option<Picking>),
    shown: &Shown,
    clock: &AiClock,
    dialogs: &mut Dialogs,
    next: &mut NextState<Screen>,
) {
    let Turn {
        session, settings, ..
    } = turn;
    let session: &Session = session;
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
    let view = BarView {
        session,
        lang: settings.lang,
        chances: live.as_deref(),
        dice,
        clock,
        picking,
    };
    top_bar(root, &view, &mut sound, dialogs, next);
    if sound != before {
        settings.mute = sound.mute;
        settings.volume = sound.volume;
    }
}

/// The players' rows and the log, with the strip over the log: the opening's question, else
/// the first-game hint for the person on move (also one answering an offer).
fn players_and_log(
    root: &mut egui::Ui,
    turn: &mut Turn,
    choosing: &mut Choosing,
    shown: &Shown,
    out: &mut Vec<Action>,
) {
    let me = turn.acting();
    let Turn {
        session,
        settings,
        gate,
        ..
    } = turn;
    let (session, gate): (&Session, &Gate) = (session, gate);
    let pending = &mut choosing.pending;
    let chat = choosing
        .chat
        .as_deref_mut()
        .filter(|_| session.remote.is_some());
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
        log_and_chat_panel(root, session, settings, gate.viewer, chat, |ui| {
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
    let state = &session.game.state;
    let stays = crate::game::session::error::ship_stays(state, state.actor(), from)
        .map(|why| crate::game::i18n::tr(lang, why.message()));
    let (Some(at), Some(why)) = (
        ctx.pointer_hover_pos(),
        stays.or_else(|| session.why_not(&Action::MoveShip { from, to: from }, lang)),
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
fn windows(
    ctx: &egui::Context,
    turn: &Turn,
    legal: &[Action],
    out: &mut Vec<Action>,
    choosing: &mut Choosing,
    shown: &Shown,
) -> Option<(ResourceSet, ResourceSet)> {
    let (session, settings, me) = (&*turn.session, &*turn.settings, turn.acting());
    let Choosing {
        dialogs,
        robber,
        piece,
        stats,
        pending,
        ..
    } = choosing;
    let pending = pending.current(session);
    let (dialogs, robber, piece, stats) =
        (&mut **dialogs, &mut **robber, &mut **piece, &mut **stats);
    let lang = settings.lang;
    let mut counter = None;
    if let Some(me) = me {
        let mut window = dialogs::Window {
            ctx,
            session,
            lang,
            me,
            legal,
            out,
        };
        counter = dialogs::show(&mut window, dialogs, robber, piece);
    }
    let mut recap = None;
    if let Some(me) = me
        && dialogs.summary_closed != Some((session.id, session.game.state.turns()))
    {
        let r = crate::game::ui::since::since_last_turn(ctx, session, settings, me, lang);
        recap = r.rect;
        if r.closed {
            dialogs.summary_closed = Some((session.id, session.game.state.turns()));
        }
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
    let state = &session.game.state;
    let step = step_words(
        state,
        session.is_human(state.actor()),
        Picking::now(state, robber, piece, pending),
        lang,
    );
    turn_banner(ctx, &shown.banner, state, (lang, &step), recap);
    // the big dice never cover a choice the roll asks of the person (gold, a discard)
    let asked = me.is_some()
        && matches!(
            session.game.state.phase,
            Phase::Gold { .. } | Phase::Discard { .. }
        );
    if !asked {
        big_dice(ctx, &shown.dice);
    }
    counter
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
#[cfg(test)]
mod wish_tests;
