//! The end of a game: the finished record is filed (for `catan replay`), one line
//! `GAME_OVER winner=<seat> rounds=<n>` is printed, and the game-over screen shows the ranking,
//! points by source and the dice histogram, with "play again" and "menu".

use crate::core::wide::Board;
use crate::core::{DevCard, Seat};
use crate::game::gate::Gate;
use crate::game::i18n::Lang;
use crate::game::i18n::{seat_name, tr, tr_args};
use crate::game::review::Reviewing;
use crate::game::screens::Screen;
use crate::game::screens::playing::start::{GameToStart, LastGame, ask_for};
use crate::game::session::Session;
use crate::game::settings::{NewGame, Settings};
use crate::game::table::anim::DiceRoll;
use crate::game::table::highlights::Happenings;
use crate::game::theme::{TOP_BAR, root_ui, seat_egui};
use crate::game::ui::panels::top_bar::final_bar;
use crate::game::ui::panels::{log::log_panel, players::players_panel};
use crate::game::ui::review::{Ask, review_window};
use crate::game::ui::stats::{StatsView, dice_histogram, stats_page};
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use std::sync::Arc;

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(Update, end_finished_game.run_if(in_state(Screen::Playing)));
    app.add_message::<End>();
    app.add_systems(
        EguiPrimaryContextPass,
        game_over_screen.run_if(in_state(Screen::GameOver)),
    );
    app.add_systems(Update, answer_end.run_if(in_state(Screen::GameOver)));
}

/// A moment to see the winning move before the game-over screen.
const LINGER_SECS: f32 = 1.2;

fn end_finished_game(
    time: Res<Time>,
    mut session: ResMut<Session>,
    mut waited: Local<(u64, f32)>,
    mut record_wait: Local<(u64, f32)>,
    mut next: ResMut<NextState<Screen>>,
    options: Res<crate::game::screens::PlayOptions>,
    settings: Option<Res<crate::game::settings::Settings>>,
) {
    let settings_lang = settings.map(|s| s.lang).unwrap_or_default();
    let Some(winner) = session.game.state.winner() else {
        return;
    };
    // an online game: the host's whole record comes right after the end (waited for a moment)
    if session.remote.is_some() && !session.remote_record {
        if record_wait.0 != session.id {
            *record_wait = (session.id, 0.0);
        }
        record_wait.1 += time.delta_secs();
        if record_wait.1 < 5.0 {
            return;
        }
    }
    if waited.0 != session.id {
        *waited = (session.id, 0.0);
        if let Err(e) = session.file_finished_game() {
            session.last_error = Some(tr_args(
                settings_lang,
                "could-not-save",
                &[("problem", (&e.to_string()).into())],
            ));
        }
        println!(
            "GAME_OVER winner={winner} rounds={}",
            session.game.state.round()
        );
    }
    waited.1 += time.delta_secs();
    let linger = if options.exit_on_game_over {
        0.3
    } else {
        LINGER_SECS
    };
    if waited.1 >= linger {
        next.set(Screen::GameOver);
    }
}

/// One player's final tally: settlements and cities (counts; a city is worth 2 points), then the
/// points of victory-point cards and awards.
pub struct Points {
    pub settlements: u32,
    pub cities: u32,
    pub cards: u32,
    pub road: u32,
    pub army: u32,
    /// Seafarers: points for settling new islands.
    pub islands: u32,
    /// Cloth for Catan: points from cloth.
    pub cloth: u32,
}

impl Points {
    pub fn of(session: &Session, p: Seat) -> Points {
        let s = &session.game.state;
        let ps = &s.players[p.index()];
        Points {
            settlements: ps.settlements.len() as u32,
            cities: ps.cities.len() as u32,
            cards: (ps.dev.get(DevCard::VictoryPoint)
                + ps.dev_new.get(DevCard::VictoryPoint)
                + ps.played.get(DevCard::VictoryPoint)) as u32,
            road: if s.longest_road_holder == Some(p) {
                s.rules.longest_road.points as u32
            } else {
                0
            },
            army: if s.largest_army_holder == Some(p) {
                s.rules.largest_army.points as u32
            } else {
                0
            },
            islands: s.sea().map_or(0, |sea| sea.island_points[p.index()] as u32),
            cloth: s.cloth_points(p) as u32,
        }
    }
}

/// The game-over window's state: open or put away to look at the board, and its page.
#[derive(Default)]
struct Shown {
    game: Option<u64>,
    closed: bool,
    stats: bool,
}

#[allow(clippy::too_many_arguments)]
fn game_over_screen(
    mut contexts: EguiContexts,
    mut commands: Commands,
    mut session: ResMut<Session>,
    reviewing: Option<ResMut<Reviewing>>,
    settings: Res<Settings>,
    gate: Res<Gate>,
    happenings: Res<Happenings>,
    dice: Res<DiceRoll>,
    mut stats: ResMut<StatsView>,
    mut ends: MessageWriter<End>,
    mut next: ResMut<NextState<Screen>>,
    mut shown: Local<Shown>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    if shown.game != Some(session.id) {
        *shown = Shown {
            game: Some(session.id),
            ..default()
        };
    }
    let lang = settings.lang;
    // a review: the position of the step shown, every hand open, the review window
    if let Some(mut r) = reviewing
        && r.game == session.id
    {
        // every hand open only when the game is over: an unfinished game keeps its secrets
        let open = Settings {
            hidden_hands: settings.hidden_hands && !r.finished(),
            ..settings.clone()
        };
        let mut root = root_ui(ctx);
        players_panel(&mut root, &session, &open, &gate, &happenings);
        log_panel(&mut root, &session, &open, None, |_| {});
        review_asks(ctx, &mut commands, &mut session, &mut r, lang, &mut next);
        return Ok(());
    }
    // the final position stays readable around the window: the top bar, players, log
    {
        let mut root = root_ui(ctx);
        let seen = TableSeen {
            gate: &gate,
            happenings: &happenings,
            dice: &dice,
        };
        table_around(&mut root, &session, &settings, &seen, &mut next);
    }
    if session.game.state.winner().is_none() {
        return Ok(());
    }
    if shown.closed {
        // put away: one button brings it back
        shown.closed = !results_button(ctx, lang);
        return Ok(());
    }
    if shown.stats {
        stats.refresh(&session);
    }
    let mut open = true;
    let asked = results_window(ctx, &session, &stats, &mut shown, lang, &mut open);
    if !open {
        shown.closed = true;
    }
    if let Some(asked) = asked {
        ends.write(asked);
    }
    Ok(())
}

/// Around the game-over window: the top bar (the winner where the turn was), the players'
/// rows and the log, as they were during the game.
/// What the table around the game-over window shows besides the game: whose hands the screen
/// shows, what just happened on the board, the last roll.
pub(crate) struct TableSeen<'a> {
    pub gate: &'a Gate,
    pub happenings: &'a Happenings,
    pub dice: &'a DiceRoll,
}

pub(crate) fn table_around(
    root: &mut egui::Ui,
    session: &Session,
    settings: &Settings,
    seen: &TableSeen<'_>,
    next: &mut NextState<Screen>,
) {
    let TableSeen {
        gate,
        happenings,
        dice,
    } = *seen;
    final_bar(root, session, settings.lang, dice, next);
    players_panel(root, session, settings, gate, happenings);
    log_panel(root, session, settings, gate.viewer, |_| {});
}

/// What the game-over window's buttons asked: the same seats again, the review of the game
/// (over the board, the window's place), or the menu.
pub(crate) fn answer_end(
    mut asks: MessageReader<End>,
    mut commands: Commands,
    session: Res<Session>,
    settings: Res<Settings>,
    last: Option<Res<LastGame>>,
    mut next: ResMut<NextState<Screen>>,
) {
    for asked in asks.read() {
        match asked {
            End::Again => play_again(&mut commands, &session, last.as_deref(), &mut next),
            End::Review => match Reviewing::start(&session, settings.lang) {
                Ok(r) => commands.insert_resource(r),
                Err(e) => error!("could not review the game: {e}"),
            },
            End::Menu => next.set(Screen::Menu),
        }
    }
}

/// The button that brings the put-away results back; whether it was clicked.
fn results_button(ctx: &egui::Context, lang: Lang) -> bool {
    let mut clicked = false;
    egui::Area::new(egui::Id::new("show-results"))
        // under the top bar, which stays
        .anchor(egui::Align2::CENTER_TOP, egui::vec2(0.0, TOP_BAR + 8.0))
        .show(ctx, |ui| {
            clicked = ui
                .button(egui::RichText::new(tr(lang, "show-results")).size(18.0))
                .clicked();
        });
    clicked
}

/// The game-over window of a finished game: the results or the statistics, and the buttons.
fn results_window(
    ctx: &egui::Context,
    session: &Session,
    stats: &StatsView,
    shown: &mut Shown,
    lang: Lang,
    open: &mut bool,
) -> Option<End> {
    let winner = session.game.state.winner()?;
    let mut asked = None;
    egui::Window::new(tr(lang, "game-over"))
        .open(open)
        .collapsible(false)
        .resizable(false)
        .anchor(egui::Align2::CENTER_CENTER, egui::vec2(0.0, 0.0))
        .show(ctx, |ui| {
            ui.horizontal(|ui| {
                ui.selectable_value(&mut shown.stats, false, tr(lang, "results"));
                ui.selectable_value(&mut shown.stats, true, tr(lang, "statistics"));
            });
            ui.separator();
            if shown.stats {
                let height = (ui.ctx().content_rect().height() - 160.0).clamp(200.0, 620.0);
                egui::ScrollArea::vertical()
                    .max_height(height)
                    .show(ui, |ui| stats_page(ui, &stats.stats, &stats.history, lang));
                return;
            }
            results_page(ui, session, winner, lang);
            asked = end_buttons(ui, session, lang);
            saved_lines(ui, session, lang);
        });
    asked
}

/// What the review window asked: go to a step, play or pause, compare a seat's decisions,
/// close (back to the menu when the review was opened there).
fn review_asks(
    ctx: &egui::Context,
    commands: &mut Commands,
    session: &mut Session,
    r: &mut Reviewing,
    lang: Lang,
    next: &mut NextState<Screen>,
) {
    match review_window(ctx, r, session, lang) {
        Some(Ask::Go(k)) => {
            r.playing = false;
            commands.write_message(r.go(session, k));
        }
        Some(Ask::Toggle) => {
            if !r.playing && r.step >= r.steps() {
                commands.write_message(r.go(session, 0));
            }
            r.playing = !r.playing;
        }
        Some(Ask::Decisions(seat)) => r.compare_decisions_of(seat),
        Some(Ask::Close) => {
            commands.write_message(r.close(session));
            let from_menu = r.from_menu;
            commands.remove_resource::<Reviewing>();
            if from_menu {
                next.set(Screen::Menu);
            }
        }
        None => {}
    }
}

/// The winner, the ranking with where each point came from, the game's length, the dice.
fn results_page(ui: &mut egui::Ui, session: &Session, winner: Seat, lang: Lang) {
    let state = &session.game.state;
    ui.vertical_centered(|ui| {
        ui.label(
            egui::RichText::new(tr_args(
                lang,
                "name-wins",
                &[("name", (&seat_name(lang, winner)).into())],
            ))
            .size(30.0)
            .strong()
            .color(seat_egui(winner)),
        );
    });
    ui.add_space(8.0);
    ui.label(egui::RichText::new(tr(lang, "ranking")).strong());
    ranking(ui, session, winner, lang);
    ui.add_space(8.0);
    ui.label(format!(
        "{}: {}   ·   {} {}",
        tr(lang, "rounds"),
        state.round(),
        session.game.record.steps.len(),
        tr(lang, "actions")
    ));
    ui.add_space(6.0);
    ui.label(egui::RichText::new(tr(lang, "dice")).strong());
    dice_histogram(ui, &session.dice);
    ui.add_space(10.0);
}

/// The seats by points (the winner first among equals), each point by where it came from.
fn ranking(ui: &mut egui::Ui, session: &Session, winner: Seat, lang: Lang) {
    let state = &session.game.state;
    let mut order: Vec<Seat> = Seat::all(state.num_players).collect();
    order.sort_by_key(|&p| (std::cmp::Reverse(state.total_points(p)), p != winner));
    let cols = Columns::of(state);
    let mut heads = vec![
        "#".to_string(),
        String::new(),
        tr(lang, "settlements"),
        tr(lang, "cities"),
        tr(lang, "vp-cards"),
    ];
    if cols.road {
        heads.push(tr(lang, cols.road_name));
    }
    heads.push(tr(lang, "largest-army"));
    if cols.sea {
        heads.push(tr(lang, "islands"));
    }
    if cols.cloth {
        heads.push(tr(lang, "results-cloth"));
    }
    heads.push(tr(lang, "total"));
    egui::Grid::new("ranking")
        .striped(true)
        .num_columns(heads.len())
        .show(ui, |ui| {
            for h in &heads {
                ui.label(egui::RichText::new(h).small().strong());
            }
            ui.end_row();
            for (rank, &p) in order.iter().enumerate() {
                let pts = Points::of(session, p);
                ui.label(format!("{}.", rank + 1));
                ui.label(
                    egui::RichText::new(seat_name(lang, p))
                        .strong()
                        .color(seat_egui(p)),
                );
                let values = cols.values(&pts);
                for v in values {
                    ui.label(v.to_string());
                }
                ui.label(egui::RichText::new(state.total_points(p).to_string()).strong());
                ui.end_row();
            }
        });
}

/// The ranking's columns a board has: the longest road or trade route where it is awarded, the
/// islands at sea, the cloth in Cloth for Catan.
struct Columns {
    road: bool,
    road_name: &'static str,
    sea: bool,
    cloth: bool,
}

impl Columns {
    fn of(state: &crate::core::wide::State) -> Columns {
        let sea = state.sea().is_some();
        Columns {
            road: state.longest_route_awarded(),
            road_name: if sea {
                "longest-trade-route"
            } else {
                "longest-road"
            },
            sea,
            cloth: state.cloth().is_some(),
        }
    }

    /// A player's figures in the columns' order (after the name, before the total).
    fn values(&self, pts: &Points) -> Vec<u32> {
        let mut v = vec![pts.settlements, pts.cities, pts.cards];
        if self.road {
            v.push(pts.road);
        }
        v.push(pts.army);
        if self.sea {
            v.push(pts.islands);
        }
        if self.cloth {
            v.push(pts.cloth);
        }
        v
    }
}

/// What the game-over window's buttons ask.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum End {
    Again,
    Review,
    Menu,
}

/// Play again, review the game, back to the menu.
fn end_buttons(ui: &mut egui::Ui, session: &Session, lang: Lang) -> Option<End> {
    let mut asked = None;
    ui.horizontal(|ui| {
        // an online game is played again from the menu (its host sets it up)
        if session.remote.is_none()
            && ui
                .button(egui::RichText::new(tr(lang, "play-again")).size(18.0))
                .clicked()
        {
            asked = Some(End::Again);
        }
        // an online game is reviewed once the host's whole record has come
        let reviewable = session.remote.is_none() || session.remote_record;
        if ui
            .add_enabled(
                reviewable,
                egui::Button::new(egui::RichText::new(tr(lang, "review-game")).size(18.0)),
            )
            .clicked()
        {
            asked = Some(End::Review);
        }
        if ui
            .button(egui::RichText::new(tr(lang, "menu")).size(18.0))
            .clicked()
        {
            asked = Some(End::Menu);
        }
    });
    asked
}

/// Where the finished game was filed, or why it could not be saved.
fn saved_lines(ui: &mut egui::Ui, session: &Session, lang: Lang) {
    if let Some(p) = &session.filed {
        // where it is kept, in words; the file itself for whoever asks
        ui.label(
            egui::RichText::new(tr(lang, "kept-in-saved-games"))
                .small()
                .weak(),
        )
        .on_hover_text(p.display().to_string());
    }
    if let Some(e) = crate::game::session::save_problem() {
        ui.colored_label(
            egui::Color32::from_rgb(230, 80, 60),
            tr_args(lang, "could-not-save", &[("problem", (&e).into())]),
        );
    }
}

/// The same seats again, on the same board (or a new random one), the next seed.
fn play_again(
    commands: &mut Commands,
    session: &Session,
    last: Option<&LastGame>,
    next: &mut NextState<Screen>,
) {
    let seed = session.seed.wrapping_add(1);
    let random = last.is_some_and(|l| l.random_board);
    let board = if random {
        Arc::new(Board::random_standard_sized(seed, true))
    } else {
        session.game.state.board.clone()
    };
    let game = NewGame {
        seats: session.seats.clone(),
        board,
        rules: session.game.state.rules.clone(),
        seed,
    };
    let save_dir = session.save_dir.clone();
    let start = GameToStart::New {
        game,
        random_board: random,
        save_dir,
    };
    ask_for(commands, start, next);
}

#[cfg(test)]
mod ranking_tests;
#[cfg(test)]
mod tests;
#[cfg(test)]
mod top_bar_tests;
