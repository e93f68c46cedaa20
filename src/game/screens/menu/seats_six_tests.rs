//! Six seats fit the menu at 1280×800 (play-test 6: "Advanced" cut): a level's description is
//! said once for a run of seats of that level, again when the level changes.

use super::show;
use crate::game::atlas::checks::painted;
use crate::game::i18n::{Lang, tr};
use crate::game::settings::{IndividualPick, SeatPick, Settings};

fn descriptions(seats: Vec<SeatPick>, lang: Lang) -> (usize, usize) {
    let mut settings = Settings {
        seats,
        ..Settings::default()
    };
    let drawn = painted(|root| show(root, &mut settings, lang, &[], &mut Vec::new(), 6));
    let count = |id: &str| drawn.iter().filter(|d| d.text == tr(lang, id)).count();
    (count("level-medium-about"), count("level-easy-about"))
}

#[test]
fn a_run_of_one_level_is_described_once() {
    let medium = || SeatPick::Computer(IndividualPick::Champion);
    let easy = || SeatPick::Computer(IndividualPick::Easy);
    for lang in [Lang::English, Lang::Czech] {
        let mut six = vec![SeatPick::Human];
        six.extend((0..5).map(|_| medium()));
        assert_eq!(descriptions(six, lang), (1, 0), "{lang:?}");
        // a change of level says the new one, and the old one again after it
        let mixed = vec![
            SeatPick::Human,
            medium(),
            medium(),
            easy(),
            medium(),
            medium(),
        ];
        assert_eq!(descriptions(mixed, lang), (2, 1), "{lang:?}");
    }
}
