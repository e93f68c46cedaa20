//! A private log line (which card was stolen) is marked "only you two see this" only while the
//! hands are hidden: in the review or an open game every hand is shown, and so is the line.

use super::log_panel;
use crate::core::wide::Board;
use crate::core::{Event, Events, Resource, Rules, Seat};
use crate::game::atlas::checks::painted;
use crate::game::i18n::{Lang, tr};
use crate::game::session::{LogLine, Session, secrets};
use crate::game::settings::{NewGame, SeatSpec, Settings};
use std::sync::Arc;

/// The log's texts with Red's theft of Blue's stone in it, shown with `settings` to `viewer`.
fn shown(settings: &Settings, viewer: Option<Seat>) -> Vec<String> {
    let game = NewGame {
        seats: vec![SeatSpec::Human; 3],
        board: Arc::new(Board::standard_sized()),
        rules: Arc::new(Rules::standard()),
        seed: 8,
    };
    let (mut s, _) = Session::start(game, None).unwrap();
    let stolen = Events::from_list([Event::Stole {
        thief: Seat(0),
        victim: Seat(1),
        card: Resource::Stone,
    }]);
    s.log = secrets(settings.lang, &stolen)
        .into_iter()
        .map(|(only, text)| LogLine {
            seat: Some(only[0]),
            text,
            by_computer: false,
            only: Some(only),
            minor: false,
        })
        .collect();
    let session: &Session = &s;
    painted(|root| log_panel(root, session, settings, viewer, |_| {}))
        .into_iter()
        .map(|d| d.text)
        .collect()
}

#[test]
fn the_private_mark_only_while_hands_are_hidden() {
    for lang in [Lang::English, Lang::Czech] {
        let mark = tr(lang, "log-private-mark");
        let theft = |texts: &[String]| {
            texts
                .iter()
                .find(|t| t.contains(&crate::game::i18n::resource(lang, Resource::Stone)))
                .cloned()
        };
        // every hand open (the review of a finished game): the line, without the mark
        let open = Settings {
            hidden_hands: false,
            lang,
            ..Settings::default()
        };
        let line = theft(&shown(&open, None)).expect("the theft is in the open log");
        assert!(!line.contains(&mark), "{lang:?}: {line}");
        // hidden hands: the thief reads it, marked
        let hidden = Settings {
            hidden_hands: true,
            lang,
            ..Settings::default()
        };
        let line = theft(&shown(&hidden, Some(Seat(0)))).expect("the thief reads it");
        assert!(line.ends_with(&mark), "{lang:?}: {line}");
        // and a third player does not
        assert_eq!(theft(&shown(&hidden, Some(Seat(2)))), None);
    }
}
