//! The table: the board and everything on it, as entities.
//!
//! - [`layout`]: world positions of faces, vertices and edges from the core's lattice.
//! - [`pieces`]: tiles, tokens, harbours, roads, buildings and the robber as entities naming their
//!   core ids, kept in step with the core state (no looks: headless tests run it).
//! - [`art`]: the looks of those entities (meshes, colours, text).
//! - [`ships`]: Seafarers' ships and the pirate, as entities with their looks.
//! - [`fog`]: Fog Islands' face-down tiles, turning over when reached.
//! - [`anim`]: dice, flying cards, popping pieces, the walking robber, the turn banner.
//! - [`highlights`]: the rolled tiles lit up, gains rising from tiles, the robbed tile greyed, a
//!   computer's last move marked.
//! - [`picking`]: glowing legal spots and clicks on them.
//! - [`camera`]: fit, pan and zoom inside the room the screen's panels leave.

pub(crate) mod anim;
pub(crate) mod art;
pub(crate) mod better_move;
pub(crate) mod camera;
pub(crate) mod fog;
pub(crate) mod highlights;
pub(crate) mod layout;
pub(crate) mod picking;
pub(crate) mod pieces;
pub(crate) mod ships;
pub(crate) mod village_islands;
pub(crate) mod villages;

#[cfg(test)]
mod follow_tests;
#[cfg(test)]
mod plain_sea_tests;
#[cfg(test)]
mod review_steps_tests;
