//! The seats' section keeps its height when a board or scenario for fewer players is chosen:
//! "+ Add a seat" stays in its place (disabled) and the warning shares its line.

use super::show;
use crate::game::atlas::checks::painted;
use crate::game::i18n::{Lang, tr};
use crate::game::settings::Settings;
use bevy_egui::egui;

/// Where the add-a-seat row's text is and where a line drawn below the section starts, for four
/// seats on a board of `max_seats`.
fn laid_out(lang: Lang, max_seats: usize) -> (egui::Rect, f32) {
    // four seats: a person and three computers
    let settings = Settings::default();
    assert_eq!(settings.seats.len(), 4);
    let below = tr(lang, "remove");
    let drawn = painted(|root| {
        show(
            root,
            &mut settings.clone(),
            lang,
            &[],
            &mut Vec::new(),
            max_seats,
        );
        root.label(&below);
    });
    let add = format!("+ {}", tr(lang, "add-a-seat"));
    let row = drawn
        .iter()
        .find(|d| d.text == add)
        .map(|d| d.rect)
        .unwrap_or_else(|| panic!("{lang:?}, {max_seats} seats: no '{add}' row"));
    let lowest = drawn
        .iter()
        .find(|d| d.text == below)
        .map(|d| d.rect.top())
        .expect("the line below");
    (row, lowest)
}

#[test]
fn choosing_a_board_for_fewer_players_moves_nothing() {
    for lang in [Lang::English, Lang::Czech] {
        let (row, lowest) = laid_out(lang, 6);
        for max in [4, 3] {
            let (r, l) = laid_out(lang, max);
            assert!(
                (r.top() - row.top()).abs() < 0.5,
                "{lang:?} {max}: {r:?} vs {row:?}"
            );
            assert!(
                (l - lowest).abs() < 0.5,
                "{lang:?} {max}: the line below at {l}, not {lowest}"
            );
        }
    }
}
