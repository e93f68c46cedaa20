//! The waiting room's invitation: one link friends paste into "Join" (or open, where the desktop
//! knows `catan://` links), with a Copy button.

use crate::game::i18n::{Lang, tr, tr_args};
use crate::game::online::Online;
use crate::game::online::host::{self, Reach};
use crate::net::invite::InviteError;
use crate::net::portmap::MapError;
use bevy_egui::egui;

/// What is wrong with a link, in the person's words.
pub(crate) fn invite_error_words(lang: Lang, e: &InviteError) -> String {
    let part = |id: &str, what: &str| tr_args(lang, id, &[("what", what.into())]);
    match e {
        InviteError::Empty => tr(lang, "invite-empty"),
        InviteError::Scheme(s) => part("invite-scheme", s),
        InviteError::NoRoom => tr(lang, "invite-no-room"),
        InviteError::Code(c) => part("invite-code", c),
        InviteError::NoHost => tr(lang, "invite-no-host"),
        InviteError::Port(p) => part("invite-port", p),
    }
}

/// The invitation: the link with Copy, and (hosted here) who can reach it — the router's answer
/// in words, with the way out when it did not open the port.
pub(crate) fn invitation(ui: &mut egui::Ui, online: &Online, lang: Lang) {
    let Some(invite) = online.invitation() else {
        return;
    };
    ui.label(tr(lang, "online-invite"));
    link_row(ui, &invite.link(), "invite", lang);
    let Some(hosted) = &online.hosted else {
        return;
    };
    let port = hosted.addr.port().to_string();
    let port = port.as_str();
    let small = |ui: &mut egui::Ui, text: String| {
        ui.label(egui::RichText::new(text).small());
    };
    match hosted.reach() {
        Reach::ThisMachine => small(ui, tr(lang, "online-reach-this-machine")),
        Reach::Asking => small(ui, tr(lang, "online-reach-asking")),
        Reach::Public(_) => {
            small(ui, tr(lang, "online-reach-public"));
            if let Some(local) = online.local_invitation() {
                small(ui, tr(lang, "online-reach-local-link"));
                link_row(ui, &local.link(), "local", lang);
            }
        }
        Reach::LocalNetwork(why) => {
            let lan = host::lan_address()
                .map(|ip| ip.to_string())
                .unwrap_or_default();
            let args = [("port", port.into()), ("address", lan.as_str().into())];
            ui.label(
                egui::RichText::new(map_error_words(lang, &why))
                    .small()
                    .color(ui.visuals().warn_fg_color),
            );
            small(ui, tr_args(lang, "online-reach-way-out", &args));
        }
        Reach::NotAsked => small(
            ui,
            tr_args(lang, "online-reach-not-asked", &[("port", port.into())]),
        ),
    }
}

/// A link shown whole (selectable) with its Copy button ("Copied" once pressed).
fn link_row(ui: &mut egui::Ui, link: &str, salt: &str, lang: Lang) {
    ui.horizontal(|ui| {
        ui.add(
            egui::TextEdit::singleline(&mut &*link)
                .font(egui::TextStyle::Monospace)
                .desired_width(300.0),
        );
        let id = ui.id().with(("copied", salt));
        let copied = ui.data(|d| d.get_temp::<bool>(id)).unwrap_or(false);
        let label = if copied {
            tr(lang, "online-invite-copied")
        } else {
            tr(lang, "online-invite-copy")
        };
        if ui.button(label).clicked() {
            ui.ctx().copy_text(link.to_string());
            ui.data_mut(|d| d.insert_temp(id, true));
        }
    });
}

/// Why the router did not open the port, in the person's words.
pub(crate) fn map_error_words(lang: Lang, e: &MapError) -> String {
    match e {
        MapError::NoRouter => tr(lang, "online-reach-no-router"),
        MapError::Refused { port, code: None } => {
            let port = port.to_string();
            tr_args(
                lang,
                "online-reach-refused",
                &[("port", port.as_str().into())],
            )
        }
        MapError::Refused {
            port,
            code: Some(code),
        } => {
            let (port, code) = (port.to_string(), code.to_string());
            tr_args(
                lang,
                "online-reach-refused-code",
                &[
                    ("port", port.as_str().into()),
                    ("code", code.as_str().into()),
                ],
            )
        }
        MapError::NoPublicAddress => tr(lang, "online-reach-no-address"),
        MapError::BehindAnother(ip) => tr_args(
            lang,
            "online-reach-behind-another",
            &[("address", ip.to_string().as_str().into())],
        ),
    }
}
