//! Pass-and-play privacy: when the move passes from one person to another (turn, discard, an
//! answer to an offer), a "Pass to Blue" screen hides every hand until that person clicks.

use super::Screen;
use super::i18n::{fill, seat_name, tr};
use super::layout::seat_egui;
use super::session::Session;
use super::settings::Settings;
use crate::core::Seat;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Gate>();
    app.add_systems(
        Update,
        update_gate
            .after(super::session::GameSet::Apply)
            .run_if(resource_exists::<Session>),
    );
    app.add_systems(
        EguiPrimaryContextPass,
        hand_off_screen.run_if(in_state(Screen::Playing).and_then(resource_exists::<Session>)),
    );
}

/// Whose hand the screen shows, and whether it waits for the next person.
#[derive(Resource, Default, Debug)]
pub struct Gate {
    /// The person whose hand is shown (`None`: nobody's).
    pub viewer: Option<Seat>,
    /// The person the screen waits for ("Pass to …").
    pub waiting_for: Option<Seat>,
    session: Option<u64>,
}

impl Gate {
    pub fn open(&self) -> bool {
        self.waiting_for.is_none()
    }
}

pub fn update_gate(session: Res<Session>, settings: Res<Settings>, mut gate: ResMut<Gate>) {
    if gate.session != Some(session.id) {
        *gate = Gate {
            session: Some(session.id),
            ..default()
        };
    }
    let humans: Vec<Seat> = session.humans().collect();
    if humans.len() == 1 {
        gate.viewer = Some(humans[0]);
        gate.waiting_for = None;
        return;
    }
    if session.state.is_over() {
        gate.waiting_for = None;
        return;
    }
    let actor = session.state.actor();
    if !session.is_human(actor) {
        gate.waiting_for = None;
        return;
    }
    if !settings.hidden_hands {
        gate.viewer = Some(actor);
        gate.waiting_for = None;
    } else if gate.viewer != Some(actor) {
        gate.waiting_for = Some(actor);
    }
}

fn hand_off_screen(
    mut contexts: EguiContexts,
    mut gate: ResMut<Gate>,
    settings: Res<Settings>,
    keys: Res<ButtonInput<KeyCode>>,
) -> Result {
    let Some(next) = gate.waiting_for else {
        return Ok(());
    };
    let lang = settings.lang;
    let name = seat_name(lang, next);
    let ctx = contexts.ctx_mut()?;
    let mut go = keys.just_pressed(KeyCode::Enter) || keys.just_pressed(KeyCode::Space);
    egui::CentralPanel::default()
        .frame(egui::Frame::new().fill(egui::Color32::from_rgb(24, 30, 40)))
        .show(&mut super::hud::root_ui(ctx), |ui| {
            ui.vertical_centered(|ui| {
                ui.add_space(ui.available_height() * 0.3);
                ui.label(
                    egui::RichText::new(fill(tr(lang, "Pass to {name}"), &[("name", name)]))
                        .size(40.0)
                        .strong()
                        .color(seat_egui(next)),
                );
                ui.add_space(12.0);
                ui.label(
                    egui::RichText::new(fill(
                        tr(lang, "Click when {name} is ready"),
                        &[("name", name)],
                    ))
                    .size(18.0)
                    .color(egui::Color32::LIGHT_GRAY),
                );
                ui.add_space(24.0);
                let b = egui::Button::new(
                    egui::RichText::new(fill(tr(lang, "I am {name}"), &[("name", name)]))
                        .size(22.0),
                )
                .min_size(egui::vec2(220.0, 48.0));
                if ui.add(b).clicked() {
                    go = true;
                }
            });
        });
    if go {
        gate.viewer = Some(next);
        gate.waiting_for = None;
    }
    Ok(())
}
