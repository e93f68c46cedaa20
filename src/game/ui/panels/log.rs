//! The game log panel (bottom).

use crate::core::Seat;
use crate::game::i18n::tr;
use crate::game::session::Session;
use crate::game::settings::Settings;
use crate::game::ui::theme::{BOTTOM_PANEL, seat_egui};
use bevy::prelude::*;
use bevy_egui::egui;

/// The log; a private line (a stolen card) only for its two players when hands are hidden.
pub(crate) fn log_panel(
    root: &mut egui::Ui,
    session: &Session,
    settings: &Settings,
    viewer: Option<Seat>,
) {
    egui::Panel::bottom("log")
        .exact_size(BOTTOM_PANEL)
        .show(root, |ui| {
            ui.label(egui::RichText::new(tr(settings.lang, "game-log")).strong());
            egui::ScrollArea::vertical()
                .stick_to_bottom(true)
                .auto_shrink([false, false])
                .show(ui, |ui| {
                    let lines = session
                        .log
                        .iter()
                        .filter(|l| settings.log_computer || !l.by_computer)
                        .filter(|l| match l.only {
                            None => true,
                            Some(two) => {
                                !settings.hidden_hands || viewer.is_some_and(|v| two.contains(&v))
                            }
                        });
                    let lines: Vec<_> = lines.collect();
                    let start = lines.len().saturating_sub(200);
                    for l in &lines[start..] {
                        let color = l.seat.map(seat_egui).unwrap_or(egui::Color32::GRAY);
                        ui.horizontal(|ui| {
                            let (r, _) =
                                ui.allocate_exact_size(egui::vec2(8.0, 8.0), egui::Sense::hover());
                            ui.painter().circle_filled(r.center(), 4.0, color);
                            ui.label(&l.text);
                        });
                    }
                });
        });
}
