//! What the atlas checks on every page it draws: the texts egui painted this frame (read from
//! its paint lists, layer by layer, before they are drained) and the faults a person would see —
//! text clipped by its panel or the window, text drawn over other text, words of the other
//! language, and what a program knows but a player should not read (paths, ids, seat numbers,
//! enum names, message ids, unfilled placeholders).

use bevy_egui::egui;
use std::collections::HashSet;

/// One text as egui painted it.
#[derive(Clone, Debug)]
pub(crate) struct Drawn {
    /// The layer it was painted on (text on different layers may lie over each other: a window
    /// over a panel).
    pub layer: egui::LayerId,
    /// Where its glyphs are, in window points.
    pub rect: egui::Rect,
    /// The part of the window it may show in.
    pub clip: egui::Rect,
    pub text: String,
    /// Shortened by egui with "…" (a deliberate cut, the full text on hover).
    pub elided: bool,
    /// Not a text: a framed box (a panel's row, a card), named by `text` = "frame".
    pub frame: bool,
}

/// A fault found on a page.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
pub(crate) struct Fault {
    /// `clipped`, `off-screen`, `overlap`, `language`, `raw`.
    pub kind: &'static str,
    pub text: String,
    pub detail: String,
}

/// The texts `draw` paints (frames left out) in a 1280×800 egui context of its own with the
/// game's fonts, drawn twice (the first pass only loads the fonts): what the window's headless
/// tests read.
#[cfg(test)]
pub(crate) fn painted(mut draw: impl FnMut(&mut egui::Ui)) -> Vec<Drawn> {
    let ctx = egui::Context::default();
    ctx.set_fonts(crate::game::theme::dejavu_fonts());
    let input = egui::RawInput {
        screen_rect: Some(egui::Rect::from_min_size(
            egui::Pos2::ZERO,
            egui::vec2(1280.0, 800.0),
        )),
        ..Default::default()
    };
    let mut out = Vec::new();
    for _ in 0..2 {
        let mut done = ctx.run_ui(input.clone(), |root| {
            draw(root);
            out = drawn_texts(root.ctx());
        });
        done.textures_delta.clear();
    }
    out.retain(|d| !d.frame);
    out
}

/// Every text on the layers egui knows this frame (call it at the end of the frame's UI, before
/// the pass ends).
pub(crate) fn drawn_texts(ctx: &egui::Context) -> Vec<Drawn> {
    let mut layers: Vec<egui::LayerId> = ctx.memory(|m| m.layer_ids().collect());
    for extra in [egui::LayerId::background(), egui::LayerId::debug()] {
        if !layers.contains(&extra) {
            layers.push(extra);
        }
    }
    let mut out = Vec::new();
    ctx.graphics(|g| {
        for &layer in &layers {
            let Some(list) = g.get(layer) else { continue };
            for clipped in list.all_entries() {
                collect(layer, clipped.clip_rect, &clipped.shape, &mut out);
            }
        }
    });
    out
}

fn collect(layer: egui::LayerId, clip: egui::Rect, shape: &egui::Shape, out: &mut Vec<Drawn>) {
    match shape {
        egui::Shape::Vec(shapes) => {
            for s in shapes {
                collect(layer, clip, s, out);
            }
        }
        egui::Shape::Text(t) => {
            let text = t.galley.text().to_string();
            if text.trim().is_empty() || t.opacity_factor <= 0.0 {
                return;
            }
            out.push(Drawn {
                layer,
                rect: t.galley.mesh_bounds.translate(t.pos.to_vec2()),
                clip,
                text,
                elided: t.galley.elided,
                frame: false,
            });
        }
        egui::Shape::Rect(r) if r.stroke.width > 0.0 && r.stroke.color.a() > 0 => {
            out.push(Drawn {
                layer,
                rect: r.rect,
                clip,
                text: "frame".into(),
                elided: false,
                frame: true,
            });
        }
        _ => {}
    }
}

/// How far (points) glyphs may stick out of their clip rectangle before it counts.
const SLACK: f32 = 1.5;

/// Texts cut at the side of their panel, scroll area or window, or by the window's edge. (A
/// line scrolled half out at the top or bottom of a scroll area is how scrolling looks.)
pub(crate) fn clipped(texts: &[Drawn], screen: egui::Rect) -> Vec<Fault> {
    let mut faults = Vec::new();
    for d in texts {
        let visible = d.clip.intersect(screen);
        if !visible.intersects(d.rect) {
            continue; // scrolled away or hidden: nothing of it shows
        }
        // what shows of it (a scroll area clips what is scrolled away: that is not cut)
        let inside = screen.expand(SLACK);
        if !inside.contains_rect(d.rect.intersect(d.clip)) {
            faults.push(Fault {
                kind: "off-screen",
                text: d.text.clone(),
                detail: format!("{} beyond the window {}", rect(d.rect), rect(screen)),
            });
            continue;
        }
        if d.rect.left() < d.clip.left() - SLACK || d.rect.right() > d.clip.right() + SLACK {
            faults.push(Fault {
                kind: if d.frame { "frame-cut" } else { "clipped" },
                text: d.text.clone(),
                detail: format!("{} cut by {}", rect(d.rect), rect(d.clip)),
            });
        }
    }
    faults
}

/// Texts of a page that must show whole, cut at (or hidden below) the bottom of their scroll
/// area or the window: the person would have to scroll to find them — or, with the last line
/// half shown, would not know to.
pub(crate) fn below(texts: &[Drawn], screen: egui::Rect) -> Vec<Fault> {
    texts
        .iter()
        .filter(|d| !d.frame && d.rect.bottom() > d.clip.intersect(screen).bottom() + SLACK)
        .map(|d| Fault {
            kind: "below",
            text: d.text.clone(),
            detail: format!("{} below {}", rect(d.rect), rect(d.clip.intersect(screen))),
        })
        .collect()
}

/// Texts of one layer drawn over each other (more than a quarter of the smaller one covered).
/// The same words twice at nearly one place is a shadow, not an overlap.
pub(crate) fn overlapping(texts: &[Drawn], screen: egui::Rect) -> Vec<Fault> {
    let mut faults = Vec::new();
    let shown: Vec<&Drawn> = texts
        .iter()
        .filter(|d| !d.frame && d.clip.intersect(screen).intersects(d.rect))
        .collect();
    for (i, a) in shown.iter().enumerate() {
        for b in &shown[i + 1..] {
            if a.layer != b.layer || a.text == b.text {
                continue;
            }
            let both = a.rect.intersect(b.rect).intersect(a.clip).intersect(b.clip);
            if !both.is_positive() {
                continue;
            }
            let smaller = a.rect.area().min(b.rect.area()).max(1.0);
            if both.area() > 0.25 * smaller && both.area() > 12.0 {
                faults.push(Fault {
                    kind: "overlap",
                    text: a.text.clone(),
                    detail: format!("over \"{}\" at {}", b.text, rect(both)),
                });
            }
        }
    }
    faults
}

fn rect(r: egui::Rect) -> String {
    format!(
        "({:.0},{:.0})-({:.0},{:.0})",
        r.left(),
        r.top(),
        r.right(),
        r.bottom()
    )
}

/// The words of each language's messages: a word only English uses on a Czech page (or only
/// Czech on an English one) is the other language showing through.
pub(crate) struct Words {
    english_only: HashSet<String>,
    czech_only: HashSet<String>,
    /// Message ids (`could-not-start`): shown as they are, a message was missing.
    ids: HashSet<String>,
}

/// Names that read the same in both languages (the game's own name, a language's own name).
const EITHER: &[&str] = &[
    "catan",
    "čeština",
    "english",
    "ctrl",
    "esc",
    "enter",
    "home",
    "bevy",
    "egui",
];

impl Words {
    /// From the two translation files' texts.
    pub(crate) fn new(en: &str, cs: &str) -> Words {
        let (en_words, mut ids) = words_of(en);
        let (cs_words, cs_ids) = words_of(cs);
        ids.extend(cs_ids);
        let keep = |w: &String| w.chars().count() >= 3 && !EITHER.contains(&w.as_str());
        Words {
            english_only: en_words
                .difference(&cs_words)
                .filter(|w| keep(w))
                .cloned()
                .collect(),
            czech_only: cs_words
                .difference(&en_words)
                .filter(|w| keep(w))
                .cloned()
                .collect(),
            ids: ids.into_iter().filter(|i| i.contains('-')).collect(),
        }
    }

    /// The words of `text` in the wrong language for a page in `czech` (or English).
    pub(crate) fn foreign(&self, text: &str, czech: bool) -> Vec<String> {
        let (other, czech_letters) = if czech {
            (&self.english_only, false)
        } else {
            (&self.czech_only, true)
        };
        let mut out = Vec::new();
        for w in split_words(text) {
            let lower = w.to_lowercase();
            let czech_only_letter = czech_letters && lower.chars().any(|c| "ěščřžůťďň".contains(c));
            if (other.contains(&lower) || czech_only_letter) && !EITHER.contains(&lower.as_str()) {
                out.push(w.to_string());
            }
        }
        out
    }

    /// What a program knows and a player should not read, found in `text`.
    pub(crate) fn raw(&self, text: &str) -> Vec<String> {
        let mut out = Vec::new();
        let lower = text.to_lowercase();
        for needle in [
            ".ron", "/tmp/", "/home/", "/root/", "some(", "none)", "::", "{ $", "{$",
        ] {
            if lower.contains(needle) {
                out.push(needle.trim().to_string());
            }
        }
        let tokens: Vec<&str> = text.split_whitespace().collect();
        for pair in tokens.windows(2) {
            let word = pair[0].to_lowercase();
            let number = pair[1].trim_end_matches([',', '.', ':', ')']);
            if ["seat", "edge", "vertex", "face", "hráč"].contains(&word.as_str())
                && !number.is_empty()
                && number.chars().all(|c| c.is_ascii_digit())
            {
                out.push(format!("{} {}", pair[0], pair[1]));
            }
        }
        for w in split_tokens(text) {
            if is_camel(w) {
                out.push(w.to_string());
            }
            if self.ids.contains(w) {
                out.push(w.to_string());
            }
        }
        out
    }
}

/// A word written like a Rust type or variant (`BuildRoad`, `TradeAnswers`).
fn is_camel(w: &str) -> bool {
    let mut chars = w.chars();
    let starts_upper = chars.next().is_some_and(|c| c.is_ascii_uppercase());
    let inner_upper = w
        .as_bytes()
        .windows(2)
        .any(|p| p[0].is_ascii_lowercase() && p[1].is_ascii_uppercase());
    starts_upper && inner_upper && w.chars().all(|c| c.is_ascii_alphanumeric())
}

fn split_words(text: &str) -> impl Iterator<Item = &str> {
    text.split(|c: char| !c.is_alphabetic())
        .filter(|w| !w.is_empty())
}

fn split_tokens(text: &str) -> impl Iterator<Item = &str> {
    text.split(|c: char| !(c.is_alphanumeric() || c == '-'))
        .filter(|w| !w.is_empty())
}

/// The words of a Fluent file's texts (placeholders and selectors left out), and its message ids.
fn words_of(ftl: &str) -> (HashSet<String>, HashSet<String>) {
    use fluent_syntax::ast;
    let mut words = HashSet::new();
    let mut ids = HashSet::new();
    let resource = match fluent_syntax::parser::parse(ftl) {
        Ok(r) => r,
        Err((r, _)) => r,
    };
    fn pattern(p: &ast::Pattern<&str>, words: &mut HashSet<String>) {
        for e in &p.elements {
            match e {
                ast::PatternElement::TextElement { value } => {
                    words.extend(split_words(value).map(str::to_lowercase));
                }
                ast::PatternElement::Placeable { expression } => {
                    if let ast::Expression::Select { variants, .. } = expression {
                        for v in variants {
                            pattern(&v.value, words);
                        }
                    }
                }
            }
        }
    }
    for entry in &resource.body {
        if let ast::Entry::Message(m) = entry {
            ids.insert(m.id.name.to_string());
            if let Some(p) = &m.value {
                pattern(p, &mut words);
            }
            for a in &m.attributes {
                pattern(&a.value, &mut words);
            }
        }
    }
    (words, ids)
}

#[cfg(test)]
mod below_tests;
#[cfg(test)]
mod tests;
