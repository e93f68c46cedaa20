//! "Play online"'s room list: the public rooms of the host at the address typed above — each
//! with its board, free seats, players, computers' levels and watchers — fetched off the main
//! thread when asked (and again on "Refresh"), a page of [`ROOMS_PAGE`] at a time (Next and
//! Previous ask the host for the page after or before), joined or watched with a click.

use crate::game::i18n::{Lang, computer_level, tr, tr_args};
use crate::net::client::error::ClientError;
use crate::net::invite::Invite;
use crate::net::wire::{ClientMsg, ErrorCode, ROOMS_PAGE, RoomInfo, ServerMsg};
use bevy_egui::egui;
use std::sync::{Arc, Mutex};
use std::time::Duration;

/// How long a list may take: connecting, the hello and the answer.
const LIST_WITHIN: Duration = Duration::from_secs(8);

/// A room clicked in the list.
#[derive(Clone, Debug, PartialEq)]
pub enum Pick {
    Join(String),
    Watch(String),
}

/// Why the host's rooms could not be listed.
#[derive(Debug, thiserror::Error)]
pub enum ListError {
    /// No address was typed to ask.
    #[error("no address")]
    NoAddress,
    /// No thread or runtime could be started to ask.
    #[error("{0}")]
    Start(std::io::Error),
    #[error("{0}")]
    Client(#[from] ClientError),
    /// The host refused the request.
    #[error("{message}")]
    Refused { code: ErrorCode, message: String },
    /// The host answered with something else, many times.
    #[error("the host did not answer with its rooms")]
    NoList,
}

/// A page of the host's rooms and the code to ask after for the next one (more follow).
type Listed = (Vec<RoomInfo>, Option<String>);

/// Where the asking thread puts the host's answer.
pub type Answer = Arc<Mutex<Option<Result<Listed, ListError>>>>;

/// Where a page stands in the list: the code it starts after (`None`: the first page) and
/// where each page before it started, so Previous goes back the way Next came.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Place {
    pub after: Option<String>,
    pub back: Vec<Option<String>>,
}

impl Place {
    /// The page after this one, which starts after `next`.
    fn next(&self, next: &str) -> Place {
        let mut back = self.back.clone();
        back.push(self.after.clone());
        Place {
            after: Some(next.to_string()),
            back,
        }
    }

    /// The page before this one (the first page stays first).
    fn previous(&self) -> Place {
        let mut back = self.back.clone();
        let after = back.pop().flatten();
        Place { after, back }
    }
}

/// A page of the host's public rooms as shown.
#[derive(Debug, Default)]
pub struct Page {
    pub rooms: Vec<RoomInfo>,
    /// More rooms follow: the code to ask after.
    pub next: Option<String>,
    pub place: Place,
}

impl From<Vec<RoomInfo>> for Page {
    /// The first page, with no more after it.
    fn from(rooms: Vec<RoomInfo>) -> Page {
        Page {
            rooms,
            ..Page::default()
        }
    }
}

/// What the list shows: nothing asked yet, the host being asked for a page, a page of its
/// rooms, or why not.
#[derive(Default)]
pub enum RoomList {
    #[default]
    NotAsked,
    Asking(Answer, Place),
    Shown(Page),
    Failed(ListError),
}

impl RoomList {
    /// Ask the host at `url` for the page of its public rooms at `place`, on a thread of its
    /// own.
    pub fn ask(url: &str, place: Place) -> RoomList {
        let answer: Answer = Arc::default();
        let put = answer.clone();
        let url = url.to_string();
        let after = place.after.clone();
        let spawned = std::thread::Builder::new()
            .name("catan-rooms".into())
            .spawn(move || {
                let got = fetch(&url, after);
                *put.lock().unwrap_or_else(|e| e.into_inner()) = Some(got);
            });
        match spawned {
            Ok(_) => RoomList::Asking(answer, place),
            Err(e) => RoomList::Failed(ListError::Start(e)),
        }
    }

    /// The answer, once it came.
    fn poll(&mut self) {
        let RoomList::Asking(answer, place) = self else {
            return;
        };
        let got = answer.lock().unwrap_or_else(|e| e.into_inner()).take();
        match got {
            Some(Ok((rooms, next))) => {
                let place = std::mem::take(place);
                *self = RoomList::Shown(Page { rooms, next, place });
            }
            Some(Err(why)) => *self = RoomList::Failed(why),
            None => {}
        }
    }

    /// The page shown (or being asked for): a refresh asks for it again.
    fn place(&self) -> Place {
        match self {
            RoomList::Asking(_, place) => place.clone(),
            RoomList::Shown(page) => page.place.clone(),
            _ => Place::default(),
        }
    }
}

/// A page of the host's public rooms: those after `after` (`None`: the first page).
fn fetch(url: &str, after: Option<String>) -> Result<Listed, ListError> {
    let rt = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .map_err(ListError::Start)?;
    rt.block_on(async {
        let mut c = crate::net::client::Connection::open(url, LIST_WITHIN).await?;
        c.send(&ClientMsg::ListRooms { room: None, after }).await?;
        for _ in 0..16 {
            match c.recv(LIST_WITHIN).await? {
                ServerMsg::Rooms { rooms, next } => return Ok((rooms, next)),
                ServerMsg::Error { code, message, .. } => {
                    return Err(ListError::Refused { code, message });
                }
                _ => {}
            }
        }
        Err(ListError::NoList)
    })
}

/// The server a typed address (or a link) names, as the window connects to it.
pub fn server_of(address: &str) -> Option<String> {
    let address = address.trim();
    if address.is_empty() {
        return None;
    }
    match Invite::parse(address) {
        Ok(invite) => Some(invite.server),
        Err(_) => Some(crate::game::online::link::ws_url(address)),
    }
}

/// The list under the join box: "Show rooms"/"Refresh", then a line per room with Join and
/// Watch, and Previous/Next when the host has more than a page. `address`: what is typed in the
/// address box.
pub fn show(
    ui: &mut egui::Ui,
    list: &mut RoomList,
    address: &str,
    lang: Lang,
    ask: &mut Option<Pick>,
) {
    list.poll();
    let mut go = None;
    ui.horizontal(|ui| {
        ui.label(egui::RichText::new(tr(lang, "online-rooms")).strong());
        let words = match list {
            RoomList::NotAsked => "online-rooms-show",
            _ => "online-rooms-refresh",
        };
        let asking = matches!(list, RoomList::Asking(..));
        if ui
            .add_enabled(!asking, egui::Button::new(tr(lang, words)))
            .clicked()
        {
            go = Some(list.place());
        }
    });
    match list {
        RoomList::NotAsked => {}
        RoomList::Asking(..) => {
            ui.label(tr(lang, "online-rooms-asking"));
            ui.ctx().request_repaint_after(Duration::from_millis(100));
        }
        RoomList::Failed(ListError::NoAddress) => {
            let text = tr(lang, "online-rooms-address-first");
            ui.colored_label(ui.visuals().error_fg_color, text);
        }
        RoomList::Failed(why) => {
            let why = why.to_string();
            let text = tr_args(lang, "online-rooms-failed", &[("why", why.as_str().into())]);
            ui.colored_label(ui.visuals().error_fg_color, text);
        }
        RoomList::Shown(page) if page.rooms.is_empty() && page.place.back.is_empty() => {
            ui.label(tr(lang, "online-rooms-none"));
        }
        RoomList::Shown(page) => {
            egui::ScrollArea::vertical()
                .id_salt("online-rooms")
                .max_height(180.0)
                .show(ui, |ui| {
                    for info in page.rooms.iter() {
                        room_line(ui, info, lang, ask);
                    }
                });
            go = go.or(pages(ui, page, lang));
        }
    }
    if let Some(place) = go {
        *list = match server_of(address) {
            Some(url) => RoomList::ask(&url, place),
            None => RoomList::Failed(ListError::NoAddress),
        };
    }
}

/// Previous and Next under a page when the host has more than one, with the page's number;
/// returns the page asked for.
fn pages(ui: &mut egui::Ui, page: &Page, lang: Lang) -> Option<Place> {
    let (first, last) = (page.place.back.is_empty(), page.next.is_none());
    if first && last {
        return None;
    }
    let mut go = None;
    ui.horizontal(|ui| {
        if ui
            .add_enabled(!first, egui::Button::new(tr(lang, "online-rooms-previous")))
            .clicked()
        {
            go = Some(page.place.previous());
        }
        let n = page.place.back.len() + 1;
        ui.label(tr_args(lang, "online-rooms-page", &[("n", n.into())]));
        let about = tr_args(lang, "online-rooms-next-about", &[("n", ROOMS_PAGE.into())]);
        let next = egui::Button::new(tr(lang, "online-rooms-next"));
        if ui.add_enabled(!last, next).on_hover_text(about).clicked()
            && let Some(after) = &page.next
        {
            go = Some(page.place.next(after));
        }
    });
    go
}

/// One room: its code and board, its seats, its watchers; Join when a seat is free before the
/// game, Watch when the room takes watchers.
fn room_line(ui: &mut egui::Ui, info: &RoomInfo, lang: Lang, ask: &mut Option<Pick>) {
    ui.group(|ui| {
        ui.horizontal_wrapped(|ui| {
            ui.label(egui::RichText::new(&info.room).monospace().strong());
            ui.label(board_words(info, lang));
            let free = info.free();
            let seats = info.seats.len();
            ui.label(tr_args(
                lang,
                "online-room-free",
                &[("free", free.into()), ("seats", seats.into())],
            ));
            if info.started {
                ui.label(egui::RichText::new(tr(lang, "online-room-playing")).italics());
            }
            if info.watchers > 0 {
                let n = info.watchers as usize;
                ui.label(tr_args(
                    lang,
                    "online-room-watchers",
                    &[("count", n.into())],
                ));
            }
        });
        ui.horizontal_wrapped(|ui| {
            ui.label(egui::RichText::new(players_words(info, lang)).small());
        });
        ui.horizontal(|ui| {
            let joinable = info.free() > 0 && !info.started;
            if ui
                .add_enabled(joinable, egui::Button::new(tr(lang, "online-join")))
                .clicked()
            {
                *ask = Some(Pick::Join(info.room.clone()));
            }
            if info.watchable
                && ui
                    .button(tr(lang, "online-watch"))
                    .on_hover_text(tr(lang, "online-watch-about"))
                    .clicked()
            {
                *ask = Some(Pick::Watch(info.room.clone()));
            }
        });
    });
}

/// The room's board as people know it: a shipped board by its title, a random one as such.
fn board_words(info: &RoomInfo, lang: Lang) -> String {
    let name = info.board.trim();
    if name.is_empty() || name.to_ascii_lowercase().starts_with("random") {
        return tr(lang, "random");
    }
    crate::game::i18n::board_name(lang, std::path::Path::new(name), name)
}

/// Who sits at the table: people by name, computers by level, free seats as such.
fn players_words(info: &RoomInfo, lang: Lang) -> String {
    info.seats
        .iter()
        .map(|s| match s.kind.as_str() {
            "computer" => format!(
                "{} · {}",
                tr(lang, "computer"),
                computer_level(lang, &s.name)
            ),
            "open" => tr(lang, "online-open-seat"),
            _ => s.name.clone(),
        })
        .collect::<Vec<_>>()
        .join(", ")
}

#[cfg(test)]
mod paging_tests;
#[cfg(test)]
mod tests;
