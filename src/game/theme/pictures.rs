//! Pictures painted with egui: a material's card and its picture (a tree, bricks, wheat, a
//! sheep, a mountain), a die's face.

use super::palette::resource_egui;
use bevy_egui::egui;

/// A small resource card with its picture, filling `rect`: a cream card with a coloured band and
/// the material drawn on it (a tree, bricks, wheat, a sheep, a mountain). `faded` greys it (none
/// held).
pub fn paint_resource_card(p: &egui::Painter, rect: egui::Rect, r: usize, faded: bool) {
    let fade = |c: egui::Color32| if faded { c.gamma_multiply(0.35) } else { c };
    let round = rect.width() * 0.12;
    p.rect_filled(rect, round, fade(egui::Color32::from_rgb(250, 244, 226)));
    let band = rect.shrink(rect.width() * 0.08);
    p.rect_filled(band, round * 0.7, fade(resource_egui(r)));
    p.rect_stroke(
        rect,
        round,
        egui::Stroke::new(1.0, egui::Color32::from_gray(30)),
        egui::StrokeKind::Inside,
    );
    paint_resource_picture(p, band, r, faded);
}

/// The picture of material `r` (the order of [`crate::core::Resource::ALL`]) inside `rect`.
pub fn paint_resource_picture(p: &egui::Painter, rect: egui::Rect, r: usize, faded: bool) {
    let pen = Pen {
        p,
        c: rect.center(),
        s: rect.width().min(rect.height()),
        faded,
    };
    match r {
        0 => pen.wood(),
        1 => pen.brick(rect),
        2 => pen.grain(),
        3 => pen.sheep(),
        _ => pen.stone(),
    }
}

/// What a material's picture is drawn with: the painter, the centre, the size, faded or not.
struct Pen<'a> {
    p: &'a egui::Painter,
    c: egui::Pos2,
    s: f32,
    faded: bool,
}

impl Pen<'_> {
    fn fade(&self, c: egui::Color32) -> egui::Color32 {
        if self.faded {
            c.gamma_multiply(0.35)
        } else {
            c
        }
    }

    fn rgb(&self, (r, g, b): (u8, u8, u8)) -> egui::Color32 {
        self.fade(egui::Color32::from_rgb(r, g, b))
    }

    /// A triangle with its apex at `top`, `w` wide and `h` tall.
    fn tri(&self, top: egui::Pos2, w: f32, h: f32, color: egui::Color32) {
        self.p.add(egui::Shape::convex_polygon(
            vec![
                top,
                top + egui::vec2(w / 2.0, h),
                top + egui::vec2(-w / 2.0, h),
            ],
            color,
            egui::Stroke::NONE,
        ));
    }

    /// Wood: two fir trees.
    fn wood(&self) {
        let (c, s) = (self.c, self.s);
        for (dx, k) in [(-0.18, 0.9), (0.16, 1.0)] {
            let x = c.x + dx * s;
            let trunk = egui::Rect::from_center_size(
                egui::pos2(x, c.y + 0.28 * s * k),
                egui::vec2(0.07 * s, 0.16 * s),
            );
            self.p.rect_filled(trunk, 0.0, self.rgb((90, 60, 30)));
            let top = egui::pos2(x, c.y - 0.36 * s * k);
            self.tri(top, 0.38 * s * k, 0.6 * s * k, self.rgb((20, 80, 35)));
        }
    }

    /// Brick: a small wall (no brick past the right edge of `rect`).
    fn brick(&self, rect: egui::Rect) {
        let (c, s) = (self.c, self.s);
        let (w, h) = (0.3 * s, 0.13 * s);
        for row in 0..3 {
            let off = if row % 2 == 0 { 0.0 } else { w / 2.0 };
            for col in 0..3 {
                let x = c.x - 0.45 * s + off + col as f32 * (w + 0.03 * s);
                let y = c.y - 0.25 * s + row as f32 * (h + 0.04 * s);
                let b = egui::Rect::from_min_size(egui::pos2(x, y), egui::vec2(w, h));
                if b.right() <= rect.right() - 0.02 * s {
                    self.p.rect_filled(b, 1.0, self.rgb((150, 60, 30)));
                }
            }
        }
    }

    /// Grain: three stalks.
    fn grain(&self) {
        let (c, s) = (self.c, self.s);
        for dx in [-0.2, 0.0, 0.2] {
            let x = c.x + dx * s;
            self.p.line_segment(
                [egui::pos2(x, c.y + 0.4 * s), egui::pos2(x, c.y - 0.1 * s)],
                egui::Stroke::new(0.04 * s, self.rgb((150, 120, 30))),
            );
            for k in 0..3 {
                let y = c.y - 0.32 * s + k as f32 * 0.1 * s;
                self.p
                    .circle_filled(egui::pos2(x, y), 0.055 * s, self.rgb((170, 130, 20)));
            }
        }
    }

    /// Sheep: a woolly body, a dark head and legs.
    fn sheep(&self) {
        let (c, s) = (self.c, self.s);
        for (dx, dy) in [(-0.15, 0.0), (0.0, -0.08), (0.15, 0.0), (0.0, 0.06)] {
            let wool = self.rgb((250, 250, 245));
            self.p
                .circle_filled(c + egui::vec2(dx * s, dy * s), 0.17 * s, wool);
        }
        for dx in [-0.15, 0.12] {
            self.p.line_segment(
                [
                    c + egui::vec2(dx * s, 0.15 * s),
                    c + egui::vec2(dx * s, 0.33 * s),
                ],
                egui::Stroke::new(0.05 * s, self.rgb((40, 40, 40))),
            );
        }
        let head = c + egui::vec2(0.3 * s, -0.08 * s);
        self.p.circle_filled(head, 0.09 * s, self.rgb((40, 40, 40)));
    }

    /// Stone: a mountain with a snowy top.
    fn stone(&self) {
        let (c, s) = (self.c, self.s);
        let peak = egui::pos2(c.x - 0.08 * s, c.y - 0.35 * s);
        self.tri(peak, 0.8 * s, 0.7 * s, self.rgb((80, 82, 88)));
        let second = egui::pos2(c.x + 0.22 * s, c.y - 0.1 * s);
        self.tri(second, 0.5 * s, 0.45 * s, self.rgb((110, 112, 118)));
        self.tri(peak, 0.23 * s, 0.2 * s, self.rgb((245, 245, 250)));
    }
}

/// One die's face with `v` pips, drawn to fill `rect` (any size).
pub fn paint_die(p: &egui::Painter, rect: egui::Rect, v: u8) {
    let size = rect.width();
    let round = size * 0.19;
    p.rect_filled(rect, round, egui::Color32::from_rgb(250, 246, 235));
    p.rect_stroke(
        rect,
        round,
        egui::Stroke::new(size / 17.0, egui::Color32::from_rgb(60, 50, 40)),
        egui::StrokeKind::Inside,
    );
    let c = rect.center();
    let o = size * 0.25;
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
            size * 0.092,
            egui::Color32::from_rgb(40, 30, 30),
        );
    }
}
