//! The review window: stepping through a finished game (start, back, play/pause, forward, end,
//! a slider over the steps), the engine's win chances per player over the turns with the
//! turning points marked — a click on the graph or on a turning point jumps there.

use crate::core::Seat;
use crate::game::i18n::{Lang, round_text, seat_name, tr, tr_args};
use crate::game::review::{BETTER_BY, Reviewing};
use crate::game::session::Session;
use crate::game::ui::theme::seat_egui;
use bevy_egui::egui;

/// What the person asked of the review this frame.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) enum Ask {
    Go(usize),
    Toggle,
    Close,
    /// Compare this seat's decisions with the search player's.
    Decisions(Seat),
}

pub(crate) fn review_window(
    ctx: &egui::Context,
    r: &Reviewing,
    session: &Session,
    lang: Lang,
) -> Option<Ask> {
    let mut ask = None;
    let n = r.steps();
    let state = r.state_at(r.step);
    egui::Window::new(tr(lang, "review"))
        .id(egui::Id::new("review-window"))
        .collapsible(true)
        .resizable(false)
        .default_width(290.0)
        // beside the board, where the hand panel is during play
        .anchor(egui::Align2::RIGHT_TOP, egui::vec2(-6.0, 8.0))
        .show(ctx, |ui| {
            ui.horizontal(|ui| {
                let b = |ui: &mut egui::Ui, label: &str, on: bool| {
                    ui.add_enabled(on, egui::Button::new(label)).clicked()
                };
                if b(ui, "⏮", r.step > 0) {
                    ask = Some(Ask::Go(0));
                }
                if b(ui, "◀", r.step > 0) {
                    ask = Some(Ask::Go(r.step - 1));
                }
                let play = if r.playing {
                    tr(lang, "pause")
                } else {
                    tr(lang, "play-through")
                };
                if b(ui, &play, r.step < n || r.playing) {
                    ask = Some(Ask::Toggle);
                }
                if b(ui, "▶", r.step < n) {
                    ask = Some(Ask::Go(r.step + 1));
                }
                if b(ui, "⏭", r.step < n) {
                    ask = Some(Ask::Go(n));
                }
            });
            ui.horizontal(|ui| {
                ui.label(tr_args(
                    lang,
                    "review-position",
                    &[
                        ("step", r.step.into()),
                        ("steps", n.into()),
                        ("round", (&round_text(lang, state.round_of_play())).into()),
                    ],
                ));
            });
            ui.horizontal(|ui| {
                let mut k = r.step;
                if ui
                    .add(egui::Slider::new(&mut k, 0..=n).show_value(false))
                    .changed()
                {
                    ask = Some(Ask::Go(k));
                }
                // jump to a round's start; the box follows the step shown until it is edited
                let id = egui::Id::new("review-round");
                let shown = state.round_of_play().unwrap_or(1);
                let mut round = ui
                    .data(|d| d.get_temp::<(u32, usize)>(id))
                    .filter(|&(_, at)| at == r.step)
                    .map_or(shown, |(v, _)| v);
                ui.label(tr(lang, "round"));
                let last = r.state_at(n).round_of_play().unwrap_or(1);
                ui.add(egui::DragValue::new(&mut round).range(1..=last));
                ui.data_mut(|d| d.insert_temp(id, (round, r.step)));
                if ui.button("↵").clicked()
                    && let Some(k) = r.step_of_round(round)
                {
                    ask = Some(Ask::Go(k));
                }
            });
            ui.label(egui::RichText::new(tr(lang, "hands-shown")).small().weak());
            ui.separator();
            match &r.chances {
                None => {
                    ui.horizontal(|ui| {
                        ui.spinner();
                        ui.label(tr(lang, "computing-chances"));
                    });
                }
                Some(Err(e)) => {
                    ui.label(tr_args(lang, "chances-failed", &[("problem", e.into())]));
                }
                Some(Ok(review)) => {
                    ui.label(egui::RichText::new(tr(lang, "win-chances")).strong());
                    if let Some(step) = chance_graph(ui, review, r.step, state.num_players) {
                        ask = Some(Ask::Go(step));
                    }
                    ui.label(egui::RichText::new(tr(lang, "turning-points")).strong());
                    for t in review.turning_points.iter().take(5) {
                        let before = format!("{:.0} %", 100.0 * t.before);
                        let after = format!("{:.0} %", 100.0 * t.after);
                        let text = tr_args(
                            lang,
                            "turning-point",
                            &[
                                (
                                    "round",
                                    (&round_text(lang, r.state_at(t.from_step).round_of_play()))
                                        .into(),
                                ),
                                ("name", (&seat_name(lang, Seat(t.seat))).into()),
                                ("before", (&before).into()),
                                ("after", (&after).into()),
                            ],
                        );
                        if ui
                            .link(egui::RichText::new(text).color(seat_egui(Seat(t.seat))))
                            .clicked()
                        {
                            ask = Some(Ask::Go(t.from_step));
                        }
                    }
                }
            }
            ui.separator();
            decisions_section(ui, r, lang, state.num_players, &mut ask);
            ui.separator();
            if ui.button(tr(lang, "close")).clicked() {
                ask = Some(Ask::Close);
            }
        });
    let _ = session;
    ask
}

/// Each seat's chance over the turns; the turning points ringed in red; a line at the step
/// shown. A click returns the step of the nearest point.
fn chance_graph(
    ui: &mut egui::Ui,
    review: &crate::lab::review::Review,
    step: usize,
    players: u8,
) -> Option<usize> {
    let (rect, resp) = ui.allocate_exact_size(egui::vec2(276.0, 140.0), egui::Sense::click());
    let p = ui.painter_at(rect);
    p.rect_filled(rect, 4.0, egui::Color32::from_gray(28));
    let pts = &review.chances;
    if pts.len() < 2 {
        return None;
    }
    let last = (pts.len() - 1) as f32;
    let at = |i: usize, v: f64| {
        egui::pos2(
            rect.left() + 6.0 + (rect.width() - 12.0) * i as f32 / last,
            rect.bottom() - 6.0 - (rect.height() - 12.0) * v as f32,
        )
    };
    // 50 % guide
    p.line_segment(
        [at(0, 0.5), at(pts.len() - 1, 0.5)],
        egui::Stroke::new(1.0, egui::Color32::from_gray(60)),
    );
    // the step shown
    let shown = pts.iter().rposition(|c| c.step <= step).unwrap_or(0);
    p.line_segment(
        [at(shown, 0.0), at(shown, 1.0)],
        egui::Stroke::new(1.0, egui::Color32::from_gray(150)),
    );
    for seat in 0..players as usize {
        let line: Vec<egui::Pos2> = pts
            .iter()
            .enumerate()
            .map(|(i, c)| at(i, c.chances.get(seat).copied().unwrap_or(0.0)))
            .collect();
        p.add(egui::Shape::line(
            line,
            egui::Stroke::new(2.0, seat_egui(Seat(seat as u8))),
        ));
    }
    for t in &review.turning_points {
        if let Some(i) = pts.iter().position(|c| c.step == t.to_step) {
            p.circle_stroke(
                at(i, t.after),
                5.0,
                egui::Stroke::new(1.5, egui::Color32::from_rgb(230, 60, 50)),
            );
        }
    }
    let pos = resp.interact_pointer_pos().filter(|_| resp.clicked())?;
    let i = (((pos.x - rect.left() - 6.0) / (rect.width() - 12.0)) * last).round();
    let i = (i.max(0.0) as usize).min(pts.len() - 1);
    Some(pts[i].step)
}

/// A seat's decisions next to the search player's: the choice of seat, the decision at the step
/// shown (the better move is ringed on the board), the decisions where it was worth more.
fn decisions_section(
    ui: &mut egui::Ui,
    r: &Reviewing,
    lang: Lang,
    players: u8,
    ask: &mut Option<Ask>,
) {
    ui.horizontal_wrapped(|ui| {
        ui.label(egui::RichText::new(tr(lang, "decisions-of")).strong());
        for p in Seat::all(players) {
            let on = r.decisions_for == Some(p);
            let name = egui::RichText::new(seat_name(lang, p)).color(seat_egui(p));
            if ui.selectable_label(on, name).clicked() {
                *ask = Some(Ask::Decisions(p));
            }
        }
    });
    match &r.decisions {
        None if r.decisions_for.is_some() => {
            ui.horizontal(|ui| {
                ui.spinner();
                ui.label(tr(lang, "computing-decisions"));
            });
        }
        None => {}
        Some(Err(e)) => {
            ui.label(tr_args(lang, "chances-failed", &[("problem", e.into())]));
        }
        Some(Ok(ds)) => {
            if let Some(d) = r.decision_here() {
                let played = format!("{:.0} %", 100.0 * d.played_value);
                let best = format!("{:.0} %", 100.0 * d.best_value);
                ui.label(tr_args(
                    lang,
                    "decision-here",
                    &[
                        ("played", (&d.played).into()),
                        ("pv", (&played).into()),
                        ("best", (&d.best).into()),
                        ("bv", (&best).into()),
                    ],
                ));
            }
            let better: Vec<_> = ds
                .iter()
                .filter(|d| d.best_value > d.played_value + BETTER_BY)
                .collect();
            ui.label(
                egui::RichText::new(tr_args(
                    lang,
                    "better-moves",
                    &[("n", better.len().into()), ("of", ds.len().into())],
                ))
                .small(),
            );
            egui::ScrollArea::vertical()
                .id_salt("better-moves")
                .max_height(110.0)
                .show(ui, |ui| {
                    for d in better {
                        let text = format!(
                            "{} {}: {} → {} (+{:.0})",
                            tr(lang, "turn"),
                            d.turn,
                            d.played,
                            d.best,
                            100.0 * (d.best_value - d.played_value)
                        );
                        if ui.link(egui::RichText::new(text).small()).clicked() {
                            *ask = Some(Ask::Go(d.step));
                        }
                    }
                });
        }
    }
}
