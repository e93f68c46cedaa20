//! The Forgotten Tribe's scenario records (`tests/scenarios/tribe-*.ron`): games on the shipped
//! 4-player board cut right after a rule fired (or ending in an illegal action), replayed and
//! checked against the rule written here again, apart from the engine's own code.
//!
//! The records were mined from seeded games of random moves by `mine_tribe_scenarios`
//! (ignored; `cargo test --test tribe_scenarios -- --ignored` writes them again).

use catan::core::action::TribeEvent;
use catan::core::bits::WIDE;
use catan::core::board::Gift;
use catan::core::record::{GameRecord, ReplayError, Step, replay_step};
use catan::core::terrain::HarbourKind;
use catan::core::*;
use std::path::Path;
use std::sync::Arc;

type Wide = catan::core::State<WIDE>;

const DIR: &str = "tests/scenarios";

/// The records and what each must show.
const RECORDS: [(&str, Kind); 11] = [
    (
        "tribe-point-by-built-ship.ron",
        Kind::Taken(G::Point, By::Built),
    ),
    (
        "tribe-point-by-moved-ship.ron",
        Kind::Taken(G::Point, By::Moved),
    ),
    (
        "tribe-card-by-built-ship.ron",
        Kind::Taken(G::Card, By::Built),
    ),
    (
        "tribe-card-by-moved-ship.ron",
        Kind::Taken(G::Card, By::Moved),
    ),
    (
        "tribe-harbour-by-built-ship.ron",
        Kind::Taken(G::Harbour, By::Built),
    ),
    (
        "tribe-harbour-by-moved-ship.ron",
        Kind::Taken(G::Harbour, By::Moved),
    ),
    ("tribe-harbour-placed.ron", Kind::Placed),
    ("tribe-harbour-kept-then-placed.ron", Kind::PlacedLater),
    ("tribe-card-not-playable-same-turn.ron", Kind::CardTooSoon),
    ("tribe-robber-refused.ron", Kind::RobberRefused),
    ("tribe-gift-side-reached-again.ron", Kind::Again),
];

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum G {
    Point,
    Card,
    Harbour,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum By {
    Built,
    Moved,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Kind {
    /// A ship built or moved onto a gift side takes its gift.
    Taken(G, By),
    /// The harbour to place is placed beside the taker's coastal building.
    Placed,
    /// A harbour kept (no side for it then) placed on a later turn of the seat's.
    PlacedLater,
    /// A card gift played in the turn it was taken: refused (`card-bought-this-turn`).
    CardTooSoon,
    /// The robber to a tribe island: refused (`needs-land`).
    RobberRefused,
    /// A ship onto a gift side already taken: nothing more.
    Again,
}

fn tribe(s: &Wide) -> &Tribe {
    s.tribe().expect("a Forgotten Tribe game")
}

fn kind_of(g: Gift) -> G {
    match g {
        Gift::VictoryPoint => G::Point,
        Gift::DevelopmentCard => G::Card,
        Gift::Harbour(_) => G::Harbour,
    }
}

/// The side a ship action ends on and whether it was built.
fn ship_side(a: Action) -> Option<(EdgeId, By)> {
    match a {
        Action::BuildShip(e) => Some((e, By::Built)),
        Action::MoveShip { to, .. } => Some((to, By::Moved)),
        _ => None,
    }
}

/// The gift lying on side `e` of `s` (the rule again: a gift side not yet taken).
fn gift_on(s: &Wide, e: EdgeId) -> Option<usize> {
    let map = s.board().sea.as_deref()?;
    let i = map.gifts.iter().position(|g| g.edge == e)?;
    tribe(s).taken[i].is_none().then_some(i)
}

/// The coastal sides where `p` could place a harbour on `s` (the rule again).
fn sides_for(s: &Wide, p: Seat) -> Vec<usize> {
    let b = s.board();
    let map = b.sea.as_deref().unwrap();
    let own = s.player(p).settlements() | s.player(p).cities();
    (0..b.topo.num_edges())
        .filter(|&e| {
            let land = b.topo.edge_faces[e]
                .iter()
                .filter(|f| b.land.contains(f.index()))
                .count();
            let ends = b.topo.edge_vertices[e];
            land == 1
                && map.ship_edges.contains(e)
                && ends.iter().any(|v| own.contains(v.index()))
                && ends.iter().all(|v| b.harbour(*v).is_none())
        })
        .collect()
}

fn load(file: &str) -> GameRecord {
    use catan::files::Load;
    GameRecord::load(&Path::new(DIR).join(file)).unwrap_or_else(|e| panic!("{file}: {e}"))
}

/// The position before the record's last step, and that step.
fn before_last(r: &GameRecord) -> (Wide, Step) {
    let mut s: Wide = r.initial_state_sized().unwrap();
    let last = r.steps.len() - 1;
    for (i, st) in r.steps[..last].iter().enumerate() {
        replay_step(&mut s, i, st).unwrap();
    }
    (s, r.steps[last])
}

fn check(file: &str, kind: Kind) {
    let (before, step) = before_last(&load(file));
    let mut s = before.clone();
    let result = replay_step(&mut s, 0, &step);
    let p = step.seat;
    let refused = |rule: &str| {
        let Err(ReplayError::Illegal { error, .. }) = &result else {
            panic!("{file}: refused, not {result:?}")
        };
        assert_eq!(error.rule.name(), rule, "{file}");
    };
    match kind {
        Kind::RobberRefused => {
            refused("needs-land");
            let Action::MoveRobber { face, .. } = step.action else {
                panic!("{file}")
            };
            let map = before.board().sea.as_deref().unwrap();
            let island = map.islands.iter().find(|i| i.faces.contains(face.index()));
            assert!(island.is_some_and(|i| !i.robber && !i.settle), "{file}");
            return;
        }
        Kind::CardTooSoon => {
            refused("card-bought-this-turn");
            let card = match step.action {
                Action::PlayKnight => DevCard::Knight,
                Action::PlayMonopoly(_) => DevCard::Monopoly,
                Action::PlayRoadBuilding => DevCard::RoadBuilding,
                Action::PlayYearOfPlenty(..) => DevCard::YearOfPlenty,
                a => panic!("{file}: {a:?}"),
            };
            // the seat holds the card only as one taken this turn
            assert!(before.player(p).dev_new().get(card) > 0, "{file}");
            assert_eq!(before.player(p).dev().get(card), 0, "{file}");
            return;
        }
        _ => {}
    }
    result.unwrap_or_else(|e| panic!("{file}: {e}"));
    for q in Seat::all(before.num_players()) {
        assert_eq!(s.player(q).public_points(), s.recompute_public_points(q));
    }
    match kind {
        Kind::Taken(g, by) => {
            let (e, how) = ship_side(step.action).expect("a ship");
            assert_eq!(how, by, "{file}");
            let i = gift_on(&before, e).expect("a gift lay there");
            let gift = before.board().sea.as_deref().unwrap().gifts[i].gift;
            assert_eq!(kind_of(gift), g, "{file}");
            assert_eq!(tribe(&s).taken[i], Some(p), "{file}");
            let pts = |x: &Wide| x.player(p).public_points();
            match gift {
                Gift::VictoryPoint => {
                    // one special point (and the route award, when the ship won it)
                    let award = |x: &Wide| 2 * u8::from(x.longest_road_holder() == Some(p));
                    assert_eq!(
                        pts(&s) - award(&s),
                        pts(&before) - award(&before) + 1,
                        "{file}"
                    );
                    assert_eq!(
                        tribe(&s).points[p.index()],
                        tribe(&before).points[p.index()] + 1
                    );
                }
                Gift::DevelopmentCard => {
                    let Some(Chance::Draw(c)) = step.chance else {
                        panic!("{file}: a card drawn")
                    };
                    let new = |x: &Wide| x.player(p).dev_new().get(c);
                    assert_eq!(new(&s), new(&before) + 1, "{file}");
                    assert_eq!(tribe(&s).cards_left + 1, tribe(&before).cards_left);
                    assert_eq!(s.deck().total() + 1, before.deck().total());
                }
                Gift::Harbour(k) => {
                    // placed at once where a side allows, else kept
                    let sides = sides_for(&s, p);
                    if sides.is_empty() {
                        assert!(tribe(&s).kept[p.index()].contains(&k), "{file}");
                    } else {
                        assert_eq!(tribe(&s).placing, Some((p, k)), "{file}");
                        let legal = s.legal_actions();
                        assert_eq!(legal.len(), sides.len(), "{file}: only the placings");
                    }
                }
            }
        }
        Kind::Placed | Kind::PlacedLater => {
            let Action::PlaceHarbour { edge, kind: k } = step.action else {
                panic!("{file}")
            };
            assert!(sides_for(&before, p).contains(&edge.index()), "{file}");
            if kind == Kind::Placed {
                assert_eq!(tribe(&before).placing, Some((p, k)), "{file}");
            } else {
                assert_eq!(tribe(&before).placing, None, "{file}");
                assert!(tribe(&before).kept[p.index()].contains(&k), "{file}");
                assert_eq!(before.phase(), Phase::Main);
            }
            for v in s.board().topo.edge_vertices[edge.index()] {
                assert_eq!(s.board().harbour(v), Some(k), "{file}");
            }
            let rate = match k {
                HarbourKind::Generic => 3,
                _ => 2,
            };
            let r = k.resource().unwrap_or(Resource::Wood);
            assert!(s.trade_rate(p, r) <= rate, "{file}: the harbour's rate");
        }
        Kind::Again => {
            let (e, _) = ship_side(step.action).expect("a ship");
            let map = before.board().sea.as_deref().unwrap();
            assert!(map.gifts.iter().any(|g| g.edge == e), "{file}: a gift side");
            assert_eq!(gift_on(&before, e), None, "{file}: taken before");
            assert_eq!(tribe(&s), tribe(&before), "{file}: nothing more");
        }
        Kind::RobberRefused | Kind::CardTooSoon => unreachable!(),
    }
}

#[test]
fn every_tribe_record_replays_to_its_rule() {
    for (file, kind) in RECORDS {
        check(file, kind);
    }
}

// ------------------------------------------------------------------------ mining

/// Which kind, if any, the step `a` just played on `before` shows.
fn shows(before: &Wide, a: Action, ev: &Events) -> Option<Kind> {
    for e in ev.as_slice() {
        if let Event::Tribe(TribeEvent::Gift { gift, .. }) = *e {
            let g = before.board().sea.as_deref()?.gifts[gift as usize].gift;
            return Some(Kind::Taken(kind_of(g), ship_side(a)?.1));
        }
    }
    if let Action::PlaceHarbour { .. } = a {
        return Some(if tribe(before).placing.is_some() {
            Kind::Placed
        } else {
            Kind::PlacedLater
        });
    }
    let (e, _) = ship_side(a)?;
    let map = before.board().sea.as_deref()?;
    (map.gifts.iter().any(|g| g.edge == e) && gift_on(before, e).is_none()).then_some(Kind::Again)
}

/// An illegal step to try on `s`: the robber to a tribe island, a card taken this turn played.
fn refused(s: &Wide, took: Option<DevCard>) -> Option<(Kind, Action)> {
    let map = s.board().sea.as_deref()?;
    if let Phase::MoveRobber { .. } = s.phase() {
        let face = map.no_robber.iter().next()?;
        return Some((
            Kind::RobberRefused,
            Action::MoveRobber {
                face: FaceId::at(face),
                victim: None,
            },
        ));
    }
    let card = took?;
    let ps = s.player(s.actor());
    if s.phase() != Phase::Main || ps.dev().get(card) > 0 || s.cards_played_this_turn() > 0 {
        return None;
    }
    let a = match card {
        DevCard::Knight => Action::PlayKnight,
        DevCard::Monopoly => Action::PlayMonopoly(Resource::Wood),
        DevCard::RoadBuilding => Action::PlayRoadBuilding,
        DevCard::YearOfPlenty => Action::PlayYearOfPlenty(Resource::Wood, Some(Resource::Wood)),
        DevCard::VictoryPoint => return None,
    };
    Some((Kind::CardTooSoon, a))
}

fn pick(s: &Wide, rng: &mut GameRng) -> Action {
    let legal = s.legal_actions();
    let keen: Vec<Action> = legal
        .iter()
        .copied()
        .filter(|a| {
            matches!(a, Action::PlaceHarbour { .. })
                || ship_side(*a).is_some_and(|(e, _)| {
                    s.board()
                        .sea
                        .as_deref()
                        .is_some_and(|m| m.gifts.iter().any(|g| g.edge == e))
                })
        })
        .collect();
    if !keen.is_empty() && rng.below(4) > 0 {
        return keen[rng.below(keen.len() as u32) as usize];
    }
    let ships: Vec<Action> = legal
        .iter()
        .copied()
        .filter(|a| ship_side(*a).is_some())
        .collect();
    if !ships.is_empty() && rng.below(3) > 0 {
        return ships[rng.below(ships.len() as u32) as usize];
    }
    legal[rng.below(legal.len() as u32) as usize]
}

#[test]
#[ignore]
fn mine_tribe_scenarios() {
    let text = std::fs::read_to_string("boards/seafarers/forgotten-tribe.ron").unwrap();
    let board = Arc::new(Board::<WIDE>::from_ron_sized("forgotten-tribe.ron", &text).unwrap());
    let mut found: Vec<Option<GameRecord>> = vec![None; RECORDS.len()];
    for seed in 0..300u64 {
        let mut s = Wide::new(board.clone(), Arc::new(Rules::seafarers()), 4, seed).unwrap();
        let mut rng = GameRng::new(seed);
        let mut rec = GameRecord::new(&s, vec!["random".into(); 4], Some(seed));
        let mut took: Option<DevCard> = None;
        while !s.is_over() && s.turns() < 2000 {
            if let Some((kind, a)) = refused(&s, took) {
                let k = RECORDS.iter().position(|r| r.1 == kind).unwrap();
                let rule = match kind {
                    Kind::RobberRefused => "needs-land",
                    _ => "card-bought-this-turn",
                };
                if found[k].is_none() && s.check(&a).is_err_and(|e| e.rule.name() == rule) {
                    let mut r = rec.clone();
                    let seat = s.actor();
                    r.steps.push(Step {
                        seat,
                        action: a,
                        chance: None,
                    });
                    found[k] = Some(r);
                }
            }
            let a = pick(&s, &mut rng);
            let before = s.clone();
            let seat = s.actor();
            let ev = s.apply(a).unwrap();
            if matches!(a, Action::EndTurn) {
                took = None;
            }
            for e in ev.as_slice() {
                if let Event::Tribe(TribeEvent::Gift { card: Some(c), .. }) = *e {
                    took = Some(c);
                }
            }
            rec.steps.push(Step {
                seat,
                action: a,
                chance: ev.chance(),
            });
            if let Some(kind) = shows(&before, a, &ev) {
                let k = RECORDS.iter().position(|r| r.1 == kind).unwrap();
                if found[k].is_none() {
                    found[k] = Some(rec.clone());
                }
            }
        }
        if found.iter().all(|f| f.is_some()) {
            break;
        }
    }
    for ((file, kind), r) in RECORDS.iter().zip(found) {
        let r = r.unwrap_or_else(|| panic!("{kind:?} not found"));
        catan::files::save_atomically(&Path::new(DIR).join(file), r.to_ron().as_bytes()).unwrap();
        println!("{file}: {} steps", r.steps.len());
    }
}
