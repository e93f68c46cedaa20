//! What one player may see: their own hand and cards, everyone's public information. Players
//! get a [`PlayerView`], never the [`State`] (which also holds the dice generator).

use super::action::{Action, Seat};
use super::bits::Bits;
use super::board::Board;
use super::resources::{DevSet, ResourceSet};
use super::rules::Rules;
use super::state::State;
use super::topology::FaceId;
use crate::core::phase::Phase;

/// Public facts about one player.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PublicPlayer<const W: usize = 4> {
    pub cards_in_hand: u32,
    pub development_cards: u32,
    pub played: DevSet,
    pub public_points: u8,
    pub longest_road: u8,
    pub roads_left: u8,
    pub settlements_left: u8,
    pub cities_left: u8,
    pub settlements: Bits<W>,
    pub cities: Bits<W>,
    pub roads: Bits<W>,
}

pub struct PlayerView<'a, const W: usize = 4> {
    state: &'a State<W>,
    me: Seat,
}

impl<'a, const W: usize> PlayerView<'a, W> {
    pub fn new(state: &'a State<W>, me: Seat) -> Self {
        PlayerView { state, me }
    }
    pub fn me(&self) -> Seat {
        self.me
    }
    /// The whole position, hidden cards included: the core's own (determinization).
    pub(crate) fn state(&self) -> &State<W> {
        self.state
    }
    pub fn board(&self) -> &Board<W> {
        &self.state.board
    }
    pub fn rules(&self) -> &Rules {
        &self.state.rules
    }
    /// The points that win this game: the board's (a Seafarers scenario's) or the rules'.
    pub fn points_to_win(&self) -> u8 {
        self.state.points_to_win()
    }
    pub fn num_players(&self) -> u8 {
        self.state.num_players
    }
    pub fn phase(&self) -> Phase {
        self.state.phase
    }
    pub fn current(&self) -> Seat {
        self.state.current
    }
    pub fn robber(&self) -> FaceId {
        self.state.robber
    }
    pub fn bank(&self) -> ResourceSet {
        self.state.bank
    }
    pub fn deck_size(&self) -> u32 {
        self.state.deck_for_sale()
    }
    pub fn turns(&self) -> u32 {
        self.state.turns
    }
    /// The offers the player on turn has made this turn.
    pub fn offers_this_turn(&self) -> u8 {
        self.state.offers_this_turn
    }
    pub fn longest_road_holder(&self) -> Option<Seat> {
        self.state.longest_road_holder
    }
    pub fn largest_army_holder(&self) -> Option<Seat> {
        self.state.largest_army_holder
    }
    pub fn occupied(&self) -> Bits<W> {
        self.state.occupied
    }
    pub fn blocked(&self) -> Bits<W> {
        self.state.blocked
    }
    pub fn all_roads(&self) -> Bits<W> {
        self.state.all_roads
    }
    pub fn my_hand(&self) -> ResourceSet {
        self.state.players[self.me.index()].hand
    }
    /// Own development cards: (playable, bought this turn and not yet playable).
    pub fn my_development_cards(&self) -> (DevSet, DevSet) {
        let ps = &self.state.players[self.me.index()];
        (ps.dev, ps.dev_new)
    }
    /// Own points, hidden victory-point cards included.
    pub fn my_points(&self) -> u8 {
        self.state.total_points(self.me)
    }
    pub fn trade_rate(&self, r: super::resources::Resource) -> u8 {
        self.state.trade_rate(self.me, r)
    }
    /// `p`'s bank rate for `r` (public: its harbours).
    pub fn trade_rate_of(&self, p: Seat, r: super::resources::Resource) -> u8 {
        self.state.trade_rate(p, r)
    }
    pub fn player(&self, p: Seat) -> PublicPlayer<W> {
        let ps = &self.state.players[p.index()];
        PublicPlayer {
            cards_in_hand: ps.hand.total(),
            development_cards: ps.dev_total(),
            played: ps.played,
            public_points: ps.public_points,
            longest_road: ps.longest_road,
            roads_left: ps.roads_left,
            settlements_left: ps.settlements_left,
            cities_left: ps.cities_left,
            settlements: ps.settlements,
            cities: ps.cities,
            roads: ps.roads,
        }
    }
    /// Cards a roll pays this player on average, by material: the buildings' income on every dice
    /// sum weighted by its chance, the robber's face excluded (public information).
    pub fn expected_income(&self) -> [f64; 5] {
        self.expected_income_of(self.me)
    }
    /// [`PlayerView::expected_income`] of any seat (public: buildings and the robber).
    pub fn expected_income_of(&self, seat: Seat) -> [f64; 5] {
        const WAYS: [u8; 13] = [0, 0, 1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1];
        let me = seat.index();
        let mut out = [0.0; 5];
        for (sum, ways) in WAYS.iter().enumerate().skip(2) {
            for (m, x) in out.iter_mut().enumerate() {
                *x += *ways as f64 / 36.0 * self.state.income[sum][me][m] as f64;
            }
        }
        let board = &self.state.board;
        let f = self.state.robber.index();
        if let Some(r) = board.resource[f] {
            let n = board.number[f] as usize;
            let mine = &self.state.players[me];
            let mut cards = 0u32;
            for v in board.topo.face_vertices[f] {
                if mine.cities.contains(v.index()) {
                    cards += 2;
                } else if mine.settlements.contains(v.index()) {
                    cards += 1;
                }
            }
            if n < 13 {
                out[r.index()] -= WAYS[n] as f64 / 36.0 * cards as f64;
            }
        }
        out.map(|x| x.max(0.0))
    }
    /// Cards in `p`'s hand (public: everyone sees the count).
    #[inline]
    pub fn cards_in_hand(&self, p: Seat) -> u32 {
        self.state.players[p.index()].hand.total()
    }
    /// `p`'s settlements and cities.
    #[inline]
    pub fn buildings_of(&self, p: Seat) -> Bits<W> {
        self.state.players[p.index()].buildings()
    }
    /// Whether a building of `p` stands on a corner of face `f`.
    #[inline]
    pub fn touches(&self, p: Seat, f: FaceId) -> bool {
        self.state.players[p.index()].faces.contains(f.index())
    }
    /// The 1-for-1 trade offers this player may make now (see [`State::legal_offers_into`]).
    pub fn legal_offers_into(&self, out: &mut Vec<Action>) {
        if self.state.actor() == self.me {
            self.state.legal_offers_into(out);
        }
    }

    /// Whether this player may offer `give` for `get` to the others now (its move, the rules'
    /// offer limits, the cards in hand).
    pub fn may_offer(&self, give: ResourceSet, get: ResourceSet) -> bool {
        self.may_offer_to(give, get, super::action::EVERYONE)
    }
    /// [`PlayerView::may_offer`] to the seats of the mask `to`.
    pub fn may_offer_to(&self, give: ResourceSet, get: ResourceSet, to: u8) -> bool {
        self.state.actor() == self.me
            && self
                .state
                .check(&Action::OfferTrade { give, get, to })
                .is_ok()
    }

    /// The legal actions of this player (only meaningful when it is their move).
    pub fn legal_actions(&self) -> Vec<Action> {
        debug_assert_eq!(self.state.actor(), self.me);
        self.state.legal_actions()
    }

    /// Vertices where this player may build a settlement now (ignoring cost and pieces).
    pub fn settlement_spots(&self) -> Bits<W> {
        self.state.settlement_spots(self.me)
    }
    /// Edges where this player may build a road now (ignoring cost and pieces).
    pub fn road_spots(&self) -> Bits<W> {
        self.state.road_spots(self.me)
    }
    /// Whether the per-turn build limit (if the rules have one) still allows a paid build.
    pub fn may_build(&self) -> bool {
        match self.state.rules.builds_per_turn {
            Some(n) => self.state.builds_this_turn < n,
            None => true,
        }
    }
    pub fn builds_this_turn(&self) -> u8 {
        self.state.builds_this_turn
    }
    pub fn cards_played_this_turn(&self) -> u8 {
        self.state.cards_played_this_turn
    }
    /// Buildings of everyone else.
    pub fn others_buildings(&self) -> Bits<W> {
        self.state.others_buildings(self.me)
    }
    pub fn in_setup(&self) -> bool {
        self.state.in_setup()
    }
    /// The Seafarers part of the position (public: ships, the pirate, gold owed, islands).
    pub fn sea(&self) -> Option<&super::sea::Sea<W>> {
        self.state.sea()
    }
    /// Edges where this player may build a ship now (ignoring cost and pieces).
    pub fn ship_spots(&self) -> Bits<W> {
        self.state.ship_spots(self.me)
    }
    /// The cards this player takes from gold now.
    pub fn gold_due(&self) -> u8 {
        self.state.gold_due(self.me)
    }
    /// Seats the pirate on `face` can rob for this player.
    pub fn pirate_robbable(&self, face: FaceId) -> u8 {
        self.state.pirate_robbable(self.me, face)
    }
}
