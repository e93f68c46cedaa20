//! The game's log: an action's lines in words, the private lines a seat may read, a record's
//! log rebuilt, places named by their tiles.

use super::*;
use crate::core::Terrain;
use crate::core::action::ClothEvent;

mod counters;
#[cfg(test)]
mod counters_tests;
#[cfg(test)]
mod harbour_tests;
#[cfg(test)]
mod lines_tests;
#[cfg(test)]
mod numberless_tests;
mod place;
#[cfg(test)]
mod place_tests;
mod reasons;
#[cfg(test)]
mod reasons_count_tests;
#[cfg(test)]
mod reasons_them_tests;
#[cfg(test)]
mod review_lines_tests;
#[cfg(test)]
mod taken_tests;
pub use counters::{counter_line, counters_not_taken, taken_lines};
pub use place::{place, place_of};
#[cfg(test)]
pub use reasons::answer_why_text;
pub use reasons::{Answered, public_why, say_answer_why, with_live_reasons};

/// One line of the game log.
#[derive(Clone, Debug)]
pub struct LogLine {
    pub seat: Option<Seat>,
    pub text: String,
    pub by_computer: bool,
    /// A private line (which card was stolen): shown only to these two with hidden hands.
    pub only: Option<[Seat; 2]>,
    /// A line the "since your last turn" summary leaves out (a turn ended, an answer to an
    /// offer, an offer cancelled).
    pub minor: bool,
}

/// Whether the lines of `action` are left out of the turn summary.
pub fn is_minor(action: &Action) -> bool {
    matches!(
        action,
        Action::EndTurn | Action::AcceptTrade | Action::DeclineTrade | Action::CancelTrade
    )
}

/// A game's log rebuilt from its record.
pub(crate) struct ReplayedLog {
    pub lines: Vec<LogLine>,
    /// Per seat, the log's length when its last turn ended.
    pub turn_ended_at: Vec<usize>,
    /// The log's length after each step (index `k`: after `k` steps).
    pub after_step: Vec<usize>,
}

/// The log of `record`, rebuilt in `lang`.
pub(crate) fn replay_log(record: &GameRecord, seats: &[SeatSpec], lang: Lang) -> ReplayedLog {
    let mut log = Vec::new();
    let mut turn_ended_at = Vec::new();
    let mut after_step = vec![0];
    let Ok(r0) = record.initial_state_sized::<{ crate::core::wide::W }>() else {
        return ReplayedLog {
            lines: log,
            turn_ended_at,
            after_step: vec![0; record.steps.len() + 1],
        };
    };
    // the talk around offers, heard step by step as the table heard it: a taken counter-offer
    let mut talk = crate::core::wide::Table {
        state: r0,
        record: GameRecord {
            steps: Vec::new(),
            counters: Vec::new(),
            ..record.clone()
        },
        counters: Vec::new(),
        deal: None,
    };
    let _ = record.replay_each_sized(|r| {
        let step = r.step;
        let dealt = talk.deal;
        talk.hear(step.action);
        let by_computer = !seats.get(step.seat.index()).is_some_and(|s| s.is_human());
        let special = matches!(r.before, Phase::SpecialBuild { .. });
        let said = ActionSaid {
            seat: step.seat,
            action: &step.action,
            events: r.events,
            special,
            by_computer,
            taken: talk.deal.or(dealt),
        };
        log.extend(log_lines(lang, &r.after.board, said, None));
        // the counter-offers made with this step's decline, as the live log said them
        for c in record.counters.iter().filter(|c| c.at as usize == r.index) {
            let by_computer = !seats.get(c.seat.index()).is_some_and(|s| s.is_human());
            let c = crate::core::Counter {
                seat: c.seat,
                gives: c.gives,
                gets: c.gets,
            };
            log.push(counter_line(lang, c, by_computer));
            talk.hear_counter(c);
        }
        if step.action == Action::EndTurn && !special {
            // "since your last turn" holds across a restart of the app
            turn_ended_at.resize(r.after.num_players as usize, usize::MAX);
            turn_ended_at[step.seat.index()] = log.len();
        }
        after_step.push(log.len());
    });
    // steps that did not replay show the whole log
    after_step.resize(record.steps.len() + 1, log.len());
    ReplayedLog {
        lines: log,
        turn_ended_at,
        after_step,
    }
}

/// An applied action as the log tells it: who, what, what happened, in a special building
/// phase or not, by a computer (or another machine's seat) or not.
#[derive(Clone, Copy)]
pub struct ActionSaid<'a> {
    pub seat: Seat,
    pub action: &'a Action,
    pub events: &'a Events,
    pub special: bool,
    pub by_computer: bool,
    /// The seat whose counter-offer the player on turn took, while its deal stands (from the
    /// offer that takes it to the trade): the offer and the acceptance say nothing, the trade
    /// says "… took …'s counter-offer" — one line ([`taken_lines`]).
    pub taken: Option<Seat>,
}

/// The log lines of an applied action: its sentences ([`describe`]) and its private lines
/// ([`secrets`]) — only those `reader` may read when this machine holds one seat's view.
pub fn log_lines(
    lang: Lang,
    board: &Board,
    a: ActionSaid<'_>,
    reader: Option<Seat>,
) -> Vec<LogLine> {
    let lines = taken_lines(lang, &a)
        .unwrap_or_else(|| describe(lang, board, a.seat, a.action, a.events, a.special));
    let mut out: Vec<LogLine> = lines
        .into_iter()
        .map(|(marked, text)| LogLine {
            seat: Some(marked),
            text,
            by_computer: a.by_computer,
            only: None,
            minor: is_minor(a.action),
        })
        .collect();
    for (only, text) in secrets(lang, a.events) {
        if reader.is_some_and(|me| !only.contains(&me)) {
            continue;
        }
        out.push(LogLine {
            seat: Some(only[0]),
            text,
            by_computer: a.by_computer,
            only: Some(only),
            minor: false,
        });
    }
    out
}

/// The private log lines of an action, with the two seats that may read each: which card the
/// robber's owner stole (thief and victim).
pub fn secrets(lang: Lang, events: &Events) -> Vec<([Seat; 2], String)> {
    let name = |s: Seat| i18n::seat_name(lang, s);
    events
        .as_slice()
        .iter()
        .filter_map(|e| match *e {
            Event::Stole {
                thief,
                victim,
                card,
            } => Some((
                [thief, victim],
                tr_args(
                    lang,
                    "log-stole-card",
                    &[
                        ("thief", (&name(thief)).into()),
                        ("victim", (&name(victim)).into()),
                        ("victim_seat", i18n::seat_key(victim).into()),
                        ("card", (&i18n::resource(lang, card)).into()),
                    ],
                ),
            )),
            _ => None,
        })
        .collect()
}

/// The log lines of one applied action, in words: one whole sentence per line, each with the
/// seat whose colour marks it (the receiver of produced cards, the thief, the trader …).
/// `special`: the action was taken in a special building phase (the 5–6 extension), where an
/// end of turn only ends that seat's building and says nothing.
pub fn describe(
    lang: Lang,
    board: &Board,
    seat: Seat,
    action: &Action,
    events: &Events,
    special: bool,
) -> Vec<(Seat, String)> {
    let said = Said {
        lang,
        seat,
        sea: board.sea.is_some(),
    };
    let mut out: Vec<(Seat, String)> = action_line(said, board, action, special)
        // a build between turns says so, in the top bar's words, whoever builds
        .map(|t| match special {
            true => tr_args(said.lang, "log-in-special-build", &[("line", (&t).into())]),
            false => t,
        })
        .map(|t| (seat, t))
        .into_iter()
        .collect();
    // a gold field's cards: the choice's own line says so already (one line per happening)
    let gold = matches!(action, Action::ChooseGold(_));
    let events = events.as_slice().iter();
    let told = events.filter(|e| !(gold && matches!(e, Event::Produced { .. })));
    out.extend(told.filter_map(|e| event_line(said, e)));
    out
}

/// Who acted, in which language: the sentences of the log start from it.
#[derive(Clone, Copy)]
struct Said {
    lang: Lang,
    seat: Seat,
    /// A Seafarers board: the longest road is the longest trade route.
    sea: bool,
}

impl Said {
    /// The sentence `id` with `who` (the acting seat) and `args`.
    fn line(self, id: &str, args: &[(&str, Arg<'_>)]) -> String {
        let who = i18n::seat_name(self.lang, self.seat);
        let mut all = vec![("who", Arg::from(&who))];
        all.extend_from_slice(args);
        tr_args(self.lang, id, &all)
    }
    fn name(self, s: Seat) -> String {
        i18n::seat_name(self.lang, s)
    }
    /// `thief` stole a card from `victim` (the victim's colour key chooses a bent name).
    fn stole(self, thief: Seat, victim: Seat) -> String {
        tr_args(
            self.lang,
            "log-stole",
            &[
                ("thief", (&self.name(thief)).into()),
                ("victim", (&self.name(victim)).into()),
                ("victim_seat", i18n::seat_key(victim).into()),
            ],
        )
    }
    /// A sentence about another seat `s` (`who` is `s`).
    fn about(self, s: Seat, id: &str) -> (Seat, String) {
        (
            s,
            tr_args(self.lang, id, &[("who", (&self.name(s)).into())]),
        )
    }
}

/// The action's own sentence (`None`: its events say it all, or a special building phase's end).
fn action_line(said: Said, board: &Board, action: &Action, special: bool) -> Option<String> {
    let lang = said.lang;
    let place = place_of(lang, board, action).unwrap_or_default();
    let at = [("place", Arg::from(&place))];
    let line = |id: &str, args: &[(&str, Arg<'_>)]| Some(said.line(id, args));
    match action {
        Action::BuildRoad(_) => line("log-built-road", &at),
        Action::BuildShip(_) => line("log-built-ship", &at),
        Action::MoveShip { .. } => line("log-moved-ship", &at),
        Action::ChooseGold(s) => line("log-took-gold", &[("cards", (&cards_text(lang, s)).into())]),
        Action::BuildSettlement(_) => line("log-built-settlement", &at),
        Action::BuildCity(_) => line("log-built-city", &at),
        Action::BuyDevelopmentCard => line("log-bought-card", &[]),
        Action::Discard(s) => line("log-discarded", &[("cards", (&cards_text(lang, s)).into())]),
        Action::MoveRobber { face, victim } if board.terrain[face.index()] == Terrain::Sea => {
            Some(pirate_line(said, board, *face, *victim))
        }
        Action::MoveRobber { .. } => line("log-moved-robber", &at),
        // the cloth taken is said by its event
        Action::RobCloth { face, .. } if board.terrain[face.index()] == Terrain::Sea => {
            Some(pirate_line(said, board, *face, None))
        }
        Action::RobCloth { .. } => line("log-moved-robber", &at),
        Action::PlayKnight => line("log-played-knight", &[]),
        Action::PlayRoadBuilding => line("log-played-road-building", &[]),
        Action::PlayYearOfPlenty(a, b) => {
            let mut names = vec![i18n::resource(lang, *a)];
            names.extend(b.map(|b| i18n::resource(lang, b)));
            line(
                "log-played-year-of-plenty",
                &[("cards", (&names.join(", ")).into())],
            )
        }
        Action::PlayMonopoly(r) => line(
            "log-played-monopoly",
            &[("resource", (&i18n::resource(lang, *r)).into())],
        ),
        Action::PlayVictoryPoint => line("log-played-victory-point", &[]),
        Action::OfferTrade { give, get, to } => Some(offer_line(said, *give, *get, *to)),
        Action::AcceptTrade => line("log-accepted", &[]),
        Action::DeclineTrade => line("log-declined", &[]),
        Action::CancelTrade => line("log-cancelled-offer", &[]),
        Action::EndTurn if special => None,
        Action::EndTurn => line("log-ended-turn", &[]),
        // a harbour placed is said by its event
        Action::Roll
        | Action::BankTrade { .. }
        | Action::ConfirmTrade(_)
        | Action::PlaceHarbour { .. } => None,
    }
}

/// The pirate's move: beside the ship of the seat it robs, else beside the land tiles around
/// its sea tile.
fn pirate_line(said: Said, board: &Board, face: FaceId, victim: Option<Seat>) -> String {
    if let Some(v) = victim {
        let name = said.name(v);
        return said.line(
            "log-moved-pirate-beside-ship",
            &[("victim", (&name).into())],
        );
    }
    let around = &board.topo.face_faces[face.index()];
    if around
        .iter()
        .all(|f| board.terrain[f.index()] == Terrain::Sea)
    {
        return said.line("log-moved-pirate-open-sea", &[]);
    }
    let around = place(said.lang, board, around);
    said.line("log-moved-pirate", &[("place", (&around).into())])
}

/// An offer: to everyone, or to the seats named.
fn offer_line(said: Said, give: ResourceSet, get: ResourceSet, to: u8) -> String {
    let lang = said.lang;
    let (give, get) = (cards_text(lang, &give), cards_text(lang, &get));
    if to == crate::core::EVERYONE {
        return said.line(
            "log-offers",
            &[("give", (&give).into()), ("get", (&get).into())],
        );
    }
    // seats past the table's are never named (a mask may carry them: each seat is named once)
    let names: Vec<String> = (0..crate::core::action::MAX_PLAYERS as u8)
        .filter(|s| to & (1 << s) != 0 && *s != said.seat.0)
        .map(|s| said.name(Seat(s)))
        .collect();
    let to = names.join(", ");
    said.line(
        "log-offers-to",
        &[
            ("give", (&give).into()),
            ("get", (&get).into()),
            ("to", (&to).into()),
        ],
    )
}

/// An event's sentence, with the seat whose colour marks it.
fn event_line(said: Said, e: &Event) -> Option<(Seat, String)> {
    let lang = said.lang;
    let seat = said.seat;
    Some(match *e {
        Event::Rolled(a, b) => (
            seat,
            said.line(
                "log-rolled",
                &[("total", (a + b).into()), ("a", a.into()), ("b", b.into())],
            ),
        ),
        Event::Produced { seat: to, cards } => (
            to,
            tr_args(
                lang,
                "log-got",
                &[
                    ("who", (&said.name(to)).into()),
                    ("cards", (&cards_text(lang, &cards)).into()),
                ],
            ),
        ),
        Event::Shortage(mask) => (seat, shortage_line(lang, mask)),
        Event::Stole { thief, victim, .. } => (thief, said.stole(thief, victim)),
        Event::Monopoly {
            taken, resource, ..
        } => (
            seat,
            said.line(
                "log-monopoly-took",
                &[(
                    "cards",
                    (&i18n::resource_count(lang, resource, taken)).into(),
                )],
            ),
        ),
        // a year of plenty's cards from the bank: its own line says so already
        Event::Traded {
            with: None, gave, ..
        } if gave.is_empty() => return None,
        Event::Traded {
            seat: trader,
            with,
            gave,
            got,
        } => (trader, traded_line(said, trader, with, gave, got)),
        Event::LongestRoad(Some(p)) if said.sea => said.about(p, "log-longest-trade-route"),
        Event::LongestRoad(Some(p)) => said.about(p, "log-longest-road"),
        Event::Revealed {
            terrain, number, ..
        } => {
            let mut what = i18n::terrain_word(lang, terrain);
            if number > 0 {
                what = format!("{what}, {number}");
            }
            (seat, said.line("log-revealed", &[("what", (&what).into())]))
        }
        Event::IslandSettled { seat: to, points } => (
            to,
            tr_args(
                lang,
                "log-island-settled",
                &[("who", (&said.name(to)).into()), ("n", points.into())],
            ),
        ),
        Event::Cloth(c) => cloth_line(said, c),
        Event::LargestArmy(Some(p)) => said.about(p, "log-largest-army"),
        Event::Won(p) => said.about(p, "log-won"),
        _ => return None,
    })
}

/// Cloth for Catan's happenings in words, with the seat each is about.
fn cloth_line(said: Said, c: ClothEvent) -> (Seat, String) {
    let lang = said.lang;
    match c {
        ClothEvent::Trade { seat, cloth, .. } => (
            seat,
            tr_args(
                lang,
                "log-cloth-trade",
                &[("who", (&said.name(seat)).into()), ("n", cloth.into())],
            ),
        ),
        ClothEvent::Paid { shares, supply, .. } => {
            (said.seat, cloth_paid_line(said, &shares, supply))
        }
        ClothEvent::Stolen { thief, victim } => (
            thief,
            tr_args(
                lang,
                "log-cloth-stolen",
                &[
                    ("thief", (&said.name(thief)).into()),
                    ("victim", (&said.name(victim)).into()),
                    ("victim_seat", i18n::seat_key(victim).into()),
                ],
            ),
        ),
        ClothEvent::Ended { villages } => (
            said.seat,
            tr_args(lang, "log-cloth-ended", &[("n", villages.into())]),
        ),
    }
}

/// A village's roll: who took a cloth, and how many came from the general supply.
fn cloth_paid_line(said: Said, shares: &[u8], supply: u8) -> String {
    let names: Vec<String> = (0..shares.len())
        .filter(|&i| shares[i] > 0)
        .map(|i| said.name(Seat::at(i)))
        .collect();
    tr_args(
        said.lang,
        "log-cloth-paid",
        &[
            ("who", (&names.join(", ")).into()),
            ("supply", supply.into()),
        ],
    )
}

/// The materials the bank ran short of.
fn shortage_line(lang: Lang, mask: u8) -> String {
    let names: Vec<String> = Resource::ALL
        .iter()
        .filter(|r| mask & (1 << r.index()) != 0)
        .map(|r| i18n::resource(lang, *r))
        .collect();
    tr_args(
        lang,
        "log-shortage",
        &[("resources", (&names.join(", ")).into())],
    )
}

/// A trade made: with another seat, or with the bank.
fn traded_line(
    said: Said,
    trader: Seat,
    with: Option<Seat>,
    gave: ResourceSet,
    got: ResourceSet,
) -> String {
    let lang = said.lang;
    let (gave, got) = (cards_text(lang, &gave), cards_text(lang, &got));
    let who = said.name(trader);
    let mut args = vec![
        ("who", Arg::from(&who)),
        ("gave", Arg::from(&gave)),
        ("got", Arg::from(&got)),
    ];
    let other = with.map(|o| said.name(o));
    let id = match &other {
        Some(o) => {
            args.push(("other", Arg::from(o)));
            "log-traded-with"
        }
        None => "log-traded-with-bank",
    };
    tr_args(lang, id, &args)
}
