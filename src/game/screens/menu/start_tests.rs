//! The big Continue rejoins the online game when that is all there is to continue, in both
//! languages; the unfinished game of this folder comes first; nothing to continue greys it.

use super::Continue;
use crate::game::i18n::Lang;

#[test]
fn the_big_continue_rejoins_the_online_game_when_nothing_else_waits() {
    assert_eq!(
        Continue::of(false, Some("MQVPDY")),
        Continue::Online("MQVPDY".into())
    );
    assert_eq!(Continue::of(true, Some("MQVPDY")), Continue::Local);
    assert_eq!(Continue::of(false, None), Continue::Nothing);
    for lang in [Lang::English, Lang::Czech] {
        let (words, hover) = Continue::of(false, Some("MQVPDY")).words(lang);
        let (plain, _) = Continue::Local.words(lang);
        assert_ne!(words, plain, "{lang:?}: says it rejoins");
        assert!(!words.contains("online-") && !hover.contains("online-"));
        assert!(hover.contains("MQVPDY"), "{hover}");
        // the button's words fit its size at 1024×700 (a short word or two)
        assert!(words.chars().count() <= 16, "{words}");
    }
}
