//! An online game's connection, over the board while it is in trouble: "Connection lost —
//! reconnecting…", then what went wrong, with the way back to the menu (the seat is kept); and
//! in the board's corner, "Watching" for a watcher and how many watch the game.

use crate::game::i18n::tr;
use crate::game::online::{Online, Status};
use crate::game::screens::Screen;
use crate::game::settings::Settings;
use crate::game::theme::board_area;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        (connection_strip, watchers_badge)
            .run_if(in_state(Screen::Playing).and_then(resource_exists::<Online>)),
    );
}

/// In the board's corner: "Watching" for a window that watches, and how many people watch
/// the game (for the players too) while anyone does.
fn watchers_badge(
    mut contexts: EguiContexts,
    online: Res<Online>,
    settings: Res<Settings>,
) -> Result {
    let lang = settings.lang;
    let mut words = Vec::new();
    if online.watching() {
        words.push(tr(lang, "online-watching-short"));
    }
    if online.watchers > 0 {
        let n = online.watchers as usize;
        words.push(crate::game::i18n::tr_args(
            lang,
            "online-room-watchers",
            &[("count", n.into())],
        ));
    }
    if words.is_empty() {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let area = board_area(ctx);
    egui::Area::new(egui::Id::new("watchers"))
        .fixed_pos(area.left_top() + egui::vec2(8.0, 8.0))
        .show(ctx, |ui| {
            egui::Frame::new()
                .fill(egui::Color32::from_rgba_unmultiplied(20, 30, 50, 210))
                .corner_radius(6.0)
                .inner_margin(6.0)
                .show(ui, |ui| {
                    ui.colored_label(egui::Color32::WHITE, words.join(" · "));
                });
        });
    Ok(())
}

fn connection_strip(
    mut contexts: EguiContexts,
    online: Res<Online>,
    settings: Res<Settings>,
    mut next: ResMut<NextState<Screen>>,
) -> Result {
    let failed = online.status == Status::Failed;
    let Some(since) = online.lost.map(|l| l.0).filter(|_| !failed) else {
        if !failed {
            return Ok(());
        }
        let ctx = contexts.ctx_mut()?;
        let area = board_area(ctx);
        egui::Window::new(tr(settings.lang, "online-waiting-room"))
            .collapsible(false)
            .resizable(false)
            .fixed_pos(area.center_top() + egui::vec2(-180.0, 40.0))
            .show(ctx, |ui| {
                ui.set_max_width(360.0);
                ui.colored_label(
                    egui::Color32::from_rgb(240, 110, 90),
                    online.error.clone().unwrap_or_default(),
                );
                if ui.button(tr(settings.lang, "menu")).clicked() {
                    next.set(Screen::Menu);
                }
            });
        return Ok(());
    };
    let ctx = contexts.ctx_mut()?;
    let area = board_area(ctx);
    egui::Area::new(egui::Id::new("connection"))
        .fixed_pos(area.center_top() + egui::vec2(-150.0, 8.0))
        .show(ctx, |ui| {
            egui::Frame::new()
                .fill(egui::Color32::from_rgba_unmultiplied(120, 30, 20, 230))
                .corner_radius(6.0)
                .inner_margin(8.0)
                .show(ui, |ui| {
                    ui.colored_label(
                        egui::Color32::WHITE,
                        format!(
                            "{} ({} s)",
                            tr(settings.lang, "online-reconnecting"),
                            since.elapsed().as_secs()
                        ),
                    );
                });
        });
    Ok(())
}
