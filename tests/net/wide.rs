//! A big map over the network: The Great Island (319 tiles, 1 022 sides: past the narrow 256
//! ids) hosted by `catan serve`, played to its end by `catan bot` clients of every level, the
//! ids as they are on the wire; the room's record replays.

use super::*;

#[test]
fn bots_play_the_great_island_to_the_end_through_catan_serve() {
    let dir = tempfile::tempdir().unwrap();
    let s = serve(Some(dir.path()), "127.0.0.1:0", &[]);
    let room = rt().block_on(async {
        let mut c = Connection::open(&s.url, WAIT).await.unwrap();
        c.create_room(ClientMsg::CreateRoom {
            seats: ["open", "open", "open", "medium"]
                .map(String::from)
                .to_vec(),
            board: Some("big/great-island".into()),
            rules: None,
            seed: Some(21),
            replace_after_secs: None,
            public: None,
            watchers: None,
        })
        .await
        .unwrap()
    });
    let bots: Vec<Child> = ["easy", "ai", "search@30"]
        .iter()
        .map(|p| bot(&s.url, &room, p))
        .collect();
    let outs: Vec<String> = bots
        .into_iter()
        .map(|b| finish(b, Duration::from_secs(300)))
        .collect();
    let end = game_over_line(&outs[0]);
    for o in &outs {
        assert_eq!(game_over_line(o), end);
    }
    let record = dir.path().join("rooms").join(format!("{room}.ron"));
    assert!(
        std::fs::read_to_string(&record)
            .unwrap()
            .contains("The Great Island"),
        "the room played the big map"
    );
    // a corner or side id past the narrow set's 256 was played: the wide ids went over the wire
    let text = std::fs::read_to_string(&record).unwrap();
    assert!(
        text.lines().filter(|l| l.contains("(seat:")).any(|l| l
            .split(|c: char| !c.is_ascii_digit())
            .filter_map(|n| n.parse::<u32>().ok())
            .any(|n| n > 255)),
        "ids past 256 were played"
    );
    assert_replays(&record);
}
