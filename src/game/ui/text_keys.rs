//! The keyboard into the window's text boxes, each key with the modifiers held when it was
//! pressed. bevy_egui reads Ctrl once a frame: a quick Ctrl+V (pressed and released within one
//! frame — a fast hand on a slow frame, or a script) reached egui as a plain "v" typed into the
//! box, Ctrl+A as "a", Ctrl+C as "c". Here each key message is read in order with the
//! modifiers as they stood at that message, so a shortcut is always a shortcut: Ctrl+A
//! selects, Ctrl+C / Ctrl+X copy and cut, Ctrl+V pastes (bevy_egui's clipboard).

use bevy::input::ButtonState;
use bevy::input::keyboard::{Key, KeyboardFocusLost, KeyboardInput};
use bevy::prelude::*;
use bevy_egui::helpers::{bevy_to_egui_key, bevy_to_egui_physical_key};
use bevy_egui::input::EguiInputEvent;
use bevy_egui::{EguiClipboard, EguiGlobalSettings, EguiInputSet, PrimaryEguiContext, egui};

pub(crate) fn plugin(app: &mut App) {
    // this system replaces bevy_egui's reading of the keyboard
    app.add_systems(Startup, |mut s: ResMut<EguiGlobalSettings>| {
        s.input_system_settings
            .run_write_keyboard_input_messages_system = false;
    });
    app.add_systems(
        PreUpdate,
        keys_to_egui.in_set(EguiInputSet::ReadBevyMessages),
    );
}

/// The modifiers held, as the key messages went by.
#[derive(Default, Clone, Copy, Debug)]
pub(crate) struct Held {
    shift: bool,
    ctrl: bool,
    alt: bool,
    win: bool,
}

impl Held {
    fn modifiers(self) -> egui::Modifiers {
        let mac = cfg!(target_os = "macos");
        egui::Modifiers {
            alt: self.alt,
            ctrl: self.ctrl,
            shift: self.shift,
            mac_cmd: mac && self.win,
            command: if mac { self.win } else { self.ctrl },
        }
    }
    /// Text is typed without Ctrl or the logo key (Ctrl+Alt is AltGr, which types).
    fn types(self) -> bool {
        !self.win && !self.ctrl || self.ctrl && self.alt
    }
}

/// egui's events for one key message, `held` updated by it; `paste`: the clipboard's text.
pub(crate) fn key_events(
    held: &mut Held,
    key: &Key,
    code: KeyCode,
    pressed: bool,
    paste: &mut dyn FnMut() -> Option<String>,
) -> Vec<egui::Event> {
    match key {
        Key::Shift => held.shift = pressed,
        Key::Control => held.ctrl = pressed,
        Key::Alt => held.alt = pressed,
        Key::Super | Key::Meta => held.win = pressed,
        _ => {}
    }
    let mut out = Vec::new();
    if held.types() && pressed {
        match key {
            Key::Character(c) if !c.chars().any(char::is_control) => {
                out.push(egui::Event::Text(c.to_string()));
            }
            Key::Space => out.push(egui::Event::Text(" ".into())),
            _ => {}
        }
    }
    let physical_key = bevy_to_egui_physical_key(&code);
    let Some(k) = bevy_to_egui_key(key).or(physical_key) else {
        return out;
    };
    let modifiers = held.modifiers();
    out.push(egui::Event::Key {
        key: k,
        pressed,
        repeat: false,
        modifiers,
        physical_key,
    });
    // Ctrl+Alt is AltGr, typing a character (AltGr+V is "@" on a Czech keyboard), no shortcut
    if modifiers.command && !held.alt && pressed {
        match k {
            egui::Key::C => out.push(egui::Event::Copy),
            egui::Key::X => out.push(egui::Event::Cut),
            egui::Key::V => out.extend(paste().map(egui::Event::Text)),
            _ => {}
        }
    }
    out
}

fn keys_to_egui(
    mut keys: MessageReader<KeyboardInput>,
    mut focus: MessageReader<KeyboardFocusLost>,
    mut held: Local<Held>,
    context: Query<Entity, With<PrimaryEguiContext>>,
    mut clipboard: ResMut<EguiClipboard>,
    mut out: MessageWriter<EguiInputEvent>,
) {
    // keys let go while the window was away stay held no longer
    if !focus.is_empty() {
        focus.clear();
        *held = Held::default();
    }
    let Ok(context) = context.single() else {
        keys.clear();
        return;
    };
    for m in keys.read() {
        let pressed = m.state == ButtonState::Pressed;
        let mut paste = || clipboard.get_text();
        for event in key_events(&mut held, &m.logical_key, m.key_code, pressed, &mut paste) {
            out.write(EguiInputEvent { context, event });
        }
    }
}

#[cfg(test)]
#[path = "text_keys_tests.rs"]
mod tests;
