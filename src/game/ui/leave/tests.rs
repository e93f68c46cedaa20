//! The top bar's Menu in an online game asks first (play-test 6: the host went to the menu with
//! no question asked); a game played here leaves at once. The question speaks without jargon.

use super::{leave_words, menu_pressed};
use crate::game::i18n::Lang;
use crate::game::screens::Screen;
use crate::game::ui::dialogs::Dialogs;
use bevy::prelude::*;

fn pending(next: &NextState<Screen>) -> Option<Screen> {
    match next {
        NextState::Pending(s) => Some(*s),
        _ => None,
    }
}

#[test]
fn an_online_game_asks_before_the_menu() {
    let mut dialogs = Dialogs::default();
    let mut next = NextState::<Screen>::default();
    menu_pressed(true, &mut dialogs, &mut next);
    assert!(dialogs.leave_asked, "the question is asked");
    assert_eq!(pending(&next), None, "the screen stays until the answer");
}

#[test]
fn a_game_played_here_leaves_at_once() {
    let mut dialogs = Dialogs::default();
    let mut next = NextState::<Screen>::default();
    menu_pressed(false, &mut dialogs, &mut next);
    assert!(!dialogs.leave_asked);
    assert_eq!(pending(&next), Some(Screen::Menu));
}

#[test]
fn the_question_says_the_way_back_without_jargon() {
    for lang in [Lang::English, Lang::Czech] {
        for hosts in [true, false] {
            let words = leave_words(lang, hosts);
            assert!(!words.is_empty() && !words.contains("online-"), "{words}");
            let lower = words.to_lowercase();
            for jargon in ["token", "seat 0", "server", "socket", "room code"] {
                assert!(!lower.contains(jargon), "{lang:?} {hosts}: {words}");
            }
        }
        assert_ne!(leave_words(lang, true), leave_words(lang, false));
    }
}
