//! The menu's "Play online": host a game (the seats above: people become open seats for
//! friends), join one by address and room code (both remembered), or continue an unfinished
//! online game; and the waiting room that follows.

use super::invitation::invite_error_words;
use crate::game::i18n::{Lang, seat_name, tr, tr_args};
use crate::game::online::error::OnlineError;
use crate::game::online::{Online, OnlinePrefs, Status, Wants, host, link};
use crate::game::settings::{BoardPick, IndividualPick, SeatPick, Settings};
use crate::game::theme::seat_egui;
use crate::net::invite::Invite;
use crate::net::wire::ClientMsg;
use bevy_egui::egui;
use std::path::Path;

/// What the form holds while the menu is open.
#[derive(Default)]
pub struct OnlineForm {
    pub prefs: Option<OnlinePrefs>,
    /// The seat asked for when joining (`None`: the first open one).
    pub seat: Option<u8>,
    /// The public rooms of the host at the typed address.
    pub rooms: super::rooms::RoomList,
}

/// What the person asked for.
#[derive(Debug)]
pub enum OnlineAsk {
    Host,
    Join,
    Continue,
    /// Join a room of the list (at the typed address).
    JoinRoom(String),
    /// Watch a room of the list.
    Watch(String),
}

impl OnlineAsk {
    /// The ask takes over the game this app hosts (hosting another one ends it, continuing
    /// comes back to it); joining or watching another room leaves it running (play-test 6: the
    /// host's room closed behind its players).
    pub fn uses_kept_host(&self) -> bool {
        matches!(self, OnlineAsk::Host | OnlineAsk::Continue)
    }
}

pub(super) fn show(
    ui: &mut egui::Ui,
    form: &mut OnlineForm,
    dir: &Path,
    lang: Lang,
) -> Option<OnlineAsk> {
    let prefs = form.prefs.get_or_insert_with(|| OnlinePrefs::load(dir));
    let mut ask = None;
    crate::game::theme::section(tr(lang, "online-play"), "online", ui.ctx())
        .default_open(prefs.resume.is_some())
        .show(ui, |ui| {
            host_section(ui, prefs, lang, &mut ask);
            ui.add_space(4.0);
            join_section(ui, prefs, &mut form.seat, lang, &mut ask);
            ui.add_space(4.0);
            let mut picked = None;
            super::rooms::show(ui, &mut form.rooms, &prefs.address, lang, &mut picked);
            match picked {
                Some(super::rooms::Pick::Join(room)) => ask = Some(OnlineAsk::JoinRoom(room)),
                Some(super::rooms::Pick::Watch(room)) => ask = Some(OnlineAsk::Watch(room)),
                None => {}
            }
            continue_section(ui, prefs, lang, &mut ask);
        });
    ask
}

/// The person's name, and hosting a game here (the port, or a server elsewhere).
fn host_section(
    ui: &mut egui::Ui,
    prefs: &mut OnlinePrefs,
    lang: Lang,
    ask: &mut Option<OnlineAsk>,
) {
    ui.horizontal(|ui| {
        ui.label(tr(lang, "online-name"));
        ui.add(egui::TextEdit::singleline(&mut prefs.name).desired_width(140.0));
    });
    ui.add_space(4.0);
    ui.horizontal(|ui| {
        if ui
            .button(tr(lang, "online-host"))
            .on_hover_text(tr(lang, "online-host-about"))
            .clicked()
        {
            *ask = Some(OnlineAsk::Host);
        }
        port_field(ui, &mut prefs.port, lang);
    });
    ui.horizontal_wrapped(|ui| {
        ui.checkbox(&mut prefs.public, tr(lang, "online-public"))
            .on_hover_text(tr(lang, "online-public-about"));
        let mut watchable = !prefs.no_watchers;
        if ui
            .checkbox(&mut watchable, tr(lang, "online-let-watch"))
            .on_hover_text(tr(lang, "online-let-watch-about"))
            .changed()
        {
            prefs.no_watchers = !watchable;
        }
    });
    ui.horizontal(|ui| {
        ui.label(egui::RichText::new(tr(lang, "online-server")).small())
            .on_hover_text(tr(lang, "online-server-about"));
        ui.add(
            egui::TextEdit::singleline(&mut prefs.server)
                .hint_text(tr(lang, "online-server-hint"))
                .desired_width(150.0),
        );
        recent_hosts(
            ui,
            "recent-servers",
            &prefs.recent_hosts,
            &mut prefs.server,
            lang,
        );
    });
}

/// The port to host on, typed as text (a drag value could not be typed into): the number is
/// taken when it is one a game may use, and the field says so when it is not.
fn port_field(ui: &mut egui::Ui, port: &mut u16, lang: Lang) {
    ui.label(tr(lang, "online-port"));
    let id = ui.id().with("port-text");
    let mut text = ui
        .data_mut(|d| d.get_temp::<String>(id))
        .unwrap_or_else(|| port.to_string());
    let edit = ui.add(egui::TextEdit::singleline(&mut text).desired_width(52.0));
    match typed_port(&text) {
        Some(p) => *port = p,
        None => {
            ui.colored_label(ui.visuals().error_fg_color, tr(lang, "online-port-invalid"));
        }
    }
    if edit.lost_focus() && typed_port(&text).is_none() {
        text = port.to_string();
    }
    ui.data_mut(|d| d.insert_temp(id, text));
}

/// The hosts joined or hosted on before, to pick one into `field` (nothing when there are none).
fn recent_hosts(ui: &mut egui::Ui, salt: &str, recent: &[String], field: &mut String, lang: Lang) {
    if recent.is_empty() {
        return;
    }
    egui::ComboBox::from_id_salt(salt)
        .selected_text("")
        .width(18.0)
        .show_ui(ui, |ui| {
            for host in recent {
                if ui.selectable_label(field == host, host.as_str()).clicked() {
                    field.clone_from(host);
                }
            }
        })
        .response
        .on_hover_text(tr(lang, "online-recent-hosts"));
}

/// A port a hosted game may listen on (1024–65535: below are the system's), typed as text.
pub(crate) fn typed_port(text: &str) -> Option<u16> {
    text.trim().parse::<u16>().ok().filter(|&p| p >= 1024)
}

/// Joining a room at an address, in a seat (or the first open one).
fn join_section(
    ui: &mut egui::Ui,
    prefs: &mut OnlinePrefs,
    seat: &mut Option<u8>,
    lang: Lang,
    ask: &mut Option<OnlineAsk>,
) {
    ui.horizontal(|ui| {
        ui.label(tr(lang, "online-address"));
        ui.add(
            egui::TextEdit::singleline(&mut prefs.address)
                .hint_text("192.168.1.20")
                .desired_width(130.0),
        );
        recent_hosts(
            ui,
            "recent-addresses",
            &prefs.recent_hosts,
            &mut prefs.address,
            lang,
        );
        let by_link = Invite::looks_like_link(&prefs.address);
        ui.add_enabled_ui(!by_link, |ui| {
            ui.label(tr(lang, "online-room-code"));
            ui.add(
                egui::TextEdit::singleline(&mut prefs.room)
                    .hint_text("K7QX2M")
                    .desired_width(70.0),
            );
        });
    });
    ui.horizontal(|ui| {
        egui::ComboBox::from_id_salt("online-seat")
            .selected_text(match *seat {
                None => tr(lang, "online-seat-any"),
                Some(s) => seat_name(lang, crate::core::Seat(s)),
            })
            .show_ui(ui, |ui| {
                ui.selectable_value(seat, None, tr(lang, "online-seat-any"));
                for s in 0..crate::core::action::MAX_PLAYERS as u8 {
                    ui.selectable_value(seat, Some(s), seat_name(lang, crate::core::Seat(s)));
                }
            });
        // a link names its room; an address needs the code beside it
        let ready = Invite::looks_like_link(&prefs.address)
            || (!prefs.address.trim().is_empty() && !prefs.room.trim().is_empty());
        if ui
            .add_enabled(ready, egui::Button::new(tr(lang, "online-join")))
            .clicked()
        {
            *ask = Some(OnlineAsk::Join);
        }
    });
}

/// Continuing the seat kept from an earlier launch.
fn continue_section(
    ui: &mut egui::Ui,
    prefs: &OnlinePrefs,
    lang: Lang,
    ask: &mut Option<OnlineAsk>,
) {
    if let Some(r) = &prefs.resume {
        ui.add_space(4.0);
        if ui
            .button(tr_args(
                lang,
                "online-continue",
                &[("room", r.room.as_str().into())],
            ))
            .clicked()
        {
            *ask = Some(OnlineAsk::Continue);
        }
    }
}

/// The name a host's server knows a board by: `random`, `standard`, a file's name in its
/// `boards/` folders, a Seafarers scenario with its folder (`seafarers/new-shores`).
pub fn room_board_name(pick: &BoardPick) -> String {
    match pick {
        BoardPick::Random => "random".to_string(),
        BoardPick::Standard => "standard".to_string(),
        BoardPick::File(p) => {
            let stem = p
                .file_stem()
                .map(|s| s.to_string_lossy().into_owned())
                .unwrap_or_else(|| "random".into());
            match p.parent().and_then(|d| d.file_name()) {
                Some(d) if d == "seafarers" => format!("seafarers/{stem}"),
                _ => stem,
            }
        }
    }
}

/// The room the host creates from the new-game settings: seat 0 is the host's own (open, joined
/// at once), other people's seats are open for friends, computers play on the host.
pub fn create_room_msg(settings: &Settings) -> ClientMsg {
    let seats = settings
        .seats
        .iter()
        .enumerate()
        .map(|(i, s)| match s {
            _ if i == 0 => "open".to_string(),
            SeatPick::Human => "open".into(),
            SeatPick::Random => "random".into(),
            SeatPick::Computer(IndividualPick::Easy) => "easy".into(),
            SeatPick::Computer(IndividualPick::Hard) => "hard".into(),
            // the host's server plays the roster's levels: a custom file plays as Medium
            SeatPick::Computer(_) => "medium".into(),
        })
        .collect();
    let board = room_board_name(&settings.board);
    ClientMsg::CreateRoom {
        seats,
        board: Some(board),
        rules: Some(settings.rules.clone()),
        seed: Some(settings.seed),
        replace_after_secs: Some(60),
        public: None,
        watchers: None,
    }
}

/// Why an online game did not begin, in words of `lang`.
pub fn online_error_words(lang: Lang, e: &OnlineError) -> String {
    match e {
        OnlineError::Listen { bind, source } => tr_args(
            lang,
            "online-cannot-listen",
            &[
                ("address", bind.into()),
                ("problem", (&source.to_string()).into()),
            ],
        ),
        OnlineError::StartHost(source) => tr_args(
            lang,
            "online-cannot-start-host",
            &[("problem", (&source.to_string()).into())],
        ),
        OnlineError::NothingToContinue => tr(lang, "online-nothing-to-continue"),
        OnlineError::Invite(e) => invite_error_words(lang, e),
    }
}

/// The room as the person chose to open it: in the host's list or not, watchers or not.
fn with_access(mut msg: ClientMsg, prefs: &OnlinePrefs) -> ClientMsg {
    if let ClientMsg::CreateRoom {
        public, watchers, ..
    } = &mut msg
    {
        *public = Some(prefs.public);
        *watchers = Some(!prefs.no_watchers);
    }
    msg
}

/// Start what was asked: host (this app's server on the chosen port, joined over loopback),
/// join, or continue a seat. The fields are remembered.
pub fn begin(
    ask: OnlineAsk,
    form: &mut OnlineForm,
    settings: &Settings,
    dir: &Path,
    kept: Option<host::Hosted>,
) -> Result<Online, OnlineError> {
    let prefs = form.prefs.get_or_insert_with(|| OnlinePrefs::load(dir));
    if prefs.name.trim().is_empty() {
        prefs.name = "Player".into();
    }
    let host = match ask {
        OnlineAsk::Join => match Invite::parse(&prefs.address) {
            Ok(invite) => invite.server,
            Err(_) => prefs.address.clone(),
        },
        OnlineAsk::Host => prefs.server.clone(),
        OnlineAsk::Continue => String::new(),
        OnlineAsk::JoinRoom(_) | OnlineAsk::Watch(_) => prefs.address.clone(),
    };
    let create = with_access(create_room_msg(settings), prefs);
    prefs.remember_host(&host);
    let saved = prefs.save(dir);
    let name = prefs.name.trim().to_string();
    let online = match ask {
        OnlineAsk::Host if !prefs.server.trim().is_empty() => Online::new(
            &link::ws_url(&prefs.server),
            &name,
            Wants::Create(create),
            dir.to_path_buf(),
        ),
        OnlineAsk::Host => {
            drop(kept); // a game hosted before ends here (its room stays saved)
            let bind = format!("0.0.0.0:{}", prefs.port);
            Online::host(&bind, create, &name, dir)?
        }
        OnlineAsk::JoinRoom(room) => {
            let url = super::rooms::server_of(&prefs.address).unwrap_or_default();
            let wants = Wants::Join { room, seat: None };
            Online::new(&url, &name, wants, dir.to_path_buf())
        }
        OnlineAsk::Watch(room) => {
            let url = super::rooms::server_of(&prefs.address).unwrap_or_default();
            Online::watch(&url, &room, dir)
        }
        OnlineAsk::Join if Invite::looks_like_link(&prefs.address) => {
            let invite = Invite::parse(&prefs.address).map_err(OnlineError::Invite)?;
            Online::join_invite(&invite, form.seat, &name, dir)
        }
        OnlineAsk::Join => Online::join(&prefs.address, &prefs.room, form.seat, &name, dir),
        OnlineAsk::Continue => continue_seat(prefs, &name, dir, kept)?,
    };
    if let Err(e) = saved {
        bevy::log::warn!("online.ron not saved: {e}");
    }
    Ok(online)
}

/// "Continue the online game": the seat kept in the prefs, on its host — for a game this app
/// hosts, on the server still running, or hosted again (its rooms reopen from their files).
fn continue_seat(
    prefs: &OnlinePrefs,
    name: &str,
    dir: &Path,
    kept: Option<host::Hosted>,
) -> Result<Online, OnlineError> {
    let r = prefs.resume.clone().ok_or(OnlineError::NothingToContinue)?;
    let hosted = match (r.hosted_port, kept) {
        (Some(port), Some(k)) if k.addr.port() == port => Some(k),
        (Some(port), k) => {
            drop(k);
            Some(host::start(&format!("0.0.0.0:{port}"), dir.to_path_buf())?)
        }
        (None, _) => None,
    };
    let wants = Wants::Resume {
        room: r.room.clone(),
        seat: r.seat,
        token: r.token.clone(),
    };
    let mut o = Online::new(&r.url, name, wants, dir.to_path_buf());
    o.room = Some(r.room);
    o.seat = Some(crate::core::Seat(r.seat));
    o.token = Some(r.token);
    o.hosted = hosted;
    Ok(o)
}

/// The waiting room (and what went wrong): who is there, the address and code to give friends,
/// "Start now" for the host. Returns true when the person leaves.
pub fn waiting_room(ctx: &egui::Context, online: &Online, lang: Lang) -> bool {
    let mut leave = false;
    egui::Window::new(tr(lang, "online-waiting-room"))
        .collapsible(false)
        .resizable(false)
        .anchor(egui::Align2::CENTER_CENTER, egui::vec2(0.0, 0.0))
        .show(ctx, |ui| {
            ui.set_min_width(380.0);
            match online.status {
                Status::Connecting => {
                    ui.label(tr_args(
                        lang,
                        "online-connecting",
                        &[("url", online.url.as_str().into())],
                    ));
                }
                Status::Failed => {
                    ui.colored_label(
                        egui::Color32::from_rgb(240, 110, 90),
                        online.error.clone().unwrap_or_default(),
                    );
                }
                Status::Lobby | Status::Playing => lobby(ui, online, lang),
            }
            if online.lost.is_some() {
                ui.label(tr(lang, "online-reconnecting"));
            }
            ui.add_space(6.0);
            if ui.button(tr(lang, "online-leave")).clicked() {
                leave = true;
            }
        });
    leave
}

/// The room's code, the address to give friends, the seats, readiness and the host's start.
fn lobby(ui: &mut egui::Ui, online: &Online, lang: Lang) {
    if let Some(room) = &online.room {
        ui.label(
            egui::RichText::new(tr_args(
                lang,
                "online-room-is",
                &[("room", room.as_str().into())],
            ))
            .size(22.0)
            .strong(),
        );
    }
    if online.watching() {
        ui.label(tr(lang, "online-watching"));
    } else {
        super::invitation::invitation(ui, online, lang);
    }
    if online.watchers > 0 {
        let n = online.watchers as usize;
        ui.label(tr_args(
            lang,
            "online-room-watchers",
            &[("count", n.into())],
        ));
    }
    ui.separator();
    for info in &online.seats {
        seat_line(ui, online, info, lang);
    }
    ui.separator();
    let mut ready = online.am_ready();
    if online.seat.is_some()
        && ui
            .checkbox(&mut ready, tr(lang, "online-i-am-ready"))
            .changed()
    {
        online.link.send(ClientMsg::Ready { ready });
    }
    if online.is_host() {
        let open = online.seats.iter().any(|s| s.kind == "open");
        if ui
            .add_enabled(open, egui::Button::new(tr(lang, "online-start-now")))
            .on_hover_text(tr(lang, "online-start-now-about"))
            .clicked()
        {
            online.link.send(ClientMsg::Start { fill: None });
        }
    } else {
        ui.label(egui::RichText::new(tr(lang, "online-waiting-for-host")).small());
    }
}

/// One seat of the waiting room: its colour, who sits there, whether they are ready.
fn seat_line(ui: &mut egui::Ui, online: &Online, info: &crate::net::wire::SeatInfo, lang: Lang) {
    ui.horizontal(|ui| {
        let seat = crate::core::Seat(info.seat);
        let (r, _) = ui.allocate_exact_size(egui::vec2(14.0, 14.0), egui::Sense::hover());
        ui.painter().rect_filled(r, 3.0, seat_egui(seat));
        ui.label(egui::RichText::new(seat_name(lang, seat)).strong());
        let (text, ready) = match info.kind.as_str() {
            "open" => (tr(lang, "online-open-seat"), false),
            "computer" => (
                format!(
                    "{} ({})",
                    tr(lang, "computer"),
                    crate::game::i18n::computer_level(lang, &info.name)
                ),
                true,
            ),
            _ if !info.connected => (
                format!("{} — {}", info.name, tr(lang, "online-away")),
                false,
            ),
            _ if info.ready => (
                format!("{} — {}", info.name, tr(lang, "online-ready")),
                true,
            ),
            _ => (
                format!("{} — {}", info.name, tr(lang, "online-not-ready")),
                false,
            ),
        };
        let t = if online.seat == Some(seat) {
            format!("{text} ({})", tr(lang, "online-you"))
        } else {
            text
        };
        let colour = if ready {
            egui::Color32::from_rgb(140, 220, 140)
        } else {
            egui::Color32::from_gray(170)
        };
        ui.colored_label(colour, t);
    });
}

#[cfg(test)]
mod kept_tests;
#[cfg(test)]
mod tests;
