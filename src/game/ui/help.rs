//! The help window (F1, H): keys and rules in brief. It pauses the computer players.

use crate::game::i18n::{Lang, tr};
use bevy_egui::egui;

pub(crate) fn help_window(ctx: &egui::Context, lang: Lang, open: &mut bool) {
    egui::Window::new(tr(lang, "keyboard"))
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
                        ("R", tr(lang, "roll")),
                        ("E / Enter", tr(lang, "end-turn")),
                        ("1", tr(lang, "road")),
                        ("2", tr(lang, "settlement")),
                        ("3", tr(lang, "city")),
                        ("B", tr(lang, "buy-card")),
                        ("T", tr(lang, "bank-trade")),
                        ("O", tr(lang, "offer-to-players")),
                        ("Esc", tr(lang, "cancel")),
                        ("+ / − / wheel", tr(lang, "zoom")),
                        ("← ↑ → ↓ / right drag", tr(lang, "pan")),
                        ("Home", tr(lang, "board")),
                        ("F1 / H", tr(lang, "help")),
                    ] {
                        ui.label(egui::RichText::new(k).monospace().strong());
                        ui.label(what);
                        ui.end_row();
                    }
                });
        });
}
