//! With hidden hands, a decline given for a person who cannot pay tells the table nothing of
//! their hand (play-test 8: "Red declines automatically: cannot pay 1 grain, 1 stone" was
//! public): the public line says only that they declined, the reason is theirs alone.

use super::cannot_pay_tests::offer_the_other_cannot_pay;
use crate::game::session::Session;
use crate::game::tests::app_with;

#[test]
fn with_hidden_hands_only_the_seat_itself_reads_why_it_declined() {
    let mut app = app_with(&["human", "human"], 9, None);
    assert!(
        app.world()
            .resource::<crate::game::settings::Settings>()
            .hidden_hands
    );
    let (other, lacking) = offer_the_other_cannot_pay(&mut app);
    let s = app.world().resource::<Session>();
    let name = ["Red", "Blue"][other.index()];
    let public: Vec<&str> = s
        .log
        .iter()
        .filter(|l| l.only.is_none())
        .map(|l| l.text.as_str())
        .collect();
    assert!(public.contains(&format!("{name} declined").as_str()));
    let lacking = lacking.name();
    assert!(
        !public
            .iter()
            .any(|t| t.contains(lacking) && t.contains("pay")),
        "a public line tells what the hand lacks: {public:?}"
    );
    let own = s.log.last().unwrap();
    assert_eq!(own.only, Some([other, other]), "{}", own.text);
    assert!(own.text.contains(&format!("cannot pay 1 {lacking}")));
}

/// A computer that declines for want of the cards asked says so only with open hands; with
/// hidden hands it does not want the trade (the same rule as a person's).
#[test]
fn a_computers_cannot_spare_is_said_only_with_open_hands() {
    use crate::game::session::public_why;
    use crate::net::wire::AnswerWhy;
    assert_eq!(
        public_why(AnswerWhy::CannotSpare, false),
        AnswerWhy::NotWanted
    );
    assert_eq!(
        public_why(AnswerWhy::CannotSpare, true),
        AnswerWhy::CannotSpare
    );
    assert_eq!(public_why(AnswerWhy::NoUse, false), AnswerWhy::NoUse);
}
