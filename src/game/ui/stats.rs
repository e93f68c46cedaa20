//! The statistics page (S during a game, and a tab of the game-over window): income by player and
//! material, the dice, steals, discards and trades, points over time, the awards' history, and
//! wins per kind of player over the finished games.

use crate::core::{Resource, Seat};
use crate::game::i18n::{Lang, resource, seat_name, tr, tr_args};
use crate::game::stats::{GameStats, History};
use crate::game::theme::{resource_egui, seat_egui};
use bevy_egui::egui;

pub(crate) fn stats_page(ui: &mut egui::Ui, stats: &GameStats, history: &History, lang: Lang) {
    ui.columns(2, |cols| {
        income_grid(&mut cols[0], stats, lang);
        let ui = &mut cols[1];
        ui.label(egui::RichText::new(tr(lang, "stats-points")).strong());
        points_plot(ui, stats);
    });
    ui.add_space(6.0);
    ui.columns(2, |cols| {
        cols[0].label(egui::RichText::new(tr(lang, "dice")).strong());
        dice_histogram(&mut cols[0], &stats.dice);
        robber_and_trades_grid(&mut cols[1], stats, lang);
        sea_grid(&mut cols[1], stats, lang);
    });
    ui.add_space(6.0);
    awards_history(ui, stats, lang);
    ui.add_space(6.0);
    wins_by_kind(ui, history, lang);
}

/// A seat's name in its colour.
fn name(lang: Lang, p: usize) -> egui::RichText {
    egui::RichText::new(seat_name(lang, Seat::at(p)))
        .strong()
        .color(seat_egui(Seat::at(p)))
}

/// Cards gained by player and material.
fn income_grid(ui: &mut egui::Ui, stats: &GameStats, lang: Lang) {
    ui.label(egui::RichText::new(tr(lang, "stats-income")).strong());
    egui::Grid::new("income")
        .striped(true)
        .num_columns(7)
        .show(ui, |ui| {
            ui.label("");
            for r in Resource::ALL {
                ui.label(
                    egui::RichText::new(resource(lang, r))
                        .small()
                        .color(resource_egui(r.index())),
                );
            }
            ui.label(egui::RichText::new(tr(lang, "total")).small().strong());
            ui.end_row();
            for p in 0..stats.players {
                ui.label(name(lang, p));
                for r in Resource::ALL {
                    ui.label(stats.income[p][r.index()].to_string());
                }
                ui.label(egui::RichText::new(stats.income_total(p).to_string()).strong());
                ui.end_row();
            }
        });
}

/// Steals made and suffered, discards, trades with the bank and with players.
fn robber_and_trades_grid(ui: &mut egui::Ui, stats: &GameStats, lang: Lang) {
    ui.label(egui::RichText::new(tr(lang, "stats-robber-and-trades")).strong());
    egui::Grid::new("steals").striped(true).show(ui, |ui| {
        ui.label("");
        for id in [
            "stats-stole",
            "stats-robbed",
            "stats-discarded",
            "stats-bank",
            "stats-players",
        ] {
            ui.label(egui::RichText::new(tr(lang, id)).small());
        }
        ui.end_row();
        for p in 0..stats.players {
            ui.label(name(lang, p));
            let stole: u32 = stats.steals[p].iter().sum();
            let robbed: u32 = stats.steals.iter().map(|row| row[p]).sum();
            for v in [
                stole,
                robbed,
                stats.discarded[p],
                stats.bank_trades[p],
                stats.player_trades[p],
            ] {
                ui.label(v.to_string());
            }
            ui.end_row();
        }
    });
}

/// Seafarers: ships built and moved, islands that paid points, gold taken.
fn sea_grid(ui: &mut egui::Ui, stats: &GameStats, lang: Lang) {
    let Some(sea) = &stats.sea else { return };
    ui.label(egui::RichText::new(tr(lang, "help-seafarers")).strong());
    egui::Grid::new("sea").striped(true).show(ui, |ui| {
        ui.label("");
        for id in ["stats-ships", "stats-moves", "stats-islands", "stats-gold"] {
            ui.label(egui::RichText::new(tr(lang, id)).small());
        }
        ui.end_row();
        for p in 0..stats.players {
            ui.label(name(lang, p));
            for v in [sea.ships[p], sea.moves[p], sea.islands[p], sea.gold[p]] {
                ui.label(v.to_string());
            }
            ui.end_row();
        }
    });
}

/// Who held the longest road and the largest army, from which turn.
fn awards_history(ui: &mut egui::Ui, stats: &GameStats, lang: Lang) {
    for (id, changes) in [
        ("longest-road", &stats.longest_road),
        ("largest-army", &stats.largest_army),
    ] {
        ui.horizontal_wrapped(|ui| {
            ui.label(egui::RichText::new(format!("{}:", tr(lang, id))).strong());
            if changes.is_empty() {
                ui.label("—");
            }
            for (k, (turn, holder)) in changes.iter().enumerate() {
                if k > 0 {
                    ui.label("→");
                }
                let who = match holder {
                    Some(p) => egui::RichText::new(seat_name(lang, *p)).color(seat_egui(*p)),
                    None => egui::RichText::new(tr(lang, "stats-nobody")),
                };
                ui.label(who);
                ui.label(
                    egui::RichText::new(tr_args(lang, "stats-turn", &[("n", (*turn).into())]))
                        .small()
                        .weak(),
                );
            }
        });
    }
}

/// Wins per kind of player over the finished games.
fn wins_by_kind(ui: &mut egui::Ui, history: &History, lang: Lang) {
    let heading = tr_args(lang, "stats-history", &[("n", history.games.into())]);
    ui.label(egui::RichText::new(heading).strong());
    if history.kinds.is_empty() {
        ui.label(egui::RichText::new(tr(lang, "stats-no-history")).weak());
        return;
    }
    egui::Grid::new("history").striped(true).show(ui, |ui| {
        for (kind, played, won) in &history.kinds {
            ui.label(kind);
            ui.label(tr_args(
                lang,
                "stats-wins-of",
                &[("won", (*won).into()), ("played", (*played).into())],
            ));
            ui.label(format!(
                "{:.0} %",
                100.0 * *won as f64 / (*played).max(1) as f64
            ));
            ui.end_row();
        }
    });
}

/// Room between the points chart's frame and its highest (and lowest) value, in points.
const PLOT_HEADROOM: f32 = 9.0;

/// Public points per turn, a line per player.
fn points_plot(ui: &mut egui::Ui, stats: &GameStats) {
    let w = ui.available_width().clamp(200.0, 520.0);
    let (rect, _) = ui.allocate_exact_size(egui::vec2(w, 120.0), egui::Sense::hover());
    let p = ui.painter();
    let frame = rect.shrink2(egui::vec2(18.0, 4.0));
    p.rect_stroke(
        frame,
        2.0,
        egui::Stroke::new(1.0, egui::Color32::from_gray(80)),
        egui::StrokeKind::Inside,
    );
    let turns = stats.points.len().max(2) - 1;
    let top = stats
        .points
        .iter()
        .flat_map(|v| v.iter().copied())
        .max()
        .unwrap_or(1)
        .max(1) as f32;
    // headroom inside the frame: the leader's line (widest 4 px, shifted up to 4 px apart from
    // the others) stays below the frame's top and above its bottom
    let plot = frame.shrink2(egui::vec2(0.0, PLOT_HEADROOM));
    let at = |t: usize, v: u8| {
        egui::pos2(
            plot.left() + plot.width() * t as f32 / turns as f32,
            plot.bottom() - plot.height() * v as f32 / top,
        )
    };
    for v in [0u8, top as u8] {
        p.text(
            egui::pos2(frame.left() - 4.0, at(0, v).y),
            egui::Align2::RIGHT_CENTER,
            v.to_string(),
            egui::FontId::proportional(10.0),
            ui.visuals().weak_text_color(),
        );
    }
    // lines that run together stay apart: each seat's line a little above or below the value,
    // the first drawn widest so a line on top of it leaves its colour showing at the sides
    let n = stats.players as f32;
    for seat in 0..stats.players {
        let shift = (seat as f32 - (n - 1.0) / 2.0) * 2.5;
        let line: Vec<egui::Pos2> = stats
            .points
            .iter()
            .enumerate()
            .map(|(t, v)| at(t, v.get(seat).copied().unwrap_or(0)) + egui::vec2(0.0, shift))
            .collect();
        let width = 4.0 - 0.6 * seat as f32;
        p.add(egui::Shape::line(
            line,
            egui::Stroke::new(width, seat_egui(Seat::at(seat))),
        ));
    }
}

pub(crate) fn dice_histogram(ui: &mut egui::Ui, dice: &[u32; 13]) {
    let max = dice.iter().copied().max().unwrap_or(1).max(1) as f32;
    let (rect, _) = ui.allocate_exact_size(egui::vec2(11.0 * 22.0, 100.0), egui::Sense::hover());
    let p = ui.painter();
    for (i, sum) in (2..=12).enumerate() {
        let n = dice[sum];
        let h = 70.0 * n as f32 / max;
        let x = rect.left() + i as f32 * 22.0;
        let bar = egui::Rect::from_min_max(
            egui::pos2(x + 3.0, rect.top() + 78.0 - h),
            egui::pos2(x + 19.0, rect.top() + 78.0),
        );
        let color = if sum == 7 {
            egui::Color32::from_rgb(200, 70, 60)
        } else {
            egui::Color32::from_rgb(90, 150, 210)
        };
        p.rect_filled(bar, 2.0, color);
        p.text(
            egui::pos2(x + 11.0, rect.top() + 90.0),
            egui::Align2::CENTER_CENTER,
            sum.to_string(),
            egui::FontId::proportional(11.0),
            ui.visuals().text_color(),
        );
        if n > 0 {
            p.text(
                egui::pos2(x + 11.0, bar.top() - 7.0),
                egui::Align2::CENTER_CENTER,
                n.to_string(),
                egui::FontId::proportional(10.0),
                ui.visuals().text_color(),
            );
        }
    }
}

/// The statistics of the game on screen, recounted when the game moves on (and the history read
/// again then).
#[derive(bevy::prelude::Resource, Default)]
pub(crate) struct StatsView {
    key: Option<(u64, u64)>,
    pub stats: GameStats,
    pub history: History,
}

impl StatsView {
    pub fn refresh(&mut self, session: &crate::game::session::Session) {
        let key = (session.id, session.version);
        if self.key == Some(key) {
            return;
        }
        self.key = Some(key);
        self.stats = GameStats::of(&session.game.record);
        self.history = session
            .save_dir
            .as_deref()
            .map(crate::game::stats::read_history)
            .unwrap_or_default();
    }
}

/// The statistics as a window over the game (S).
pub(crate) fn stats_window(ctx: &egui::Context, view: &StatsView, lang: Lang, open: &mut bool) {
    egui::Window::new(tr(lang, "statistics"))
        .open(open)
        .collapsible(false)
        .resizable(false)
        .default_width(600.0)
        .anchor(egui::Align2::CENTER_CENTER, egui::vec2(0.0, 0.0))
        .show(ctx, |ui| {
            let height = (ui.ctx().content_rect().height() - 140.0).clamp(200.0, 640.0);
            egui::ScrollArea::vertical()
                .max_height(height)
                .show(ui, |ui| stats_page(ui, &view.stats, &view.history, lang));
        });
}
