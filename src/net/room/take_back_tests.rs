//! A person a computer replaced takes the seat back with its token (play-test 6: the host went
//! to the menu, a computer took the seat after a minute, and "Continue the online game" was
//! refused — nobody could come back). Another token still opens nothing.

use super::*;

fn token_of(out: &[Outgoing]) -> String {
    out.iter()
        .find_map(|o| match o {
            Outgoing::To(_, ServerMsg::Joined { token, .. }) => Some(token.clone()),
            _ => None,
        })
        .expect("a token")
}

#[test]
fn a_replaced_seat_is_taken_back_with_its_token() {
    let seats: Vec<String> = ["open", "open"].iter().map(|s| s.to_string()).collect();
    let mut r = Room::create(
        "TEST03".into(),
        &seats,
        RoomGame {
            board: Arc::new(Board::standard_sized()),
            rules: Arc::new(Rules::standard()),
            seed: 5,
        },
        Some(60),
        None,
    )
    .unwrap();
    let (host, out) = r.join(None, Some("Hosty".into()), None).unwrap();
    let host_token = token_of(&out);
    let (guest, out) = r.join(None, Some("Guesty".into()), None).unwrap();
    let guest_token = token_of(&out);
    assert!(r.started());
    r.disconnect(host);
    r.replace_with_computer(host);
    assert!(matches!(
        r.meta.seats[host.index()],
        SeatKind::Computer { replaced: true, .. }
    ));
    // the guest's token does not open the host's seat, nor a made-up one
    assert_eq!(
        r.resume(host.0, &guest_token).unwrap_err().code,
        "bad-token"
    );
    assert_eq!(r.resume(host.0, "0000").unwrap_err().code, "bad-token");
    // the host's own token does: the seat is the person's again, named as before
    let (s, out) = r.resume(host.0, &host_token).unwrap();
    assert_eq!(s, host);
    assert_eq!(
        r.meta.seats[host.index()],
        SeatKind::Remote {
            name: "Hosty".into(),
            token: host_token.clone()
        }
    );
    assert!(r.meta.away.is_empty());
    assert!(
        out.iter()
            .any(|o| matches!(o, Outgoing::To(s, ServerMsg::Joined { .. }) if *s == host))
    );
    // and the guest's own seat was never touched
    assert!(matches!(
        r.meta.seats[guest.index()],
        SeatKind::Remote { .. }
    ));
}
