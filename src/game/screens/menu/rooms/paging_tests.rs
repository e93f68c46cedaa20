//! The room list of a host with more than one page, headless, against a host on loopback: the
//! first page, Next for the rooms after it, Previous back to the first.

use super::*;
use crate::game::atlas::checks::{Drawn, drawn_texts};
use crate::net::client::Connection;
use crate::net::server::{ServerConfig, serve};

/// More public rooms than a page holds.
const ROOMS: usize = ROOMS_PAGE + 7;

/// A host on loopback with [`ROOMS`] public rooms; it stops when the sender is dropped.
fn host() -> (
    tokio::runtime::Runtime,
    String,
    tokio::sync::oneshot::Sender<()>,
) {
    let rt = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(1)
        .enable_all()
        .build()
        .unwrap();
    let listener = rt
        .block_on(tokio::net::TcpListener::bind("127.0.0.1:0"))
        .unwrap();
    let address = listener.local_addr().unwrap().to_string();
    let config = ServerConfig {
        rooms_per_connection: 0,
        rooms_per_address: 0,
        lists_per_10s: 0,
        ..ServerConfig::default()
    };
    let (stop, stopped) = tokio::sync::oneshot::channel::<()>();
    rt.spawn(serve(listener, config, async {
        let _ = stopped.await;
    }));
    let url = format!("ws://{address}");
    rt.block_on(async {
        let mut c = Connection::open(&url, Duration::from_secs(10))
            .await
            .unwrap();
        for i in 0..ROOMS {
            c.create_room(ClientMsg::CreateRoom {
                seats: vec!["open".into(); 4],
                board: None,
                rules: None,
                seed: Some(i as u64 + 1),
                replace_after_secs: None,
                public: Some(true),
                watchers: None,
            })
            .await
            .unwrap();
        }
    });
    (rt, address, stop)
}

/// The panel drawn once with `events`, its texts returned.
fn frame(
    ctx: &egui::Context,
    list: &mut RoomList,
    address: &str,
    events: Vec<egui::Event>,
) -> Vec<Drawn> {
    let input = egui::RawInput {
        screen_rect: Some(egui::Rect::from_min_size(
            egui::Pos2::ZERO,
            egui::vec2(1280.0, 800.0),
        )),
        events,
        ..Default::default()
    };
    let mut out = Vec::new();
    let mut ask = None;
    let mut done = ctx.run_ui(input, |root| {
        show(root, list, address, Lang::English, &mut ask);
        out = drawn_texts(root.ctx());
    });
    done.textures_delta.clear();
    out.retain(|d| !d.frame);
    out
}

/// A click on the text `label` drawn last frame.
fn click(ctx: &egui::Context, list: &mut RoomList, address: &str, drawn: &[Drawn], label: &str) {
    let at = drawn
        .iter()
        .find(|d| d.text == label)
        .unwrap_or_else(|| panic!("{label:?} is drawn"))
        .rect
        .center();
    let press = |pressed| egui::Event::PointerButton {
        pos: at,
        button: egui::PointerButton::Primary,
        pressed,
        modifiers: egui::Modifiers::NONE,
    };
    frame(
        ctx,
        list,
        address,
        vec![egui::Event::PointerMoved(at), press(true)],
    );
    frame(ctx, list, address, vec![press(false)]);
}

/// Frames until the host's answer is shown (at most ten seconds).
fn answered(ctx: &egui::Context, list: &mut RoomList, address: &str) -> Vec<Drawn> {
    for _ in 0..200 {
        frame(ctx, list, address, Vec::new());
        if !matches!(list, RoomList::Asking(..)) {
            return frame(ctx, list, address, Vec::new());
        }
        std::thread::sleep(Duration::from_millis(50));
    }
    panic!("the host did not answer within ten seconds");
}

/// The codes of the rooms shown (each is drawn in its line).
fn codes(list: &RoomList) -> Vec<String> {
    match list {
        RoomList::Shown(page) => page.rooms.iter().map(|r| r.room.clone()).collect(),
        _ => panic!("no page shown"),
    }
}

#[test]
fn the_list_pages_through_a_host_with_more_rooms_than_a_page() {
    let (_rt, address, _stop) = host();
    let ctx = egui::Context::default();
    ctx.set_fonts(crate::game::theme::dejavu_fonts());
    let mut list = RoomList::NotAsked;
    let drawn = frame(&ctx, &mut list, &address, Vec::new());
    click(&ctx, &mut list, &address, &drawn, "Show rooms");
    let drawn = answered(&ctx, &mut list, &address);
    let first = codes(&list);
    assert_eq!(first.len(), ROOMS_PAGE);
    let texts: Vec<&str> = drawn.iter().map(|d| d.text.as_str()).collect();
    assert!(texts.contains(&"Page 1"), "{texts:?}");
    assert!(texts.contains(&"Next ▶"), "{texts:?}");

    click(&ctx, &mut list, &address, &drawn, "Next ▶");
    let drawn = answered(&ctx, &mut list, &address);
    let second = codes(&list);
    assert_eq!(second.len(), ROOMS - ROOMS_PAGE, "the rest: {second:?}");
    assert!(second.iter().all(|c| !first.contains(c)), "no room twice");
    assert!(first.last() < second.first(), "in the host's order");
    let texts: Vec<&str> = drawn.iter().map(|d| d.text.as_str()).collect();
    assert!(texts.contains(&"Page 2"), "{texts:?}");
    assert!(texts.contains(&second[0].as_str()), "drawn: {texts:?}");
    let RoomList::Shown(page) = &list else {
        unreachable!()
    };
    assert_eq!(page.next, None, "the last page");

    // Refresh stays on the page; Previous goes back to the first
    click(&ctx, &mut list, &address, &drawn, "Refresh");
    let drawn = answered(&ctx, &mut list, &address);
    assert_eq!(codes(&list), second);
    click(&ctx, &mut list, &address, &drawn, "◀ Previous");
    let drawn = answered(&ctx, &mut list, &address);
    assert_eq!(codes(&list), first);
    assert!(drawn.iter().any(|d| d.text == "Page 1"));
}

/// Next and Previous keep the way back: the page after a code, and back to where it came from.
#[test]
fn places_go_forth_and_back() {
    let first = Place::default();
    let second = first.next("AAAAAA");
    let third = second.next("BBBBBB");
    assert_eq!(third.after.as_deref(), Some("BBBBBB"));
    assert_eq!(third.previous(), second);
    assert_eq!(second.previous(), first);
    assert_eq!(first.previous(), first, "the first page stays first");
}
