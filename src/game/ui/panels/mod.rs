//! The game screen's panels, one file each.

pub(crate) mod chat;
pub(crate) mod hand;
pub(crate) mod log;
pub(crate) mod players;
pub(crate) mod top_bar;
pub(crate) mod watching;
