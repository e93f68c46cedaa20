//! Statistics of a game, read from its record by replaying it: income by player and material,
//! the dice, steals, trades, public points over time, and who held the longest road and the
//! largest army when. Only what every player saw: public points (hidden victory-point cards count
//! once the game is over) and steals without the stolen card.
//!
//! Also the history of finished games (`finished-games.csv` in the data folder, a line per
//! game): wins per kind of player.

use crate::core::wide::State;
use crate::core::{Action, Event, Events, GameRecord, Resource, Seat};
use std::path::Path;

/// What happened over one game.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct GameStats {
    pub players: usize,
    /// Cards produced per seat and material (rolls and the second opening settlement).
    pub income: Vec<[u32; 5]>,
    /// Times each sum was rolled (index 2..=12).
    pub dice: [u32; 13],
    /// `steals[thief][victim]`.
    pub steals: Vec<Vec<u32>>,
    /// Cards given away on sevens, per seat.
    pub discarded: Vec<u32>,
    /// Trades per seat: with the bank (and harbours), with players.
    pub bank_trades: Vec<u32>,
    pub player_trades: Vec<u32>,
    /// Public points of every seat at the start of each turn (and at the end).
    pub points: Vec<Vec<u8>>,
    /// (round, holder) each time the longest road changed hands.
    pub longest_road: Vec<(usize, Option<Seat>)>,
    pub largest_army: Vec<(usize, Option<Seat>)>,
    /// Seafarers: per seat, ships built, ships moved, islands that paid points, gold taken.
    pub sea: Option<SeaStats>,
}

/// A Seafarers game's counts per seat.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct SeaStats {
    pub ships: Vec<u32>,
    pub moves: Vec<u32>,
    pub islands: Vec<u32>,
    pub gold: Vec<u32>,
}

impl GameStats {
    /// Replay `record` and count. A record that stops replaying (damaged) counts up to there.
    pub fn of(record: &GameRecord) -> GameStats {
        let Ok(start) = record.initial_state_sized::<{ crate::core::wide::W }>() else {
            return GameStats::default();
        };
        let n = start.num_players as usize;
        let mut s = GameStats {
            players: n,
            income: vec![[0; 5]; n],
            steals: vec![vec![0; n]; n],
            discarded: vec![0; n],
            bank_trades: vec![0; n],
            player_trades: vec![0; n],
            ..GameStats::default()
        };
        s.points.push(public_points(&start));
        if start.sea().is_some() {
            s.sea = Some(SeaStats {
                ships: vec![0; n],
                moves: vec![0; n],
                islands: vec![0; n],
                gold: vec![0; n],
            });
        }
        // the end: every point counts once the game is over
        let mut end = public_points(&start);
        let _ = record.replay_each_sized(|r| {
            s.count(r.events, r.after);
            if let Some(sea) = &mut s.sea {
                sea.count(r.step.seat.index(), &r.step.action, r.events);
            }
            end = if r.after.is_over() {
                Seat::all(r.after.num_players)
                    .map(|p| r.after.total_points(p))
                    .collect()
            } else {
                public_points(r.after)
            };
        });
        s.points.push(end);
        s
    }

    /// Count a step's events (`state`: the position after it).
    fn count(&mut self, events: &Events, state: &State) {
        let s = self;
        for e in events.as_slice() {
            match *e {
                Event::Rolled(a, b) => s.dice[(a + b) as usize] += 1,
                Event::Produced { seat, cards } => {
                    for r in Resource::ALL {
                        s.income[seat.index()][r.index()] += cards.get(r) as u32;
                    }
                }
                Event::Stole { thief, victim, .. } => s.steals[thief.index()][victim.index()] += 1,
                Event::Discarded { seat, cards } => s.discarded[seat.index()] += cards.total(),
                Event::Traded {
                    seat, with, gave, ..
                } => match with {
                    // a year of plenty's cards arrive as a bank trade giving nothing
                    None if gave.is_empty() => {}
                    None => s.bank_trades[seat.index()] += 1,
                    Some(other) => {
                        s.player_trades[seat.index()] += 1;
                        s.player_trades[other.index()] += 1;
                    }
                },
                Event::LongestRoad(holder) => s.longest_road.push((state.round() as usize, holder)),
                Event::LargestArmy(holder) => s.largest_army.push((state.round() as usize, holder)),
                Event::TurnStarted(_) => s.points.push(public_points(state)),
                _ => {}
            }
        }
    }

    pub fn income_total(&self, seat: usize) -> u32 {
        self.income.get(seat).map_or(0, |m| m.iter().sum())
    }
}

/// The finished-games history's file in the data folder.
pub const HISTORY_FILE: &str = "finished-games.csv";
const HISTORY_HEADER: &str = "finished,file,players,winner,rounds";

/// Add one finished game to the history (the file and its header are made when missing).
pub fn append_history(
    dir: &Path,
    file: &Path,
    players: &[String],
    winner: Seat,
    rounds: u32,
) -> std::io::Result<()> {
    use std::io::Write;
    let path = dir.join(HISTORY_FILE);
    let new = !path.exists();
    let mut f = std::fs::OpenOptions::new()
        .create(true)
        .append(true)
        .open(&path)?;
    if new {
        writeln!(f, "{HISTORY_HEADER}")?;
    }
    let secs = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_secs())
        .unwrap_or(0);
    let name = file
        .file_name()
        .map(|n| n.to_string_lossy().replace([',', '\n'], "_"))
        .unwrap_or_default();
    let players: Vec<String> = players
        .iter()
        .map(|p| p.replace([',', ';', '\n'], "_"))
        .collect();
    writeln!(
        f,
        "{secs},{name},{},{},{rounds}",
        players.join(";"),
        winner.index()
    )
}

/// Wins per kind of player over the finished games.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct History {
    /// (kind, games played, games won), most games first.
    pub kinds: Vec<(String, u32, u32)>,
    pub games: u32,
    /// Lines that did not read (a damaged line is skipped, never fatal).
    pub skipped: u32,
}

/// The kind of a seat spec: `human`, `easy`, `medium`, `hard`, `random`, or a file's name.
fn kind(spec: &str) -> String {
    let spec = spec.trim();
    if let Some((head, path)) = spec.split_once(':') {
        let file = Path::new(path)
            .file_stem()
            .map(|s| s.to_string_lossy().into_owned())
            .unwrap_or_default();
        format!("{head}:{file}")
    } else {
        spec.to_string()
    }
}

/// Read the history in `dir` (none yet: empty).
pub fn read_history(dir: &Path) -> History {
    let mut h = History::default();
    let Ok(text) = crate::files::read_text(&dir.join(HISTORY_FILE)) else {
        return h;
    };
    let mut tally: Vec<(String, u32, u32)> = Vec::new();
    for line in text.lines().skip(1).filter(|l| !l.trim().is_empty()) {
        let cols: Vec<&str> = line.split(',').collect();
        let parsed = (cols.len() == 5)
            .then(|| {
                let players: Vec<&str> = cols[2].split(';').collect();
                let winner: usize = cols[3].parse().ok()?;
                (winner < players.len()).then_some((players, winner))
            })
            .flatten();
        let Some((players, winner)) = parsed else {
            h.skipped += 1;
            continue;
        };
        h.games += 1;
        for (i, p) in players.iter().enumerate() {
            let k = kind(p);
            let at = match tally.iter().position(|(n, ..)| *n == k) {
                Some(at) => at,
                None => {
                    tally.push((k, 0, 0));
                    tally.len() - 1
                }
            };
            tally[at].1 += 1;
            if i == winner {
                tally[at].2 += 1;
            }
        }
    }
    tally.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
    h.kinds = tally;
    h
}

/// Each seat's public points.
fn public_points(state: &State) -> Vec<u8> {
    Seat::all(state.num_players)
        .map(|p| state.players[p.index()].public_points())
        .collect()
}

impl SeaStats {
    /// Count a step of seat `p`: a ship built or moved, gold taken, an island settled.
    fn count(&mut self, p: usize, action: &Action, events: &Events) {
        match action {
            Action::BuildShip(_) => self.ships[p] += 1,
            Action::MoveShip { .. } => self.moves[p] += 1,
            Action::ChooseGold(cards) => self.gold[p] += cards.total(),
            _ => {}
        }
        for e in events.as_slice() {
            if let Event::IslandSettled { seat, .. } = e {
                self.islands[seat.index()] += 1;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::Player;
    use crate::core::wide::{Board, State};
    use std::sync::Arc;

    #[test]
    fn a_seafarers_game_counts_ships_moves_islands_and_gold() {
        use crate::files::Load;
        let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("tests/scenarios/full-game-new-shores.ron");
        let record = GameRecord::load(&path).unwrap();
        let sea = GameStats::of(&record).sea.expect("New Shores has a sea");
        let steps = |seat: usize, f: &dyn Fn(&Action) -> u32| -> u32 {
            record
                .steps
                .iter()
                .filter(|st| st.seat.index() == seat)
                .map(|st| f(&st.action))
                .sum()
        };
        let mut all = 0;
        for p in 0..4 {
            let ships = steps(p, &|a| matches!(a, Action::BuildShip(_)) as u32);
            let moves = steps(p, &|a| matches!(a, Action::MoveShip { .. }) as u32);
            let gold = steps(p, &|a| match a {
                Action::ChooseGold(c) => c.total(),
                _ => 0,
            });
            assert_eq!(
                (sea.ships[p], sea.moves[p], sea.gold[p]),
                (ships, moves, gold)
            );
            all += ships + sea.islands[p];
        }
        assert!(
            all > 0,
            "a New Shores game builds ships and settles islands"
        );
        // the base game has no sea counts
        let base = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("tests/scenarios/full-game-standard.ron");
        assert_eq!(GameStats::of(&GameRecord::load(&base).unwrap()).sea, None);
    }

    #[test]
    fn a_games_statistics_agree_with_its_end() {
        let rules = Arc::new(crate::core::rules::Rules::standard());
        let mut state = State::new(Arc::new(Board::standard_sized()), rules, 4, 9).unwrap();
        let mut record = GameRecord::new(&state, vec!["ai".into(); 4], Some(9));
        let mut players: Vec<Box<dyn Player<{ crate::core::wide::W }>>> = (0..4)
            .map(|i| crate::lab::PlayerSpec::parse("ai").unwrap().create_sized(i))
            .collect();
        crate::lab::sim::play_game(&mut state, &mut players, 10_000, Some(&mut record)).unwrap();
        assert!(state.is_over());
        let s = GameStats::of(&record);
        assert_eq!(s.players, 4);
        let rolls: u32 = s.dice.iter().sum();
        assert!(rolls > 20, "{rolls} rolls");
        assert_eq!(s.dice[0] + s.dice[1], 0);
        // the last points are the final score; public points never fall below zero or rise by
        // more than the awards and a city at once
        let last = s.points.last().unwrap();
        for p in Seat::all(4) {
            assert_eq!(last[p.index()], state.total_points(p));
        }
        assert!(s.points.len() > 10);
        // the longest road's last holder is the game's
        if let Some((_, holder)) = s.longest_road.last() {
            assert_eq!(*holder, state.longest_road_holder);
        }
        // everyone produced something
        for p in 0..4 {
            assert!(s.income_total(p) > 0);
        }
    }

    #[test]
    fn the_history_counts_wins_per_kind_and_skips_damaged_lines() {
        let dir = std::env::temp_dir().join(format!("catan-history-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        assert_eq!(read_history(&dir), History::default());
        let players = |v: &[&str]| v.iter().map(|s| s.to_string()).collect::<Vec<_>>();
        let f = Path::new("games/game-1.ron");
        append_history(&dir, f, &players(&["human", "hard", "medium"]), Seat(1), 20).unwrap();
        append_history(&dir, f, &players(&["human", "hard"]), Seat(0), 18).unwrap();
        append_history(
            &dir,
            f,
            &players(&["human", "ai:/x/y/champ.ron"]),
            Seat(1),
            25,
        )
        .unwrap();
        let mut text = std::fs::read_to_string(dir.join(HISTORY_FILE)).unwrap();
        text.push_str("garbage line\n1,f,human;hard,7,3\n");
        std::fs::write(dir.join(HISTORY_FILE), text).unwrap();
        let h = read_history(&dir);
        assert_eq!(h.games, 3);
        assert_eq!(h.skipped, 2);
        let get = |k: &str| h.kinds.iter().find(|x| x.0 == k).cloned().unwrap();
        assert_eq!(get("human"), ("human".into(), 3, 1));
        assert_eq!(get("hard"), ("hard".into(), 2, 1));
        assert_eq!(get("medium"), ("medium".into(), 1, 0));
        assert_eq!(get("ai:champ"), ("ai:champ".into(), 1, 1));
        let _ = std::fs::remove_dir_all(&dir);
    }
}
