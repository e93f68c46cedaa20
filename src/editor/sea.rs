//! The editor's Seafarers tools: ships and the pirate on the board (the `seafarers` block), sea
//! and gold tiles, fog (a tile turned face down keeps its terrain and number as a card of the
//! fog's stack), home islands, islands that pay points, the pirate's start, the points to win.

use super::BoardEditor;
use crate::core::board::{FogCard, IslandSpec, SeafarersSpec};
use crate::core::terrain::Terrain;

impl BoardEditor {
    /// Whether the board plays Seafarers (it has a `seafarers` block).
    pub fn is_seafarers(&self) -> bool {
        self.file.seafarers.is_some()
    }

    fn sea_spec(&self) -> SeafarersSpec {
        self.file.seafarers.as_deref().cloned().unwrap_or_default()
    }

    /// Ships, the pirate and the scenario's marks on (an empty `seafarers` block; the tiles and
    /// tokens become free, as a scenario's are) or off (the block and its marks gone; the
    /// tiles stay, fog tiles back to what they hid).
    pub fn set_seafarers(&mut self, on: bool) -> bool {
        if on == self.is_seafarers() {
            return false;
        }
        self.edit(|f| {
            if on {
                // a scenario's land is its own: no fixed set of tiles and tokens
                f.components = crate::core::board::Components::Free;
                f.seafarers = Some(Box::default());
                return;
            }
            let spec = f.seafarers.take().map(|b| *b).unwrap_or_default();
            if let Some(fog) = spec.fog {
                for (at, card) in fog.tiles.iter().zip(&fog.stack) {
                    if let Some(t) = f.tiles.iter_mut().find(|t| t.at == *at) {
                        t.terrain = card.terrain;
                        t.number = card.number;
                    }
                }
            }
        })
    }

    /// A sea tile inside the board at `at` (its number, harbours and the robber go; the pirate
    /// may start there).
    pub fn paint_sea(&mut self, at: (i32, i32)) -> bool {
        self.edit(|f| {
            match f.tiles.iter_mut().find(|t| t.at == at) {
                Some(t) => {
                    t.terrain = Terrain::Sea;
                    t.number = None;
                }
                None => f.tiles.push(crate::core::board::TileSpec {
                    at,
                    terrain: Terrain::Sea,
                    number: None,
                }),
            }
            f.harbours.retain(|h| h.at != at);
            if f.robber == Some(at) {
                f.robber = None;
            }
        })
    }

    /// Whether `at` is face down (in the fog).
    pub fn is_fog(&self, at: (i32, i32)) -> bool {
        self.file
            .seafarers
            .as_ref()
            .and_then(|s| s.fog.as_ref())
            .is_some_and(|f| f.tiles.contains(&at))
    }

    /// Turn the tile at `at` face down (its terrain and number become a card of the fog's
    /// stack, the tile is written as sea) or face up again (its own card back). Needs the
    /// `seafarers` block.
    pub fn toggle_fog(&mut self, at: (i32, i32)) -> bool {
        let Some(tile) = self.tile(at).cloned() else {
            return false;
        };
        if !self.is_seafarers() {
            return false;
        }
        let mut spec = self.sea_spec();
        let mut fog = spec.fog.take().unwrap_or_default();
        let mut terrain = (Terrain::Sea, None);
        match fog.tiles.iter().position(|t| *t == at) {
            Some(i) => {
                fog.tiles.remove(i);
                if i < fog.stack.len() {
                    let card = fog.stack.remove(i);
                    terrain = (card.terrain, card.number);
                }
            }
            None => {
                // the card goes where the tile is in the list: tiles and cards pair up
                let i = fog.tiles.len().min(fog.stack.len());
                fog.tiles.push(at);
                fog.stack.insert(
                    i,
                    FogCard {
                        terrain: tile.terrain,
                        number: tile.number,
                    },
                );
            }
        }
        spec.fog = (!fog.tiles.is_empty() || !fog.stack.is_empty()).then_some(fog);
        self.edit(|f| {
            if let Some(t) = f.tiles.iter_mut().find(|t| t.at == at) {
                (t.terrain, t.number) = terrain;
            }
            f.harbours.retain(|h| h.at != at || terrain.0.is_land());
            f.seafarers = Some(Box::new(spec));
        })
    }

    /// The island mark naming `at` (the first listed island holding it).
    pub fn island_at(&self, at: (i32, i32)) -> Option<&IslandSpec> {
        self.file
            .seafarers
            .as_ref()?
            .islands
            .iter()
            .find(|i| i.tiles.contains(&at))
    }

    /// Mark the island of land tile `at` as a home island (the opening may be placed there),
    /// or take the mark away.
    pub fn toggle_home(&mut self, at: (i32, i32)) -> bool {
        self.change_island(at, |i| i.home = !i.home)
    }

    /// The points a first settlement on the island of `at` pays: 0 → 1 → 2 → 3 → 0.
    pub fn cycle_island_points(&mut self, at: (i32, i32)) -> bool {
        self.change_island(at, |i| i.points = (i.points + 1) % 4)
    }

    fn change_island(&mut self, at: (i32, i32), change: impl FnOnce(&mut IslandSpec)) -> bool {
        if !self.is_seafarers() || !self.tile(at).is_some_and(|t| t.terrain.is_land()) {
            return false;
        }
        let mut spec = self.sea_spec();
        let i = match spec.islands.iter().position(|i| i.tiles.contains(&at)) {
            Some(i) => i,
            None => {
                spec.islands.push(IslandSpec {
                    tiles: vec![at],
                    ..IslandSpec::default()
                });
                spec.islands.len() - 1
            }
        };
        change(&mut spec.islands[i]);
        // an island with no mark left is no island of the file
        spec.islands
            .retain(|i| i.home || i.points > 0 || !i.settle || !i.robber);
        self.edit(|f| f.seafarers = Some(Box::new(spec)))
    }

    /// The pirate starts on sea tile `at` (again on the same tile: off the board).
    pub fn set_pirate(&mut self, at: (i32, i32)) -> bool {
        let sea = self.tile(at).is_some_and(|t| t.terrain == Terrain::Sea);
        if !self.is_seafarers() || !sea || self.is_fog(at) {
            return false;
        }
        let mut spec = self.sea_spec();
        spec.pirate = if spec.pirate == Some(at) {
            None
        } else {
            Some(at)
        };
        self.edit(|f| f.seafarers = Some(Box::new(spec)))
    }

    /// The points to win on this board (`None`: the rules').
    pub fn set_points_to_win(&mut self, points: Option<u8>) -> bool {
        if !self.is_seafarers() {
            return false;
        }
        let mut spec = self.sea_spec();
        spec.points_to_win = points;
        self.edit(|f| f.seafarers = Some(Box::new(spec)))
    }
}

/// The `seafarers` block as a person would write it (one island or fog card a line), for
/// [`super::board_file_text`]; empty for a base-game board.
pub(super) fn seafarers_text(spec: Option<&SeafarersSpec>) -> String {
    use std::fmt::Write as _;
    let Some(spec) = spec else {
        return String::new();
    };
    let mut s = String::from("    seafarers: (\n");
    if !spec.scenario.is_empty() {
        let _ = writeln!(s, "        scenario: {:?},", spec.scenario);
    }
    if let Some(n) = spec.max_players {
        let _ = writeln!(s, "        max_players: {n},");
    }
    if let Some(n) = spec.points_to_win {
        let _ = writeln!(s, "        points_to_win: {n},");
    }
    if let Some((q, r)) = spec.pirate {
        let _ = writeln!(s, "        pirate: ({q}, {r}),");
    }
    if !spec.islands.is_empty() {
        s.push_str("        islands: [\n");
        for i in &spec.islands {
            let tiles: Vec<String> = i.tiles.iter().map(|(q, r)| format!("({q}, {r})")).collect();
            let _ = write!(s, "            (tiles: [{}]", tiles.join(", "));
            if i.home {
                s.push_str(", home: true");
            }
            if i.points > 0 {
                let _ = write!(s, ", points: {}", i.points);
            }
            s.push_str("),\n");
        }
        s.push_str("        ],\n");
    }
    if let Some(fog) = &spec.fog {
        let tiles: Vec<String> = fog
            .tiles
            .iter()
            .map(|(q, r)| format!("({q}, {r})"))
            .collect();
        let _ = writeln!(
            s,
            "        fog: (\n            tiles: [{}],",
            tiles.join(", ")
        );
        s.push_str("            stack: [\n");
        for c in &fog.stack {
            let _ = write!(s, "                (terrain: {:?}", c.terrain);
            if let Some(n) = c.number {
                let _ = write!(s, ", number: {n}");
            }
            s.push_str("),\n");
        }
        s.push_str("            ],\n        ),\n");
    }
    s.push_str("    ),\n");
    s
}
