//! The way a ship sails from one side to another: through the fewest water tiles between them
//! (a breadth-first search over the tiles' neighbours). The window draws a moved ship along it.

use super::{EdgeId, FaceId, Topology};
use std::collections::VecDeque;

impl<const W: usize> Topology<W> {
    /// The fewest tiles for which `water` holds leading from a tile beside side `from` to one
    /// beside side `to`, in order (one tile when a water tile lies beside both; empty when no
    /// water joins them).
    pub fn water_way(
        &self,
        from: EdgeId,
        to: EdgeId,
        water: impl Fn(FaceId) -> bool,
    ) -> Vec<FaceId> {
        let goal: Vec<FaceId> = self.edge_faces[to.index()]
            .iter()
            .copied()
            .filter(|&f| water(f))
            .collect();
        let mut came: Vec<Option<FaceId>> = vec![None; self.num_faces()];
        let mut seen = vec![false; self.num_faces()];
        let mut queue = VecDeque::new();
        for &f in self.edge_faces[from.index()].iter().filter(|&&f| water(f)) {
            seen[f.index()] = true;
            queue.push_back(f);
        }
        while let Some(f) = queue.pop_front() {
            if goal.contains(&f) {
                let mut way = vec![f];
                while let Some(p) = came[way[way.len() - 1].index()] {
                    way.push(p);
                }
                way.reverse();
                return way;
            }
            for &n in &self.face_faces[f.index()] {
                if !seen[n.index()] && water(n) {
                    seen[n.index()] = true;
                    came[n.index()] = Some(f);
                    queue.push_back(n);
                }
            }
        }
        Vec::new()
    }
}

#[cfg(test)]
#[path = "water_way_tests.rs"]
mod tests;
