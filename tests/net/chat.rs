//! Chat at a table over `catan serve`: lines cleaned as names are, cut to length, limited in
//! rate per connection (a typed error, the connection kept), heard by every seat of version 3
//! and by none of version 2, kept for a seat that comes back, and in no record.

use super::*;
use catan::net::wire::{CHAT_MAX_CHARS, CHAT_RATE, ErrorCode};

/// Join `room` as `name`: the seat's token.
async fn join(c: &mut Connection, room: &str, name: &str) -> (u8, String) {
    c.send(&ClientMsg::Join {
        room: room.into(),
        seat: None,
        name: Some(name.into()),
        ready: None,
    })
    .await
    .unwrap();
    loop {
        if let ServerMsg::Joined { seat, token, .. } = c.recv(WAIT).await.unwrap() {
            return (seat, token);
        }
    }
}

async fn say(c: &mut Connection, text: &str) {
    c.send(&ClientMsg::Say { text: text.into() }).await.unwrap();
}

/// The next `said` or `error` (other messages skipped).
async fn next_chat(c: &mut Connection) -> ServerMsg {
    loop {
        let m = c.recv(WAIT).await.unwrap();
        if matches!(m, ServerMsg::Said { .. } | ServerMsg::Error { .. }) {
            return m;
        }
    }
}

#[test]
fn chat_is_cleaned_cut_limited_and_heard_by_every_seat_that_speaks_it() {
    let s = serve(None, "127.0.0.1:0", &[]);
    rt().block_on(async {
        let room = create(&s.url, &["open", "open", "open"], 3, None).await;
        let mut ann = Connection::open(&s.url, WAIT).await.unwrap();
        let mut bob = Connection::open(&s.url, WAIT).await.unwrap();
        join(&mut ann, &room, "Ann").await;
        join(&mut bob, &room, "Bob").await;
        // a client of version 2 at the third seat
        let (mut old, _) = tokio_tungstenite::connect_async(s.url.as_str())
            .await
            .unwrap();
        old.send(Message::text(r#"{"type":"hello","version":2}"#))
            .await
            .unwrap();
        let join_old = format!(r#"{{"type":"join","room":"{room}","name":"Old"}}"#);
        old.send(Message::text(join_old)).await.unwrap();

        let long = format!("\u{202E}\u{200B} {}\u{7}", "é".repeat(CHAT_MAX_CHARS + 40));
        say(&mut ann, &long).await;
        for c in [&mut ann, &mut bob] {
            match next_chat(c).await {
                ServerMsg::Said {
                    seat, name, text, ..
                } => {
                    assert_eq!((seat, name.as_str()), (0, "Ann"));
                    assert_eq!(text, "é".repeat(CHAT_MAX_CHARS), "cleaned and cut");
                }
                other => panic!("expected said, got {other:?}"),
            }
        }
        // the rate: CHAT_RATE lines in the window (the first counted), then a typed refusal
        for i in 1..CHAT_RATE {
            say(&mut ann, &format!("line {i}")).await;
            assert!(matches!(next_chat(&mut ann).await, ServerMsg::Said { .. }));
        }
        say(&mut ann, "one too many").await;
        match next_chat(&mut ann).await {
            ServerMsg::Error { code, .. } => assert_eq!(code, ErrorCode::ChatTooFast),
            other => panic!("expected chat-too-fast, got {other:?}"),
        }
        // the connection stays, and Bob still says his line
        say(&mut bob, "gg").await;
        assert!(matches!(
            next_chat(&mut ann).await,
            ServerMsg::Said { seat: 1, .. }
        ));
        // version 2 heard none of it (everything it was sent came before its pong) and may not say
        old.send(Message::text(r#"{"type":"ping"}"#)).await.unwrap();
        let mut types = Vec::new();
        while types.last().map(String::as_str) != Some("pong") {
            let Some(Ok(Message::Text(t))) = old.next().await else {
                panic!("version 2 lost its connection")
            };
            let v: serde_json::Value = serde_json::from_str(t.as_str()).unwrap();
            types.push(v["type"].as_str().unwrap_or("").to_string());
        }
        assert!(!types.iter().any(|t| t == "said"), "{types:?}");
        old.send(Message::text(r#"{"type":"say","text":"hi"}"#))
            .await
            .unwrap();
        let Some(Ok(Message::Text(t))) = old.next().await else {
            panic!("no answer")
        };
        assert!(t.as_str().contains(r#""code":"version""#), "{t}");
    });
}

#[test]
fn chat_comes_back_with_a_resumed_seat_and_is_never_saved() {
    let dir = tempfile::tempdir().unwrap();
    let s = serve(Some(dir.path()), "127.0.0.1:0", &[]);
    rt().block_on(async {
        let room = create(&s.url, &["open", "medium"], 4, None).await;
        let mut ann = Connection::open(&s.url, WAIT).await.unwrap();
        let (seat, token) = join(&mut ann, &room, "Ann").await;
        say(&mut ann, "good luck, computer").await;
        assert!(matches!(next_chat(&mut ann).await, ServerMsg::Said { .. }));
        drop(ann);
        // the seat drops and comes back: its view, then the latest moves and the chat
        let mut again = Connection::open(&s.url, WAIT).await.unwrap();
        again
            .send(&ClientMsg::Resume {
                room: room.clone(),
                seat,
                token,
            })
            .await
            .unwrap();
        let chat = loop {
            if let ServerMsg::Recent { chat, .. } = again.recv(WAIT).await.unwrap() {
                break chat;
            }
        };
        let texts: Vec<_> = chat.iter().map(|l| l.text.as_str()).collect();
        assert_eq!(texts, ["good luck, computer"]);
        assert_eq!(chat[0].name, "Ann");
        // the room's files never hold it
        for ext in ["ron", "room.json"] {
            let path = dir.path().join("rooms").join(format!("{room}.{ext}"));
            let text = std::fs::read_to_string(&path).unwrap();
            assert!(
                !text.contains("good luck"),
                "{} holds the chat",
                path.display()
            );
        }
    });
}
