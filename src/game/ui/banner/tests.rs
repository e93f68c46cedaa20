//! The turn banner never covers "since your last turn": both drawn headless at the start of a
//! person's turn, at the three window sizes and in both languages.

use super::{BANNER, turn_banner};
use crate::core::{Action, Phase, Seat};
use crate::game::i18n::Lang;
use crate::game::session::{Act, Session};
use crate::game::settings::Settings;
use crate::game::table::anim::TurnBanner;
use crate::game::tests::app_with;
use crate::game::ui::since::since_last_turn;
use bevy_egui::egui;

/// Red's turn beginning in the third round of a game against three computers, with a summary.
fn red_turn_in_round_three() -> Session {
    let mut app = app_with(&["human", "medium", "medium", "medium"], 5, None);
    for _ in 0..20_000 {
        let s = app.world().resource::<Session>();
        let st = &s.game.state;
        if st.phase == Phase::BeforeRoll && st.current == Seat(0) && st.round() >= 3 {
            break;
        }
        if st.actor() == Seat(0) {
            let legal = s.legal();
            let action = [Action::DeclineTrade, Action::EndTurn]
                .into_iter()
                .find(|a| legal.contains(a))
                .unwrap_or(legal[0]);
            app.world_mut().write_message(Act {
                seat: Seat(0),
                action,
            });
        }
        app.update();
    }
    app.world_mut().remove_resource::<Session>().unwrap()
}

/// (the summary's rectangle, the banner's) in a `w`×`h` window.
fn drawn(session: &Session, lang: Lang, w: f32, h: f32) -> (egui::Rect, egui::Rect) {
    let ctx = egui::Context::default();
    ctx.set_fonts(crate::game::theme::dejavu_fonts());
    let input = egui::RawInput {
        screen_rect: Some(egui::Rect::from_min_size(
            egui::Pos2::ZERO,
            egui::vec2(w, h),
        )),
        ..Default::default()
    };
    let settings = Settings {
        lang,
        ..Default::default()
    };
    let banner = TurnBanner {
        seat: Some(0),
        left: 1.0,
    };
    let mut recap = None;
    for _ in 0..3 {
        let mut done = ctx.run_ui(input.clone(), |root| {
            let ctx = root.ctx();
            recap = since_last_turn(ctx, session, &settings, Seat(0), lang).rect;
            turn_banner(ctx, &banner, &session.game.state, (lang, "Roll"), recap);
        });
        done.textures_delta.clear();
    }
    let banner = ctx.memory(|m| m.area_rect(egui::Id::new(BANNER)));
    (
        recap.expect("the summary is shown"),
        banner.expect("the banner is shown"),
    )
}

#[test]
fn the_turn_banner_never_covers_the_summary() {
    let session = red_turn_in_round_three();
    for lang in [Lang::English, Lang::Czech] {
        for (w, h) in [(1024.0, 700.0), (1280.0, 800.0), (1920.0, 1080.0)] {
            let (recap, banner) = drawn(&session, lang, w, h);
            assert!(
                !recap.intersects(banner),
                "{lang:?} {w}×{h}: the banner {banner:?} covers the summary {recap:?}"
            );
            let inside = egui::Rect::from_min_size(egui::Pos2::ZERO, egui::vec2(w, h));
            assert!(
                inside.contains_rect(banner),
                "{lang:?} {w}×{h}: {banner:?} off screen"
            );
        }
    }
}
