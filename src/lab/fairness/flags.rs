//! The flags of a fairness run: a figure outside what the standard board gives, said in plain
//! words. Typed, so that the editor can word them in the person's language; `Display` is the
//! command line's English.

use super::reference::{self, Reference};
use super::{Fairness, Rate};
use crate::core::Resource;
use serde::Serialize;
use std::fmt;

/// A material counts as scarce below this share of the reference board's pips, plentiful above
/// its inverse.
const SCARCE: f64 = 0.6;
/// A seat is flagged when its interval misses the reference and it is this far from it.
const MIN_GAP: f64 = 0.03;
/// A map whose pips in all are this far from the standard board's is judged by shares.
const SIZE: f64 = 0.25;
/// A game is long (short) when its mean length is this many times the reference's (or less
/// than its inverse).
const LENGTH: f64 = 1.5;
/// An island is "rarely reached" when it is settled in fewer of the games than this.
const RARELY: f64 = 0.10;
/// Fewest openings on a corner before it is judged, and fewest finished games for the islands.
const MIN_OPENINGS: u32 = 50;
const MIN_GAMES: u32 = 30;

/// One figure outside the standard board's.
#[derive(Clone, Debug, Serialize, PartialEq)]
#[serde(tag = "flag", rename_all = "kebab-case")]
pub enum Flag {
    /// A seat (0 = the first player) wins more often than on the standard board.
    SeatFavoured {
        seat: u8,
        won: Rate,
        reference: f64,
    },
    /// … less often.
    SeatHandicapped {
        seat: u8,
        won: Rate,
        reference: f64,
    },
    /// A material has far fewer pips than on the standard board.
    Scarce {
        material: Resource,
        pips: u32,
        reference: u32,
        /// The map's pips in all, when it is much larger or smaller than the standard board:
        /// `reference` is then the standard board's share of that many.
        of: Option<u32>,
    },
    /// … far more.
    Plentiful {
        material: Resource,
        pips: u32,
        reference: u32,
        /// The map's pips in all, when it is much larger or smaller than the standard board:
        /// `reference` is then the standard board's share of that many.
        of: Option<u32>,
    },
    /// Whoever opens on this corner wins more often than on the standard board's best corner.
    SpotDecides {
        vertex: u16,
        place: String,
        won: Rate,
        reference: f64,
    },
    /// An island (not a home island) is rarely settled.
    IslandRarelyReached {
        island: usize,
        settled: Rate,
    },
    /// Games last much longer than on the standard board.
    Long {
        rounds: f64,
        reference: f64,
    },
    Short {
        rounds: f64,
        reference: f64,
    },
    /// Games that did not finish within the turn limit.
    Unfinished {
        games: u32,
        of: u32,
    },
}

/// The flags of `f`, against the reference for its player count.
pub(super) fn raise(f: &Fairness) -> Vec<Flag> {
    let r = reference::for_players(f.players);
    let mut flags = Vec::new();
    seats(f, &r, &mut flags);
    materials(f, &r, &mut flags);
    if let Some(best) = f.spots.iter().find(|s| s.won.of >= MIN_OPENINGS)
        && best.won.low > r.best_spot
    {
        flags.push(Flag::SpotDecides {
            vertex: best.vertex,
            place: best.place.clone(),
            won: best.won,
            reference: r.best_spot,
        });
    }
    for isl in &f.islands {
        if !isl.home && isl.settled.of >= MIN_GAMES && isl.settled.high < RARELY {
            flags.push(Flag::IslandRarelyReached {
                island: isl.index,
                settled: isl.settled,
            });
        }
    }
    if f.finished >= MIN_GAMES {
        if f.mean_rounds > r.rounds * LENGTH {
            flags.push(Flag::Long {
                rounds: f.mean_rounds,
                reference: r.rounds,
            });
        } else if f.mean_rounds < r.rounds / LENGTH {
            flags.push(Flag::Short {
                rounds: f.mean_rounds,
                reference: r.rounds,
            });
        }
    }
    if f.finished * 20 < f.games * 19 {
        flags.push(Flag::Unfinished {
            games: f.games - f.finished,
            of: f.games,
        });
    }
    flags
}

/// A seat whose interval misses the reference's rate for that seat.
fn seats(f: &Fairness, r: &Reference, flags: &mut Vec<Flag>) {
    for (seat, (won, &reference)) in f.seat_wins.iter().zip(&r.seat_wins).enumerate() {
        let seat = seat as u8;
        if won.low > reference && won.rate - reference >= MIN_GAP {
            flags.push(Flag::SeatFavoured {
                seat,
                won: *won,
                reference,
            });
        } else if won.high < reference && reference - won.rate >= MIN_GAP && won.of > 0 {
            flags.push(Flag::SeatHandicapped {
                seat,
                won: *won,
                reference,
            });
        }
    }
}

/// A material far from the standard board's pips — or, on a map much larger or smaller than the
/// standard board (a Seafarers map), from its share of the map's pips.
fn materials(f: &Fairness, r: &Reference, flags: &mut Vec<Flag>) {
    let total: u32 = f.pips.iter().sum();
    let reference_total: u32 = r.pips.iter().sum::<u32>().max(1);
    let scale = total as f64 / reference_total as f64;
    let of = ((scale - 1.0).abs() > SIZE).then_some(total);
    for m in Resource::ALL {
        let pips = f.pips[m.index()];
        let reference = match of {
            Some(_) => (r.pips[m.index()] as f64 * scale).round() as u32,
            None => r.pips[m.index()],
        };
        let share = pips as f64 / reference.max(1) as f64;
        if share < SCARCE {
            flags.push(Flag::Scarce {
                material: m,
                pips,
                reference,
                of,
            });
        } else if share > 1.0 / SCARCE {
            flags.push(Flag::Plentiful {
                material: m,
                pips,
                reference,
                of,
            });
        }
    }
}

/// A share in whole percent: "38 %".
pub fn pct(x: f64) -> String {
    format!("{:.0} %", 100.0 * x)
}

/// A share with its interval in whole percent: "38 % (35–41)" (the same in every language).
pub fn rate(r: &Rate) -> String {
    format!(
        "{} ({:.0}–{:.0})",
        pct(r.rate),
        100.0 * r.low,
        100.0 * r.high
    )
}

/// "first", "second", …
pub fn ordinal(seat: u8) -> &'static str {
    ["first", "second", "third", "fourth", "fifth", "sixth"]
        .get(seat as usize)
        .copied()
        .unwrap_or("last")
}

impl fmt::Display for Flag {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Flag::SeatFavoured {
                seat,
                won,
                reference,
            } => write!(
                f,
                "the {} seat wins {}: the start favours it (the standard board: {})",
                ordinal(*seat),
                rate(won),
                pct(*reference)
            ),
            Flag::SeatHandicapped {
                seat,
                won,
                reference,
            } => write!(
                f,
                "the {} seat wins {}: the start is against it (the standard board: {})",
                ordinal(*seat),
                rate(won),
                pct(*reference)
            ),
            Flag::Scarce {
                material,
                pips,
                reference,
                of,
            } => pips_words(f, (*material, *pips, *reference, *of), "of "),
            Flag::Plentiful {
                material,
                pips,
                reference,
                of,
            } => pips_words(f, (*material, *pips, *reference, *of), ""),
            Flag::SpotDecides {
                place,
                won,
                reference,
                ..
            } => write!(
                f,
                "whoever opens at {place} wins {}: one spot decides too much (the standard board's best corner: {})",
                rate(won),
                pct(*reference)
            ),
            Flag::IslandRarelyReached { island, settled } => write!(
                f,
                "island {} is settled in only {} of the games",
                island + 1,
                rate(settled)
            ),
            Flag::Long { rounds, reference } => write!(
                f,
                "games last {rounds:.1} rounds on average, the standard board's {reference:.1}: slow"
            ),
            Flag::Short { rounds, reference } => write!(
                f,
                "games last {rounds:.1} rounds on average, the standard board's {reference:.1}: quick"
            ),
            Flag::Unfinished { games, of } => write!(
                f,
                "{games} of {of} games did not finish within the turn limit"
            ),
        }
    }
}

/// "brick: 4 pips in all, a third of the standard board's 12", or on a map of another size
/// "sheep: 20 of the map's 84 pips, 1.7 times the standard board's share (12)".
fn pips_words(
    f: &mut fmt::Formatter<'_>,
    (material, pips, reference, of): (Resource, u32, u32, Option<u32>),
    of_word: &str,
) -> fmt::Result {
    let share = share_words(pips, reference);
    match of {
        None => write!(
            f,
            "{}: {pips} pips in all, {share} {of_word}the standard board's {reference}",
            material.name()
        ),
        Some(total) => write!(
            f,
            "{}: {pips} of the map's {total} pips, {share} {of_word}the standard board's share ({reference})",
            material.name()
        ),
    }
}

/// "half", "a third", "twice", "1.8 times" …
fn share_words(pips: u32, reference: u32) -> String {
    let s = pips as f64 / reference.max(1) as f64;
    match (s * 100.0).round() as u32 {
        45..=55 => "half".into(),
        30..=36 => "a third".into(),
        20..=29 => "a quarter".into(),
        0..=19 => pct(s),
        190..=210 => "twice".into(),
        290..=310 => "three times".into(),
        _ if s > 1.0 => format!("{s:.1} times"),
        _ => pct(s),
    }
}
