use super::*;

fn room_with_two_people(dir: Option<PathBuf>) -> Room {
    let seats: Vec<String> = ["open", "open"].iter().map(|s| s.to_string()).collect();
    let mut r = Room::create(
        "CHAT01".into(),
        &seats,
        crate::net::room::RoomGame {
            board: Arc::new(Board::standard_sized()),
            rules: Arc::new(Rules::standard()),
            seed: 5,
        },
        None,
        dir,
    )
    .unwrap();
    r.join(None, Some("Ann".into()), None).unwrap();
    r.join(None, Some("Bob".into()), None).unwrap();
    r
}

/// A line is cleaned as names are (control, bidirectional and zero-width characters dropped,
/// trimmed), cut to its length, and said to everyone with the speaker's seat and name.
#[test]
fn a_line_is_cleaned_cut_and_said_to_everyone() {
    let mut r = room_with_two_people(None);
    let out = r
        .say(Seat(1), "  hi\u{202E}\u{200B} there\u{7}  ", 42)
        .unwrap();
    assert_eq!(
        out,
        vec![Outgoing::All(ServerMsg::Said {
            seat: 1,
            name: "Bob".into(),
            text: "hi there".into(),
            at: 42,
        })]
    );
    let long = "x".repeat(CHAT_MAX_CHARS + 50);
    r.say(Seat(0), &long, 43).unwrap();
    assert_eq!(r.chat.back().unwrap().text.chars().count(), CHAT_MAX_CHARS);
    let e = r.say(Seat(0), " \u{200B}\u{2066} ", 44).unwrap_err();
    assert_eq!(e.code, ErrorCode::BadMessage);
}

/// The room keeps the latest lines only, and a seat that comes back gets them in `recent`.
#[test]
fn the_latest_lines_come_back_with_a_resumed_seat() {
    let mut r = room_with_two_people(None);
    for i in 0..CHAT_RECENT + 7 {
        r.say(Seat(0), &format!("line {i}"), i as u64).unwrap();
    }
    assert_eq!(r.chat.len(), CHAT_RECENT);
    let SeatKind::Remote { token, .. } = r.meta.seats[1].clone() else {
        panic!("seat 1 is taken")
    };
    r.disconnect(Seat(1));
    let (_, out) = r.resume(1, &token).unwrap();
    let chat = out
        .iter()
        .find_map(|o| match o {
            Outgoing::To(_, ServerMsg::Recent { chat, .. }) => Some(chat.clone()),
            _ => None,
        })
        .expect("a recent message");
    assert_eq!(chat.len(), CHAT_RECENT);
    assert_eq!(chat[0].text, "line 7");
    assert_eq!(
        chat.last().unwrap().text,
        format!("line {}", CHAT_RECENT + 6)
    );
}

/// Chat is never written: not in the record, not in the room's file.
#[test]
fn chat_is_in_no_file() {
    let dir = tempfile::tempdir().unwrap();
    let mut r = room_with_two_people(Some(dir.path().to_path_buf()));
    r.say(Seat(0), "a secret plan", 1).unwrap();
    let a = r.table.state.legal_actions()[0];
    r.act(r.table.state.actor(), a).unwrap();
    r.save().unwrap();
    for f in ["CHAT01.ron", "CHAT01.room.json"] {
        let text = std::fs::read_to_string(dir.path().join(f)).unwrap();
        assert!(!text.contains("secret plan"), "{f} holds the chat");
    }
    assert!(!r.table.record.to_ron().contains("secret plan"));
    let again = Room::load(dir.path(), "CHAT01").unwrap();
    assert!(again.chat.is_empty());
}
