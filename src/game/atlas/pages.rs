//! Every page of the atlas, in the order it is drawn: the menu, a game from the opening to its
//! end with each build mode and dialog, the help, statistics, the review, the editor and online
//! play. A page is a name and what puts it on the screen.

mod game;

use crate::game::atlas::error::AtlasError;
use crate::game::screens::Screen;
use crate::game::screens::editor::{EditorState, Tool};
use crate::game::screens::menu::MenuState;
use crate::game::settings::{BoardPick, IndividualPick, SeatPick, Settings};
use crate::game::ui::dialogs::Dialogs;
use bevy::prelude::*;
use bevy_egui::EguiContext;

/// One page: its name (the picture's file name) and how it is set up.
pub(crate) struct Page {
    pub name: String,
    pub setup: fn(&mut World) -> Result<(), AtlasError>,
    /// Frames to let it settle before its picture.
    pub frames: u32,
    /// The page switches the language with the screen on (it is checked in the other one).
    pub switch: bool,
    /// The page is ready for its picture (the review's chances computed…); waited for up to
    /// [`READY_FRAMES`] frames after settling.
    pub ready: fn(&World) -> bool,
    /// From this window height up the page shows whole: nothing of it waits below a scroll
    /// area's edge (the menu with six seats at 1280×800, play-test 6).
    pub whole_from: Option<f32>,
}

pub(crate) const READY_FRAMES: u32 = 2000;

fn page(name: &str, setup: fn(&mut World) -> Result<(), AtlasError>) -> Page {
    Page {
        name: name.into(),
        setup,
        frames: 4,
        switch: false,
        ready: |_| true,
        whole_from: None,
    }
}

/// A page that shows whole from a window 800 high.
fn whole(p: Page) -> Page {
    Page {
        whole_from: Some(800.0),
        ..p
    }
}

/// The pages, in order.
pub(crate) fn all() -> Vec<Page> {
    let mut pages = vec![
        whole(page("menu", menu)),
        page("menu-sections", menu_sections),
        whole(page("menu-six-seats", menu_six)),
    ];
    for (i, _) in SCENARIOS.iter().enumerate() {
        pages.push(page(
            &format!("menu-scenario-{}", SCENARIOS[i]),
            SCENARIO_PAGES[i],
        ));
    }
    // the editor from the menu, as a person opens it; then the game's pages
    pages.extend([
        page("editor-land", editor_land),
        page("editor-sea", editor_sea),
        page("editor-problems", editor_problems),
        page("editor-fairness", editor_fairness),
    ]);
    pages.extend(game::pages());
    pages.extend([
        page("online-host-join", online_forms),
        page("online-rooms", online_rooms),
        Page {
            ready: |w| {
                w.get_resource::<crate::game::online::Online>()
                    .is_some_and(|o| o.room.is_some())
            },
            ..page("online-waiting-room", online_waiting_room)
        },
        page("online-reconnecting", online_reconnecting),
        page("online-leave", online_leave),
    ]);
    pages
}

/// The run's data folder (a temporary one unless `--data-dir` says otherwise).
pub(crate) fn data_dir(world: &World) -> std::path::PathBuf {
    let options = world.resource::<crate::game::screens::PlayOptions>();
    crate::files::data_dir(options.data_dir.as_deref())
}

/// Back to a plain screen: no dialog open, no mode, no section forced open.
pub(crate) fn fresh(world: &mut World) {
    world.insert_resource(Dialogs::default());
    world.insert_resource(crate::game::table::picking::BuildMode::default());
    world.insert_resource(crate::game::table::picking::Pending::default());
    world.insert_resource(crate::game::table::picking::RobberChoice::default());
    world.insert_resource(crate::game::table::picking::PieceChoice::default());
    open_sections(world, false);
    // an online page's connection (and the server it hosts) ends with it
    world.remove_resource::<crate::game::online::Online>();
    world.remove_resource::<crate::game::online::KeptHost>();
    world.remove_resource::<BannerUp>();
}

/// The page shows the turn banner up while it settles (a new game on screen takes it down).
#[derive(Resource)]
pub(crate) struct BannerUp;

/// Every collapsible section of the screen open (or as the person left them).
pub(crate) fn open_sections(world: &mut World, open: bool) {
    let mut q = world.query::<&mut EguiContext>();
    for mut ctx in q.iter_mut(world) {
        crate::game::theme::set_open_all(ctx.get_mut(), open);
    }
}

fn to_menu(world: &mut World) {
    fresh(world);
    world.remove_resource::<EditorState>();
    world.resource_mut::<NextState<Screen>>().set(Screen::Menu);
}

fn menu(world: &mut World) -> Result<(), AtlasError> {
    to_menu(world);
    let mut s = world.resource_mut::<Settings>();
    s.board = BoardPick::Standard;
    // the seats a new person sees (an earlier page may have left others), and no online game
    // to come back to nor a room list (the online pages leave them)
    s.seats = Settings::default().seats;
    if let Some(mut m) = world.get_resource_mut::<MenuState>() {
        m.online = crate::game::screens::menu::online::OnlineForm {
            prefs: Some(crate::game::online::OnlinePrefs::default()),
            ..Default::default()
        };
    }
    Ok(())
}

fn menu_sections(world: &mut World) -> Result<(), AtlasError> {
    menu(world)?;
    open_sections(world, true);
    Ok(())
}

fn menu_six(world: &mut World) -> Result<(), AtlasError> {
    menu(world)?;
    let mut s = world.resource_mut::<Settings>();
    while s.seats.len() < 6 {
        s.seats.push(SeatPick::Computer(IndividualPick::Champion));
    }
    Ok(())
}

const SCENARIOS: [&str; 4] = [
    "new-shores",
    "four-islands",
    "fog-islands",
    "through-the-desert",
];
const SCENARIO_PAGES: [fn(&mut World) -> Result<(), AtlasError>; 4] = [
    |w| scenario(w, 0),
    |w| scenario(w, 1),
    |w| scenario(w, 2),
    |w| scenario(w, 3),
];

fn scenario(world: &mut World, i: usize) -> Result<(), AtlasError> {
    menu(world)?;
    let wanted = format!("{}.ron", SCENARIOS[i]);
    let path = world
        .get_resource::<MenuState>()
        .and_then(|m| {
            m.scenarios
                .iter()
                .find(|c| c.path.file_name().is_some_and(|n| n == wanted.as_str()))
                .map(|c| c.path.clone())
        })
        .unwrap_or_else(|| {
            crate::files::asset_root()
                .join("boards/seafarers")
                .join(&wanted)
        });
    world.resource_mut::<Settings>().board = BoardPick::File(path);
    Ok(())
}

fn editor(
    world: &mut World,
    file: Option<&str>,
    tool: Tool,
) -> Result<crate::editor::BoardEditor, AtlasError> {
    fresh(world);
    let ed = match file {
        Some(f) => crate::editor::BoardEditor::open(&crate::files::asset_root().join(f))?,
        None => crate::editor::BoardEditor::standard().own_copy(),
    };
    let data = data_dir(world);
    let mut state = EditorState::new(ed.clone(), &data);
    state.tool = tool;
    world.insert_resource(state);
    world
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Editor);
    Ok(ed)
}

fn editor_land(world: &mut World) -> Result<(), AtlasError> {
    editor(world, None, Tool::Terrain(crate::core::Terrain::Hills)).map(|_| ())
}

fn editor_sea(world: &mut World) -> Result<(), AtlasError> {
    editor(
        world,
        Some("boards/seafarers/new-shores.ron"),
        Tool::SeaTile,
    )
    .map(|_| ())
}

/// The standard board with its middle row taken out (two islands, the robber's desert gone):
/// the editor lists what is wrong.
fn editor_problems(world: &mut World) -> Result<(), AtlasError> {
    editor(world, None, Tool::Erase)?;
    let mut state = world.resource_mut::<EditorState>();
    for q in -2..=2 {
        state.ed.remove((q, 0));
    }
    Ok(())
}

/// A map with one rich corner and every other token a 2, 3, 11 or 12, tested for fairness (a
/// few games played here): the seats, the flags and the heat map of the opening corners.
fn editor_fairness(world: &mut World) -> Result<(), AtlasError> {
    editor(world, None, Tool::Erase)?;
    let mut state = world.resource_mut::<EditorState>();
    let rich = [((1, 0), 6u8), ((2, 0), 8), ((2, -1), 6)];
    let numbered: Vec<(i32, i32)> = state
        .ed
        .file
        .tiles
        .iter()
        .filter(|t| t.number.is_some())
        .map(|t| t.at)
        .collect();
    for (i, at) in numbered.into_iter().enumerate() {
        let n = rich
            .iter()
            .find(|r| r.0 == at)
            .map_or([2, 3, 11, 12][i % 4], |r| r.1);
        state.ed.set_number(at, Some(n));
    }
    let board = std::sync::Arc::new(
        crate::core::wide::Board::from_file_sized(state.ed.file.clone())
            .map_err(AtlasError::Board)?,
    );
    let cfg = crate::lab::fairness::FairnessConfig {
        board: board.clone(),
        rules: std::sync::Arc::new(crate::core::Rules::standard()),
        players: 4,
        games: 80,
        seed: 1,
        threads: 2,
        player: crate::lab::roster::PlayerSpec::medium(),
        max_turns: 2000,
        openings: crate::lab::fairness::Openings::DEFAULT,
    };
    let quiet = crate::lab::fairness::Watch {
        stop: None,
        progress: &|_| {},
    };
    let figures = crate::lab::fairness::run(&cfg, &quiet)?;
    let version = state.ed.version;
    state.fair.show_figures(version, board, figures);
    Ok(())
}

/// The menu with "Play online" open: host and join, a room code typed.
fn online_forms(world: &mut World) -> Result<(), AtlasError> {
    menu(world)?;
    open_sections(world, true);
    Ok(())
}

/// "Play online" with a host's public rooms listed: one waiting for a player, one playing
/// with people watching.
fn online_rooms(world: &mut World) -> Result<(), AtlasError> {
    use crate::net::wire::{RoomInfo, SeatInfo};
    online_forms(world)?;
    let seat = |seat: u8, kind: &str, name: &str| SeatInfo {
        seat,
        kind: kind.into(),
        name: name.into(),
        ready: kind != "open",
        connected: kind == "remote",
    };
    let waiting = RoomInfo {
        room: "K7QX2M".into(),
        seats: vec![
            seat(0, "remote", "Ann"),
            seat(1, "open", ""),
            seat(2, "computer", "hard"),
            seat(3, "computer", "easy"),
        ],
        started: false,
        over: false,
        board: "Random standard board".into(),
        rules: "standard".into(),
        public: true,
        watchable: true,
        watchers: 0,
    };
    let playing = RoomInfo {
        room: "B2C3D4".into(),
        seats: vec![seat(0, "remote", "Bob"), seat(1, "computer", "medium")],
        started: true,
        watchers: 2,
        ..waiting.clone()
    };
    let mut menu = world.resource_mut::<MenuState>();
    menu.online.rooms =
        crate::game::screens::menu::rooms::RoomList::Shown(vec![waiting, playing].into());
    Ok(())
}

/// The waiting room of a game this window hosts on loopback: a friend's seat still open.
fn online_waiting_room(world: &mut World) -> Result<(), AtlasError> {
    menu(world)?;
    let settings = {
        let mut s = world.resource_mut::<Settings>();
        s.seats = vec![
            SeatPick::Human,
            SeatPick::Human,
            SeatPick::Computer(IndividualPick::Champion),
        ];
        s.clone()
    };
    let data = data_dir(world);
    let create = crate::game::screens::menu::online::create_room_msg(&settings);
    let online = crate::game::online::Online::host("127.0.0.1:0", create, "Ann", &data)?;
    world.insert_resource(online);
    Ok(())
}

/// An online game whose host went away: the seat keeps trying to come back.
fn online_reconnecting(world: &mut World) -> Result<(), AtlasError> {
    game::since_last_turn(world)?;
    let data = data_dir(world);
    // nothing listens on port 9 of this machine: the link stays lost
    let mut online =
        crate::game::online::Online::join("127.0.0.1:9", "ABCDEF", Some(0), "Ann", &data);
    online.status = crate::game::online::Status::Playing;
    let now = std::time::Instant::now();
    online.lost = Some((now, now));
    online.started = true;
    world.insert_resource(online);
    world.resource_mut::<crate::game::session::Session>().remote = Some(crate::core::Seat(0));
    Ok(())
}

/// The Menu pressed in an online game: the question before leaving (play-test 6).
fn online_leave(world: &mut World) -> Result<(), AtlasError> {
    online_reconnecting(world)?;
    let mut online = world.resource_mut::<crate::game::online::Online>();
    online.lost = None;
    world.resource_mut::<Dialogs>().leave_asked = true;
    Ok(())
}
