//! The "Pass to …" box stands beside the board (over the face-down hand), never over it: no
//! piece at the board's bottom is hidden; its words are whole, in both languages.

use super::{COVER_ID, CoverWords, cover_box};
use crate::core::Seat;
use crate::game::atlas::checks::painted;
use crate::game::i18n::{Lang, seat_name, tr, tr_args};
use crate::game::theme::board_area;
use bevy_egui::egui;

#[test]
fn the_pass_box_never_covers_the_board() {
    for lang in [Lang::English, Lang::Czech] {
        let name = seat_name(lang, Seat(2));
        let arg = [("name", (&name).into())];
        for (title, big) in [("pass-to-name", 26.0), ("name-question-for-you", 21.0)] {
            let words = CoverWords {
                title: tr_args(lang, title, &arg),
                why: Some(tr_args(lang, "handoff-offer", &arg)),
                ready: tr_args(lang, "click-when-name-is-ready", &arg),
                button: tr(lang, "show-my-cards"),
                big,
            };
            let mut at = (None, egui::Rect::NOTHING);
            let texts = painted(|root| {
                cover_box(root.ctx(), Seat(2), &words);
                let rect = root.ctx().memory(|m| m.area_rect(egui::Id::new(COVER_ID)));
                at = (rect, board_area(root.ctx()));
            });
            let (rect, board) = at;
            let rect = rect.expect("the box is shown");
            assert!(
                !rect.intersects(board.shrink(1.0)),
                "{lang:?} {title}: the box {rect:?} over the board {board:?}"
            );
            let screen = egui::Rect::from_min_size(egui::Pos2::ZERO, egui::vec2(1280.0, 800.0));
            assert!(
                screen.contains_rect(rect),
                "{lang:?}: {rect:?} off the window"
            );
            for t in [&words.title, &words.button] {
                let d = texts.iter().find(|d| d.text == *t);
                let d = d.unwrap_or_else(|| panic!("{lang:?}: {t} not drawn: {texts:?}"));
                assert!(rect.contains_rect(d.rect), "{lang:?}: {t} out of its box");
            }
        }
    }
}
