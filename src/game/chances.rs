//! The live win chances (an option, off by default): after every turn of a game in progress the
//! engine estimates each player's chance of winning off the main thread — from the true position
//! when hands are open, from the public facts alone when they are hidden (every hand dealt as an
//! onlooker would guess it, so the bar tells nobody anything the table cannot see).

use crate::game::screens::InGame;
use crate::game::session::Session;
use crate::game::settings::Settings;
use crate::lab::review::win_chances;
use bevy::prelude::*;
use bevy::tasks::{Task, block_on, futures_lite::future};

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<LiveChances>();
    app.add_systems(Update, estimate_after_each_turn.run_if(in_state(InGame)));
}

/// Rollouts per estimate.
const ROLLOUTS: u32 = 60;

/// The latest estimate, for a game and a turn.
#[derive(Resource, Default)]
pub struct LiveChances {
    /// (game, turns completed, hidden hands) the estimate is for.
    pub of: Option<(u64, u32, bool)>,
    pub chances: Option<Vec<f64>>,
    task: Option<(u64, u32, bool, Task<Vec<f64>>)>,
}

fn estimate_after_each_turn(
    session: Res<Session>,
    settings: Res<Settings>,
    mut live: ResMut<LiveChances>,
) {
    if !settings.win_chances {
        return;
    }
    if let Some((game, turn, hidden, task)) = &mut live.task
        && let Some(c) = block_on(future::poll_once(task))
    {
        let of = Some((*game, *turn, *hidden));
        live.chances = Some(c);
        live.of = of;
        live.task = None;
    }
    let hidden = session.hands_hidden(&settings);
    let key = (session.id, session.game.state.turns(), hidden);
    let asked = live.task.as_ref().map(|t| (t.0, t.1, t.2));
    if session.game.state.in_setup() || live.of == Some(key) || asked == Some(key) {
        return;
    }
    let state = session.game.state.clone();
    let public_only = hidden;
    let seed = crate::core::rng::derive_seed(session.seed, 5000 + key.1 as u64);
    let task = crate::game::review::engine_pool()
        .spawn(async move { win_chances(&state, ROLLOUTS, seed, public_only) });
    live.task = Some((key.0, key.1, key.2, task));
}
