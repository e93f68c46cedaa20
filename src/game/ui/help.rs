//! The help window (F1, H): keys and rules in brief. It pauses the computer players.

use crate::game::ui::i18n::{Lang, tr};
use bevy_egui::egui;

pub(crate) fn help_window(ctx: &egui::Context, lang: Lang, open: &mut bool) {
    egui::Window::new(tr(lang, "Keyboard"))
        .open(open)
        .collapsible(false)
        .resizable(false)
        .anchor(egui::Align2::CENTER_CENTER, egui::vec2(0.0, 0.0))
        .show(ctx, |ui| {
            egui::Grid::new("keys")
                .num_columns(2)
                .striped(true)
                .show(ui, |ui| {
                    for (k, what) in [
                        ("R", tr(lang, "Roll")),
                        ("E / Enter", tr(lang, "End turn")),
                        ("1", tr(lang, "Road")),
                        ("2", tr(lang, "Settlement")),
                        ("3", tr(lang, "City")),
                        ("B", tr(lang, "Buy card")),
                        ("T", tr(lang, "Bank trade")),
                        ("O", tr(lang, "Offer to players")),
                        ("Esc", tr(lang, "Cancel")),
                        ("+ / − / wheel", tr(lang, "Zoom")),
                        ("← ↑ → ↓ / right drag", tr(lang, "Pan")),
                        ("Home", tr(lang, "Board")),
                        ("F1 / H", tr(lang, "Help")),
                    ] {
                        ui.label(egui::RichText::new(k).monospace().strong());
                        ui.label(what);
                        ui.end_row();
                    }
                });
        });
}
