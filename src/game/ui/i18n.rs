//! English and Czech. Texts are written in English in the code; [`tr`] gives the Czech text for
//! the chosen language. `{name}`-style holes are filled with [`fill`].

use crate::core::{DevCard, Resource};

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Lang {
    #[default]
    English,
    Czech,
}

impl Lang {
    pub const ALL: [Lang; 2] = [Lang::English, Lang::Czech];
    pub fn name(self) -> &'static str {
        match self {
            Lang::English => "English",
            Lang::Czech => "Čeština",
        }
    }
}

/// (English, Czech).
const TABLE: &[(&str, &str)] = &[
    ("New game", "Nová hra"),
    ("Continue", "Pokračovat"),
    ("Continue the unfinished game", "Pokračovat v nedohrané hře"),
    ("Quit", "Konec"),
    ("Board editor", "Editor plánů"),
    ("Start", "Začít"),
    ("Seats", "Hráči"),
    ("Seat", "Místo"),
    ("Person", "Člověk"),
    ("Computer", "Počítač"),
    ("Random player", "Náhodný hráč"),
    ("Add a seat", "Přidat hráče"),
    ("Remove", "Odebrat"),
    ("Individual", "Jedinec"),
    ("Champion (default)", "Šampion (výchozí)"),
    ("Thesis example", "Příklad z práce"),
    ("File", "Soubor"),
    ("Board", "Plán"),
    ("Standard", "Základní"),
    ("Random", "Náhodný"),
    ("Seed", "Semínko"),
    ("Rules", "Pravidla"),
    ("Language", "Jazyk"),
    ("Options", "Možnosti"),
    (
        "Show ids of faces, vertices and edges",
        "Zobrazit čísla polí, vrcholů a hran",
    ),
    (
        "Show the computer's candidate moves",
        "Zobrazit kandidátní tahy počítače",
    ),
    ("Log the computer's moves", "Zapisovat tahy počítače"),
    ("Hidden hands (pass-and-play)", "Skryté karty (předávání)"),
    ("Computer speed", "Rychlost počítače"),
    ("slow", "pomalu"),
    ("normal", "normálně"),
    ("fast", "rychle"),
    ("instant", "okamžitě"),
    ("Round", "Kolo"),
    ("Deck", "Balíček"),
    ("Roll", "Hodit"),
    ("End turn", "Ukončit tah"),
    ("Road", "Cesta"),
    ("Settlement", "Osada"),
    ("City", "Město"),
    ("Buy card", "Koupit kartu"),
    ("Trade", "Obchod"),
    ("Help", "Nápověda"),
    ("Paused", "Pozastaveno"),
    ("Cancel", "Zrušit"),
    ("points", "bodů"),
    ("cards", "karet"),
    ("knights", "rytířů"),
    ("Your hand", "Vaše karty"),
    ("Development cards", "Akční karty"),
    ("new", "nová"),
    ("Play", "Zahrát"),
    ("Players", "Hráči"),
    ("Game log", "Záznam hry"),
    ("Costs", "Ceny"),
    ("Longest road", "Nejdelší cesta"),
    ("Largest army", "Největší vojsko"),
    ("Pieces left", "Zbývá figurek"),
    ("Pass to {name}", "Předejte hráči {name}"),
    (
        "Click when {name} is ready",
        "Klikněte, až bude {name} připraven",
    ),
    ("I am {name}", "Jsem {name}"),
    ("{name}'s turn", "Na tahu: {name}"),
    ("Discard {n} cards", "Odhoďte {n} karet"),
    ("Discard", "Odhodit"),
    ("Choose the victim", "Vyberte, koho okradete"),
    (
        "Move the robber: click a tile",
        "Přesuňte zloděje: klikněte na pole",
    ),
    ("Place a settlement", "Postavte osadu"),
    ("Place a road", "Postavte cestu"),
    ("Place a city", "Postavte město"),
    ("Bank trade", "Obchod s bankou"),
    ("Offer to players", "Nabídka hráčům"),
    ("Give", "Dát"),
    ("Get", "Dostat"),
    ("Offer", "Nabídnout"),
    ("Accept", "Přijmout"),
    ("Decline", "Odmítnout"),
    ("Trade with {name}", "Obchodovat s hráčem {name}"),
    ("Nobody", "Nikdo"),
    ("Year of plenty", "Vynález"),
    ("Monopoly", "Monopol"),
    ("Knight", "Rytíř"),
    ("Road building", "Stavba silnic"),
    ("Victory point", "Vítězný bod"),
    ("Game over", "Konec hry"),
    ("{name} wins!", "{name} vyhrává!"),
    ("Play again", "Hrát znovu"),
    ("Menu", "Menu"),
    ("Dice", "Kostky"),
    ("Ranking", "Pořadí"),
    ("Settlements", "Osady"),
    ("Cities", "Města"),
    ("VP cards", "Karty bodů"),
    ("Total", "Celkem"),
    ("Rounds", "Kol"),
    ("actions", "akcí"),
    ("Computer thinking", "Počítač přemýšlí"),
    ("Candidate moves", "Kandidátní tahy"),
    ("Keyboard", "Klávesnice"),
    ("rolled", "hodil"),
    ("got", "dostal"),
    ("built a road", "postavil cestu"),
    ("built a settlement", "postavil osadu"),
    ("built a city", "postavil město"),
    ("bought a development card", "koupil akční kartu"),
    ("discarded", "odhodil"),
    ("moved the robber", "přesunul zloděje"),
    ("stole a card from", "ukradl kartu hráči"),
    ("played a knight", "zahrál rytíře"),
    ("played road building", "zahrál stavbu silnic"),
    ("played year of plenty", "zahrál vynález"),
    ("played monopoly on", "zahrál monopol na"),
    ("played a victory point", "zahrál vítězný bod"),
    ("traded with the bank", "obchodoval s bankou"),
    ("offers", "nabízí"),
    ("for", "za"),
    ("accepted", "přijal"),
    ("declined", "odmítl"),
    ("traded with", "obchodoval s"),
    ("cancelled the offer", "zrušil nabídku"),
    ("ended the turn", "ukončil tah"),
    ("takes the longest road", "má nejdelší cestu"),
    ("takes the largest army", "má největší vojsko"),
    ("wins the game", "vyhrává hru"),
    ("The bank is short of", "Banka nemá dost"),
    ("nobody gets it", "nikdo nedostane"),
    ("took", "vzal"),
    ("Not your turn", "Nejste na tahu"),
    ("Resume the saved game", "Obnovit uloženou hru"),
    ("Could not start", "Hru nelze začít"),
    ("Zoom", "Přiblížení"),
    ("Pan", "Posun"),
];

/// The text in `lang` (English when no translation is known).
pub fn tr(lang: Lang, en: &'static str) -> &'static str {
    match lang {
        Lang::English => en,
        Lang::Czech => TABLE
            .iter()
            .find(|(e, _)| *e == en)
            .map(|(_, c)| *c)
            .unwrap_or(en),
    }
}

/// Fill `{key}` holes.
pub fn fill(text: &str, holes: &[(&str, &str)]) -> String {
    let mut s = text.to_string();
    for (k, v) in holes {
        s = s.replace(&format!("{{{k}}}"), v);
    }
    s
}

pub fn resource(lang: Lang, r: Resource) -> &'static str {
    let i = r.index();
    match lang {
        Lang::English => ["wood", "brick", "grain", "sheep", "stone"][i],
        Lang::Czech => ["dřevo", "cihla", "obilí", "ovce", "kámen"][i],
    }
}

pub fn dev_card(lang: Lang, c: DevCard) -> &'static str {
    let en = match c {
        DevCard::Knight => "Knight",
        DevCard::VictoryPoint => "Victory point",
        DevCard::RoadBuilding => "Road building",
        DevCard::YearOfPlenty => "Year of plenty",
        DevCard::Monopoly => "Monopoly",
    };
    tr(lang, en)
}

/// The colour name of a seat (players are named by colour).
pub fn seat_name(lang: Lang, seat: u8) -> &'static str {
    let i = seat as usize % 4;
    match lang {
        Lang::English => ["Red", "Blue", "Orange", "White"][i],
        Lang::Czech => ["Červený", "Modrý", "Oranžový", "Bílý"][i],
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_table_entry_is_unique_and_translated() {
        for (i, (en, cs)) in TABLE.iter().enumerate() {
            assert!(!cs.is_empty(), "{en}");
            assert!(
                TABLE[..i].iter().all(|(e, _)| e != en),
                "'{en}' is listed twice"
            );
            // the holes of the English text are in the Czech text too
            for hole in ["{name}", "{n}"] {
                assert_eq!(en.contains(hole), cs.contains(hole), "'{en}' / '{cs}'");
            }
        }
        assert_eq!(tr(Lang::Czech, "Roll"), "Hodit");
        assert_eq!(tr(Lang::English, "Roll"), "Roll");
        assert_eq!(
            fill(tr(Lang::Czech, "Pass to {name}"), &[("name", "Modrý")]),
            "Předejte hráči Modrý"
        );
    }
}
