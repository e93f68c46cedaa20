//! The one enumeration of card combinations: discards and gold choices are the same multisets
//! in the same order, each once, as many as counted.

use super::*;
use proptest::prelude::*;

proptest! {
    #[test]
    fn discards_and_gold_choices_list_the_same_multisets(
        limit in proptest::array::uniform5(0u8..6),
        need in 0u8..8,
    ) {
        let limit = ResourceSet(limit);
        let (mut discards, mut gold) = (Vec::new(), Vec::new());
        push_card_choices(limit, need, 0, ResourceSet::EMPTY, Action::Discard, &mut discards);
        push_card_choices(limit, need, 0, ResourceSet::EMPTY, Action::ChooseGold, &mut gold);
        let cards = |a: &Action| match *a {
            Action::Discard(c) | Action::ChooseGold(c) => c,
            _ => unreachable!("only card choices are listed"),
        };
        let d: Vec<ResourceSet> = discards.iter().map(cards).collect();
        let g: Vec<ResourceSet> = gold.iter().map(cards).collect();
        prop_assert_eq!(&d, &g);
        for (k, c) in d.iter().enumerate() {
            prop_assert_eq!(c.total(), need as u32);
            prop_assert!((0..5).all(|i| c.0[i] <= limit.0[i]));
            // each once, the most of the first material first
            if k > 0 {
                prop_assert!(d[k - 1].0 > c.0, "{:?} before {:?}", d[k - 1], c);
            }
        }
        if limit.total() >= need as u32 {
            prop_assert_eq!(d.len() as u32, discard_count(limit, need));
        } else {
            prop_assert!(d.is_empty());
        }
    }
}
