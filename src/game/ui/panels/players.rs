//! The players panel (left): points, cards, development cards, knights, roads, pieces left,
//! awards.

use crate::core::DevCard;
use crate::core::Seat;
use crate::game::gate::Gate;
use crate::game::i18n::{cards_text, seat_name, tr, tr_args};
use crate::game::session::Session;
use crate::game::settings::Settings;
use crate::game::table::highlights::Happenings;
use crate::game::ui::theme::{LEFT_PANEL, player_row, seat_egui};
use bevy::prelude::*;
use bevy_egui::egui;

pub(crate) fn players_panel(
    root: &mut egui::Ui,
    session: &Session,
    settings: &Settings,
    gate: &Gate,
    happenings: &Happenings,
) {
    let lang = settings.lang;
    let state = &session.game.state;
    egui::Panel::left("players")
        .exact_size(LEFT_PANEL)
        .resizable(false)
        .show(root, |ui| {
            ui.add_space(4.0);
            ui.heading(tr(lang, "players"));
            let row = player_row(state.num_players);
            let compact = state.num_players > 4;
            for p in 0..state.num_players {
                let ps = &state.players[p as usize];
                let current = state.actor() == Seat(p);
                let frame = egui::Frame::group(ui.style())
                    .stroke(egui::Stroke::new(
                        if current { 3.0 } else { 1.0 },
                        if current {
                            seat_egui(Seat(p))
                        } else {
                            egui::Color32::from_gray(90)
                        },
                    ))
                    .inner_margin(6.0);
                ui.allocate_ui(egui::vec2(LEFT_PANEL - 16.0, row - 8.0), |ui| {
                    frame.show(ui, |ui| {
                        ui.set_min_size(egui::vec2(LEFT_PANEL - 30.0, row - 24.0));
                        ui.horizontal(|ui| {
                            let (r, _) = ui
                                .allocate_exact_size(egui::vec2(14.0, 14.0), egui::Sense::hover());
                            ui.painter().rect_filled(r, 3.0, seat_egui(Seat(p)));
                            ui.label(
                                egui::RichText::new(seat_name(lang, Seat(p)))
                                    .strong()
                                    .size(16.0),
                            );
                            ui.label(
                                egui::RichText::new(match session.seats.get(p as usize) {
                                    Some(crate::game::settings::SeatSpec::Remote(name)) => {
                                        name.clone()
                                    }
                                    _ if session.is_human(Seat(p)) => tr(lang, "person"),
                                    _ => tr(lang, "computer"),
                                })
                                .small()
                                .weak(),
                            );
                            ui.with_layout(
                                egui::Layout::right_to_left(egui::Align::Center),
                                |ui| {
                                    let shows_all = gate.viewer == Some(Seat(p))
                                        || !session.hands_hidden(settings)
                                        || state.is_over();
                                    let pts = if shows_all {
                                        state.total_points(Seat(p))
                                    } else {
                                        ps.public_points
                                    };
                                    ui.label(
                                        egui::RichText::new(format!("{pts}")).strong().size(20.0),
                                    );
                                },
                            );
                        });
                        ui.horizontal(|ui| {
                            // a hand count that just changed flashes
                            let flash = happenings.count_flash[p as usize % 6];
                            let cards = egui::RichText::new(tr_args(
                                lang,
                                "card-count",
                                &[("n", ps.hand.total().into())],
                            ));
                            ui.label(if flash > 0.0 {
                                cards.strong().color(egui::Color32::BLACK).background_color(
                                    egui::Color32::from_rgba_unmultiplied(
                                        255,
                                        214,
                                        64,
                                        (255.0 * (flash / 0.4).min(1.0)) as u8,
                                    ),
                                )
                            } else {
                                cards
                            });
                            ui.label(format!(
                                "·  {}",
                                tr_args(lang, "dev-card-count", &[("n", ps.dev_total().into())])
                            ));
                        });
                        ui.label(format!(
                            "{}  ·  {} {}",
                            tr_args(
                                lang,
                                "knight-count",
                                &[("n", ps.played.get(DevCard::Knight).into())]
                            ),
                            tr(lang, "road").to_lowercase(),
                            ps.longest_road,
                        ));
                        let pieces = format!(
                            "{}: {} {} · {} {} · {} {}",
                            tr(lang, "pieces-left"),
                            tr(lang, "road").to_lowercase(),
                            ps.roads_left,
                            tr(lang, "settlement").to_lowercase(),
                            ps.settlements_left,
                            tr(lang, "city").to_lowercase(),
                            ps.cities_left
                        );
                        if compact {
                            // five or six rows: the pieces left on hovering the row
                            ui.response().on_hover_text(pieces);
                        } else {
                            ui.horizontal(|ui| {
                                ui.label(egui::RichText::new(pieces).small());
                            });
                        }
                        ui.horizontal(|ui| {
                            if state.longest_road_holder == Some(Seat(p)) {
                                badge(
                                    ui,
                                    &tr(lang, "longest-road"),
                                    egui::Color32::from_rgb(170, 110, 40),
                                );
                            }
                            if state.largest_army_holder == Some(Seat(p)) {
                                badge(
                                    ui,
                                    &tr(lang, "largest-army"),
                                    egui::Color32::from_rgb(150, 40, 40),
                                );
                            }
                            let (gain, left) = &happenings.gains[p as usize % 6];
                            if *left > 0.0 && !gain.is_empty() {
                                ui.label(
                                    egui::RichText::new(format!("+{}", cards_text(lang, gain)))
                                        .strong()
                                        .color(egui::Color32::from_rgb(120, 230, 120)),
                                );
                            } else if !(session.hands_hidden(settings) || ps.hand.is_empty()) {
                                ui.label(egui::RichText::new(cards_text(lang, &ps.hand)).small());
                            }
                        });
                    });
                });
            }
        });
}

pub(crate) fn badge(ui: &mut egui::Ui, text: &str, color: egui::Color32) {
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
