//! The game this app hosts keeps running while its host joins or watches another room from the
//! menu (play-test 6: the room closed behind its players); hosting anew or continuing takes it.

use super::OnlineAsk;

#[test]
fn only_hosting_or_continuing_takes_the_hosted_game() {
    assert!(OnlineAsk::Host.uses_kept_host());
    assert!(OnlineAsk::Continue.uses_kept_host());
    for ask in [
        OnlineAsk::Join,
        OnlineAsk::JoinRoom("ABC123".into()),
        OnlineAsk::Watch("ABC123".into()),
    ] {
        assert!(!ask.uses_kept_host(), "{ask:?}");
    }
}
