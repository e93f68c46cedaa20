//! The atlas's game pages: positions found by playing seeded games with computers (see
//! `positions.rs`), each put on the screen with the first seat a person's.

use super::{Page, fresh, page};
use crate::core::wide::Table;
use crate::core::{Action, Phase, Seat};
use crate::game::atlas::error::AtlasError;
use crate::game::atlas::positions::{first_seat_in, play_until, show};
use crate::game::i18n::Lang;
use crate::game::screens::Screen;
use crate::game::settings::Settings;
use crate::game::table::picking::{
    BuildMode, Pending, PieceChoice, Placing, RobberChoice, Spot, clickable,
};
use crate::game::ui::dialogs::{Dialogs, HelpPage};
use bevy::prelude::*;

type Setup = fn(&mut World) -> Result<(), AtlasError>;

/// The opening, a turn in each build mode, the victims' dialogs.
fn turn_pages() -> Vec<(&'static str, Setup)> {
    vec![
        ("opening", |w| {
            at(w, &BASE, |t| {
                first_seat_in(t, |p| matches!(p, Phase::SetupSettlement { .. }))
            })
        }),
        ("opening-confirm", opening_confirm),
        ("opening-road-confirm", opening_road_confirm),
        ("since-last-turn", since_last_turn),
        ("build-road", |w| {
            build(w, &BASE, Placing::Road, |a| {
                matches!(a, Action::BuildRoad(_))
            })
        }),
        ("build-settlement", |w| {
            build(w, &BASE, Placing::Settlement, |a| {
                matches!(a, Action::BuildSettlement(_))
            })
        }),
        ("build-city", |w| {
            build(w, &BASE, Placing::City, |a| {
                matches!(a, Action::BuildCity(_))
            })
        }),
        ("build-ship", |w| {
            build(w, &SEA, Placing::Ship, |a| {
                matches!(a, Action::BuildShip(_))
            })
        }),
        ("move-ship", |w| {
            build(w, &SEA, Placing::Sail(None), |a| {
                matches!(a, Action::MoveShip { .. })
            })
        }),
        ("move-ship-none", |w| {
            // ships on the board, none that may move: the button greyed, the mode not opened
            at(w, &SEA, |t| {
                first_seat_in(t, |p| *p == Phase::Main)
                    && t.state.sea().is_some_and(|m| !m.ships[0].is_empty())
                    && !t
                        .state
                        .legal_actions()
                        .iter()
                        .any(|a| matches!(a, Action::MoveShip { .. }))
            })?;
            w.resource_mut::<BuildMode>().0 = Some(Placing::Sail(None));
            Ok(())
        }),
        ("discard", |w| {
            at(w, &BASE, |t| {
                first_seat_in(t, |p| matches!(p, Phase::Discard { .. }))
            })
        }),
        ("robber-victim", |w| victim(w, &BASE)),
        ("pirate-victim", |w| victim(w, &ISLANDS)),
        // a map past 256 corners and sides, fitted to the window (the game holds it wide)
        ("big-map", |w| {
            at(w, &BIG, |t| first_seat_in(t, |p| *p == Phase::Main))
        }),
    ]
}

/// The other dialogs, help, statistics, the special building phase, the end and the review.
fn dialog_pages() -> Vec<(&'static str, Setup)> {
    vec![
        ("year-of-plenty", |w| {
            dialog(
                w,
                |a| matches!(a, Action::PlayYearOfPlenty(..)),
                |d| d.plenty.open = true,
            )
        }),
        ("monopoly", |w| {
            dialog(
                w,
                |a| matches!(a, Action::PlayMonopoly(_)),
                |d| d.monopoly = true,
            )
        }),
        ("bank-trade", |w| {
            dialog(
                w,
                |a| matches!(a, Action::BankTrade { .. }),
                |d| d.bank.open = true,
            )
        }),
        ("offer", |w| {
            dialog(w, |a| matches!(a, Action::EndTurn), |d| d.offer.open = true)
        }),
        ("counter-offers", |w| {
            at(w, &BASE, |t| {
                first_seat_in(t, |p| *p == Phase::Main) && !t.counters.is_empty()
            })
        }),
        ("trade-answer", |w| {
            at(w, &BASE, |t| {
                first_seat_in(t, |p| matches!(p, Phase::TradeAnswers { .. }))
            })
        }),
        ("gold", gold),
        ("road-or-ship", road_or_ship),
        ("handoff", handoff),
        ("handoff-question", handoff_question),
        ("help-rules", |w| help(w, &BASE, HelpPage::Rules)),
        ("help-seafarers", |w| help(w, &SEA, HelpPage::Seafarers)),
        ("help-keys", |w| help(w, &BASE, HelpPage::Keys)),
        ("statistics", statistics),
        ("special-build", special_build),
        ("language-switch", |_| Ok(())),
        ("game-over", game_over),
        ("saved-games", saved_games),
        ("review", review),
    ]
}

pub(super) fn pages() -> Vec<Page> {
    let mut list = turn_pages();
    list.extend(dialog_pages());
    list.into_iter()
        .map(|(name, setup)| Page {
            switch: name == "language-switch",
            frames: if name == "language-switch" { 3 } else { 6 },
            ready: if name == "review" {
                |w| {
                    w.get_resource::<crate::game::review::Reviewing>()
                        .is_none_or(|r| r.chances.is_some())
                }
            } else {
                |_| true
            },
            ..page(name, setup)
        })
        .collect()
}

/// A game: its seats, its board, its seed.
struct Game {
    players: &'static [&'static str],
    board: &'static str,
    /// The games to look in, in order, until the moment is found.
    seeds: &'static [u64],
}

const BASE: Game = Game {
    players: &["human", "medium", "medium", "medium"],
    board: "standard",
    seeds: &[11, 12, 13, 14],
};
const SEA: Game = Game {
    players: &["human", "medium", "medium", "medium"],
    board: "boards/seafarers/new-shores.ron",
    seeds: &[7, 8, 9, 10],
};
const ISLANDS: Game = Game {
    players: &["human", "medium", "medium", "medium"],
    board: "boards/seafarers/four-islands.ron",
    seeds: &[7, 8, 9],
};
const BIG: Game = Game {
    players: &["human", "medium", "medium", "medium"],
    board: "boards/big/great-island.ron",
    seeds: &[3, 4],
};
const SIX: Game = Game {
    players: &["human", "medium", "medium", "medium", "medium", "medium"],
    board: "standard",
    seeds: &[5, 6],
};

fn lang(world: &World) -> Lang {
    world.resource::<Settings>().lang
}

fn find(
    world: &mut World,
    game: &Game,
    wanted: impl Fn(&Table) -> bool,
) -> Result<Table, AtlasError> {
    let board = if game.board.starts_with("boards/") {
        crate::files::asset_root()
            .join(game.board)
            .to_string_lossy()
            .into_owned()
    } else {
        game.board.to_string()
    };
    let mut last = AtlasError::NoSeeds;
    for &seed in game.seeds {
        match play_until(world, game.players, &board, seed, 4000, &wanted) {
            Ok(t) => return Ok(t),
            Err(e) => last = e,
        }
    }
    Err(last)
}

/// The first position of `game` where `wanted` holds, on the game screen.
fn at(world: &mut World, game: &Game, wanted: impl Fn(&Table) -> bool) -> Result<(), AtlasError> {
    fresh(world);
    let table = find(world, game, wanted)?;
    show(world, table, &[0], lang(world), Screen::Playing)
}

fn opening_confirm(world: &mut World) -> Result<(), AtlasError> {
    pending_in_opening(world, false)
}

/// The opening road waiting for its confirmation: its highlight along the road.
fn opening_road_confirm(world: &mut World) -> Result<(), AtlasError> {
    pending_in_opening(world, true)
}

/// A piece of the person's opening waiting for its confirmation: a settlement, or a `road`.
fn pending_in_opening(world: &mut World, road: bool) -> Result<(), AtlasError> {
    at(world, &BASE, |t| {
        first_seat_in(t, |p| match p {
            Phase::SetupSettlement { .. } => !road,
            Phase::SetupRoad { .. } => road,
            _ => false,
        })
    })?;
    let session = world.resource::<crate::game::session::Session>();
    let (spot, actions) = clickable(session, None)
        .into_iter()
        .find(|(s, a)| matches!(s, Spot::Vertex(_) | Spot::Edge(_)) && a.len() == 1)
        .ok_or(AtlasError::Missing("no opening spot"))?;
    let (id, version) = (session.id, session.version);
    world
        .resource_mut::<Pending>()
        .set(spot, actions[0], id, version);
    Ok(())
}

/// The start of the person's turn in the third round: what happened since their last turn.
/// With the turn banner still up, as in the game's first moments of a turn (the two must not
/// overlap).
pub(super) fn since_last_turn(world: &mut World) -> Result<(), AtlasError> {
    at(world, &BASE, |t| {
        first_seat_in(t, |p| *p == Phase::BeforeRoll) && t.state.round() >= 3
    })?;
    world.insert_resource(super::BannerUp);
    Ok(())
}

/// A build mode with somewhere to build.
fn build(
    world: &mut World,
    game: &Game,
    mode: Placing,
    kind: fn(&Action) -> bool,
) -> Result<(), AtlasError> {
    at(world, game, |t| {
        first_seat_in(t, |p| *p == Phase::Main) && t.state.legal_actions().iter().any(kind)
    })?;
    world.resource_mut::<BuildMode>().0 = Some(mode);
    Ok(())
}

/// A dialog of the main phase, at a moment its action is legal (else at any moment of the main
/// phase: the dialog then shows what is not possible).
fn dialog(
    world: &mut World,
    kind: fn(&Action) -> bool,
    open: fn(&mut Dialogs),
) -> Result<(), AtlasError> {
    let main = |t: &Table| first_seat_in(t, |p| *p == Phase::Main) && t.state.round() >= 4;
    at(world, &BASE, |t| {
        main(t) && t.state.legal_actions().iter().any(kind)
    })
    .or_else(|_| at(world, &BASE, main))?;
    open(&mut world.resource_mut::<Dialogs>());
    Ok(())
}

/// The robber (or the pirate, at sea) on a tile with two players to rob: whom to rob (at sea,
/// where two players' ships seldom meet, one to rob will do: the dialog is the same).
fn victim(world: &mut World, game: &Game) -> Result<(), AtlasError> {
    let sea = game.board.contains("seafarers");
    let many = move |t: &Table| {
        let mut by_face = std::collections::HashMap::<u16, Vec<Action>>::new();
        for a in t.state.legal_actions() {
            if let Action::MoveRobber { face, .. } = a {
                let is_sea = t.state.board.terrain[face.index()] == crate::core::Terrain::Sea;
                if is_sea == sea {
                    by_face.entry(face.0).or_default().push(a);
                }
            }
        }
        let wanted = if sea { 1 } else { 2 };
        by_face.into_iter().find(|(_, v)| {
            v.iter()
                .filter(|a| {
                    matches!(
                        a,
                        Action::MoveRobber {
                            victim: Some(_),
                            ..
                        }
                    )
                })
                .count()
                >= wanted
        })
    };
    at(world, game, |t| {
        first_seat_in(t, |p| matches!(p, Phase::MoveRobber { .. })) && many(t).is_some()
    })?;
    let session = world.resource::<crate::game::session::Session>();
    let choice = many(&session.game).ok_or(AtlasError::Missing("no tile with two victims"))?;
    world.resource_mut::<RobberChoice>().0 = Some(choice);
    Ok(())
}

/// A gold choice of the first seat, on the scenarios with gold fields (the computers' play
/// decides when one comes: several games of each are looked in).
fn gold(world: &mut World) -> Result<(), AtlasError> {
    for board in [
        "boards/seafarers/new-shores.ron",
        "boards/seafarers/through-the-desert.ron",
        "boards/seafarers/fog-islands.ron",
    ] {
        let game = Game {
            board,
            seeds: &[7, 8, 9, 10, 11, 12],
            ..SEA
        };
        if at(world, &game, |t| {
            first_seat_in(t, |p| matches!(p, Phase::Gold { .. }))
        })
        .is_ok()
        {
            return Ok(());
        }
    }
    Err(AtlasError::Missing("no gold choice for the first seat"))
}

/// The opening on a coast: a road or a ship.
fn road_or_ship(world: &mut World) -> Result<(), AtlasError> {
    let coast = |t: &Table| {
        let session_like = t.state.legal_actions();
        let ships = session_like
            .iter()
            .filter(|a| matches!(a, Action::BuildShip(_)))
            .count();
        first_seat_in(t, |p| matches!(p, Phase::SetupRoad { .. })) && ships > 0
    };
    at(world, &ISLANDS, coast)?;
    let session = world.resource::<crate::game::session::Session>();
    let (spot, actions) = clickable(session, None)
        .into_iter()
        .find(|(s, a)| matches!(s, Spot::Edge(_)) && a.len() > 1)
        .ok_or(AtlasError::Missing("no coast with a road and a ship"))?;
    let Spot::Edge(e) = spot else { unreachable!() };
    world.resource_mut::<PieceChoice>().0 = Some((e, actions));
    Ok(())
}

/// Pass-and-play: two people, the second's turn: the screen waits to be handed over.
fn handoff(world: &mut World) -> Result<(), AtlasError> {
    fresh(world);
    // the same game as the others (a person's seat is played by a computer until the moment)
    let table = find(world, &BASE, |t| {
        t.state.actor() == Seat(1) && t.state.phase == Phase::BeforeRoll && t.state.round() >= 2
    })?;
    world.resource_mut::<Settings>().hidden_hands = true;
    show(world, table, &[0, 1], lang(world), Screen::Playing)
}

/// Pass-and-play: a computer's offer to the second person: behind a cover naming them.
fn handoff_question(world: &mut World) -> Result<(), AtlasError> {
    fresh(world);
    let table = find(world, &BASE, |t| {
        let st = &t.state;
        matches!(st.phase, Phase::TradeAnswers { .. })
            && st.actor() == Seat(1)
            && st.current.0 > 1
            && st.players[1].hand.total() > 0
    })?;
    world.resource_mut::<Settings>().hidden_hands = true;
    show(world, table, &[0, 1], lang(world), Screen::Playing)
}

fn help(world: &mut World, game: &Game, page: HelpPage) -> Result<(), AtlasError> {
    at(world, game, |t| {
        first_seat_in(t, |p| *p == Phase::BeforeRoll) && t.state.round() >= 2
    })?;
    let mut d = world.resource_mut::<Dialogs>();
    d.help = true;
    d.help_page = page;
    Ok(())
}

fn statistics(world: &mut World) -> Result<(), AtlasError> {
    at(world, &BASE, |t| {
        first_seat_in(t, |p| *p == Phase::Main) && t.state.round() >= 8
    })?;
    world.resource_mut::<Dialogs>().stats = true;
    Ok(())
}

/// The 5–6 extension: the person builds between two other players' turns.
fn special_build(world: &mut World) -> Result<(), AtlasError> {
    at(world, &SIX, |t| {
        first_seat_in(t, |p| matches!(p, Phase::SpecialBuild { .. })) && t.state.round() >= 3
    })
}

fn finished(world: &mut World) -> Result<(), AtlasError> {
    fresh(world);
    let table = find(world, &BASE, |t| t.state.is_over())?;
    show(world, table, &[0], lang(world), Screen::GameOver)
}

fn game_over(world: &mut World) -> Result<(), AtlasError> {
    finished(world)
}

/// The menu's list of saved games, the finished game kept in the data folder's `games/`.
fn saved_games(world: &mut World) -> Result<(), AtlasError> {
    fresh(world);
    let table = find(world, &BASE, |t| t.state.is_over())?;
    let data = super::data_dir(world);
    let file = data.join("games").join("game-atlas.ron");
    std::fs::create_dir_all(data.join("games"))?;
    let mut record = table.record.clone();
    record.players[0] = "human".into();
    crate::files::save_text(&file, &record.to_ron())?;
    super::menu(world)?;
    super::open_sections(world, true);
    Ok(())
}

/// The saved game opened in the review from the menu (as a person opens it), halfway through.
fn review(world: &mut World) -> Result<(), AtlasError> {
    fresh(world);
    let lang = lang(world);
    let data = super::data_dir(world);
    let file = data.join("games").join("game-atlas.ron");
    let mut session = crate::game::session::Session::for_review(&file, lang)?;
    let mut r = crate::game::review::Reviewing::start(&session, lang)?;
    r.from_menu = true;
    if let Some(known) = world
        .get_resource::<super::super::KnownChances>()
        .and_then(|k| k.0.clone())
    {
        r.known_chances(known);
    }
    let half = session.game.record.steps.len() / 2;
    // a new session: the table shows it whole when it arrives (its own TableReset)
    r.go(&mut session, half);
    world.insert_resource(session);
    world.insert_resource(crate::game::session::Computers::default());
    world.insert_resource(crate::game::ai_turns::AiClock::default());
    world.insert_resource(r);
    world
        .resource_mut::<NextState<Screen>>()
        .set(Screen::GameOver);
    Ok(())
}
