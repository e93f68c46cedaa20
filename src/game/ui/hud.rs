//! Panels and dialogs (egui): the players, the current person's hand and actions, the log, the
//! top bar with round, deck and dice, and every choice a person makes outside the board.
//! A button is enabled only when the core says its action is legal; its tooltip says why not.

use crate::ai::explain;
use crate::core::{Action, DevCard, Phase, PlayerView, Resource, ResourceSet, Seat};
use crate::game::Screen;
use crate::game::ai_turns::AiClock;
use crate::game::gate::Gate;
use crate::game::session::{Act, Computers, Session, cards_text};
use crate::game::settings::Settings;
use crate::game::table::anim::{DiceRoll, TurnBanner};
use crate::game::table::camera::BoardInsets;
use crate::game::table::picking::{BuildMode, Placing, RobberChoice};
use crate::game::ui::i18n::{self, Lang, fill, seat_name, tr};
use crate::game::ui::theme::{
    BOTTOM_PANEL, GAME_MARGINS, LEFT_PANEL, PLAYER_ROW, RIGHT_PANEL, TOP_BAR, root_ui,
};
use crate::game::ui::theme::{resource_egui, seat_egui};
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<Dialogs>();
    // the board stays on screen at the game's end, with the game's panels around it
    for screen in [Screen::Playing, Screen::GameOver] {
        app.add_systems(OnEnter(screen), |mut commands: Commands| {
            commands.insert_resource(BoardInsets(GAME_MARGINS))
        });
    }
    app.add_systems(
        EguiPrimaryContextPass,
        game_panels.run_if(in_state(Screen::Playing).and_then(resource_exists::<Session>)),
    );
    app.add_systems(
        Update,
        keyboard_shortcuts
            .in_set(crate::game::session::GameSet::Input)
            .run_if(in_state(Screen::Playing).and_then(resource_exists::<Session>)),
    );
}

/// Open dialogs and what is being picked in them.
#[derive(Resource, Default)]
pub struct Dialogs {
    pub help: bool,
    pub bank: bool,
    pub offer: bool,
    pub year_of_plenty: bool,
    pub monopoly: bool,
    pub discard: ResourceSet,
    pub give: ResourceSet,
    pub get: ResourceSet,
    pub bank_give: Option<Resource>,
    pub bank_get: Option<Resource>,
    pub plenty: Vec<Resource>,
    /// Cached candidate moves of the computer on move: (session, version, lines).
    pub candidates: Option<(u64, u64, Vec<(bool, String, f64)>)>,
}

impl Dialogs {
    fn close_all(&mut self) {
        self.bank = false;
        self.offer = false;
        self.year_of_plenty = false;
        self.monopoly = false;
    }
}

/// The person who may act now through the panels, if any.
fn acting_person(session: &Session, gate: &Gate) -> Option<Seat> {
    let actor = session.state.actor();
    (!session.state.is_over()
        && session.is_human(actor)
        && gate.open()
        && gate.viewer == Some(actor))
    .then_some(actor)
}

fn keyboard_shortcuts(
    keys: Res<ButtonInput<KeyCode>>,
    egui: Option<Res<bevy_egui::input::EguiWantsInput>>,
    session: Res<Session>,
    gate: Res<Gate>,
    mut mode: ResMut<BuildMode>,
    mut dialogs: ResMut<Dialogs>,
    mut robber: ResMut<RobberChoice>,
    mut acts: MessageWriter<Act>,
) {
    if egui.is_some_and(|e| e.wants_any_keyboard_input()) {
        return;
    }
    if keys.just_pressed(KeyCode::F1) || keys.just_pressed(KeyCode::KeyH) {
        dialogs.help = !dialogs.help;
    }
    if keys.just_pressed(KeyCode::Escape) {
        mode.0 = None;
        dialogs.close_all();
        dialogs.help = false;
        robber.0 = None;
    }
    let Some(me) = acting_person(&session, &gate) else {
        return;
    };
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
    if session.state.phase == Phase::Main {
        if keys.just_pressed(KeyCode::Digit1) {
            toggle(&mut mode, Placing::Road);
        }
        if keys.just_pressed(KeyCode::Digit2) {
            toggle(&mut mode, Placing::Settlement);
        }
        if keys.just_pressed(KeyCode::Digit3) {
            toggle(&mut mode, Placing::City);
        }
        if keys.just_pressed(KeyCode::KeyT) {
            dialogs.bank = !dialogs.bank;
        }
        if keys.just_pressed(KeyCode::KeyO) {
            dialogs.offer = !dialogs.offer;
        }
    }
}

fn game_panels(
    mut contexts: EguiContexts,
    session: Res<Session>,
    settings: Res<Settings>,
    gate: Res<Gate>,
    computers: Res<Computers>,
    dice: Res<DiceRoll>,
    banner: Res<TurnBanner>,
    mut clock: ResMut<AiClock>,
    mut mode: ResMut<BuildMode>,
    mut dialogs: ResMut<Dialogs>,
    mut robber: ResMut<RobberChoice>,
    mut acts: MessageWriter<Act>,
    mut next: ResMut<NextState<Screen>>,
) -> Result {
    if !gate.open() {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let lang = settings.lang;
    let me = acting_person(&session, &gate);
    let legal = if me.is_some() {
        session.legal()
    } else {
        Vec::new()
    };
    let mut out: Vec<Action> = Vec::new();
    let mut root = root_ui(ctx);

    // the help overlay pauses the computers
    clock.hold = dialogs.help;
    top_bar(
        &mut root,
        &session,
        lang,
        &dice,
        &mut dialogs,
        &mut next,
        &clock,
    );
    players_panel(&mut root, &session, &settings, &gate);
    log_panel(&mut root, &session, &settings);
    egui::Panel::right("hand")
        .exact_size(RIGHT_PANEL)
        .resizable(false)
        .show(&mut root, |ui| {
            egui::ScrollArea::vertical().show(ui, |ui| {
                hand_and_actions(
                    ui,
                    &session,
                    &settings,
                    &gate,
                    me,
                    &legal,
                    &mut mode,
                    &mut dialogs,
                    &mut out,
                );
                if settings.show_candidates {
                    candidates_section(ui, &session, &computers, lang, &mut dialogs);
                }
                ui.separator();
                cost_card(ui, &session, lang);
            });
        });
    if let Some(me) = me {
        dialogs_for(
            ctx,
            &session,
            lang,
            me,
            &legal,
            &mut dialogs,
            &mut robber,
            &mut out,
        );
    }
    if dialogs.help {
        help_window(ctx, lang, &mut dialogs.help);
    }
    turn_banner(ctx, &banner, lang);
    if let Some(seat) = me {
        for action in out {
            acts.write(Act { seat, action });
        }
    }
    Ok(())
}

fn top_bar(
    root: &mut egui::Ui,
    session: &Session,
    lang: Lang,
    dice: &DiceRoll,
    dialogs: &mut Dialogs,
    next: &mut NextState<Screen>,
    clock: &AiClock,
) {
    let state = &session.state;
    egui::Panel::top("top")
        .exact_size(TOP_BAR)
        .show(root, |ui| {
            ui.horizontal_centered(|ui| {
                ui.label(
                    egui::RichText::new(format!("{} {}", tr(lang, "Round"), state.round().max(1)))
                        .strong(),
                );
                ui.separator();
                let actor = state.actor();
                ui.label(
                    egui::RichText::new(seat_name(lang, actor))
                        .strong()
                        .color(seat_egui(actor)),
                );
                ui.label(phase_text(session, lang));
                ui.separator();
                ui.label(format!("{}: {}", tr(lang, "Deck"), state.deck.total()));
                ui.separator();
                draw_dice(ui, dice);
                if let Some(e) = &session.last_error {
                    ui.separator();
                    ui.colored_label(egui::Color32::from_rgb(230, 80, 60), e);
                }
                if clock.hold {
                    ui.separator();
                    ui.label(
                        egui::RichText::new(tr(lang, "Paused"))
                            .strong()
                            .color(egui::Color32::YELLOW),
                    );
                }
                ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                    if ui.button(tr(lang, "Menu")).clicked() {
                        next.set(Screen::Menu);
                    }
                    if ui.button(format!("{} (F1)", tr(lang, "Help"))).clicked() {
                        dialogs.help = !dialogs.help;
                    }
                });
            });
        });
}

fn phase_text(session: &Session, lang: Lang) -> String {
    let state = &session.state;
    let human = session.is_human(state.actor());
    let s = match state.phase {
        Phase::SetupSettlement { .. } => tr(lang, "Place a settlement"),
        Phase::SetupRoad { .. } => tr(lang, "Place a road"),
        Phase::BeforeRoll => tr(lang, "Roll"),
        Phase::Discard { .. } => tr(lang, "Discard"),
        Phase::MoveRobber { .. } => tr(lang, "Move the robber: click a tile"),
        Phase::Main => "",
        Phase::RoadBuilding { .. } => tr(lang, "Road building"),
        Phase::TradeAnswers { .. } => tr(lang, "Offer to players"),
        Phase::TradeConfirm { .. } => tr(lang, "Trade"),
        Phase::GameOver { .. } => tr(lang, "Game over"),
    };
    if human || s.is_empty() {
        s.to_string()
    } else {
        format!("{s} — {}", tr(lang, "Computer thinking"))
    }
}

fn draw_dice(ui: &mut egui::Ui, dice: &DiceRoll) {
    let Some((a, b)) = dice.shown else {
        return;
    };
    let (a, b) = if dice.tumbling > 0.0 {
        // tumbling faces change every few frames
        let k = (dice.tumbling * 20.0) as u8;
        (k % 6 + 1, (k * 5 + 3) % 6 + 1)
    } else {
        (a, b)
    };
    for v in [a, b] {
        let (rect, _) = ui.allocate_exact_size(egui::vec2(26.0, 26.0), egui::Sense::hover());
        let p = ui.painter();
        p.rect_filled(rect, 5.0, egui::Color32::from_rgb(250, 246, 235));
        p.rect_stroke(
            rect,
            5.0,
            egui::Stroke::new(1.5, egui::Color32::from_rgb(60, 50, 40)),
            egui::StrokeKind::Inside,
        );
        let c = rect.center();
        let o = 6.5;
        let dots: &[(f32, f32)] = match v {
            1 => &[(0.0, 0.0)],
            2 => &[(-1.0, -1.0), (1.0, 1.0)],
            3 => &[(-1.0, -1.0), (0.0, 0.0), (1.0, 1.0)],
            4 => &[(-1.0, -1.0), (1.0, -1.0), (-1.0, 1.0), (1.0, 1.0)],
            5 => &[
                (-1.0, -1.0),
                (1.0, -1.0),
                (0.0, 0.0),
                (-1.0, 1.0),
                (1.0, 1.0),
            ],
            _ => &[
                (-1.0, -1.0),
                (1.0, -1.0),
                (-1.0, 0.0),
                (1.0, 0.0),
                (-1.0, 1.0),
                (1.0, 1.0),
            ],
        };
        for (x, y) in dots {
            p.circle_filled(
                c + egui::vec2(x * o, y * o),
                2.4,
                egui::Color32::from_rgb(40, 30, 30),
            );
        }
    }
    if dice.tumbling <= 0.0 {
        let sum = a + b;
        let t = egui::RichText::new(format!("= {sum}")).strong();
        ui.label(if sum == 7 {
            t.color(egui::Color32::from_rgb(220, 60, 50))
        } else {
            t
        });
    }
}

fn players_panel(root: &mut egui::Ui, session: &Session, settings: &Settings, gate: &Gate) {
    let lang = settings.lang;
    let state = &session.state;
    egui::Panel::left("players")
        .exact_size(LEFT_PANEL)
        .resizable(false)
        .show(root, |ui| {
            ui.add_space(4.0);
            ui.heading(tr(lang, "Players"));
            for p in 0..state.num_players {
                let ps = &state.players[p as usize];
                let current = state.actor() == p;
                let frame = egui::Frame::group(ui.style())
                    .stroke(egui::Stroke::new(
                        if current { 3.0 } else { 1.0 },
                        if current {
                            seat_egui(p)
                        } else {
                            egui::Color32::from_gray(90)
                        },
                    ))
                    .inner_margin(6.0);
                ui.allocate_ui(egui::vec2(LEFT_PANEL - 16.0, PLAYER_ROW - 8.0), |ui| {
                    frame.show(ui, |ui| {
                        ui.set_min_size(egui::vec2(LEFT_PANEL - 30.0, PLAYER_ROW - 24.0));
                        ui.horizontal(|ui| {
                            let (r, _) = ui
                                .allocate_exact_size(egui::vec2(14.0, 14.0), egui::Sense::hover());
                            ui.painter().rect_filled(r, 3.0, seat_egui(p));
                            ui.label(egui::RichText::new(seat_name(lang, p)).strong().size(16.0));
                            ui.label(
                                egui::RichText::new(if session.is_human(p) {
                                    tr(lang, "Person")
                                } else {
                                    tr(lang, "Computer")
                                })
                                .small()
                                .weak(),
                            );
                            ui.with_layout(
                                egui::Layout::right_to_left(egui::Align::Center),
                                |ui| {
                                    let shows_all =
                                        gate.viewer == Some(p) || !settings.hidden_hands;
                                    let pts = if shows_all {
                                        state.total_points(p)
                                    } else {
                                        ps.public_points
                                    };
                                    ui.label(
                                        egui::RichText::new(format!("{pts}")).strong().size(20.0),
                                    );
                                },
                            );
                        });
                        ui.label(format!(
                            "{} {}  ·  {} {}",
                            ps.hand.total(),
                            tr(lang, "cards"),
                            ps.dev_total(),
                            tr(lang, "Development cards").to_lowercase()
                        ));
                        ui.label(format!(
                            "{} {}  ·  {} {}",
                            ps.played.get(DevCard::Knight),
                            tr(lang, "knights"),
                            tr(lang, "Road").to_lowercase(),
                            ps.longest_road,
                        ));
                        ui.horizontal(|ui| {
                            ui.label(
                                egui::RichText::new(format!(
                                    "{}: {} {} · {} {} · {} {}",
                                    tr(lang, "Pieces left"),
                                    tr(lang, "Road").to_lowercase(),
                                    ps.roads_left,
                                    tr(lang, "Settlement").to_lowercase(),
                                    ps.settlements_left,
                                    tr(lang, "City").to_lowercase(),
                                    ps.cities_left
                                ))
                                .small(),
                            );
                        });
                        ui.horizontal(|ui| {
                            if state.longest_road_holder == Some(p) {
                                badge(
                                    ui,
                                    tr(lang, "Longest road"),
                                    egui::Color32::from_rgb(170, 110, 40),
                                );
                            }
                            if state.largest_army_holder == Some(p) {
                                badge(
                                    ui,
                                    tr(lang, "Largest army"),
                                    egui::Color32::from_rgb(150, 40, 40),
                                );
                            }
                            if !settings.hidden_hands && !ps.hand.is_empty() {
                                ui.label(egui::RichText::new(cards_text(lang, &ps.hand)).small());
                            }
                        });
                    });
                });
            }
        });
}

fn badge(ui: &mut egui::Ui, text: &str, color: egui::Color32) {
    egui::Frame::new()
        .fill(color)
        .corner_radius(4.0)
        .inner_margin(egui::Margin::symmetric(5, 1))
        .show(ui, |ui| {
            ui.label(
                egui::RichText::new(text)
                    .small()
                    .color(egui::Color32::WHITE),
            );
        });
}

fn log_panel(root: &mut egui::Ui, session: &Session, settings: &Settings) {
    egui::Panel::bottom("log")
        .exact_size(BOTTOM_PANEL)
        .show(root, |ui| {
            ui.label(egui::RichText::new(tr(settings.lang, "Game log")).strong());
            egui::ScrollArea::vertical()
                .stick_to_bottom(true)
                .auto_shrink([false, false])
                .show(ui, |ui| {
                    let lines = session
                        .log
                        .iter()
                        .filter(|l| settings.log_computer || !l.by_computer);
                    let lines: Vec<_> = lines.collect();
                    let start = lines.len().saturating_sub(200);
                    for l in &lines[start..] {
                        let color = l.seat.map(seat_egui).unwrap_or(egui::Color32::GRAY);
                        ui.horizontal(|ui| {
                            let (r, _) =
                                ui.allocate_exact_size(egui::vec2(8.0, 8.0), egui::Sense::hover());
                            ui.painter().circle_filled(r.center(), 4.0, color);
                            ui.label(&l.text);
                        });
                    }
                });
        });
}

fn card_chip(ui: &mut egui::Ui, r: Resource, n: u8, lang: Lang) {
    let (rect, resp) = ui.allocate_exact_size(egui::vec2(50.0, 46.0), egui::Sense::hover());
    let p = ui.painter();
    let fill = if n == 0 {
        resource_egui(r.index()).gamma_multiply(0.35)
    } else {
        resource_egui(r.index())
    };
    p.rect_filled(rect, 5.0, fill);
    p.rect_stroke(
        rect,
        5.0,
        egui::Stroke::new(1.0, egui::Color32::from_gray(20)),
        egui::StrokeKind::Inside,
    );
    p.text(
        rect.center() - egui::vec2(0.0, 6.0),
        egui::Align2::CENTER_CENTER,
        n.to_string(),
        egui::FontId::proportional(20.0),
        egui::Color32::BLACK,
    );
    p.text(
        rect.center_bottom() - egui::vec2(0.0, 9.0),
        egui::Align2::CENTER_CENTER,
        i18n::resource(lang, r),
        egui::FontId::proportional(11.0),
        egui::Color32::BLACK,
    );
    resp.on_hover_text(i18n::resource(lang, r));
}

/// A button for `action`: enabled only when legal, with the reason as tooltip otherwise.
fn action_button(
    ui: &mut egui::Ui,
    session: &Session,
    legal: &[Action],
    me: Option<Seat>,
    label: &str,
    action: Action,
    lang: Lang,
) -> bool {
    let ok = me.is_some() && legal.contains(&action);
    let resp = ui.add_enabled(
        ok,
        egui::Button::new(label).min_size(egui::vec2(84.0, 26.0)),
    );
    if !ok {
        let why = if me.is_none() {
            tr(lang, "Not your turn").to_string()
        } else {
            session.why_not(&action).unwrap_or_default()
        };
        resp.clone().on_disabled_hover_text(why);
    }
    resp.clicked()
}

fn hand_and_actions(
    ui: &mut egui::Ui,
    session: &Session,
    settings: &Settings,
    gate: &Gate,
    me: Option<Seat>,
    legal: &[Action],
    mode: &mut BuildMode,
    dialogs: &mut Dialogs,
    out: &mut Vec<Action>,
) {
    let lang = settings.lang;
    let state = &session.state;
    ui.add_space(4.0);
    let shown = gate
        .viewer
        .or_else(|| (!settings.hidden_hands).then(|| state.actor()));
    if let Some(v) = shown {
        let ps = &state.players[v as usize];
        ui.horizontal(|ui| {
            ui.heading(tr(lang, "Your hand"));
            ui.label(
                egui::RichText::new(seat_name(lang, v))
                    .strong()
                    .color(seat_egui(v)),
            );
        });
        ui.horizontal_wrapped(|ui| {
            for r in Resource::ALL {
                card_chip(ui, r, ps.hand.get(r), lang);
            }
        });
        ui.add_space(4.0);
        ui.label(egui::RichText::new(tr(lang, "Development cards")).strong());
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
                    let action = match c {
                        DevCard::Knight => Some(Action::PlayKnight),
                        DevCard::RoadBuilding => Some(Action::PlayRoadBuilding),
                        DevCard::VictoryPoint => Some(Action::PlayVictoryPoint),
                        DevCard::YearOfPlenty | DevCard::Monopoly => None,
                    };
                    match action {
                        Some(a) => {
                            if action_button(ui, session, legal, me, tr(lang, "Play"), a, lang) {
                                out.push(a);
                            }
                        }
                        None => {
                            let playable = legal.iter().any(|a| match c {
                                DevCard::YearOfPlenty => matches!(a, Action::PlayYearOfPlenty(..)),
                                _ => matches!(a, Action::PlayMonopoly(_)),
                            });
                            let resp =
                                ui.add_enabled(playable, egui::Button::new(tr(lang, "Play")));
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
                                    dialogs.year_of_plenty = true;
                                    dialogs.plenty.clear();
                                } else {
                                    dialogs.monopoly = true;
                                }
                            }
                        }
                    }
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
    ui.separator();
    // actions
    ui.horizontal_wrapped(|ui| {
        if action_button(
            ui,
            session,
            legal,
            me,
            &format!("{} (R)", tr(lang, "Roll")),
            Action::Roll,
            lang,
        ) {
            out.push(Action::Roll);
        }
        if action_button(
            ui,
            session,
            legal,
            me,
            &format!("{} (E)", tr(lang, "End turn")),
            Action::EndTurn,
            lang,
        ) {
            out.push(Action::EndTurn);
            mode.0 = None;
        }
    });
    ui.horizontal_wrapped(|ui| {
        let main = me.is_some() && state.phase == Phase::Main;
        for (p, label, key) in [
            (Placing::Road, tr(lang, "Road"), "1"),
            (Placing::Settlement, tr(lang, "Settlement"), "2"),
            (Placing::City, tr(lang, "City"), "3"),
        ] {
            let any = legal.iter().any(|a| match p {
                Placing::Road => matches!(a, Action::BuildRoad(_)),
                Placing::Settlement => matches!(a, Action::BuildSettlement(_)),
                Placing::City => matches!(a, Action::BuildCity(_)),
            });
            let on = mode.0 == Some(p);
            let resp = ui.add_enabled(
                main && any,
                egui::Button::new(format!("{label} ({key})"))
                    .selected(on)
                    .min_size(egui::vec2(84.0, 26.0)),
            );
            if !(main && any) {
                let why = if me.is_none() {
                    tr(lang, "Not your turn").to_string()
                } else {
                    let probe = match p {
                        Placing::Road => Action::BuildRoad(0),
                        Placing::Settlement => Action::BuildSettlement(0),
                        Placing::City => Action::BuildCity(0),
                    };
                    session.why_not(&probe).unwrap_or_default()
                };
                resp.clone().on_disabled_hover_text(why);
            }
            if resp.clicked() {
                mode.0 = if on { None } else { Some(p) };
            }
        }
        if action_button(
            ui,
            session,
            legal,
            me,
            &format!("{} (B)", tr(lang, "Buy card")),
            Action::BuyDevelopmentCard,
            lang,
        ) {
            out.push(Action::BuyDevelopmentCard);
        }
    });
    ui.horizontal_wrapped(|ui| {
        let bank_ok = legal.iter().any(|a| matches!(a, Action::BankTrade { .. }));
        if ui
            .add_enabled(
                bank_ok,
                egui::Button::new(format!("{} (T)", tr(lang, "Bank trade"))),
            )
            .clicked()
        {
            dialogs.bank = !dialogs.bank;
        }
        let offer_ok = me.is_some()
            && state.phase == Phase::Main
            && state.rules.trade.between_players
            && state.offers_this_turn < state.rules.trade.offers_per_turn;
        if ui
            .add_enabled(
                offer_ok,
                egui::Button::new(format!("{} (O)", tr(lang, "Offer to players"))),
            )
            .clicked()
        {
            dialogs.offer = !dialogs.offer;
        }
    });
    if let Some(p) = mode.0 {
        let t = match p {
            Placing::Road => tr(lang, "Place a road"),
            Placing::Settlement => tr(lang, "Place a settlement"),
            Placing::City => tr(lang, "Place a city"),
        };
        ui.label(
            egui::RichText::new(format!("{t} — Esc: {}", tr(lang, "Cancel")))
                .color(egui::Color32::YELLOW),
        );
    }
}

fn candidates_section(
    ui: &mut egui::Ui,
    session: &Session,
    computers: &Computers,
    lang: Lang,
    dialogs: &mut Dialogs,
) {
    let state = &session.state;
    if state.is_over() {
        return;
    }
    let actor = state.actor();
    let Some(Some(strategy)) = computers.strategies.get(actor as usize) else {
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
            tr(lang, "Candidate moves"),
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

fn cost_card(ui: &mut egui::Ui, session: &Session, lang: Lang) {
    let c = &session.state.rules.costs;
    ui.label(egui::RichText::new(tr(lang, "Costs")).strong());
    egui::Grid::new("costs").num_columns(2).show(ui, |ui| {
        for (name, cost) in [
            (tr(lang, "Road"), c.road),
            (tr(lang, "Settlement"), c.settlement),
            (tr(lang, "City"), c.city),
            (tr(lang, "Development cards"), c.development),
        ] {
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

fn picker(ui: &mut egui::Ui, lang: Lang, set: &mut ResourceSet, max: Option<&ResourceSet>) {
    egui::Grid::new(ui.next_auto_id())
        .num_columns(4)
        .show(ui, |ui| {
            for r in Resource::ALL {
                let (rect, _) =
                    ui.allocate_exact_size(egui::vec2(14.0, 14.0), egui::Sense::hover());
                ui.painter()
                    .rect_filled(rect, 3.0, resource_egui(r.index()));
                ui.label(i18n::resource(lang, r));
                let n = set.get(r);
                if ui.add_enabled(n > 0, egui::Button::new("−")).clicked() {
                    set.0[r.index()] -= 1;
                }
                ui.label(format!("{n}"));
                let cap = max.map(|m| m.get(r)).unwrap_or(19);
                if ui.add_enabled(n < cap, egui::Button::new("+")).clicked() {
                    set.0[r.index()] += 1;
                }
                ui.end_row();
            }
        });
}

fn dialog<'a>(title: &'a str) -> egui::Window<'a> {
    egui::Window::new(title)
        .collapsible(false)
        .resizable(false)
        .anchor(egui::Align2::CENTER_CENTER, egui::vec2(-25.0, -40.0))
}

fn dialogs_for(
    ctx: &egui::Context,
    session: &Session,
    lang: Lang,
    me: Seat,
    legal: &[Action],
    dialogs: &mut Dialogs,
    robber: &mut RobberChoice,
    out: &mut Vec<Action>,
) {
    let state = &session.state;
    let hand = state.players[me as usize].hand;
    match state.phase {
        Phase::Discard { .. } => {
            let n = hand.total() / 2;
            dialog(&fill(
                tr(lang, "Discard {n} cards"),
                &[("n", &n.to_string())],
            ))
            .show(ctx, |ui| {
                picker(ui, lang, &mut dialogs.discard, Some(&hand));
                let chosen = dialogs.discard;
                let a = Action::Discard(chosen);
                let ok = legal.contains(&a);
                if ui
                    .add_enabled(
                        ok,
                        egui::Button::new(format!(
                            "{} ({}/{n})",
                            tr(lang, "Discard"),
                            chosen.total()
                        )),
                    )
                    .clicked()
                {
                    out.push(a);
                    dialogs.discard = ResourceSet::default();
                }
            });
        }
        Phase::TradeAnswers { give, get, .. } => {
            let from = state.current;
            dialog(&format!("{} {}", seat_name(lang, from), tr(lang, "offers"))).show(ctx, |ui| {
                ui.label(format!("{}: {}", tr(lang, "Give"), cards_text(lang, &get)));
                ui.label(format!("{}: {}", tr(lang, "Get"), cards_text(lang, &give)));
                ui.horizontal(|ui| {
                    if action_button(
                        ui,
                        session,
                        legal,
                        Some(me),
                        tr(lang, "Accept"),
                        Action::AcceptTrade,
                        lang,
                    ) {
                        out.push(Action::AcceptTrade);
                    }
                    if action_button(
                        ui,
                        session,
                        legal,
                        Some(me),
                        tr(lang, "Decline"),
                        Action::DeclineTrade,
                        lang,
                    ) {
                        out.push(Action::DeclineTrade);
                    }
                });
            });
        }
        Phase::TradeConfirm {
            give,
            get,
            accepted,
        } => {
            dialog(tr(lang, "Trade")).show(ctx, |ui| {
                ui.label(format!(
                    "{} {} {} {}",
                    tr(lang, "Give"),
                    cards_text(lang, &give),
                    tr(lang, "for"),
                    cards_text(lang, &get)
                ));
                for p in 0..state.num_players {
                    if accepted & (1 << p) != 0 {
                        let a = Action::ConfirmTrade(p);
                        let label = fill(
                            tr(lang, "Trade with {name}"),
                            &[("name", seat_name(lang, p))],
                        );
                        if action_button(ui, session, legal, Some(me), &label, a, lang) {
                            out.push(a);
                        }
                    }
                }
                if action_button(
                    ui,
                    session,
                    legal,
                    Some(me),
                    tr(lang, "Cancel"),
                    Action::CancelTrade,
                    lang,
                ) {
                    out.push(Action::CancelTrade);
                }
            });
        }
        _ => {}
    }
    if let Some((face, options)) = robber.0.clone() {
        let mut close = false;
        dialog(tr(lang, "Choose the victim")).show(ctx, |ui| {
            for a in &options {
                if let Action::MoveRobber { victim, .. } = a {
                    let label = match victim {
                        Some(v) => format!(
                            "{} ({} {})",
                            seat_name(lang, *v),
                            state.players[*v as usize].hand.total(),
                            tr(lang, "cards")
                        ),
                        None => tr(lang, "Nobody").to_string(),
                    };
                    if ui.button(label).clicked() {
                        out.push(*a);
                        close = true;
                    }
                }
            }
            if ui.button(tr(lang, "Cancel")).clicked() {
                close = true;
            }
            let _ = face;
        });
        if close || !matches!(state.phase, Phase::MoveRobber { .. }) {
            robber.0 = None;
        }
    }
    if dialogs.year_of_plenty {
        let mut open = true;
        dialog(tr(lang, "Year of plenty"))
            .open(&mut open)
            .show(ctx, |ui| {
                ui.horizontal_wrapped(|ui| {
                    for r in Resource::ALL {
                        if ui.button(i18n::resource(lang, r)).clicked() && dialogs.plenty.len() < 2
                        {
                            dialogs.plenty.push(r);
                        }
                    }
                });
                let names: Vec<&str> = dialogs
                    .plenty
                    .iter()
                    .map(|r| i18n::resource(lang, *r))
                    .collect();
                ui.label(names.join(" + "));
                let a = match dialogs.plenty.as_slice() {
                    [x, y] => Some(Action::PlayYearOfPlenty(*x, Some(*y))),
                    [x] => Some(Action::PlayYearOfPlenty(*x, None)),
                    _ => None,
                };
                ui.horizontal(|ui| {
                    let ok = a.is_some_and(|a| legal.contains(&a));
                    if ui
                        .add_enabled(ok, egui::Button::new(tr(lang, "Play")))
                        .clicked()
                    {
                        out.push(a.unwrap());
                        dialogs.year_of_plenty = false;
                    }
                    if ui.button(tr(lang, "Cancel")).clicked() {
                        dialogs.plenty.clear();
                    }
                });
            });
        if !open {
            dialogs.year_of_plenty = false;
        }
    }
    if dialogs.monopoly {
        let mut open = true;
        dialog(tr(lang, "Monopoly"))
            .open(&mut open)
            .show(ctx, |ui| {
                ui.horizontal_wrapped(|ui| {
                    for r in Resource::ALL {
                        let a = Action::PlayMonopoly(r);
                        if action_button(
                            ui,
                            session,
                            legal,
                            Some(me),
                            i18n::resource(lang, r),
                            a,
                            lang,
                        ) {
                            out.push(a);
                            dialogs.monopoly = false;
                        }
                    }
                });
            });
        if !open {
            dialogs.monopoly = false;
        }
    }
    if dialogs.bank {
        let mut open = true;
        dialog(tr(lang, "Bank trade"))
            .open(&mut open)
            .show(ctx, |ui| {
                ui.label(tr(lang, "Give"));
                ui.horizontal_wrapped(|ui| {
                    for r in Resource::ALL {
                        let rate = state.trade_rate(me, r);
                        let label = format!("{} {}:1", i18n::resource(lang, r), rate);
                        let ok = hand.get(r) >= rate;
                        if ui
                            .add_enabled(
                                ok,
                                egui::Button::new(label).selected(dialogs.bank_give == Some(r)),
                            )
                            .clicked()
                        {
                            dialogs.bank_give = Some(r);
                        }
                    }
                });
                ui.label(tr(lang, "Get"));
                ui.horizontal_wrapped(|ui| {
                    for r in Resource::ALL {
                        if ui
                            .add(
                                egui::Button::new(i18n::resource(lang, r))
                                    .selected(dialogs.bank_get == Some(r)),
                            )
                            .clicked()
                        {
                            dialogs.bank_get = Some(r);
                        }
                    }
                });
                if let (Some(give), Some(get)) = (dialogs.bank_give, dialogs.bank_get) {
                    let a = Action::BankTrade { give, get };
                    if action_button(ui, session, legal, Some(me), tr(lang, "Trade"), a, lang) {
                        out.push(a);
                    }
                }
            });
        if !open || state.phase != Phase::Main {
            dialogs.bank = false;
        }
    }
    if dialogs.offer {
        let mut open = true;
        dialog(tr(lang, "Offer to players"))
            .open(&mut open)
            .show(ctx, |ui| {
                ui.label(egui::RichText::new(tr(lang, "Give")).strong());
                picker(ui, lang, &mut dialogs.give, Some(&hand));
                ui.label(egui::RichText::new(tr(lang, "Get")).strong());
                picker(ui, lang, &mut dialogs.get, None);
                let a = Action::OfferTrade {
                    give: dialogs.give,
                    get: dialogs.get,
                };
                let why = session.why_not(&a);
                let resp = ui.add_enabled(why.is_none(), egui::Button::new(tr(lang, "Offer")));
                if let Some(w) = why {
                    resp.clone().on_disabled_hover_text(w);
                }
                if resp.clicked() {
                    out.push(a);
                    dialogs.offer = false;
                    dialogs.give = ResourceSet::default();
                    dialogs.get = ResourceSet::default();
                }
            });
        if !open || state.phase != Phase::Main {
            dialogs.offer = false;
        }
    }
}

fn help_window(ctx: &egui::Context, lang: Lang, open: &mut bool) {
    egui::Window::new(tr(lang, "Keyboard"))
        .open(open)
        .collapsible(false)
        .resizable(false)
        .anchor(egui::Align2::CENTER_CENTER, egui::vec2(0.0, 0.0))
        .show(ctx, |ui| {
            egui::Grid::new("keys")
                .num_columns(2)
                .striped(true)
                .show(ui, |ui| {
                    for (k, what) in [
                        ("R", tr(lang, "Roll")),
                        ("E / Enter", tr(lang, "End turn")),
                        ("1", tr(lang, "Road")),
                        ("2", tr(lang, "Settlement")),
                        ("3", tr(lang, "City")),
                        ("B", tr(lang, "Buy card")),
                        ("T", tr(lang, "Bank trade")),
                        ("O", tr(lang, "Offer to players")),
                        ("Esc", tr(lang, "Cancel")),
                        ("+ / − / wheel", tr(lang, "Zoom")),
                        ("← ↑ → ↓ / right drag", tr(lang, "Pan")),
                        ("Home", tr(lang, "Board")),
                        ("F1 / H", tr(lang, "Help")),
                    ] {
                        ui.label(egui::RichText::new(k).monospace().strong());
                        ui.label(what);
                        ui.end_row();
                    }
                });
        });
}

fn turn_banner(ctx: &egui::Context, banner: &TurnBanner, lang: Lang) {
    let Some(seat) = banner.seat else { return };
    if banner.left <= 0.0 {
        return;
    }
    let alpha = (banner.left / 0.5).min(1.0);
    let screen = ctx.content_rect();
    let at = egui::pos2(
        (screen.left() + LEFT_PANEL + screen.right() - RIGHT_PANEL) / 2.0,
        screen.top() + TOP_BAR + 40.0,
    );
    egui::Area::new(egui::Id::new("turn-banner"))
        .fixed_pos(at)
        .pivot(egui::Align2::CENTER_TOP)
        .interactable(false)
        .show(ctx, |ui| {
            let c = seat_egui(seat);
            egui::Frame::new()
                .fill(egui::Color32::from_rgba_unmultiplied(
                    20,
                    20,
                    28,
                    (210.0 * alpha) as u8,
                ))
                .corner_radius(10.0)
                .inner_margin(egui::Margin::symmetric(22, 10))
                .show(ui, |ui| {
                    ui.add(
                        egui::Label::new(
                            egui::RichText::new(fill(
                                tr(lang, "{name}'s turn"),
                                &[("name", seat_name(lang, seat))],
                            ))
                            .size(28.0)
                            .strong()
                            .color(c.gamma_multiply(alpha)),
                        )
                        .wrap_mode(egui::TextWrapMode::Extend),
                    );
                });
        });
}
