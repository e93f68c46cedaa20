//! Year of plenty: two materials from the bank.

use super::Dialogs;
use super::{Window, dialog};
use crate::core::{Action, Resource};
use crate::game::i18n::{self, tr};
use bevy_egui::egui;

pub(super) fn show(w: &mut Window<'_>, dialogs: &mut Dialogs) {
    let (ctx, lang, legal) = (w.ctx, w.lang, w.legal);
    let out = &mut *w.out;
    let mut open = true;
    dialog(&tr(lang, "card-year-of-plenty"))
        .open(&mut open)
        .show(ctx, |ui| {
            ui.label(tr(lang, "choose-two-materials"));
            ui.horizontal_wrapped(|ui| {
                for r in Resource::ALL {
                    if ui.button(i18n::resource(lang, r)).clicked() && dialogs.plenty.len() < 2 {
                        dialogs.plenty.push(r);
                    }
                }
            });
            let names: Vec<String> = dialogs
                .plenty
                .iter()
                .map(|r| i18n::resource(lang, *r))
                .collect();
            ui.label(names.join(" + "));
            let a = match dialogs.plenty.as_slice() {
                [x, y] => Some(Action::PlayYearOfPlenty(*x, Some(*y))),
                [x] => Some(Action::PlayYearOfPlenty(*x, None)),
                _ => None,
            };
            ui.horizontal(|ui| {
                let ok = a.is_some_and(|a| legal.contains(&a));
                if ui
                    .add_enabled(ok, egui::Button::new(tr(lang, "play")))
                    .clicked()
                {
                    out.push(a.unwrap());
                    dialogs.year_of_plenty = false;
                }
                if ui.button(tr(lang, "cancel")).clicked() {
                    dialogs.plenty.clear();
                }
            });
        });
    if !open {
        dialogs.year_of_plenty = false;
    }
}
