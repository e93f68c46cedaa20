//! For tests and scripts: `--screenshot PATH --screenshot-frame N`, `--exit-on-game-over`, the
//! frame-time report, and (with `CATAN_PRINT_SPOTS=1`) the window position of every clickable
//! spot, so a script can click one with xdotool (`SPOTKIND edge ID ship` or `road+ship` after a
//! side that takes a ship); `BOARD_READY secs=…` when the first board is
//! drawn.

use crate::game::screens::InGame;
use crate::game::screens::{PlayOptions, Screen};
use crate::game::session::Session;
use crate::game::table::camera::MainCamera;
use crate::game::table::picking::{Spot, SpotMarker};
use bevy::prelude::*;
use bevy::render::view::screenshot::{Screenshot, ScreenshotCaptured, save_to_disk};
use std::time::Instant;

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<Shot>();
    app.init_resource::<FrameTimes>();
    app.add_systems(
        Last,
        (
            count_frames_and_shoot,
            exit_after_game_over,
            record_frame_time,
            report_board_ready,
        ),
    );
    app.add_systems(Update, print_spots.run_if(in_state(InGame)));
}

#[derive(Resource, Default)]
pub struct Shot {
    frame: u32,
    requested: bool,
    done: bool,
    game_over_since: Option<Instant>,
}

fn take_screenshot(commands: &mut Commands, path: std::path::PathBuf) {
    commands.spawn(Screenshot::primary_window()).observe(
        move |captured: On<ScreenshotCaptured>, mut shot: ResMut<Shot>| {
            let mut save = save_to_disk(path.clone());
            save(captured);
            shot.done = true;
        },
    );
}

fn count_frames_and_shoot(
    mut commands: Commands,
    options: Res<PlayOptions>,
    mut shot: ResMut<Shot>,
) {
    shot.frame += 1;
    let Some(path) = &options.screenshot else {
        return;
    };
    if !shot.requested && options.screenshot_frame > 0 && shot.frame >= options.screenshot_frame {
        shot.requested = true;
        take_screenshot(&mut commands, path.clone());
    }
}

fn exit_after_game_over(
    mut commands: Commands,
    options: Res<PlayOptions>,
    screen: Res<State<Screen>>,
    mut shot: ResMut<Shot>,
    times: Res<FrameTimes>,
    mut exit: MessageWriter<AppExit>,
) {
    if !options.exit_on_game_over || *screen.get() != Screen::GameOver {
        return;
    }
    let since = *shot.game_over_since.get_or_insert_with(Instant::now);
    // let the game-over screen render, then take the screenshot if none was taken yet
    if since.elapsed().as_secs_f32() < 0.6 {
        return;
    }
    if let Some(path) = &options.screenshot
        && !shot.requested
    {
        shot.requested = true;
        take_screenshot(&mut commands, path.clone());
        return;
    }
    if shot.requested && !shot.done && since.elapsed().as_secs_f32() < 15.0 {
        return;
    }
    times.report();
    exit.write(AppExit::Success);
}

/// Frame times while a game is on screen (the first frames, which load, are skipped).
#[derive(Resource, Default)]
pub struct FrameTimes {
    pub ms: Vec<f32>,
    last: Option<Instant>,
}

impl FrameTimes {
    /// Median, 99th percentile, worst, frame count, frames over twice the median, and where
    /// (frame index) the worst one was.
    pub fn summary(&self) -> Option<FrameSummary> {
        let mut v = self.ms.clone();
        if v.is_empty() {
            return None;
        }
        v.sort_by(f32::total_cmp);
        let median = v[v.len() / 2];
        let worst_at = self
            .ms
            .iter()
            .enumerate()
            .max_by(|a, b| a.1.total_cmp(b.1))
            .map_or(0, |(i, _)| i);
        Some(FrameSummary {
            median,
            p99: v[(v.len() * 99 / 100).min(v.len() - 1)],
            worst: v[v.len() - 1],
            frames: v.len(),
            over_twice_median: v.iter().filter(|&&ms| ms > 2.0 * median).count(),
            worst_at,
        })
    }
    pub fn report(&self) {
        if let Some(s) = self.summary() {
            println!(
                "FRAME_TIMES frames={} median_ms={:.1} worst_ms={:.1} p99_ms={:.1} over_2x_median={} worst_at_frame={}",
                s.frames, s.median, s.worst, s.p99, s.over_twice_median, s.worst_at
            );
        }
    }
}

pub struct FrameSummary {
    pub median: f32,
    pub p99: f32,
    pub worst: f32,
    pub frames: usize,
    pub over_twice_median: usize,
    pub worst_at: usize,
}

fn record_frame_time(
    mut times: ResMut<FrameTimes>,
    screen: Res<State<Screen>>,
    session: Option<Res<Session>>,
    mut playing_frames: Local<u32>,
    mut print_slow: Local<Option<bool>>,
) {
    let now = Instant::now();
    let last = times.last.replace(now);
    if *screen.get() != Screen::Playing {
        *playing_frames = 0;
        return;
    }
    *playing_frames += 1;
    if *playing_frames > 10
        && let Some(last) = last
    {
        let ms = now.duration_since(last).as_secs_f32() * 1000.0;
        // CATAN_PRINT_SLOW_FRAMES=1: say what the game was doing at each frame over 100 ms
        let slow = *print_slow.get_or_insert_with(|| {
            std::env::var("CATAN_PRINT_SLOW_FRAMES").is_ok_and(|v| v == "1")
        });
        if slow && ms > 100.0 {
            let (steps, last_line) = session.as_ref().map_or((0, String::new()), |s| {
                (
                    s.game.record.steps.len(),
                    s.log.last().map(|l| l.text.clone()).unwrap_or_default(),
                )
            });
            println!(
                "SLOW_FRAME frame={} ms={ms:.1} steps={steps} last={last_line}",
                times.ms.len()
            );
        }
        times.ms.push(ms);
    }
}

/// When the app started (set by [`crate::game::run`]), for the start-to-board time.
pub static STARTED: std::sync::OnceLock<Instant> = std::sync::OnceLock::new();

/// `BOARD_READY secs=…` once, on the first frame that draws a game's board (start to a playable
/// board, the figure the README quotes).
fn report_board_ready(
    tiles: Query<(), With<crate::game::table::pieces::Tile>>,
    screen: Res<State<Screen>>,
    mut done: Local<bool>,
) {
    if *done || *screen.get() != Screen::Playing || tiles.is_empty() {
        return;
    }
    *done = true;
    if let Some(t) = STARTED.get() {
        println!("BOARD_READY secs={:.3}", t.elapsed().as_secs_f64());
    }
}

fn print_spots(
    markers: Query<(&SpotMarker, &Transform), Added<SpotMarker>>,
    camera: Single<(&Camera, &GlobalTransform), With<MainCamera>>,
    session: Res<Session>,
    mut enabled: Local<Option<bool>>,
) {
    let on =
        *enabled.get_or_insert_with(|| std::env::var("CATAN_PRINT_SPOTS").is_ok_and(|v| v == "1"));
    if !on || markers.is_empty() {
        return;
    }
    let (cam, cam_tf) = *camera;
    for (m, tf) in &markers {
        if let Ok(p) = cam.world_to_viewport(cam_tf, tf.translation) {
            let (kind, id) = match m.spot {
                Spot::Vertex(v) => ("vertex", v.index()),
                Spot::Edge(e) => ("edge", e.index()),
                Spot::Face(f) => ("face", f.index()),
            };
            println!("SPOT {kind} {id} {:.0} {:.0}", p.x, p.y);
            // what a click there builds, when a side takes a ship: `road`, `ship` or `road+ship`
            if let Spot::Edge(e) = m.spot {
                let legal = session.legal();
                let road = legal.contains(&crate::core::Action::BuildRoad(e));
                let ship = legal.contains(&crate::core::Action::BuildShip(e));
                if ship {
                    let what = if road { "road+ship" } else { "ship" };
                    println!("SPOTKIND edge {id} {what}");
                }
            }
        }
    }
}
