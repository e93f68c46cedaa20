//! An individual: the 32 integer weights of the thesis strategy (spec §3), read from and written
//! to RON files (`assets/ai/*.ron`) and converted from the thesis's XML form.
//!
//! File fields use the thesis's own camelCase names (`weightGoodNumbers` … `weightUseTwoRoadGeneral`),
//! so a file reads side by side with the thesis's XML and table 7.2. Every weight is required, a
//! whole number ≥ 0; unknown, repeated, missing or negative fields are errors naming the file,
//! line:column and the field.

mod genes;
pub use genes::*;

use crate::core::ron_file::FileError;
use crate::core::ron_file::parse_ron;
use crate::files::Load;
use serde::de::{self, DeserializeSeed, MapAccess, Visitor};
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::fmt;
use std::path::Path;

pub const NUM_WEIGHTS: usize = 32;

/// (thesis name, short name used in the formulas, where it is used), in the thesis's order.
pub const WEIGHTS: [(&str, &str, &str); NUM_WEIGHTS] = [
    ("weightGoodNumbers", "goodNum", "opening"),
    ("weightPortThreeOne", "ThreePort", "opening"),
    ("weightPortTwoOne", "TwoPort", "opening"),
    ("weightMissingMaterial", "missMat", "opening"),
    ("weightEdgeGeneral", "edgeGen", "opening"),
    ("weightWood", "wood", "opening: curMat"),
    ("weightBrick", "brick", "opening: curMat"),
    ("weightGrain", "grain", "opening: curMat"),
    ("weightSheep", "sheep", "opening: curMat"),
    ("weightStone", "stone", "opening: curMat"),
    ("weightRoadGeneral", "roadGen", "road"),
    ("weightLongestRoad", "longRoad", "road"),
    ("weightExtensionRoad", "extRoad", "road"),
    ("weightSpaceForVillage", "villageSpace", "road"),
    ("weightThiefMoveBase", "thiefMove", "robber / knight"),
    (
        "weightThiefMoveOtherBuilding",
        "thiefOthBd",
        "robber / knight",
    ),
    ("weightThiefMoveMyBuilding", "thiefMyBd", "robber / knight"),
    ("weightThiefMoveProb", "thiefProb", "robber / knight"),
    ("weightVillageGeneral", "villageGen", "village"),
    ("weightVillageGoodNumbers", "villageGoodNum", "village"),
    ("weightVillagePortThreeOne", "villagePortThree", "village"),
    ("weightVillagePortTwoOne", "villagePortTwo", "village"),
    ("weightTownGeneral", "townGen", "town"),
    ("weightTownGoodNumbers", "townGoodNum", "town"),
    ("weightBuyActionCardGeneral", "buyActCard", "buy card"),
    ("weightUseActionCardGeneral", "useActCard", "play VP coupon"),
    ("weightUseMatFromPlGeneral", "actMatFromPl", "monopoly"),
    (
        "weightUseTwoMatRoadGeneral",
        "actTwoMatRoad",
        "year of plenty",
    ),
    (
        "weightUseTwoMatVillageGeneral",
        "actTwoMatVillage",
        "year of plenty",
    ),
    (
        "weightUseTwoMatTownGeneral",
        "actTwoMatTown",
        "year of plenty",
    ),
    (
        "weightUseTwoMatActGeneral",
        "actTwoMatAct",
        "year of plenty",
    ),
    ("weightUseTwoRoadGeneral", "actTwoRoad", "road building"),
];

/// Index of each weight in [`Individual::w`] (the thesis's order).
pub mod w {
    pub const GOOD_NUMBERS: usize = 0;
    pub const PORT_THREE_ONE: usize = 1;
    pub const PORT_TWO_ONE: usize = 2;
    pub const MISSING_MATERIAL: usize = 3;
    pub const EDGE_GENERAL: usize = 4;
    /// weightWood … weightStone are 5..=9, in [`crate::core::Resource`] order.
    pub const MATERIAL: usize = 5;
    pub const ROAD_GENERAL: usize = 10;
    pub const LONGEST_ROAD: usize = 11;
    pub const EXTENSION_ROAD: usize = 12;
    pub const SPACE_FOR_VILLAGE: usize = 13;
    pub const THIEF_MOVE_BASE: usize = 14;
    pub const THIEF_OTHER_BUILDING: usize = 15;
    pub const THIEF_MY_BUILDING: usize = 16;
    pub const THIEF_PROB: usize = 17;
    pub const VILLAGE_GENERAL: usize = 18;
    pub const VILLAGE_GOOD_NUMBERS: usize = 19;
    pub const VILLAGE_PORT_THREE_ONE: usize = 20;
    pub const VILLAGE_PORT_TWO_ONE: usize = 21;
    pub const TOWN_GENERAL: usize = 22;
    pub const TOWN_GOOD_NUMBERS: usize = 23;
    pub const BUY_ACTION_CARD: usize = 24;
    pub const USE_ACTION_CARD: usize = 25;
    pub const USE_MAT_FROM_PLAYERS: usize = 26;
    pub const TWO_MAT_ROAD: usize = 27;
    pub const TWO_MAT_VILLAGE: usize = 28;
    pub const TWO_MAT_TOWN: usize = 29;
    pub const TWO_MAT_ACT: usize = 30;
    pub const TWO_ROAD: usize = 31;
}

/// The thesis example individual (Appendix C), shipped as `assets/ai/thesis-example.ron`.
pub const THESIS_EXAMPLE_RON: &str = include_str!("../../assets/ai/thesis-example.ron");

/// The champion of the evolution experiment, shipped as `assets/ai/champion.ron`.
pub const CHAMPION_RON: &str = include_str!("../../assets/ai/champion.ron");

/// The v2 champion: bred with the planning genes, shipped as `assets/ai/champion-v2.ron`.
pub const CHAMPION_V2_RON: &str = include_str!("../../assets/ai/champion-v2.ron");

/// The v3 champion: the v2 champion with the tempo genes, shipped as `assets/ai/champion-v3.ron`.
pub const CHAMPION_V3_RON: &str = include_str!("../../assets/ai/champion-v3.ron");

/// 32 weights, in the thesis's order, and the optional planning genes (all 0: off).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Individual {
    pub w: [u32; NUM_WEIGHTS],
    pub plan: [u32; NUM_PLAN_GENES],
}

impl Individual {
    /// The thesis strategy with these weights (no planning genes).
    pub fn from_weights(w: [u32; NUM_WEIGHTS]) -> Individual {
        Individual {
            w,
            plan: [0; NUM_PLAN_GENES],
        }
    }

    /// Whether any planning gene is switched on.
    pub fn plans(&self) -> bool {
        self.plan.iter().any(|&g| g > 0)
    }

    /// The bred v2 champion (planning genes on), shipped as `assets/ai/champion-v2.ron`.
    pub fn champion_v2() -> Individual {
        Individual::from_ron("assets/ai/champion-v2.ron", CHAMPION_V2_RON)
            .expect("the shipped v2 champion parses")
    }

    /// The v3 champion (the v2 champion with the tempo genes), shipped as
    /// `assets/ai/champion-v3.ron`: the Medium level.
    pub fn champion_v3() -> Individual {
        Individual::from_ron("assets/ai/champion-v3.ron", CHAMPION_V3_RON)
            .expect("the shipped v3 champion parses")
    }

    pub fn thesis_example() -> Individual {
        Individual::from_ron("assets/ai/thesis-example.ron", THESIS_EXAMPLE_RON)
            .expect("the shipped thesis example parses")
    }

    /// The individual the plain `ai` player uses: the champion.
    pub fn default_ai() -> Individual {
        Individual::champion()
    }

    pub fn champion() -> Individual {
        Individual::from_ron("assets/ai/champion.ron", CHAMPION_RON)
            .expect("the shipped champion parses")
    }

    pub fn from_ron(file: &str, text: &str) -> Result<Individual, FileError> {
        parse_ron(file, text)
    }

    /// The RON text of this individual: one weight per line with its short name and use as a
    /// comment. `header` lines (if any) are written as comments at the top.
    pub fn to_ron(&self, header: &[String]) -> String {
        let mut s = String::new();
        for h in header {
            s.push_str("// ");
            s.push_str(h);
            s.push('\n');
        }
        s.push_str("Individual(\n");
        let width = WEIGHTS.iter().map(|(n, _, _)| n.len()).max().unwrap_or(0);
        for (i, (name, short, used)) in WEIGHTS.iter().enumerate() {
            let field = format!("{name}: {},", self.w[i]);
            s.push_str(&format!(
                "    {field:<w$} // {i:>2} {short} ({used})\n",
                w = width + 9
            ));
        }
        for (i, (name, short, max, _)) in PLAN_GENES.iter().enumerate() {
            if self.plan[i] > 0 {
                let field = format!("{name}: {},", self.plan[i]);
                s.push_str(&format!(
                    "    {field:<w$} // plan {i} {short} (0..={max})\n",
                    w = width + 9
                ));
            }
        }
        s.push_str(")\n");
        s
    }

    /// Write atomically (a temporary file renamed over the target).
    pub fn save(&self, path: &Path, header: &[String]) -> std::io::Result<()> {
        crate::files::save_atomically(path, self.to_ron(header).as_bytes())
    }

    /// Every individual found in the thesis's XML: each element carrying `weight…` attributes
    /// (`<bestParameter weightGoodNumbers="…" …/>`) is one individual.
    pub fn from_thesis_xml(file: &str, text: &str) -> Result<Vec<Individual>, FileError> {
        let mut out = Vec::new();
        let mut rest = text;
        let mut offset = 0;
        while let Some(open) = rest.find('<') {
            let start = offset + open;
            let Some(close) = rest[open..].find('>') else {
                return Err(at(file, text, start, "a tag is not closed with '>'"));
            };
            let tag = &rest[open + 1..open + close];
            let attrs = xml_attributes(tag).map_err(|(k, m)| at(file, text, start + 1 + k, &m))?;
            if attrs.iter().any(|(k, _, _)| k.starts_with("weight")) {
                out.push(individual_from_attributes(file, text, start + 1, &attrs)?);
            }
            offset = start + close + 1;
            rest = &text[offset..];
        }
        if out.is_empty() {
            return Err(FileError::new(
                file,
                "no individual found: expected an element such as <bestParameter weightGoodNumbers=\"…\" …/>",
            ));
        }
        Ok(out)
    }
}

/// A [`FileError`] at byte `offset` of `text`.
fn at(file: &str, text: &str, offset: usize, message: &str) -> FileError {
    let before = &text[..offset.min(text.len())];
    let line = before.matches('\n').count() + 1;
    let col = before.len() - before.rfind('\n').map_or(0, |i| i + 1) + 1;
    FileError {
        file: file.to_string(),
        position: Some((line, col)),
        message: message.to_string(),
    }
}

/// `name="value"` pairs of a tag's text (after `<`), with the byte offset of each name.
type Attributes<'a> = Vec<(&'a str, &'a str, usize)>;

fn xml_attributes(tag: &str) -> Result<Attributes<'_>, (usize, String)> {
    let mut out = Vec::new();
    let b = tag.as_bytes();
    // skip the element name
    let mut i = 0;
    while i < b.len() && !b[i].is_ascii_whitespace() {
        i += 1;
    }
    loop {
        while i < b.len() && (b[i].is_ascii_whitespace() || b[i] == b'/' || b[i] == b'?') {
            i += 1;
        }
        if i >= b.len() {
            return Ok(out);
        }
        let name_start = i;
        while i < b.len() && b[i] != b'=' && !b[i].is_ascii_whitespace() {
            i += 1;
        }
        let name = &tag[name_start..i];
        while i < b.len() && b[i].is_ascii_whitespace() {
            i += 1;
        }
        if i >= b.len() || b[i] != b'=' {
            return Err((name_start, format!("attribute '{name}' has no value")));
        }
        i += 1;
        while i < b.len() && b[i].is_ascii_whitespace() {
            i += 1;
        }
        let quote = b.get(i).copied();
        if quote != Some(b'"') && quote != Some(b'\'') {
            return Err((
                name_start,
                format!("attribute '{name}': value is not quoted"),
            ));
        }
        i += 1;
        let value_start = i;
        while i < b.len() && Some(b[i]) != quote {
            i += 1;
        }
        if i >= b.len() {
            return Err((name_start, format!("attribute '{name}': unclosed quote")));
        }
        out.push((name, &tag[value_start..i], name_start));
        i += 1;
    }
}

fn individual_from_attributes(
    file: &str,
    text: &str,
    tag_offset: usize,
    attrs: &Attributes<'_>,
) -> Result<Individual, FileError> {
    let mut w = [None; NUM_WEIGHTS];
    for &(name, value, k) in attrs {
        // the thesis's table spells one name with a capital I ("FromPI"); accept both
        let canonical = if name == "weightUseMatFromPIGeneral" {
            "weightUseMatFromPlGeneral"
        } else {
            name
        };
        let Some(i) = weight_index(canonical) else {
            if name.starts_with("weight") {
                return Err(at(file, text, tag_offset + k, &unknown_weight(name)));
            }
            continue;
        };
        let v = parse_weight(name, value.trim()).map_err(|m| at(file, text, tag_offset + k, &m))?;
        if w[i].replace(v).is_some() {
            return Err(at(
                file,
                text,
                tag_offset + k,
                &format!("weight '{name}' given twice"),
            ));
        }
    }
    let missing: Vec<&str> = (0..NUM_WEIGHTS)
        .filter(|&i| w[i].is_none())
        .map(|i| WEIGHTS[i].0)
        .collect();
    if !missing.is_empty() {
        return Err(at(
            file,
            text,
            tag_offset,
            &format!("missing weight(s): {}", missing.join(", ")),
        ));
    }
    Ok(Individual::from_weights(w.map(|x| x.unwrap())))
}

fn parse_weight(name: &str, value: &str) -> Result<u32, String> {
    match value.parse::<i64>() {
        Ok(v) if v < 0 => Err(format!(
            "weight '{name}' is {v}: weights are whole numbers ≥ 0"
        )),
        Ok(v) if v > u32::MAX as i64 => {
            Err(format!("weight '{name}' is {v}: larger than {}", u32::MAX))
        }
        Ok(v) => Ok(v as u32),
        Err(_) => Err(format!(
            "weight '{name}' is \"{value}\": weights are whole numbers ≥ 0"
        )),
    }
}

pub fn weight_index(name: &str) -> Option<usize> {
    WEIGHTS.iter().position(|(n, _, _)| *n == name)
}

/// "unknown weight 'x'", with the closest known name when one is near. A long name is cut in
/// the message and not compared (the work stays bounded whatever the file holds).
fn unknown_weight(name: &str) -> String {
    const LONGEST: usize = 64;
    if name.chars().count() > LONGEST {
        let cut: String = name.chars().take(LONGEST).collect();
        return format!(
            "unknown weight '{cut}…' ({} characters); the 32 weights are listed in docs/file-formats.md",
            name.chars().count()
        );
    }
    let (best, d) = FIELD_NAMES
        .iter()
        .map(|n| (*n, edit_distance(&name.to_lowercase(), &n.to_lowercase())))
        .min_by_key(|&(_, d)| d)
        .unwrap();
    if d <= 4 {
        format!("unknown weight '{name}' (did you mean '{best}'?)")
    } else {
        format!(
            "unknown weight '{name}'; the 32 weights and the optional planning genes are listed in docs/file-formats.md (weightGoodNumbers … weightUseTwoRoadGeneral, planSaveTurns …)"
        )
    }
}

fn edit_distance(a: &str, b: &str) -> usize {
    let b: Vec<char> = b.chars().collect();
    let mut prev: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.chars().enumerate() {
        let mut cur = vec![i + 1; b.len() + 1];
        for (j, &cb) in b.iter().enumerate() {
            cur[j + 1] = (prev[j] + usize::from(ca != cb))
                .min(prev[j + 1] + 1)
                .min(cur[j] + 1);
        }
        prev = cur;
    }
    prev[b.len()]
}

// ------------------------------------------------------------------ serde

impl Serialize for Individual {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeStruct;
        let genes = self.plan.iter().filter(|&&g| g > 0).count();
        let mut st = s.serialize_struct("Individual", NUM_WEIGHTS + genes)?;
        for (i, (name, _, _)) in WEIGHTS.iter().enumerate() {
            st.serialize_field(name, &self.w[i])?;
        }
        for (i, (name, _, _, _)) in PLAN_GENES.iter().enumerate() {
            if self.plan[i] > 0 {
                st.serialize_field(name, &self.plan[i])?;
            }
        }
        st.end()
    }
}

const FIELD_NAMES: [&str; NUM_WEIGHTS + NUM_PLAN_GENES] = {
    let mut out = [""; NUM_WEIGHTS + NUM_PLAN_GENES];
    let mut i = 0;
    while i < NUM_WEIGHTS {
        out[i] = WEIGHTS[i].0;
        i += 1;
    }
    while i < NUM_WEIGHTS + NUM_PLAN_GENES {
        out[i] = PLAN_GENES[i - NUM_WEIGHTS].0;
        i += 1;
    }
    out
};

impl<'de> Deserialize<'de> for Individual {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Individual, D::Error> {
        d.deserialize_struct("Individual", &FIELD_NAMES, IndividualVisitor)
    }
}

struct IndividualVisitor;

impl<'de> Visitor<'de> for IndividualVisitor {
    type Value = Individual;

    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("an individual: Individual(weightGoodNumbers: 27874, …) with all 32 weights")
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Individual, A::Error> {
        let mut w = [None; NUM_WEIGHTS];
        let mut plan = [None; NUM_PLAN_GENES];
        while let Some(key) = map.next_key::<String>()? {
            if let Some(i) = PLAN_GENES.iter().position(|g| g.0 == key) {
                let (name, _, max, _) = PLAN_GENES[i];
                let v = map.next_value_seed(WeightSeed(name))?;
                if v > max {
                    return Err(de::Error::custom(format!(
                        "planning gene '{name}' is {v}: at most {max}"
                    )));
                }
                if plan[i].replace(v).is_some() {
                    return Err(de::Error::custom(format!("gene '{key}' given twice")));
                }
                continue;
            }
            let Some(i) = weight_index(&key) else {
                return Err(de::Error::custom(unknown_weight(&key)));
            };
            let v = map.next_value_seed(WeightSeed(WEIGHTS[i].0))?;
            if w[i].replace(v).is_some() {
                return Err(de::Error::custom(format!("weight '{key}' given twice")));
            }
        }
        let missing: Vec<&str> = (0..NUM_WEIGHTS)
            .filter(|&i| w[i].is_none())
            .map(|i| WEIGHTS[i].0)
            .collect();
        if !missing.is_empty() {
            return Err(de::Error::custom(format!(
                "missing weight(s): {} (all 32 are required)",
                missing.join(", ")
            )));
        }
        Ok(Individual {
            w: w.map(|x| x.unwrap()),
            plan: plan.map(|x| x.unwrap_or(0)),
        })
    }
}

/// Reads one weight, naming it in every error.
struct WeightSeed(&'static str);

impl<'de> DeserializeSeed<'de> for WeightSeed {
    type Value = u32;
    fn deserialize<D: Deserializer<'de>>(self, d: D) -> Result<u32, D::Error> {
        d.deserialize_any(self)
    }
}

impl<'de> Visitor<'de> for WeightSeed {
    type Value = u32;
    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        write!(f, "a whole number ≥ 0 for weight '{}'", self.0)
    }
    fn visit_i64<E: de::Error>(self, v: i64) -> Result<u32, E> {
        parse_weight(self.0, &v.to_string()).map_err(E::custom)
    }
    fn visit_u64<E: de::Error>(self, v: u64) -> Result<u32, E> {
        u32::try_from(v).map_err(|_| {
            E::custom(format!(
                "weight '{}' is {v}: larger than {}",
                self.0,
                u32::MAX
            ))
        })
    }
    fn visit_f64<E: de::Error>(self, v: f64) -> Result<u32, E> {
        Err(E::custom(format!(
            "weight '{}' is {v}: weights are whole numbers ≥ 0",
            self.0
        )))
    }
}

impl Load for Individual {
    fn from_text(name: &str, text: &str) -> Result<Self, FileError> {
        Individual::from_ron(name, text)
    }
}

#[cfg(test)]
mod tests;
