//! Hidden information, handled honestly: a complete position sampled from what one seat knows
//! ([`PlayerView::determinize`]), for searches that play the game forward.
//!
//! What a seat knows exactly: its own hand and development cards; every building, road, award,
//! played card, the robber and the phase; each opponent's number of resource cards and of
//! development cards (and how many of those were bought this turn); the bank, hence how many of
//! each material the opponents hold between them (the game has `rules.bank` of each); and which
//! development cards are still unaccounted for (the deck's composition less what was played and
//! what the seat holds). What it does not know is how those cards are split among the opponents
//! and the deck. A sample deals them out as from a shuffled pile: every split consistent with the
//! counts, weighted by the number of ways its cards can be drawn (the multivariate
//! hypergeometric distribution per opponent). Samples where an opponent would hold enough hidden
//! victory points to have won already are drawn again.
//!
//! Not modelled: what a seat could deduce from the history of seen card movements (production,
//! trades, monopolies, steals it took part in) beyond the counts above.

use super::action::Seat;
use super::resources::{DevSet, ResourceSet};
use super::rng::GameRng;
use super::rules::VictoryCards;
use super::state::State;
use super::view::PlayerView;
use crate::core::phase::Phase;

/// Redraws when a sample would give an opponent a win it cannot have: after this many, the last
/// sample is kept.
const MAX_REDRAWS: u32 = 64;

impl<const W: usize> PlayerView<'_, W> {
    /// A complete position consistent with everything this seat knows, the hidden cards dealt at
    /// random from `rng` (see the module's documentation); its own dice generator is seeded from
    /// `rng` too. Nothing of the true hidden cards is read.
    pub fn determinize(&self, rng: &mut GameRng) -> State<W> {
        let s = self.state();
        let me = self.me();
        let n = s.num_players();
        let rules = s.rules();
        // resources: what the opponents hold between them
        let mut pile = ResourceSet::splat(rules.bank);
        pile.sub(&s.bank());
        pile.sub(&s.player(me).hand());
        // development cards: the deck's composition less every played card and our own
        let mut dev_pile = rules.development_deck;
        for q in Seat::all(n) {
            let ps = s.player(q);
            sub_dev(&mut dev_pile, &ps.played());
            if q == me {
                sub_dev(&mut dev_pile, &ps.dev());
                sub_dev(&mut dev_pile, &ps.dev_new());
            }
        }
        // cards an open offer shows: the offerer holds what it gives, those who accepted hold
        // what it asks for
        let mut known = [ResourceSet::EMPTY; crate::core::action::MAX_PLAYERS];
        let (offer, accepted) = match s.phase() {
            Phase::TradeAnswers {
                give,
                get,
                accepted,
                ..
            } => (Some((give, get)), accepted),
            Phase::TradeConfirm {
                give,
                get,
                accepted,
            } => (Some((give, get)), accepted),
            _ => (None, 0),
        };
        if let Some((give, get)) = offer {
            known[s.current().index()] = give;
            for q in Seat::all(n).filter(|q| accepted >> q.0 & 1 == 1) {
                known[q.index()] = get;
            }
            known[me.index()] = ResourceSet::EMPTY;
            let mut all = ResourceSet::EMPTY;
            for k in &known {
                all.add(k);
            }
            if pile.contains(&all) {
                pile.sub(&all);
            } else {
                known = [ResourceSet::EMPTY; crate::core::action::MAX_PLAYERS];
            }
        }
        let mut out = s.clone();
        for _ in 0..MAX_REDRAWS {
            let mut cards = pile;
            let mut devs = dev_pile;
            for q in Seat::all(n).filter(|&q| q != me) {
                let ps = s.player(q);
                let k = known[q.index()];
                let mut hand = draw(&mut cards, ps.hand().total().saturating_sub(k.total()), rng);
                hand.add(&k);
                let new = draw_dev(&mut devs, ps.dev_new().total(), rng);
                let old = draw_dev(&mut devs, ps.dev().total(), rng);
                let o = &mut out.players[q.index()];
                o.hand = hand;
                o.dev = old;
                o.dev_new = new;
            }
            out.deck = devs;
            if !hidden_win(&out, me) {
                break;
            }
        }
        out.rng = GameRng::new(rng.next_u64());
        out
    }
}

impl<const W: usize> State<W> {
    /// A complete position consistent with the public facts alone — no seat's hand known: every
    /// hand dealt from the cards the bank does not hold, every hidden development card from
    /// those not played, as from a shuffled pile (what an onlooker could know). Redrawn when a
    /// seat would hold a hidden win. Its own dice generator is seeded from `rng`.
    pub fn public_sample(&self, rng: &mut GameRng) -> State<W> {
        let n = self.num_players();
        let rules = self.rules();
        let mut pile = ResourceSet::splat(rules.bank);
        pile.sub(&self.bank());
        let mut dev_pile = rules.development_deck;
        for q in Seat::all(n) {
            sub_dev(&mut dev_pile, &self.player(q).played());
        }
        let mut out = self.clone();
        for _ in 0..MAX_REDRAWS {
            let mut cards = pile;
            let mut devs = dev_pile;
            for q in Seat::all(n) {
                let ps = self.player(q);
                let hand = draw(&mut cards, ps.hand().total(), rng);
                let new = draw_dev(&mut devs, ps.dev_new().total(), rng);
                let old = draw_dev(&mut devs, ps.dev().total(), rng);
                let o = &mut out.players[q.index()];
                o.hand = hand;
                o.dev = old;
                o.dev_new = new;
            }
            out.deck = devs;
            let won = rules.development.victory_points == VictoryCards::Hidden
                && Seat::all(n).any(|q| out.total_points(q) >= out.points_to_win());
            if !won {
                break;
            }
        }
        out.rng = GameRng::new(rng.next_u64());
        out
    }
}

/// Whether an opponent's hidden victory-point cards would give it the game already.
fn hidden_win<const W: usize>(s: &State<W>, me: Seat) -> bool {
    s.rules().development.victory_points == VictoryCards::Hidden
        && Seat::all(s.num_players())
            .filter(|&q| q != me)
            .any(|q| s.total_points(q) >= s.points_to_win())
}

fn sub_dev(a: &mut DevSet, b: &DevSet) {
    for i in 0..5 {
        a.0[i] = a.0[i].saturating_sub(b.0[i]);
    }
}

/// `k` cards drawn without replacement from `pile` (fewer if it runs out).
fn draw(pile: &mut ResourceSet, k: u32, rng: &mut GameRng) -> ResourceSet {
    let mut out = ResourceSet::EMPTY;
    for _ in 0..k {
        let total = pile.total();
        if total == 0 {
            break;
        }
        let Some(r) = pile.nth_card(rng.below(total)) else {
            break;
        };
        pile.0[r.index()] -= 1;
        out.0[r.index()] += 1;
    }
    out
}

/// [`draw`] for development cards.
fn draw_dev(pile: &mut DevSet, k: u32, rng: &mut GameRng) -> DevSet {
    let mut out = DevSet::default();
    for _ in 0..k {
        let total = pile.total();
        if total == 0 {
            break;
        }
        let Some(c) = pile.nth_card(rng.below(total)) else {
            break;
        };
        pile.0[c.index()] -= 1;
        out.0[c.index()] += 1;
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::invariants::check_invariants;
    use crate::core::{Action, Resource, Rules};
    use std::sync::Arc;

    /// A mid-game position of four players (six under the 5–6 rules) choosing at random,
    /// building whenever they can.
    fn midgame(seed: u64, rules: Rules) -> State {
        let n = if rules.special_building_phase { 6 } else { 4 };
        let mut s = State::new(
            Arc::new(crate::core::board::random_board_for(n, seed, true)),
            Arc::new(rules),
            n as u8,
            seed,
        )
        .unwrap();
        let mut rng = GameRng::new(seed ^ 77);
        let mut legal = Vec::new();
        while s.turns() < 40 && !s.is_over() {
            s.legal_actions_into(&mut legal);
            let build = legal.iter().find(|a| {
                matches!(
                    a,
                    Action::BuildCity(_) | Action::BuildSettlement(_) | Action::BuyDevelopmentCard
                )
            });
            let a = match build {
                Some(&a) => a,
                None => legal[rng.below(legal.len() as u32) as usize],
            };
            s.apply(a).unwrap();
        }
        s
    }

    #[test]
    fn a_sample_is_a_legal_position_that_agrees_with_the_view() {
        for seed in 0..20 {
            for rules in [Rules::standard(), Rules::thesis(), Rules::five_six()] {
                let s = midgame(seed, rules);
                for me in Seat::all(s.num_players()) {
                    let view = PlayerView::new(&s, me);
                    let mut rng = GameRng::new(seed);
                    let d = view.determinize(&mut rng);
                    check_invariants(&d).unwrap();
                    // rebuilt from plain data it is the same position
                    let again = State::from_setup(d.to_setup(1)).unwrap();
                    assert!(again.same_position(&d));
                    // everything the seat knows is as it was
                    assert_eq!(d.player(me), s.player(me));
                    assert_eq!(d.bank(), s.bank());
                    assert_eq!(d.deck().total(), s.deck().total());
                    assert_eq!(d.phase(), s.phase());
                    for q in Seat::all(s.num_players()) {
                        let (a, b) = (PlayerView::new(&d, me), view.player(q));
                        assert_eq!(a.player(q), b, "seat {q} seen by {me}");
                    }
                    if me == s.actor() {
                        let dv = PlayerView::new(&d, me);
                        assert_eq!(dv.legal_actions(), view.legal_actions());
                    }
                }
            }
        }
    }

    /// `s` with a card of `a`'s and a card of `b`'s (of another material) traded between them:
    /// the same public facts, other hands.
    fn with_a_card_swapped(s: &State, a: Seat, b: Seat) -> State {
        let mut other = s.clone();
        let (ha, hb) = (s.player(a).hand(), s.player(b).hand());
        if let (Some(ra), Some(rb)) = (ha.nth_card(0), hb.nth_card(0))
            && ra != rb
        {
            other.players[a.index()].hand.0[ra.index()] -= 1;
            other.players[a.index()].hand.0[rb.index()] += 1;
            other.players[b.index()].hand.0[rb.index()] -= 1;
            other.players[b.index()].hand.0[ra.index()] += 1;
            assert_ne!(s.player(a).hand(), other.player(a).hand());
        }
        other
    }

    #[test]
    fn a_sample_reads_nothing_hidden() {
        // two positions that differ only in how the opponents' cards are split
        for (rules, a, b) in [
            (Rules::standard(), Seat(1), Seat(2)),
            (Rules::five_six(), Seat(4), Seat(5)),
        ] {
            let s = midgame(3, rules);
            let me = Seat(0);
            let other = with_a_card_swapped(&s, a, b);
            for seed in 0..50 {
                let x = PlayerView::new(&s, me).determinize(&mut GameRng::new(seed));
                let y = PlayerView::new(&other, me).determinize(&mut GameRng::new(seed));
                assert!(x.same_position(&y) && x.rng == y.rng, "seed {seed}");
            }
        }
    }

    /// An onlooker's sample reads no hand: even seat 0's cards swapped with another's change
    /// nothing, and it is a legal position with every public fact kept.
    #[test]
    fn a_public_sample_reads_no_hand() {
        let s = midgame(5, Rules::standard());
        let other = with_a_card_swapped(&s, Seat(0), Seat(3));
        for seed in 0..30 {
            let x = s.public_sample(&mut GameRng::new(seed));
            let y = other.public_sample(&mut GameRng::new(seed));
            assert!(x.same_position(&y) && x.rng == y.rng, "seed {seed}");
            assert_eq!(x.bank(), s.bank());
            for q in Seat::all(4) {
                assert_eq!(x.player(q).hand().total(), s.player(q).hand().total());
                assert_eq!(x.player(q).public_points(), s.player(q).public_points());
            }
            check_invariants(&x).unwrap();
        }
    }

    #[test]
    fn hidden_cards_follow_the_count_based_distribution() {
        let s = midgame(5, Rules::standard());
        let me = Seat(0);
        let view = PlayerView::new(&s, me);
        let mut pile = ResourceSet::splat(s.rules().bank);
        pile.sub(&s.bank());
        pile.sub(&s.player(me).hand());
        let total = pile.total() as f64;
        assert!(total > 0.0, "opponents hold cards");
        let samples = 4000;
        let mut sums = [[0f64; 5]; 4];
        let mut rng = GameRng::new(9);
        for _ in 0..samples {
            let d = view.determinize(&mut rng);
            for (q, sum) in sums.iter_mut().enumerate().skip(1) {
                for r in Resource::ALL {
                    sum[r.index()] += d.player(Seat(q as u8)).hand().get(r) as f64;
                }
            }
        }
        for (q, sum) in sums.iter().enumerate().skip(1) {
            let size = s.player(Seat(q as u8)).hand().total() as f64;
            for r in Resource::ALL {
                // the hypergeometric mean: size · (cards of r) / (all hidden cards)
                let want = size * pile.get(r) as f64 / total;
                let got = sum[r.index()] / samples as f64;
                // its standard deviation is at most √size / 2; 4000 samples: ≤ 0.05 · √size
                let tolerance = 0.05 * size.sqrt().max(1.0) + 0.02;
                assert!(
                    (got - want).abs() < tolerance,
                    "seat {q} {r:?}: mean {got:.3}, expected {want:.3}"
                );
            }
        }
    }
}
