//! Headless tests of the game's own systems: no window, no renderer.

use crate::core::Seat;
use crate::core::{Action, Phase, Terrain};
use crate::core::{EdgeId, FaceId, VertexId};
use crate::game::screens::Screen;
use crate::game::session::{Act, Notice, Session};
use crate::game::settings::{AiSpeed, Settings, new_game_from_flags};
use crate::game::table::pieces::{Building, RoadPiece, Robber, Tile, Token};
use bevy::prelude::*;
use bevy::state::app::StatesPlugin;
use std::collections::BTreeSet;

/// The plain move of the seat to act played — the turn's end in the main phase, else its first
/// legal move (tests that walk a game to the position they look for).
pub(crate) fn play_plainly(app: &mut App) {
    let (seat, action) = {
        let s = app.world().resource::<Session>();
        let legal = s.legal();
        let st = &s.game.state;
        let action = match st.phase {
            Phase::Main if legal.contains(&Action::EndTurn) => Action::EndTurn,
            _ => legal[0],
        };
        (st.actor(), action)
    };
    app.world_mut().write_message(Act { seat, action });
    app.update();
}

pub(crate) fn app_with(players: &[&str], seed: u64, save: Option<std::path::PathBuf>) -> App {
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, StatesPlugin));
    // a game on screen: its session lives in `InGame`
    app.insert_state(Screen::Playing);
    super::logic_plugins(&mut app);
    app.insert_resource(Settings {
        speed: AiSpeed::Instant,
        ..default()
    });
    let players: Vec<String> = players.iter().map(|s| s.to_string()).collect();
    let game = new_game_from_flags(&players, None, None, seed).unwrap();
    let (session, computers) = Session::start(game, save).unwrap();
    app.insert_resource(session);
    app.insert_resource(computers);
    app
}

/// The entities on the table are exactly the core state's pieces.
fn assert_entities_match_state(app: &mut App) {
    let world = app.world_mut();
    let state = world.resource::<Session>().game.state.clone();
    let mut roads: BTreeSet<(EdgeId, Seat)> = BTreeSet::new();
    let mut buildings: BTreeSet<(VertexId, Seat, bool)> = BTreeSet::new();
    for p in Seat::all(state.num_players) {
        let ps = &state.players[p.index()];
        roads.extend(ps.roads.iter().map(|e| (EdgeId::at(e), p)));
        buildings.extend(ps.settlements.iter().map(|v| (VertexId::at(v), p, false)));
        buildings.extend(ps.cities.iter().map(|v| (VertexId::at(v), p, true)));
    }
    let got_roads: Vec<(EdgeId, Seat)> = world
        .query::<&RoadPiece>()
        .iter(world)
        .map(|r| (r.edge, r.seat))
        .collect();
    assert_eq!(got_roads.len(), roads.len(), "one entity per road");
    assert_eq!(got_roads.into_iter().collect::<BTreeSet<_>>(), roads);
    let got_buildings: Vec<(VertexId, Seat, bool)> = world
        .query::<&Building>()
        .iter(world)
        .map(|b| (b.vertex, b.seat, b.city))
        .collect();
    assert_eq!(
        got_buildings.len(),
        buildings.len(),
        "one entity per building"
    );
    assert_eq!(
        got_buildings.into_iter().collect::<BTreeSet<_>>(),
        buildings
    );
    let robbers: Vec<FaceId> = world
        .query::<&Robber>()
        .iter(world)
        .map(|r| r.face)
        .collect();
    assert_eq!(robbers, vec![state.robber]);
    let tiles: std::collections::BTreeMap<FaceId, Terrain> = world
        .query::<&Tile>()
        .iter(world)
        .map(|t| (t.face, t.terrain))
        .collect();
    let board_tiles: std::collections::BTreeMap<FaceId, Terrain> = (0..state.board.num_faces())
        .map(|f| (FaceId::at(f), state.board.terrain[f]))
        .collect();
    assert_eq!(
        tiles, board_tiles,
        "one tile entity per face, with its terrain"
    );
    let tokens: BTreeSet<(FaceId, u8)> = world
        .query::<&Token>()
        .iter(world)
        .map(|t| (t.face, t.number))
        .collect();
    let board_tokens: BTreeSet<(FaceId, u8)> = (0..state.board.num_faces())
        .filter(|&f| state.board.number[f] > 0)
        .map(|f| (FaceId::at(f), state.board.number[f]))
        .collect();
    assert_eq!(tokens, board_tokens, "one token entity per numbered face");
}

#[test]
fn a_computer_game_runs_to_the_end_through_the_app_and_the_entities_follow_the_core() {
    let mut app = app_with(
        &["ai", "ai", "random", "ai:assets/ai/thesis-example.ron"],
        7,
        None,
    );
    let mut frames = 0;
    let mut last_version = 0;
    while !app.world().resource::<Session>().game.state.is_over() {
        app.update();
        frames += 1;
        assert_entities_match_state(&mut app);
        let s = app.world().resource::<Session>();
        assert!(s.last_error.is_none(), "{:?}", s.last_error);
        if s.version > last_version {
            last_version = s.version;
        }
        assert!(frames < 20_000, "the game did not end");
    }
    let s = app.world().resource::<Session>();
    assert!(s.game.state.winner().is_some());
    assert_eq!(s.game.record.steps.len() as u64, s.version);
    // the record continues from the same position, dice generator included
    assert_eq!(s.game.record.resume_sized().unwrap(), s.game.state);
    let replayed = s
        .game
        .record
        .replay_sized::<{ crate::core::wide::W }>()
        .unwrap();
    assert_eq!(replayed.players, s.game.state.players);
    assert!(!s.log.is_empty());
    assert!(s.dice[2..=12].iter().sum::<u32>() > 0);
}

#[test]
fn a_persons_action_goes_through_the_core_and_an_illegal_one_changes_nothing() {
    let mut app = app_with(&["human", "ai"], 3, None);
    app.update();
    let (v, before) = {
        let s = app.world().resource::<Session>();
        assert!(matches!(s.game.state.phase, Phase::SetupSettlement { .. }));
        let v = match s.legal()[0] {
            Action::BuildSettlement(v) => v,
            a => panic!("{a:?}"),
        };
        (v, s.game.state.clone())
    };
    // illegal: a road before any settlement
    app.world_mut().write_message(Act {
        seat: Seat(0),
        action: Action::Roll,
    });
    app.update();
    {
        let s = app.world().resource::<Session>();
        assert_eq!(s.game.state, before);
        assert!(
            s.last_error.as_deref().unwrap_or("").contains("roll"),
            "{:?}",
            s.last_error
        );
    }
    // the computer cannot be moved for by a click either
    app.world_mut().write_message(Act {
        seat: Seat(1),
        action: Action::BuildSettlement(v),
    });
    app.update();
    assert_eq!(app.world().resource::<Session>().game.state, before);
    app.world_mut().write_message(Act {
        seat: Seat(0),
        action: Action::BuildSettlement(v),
    });
    app.update();
    assert_entities_match_state(&mut app);
    let s = app.world().resource::<Session>();
    assert!(s.game.state.players[0].settlements.contains(v.index()));
    assert!(matches!(s.game.state.phase, Phase::SetupRoad { .. }));
    // the person's clickable spots are the core's legal roads
    let spots = crate::game::table::picking::clickable(s, None);
    assert_eq!(spots.len(), s.legal().len());
}

#[test]
fn the_game_in_progress_is_saved_after_every_action_and_continues() {
    let dir = std::env::temp_dir().join(format!("catan-game-save-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let mut app = app_with(&["ai", "ai", "ai"], 11, Some(dir.clone()));
    for _ in 0..3 {
        app.update();
    }
    let (version, state) = {
        let s = app.world().resource::<Session>();
        (s.version, s.game.state.clone())
    };
    let path = crate::game::session::current_game_path(&dir);
    if !state.is_over() {
        let (resumed, _) = Session::resume(&dir, crate::game::i18n::Lang::English).unwrap();
        let log = &app.world().resource::<Session>().log;
        let texts: Vec<&str> = resumed.log.iter().map(|l| l.text.as_str()).collect();
        let want: Vec<&str> = log.iter().map(|l| l.text.as_str()).collect();
        assert_eq!(texts, want, "the log is rebuilt from the record");
        assert_eq!(resumed.version, version);
        assert_eq!(resumed.game.state, state);
        assert_eq!(resumed.seats.len(), 3);
    }
    while !app.world().resource::<Session>().game.state.is_over() {
        app.update();
    }
    app.world_mut()
        .resource_mut::<Session>()
        .file_finished_game()
        .unwrap();
    // filing happens on the writer's thread
    assert!(crate::game::session::flush_saves());
    assert!(
        !path.exists(),
        "a finished game is no longer the one to continue"
    );
    let filed = app.world().resource::<Session>().filed.clone().unwrap();
    let record = <crate::core::GameRecord as crate::files::Load>::load(&filed).unwrap();
    assert!(
        record
            .replay_sized::<{ crate::core::wide::W }>()
            .unwrap()
            .is_over()
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_broken_saved_game_is_reported_with_its_file() {
    let dir = std::env::temp_dir().join(format!("catan-game-broken-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(
        crate::game::session::current_game_path(&dir),
        "GameRecord(format: ",
    )
    .unwrap();
    let err = Session::resume(&dir, crate::game::i18n::Lang::English)
        .err()
        .unwrap()
        .to_string();
    assert!(err.contains("current-game.ron"), "{err}");
    // a new game keeps the damaged one aside instead of writing over it
    let game = new_game_from_flags(&["ai".into(), "ai".into()], None, None, 3).unwrap();
    let (s, _) = Session::start(game.clone(), Some(dir.clone())).unwrap();
    let kept: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|n| n.starts_with("damaged-"))
        .collect();
    assert_eq!(kept.len(), 1, "{kept:?}");
    assert_eq!(
        std::fs::read_to_string(dir.join(&kept[0])).unwrap(),
        "GameRecord(format: "
    );
    assert!(
        matches!(&s.notice, Some(Notice::PreviousDamaged(p)) if p.ends_with(&kept[0])),
        "{:?}",
        s.notice
    );
    // and the next one keeps this unfinished game in games/
    let (s, _) = Session::start(game.clone(), Some(dir.clone())).unwrap();
    assert!(
        matches!(&s.notice, Some(Notice::PreviousKept(_))),
        "{:?}",
        s.notice
    );
    assert_eq!(std::fs::read_dir(dir.join("games")).unwrap().count(), 1);
    // a data folder that cannot be written: the game is played, unsaved, and says so
    let blocked = dir.join("not-a-folder");
    std::fs::write(&blocked, "a file where the folder should be").unwrap();
    let (s, _) = Session::start(game, Some(blocked)).unwrap();
    assert!(
        matches!(&s.notice, Some(Notice::NotSaved(_))),
        "{:?}",
        s.notice
    );
    // said in words, without the file
    let words = s
        .notice
        .as_ref()
        .unwrap()
        .words(crate::game::i18n::Lang::Czech);
    assert!(!words.contains('/') && !words.is_empty(), "{words}");
    assert!(s.save_dir.is_none());
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn bad_play_flags_are_named() {
    let e = new_game_from_flags(&["human".into(), "robot".into()], None, None, 1)
        .unwrap_err()
        .to_string();
    assert!(e.contains("seat 2") && e.contains("robot"), "{e}");
    let e = new_game_from_flags(&["human".into()], None, None, 1)
        .unwrap_err()
        .to_string();
    assert!(e.contains("--players"), "{e}");
    let e = new_game_from_flags(&["human".into(), "ai".into()], Some("nope.ron"), None, 1)
        .unwrap_err()
        .to_string();
    assert!(e.contains("--board") && e.contains("nope.ron"), "{e}");
}

/// Pass-and-play with hidden hands: while a computer plays, nobody's hand is on screen, and the
/// next person gets a hand-off screen.
#[test]
fn no_persons_hand_stays_on_screen_while_a_computer_plays() {
    use crate::game::gate::Gate;
    let mut app = app_with(&["human", "human", "ai"], 5, None);
    crate::game::gate::plugin(&mut app);
    app.world_mut().resource_mut::<Settings>().hidden_hands = true;
    app.world_mut().resource_mut::<Settings>().speed = AiSpeed::Slow;
    app.update();
    // both people place their opening settlement and road (each after their hand-off screen)
    for seat in [Seat(0), Seat(1)] {
        for _ in 0..2 {
            app.world_mut().resource_mut::<Gate>().viewer = Some(seat);
            app.world_mut().resource_mut::<Gate>().waiting_for = None;
            let a = app.world().resource::<Session>().legal()[0];
            app.world_mut().write_message(Act { seat, action: a });
            app.update();
        }
    }
    let s = app.world().resource::<Session>();
    assert_eq!(s.game.state.actor(), Seat(2), "the computer's opening");
    let gate = app.world().resource::<Gate>();
    assert_eq!(
        gate.viewer, None,
        "no person's hand while the computer plays"
    );
    assert_eq!(gate.waiting_for, None);
}

/// A search player thinks off the main thread; the game still runs to the end through the app.
#[test]
fn a_thinking_computer_plays_through_the_async_pool() {
    let mut app = app_with(&["search@8", "ai"], 9, None);
    let mut frames = 0u32;
    let mut saw_thinking = false;
    while !app.world().resource::<Session>().game.state.is_over() {
        app.update();
        saw_thinking |= app
            .world()
            .resource::<crate::game::ai_turns::AiClock>()
            .thinking;
        frames += 1;
        let s = app.world().resource::<Session>();
        assert!(s.last_error.is_none(), "{:?}", s.last_error);
        assert!(frames < 200_000, "the game did not end");
        std::thread::yield_now();
    }
    assert!(saw_thinking, "the top bar's thinking indicator was set");
    let s = app.world().resource::<Session>();
    assert_eq!(
        s.game
            .record
            .replay_sized::<{ crate::core::wide::W }>()
            .unwrap()
            .players,
        s.game.state.players
    );
}

/// A year of plenty is one log line (not also a bank trade); a bank trade keeps its line.
#[test]
fn year_of_plenty_is_logged_once() {
    use crate::core::action::EventSink;
    use crate::core::{Event, Events, Resource, ResourceSet};
    use crate::game::i18n::Lang;
    use crate::game::session::describe;
    let mut ev = Events::default();
    ev.push(Event::Traded {
        seat: Seat(0),
        with: None,
        gave: ResourceSet::EMPTY,
        got: ResourceSet::one(Resource::Brick),
    });
    let yop = describe(
        Lang::English,
        &crate::core::wide::Board::standard_sized(),
        Seat(0),
        &Action::PlayYearOfPlenty(Resource::Brick, None),
        &ev,
        false,
    );
    assert_eq!(yop.len(), 1, "{yop:?}");
    let mut ev = Events::default();
    ev.push(Event::Traded {
        seat: Seat(0),
        with: None,
        gave: ResourceSet([4, 0, 0, 0, 0]),
        got: ResourceSet::one(Resource::Brick),
    });
    let bank = describe(
        Lang::English,
        &crate::core::wide::Board::standard_sized(),
        Seat(0),
        &Action::BankTrade {
            give: Resource::Wood,
            get: Resource::Brick,
        },
        &ev,
        false,
    );
    assert_eq!(bank.len(), 1, "{bank:?}");
    // produced cards are marked with the receiver's colour, the roll with the roller's
    let mut ev = Events::default();
    ev.push(Event::Rolled(3, 4));
    ev.push(Event::Produced {
        seat: Seat(1),
        cards: ResourceSet::one(Resource::Grain),
    });
    // which card was stolen is a private line for the thief and the victim
    let mut stolen = Events::default();
    stolen.push(Event::Stole {
        thief: Seat(2),
        victim: Seat(0),
        card: Resource::Stone,
    });
    let secret = crate::game::session::secrets(Lang::English, &stolen);
    assert_eq!(secret.len(), 1);
    assert_eq!(secret[0].0, [Seat(2), Seat(0)]);
    assert!(secret[0].1.contains("stone"), "{}", secret[0].1);
    let roll = describe(
        Lang::English,
        &crate::core::wide::Board::standard_sized(),
        Seat(0),
        &Action::Roll,
        &ev,
        false,
    );
    assert_eq!(
        roll.iter().map(|(s, _)| *s).collect::<Vec<_>>(),
        vec![Seat(0), Seat(1)],
        "{roll:?}"
    );
}

/// Every person plays their first legal action (computers play themselves) until seat 0, a
/// person, is in its main phase.
pub(crate) fn play_to_main_phase_of_seat_0(app: &mut App) {
    for _ in 0..400 {
        let (actor, main, first, human) = {
            let s = app.world().resource::<Session>();
            let actor = s.game.state.actor();
            (
                actor,
                s.game.state.phase == Phase::Main,
                s.legal()[0],
                s.is_human(actor),
            )
        };
        if actor == Seat(0) && main {
            break;
        }
        if human {
            app.world_mut().write_message(Act {
                seat: actor,
                action: first,
            });
        }
        app.update();
    }
}

/// A build mode with nothing left to place ends by itself (the glowing spots with it).
#[test]
fn a_build_mode_with_nothing_to_place_ends() {
    use crate::game::gate::Gate;
    use crate::game::table::picking::{BuildMode, Placing, clickable, show_clickable_spots};
    let mut app = app_with(&["human", "ai"], 4, None);
    app.init_resource::<Gate>();
    app.init_resource::<BuildMode>();
    app.add_systems(Update, show_clickable_spots);
    play_to_main_phase_of_seat_0(&mut app);
    let s = app.world().resource::<Session>();
    assert!(s.game.state.phase == Phase::Main && s.game.state.actor() == Seat(0));
    let empty = [Placing::City, Placing::Settlement, Placing::Road]
        .into_iter()
        .find(|&p| clickable(s, Some(p)).is_empty())
        .expect("something the person cannot place yet");
    app.world_mut().resource_mut::<BuildMode>().0 = Some(empty);
    app.update();
    assert_eq!(app.world().resource::<BuildMode>().0, None);
}

/// The hand-off screen says why it passes the screen: whose turn, an offer to answer, cards to
/// discard.
#[test]
fn the_hand_off_screen_says_why() {
    use crate::core::{Resource, ResourceSet};
    use crate::game::i18n::Lang;
    use crate::game::ui::handoff::reason;
    let mut app = app_with(&["human", "human"], 4, None);
    play_to_main_phase_of_seat_0(&mut app);
    let hand = app.world().resource::<Session>().game.state.players[0].hand;
    let give = Resource::ALL
        .into_iter()
        .find(|r| hand.get(*r) > 0)
        .expect("cards from the opening");
    // something seat 1 holds (a person who cannot accept is not asked)
    let theirs = app.world().resource::<Session>().game.state.players[1].hand;
    let get = Resource::ALL
        .into_iter()
        .find(|r| *r != give && theirs.get(*r) > 0)
        .expect("cards from the opening");
    {
        let s = app.world().resource::<Session>();
        let why = reason(s, Seat(0), Lang::English).expect("a turn says whose it is");
        assert!(why.contains("'s turn"), "{why}");
    }
    app.world_mut().write_message(Act {
        seat: Seat(0),
        action: Action::offer(ResourceSet::one(give), ResourceSet::one(get)),
    });
    app.update();
    let s = app.world().resource::<Session>();
    assert!(matches!(s.game.state.phase, Phase::TradeAnswers { .. }));
    let why = reason(s, Seat(1), Lang::English).unwrap();
    assert!(why.contains("offers you a trade"), "{why}");
}

/// Every card a roll produces is shown rising from the tile that paid it, and the panels learn of
/// each player's gain and of every hand count that changed.
#[test]
fn every_produced_card_is_traced_to_its_tile_and_hand_counts_flash() {
    use crate::core::{Event, Resource};
    use crate::game::session::Applied;
    use crate::game::table::highlights::Happenings;

    #[derive(Resource, Default)]
    struct Checked {
        rolls_paying: u32,
        mismatches: Vec<String>,
        gains_seen: u32,
    }
    fn check_payouts(mut applied: MessageReader<Applied>, mut checked: ResMut<Checked>) {
        for a in applied.read() {
            let rolled = a
                .events
                .as_slice()
                .iter()
                .any(|e| matches!(e, Event::Rolled(..)));
            for e in a.events.as_slice() {
                let Event::Produced { seat, cards } = *e else {
                    continue;
                };
                let paid = &a.payouts;
                for r in Resource::ALL {
                    let traced: u32 = paid
                        .iter()
                        .filter(|p| p.seat == seat && p.resource == r)
                        .inspect(|p| {
                            if rolled {
                                assert!(p.face.is_some(), "a roll's card comes from a tile")
                            }
                        })
                        .map(|p| p.n as u32)
                        .sum();
                    if traced != cards.get(r) as u32 {
                        checked.mismatches.push(format!(
                            "{:?}: seat {seat:?} got {} {r:?}, traced {traced}",
                            a.action,
                            cards.get(r)
                        ));
                    }
                }
                if rolled {
                    checked.rolls_paying += 1;
                }
            }
        }
    }
    let mut app = app_with(&["ai", "ai", "ai", "ai"], 11, None);
    app.add_plugins(crate::game::table::highlights::plugin);
    app.init_resource::<Checked>();
    app.add_systems(
        Update,
        check_payouts.after(crate::game::session::GameSet::Sync),
    );
    let mut flashes = 0;
    let mut frames = 0;
    while !app.world().resource::<Session>().game.state.is_over() && frames < 20_000 {
        app.update();
        frames += 1;
        let h = app.world().resource::<Happenings>();
        if h.count_flash.iter().any(|&f| f > 0.0) {
            flashes += 1;
        }
        if h.gains.iter().any(|g| g.1 > 0.0 && !g.0.is_empty()) {
            app.world_mut().resource_mut::<Checked>().gains_seen += 1;
        }
    }
    let checked = app.world().resource::<Checked>();
    assert!(checked.rolls_paying > 10, "the game had paying rolls");
    assert!(
        checked.mismatches.is_empty(),
        "{:#?}",
        &checked.mismatches[..checked.mismatches.len().min(5)]
    );
    assert!(checked.gains_seen > 0, "gains reach the panels");
    assert!(flashes > 0, "changed hand counts flash");
}

/// The log says where a build or the robber went (the numbered tiles around it) and what a
/// monopoly took.
#[test]
fn the_log_says_where_and_what() {
    use crate::core::action::EventSink;
    use crate::core::wide::Board;
    use crate::core::{Event, Events, Resource};
    use crate::game::i18n::Lang;
    use crate::game::session::describe;
    let board = Board::standard_sized();
    let topo = &board.topo;
    // a corner between three land tiles names all three
    let v = (0..topo.num_vertices())
        .map(VertexId::at)
        .find(|v| topo.vertex_faces[v.index()].len() == 3)
        .unwrap();
    let line = describe(
        Lang::English,
        &board,
        Seat(1),
        &Action::BuildSettlement(v),
        &Events::default(),
        false,
    );
    for f in topo.vertex_faces[v.index()].as_slice() {
        let name = match board.resource[f.index()] {
            Some(r) => format!(
                "{} {}",
                board.number[f.index()],
                crate::game::i18n::resource(Lang::English, r)
            ),
            None => "desert".into(),
        };
        assert!(line[0].1.contains(&name), "{line:?} lacks {name}");
    }
    let f = (0..topo.num_faces())
        .map(FaceId::at)
        .find(|f| board.number[f.index()] == 8)
        .unwrap();
    let line = describe(
        Lang::Czech,
        &board,
        Seat(0),
        &Action::MoveRobber {
            face: f,
            victim: None,
        },
        &Events::default(),
        false,
    );
    assert!(line[0].1.contains("8 "), "{line:?}");
    let mut ev = Events::default();
    ev.push(Event::Monopoly {
        seat: Seat(0),
        resource: Resource::Grain,
        taken: 5,
    });
    let line = describe(
        Lang::English,
        &board,
        Seat(0),
        &Action::PlayMonopoly(Resource::Grain),
        &ev,
        false,
    );
    assert!(
        line.iter().any(|(_, t)| t.contains("took 5 grain")),
        "{line:?}"
    );
}

/// A person takes back their last build or bank trade: the position is exactly the one before
/// it (the dice to come included), the record loses the step and still replays; after a roll or
/// another player's move there is nothing to take back.
#[test]
fn a_person_takes_back_a_build_or_bank_trade_and_the_record_stays_valid() {
    use crate::game::session::Undo;
    let mut app = app_with(&["human", "ai"], 21, None);
    let mut undone = 0;
    for _ in 0..3000 {
        let (actor, main, legal, human) = {
            let s = app.world().resource::<Session>();
            if s.game.state.is_over() {
                break;
            }
            let actor = s.game.state.actor();
            (
                actor,
                s.game.state.phase == Phase::Main,
                s.legal(),
                s.is_human(actor),
            )
        };
        if !human {
            app.update();
            continue;
        }
        let takeable = legal.iter().copied().find(|a| {
            matches!(
                a,
                Action::BuildRoad(_)
                    | Action::BuildSettlement(_)
                    | Action::BuildCity(_)
                    | Action::BankTrade { .. }
            )
        });
        if let Some(action) = takeable.filter(|_| main && undone < 3) {
            let (before, steps) = {
                let s = app.world().resource::<Session>();
                assert!(!s.can_undo(actor), "nothing of this turn to take back yet");
                (s.game.state.clone(), s.game.record.steps.len())
            };
            app.world_mut().write_message(Act {
                seat: actor,
                action,
            });
            app.update();
            let s = app.world().resource::<Session>();
            if s.game.state.is_over() {
                break;
            }
            assert!(s.can_undo(actor), "{action:?} can be taken back");
            assert!(!s.can_undo(Seat(1)), "not by another seat");
            app.world_mut().write_message(Undo { seat: actor });
            app.update();
            let s = app.world().resource::<Session>();
            assert_eq!(s.game.state, before, "the position before {action:?}");
            assert_eq!(s.game.record.steps.len(), steps);
            // the record replays, and continues from the same position, dice included
            assert_eq!(
                s.game
                    .record
                    .replay_sized::<{ crate::core::wide::W }>()
                    .unwrap()
                    .players,
                s.game.state.players
            );
            assert_eq!(s.game.record.resume_sized().unwrap(), s.game.state);
            assert!(s.last_error.is_none(), "{:?}", s.last_error);
            assert!(s.log.last().unwrap().text.contains("took back"));
            undone += 1;
        }
        // play on: end the turn in the main phase, otherwise the first legal action
        let next = if main && legal.contains(&Action::EndTurn) {
            Action::EndTurn
        } else {
            legal[0]
        };
        app.world_mut().write_message(Act {
            seat: actor,
            action: next,
        });
        app.update();
        // a roll cannot be taken back
        let s = app.world().resource::<Session>();
        if s.game
            .record
            .steps
            .last()
            .is_some_and(|st| st.chance.is_some())
        {
            assert!(!s.can_undo(s.game.state.actor()));
        }
    }
    assert!(undone >= 1, "the game offered something to take back");
}

/// Every rule an action can break has its reason in both languages; a disabled button's reason
/// is in the player's language (English adds the core's detail).
#[test]
fn every_rule_has_its_reason_in_both_languages() {
    use crate::core::Rule;
    use crate::game::i18n::{Lang, tr};
    for r in Rule::ALL {
        let id = format!("why-{}", r.name());
        for lang in Lang::ALL {
            assert_ne!(tr(lang, &id), id, "{id} in {lang:?}");
        }
    }
    let app = app_with(&["human", "ai"], 4, None);
    let s = app.world().resource::<Session>();
    // the opening: rolling is not possible yet
    let cs = s.why_not(&Action::Roll, Lang::Czech).unwrap();
    assert_eq!(cs, tr(Lang::Czech, "why-phase"));
    let en = s.why_not(&Action::Roll, Lang::English).unwrap();
    assert!(
        en.starts_with(&tr(Lang::English, "why-phase")) && en.contains('\n'),
        "{en}"
    );
}

/// Pass-and-play, a whole game per case — two people and two Medium computers, three people and
/// one, with hidden hands: the screen is never handed to a person for an offer they cannot
/// accept (they decline without it), every hand-off for an offer is one they could accept, and
/// some offers were declined without one; with open hands there is no hand-off at all.
#[test]
fn no_needless_hand_off_in_pass_and_play() {
    for (seats, seed, hidden) in [
        (&["human", "human", "medium", "medium"][..], 21, true),
        (&["human", "medium", "human", "human"][..], 22, true),
        (&["human", "human", "medium", "medium"][..], 23, false),
    ] {
        no_needless_hand_off(seats, seed, hidden);
    }
}

fn no_needless_hand_off(seats: &[&str], seed: u64, hidden: bool) {
    use crate::game::gate::Gate;
    let mut app = app_with(seats, seed, None);
    app.world_mut().resource_mut::<Settings>().hidden_hands = hidden;
    app.add_plugins(crate::game::gate::plugin);
    let mut hand_offs = 0;
    let mut offers_to_people = 0;
    let mut declined_for_them = 0;
    let mut last_wait = None;
    let mut frames = 0;
    while !app.world().resource::<Session>().game.state.is_over() && frames < 30_000 {
        frames += 1;
        let (wait, phase, actor, human, legal, version) = {
            let s = app.world().resource::<Session>();
            let g = app.world().resource::<Gate>();
            (
                g.waiting_for,
                s.game.state.phase,
                s.game.state.actor(),
                s.is_human(s.game.state.actor()),
                s.legal(),
                s.version,
            )
        };
        if wait.is_some() && wait != last_wait {
            hand_offs += 1;
            // a new hand-off: for an offer, the person must be able to accept it
            if let Phase::TradeAnswers { get, .. } = phase {
                let s = app.world().resource::<Session>();
                offers_to_people += 1;
                assert!(
                    s.game.state.players[actor.index()].hand.contains(&get),
                    "version {version}: {actor:?} handed the screen for an offer they cannot accept"
                );
            }
        }
        last_wait = wait;
        if let Some(w) = wait {
            // the person takes the screen
            let mut g = app.world_mut().resource_mut::<Gate>();
            g.viewer = Some(w);
            g.waiting_for = None;
        } else if human {
            // the people play simply: decline offers, else the first legal action, end the turn
            // once rolled
            let a = simple_move(&legal);
            app.world_mut().write_message(Act {
                seat: actor,
                action: a,
            });
        }
        app.update();
        let s = app.world().resource::<Session>();
        declined_for_them = s
            .game
            .record
            .steps
            .iter()
            .filter(|st| st.action == Action::DeclineTrade && s.is_human(st.seat))
            .count();
    }
    let s = app.world().resource::<Session>();
    assert!(s.game.state.is_over(), "the game ends ({frames} frames)");
    let computer_offers = s
        .game
        .record
        .steps
        .iter()
        .filter(|st| matches!(st.action, Action::OfferTrade { .. }) && !s.is_human(st.seat))
        .count();
    assert!(computer_offers > 0, "the computers offered trades");
    if !hidden {
        assert_eq!(hand_offs, 0, "open hands: nobody is handed the screen");
        return;
    }
    // the people declined more offers than they were handed the screen for: the others were
    // answered for them without a hand-off
    assert!(
        declined_for_them > offers_to_people,
        "{declined_for_them} declines, {offers_to_people} hand-offs for offers"
    );
}

/// Pass-and-play with hidden hands: no hand-off in the opening until a person holds a card (the
/// start, the second placements), the computers play at an open table (nobody's hand shown, no
/// hand-off screen), and while a hand-off waits no hand is on screen (the table view).
#[test]
fn the_computers_play_at_an_open_table_and_the_opening_needs_no_hand_off() {
    use crate::game::gate::Gate;
    let mut app = app_with(&["human", "medium", "human", "medium"], 41, None);
    app.world_mut().resource_mut::<Settings>().hidden_hands = true;
    app.add_plugins(crate::game::gate::plugin);
    app.update();
    let mut hand_offs_in_opening = 0;
    let mut hand_offs = 0;
    let mut computer_frames = 0;
    let mut frames = 0;
    let mut last_wait = None;
    while frames < 20_000 {
        frames += 1;
        let (wait, viewer, actor, human, legal, opening, holds) = {
            let s = app.world().resource::<Session>();
            let g = app.world().resource::<Gate>();
            let actor = s.game.state.actor();
            (
                g.waiting_for,
                g.viewer,
                actor,
                s.is_human(actor),
                s.legal(),
                s.game.state.in_setup(),
                {
                    let p = &s.game.state.players[actor.index()];
                    let secret = s
                        .log
                        .iter()
                        .any(|l| l.only.is_some_and(|t| t.contains(&actor)));
                    !p.hand.is_empty() || p.dev_total() > 0 || secret
                },
            )
        };
        if s_over(&app) || app.world().resource::<Session>().game.state.round() > 4 {
            break;
        }
        if wait.is_some() && wait != last_wait {
            hand_offs += 1;
            assert!(holds, "a hand-off only for a person with something to hide");
            if opening {
                hand_offs_in_opening += 1;
            }
        }
        last_wait = wait;
        if wait.is_some() {
            assert_eq!(viewer, None, "the table view while a hand-off waits");
        }
        if !human {
            computer_frames += 1;
            assert_eq!(wait, None, "no hand-off screen while a computer plays");
            assert_eq!(viewer, None, "no person's hand while a computer plays");
        }
        if let Some(w) = wait {
            let mut g = app.world_mut().resource_mut::<Gate>();
            g.viewer = Some(w);
            g.waiting_for = None;
        } else if human {
            assert_eq!(viewer, Some(actor), "the person acting sees their own hand");
            let a = simple_move(&legal);
            app.world_mut().write_message(Act {
                seat: actor,
                action: a,
            });
        }
        app.update();
    }
    assert!(computer_frames > 0, "the computers played");
    assert_eq!(hand_offs_in_opening, 0, "the opening needs no hand-off");
    assert!(hand_offs > 0, "people with cards are handed the screen");
}

/// How the people play in these tests: decline offers, else end the turn once it may end,
/// else the first legal action.
fn simple_move(legal: &[Action]) -> Action {
    if legal.contains(&Action::DeclineTrade) {
        Action::DeclineTrade
    } else if legal.contains(&Action::EndTurn) {
        Action::EndTurn
    } else {
        legal[0]
    }
}

fn s_over(app: &App) -> bool {
    app.world().resource::<Session>().game.state.is_over()
}

/// Six seats, three of them people with hidden hands (the 5–6 extension): the game ends; a person
/// is never handed the screen for a special building phase in which they can build nothing (they
/// pass without it), some such phases were passed for them, and every hand-off for a special
/// building phase is one where they could build. The people build whenever they can.
#[test]
fn six_player_pass_and_play_hands_off_only_for_builds() {
    use crate::game::gate::Gate;
    let seats = ["human", "medium", "human", "medium", "human", "easy"];
    let mut app = app_with(&seats, 31, None);
    assert!(
        app.world()
            .resource::<Session>()
            .game
            .state
            .rules
            .special_building_phase
    );
    app.world_mut().resource_mut::<Settings>().hidden_hands = true;
    app.add_plugins(crate::game::gate::plugin);
    let (mut last_wait, mut frames, mut special_hand_offs) = (None, 0, 0);
    while !app.world().resource::<Session>().game.state.is_over() && frames < 60_000 {
        frames += 1;
        let (wait, phase, actor, human, legal) = {
            let s = app.world().resource::<Session>();
            let g = app.world().resource::<Gate>();
            let st = &s.game.state;
            (
                g.waiting_for,
                st.phase,
                st.actor(),
                s.is_human(st.actor()),
                s.legal(),
            )
        };
        if wait.is_some() && wait != last_wait && matches!(phase, Phase::SpecialBuild { .. }) {
            special_hand_offs += 1;
            assert_ne!(
                legal,
                vec![Action::EndTurn],
                "{actor:?} handed the screen to pass"
            );
        }
        last_wait = wait;
        if let Some(w) = wait {
            let mut g = app.world_mut().resource_mut::<Gate>();
            g.viewer = Some(w);
            g.waiting_for = None;
        } else if human {
            let build = legal.iter().find(|a| {
                matches!(
                    a,
                    Action::BuildCity(_) | Action::BuildSettlement(_) | Action::BuildRoad(_)
                )
            });
            let a = if let Some(&b) = build {
                b
            } else if legal.contains(&Action::DeclineTrade) {
                Action::DeclineTrade
            } else if legal.contains(&Action::EndTurn) {
                Action::EndTurn
            } else {
                legal[0]
            };
            app.world_mut().write_message(Act {
                seat: actor,
                action: a,
            });
        }
        app.update();
    }
    let s = app.world().resource::<Session>();
    assert!(s.game.state.is_over(), "the game ends ({frames} frames)");
    // replay the record: count the special building phases people passed without building
    let mut st = s
        .game
        .record
        .initial_state_sized::<{ crate::core::wide::W }>()
        .unwrap();
    let (mut passed_by_people, mut built_in_phase) = (0, 0);
    for step in &s.game.record.steps {
        if matches!(st.phase(), Phase::SpecialBuild { .. }) {
            if step.action == Action::EndTurn && s.is_human(step.seat) {
                passed_by_people += 1;
            } else if step.action != Action::EndTurn {
                built_in_phase += 1;
            }
        }
        st.apply_with(step.action, step.chance).unwrap();
    }
    assert!(
        passed_by_people > special_hand_offs,
        "{passed_by_people} passes by people, {special_hand_offs} hand-offs"
    );
    assert!(
        built_in_phase > 0,
        "someone built in a special building phase"
    );
    eprintln!(
        "six seats: {} steps, {frames} frames, {passed_by_people} passes by people, {special_hand_offs} hand-offs, {built_in_phase} builds in the phase",
        s.game.record.steps.len()
    );
}

/// An app with the game's logic and an online game (no window): what a second machine runs.
fn online_app(online: crate::game::online::Online) -> App {
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, StatesPlugin));
    app.init_state::<Screen>();
    super::logic_plugins(&mut app);
    app.insert_resource(Settings {
        speed: AiSpeed::Instant,
        ..default()
    });
    app.insert_resource(online);
    app
}

/// A person's seat played by scripted input: Easy's choice sent as a click would be.
fn scripted(mut o: crate::game::online::Online) -> crate::game::online::Online {
    o.ready_at_once = true;
    o.autoplay = Some(std::sync::Mutex::new(
        crate::lab::PlayerSpec::Easy.create_sized(3),
    ));
    o
}

/// Update `app` until `done` holds for its online game (within 20 s).
fn wait_for(app: &mut App, done: &dyn Fn(&crate::game::online::Online) -> bool) {
    use std::time::{Duration, Instant};
    let t = Instant::now();
    while !done(app.world().resource::<crate::game::online::Online>()) {
        assert!(t.elapsed() < Duration::from_secs(20), "no answer");
        app.update();
        std::thread::sleep(Duration::from_millis(5));
    }
}

/// A server in the app's way (`host::start` on loopback, rooms under `dir/host`) and an app that
/// creates a room of `seats` on it and takes its seat 0 (`scripted`: played by scripted input).
/// Returns the host's app, its server, the server's address and the room code.
fn host_a_room(
    dir: &std::path::Path,
    seats: &[&str],
    seed: u64,
    replace_after_secs: Option<u64>,
    scripted_seat: bool,
) -> (App, crate::game::online::host::Hosted, String, String) {
    use crate::game::online::{Online, Wants, host};
    let hosted = host::start("127.0.0.1:0", dir.join("host")).unwrap();
    let url = format!("ws://127.0.0.1:{}", hosted.addr.port());
    // (the server is started here, not by `Online::host`, so a test can stop and restart it)
    let create = crate::net::wire::ClientMsg::CreateRoom {
        seats: seats.iter().map(|s| s.to_string()).collect(),
        board: None,
        rules: None,
        seed: Some(seed),
        replace_after_secs,
        public: None,
        watchers: None,
    };
    let a = Online::new(&url, "Ann", Wants::Create(create), dir.join("a"));
    let mut app = online_app(if scripted_seat { scripted(a) } else { a });
    wait_for(&mut app, &|o| o.room.is_some() && o.token.is_some());
    let room = app.world().resource::<Online>().room.clone().unwrap();
    (app, hosted, url, room)
}

/// Two machines play an online game through the app's own systems: one hosts (its server in the
/// app, seat 0), one joins (seat 1), two computers play on the host. Mid-game the joiner's app
/// is closed and started again: it comes back to its seat from what the data folder kept
/// (`online.ron`), and the game goes on to the end. Both machines then hold the same whole
/// record, which replays to the winner both saw.
#[test]
fn two_machines_play_online_and_one_comes_back_after_a_restart() {
    use crate::game::online::{Online, OnlinePrefs, Wants};
    use std::time::{Duration, Instant};
    let dir = tempfile::tempdir().unwrap();
    let seats = ["open", "open", "medium", "easy"];
    let (mut host_app, hosted, url, room) = host_a_room(dir.path(), &seats, 5, Some(60), true);
    host_app.world_mut().resource_mut::<Online>().hosted = Some(hosted);
    let started = Instant::now();
    let join = Wants::Join {
        room: room.clone(),
        seat: None,
    };
    let mut guest = online_app(scripted(Online::new(
        &url,
        "Bob",
        join,
        dir.path().join("b"),
    )));
    let over = |app: &App| {
        app.world()
            .get_resource::<Session>()
            .is_some_and(|s| s.game.state.is_over() && s.remote_record)
    };
    let mut restarted = false;
    let mut recent_seen = false;
    while !(over(&host_app) && over(&guest)) {
        assert!(
            started.elapsed() < Duration::from_secs(240),
            "the online game did not end"
        );
        host_app.update();
        guest.update();
        let guest_steps = guest
            .world()
            .get_resource::<Session>()
            .map_or(0, |s| s.version);
        // the guest, back, has the latest moves in its log (before the line saying so) and
        // its last rolls
        if restarted
            && let Some(s) = guest.world().get_resource::<Session>()
            && let Some(at) = s
                .log
                .iter()
                .position(|l| l.text.starts_with("Back at the table"))
            && at > 5
            && !s.rolls.is_empty()
        {
            recent_seen = true;
        }
        if !restarted && guest_steps > 80 {
            // the guest's app closes; a new one comes back from what its data folder kept
            restarted = true;
            let o = guest.world().resource::<Online>();
            assert_eq!(o.seat, Some(Seat(1)));
            drop(guest);
            let resume = OnlinePrefs::load(&dir.path().join("b"))
                .resume
                .expect("the seat to come back to is kept");
            assert_eq!((resume.room.as_str(), resume.seat), (room.as_str(), 1));
            let wants = Wants::Resume {
                room: resume.room.clone(),
                seat: resume.seat,
                token: resume.token.clone(),
            };
            let mut o = scripted(Online::new(&resume.url, "Bob", wants, dir.path().join("b")));
            o.room = Some(resume.room);
            o.seat = Some(Seat(resume.seat));
            o.token = Some(resume.token);
            guest = online_app(o);
        }
        std::thread::sleep(Duration::from_millis(1));
    }
    assert!(restarted, "the guest's app was restarted mid-game");
    assert!(
        recent_seen,
        "the guest came back with the latest moves and rolls"
    );
    let (a, b) = (
        host_app.world().resource::<Session>(),
        guest.world().resource::<Session>(),
    );
    assert_eq!(a.game.state.winner(), b.game.state.winner());
    assert_eq!(
        a.game.record.to_ron(),
        b.game.record.to_ron(),
        "the same whole record"
    );
    let end = a
        .game
        .record
        .replay_sized::<{ crate::core::wide::W }>()
        .unwrap();
    assert_eq!(end.winner(), a.game.state.winner());
    // the host's table heard that Blue left and came back
    let said = |words: &str| a.log.iter().any(|l| l.text.contains(words));
    assert!(
        said("Blue lost connection — waiting 60 s, then a computer plays Blue"),
        "the host's log says Blue lost connection"
    );
    assert!(said("Blue is back"), "the host's log says Blue is back");
    assert!(
        b.log
            .iter()
            .any(|l| l.text.starts_with("Back at the table: Round ")),
        "the guest's log says where it came back"
    );
    // each machine saw only its own hand during the game: its session's seat
    assert_eq!((a.remote, b.remote), (Some(Seat(0)), Some(Seat(1))));
    // both filed the game; neither keeps a seat to come back to
    assert!(crate::game::session::flush_saves());
    for m in ["a", "b"] {
        let games = std::fs::read_dir(dir.path().join(m).join("games"))
            .unwrap()
            .count();
        assert_eq!(games, 1, "machine {m} filed the game");
        assert!(OnlinePrefs::load(&dir.path().join(m)).resume.is_none());
    }
}

/// Refusals in words people understand, and nothing waits: a room code nobody created, a full
/// room, a host that is not there.
#[test]
fn online_refusals_are_said_plainly() {
    use crate::game::online::{Online, Status, Wants};
    let dir = tempfile::tempdir().unwrap();
    // a room of two: the host and one friend
    let (_host_app, _hosted, url, room) =
        host_a_room(dir.path(), &["open", "open"], 1, None, false);
    let join = |room: &str, d: &str| {
        online_app(Online::new(
            &url,
            "Bob",
            Wants::Join {
                room: room.into(),
                seat: None,
            },
            dir.path().join(d),
        ))
    };
    let mut nowhere = join("NOROOM", "c");
    wait_for(&mut nowhere, &|o| o.status == Status::Failed);
    let e = nowhere.world().resource::<Online>().error.clone().unwrap();
    assert!(e.starts_with("There is no room with that code"), "{e}");
    let mut bob = join(&room, "d");
    wait_for(&mut bob, &|o| o.token.is_some());
    let mut third = join(&room, "e");
    wait_for(&mut third, &|o| o.status == Status::Failed);
    let e = third.world().resource::<Online>().error.clone().unwrap();
    assert!(e.starts_with("This room is full"), "{e}");
    // a host that is not there: said within seconds
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port();
    let mut gone = online_app(Online::new(
        &format!("ws://127.0.0.1:{port}"),
        "Cy",
        Wants::Join {
            room: room.clone(),
            seat: None,
        },
        dir.path().join("f"),
    ));
    wait_for(&mut gone, &|o| o.status == Status::Failed);
    let e = gone.world().resource::<Online>().error.clone().unwrap();
    assert!(e.starts_with("No game answers at 127.0.0.1:"), "{e}");
}

/// The host's server goes away mid-game and comes back on the same port from its saved rooms
/// (as when the hosting app is restarted): both machines' links are retried with their seats'
/// tokens, the game goes on, and it ends on both.
#[test]
fn a_host_that_comes_back_is_found_again_and_the_game_goes_on() {
    use crate::game::online::{Online, Wants, host};
    use std::time::{Duration, Instant};
    let dir = tempfile::tempdir().unwrap();
    let (mut host_app, hosted, url, room) =
        host_a_room(dir.path(), &["open", "open", "easy"], 8, None, true);
    let port = hosted.addr.port();
    let mut hosted = Some(hosted);
    let started = Instant::now();
    let join = Wants::Join { room, seat: None };
    let mut guest = online_app(scripted(Online::new(
        &url,
        "Bob",
        join,
        dir.path().join("b"),
    )));
    let over = |app: &App| {
        app.world()
            .get_resource::<Session>()
            .is_some_and(|s| s.game.state.is_over() && s.remote_record)
    };
    let mut went_away: Option<Instant> = None;
    let mut retried = false;
    while !(over(&host_app) && over(&guest)) {
        assert!(
            started.elapsed() < Duration::from_secs(240),
            "the online game did not end"
        );
        host_app.update();
        guest.update();
        let steps = guest
            .world()
            .get_resource::<Session>()
            .map_or(0, |s| s.version);
        if went_away.is_none() && steps > 60 {
            drop(hosted.take()); // the host's server stops: both links drop
            went_away = Some(Instant::now());
        }
        if let Some(t) = went_away
            && hosted.is_none()
            && t.elapsed() > Duration::from_millis(2500)
        {
            retried |= guest.world().resource::<Online>().lost.is_some();
            // the server again, on the same port, from the same folder
            hosted =
                Some(host::start(&format!("127.0.0.1:{port}"), dir.path().join("host")).unwrap());
        }
        std::thread::sleep(Duration::from_millis(1));
    }
    assert!(
        went_away.is_some() && retried,
        "the host went away and the links retried"
    );
    let (a, b) = (
        host_app.world().resource::<Session>(),
        guest.world().resource::<Session>(),
    );
    assert_eq!(a.game.record.to_ron(), b.game.record.to_ron());
    assert_eq!(a.game.state.winner(), b.game.state.winner());
}

/// The 5–6 extension with the option to skip special building phases: a person is never asked
/// in one unless they asked to build; asked to, their next one waits for them, and the wish
/// ends with it.
#[test]
fn special_building_phases_pass_by_themselves_unless_a_person_asks_to_build() {
    // without the option the people are asked (the scenario has phases they could build in)
    let (asked, _) = special_phases_asked(false);
    assert!(asked > 0, "without the option the people are asked");
    let (asked, waited_for_seat_0) = special_phases_asked(true);
    assert_eq!(asked, 0, "no person is asked in a phase they did not want");
    assert!(waited_for_seat_0, "the phase asked for waited for seat 0");
}

/// Special building phases in which a person was asked without wanting to build, and whether
/// seat 0's wished-for phase waited for it.
fn special_phases_asked(option: bool) -> (u32, bool) {
    let mut app = app_with(&["human", "medium", "human", "medium", "easy"], 33, None);
    app.world_mut().resource_mut::<Settings>().hidden_hands = false;
    app.world_mut()
        .resource_mut::<Session>()
        .talk
        .auto_pass_special = option;
    let mut asked = 0;
    let mut waited_for_seat_0 = false;
    for frame in 0..20_000 {
        let (phase, actor, human, legal, wants) = {
            let s = app.world().resource::<Session>();
            let actor = s.game.state.actor();
            (
                s.game.state.phase,
                actor,
                s.is_human(actor),
                s.legal(),
                s.talk.wants_special,
            )
        };
        if app.world().resource::<Session>().game.state.round() > 8 || s_over(&app) {
            break;
        }
        if let Phase::SpecialBuild { builder } = phase
            && human
        {
            if wants & builder.bit() == 0 {
                asked += 1;
            } else {
                waited_for_seat_0 |= builder == Seat(0);
            }
        }
        // from round 4 on, seat 0 asks to build in its next special building phase
        // (with a road's cards, so it can build in it)
        if option
            && app.world().resource::<Session>().game.state.round() == 4
            && !waited_for_seat_0
            && app.world().resource::<Session>().talk.wants_special == 0
            && frame > 0
        {
            let mut s = app.world_mut().resource_mut::<Session>();
            s.talk.wants_special |= Seat(0).bit();
            let road = crate::core::ResourceSet([2, 2, 0, 0, 0]);
            s.game.state.players[0].hand.add(&road);
            s.game.state.bank.sub(&road);
        }
        if human {
            let a = simple_move(&legal);
            app.world_mut().write_message(Act {
                seat: actor,
                action: a,
            });
        }
        app.update();
    }
    assert!(
        app.world()
            .resource::<Session>()
            .game
            .state
            .rules
            .special_building_phase
    );
    (asked, waited_for_seat_0)
}

/// One game, one table: the same seeded game with the same computers played through the local
/// session (the app's computer turns) and through a network room gives identical records —
/// every action, every chance outcome, every counter-offer.
#[test]
fn the_local_game_and_a_network_room_play_the_same_table() {
    let players = ["medium", "easy", "ai", "medium"];
    let mut offers = 0;
    let mut counters = 0;
    // games until both offers and counter-offers were played (counters are rarer since the
    // computers refuse trades that cost them by their own plan)
    for seed in [3, 8, 13, 21, 34, 55] {
        if offers > 0 && counters > 0 {
            break;
        }
        let mut app = app_with(&players, seed, None);
        for _ in 0..40_000 {
            if app.world().resource::<Session>().game.state.is_over() {
                break;
            }
            app.update();
        }
        let local = app.world().resource::<Session>().game.record.clone();
        let game = new_game_from_flags(
            &players.iter().map(|s| s.to_string()).collect::<Vec<_>>(),
            None,
            None,
            seed,
        )
        .unwrap();
        let seats: Vec<String> = players.iter().map(|s| s.to_string()).collect();
        let mut room = crate::net::room::Room::create(
            "same".into(),
            &seats,
            crate::net::room::RoomGame {
                board: game.board.clone(),
                rules: game.rules.clone(),
                seed,
            },
            None,
            None,
        )
        .unwrap();
        room.play_computers();
        let remote = &room.table.record;
        assert!(room.table.state.is_over(), "the room's game ends");
        assert_eq!(local.board, remote.board);
        assert_eq!(local.rules, remote.rules);
        assert_eq!(local.steps.len(), remote.steps.len(), "seed {seed}");
        assert_eq!(local.steps, remote.steps, "seed {seed}");
        assert_eq!(local.counters, remote.counters, "seed {seed}");
        offers += local
            .steps
            .iter()
            .filter(|s| matches!(s.action, Action::OfferTrade { .. }))
            .count();
        counters += local.counters.len();
    }
    assert!(
        offers > 0 && counters > 0,
        "offers {offers}, counters {counters}"
    );
}
