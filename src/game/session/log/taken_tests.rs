//! A counter-offer taken is said once — "Red took Blue's counter-offer: …" — not as a new offer,
//! an acceptance and a trade (play-test 6: it read as a re-offer), in the live log and in the
//! review's log rebuilt from the record, in both languages.

use crate::core::{Action, Phase, Resource, ResourceSet, Seat};
use crate::game::i18n::{Lang, cards_text, seat_name, tr_args};
use crate::game::session::{Act, CounterOffer, Session, replay_log};
use crate::game::tests::{app_with, play_plainly};
use crate::lab::review::words;

/// The line for `who` taking `other`'s counter-offer, giving `gave` for `got`.
fn took(lang: Lang, who: Seat, other: Seat, gave: Resource, got: Resource) -> String {
    tr_args(
        lang,
        "log-took-counter",
        &[
            ("who", (&seat_name(lang, who)).into()),
            ("other", (&seat_name(lang, other)).into()),
            ("gave", (&cards_text(lang, &ResourceSet::one(gave))).into()),
            ("got", (&cards_text(lang, &ResourceSet::one(got))).into()),
        ],
    )
}

/// Pass-and-play until a turn where the player on turn holds two materials and the other one
/// a third: it offers the first, the other counters asking the second, and it takes that.
/// Returns (actor, other, the material given, the one got) and the log's length before.
fn a_counter_taken(app: &mut bevy::prelude::App) -> (Seat, Seat, Resource, Resource, usize) {
    for _ in 0..3000 {
        let (actor, legal, phase, hands) = {
            let s = app.world().resource::<Session>();
            let st = &s.game.state;
            assert!(!st.is_over(), "no turn with a counter-offer to take");
            let hands = [st.player(Seat(0)).hand(), st.player(Seat(1)).hand()];
            (st.actor(), s.legal(), st.phase, hands)
        };
        let other = Seat(1 - actor.0);
        let has = |seat: Seat, r: Resource| hands[seat.index()].get(r) > 0;
        let mine: Vec<Resource> = Resource::ALL
            .into_iter()
            .filter(|&r| has(actor, r))
            .collect();
        let back = Resource::ALL
            .into_iter()
            .find(|&r| has(other, r) && !mine.contains(&r));
        let can_offer = legal.contains(&Action::EndTurn);
        if let (Phase::Main, true, [first, second, ..], Some(back)) =
            (phase, can_offer, mine.as_slice(), back)
        {
            let before = app.world().resource::<Session>().log.len();
            let act = |app: &mut bevy::prelude::App, seat, action| {
                app.world_mut().write_message(Act { seat, action });
                app.update();
            };
            let offer = |give| Action::OfferTrade {
                give: ResourceSet::one(give),
                get: ResourceSet::one(back),
                to: other.bit(),
            };
            act(app, actor, offer(*first));
            app.world_mut().write_message(CounterOffer {
                seat: other,
                gives: ResourceSet::one(back),
                gets: ResourceSet::one(*second),
            });
            app.update();
            assert_eq!(
                app.world().resource::<Session>().game.counters.len(),
                1,
                "Blue's counter stands"
            );
            // the counter turned round: taken, accepted and traded at once
            act(app, actor, offer(*second));
            return (actor, other, *second, back, before);
        }
        play_plainly(app);
    }
    panic!("no turn with a counter-offer to take");
}

#[test]
fn a_counter_offer_taken_is_one_line_live_and_in_the_review() {
    let mut app = app_with(&["human", "human"], 9, None);
    let (actor, other, gave, got, before) = a_counter_taken(&mut app);
    let s = app.world().resource::<Session>();
    let after_counter: Vec<&crate::game::session::LogLine> = s.log[before..]
        .iter()
        .skip_while(|l| !l.text.contains("counters:"))
        .skip(1)
        .collect();
    let texts: Vec<&str> = after_counter.iter().map(|l| l.text.as_str()).collect();
    let line = took(Lang::English, actor, other, gave, got);
    assert_eq!(texts, [line.as_str()], "one line for the taking: {texts:?}");
    assert!(!after_counter[0].minor, "in \"since your last turn\" too");
    assert_eq!(after_counter[0].seat, Some(actor));
    let traded = s.game.state.player(actor).hand();
    assert!(traded.get(got) > 0, "the trade was made");
    // the review's log, rebuilt from the record, says it the same, in either language
    for lang in [Lang::English, Lang::Czech] {
        let replayed = replay_log(&s.game.record, &s.seats, lang).lines;
        let line = took(lang, actor, other, gave, got);
        let i = replayed
            .iter()
            .position(|l| l.text == line)
            .unwrap_or_else(|| panic!("{lang:?}: {line}"));
        let counter = replayed[..i]
            .iter()
            .rposition(|l| l.seat == Some(other))
            .unwrap();
        assert_eq!(
            i,
            counter + 1,
            "{lang:?}: nothing between the counter and the taking"
        );
        assert!(!line.contains("log-took"), "{line}");
    }
    // `catan review`'s words (its turning points' moves): the same English, the offer unsaid
    let record = &s.game.record;
    let taken = words::taken_counters(record);
    let board = &s.game.state.board;
    let told: Vec<String> = record
        .steps
        .iter()
        .zip(&taken)
        .filter(|(_, t)| t.is_some())
        .filter_map(|(st, t)| words::said_in_talk(board, st, *t))
        .collect();
    assert_eq!(told, [took(Lang::English, actor, other, gave, got)]);
    let cs = took(
        Lang::Czech,
        Seat(0),
        Seat(1),
        Resource::Wood,
        Resource::Grain,
    );
    assert!(
        cs.starts_with("Červený přijal protinabídku hráče Modrý: "),
        "{cs}"
    );
}
