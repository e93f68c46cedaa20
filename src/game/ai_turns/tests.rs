//! Tests of the reasons a computer's answer to an offer gives in the log (play-test 5: many
//! declines said no reason).

use super::why_answered;
use crate::ai::plan::{AnswerReason, Judgement};
use crate::game::i18n::Lang;

const EVERY_REASON: [AnswerReason; 9] = [
    AnswerReason::CannotGive,
    AnswerReason::NearWin { points_left: 2 },
    AnswerReason::Leader { lead: 3 },
    AnswerReason::NoUse,
    AnswerReason::HelpsOffererMore,
    AnswerReason::Overpays,
    AnswerReason::CompletesTheirBuild,
    AnswerReason::Favourable,
    AnswerReason::Helps,
];

fn judged(accept: bool, reason: AnswerReason) -> Judgement {
    Judgement {
        accept,
        reason,
        ours: 0.0,
        theirs: 0.0,
    }
}

/// Every decline, judged by a plan or not, has words in both languages: no message id, no raw
/// enum name, and not holding the cards asked is said without revealing the hand.
#[test]
fn every_decline_has_a_reason_in_both_languages() {
    for lang in [Lang::English, Lang::Czech] {
        let mut seen = Vec::new();
        let declines = EVERY_REASON
            .iter()
            .map(|r| Some(judged(false, *r)))
            // no plan (Easy), and a plan that would have accepted
            .chain([None, Some(judged(true, AnswerReason::Helps))]);
        for j in declines {
            let why = why_answered(lang, j, false).unwrap_or_else(|| panic!("{j:?}: no reason"));
            assert!(!why.trim().is_empty(), "{j:?}");
            assert!(!why.contains("why-answer"), "{lang:?} {j:?}: {why}");
            assert!(
                !why.contains("CannotGive") && !why.contains("NoUse"),
                "{why}"
            );
            seen.push(why);
        }
        // the reasons differ (the plan's nine, and one for a decline without a plan's)
        seen.sort();
        seen.dedup();
        assert!(seen.len() >= 10, "{lang:?}: {seen:?}");
    }
    let none = why_answered(
        Lang::English,
        Some(judged(false, AnswerReason::CannotGive)),
        false,
    );
    assert_eq!(none.as_deref(), Some("it cannot spare what you ask"));
}

/// An acceptance says the plan's reason; one without a plan says nothing more.
#[test]
fn an_acceptance_says_the_plans_reason() {
    let j = judged(true, AnswerReason::Favourable);
    let why = why_answered(Lang::English, Some(j), true);
    assert_eq!(
        why.as_deref(),
        Some("more cards than it gives, for ones it can spare")
    );
    assert_eq!(why_answered(Lang::English, None, true), None);
}
