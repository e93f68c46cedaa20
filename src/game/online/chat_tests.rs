//! The chat of an online game in the window: a `said` from the host shows in the chat tab's
//! lines at once (not at the computers' pace), and a quick phrase clicked goes to the host as a
//! `say` in the person's language.

use super::ChatBox;
use crate::core::wide::Board;
use crate::core::{Rules, Seat};
use crate::game::i18n::{Lang, tr};
use crate::game::online::link::{Link, LinkEvent};
use crate::game::online::{Online, Status, Wants};
use crate::game::settings::Settings;
use crate::game::ui::panels::chat::{QUICK_PHRASES, chat_tab};
use crate::net::wire::{ClientMsg, ServerMsg};
use bevy_egui::egui;
use std::sync::Arc;

/// The host's side of a stand-in link: what it sends the window, and what the window sent.
type Host = (
    std::sync::mpsc::Sender<LinkEvent>,
    tokio::sync::mpsc::UnboundedReceiver<ClientMsg>,
);

/// A guest's app at seat 1 of an online game, its link a stand-in.
fn guest_app() -> (bevy::app::App, Host) {
    let mut app = crate::game::tests::app_with(&["human", "human"], 4, None);
    let dir = std::env::temp_dir().join(format!("catan-chat-test-{}", std::process::id()));
    let wants = Wants::Join {
        room: "TEST".into(),
        seat: Some(1),
    };
    let mut online = Online::new("ws://127.0.0.1:9", "Blue", wants, dir);
    let (link, host, sent) = Link::stand_in();
    online.link = link;
    online.seat = Some(Seat(1));
    online.board = Some(Arc::new(Board::standard_sized()));
    online.rules = Some(Arc::new(Rules::standard()));
    online.status = Status::Playing;
    online.started = true;
    // the computers' pause is running: chat does not wait for it
    online.wait = 30.0;
    app.insert_resource(online);
    (app, (host, sent))
}

/// One frame of the chat tab with `events` as the frame's input.
fn frame(
    ctx: &egui::Context,
    chat: &mut ChatBox,
    lang: Lang,
    events: Vec<egui::Event>,
) -> Vec<egui::Rect> {
    let input = egui::RawInput {
        screen_rect: Some(egui::Rect::from_min_size(
            egui::Pos2::ZERO,
            egui::vec2(900.0, 190.0),
        )),
        events,
        ..Default::default()
    };
    let mut rects = Vec::new();
    let mut out = ctx.run_ui(input, |ui| {
        rects = chat_tab(ui, chat, lang).iter().map(|r| r.rect).collect();
    });
    out.textures_delta.clear();
    rects
}

#[test]
fn a_line_from_the_host_shows_and_a_quick_phrase_is_said() {
    let (mut app, (host, mut sent)) = guest_app();
    app.update(); // the chat box is made
    let said = ServerMsg::Said {
        seat: 0,
        name: "Eva".into(),
        text: "hi all".into(),
        at: 1,
    };
    // through the link, as the host's messages come: heard in the frame it arrives
    host.send(LinkEvent::Msg(Box::new(said))).unwrap();
    app.update();
    let chat = app.world().resource::<ChatBox>();
    assert_eq!(chat.lines.len(), 1, "the line is heard at once");
    assert_eq!((chat.lines[0].seat, &*chat.lines[0].name), (0, "Eva"));
    assert_eq!(chat.unread(), 1);
    assert!(app.world().resource::<Online>().queue.is_empty());

    // the person clicks "Good luck!" in the chat tab, in Czech
    let lang = Lang::Czech;
    assert_eq!(app.world().resource::<Settings>().lang, Lang::default());
    let ctx = egui::Context::default();
    let mut chat = std::mem::take(&mut *app.world_mut().resource_mut::<ChatBox>());
    let rects = frame(&ctx, &mut chat, lang, Vec::new());
    assert_eq!(rects.len(), QUICK_PHRASES.len());
    let at = rects[0].center();
    let press = |pressed| egui::Event::PointerButton {
        pos: at,
        button: egui::PointerButton::Primary,
        pressed,
        modifiers: egui::Modifiers::NONE,
    };
    frame(
        &ctx,
        &mut chat,
        lang,
        vec![egui::Event::PointerMoved(at), press(true)],
    );
    frame(&ctx, &mut chat, lang, vec![press(false)]);
    assert_eq!(chat.outgoing, vec![tr(lang, "chat-good-luck")]);
    *app.world_mut().resource_mut::<ChatBox>() = chat;
    app.update();
    assert_eq!(
        sent.try_recv().ok(),
        Some(ClientMsg::Say {
            text: "Hodně štěstí!".into()
        })
    );
    assert!(app.world().resource::<ChatBox>().outgoing.is_empty());
}

/// A window that comes back is sent the host's latest lines: those it heard already are not
/// shown twice, the others follow in order, and lines seen stay seen.
#[test]
fn the_lines_of_a_resume_are_not_shown_twice() {
    let line = |seat: u8, text: &str, at: u64| crate::net::wire::ChatLine {
        seat,
        name: ["Eva", "Blue"][seat as usize].into(),
        text: text.into(),
        at,
    };
    let mut chat = ChatBox::default();
    chat.heard(line(0, "hi", 1));
    chat.seen = 1;
    chat.caught_up(vec![
        line(0, "hi", 1),
        line(1, "hello", 2),
        line(0, "gl", 3),
    ]);
    let texts: Vec<_> = chat.lines.iter().map(|l| l.text.as_str()).collect();
    assert_eq!(texts, ["hi", "hello", "gl"]);
    assert_eq!(chat.unread(), 2);
}
