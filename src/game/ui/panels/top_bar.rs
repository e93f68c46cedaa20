//! The top bar: round, phase, deck, dice, menu and help buttons.

use crate::core::Seat;
use crate::game::ai_turns::AiClock;
use crate::game::i18n::{Lang, round_text, seat_name, tr};
use crate::game::screens::Screen;
use crate::game::session::Session;
use crate::game::table::anim::DiceRoll;
use crate::game::theme::{TOP_BAR, paint_die, seat_egui};
use crate::game::ui::dialogs::Dialogs;
use crate::game::ui::turn::{Picking, step_words, turn_words};
use bevy::prelude::*;
use bevy_egui::egui;

/// The sound settings as the top bar edits them (copied in and out, so the settings change only
/// when the person changes them).
#[derive(Clone, Copy, PartialEq)]
pub(crate) struct SoundChoice {
    pub mute: bool,
    pub volume: f32,
}

/// What the top bar shows: the game, the language, the live win chances, the dice and the
/// computers' clock.
pub(crate) struct BarView<'a> {
    pub session: &'a Session,
    pub lang: Lang,
    pub chances: Option<&'a [f64]>,
    pub dice: &'a DiceRoll,
    pub clock: &'a AiClock,
    /// A victim being chosen on the screen (the step the bar says).
    pub picking: Option<Picking>,
}

pub(crate) fn top_bar(
    root: &mut egui::Ui,
    view: &BarView<'_>,
    sound: &mut SoundChoice,
    dialogs: &mut Dialogs,
    next: &mut NextState<Screen>,
) {
    let lang = view.lang;
    egui::Panel::top("top")
        .exact_size(TOP_BAR)
        .show(root, |ui| {
            ui.horizontal_centered(|ui| {
                // the buttons on the right first: the rest takes what is left, and a long
                // message is shortened to it (its whole text on hover)
                ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                    let online = view.session.remote.is_some();
                    buttons(ui, (lang, online), sound, dialogs, next);
                    ui.separator();
                    ui.with_layout(egui::Layout::left_to_right(egui::Align::Center), |ui| {
                        status(ui, view);
                    });
                });
            });
        });
}

/// The top bar of a finished game (the game-over screen): the same round, dice and deck, the
/// winner where the turn was, and the menu button.
pub(crate) fn final_bar(
    root: &mut egui::Ui,
    session: &Session,
    lang: Lang,
    dice: &DiceRoll,
    next: &mut NextState<Screen>,
) {
    egui::Panel::top("top")
        .exact_size(TOP_BAR)
        .show(root, |ui| {
            ui.horizontal_centered(|ui| {
                ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                    if ui.button(tr(lang, "menu")).clicked() {
                        next.set(Screen::Menu);
                    }
                    ui.separator();
                    ui.with_layout(egui::Layout::left_to_right(egui::Align::Center), |ui| {
                        let clock = AiClock::default();
                        let view = BarView {
                            session,
                            lang,
                            chances: None,
                            dice,
                            clock: &clock,
                            picking: None,
                        };
                        status(ui, &view);
                    });
                });
            });
        });
}

/// The menu, help, statistics and sound buttons, right to left.
fn buttons(
    ui: &mut egui::Ui,
    (lang, online): (Lang, bool),
    sound: &mut SoundChoice,
    dialogs: &mut Dialogs,
    next: &mut NextState<Screen>,
) {
    if ui.button(tr(lang, "menu")).clicked() {
        crate::game::ui::leave::menu_pressed(online, dialogs, next);
    }
    if ui.button(format!("{} (F1)", tr(lang, "help"))).clicked() {
        dialogs.help = !dialogs.help;
    }
    if ui
        .button(format!("{} (S)", tr(lang, "statistics")))
        .clicked()
    {
        dialogs.stats = !dialogs.stats;
    }
    // the sound: mute and volume in a small menu
    let icon = if sound.mute { "♪ ✕" } else { "♪" };
    ui.menu_button(icon, |ui| {
        sound_controls(ui, &mut sound.mute, &mut sound.volume, lang)
    })
    .response
    .on_hover_text(tr(lang, "sound"));
}

/// Round, dice, chances, deck, who acts and what, then the notice or error in the width left.
fn status(ui: &mut egui::Ui, view: &BarView<'_>) {
    let BarView {
        session,
        lang,
        chances,
        dice,
        clock,
        picking,
    } = *view;
    let state = &session.game.state;
    ui.label(egui::RichText::new(round_text(lang, state.round_of_play())).strong());
    ui.separator();
    // the dice first, so they stay put while the texts change
    draw_dice(ui, dice);
    dice_history(ui, session, lang);
    if let Some(c) = chances {
        ui.separator();
        chance_bar(ui, c, lang);
    }
    ui.separator();
    ui.label(format!("{}: {}", tr(lang, "deck"), state.deck.total()));
    ui.separator();
    // whose turn, who acts now: the words the turn banner says too
    let words = turn_words(state, lang);
    let turn = egui::RichText::new(&words.turn).strong();
    short_label(ui, turn.color(seat_egui(words.seat)), 220.0);
    if let Some((seat, doing)) = &words.acting {
        ui.label("·");
        short_label(
            ui,
            egui::RichText::new(doing).color(seat_egui(*seat)),
            360.0,
        );
    } else {
        let human = session.is_human(state.actor());
        let phase = step_words(state, human, picking, lang);
        if !phase.is_empty() {
            short_label(ui, egui::RichText::new(phase), 360.0);
        }
    }
    if clock.thinking {
        ui.spinner().on_hover_text(tr(lang, "computer-thinking"));
    }
    if clock.hold {
        let paused = egui::RichText::new(tr(lang, "paused")).strong();
        ui.label(paused.color(egui::Color32::YELLOW));
    }
    let message = match (&session.last_error, &session.notice) {
        (Some(e), _) => Some((e.clone(), egui::Color32::from_rgb(230, 80, 60))),
        (None, Some(n)) => Some((n.words(lang), egui::Color32::from_rgb(230, 180, 60))),
        _ => None,
    };
    if let Some((text, colour)) = message {
        ui.separator();
        let text = without_paths(&text);
        let shown = short_label(ui, egui::RichText::new(text).color(colour), f32::INFINITY);
        // a notice's file or reason, for whoever asks
        if let (None, Some(n)) = (&session.last_error, &session.notice) {
            shown.on_hover_text(n.detail());
        }
    }
}

/// A one-line label no wider than `max` nor the width left, shortened with "…" (its whole text
/// on hover) when it does not fit.
fn short_label(ui: &mut egui::Ui, text: egui::RichText, max: f32) -> egui::Response {
    let width = ui.available_width().min(max).max(0.0);
    ui.allocate_ui(egui::vec2(width, ui.available_height()), |ui| {
        ui.add(egui::Label::new(text).truncate())
    })
    .inner
}

/// A message for a player: a file path in it is reduced to the file's name ("could not save the
/// game: current-game.ron: …", not a folder of this machine).
pub(crate) fn without_paths(text: &str) -> String {
    text.split(' ')
        .map(|word| {
            let rest = word.trim_start_matches(['(', '"', '\'']);
            let lead = &word[..word.len() - rest.len()];
            let core = rest.trim_end_matches([':', ',', '.', ')', ';', '"', '\'']);
            let name = core.rsplit(['/', '\\']).find(|p| !p.is_empty());
            match name {
                Some(name) if name != core && !core.contains("://") => {
                    format!("{lead}{name}{}", &rest[core.len()..])
                }
                _ => word.to_string(),
            }
        })
        .collect::<Vec<_>>()
        .join(" ")
}

/// The engine's live estimate: one bar split by each seat's chance, in its colour.
fn chance_bar(ui: &mut egui::Ui, chances: &[f64], lang: Lang) {
    ui.label(egui::RichText::new(format!("{}:", tr(lang, "win-chances-short"))).weak());
    let (rect, resp) = ui.allocate_exact_size(egui::vec2(120.0, 14.0), egui::Sense::hover());
    let mut x = rect.left();
    for (i, c) in chances.iter().enumerate() {
        let w = rect.width() * *c as f32;
        let r = egui::Rect::from_min_size(egui::pos2(x, rect.top()), egui::vec2(w, rect.height()));
        ui.painter().rect_filled(r, 0.0, seat_egui(Seat::at(i)));
        x += w;
    }
    let text: Vec<String> = chances
        .iter()
        .enumerate()
        .map(|(i, c)| format!("{} {:.0} %", seat_name(lang, Seat::at(i)), 100.0 * c))
        .collect();
    resp.on_hover_text(text.join(" · "));
}

/// The last rolls of the game, newest first, each sum in the colour of the seat that rolled it
/// (a 7 in bold).
fn dice_history(ui: &mut egui::Ui, session: &Session, lang: Lang) {
    if session.rolls.is_empty() {
        return;
    }
    ui.label(egui::RichText::new(format!("{}:", tr(lang, "dice-history"))).weak());
    for &(seat, a, b) in session.rolls.iter().rev().take(8) {
        let sum = a + b;
        let mut t = egui::RichText::new(format!("{sum}")).color(seat_egui(seat));
        if sum == 7 {
            t = t.strong();
        }
        ui.label(t)
            .on_hover_text(format!("{} {a}+{b}", seat_name(lang, seat)));
    }
}

pub(crate) fn draw_dice(ui: &mut egui::Ui, dice: &DiceRoll) {
    let Some((a, b)) = dice.shown else {
        // not rolled yet this turn: two blank dice hold the place
        for _ in 0..2 {
            let (rect, _) = ui.allocate_exact_size(egui::vec2(26.0, 26.0), egui::Sense::hover());
            ui.painter().rect_stroke(
                rect,
                5.0,
                egui::Stroke::new(1.0, egui::Color32::from_gray(110)),
                egui::StrokeKind::Inside,
            );
        }
        return;
    };
    let (a, b) = if dice.tumbling > 0.0 {
        // tumbling faces change every few frames
        let k = (dice.tumbling * 20.0) as u8;
        (k % 6 + 1, (k * 5 + 3) % 6 + 1)
    } else {
        (a, b)
    };
    for v in [a, b] {
        let (rect, _) = ui.allocate_exact_size(egui::vec2(26.0, 26.0), egui::Sense::hover());
        paint_die(ui.painter(), rect, v);
    }
    if dice.tumbling <= 0.0 {
        let sum = a + b;
        let t = egui::RichText::new(format!("= {sum}")).strong();
        ui.label(if sum == 7 {
            t.color(egui::Color32::from_rgb(220, 60, 50))
        } else {
            t
        });
    }
}

/// Mute and the volume slider (in the top bar's ♪ menu and the new-game options).
pub(crate) fn sound_controls(ui: &mut egui::Ui, mute: &mut bool, volume: &mut f32, lang: Lang) {
    ui.horizontal(|ui| {
        ui.checkbox(mute, tr(lang, "mute"));
        ui.add_enabled(
            !*mute,
            egui::Slider::new(volume, 0.0..=1.0)
                .show_value(false)
                .text(tr(lang, "volume")),
        );
    });
}

#[cfg(test)]
mod tests;
