//! Read access to what a player holds and has built ([`PlayerState`]).

use super::PlayerState;
use crate::core::bits::Bits;
use crate::core::resources::{DevSet, ResourceSet};

/// Read access to a player's holdings.
impl<const W: usize> PlayerState<W> {
    #[inline]
    pub fn hand(&self) -> ResourceSet {
        self.hand
    }
    #[inline]
    pub fn dev(&self) -> DevSet {
        self.dev
    }
    #[inline]
    pub fn dev_new(&self) -> DevSet {
        self.dev_new
    }
    #[inline]
    pub fn played(&self) -> DevSet {
        self.played
    }
    #[inline]
    pub fn settlements(&self) -> Bits<W> {
        self.settlements
    }
    #[inline]
    pub fn cities(&self) -> Bits<W> {
        self.cities
    }
    #[inline]
    pub fn roads(&self) -> Bits<W> {
        self.roads
    }
    #[inline]
    pub fn road_vertices(&self) -> Bits<W> {
        self.road_vertices
    }
    #[inline]
    pub fn roads_left(&self) -> u8 {
        self.roads_left
    }
    #[inline]
    pub fn settlements_left(&self) -> u8 {
        self.settlements_left
    }
    #[inline]
    pub fn cities_left(&self) -> u8 {
        self.cities_left
    }
    #[inline]
    pub fn longest_road(&self) -> u8 {
        self.longest_road
    }
    #[inline]
    pub fn public_points(&self) -> u8 {
        self.public_points
    }
    #[inline]
    pub fn harbours(&self) -> u8 {
        self.harbours
    }
}
