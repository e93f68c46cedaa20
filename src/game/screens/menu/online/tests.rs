//! Tests of the menu's online form.

use super::typed_port;

/// The port is typed as text: a number a game may listen on is taken, anything else is not
/// (the field then says what it wants).
#[test]
fn a_typed_port_is_taken_when_a_game_may_use_it() {
    assert_eq!(typed_port("7878"), Some(7878));
    assert_eq!(typed_port(" 65535 "), Some(65535));
    assert_eq!(typed_port("1024"), Some(1024));
    for bad in ["", "80", "1023", "65536", "78a8", "-1", "7 878"] {
        assert_eq!(typed_port(bad), None, "{bad:?}");
    }
}
