use super::*;

/// The codes as docs/protocol.md writes them, both ways; a code from a newer host is read as
/// `Other`, not refused.
#[test]
fn answer_codes_read_and_write_as_documented() {
    let cases = [
        (AnswerWhy::CannotSpare, r#"{"code":"cannot-spare"}"#),
        (
            AnswerWhy::NearWin { points_left: 2 },
            r#"{"code":"near-win","points_left":2}"#,
        ),
        (
            AnswerWhy::Leader { lead: 3 },
            r#"{"code":"leader","lead":3}"#,
        ),
        (AnswerWhy::NoUse, r#"{"code":"no-use"}"#),
        (
            AnswerWhy::HelpsOffererMore,
            r#"{"code":"helps-offerer-more"}"#,
        ),
        (AnswerWhy::Overpays, r#"{"code":"overpays"}"#),
        (
            AnswerWhy::CompletesTheirBuild,
            r#"{"code":"completes-their-build"}"#,
        ),
        (AnswerWhy::Favourable, r#"{"code":"favourable"}"#),
        (AnswerWhy::Helps, r#"{"code":"helps"}"#),
        (AnswerWhy::NotWanted, r#"{"code":"not-wanted"}"#),
    ];
    for (why, json) in cases {
        assert_eq!(serde_json::to_string(&why).unwrap(), json);
        assert_eq!(serde_json::from_str::<AnswerWhy>(json).unwrap(), why);
    }
    let newer: AnswerWhy = serde_json::from_str(r#"{"code":"tired"}"#).unwrap();
    assert_eq!(newer, AnswerWhy::Other);
}

/// Every reason of the plan has its own code, and a decline without the plan's reason is said
/// as not wanted; an acceptance without one has none.
#[test]
fn every_plan_reason_has_a_code() {
    let reasons = [
        AnswerReason::CannotGive,
        AnswerReason::NearWin { points_left: 1 },
        AnswerReason::Leader { lead: 2 },
        AnswerReason::NoUse,
        AnswerReason::HelpsOffererMore,
        AnswerReason::Overpays,
        AnswerReason::CompletesTheirBuild,
        AnswerReason::Favourable,
        AnswerReason::Helps,
    ];
    let codes: std::collections::HashSet<String> = reasons
        .iter()
        .map(|r| serde_json::to_string(&AnswerWhy::from(*r)).unwrap())
        .collect();
    assert_eq!(codes.len(), reasons.len());
    assert!(!codes.iter().any(|c| c.contains("other")));
    let j = |accept| Judgement {
        accept,
        reason: AnswerReason::NoUse,
        ours: 0.0,
        theirs: 0.0,
    };
    assert_eq!(AnswerWhy::of(Some(j(false)), false), Some(AnswerWhy::NoUse));
    assert_eq!(
        AnswerWhy::of(Some(j(true)), false),
        Some(AnswerWhy::NotWanted)
    );
    assert_eq!(AnswerWhy::of(None, false), Some(AnswerWhy::NotWanted));
    assert_eq!(AnswerWhy::of(None, true), None);
}
