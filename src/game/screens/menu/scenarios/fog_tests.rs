//! A scenario's picture in the menu shows fog as fog: never the terrain under it (hidden from
//! everyone) and never in a colour that reads as a terrain.

use super::{FOG, read_scenarios};
use crate::core::Terrain;
use crate::game::theme::{terrain_color, to_egui};

/// How far apart two colours are (the sum of the channels' differences).
fn apart(a: bevy_egui::egui::Color32, b: bevy_egui::egui::Color32) -> u32 {
    (0..3)
        .map(|i| (a[i] as i32 - b[i] as i32).unsigned_abs())
        .sum()
}

#[test]
fn fog_is_drawn_as_fog_in_the_scenario_pictures() {
    for t in Terrain::EVERY {
        let c = to_egui(terrain_color(t));
        assert!(apart(FOG, c) >= 90, "fog looks like {t:?}: {c:?}");
    }
    let cards = read_scenarios();
    let mut fogged = 0;
    for c in &cards {
        let board = crate::files::load_wide_board(&c.path).unwrap();
        let fog = board.sea.as_deref().map(|m| m.fog).unwrap_or_default();
        for (f, (_, colour)) in c.tiles.iter().enumerate() {
            let want = fog.contains(f);
            assert_eq!(*colour == FOG, want, "{:?} tile {f}", c.path);
            fogged += want as usize;
        }
    }
    assert!(fogged >= 12, "the fog scenarios' tiles in fog: {fogged}");
}
