//! Whom a computer trades with: its offers go to nobody its answers refuse (play-test: a
//! computer refused the leader's offer, then offered the leader a trade).

use super::*;

/// [`table`] with seat 1 on turn in the main phase, seat 0 holding `offerer` and `cities`
/// cities up.
fn seat_one_on_turn(hand: ResourceSet, cities: usize, offerer: ResourceSet) -> State {
    let s = with_offerer_hand(&table(hand, cities, None), offerer);
    let mut setup = s.to_setup(9);
    setup.current = Seat(1);
    setup.phase = Phase::Main;
    State::from_setup(setup).unwrap()
}

fn answering(gene: u32) -> Individual {
    let mut ind = planner();
    ind.plan[plan::ANSWER_OFFERS] = gene;
    ind
}

#[test]
fn the_leader_it_refuses_is_not_asked_by_its_own_offer() {
    // seat 0 two cities up holds stone; seat 1 lacks a stone for its city, two sheep spare
    let s = seat_one_on_turn(NEARLY_A_CITY, 2, ResourceSet([1, 1, 1, 1, 2]));
    let view = PlayerView::new(&s, Seat(1));
    let lead = view.player(Seat(0)).public_points - view.player(Seat(1)).public_points;
    assert_eq!(lead, 2);
    // gene 2 tolerates a lead of one: seat 0's offer of a stone for a sheep is refused ...
    let strict = answering(2);
    let j = judge_offer(&view, &strict, Seat(0), STONE, SHEEP);
    assert_eq!(j.reason, AnswerReason::Leader { lead: 2 }, "{j:?}");
    // ... and seat 1's own offer of a sheep for a stone leaves seat 0 out, asking the others
    let target = target(&view, &strict).unwrap();
    let (give, get, to) = offer(&view, &strict, &target, 1).expect("an offer to the others");
    assert_eq!((give, get), (SHEEP, STONE));
    assert_ne!(to, crate::core::EVERYONE);
    assert_eq!(to & Seat(0).bit(), 0, "the leader is not asked");
    assert_ne!(to, 0);
    // a gene that tolerates the lead trades with seat 0 both ways
    let tolerant = answering(4);
    assert!(judge_offer(&view, &tolerant, Seat(0), STONE, SHEEP).accept);
    let (_, _, to) = offer(&view, &tolerant, &target, 1).unwrap();
    assert!(
        to == crate::core::EVERYONE || to & Seat(0).bit() != 0,
        "{to:#x}"
    );
    assert_eq!(partners(&view, &tolerant, SHEEP, STONE), to);
}

#[test]
fn a_player_near_winning_is_neither_answered_nor_asked() {
    let s = seat_one_on_turn(NEARLY_A_CITY, 0, ResourceSet([1, 1, 1, 1, 2]));
    let points = s.player(Seat(0)).public_points();
    let mut setup = s.to_setup(9);
    let mut rules = Rules::standard();
    rules.points_to_win = points + 2;
    setup.rules = Arc::new(rules);
    let s = State::from_setup(setup).unwrap();
    let view = PlayerView::new(&s, Seat(1));
    let ind = answering(10);
    assert_eq!(
        refuses(&view, &ind, Seat(0)),
        Some(AnswerReason::NearWin { points_left: 2 })
    );
    assert!(!judge_offer(&view, &ind, Seat(0), STONE, SHEEP).accept);
    assert_eq!(partners(&view, &ind, SHEEP, STONE) & Seat(0).bit(), 0);
}

/// In planning games, every offer a computer makes goes only to seats from which it would
/// accept the same trade as far as whom it is with goes: asked the mirror offer by any seat
/// its offer names, its answer is never "near winning", "the leader" or "completes their
/// build".
#[test]
fn offers_and_answers_follow_one_rule_in_play() {
    let (mut checked, mut left_out) = (0, 0);
    for seed in 0..6u64 {
        let mut s = State::new(
            Arc::new(Board::standard()),
            Arc::new(Rules::standard()),
            4,
            seed,
        )
        .unwrap();
        let ind = Individual::champion_v2();
        let mut ps: Vec<AiPlayer> = (0..4).map(|_| AiPlayer::new("m", ind)).collect();
        let mut legal = Vec::new();
        while !s.is_over() && s.turns() < 1000 {
            let seat = s.actor();
            s.legal_actions_into(&mut legal);
            let view = PlayerView::new(&s, seat);
            let a = ps[seat.index()].choose(&view, &legal);
            if let Action::OfferTrade { give, get, to } = a {
                for other in Seat::all(4).filter(|o| *o != seat) {
                    let asked = to == crate::core::EVERYONE || to & other.bit() != 0;
                    let j = judge_offer(&view, &ind, other, get, give);
                    let by_whom = matches!(
                        j.reason,
                        AnswerReason::NearWin { .. }
                            | AnswerReason::Leader { .. }
                            | AnswerReason::CompletesTheirBuild
                    );
                    if asked {
                        checked += 1;
                        assert!(
                            !by_whom,
                            "seed {seed} turn {}: {a} to {other}: {j:?}",
                            s.turns()
                        );
                    } else if by_whom {
                        left_out += 1;
                    }
                }
            }
            s.apply(a).unwrap();
        }
    }
    assert!(
        checked > 50 && left_out > 0,
        "checked {checked}, left out {left_out}"
    );
}
