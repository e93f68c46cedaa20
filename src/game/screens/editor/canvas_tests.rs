//! A stroke never moves the grid: the sea hexes shown stay while the island grows or shrinks,
//! the camera's view of them with it; and the fairness test keeps the person's player count.

use super::fairness_panel::players_now;
use super::{EditorState, refit_for_figures};
use crate::core::Terrain;
use crate::editor::BoardEditor;
use bevy_egui::egui;

#[test]
fn painting_never_takes_a_hex_from_the_grid() {
    let data = tempfile::tempdir().unwrap();
    let mut state = EditorState::new(BoardEditor::empty_sea(), data.path());
    let before = state.sea_slots();
    let extent = state.extent();
    assert!(
        before.len() >= 37,
        "the field to start on: {}",
        before.len()
    );
    // an island painted in the middle, then one tile at the field's edge
    for at in [(0, 0), (1, 0), (0, 1), (3, 0)] {
        state.ed.paint(at, Terrain::Forest);
        let now = state.sea_slots();
        for s in &before {
            assert!(
                now.contains(s) || state.ed.file.tiles.iter().any(|t| t.at == *s),
                "{s:?} left the grid after painting {at:?}"
            );
        }
    }
    // the field's hexes are still where they were: the camera's view of them unchanged
    assert!(state.extent().contains(extent.min) && state.extent().contains(extent.max));
    // erasing gives the hex back to the grid
    state.ed.remove((3, 0));
    assert!(state.sea_slots().contains(&(3, 0)));
}

#[test]
fn the_figures_window_changing_its_text_does_not_move_the_board() {
    let a = egui::Rect::from_min_size(egui::pos2(300.0, 400.0), egui::vec2(400.0, 200.0));
    let b = egui::Rect::from_min_size(egui::pos2(300.0, 380.0), egui::vec2(400.0, 220.0));
    assert!(!refit_for_figures(Some(b), Some(a)));
    assert!(refit_for_figures(Some(a), None));
    assert!(refit_for_figures(None, Some(a)));
}

#[test]
fn the_players_chosen_stay_while_the_board_hosts_them() {
    // nothing chosen: four (or what the board hosts)
    assert_eq!(players_now(0, 6), 4);
    assert_eq!(players_now(0, 3), 3);
    // four chosen; a tile painted makes the board unplayable for a moment (it hosts 2), then
    // playable again: four again
    assert_eq!(players_now(4, 2), 2);
    assert_eq!(players_now(4, 4), 4);
    assert_eq!(players_now(5, 6), 5);
}
