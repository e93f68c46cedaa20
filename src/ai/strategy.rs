//! The scoring formulas of the thesis strategy (spec §4), one function per sub-move kind, named
//! after them. Each returns a [`Score`]: the fitness and the terms it was summed from, so the
//! same code that chooses can explain (`catan explain`).
//!
//! prob(f) is the chance that two dice roll the number of face f (pips / 36; 0 on the desert).

use super::individual::{Individual, plan, w};
use crate::core::bits::Bits;
use crate::core::board::Board;
use crate::core::roads::RoadGrowth;
use crate::core::topology::{EdgeId, FaceId, VertexId};
use crate::core::{HarbourKind, Resource};
use std::fmt;

/// One named part of a fitness.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Term {
    pub label: &'static str,
    pub value: f64,
}

/// A fitness and (up to four) terms that made it. For sums the terms add up to the total; for
/// the robber's quotient the terms are the factors (see [`Score::product`]).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Score {
    pub total: f64,
    terms: [Term; 4],
    len: u8,
    /// Whether the terms multiply (`a · b · c`) rather than add.
    product: bool,
}

const NO_TERM: Term = Term {
    label: "",
    value: 0.0,
};

impl Score {
    #[inline(always)]
    pub fn sum(terms: &[(&'static str, f64)]) -> Score {
        Score::build(terms, false, terms.iter().map(|t| t.1).sum())
    }
    #[inline(always)]
    fn build(terms: &[(&'static str, f64)], product: bool, total: f64) -> Score {
        let mut t = [NO_TERM; 4];
        for (i, &(label, value)) in terms.iter().enumerate() {
            t[i] = Term { label, value };
        }
        Score {
            total,
            terms: t,
            len: terms.len() as u8,
            product,
        }
    }
    /// A sum with one more term (kept in the list while there is room for it).
    pub fn plus(mut self, label: &'static str, value: f64) -> Score {
        debug_assert!(!self.product);
        self.total += value;
        if (self.len as usize) < self.terms.len() {
            self.terms[self.len as usize] = Term { label, value };
            self.len += 1;
        }
        self
    }
    /// A score with a single term (a weight used as it is).
    pub fn weight(label: &'static str, value: f64) -> Score {
        Score::sum(&[(label, value)])
    }
    /// A decision outside the thesis's formulas (roll, end turn, discards…): no fitness.
    pub fn none() -> Score {
        Score::build(&[], false, 0.0)
    }
    pub fn terms(&self) -> &[Term] {
        &self.terms[..self.len as usize]
    }
    pub fn is_product(&self) -> bool {
        self.product
    }
}

impl fmt::Display for Score {
    /// `villageGen 45371 + Σ villageGoodNum·prob 8558 + port 0 = 53929`
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let sep = if self.product { " · " } else { " + " };
        for (i, t) in self.terms().iter().enumerate() {
            if i > 0 {
                f.write_str(sep)?;
            }
            write!(f, "{} {}", t.label, fmt_num(t.value))?;
        }
        if self.len > 0 {
            f.write_str(" = ")?;
        }
        f.write_str(&fmt_num(self.total))
    }
}

/// Whole numbers as integers, others with up to three decimals.
pub fn fmt_num(x: f64) -> String {
    if (x - x.round()).abs() < 1e-9 || x.abs() >= 1e6 {
        format!("{}", x.round() as i64)
    } else {
        let s = format!("{x:.3}");
        s.trim_end_matches('0').trim_end_matches('.').to_string()
    }
}

/// prob(f): the chance that the dice roll the number of face `f`.
#[inline]
pub fn prob<const W: usize>(board: &Board<W>, f: FaceId) -> f64 {
    board.pips(f) as f64 / 36.0
}

/// Σ_{f at a} prob(f): the chance that a roll pays a building at `a`.
fn prob_at<const W: usize>(board: &Board<W>, a: VertexId) -> f64 {
    board.topo.vertex_faces[a.index()]
        .as_slice()
        .iter()
        .map(|&f| prob(board, f))
        .sum()
}

/// The roads of the playing player and what the road formula compares them with.
#[derive(Clone, Copy, Debug)]
pub struct RoadContext<const W: usize = 4> {
    pub roads: Bits<W>,
    /// Vertices touched by `roads`.
    pub road_vertices: Bits<W>,
    /// Opponents' buildings (they cut roads).
    pub blockers: Bits<W>,
    /// Vertices where the distance rule forbids a settlement.
    pub blocked: Bits<W>,
    /// Length of the player's longest road now.
    pub length: u8,
    /// The longest road of any opponent.
    pub best_other: u8,
    /// Whether the player holds the Longest Road now.
    pub holder: bool,
    /// The length the award needs.
    pub min_length: u8,
}

impl<const W: usize> RoadContext<W> {
    /// The player's longest road if a road at `e` were built (one question; the computer player
    /// asks many through [`RoadGrowth`]).
    pub fn length_with(&self, board: &Board<W>, e: EdgeId) -> u8 {
        RoadGrowth::new(&board.topo, self.roads, self.blockers, self.length)
            .length_with(&board.topo, e)
    }

    /// The context after a road at `e` was built (for the second road of road building);
    /// `length` is [`RoadContext::length_with`] of `e`.
    pub fn with_road(&self, board: &Board<W>, e: EdgeId, length: u8) -> RoadContext<W> {
        let mut c = *self;
        c.roads.insert(e.index());
        let [a, b] = board.topo.edge_vertices[e.index()];
        c.road_vertices.insert(a.index());
        c.road_vertices.insert(b.index());
        c.length = length;
        c.holder = self.holder || (c.length >= c.min_length && c.length > c.best_other);
        c
    }
}

/// The thesis strategy: an individual's weights and the formulas that use them.
#[derive(Clone, Debug)]
pub struct Strategy {
    pub individual: Individual,
    /// The weights as floating point numbers (the formulas multiply and divide them).
    w: [f64; 32],
}

impl Strategy {
    pub fn new(individual: Individual) -> Strategy {
        Strategy {
            individual,
            w: individual.w.map(|x| x as f64),
        }
    }

    #[inline]
    pub fn weight(&self, i: usize) -> f64 {
        self.w[i]
    }

    /// curMat(f): the weight of the material face `f` produces (0 for the desert).
    pub fn cur_mat<const W: usize>(&self, board: &Board<W>, f: FaceId) -> f64 {
        match board.resource[f.index()] {
            Some(r) => self.w[w::MATERIAL + r.index()],
            None => 0.0,
        }
    }

    /// ports(a) of the opening: TwoPort on a 2:1 harbour, ThreePort on a 3:1 one.
    fn opening_port<const W: usize>(&self, board: &Board<W>, a: VertexId) -> f64 {
        match board.harbour(a) {
            Some(HarbourKind::Generic) => self.w[w::PORT_THREE_ONE],
            Some(_) => self.w[w::PORT_TWO_ONE],
            None => 0.0,
        }
    }

    /// Opening (village at `a` + a road touching it; the road does not change the fitness):
    /// Σ_{f at a} (goodNum·curMat(f)·prob(f) + missMat·missing(f)) + ports(a) + edgeGen·edgeCount(a).
    /// `have[r]`: the player already has a building next to a face producing `r`.
    pub fn opening_fitness<const W: usize>(
        &self,
        board: &Board<W>,
        a: VertexId,
        have: [bool; 5],
    ) -> Score {
        let mut good = 0.0;
        let mut miss = 0.0;
        for &f in board.topo.vertex_faces[a.index()].as_slice() {
            good += self.w[w::GOOD_NUMBERS] * self.cur_mat(board, f) * prob(board, f);
            if let Some(r) = board.resource[f.index()]
                && !have[r.index()]
            {
                miss += self.w[w::MISSING_MATERIAL];
            }
        }
        let edges = board.topo.vertex_edges[a.index()].len() as f64;
        Score::sum(&[
            ("Σ goodNum·curMat·prob", good),
            ("Σ missMat·missing", miss),
            ("ports", self.opening_port(board, a)),
            ("edgeGen·edgeCount", self.w[w::EDGE_GENERAL] * edges),
        ])
    }

    /// Road at `e`: roadGen + extRoad·[extends the player's longest road]
    /// + longRoad·[gives the player the Longest Road it did not hold]
    /// + villageSpace·[creates a village spot the player did not have].
    ///
    /// `length` is the player's longest road with `e` built ([`RoadContext::length_with`]).
    pub fn road_fitness<const W: usize>(
        &self,
        board: &Board<W>,
        ctx: &RoadContext<W>,
        e: EdgeId,
        length: u8,
    ) -> Score {
        let extends = length > ctx.length;
        let new_longest = !ctx.holder && length >= ctx.min_length && length > ctx.best_other;
        let [a, b] = board.topo.edge_vertices[e.index()];
        let new_spot = [a, b]
            .iter()
            .any(|&v| !ctx.blocked.contains(v.index()) && !ctx.road_vertices.contains(v.index()));
        let on = |flag: bool, i: usize| if flag { self.w[i] } else { 0.0 };
        Score::sum(&[
            ("roadGen", self.w[w::ROAD_GENERAL]),
            ("extRoad", on(extends, w::EXTENSION_ROAD)),
            ("longRoad", on(new_longest, w::LONGEST_ROAD)),
            ("villageSpace", on(new_spot, w::SPACE_FOR_VILLAGE)),
        ])
    }

    /// A sea gene as a factor: tenths, 0 counting as 10 (neutral).
    fn tenths(&self, gene: usize) -> f64 {
        match self.individual.plan[gene] {
            0 => 1.0,
            g => g as f64 / 10.0,
        }
    }

    /// Ship (Seafarers, not in the thesis): (roadGen + villageSpace·toward / (1 + d) +
    /// reach·toward)·ships, `d` the ship moves its far end leaves to a free corner worth
    /// settling (`None`: none reachable) and `reach` the share of the settlement its way leads
    /// to that one ship pays ([`Strategy::reach_worth`] / (3 + its distance)); `ships` and
    /// `toward` the sea genes in tenths (neutral: 1). Once no island pays the player points
    /// (`islands_left` false), `shipsLate` stands for `ships` when on.
    pub fn ship_fitness(&self, d: Option<u8>, reach: f64, islands_left: bool) -> Score {
        let near = d.map_or(0.0, |d| 1.0 / (1.0 + d as f64));
        let late = self.individual.plan[plan::SEA_SHIPS_LATE];
        let ships = if !islands_left && late > 0 {
            late as f64 / 10.0
        } else {
            self.tenths(plan::SEA_SHIPS)
        };
        let toward = self.tenths(plan::SEA_TOWARD);
        Score::sum(&[
            ("roadGen·ships", self.w[w::ROAD_GENERAL] * ships),
            (
                "villageSpace·toward·ships/(1+sea distance)",
                self.w[w::SPACE_FOR_VILLAGE] * toward * ships * near,
            ),
            ("reach·toward·ships", reach * toward * ships),
        ])
    }

    /// What a settlement a ship's way leads to is worth: villageGen, with an island that pays
    /// `points` villageGen·points·islandVillage/10 more (as [`Strategy::island_village`]); the
    /// corner of a face-down tile villageGen·`land` (the share of land among the tiles still
    /// face down: what the fog hides, as expected). A ship pays 2 of the 2·(d + 1) + 4 cards
    /// that reach and settle a corner d ship moves away: its share is worth/(3 + d).
    pub fn reach_worth(&self, points: u8, land: f64) -> f64 {
        (self.w[w::VILLAGE_GENERAL] + self.island_village(points)) * land
    }

    /// How many ship moves nearer than other free corners an island that pays points counts
    /// (the islandLead gene; neutral: 1).
    pub fn island_lead(&self) -> u8 {
        self.individual.plan[plan::SEA_ISLAND_LEAD].max(1) as u8
    }

    /// A village on an island that pays the player `points`: villageGen·points·islandVillage/10
    /// (islandVillage 0 counting as 10: the points are worth a village each).
    pub fn island_village(&self, points: u8) -> f64 {
        self.w[w::VILLAGE_GENERAL] * points as f64 * self.tenths(plan::SEA_ISLAND_VILLAGE)
    }

    /// A ship that opens the trade with a village (Cloth for Catan): villageSpace·cloth, the
    /// `seaCloth` gene in tenths (0 counts as 10).
    pub fn cloth_trade(&self) -> f64 {
        self.w[w::SPACE_FOR_VILLAGE] * self.tenths(plan::SEA_CLOTH)
    }

    /// The pirate (Seafarers, not in the thesis): thiefMove·pirate, as a robber move to a tile
    /// where it blocks nobody (it takes a card but stops no income); `pirate` in tenths.
    pub fn pirate_fitness(&self) -> Score {
        Score::weight(
            "thiefMove·pirate",
            self.w[w::THIEF_MOVE_BASE] * self.tenths(plan::SEA_PIRATE),
        )
    }

    /// The opening's worth of a face of `pips` pips of the average material:
    /// goodNum·curMat̄·pips/36 (the `seaOpening` gene's ship beside a settlement).
    pub fn opening_face(&self, pips: f64) -> f64 {
        let mean = (0..5).map(|r| self.w[w::MATERIAL + r]).sum::<f64>() / 5.0;
        self.w[w::GOOD_NUMBERS] * mean * pips / 36.0
    }

    /// A ship move (Seafarers, not in the thesis): the ships' fitness it gains (a ship at the
    /// destination's distance and reach less one at the origin's) x move/10; `None` when it
    /// gains nothing. `from` and `to`: (distance, reach) as [`Strategy::ship_fitness`].
    pub fn ship_move_fitness(
        &self,
        from: (Option<u8>, f64),
        to: (Option<u8>, f64),
        islands_left: bool,
    ) -> Option<Score> {
        let gain = self.ship_fitness(to.0, to.1, islands_left).total
            - self.ship_fitness(from.0, from.1, islands_left).total;
        (gain > 0.0).then(|| {
            Score::weight(
                "(ship(to) − ship(from))·move",
                gain * self.tenths(plan::SEA_MOVE),
            )
        })
    }

    /// Village at `a`: villageGen + Σ_{f at a} villageGoodNum·prob(f) + ports'(a).
    pub fn village_fitness<const W: usize>(&self, board: &Board<W>, a: VertexId) -> Score {
        let pr = prob_at(board, a);
        let port = match board.harbour(a) {
            Some(HarbourKind::Generic) => self.w[w::VILLAGE_PORT_THREE_ONE],
            Some(_) => self.w[w::VILLAGE_PORT_TWO_ONE],
            None => 0.0,
        };
        Score::sum(&[
            ("villageGen", self.w[w::VILLAGE_GENERAL]),
            (
                "Σ villageGoodNum·prob",
                self.w[w::VILLAGE_GOOD_NUMBERS] * pr,
            ),
            ("port", port),
        ])
    }

    /// Town at `a`: townGen + Σ_{f at a} townGoodNum·prob(f).
    pub fn town_fitness<const W: usize>(&self, board: &Board<W>, a: VertexId) -> Score {
        let pr = prob_at(board, a);
        Score::sum(&[
            ("townGen", self.w[w::TOWN_GENERAL]),
            ("Σ townGoodNum·prob", self.w[w::TOWN_GOOD_NUMBERS] * pr),
        ])
    }

    /// Robber to face `s`, with `others` opponent buildings and `mine` own buildings on it:
    /// thiefMove when no opponent building touches s, else
    /// (thiefMove + ctOthBd·thiefOthBd) / (ctMyBd·thiefMyBd + 1) · prob(s) · thiefProb.
    pub fn robber_fitness<const W: usize>(
        &self,
        board: &Board<W>,
        s: FaceId,
        others: u32,
        mine: u32,
    ) -> Score {
        if others == 0 {
            return Score::weight("thiefMove (no opponent here)", self.w[w::THIEF_MOVE_BASE]);
        }
        let num = self.w[w::THIEF_MOVE_BASE] + others as f64 * self.w[w::THIEF_OTHER_BUILDING];
        let den = mine as f64 * self.w[w::THIEF_MY_BUILDING] + 1.0;
        let p = prob(board, s);
        Score::build(
            &[
                (
                    "(thiefMove + ctOthBd·thiefOthBd)/(ctMyBd·thiefMyBd + 1)",
                    num / den,
                ),
                ("prob", p),
                ("thiefProb", self.w[w::THIEF_PROB]),
            ],
            true,
            num / den * p * self.w[w::THIEF_PROB],
        )
    }

    /// Buy an action card: buyActCard.
    pub fn buy_card_fitness(&self) -> Score {
        Score::weight("buyActCard", self.w[w::BUY_ACTION_CARD])
    }

    /// Play a knight to face `s`: the robber's formula.
    pub fn knight_fitness<const W: usize>(
        &self,
        board: &Board<W>,
        s: FaceId,
        others: u32,
        mine: u32,
    ) -> Score {
        self.robber_fitness(board, s, others, mine)
    }

    /// Play a victory-point card as a coupon (thesis preset): useActCard.
    pub fn coupon_fitness(&self) -> Score {
        Score::weight("useActCard", self.w[w::USE_ACTION_CARD])
    }

    /// Play year of plenty for the materials that complete `build`: actTwoMat<build>.
    pub fn year_of_plenty_fitness(&self, build: Build) -> Score {
        match build {
            Build::Road => Score::weight("actTwoMatRoad", self.w[w::TWO_MAT_ROAD]),
            Build::Village => Score::weight("actTwoMatVillage", self.w[w::TWO_MAT_VILLAGE]),
            Build::Town => Score::weight("actTwoMatTown", self.w[w::TWO_MAT_TOWN]),
            Build::Card => Score::weight("actTwoMatAct", self.w[w::TWO_MAT_ACT]),
        }
    }

    /// Play road building on `e` then `f`: (roadFitness(e) + roadFitness(f)) · actTwoRoad, the
    /// second road scored in the position after the first.
    pub fn road_building_fitness(&self, first: &Score, second: Option<&Score>) -> Score {
        let sum = first.total + second.map_or(0.0, |s| s.total);
        Score::build(
            &[
                ("(roadFitness(e) + roadFitness(f))", sum),
                ("actTwoRoad", self.w[w::TWO_ROAD]),
            ],
            true,
            sum * self.w[w::TWO_ROAD],
        )
    }

    /// Play monopoly on material `s`, holding `count` of it: actMatFromPl / (count(s) + 1).
    pub fn monopoly_fitness(&self, count: u8) -> Score {
        let v = self.w[w::USE_MAT_FROM_PLAYERS];
        Score::build(
            &[
                ("actMatFromPl", v),
                ("1/(count(s)+1)", 1.0 / (count as f64 + 1.0)),
            ],
            true,
            v / (count as f64 + 1.0),
        )
    }

    /// Whether the tempo gene `gene` is on (docs/strategy.md, "Tempo genes").
    pub fn tempo(&self, gene: usize) -> bool {
        self.individual.plan[gene] > 0
    }

    /// A road on the shortest way to a free settlement spot (tempo gene, not in the thesis):
    /// village(spot)·toward/20 / (1 + d), `d` the roads still needed after it; 0 when off.
    pub fn road_toward_fitness(&self, village: f64, d: u8) -> f64 {
        let toward = self.individual.plan[plan::TEMPO_TOWARD] as f64;
        village * toward / 20.0 / (1.0 + d as f64)
    }

    /// Monopoly by need (tempo gene, not in the thesis): actMatFromPl·monopoly/20·useful,
    /// `useful` the cards it takes, those the target build lacks counted whole and the rest at
    /// the player's bank rate for them.
    pub fn monopoly_need_fitness(&self, useful: f64) -> Score {
        let v = self.w[w::USE_MAT_FROM_PLAYERS];
        let m = self.individual.plan[plan::TEMPO_MONOPOLY] as f64 / 20.0;
        Score::build(
            &[("actMatFromPl", v), ("monopoly/20", m), ("useful", useful)],
            true,
            v * m * useful,
        )
    }

    /// The material preference the discard rule uses: weightWood … weightStone.
    pub fn material_weight(&self, r: Resource) -> f64 {
        self.w[w::MATERIAL + r.index()]
    }
}

/// What a year-of-plenty card completes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Build {
    Road,
    Village,
    Town,
    Card,
}

impl Build {
    pub const ALL: [Build; 4] = [Build::Road, Build::Village, Build::Town, Build::Card];
    pub fn name(self) -> &'static str {
        match self {
            Build::Road => "road",
            Build::Village => "village",
            Build::Town => "town",
            Build::Card => "card",
        }
    }
}
