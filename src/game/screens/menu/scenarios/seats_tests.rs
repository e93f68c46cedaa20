//! The menu shows each scenario once, in its layout for the seats there are, and the chosen
//! layout follows the seats as they are added or removed.

use super::{read_scenarios, scenario_seats, shown, stem};
use crate::game::i18n::Lang;
use crate::game::settings::{BoardPick, SeatPick, Settings};

#[test]
fn each_scenario_is_shown_once_in_its_layout_for_the_seats() {
    let cards = read_scenarios();
    for seats in 2..=6 {
        let on_show = shown(&cards, seats);
        assert_eq!(on_show.len(), 6, "{seats} seats");
        for c in &on_show {
            assert!(c.seats >= seats, "{} for {seats}", c.path.display());
        }
        let stems: Vec<String> = on_show.iter().map(|c| stem(c)).collect();
        let want = match seats {
            2 | 3 => "-3",
            4 => "",
            _ => "-6",
        };
        for s in &stems {
            let ok = match want {
                "" => !s.ends_with("-3") && !s.ends_with("-6"),
                w => s.ends_with(w),
            };
            assert!(ok, "{seats} seats: {stems:?}");
        }
    }
    // a 5–6 layout says so in its title, The Six Islands by its own
    let name = |s: &str, lang| cards.iter().find(|c| stem(c) == s).unwrap().name(lang);
    assert_eq!(
        name("fog-islands-6", Lang::English),
        "The Fog Islands (5–6 players)"
    );
    assert_eq!(
        name("new-shores-6", Lang::Czech),
        "K novým břehům (5–6 hráčů)"
    );
    assert_eq!(name("four-islands-6", Lang::Czech), "Šest ostrovů");
    let four = cards.iter().find(|c| stem(c) == "fog-islands").unwrap();
    assert_eq!(scenario_seats(&cards, &four.path), Some(6));
    assert_eq!(scenario_seats(&cards, std::path::Path::new("x.ron")), None);
}

#[test]
fn the_chosen_layout_follows_the_seats() {
    let cards = read_scenarios();
    let path = |s: &str| cards.iter().find(|c| stem(c) == s).unwrap().path.clone();
    let mut settings = Settings {
        board: BoardPick::File(path("new-shores")),
        ..Settings::default()
    };
    settings.seats = vec![SeatPick::Human; 6];
    super::follow_seats(&mut settings, &cards);
    assert_eq!(settings.board, BoardPick::File(path("new-shores-6")));
    settings.seats.truncate(3);
    super::follow_seats(&mut settings, &cards);
    assert_eq!(settings.board, BoardPick::File(path("new-shores-3")));
    // a board that is no scenario stays
    settings.board = BoardPick::Standard;
    super::follow_seats(&mut settings, &cards);
    assert_eq!(settings.board, BoardPick::Standard);
}
