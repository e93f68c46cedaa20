//! Small widgets every screen uses: a button for an action (greyed with the reason when it is
//! not allowed), a material's card with its count, a coloured badge.

use super::pictures::paint_resource_card;
use bevy_egui::egui;

/// A button for an action: enabled unless `why_not` says why not, then greyed with the reason
/// as its tooltip. True when clicked.
pub fn action_button(ui: &mut egui::Ui, label: &str, why_not: Option<String>) -> bool {
    let resp = ui.add_enabled(
        why_not.is_none(),
        egui::Button::new(label).min_size(egui::vec2(84.0, 26.0)),
    );
    if let Some(why) = why_not {
        resp.clone().on_disabled_hover_text(why);
    }
    resp.clicked()
}

/// Material `r`'s card with its picture, `n` on a dark badge, its `name` below.
pub fn card_chip(ui: &mut egui::Ui, r: usize, n: u8, name: &str) {
    let (rect, resp) = ui.allocate_exact_size(egui::vec2(50.0, 62.0), egui::Sense::hover());
    let p = ui.painter();
    let card = egui::Rect::from_min_size(rect.min, egui::vec2(50.0, 48.0));
    paint_resource_card(p, card, r, n == 0);
    let badge = egui::Rect::from_center_size(
        card.right_top() + egui::vec2(-10.0, 10.0),
        egui::vec2(20.0, 18.0),
    );
    p.rect_filled(
        badge,
        5.0,
        egui::Color32::from_rgba_unmultiplied(20, 20, 24, 230),
    );
    p.text(
        badge.center(),
        egui::Align2::CENTER_CENTER,
        n.to_string(),
        egui::FontId::proportional(14.0),
        if n == 0 {
            egui::Color32::from_gray(140)
        } else {
            egui::Color32::WHITE
        },
    );
    p.text(
        rect.center_bottom() - egui::vec2(0.0, 6.0),
        egui::Align2::CENTER_CENTER,
        name,
        egui::FontId::proportional(11.0),
        ui.visuals().text_color(),
    );
    resp.on_hover_text(name);
}

/// A short text on a coloured, rounded label (an award held).
pub fn badge(ui: &mut egui::Ui, text: &str, color: egui::Color32) {
    egui::Frame::new()
        .fill(color)
        .corner_radius(4.0)
        .inner_margin(egui::Margin::symmetric(5, 1))
        .show(ui, |ui| {
            ui.label(
                egui::RichText::new(text)
                    .small()
                    .color(egui::Color32::WHITE),
            );
        });
}
