//! Czech bends a seat's name after "ukradl kartu" (the dative: "Oranžovému", never "hráči
//! Oranžový" — play-test 6); English keeps the name as it is.

use super::{Lang, seat_key, seat_name, tr_args};
use crate::core::Seat;

fn stole(lang: Lang, thief: Seat, victim: Seat) -> String {
    tr_args(
        lang,
        "log-stole",
        &[
            ("thief", (&seat_name(lang, thief)).into()),
            ("victim", (&seat_name(lang, victim)).into()),
            ("victim_seat", seat_key(victim).into()),
        ],
    )
}

#[test]
fn a_theft_names_the_victim_in_the_dative_in_czech() {
    let dative = [
        "Červenému",
        "Modrému",
        "Oranžovému",
        "Bílému",
        "Zelenému",
        "Fialovému",
    ];
    for (i, d) in dative.iter().enumerate() {
        let victim = Seat(i as u8);
        let thief = Seat(((i + 1) % 6) as u8);
        let cs = stole(Lang::Czech, thief, victim);
        assert_eq!(
            cs,
            format!("{} ukradl kartu {d}", seat_name(Lang::Czech, thief))
        );
        assert!(!cs.contains("hráči"), "{cs}");
        let en = stole(Lang::English, thief, victim);
        assert_eq!(
            en,
            format!(
                "{} stole a card from {}",
                seat_name(Lang::English, thief),
                seat_name(Lang::English, victim)
            )
        );
    }
    let card = tr_args(
        Lang::Czech,
        "log-stole-card",
        &[
            ("thief", "Modrý".into()),
            ("victim", "Oranžový".into()),
            ("victim_seat", "orange".into()),
            ("card", "cihlu".into()),
        ],
    );
    assert_eq!(card, "Modrý ukradl Oranžovému: cihlu");
}
