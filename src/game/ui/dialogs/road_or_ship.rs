//! A side where both a road and a ship may go (the opening, Road Building): which one.

use super::{Window, dialog};
use crate::core::Action;
use crate::game::i18n::tr;
use crate::game::table::picking::PieceChoice;

pub(super) fn show(w: &mut Window<'_>, piece: &mut PieceChoice) {
    let (ctx, session, lang) = (w.ctx, w.session, w.lang);
    let out = &mut *w.out;
    let Some((_, options)) = piece.0.clone() else {
        return;
    };
    let mut close = false;
    let mut open = true;
    dialog(&tr(lang, "road-or-ship"))
        .open(&mut open)
        .show(ctx, |ui| {
            ui.horizontal(|ui| {
                for a in &options {
                    let label = match a {
                        Action::BuildRoad(_) => tr(lang, "road"),
                        Action::BuildShip(_) => tr(lang, "ship"),
                        _ => continue,
                    };
                    if ui.button(format!("  {label}  ")).clicked() {
                        out.push(*a);
                        close = true;
                    }
                }
                if ui.button(tr(lang, "cancel")).clicked() {
                    close = true;
                }
            });
        });
    // gone when answered, closed, or the position moved on without it
    let still = options.iter().all(|a| session.legal().contains(a));
    if close || !open || !still {
        piece.0 = None;
    }
}
