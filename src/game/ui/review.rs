//! The review window: stepping through a finished game (start, back, play/pause, forward, end,
//! a slider over the steps), the engine's win chances per player over the turns with the
//! turning points marked — a click on the graph or on a turning point jumps there.

use crate::core::Seat;
use crate::game::i18n::{Lang, round_text, seat_name, tr, tr_args};
use crate::game::review::{Reviewing, move_words};
use crate::game::session::Session;
use crate::game::theme::seat_egui;
use crate::lab::review::Decision;
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
    let players = r.state_at(r.step).num_players;
    egui::Window::new(tr(lang, "review"))
        .id(egui::Id::new("review-window"))
        .collapsible(true)
        .resizable(false)
        .default_width(290.0)
        // beside the board, where the hand panel is during play
        .anchor(egui::Align2::RIGHT_TOP, egui::vec2(-6.0, 8.0))
        .show(ctx, |ui| {
            step_buttons(ui, r, lang, &mut ask);
            position_and_round(ui, r, lang, &mut ask);
            let hands = if r.finished() {
                "hands-shown"
            } else {
                "hands-kept-unfinished"
            };
            ui.label(egui::RichText::new(tr(lang, hands)).small().weak());
            ui.separator();
            chances_section(ui, r, lang, &mut ask);
            ui.separator();
            decisions_section(ui, r, lang, players, &mut ask);
            ui.separator();
            if ui.button(tr(lang, "close")).clicked() {
                ask = Some(Ask::Close);
            }
        });
    let _ = session;
    ask
}

/// Start, back, play/pause, forward, end.
fn step_buttons(ui: &mut egui::Ui, r: &Reviewing, lang: Lang, ask: &mut Option<Ask>) {
    let n = r.steps();
    ui.horizontal(|ui| {
        let b = |ui: &mut egui::Ui, label: &str, on: bool| {
            ui.add_enabled(on, egui::Button::new(label)).clicked()
        };
        if b(ui, "⏮", r.step > 0) {
            *ask = Some(Ask::Go(0));
        }
        if b(ui, "◀", r.step > 0) {
            *ask = Some(Ask::Go(r.step - 1));
        }
        let play = if r.playing {
            tr(lang, "pause")
        } else {
            tr(lang, "play-through")
        };
        if b(ui, &play, r.step < n || r.playing) {
            *ask = Some(Ask::Toggle);
        }
        if b(ui, "▶", r.step < n) {
            *ask = Some(Ask::Go(r.step + 1));
        }
        if b(ui, "⏭", r.step < n) {
            *ask = Some(Ask::Go(n));
        }
    });
}

/// The step and round shown, a slider over the steps, and a box to jump to a round's start.
fn position_and_round(ui: &mut egui::Ui, r: &Reviewing, lang: Lang, ask: &mut Option<Ask>) {
    let n = r.steps();
    let state = r.state_at(r.step);
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
            *ask = Some(Ask::Go(k));
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
            *ask = Some(Ask::Go(k));
        }
    });
}

/// The win chances being worked out, or their graph and the turning points (each a link).
fn chances_section(ui: &mut egui::Ui, r: &Reviewing, lang: Lang, ask: &mut Option<Ask>) {
    let review = match &r.chances {
        None => {
            ui.horizontal(|ui| {
                ui.spinner();
                ui.label(tr(lang, "computing-chances"));
            });
            return;
        }
        Some(Err(e)) => {
            ui.label(tr_args(
                lang,
                "chances-failed",
                &[("problem", (&e.to_string()).into())],
            ));
            return;
        }
        Some(Ok(review)) => review,
    };
    let players = r.state_at(r.step).num_players;
    ui.label(egui::RichText::new(tr(lang, "win-chances")).strong());
    if let Some(step) = chance_graph(ui, r, review, lang, players, egui::vec2(276.0, 150.0)) {
        *ask = Some(Ask::Go(step));
    }
    // the graph in a window of its own, as large as the person makes it
    let big = egui::Id::new("review-graph-big");
    let mut open = ui.data(|d| d.get_temp::<bool>(big)).unwrap_or(false);
    if ui.button(tr(lang, "chances-larger")).clicked() {
        open = !open;
    }
    egui::Window::new(tr(lang, "win-chances-title"))
        .id(egui::Id::new("review-graph-window"))
        .open(&mut open)
        .resizable(true)
        .collapsible(false)
        .default_size(egui::vec2(760.0, 430.0))
        .default_pos(egui::pos2(40.0, 60.0))
        .show(ui.ctx(), |ui| {
            let size = ui.available_size().max(egui::vec2(360.0, 200.0)) - egui::vec2(0.0, 50.0);
            if let Some(step) = chance_graph(ui, r, review, lang, players, size) {
                *ask = Some(Ask::Go(step));
            }
            ui.label(egui::RichText::new(tr(lang, "chance-how")).weak().small());
        });
    ui.data_mut(|d| d.insert_temp(big, open));
    ui.label(egui::RichText::new(tr(lang, "turning-points")).strong());
    for t in crate::lab::review::largest_in_order(&review.turning_points, 5) {
        let before = format!("{:.0} %", 100.0 * t.before);
        let after = format!("{:.0} %", 100.0 * t.after);
        let round = round_text(lang, r.state_at(t.from_step).round_of_play());
        let text = tr_args(
            lang,
            "turning-point",
            &[
                ("round", (&round).into()),
                ("name", (&seat_name(lang, Seat(t.seat))).into()),
                ("before", (&before).into()),
                ("after", (&after).into()),
            ],
        );
        if ui
            .link(egui::RichText::new(text).color(seat_egui(Seat(t.seat))))
            .clicked()
        {
            *ask = Some(Ask::Go(t.from_step));
        }
    }
}

/// `values` smoothed for reading: each the mean of the points up to `half` either side, the
/// window narrowing at the ends so the first and last points stay as they are.
pub(crate) fn smoothed(values: &[f64], half: usize) -> Vec<f64> {
    let n = values.len();
    (0..n)
        .map(|i| {
            let k = half.min(i).min(n - 1 - i);
            let part = &values[i - k..=i + k];
            part.iter().sum::<f64>() / part.len() as f64
        })
        .collect()
}

/// Each seat's chance over the rounds, `size` large: the chance axis in per cent on the left,
/// the rounds below, a smoothed line per player over its raw points (faint), the turning points
/// ringed in red, a line at the step shown, and a legend of the players. A click returns the
/// step of the nearest point.
fn chance_graph(
    ui: &mut egui::Ui,
    r: &Reviewing,
    review: &crate::lab::review::Review,
    lang: Lang,
    players: u8,
    size: egui::Vec2,
) -> Option<usize> {
    let (rect, resp) = ui.allocate_exact_size(size, egui::Sense::click());
    let p = ui.painter_at(rect);
    p.rect_filled(rect, 4.0, egui::Color32::from_gray(28));
    let pts = &review.chances;
    if pts.len() < 2 {
        return None;
    }
    let weak = egui::Color32::from_gray(185);
    // labels at a readable size, larger in the larger graph
    let small = egui::FontId::proportional(if size.y > 200.0 { 15.0 } else { 12.5 });
    // the plot inside its axes: per cent on the left, rounds below
    let plot = egui::Rect::from_min_max(
        rect.min + egui::vec2(small.size * 4.6, 8.0),
        rect.max - egui::vec2(10.0, small.size + 10.0),
    );
    let last = (pts.len() - 1) as f32;
    let at = |i: usize, v: f64| {
        egui::pos2(
            plot.left() + plot.width() * i as f32 / last,
            plot.bottom() - plot.height() * v as f32,
        )
    };
    for v in [0.0, 0.5, 1.0] {
        p.line_segment(
            [at(0, v), at(pts.len() - 1, v)],
            egui::Stroke::new(
                1.0,
                egui::Color32::from_gray(if v == 0.5 { 60 } else { 45 }),
            ),
        );
        // 0 % sits on its line, 100 % under it: room for the rounds' name below
        let align = match v {
            0.0 => egui::Align2::RIGHT_BOTTOM,
            1.0 => egui::Align2::RIGHT_TOP,
            _ => egui::Align2::RIGHT_CENTER,
        };
        p.text(
            at(0, v) - egui::vec2(6.0, 0.0),
            align,
            format!("{:.0} %", 100.0 * v),
            small.clone(),
            weak,
        );
    }
    round_ticks(&p, r, pts, &at, plot, lang, small.clone(), weak);
    // the step shown
    let shown = pts.iter().rposition(|c| c.step <= r.step).unwrap_or(0);
    p.line_segment(
        [at(shown, 0.0), at(shown, 1.0)],
        egui::Stroke::new(1.0, egui::Color32::from_gray(170)),
    );
    player_lines(&p, pts, &at, players);
    turning_rings(&p, review, &at);
    legend(ui, lang, players);
    let nearest = |pos: egui::Pos2| {
        let i = (((pos.x - plot.left()) / plot.width()) * last).round();
        &pts[(i.max(0.0) as usize).min(pts.len() - 1)]
    };
    if let Some(c) = resp.hover_pos().map(nearest) {
        resp.clone()
            .on_hover_ui_at_pointer(|ui| points_and_chances(ui, r.state_at(c.step), c, lang));
    }
    let pos = resp.interact_pointer_pos().filter(|_| resp.clicked())?;
    Some(nearest(pos).step)
}

/// The turning points ringed in red.
fn turning_rings(
    p: &egui::Painter,
    review: &crate::lab::review::Review,
    at: &dyn Fn(usize, f64) -> egui::Pos2,
) {
    let pts = &review.chances;
    for t in &review.turning_points {
        if let Some(i) = pts.iter().position(|c| c.step == t.to_step) {
            p.circle_stroke(
                at(i, t.after),
                5.0,
                egui::Stroke::new(1.5, egui::Color32::from_rgb(230, 60, 50)),
            );
        }
    }
}

/// A smoothed line per player (a round's turns either side: the dice's noise smoothed away) over
/// its raw points, faint.
fn player_lines(
    p: &egui::Painter,
    pts: &[crate::lab::review::Chances],
    at: &dyn Fn(usize, f64) -> egui::Pos2,
    players: u8,
) {
    // a round's turns either side: the dice's noise smoothed away
    let half = players as usize;
    for seat in 0..players as usize {
        let raw: Vec<f64> = pts
            .iter()
            .map(|c| c.chances.get(seat).copied().unwrap_or(0.0))
            .collect();
        let colour = seat_egui(Seat(seat as u8));
        let line = |vs: &[f64]| vs.iter().enumerate().map(|(i, v)| at(i, *v)).collect();
        p.add(egui::Shape::line(
            line(&raw),
            egui::Stroke::new(1.0, colour.gamma_multiply(0.35)),
        ));
        p.add(egui::Shape::line(
            line(&smoothed(&raw, half)),
            egui::Stroke::new(2.5, colour),
        ));
    }
}

/// The rounds under the graph: a tick where each shown round starts (about six labelled).
#[allow(clippy::too_many_arguments)]
fn round_ticks(
    p: &egui::Painter,
    r: &Reviewing,
    pts: &[crate::lab::review::Chances],
    at: &dyn Fn(usize, f64) -> egui::Pos2,
    plot: egui::Rect,
    lang: Lang,
    font: egui::FontId,
    colour: egui::Color32,
) {
    let rounds: Vec<u32> = pts
        .iter()
        .map(|c| r.state_at(c.step).round_of_play().unwrap_or(0))
        .collect();
    let most = rounds.iter().copied().max().unwrap_or(1).max(1);
    let every = (most / 6).max(1);
    let mut last = 0;
    for (i, &n) in rounds.iter().enumerate() {
        if n > last && (n == 1 || n % every == 0) {
            let x = at(i, 0.0).x;
            p.line_segment(
                [
                    egui::pos2(x, plot.bottom()),
                    egui::pos2(x, plot.bottom() + 3.0),
                ],
                egui::Stroke::new(1.0, colour),
            );
            p.text(
                egui::pos2(x, plot.bottom() + 4.0),
                egui::Align2::CENTER_TOP,
                n.to_string(),
                font.clone(),
                colour,
            );
        }
        last = last.max(n);
    }
    // the axis's name under the per cents, from the graph's left edge
    p.text(
        egui::pos2(p.clip_rect().left() + 2.0, plot.bottom() + 4.0),
        egui::Align2::LEFT_TOP,
        tr(lang, "chance-rounds"),
        font,
        colour,
    );
}

/// At a point of the graph: the round, and each player's points beside the chance (a player
/// ahead in points with little income is rightly given a small chance: the hover says both).
fn points_and_chances(
    ui: &mut egui::Ui,
    s: &crate::core::wide::State,
    c: &crate::lab::review::Chances,
    lang: Lang,
) {
    ui.label(egui::RichText::new(round_text(lang, c.round)).strong());
    for q in Seat::all(s.num_players()) {
        let chance = format!(
            "{:.0} %",
            100.0 * c.chances.get(q.index()).copied().unwrap_or(0.0)
        );
        let text = tr_args(
            lang,
            "chance-hover-seat",
            &[
                ("name", (&seat_name(lang, q)).into()),
                ("points", s.total_points(q).into()),
                ("chance", (&chance).into()),
            ],
        );
        ui.label(egui::RichText::new(text).color(seat_egui(q)));
    }
    ui.label(egui::RichText::new(tr(lang, "chance-how")).weak().small());
}

/// Who is which line.
fn legend(ui: &mut egui::Ui, lang: Lang, players: u8) {
    ui.horizontal_wrapped(|ui| {
        ui.label(egui::RichText::new(tr(lang, "chance-axis")).weak());
        for s in Seat::all(players) {
            let (rect, _) = ui.allocate_exact_size(egui::vec2(16.0, 5.0), egui::Sense::hover());
            ui.painter().rect_filled(rect, 1.0, seat_egui(s));
            ui.label(seat_name(lang, s));
        }
    });
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
            ui.label(tr_args(
                lang,
                "chances-failed",
                &[("problem", (&e.to_string()).into())],
            ));
        }
        Some(Ok(ds)) => {
            if let Some(d) = r.decision_here() {
                decision_here(ui, r, d, lang);
            }
            let better: Vec<_> = ds.iter().filter(|d| d.clearly_better()).collect();
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
                        if ui
                            .link(egui::RichText::new(better_text(r, d, lang)).small())
                            .clicked()
                        {
                            *ask = Some(Ask::Go(d.step));
                        }
                    }
                });
        }
    }
}

/// The decision at the step shown: both moves in the log's words with their chances; the
/// search player's move ringed on the board only when it is better beyond the noise.
fn decision_here(ui: &mut egui::Ui, r: &Reviewing, d: &Decision, lang: Lang) {
    let board = &r.state_at(d.step).board;
    let played = format!("{:.0} %", 100.0 * d.played_value);
    let best = format!("{:.0} %", 100.0 * d.best_value);
    let id = if d.clearly_better() {
        "decision-here"
    } else {
        "decision-here-noise"
    };
    ui.label(tr_args(
        lang,
        id,
        &[
            (
                "played",
                (&move_words(lang, board, &d.played_action)).into(),
            ),
            ("pv", (&played).into()),
            ("best", (&move_words(lang, board, &d.best_action)).into()),
            ("bv", (&best).into()),
        ],
    ));
}

/// "Round 5: settlement at … → road at …: +12 (4 to 20 points)".
fn better_text(r: &Reviewing, d: &Decision, lang: Lang) -> String {
    let at = r.state_at(d.step);
    let points = |x: f64| format!("{:.0}", 100.0 * x);
    tr_args(
        lang,
        "review-better",
        &[
            ("round", (&round_text(lang, at.round_of_play())).into()),
            (
                "played",
                (&move_words(lang, &at.board, &d.played_action)).into(),
            ),
            (
                "best",
                (&move_words(lang, &at.board, &d.best_action)).into(),
            ),
            ("margin", (&points(d.margin)).into()),
            ("low", (&points(d.margin_interval[0])).into()),
            ("high", (&points(d.margin_interval[1])).into()),
        ],
    )
}

#[cfg(test)]
mod tests;
