//! Year of plenty: two materials from the bank.

use super::{Window, dialog};
use crate::core::{Action, Resource};
use crate::game::i18n::{self, tr};
use bevy_egui::egui;

/// The Year of Plenty's two materials being picked.
#[derive(Clone, Debug, Default)]
pub struct PlentyDraft {
    pub open: bool,
    pub picked: Vec<Resource>,
}

pub(super) fn show(w: &mut Window<'_>, draft: &mut PlentyDraft) {
    let (ctx, lang, legal) = (w.ctx, w.lang, w.legal);
    let out = &mut *w.out;
    let mut open = true;
    dialog(&tr(lang, "card-year-of-plenty"))
        .open(&mut open)
        .show(ctx, |ui| {
            ui.label(tr(lang, "choose-two-materials"));
            ui.horizontal_wrapped(|ui| {
                for r in Resource::ALL {
                    if ui.button(i18n::resource(lang, r)).clicked() && draft.picked.len() < 2 {
                        draft.picked.push(r);
                    }
                }
            });
            let names: Vec<String> = draft
                .picked
                .iter()
                .map(|r| i18n::resource(lang, *r))
                .collect();
            ui.label(names.join(" + "));
            let a = match draft.picked.as_slice() {
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
                    draft.open = false;
                }
                if ui.button(tr(lang, "cancel")).clicked() {
                    draft.picked.clear();
                }
            });
        });
    if !open {
        draft.open = false;
    }
}
