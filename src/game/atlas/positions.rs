//! Game positions for the atlas's pages: a seeded game played by computers in every seat until
//! the moment a page needs (a discard of the first seat, a gold choice, a counter-offer on the
//! table…), then put on the screen as a game the first seat plays, with the computers stopped
//! so the page holds still.

use super::error::AtlasError;
use crate::core::wide::Table;
use crate::core::{Phase, Seat};
use crate::game::i18n::Lang;
use crate::game::screens::Screen;
use crate::game::session::{Computers, Session};
use crate::game::settings::{SeatSpec, new_game_from_flags};
use bevy::prelude::*;

/// Every position of the games played so far (the pages of both languages look into the same
/// games; each is played once).
#[derive(Resource, Default)]
pub(crate) struct Played(std::collections::HashMap<String, Vec<Table>>);

/// A game of `players` (names as `--players` takes them; a person's seat is played by a
/// computer too) on `board`, played by computers from the start to its end (or `max_steps`),
/// and its first position before a decision where `wanted` holds.
pub(crate) fn play_until(
    world: &mut World,
    players: &[&str],
    board: &str,
    seed: u64,
    max_steps: usize,
    wanted: &dyn Fn(&Table) -> bool,
) -> Result<Table, AtlasError> {
    let key = format!("{players:?} {board} {seed}");
    world.init_resource::<Played>();
    if !world.resource::<Played>().0.contains_key(&key) {
        let positions = play_game(players, board, seed, max_steps)?;
        world
            .resource_mut::<Played>()
            .0
            .insert(key.clone(), positions);
    }
    world.resource::<Played>().0[&key]
        .iter()
        .find(|t| wanted(t))
        .cloned()
        .ok_or_else(|| AtlasError::NoPosition {
            board: board.into(),
            seed,
        })
}

fn play_game(
    players: &[&str],
    board: &str,
    seed: u64,
    max_steps: usize,
) -> Result<Vec<Table>, AtlasError> {
    let flags: Vec<String> = players.iter().map(|p| (*p).to_string()).collect();
    let game = new_game_from_flags(&flags, Some(board), None, seed)?;
    let state = crate::core::wide::State::new(
        game.board.clone(),
        game.rules.clone(),
        game.seats.len() as u8,
        seed,
    )?;
    let labels = game.seats.iter().map(|s| s.label()).collect();
    let record = crate::core::record::GameRecord::new(&state, labels, Some(seed));
    let mut table = Table::new(state, record);
    let computers: Vec<_> = flags
        .iter()
        .map(
            |p| match SeatSpec::parse(if p == "human" { "medium" } else { p }) {
                Ok(SeatSpec::Computer(spec)) => Ok(spec.seat_sized()),
                _ => Err(AtlasError::NoComputer(p.clone())),
            },
        )
        .collect::<Result<_, _>>()?;
    let mut positions = Vec::new();
    for step in 0..max_steps {
        positions.push(table.clone());
        if table.state.is_over() {
            break;
        }
        let actor: Seat = table.state.actor();
        let d = computers[actor.index()]
            .decide(&table, seed ^ (step as u64).wrapping_mul(0x9E37_79B9))
            .ok_or(AtlasError::Missing("a computer had no move"))?;
        crate::ai::seat::play(&mut table, &d)?;
    }
    Ok(positions)
}

/// Whether the first seat is to act now, in a phase `phase` accepts.
pub(crate) fn first_seat_in(table: &Table, phase: impl Fn(&Phase) -> bool) -> bool {
    table.state.actor() == Seat(0) && !table.state.is_over() && phase(&table.state.phase)
}

/// Put `table` on the game screen: `people` seats are people (the rest computers that do not
/// move), the log in `lang`.
pub(crate) fn show(
    world: &mut World,
    table: Table,
    people: &[usize],
    lang: Lang,
    screen: Screen,
) -> Result<(), AtlasError> {
    let seats: Vec<SeatSpec> = table
        .record
        .players
        .iter()
        .enumerate()
        .map(|(i, p)| {
            if people.contains(&i) {
                Ok(SeatSpec::Human)
            } else {
                SeatSpec::parse(p)
            }
        })
        .collect::<Result<_, _>>()?;
    let mut record = table.record.clone();
    record.players = seats.iter().map(|s| s.label()).collect();
    let session = Session::at(record, seats, lang)?;
    world.insert_resource(session);
    // the computers sit still: the page holds its moment
    world.insert_resource(Computers::default());
    world.insert_resource(crate::game::ai_turns::AiClock::default());
    world.remove_resource::<crate::game::review::Reviewing>();
    world.resource_mut::<NextState<Screen>>().set(screen);
    Ok(())
}
