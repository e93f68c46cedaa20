//! Explaining a decision: every candidate with its score and the formula's terms.

use super::*;

/// `catan explain`: every candidate of the player to move, best first, with its terms.
pub fn explain<const W: usize>(
    s: &Strategy,
    view: &PlayerView<'_, W>,
    legal: &[Action],
) -> Vec<Explained> {
    let mut c = Vec::new();
    candidates(s, view, legal, &mut c, &mut RoadLengths::default());
    let chosen = best(&c);
    let mut out: Vec<Explained> = c
        .iter()
        .enumerate()
        .map(|(i, cand)| {
            let trades = plan_trades(view, cand.cost);
            let mut text = cand.describe();
            if !trades.is_empty() {
                let rates = Resource::ALL.map(|r| view.trade_rate(r));
                let list: Vec<String> = trades
                    .iter()
                    .map(|t| match t {
                        Action::BankTrade { give, get } => {
                            format!("{} {give} → {get}", rates[give.index()])
                        }
                        _ => t.to_string(),
                    })
                    .collect();
                let _ = write!(text, " [trade {}]", list.join(", "));
            }
            Explained {
                chosen: Some(i) == chosen,
                text,
                score: cand.score,
                note: rule_note(cand.kind),
                actions: trades.into_iter().chain(cand.actions()).collect(),
            }
        })
        .collect();
    out.sort_by(|a, b| {
        b.score
            .total
            .total_cmp(&a.score.total)
            .then(b.chosen.cmp(&a.chosen))
    });
    out
}

/// One explained candidate.
#[derive(Clone, Debug)]
pub struct Explained {
    pub chosen: bool,
    pub text: String,
    pub score: Score,
    pub note: Option<&'static str>,
    /// The actions it plays, trades first.
    pub actions: Vec<Action>,
}
