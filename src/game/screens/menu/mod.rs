//! The main menu and new-game screen: seats (person / computer with its individual / random),
//! board (standard, random with its seed, or a file from `boards/`), rules, language, options;
//! "Continue" resumes the saved unfinished game. `catan play --players …` skips the menu.

mod board;
#[cfg(test)]
pub(crate) use board::board_names_of;
pub(crate) mod error;
mod invitation;
pub(crate) mod online;
mod options;
pub(crate) mod rooms;
mod saved;
mod scenarios;
mod seats;
mod start;

use crate::files::{asset_root, data_dir, list_files};
use crate::game::ai_turns::AiClock;
use crate::game::assets::{GameAssets, IndividualAsset, shipped_individuals};
use crate::game::i18n::Lang;
use crate::game::i18n::tr;
use crate::game::screens::PlayOptions;
use crate::game::screens::Screen;
use crate::game::screens::playing::start::{GameToStart, StartFailed, ask_for};
use crate::game::session::{Session, current_game_path};
use crate::game::settings::{BoardPick, NewGame, Settings, new_game_from_flags};
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use error::OpenError;
use std::path::PathBuf;

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<MenuState>();
    app.add_systems(
        OnEnter(Screen::Menu),
        (
            hear_why_a_game_did_not_start,
            look_at_folders,
            new_seed,
            start_from_flags,
        )
            .chain(),
    );
    app.add_systems(
        EguiPrimaryContextPass,
        new_game_screen.run_if(in_state(Screen::Menu)),
    );
}

#[derive(Resource, Default)]
pub struct MenuState {
    pub error: Option<String>,
    /// Start was pressed while an unfinished game is saved: the question is on screen.
    pub confirm_start: bool,
    pub started_from_flags: bool,
    pub typed_path: Vec<String>,
    /// What the folders held when the menu opened: individuals in assets/ai (other than the
    /// shipped two), boards, and whether a game is saved.
    pub ai_files: Vec<PathBuf>,
    pub boards: crate::files::BoardFiles,
    /// The person's boards by the names they gave them (read with the list).
    pub board_names: std::collections::BTreeMap<PathBuf, String>,
    /// The Seafarers scenarios shipped in `boards/seafarers/`, with their pictures.
    pub scenarios: Vec<scenarios::ScenarioCard>,
    pub saved: bool,
    /// Games filed in the data folder's `games/`, the newest first.
    pub games: Vec<saved::SavedGame>,
    /// Seats the chosen board file hosts (read once per choice, not every frame).
    pub board_capacity: Option<(PathBuf, usize)>,
    /// The "Play online" fields.
    pub online: online::OnlineForm,
    /// Last frame the menu was taller than the window (content, view heights): the atlas' pages
    /// that must show whole fail on it.
    pub overflow: Option<(f32, f32)>,
}

/// Seats the chosen board hosts: six for the standard and random choices (five or six play the
/// 5–6 extension's island), a file's own capacity (4 when it cannot be read: the start names
/// the problem).
fn max_seats(settings: &Settings, cache: &mut Option<(PathBuf, usize)>) -> usize {
    match &settings.board {
        crate::game::settings::BoardPick::File(p) => {
            if cache.as_ref().is_none_or(|(q, _)| q != p) {
                let n = crate::files::load_wide_board(p)
                    .map(|b| b.opening_capacity() as usize)
                    .unwrap_or(4);
                *cache = Some((p.clone(), n));
            }
            cache.as_ref().map_or(4, |c| c.1)
        }
        _ => crate::core::action::MAX_PLAYERS,
    }
}

/// Read the folders the menu offers once, when it opens (not every frame).
fn look_at_folders(mut menu: ResMut<MenuState>, options: Res<PlayOptions>) {
    // the online fields and the seat to come back to, as the data folder has them now
    menu.online.prefs = None;
    let root = asset_root();
    menu.ai_files = list_files(&root.join("assets/ai"), "ron")
        .into_iter()
        .filter(|p| {
            let n = p.file_name().and_then(|n| n.to_str()).unwrap_or("");
            n != "champion.ron"
                && n != "thesis-example.ron"
                && n != "seafarers-v1.ron"
                && n != "seafarers-v2.ron"
        })
        .collect();
    crate::game::session::flush_saves();
    let data = data_dir(options.data_dir.as_deref());
    menu.boards = crate::files::BoardFiles::list(&data);
    menu.board_names = board::own_names(&menu.boards.own);
    menu.scenarios = scenarios::read_scenarios();
    menu.saved = current_game_path(&data).exists();
    let mut games = list_files(&data.join("games"), "ron");
    games.sort_by_key(|p| {
        std::cmp::Reverse(
            std::fs::metadata(p)
                .and_then(|m| m.modified())
                .unwrap_or(std::time::UNIX_EPOCH),
        )
    });
    games.truncate(12);
    menu.games = games
        .iter()
        .filter_map(|g| saved::SavedGame::read(g))
        .collect();
    menu.games.sort_by_key(|g| std::cmp::Reverse(g.when));
}

/// Ask the playing screen for a new game.
fn begin(
    commands: &mut Commands,
    game: NewGame,
    random_board: bool,
    save_dir: Option<PathBuf>,
    next: &mut NextState<Screen>,
) {
    let start = GameToStart::New {
        game,
        random_board,
        save_dir,
    };
    ask_for(commands, start, next);
}

/// Every visit of the menu deals a new random seed (the field shows it and can be changed), so
/// no two new games roll the same dice; `--seed` keeps the given one.
fn new_seed(
    mut commands: Commands,
    options: Res<PlayOptions>,
    failed: Option<Res<StartFailed>>,
    mut settings: ResMut<Settings>,
) {
    // back from a game that did not start: the person's seed stays (and the failure, heard, goes)
    commands.remove_resource::<StartFailed>();
    if options.seed.is_none() && failed.is_none() {
        settings.seed = rand::random::<u32>() as u64;
    }
}

/// Open the saved game at `path` in the review (the board at its last step, the review window
/// over it); the error names the file.
fn open_review(
    commands: &mut Commands,
    path: &std::path::Path,
    lang: crate::game::i18n::Lang,
    next: &mut NextState<Screen>,
) -> Result<(), OpenError> {
    let session = Session::for_review(path, lang).map_err(|source| OpenError::Record {
        path: path.into(),
        source: Box::new(source),
    })?;
    let mut r = crate::game::review::Reviewing::start(&session, lang).map_err(|source| {
        OpenError::Replay {
            path: path.into(),
            source: Box::new(source),
        }
    })?;
    r.from_menu = true;
    commands.insert_resource(session);
    commands.insert_resource(crate::game::session::Computers::default());
    commands.insert_resource(AiClock::default());
    commands.insert_resource(r);
    next.set(Screen::GameOver);
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
    if menu.started_from_flags {
        return;
    }
    let started = if let Some(path) = &options.review {
        open_review(&mut commands, path, settings.lang, &mut next)
    } else if let Some(edit) = &options.edit {
        open_editor_from_flags(&mut commands, &options, edit.as_deref(), &mut next)
    } else if options.host.is_some() || options.join.is_some() {
        go_online_from_flags(&mut commands, &options)
    } else if let Some(players) = &options.players {
        // --seed, or the random one new_seed dealt
        let seed = settings.seed;
        new_game_from_flags(
            players,
            options.board.as_deref(),
            options.rules.as_deref(),
            seed,
        )
        .map(|game| {
            begin(
                &mut commands,
                game,
                options.board.as_deref() == Some("random"),
                Some(data_dir(options.data_dir.as_deref())),
                &mut next,
            )
        })
        .map_err(OpenError::from)
    } else {
        return;
    };
    menu.started_from_flags = true;
    if let Err(e) = started {
        eprintln!("error: {e}");
        exit.write(AppExit::error());
    }
}

/// `catan editor [FILE]`: the editor on the file, or on an own copy of the beginner board.
fn open_editor_from_flags(
    commands: &mut Commands,
    options: &PlayOptions,
    path: Option<&std::path::Path>,
    next: &mut NextState<Screen>,
) -> Result<(), OpenError> {
    let ed = match path {
        Some(path) => crate::editor::BoardEditor::open(path)?,
        None => crate::editor::BoardEditor::standard().own_copy(),
    };
    let data = data_dir(options.data_dir.as_deref());
    commands.insert_resource(crate::game::screens::editor::EditorState::new(ed, &data));
    next.set(Screen::Editor);
    Ok(())
}

/// `catan play --host` or `--join`: the online game, its seats ready at once.
fn go_online_from_flags(commands: &mut Commands, options: &PlayOptions) -> Result<(), OpenError> {
    let dir = data_dir(options.data_dir.as_deref());
    let name = options.name.clone().unwrap_or_else(|| "Player".into());
    let mut online = if let Some(bind) = &options.host {
        let players = options.players.clone().unwrap_or_default();
        let seats = players
            .iter()
            .map(|p| {
                if p == "human" {
                    "open".into()
                } else {
                    p.clone()
                }
            })
            .collect();
        let msg = crate::net::wire::ClientMsg::CreateRoom {
            seats,
            // a board file given by its path is named as the host's server knows it
            board: options.board.as_deref().map(|b| match b.ends_with(".ron") {
                true => online::room_board_name(&BoardPick::File(b.into())),
                false => b.to_string(),
            }),
            rules: options.rules.clone(),
            seed: options.seed,
            replace_after_secs: Some(60),
            public: None,
            watchers: None,
        };
        crate::game::online::Online::host(bind, msg, &name, &dir)?
    } else {
        let address = options.join.as_deref().unwrap_or_default();
        let room = options.room.as_deref().unwrap_or_default();
        if options.watch {
            let (server, room) = match crate::net::invite::Invite::parse(address) {
                Ok(invite) => (invite.server, invite.room),
                Err(_) => (crate::game::online::link::ws_url(address), room.to_string()),
            };
            commands.insert_resource(crate::game::online::Online::watch(&server, &room, &dir));
            return Ok(());
        }
        match crate::net::invite::Invite::parse(address) {
            Ok(invite) => {
                crate::game::online::Online::join_invite(&invite, options.seat, &name, &dir)
            }
            Err(_) => crate::game::online::Online::join(address, room, options.seat, &name, &dir),
        }
    };
    // the command line's seats are ready at once (scripts, tests)
    online.ready_at_once = true;
    commands.insert_resource(online);
    Ok(())
}

/// What the person asked of the new-game screen this frame.
#[derive(Default)]
struct MenuAsk {
    start: bool,
    resume: bool,
    open_editor: bool,
    review: Option<PathBuf>,
    online: Option<online::OnlineAsk>,
}

#[allow(clippy::too_many_arguments)]
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
    editor: Option<Res<crate::game::screens::editor::EditorState>>,
    online_game: Option<Res<crate::game::online::Online>>,
    mut kept_host: Option<ResMut<crate::game::online::KeptHost>>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let lang = settings.lang;
    let dir = data_dir(options.data_dir.as_deref());
    let busy = online_game.is_some();
    let mut ask = menu_panel(ctx, &mut settings, &mut menu, busy, &dir, &mut exit);
    // online play: the waiting room over the menu until the game starts
    if let Some(o) = &online_game
        && o.status != crate::game::online::Status::Playing
        && online::waiting_room(ctx, o, lang)
    {
        commands.remove_resource::<crate::game::online::Online>();
    }
    if let Some(online_ask) = ask.online.take()
        && online_game.is_none()
    {
        // the game this app hosts goes on while the person joins or watches another one
        let uses = online_ask.uses_kept_host();
        let kept = kept_host.as_mut().filter(|_| uses).and_then(|k| k.0.take());
        match online::begin(online_ask, &mut menu.online, &settings, &dir, kept) {
            Ok(o) => {
                commands.insert_resource(o);
                menu.error = None;
            }
            Err(e) => menu.error = Some(online::online_error_words(lang, &e)),
        }
    }
    // a saved game to review: the board at its last step, the review window over it
    if let Some(path) = ask.review.take()
        && let Err(e) = open_review(&mut commands, &path, lang, &mut next)
    {
        menu.error = Some(e.to_string());
    }
    // an unfinished game is not left behind silently: ask first (it is kept in games/ either way)
    if ask.start && menu.saved && !menu.confirm_start {
        menu.confirm_start = true;
        ask.start = false;
    }
    if menu.confirm_start {
        confirm_start(ctx, &mut menu, lang, &mut ask);
    }
    if ask.start
        && let Some(assets) = assets
    {
        let (champion, thesis) = shipped_individuals(&assets, &individuals);
        let random_board = settings.board == BoardPick::Random;
        let result = settings
            .new_game(champion, thesis)
            .map(|g| begin(&mut commands, g, random_board, Some(dir.clone()), &mut next));
        menu.error = result.err().map(|e| e.text(lang));
    }
    if ask.open_editor {
        if editor.is_none() {
            commands.insert_resource(crate::game::screens::editor::EditorState::new(
                crate::editor::BoardEditor::standard().own_copy(),
                &dir,
            ));
        }
        next.set(Screen::Editor);
    }
    if ask.resume {
        resume_game(&mut commands, &mut menu, &settings, &dir, &mut next);
    }
    Ok(())
}

/// The new-game screen itself: the seats, the board and rules on the left; the options, the
/// buttons, online play and the saved games on the right (all disabled while an online game
/// is being set up: its waiting room is the only thing to use).
fn menu_panel(
    ctx: &egui::Context,
    settings: &mut Settings,
    menu: &mut MenuState,
    busy: bool,
    dir: &std::path::Path,
    exit: &mut MessageWriter<AppExit>,
) -> MenuAsk {
    let lang = settings.lang;
    let mut ask = MenuAsk::default();
    egui::CentralPanel::default()
        .frame(
            egui::Frame::new()
                .fill(egui::Color32::from_rgb(22, 44, 66))
                .inner_margin(24.0),
        )
        .show(&mut crate::game::theme::root_ui(ctx), |ui| {
            if busy {
                ui.disable();
            }
            // a small window scrolls the menu rather than cutting it, its scroll bar always
            // drawn (a floating one showed only under the pointer: a line cut at the bottom
            // looked like the end of the menu)
            ui.spacing_mut().scroll = egui::style::ScrollStyle::solid();
            let shown = egui::ScrollArea::vertical().show(ui, |ui| {
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
                    game_column(&mut cols[0], settings, menu);
                    let ui = &mut cols[1];
                    options::show(ui, settings, lang);
                    ui.add_space(24.0);
                    let prefs = menu
                        .online
                        .prefs
                        .get_or_insert_with(|| crate::game::online::OnlinePrefs::load(dir));
                    let room = prefs.resume.as_ref().map(|r| r.room.clone());
                    start::buttons(ui, lang, (menu.saved, room.as_deref()), exit, &mut ask);
                    ui.add_space(12.0);
                    if let Some(online) = online::show(ui, &mut menu.online, dir, lang) {
                        ask.online = Some(online);
                    }
                    ui.add_space(8.0);
                    ask.review = saved::saved_games(ui, &menu.games, lang);
                    if let Some(e) = &menu.error {
                        ui.add_space(8.0);
                        ui.colored_label(
                            egui::Color32::from_rgb(240, 90, 70),
                            format!("{}: {e}", tr(lang, "could-not-start")),
                        );
                    }
                });
            });
            let (content, view) = (shown.content_size.y, shown.inner_rect.height());
            menu.overflow = (content > view + 1.0).then_some((content, view));
        });
    ask
}

/// The game to start: its seats, its board, its rules.
fn game_column(ui: &mut egui::Ui, settings: &mut Settings, menu: &mut MenuState) {
    let lang = settings.lang;
    // a scenario hosts the seats of any of its layouts: the layout follows them
    let scenario = match &settings.board {
        crate::game::settings::BoardPick::File(p) => scenarios::scenario_seats(&menu.scenarios, p),
        _ => None,
    };
    let max_seats = scenario.unwrap_or_else(|| max_seats(settings, &mut menu.board_capacity));
    let ai_files = menu.ai_files.clone();
    seats::show(
        ui,
        settings,
        lang,
        &ai_files,
        &mut menu.typed_path,
        max_seats,
    );
    ui.add_space(12.0);
    let boards = menu.boards.clone();
    let scenario_paths: Vec<PathBuf> = menu.scenarios.iter().map(|c| c.path.clone()).collect();
    board::show(
        ui,
        settings,
        lang,
        (&boards, &menu.board_names),
        &scenario_paths,
    );
    scenarios::show(ui, settings, lang, &menu.scenarios);
    ui.add_space(8.0);
    options::rules(ui, settings, lang);
}

/// "An unfinished game is kept": start a new one, continue it, or cancel.
fn confirm_start(ctx: &egui::Context, menu: &mut MenuState, lang: Lang, ask: &mut MenuAsk) {
    let mut close = false;
    egui::Window::new(tr(lang, "unfinished-game"))
        .collapsible(false)
        .resizable(false)
        .anchor(egui::Align2::CENTER_CENTER, egui::vec2(0.0, 0.0))
        .show(ctx, |ui| {
            ui.label(tr(lang, "unfinished-game-kept"));
            ui.add_space(8.0);
            ui.horizontal(|ui| {
                if ui.button(tr(lang, "start-new-game")).clicked() {
                    ask.start = true;
                    close = true;
                }
                if ui.button(tr(lang, "continue")).clicked() {
                    ask.resume = true;
                    close = true;
                }
                if ui.button(tr(lang, "cancel")).clicked() {
                    close = true;
                }
            });
        });
    if close {
        menu.confirm_start = false;
    }
}

/// Continue the unfinished game of the data folder.
fn resume_game(
    commands: &mut Commands,
    menu: &mut MenuState,
    settings: &Settings,
    dir: &std::path::Path,
    next: &mut NextState<Screen>,
) {
    menu.error = None;
    let start = GameToStart::Resume {
        dir: dir.to_path_buf(),
        lang: settings.lang,
    };
    ask_for(commands, start, next);
}

/// A game asked for did not start: the menu shows why; a game started from the command line
/// ends the program with the reason.
fn hear_why_a_game_did_not_start(
    failed: Option<Res<StartFailed>>,
    options: Res<PlayOptions>,
    mut menu: ResMut<MenuState>,
    mut exit: MessageWriter<AppExit>,
) {
    let Some(failed) = failed else { return };
    if menu.started_from_flags && options.players.is_some() {
        eprintln!("error: {}", failed.0);
        exit.write(AppExit::error());
    }
    menu.error = Some(failed.0.clone());
}
