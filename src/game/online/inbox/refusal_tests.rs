//! A host's refusal is said in the person's language alone (play-test 6: "This seat cannot be
//! continued (the host does not know this computer's token) (that token does not open this
//! seat)" — English detail on any screen, brackets doubled).

use super::refusal_words;
use crate::game::i18n::{Lang, tr};
use crate::net::wire::ErrorCode;

#[test]
fn a_worded_refusal_leaves_the_hosts_english_out() {
    let host = "that token does not open this seat";
    for lang in [Lang::English, Lang::Czech] {
        for code in [
            ErrorCode::BadToken,
            ErrorCode::RoomFull,
            ErrorCode::NoSuchRoom,
            ErrorCode::ServerFull,
        ] {
            let words = refusal_words(code, host, lang);
            assert!(!words.contains(host), "{lang:?} {code:?}: {words}");
            assert!(!words.contains(") ("), "{lang:?} {code:?}: {words}");
            assert!(!words.is_empty());
        }
        // the seat no longer kept: the way out is said, no token in the words
        let words = refusal_words(ErrorCode::BadToken, host, lang);
        assert_eq!(words, tr(lang, "online-bad-token"));
        assert!(!words.to_lowercase().contains("token"), "{words}");
    }
    // a refusal the window does not word keeps the host's message
    assert_eq!(refusal_words(ErrorCode::Illegal, host, Lang::English), host);
}
