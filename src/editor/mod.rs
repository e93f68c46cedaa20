//! The board editor's model (no Bevy): a board file being edited, every operation undoable, live
//! validation by the core's own validator (with the hexes each problem names), a shuffle, a balance
//! readout, and saving as pretty, commented RON — atomically, never over another file unasked.

use crate::core::board::{
    BoardFile, Components, HarbourSpec, STANDARD_NUMBERS, TileSpec, deal, red_numbers_touch,
};
use crate::core::rng::GameRng;
use crate::core::ron_file::FileError;
use crate::core::ron_file::parse_ron;
use crate::core::terrain::HarbourKind;
use crate::core::topology::{Side, hex_neighbours};
use crate::core::wide::Board;
use crate::core::{BoardProblem, Terrain};
use crate::files::read_file;
use crate::files::save_atomically;
use std::fmt::Write as _;
use std::path::{Path, PathBuf};

/// A problem of the board, and the hexes it concerns (to highlight them): the core's
/// [`BoardProblem`] itself (the game layer words it for a player, in their language; its
/// `Display` is the command line's).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Problem {
    pub problem: BoardProblem,
    pub at: Vec<(i32, i32)>,
}

/// The validator's verdict on the board: its problems, and how many players it hosts when it
/// can be played.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Verdict {
    pub problems: Vec<Problem>,
    /// [`Board::opening_capacity`] of a playable board.
    pub capacity: Option<u8>,
}

/// Pips per material and number tokens, against the standard set (the 5–6 extension's for a
/// board of its components).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Balance {
    /// Sum of pips (chances in 36) of the tiles of each material.
    pub pips: [u32; 5],
    /// How many tokens of each number (2..=12) the board has.
    pub numbers: [u8; 13],
    /// How many the standard set has.
    pub standard: [u8; 13],
}

#[derive(Debug)]
pub enum SaveError {
    /// The file exists and is not the one being edited: ask before overwriting.
    Exists(PathBuf),
    Io(String),
}

impl std::fmt::Display for SaveError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            SaveError::Exists(p) => write!(f, "{} already exists", p.display()),
            SaveError::Io(e) => f.write_str(e),
        }
    }
}

#[derive(Clone, Debug)]
pub struct BoardEditor {
    pub file: BoardFile,
    /// The file this board was opened from or last saved to.
    pub path: Option<PathBuf>,
    undo: Vec<BoardFile>,
    redo: Vec<BoardFile>,
    /// Changed since it was opened or saved (undoing back to the saved board is not a change).
    pub dirty: bool,
    /// The board as opened or last saved.
    saved: BoardFile,
    /// Counts every change (views redraw when it moves).
    pub version: u64,
}

impl BoardEditor {
    pub fn new(file: BoardFile, path: Option<PathBuf>) -> BoardEditor {
        BoardEditor {
            saved: file.clone(),
            file,
            path,
            undo: Vec::new(),
            redo: Vec::new(),
            dirty: false,
            version: 0,
        }
    }

    pub fn standard() -> BoardEditor {
        BoardEditor::new(Board::standard_sized().file.clone(), None)
    }

    /// An empty sea: no land yet.
    pub fn empty_sea() -> BoardEditor {
        BoardEditor::new(
            BoardFile {
                name: "New island".into(),
                components: Components::Free,
                tiles: Vec::new(),
                harbours: Vec::new(),
                robber: None,
                seafarers: None,
            },
            None,
        )
    }

    /// Open a board file. It only has to parse: a draft that does not validate opens too.
    pub fn open(path: &Path) -> Result<BoardEditor, FileError> {
        let (name, text) = read_file(path)?;
        let file: BoardFile = parse_ron(&name, &text)?;
        Ok(BoardEditor::new(file, Some(path.to_path_buf())))
    }

    /// A shipped board (or the built-in beginner layout) made the person's own to change: no
    /// file and no name yet (the person chooses one when saving; a shipped board is never
    /// written over), and free components — any number of tiles and tokens — unless the person
    /// asks for the standard set's check ([`BoardEditor::set_components`]).
    pub fn own_copy(self) -> BoardEditor {
        let mut file = self.file;
        file.name = String::new();
        file.components = Components::Free;
        BoardEditor::new(file, None)
    }

    /// Check the board against a set of components (or none: `Free`); undoable.
    pub fn set_components(&mut self, c: Components) -> bool {
        self.edit(|f| f.components = c)
    }

    /// Apply a change; an edit that changes nothing is not recorded.
    pub(crate) fn edit(&mut self, f: impl FnOnce(&mut BoardFile)) -> bool {
        let before = self.file.clone();
        f(&mut self.file);
        // tiles in reading order, row by row (their ids follow this order)
        self.file.tiles.sort_by_key(|t| (t.at.1, t.at.0));
        if self.file == before {
            return false;
        }
        self.undo.push(before);
        self.redo.clear();
        self.dirty = self.file != self.saved;
        self.version += 1;
        true
    }

    /// Put `file` in place of the board as one edit (undone by [`BoardEditor::undo`]): a
    /// proposal accepted, say.
    pub fn replace(&mut self, file: BoardFile) -> bool {
        self.edit(|f| *f = file)
    }

    pub fn can_undo(&self) -> bool {
        !self.undo.is_empty()
    }
    pub fn can_redo(&self) -> bool {
        !self.redo.is_empty()
    }
    pub fn undo(&mut self) -> bool {
        let Some(prev) = self.undo.pop() else {
            return false;
        };
        self.redo.push(std::mem::replace(&mut self.file, prev));
        self.dirty = self.file != self.saved;
        self.version += 1;
        true
    }
    pub fn redo(&mut self) -> bool {
        let Some(next) = self.redo.pop() else {
            return false;
        };
        self.undo.push(std::mem::replace(&mut self.file, next));
        self.dirty = self.file != self.saved;
        self.version += 1;
        true
    }

    pub fn tile(&self, at: (i32, i32)) -> Option<&TileSpec> {
        self.file.tiles.iter().find(|t| t.at == at)
    }
    pub fn is_land(&self, at: (i32, i32)) -> bool {
        self.tile(at).is_some()
    }

    /// Make `at` land of `terrain` (a new tile, or repaint an existing one). A desert loses its
    /// number; a new producing tile has none until one is set.
    pub fn paint(&mut self, at: (i32, i32), terrain: Terrain) -> bool {
        self.edit(|f| match f.tiles.iter_mut().find(|t| t.at == at) {
            Some(t) => {
                t.terrain = terrain;
                if terrain == Terrain::Desert {
                    t.number = None;
                }
            }
            None => f.tiles.push(TileSpec {
                at,
                terrain,
                number: None,
            }),
        })
    }

    /// Back to sea: the tile, its harbours, and the robber if it stood there.
    pub fn remove(&mut self, at: (i32, i32)) -> bool {
        self.edit(|f| {
            f.tiles.retain(|t| t.at != at);
            f.harbours.retain(|h| h.at != at);
            if f.robber == Some(at) {
                f.robber = None;
            }
        })
    }

    pub fn set_number(&mut self, at: (i32, i32), number: Option<u8>) -> bool {
        self.edit(|f| {
            if let Some(t) = f.tiles.iter_mut().find(|t| t.at == at) {
                t.number = number;
            }
        })
    }

    /// Put a harbour of `kind` on a side of the land tile `at` (replacing the one on that edge),
    /// or take it away (`None`). The same edge seen from the sea's side counts as the same place.
    pub fn set_harbour(&mut self, at: (i32, i32), side: Side, kind: Option<HarbourKind>) -> bool {
        let other = side.of(at);
        let opposite = Side::ALL[(side.index() + 3) % 6];
        self.edit(|f| {
            f.harbours.retain(|h| {
                !((h.at == at && h.side == side) || (h.at == other && h.side == opposite))
            });
            if let Some(kind) = kind {
                f.harbours.push(HarbourSpec { at, side, kind });
            }
        })
    }

    pub fn harbour(&self, at: (i32, i32), side: Side) -> Option<HarbourKind> {
        self.file
            .harbours
            .iter()
            .find(|h| h.at == at && h.side == side)
            .map(|h| h.kind)
    }

    pub fn set_robber(&mut self, at: (i32, i32)) -> bool {
        if !self.is_land(at) {
            return false;
        }
        self.edit(|f| f.robber = Some(at))
    }

    pub fn rename(&mut self, name: &str) -> bool {
        self.edit(|f| f.name = name.to_string())
    }

    /// Deal the board's own terrains to its tiles at random, then its own number tokens to the
    /// producing tiles; with `no_red_neighbours` no 6 or 8 touches another 6 or 8 (when the board
    /// allows it within many tries). Returns false when nothing could change.
    pub fn shuffle(&mut self, seed: u64, no_red_neighbours: bool) -> bool {
        let coords: Vec<(i32, i32)> = self.file.tiles.iter().map(|t| t.at).collect();
        let neighbours = hex_neighbours(&coords);
        let mut terrains: Vec<Terrain> = self.file.tiles.iter().map(|t| t.terrain).collect();
        let mut numbers: Vec<u8> = self.file.tiles.iter().filter_map(|t| t.number).collect();
        let mut rng = GameRng::new(seed);
        let mut best = None;
        for _ in 0..10_000 {
            rng.shuffle(&mut terrains);
            rng.shuffle(&mut numbers);
            let tiles = deal(&coords, &terrains, &numbers);
            let done = !no_red_neighbours || !red_numbers_touch(&tiles, &neighbours);
            best = Some(tiles);
            if done {
                break;
            }
        }
        let Some(tiles) = best else { return false };
        self.edit(|f| {
            f.tiles = tiles;
            // the robber starts on a desert when there is one
            if let Some(d) = f.tiles.iter().find(|t| t.terrain == Terrain::Desert) {
                f.robber = Some(d.at);
            }
        })
    }

    pub fn balance(&self) -> Balance {
        let mut pips = [0u32; 5];
        let mut numbers = [0u8; 13];
        for t in &self.file.tiles {
            if let Some(n) = t.number.filter(|n| (2..=12).contains(n)) {
                numbers[n as usize] += 1;
                if let Some(r) = t.terrain.resource() {
                    pips[r.index()] += crate::core::board::pips(n) as u32;
                }
            }
        }
        // the set the board claims (the 5–6 extension's tokens for its components)
        let set: &[u8] = if self.file.components == Components::FiveSix {
            &crate::core::board::FIVE_SIX_NUMBERS
        } else {
            &STANDARD_NUMBERS
        };
        let mut standard = [0u8; 13];
        for &n in set {
            standard[n as usize] += 1;
        }
        Balance {
            pips,
            numbers,
            standard,
        }
    }

    /// What keeps the board from being played: the core validator's findings, each with the hexes
    /// it names. Empty when the board is playable.
    pub fn problems(&self) -> Vec<Problem> {
        self.verdict().problems
    }

    /// The problems, or (for a playable board) how many players it hosts.
    pub fn verdict(&self) -> Verdict {
        match Board::from_file_sized(self.file.clone()) {
            Ok(board) => Verdict {
                problems: Vec::new(),
                capacity: Some(board.opening_capacity()),
            },
            Err(list) => Verdict {
                problems: list
                    .into_iter()
                    .map(|p| Problem {
                        at: p.hexes(),
                        problem: p,
                    })
                    .collect(),
                capacity: None,
            },
        }
    }

    /// Save to `path` atomically. Another existing file is overwritten only with `overwrite`
    /// (the file being edited may always be saved again).
    pub fn save(&mut self, path: &Path, overwrite: bool) -> Result<(), SaveError> {
        let same = self.path.as_deref() == Some(path);
        if path.exists() && !same && !overwrite {
            return Err(SaveError::Exists(path.to_path_buf()));
        }
        if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
            crate::files::ensure_dir(dir)
                .map_err(|e| SaveError::Io(format!("{}: {e}", dir.display())))?;
        }
        let text = board_file_text(&self.file, self.problems().is_empty());
        save_atomically(path, text.as_bytes())
            .map_err(|e| SaveError::Io(format!("{}: {e}", path.display())))?;
        self.path = Some(path.to_path_buf());
        self.saved = self.file.clone();
        self.dirty = false;
        Ok(())
    }
}

fn terrain_name(t: Terrain) -> &'static str {
    match t {
        Terrain::Forest => "Forest",
        Terrain::Hills => "Hills",
        Terrain::Fields => "Fields",
        Terrain::Pasture => "Pasture",
        Terrain::Mountains => "Mountains",
        Terrain::Desert => "Desert",
        Terrain::Sea => "Sea",
        Terrain::Gold => "Gold",
    }
}

/// The board as a person would write it: a header, tiles row by row, one harbour a line.
pub fn board_file_text(file: &BoardFile, playable: bool) -> String {
    let mut s = String::new();
    let _ = writeln!(
        s,
        "// {}",
        if file.name.is_empty() {
            "A board"
        } else {
            &file.name
        }
    );
    let _ = writeln!(
        s,
        "// Made with the catan board editor. Axial coordinates (q, r), pointy-top hexes,"
    );
    let _ = writeln!(
        s,
        "// rows from the top. Format: docs/file-formats.md; check: catan board validate FILE."
    );
    if !playable {
        let _ = writeln!(
            s,
            "// DRAFT: this board does not validate yet and cannot be played."
        );
    }
    let _ = writeln!(s, "(");
    let _ = writeln!(s, "    name: {:?},", file.name);
    let _ = writeln!(s, "    components: {:?},", file.components);
    let _ = writeln!(s, "    tiles: [");
    // in the file's order: tile ids follow it
    let mut row = None;
    for t in &file.tiles {
        if row != Some(t.at.1) {
            row = Some(t.at.1);
            let _ = writeln!(s, "        // r = {}", t.at.1);
        }
        let _ = write!(
            s,
            "        (at: ({}, {}), terrain: {}",
            t.at.0,
            t.at.1,
            terrain_name(t.terrain)
        );
        if let Some(n) = t.number {
            let _ = write!(s, ", number: {n}");
        }
        let _ = writeln!(s, "),");
    }
    let _ = writeln!(s, "    ],");
    let _ = writeln!(s, "    harbours: [");
    for h in &file.harbours {
        let _ = writeln!(
            s,
            "        (at: ({}, {}), side: {:?}, kind: {:?}),",
            h.at.0, h.at.1, h.side, h.kind
        );
    }
    let _ = writeln!(s, "    ],");
    if let Some((q, r)) = file.robber {
        let _ = writeln!(s, "    robber: ({q}, {r}),");
    }
    s.push_str(&sea::seafarers_text(file.seafarers.as_deref()));
    let _ = writeln!(s, ")");
    s
}

mod sea;

#[cfg(test)]
mod tests;
#[cfg(test)]
mod wide_tests;
