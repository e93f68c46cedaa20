//! How a computer player answers offers (`catan answers`): positions sampled from games of
//! Medium players on random boards, and in each an offer from the player on turn to one other
//! seat, of two kinds:
//!
//! - **fair**: one card for one, a random material the offerer holds for a random material the
//!   asked seat holds;
//! - **helpful**: an offer that brings the asked seat's next build nearer by the building-speed
//!   estimate (one card its target lacks for one it can spare, or two cards for one) and makes
//!   no build it can afford now unaffordable — a trade a sensible table-mate takes unless it
//!   feeds a leader.
//!
//! - **favourable**: two cards the offerer holds for one card the asked seat can spare (no build
//!   it can afford now needs it), from a seat not ahead of it and not near winning — clearly in
//!   the asked seat's favour.
//!
//! - **clearly good**: two cards the offerer holds for one card the asked seat has beyond its
//!   plan's target build and no build it can afford now needs, from a seat no rule of whom it
//!   trades with refuses ([`plan::refuses_trade`]: not within two points of winning, not far
//!   ahead, the trade does not complete a leader's build) — a trade a person calls clearly good
//!   for the asked seat; its declines are counted by the reason given.
//!
//! And how often the player's own bank and 3:1 harbour trades were preceded, that turn, by an
//! offer to the table asking for the same material, counted where an opponent held one (an offer
//! could have been taken), in games of four such players.
//!
//! The asked seat's answer is the player's own (`Player::choose` in the answer phase), so any
//! roster player can be measured; the report gives acceptance rates with Wilson 95 % intervals,
//! the helpful offers split by whether the offerer is ahead of the asked seat or close to winning
//! (where a refusal is right).

use crate::ai::{AiPlayer, Individual, plan};
use crate::core::rng::{GameRng, derive_seed};
use crate::core::{
    Action, Board, Phase, Player, PlayerView, Resource, ResourceSet, Rules, Seat, State,
};
use crate::lab::PlayerSpec;
use crate::lab::stats::wilson95;
use std::sync::Arc;

/// Acceptances of one kind of offer.
#[derive(Clone, Copy, Debug, Default, PartialEq, serde::Serialize)]
pub struct Rate {
    pub offers: u32,
    pub accepted: u32,
}

impl Rate {
    pub fn share(&self) -> f64 {
        if self.offers == 0 {
            0.0
        } else {
            self.accepted as f64 / self.offers as f64
        }
    }
    pub fn interval(&self) -> [f64; 2] {
        wilson95(self.accepted, self.offers)
    }
}

/// What `catan answers` measures.
#[derive(Clone, Debug, Default, serde::Serialize)]
pub struct AnswerReport {
    pub player: String,
    pub fair: Rate,
    pub helpful: Rate,
    /// Helpful offers from a seat not ahead of the asked one in points (and not within two points
    /// of winning).
    pub helpful_not_ahead: Rate,
    /// Helpful offers from a seat ahead of the asked one, or within two points of winning.
    pub helpful_from_leader: Rate,
    /// Two cards for one the asked seat can spare, from a seat not ahead (nor near winning).
    pub favourable: Rate,
    /// Two cards for one beyond the asked seat's target, from a seat it trades with.
    pub clearly_good: Rate,
    /// The clearly good offers declined, by the reason the plan gives (`CannotGive`, …).
    pub clearly_good_declined: std::collections::BTreeMap<String, u32>,
    /// The player's bank trades at 3:1 or 4:1 for a material an opponent held ("offers"), and
    /// those the player asked the table for first that turn ("accepted").
    pub bank_trades_asked_first: Rate,
    /// In the same games, each side of every trade between two players ("offers") and those
    /// that over-pay by the side's own plan ([`plan::overpays`], "accepted").
    pub overpaying_trades: Rate,
}

/// Sample `positions` offers of each kind and ask `spec`'s player.
pub fn answer_rates(spec: &PlayerSpec, positions: u32, seed: u64) -> AnswerReport {
    let mut asker = Asker {
        report: AnswerReport {
            player: spec.to_string(),
            ..Default::default()
        },
        positions,
        judge: Individual::champion_v2(),
        rng: GameRng::new(derive_seed(seed, 7)),
        asked_player: spec.create(derive_seed(seed, 8)),
        // the favourable offers: their own draws and player (the other kinds sample as before)
        fav_rng: GameRng::new(derive_seed(seed, 9)),
        fav_player: spec.create(derive_seed(seed, 10)),
        good_rng: GameRng::new(derive_seed(seed, 11)),
        good_player: spec.create(derive_seed(seed, 12)),
    };
    let mut game = 0u64;
    let mut legal = Vec::new();
    while asker.report.fair.offers < positions
        || asker.report.helpful.offers < positions
        || asker.report.clearly_good.offers < positions
    {
        game += 1;
        if game > positions as u64 * 20 + 100 {
            break; // not reached: every game offers several positions
        }
        let board = Arc::new(Board::random_standard(derive_seed(seed, game), true));
        let Ok(mut s) = State::new(
            board,
            Arc::new(Rules::standard()),
            4,
            derive_seed(seed, game),
        ) else {
            continue;
        };
        let mut players: Vec<AiPlayer> = (0..4)
            .map(|_| AiPlayer::new("medium", Individual::champion_v2()))
            .collect();
        while !s.is_over() && s.turns() < 400 {
            let seat = s.actor();
            s.legal_actions_into(&mut legal);
            asker.ask_fair_and_helpful(&s, seat);
            asker.ask_favourable(&s, seat);
            asker.ask_clearly_good(&s, seat);
            let view = PlayerView::new(&s, seat);
            let a = players[seat.index()].choose(&view, &legal);
            if s.apply(a).is_err() {
                break;
            }
        }
    }
    let mut report = asker.report;
    (report.bank_trades_asked_first, report.overpaying_trades) =
        games_of_four(spec, (positions / 20).max(10), seed);
    report
}

/// Who asks the offers, with what draws, and what was answered so far.
struct Asker {
    report: AnswerReport,
    positions: u32,
    judge: Individual,
    rng: GameRng,
    asked_player: Box<dyn Player>,
    fav_rng: GameRng,
    fav_player: Box<dyn Player>,
    good_rng: GameRng,
    good_player: Box<dyn Player>,
}

impl Asker {
    /// Now and then in the main phase, a fair and a helpful offer to a random other seat.
    fn ask_fair_and_helpful(&mut self, s: &State, seat: Seat) {
        if !(matches!(s.phase(), Phase::Main) && s.turns() > 8 && self.rng.below(4) == 0) {
            return;
        }
        let to = Seat((seat.0 + 1 + self.rng.below(3) as u8) % 4);
        for helpful in [false, true] {
            let rate_full = if helpful {
                self.report.helpful.offers >= self.positions
            } else {
                self.report.fair.offers >= self.positions
            };
            if rate_full {
                continue;
            }
            let Some((give, get)) = sample_offer(s, seat, to, helpful, &self.judge, &mut self.rng)
            else {
                continue;
            };
            let mut t = s.clone();
            let offer = Action::OfferTrade {
                give,
                get,
                to: to.bit(),
            };
            if t.apply(offer).is_err() {
                continue;
            }
            let answer_legal = t.legal_actions();
            let a = self
                .asked_player
                .choose(&PlayerView::new(&t, to), &answer_legal);
            self.count(s, seat, to, helpful, a == Action::AcceptTrade);
        }
    }

    fn count(&mut self, s: &State, seat: Seat, to: Seat, helpful: bool, yes: bool) {
        let report = &mut self.report;
        let rate = if helpful {
            &mut report.helpful
        } else {
            &mut report.fair
        };
        rate.offers += 1;
        rate.accepted += yes as u32;
        if helpful {
            let (them, me) = (s.player(seat).public_points(), s.player(to).public_points());
            let rate = if them > me || them + 2 >= s.points_to_win() {
                &mut report.helpful_from_leader
            } else {
                &mut report.helpful_not_ahead
            };
            rate.offers += 1;
            rate.accepted += yes as u32;
        }
    }

    /// Now and then in the main phase, a favourable offer to a random other seat.
    fn ask_favourable(&mut self, s: &State, seat: Seat) {
        if !(matches!(s.phase(), Phase::Main)
            && s.turns() > 8
            && self.report.favourable.offers < self.positions
            && self.fav_rng.below(4) == 0)
        {
            return;
        }
        let to = Seat((seat.0 + 1 + self.fav_rng.below(3) as u8) % 4);
        if let Some(offer) = favourable_offer(s, seat, to, &mut self.fav_rng, false) {
            let mut t = s.clone();
            if t.apply(offer).is_ok() {
                let answer_legal = t.legal_actions();
                let a = self
                    .fav_player
                    .choose(&PlayerView::new(&t, to), &answer_legal);
                self.report.favourable.offers += 1;
                self.report.favourable.accepted += (a == Action::AcceptTrade) as u32;
            }
        }
    }
}

impl Asker {
    /// Now and then in the main phase, a clearly good offer to a random other seat; a decline
    /// counted by the plan's reason.
    fn ask_clearly_good(&mut self, s: &State, seat: Seat) {
        if !(matches!(s.phase(), Phase::Main)
            && s.turns() > 8
            && self.report.clearly_good.offers < self.positions
            && self.good_rng.below(4) == 0)
        {
            return;
        }
        let to = Seat((seat.0 + 1 + self.good_rng.below(3) as u8) % 4);
        let Some(offer) = clearly_good_offer(s, seat, to, &self.judge, &mut self.good_rng) else {
            return;
        };
        let mut t = s.clone();
        if t.apply(offer).is_err() {
            return;
        }
        let view = PlayerView::new(&t, to);
        let a = self.good_player.choose(&view, &t.legal_actions());
        let yes = a == Action::AcceptTrade;
        self.report.clearly_good.offers += 1;
        self.report.clearly_good.accepted += yes as u32;
        if let (false, Action::OfferTrade { give, get, .. }) = (yes, offer) {
            let j = plan::judge_offer(&view, &self.judge, seat, give, get);
            let why = format!("{:?}", j.reason);
            let why = why.split([' ', '{']).next().unwrap_or_default();
            // whether the card asked was its quickest way to its target (a bank trade)
            let later = plan::target(&view, &self.judge).is_some_and(|t| {
                let mut after = view.my_hand().minus(&get);
                after.add(&give);
                plan::target_with(&view, &self.judge, after).is_some_and(|a| a.turns > t.turns)
            });
            let why = format!("{why}{}", if later { ", target later" } else { "" });
            *self.report.clearly_good_declined.entry(why).or_default() += 1;
        }
    }
}

/// A [`favourable_offer`] whose card asked is beyond `to`'s plan's target build too, from a seat
/// `to` trades with by [`plan::refuses_trade`] (`judge` its individual).
fn clearly_good_offer(
    s: &State,
    from: Seat,
    to: Seat,
    judge: &Individual,
    rng: &mut GameRng,
) -> Option<Action> {
    let view = PlayerView::new(s, to);
    let target = plan::target(&view, judge)?;
    let beyond = s.player(to).hand().minus(&target.cost);
    let offer = favourable_offer(s, from, to, rng, true)?;
    let Action::OfferTrade { give, get, .. } = offer else {
        return None;
    };
    let ok = beyond.contains(&get) && plan::refuses_trade(&view, judge, from, give, get).is_none();
    ok.then_some(offer)
}

/// Two cards `from` holds for one card `to` can spare (no build it can afford now needs it),
/// when `from` is not ahead of `to` nor near winning (`any_seat`: from any seat).
fn favourable_offer(
    s: &State,
    from: Seat,
    to: Seat,
    rng: &mut GameRng,
    any_seat: bool,
) -> Option<Action> {
    let (them, me) = (s.player(from).public_points(), s.player(to).public_points());
    if !any_seat && (them > me || them + 2 >= s.points_to_win()) {
        return None;
    }
    let theirs = s.player(to).hand();
    let c = &s.rules().costs;
    let spares: Vec<Resource> = Resource::ALL
        .into_iter()
        .filter(|r| theirs.get(*r) > 0)
        .filter(|r| {
            let mut after = theirs;
            after.sub(&ResourceSet::one(*r));
            ![c.city, c.settlement, c.development, c.road]
                .iter()
                .any(|cost| theirs.contains(cost) && !after.contains(cost))
        })
        .collect();
    let w = *spares.get(rng.below(spares.len().max(1) as u32) as usize)?;
    let mut left = s.player(from).hand();
    left.0[w.index()] = 0;
    let mut give = ResourceSet::EMPTY;
    for _ in 0..2 {
        let held: Vec<Resource> = Resource::ALL
            .into_iter()
            .filter(|r| left.get(*r) > 0)
            .collect();
        let r = *held.get(rng.below(held.len().max(1) as u32) as usize)?;
        left.0[r.index()] -= 1;
        give.0[r.index()] += 1;
    }
    Some(Action::OfferTrade {
        give,
        get: ResourceSet::one(w),
        to: to.bit(),
    })
}

/// In `games` games of four `spec` players: their bank trades at 3:1 or 4:1 for a material an
/// opponent held, and how many of them the trader asked the table for first in that turn; and
/// the sides of their trades with each other, and how many of them over-paid.
pub fn games_of_four(spec: &PlayerSpec, games: u32, seed: u64) -> (Rate, Rate) {
    let (mut rate, mut trades) = (Rate::default(), Rate::default());
    let judge = spec.judge();
    let mut legal = Vec::new();
    for game in 0..games as u64 {
        let board = Arc::new(Board::random_standard(derive_seed(seed, 5000 + game), true));
        let Ok(mut s) = State::new(
            board,
            Arc::new(Rules::standard()),
            4,
            derive_seed(seed, 6000 + game),
        ) else {
            continue;
        };
        let mut players: Vec<Box<dyn Player>> = (0..4)
            .map(|i| spec.create(derive_seed(seed, 7000 + game * 4 + i)))
            .collect();
        // the materials asked of the table this turn
        let mut asked = (u32::MAX, ResourceSet::EMPTY);
        while !s.is_over() && s.turns() < 400 {
            let seat = s.actor();
            s.legal_actions_into(&mut legal);
            let a = players[seat.index()].choose(&PlayerView::new(&s, seat), &legal);
            if asked.0 != s.turns() {
                asked = (s.turns(), ResourceSet::EMPTY);
            }
            match a {
                Action::OfferTrade { get, .. } if seat == s.current() => asked.1.add(&get),
                Action::BankTrade { give, get } if s.trade_rate(seat, give) >= 3 => {
                    let held = Seat::all(4)
                        .filter(|o| *o != seat)
                        .any(|o| s.player(o).hand().get(get) > 0);
                    if held {
                        rate.offers += 1;
                        rate.accepted += (asked.1.get(get) > 0) as u32;
                    }
                }
                Action::ConfirmTrade(with) => {
                    if let Phase::TradeConfirm { give, get, .. } = s.phase() {
                        // each side judged by its own plan's target, as it judged the trade
                        let side = |seat, gives, gets| {
                            let view = PlayerView::new(&s, seat);
                            let target =
                                judge.and_then(|i| plan::target(&view, &i)).map(|t| t.kind);
                            plan::overpays(&view, target, gives, gets) as u32
                        };
                        trades.offers += 2;
                        trades.accepted += side(s.current(), give, get) + side(with, get, give);
                    }
                }
                _ => {}
            }
            if s.apply(a).is_err() {
                break;
            }
        }
    }
    (rate, trades)
}

/// An offer from `from` to `to` of the kind asked, or `None` when the hands allow none.
fn sample_offer(
    s: &State,
    from: Seat,
    to: Seat,
    helpful: bool,
    judge: &Individual,
    rng: &mut GameRng,
) -> Option<(ResourceSet, ResourceSet)> {
    let mine = s.player(from).hand();
    let theirs = s.player(to).hand();
    let held = |h: ResourceSet| -> Vec<Resource> {
        Resource::ALL
            .into_iter()
            .filter(|r| h.get(*r) > 0)
            .collect()
    };
    if !helpful {
        let gives = held(mine);
        let gets = held(theirs);
        if gives.is_empty() || gets.is_empty() {
            return None;
        }
        let g = gives[rng.below(gives.len() as u32) as usize];
        let w = gets[rng.below(gets.len() as u32) as usize];
        return (g != w).then(|| (ResourceSet::one(g), ResourceSet::one(w)));
    }
    // helpful: the asked seat's target lacks `g`, and it can spare `w`
    let view = PlayerView::new(s, to);
    let target = plan::target(&view, judge)?;
    let lacks = theirs.missing(&target.cost);
    let spare = theirs.minus(&target.cost);
    let gives: Vec<Resource> = held(mine)
        .into_iter()
        .filter(|r| lacks.get(*r) > 0)
        .collect();
    let spares = held(spare);
    let w = *spares.get(rng.below(spares.len().max(1) as u32) as usize)?;
    let mut give = ResourceSet::EMPTY;
    if let Some(&g) = gives.get(rng.below(gives.len().max(1) as u32) as usize) {
        give.0[g.index()] += 1;
    } else {
        // two cards for one, of what the offerer holds most (not the asked material)
        let mut left = mine;
        left.0[w.index()] = 0;
        for _ in 0..2 {
            let r = Resource::ALL
                .into_iter()
                .filter(|r| left.get(*r) > 0)
                .max_by_key(|r| left.get(*r))?;
            left.0[r.index()] -= 1;
            give.0[r.index()] += 1;
        }
    }
    if give.get(w) > 0 {
        return None;
    }
    let get = ResourceSet::one(w);
    let mut after = theirs;
    after.sub(&get);
    after.add(&give);
    let then = plan::target_with(&view, judge, after)?;
    // and it breaks no build the seat can afford now
    let c = &s.rules().costs;
    let breaks = [c.city, c.settlement, c.development, c.road]
        .iter()
        .any(|cost| theirs.contains(cost) && !after.contains(cost));
    let nearer = then.turns + 0.05 < target.turns
        || give.total() > get.total() && then.turns <= target.turns;
    (nearer && !breaks).then_some((give, get))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_offer_is_counted_and_a_random_answer_varies() {
        let r = answer_rates(&PlayerSpec::Random, 30, 3);
        assert_eq!(r.fair.offers, 30);
        assert_eq!(r.helpful.offers, 30);
        // the random player accepts about half of what it may accept
        assert!(r.fair.accepted < 30 && r.helpful.accepted > 0, "{r:?}");
        assert!(r.favourable.offers > 0 && r.favourable.accepted < r.favourable.offers);
    }

    /// Medium takes two cards for one it can spare from a player not ahead, and asks the table
    /// before most of its dear bank trades.
    #[test]
    fn medium_takes_favourable_trades_and_asks_the_table_before_the_bank() {
        let r = answer_rates(&PlayerSpec::medium(), 150, 5);
        assert!(r.favourable.share() >= 0.75, "{:?}", r.favourable);
        let b = r.bank_trades_asked_first;
        assert!(b.offers > 20 && b.share() >= 0.3, "{b:?}");
    }
}
