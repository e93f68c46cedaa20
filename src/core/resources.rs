//! Materials, hands of cards and development cards.

use serde::{Deserialize, Serialize};
use std::fmt;

/// The five materials, in the thesis's order (wood, brick, grain, sheep, stone).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Resource {
    Wood,
    Brick,
    Grain,
    Sheep,
    Stone,
}

impl Resource {
    pub const ALL: [Resource; 5] = [
        Resource::Wood,
        Resource::Brick,
        Resource::Grain,
        Resource::Sheep,
        Resource::Stone,
    ];
    #[inline]
    pub fn index(self) -> usize {
        self as usize
    }
    #[inline]
    pub fn from_index(i: usize) -> Resource {
        Resource::ALL[i]
    }
    pub fn name(self) -> &'static str {
        match self {
            Resource::Wood => "wood",
            Resource::Brick => "brick",
            Resource::Grain => "grain",
            Resource::Sheep => "sheep",
            Resource::Stone => "stone",
        }
    }
}

impl fmt::Display for Resource {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A multiset of materials: a hand, the bank, a cost, a trade. Written in files as
/// `(wood: 1, brick: 1)`; absent materials are 0.
#[derive(Clone, Copy, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(from = "ResourceSetFile", into = "ResourceSetFile")]
pub struct ResourceSet(pub [u8; 5]);

#[derive(Serialize, Deserialize, Default)]
#[serde(default, deny_unknown_fields)]
struct ResourceSetFile {
    #[serde(skip_serializing_if = "is_zero")]
    wood: u8,
    #[serde(skip_serializing_if = "is_zero")]
    brick: u8,
    #[serde(skip_serializing_if = "is_zero")]
    grain: u8,
    #[serde(skip_serializing_if = "is_zero")]
    sheep: u8,
    #[serde(skip_serializing_if = "is_zero")]
    stone: u8,
}

fn is_zero(x: &u8) -> bool {
    *x == 0
}

impl From<ResourceSetFile> for ResourceSet {
    fn from(f: ResourceSetFile) -> Self {
        ResourceSet([f.wood, f.brick, f.grain, f.sheep, f.stone])
    }
}
impl From<ResourceSet> for ResourceSetFile {
    fn from(s: ResourceSet) -> Self {
        let [wood, brick, grain, sheep, stone] = s.0;
        ResourceSetFile {
            wood,
            brick,
            grain,
            sheep,
            stone,
        }
    }
}

impl ResourceSet {
    pub const EMPTY: ResourceSet = ResourceSet([0; 5]);

    pub fn splat(n: u8) -> Self {
        ResourceSet([n; 5])
    }
    #[inline]
    pub fn one(r: Resource) -> Self {
        let mut s = ResourceSet::EMPTY;
        s.0[r.index()] = 1;
        s
    }
    #[inline]
    pub fn get(&self, r: Resource) -> u8 {
        self.0[r.index()]
    }
    #[inline]
    pub fn total(&self) -> u32 {
        self.0.iter().map(|&x| x as u32).sum()
    }
    #[inline]
    pub fn is_empty(&self) -> bool {
        self.0 == [0; 5]
    }
    /// `self ⊇ other`.
    #[inline]
    pub fn contains(&self, other: &ResourceSet) -> bool {
        // no early exit: five compares without branches
        let (a, b) = (self.0, other.0);
        (a[0] >= b[0]) & (a[1] >= b[1]) & (a[2] >= b[2]) & (a[3] >= b[3]) & (a[4] >= b[4])
    }
    #[inline]
    pub fn add(&mut self, other: &ResourceSet) {
        for i in 0..5 {
            self.0[i] += other.0[i];
        }
    }
    /// Panics in debug builds if `other` is not contained; callers check first.
    #[inline]
    pub fn sub(&mut self, other: &ResourceSet) {
        for i in 0..5 {
            self.0[i] -= other.0[i];
        }
    }
    /// `self − other`, material by material, never below 0.
    pub fn minus(&self, other: &ResourceSet) -> ResourceSet {
        let mut m = *self;
        for i in 0..5 {
            m.0[i] = m.0[i].saturating_sub(other.0[i]);
        }
        m
    }
    /// What is missing from `self` to pay `cost`.
    pub fn missing(&self, cost: &ResourceSet) -> ResourceSet {
        let mut m = ResourceSet::EMPTY;
        for i in 0..5 {
            m.0[i] = cost.0[i].saturating_sub(self.0[i]);
        }
        m
    }
    /// Materials present in both.
    pub fn overlaps(&self, other: &ResourceSet) -> bool {
        (0..5).any(|i| self.0[i] > 0 && other.0[i] > 0)
    }
    /// The `k`-th card if the hand were laid out wood first (used to pick a random card).
    pub fn nth_card(&self, mut k: u32) -> Option<Resource> {
        for r in Resource::ALL {
            let c = self.get(r) as u32;
            if k < c {
                return Some(r);
            }
            k -= c;
        }
        None
    }
}

impl fmt::Debug for ResourceSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{self}")
    }
}

impl fmt::Display for ResourceSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.is_empty() {
            return f.write_str("nothing");
        }
        let mut first = true;
        for r in Resource::ALL {
            let n = self.get(r);
            if n > 0 {
                if !first {
                    f.write_str(" + ")?;
                }
                write!(f, "{n} {r}")?;
                first = false;
            }
        }
        Ok(())
    }
}

/// Development ("action") cards.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum DevCard {
    Knight,
    VictoryPoint,
    RoadBuilding,
    YearOfPlenty,
    Monopoly,
}

impl DevCard {
    pub const ALL: [DevCard; 5] = [
        DevCard::Knight,
        DevCard::VictoryPoint,
        DevCard::RoadBuilding,
        DevCard::YearOfPlenty,
        DevCard::Monopoly,
    ];
    #[inline]
    pub fn index(self) -> usize {
        self as usize
    }
    pub fn name(self) -> &'static str {
        match self {
            DevCard::Knight => "knight",
            DevCard::VictoryPoint => "victory point",
            DevCard::RoadBuilding => "road building",
            DevCard::YearOfPlenty => "year of plenty",
            DevCard::Monopoly => "monopoly",
        }
    }
}

impl fmt::Display for DevCard {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Counts of development cards (a deck, a hand, the played pile). Written as
/// `(knight: 14, victory_point: 5, road_building: 2, year_of_plenty: 2, monopoly: 2)`.
#[derive(Clone, Copy, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(from = "DevSetFile", into = "DevSetFile")]
pub struct DevSet(pub [u8; 5]);

#[derive(Serialize, Deserialize, Default)]
#[serde(default, deny_unknown_fields)]
struct DevSetFile {
    knight: u8,
    victory_point: u8,
    road_building: u8,
    year_of_plenty: u8,
    monopoly: u8,
}

impl From<DevSetFile> for DevSet {
    fn from(f: DevSetFile) -> Self {
        DevSet([
            f.knight,
            f.victory_point,
            f.road_building,
            f.year_of_plenty,
            f.monopoly,
        ])
    }
}
impl From<DevSet> for DevSetFile {
    fn from(s: DevSet) -> Self {
        let [
            knight,
            victory_point,
            road_building,
            year_of_plenty,
            monopoly,
        ] = s.0;
        DevSetFile {
            knight,
            victory_point,
            road_building,
            year_of_plenty,
            monopoly,
        }
    }
}

impl DevSet {
    #[inline]
    pub fn get(&self, c: DevCard) -> u8 {
        self.0[c.index()]
    }
    #[inline]
    pub fn total(&self) -> u32 {
        self.0.iter().map(|&x| x as u32).sum()
    }
    pub fn nth_card(&self, mut k: u32) -> Option<DevCard> {
        for c in DevCard::ALL {
            let n = self.get(c) as u32;
            if k < n {
                return Some(c);
            }
            k -= n;
        }
        None
    }
}

impl fmt::Debug for DevSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let parts: Vec<String> = DevCard::ALL
            .iter()
            .filter(|c| self.get(**c) > 0)
            .map(|c| format!("{} {}", self.get(*c), c))
            .collect();
        write!(f, "[{}]", parts.join(", "))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn resource_set_file_form_round_trips() {
        let s = ResourceSet([1, 0, 2, 0, 3]);
        let text = ron::to_string(&s).unwrap();
        assert_eq!(text, "(wood:1,grain:2,stone:3)");
        assert_eq!(ron::from_str::<ResourceSet>(&text).unwrap(), s);
        assert!(ron::from_str::<ResourceSet>("(wod: 1)").is_err());
    }

    #[test]
    fn arithmetic() {
        let hand = ResourceSet([1, 1, 0, 0, 0]);
        let cost = ResourceSet([1, 1, 1, 1, 0]);
        assert!(!hand.contains(&cost));
        assert_eq!(hand.missing(&cost), ResourceSet([0, 0, 1, 1, 0]));
        assert_eq!(hand.nth_card(1), Some(Resource::Brick));
        assert_eq!(hand.nth_card(2), None);
    }
}
