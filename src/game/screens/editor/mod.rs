//! The board editor screen: paint land and sea, numbers, harbours and the robber; shuffle,
//! balance and the validator's problems (ringed on the board); undo/redo; save to the data
//! folder's `boards/` (a shipped board edited becomes the person's own); play the board. The
//! editing itself is [`crate::editor::BoardEditor`] (no Bevy, tested on its own).

mod canvas;
#[cfg(test)]
mod canvas_tests;
mod dialogs;
mod drawing;
mod fairness;
mod fairness_heat;
mod fairness_panel;
#[cfg(test)]
mod fairness_tests;
mod file_panel;
#[cfg(test)]
mod names_tests;
#[cfg(test)]
mod room_tests;
#[cfg(test)]
mod tests;
mod tools;
mod top_bar;

use crate::core::{HarbourKind, Terrain};
use crate::editor::{BoardEditor, Problem, SaveError, Verdict};
use crate::files::{BoardFiles, is_shipped_board, own_boards_dir};
use crate::game::i18n::{Lang, tr, tr_args};
use crate::game::screens::Screen;
use crate::game::settings::Settings;
use crate::game::table::camera::BoardInsets;
use crate::game::table::camera::MainCamera;
use crate::game::table::layout::{HEX, hex_at, hex_center, side_towards};
use crate::game::table::pieces::OnBoard;
use crate::game::theme::{EDITOR_LEFT, EDITOR_MARGINS, EDITOR_RIGHT, EDITOR_TOP, root_ui};
use bevy::prelude::*;
use bevy::window::PrimaryWindow;
use bevy_egui::input::EguiWantsInput;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Screen::Editor), |mut commands: Commands| {
        commands.insert_resource(BoardInsets(EDITOR_MARGINS))
    });
    // a game's table never shows under the board being edited (it goes when the menu opens;
    // reached another way, as the screen atlas does, it goes here)
    app.add_systems(
        OnEnter(Screen::Editor),
        |mut commands: Commands, table: Query<Entity, With<OnBoard>>| {
            for e in &table {
                commands.entity(e).despawn();
            }
        },
    );
    app.add_systems(OnExit(Screen::Editor), |mut commands: Commands| {
        commands.remove_resource::<BoardInsets>()
    });
    app.add_systems(
        Update,
        (
            edit_with_mouse,
            editor_keys,
            fit_editor_camera,
            drawing::draw_board_being_edited,
            fairness_heat::take_fairness_results,
            fairness_heat::draw_heat_map,
            print_tiles_for_scripts,
        )
            .chain()
            .run_if(in_state(Screen::Editor).and_then(resource_exists::<EditorState>)),
    );
    app.add_systems(
        EguiPrimaryContextPass,
        editor_panels.run_if(in_state(Screen::Editor).and_then(resource_exists::<EditorState>)),
    );
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tool {
    Terrain(Terrain),
    Number(Option<u8>),
    Harbour(Option<HarbourKind>),
    Robber,
    Erase,
    /// Seafarers: a sea tile inside the board, fog, home islands, island points, the pirate.
    SeaTile,
    Fog,
    Home,
    IslandPoints,
    Pirate,
}

#[derive(Resource)]
pub struct EditorState {
    pub ed: BoardEditor,
    pub tool: Tool,
    /// The file name (in the data folder's `boards/`) to save to: the opened file's until the
    /// board is renamed, then made from its name ([`file_stem_of`]); empty while it has none.
    pub save_name: String,
    /// The data folder (the person's boards are in its `boards/`).
    pub data: PathBuf,
    /// A save waiting for "overwrite?".
    pub confirm_overwrite: Option<PathBuf>,
    /// An open waiting for "discard unsaved changes?".
    pub confirm_open: Option<BoardEditor>,
    pub message: Option<String>,
    /// The language of the messages above (the settings' language, as last drawn).
    pub lang: Lang,
    pub seed: u64,
    pub no_red_neighbours: bool,
    drawn: Option<u64>,
    /// The window's size the camera was fitted to (it fits when a board is opened or the
    /// window changes, never on a paint).
    fitted: Option<Vec2>,
    /// The sea hexes shown since the board was opened.
    canvas: canvas::Canvas,
    /// Where the fairness figures' window stands (window pixels), for the camera to leave it
    /// room.
    fair_window: Option<egui::Rect>,
    /// The validator's findings for the board at a version (it rebuilds the topology).
    verdict: Option<(u64, Verdict)>,
    /// The shipped boards and the person's own, read when the editor opens and after each save.
    board_files: BoardFiles,
    /// Each listed board's own name (read with the list).
    board_names: BTreeMap<PathBuf, String>,
    printed: bool,
    /// "Is this map fair?": a run in the background, its figures, a proposal.
    pub(crate) fair: fairness::Fair,
}

impl EditorState {
    /// The editor on `ed`; a shipped board becomes a copy of the person's own
    /// ([`BoardEditor::own_copy`]).
    pub fn new(ed: BoardEditor, data: &Path) -> EditorState {
        let ed = if ed.path.as_deref().is_some_and(is_shipped_board) {
            ed.own_copy()
        } else {
            ed
        };
        let save_name = ed
            .path
            .as_ref()
            .and_then(|p| p.file_stem())
            .map(|s| s.to_string_lossy().into_owned())
            .unwrap_or_else(|| file_stem_of(&ed.file.name));
        EditorState {
            ed,
            tool: Tool::Terrain(Terrain::Forest),
            save_name,
            data: data.to_path_buf(),
            confirm_overwrite: None,
            confirm_open: None,
            message: None,
            lang: Lang::default(),
            seed: 1,
            no_red_neighbours: true,
            drawn: None,
            fitted: None,
            canvas: canvas::Canvas::default(),
            fair_window: None,
            verdict: None,
            board_files: BoardFiles::list(data),
            board_names: BTreeMap::new(),
            printed: false,
            fair: fairness::Fair::default(),
        }
        .with_board_names()
    }
    /// The board was renamed: it is saved under its new name (a file of its own, the person
    /// asked before another board's file is replaced) — one name for the board and its file.
    pub fn name_changed(&mut self) {
        self.save_name = file_stem_of(&self.ed.file.name);
    }
    /// The own names of the listed boards (read once per listing).
    fn with_board_names(mut self) -> EditorState {
        let files = self.board_files.shipped.iter().chain(&self.board_files.own);
        self.board_names = files
            .filter_map(|f| Some((f.clone(), BoardEditor::open(f).ok()?.file.name)))
            .collect();
        self
    }
    /// The board's problems (validated once per change).
    pub fn problems(&mut self) -> Vec<Problem> {
        self.verdict().problems
    }
    /// How many players the board hosts (2 while it has problems).
    /// The world rectangle the camera shows: the grid painted on and the island, with a margin.
    pub(crate) fn extent(&mut self) -> Rect {
        let mut r = Rect::EMPTY;
        let ed = &self.ed;
        for at in (self.canvas.slots(ed).into_iter()).chain(ed.file.tiles.iter().map(|t| t.at)) {
            r = r.union_point(hex_center(at));
        }
        r.inflate(HEX * 1.2)
    }
    /// The empty sea hexes to draw now (see [`canvas`]).
    pub(crate) fn sea_slots(&mut self) -> BTreeSet<(i32, i32)> {
        self.canvas.slots(&self.ed)
    }
    pub fn capacity(&mut self) -> u8 {
        self.verdict().capacity.unwrap_or(2)
    }
    /// The problems and how many players the board hosts (validated once per change).
    pub fn verdict(&mut self) -> Verdict {
        let v = self.ed.version;
        if self.verdict.as_ref().is_none_or(|(at, _)| *at != v) {
            self.verdict = Some((v, self.ed.verdict()));
        }
        self.verdict
            .as_ref()
            .map(|(_, p)| p.clone())
            .unwrap_or_default()
    }
    /// `boards/<name>.ron` in the data folder, or the opened file when the name is unchanged
    /// (never a shipped board's file).
    pub fn save_path(&self) -> PathBuf {
        if let Some(p) = &self.ed.path
            && !is_shipped_board(p)
            && p.file_stem()
                .is_some_and(|s| s.to_string_lossy() == self.save_name)
        {
            return p.clone();
        }
        own_boards_dir(&self.data).join(format!("{}.ron", self.save_name.trim()))
    }
    fn save(&mut self, overwrite: bool) -> bool {
        let name = self.ed.file.name.trim().to_string();
        if name.is_empty() || self.save_name.trim().is_empty() {
            self.message = Some(tr(self.lang, "editor-name-it-first"));
            return false;
        }
        if self.save_name.contains(['/', '\\']) || self.save_name.starts_with('.') {
            self.message = Some(tr_args(
                self.lang,
                "editor-bad-name",
                &[("name", (&name).into())],
            ));
            return false;
        }
        let path = self.save_path();
        if is_shipped_board(&path) {
            self.message = Some(tr(self.lang, "editor-shipped-read-only"));
            return false;
        }
        match self.ed.save(&path, overwrite) {
            Ok(()) => {
                self.board_files = BoardFiles::list(&self.data);
                // the names read before, then the person's boards read again (the newer wins)
                let own = self.board_files.own.iter();
                let own =
                    own.filter_map(|f| Some((f.clone(), BoardEditor::open(f).ok()?.file.name)));
                self.board_names = std::mem::take(&mut self.board_names)
                    .into_iter()
                    .chain(own)
                    .collect();
                let id = if self.problems().is_empty() {
                    "editor-saved"
                } else {
                    "editor-saved-draft"
                };
                self.message = Some(tr_args(self.lang, id, &[("name", (&name).into())]));
                self.confirm_overwrite = None;
                true
            }
            Err(SaveError::Exists(p)) => {
                self.confirm_overwrite = Some(p);
                false
            }
            Err(e) => {
                // the system's reason, without the file's path
                let error = e.to_string();
                let error = error
                    .rsplit_once(": ")
                    .map_or(error.as_str(), |(_, why)| why);
                self.message = Some(tr_args(
                    self.lang,
                    "editor-save-failed",
                    &[("error", error.into())],
                ));
                false
            }
        }
    }
    fn open(&mut self, ed: BoardEditor) {
        if self.ed.dirty {
            self.confirm_open = Some(ed);
        } else {
            *self = EditorState::new(ed, &self.data.clone());
        }
    }
}

/// Everything the editor draws.
#[derive(Component)]
#[require(DespawnOnExit<Screen> = DespawnOnExit(Screen::Editor))]
pub struct EditorView;

fn fit_editor_camera(
    mut state: ResMut<EditorState>,
    window: Single<&Window, With<PrimaryWindow>>,
    camera: Single<(&mut Transform, &mut Projection), With<MainCamera>>,
) {
    let size = Vec2::new(window.width(), window.height());
    if state.fitted == Some(size) {
        return;
    }
    state.fitted = Some(size);
    let r = state.extent();
    let (mut tf, mut proj) = camera.into_inner();
    let (scale, at) = editor_view(r, size, state.fair_window);
    if let Projection::Orthographic(o) = &mut *proj {
        o.scale = scale;
    }
    tf.translation.x = at.x;
    tf.translation.y = at.y;
}

/// Whether the fairness figures' window (`now`, `before`: where it stands) asks the board to
/// move: when it opens or closes — not when its text changes while the person paints (the
/// figures gone stale), which would move the grid under the cursor.
pub(crate) fn refit_for_figures(now: Option<egui::Rect>, before: Option<egui::Rect>) -> bool {
    now.is_some() != before.is_some()
}

/// The camera (its scale, world units a pixel, and where it looks) that shows `extent` whole,
/// as large as the room between the editor's panels allows — and, while the fairness figures'
/// window `fair` stands over the board, in the larger of the room above it and the room beside
/// it, so the window never covers the board or its heat map.
pub(crate) fn editor_view(extent: Rect, window: Vec2, fair: Option<egui::Rect>) -> (f32, Vec2) {
    let (left, right, top) = (EDITOR_LEFT, window.x - EDITOR_RIGHT, EDITOR_TOP);
    let whole = Rect::new(left, top, right, window.y);
    let rooms = match fair {
        Some(f) => vec![
            Rect::new(left, top, right, f.top() - 8.0),
            Rect::new(f.right() + 8.0, top, right, window.y),
        ],
        None => vec![whole],
    };
    let scale_in = |room: &Rect| {
        let (w, h) = (room.width().max(120.0), room.height().max(120.0));
        (extent.width() / w).max(extent.height() / h).max(0.3)
    };
    let room = rooms
        .iter()
        .min_by(|a, b| scale_in(a).total_cmp(&scale_in(b)))
        .copied()
        .unwrap_or(whole);
    let scale = scale_in(&room);
    // the window's middle is where the camera looks; the room's middle is where the board goes
    let off = room.center() - window / 2.0;
    let c = extent.center();
    (scale, Vec2::new(c.x - off.x * scale, c.y + off.y * scale))
}

/// With `CATAN_PRINT_SPOTS=1`: the window position of every land tile, once the view settled.
fn print_tiles_for_scripts(
    mut state: ResMut<EditorState>,
    camera: Single<(&Camera, &GlobalTransform), With<MainCamera>>,
    mut frames: Local<u32>,
) {
    *frames += 1;
    if state.printed || *frames < 10 || !std::env::var("CATAN_PRINT_SPOTS").is_ok_and(|v| v == "1")
    {
        return;
    }
    state.printed = true;
    let (cam, cam_tf) = *camera;
    for t in &state.ed.file.tiles {
        match cam.world_to_viewport(cam_tf, hex_center(t.at).extend(0.0)) {
            Ok(s) => println!("TILE {} {} {:.0} {:.0}", t.at.0, t.at.1, s.x, s.y),
            Err(e) => eprintln!("TILE {:?}: {e:?}", t.at),
        }
    }
}

fn edit_with_mouse(
    buttons: Res<ButtonInput<MouseButton>>,
    egui: Option<Res<EguiWantsInput>>,
    window: Single<&Window, With<PrimaryWindow>>,
    camera: Single<(&Camera, &GlobalTransform), With<MainCamera>>,
    mut state: ResMut<EditorState>,
) {
    if !buttons.just_pressed(MouseButton::Left)
        || !crate::game::table::camera::pointer_on_board(&window, egui.as_deref(), EDITOR_MARGINS)
    {
        return;
    }
    let (cam, cam_tf) = *camera;
    let Some(p) = window
        .cursor_position()
        .and_then(|c| cam.viewport_to_world_2d(cam_tf, c).ok())
    else {
        return;
    };
    let at = hex_at(p);
    let land = state.ed.is_land(at);
    let tool = state.tool;
    let ed = &mut state.ed;
    match tool {
        Tool::Terrain(t) => {
            ed.paint(at, t);
        }
        Tool::Erase if land => {
            ed.remove(at);
        }
        Tool::Number(n) if land => {
            ed.set_number(at, n);
        }
        Tool::Robber if land => {
            ed.set_robber(at);
        }
        Tool::Harbour(kind) if land => {
            let side = side_towards(at, p);
            let same = ed.harbour(at, side) == kind;
            ed.set_harbour(at, side, if same { None } else { kind });
        }
        Tool::SeaTile => {
            ed.paint_sea(at);
        }
        Tool::Fog if land => {
            ed.toggle_fog(at);
        }
        Tool::Home if land => {
            ed.toggle_home(at);
        }
        Tool::IslandPoints if land => {
            ed.cycle_island_points(at);
        }
        Tool::Pirate if land => {
            ed.set_pirate(at);
        }
        _ => {}
    }
}

fn editor_keys(
    keys: Res<ButtonInput<KeyCode>>,
    egui: Option<Res<EguiWantsInput>>,
    mut state: ResMut<EditorState>,
) {
    if keys.just_pressed(KeyCode::Escape) && state.fair.running() {
        state.fair.cancel();
        return;
    }
    if egui.is_some_and(|e| e.wants_any_keyboard_input()) {
        return;
    }
    let ctrl = keys.pressed(KeyCode::ControlLeft) || keys.pressed(KeyCode::ControlRight);
    let shift = keys.pressed(KeyCode::ShiftLeft) || keys.pressed(KeyCode::ShiftRight);
    if ctrl && keys.just_pressed(KeyCode::KeyZ) {
        if shift {
            state.ed.redo();
        } else {
            state.ed.undo();
        }
        return;
    }
    if ctrl && keys.just_pressed(KeyCode::KeyY) {
        state.ed.redo();
        return;
    }
    if ctrl && keys.just_pressed(KeyCode::KeyS) {
        state.save(false);
        return;
    }
    if ctrl {
        return;
    }
    for (k, t) in [
        (KeyCode::KeyF, Terrain::Forest),
        (KeyCode::KeyH, Terrain::Hills),
        (KeyCode::KeyG, Terrain::Fields),
        (KeyCode::KeyP, Terrain::Pasture),
        (KeyCode::KeyM, Terrain::Mountains),
        (KeyCode::KeyD, Terrain::Desert),
    ] {
        if keys.just_pressed(k) {
            state.tool = Tool::Terrain(t);
        }
    }
    if keys.just_pressed(KeyCode::KeyX) {
        state.tool = Tool::Erase;
    }
    if keys.just_pressed(KeyCode::KeyR) {
        state.tool = Tool::Robber;
    }
}

/// A board's title for the list of boards: a shipped board's translated title, else its own
/// name, else its file's name.
/// The file a board of this name is kept in (`boards/<stem>.ron`): its name in lower case,
/// words joined by '-', nothing a folder or another system would read otherwise.
pub(crate) fn file_stem_of(name: &str) -> String {
    let mut stem = String::new();
    for c in name.trim().chars().flat_map(char::to_lowercase) {
        if c.is_alphanumeric() {
            stem.push(c);
        } else if !stem.is_empty() && !stem.ends_with('-') {
            stem.push('-');
        }
    }
    stem.trim_end_matches('-').to_string()
}

fn board_title(lang: Lang, path: &Path, own_name: &str) -> String {
    crate::game::i18n::board_name(lang, path, own_name)
}

/// Where the board being edited is kept, in words (the path itself only on hover).
fn kept_where(lang: Lang, state: &EditorState) -> String {
    match &state.ed.path {
        None => tr(lang, "editor-not-saved"),
        Some(p) if p.starts_with(own_boards_dir(&state.data)) => {
            tr(lang, "editor-kept-in-your-boards")
        }
        Some(_) => tr(lang, "editor-kept-in-a-file"),
    }
}

fn terrain_label(lang: Lang, t: Terrain) -> String {
    crate::game::i18n::terrain(lang, t)
}

fn editor_panels(
    mut contexts: EguiContexts,
    mut state: ResMut<EditorState>,
    mut settings: ResMut<Settings>,
    mut next: ResMut<NextState<Screen>>,
    mut printed_buttons: Local<bool>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let lang = settings.lang;
    let state = &mut *state;
    state.lang = lang;
    let mut root = root_ui(ctx);
    let print = std::env::var("CATAN_PRINT_SPOTS").is_ok_and(|v| v == "1") && !*printed_buttons;
    let mut buttons: Vec<(String, egui::Pos2)> = Vec::new();
    let problems = state.problems();
    let playable = problems.is_empty();
    top_bar::show(&mut root, state, lang, playable, &mut settings, &mut next);
    tools::show(&mut root, state, lang, print.then_some(&mut buttons));
    file_panel::show(
        &mut root,
        state,
        lang,
        &problems,
        print.then_some(&mut buttons),
    );
    dialogs::show(ctx, state, lang);
    let fair = fairness_panel::window(ctx, state, lang);
    if refit_for_figures(fair, state.fair_window) {
        // the board moves into the room the window leaves
        state.fitted = None;
    }
    state.fair_window = fair;
    if print && !buttons.is_empty() {
        for (name, p) in buttons {
            println!("BUTTON {name} {:.0} {:.0}", p.x, p.y);
        }
        *printed_buttons = true;
    }
    Ok(())
}
