//! The main menu and new-game screen: seats (person / computer with its individual / random),
//! board (standard, random with its seed, or a file from `boards/`), rules, language, options;
//! "Continue" resumes the saved unfinished game. `catan play --players …` skips the menu.

use crate::core::Seat;
use crate::files::{asset_root, data_dir, list_files};
use crate::game::PlayOptions;
use crate::game::Screen;
use crate::game::ai_turns::AiClock;
use crate::game::assets::{GameAssets, IndividualAsset, shipped_individuals};
use crate::game::i18n::{Lang, seat_name, tr};
use crate::game::session::{Session, current_game_path};
use crate::game::settings::{
    AiSpeed, BoardPick, IndividualPick, NewGame, SeatPick, Settings, new_game_from_flags,
};
use crate::game::table::camera::BoardInsets;
use crate::game::ui::theme::seat_egui;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use std::path::{Path, PathBuf};

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<MenuState>();
    app.add_systems(
        OnEnter(Screen::Menu),
        (leave_game, look_at_folders, start_from_flags).chain(),
    );
    app.add_systems(
        EguiPrimaryContextPass,
        new_game_screen.run_if(in_state(Screen::Menu)),
    );
}

/// The game last started, for "play again".
#[derive(Resource, Clone)]
pub struct LastGame {
    pub random_board: bool,
}

#[derive(Resource, Default)]
pub struct MenuState {
    pub error: Option<String>,
    pub started_from_flags: bool,
    pub typed_path: Vec<String>,
    /// What the folders held when the menu opened: individuals in assets/ai (other than the
    /// shipped two), boards, and whether a game is saved.
    pub ai_files: Vec<PathBuf>,
    pub boards: Vec<PathBuf>,
    pub saved: bool,
}

/// Read the folders the menu offers once, when it opens (not every frame).
fn look_at_folders(mut menu: ResMut<MenuState>, options: Res<PlayOptions>) {
    let root = asset_root();
    menu.ai_files = list_files(&root.join("assets/ai"), "ron")
        .into_iter()
        .filter(|p| {
            let n = p.file_name().and_then(|n| n.to_str()).unwrap_or("");
            n != "champion.ron" && n != "thesis-example.ron"
        })
        .collect();
    menu.boards = list_files(&root.join("boards"), "ron");
    menu.saved = current_game_path(&data_dir(options.data_dir.as_deref())).exists();
}

fn leave_game(mut commands: Commands) {
    commands.remove_resource::<BoardInsets>();
    commands.remove_resource::<Session>();
    commands.remove_resource::<crate::game::session::Computers>();
}

/// Begin a game: the session, its computer players, and the playing screen.
pub fn begin(
    commands: &mut Commands,
    game: NewGame,
    random_board: bool,
    save_dir: Option<PathBuf>,
    next: &mut NextState<Screen>,
) -> Result<(), String> {
    let (session, computers) = Session::start(game.clone(), save_dir)?;
    commands.insert_resource(session);
    commands.insert_resource(computers);
    commands.insert_resource(AiClock::default());
    commands.insert_resource(LastGame { random_board });
    next.set(Screen::Playing);
    Ok(())
}

fn start_from_flags(
    mut commands: Commands,
    options: Res<PlayOptions>,
    mut menu: ResMut<MenuState>,
    mut settings: ResMut<Settings>,
    mut next: ResMut<NextState<Screen>>,
    mut exit: MessageWriter<AppExit>,
) {
    if let Some(s) = options.ai_speed {
        settings.speed = s;
    }
    if options.open_hands {
        settings.hidden_hands = false;
    }
    if let Some(seed) = options.seed {
        settings.seed = seed;
    }
    if let Some(edit) = &options.edit
        && !menu.started_from_flags
    {
        menu.started_from_flags = true;
        let ed = match edit {
            Some(path) => match crate::editor::BoardEditor::open(path) {
                Ok(ed) => ed,
                Err(e) => {
                    eprintln!("error: {e}");
                    exit.write(AppExit::error());
                    return;
                }
            },
            None => crate::editor::BoardEditor::standard(),
        };
        commands.insert_resource(crate::game::ui::editor::EditorState::new(ed));
        next.set(Screen::Editor);
        return;
    }
    let Some(players) = &options.players else {
        return;
    };
    if menu.started_from_flags {
        return;
    }
    menu.started_from_flags = true;
    let seed = options.seed.unwrap_or(1);
    let started = new_game_from_flags(
        players,
        options.board.as_deref(),
        options.rules.as_deref(),
        seed,
    )
    .and_then(|game| {
        begin(
            &mut commands,
            game,
            options.board.as_deref() == Some("random"),
            Some(data_dir(options.data_dir.as_deref())),
            &mut next,
        )
    });
    if let Err(e) = started {
        eprintln!("error: {e}");
        exit.write(AppExit::error());
    }
}

fn new_game_screen(
    mut contexts: EguiContexts,
    mut commands: Commands,
    mut settings: ResMut<Settings>,
    mut menu: ResMut<MenuState>,
    options: Res<PlayOptions>,
    assets: Option<Res<GameAssets>>,
    individuals: Res<Assets<IndividualAsset>>,
    mut next: ResMut<NextState<Screen>>,
    mut exit: MessageWriter<AppExit>,
    editor: Option<Res<crate::game::ui::editor::EditorState>>,
) -> Result {
    let editor_open = editor.is_some();
    let ctx = contexts.ctx_mut()?;
    let lang = settings.lang;
    let dir = data_dir(options.data_dir.as_deref());
    let (ai_files, boards, saved) = (menu.ai_files.clone(), menu.boards.clone(), menu.saved);
    let mut start = false;
    let mut resume = false;
    let mut open_editor = false;
    egui::CentralPanel::default()
        .frame(
            egui::Frame::new()
                .fill(egui::Color32::from_rgb(22, 44, 66))
                .inner_margin(24.0),
        )
        .show(&mut crate::game::ui::theme::root_ui(ctx), |ui| {
            ui.vertical_centered(|ui| {
                ui.label(
                    egui::RichText::new("Catan")
                        .size(46.0)
                        .strong()
                        .color(egui::Color32::from_rgb(240, 200, 90)),
                );
                ui.label(egui::RichText::new(tr(lang, "new-game")).size(20.0));
            });
            ui.add_space(10.0);
            ui.columns(2, |cols| {
                let ui = &mut cols[0];
                ui.heading(tr(lang, "seats"));
                let n = settings.seats.len();
                let mut remove = None;
                for i in 0..n {
                    ui.horizontal(|ui| {
                        let (r, _) =
                            ui.allocate_exact_size(egui::vec2(16.0, 16.0), egui::Sense::hover());
                        ui.painter().rect_filled(r, 3.0, seat_egui(Seat(i as u8)));
                        ui.label(egui::RichText::new(seat_name(lang, Seat(i as u8))).strong());
                        let seat = &mut settings.seats[i];
                        let kind = match seat {
                            SeatPick::Human => 0,
                            SeatPick::Computer(_) => 1,
                            SeatPick::Random => 2,
                        };
                        let mut k = kind;
                        egui::ComboBox::from_id_salt(("kind", i))
                            .selected_text(tr(lang, ["person", "computer", "random-player"][k]))
                            .show_ui(ui, |ui| {
                                ui.selectable_value(&mut k, 0, tr(lang, "person"));
                                ui.selectable_value(&mut k, 1, tr(lang, "computer"));
                                ui.selectable_value(&mut k, 2, tr(lang, "random-player"));
                            });
                        if k != kind {
                            *seat = match k {
                                0 => SeatPick::Human,
                                1 => SeatPick::Computer(IndividualPick::Champion),
                                _ => SeatPick::Random,
                            };
                        }
                        if let SeatPick::Computer(pick) = seat {
                            let label = match pick {
                                IndividualPick::Champion => {
                                    tr(lang, "champion-default").to_string()
                                }
                                IndividualPick::ThesisExample => {
                                    tr(lang, "thesis-example").to_string()
                                }
                                IndividualPick::File(p) => Path::new(p)
                                    .file_name()
                                    .map(|n| n.to_string_lossy().into_owned())
                                    .unwrap_or_else(|| p.clone()),
                            };
                            egui::ComboBox::from_id_salt(("ind", i))
                                .selected_text(label)
                                .show_ui(ui, |ui| {
                                    ui.selectable_value(
                                        pick,
                                        IndividualPick::Champion,
                                        tr(lang, "champion-default"),
                                    );
                                    ui.selectable_value(
                                        pick,
                                        IndividualPick::ThesisExample,
                                        tr(lang, "thesis-example"),
                                    );
                                    for f in &ai_files {
                                        let s = f.to_string_lossy().into_owned();
                                        let name = f
                                            .file_name()
                                            .unwrap_or_default()
                                            .to_string_lossy()
                                            .into_owned();
                                        ui.selectable_value(pick, IndividualPick::File(s), name);
                                    }
                                });
                        }
                        if n > 2
                            && ui
                                .small_button("✖")
                                .on_hover_text(tr(lang, "remove"))
                                .clicked()
                        {
                            remove = Some(i);
                        }
                    });
                    if let SeatPick::Computer(pick) = &mut settings.seats[i] {
                        if menu.typed_path.len() < 4 {
                            menu.typed_path.resize(4, String::new());
                        }
                        ui.horizontal(|ui| {
                            ui.add_space(24.0);
                            ui.label(egui::RichText::new(tr(lang, "file")).small());
                            let resp = ui.add(
                                egui::TextEdit::singleline(&mut menu.typed_path[i])
                                    .hint_text("path/to/individual.ron")
                                    .desired_width(220.0),
                            );
                            if resp.lost_focus() && !menu.typed_path[i].trim().is_empty() {
                                *pick = IndividualPick::File(menu.typed_path[i].trim().to_string());
                            }
                        });
                    }
                }
                if let Some(i) = remove {
                    settings.seats.remove(i);
                }
                if settings.seats.len() < 4
                    && ui.button(format!("+ {}", tr(lang, "add-a-seat"))).clicked()
                {
                    settings
                        .seats
                        .push(SeatPick::Computer(IndividualPick::Champion));
                }
                ui.add_space(12.0);
                ui.heading(tr(lang, "board"));
                ui.horizontal_wrapped(|ui| {
                    let b = &mut settings.board;
                    ui.selectable_value(b, BoardPick::Standard, tr(lang, "standard"));
                    ui.selectable_value(b, BoardPick::Random, tr(lang, "random"));
                    // a board chosen elsewhere ("play this board" in the editor) is listed too
                    let mut listed = boards.clone();
                    if let BoardPick::File(p) = b.clone()
                        && !listed.contains(&p)
                    {
                        listed.push(p);
                    }
                    for f in &listed {
                        let name = f
                            .file_name()
                            .unwrap_or_default()
                            .to_string_lossy()
                            .into_owned();
                        ui.selectable_value(b, BoardPick::File(f.clone()), name)
                            .on_hover_text(f.display().to_string());
                    }
                });
                ui.horizontal(|ui| {
                    ui.label(tr(lang, "seed"));
                    ui.add(egui::DragValue::new(&mut settings.seed));
                    if ui.small_button(tr(lang, "random")).clicked() {
                        settings.seed = rand::random::<u32>() as u64;
                    }
                });
                ui.add_space(8.0);
                ui.heading(tr(lang, "rules"));
                ui.horizontal(|ui| {
                    for r in ["standard", "thesis"] {
                        if ui.selectable_label(settings.rules == r, r).clicked() {
                            settings.rules = r.into();
                        }
                    }
                });

                let ui = &mut cols[1];
                ui.heading(tr(lang, "language"));
                ui.horizontal(|ui| {
                    for l in Lang::ALL {
                        ui.selectable_value(&mut settings.lang, l, l.name());
                    }
                });
                ui.add_space(8.0);
                ui.heading(tr(lang, "options"));
                ui.checkbox(
                    &mut settings.hidden_hands,
                    tr(lang, "hidden-hands-pass-and-play"),
                );
                ui.checkbox(
                    &mut settings.show_ids,
                    tr(lang, "show-ids-of-faces-vertices-and-edges"),
                );
                ui.checkbox(
                    &mut settings.show_candidates,
                    tr(lang, "show-the-computer-s-candidate-moves"),
                );
                ui.checkbox(
                    &mut settings.log_computer,
                    tr(lang, "log-the-computer-s-moves"),
                );
                ui.horizontal(|ui| {
                    ui.label(tr(lang, "computer-speed"));
                    for s in AiSpeed::ALL {
                        ui.selectable_value(&mut settings.speed, s, tr(lang, s.name()));
                    }
                });
                ui.add_space(24.0);
                ui.horizontal(|ui| {
                    let b = egui::Button::new(egui::RichText::new(tr(lang, "start")).size(22.0))
                        .min_size(egui::vec2(160.0, 44.0));
                    if ui.add(b).clicked() {
                        start = true;
                    }
                    let c = egui::Button::new(egui::RichText::new(tr(lang, "continue")).size(22.0))
                        .min_size(egui::vec2(160.0, 44.0));
                    if ui
                        .add_enabled(saved, c)
                        .on_hover_text(tr(lang, "continue-the-unfinished-game"))
                        .clicked()
                    {
                        resume = true;
                    }
                    if ui.button(tr(lang, "board-editor")).clicked() {
                        open_editor = true;
                    }
                    if ui.button(tr(lang, "quit")).clicked() {
                        exit.write(AppExit::Success);
                    }
                });
                if let Some(e) = &menu.error {
                    ui.add_space(8.0);
                    ui.colored_label(
                        egui::Color32::from_rgb(240, 90, 70),
                        format!("{}: {e}", tr(lang, "could-not-start")),
                    );
                }
            });
        });
    if start {
        let Some(assets) = assets else {
            return Ok(());
        };
        let (champion, thesis) = shipped_individuals(&assets, &individuals);
        let random_board = settings.board == BoardPick::Random;
        let result = settings
            .new_game(champion, thesis)
            .and_then(|g| begin(&mut commands, g, random_board, Some(dir.clone()), &mut next));
        menu.error = result.err();
    }
    if open_editor {
        if !editor_open {
            commands.insert_resource(crate::game::ui::editor::EditorState::new(
                crate::editor::BoardEditor::standard(),
            ));
        }
        next.set(Screen::Editor);
    }
    if resume {
        match Session::resume(&dir, settings.lang) {
            Ok((session, computers)) => {
                commands.insert_resource(session);
                commands.insert_resource(computers);
                commands.insert_resource(AiClock::default());
                next.set(Screen::Playing);
                menu.error = None;
            }
            Err(e) => menu.error = Some(e),
        }
    }
    Ok(())
}
