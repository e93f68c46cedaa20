//! The game's refusals are worded in each language from its own messages (never a message's
//! id, never a seat number or a raw rule name).

use super::*;
use crate::core::{Rule, Seat, TableError};
use crate::game::session::ActError;
use crate::game::settings::SettingsError;

fn refusals() -> Vec<String> {
    let mut out = Vec::new();
    for lang in Lang::ALL {
        out.push(UndoError::NothingToUndo.text(lang));
        out.push(NotAllowed::NotYourTurn.text(lang));
        out.push(NotAllowed::GameOver.text(lang));
        out.push(ActError::Online.text(lang));
        let not_yours = TableError::NotYourMove {
            seat: Seat(1),
            actor: Seat(2),
        };
        out.push(ActError::Table(not_yours).text(lang));
        out.push(ActError::Table(TableError::NoOffer).text(lang));
        let too_many = SettingsError::RulesSeats {
            seats: 7,
            rules: "standard".into(),
            min: 2,
            max: 4,
        };
        out.push(too_many.text(lang));
        let small = SettingsError::BoardSeats {
            seats: 5,
            board: "Tiny".into(),
            most: 4,
        };
        out.push(small.text(lang));
    }
    out
}

#[test]
fn refusals_are_sentences_in_both_languages() {
    let all = refusals();
    let half = all.len() / 2;
    for (english, czech) in all[..half].iter().zip(&all[half..]) {
        for text in [english, czech] {
            assert!(text.contains(' '), "a message id, not a sentence: {text}");
            assert!(
                !text.contains("Seat(") && !text.contains("seat 1"),
                "{text}"
            );
        }
        assert_ne!(english, czech, "not translated");
    }
}

#[test]
fn a_broken_rule_is_its_sentence_with_the_detail_in_english_only() {
    let e = RuleError {
        rule: Rule::CannotAfford,
        message: "needs 1 wood more".into(),
    };
    let english = NotAllowed::Rule(e.clone()).text(Lang::English);
    assert!(english.ends_with("\nneeds 1 wood more"), "{english}");
    let czech = NotAllowed::Rule(e).text(Lang::Czech);
    assert!(!czech.contains("wood"), "{czech}");
    // a detail that names a board piece by its number is left out: the sentence alone
    let ids = RuleError {
        rule: Rule::NotConnected,
        message: "edge 0 does not touch an own building, road or ship".into(),
    };
    let english = NotAllowed::Rule(ids).text(Lang::English);
    assert!(
        !english.contains("edge 0") && !english.contains('\n'),
        "{english}"
    );
    assert!(!english.is_empty());
}
