//! Leaving an online game for the menu: asked first (play-test 6: the host went back to the menu
//! with no question, and the guests were left wondering). The words say what happens: the game
//! goes on, "Continue the online game" brings the person back, and a host's room stays open on
//! this computer while the app runs.

use crate::game::i18n::{Lang, tr};
use crate::game::screens::Screen;
use crate::game::settings::Settings;
use crate::game::ui::dialogs::Dialogs;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        leave_window.run_if(in_state(Screen::Playing)),
    );
}

/// The top bar's Menu pressed: a game played here goes to the menu at once; an online game asks
/// first.
pub(crate) fn menu_pressed(online: bool, dialogs: &mut Dialogs, next: &mut NextState<Screen>) {
    if online {
        dialogs.leave_asked = true;
    } else {
        next.set(Screen::Menu);
    }
}

/// The question's words: a host's room stays open here, a guest's seat waits on the host.
pub(crate) fn leave_words(lang: Lang, hosts: bool) -> String {
    tr(
        lang,
        if hosts {
            "online-leave-host-about"
        } else {
            "online-leave-guest-about"
        },
    )
}

fn leave_window(
    mut contexts: EguiContexts,
    mut dialogs: ResMut<Dialogs>,
    online: Option<Res<crate::game::online::Online>>,
    settings: Res<Settings>,
    mut next: ResMut<NextState<Screen>>,
) -> Result {
    if !dialogs.leave_asked {
        return Ok(());
    }
    let Some(online) = online else {
        // not online (any more): nothing to ask
        dialogs.leave_asked = false;
        next.set(Screen::Menu);
        return Ok(());
    };
    let lang = settings.lang;
    let hosts = online.hosted.is_some();
    let ctx = contexts.ctx_mut()?;
    let mut answer = None;
    egui::Window::new(tr(lang, "online-leave-title"))
        .id(egui::Id::new("leave-online-game"))
        .collapsible(false)
        .resizable(false)
        .anchor(egui::Align2::CENTER_CENTER, egui::Vec2::ZERO)
        .show(ctx, |ui| {
            ui.set_max_width(380.0);
            ui.label(leave_words(lang, hosts));
            ui.add_space(6.0);
            ui.horizontal(|ui| {
                if ui.button(tr(lang, "online-leave-stay")).clicked() {
                    answer = Some(false);
                }
                if ui.button(tr(lang, "online-leave-go")).clicked() {
                    answer = Some(true);
                }
            });
        });
    if ctx.input(|i| i.key_pressed(egui::Key::Escape)) {
        answer = Some(false);
    }
    match answer {
        Some(true) => {
            dialogs.leave_asked = false;
            next.set(Screen::Menu);
        }
        Some(false) => dialogs.leave_asked = false,
        None => {}
    }
    Ok(())
}

#[cfg(test)]
mod tests;
