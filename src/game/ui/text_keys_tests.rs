//! A shortcut pressed and let go within one frame is still a shortcut: Ctrl+V pastes, Ctrl+A
//! selects, and no letter is typed into the box.

use super::{Held, key_events};
use bevy::input::keyboard::{Key, KeyCode};
use bevy_egui::egui;

/// The events of a frame's key messages, in order: (key, code, pressed).
fn frame(keys: &[(Key, KeyCode, bool)], clip: &str) -> Vec<egui::Event> {
    let mut held = Held::default();
    let mut paste = || Some(clip.to_string());
    keys.iter()
        .flat_map(|(k, c, p)| key_events(&mut held, k, *c, *p, &mut paste))
        .collect()
}

fn chord(letter: &str, code: KeyCode) -> Vec<(Key, KeyCode, bool)> {
    let l = || Key::Character(letter.into());
    vec![
        (Key::Control, KeyCode::ControlLeft, true),
        (l(), code, true),
        (l(), code, false),
        (Key::Control, KeyCode::ControlLeft, false),
    ]
}

fn typed(events: &[egui::Event]) -> String {
    events
        .iter()
        .filter_map(|e| match e {
            egui::Event::Text(t) => Some(t.as_str()),
            _ => None,
        })
        .collect()
}

#[test]
fn a_quick_ctrl_v_pastes_and_types_no_v() {
    let link = "catan://10.0.0.7:7373/room/K7QXZM";
    let events = frame(&chord("v", KeyCode::KeyV), link);
    assert_eq!(typed(&events), link);
    // Ctrl+A: a select-all key, no "a"
    let events = frame(&chord("a", KeyCode::KeyA), link);
    assert_eq!(typed(&events), "");
    assert!(events.iter().any(|e| matches!(
        e,
        egui::Event::Key { key: egui::Key::A, pressed: true, modifiers, .. } if modifiers.command
    )));
    // Ctrl+C copies
    let events = frame(&chord("c", KeyCode::KeyC), link);
    assert!(events.contains(&egui::Event::Copy));
    assert_eq!(typed(&events), "");
}

#[test]
fn letters_without_ctrl_are_typed_and_altgr_types_too() {
    let keys = [
        (Key::Character("a".into()), KeyCode::KeyA, true),
        (Key::Character("a".into()), KeyCode::KeyA, false),
        (Key::Space, KeyCode::Space, true),
    ];
    assert_eq!(typed(&frame(&keys, "")), "a ");
    // AltGr (Ctrl+Alt) types its character
    let keys = [
        (Key::Control, KeyCode::ControlLeft, true),
        (Key::Alt, KeyCode::AltRight, true),
        (Key::Character("@".into()), KeyCode::KeyV, true),
    ];
    assert_eq!(typed(&frame(&keys, "x")), "@");
}
