//! The sea hexes one paints on: around the island (or a field around the origin before any
//! land), and every one shown since the board was opened — a stroke never takes a hex away from
//! under the cursor, so the grid stays where it is while the island grows or shrinks.

use crate::core::topology::Side;
use crate::editor::BoardEditor;
use std::collections::BTreeSet;

/// The sea hexes shown so far for the board opened.
#[derive(Default)]
pub(crate) struct Canvas {
    shown: BTreeSet<(i32, i32)>,
}

impl Canvas {
    /// The empty hexes to draw for `ed` now: those shown before and those around its island,
    /// less its land.
    pub(crate) fn slots(&mut self, ed: &BoardEditor) -> BTreeSet<(i32, i32)> {
        self.shown.extend(sea_slots(ed));
        let land: BTreeSet<(i32, i32)> = ed.file.tiles.iter().map(|t| t.at).collect();
        self.shown.difference(&land).copied().collect()
    }
}

/// The sea hexes one can click to make land: around the island, or a field around the origin.
pub(crate) fn sea_slots(ed: &BoardEditor) -> BTreeSet<(i32, i32)> {
    let land: BTreeSet<(i32, i32)> = ed.file.tiles.iter().map(|t| t.at).collect();
    let mut out = BTreeSet::new();
    if land.is_empty() {
        for q in -3i32..=3 {
            for r in -3i32..=3 {
                if (q + r).abs() <= 3 {
                    out.insert((q, r));
                }
            }
        }
        return out;
    }
    for &at in &land {
        for s in Side::ALL {
            let n = s.of(at);
            if !land.contains(&n) {
                out.insert(n);
            }
        }
    }
    out
}
