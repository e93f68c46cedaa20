//! The editor's words for a player: the validator's problems (one Fluent message per
//! [`BoardProblem`] variant — no tile numbers, no coordinates, no file syntax: the problem's
//! tiles are ringed on the board), harbour kinds, pips and how many players the board hosts.

use crate::core::{BoardProblem, HarbourKind, Resource, ScenarioProblem, Terrain};
use crate::game::i18n::{Arg, Lang, tr, tr_args};

/// A problem in a player's words.
pub(crate) fn problem_text(lang: Lang, p: &BoardProblem) -> String {
    let (id, values) = problem_message(lang, p);
    let args: Vec<(&str, Arg<'_>)> = values
        .iter()
        .map(|(k, v)| {
            let a = match v {
                V::N(n) => Arg::Number(*n),
                V::S(s) => Arg::Text(s),
            };
            (*k, a)
        })
        .collect();
    tr_args(lang, &format!("editor-problem-{id}"), &args)
}

/// A placeholder's value, owned (a name is worded in the player's language first).
enum V {
    N(i64),
    S(String),
}

impl From<u8> for V {
    fn from(n: u8) -> V {
        V::N(n.into())
    }
}

impl From<usize> for V {
    fn from(n: usize) -> V {
        V::N(i64::try_from(n).unwrap_or(i64::MAX))
    }
}

/// The message (after `editor-problem-`) and its placeholders.
fn problem_message(lang: Lang, p: &BoardProblem) -> (&'static str, Vec<(&'static str, V)>) {
    use BoardProblem::*;
    match p {
        NoTiles => ("no-tiles", vec![]),
        CoordinateOutOfRange { .. } => ("too-far", vec![]),
        DuplicateTile { .. } => ("duplicate-tile", vec![]),
        NumberOnDesert { number, .. } => ("number-on-desert", vec![("number", (*number).into())]),
        NumberOnSea { number, .. } => ("number-on-sea", vec![("number", (*number).into())]),
        MissingNumber { .. } => ("missing-number", vec![]),
        NumberSeven { .. } => ("number-seven", vec![]),
        NumberOutOfRange { number, .. } => {
            ("number-out-of-range", vec![("number", (*number).into())])
        }
        TooLarge { .. } => ("too-large", vec![]),
        NotConnected { cut, .. } => ("not-connected", vec![("n", cut.len().into())]),
        HarbourOffBoard { .. } => ("harbour-off-board", vec![]),
        HarbourInland { .. } => ("harbour-inland", vec![]),
        HarboursShareVertex { .. } => ("harbours-share-corner", vec![]),
        RobberOffBoard { .. } => ("robber-off-board", vec![]),
        RobberOnSea { .. } => ("robber-on-sea", vec![]),
        HarbourOnSea { .. } => ("harbour-on-sea", vec![]),
        NoRobberTile => ("no-robber", vec![]),
        TooSmall { capacity, .. } => ("too-small", vec![("n", (*capacity).into())]),
        PirateOffBoard { .. } => ("pirate-off-board", vec![]),
        PirateOnLand { .. } => ("pirate-on-land", vec![]),
        IslandNotLand { .. } => ("island-not-land", vec![]),
        IslandsOverlap { .. } => ("islands-overlap", vec![]),
        IslandWithoutTiles { .. } => ("island-without-tiles", vec![]),
        TooManyIslands { count } => ("too-many-islands", vec![("n", (*count).into())]),
        NoRoomForOpening { capacity } => ("no-room-for-opening", vec![("n", (*capacity).into())]),
        PointsToWin { points } => ("points-to-win", vec![("n", (*points).into())]),
        PirateInFog { .. } => ("pirate-in-fog", vec![]),
        FogOffBoard { .. } => ("fog-off-board", vec![]),
        FogNotSea { .. } => ("fog-not-sea", vec![]),
        FogStackShort { tiles, cards } => (
            "fog-stack-short",
            vec![("n", (*tiles).into()), ("cards", (*cards).into())],
        ),
        FogCard { .. } => ("fog-card", vec![]),
        MaxPlayers { players } => ("max-players", vec![("n", (*players).into())]),
        Scenario(p) => scenario_message(p),
        StandardTileCount { set, got, want } => (
            "set-tiles",
            vec![
                ("set", V::S(set_id(set).into())),
                ("got", (*got).into()),
                ("want", (*want).into()),
            ],
        ),
        StandardTerrainCount {
            set,
            terrain,
            got,
            want,
        } => (
            "set-terrain",
            vec![
                ("set", V::S(set_id(set).into())),
                ("terrain", V::S(terrain_name(lang, *terrain))),
                ("got", (*got).into()),
                ("want", (*want).into()),
            ],
        ),
        StandardNumbers { set, .. } => ("set-numbers", vec![("set", V::S(set_id(set).into()))]),
        StandardHarbourCount {
            set,
            kind,
            got,
            want,
        } => (
            "set-harbours",
            vec![
                ("set", V::S(set_id(set).into())),
                ("kind", V::S(harbour_name(lang, *kind))),
                ("got", (*got).into()),
                ("want", (*want).into()),
            ],
        ),
    }
}

/// A scenario's problem (Cloth for Catan's villages, the tribe's gifts, the opening's settlements).
fn scenario_message(p: &ScenarioProblem) -> (&'static str, Vec<(&'static str, V)>) {
    use ScenarioProblem::*;
    match p {
        OpeningSettlements { count } => ("opening-settlements", vec![("n", (*count).into())]),
        VillageNumber { number, .. } => ("village-number", vec![("number", (*number).into())]),
        VillageOffLand { .. } => ("village-off-land", vec![]),
        VillageSettled { .. } => ("village-settled", vec![]),
        VillagesShareCorner { .. } => ("villages-share-corner", vec![]),
        ClothPerPoint => ("cloth-per-point", vec![]),
        ClothEndBelow { villages, .. } => ("cloth-end-below", vec![("n", (*villages).into())]),
        GiftOffBoard { .. } => ("gift-off-board", vec![]),
        GiftNotTribe { .. } => ("gift-not-tribe", vec![]),
        GiftInland { .. } => ("gift-inland", vec![]),
        GiftsShareSide { .. } => ("gifts-share-side", vec![]),
        GiftCards { cards } => ("gift-cards", vec![("n", (*cards).into())]),
        GiftsWithFog => ("gifts-with-fog", vec![]),
    }
}

/// The component set a problem names, as the messages select it.
fn set_id(set: &str) -> &'static str {
    if set.starts_with("5-6") {
        "five-six"
    } else {
        "standard"
    }
}

/// A terrain's name without the tool's key ("Forest", not the tool's "Forest (F)").
fn terrain_name(lang: Lang, t: Terrain) -> String {
    let label = crate::game::i18n::terrain(lang, t);
    match label.split_once(" (") {
        Some((name, _)) => name.to_string(),
        None => label,
    }
}

/// A harbour kind: "3:1", "2:1 brick".
pub(crate) fn harbour_name(lang: Lang, k: HarbourKind) -> String {
    match k.resource() {
        None => tr(lang, "editor-harbour-generic"),
        Some(r) => {
            let resource = crate::game::i18n::resource(lang, r);
            tr_args(
                lang,
                "editor-harbour-two-to-one",
                &[("resource", (&resource).into())],
            )
        }
    }
}

/// A material's pips on this board ("brick: 12 pips").
pub(crate) fn pips_text(lang: Lang, r: Resource, pips: u32) -> String {
    let resource = crate::game::i18n::resource(lang, r);
    tr_args(
        lang,
        "editor-pips",
        &[("resource", (&resource).into()), ("n", pips.into())],
    )
}

/// How many players the board hosts ("Hosts 2–4 players"), or that it hosts no game yet.
pub(crate) fn hosts_text(lang: Lang, capacity: Option<u8>) -> String {
    match capacity {
        Some(n) if n > 2 => tr_args(lang, "editor-hosts-range", &[("n", n.into())]),
        Some(n) => tr_args(lang, "editor-hosts-exactly", &[("n", n.into())]),
        None => tr(lang, "editor-hosts-none"),
    }
}
