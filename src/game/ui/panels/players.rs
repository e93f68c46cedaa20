//! The players panel (left): points, cards, development cards, knights, roads, pieces left,
//! awards.

use crate::core::DevCard;
use crate::core::Seat;
use crate::game::gate::Gate;
use crate::game::i18n::{cards_text, seat_name, tr, tr_args};
use crate::game::session::Session;
use crate::game::settings::Settings;
use crate::game::table::highlights::Happenings;
use crate::game::theme::{LEFT_PANEL, PLAYER_ROW_ROOMY, badge, player_row, seat_egui};
use bevy::prelude::*;
use bevy_egui::egui;

/// The players panel; returns each row's rectangle (for the tests: a row fits its height).
pub(crate) fn players_panel(
    root: &mut egui::Ui,
    session: &Session,
    settings: &Settings,
    gate: &Gate,
    happenings: &Happenings,
) -> Vec<egui::Rect> {
    let lang = settings.lang;
    let state = &session.game.state;
    let mut rects = Vec::new();
    egui::Panel::left("players")
        .exact_size(LEFT_PANEL)
        .resizable(false)
        .show(root, |ui| {
            ui.add_space(4.0);
            ui.heading(tr(lang, "players"));
            let n = state.num_players;
            let roomy = n > 4 && ui.available_height() >= f32::from(n) * PLAYER_ROW_ROOMY;
            let row = if roomy {
                PLAYER_ROW_ROOMY
            } else {
                player_row(n)
            };
            for p in 0..state.num_players {
                let r = Row {
                    roomy,
                    seat: Seat(p),
                    session,
                    settings,
                    gate,
                    happenings,
                };
                let current = state.actor() == Seat(p);
                let frame = egui::Frame::group(ui.style())
                    .stroke(egui::Stroke::new(
                        if current { 2.5 } else { 1.0 },
                        if current {
                            seat_egui(Seat(p))
                        } else {
                            egui::Color32::from_gray(90)
                        },
                    ))
                    .inner_margin(egui::Margin::symmetric(6, 5));
                ui.allocate_ui(egui::vec2(LEFT_PANEL - 16.0, row - 8.0), |ui| {
                    let shown = frame.show(ui, |ui| {
                        ui.set_min_size(egui::vec2(LEFT_PANEL - 30.0, row - 24.0));
                        ui.set_max_width(LEFT_PANEL - 30.0);
                        // the lines close together: a row with awards fits its height too
                        ui.spacing_mut().item_spacing.y = 1.0;
                        r.name_and_points(ui);
                        r.cards(ui);
                        r.knights_road_and_pieces(ui);
                        r.awards_and_gains(ui);
                    });
                    rects.push(shown.response.rect);
                });
            }
        });
    rects
}

/// A one-line label shortened with "…" to the width left (its whole text on hover).
fn one_line(ui: &mut egui::Ui, text: egui::RichText) {
    ui.add(egui::Label::new(text).truncate());
}

/// Who plays a seat, as its row says: a guest at an online table by the name they gave, else
/// a person or a computer here ("you" for this machine's seat online).
pub(crate) enum Who {
    Guest(String),
    Here(String),
}

pub(crate) fn who_plays(session: &Session, seat: Seat, lang: crate::game::i18n::Lang) -> Who {
    match session.seats.get(seat.index()) {
        // a computer at an online table comes as "Computer (medium)": said as here
        Some(crate::game::settings::SeatSpec::Remote(name))
            if name.starts_with(&tr(lang, "computer")) =>
        {
            Who::Here(name.clone())
        }
        Some(crate::game::settings::SeatSpec::Remote(name)) if !name.is_empty() => {
            Who::Guest(name.clone())
        }
        _ if session.remote == Some(seat) => Who::Here(tr(lang, "online-you")),
        _ if session.is_human(seat) => Who::Here(tr(lang, "person")),
        // a computer here, with its level as the menu named it ("Computer · Hard")
        Some(crate::game::settings::SeatSpec::Computer(spec)) => Who::Here(format!(
            "{} · {}",
            tr(lang, "computer"),
            crate::game::i18n::computer_level(lang, &spec.to_string())
        )),
        _ => Who::Here(tr(lang, "computer")),
    }
}

/// One seat's row of the players panel.
struct Row<'a> {
    /// Five or six rows with room for the pieces left (1280×800 and larger).
    roomy: bool,
    seat: Seat,
    session: &'a Session,
    settings: &'a Settings,
    gate: &'a Gate,
    happenings: &'a Happenings,
}

impl Row<'_> {
    fn player(&self) -> &crate::core::wide::PlayerState {
        &self.session.game.state.players[self.seat.index()]
    }

    /// The colour, the name, who plays it, the points (all of them when the viewer may know).
    fn name_and_points(&self, ui: &mut egui::Ui) {
        let (lang, seat, session) = (self.settings.lang, self.seat, self.session);
        let state = &session.game.state;
        ui.horizontal(|ui| {
            let (r, _) = ui.allocate_exact_size(egui::vec2(14.0, 14.0), egui::Sense::hover());
            ui.painter().rect_filled(r, 3.0, seat_egui(seat));
            ui.label(
                egui::RichText::new(seat_name(lang, seat))
                    .strong()
                    .size(16.0),
            );
            let who = who_plays(session, seat, lang);
            let guest = matches!(who, Who::Guest(_));
            let (Who::Guest(who) | Who::Here(who)) = who;
            // a guest's name as plainly as a name is written (a long one shortened, whole on
            // hover); "computer" or "person" smaller
            let short: String = if guest && who.chars().count() > 11 {
                who.chars().take(10).chain(['…']).collect()
            } else {
                who.clone()
            };
            let text = egui::RichText::new(short);
            let label = ui.label(if guest {
                text.strong()
            } else {
                text.small().weak()
            });
            label.on_hover_text(who);
            ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                let shows_all = self.gate.viewer == Some(seat)
                    || !session.hands_hidden(self.settings)
                    || state.is_over();
                let pts = if shows_all {
                    state.total_points(seat)
                } else {
                    self.player().public_points
                };
                ui.label(egui::RichText::new(format!("{pts}")).strong().size(18.0));
            });
        });
    }

    /// The number of cards (flashing when it just changed) and of development cards.
    fn cards(&self, ui: &mut egui::Ui) {
        let (lang, ps) = (self.settings.lang, self.player());
        ui.horizontal(|ui| {
            let flash = self.happenings.count_flash[self.seat.index() % 6];
            let cards = egui::RichText::new(tr_args(
                lang,
                "card-count",
                &[("n", ps.hand.total().into())],
            ));
            ui.label(if flash > 0.0 {
                let alpha = (255.0 * (flash / 0.4).min(1.0)) as u8;
                cards
                    .strong()
                    .color(egui::Color32::BLACK)
                    .background_color(egui::Color32::from_rgba_unmultiplied(255, 214, 64, alpha))
            } else {
                cards
            });
            ui.label(format!(
                "·  {}",
                tr_args(lang, "dev-card-count", &[("n", ps.dev_total().into())])
            ));
        });
    }

    /// Knights played, the longest road (the trade route on Seafarers boards), the pieces left
    /// (on hover when five or six rows).
    fn knights_road_and_pieces(&self, ui: &mut egui::Ui) {
        let (lang, ps) = (self.settings.lang, self.player());
        let state = &self.session.game.state;
        let sea = state.sea();
        let knights = ps.played.get(DevCard::Knight);
        let road = if sea.is_some() { "trade-route" } else { "road" };
        let mut line = format!(
            "{}  ·  {} {}",
            tr_args(lang, "knight-count", &[("n", knights.into())]),
            tr(lang, road).to_lowercase(),
            ps.longest_road,
        );
        // Seafarers: the ships left beside the route, where they are read at a glance
        if let Some(sea) = sea {
            let ships = sea.ships_left[self.seat.index()];
            line += &format!(
                "  ·  {}",
                tr_args(lang, "ships-left", &[("n", ships.into())])
            );
        }
        one_line(ui, egui::RichText::new(line));
        let counts = format!(
            "{} {} · {} {} · {} {}",
            tr(lang, "road").to_lowercase(),
            ps.roads_left,
            tr(lang, "settlement").to_lowercase(),
            ps.settlements_left,
            tr(lang, "city").to_lowercase(),
            ps.cities_left
        );
        let pieces = format!("{}: {counts}", tr(lang, "pieces-left"));
        // five or six rows: the counts alone, titled on hover (play-test 9: the line was gone)
        if state.num_players > 4 && !self.roomy {
            // five or six rows in a small window: the pieces left on hovering the row
            ui.response().on_hover_text(pieces);
            return;
        }
        let shown = if state.num_players > 4 {
            counts
        } else {
            pieces.clone()
        };
        ui.horizontal(|ui| one_line(ui, egui::RichText::new(shown).small()))
            .response
            .on_hover_text(pieces);
    }

    /// The awards held (short names when the row holds several), then the cards just gained
    /// (or the hand, when hands are open), shortened to the width left.
    fn awards_and_gains(&self, ui: &mut egui::Ui) {
        let (lang, seat, ps) = (self.settings.lang, self.seat, self.player());
        let state = &self.session.game.state;
        let road = if state.sea().is_some() {
            ("longest-trade-route", "trade-route")
        } else {
            ("longest-road", "road")
        };
        let islands = state.sea().map_or(0, |s| s.island_points[seat.index()]);
        let island_text = tr_args(lang, "island-points", &[("n", islands.into())]);
        // Cloth for Catan: the seat's cloth and the points it makes
        let cloth = state.cloth().map(|c| c.players[seat.index()]);
        let cloth_args = |n: u8| [("n", n.into()), ("points", state.cloth_points(seat).into())];
        let awards: Vec<(String, String, egui::Color32)> = [
            (state.longest_road_holder == Some(seat)).then(|| {
                let (long, short) = (tr(lang, road.0), tr(lang, road.1));
                (long, short, egui::Color32::from_rgb(170, 110, 40))
            }),
            (state.largest_army_holder == Some(seat)).then(|| {
                let (long, short) = (tr(lang, "largest-army"), tr(lang, "army-short"));
                (long, short, egui::Color32::from_rgb(150, 40, 40))
            }),
            (islands > 0).then(|| {
                let colour = egui::Color32::from_rgb(30, 110, 150);
                (island_text.clone(), island_text.clone(), colour)
            }),
            cloth.map(|n| {
                let long = tr_args(lang, "cloth-held", &cloth_args(n));
                let short = tr_args(lang, "cloth-short", &cloth_args(n));
                (long, short, egui::Color32::from_rgb(120, 70, 140))
            }),
        ]
        .into_iter()
        .flatten()
        .collect();
        let short = awards.len() > 1;
        ui.horizontal(|ui| {
            for (long, brief, colour) in &awards {
                let text = if short { brief } else { long };
                let shown = ui.scope(|ui| badge(ui, text, *colour)).response;
                shown.on_hover_text(long);
            }
            let (gain, left) = &self.happenings.gains[seat.index() % 6];
            if *left > 0.0 && !gain.is_empty() {
                let text = egui::RichText::new(format!("+{}", cards_text(lang, gain)));
                one_line(
                    ui,
                    text.strong().color(egui::Color32::from_rgb(120, 230, 120)),
                );
            } else if !(self.session.hands_hidden(self.settings) || ps.hand.is_empty()) {
                one_line(ui, egui::RichText::new(cards_text(lang, &ps.hand)).small());
            }
        });
    }
}

#[cfg(test)]
#[path = "players/six_tests.rs"]
mod six_tests;
#[cfg(test)]
mod tests;
