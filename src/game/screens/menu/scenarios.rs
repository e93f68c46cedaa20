//! The new-game screen's Seafarers scenarios (`boards/seafarers/`): each by its name with a small
//! picture drawn from its file, and one plain line of what is special about the chosen one.

use crate::core::Terrain;
use crate::core::wide::Board;
use crate::game::i18n::{Lang, tr, tr_args};
use crate::game::settings::{BoardPick, Settings};
use crate::game::table::layout::face_pos;
use crate::game::theme::{terrain_color, to_egui};
use bevy_egui::egui;
use std::path::PathBuf;

/// A scenario as the menu shows it (read once, when the menu opens; its words are put in the
/// language of the moment when drawn).
#[derive(Clone, Debug)]
pub struct ScenarioCard {
    pub path: PathBuf,
    /// The name written in the file.
    own_name: String,
    /// What is special, from the file: points to win, islands that pay, gold, fog, seats (a
    /// message and its number each).
    facts: Vec<(&'static str, usize)>,
    /// The tiles to draw: centre (board units) and colour.
    tiles: Vec<(egui::Pos2, egui::Color32)>,
    /// Seats its opening hosts (3, 4 or 6 for the shipped layouts).
    seats: usize,
}

/// The scenarios in the shipped `boards/seafarers/` by name, so a 3-player layout follows its
/// 4-player one (those that do not read are left out: the board list still offers every file,
/// and starting one names its problem).
pub fn read_scenarios() -> Vec<ScenarioCard> {
    let dir = crate::files::shipped_boards_dir().join("seafarers");
    let mut cards: Vec<ScenarioCard> = crate::files::list_files(&dir, "ron")
        .into_iter()
        .filter_map(|path| {
            let board = crate::files::load_wide_board(&path).ok()?;
            Some(card(path, &board))
        })
        .collect();
    cards.sort_by_key(|c| c.name(Lang::English));
    cards
}

impl ScenarioCard {
    /// Its title in `lang`.
    pub fn name(&self, lang: Lang) -> String {
        crate::game::i18n::board_name(lang, &self.path, &self.own_name)
    }

    /// "13 points to win · 2 points for each new island · 2 gold fields · 3–4 players".
    pub fn facts(&self, lang: Lang) -> String {
        let facts: Vec<String> = self
            .facts
            .iter()
            .map(|&(id, n)| tr_args(lang, id, &[("n", n.into())]))
            .collect();
        facts.join(" · ")
    }
}

fn card(path: PathBuf, board: &Board) -> ScenarioCard {
    let map = board.sea.as_deref();
    let fog = map.map(|m| m.fog).unwrap_or_default();
    let tiles = (0..board.num_faces())
        .map(|f| {
            let p = face_pos(&board.topo, crate::core::FaceId::at(f));
            // a tile in fog is drawn as fog, never as what lies under it (nor in a grey that
            // reads as mountains)
            let colour = if fog.contains(f) {
                FOG
            } else {
                to_egui(terrain_color(board.terrain[f]))
            };
            (egui::pos2(p.x, -p.y), colour)
        })
        .collect();
    ScenarioCard {
        facts: facts(board),
        path,
        own_name: board.file.name.clone(),
        tiles,
        seats: board.opening_capacity() as usize,
    }
}

/// What is special about `board`: messages and their numbers.
fn facts(board: &Board) -> Vec<(&'static str, usize)> {
    let Some(map) = board.sea.as_deref() else {
        return Vec::new();
    };
    let mut out = Vec::new();
    if let Some(p) = map.points_to_win {
        out.push(("scenario-points", p as usize));
    }
    if let Some(p) = map
        .islands
        .iter()
        .map(|i| i.points)
        .filter(|&p| p > 0)
        .max()
    {
        out.push(("scenario-island-points", p as usize));
    }
    let gold = (0..board.num_faces())
        .filter(|&f| board.terrain[f] == Terrain::Gold)
        .count();
    if gold > 0 {
        out.push(("scenario-gold", gold));
    }
    if !map.fog.is_empty() {
        out.push(("scenario-fog", map.fog.len()));
    }
    if let Some(c) = &map.cloth {
        out.push(("scenario-villages", c.villages.len()));
    }
    out.push(("scenario-players", map.opening_capacity as usize));
    out
}

/// The scenario a layout belongs to: its file's name without a player count (`new-shores` for
/// `new-shores`, `new-shores-3` and `new-shores-6`).
fn family(c: &ScenarioCard) -> String {
    let stem = stem(c);
    match stem.strip_suffix("-3").or_else(|| stem.strip_suffix("-6")) {
        Some(base) => base.to_string(),
        None => stem,
    }
}

/// The layout of `c`'s scenario for `seats`: of those hosting them, the one hosting fewest (the
/// 3-player layout for two or three, the 4-player one for four, the 5–6 one for five or six);
/// the largest when none hosts them.
fn layout_for<'a>(cards: &'a [ScenarioCard], c: &ScenarioCard, seats: usize) -> &'a ScenarioCard {
    let kin: Vec<&ScenarioCard> = cards.iter().filter(|k| family(k) == family(c)).collect();
    let hosting = kin
        .iter()
        .filter(|k| k.seats >= seats)
        .min_by_key(|k| k.seats);
    let largest = kin.iter().max_by_key(|k| k.seats);
    hosting.or(largest).copied().unwrap_or(&cards[0])
}

/// The cards on show for `seats`: each scenario once, in its layout for them.
pub(super) fn shown(cards: &[ScenarioCard], seats: usize) -> Vec<&ScenarioCard> {
    cards
        .iter()
        .filter(|c| std::ptr::eq(layout_for(cards, c, seats), *c))
        .collect()
}

/// Seats the scenario laid out in `path` hosts in any of its layouts (`None`: not a scenario),
/// so a person may add seats past the chosen layout's and the layout follows.
pub(super) fn scenario_seats(cards: &[ScenarioCard], path: &std::path::Path) -> Option<usize> {
    let chosen = cards.iter().find(|c| c.path == path)?;
    let f = family(chosen);
    cards
        .iter()
        .filter(|c| family(c) == f)
        .map(|c| c.seats)
        .max()
}

/// The layout follows the seats: a chosen scenario becomes its layout for the seats there are.
pub(super) fn follow_seats(settings: &mut Settings, cards: &[ScenarioCard]) {
    let BoardPick::File(path) = &settings.board else {
        return;
    };
    let Some(chosen) = cards.iter().find(|c| &c.path == path) else {
        return;
    };
    let fit = layout_for(cards, chosen, settings.seats.len());
    if fit.path != chosen.path {
        settings.board = BoardPick::File(fit.path.clone());
    }
}

pub(super) fn show(ui: &mut egui::Ui, settings: &mut Settings, lang: Lang, cards: &[ScenarioCard]) {
    if cards.is_empty() {
        return;
    }
    follow_seats(settings, cards);
    ui.label(
        egui::RichText::new(tr(lang, "seafarers-scenarios"))
            .small()
            .weak(),
    );
    ui.horizontal_wrapped(|ui| {
        for c in shown(cards, settings.seats.len()) {
            let chosen = settings.board == BoardPick::File(c.path.clone());
            if picture_button(ui, c, chosen, lang).clicked() {
                settings.board = BoardPick::File(c.path.clone());
            }
        }
    });
    if let Some(c) = cards
        .iter()
        .find(|c| settings.board == BoardPick::File(c.path.clone()))
    {
        let about = tr(lang, &format!("about-{}", stem(c)));
        let name = c.name(lang);
        ui.label(egui::RichText::new(format!("{name}: {about}")).strong());
        ui.label(egui::RichText::new(c.facts(lang)).small());
    }
}

fn stem(c: &ScenarioCard) -> String {
    c.path
        .file_stem()
        .unwrap_or_default()
        .to_string_lossy()
        .into_owned()
}

/// The scenario's picture (its tiles as small hexagons) over its name; framed when chosen.
fn picture_button(ui: &mut egui::Ui, c: &ScenarioCard, chosen: bool, lang: Lang) -> egui::Response {
    let name = c.name(lang);
    // (five scenarios, each in its layout for the seats: a menu of six seats fits 1280x800)
    let size = egui::vec2(128.0, 96.0);
    let (rect, resp) = ui.allocate_exact_size(size, egui::Sense::click());
    let painter = ui.painter_at(rect);
    let fill = if chosen {
        egui::Color32::from_rgb(40, 70, 110)
    } else if resp.hovered() {
        egui::Color32::from_gray(60)
    } else {
        egui::Color32::from_gray(40)
    };
    painter.rect_filled(rect, 6.0, fill);
    if chosen {
        let stroke = egui::Stroke::new(2.0, egui::Color32::from_rgb(255, 214, 64));
        painter.rect_stroke(rect, 6.0, stroke, egui::StrokeKind::Inside);
    }
    let pic = egui::Rect::from_min_max(
        rect.min + egui::vec2(6.0, 6.0),
        rect.max - egui::vec2(6.0, 22.0),
    );
    draw_tiles(&painter, pic, &c.tiles);
    // a long name ("Through the Desert (3 players)") is set smaller to fit the card
    let room = rect.width() - 8.0;
    let width = painter
        .layout_no_wrap(
            name.clone(),
            egui::FontId::proportional(11.0),
            egui::Color32::WHITE,
        )
        .size()
        .x;
    let size = if width > room {
        11.0 * room / width
    } else {
        11.0
    };
    painter.text(
        egui::pos2(rect.center().x, rect.max.y - 11.0),
        egui::Align2::CENTER_CENTER,
        &name,
        egui::FontId::proportional(size),
        egui::Color32::WHITE,
    );
    resp.on_hover_text(c.facts(lang))
}

/// A face-down tile in a scenario's picture: pale mist, with wisps drawn across it.
pub(crate) const FOG: egui::Color32 = egui::Color32::from_rgb(226, 232, 240);

/// The tiles fitted into `pic`, each a hexagon of its colour (fog with two wisps).
fn draw_tiles(painter: &egui::Painter, pic: egui::Rect, tiles: &[(egui::Pos2, egui::Color32)]) {
    let Some(first) = tiles.first() else { return };
    let mut b = egui::Rect::from_min_max(first.0, first.0);
    for (p, _) in tiles {
        b.extend_with(*p);
    }
    let hex = crate::game::table::layout::HEX;
    let b = b.expand(hex);
    let k = (pic.width() / b.width()).min(pic.height() / b.height());
    let at = |p: egui::Pos2| pic.center() + (p - b.center()) * k;
    for (p, colour) in tiles {
        let c = at(*p);
        let r = hex * k * 1.1;
        let corners: Vec<egui::Pos2> = (0..6)
            .map(|i| {
                let a = std::f32::consts::FRAC_PI_3 * i as f32 + std::f32::consts::FRAC_PI_6;
                c + egui::vec2(a.cos(), a.sin()) * r
            })
            .collect();
        painter.add(egui::Shape::convex_polygon(
            corners,
            *colour,
            egui::Stroke::NONE,
        ));
        if *colour == FOG {
            let wisp =
                egui::Stroke::new((r * 0.18).max(1.0), egui::Color32::from_rgb(150, 162, 180));
            for dy in [-0.25, 0.25] {
                let y = c.y + dy * r;
                let x = dy.signum() * 0.15 * r;
                painter.line_segment(
                    [
                        egui::pos2(c.x - 0.5 * r + x, y),
                        egui::pos2(c.x + 0.5 * r + x, y),
                    ],
                    wisp,
                );
            }
        }
    }
}

#[cfg(test)]
mod fog_tests;
#[cfg(test)]
mod seats_tests;
#[cfg(test)]
mod tests {
    use super::*;

    /// The scenario cards keep no words: each draw names them in the language of the moment, so
    /// a language switch redraws them (issue 42: 5).
    #[test]
    fn scenario_names_and_facts_follow_the_language() {
        let cards = read_scenarios();
        assert_eq!(
            cards.len(),
            18,
            "the six scenarios, their 3-player layouts and their 5–6 player ones"
        );
        for c in &cards {
            let (en, cs) = (c.name(Lang::English), c.name(Lang::Czech));
            assert_ne!(en, cs, "{}", c.path.display());
            assert!(!cs.contains("players") && !cs.contains('-'), "{cs}");
            assert_ne!(c.facts(Lang::English), c.facts(Lang::Czech));
        }
        let three = cards.iter().find(|c| stem(c) == "new-shores-3").unwrap();
        assert_eq!(three.name(Lang::Czech), "K novým břehům (3 hráči)");
    }

    #[test]
    fn a_board_is_named_by_its_title_and_a_persons_own_by_its_name() {
        let shipped = crate::files::shipped_boards_dir().join("standard.ron");
        assert_eq!(
            crate::game::i18n::board_name(Lang::Czech, &shipped, "Standard (beginner layout)"),
            "Plán pro začátečníky"
        );
        // the help page knows a board by the name written in it
        let by_name = std::path::Path::new("New Shores");
        assert_eq!(
            crate::game::i18n::board_name(Lang::Czech, by_name, "New Shores"),
            "K novým břehům"
        );
        let own = std::path::Path::new("/somewhere/my-island.ron");
        assert_eq!(
            crate::game::i18n::board_name(Lang::Czech, own, "My island"),
            "My island"
        );
        assert_eq!(
            crate::game::i18n::board_name(Lang::English, own, ""),
            "my-island"
        );
    }
}
