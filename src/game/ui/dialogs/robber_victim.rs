//! The robber's tile is chosen: whom to rob.

use super::{Window, dialog};
use crate::core::{Action, Phase};
use crate::game::i18n::{seat_name, tr, tr_args};
use crate::game::table::picking::RobberChoice;

pub(super) fn show(w: &mut Window<'_>, robber: &mut RobberChoice) {
    let (ctx, session, lang) = (w.ctx, w.session, w.lang);
    let state = &session.game.state;
    let out = &mut *w.out;
    if let Some((_, options)) = robber.0.clone() {
        let mut close = false;
        let mut open = true;
        dialog(&tr(lang, "choose-the-victim"))
            .open(&mut open)
            .show(ctx, |ui| {
                for a in &options {
                    if let Some(label) = cloth_label(state, lang, a) {
                        if ui.button(label).clicked() {
                            out.push(*a);
                            close = true;
                        }
                        continue;
                    }
                    if let Action::MoveRobber { victim, .. } = a {
                        let label = match victim {
                            Some(v) => format!(
                                "{} ({})",
                                seat_name(lang, *v),
                                tr_args(
                                    lang,
                                    "card-count",
                                    &[("n", state.players[v.index()].hand.total().into())]
                                )
                            ),
                            None => tr(lang, "nobody").to_string(),
                        };
                        if ui.button(label).clicked() {
                            out.push(*a);
                            close = true;
                        }
                    }
                }
                if ui.button(tr(lang, "cancel")).clicked() {
                    close = true;
                }
            });
        if close || !open || !matches!(state.phase, Phase::MoveRobber { .. }) {
            robber.0 = None;
        }
    }
}

/// Cloth for Catan: the button of a cloth taken instead of a card ("Blue: take a cloth (3
/// cloth)"); `None` for any other choice.
pub(crate) fn cloth_label(
    state: &crate::core::wide::State,
    lang: crate::game::i18n::Lang,
    a: &Action,
) -> Option<String> {
    let Action::RobCloth { victim, .. } = *a else {
        return None;
    };
    let n = state
        .sea()
        .and_then(|s| s.cloth.as_deref())
        .map_or(0, |c| c.players[victim.index()]);
    Some(tr_args(
        lang,
        "rob-cloth-from",
        &[
            ("name", (&seat_name(lang, victim)).into()),
            ("n", crate::game::i18n::Arg::Number(n as i64)),
        ],
    ))
}

#[cfg(test)]
#[path = "robber_victim_tests.rs"]
mod tests;
