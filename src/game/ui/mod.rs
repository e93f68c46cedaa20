//! What the screens draw with egui: the shared theme, one file per panel and per dialog, the
//! hand-off, the help, the statistics and the review window (the screens themselves are in
//! [`crate::game::screens`]).

pub(crate) mod banner;
pub(crate) mod context;
pub(crate) mod dialogs;
pub(crate) mod handoff;
pub(crate) mod help;
pub(crate) mod hints;
pub(crate) mod leave;
pub(crate) mod online_status;
pub(crate) mod panels;
pub(crate) mod review;
pub(crate) mod since;
pub(crate) mod stats;
pub(crate) mod text_keys;
pub(crate) mod turn;
