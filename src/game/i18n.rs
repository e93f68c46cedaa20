//! English and Czech with Project Fluent: every text is a message id in
//! `assets/i18n/en.ftl` and `assets/i18n/cs.ftl` (whole sentences, Czech plural forms and cases
//! chosen by the translation, not by the code). [`tr`] gives a message, [`tr_args`] one with
//! placeholders.

use crate::core::{DevCard, Resource, ResourceSet, Seat};
use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use std::sync::LazyLock;

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Lang {
    #[default]
    English,
    Czech,
}

impl Lang {
    pub const ALL: [Lang; 2] = [Lang::English, Lang::Czech];
    pub fn name(self) -> &'static str {
        match self {
            Lang::English => "English",
            Lang::Czech => "Čeština",
        }
    }
}

pub(crate) const EN_FTL: &str = include_str!("../../assets/i18n/en.ftl");
pub(crate) const CS_FTL: &str = include_str!("../../assets/i18n/cs.ftl");

struct Bundles {
    en: FluentBundle<FluentResource>,
    cs: FluentBundle<FluentResource>,
}

fn bundle(lang: &str, name: &str, text: &'static str) -> FluentBundle<FluentResource> {
    let id: unic_langid::LanguageIdentifier = lang.parse().expect("a valid language id");
    let mut b = FluentBundle::new_concurrent(vec![id]);
    // egui shows Unicode isolation marks as boxes: placeholders go in as they are
    b.set_use_isolating(false);
    let res = FluentResource::try_new(text.to_string())
        .unwrap_or_else(|(_, errs)| panic!("{name} does not parse: {errs:?}"));
    b.add_resource(res)
        .unwrap_or_else(|errs| panic!("{name} defines a message twice: {errs:?}"));
    b
}

static BUNDLES: LazyLock<Bundles> = LazyLock::new(|| Bundles {
    en: bundle("en", "assets/i18n/en.ftl", EN_FTL),
    cs: bundle("cs", "assets/i18n/cs.ftl", CS_FTL),
});

fn bundle_for(lang: Lang) -> &'static FluentBundle<FluentResource> {
    match lang {
        Lang::English => &BUNDLES.en,
        Lang::Czech => &BUNDLES.cs,
    }
}

/// A placeholder's value: text or a number (numbers choose plural forms).
#[derive(Clone, Copy)]
pub enum Arg<'a> {
    Text(&'a str),
    Number(i64),
}

impl<'a> From<&'a str> for Arg<'a> {
    fn from(s: &'a str) -> Self {
        Arg::Text(s)
    }
}

impl<'a> From<&'a String> for Arg<'a> {
    fn from(s: &'a String) -> Self {
        Arg::Text(s)
    }
}

macro_rules! number_arg {
    ($($t:ty),*) => {$(
        impl From<$t> for Arg<'_> {
            fn from(n: $t) -> Self {
                Arg::Number(n as i64)
            }
        }
    )*};
}
number_arg!(u8, u16, u32, u64, usize, i32);

/// The message `id` in `lang` with its placeholders filled. A missing id or placeholder shows as
/// the id (the test below keeps both files complete).
pub fn tr_args(lang: Lang, id: &str, args: &[(&str, Arg<'_>)]) -> String {
    let bundle = bundle_for(lang);
    let Some(pattern) = bundle.get_message(id).and_then(|m| m.value()) else {
        return id.to_string();
    };
    let mut fargs = FluentArgs::new();
    for (k, v) in args {
        match v {
            Arg::Text(s) => fargs.set(*k, FluentValue::from(*s)),
            Arg::Number(n) => fargs.set(*k, FluentValue::from(*n)),
        }
    }
    let mut errors = Vec::new();
    let text = bundle.format_pattern(pattern, Some(&fargs), &mut errors);
    text.into_owned()
}

/// The message `id` in `lang`.
pub fn tr(lang: Lang, id: &str) -> String {
    tr_args(lang, id, &[])
}

fn resource_id(r: Resource) -> &'static str {
    ["wood", "brick", "grain", "sheep", "stone"][r.index()]
}

pub fn resource(lang: Lang, r: Resource) -> String {
    tr(lang, &format!("resource-{}", resource_id(r)))
}

/// A terrain's name in a sentence ("fields", "gold field"), without the editor's key.
pub fn terrain_word(lang: Lang, t: crate::core::Terrain) -> String {
    use crate::core::Terrain;
    let id = match t {
        Terrain::Forest => "terrain-forest",
        Terrain::Hills => "terrain-hills",
        Terrain::Fields => "terrain-fields",
        Terrain::Pasture => "terrain-pasture",
        Terrain::Mountains => "terrain-mountains",
        Terrain::Desert => "terrain-desert",
        Terrain::Sea => "terrain-sea",
        Terrain::Gold => "terrain-gold",
    };
    tr(lang, id)
}

/// A terrain's name ("Forest", "Gold field").
pub fn terrain(lang: Lang, t: crate::core::Terrain) -> String {
    use crate::core::Terrain;
    let id = match t {
        Terrain::Forest => "editor-forest",
        Terrain::Hills => "editor-hills",
        Terrain::Fields => "editor-fields",
        Terrain::Pasture => "editor-pasture",
        Terrain::Mountains => "editor-mountains",
        Terrain::Desert => "editor-desert",
        Terrain::Sea => "editor-sea",
        Terrain::Gold => "editor-gold",
    };
    tr(lang, id)
}

/// The shipped boards by the name written in them, and their files' names.
const SHIPPED_BOARDS: [(&str, &str); 19] = [
    ("Standard (beginner layout)", "standard"),
    ("River delta (4 x 4 rhombus)", "river-delta"),
    (
        "5-6 extension (fixed deal, tokens in letter order)",
        "extension-5-6",
    ),
    ("New Shores", "new-shores"),
    ("New Shores (3 players)", "new-shores-3"),
    ("New Shores (5-6 players)", "new-shores-6"),
    ("The Four Islands", "four-islands"),
    ("The Four Islands (3 players)", "four-islands-3"),
    ("The Six Islands", "four-islands-6"),
    ("Fog Islands", "fog-islands"),
    ("Fog Islands (3 players)", "fog-islands-3"),
    ("Fog Islands (5-6 players)", "fog-islands-6"),
    ("Through the Desert", "through-the-desert"),
    ("Through the Desert (3 players)", "through-the-desert-3"),
    ("Through the Desert (5-6 players)", "through-the-desert-6"),
    // the 5–6 players' layout writes the same name: titled as the four players' one
    ("Cloth for Catan", "cloth-for-catan"),
    ("Cloth for Catan (3 players)", "cloth-for-catan-3"),
    ("The Forgotten Tribe", "forgotten-tribe"),
    ("The Forgotten Tribe (3 players)", "forgotten-tribe-3"),
];

/// A computer seat's level as the menu names it ("Medium"), from its player's name (`easy`,
/// `medium`/`ai`, `hard`/`hard-timed`; anything else is a custom player).
pub fn computer_level(lang: Lang, spec: &str) -> String {
    let id = match spec.trim() {
        "easy" => "level-easy",
        "medium" | "ai" => "champion-default",
        "hard" | "hard-timed" => "level-hard",
        _ => "level-custom-short",
    };
    tr(lang, id)
}

/// A board's name for a player: a shipped board or scenario by its title in `lang` (a
/// 3-player layout says so), any other by the name written in its file, else its file's name.
pub fn board_name(lang: Lang, path: &std::path::Path, own_name: &str) -> String {
    let stem = path
        .file_stem()
        .unwrap_or_default()
        .to_string_lossy()
        .into_owned();
    let shipped = path.starts_with(crate::files::shipped_boards_dir());
    // a shipped file by its own file name first: two layouts may write the same name
    if let Some(title) = shipped.then(|| shipped_title(lang, &stem)).flatten() {
        return title;
    }
    let by_name = SHIPPED_BOARDS.iter().find(|(n, _)| *n == own_name.trim());
    let key = match by_name {
        Some((_, s)) => Some(s.to_string()),
        None if shipped => Some(stem.clone()),
        None => None,
    };
    if let Some(title) = key.and_then(|k| shipped_title(lang, &k)) {
        return title;
    }
    if own_name.trim().is_empty() {
        stem
    } else {
        own_name.to_string()
    }
}

/// A shipped board's title by its file's name (`new-shores-3`, `fog-islands-6`: a layout for
/// three, or for five and six, says so), if it has one; a title of its own comes first.
fn shipped_title(lang: Lang, stem: &str) -> Option<String> {
    let own = format!("board-name-{stem}");
    if bundle_for(lang).has_message(&own) {
        return Some(tr(lang, &own));
    }
    let (base, seats) = match (stem.strip_suffix("-3"), stem.strip_suffix("-6")) {
        (Some(b), _) => (b, "board-name-three"),
        (_, Some(b)) => (b, "board-name-six"),
        _ => return None,
    };
    let id = format!("board-name-{base}");
    if !bundle_for(lang).has_message(&id) {
        return None;
    }
    let title = tr(lang, &id);
    Some(tr_args(lang, seats, &[("name", (&title).into())]))
}

/// `n` cards of one material, as the language counts them ("2 wood", "5 cihel").
pub fn resource_count(lang: Lang, r: Resource, n: u8) -> String {
    tr_args(
        lang,
        "resource-count",
        &[("n", n.into()), ("resource", resource_id(r).into())],
    )
}

/// A set of cards in words: "2 wood, 1 brick" ("—" for none).
pub fn cards_text(lang: Lang, set: &ResourceSet) -> String {
    let parts: Vec<String> = Resource::ALL
        .iter()
        .filter(|r| set.get(**r) > 0)
        .map(|r| resource_count(lang, *r, set.get(*r)))
        .collect();
    if parts.is_empty() {
        "—".into()
    } else {
        parts.join(", ")
    }
}

pub fn dev_card(lang: Lang, c: DevCard) -> String {
    let id = match c {
        DevCard::Knight => "card-knight",
        DevCard::VictoryPoint => "card-victory-point",
        DevCard::RoadBuilding => "card-road-building",
        DevCard::YearOfPlenty => "card-year-of-plenty",
        DevCard::Monopoly => "card-monopoly",
    };
    tr(lang, id)
}

/// The round as every screen says it: "Opening", or "Round 3" ([`crate::core::wide::State::round_of_play`]).
pub fn round_text(lang: Lang, round: Option<u32>) -> String {
    match round {
        None => tr(lang, "opening"),
        Some(n) => tr_args(lang, "round-n", &[("n", n.into())]),
    }
}

/// A seat's colour as a key for the messages' selectors (`red`, `blue`, …): a language whose
/// sentence bends the name (Czech's dative, "ukradl kartu Oranžovému") chooses by it.
pub fn seat_key(seat: Seat) -> &'static str {
    ["red", "blue", "orange", "white", "green", "purple"][seat.index() % 6]
}

/// The colour name of a seat (players are named by colour).
pub fn seat_name(lang: Lang, seat: Seat) -> String {
    let id = [
        "seat-red",
        "seat-blue",
        "seat-orange",
        "seat-white",
        "seat-green",
        "seat-purple",
    ][seat.index() % 6];
    tr(lang, id)
}

pub(crate) mod board_words;
#[cfg(test)]
mod board_words_tests;
#[cfg(test)]
mod dative_tests;
#[cfg(test)]
mod literals;
#[cfg(test)]
mod shipped_names_tests;

#[cfg(test)]
mod tests {
    use super::*;
    use fluent_syntax::ast;

    /// Every message id of a file, with the placeholders its text uses.
    fn messages(text: &str) -> Vec<(String, std::collections::BTreeSet<String>)> {
        fn vars_of(p: &ast::Pattern<&str>, out: &mut std::collections::BTreeSet<String>) {
            for e in &p.elements {
                if let ast::PatternElement::Placeable { expression } = e {
                    expr(expression, out);
                }
            }
        }
        fn inline(i: &ast::InlineExpression<&str>, out: &mut std::collections::BTreeSet<String>) {
            match i {
                ast::InlineExpression::VariableReference { id } => {
                    out.insert(id.name.to_string());
                }
                ast::InlineExpression::Placeable { expression } => expr(expression, out),
                _ => {}
            }
        }
        fn expr(e: &ast::Expression<&str>, out: &mut std::collections::BTreeSet<String>) {
            match e {
                ast::Expression::Inline(i) => inline(i, out),
                ast::Expression::Select { selector, variants } => {
                    inline(selector, out);
                    for v in variants {
                        vars_of(&v.value, out);
                    }
                }
            }
        }
        let res = FluentResource::try_new(text.to_string()).expect("parses");
        res.entries()
            .filter_map(|e| match e {
                ast::Entry::Message(m) => {
                    let mut vars = std::collections::BTreeSet::new();
                    if let Some(v) = &m.value {
                        vars_of(v, &mut vars);
                    }
                    Some((m.id.name.to_string(), vars))
                }
                _ => None,
            })
            .collect()
    }

    #[test]
    fn both_languages_have_every_message_with_the_same_placeholders() {
        let en = messages(EN_FTL);
        let cs = messages(CS_FTL);
        assert!(en.len() > 100, "{} messages", en.len());
        let en_ids: Vec<_> = en.iter().map(|m| &m.0).collect();
        let cs_ids: Vec<_> = cs.iter().map(|m| &m.0).collect();
        assert_eq!(en_ids, cs_ids, "the same ids in the same order");
        for ((id, a), (_, b)) in en.iter().zip(&cs) {
            assert_eq!(a, b, "'{id}': the placeholders differ");
        }
    }

    #[test]
    fn every_id_the_code_names_exists() {
        // the ids written literally in the game's code: tr(…, "id") and tr_args(…, "id", …)
        let ids: std::collections::BTreeSet<String> =
            messages(EN_FTL).into_iter().map(|m| m.0).collect();
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src/game");
        let mut stack = vec![root];
        let mut named = 0;
        while let Some(dir) = stack.pop() {
            for e in std::fs::read_dir(dir).unwrap().flatten() {
                let p = e.path();
                if p.is_dir() {
                    stack.push(p);
                    continue;
                }
                if p.ends_with("i18n.rs") {
                    continue; // this file names ids in its docs and tests
                }
                let text = std::fs::read_to_string(&p).unwrap();
                for call in ["tr(", "tr_args("] {
                    for (i, _) in text.match_indices(call) {
                        let rest = &text[i + call.len()..];
                        let Some(q) = rest.find('"') else { continue };
                        // only a literal id as the second argument: `tr(lang, "id")`
                        let head = &rest[..q];
                        if head.contains(')')
                            || head.contains('(')
                            || head.matches(',').count() != 1
                        {
                            continue;
                        }
                        let id = &rest[q + 1..q + 1 + rest[q + 1..].find('"').unwrap()];
                        named += 1;
                        assert!(ids.contains(id), "{}: no message '{id}'", p.display());
                    }
                }
            }
        }
        assert!(named > 100, "found {named} uses");
    }

    #[test]
    fn czech_counts_take_their_plural_forms() {
        let cs = Lang::Czech;
        assert_eq!(
            tr_args(cs, "discard-n-cards", &[("n", 1u32.into())]),
            "Odhoďte 1 kartu"
        );
        assert_eq!(
            tr_args(cs, "discard-n-cards", &[("n", 3u32.into())]),
            "Odhoďte 3 karty"
        );
        assert_eq!(
            tr_args(cs, "discard-n-cards", &[("n", 5u32.into())]),
            "Odhoďte 5 karet"
        );
        assert_eq!(resource_count(cs, Resource::Brick, 1), "1 cihlu");
        assert_eq!(resource_count(cs, Resource::Brick, 2), "2 cihly");
        assert_eq!(resource_count(cs, Resource::Brick, 7), "7 cihel");
        assert_eq!(
            tr_args(Lang::English, "discard-n-cards", &[("n", 4u32.into())]),
            "Discard 4 cards"
        );
        assert_eq!(tr(Lang::Czech, "roll"), "Hodit");
        assert_eq!(tr(Lang::English, "roll"), "Roll");
        assert_eq!(
            tr_args(Lang::Czech, "pass-to-name", &[("name", "Modrý".into())]),
            "Předejte hráči Modrý"
        );
        assert_eq!(
            cards_text(Lang::English, &ResourceSet::one(Resource::Wood)),
            "1 wood"
        );
    }

    /// Every counted noun takes the plural form its number calls for, 0 to 25, in both
    /// languages (Fluent's plural categories: English one/other; Czech one 1, few 2–4, other
    /// for 0 and 5 and more — "0 akčních karet", never "0 akční karty").
    #[test]
    fn every_count_takes_its_plural_form_from_0_to_25() {
        // (message, English one/other, Czech one/few/other): the words that must end the text
        // (or, for the longer messages, appear in it)
        let table: &[(&str, [&str; 2], [&str; 3])] = &[
            ("card-count", ["card", "cards"], ["karta", "karty", "karet"]),
            (
                "knight-count",
                ["knight", "knights"],
                ["rytíř", "rytíři", "rytířů"],
            ),
            ("point-count", ["point", "points"], ["bod", "body", "bodů"]),
            (
                "dev-card-count",
                ["development card", "development cards"],
                ["akční karta", "akční karty", "akčních karet"],
            ),
            (
                "discard-n-cards",
                ["card", "cards"],
                ["kartu", "karty", "karet"],
            ),
            (
                "bank-trades-count",
                ["trade with", "trades with"],
                ["obchod s", "obchody s", "obchodů s"],
            ),
            (
                "board-hosts-fewer",
                ["player:", "players:"],
                ["hráč:", "hráči:", "hráčů:"],
            ),
        ];
        for &(id, en, cs) in table {
            for n in 0u32..=25 {
                let e = tr_args(Lang::English, id, &[("n", n.into())]);
                let want = if n == 1 { en[0] } else { en[1] };
                assert!(
                    e.contains(&format!("{n} {want}")),
                    "{id} {n}: {e:?} should say '{n} {want}'"
                );
                let c = tr_args(Lang::Czech, id, &[("n", n.into())]);
                let want = match n {
                    1 => cs[0],
                    2..=4 => cs[1],
                    _ => cs[2],
                };
                assert!(
                    c.contains(&format!("{n} {want}")),
                    "{id} {n}: {c:?} should say '{n} {want}'"
                );
            }
        }
        // every material counted
        for r in Resource::ALL {
            let forms = [1, 2, 5].map(|n| resource_count(Lang::Czech, r, n));
            let word = |t: &str| {
                t.split_once(' ')
                    .map(|x| x.1.to_string())
                    .unwrap_or_default()
            };
            for n in 0u8..=25 {
                let e = resource_count(Lang::English, r, n);
                assert!(e.starts_with(&format!("{n} ")), "{e}");
                let c = resource_count(Lang::Czech, r, n);
                let category = match n {
                    1 => 0,
                    2..=4 => 1,
                    _ => 2,
                };
                assert!(c.starts_with(&format!("{n} ")), "{c}");
                assert_eq!(word(&c), word(&forms[category]), "{} {n}: {c}", r.name());
            }
        }
    }

    /// A computer seat is named by the level the menu gave it, in both languages, whatever name
    /// its player goes by (the play-test missed the level on local rows).
    #[test]
    fn a_computers_level_is_named_as_the_menu_names_it() {
        use crate::lab::PlayerSpec;
        let level = |lang, name: &str| {
            let spec = PlayerSpec::parse(name).unwrap();
            computer_level(lang, &spec.to_string())
        };
        assert_eq!(level(Lang::English, "easy"), "Easy");
        assert_eq!(level(Lang::English, "medium"), "Medium");
        assert_eq!(level(Lang::English, "hard"), "Hard");
        assert_eq!(level(Lang::English, "hard-timed"), "Hard");
        assert_eq!(level(Lang::Czech, "hard"), tr(Lang::Czech, "level-hard"));
        assert_eq!(level(Lang::English, "random"), "Custom");
    }
}
