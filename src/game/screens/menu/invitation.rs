//! The waiting room's invitation: one link friends paste into "Join" (or open, where the desktop
//! knows `catan://` links), with a Copy button.

use crate::game::i18n::{Lang, tr, tr_args};
use crate::game::online::Online;
use crate::net::invite::InviteError;
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

/// The invitation: the link, Copy, and (hosted here) what reaching it from the internet needs.
pub(crate) fn invitation(ui: &mut egui::Ui, online: &Online, lang: Lang) {
    let Some(invite) = online.invitation() else {
        return;
    };
    let link = invite.link();
    ui.label(tr(lang, "online-invite"));
    ui.horizontal(|ui| {
        ui.add(
            egui::TextEdit::singleline(&mut link.as_str())
                .font(egui::TextStyle::Monospace)
                .desired_width(300.0),
        );
        let id = ui.id().with("invite-copied");
        let copied = ui.data(|d| d.get_temp::<bool>(id)).unwrap_or(false);
        let label = if copied {
            tr(lang, "online-invite-copied")
        } else {
            tr(lang, "online-invite-copy")
        };
        if ui.button(label).clicked() {
            ui.ctx().copy_text(link.clone());
            ui.data_mut(|d| d.insert_temp(id, true));
        }
    });
    if online.hosted.is_some() {
        ui.label(egui::RichText::new(tr(lang, "online-internet")).small());
    }
}
