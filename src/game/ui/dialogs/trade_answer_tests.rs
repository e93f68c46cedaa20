//! The offer's buttons stay in one place from one offer to the next (play-test 6: Accept,
//! Decline and Counter moved with the offer's length and the offerer's name).

use super::{offer_lines, offer_window};
use crate::core::{Resource, ResourceSet};
use crate::game::i18n::{Lang, tr};
use bevy_egui::egui;

/// The window of an offer drawn for a few frames in one 1280×800 screen (as offers follow one
/// another): where its Accept, Decline and Counter buttons are.
fn buttons(
    ctx: &egui::Context,
    lang: Lang,
    title: &str,
    give: ResourceSet,
    get: ResourceSet,
) -> [egui::Rect; 3] {
    let input = egui::RawInput {
        screen_rect: Some(egui::Rect::from_min_size(
            egui::Pos2::ZERO,
            egui::vec2(1280.0, 800.0),
        )),
        ..Default::default()
    };
    let mut rects = [egui::Rect::NOTHING; 3];
    for _ in 0..3 {
        let mut out = ctx.run_ui(input.clone(), |root| {
            offer_window(title).show(root.ctx(), |ui| {
                offer_lines(ui, lang, give, get);
                ui.horizontal(|ui| {
                    for (i, id) in ["accept", "decline", "counter"].iter().enumerate() {
                        rects[i] = ui.button(tr(lang, id)).rect;
                    }
                });
            });
        });
        out.textures_delta.clear();
    }
    rects
}

#[test]
fn the_answer_buttons_stay_put_between_offers() {
    let one = |r: Resource| {
        let mut s = ResourceSet::default();
        s.0[r.index()] = 1;
        s
    };
    let mut many = ResourceSet::default();
    for r in Resource::ALL {
        many.0[r.index()] = 2;
    }
    for lang in [Lang::English, Lang::Czech] {
        let ctx = egui::Context::default();
        ctx.set_fonts(crate::game::theme::dejavu_fonts());
        let short = buttons(
            &ctx,
            lang,
            "Red offers",
            one(Resource::Grain),
            one(Resource::Brick),
        );
        let long = buttons(&ctx, lang, "Orange offers", many, one(Resource::Stone));
        for i in 0..3 {
            assert!(
                (short[i].min - long[i].min).length() < 0.5,
                "{lang:?} button {i}: {:?} then {:?}",
                short[i],
                long[i]
            );
        }
    }
}
