//! A review's moves in words, for `catan review` on the command line: the English of the game's
//! log and review window ("Blue built a road: 6 brick · 4 sheep", "road at 6 brick · 4 sheep",
//! "Round 12"), Bevy-free. Players are named by colour, places by the numbered tiles around
//! them — never by seat numbers or ids. The game's tests hold these words to the window's.

use crate::core::{
    Action, Board, Chance, FaceId, GameRecord, HarbourKind, Resource, ResourceSet, Seat, Table,
    Terrain,
};

/// A seat's colour, as players are named.
pub fn seat_name(seat: Seat) -> &'static str {
    ["Red", "Blue", "Orange", "White", "Green", "Purple"][seat.index() % 6]
}

fn resource(r: Resource) -> &'static str {
    ["wood", "brick", "grain", "sheep", "stone"][r.index()]
}

/// A set of cards: "2 wood, 1 brick" ("—" for none).
pub fn cards(set: &ResourceSet) -> String {
    let parts: Vec<String> = Resource::ALL
        .iter()
        .filter(|r| set.get(**r) > 0)
        .map(|r| format!("{} {}", set.get(*r), resource(*r)))
        .collect();
    if parts.is_empty() {
        "—".into()
    } else {
        parts.join(", ")
    }
}

/// The round: "Opening", or "Round 3".
pub fn round_text(round: Option<u32>) -> String {
    match round {
        None => "Opening".into(),
        Some(n) => format!("Round {n}"),
    }
}

/// Where on the board: the numbered tiles around a corner, an edge or a tile ("6 brick · 4
/// sheep"; the desert by name; sea not named).
pub fn place<const W: usize>(board: &Board<W>, faces: &[FaceId]) -> String {
    let names: Vec<String> = faces
        .iter()
        .filter(|f| board.terrain[f.index()] != Terrain::Sea)
        .map(|f| match board.resource[f.index()] {
            // a tile without a number (Cloth for Catan's village islands): its terrain alone
            _ if board.number[f.index()] == 0 && board.terrain[f.index()] == Terrain::Gold => {
                "Gold field".into()
            }
            Some(r) if board.number[f.index()] == 0 => resource(r).into(),
            Some(r) => format!("{} {}", board.number[f.index()], resource(r)),
            None if board.terrain[f.index()] == Terrain::Gold => {
                format!("{} Gold field", board.number[f.index()])
            }
            None => "desert".into(),
        })
        .collect();
    if names.is_empty() {
        return "the open sea".into();
    }
    names.join(" · ")
}

/// The tiles around where a build or the robber's move went (a side's two, a corner's three,
/// the robber's one); `None` for other actions. The window's log names them too.
pub fn faces_of<'a, const W: usize>(
    board: &'a Board<W>,
    action: &'a Action,
) -> Option<&'a [FaceId]> {
    let topo = &board.topo;
    Some(match action {
        Action::BuildRoad(e) | Action::BuildShip(e) | Action::MoveShip { to: e, .. } => {
            &topo.edge_faces[e.index()]
        }
        Action::BuildSettlement(v) | Action::BuildCity(v) => {
            topo.vertex_faces[v.index()].as_slice()
        }
        Action::MoveRobber { face, .. } | Action::RobCloth { face, .. } => {
            std::slice::from_ref(face)
        }
        _ => return None,
    })
}

/// What lies beside a coastal build: the sea, or a harbour (its kind).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Coast {
    Sea,
    Harbour(HarbourKind),
}

/// Whether a build's corner or side is on the coast, and beside what: some land around it, but
/// fewer tiles than a corner's three or a side's two (the sea beside it, sea tiles or the sea
/// around a board without them); a harbour when the corner is one of a harbour's, or the side
/// runs between a harbour's two corners. The window's log says so too.
pub fn on_the_coast<const W: usize>(board: &Board<W>, action: &Action) -> Option<Coast> {
    let around = match action {
        Action::BuildSettlement(_) | Action::BuildCity(_) => 3,
        Action::BuildRoad(_) | Action::BuildShip(_) | Action::MoveShip { .. } => 2,
        _ => return None,
    };
    let faces = faces_of(board, action)?;
    let land = faces
        .iter()
        .filter(|f| board.terrain[f.index()] != Terrain::Sea)
        .count();
    if land == 0 || land >= around {
        return None;
    }
    let harbour = match *action {
        Action::BuildSettlement(v) | Action::BuildCity(v) => board.harbour(v),
        Action::BuildRoad(e) | Action::BuildShip(e) | Action::MoveShip { to: e, .. } => {
            let [a, b] = board.topo.edge_vertices[e.index()];
            board.harbour(a).filter(|k| board.harbour(b) == Some(*k))
        }
        _ => None,
    };
    Some(harbour.map_or(Coast::Sea, Coast::Harbour))
}

/// Where a build or the robber's move went ("· the coast" or "· the 3:1 harbour" after a
/// coastal one's land tiles); `None` for other actions.
pub fn place_of<const W: usize>(board: &Board<W>, action: &Action) -> Option<String> {
    let named = place(board, faces_of(board, action)?);
    Some(match on_the_coast(board, action) {
        Some(Coast::Sea) => format!("{named} · the coast"),
        Some(Coast::Harbour(k)) => match k.resource() {
            Some(r) => format!("{named} · the 2:1 {} harbour", resource(r)),
            None => format!("{named} · the 3:1 harbour"),
        },
        None => named,
    })
}

/// A move as the review window names it: "road at 6 brick · 4 sheep", "robber to 8 wood,
/// robbing Blue", "offer 1 grain for 1 brick".
pub fn move_words<const W: usize>(board: &Board<W>, action: &Action) -> String {
    let place = place_of(board, action).unwrap_or_default();
    match *action {
        Action::BuildRoad(_) => format!("road at {place}"),
        Action::BuildSettlement(_) => format!("settlement at {place}"),
        Action::BuildCity(_) => format!("city at {place}"),
        Action::BuildShip(_) => format!("ship at {place}"),
        Action::MoveShip { .. } => format!("ship moved to {place}"),
        Action::MoveRobber { victim: None, .. } => format!("robber to {place}"),
        Action::MoveRobber {
            victim: Some(v), ..
        } => format!("robber to {place}, robbing {}", seat_name(v)),
        Action::EndTurn => "end the turn".into(),
        Action::Roll => "roll".into(),
        Action::BuyDevelopmentCard => "buy a development card".into(),
        Action::BankTrade { give, get } => format!(
            "trade {} with the bank for {}",
            resource(give),
            resource(get)
        ),
        Action::OfferTrade { give, get, .. } => {
            format!("offer {} for {}", cards(&give), cards(&get))
        }
        Action::PlayKnight => "play a knight".into(),
        Action::PlayRoadBuilding => "Road building".into(),
        Action::PlayYearOfPlenty(..) => "Year of plenty".into(),
        Action::PlayMonopoly(r) => format!("Monopoly ({})", resource(r)),
        Action::Discard(set) => format!("discard {}", cards(&set)),
        _ => other_move(action),
    }
}

/// The moves a review rarely names, still in words.
fn other_move(action: &Action) -> String {
    match *action {
        Action::PlayVictoryPoint => "play a victory point".into(),
        Action::AcceptTrade => "accept".into(),
        Action::DeclineTrade => "decline".into(),
        Action::ConfirmTrade(s) => format!("trade with {}", seat_name(s)),
        Action::CancelTrade => "cancel the offer".into(),
        Action::ChooseGold(set) => format!("take {} from gold", cards(&set)),
        _ => String::new(),
    }
}

/// A step of the game as the log tells it: "Blue built a road: 6 brick · 4 sheep", "Red rolled
/// 8 (3+5)", "White moved the robber to 6 wood". `chance` is the step's recorded outcome.
pub fn said<const W: usize>(
    board: &Board<W>,
    seat: Seat,
    action: &Action,
    chance: Option<Chance>,
) -> String {
    let who = seat_name(seat);
    let place = place_of(board, action).unwrap_or_default();
    match *action {
        Action::BuildRoad(_) => format!("{who} built a road: {place}"),
        Action::BuildSettlement(_) => format!("{who} built a settlement: {place}"),
        Action::BuildCity(_) => format!("{who} built a city: {place}"),
        Action::BuildShip(_) => format!("{who} built a ship: {place}"),
        Action::MoveShip { .. } => format!("{who} moved a ship to: {place}"),
        Action::MoveRobber { victim, .. } => {
            let robbing = victim.map_or(String::new(), |v| format!(", robbing {}", seat_name(v)));
            format!("{who} moved the robber to {place}{robbing}")
        }
        Action::Roll => match chance {
            Some(Chance::Dice(a, b)) => format!("{who} rolled {} ({a}+{b})", a + b),
            _ => format!("{who} rolled"),
        },
        Action::BuyDevelopmentCard => format!("{who} bought a development card"),
        Action::BankTrade { give, get } => format!(
            "{who} traded with the bank: {} → {}",
            resource(give),
            resource(get)
        ),
        Action::OfferTrade { give, get, .. } => {
            format!("{who} offers {} for {}", cards(&give), cards(&get))
        }
        Action::ConfirmTrade(other) => format!("{who} traded with {}", seat_name(other)),
        Action::Discard(set) => format!("{who} discarded {}", cards(&set)),
        Action::PlayKnight => format!("{who} played a knight"),
        Action::PlayRoadBuilding => format!("{who} played road building"),
        Action::PlayYearOfPlenty(..) => format!("{who} played year of plenty"),
        Action::PlayMonopoly(r) => format!("{who} played monopoly on {}", resource(r)),
        Action::PlayVictoryPoint => format!("{who} played a victory point"),
        Action::EndTurn => format!("{who} ended the turn"),
        _ => format!("{who}: {}", move_words(board, action)),
    }
}

/// A counter-offer taken, as the log says the trade it made: "White took Blue's counter-offer:
/// 2 wood → 1 stone" (`gave` and `got` the player on turn's).
pub fn took_counter(who: Seat, other: Seat, gave: &ResourceSet, got: &ResourceSet) -> String {
    format!(
        "{} took {}'s counter-offer: {} → {}",
        seat_name(who),
        seat_name(other),
        cards(gave),
        cards(got)
    )
}

/// A counter-offer taken in a record: its seat, and what the player on turn gave and got.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Taken {
    pub other: Seat,
    pub gave: ResourceSet,
    pub got: ResourceSet,
}

/// For each step of `record`, the counter-offer taken whose deal it is part of (the offer that
/// takes it, the acceptance, the trade), as the table heard the talk around offers.
pub fn taken_counters(record: &GameRecord) -> Vec<Option<Taken>> {
    let Ok(state) = record.initial_state() else {
        return vec![None; record.steps.len()];
    };
    let mut talk = Table {
        state,
        record: GameRecord {
            steps: Vec::new(),
            counters: Vec::new(),
            ..record.clone()
        },
        counters: Vec::new(),
        deal: None,
    };
    let mut offer = None;
    let mut made = record.counters.iter().peekable();
    let mut out = Vec::with_capacity(record.steps.len());
    for (i, step) in record.steps.iter().enumerate() {
        let before = talk.deal;
        talk.hear(step.action);
        if let (Action::OfferTrade { give, get, .. }, Some(_)) = (step.action, talk.deal) {
            offer = Some((give, get));
        }
        let taken = talk.deal.or(before).zip(offer);
        out.push(taken.map(|(other, (gave, got))| Taken { other, gave, got }));
        while let Some(c) = made.next_if(|c| c.at as usize <= i) {
            if c.at as usize == i {
                talk.hear_counter(crate::core::Counter {
                    seat: c.seat,
                    gives: c.gives,
                    gets: c.gets,
                });
            }
        }
    }
    out
}

/// A step as [`said`] tells it, in the talk around offers: the offer taking a counter-offer
/// and its acceptance say nothing (`None`), the trade says the counter-offer taken.
pub fn said_in_talk<const W: usize>(
    board: &Board<W>,
    step: &crate::core::Step,
    taken: Option<Taken>,
) -> Option<String> {
    match (step.action, taken) {
        (Action::OfferTrade { .. } | Action::AcceptTrade, Some(_)) => None,
        (Action::ConfirmTrade(with), Some(t)) if with == t.other => {
            Some(took_counter(step.seat, t.other, &t.gave, &t.got))
        }
        _ => Some(said(board, step.seat, &step.action, step.chance)),
    }
}
