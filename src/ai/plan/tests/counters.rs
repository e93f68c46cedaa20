//! Counter-offers (play-test 5: a computer countered an offer of brick and grain for a sheep by
//! giving the person brick, the material the person was giving, for grain).

use super::*;

/// Every counter gives nothing of a material the offer gives, asks nothing of a material the
/// offer asks, asks only cards the offer gives, is not the offer itself, and is a trade the
/// computer accepts itself — over offers in positions of games of planning players.
#[test]
fn counters_never_hand_back_what_the_offer_gives_and_are_acceptable() {
    let ind = Individual::champion_v2();
    let (mut asked, mut countered) = (0, 0);
    for seed in 0..4u64 {
        let mut s = State::new(
            Arc::new(Board::random_standard(seed, true)),
            Arc::new(Rules::standard()),
            4,
            seed,
        )
        .unwrap();
        let mut ps: Vec<AiPlayer> = (0..4).map(|_| AiPlayer::new("plan", ind)).collect();
        let mut legal = Vec::new();
        while !s.is_over() && s.turns() < 300 {
            let seat = s.actor();
            if s.phase() == Phase::Main && s.turns().is_multiple_of(3) {
                for to in Seat::all(4).filter(|o| *o != seat) {
                    for (give, get) in offers(s.player(seat).hand()) {
                        let view = PlayerView::new(&s, to);
                        if judge_offer(&view, &ind, seat, give, get).accept {
                            continue;
                        }
                        asked += 1;
                        let Some((pay, wanted)) = counter_offer(&view, &ind, seat, give, get)
                        else {
                            continue;
                        };
                        countered += 1;
                        for r in Resource::ALL {
                            assert!(
                                pay.get(r) == 0 || give.get(r) == 0,
                                "gives {r:?} it is offered: {give:?} for {get:?} → {pay:?} for {wanted:?}"
                            );
                            assert!(wanted.get(r) == 0 || get.get(r) == 0, "asks {r:?} asked");
                        }
                        assert!(give.contains(&wanted) && !wanted.is_empty() && !pay.is_empty());
                        assert_ne!((pay, wanted), (get, give));
                        assert!(view.my_hand().contains(&pay));
                        assert!(judge_offer(&view, &ind, seat, wanted, pay).accept);
                        assert!(!overpays(&view, None, pay, wanted) || pay.total() <= 2);
                    }
                }
            }
            s.legal_actions_into(&mut legal);
            let a = ps[seat.index()].choose(&PlayerView::new(&s, seat), &legal);
            s.apply(a).unwrap();
        }
    }
    assert!(
        asked > 100 && countered > 5,
        "asked {asked}, countered {countered}"
    );
}

/// Some offers of the hand `hand`: one card for one, and two cards of two materials for one.
fn offers(hand: ResourceSet) -> Vec<(ResourceSet, ResourceSet)> {
    let mut out = Vec::new();
    for g in Resource::ALL.into_iter().filter(|r| hand.get(*r) > 0) {
        for w in Resource::ALL.into_iter().filter(|w| *w != g) {
            out.push((ResourceSet::one(g), ResourceSet::one(w)));
            for h in Resource::ALL
                .into_iter()
                .filter(|h| h.index() > g.index() && *h != w && hand.get(*h) > 0)
            {
                let mut two = ResourceSet::one(g);
                two.add(&ResourceSet::one(h));
                out.push((two, ResourceSet::one(w)));
            }
        }
    }
    out
}

/// The rule before play-test 5: the offered cards the target lacks, for as many of its most
/// plentiful spare cards (not of a wanted material) — the brick the person gave included.
fn old_counter(view: &PlayerView<'_>, give: ResourceSet) -> Option<(ResourceSet, ResourceSet)> {
    let hand = view.my_hand();
    let target = target(view, &planner())?;
    let lacks = hand.missing(&target.cost);
    let mut wanted = ResourceSet::EMPTY;
    for r in Resource::ALL {
        wanted.0[r.index()] = give.get(r).min(lacks.get(r));
    }
    let pay = spare_cards(hand.minus(&target.cost), wanted.total(), wanted)?;
    (!wanted.is_empty() && !pay.is_empty()).then_some((pay, wanted))
}

/// The play-test's offer, a brick and a grain for a sheep, to hands of brick, sheep and more
/// (no grain), from a player level or a city ahead (now mostly taken): the old rule's counter
/// handed the brick back for the grain; the counter now never gives brick or grain, nor asks a
/// sheep.
#[test]
fn the_play_tests_counter_does_not_give_the_brick_offered() {
    let give = ResourceSet([0, 1, 1, 0, 0]);
    let (mut declined, mut old_gave_brick) = (0, 0);
    for wood in 0..3 {
        for brick in 1..4 {
            for sheep in 1..3 {
                for (stone, cities) in (0..3).flat_map(|st| [(st, 0), (st, 1)]) {
                    let hand = ResourceSet([wood, brick, 0, sheep, stone]);
                    let s = table(hand, cities, None);
                    let s = with_offerer_hand(&s, ResourceSet([1, 2, 2, 0, 0]));
                    let view = PlayerView::new(&s, Seat(1));
                    declined += !judge_offer(&view, &planner(), Seat(0), give, SHEEP).accept as u32;
                    old_gave_brick += old_counter(&view, give)
                        .is_some_and(|(pay, _)| pay.get(Resource::Brick) > 0)
                        as u32;
                    if let Some((pay, wanted)) =
                        counter_offer(&view, &planner(), Seat(0), give, SHEEP)
                    {
                        assert_eq!(
                            pay.get(Resource::Brick),
                            0,
                            "{hand:?}: {pay:?} for {wanted:?}"
                        );
                        assert_eq!(pay.get(Resource::Grain), 0);
                        assert_eq!(wanted.get(Resource::Sheep), 0);
                        assert!(judge_offer(&view, &planner(), Seat(0), wanted, pay).accept);
                    }
                }
            }
        }
    }
    assert!(
        old_gave_brick > 0,
        "declined {declined}, old rule gave brick {old_gave_brick}"
    );
}
