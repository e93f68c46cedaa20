//! Whom a computer trades with: one rule for the offers it answers ([`super::judge_offer`]) and
//! the offers it makes ([`partners`]), so a computer never offers a trade to a player it would
//! refuse the same trade from.

use super::{AnswerReason, DEFAULT_LEAD, completes_a_build, could_accept, guessed_hand};
use crate::ai::individual::{Individual, plan};
use crate::core::{EVERYONE, Phase, PlayerView, ResourceSet, Seat};

/// The lead over this player `ind` tolerates in a trading partner: `planAnswerOffers − 1`
/// points (2 without the gene).
pub fn tolerated_lead(ind: &Individual) -> u8 {
    match ind.plan[plan::ANSWER_OFFERS] {
        0 => DEFAULT_LEAD,
        g => g.saturating_sub(1) as u8,
    }
}

/// Why this player trades with `other` under no terms at all, or `None`: `other` is within two
/// points of winning ([`AnswerReason::NearWin`]) or leads this player by more than
/// [`tolerated_lead`] ([`AnswerReason::Leader`]). Public points only.
pub fn refuses<const W: usize>(
    view: &PlayerView<'_, W>,
    ind: &Individual,
    other: Seat,
) -> Option<AnswerReason> {
    let theirs = view.player(other).public_points;
    let to_win = view.points_to_win();
    if theirs + 2 >= to_win {
        return Some(AnswerReason::NearWin {
            points_left: to_win.saturating_sub(theirs),
        });
    }
    let mine = view.player(view.me()).public_points;
    (theirs > mine + tolerated_lead(ind)).then(|| AnswerReason::Leader {
        lead: theirs - mine,
    })
}

/// Whether a trade in which `other` gives `they_give` and gets `they_get` lets `other`, ahead of
/// this player, pay for a city or settlement it could not pay for before — as far as public
/// facts tell (it holds what it gives; the rest of its hand guessed from its income).
pub fn feeds_a_leader<const W: usize>(
    view: &PlayerView<'_, W>,
    other: Seat,
    they_give: ResourceSet,
    they_get: ResourceSet,
) -> bool {
    if view.player(other).public_points <= view.player(view.me()).public_points {
        return false;
    }
    let before = guessed_hand(view, other, they_give);
    let mut after = before.minus(&they_give);
    after.add(&they_get);
    completes_a_build(view, other, before, after)
}

/// Whether this player, holding `after` once a trade is made, wins the game with it now: it is
/// on turn in the main phase, one point short of winning (its hidden cards counted), and
/// `after` pays for a settlement it has a spot and a piece for or a city it has a settlement
/// for. The one exception to the rule of whom it trades with (issue 42: no card to a player
/// within two points of winning "unless the trade wins the game itself").
pub fn wins_with<const W: usize>(view: &PlayerView<'_, W>, after: ResourceSet) -> bool {
    if view.current() != view.me() || view.phase() != Phase::Main {
        return false;
    }
    if view.my_points() + 1 < view.points_to_win() {
        return false;
    }
    let me = view.player(view.me());
    let costs = &view.rules().costs;
    let city = me.cities_left > 0 && !me.settlements.is_empty() && after.contains(&costs.city);
    let settlement = me.settlements_left > 0
        && !view.settlement_spots().is_empty()
        && after.contains(&costs.settlement);
    city || settlement
}

/// Why this player refuses a trade with `other` in which `other` gives `they_give` and gets
/// `they_get`, by whom it is with: [`refuses`], or [`AnswerReason::CompletesTheirBuild`] when
/// it [`feeds_a_leader`] — unless the trade wins this player the game ([`wins_with`]). What
/// the trade does for this player is not judged here.
pub fn refuses_trade<const W: usize>(
    view: &PlayerView<'_, W>,
    ind: &Individual,
    other: Seat,
    they_give: ResourceSet,
    they_get: ResourceSet,
) -> Option<AnswerReason> {
    let mut after = view.my_hand().minus(&they_get);
    after.add(&they_give);
    if view.my_hand().contains(&they_get) && wins_with(view, after) {
        return None;
    }
    refuses(view, ind, other).or_else(|| {
        feeds_a_leader(view, other, they_give, they_get)
            .then_some(AnswerReason::CompletesTheirBuild)
    })
}

/// The opponents this player's offer (it gives `give`, asks `get`) is put to: those who could
/// accept it by public counts ([`could_accept`]) and with whom [`refuses_trade`] allows the
/// trade — the rule its own answers follow. A seat mask ([`EVERYONE`] when it is every
/// opponent); 0 when nobody is left.
pub fn partners<const W: usize>(
    view: &PlayerView<'_, W>,
    ind: &Individual,
    give: ResourceSet,
    get: ResourceSet,
) -> u8 {
    let opponents = Seat::all(view.num_players())
        .filter(|s| *s != view.me())
        .fold(0u8, |m, s| m | s.bit());
    let mask = match could_accept(view, get) {
        EVERYONE => opponents,
        m => m,
    };
    let kept = Seat::all(view.num_players())
        .filter(|s| mask & s.bit() != 0 && refuses_trade(view, ind, *s, get, give).is_none())
        .fold(0u8, |m, s| m | s.bit());
    if kept == opponents { EVERYONE } else { kept }
}
