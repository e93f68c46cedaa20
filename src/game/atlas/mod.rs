//! The screen atlas (`catan atlas DIR`): the app drives itself through every screen and dialog
//! ([`pages`]), saves a picture of each in both languages, and checks what egui painted on it
//! ([`checks`]): text clipped or drawn over other text, the other language showing through, and
//! paths, ids, seat numbers or enum names a player should never read. The pictures and faults of
//! each window size go to `DIR/WxH/`, and `DIR/index.html` shows every size found there
//! ([`report`]).

pub(crate) mod checks;
mod error;
mod pages;
mod positions;
mod report;

use crate::game::i18n::Lang;
use crate::game::screens::{AtlasOptions, PlayOptions};
use crate::game::settings::Settings;
use bevy::prelude::*;
use bevy::render::view::screenshot::{Screenshot, ScreenshotCaptured, save_to_disk};
use bevy_egui::{EguiContexts, egui};
use checks::{Drawn, Fault, Words};
use std::path::PathBuf;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

pub(crate) fn plugin(app: &mut App) {
    let Some(options) = app
        .world()
        .get_resource::<PlayOptions>()
        .and_then(|o| o.atlas.clone())
    else {
        return;
    };
    app.insert_resource(Atlas::new(options));
    app.init_resource::<KnownChances>();
    app.add_systems(Last, drive);
    app.add_systems(Update, read_texts);
}

/// The review's win chances once computed (the other language's review page shows them).
#[derive(Resource, Default)]
pub(crate) struct KnownChances(
    pub Option<Result<crate::lab::review::Review, crate::game::review::ReviewFailed>>,
);

/// Where the run stands.
#[derive(Resource)]
pub(crate) struct Atlas {
    options: AtlasOptions,
    pages: Vec<pages::Page>,
    /// The page on screen (an index into `pages`) and the language pass.
    at: usize,
    lang: Lang,
    step: Step,
    /// The texts of the last frame, while a picture is being taken.
    texts: Option<Vec<Drawn>>,
    want_texts: bool,
    /// Frames waited for the page to be ready.
    waited: u32,
    wanted: TextsWanted,
    /// The page on screen could not be set up (its failure is reported; no picture).
    skip_current: bool,
    shot: Arc<AtomicBool>,
    words: Words,
    results: Vec<report::PageResult>,
    size: (u32, u32),
    started: std::time::Instant,
}

#[derive(Clone, Copy, Debug, PartialEq)]
enum Step {
    /// Waiting for the app to load (the menu shows).
    Loading,
    /// The page is set up; frames left before the picture.
    Settling(u32),
    /// The picture is asked for.
    Shooting {
        frames: u32,
    },
    Done,
}

impl Atlas {
    fn new(options: AtlasOptions) -> Atlas {
        let pages = pages::all()
            .into_iter()
            .filter(|p| options.only.is_empty() || options.only.iter().any(|o| p.name.contains(o)))
            .collect();
        Atlas {
            options,
            pages,
            at: 0,
            lang: Lang::English,
            step: Step::Loading,
            texts: None,
            want_texts: false,
            waited: 0,
            wanted: TextsWanted::default(),
            skip_current: false,
            shot: Arc::new(AtomicBool::new(false)),
            words: Words::new(crate::game::i18n::EN_FTL, crate::game::i18n::CS_FTL),
            results: Vec::new(),
            size: (0, 0),
            started: std::time::Instant::now(),
        }
    }

    fn folder(&self) -> PathBuf {
        let (w, h) = self.size;
        self.options.dir.join(format!("{w}x{h}"))
    }

    fn picture(&self, n: usize, name: &str) -> PathBuf {
        self.folder()
            .join(lang_code(self.lang))
            .join(format!("{n:02}-{name}.png"))
    }
}

pub(crate) fn lang_code(lang: Lang) -> &'static str {
    match lang {
        Lang::English => "en",
        Lang::Czech => "cs",
    }
}

/// The texts egui painted, handed from egui's end of pass to the run.
#[derive(Clone, Default)]
struct TextsWanted {
    want: Arc<AtomicBool>,
    got: Arc<std::sync::Mutex<Option<Vec<Drawn>>>>,
}

/// egui ends its pass inside `run_ui`: a callback there reads the paint lists before they are
/// drained (registered once, on the first frame).
fn read_texts(mut contexts: EguiContexts, mut atlas: ResMut<Atlas>, mut registered: Local<bool>) {
    if !*registered && let Ok(ctx) = contexts.ctx_mut() {
        let wanted = atlas.wanted.clone();
        ctx.on_end_pass(
            "atlas",
            Arc::new(move |ui: &mut egui::Ui| {
                if wanted.want.swap(false, Ordering::SeqCst)
                    && let Ok(mut got) = wanted.got.lock()
                {
                    *got = Some(checks::drawn_texts(ui.ctx()));
                }
            }),
        );
        *registered = true;
    }
    if atlas.want_texts {
        atlas.want_texts = false;
        atlas.wanted.want.store(true, Ordering::SeqCst);
    }
    let got = atlas.wanted.got.lock().ok().and_then(|mut g| g.take());
    if let Some(texts) = got {
        atlas.texts = Some(texts);
    }
}

/// The run itself, one step a frame: set a page up, let it settle, take its picture and check
/// its texts, then the next page; both languages; then the report and the exit.
fn drive(world: &mut World) {
    let step = world.resource::<Atlas>().step;
    match step {
        Step::Loading => {
            let screen = *world
                .resource::<State<crate::game::screens::Screen>>()
                .get();
            if screen == crate::game::screens::Screen::Menu {
                let size = window_size(world);
                let mut atlas = world.resource_mut::<Atlas>();
                atlas.size = size;
                let _ = std::fs::create_dir_all(atlas.folder().join("en"));
                let _ = std::fs::create_dir_all(atlas.folder().join("cs"));
                set_up_page(world);
            }
        }
        Step::Settling(0) => {
            let (ready, waited) = {
                let atlas = world.resource::<Atlas>();
                (atlas.pages[atlas.at].ready, atlas.waited)
            };
            if !ready(world) && waited < pages::READY_FRAMES {
                world.resource_mut::<Atlas>().waited += 1;
                return;
            }
            if let Some(c) = world
                .get_resource::<crate::game::review::Reviewing>()
                .and_then(|r| r.chances.clone())
            {
                world.resource_mut::<KnownChances>().0 = Some(c);
            }
            let mut atlas = world.resource_mut::<Atlas>();
            atlas.want_texts = true;
            atlas.texts = None;
            atlas.shot.store(false, Ordering::SeqCst);
            let path = atlas.picture(atlas.at, &atlas.pages[atlas.at].name);
            let done = atlas.shot.clone();
            atlas.step = Step::Shooting { frames: 0 };
            world.spawn(Screenshot::primary_window()).observe(
                move |captured: On<ScreenshotCaptured>| {
                    let mut save = save_to_disk(path.clone());
                    save(captured);
                    done.store(true, Ordering::SeqCst);
                },
            );
        }
        Step::Settling(n) => {
            if world.contains_resource::<pages::BannerUp>() {
                *world.resource_mut::<crate::game::table::anim::TurnBanner>() =
                    crate::game::table::anim::TurnBanner {
                        seat: Some(0),
                        left: 60.0,
                    };
            }
            world.resource_mut::<Atlas>().step = Step::Settling(n - 1)
        }
        Step::Shooting { frames } => {
            let atlas = world.resource::<Atlas>();
            let taken = atlas.shot.load(Ordering::SeqCst) && atlas.texts.is_some();
            if taken || frames > 600 {
                finish_page(world, taken);
                next_page(world);
            } else {
                world.resource_mut::<Atlas>().step = Step::Shooting { frames: frames + 1 };
            }
        }
        Step::Done => {}
    }
}

fn window_size(world: &mut World) -> (u32, u32) {
    let mut q = world.query::<&Window>();
    q.iter(world).next().map_or((0, 0), |w| {
        (w.resolution.width() as u32, w.resolution.height() as u32)
    })
}

/// Set the page at `at` up in the run's language.
fn set_up_page(world: &mut World) {
    let (setup, lang, frames) = {
        let atlas = world.resource::<Atlas>();
        let page = &atlas.pages[atlas.at];
        // a page that switches the language shows the other one, on the screen as it was
        let lang = match (page.switch, atlas.lang) {
            (false, l) => l,
            (true, Lang::English) => Lang::Czech,
            (true, Lang::Czech) => Lang::English,
        };
        (page.setup, lang, page.frames)
    };
    world.resource_mut::<Settings>().lang = lang;
    let problem = setup(world).err();
    let mut atlas = world.resource_mut::<Atlas>();
    if let Some(p) = problem {
        let name = atlas.pages[atlas.at].name.clone();
        let lang = atlas.lang;
        atlas
            .results
            .push(report::PageResult::unmade(&name, lang, &p.to_string()));
        eprintln!("ATLAS page {name} could not be set up: {p}");
        atlas.step = Step::Settling(0);
        atlas.skip_current = true;
        return;
    }
    atlas.skip_current = false;
    atlas.waited = 0;
    atlas.step = Step::Settling(frames);
}

/// The words of a page: the other language, and what a player should not read.
fn word_faults(words: &Words, texts: &[Drawn], czech: bool) -> Vec<Fault> {
    let mut faults = Vec::new();
    for d in texts.iter().filter(|d| !d.frame) {
        let foreign = words.foreign(&d.text, czech);
        if !foreign.is_empty() {
            faults.push(Fault {
                kind: "language",
                text: d.text.clone(),
                detail: foreign.join(", "),
            });
        }
        let raw = words.raw(&d.text);
        if !raw.is_empty() {
            faults.push(Fault {
                kind: "raw",
                text: d.text.clone(),
                detail: raw.join(", "),
            });
        }
    }
    faults
}

/// The menu taller than the window (a page that must show whole fails on it: its last lines wait
/// below, the person may not know to scroll).
fn menu_overflow(world: &World) -> Option<Fault> {
    let menu = world.get_resource::<crate::game::screens::menu::MenuState>()?;
    let (content, view) = menu.overflow?;
    Some(Fault {
        kind: "below",
        text: String::new(),
        detail: format!("the menu is {content:.0} high in a view of {view:.0}"),
    })
}

/// The page's picture is taken (or not, in time): check its texts.
fn finish_page(world: &mut World, taken: bool) {
    let screen = egui_screen(world);
    let overflow = menu_overflow(world);
    let mut atlas = world.resource_mut::<Atlas>();
    let at = atlas.at;
    let name = atlas.pages[at].name.clone();
    if atlas.skip_current {
        return;
    }
    let texts = atlas.texts.take().unwrap_or_default();
    let mut faults: Vec<Fault> = Vec::new();
    if !taken {
        faults.push(Fault {
            kind: "picture",
            text: String::new(),
            detail: "no picture within 600 frames".into(),
        });
    }
    faults.extend(checks::clipped(&texts, screen));
    if atlas.pages[at]
        .whole_from
        .is_some_and(|h| screen.height() >= h)
    {
        faults.extend(checks::below(&texts, screen));
        faults.extend(overflow);
    }
    faults.extend(checks::overlapping(&texts, screen));
    // a page that switches the language with the screen on is checked in the other one
    let czech = (atlas.lang == Lang::Czech) != atlas.pages[at].switch;
    faults.extend(word_faults(&atlas.words, &texts, czech));
    faults.dedup();
    let lang = if czech { Lang::Czech } else { Lang::English };
    let picture = atlas.picture(at, &name);
    if std::env::var_os("CATAN_ATLAS_TEXTS").is_some() {
        // every text with where it is and what clips it, beside the picture (for a check's author)
        let dump: String = texts
            .iter()
            .map(|d| {
                format!(
                    "{:?} {:?} clip {:?} {:?}\n",
                    d.layer, d.rect, d.clip, d.text
                )
            })
            .collect();
        let _ = std::fs::write(picture.with_extension("texts.txt"), dump);
    }
    let elided = texts.iter().filter(|d| d.elided).count();
    let texts_count = texts.iter().filter(|d| !d.frame).count();
    for f in &faults {
        println!(
            "ATLAS fault {} {}: {} — {} ({})",
            lang_code(lang),
            name,
            f.kind,
            f.text,
            f.detail
        );
    }
    let picture = picture
        .strip_prefix(&atlas.options.dir)
        .unwrap_or(&picture)
        .to_string_lossy()
        .into_owned();
    atlas.results.push(report::PageResult {
        name,
        lang: lang_code(lang).into(),
        picture,
        texts: texts_count,
        shortened: elided,
        faults: faults.into_iter().map(Into::into).collect(),
    });
}

fn egui_screen(world: &mut World) -> egui::Rect {
    let (w, h) = window_size(world);
    egui::Rect::from_min_size(egui::Pos2::ZERO, egui::vec2(w as f32, h as f32))
}

/// On to the next page, the next language, or the end.
fn next_page(world: &mut World) {
    let mut atlas = world.resource_mut::<Atlas>();
    atlas.at += 1;
    if atlas.at >= atlas.pages.len() {
        if atlas.lang == Lang::English {
            atlas.lang = Lang::Czech;
            atlas.at = 0;
        } else {
            atlas.step = Step::Done;
            let code = report::write(
                &atlas.options.dir,
                atlas.folder(),
                &atlas.results,
                atlas.size,
                atlas.started,
            );
            world.write_message(AppExit::from_code(code));
            return;
        }
    }
    set_up_page(world);
}
