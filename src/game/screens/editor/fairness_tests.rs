//! "Is this map fair?" in the editor: the run in the background hands its figures back, Esc
//! stops it, a proposal accepted is one edit that Ctrl+Z takes back, the flags are worded in
//! both languages, the heat map's scale.

use super::EditorState;
use super::fairness::Stopped;
use super::fairness_heat::heat_step;
use super::fairness_panel::flag_words;
use crate::core::Resource;
use crate::core::wide::Board;
use crate::editor::BoardEditor;
use crate::game::i18n::Lang;
use crate::lab::fairness::balance::Search;
use crate::lab::fairness::{Flag, Rate};
use std::time::{Duration, Instant};

fn editor() -> (tempfile::TempDir, EditorState) {
    let data = tempfile::tempdir().unwrap();
    let mut state = EditorState::new(BoardEditor::standard(), data.path());
    state.fair.games = 12;
    state.fair.search = Search {
        rounds: 1,
        candidates: 2,
        games: 8,
    };
    (data, state)
}

/// Poll as the editor does each frame, for at most two minutes.
fn wait(state: &mut EditorState) {
    let start = Instant::now();
    while state.fair.running() && start.elapsed() < Duration::from_secs(120) {
        let v = state.ed.version;
        state.fair.poll(v);
        std::thread::sleep(Duration::from_millis(20));
    }
    assert!(!state.fair.running(), "the run did not end");
}

#[test]
fn a_test_runs_in_the_background_and_its_figures_come_back_for_the_map_as_it_stands() {
    let (_d, mut state) = editor();
    state.fair.start_test(state.ed.file.clone(), 4);
    assert!(state.fair.running());
    // the editor stays usable meanwhile: an edit is taken
    wait(&mut state);
    let t = state.fair.tested.as_ref().expect("figures");
    assert_eq!(t.figures.games, 12);
    assert_eq!(t.figures.seat_wins.len(), 4);
    assert!(state.fair.current(state.ed.version).is_some());
    // a change to the map makes them stale
    state.ed.set_number((0, -2), Some(9));
    assert!(state.fair.current(state.ed.version).is_none());
}

#[test]
fn the_openings_chosen_are_the_ones_the_test_plays() {
    use crate::lab::fairness::Openings;
    let (_d, mut state) = editor();
    assert_eq!(state.fair.openings, Openings::DEFAULT);
    state.fair.openings = Openings::Own;
    state.fair.start_test(state.ed.file.clone(), 4);
    wait(&mut state);
    let t = state.fair.tested.as_ref().expect("figures");
    assert_eq!(t.figures.openings, Openings::Own);
}

#[test]
fn esc_stops_a_run_and_nothing_changes() {
    let (_d, mut state) = editor();
    state.fair.games = 1_000_000;
    let file = state.ed.file.clone();
    state.fair.start_test(file.clone(), 4);
    state.fair.cancel();
    wait(&mut state);
    assert_eq!(state.fair.stopped, Some(Stopped::Cancelled));
    assert!(state.fair.tested.is_none());
    assert_eq!(state.ed.file, file);
}

#[test]
fn a_proposal_accepted_is_one_edit_that_undo_takes_back() {
    let (_d, mut state) = editor();
    let before = state.ed.file.clone();
    state.fair.start_balance(before.clone(), 4);
    wait(&mut state);
    let p = state.fair.proposal.take().expect("a proposal");
    let mut proposed = p.file.clone();
    // whatever the search found, a swap of two tokens stands for it here
    if p.swaps.is_empty() {
        let (a, b) = (proposed.tiles[0].number, proposed.tiles[1].number);
        proposed.tiles[0].number = b;
        proposed.tiles[1].number = a;
    }
    assert!(state.ed.replace(proposed.clone()));
    assert_eq!(state.ed.file, proposed);
    assert!(state.ed.undo());
    assert_eq!(state.ed.file, before);
}

#[test]
fn every_flag_is_worded_in_both_languages_without_placeholders() {
    let board = Board::standard_sized();
    let rate = Rate::new(38, 100);
    // a corner of three producing tiles
    let inner = (0..board.num_vertices())
        .find(|&v| {
            let faces = board.topo.vertex_faces[v].as_slice();
            faces.len() == 3 && faces.iter().all(|f| board.resource[f.index()].is_some())
        })
        .unwrap() as u16;
    let flags = [
        Flag::SeatFavoured {
            seat: 0,
            won: rate,
            reference: 0.22,
        },
        Flag::SeatHandicapped {
            seat: 3,
            won: rate,
            reference: 0.27,
        },
        Flag::Scarce {
            material: Resource::Brick,
            pips: 4,
            reference: 12,
            of: None,
        },
        Flag::Plentiful {
            material: Resource::Stone,
            pips: 22,
            reference: 10,
            of: Some(80),
        },
        Flag::SpotDecides {
            vertex: inner,
            place: String::new(),
            won: rate,
            reference: 0.44,
        },
        Flag::IslandRarelyReached {
            island: 2,
            settled: rate,
        },
        Flag::Long {
            rounds: 34.0,
            reference: 19.4,
        },
        Flag::Short {
            rounds: 9.0,
            reference: 19.4,
        },
        Flag::Unfinished { games: 3, of: 100 },
    ];
    for f in &flags {
        let en = flag_words(Lang::English, &board, f);
        let cs = flag_words(Lang::Czech, &board, f);
        for t in [&en, &cs] {
            assert!(
                !t.contains('{') && !t.contains('$') && !t.starts_with("editor-"),
                "{t}"
            );
        }
        assert_ne!(en, cs);
    }
    let spot = flag_words(Lang::Czech, &board, &flags[4]);
    assert_eq!(
        spot.matches(" · ").count(),
        2,
        "a corner named by its tiles: {spot}"
    );
    assert!(flag_words(Lang::Czech, &board, &flags[2]).contains("cihl"));
}

#[test]
fn the_heat_scale_puts_an_even_share_in_the_middle() {
    assert_eq!(heat_step(0.25, 4), 4);
    assert_eq!(heat_step(0.5, 4), 8);
    assert_eq!(heat_step(0.125, 4), 0);
    assert_eq!(heat_step(0.0, 4), 0);
    assert_eq!(heat_step(1.0, 4), 8);
    assert!(heat_step(0.3, 4) > 4);
}
