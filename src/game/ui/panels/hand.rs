//! The hand panel (right): the acting person's cards and actions, the computer's candidate moves,
//! the building costs.

use crate::ai::explain;
use crate::core::wide::PlayerView;
use crate::core::{Action, DevCard, Phase, Resource, Seat};
use crate::core::{EdgeId, VertexId};
use crate::game::i18n::{self, Lang, seat_name, tr};
use crate::game::session::Session;
use crate::game::table::picking::{BuildMode, Placing};
use crate::game::theme::{action_button, card_chip, resource_egui, seat_egui};
use crate::game::ui::context::Turn;
use crate::game::ui::dialogs::Dialogs;
use bevy::prelude::*;
use bevy_egui::egui;

/// What the person asked on the hand panel besides its actions, sent on as messages.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct HandAsks {
    /// Take back the last move.
    pub undo: bool,
    /// The seat's wish to build in its next special building phase, changed.
    pub special_wish: Option<(Seat, bool)>,
    /// A watcher stops watching (back to the menu).
    pub leave: bool,
}

/// What the hand panel's parts read: the game, the language, the seat acting at the screen and
/// its legal actions.
#[derive(Clone, Copy)]
struct Seen<'a> {
    session: &'a Session,
    lang: Lang,
    me: Option<Seat>,
    legal: &'a [Action],
}

pub(crate) fn hand_and_actions(
    ui: &mut egui::Ui,
    turn: &Turn,
    legal: &[Action],
    mode: &mut BuildMode,
    dialogs: &mut Dialogs,
    out: &mut Vec<Action>,
) -> HandAsks {
    let (session, settings, gate) = (&*turn.session, &*turn.settings, &*turn.gate);
    let (lang, me) = (turn.lang(), turn.acting());
    let state = &session.game.state;
    let seen = Seen {
        session,
        lang,
        me,
        legal,
    };
    let mut asks = HandAsks::default();
    ui.add_space(4.0);
    let shown = gate
        .viewer
        .or_else(|| (!session.hands_hidden(settings)).then(|| state.actor()));
    if let Some(v) = shown {
        hand_of(ui, seen, v, dialogs, out);
        asks.special_wish = special_build_wish(ui, session, lang, v).map(|on| (v, on));
    }
    ui.separator();
    asks.undo = actions(ui, seen, mode, dialogs, out);
    asks
}

/// With the option to skip the special building phase (the 5–6 extension): "Build in my next
/// special building phase", for the person at the screen while it is not their phase; returns
/// the wish when changed.
fn special_build_wish(ui: &mut egui::Ui, session: &Session, lang: Lang, v: Seat) -> Option<bool> {
    let talk = &session.talk;
    let phase = session.game.state.phase;
    if !talk.auto_pass_special
        || !session.game.state.rules.special_building_phase
        || phase == (Phase::SpecialBuild { builder: v })
    {
        return None;
    }
    let mut on = talk.wants_special & v.bit() != 0;
    ui.checkbox(&mut on, tr(lang, "build-in-next-special"))
        .on_hover_text(tr(lang, "skip-special-build-about"))
        .changed()
        .then_some(on)
}

/// The cards of the person at the screen (`v`): materials, development cards with their play
/// buttons, and their trade rates.
fn hand_of(
    ui: &mut egui::Ui,
    seen: Seen<'_>,
    v: Seat,
    dialogs: &mut Dialogs,
    out: &mut Vec<Action>,
) {
    let Seen {
        session, lang, me, ..
    } = seen;
    let state = &session.game.state;
    let ps = &state.players[v.index()];
    ui.horizontal(|ui| {
        ui.heading(tr(lang, "your-hand"));
        ui.label(
            egui::RichText::new(seat_name(lang, v))
                .strong()
                .color(seat_egui(v)),
        );
    });
    ui.horizontal_wrapped(|ui| {
        for r in Resource::ALL {
            card_chip(ui, r.index(), ps.hand.get(r), &i18n::resource(lang, r));
        }
    });
    ui.add_space(4.0);
    ui.label(egui::RichText::new(tr(lang, "development-cards")).strong());
    let mut any = false;
    for c in DevCard::ALL {
        let held = ps.dev.get(c);
        let fresh = ps.dev_new.get(c);
        if held + fresh == 0 {
            continue;
        }
        any = true;
        ui.horizontal(|ui| {
            ui.label(format!("{} × {}", i18n::dev_card(lang, c), held + fresh));
            if fresh > 0 {
                ui.label(
                    egui::RichText::new(format!("({} {})", fresh, tr(lang, "new")))
                        .italics()
                        .color(egui::Color32::from_rgb(220, 180, 60)),
                );
            }
            if Some(v) == me {
                play_button(ui, seen, c, dialogs, out);
            }
        });
    }
    if !any {
        ui.label(egui::RichText::new("—").weak());
    }
    let rates: Vec<String> = Resource::ALL
        .iter()
        .map(|r| format!("{} {}:1", i18n::resource(lang, *r), state.trade_rate(v, *r)))
        .collect();
    ui.label(egui::RichText::new(rates.join(" · ")).small().weak());
}

/// The play button of a development card `c` the person at the screen holds (a victory point
/// under the printed rules counts by itself: nothing to play).
fn play_button(
    ui: &mut egui::Ui,
    seen: Seen<'_>,
    c: DevCard,
    dialogs: &mut Dialogs,
    out: &mut Vec<Action>,
) {
    let Seen {
        session,
        lang,
        me,
        legal,
    } = seen;
    let state = &session.game.state;
    let v = me.unwrap_or(state.current);
    let action = match c {
        DevCard::Knight => Some(Action::PlayKnight),
        DevCard::RoadBuilding => Some(Action::PlayRoadBuilding),
        DevCard::VictoryPoint => Some(Action::PlayVictoryPoint),
        DevCard::YearOfPlenty | DevCard::Monopoly => None,
    };
    // a victory point card counts by itself under the printed rules: nothing to play
    let counts_by_itself = c == DevCard::VictoryPoint
        && state.rules.development.victory_points == crate::core::rules::VictoryCards::Hidden;
    match action {
        _ if counts_by_itself => {
            ui.label(egui::RichText::new(tr(lang, "counts-by-itself")).weak());
        }
        Some(a) => {
            if action_button(
                ui,
                &tr(lang, "play"),
                session.why_not_now(legal, me, a, lang),
            ) {
                out.push(a);
            }
        }
        None => {
            let playable = legal.iter().any(|a| match c {
                DevCard::YearOfPlenty => matches!(a, Action::PlayYearOfPlenty(..)),
                _ => matches!(a, Action::PlayMonopoly(_)),
            });
            let resp = ui.add_enabled(playable, egui::Button::new(tr(lang, "play")));
            if !playable {
                let why = state
                    .check_play(v, c)
                    .err()
                    .map(|e| e.message)
                    .unwrap_or_default();
                resp.clone().on_disabled_hover_text(why);
            }
            if resp.clicked() {
                if c == DevCard::YearOfPlenty {
                    dialogs.plenty.open = true;
                    dialogs.plenty.picked.clear();
                } else {
                    dialogs.monopoly = true;
                }
            }
        }
    }
}

/// The action buttons: roll and end the turn, build, buy, trade; the build mode's hint.
fn actions(
    ui: &mut egui::Ui,
    seen: Seen<'_>,
    mode: &mut BuildMode,
    dialogs: &mut Dialogs,
    out: &mut Vec<Action>,
) -> bool {
    let lang = seen.lang;
    turn_buttons(ui, seen, mode, out);
    build_buttons(ui, seen, mode, out);
    let undo = trade_buttons(ui, seen, dialogs);
    if let Some(p) = mode.0 {
        let t = match p {
            Placing::Road => tr(lang, "place-a-road"),
            Placing::Settlement => tr(lang, "place-a-settlement"),
            Placing::City => tr(lang, "place-a-city"),
            Placing::Ship => tr(lang, "place-a-ship"),
            Placing::Sail(None) => tr(lang, "pick-a-ship-to-move"),
            Placing::Sail(Some(_)) => tr(lang, "pick-where-it-sails"),
        };
        ui.label(
            egui::RichText::new(format!("{t} — Esc: {}", tr(lang, "cancel")))
                .color(egui::Color32::YELLOW),
        );
    }
    undo
}

/// Roll, and end the turn (or the special building phase).
fn turn_buttons(ui: &mut egui::Ui, seen: Seen<'_>, mode: &mut BuildMode, out: &mut Vec<Action>) {
    let Seen {
        session,
        lang,
        me,
        legal,
    } = seen;
    let state = &session.game.state;
    ui.horizontal_wrapped(|ui| {
        if action_button(
            ui,
            &format!("{} (R)", tr(lang, "roll")),
            session.why_not_now(legal, me, Action::Roll, lang),
        ) {
            out.push(Action::Roll);
        }
        if action_button(
            ui,
            &format!(
                "{} (E)",
                if matches!(state.phase, Phase::SpecialBuild { .. }) {
                    tr(lang, "done-building")
                } else {
                    tr(lang, "end-turn")
                }
            ),
            session.why_not_now(legal, me, Action::EndTurn, lang),
        ) {
            out.push(Action::EndTurn);
            mode.0 = None;
        }
    });
}

/// Build a road, a settlement or a city (the build mode), buy a card.
fn build_buttons(ui: &mut egui::Ui, seen: Seen<'_>, mode: &mut BuildMode, out: &mut Vec<Action>) {
    let Seen {
        session,
        lang,
        me,
        legal,
    } = seen;
    let state = &session.game.state;
    ui.horizontal_wrapped(|ui| {
        let mut kinds = vec![
            (Placing::Road, tr(lang, "road"), "1"),
            (Placing::Settlement, tr(lang, "settlement"), "2"),
            (Placing::City, tr(lang, "city"), "3"),
        ];
        if state.sea().is_some() {
            kinds.push((Placing::Ship, tr(lang, "ship"), "4"));
            kinds.push((Placing::Sail(None), tr(lang, "move-ship"), "5"));
        }
        for (p, label, key) in kinds {
            let refused = mode_refusal(session, me, legal, p, lang);
            let on = match p {
                Placing::Sail(_) => matches!(mode.0, Some(Placing::Sail(_))),
                _ => mode.0 == Some(p),
            };
            if on && refused.is_some() {
                // nothing of this kind can be placed any more (a ship moved, the cards spent)
                mode.0 = None;
            }
            let resp = ui.add_enabled(
                refused.is_none(),
                egui::Button::new(format!("{label} ({key})"))
                    .selected(on && refused.is_none())
                    .min_size(egui::vec2(84.0, 26.0)),
            );
            if let Some(why) = refused {
                resp.clone().on_disabled_hover_text(why);
            }
            if resp.clicked() {
                mode.0 = if on { None } else { Some(p) };
            }
        }
        if action_button(
            ui,
            &format!("{} (B)", tr(lang, "buy-card")),
            session.why_not_now(legal, me, Action::BuyDevelopmentCard, lang),
        ) {
            out.push(Action::BuyDevelopmentCard);
        }
    });
}

/// Why the build mode `p` may not open now, in words (`None`: it may) — the one rule of its
/// button and its key: the person acts, the phase allows building and at least one move of the
/// kind is legal now (a ship that can move, a place a road can go …).
pub(crate) fn mode_refusal(
    session: &Session,
    me: Option<Seat>,
    legal: &[Action],
    p: Placing,
    lang: Lang,
) -> Option<String> {
    let state = &session.game.state;
    if me.is_none() {
        return Some(tr(lang, "not-your-turn"));
    }
    if state.phase.may_build() && legal.iter().any(|a| p.matches(a)) {
        return None;
    }
    // a ship that stays: its own reason, not the core's answer to a move onto its own side
    // (play-test 7: "It must join your own road or building")
    if let (Placing::Sail(_), Phase::Main, Some(me)) = (p, state.phase, me)
        && let Some(why) = crate::game::session::error::no_ship_moves(state, me)
    {
        return Some(tr(lang, why.message()));
    }
    Some(
        session
            .why_not(&probe(p, state), lang)
            .unwrap_or_else(|| tr(lang, "why-none-of-this-kind-now")),
    )
}

/// An action of the kind `p` places, to ask the core why none is legal (moving: the person's
/// first ship, so the reason is that ship's).
fn probe(p: Placing, state: &crate::core::wide::State) -> Action {
    let first_ship = || {
        let me = state.actor().index();
        state
            .sea()
            .and_then(|s| s.ships[me].iter().next())
            .map(EdgeId::at)
    };
    match p {
        Placing::Road => Action::BuildRoad(EdgeId(0)),
        Placing::Settlement => Action::BuildSettlement(VertexId(0)),
        Placing::City => Action::BuildCity(VertexId(0)),
        Placing::Ship => Action::BuildShip(EdgeId(0)),
        Placing::Sail(from) => {
            let from = from.or_else(first_ship).unwrap_or(EdgeId(0));
            Action::MoveShip { from, to: from }
        }
    }
}

/// Trade with the bank, offer to the players, undo; returns whether undo was clicked.
fn trade_buttons(ui: &mut egui::Ui, seen: Seen<'_>, dialogs: &mut Dialogs) -> bool {
    let Seen {
        session,
        lang,
        me,
        legal,
    } = seen;
    let state = &session.game.state;
    let mut undo = false;
    ui.horizontal_wrapped(|ui| {
        let bank_ok = legal.iter().any(|a| matches!(a, Action::BankTrade { .. }));
        if ui
            .add_enabled(
                bank_ok,
                egui::Button::new(format!("{} (T)", tr(lang, "bank-trade"))),
            )
            .clicked()
        {
            dialogs.bank.open = !dialogs.bank.open;
        }
        let offer_ok = me.is_some()
            && state.phase == Phase::Main
            && state.rules.trade.between_players
            && state
                .rules
                .trade
                .offers_per_turn
                .is_none_or(|max| state.offers_this_turn < max);
        if ui
            .add_enabled(
                offer_ok,
                egui::Button::new(format!("{} (O)", tr(lang, "offer-to-players"))),
            )
            .clicked()
        {
            dialogs.offer.open = !dialogs.offer.open;
        }
        // take back the last build or bank trade, while nothing else has happened since
        let undo_ok = me.is_some_and(|m| session.can_undo(m));
        if ui
            .add_enabled(
                undo_ok,
                egui::Button::new(format!("{} (Ctrl+Z)", tr(lang, "undo"))),
            )
            .on_disabled_hover_text(tr(lang, "nothing-to-undo"))
            .clicked()
        {
            undo = true;
        }
    });
    undo
}

pub(crate) fn candidates_section(ui: &mut egui::Ui, turn: &Turn, dialogs: &mut Dialogs) {
    let (session, computers, lang) = (&*turn.session, &*turn.computers, turn.lang());
    let state = &session.game.state;
    if state.is_over() {
        return;
    }
    let actor = state.actor();
    let Some(Some(strategy)) = computers.strategies.get(actor.index()) else {
        return;
    };
    let fresh = dialogs
        .candidates
        .as_ref()
        .is_some_and(|(id, v, _)| *id == session.id && *v == session.version);
    if !fresh {
        let legal = state.legal_actions();
        let view = PlayerView::new(state, actor);
        let lines = explain(strategy, &view, &legal)
            .into_iter()
            .take(8)
            .map(|e| (e.chosen, e.text, e.score.total))
            .collect();
        dialogs.candidates = Some((session.id, session.version, lines));
    }
    ui.separator();
    ui.label(
        egui::RichText::new(format!(
            "{} — {}",
            tr(lang, "candidate-moves"),
            seat_name(lang, actor)
        ))
        .strong(),
    );
    if let Some((_, _, lines)) = &dialogs.candidates {
        for (chosen, text, score) in lines {
            let t = egui::RichText::new(format!("{} {text}", crate::ai::strategy::fmt_num(*score)))
                .small();
            ui.label(if *chosen {
                t.strong().color(egui::Color32::from_rgb(120, 220, 120))
            } else {
                t
            });
        }
    }
}

pub(crate) fn cost_card(ui: &mut egui::Ui, session: &Session, lang: Lang) {
    let c = &session.game.state.rules.costs;
    ui.label(egui::RichText::new(tr(lang, "costs")).strong());
    let mut rows = vec![
        (tr(lang, "road"), c.road),
        (tr(lang, "settlement"), c.settlement),
        (tr(lang, "city"), c.city),
        (tr(lang, "development-cards"), c.development),
    ];
    if session.game.state.sea().is_some() {
        rows.insert(1, (tr(lang, "ship"), c.ship));
    }
    egui::Grid::new("costs").num_columns(2).show(ui, |ui| {
        for (name, cost) in rows {
            ui.label(name);
            ui.horizontal(|ui| {
                for r in Resource::ALL {
                    for _ in 0..cost.get(r) {
                        let (rect, resp) =
                            ui.allocate_exact_size(egui::vec2(10.0, 15.0), egui::Sense::hover());
                        ui.painter()
                            .rect_filled(rect, 2.0, resource_egui(r.index()));
                        resp.on_hover_text(i18n::resource(lang, r));
                    }
                }
            });
            ui.end_row();
        }
    });
}

#[cfg(test)]
mod modes_tests;
