//! The scenario folder: game records, cut right after a tricky rule fired (or ending in an
//! illegal action), replayed and checked against the rule and against the expected facts in
//! `tests/scenarios/expected.ron`.
//!
//! The records were mined from random games by `mine_scenarios` (ignored; run it with
//! `cargo test --test scenarios -- --ignored` to rebuild the folder).

#![allow(clippy::needless_range_loop)] // seat-indexed tables read best as seat loops

use catan::ai::RandomPlayer;
use catan::core::Player;
use catan::core::record::{GameRecord, ReplayError};
use catan::core::rng::derive_seed;
use catan::core::*;
use catan::files::Load;
use serde::{Deserialize, Serialize};
use std::path::Path;
use std::sync::Arc;

const DIR: &str = "tests/scenarios";

/// What a scenario's last action must lead to.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
struct Expected {
    file: String,
    kind: Kind,
    description: String,
    /// Longest road of each seat after the last action.
    longest_road: Vec<u8>,
    longest_road_holder: Option<Seat>,
    largest_army_holder: Option<Seat>,
    winner: Option<Seat>,
    /// For records that end in an illegal action: its index and rule.
    illegal: Option<(usize, String)>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
enum Kind {
    RoadBrokenBySettlement,
    RoadBrokenTieNobody,
    RoadTieHolderKeeps,
    RoadTakenByExceeding,
    BankShortage,
    Discards,
    LargestArmyTaken,
    CardBoughtThisTurn,
    OneCardPerTurn,
    /// An offer of a card the offerer does not hold: refused (the others' answers would tell
    /// the bluffer who holds what).
    OfferNotHeld,
    /// Seafarers: a ship of a route closed between two own buildings moved: refused.
    ShipOffClosedRoute,
    /// Seafarers: a road continuing a ship at a corner without an own building: refused.
    RoadContinuesShip,
    FullGame,
}

/// The Longest Road rule of rules.md, written independently of the engine.
fn expected_road_holder(before: Option<Seat>, lengths: &[u8], min: u8) -> Option<Seat> {
    let max = *lengths.iter().max().unwrap();
    if max < min {
        return None;
    }
    if let Some(h) = before
        && lengths[h.index()] == max
    {
        return Some(h);
    }
    let leaders: Vec<usize> = (0..lengths.len()).filter(|&i| lengths[i] == max).collect();
    if leaders.len() == 1 {
        Some(Seat::at(leaders[0]))
    } else {
        None
    }
}

fn lengths(s: &State) -> Vec<u8> {
    (0..s.num_players())
        .map(|p| s.longest_road_brute_force(Seat(p)))
        .collect()
}

/// A scenario's record replayed up to its last step: the record, the position before that step,
/// and the step.
fn replay_to_last(file: &str) -> (GameRecord, State, Step) {
    let record = GameRecord::load(&Path::new(DIR).join(file)).unwrap();
    let mut s = record.initial_state().unwrap();
    let last = record.steps.len() - 1;
    for (i, step) in record.steps[..last].iter().enumerate() {
        catan::core::record::replay_step(&mut s, i, step).unwrap();
    }
    let step = record.steps[last];
    (record, s, step)
}

fn check_scenario(e: &Expected) {
    let (record, mut s, step) = replay_to_last(&e.file);
    let last = record.steps.len() - 1;
    let before = s.clone();
    let result = catan::core::record::replay_step(&mut s, last, &step);
    if let Some((index, rule)) = &e.illegal {
        match result {
            Err(ReplayError::Illegal {
                index: i, error, ..
            }) => {
                assert_eq!(
                    (i, error.rule.name()),
                    (*index, rule.as_str()),
                    "{}",
                    e.file
                );
            }
            other => panic!("{}: expected an illegal action, got {other:?}", e.file),
        }
        assert!(
            s == before,
            "{}: the illegal action changed the state",
            e.file
        );
        // the whole record fails the same way
        assert!(
            matches!(record.replay(), Err(ReplayError::Illegal { index, .. }) if index == last)
        );
        return;
    }
    result.unwrap_or_else(|err| panic!("{}: {err}", e.file));
    let l = lengths(&s);
    assert_eq!(l, e.longest_road, "{}: longest roads", e.file);
    assert_eq!(s.longest_road_holder(), e.longest_road_holder, "{}", e.file);
    assert_eq!(s.largest_army_holder(), e.largest_army_holder, "{}", e.file);
    assert_eq!(s.winner(), e.winner, "{}", e.file);
    let min = s.rules().longest_road.min;
    match e.kind {
        Kind::RoadBrokenBySettlement | Kind::RoadBrokenTieNobody => {
            let h = before
                .longest_road_holder()
                .expect("a holder before the cut");
            assert!(matches!(step.action, Action::BuildSettlement(_)) && step.seat != h);
            assert!(
                l[h.index()] < lengths(&before)[h.index()],
                "{}: the holder's road is cut",
                e.file
            );
            assert_eq!(
                s.longest_road_holder(),
                expected_road_holder(Some(h), &l, min),
                "{}",
                e.file
            );
            if e.kind == Kind::RoadBrokenTieNobody {
                assert_eq!(s.longest_road_holder(), None);
                let max = *l.iter().max().unwrap();
                assert!(max >= min && l.iter().filter(|&&x| x == max).count() >= 2);
            }
        }
        Kind::RoadTieHolderKeeps => {
            let h = before.longest_road_holder().unwrap();
            assert!(matches!(step.action, Action::BuildRoad(_)) && step.seat != h);
            assert_eq!(l[step.seat.index()], l[h.index()]);
            assert_eq!(s.longest_road_holder(), Some(h));
        }
        Kind::RoadTakenByExceeding => {
            let h = before.longest_road_holder();
            assert!(h.is_some() && h != Some(step.seat));
            assert!(l[step.seat.index()] > lengths(&before)[h.unwrap().index()]);
            assert_eq!(s.longest_road_holder(), Some(step.seat));
        }
        Kind::BankShortage => {
            let Some(Chance::Dice(a, b)) = step.chance else {
                panic!("a roll")
            };
            // recompute what was owed and check the shortage rule per material
            let (sum, board) = (a + b, &s.board());
            let mut owed = vec![[0u32; 5]; s.n()];
            for f in 0..board.num_faces() {
                if board.number[f] != sum || f as u16 == before.robber().0 {
                    continue;
                }
                let Some(r) = board.resource[f] else { continue };
                for &v in &board.topo.face_vertices[f] {
                    for q in 0..s.n() {
                        let ps = &before.players()[q];
                        owed[q][r.index()] += ps.settlements().contains(v.index()) as u32
                            + 2 * ps.cities().contains(v.index()) as u32;
                    }
                }
            }
            let mut short = 0;
            for r in Resource::ALL {
                let i = r.index();
                let total: u32 = owed.iter().map(|o| o[i]).sum();
                let claimants = owed.iter().filter(|o| o[i] > 0).count();
                for q in 0..s.n() {
                    let got =
                        (s.players()[q].hand().get(r) - before.players()[q].hand().get(r)) as u32;
                    let want = if total <= before.bank().get(r) as u32 {
                        owed[q][i]
                    } else if claimants == 1
                        && s.rules().shortage == catan::core::rules::Shortage::OnlyClaimantGetsRest
                    {
                        short += 1;
                        owed[q][i].min(before.bank().get(r) as u32)
                    } else {
                        short += 1;
                        0
                    };
                    assert_eq!(got, want, "{}: seat {q} {r}", e.file);
                }
            }
            assert!(short > 0, "{}: a shortage happened", e.file);
        }
        Kind::Discards => {
            assert!(matches!(step.action, Action::Discard(_)));
            assert!(matches!(s.phase(), Phase::MoveRobber { .. }));
            // every seat that held more than the limit when the 7 came now holds half (rounded up)
            let seven = record.steps[..last]
                .iter()
                .rposition(|st| st.action == Action::Roll)
                .unwrap();
            let mut at_seven = record.initial_state().unwrap();
            for (i, st) in record.steps[..seven].iter().enumerate() {
                catan::core::record::replay_step(&mut at_seven, i, st).unwrap();
            }
            let mut discarded = 0;
            for q in 0..s.n() {
                let had = at_seven.players()[q].hand().total();
                if had > s.rules().discard_limit as u32 {
                    assert_eq!(
                        s.players()[q].hand().total(),
                        had - had / 2,
                        "{}: seat {q}",
                        e.file
                    );
                    discarded += 1;
                }
            }
            assert!(discarded >= 1);
        }
        Kind::LargestArmyTaken => {
            assert_eq!(step.action, Action::PlayKnight);
            let k = |st: &State, p: Seat| st.players()[p.index()].played().get(DevCard::Knight);
            let old = before.largest_army_holder().unwrap();
            assert!(k(&s, step.seat) > k(&s, old));
            assert_eq!(s.largest_army_holder(), Some(step.seat));
        }
        Kind::FullGame => {
            let w = s.winner().expect("finished");
            assert!(s.total_points(w) >= s.points_to_win());
        }
        Kind::CardBoughtThisTurn
        | Kind::OneCardPerTurn
        | Kind::OfferNotHeld
        | Kind::ShipOffClosedRoute
        | Kind::RoadContinuesShip => {
            unreachable!("illegal kinds return above")
        }
    }
}

#[test]
fn every_scenario_replays_to_its_expected_state() {
    let text = std::fs::read_to_string(Path::new(DIR).join("expected.ron")).unwrap();
    let all: Vec<Expected> = ron::from_str(&text).unwrap();
    let kinds: std::collections::HashSet<_> = all.iter().map(|e| e.kind).collect();
    assert!(
        kinds.len() >= 9,
        "the folder covers the tricky rules: {kinds:?}"
    );
    for e in &all {
        check_scenario(e);
    }
}

// ------------------------------------------------------------------------ mining

struct Found {
    kind: Kind,
    description: String,
    record: GameRecord,
}

fn play_and_mine(seed: u64, thesis: bool, want: &mut Vec<Kind>) -> Vec<Found> {
    let rules = Arc::new(if thesis {
        Rules::thesis()
    } else {
        Rules::standard()
    });
    let board = Arc::new(Board::random_standard(seed, true));
    let mut s = State::new(board, rules, 4, seed).unwrap();
    let mut players: Vec<RandomPlayer> = (0..4)
        .map(|p| RandomPlayer::trading(derive_seed(seed, p)))
        .collect();
    let mut rec = GameRecord::new(&s, vec!["random-trader".into(); 4], Some(seed));
    let mut found = Vec::new();
    let mut legal = Vec::new();
    let take = |kind: Kind,
                description: String,
                rec: &GameRecord,
                want: &mut Vec<Kind>,
                found: &mut Vec<Found>| {
        if let Some(i) = want.iter().position(|&k| k == kind) {
            want.remove(i);
            found.push(Found {
                kind,
                description,
                record: rec.clone(),
            });
        }
    };
    while !s.is_over() && s.turns() < 3000 {
        let before = s.clone();
        let seat = s.actor();
        s.legal_actions_into(&mut legal);
        let a = {
            let view = PlayerView::new(&s, seat);
            players[seat.index()].choose(&view, &legal)
        };
        // an offer of a card not held, as a bluffer would try
        if let (Phase::Main, Action::EndTurn) = (s.phase(), a) {
            let hand = s.players()[seat.index()].hand();
            let none = Resource::ALL.into_iter().find(|&r| hand.get(r) == 0);
            let some = Resource::ALL.into_iter().find(|&r| hand.get(r) > 0);
            if let (Some(missing), Some(held)) = (none, some) {
                let offer = Action::OfferTrade {
                    give: ResourceSet::one(missing),
                    get: ResourceSet::one(held),
                    to: EVERYONE,
                };
                if let Err(e) = s.check(&offer)
                    && e.rule.name() == "cannot-afford"
                {
                    let mut r = rec.clone();
                    r.steps.push(Step {
                        seat,
                        action: offer,
                        chance: None,
                    });
                    let description = format!("seat {seat} offers '{offer}': {}", e.message);
                    take(Kind::OfferNotHeld, description, &r, want, &mut found);
                }
            }
        }
        // illegal-card scenarios: try the card play a cheater would attempt
        if let (Phase::Main, Action::EndTurn) = (s.phase(), a) {
            for card_action in [
                Action::PlayKnight,
                Action::PlayMonopoly(Resource::Wood),
                Action::PlayRoadBuilding,
            ] {
                if let Err(e) = s.check(&card_action) {
                    let kind = match e.rule.name() {
                        "card-bought-this-turn" => Kind::CardBoughtThisTurn,
                        "one-card-per-turn" => Kind::OneCardPerTurn,
                        _ => continue,
                    };
                    let mut r = rec.clone();
                    r.steps.push(Step {
                        seat,
                        action: card_action,
                        chance: None,
                    });
                    take(
                        kind,
                        format!("seat {seat} tries '{card_action}': {}", e.message),
                        &r,
                        want,
                        &mut found,
                    );
                }
            }
        }
        let ev = s.apply(a).unwrap();
        rec.steps.push(Step {
            seat,
            action: a,
            chance: ev.chance(),
        });
        let evs = ev.as_slice();
        match a {
            Action::BuildSettlement(_) if before.longest_road_holder().is_some() => {
                let h = before.longest_road_holder().unwrap();
                if h != seat
                    && s.players()[h.index()].longest_road()
                        < before.players()[h.index()].longest_road()
                {
                    let kind = if s.longest_road_holder().is_none()
                        && (0..4)
                            .filter(|&q| {
                                s.players()[q].longest_road()
                                    == s.players().iter().map(|p| p.longest_road()).max().unwrap()
                            })
                            .count()
                            >= 2
                        && s.players().iter().map(|p| p.longest_road()).max().unwrap() >= 5
                    {
                        Kind::RoadBrokenTieNobody
                    } else {
                        Kind::RoadBrokenBySettlement
                    };
                    let d = format!(
                        "seat {seat}'s settlement cuts seat {h}'s longest road from {} to {}; holder now {:?}",
                        before.players()[h.index()].longest_road(),
                        s.players()[h.index()].longest_road(),
                        s.longest_road_holder()
                    );
                    take(kind, d, &rec, want, &mut found);
                }
            }
            Action::BuildRoad(_) if !s.in_setup() => {
                if let Some(h) = before.longest_road_holder()
                    && h != seat
                {
                    let (mine, theirs) = (
                        s.players()[seat.index()].longest_road(),
                        s.players()[h.index()].longest_road(),
                    );
                    if mine == theirs && mine > before.players()[seat.index()].longest_road() {
                        let d = format!(
                            "seat {seat} reaches {mine}, the length of holder seat {h}, who keeps the road"
                        );
                        take(Kind::RoadTieHolderKeeps, d, &rec, want, &mut found);
                    }
                    if s.longest_road_holder() == Some(seat) {
                        let d = format!(
                            "seat {seat} builds a road of {mine}, longer than seat {h}'s {theirs}, and takes it"
                        );
                        take(Kind::RoadTakenByExceeding, d, &rec, want, &mut found);
                    }
                }
            }
            Action::Roll => {
                if let Some(Event::Shortage(mask)) =
                    evs.iter().find(|e| matches!(e, Event::Shortage(_)))
                {
                    let d = format!(
                        "roll {:?}: the bank cannot pay every claim (materials mask {mask:#07b})",
                        ev.chance()
                    );
                    take(Kind::BankShortage, d, &rec, want, &mut found);
                }
            }
            Action::Discard(c) if matches!(s.phase(), Phase::MoveRobber { .. }) => {
                let d = format!(
                    "after a 7 the last discard ({c}) by seat {seat}; the robber moves next"
                );
                take(Kind::Discards, d, &rec, want, &mut found);
            }
            Action::PlayKnight => {
                if let Some(old) = before.largest_army_holder()
                    && s.largest_army_holder() != Some(old)
                {
                    let d = format!(
                        "seat {seat}'s knight ({} played) takes the largest army from seat {old}",
                        s.players()[seat.index()].played().get(DevCard::Knight),
                    );
                    take(Kind::LargestArmyTaken, d, &rec, want, &mut found);
                }
            }
            _ => {}
        }
    }
    found
}

#[test]
#[ignore = "rebuilds tests/scenarios; run explicitly"]
fn mine_scenarios() {
    let dir = Path::new(DIR);
    std::fs::create_dir_all(dir).unwrap();
    let mut want = vec![
        Kind::RoadBrokenBySettlement,
        Kind::RoadBrokenTieNobody,
        Kind::RoadTieHolderKeeps,
        Kind::RoadTakenByExceeding,
        Kind::BankShortage,
        Kind::Discards,
        Kind::LargestArmyTaken,
        Kind::CardBoughtThisTurn,
        Kind::OneCardPerTurn,
        Kind::OfferNotHeld,
    ];
    let mut expected = Vec::new();
    let save = |name: String,
                kind: Kind,
                description: String,
                record: &GameRecord,
                expected: &mut Vec<Expected>| {
        catan::files::save_atomically(&dir.join(&name), record.to_ron().as_bytes()).unwrap();
        let (s, illegal) = match record.replay() {
            Ok(s) => (s, None),
            Err(ReplayError::Illegal { index, error, .. }) => {
                let mut s = record.initial_state().unwrap();
                for (i, st) in record.steps[..index].iter().enumerate() {
                    catan::core::record::replay_step(&mut s, i, st).unwrap();
                }
                (s, Some((index, error.rule.to_string())))
            }
            Err(e) => panic!("{e}"),
        };
        expected.push(Expected {
            file: name,
            kind,
            description,
            longest_road: lengths(&s),
            longest_road_holder: s.longest_road_holder(),
            largest_army_holder: s.largest_army_holder(),
            winner: s.winner(),
            illegal,
        });
    };
    for seed in 0..20_000u64 {
        if want.is_empty() {
            break;
        }
        for f in play_and_mine(seed, false, &mut want) {
            let camel = format!("{:?}", f.kind);
            let mut name = String::new();
            for (i, c) in camel.chars().enumerate() {
                if c.is_uppercase() && i > 0 {
                    name.push('-');
                }
                name.push(c.to_ascii_lowercase());
            }
            name.push_str(".ron");
            save(
                name,
                f.kind,
                format!("{} (seed {seed})", f.description),
                &f.record,
                &mut expected,
            );
        }
    }
    assert!(want.is_empty(), "not found: {want:?}");
    for (thesis, name) in [
        (false, "full-game-standard.ron"),
        (true, "full-game-thesis.ron"),
    ] {
        let rules = Arc::new(if thesis {
            Rules::thesis()
        } else {
            Rules::standard()
        });
        let mut s = State::new(Arc::new(Board::standard()), rules, 3, 11).unwrap();
        let mut ps: Vec<Box<dyn Player>> = (0..3)
            .map(|p| Box::new(RandomPlayer::trading(p)) as Box<dyn Player>)
            .collect();
        let mut rec = GameRecord::new(&s, vec!["random-trader".into(); 3], Some(11));
        catan::lab::sim::play_game(&mut s, &mut ps, 3000, Some(&mut rec)).unwrap();
        save(
            name.into(),
            Kind::FullGame,
            format!("a whole 3-player game, {} rules", s.rules().name),
            &rec,
            &mut expected,
        );
    }
    let text = ron::ser::to_string_pretty(&expected, ron::ser::PrettyConfig::new()).unwrap();
    std::fs::write(dir.join("expected.ron"), format!("// written by `mine_scenarios`; checked by `every_scenario_replays_to_its_expected_state`\n{text}\n")).unwrap();
}

// ------------------------------------------------------------ the special building phase

/// What a special-building-phase record (5–6 extension rules, six seats) ends with.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
enum SpecialKind {
    /// A seat other than the one whose turn ended builds (or buys a card) in its phase.
    Builds,
    /// The seat whose turn ended tries to build in another's phase: not its turn.
    TurnEndedMayNotBuild,
    /// The builder tries a bank trade: no trading in the phase.
    NoBankTrade,
    /// The builder tries an offer to the others: no trading in the phase.
    NoOffer,
    /// The builder tries to play a knight: no cards played in the phase.
    NoCardPlayed,
    /// The last builder's end: the next player's turn begins, before the roll.
    EndsBeforeTheNextRoll,
}

const SPECIAL: [(SpecialKind, &str); 6] = [
    (SpecialKind::Builds, "special-build-builds.ron"),
    (
        SpecialKind::TurnEndedMayNotBuild,
        "special-build-turn-ended-may-not-build.ron",
    ),
    (SpecialKind::NoBankTrade, "special-build-no-bank-trade.ron"),
    (SpecialKind::NoOffer, "special-build-no-offer.ron"),
    (
        SpecialKind::NoCardPlayed,
        "special-build-no-card-played.ron",
    ),
    (
        SpecialKind::EndsBeforeTheNextRoll,
        "special-build-ends-before-the-next-roll.ron",
    ),
];

/// Replays a special-building record up to its last step; returns the state before it, the
/// state after it (or the error it fails with) and the step.
fn replay_special(file: &str) -> (State, Result<State, ReplayError>, Step) {
    let (record, mut s, step) = replay_to_last(file);
    assert!(record.rules.special_building_phase, "{file}: 5-6 rules");
    assert_eq!(record.players.len(), 6, "{file}: six seats");
    let last = record.steps.len() - 1;
    let before = s.clone();
    let after = catan::core::record::replay_step(&mut s, last, &step).map(|_| s.clone());
    if after.is_err() {
        assert!(s == before, "{file}: the illegal step changed the state");
    }
    (before, after, step)
}

#[test]
fn special_building_phase_scenarios_replay() {
    for (kind, file) in SPECIAL {
        let (before, after, step) = replay_special(file);
        let Phase::SpecialBuild { builder } = before.phase() else {
            panic!("{file}: the record is cut in a special building phase");
        };
        assert_ne!(builder, before.current(), "{file}");
        let illegal = |rule: &str| match &after {
            Err(ReplayError::Illegal { error, .. }) => {
                assert_eq!(error.rule.name(), rule, "{file}: {error}")
            }
            other => panic!("{file}: expected '{rule}', got {other:?}"),
        };
        match kind {
            SpecialKind::Builds => {
                let s = after.as_ref().unwrap();
                assert_eq!(step.seat, builder);
                assert!(matches!(
                    step.action,
                    Action::BuildRoad(_)
                        | Action::BuildSettlement(_)
                        | Action::BuildCity(_)
                        | Action::BuyDevelopmentCard
                ));
                let paid = before.players()[builder.index()].hand().total()
                    - s.players()[builder.index()].hand().total();
                assert!(paid > 0, "{file}: the builder paid");
                assert_eq!(s.phase(), Phase::SpecialBuild { builder });
                assert_eq!(s.current(), before.current());
            }
            SpecialKind::TurnEndedMayNotBuild => {
                assert_eq!(step.seat, before.current());
                illegal("not-your-turn");
            }
            SpecialKind::NoBankTrade => {
                assert!(matches!(step.action, Action::BankTrade { .. }));
                assert_eq!(step.seat, builder);
                illegal("phase");
            }
            SpecialKind::NoOffer => {
                assert!(matches!(step.action, Action::OfferTrade { .. }));
                illegal("phase");
            }
            SpecialKind::NoCardPlayed => {
                assert_eq!(step.action, Action::PlayKnight);
                assert!(before.players()[builder.index()].dev().get(DevCard::Knight) > 0);
                illegal("phase");
            }
            SpecialKind::EndsBeforeTheNextRoll => {
                let s = after.as_ref().unwrap();
                assert_eq!(step.action, Action::EndTurn);
                assert_eq!(
                    (builder.0 + 1) % 6,
                    before.current().0,
                    "{file}: the last builder"
                );
                assert_eq!(s.phase(), Phase::BeforeRoll);
                assert_eq!(s.current(), Seat((before.current().0 + 1) % 6));
                assert_eq!(s.turns(), before.turns() + 1);
            }
        }
    }
}

#[test]
#[ignore = "rebuilds the special-building records of tests/scenarios; run explicitly"]
fn mine_special_building_scenarios() {
    let dir = Path::new(DIR);
    let mut want: Vec<SpecialKind> = SPECIAL.iter().map(|&(k, _)| k).collect();
    for seed in 0..2_000u64 {
        if want.is_empty() {
            break;
        }
        let rules = Arc::new(Rules::five_six());
        let board = Arc::new(catan::core::board::random_board_for(6, seed, true));
        let mut s = State::new(board, rules, 6, seed).unwrap();
        let mut players: Vec<RandomPlayer> = (0..6)
            .map(|p| RandomPlayer::trading(derive_seed(seed, p)))
            .collect();
        let mut rec = GameRecord::new(&s, vec!["random-trader".into(); 6], Some(seed));
        let mut legal = Vec::new();
        let mut take = |kind: SpecialKind, rec: &GameRecord, extra: Option<Step>| {
            if let Some(i) = want.iter().position(|&k| k == kind) {
                want.remove(i);
                let mut r = rec.clone();
                r.steps.extend(extra);
                let file = SPECIAL.iter().find(|(k, _)| *k == kind).unwrap().1;
                catan::files::save_atomically(&dir.join(file), r.to_ron().as_bytes()).unwrap();
            }
        };
        while !s.is_over() && s.turns() < 3000 {
            let seat = s.actor();
            s.legal_actions_into(&mut legal);
            if let Phase::SpecialBuild { builder } = s.phase() {
                let cur = s.current();
                if let Some(&build) = legal.iter().find(|a| **a != Action::EndTurn) {
                    let step = Step {
                        seat: cur,
                        action: build,
                        chance: None,
                    };
                    take(SpecialKind::TurnEndedMayNotBuild, &rec, Some(step));
                }
                let hand = s.players()[builder.index()].hand();
                if let Some(give) = Resource::ALL.into_iter().find(|&r| hand.get(r) >= 4) {
                    let get = Resource::ALL.into_iter().find(|&r| r != give).unwrap();
                    let step = Step {
                        seat: builder,
                        action: Action::BankTrade { give, get },
                        chance: None,
                    };
                    take(SpecialKind::NoBankTrade, &rec, Some(step));
                }
                if let Some(give) = Resource::ALL.into_iter().find(|&r| hand.get(r) >= 1) {
                    let get = Resource::ALL.into_iter().find(|&r| r != give).unwrap();
                    let step = Step {
                        seat: builder,
                        action: Action::offer(ResourceSet::one(give), ResourceSet::one(get)),
                        chance: None,
                    };
                    take(SpecialKind::NoOffer, &rec, Some(step));
                }
                if s.players()[builder.index()].dev().get(DevCard::Knight) > 0 {
                    let step = Step {
                        seat: builder,
                        action: Action::PlayKnight,
                        chance: None,
                    };
                    take(SpecialKind::NoCardPlayed, &rec, Some(step));
                }
            }
            let a = {
                let view = PlayerView::new(&s, seat);
                players[seat.index()].choose(&view, &legal)
            };
            let phase = s.phase();
            let ev = s.apply(a).unwrap();
            rec.steps.push(Step {
                seat,
                action: a,
                chance: ev.chance(),
            });
            if let Phase::SpecialBuild { .. } = phase {
                if a != Action::EndTurn {
                    take(SpecialKind::Builds, &rec, None);
                } else if s.phase() == Phase::BeforeRoll {
                    take(SpecialKind::EndsBeforeTheNextRoll, &rec, None);
                }
            }
        }
    }
    assert!(want.is_empty(), "not found: {want:?}");
}

// ------------------------------------------------------------------------ Seafarers' illegal steps

/// The own ships joined to ship `e` through corners without an own building, and whether that
/// route is closed: no open end (every end of it at an own settlement or city).
fn closed_route(s: &State, p: Seat, e: EdgeId) -> bool {
    let topo = &s.board().topo;
    let ships = s.sea().unwrap().ships[p.index()];
    let own = s.players()[p.index()].settlements() | s.players()[p.index()].cities();
    let mut route = Bits::single(e.index());
    let mut grew = true;
    while grew {
        grew = false;
        for x in route.iter().collect::<Vec<_>>() {
            for v in topo.edge_vertices[x] {
                if own.contains(v.index()) {
                    continue;
                }
                for n in (topo.vertex_edge_mask[v.index()] & (ships - route)).iter() {
                    route.insert(n);
                    grew = true;
                }
            }
        }
    }
    // an end: a corner of the route touched by one of its ships only
    let mut buildings = 0;
    for x in route.iter() {
        for v in topo.edge_vertices[x] {
            let touching = (topo.vertex_edge_mask[v.index()] & route).len();
            if own.contains(v.index()) {
                buildings += 1;
            } else if touching == 1 {
                return false;
            }
        }
    }
    buildings >= 2
}

/// Mines New Shores games of the computers for the two illegal steps the Seafarers rules name:
/// a ship of a closed route moved (`ship-move`), and a road continuing a ship at a corner
/// without an own building (`not-connected`). Writes the records; prints their expected
/// entries for `expected.ron`.
#[test]
#[ignore]
fn mine_sea_scenarios() {
    let board = Arc::new(Board::load(Path::new("boards/seafarers/new-shores.ron")).unwrap());
    let (mut closed, mut road) = (None, None);
    for seed in 0..400u64 {
        let mut s = State::new(board.clone(), Arc::new(Rules::standard()), 4, seed).unwrap();
        let mut ps: Vec<catan::ai::AiPlayer> = (0..4)
            .map(|_| catan::ai::AiPlayer::new("medium", catan::ai::Individual::champion_v2()))
            .collect();
        let mut rec = GameRecord::new(&s, vec!["medium".into(); 4], Some(seed));
        while !s.is_over() && s.turns() < 500 {
            let seat = s.actor();
            if s.phase() == Phase::Main && seat == s.current() {
                let sea = s.sea().unwrap();
                let spots = PlayerView::new(&s, seat).ship_spots();
                if closed.is_none() && !sea.moved {
                    for e in (sea.ships[seat.index()] - sea.new_ships).iter() {
                        let from = EdgeId::at(e);
                        let Some(to) = spots.iter().next() else { break };
                        let a = Action::MoveShip {
                            from,
                            to: EdgeId::at(to),
                        };
                        if closed_route(&s, seat, from)
                            && s.check(&a).is_err_and(|x| x.rule.name() == "ship-move")
                        {
                            let r = with_step(&rec, seat, a);
                            let d = format!(
                                "seat {seat} moves the ship on edge {from}, of a route closed between two of its buildings (seed {seed})"
                            );
                            closed = Some((r, d));
                            break;
                        }
                    }
                }
                if road.is_none() {
                    road = road_after_ship(&s, seat, &rec, seed);
                }
            }
            let a = ps[seat.index()].choose(&PlayerView::new(&s, seat), &s.legal_actions());
            let ev = s.apply(a).unwrap();
            rec.steps.push(Step {
                seat,
                action: a,
                chance: ev.chance(),
            });
        }
        if closed.is_some() && road.is_some() {
            break;
        }
    }
    for (name, kind, found) in [
        ("ship-off-closed-route.ron", "ShipOffClosedRoute", closed),
        ("road-continues-ship.ron", "RoadContinuesShip", road),
    ] {
        let (r, d) = found.unwrap_or_else(|| panic!("{kind} not found"));
        catan::files::save_atomically(&Path::new(DIR).join(name), r.to_ron().as_bytes()).unwrap();
        let Err(ReplayError::Illegal { index, error, .. }) = r.replay() else {
            panic!("{name} replays");
        };
        let mut s = r.initial_state().unwrap();
        for (i, st) in r.steps[..index].iter().enumerate() {
            catan::core::record::replay_step(&mut s, i, st).unwrap();
        }
        let e = Expected {
            file: name.into(),
            kind: if kind == "ShipOffClosedRoute" {
                Kind::ShipOffClosedRoute
            } else {
                Kind::RoadContinuesShip
            },
            description: d,
            longest_road: lengths(&s),
            longest_road_holder: s.longest_road_holder(),
            largest_army_holder: s.largest_army_holder(),
            winner: s.winner(),
            illegal: Some((index, error.rule.to_string())),
        };
        println!(
            "{}",
            ron::ser::to_string_pretty(&e, ron::ser::PrettyConfig::new()).unwrap()
        );
    }
}

/// A road at a corner reached by one of `seat`'s ships, with no building of its own there and
/// nothing of its own at the road's other end: refused, with the record up to it.
fn road_after_ship(
    s: &State,
    seat: Seat,
    rec: &GameRecord,
    seed: u64,
) -> Option<(GameRecord, String)> {
    let topo = &s.board().topo;
    let ps = &s.players()[seat.index()];
    if !ps.hand().contains(&s.rules().costs.road) || ps.roads_left() == 0 {
        return None;
    }
    let ships = s.sea()?.ships[seat.index()];
    let own = ps.settlements() | ps.cities();
    let mut mine = own;
    for x in (ps.roads() | ships).iter() {
        for v in topo.edge_vertices[x] {
            mine.insert(v.index());
        }
    }
    let all = s.all_roads() | s.sea()?.all_ships;
    for x in ships.iter() {
        for v in topo.edge_vertices[x] {
            if own.contains(v.index()) {
                continue;
            }
            for e in (topo.vertex_edge_mask[v.index()] & (s.board().land_edges - all)).iter() {
                let u = topo.other_end(EdgeId::at(e), v);
                let roads_at_v = (topo.vertex_edge_mask[v.index()] & ps.roads()).len();
                if mine.contains(u.index()) || roads_at_v > 0 {
                    continue;
                }
                let a = Action::BuildRoad(EdgeId::at(e));
                if s.check(&a).is_err_and(|x| x.rule.name() == "not-connected") {
                    let r = with_step(rec, seat, a);
                    let d = format!(
                        "seat {seat} builds a road on edge {e}, continuing its ship at corner {v} where it has no building (seed {seed})"
                    );
                    return Some((r, d));
                }
            }
        }
    }
    None
}

/// `rec` with one more step, `seat` playing `action` (the miners' refused last step).
fn with_step(rec: &GameRecord, seat: Seat, action: Action) -> GameRecord {
    let mut r = rec.clone();
    r.steps.push(Step {
        seat,
        action,
        chance: None,
    });
    r
}
