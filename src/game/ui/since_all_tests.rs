//! "Since your last turn" holds every line since the person's last turn, the oldest (a 7, the
//! robber, a steal early in the round) as well as the newest, scrolled inside it (play-test 7:
//! only the newest ten were shown).

use super::since_last_turn;
use crate::core::{Action, Phase, Seat};
use crate::game::i18n::Lang;
use crate::game::session::{Act, LogLine, Session};
use crate::game::settings::Settings;
use crate::game::tests::app_with;
use bevy_egui::egui;

/// Red's turn beginning in the second round of a game against three computers.
pub(super) fn red_turn_in_round_two() -> Session {
    let mut app = app_with(&["human", "medium", "medium", "medium"], 5, None);
    for _ in 0..20_000 {
        let s = app.world().resource::<Session>();
        let st = &s.game.state;
        if st.phase == Phase::BeforeRoll && st.current == Seat(0) && st.round() >= 2 {
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

/// How many lines the summary holds, drawn in a `w`×`h` window.
fn held(session: &Session, w: f32, h: f32) -> usize {
    let ctx = egui::Context::default();
    ctx.set_fonts(crate::game::theme::dejavu_fonts());
    let input = egui::RawInput {
        screen_rect: Some(egui::Rect::from_min_size(
            egui::Pos2::ZERO,
            egui::vec2(w, h),
        )),
        ..Default::default()
    };
    let settings = Settings::default();
    let mut held = 0;
    for _ in 0..2 {
        let mut done = ctx.run_ui(input.clone(), |root| {
            held = since_last_turn(root.ctx(), session, &settings, Seat(0), Lang::English).held;
        });
        done.textures_delta.clear();
    }
    held
}

#[test]
fn the_summary_holds_every_line_since_the_last_turn() {
    let mut session = red_turn_in_round_two();
    let from = session.talk.turn_ended_at[0];
    assert_ne!(from, usize::MAX, "Red has had a turn");
    // a long round: thirty more events (a 7, the robber, steals among them) before Red's turn
    for i in 0u8..30 {
        session.log.push(LogLine {
            seat: Some(Seat(1 + i % 3)),
            text: format!("event {i}"),
            by_computer: true,
            only: None,
            minor: false,
        });
    }
    let since = session.log[from..].iter().filter(|l| !l.minor).count();
    assert!(since >= 30, "{since}");
    for (w, h) in [(1024.0, 700.0), (1280.0, 800.0), (1920.0, 1080.0)] {
        assert_eq!(held(&session, w, h), since, "{w}x{h}");
    }
}
