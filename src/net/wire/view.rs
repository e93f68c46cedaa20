//! What one seat may know ([`SeatView`]), and its rebuild into a playable position for a
//! client's computer player.

use super::*;

/// One seat's public facts.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct PublicSeat {
    pub cards: u32,
    /// Development cards held (those bought this turn included).
    pub dev_cards: u32,
    /// Of those, bought this turn.
    pub dev_new: u32,
    pub played: DevSet,
    pub settlements: Vec<u16>,
    pub cities: Vec<u16>,
    pub roads: Vec<u16>,
    pub public_points: u8,
    pub longest_road: u8,
}

/// What one seat may know of the position.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SeatView {
    /// Actions played so far in the game (every view after an action has one more).
    pub steps: u32,
    pub seat: u8,
    pub num_players: u8,
    pub phase: Phase,
    /// The player on turn.
    pub current: u8,
    /// Who must act now (an answer to an offer, a discard: not always the player on turn).
    pub actor: u8,
    pub turns: u32,
    pub robber: FaceId,
    pub bank: ResourceSet,
    pub deck_size: u32,
    pub longest_road_holder: Option<u8>,
    pub largest_army_holder: Option<u8>,
    pub cards_played_this_turn: u8,
    pub builds_this_turn: u8,
    pub offers_this_turn: u8,
    /// Offers declined this turn: (give, get, the seats that declined).
    pub offers_declined: Vec<(ResourceSet, ResourceSet, u8)>,
    pub players: Vec<PublicSeat>,
    /// This seat's own cards.
    pub hand: ResourceSet,
    pub dev: DevSet,
    pub dev_new: DevSet,
    /// This seat's own points, hidden victory points included.
    pub points: u8,
    /// The seat's legal actions when it must act — offers to other players excepted (not a
    /// finite list: any offer the rules allow may be sent), and discards: see `discard`.
    pub legal: Vec<Action>,
    /// When the seat must discard after a 7: how many cards (any `{"Discard": {...}}` of that
    /// many cards it holds); 0 otherwise. The combinations are not listed (a big hand has
    /// thousands).
    pub discard: u32,
    /// Protocol version 2, a Seafarers game: ships, the pirate, gold, islands, fog (absent in
    /// the base game, whose views are those of version 1 byte for byte).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub sea: Option<super::SeaView>,
    /// Version 4: a watcher's view ([`SeatView::public`]): no seat's own cards, points or
    /// moves (`seat` is then 0 and means nothing).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub watcher: bool,
}

fn ids(b: crate::core::wide::Bits) -> Vec<u16> {
    b.iter().map(|i| i as u16).collect()
}

impl SeatView {
    /// The view of `seat` of the position `s`.
    pub fn of(s: &State, seat: Seat) -> SeatView {
        let players = Seat::all(s.num_players())
            .map(|p| {
                let ps = s.player(p);
                PublicSeat {
                    cards: ps.hand().total(),
                    dev_cards: ps.dev_total(),
                    dev_new: ps.dev_new().0.iter().map(|&n| n as u32).sum(),
                    played: ps.played(),
                    settlements: ids(ps.settlements()),
                    cities: ids(ps.cities()),
                    roads: ids(ps.roads()),
                    public_points: ps.public_points(),
                    longest_road: ps.longest_road(),
                }
            })
            .collect();
        let me = s.player(seat);
        let to_move = !s.is_over() && s.actor() == seat;
        let discard = match s.phase() {
            Phase::Discard { .. } if to_move => me.hand().total() / 2,
            _ => 0,
        };
        let legal = if to_move && discard == 0 {
            s.legal_actions()
        } else {
            Vec::new()
        };
        SeatView {
            steps: 0,
            seat: seat.0,
            num_players: s.num_players(),
            phase: s.phase(),
            current: s.current().0,
            actor: s.actor().0,
            turns: s.turns(),
            robber: s.robber(),
            bank: s.bank(),
            deck_size: s.deck().0.iter().map(|&n| n as u32).sum(),
            longest_road_holder: s.longest_road_holder().map(|p| p.0),
            largest_army_holder: s.largest_army_holder().map(|p| p.0),
            cards_played_this_turn: s.cards_played_this_turn(),
            builds_this_turn: s.builds_this_turn(),
            offers_this_turn: s.offers_this_turn(),
            offers_declined: s.offers_declined().to_vec(),
            players,
            hand: me.hand(),
            dev: me.dev(),
            dev_new: me.dev_new(),
            points: s.total_points(seat),
            legal,
            discard,
            sea: super::SeaView::of(s),
            watcher: false,
        }
    }

    /// This view as a watcher is sent it: the public facts only — the seat's own hand,
    /// development cards, points (hidden victory points), legal moves and discard gone.
    pub fn public(mut self) -> SeatView {
        self.seat = 0;
        self.hand = ResourceSet::EMPTY;
        self.dev = DevSet::default();
        self.dev_new = DevSet::default();
        self.points = 0;
        self.legal.clear();
        self.discard = 0;
        self.watcher = true;
        self
    }

    /// A playable position with everything this view shows, the other seats' hidden cards
    /// dealt arbitrarily (the same way every time) from what the view leaves unaccounted for.
    pub fn position(&self, board: Arc<Board>, rules: Arc<Rules>) -> Result<State, SetupError> {
        let me = self.seat as usize;
        // the tiles turned over so far, on the board the game began with
        let board = match &self.sea {
            Some(sea) => Arc::new(sea.board(&board)),
            None => board,
        };
        let sea = self
            .sea
            .as_ref()
            .and_then(|v| v.sea(&board, rules.pieces.ships));
        // resources the others hold between them
        let mut pool = ResourceSet::splat(rules.bank);
        pool.sub(&self.bank);
        pool.sub(&self.hand);
        // development cards not played and not ours: the others' and the deck's
        let mut unknown = rules.development_deck;
        let take = |set: &mut DevSet, other: &DevSet| {
            for i in 0..5 {
                set.0[i] = set.0[i].saturating_sub(other.0[i]);
            }
        };
        for p in &self.players {
            take(&mut unknown, &p.played);
        }
        take(&mut unknown, &self.dev);
        take(&mut unknown, &self.dev_new);
        let mut players = Vec::with_capacity(self.players.len());
        for (i, p) in self.players.iter().enumerate() {
            let (hand, dev, dev_new) = if i == me && !self.watcher {
                (self.hand, self.dev, self.dev_new)
            } else {
                let hand = deal_hand(&mut pool, p.cards);
                let dev = deal_dev(&mut unknown, p.dev_cards.saturating_sub(p.dev_new));
                let dev_new = deal_dev(&mut unknown, p.dev_new);
                (hand, dev, dev_new)
            };
            players.push(PlayerSetup {
                hand,
                dev,
                dev_new,
                played: p.played,
                settlements: bits(&p.settlements),
                cities: bits(&p.cities),
                roads: bits(&p.roads),
            });
        }
        let setup = Setup {
            board,
            rules,
            players,
            bank: self.bank,
            deck: unknown,
            robber: self.robber,
            phase: self.phase,
            current: Seat(self.current),
            turns: self.turns,
            longest_road_holder: self.longest_road_holder.map(Seat),
            largest_army_holder: self.largest_army_holder.map(Seat),
            cards_played_this_turn: self.cards_played_this_turn,
            builds_this_turn: self.builds_this_turn,
            offers_this_turn: self.offers_this_turn,
            offers_made: self.offers_declined.clone(),
            seed: 0,
            sea,
        };
        State::from_setup(setup)
    }
}

/// `n` cards of `pool`, taken in material order (the same way every time).
fn deal_hand(pool: &mut ResourceSet, n: u32) -> ResourceSet {
    let mut hand = ResourceSet::EMPTY;
    for _ in 0..n {
        if let Some(r) = Resource::ALL.into_iter().find(|r| pool.get(*r) > 0) {
            pool.0[r.index()] -= 1;
            hand.0[r.index()] += 1;
        }
    }
    hand
}

/// `n` development cards of `unknown`, victory points last (a dealt hand should not win by
/// itself).
fn deal_dev(unknown: &mut DevSet, n: u32) -> DevSet {
    let mut out = DevSet::default();
    for _ in 0..n {
        if let Some(i) = [0usize, 2, 3, 4, 1].into_iter().find(|&i| unknown.0[i] > 0) {
            unknown.0[i] -= 1;
            out.0[i] += 1;
        }
    }
    out
}

/// Ids as a bit set.
fn bits(v: &[u16]) -> crate::core::wide::Bits {
    let mut b = crate::core::wide::Bits::EMPTY;
    for &x in v {
        // an id past the set's size, which no host sends, is left out
        if (x as usize) < crate::core::wide::Bits::CAPACITY {
            b.insert(x as usize);
        }
    }
    b
}
