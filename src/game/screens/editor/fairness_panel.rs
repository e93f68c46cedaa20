//! The "Is this map fair?" section of the editor's file panel: the players, Test this map, the
//! progress of a run, the seats beside the standard board's, the flags in words, and Balance it
//! with its proposal to accept or discard.

use super::EditorState;
use super::fairness::Stopped;
use crate::core::Resource;
use crate::core::wide::Board;
use crate::game::i18n::{Arg, Lang, tr, tr_args};
use crate::game::theme::EDITOR_LEFT;
use crate::lab::fairness::balance::Proposal;
use crate::lab::fairness::flags::{pct as percent, rate as rate_text};
use crate::lab::fairness::{Flag, Rate, reference};
use bevy_egui::egui;

const CALM: egui::Color32 = egui::Color32::from_rgb(120, 210, 120);
const WARN: egui::Color32 = egui::Color32::from_rgb(230, 180, 80);

pub(super) fn show(ui: &mut egui::Ui, state: &mut EditorState, lang: Lang, playable: bool) {
    ui.heading(tr(lang, "editor-fair"));
    let capacity = state.capacity();
    let fair = &mut state.fair;
    // the person's choice stays (a board that hosts fewer for a moment, while painting, shows
    // fewer and gives the choice back when it hosts them again)
    let now = players_now(fair.players, capacity);
    let mut pick = now;
    let running = fair.running();
    ui.horizontal(|ui| {
        ui.label(tr(lang, "editor-fair-players"));
        for n in 2..=capacity.clamp(2, 6) {
            ui.add_enabled_ui(!running, |ui| {
                ui.selectable_value(&mut pick, n, n.to_string())
            });
        }
    });
    if pick != now {
        fair.players = pick;
    }
    openings(ui, fair, lang, running);
    let test = ui
        .add_enabled(
            playable && !running,
            egui::Button::new(tr(lang, "editor-fair-test")),
        )
        .on_disabled_hover_text(tr(lang, "editor-fair-needs-playable"));
    if test.clicked() {
        let players = players_now(state.fair.players, state.capacity());
        state.fair.start_test(state.ed.file.clone(), players);
    }
    progress(ui, state, lang);
    stopped(ui, state, lang);
}

/// Varied openings or the computers' own (each worded on hover).
fn openings(ui: &mut egui::Ui, fair: &mut super::fairness::Fair, lang: Lang, running: bool) {
    use crate::lab::fairness::Openings;
    ui.horizontal_wrapped(|ui| {
        ui.label(tr(lang, "editor-fair-openings"));
        ui.add_enabled_ui(!running, |ui| {
            let choices = [
                (
                    Openings::DEFAULT,
                    "editor-fair-openings-varied",
                    "editor-fair-openings-varied-hint",
                ),
                (
                    Openings::Own,
                    "editor-fair-openings-own",
                    "editor-fair-openings-own-hint",
                ),
            ];
            for (o, key, hint) in choices {
                ui.selectable_value(&mut fair.openings, o, tr(lang, key))
                    .on_hover_text(tr(lang, hint));
            }
        });
    });
}

/// The players a test is for: the person's choice (`chosen`, 0 before any) while the board hosts
/// that many (`capacity`), else as many as it hosts; 4 (or fewer) before a choice.
pub(crate) fn players_now(chosen: u8, capacity: u8) -> u8 {
    let most = capacity.clamp(2, 6);
    match chosen {
        0 => most.min(4),
        n => n.clamp(2, most),
    }
}

/// The test's figures and a proposal, in a window of their own beside the board (closing it
/// takes the heat map away too); returns where it stands, for the camera to leave it room.
pub(super) fn window(
    ctx: &egui::Context,
    state: &mut EditorState,
    lang: Lang,
) -> Option<egui::Rect> {
    if state.fair.tested.is_none() && state.fair.proposal.is_none() {
        return None;
    }
    let mut open = true;
    let shown = egui::Window::new(tr(lang, "editor-fair"))
        .id(egui::Id::new("editor-fairness"))
        .open(&mut open)
        .anchor(
            egui::Align2::LEFT_BOTTOM,
            egui::vec2(EDITOR_LEFT + 12.0, -12.0),
        )
        .resizable(false)
        .collapsible(false)
        .default_width(320.0)
        .show(ctx, |ui| {
            figures(ui, state, lang);
            proposal(ui, state, lang);
        });
    if !open {
        state.fair.tested = None;
        state.fair.proposal = None;
        state.fair.changed = true;
        return None;
    }
    shown.map(|r| r.response.rect)
}

fn progress(ui: &mut egui::Ui, state: &mut EditorState, lang: Lang) {
    let Some((done, total)) = state.fair.progress() else {
        return;
    };
    let balancing = state.fair.job.as_ref().is_some_and(|j| j.balancing);
    let id = if balancing {
        "editor-fair-balancing"
    } else {
        "editor-fair-running"
    };
    ui.add(egui::ProgressBar::new(done as f32 / total.max(1) as f32).desired_width(200.0));
    ui.label(
        egui::RichText::new(tr_args(
            lang,
            id,
            &[("done", done.into()), ("total", total.into())],
        ))
        .small(),
    );
    if ui.button(tr(lang, "editor-fair-cancel")).clicked() {
        state.fair.cancel();
    }
    ui.ctx().request_repaint();
}

fn stopped(ui: &mut egui::Ui, state: &EditorState, lang: Lang) {
    match &state.fair.stopped {
        Some(Stopped::Cancelled) => {
            ui.label(egui::RichText::new(tr(lang, "editor-fair-cancelled")).small());
        }
        Some(Stopped::Failed(detail)) => {
            ui.label(egui::RichText::new(tr(lang, "editor-fair-failed")).color(WARN))
                .on_hover_text(detail);
        }
        None => {}
    }
}

fn ordinal(lang: Lang, seat: u8) -> String {
    tr(lang, &format!("editor-fair-ordinal-{}", seat.min(5) + 1))
}

/// The seats beside the standard board's, the flags, and Balance it.
fn figures(ui: &mut egui::Ui, state: &mut EditorState, lang: Lang) {
    let version = state.ed.version;
    let Some(t) = state.fair.tested.as_ref() else {
        return;
    };
    let f = &t.figures;
    if t.version != version {
        ui.label(
            egui::RichText::new(tr(lang, "editor-fair-stale"))
                .small()
                .color(WARN),
        );
    }
    let r = reference::for_players(f.players);
    ui.label(
        egui::RichText::new(tr_args(
            lang,
            "editor-fair-games",
            &[
                ("games", f.finished.into()),
                ("players", f.players.into()),
                ("rounds", Arg::Text(&format!("{:.1}", f.mean_rounds))),
            ],
        ))
        .small(),
    );
    egui::Grid::new("fair-seats").num_columns(3).show(ui, |ui| {
        for (i, w) in f.seat_wins.iter().enumerate() {
            ui.label(ordinal(lang, i as u8));
            ui.label(rate_text(w));
            let standard = r.seat_wins.get(i).copied().unwrap_or(0.0);
            ui.label(
                egui::RichText::new(tr_args(
                    lang,
                    "editor-fair-standard",
                    &[("rate", Arg::Text(&percent(standard)))],
                ))
                .small(),
            );
            ui.end_row();
        }
    });
    let board = t.board.clone();
    if f.flags.is_empty() {
        ui.label(egui::RichText::new(tr(lang, "editor-fair-no-flags")).color(CALM));
    }
    for flag in &f.flags {
        ui.label(egui::RichText::new(flag_words(lang, &board, flag)).color(WARN));
    }
    ui.label(egui::RichText::new(tr(lang, "editor-fair-heat")).small());
    let can = t.version == version && !state.fair.running();
    if ui
        .add_enabled(can, egui::Button::new(tr(lang, "editor-fair-balance")))
        .on_hover_text(tr(lang, "editor-fair-balance-hint"))
        .clicked()
    {
        let players = players_now(state.fair.players, state.capacity());
        state.fair.start_balance(state.ed.file.clone(), players);
    }
}

/// A proposal: its swaps, the seats before and after, Accept (one edit) or Discard.
fn proposal(ui: &mut egui::Ui, state: &mut EditorState, lang: Lang) {
    let Some(p) = state.fair.proposal.as_ref() else {
        return;
    };
    ui.separator();
    if p.swaps.is_empty() {
        ui.label(tr(lang, "editor-fair-no-better"));
    } else {
        ui.label(tr_args(
            lang,
            "editor-fair-proposal",
            &[("swaps", p.swaps.len().into())],
        ));
        before_after(ui, lang, p);
    }
    let mut accept = false;
    let mut discard = false;
    ui.horizontal(|ui| {
        if !p.swaps.is_empty() {
            accept = ui.button(tr(lang, "editor-fair-accept")).clicked();
        }
        discard = ui.button(tr(lang, "editor-fair-discard")).clicked();
    });
    if accept && let Some(p) = state.fair.proposal.take() {
        state.ed.replace(p.file);
        state.fair.tested = None;
        state.fair.changed = true;
    } else if discard {
        state.fair.proposal = None;
    }
}

fn before_after(ui: &mut egui::Ui, lang: Lang, p: &Proposal) {
    egui::Grid::new("fair-before-after")
        .num_columns(3)
        .show(ui, |ui| {
            ui.allocate_space(egui::vec2(0.0, 0.0));
            ui.label(egui::RichText::new(tr(lang, "editor-fair-before")).small());
            ui.label(egui::RichText::new(tr(lang, "editor-fair-after")).small());
            ui.end_row();
            for (i, (b, a)) in p
                .before
                .seat_wins
                .iter()
                .zip(&p.after.seat_wins)
                .enumerate()
            {
                ui.label(ordinal(lang, i as u8));
                ui.label(rate_text(b));
                ui.label(rate_text(a));
                ui.end_row();
            }
        });
    ui.label(
        egui::RichText::new(tr_args(
            lang,
            "editor-fair-gap",
            &[
                ("before", Arg::Text(&format!("{:.1}", 100.0 * p.gap_before))),
                ("after", Arg::Text(&format!("{:.1}", 100.0 * p.gap_after))),
            ],
        ))
        .small(),
    );
}

/// A corner in words: its numbered tiles ("6 cihla · 4 ovce").
pub(super) fn corner_words(lang: Lang, board: &Board, vertex: u16) -> String {
    let Some(faces) = board.topo.vertex_faces.get(vertex as usize) else {
        return String::new();
    };
    let names: Vec<String> = faces
        .as_slice()
        .iter()
        .filter_map(|f| {
            let i = f.index();
            match board.resource[i] {
                Some(r) => Some(format!(
                    "{} {}",
                    board.number[i],
                    crate::game::i18n::resource(lang, r)
                )),
                None => (board.terrain[i] == crate::core::Terrain::Gold).then(|| {
                    format!(
                        "{} {}",
                        board.number[i],
                        crate::game::i18n::terrain_word(lang, crate::core::Terrain::Gold)
                    )
                }),
            }
        })
        .collect();
    names.join(" · ")
}

fn seat_words(lang: Lang, id: &str, seat: u8, won: &Rate, reference: f64) -> String {
    tr_args(
        lang,
        id,
        &[
            ("seat", Arg::Text(&ordinal(lang, seat))),
            ("rate", Arg::Text(&rate_text(won))),
            ("reference", Arg::Text(&percent(reference))),
        ],
    )
}

fn pips_words(lang: Lang, id: &str, m: Resource, pips: u32, reference: u32) -> String {
    tr_args(
        lang,
        id,
        &[
            ("material", Arg::Text(&crate::game::i18n::resource(lang, m))),
            ("pips", pips.into()),
            ("reference", reference.into()),
        ],
    )
}

/// A flag in the person's language.
pub(super) fn flag_words(lang: Lang, board: &Board, flag: &Flag) -> String {
    match flag {
        Flag::SeatFavoured {
            seat,
            won,
            reference,
        } => seat_words(lang, "editor-flag-seat-favoured", *seat, won, *reference),
        Flag::SeatHandicapped {
            seat,
            won,
            reference,
        } => seat_words(lang, "editor-flag-seat-handicapped", *seat, won, *reference),
        Flag::Scarce {
            material: m,
            pips,
            reference,
            ..
        } => pips_words(lang, "editor-flag-scarce", *m, *pips, *reference),
        Flag::Plentiful {
            material: m,
            pips,
            reference,
            ..
        } => pips_words(lang, "editor-flag-plentiful", *m, *pips, *reference),
        Flag::SpotDecides {
            vertex,
            won,
            reference,
            ..
        } => tr_args(
            lang,
            "editor-flag-spot",
            &[
                ("place", Arg::Text(&corner_words(lang, board, *vertex))),
                ("rate", Arg::Text(&rate_text(won))),
                ("reference", Arg::Text(&percent(*reference))),
            ],
        ),
        Flag::IslandRarelyReached { island, settled } => tr_args(
            lang,
            "editor-flag-island",
            &[
                ("island", (*island + 1).into()),
                ("rate", Arg::Text(&rate_text(settled))),
            ],
        ),
        Flag::Long { rounds, reference } | Flag::Short { rounds, reference } => {
            let id = if matches!(flag, Flag::Long { .. }) {
                "editor-flag-long"
            } else {
                "editor-flag-short"
            };
            tr_args(
                lang,
                id,
                &[
                    ("rounds", Arg::Text(&format!("{rounds:.1}"))),
                    ("reference", Arg::Text(&format!("{reference:.1}"))),
                ],
            )
        }
        Flag::Unfinished { games, of } => tr_args(
            lang,
            "editor-flag-unfinished",
            &[("games", (*games).into()), ("of", (*of).into())],
        ),
    }
}
