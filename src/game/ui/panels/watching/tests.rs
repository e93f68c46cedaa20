//! What the right panel draws for a watcher, headless: no hand, no build bar, no trade or
//! development-card buttons — "Watching", what a watcher sees, and the way out — while a seat's
//! window draws its actions.

use super::*;
use crate::game::atlas::checks::painted;
use crate::game::settings::Settings;
use bevy::ecs::system::RunSystemOnce;

/// The right panel's texts in `lang`, the window watching or not.
fn drawn(watcher: bool, lang: Lang) -> Vec<String> {
    let mut app = crate::game::tests::app_with(&["human", "human", "human"], 4, None);
    app.update();
    app.world_mut().resource_mut::<Settings>().lang = lang;
    // the person on move holds the screen at a seat's window
    let actor = app.world().resource::<Session>().game.state.actor();
    let mut gate = crate::game::gate::Gate::default();
    gate.viewer = Some(actor);
    app.world_mut().insert_resource(gate);
    if watcher {
        app.world_mut().resource_mut::<Session>().remote = Some(WATCHER);
    }
    app.world_mut()
        .run_system_once(|turn: Turn| -> Vec<String> {
            let mut mode = BuildMode::default();
            let mut dialogs = Dialogs::default();
            let mut out = Vec::new();
            let legal = turn.legal();
            painted(|ui| {
                hand_or_watching(ui, &turn, &legal, &mut mode, &mut dialogs, &mut out);
            })
            .into_iter()
            .map(|d| d.text)
            .collect()
        })
        .unwrap()
}

/// The words of the hand and the actions a seat's window offers (the turn, the build bar,
/// trades, cards, undo) — the costs card, which a watcher keeps, names the pieces alone.
const ACTIONS: [&str; 10] = [
    "Your hand",
    "Roll (R)",
    "End turn (E)",
    "Road (1)",
    "Settlement (2)",
    "City (3)",
    "Buy card (B)",
    "Bank trade (T)",
    "Offer to players (O)",
    "Undo (Ctrl+Z)",
];

#[test]
fn a_watcher_is_drawn_no_actions_only_watching_and_the_way_out() {
    let seat = drawn(false, Lang::English);
    let offered: Vec<&str> = ACTIONS
        .iter()
        .copied()
        .filter(|a| seat.iter().any(|t| t == a))
        .collect();
    assert_eq!(offered.len(), ACTIONS.len(), "a seat's window: {seat:?}");
    assert!(!seat.iter().any(|t| t == "Stop watching"), "{seat:?}");

    let watcher = drawn(true, Lang::English);
    for action in ACTIONS {
        assert!(
            !watcher.iter().any(|t| t == action),
            "{action:?} in {watcher:?}"
        );
    }
    for want in ["Watching", "Stop watching"] {
        assert!(watcher.iter().any(|t| t == want), "{want:?} in {watcher:?}");
    }
    assert!(
        watcher
            .iter()
            .any(|t| t.starts_with("You are watching this game")),
        "{watcher:?}"
    );
    let cs = drawn(true, Lang::Czech);
    for want in ["Sledujete", "Přestat sledovat"] {
        assert!(cs.iter().any(|t| t == want), "{want:?} in {cs:?}");
    }
}
