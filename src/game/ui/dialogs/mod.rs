//! The dialogs of a person's turn, one file each. [`show`] opens the ones the position and the
//! person's choices call for.

mod bank_trade;
pub(crate) mod counters;
mod discard;
mod gold;
mod monopoly;
mod offer;
pub(crate) mod road_or_ship;
#[cfg(test)]
mod road_or_ship_tests;
mod robber_victim;
mod trade_answer;
mod trade_confirm;
mod year_of_plenty;

use crate::core::{Action, Phase, Resource, ResourceSet, Seat};
use crate::game::i18n::{self, Lang};
use crate::game::session::Session;
use crate::game::table::picking::{PieceChoice, RobberChoice};
use crate::game::theme::paint_resource_card;
use bevy::prelude::*;
use bevy_egui::egui;

pub use bank_trade::BankDraft;
pub use counters::CountersSeen;
pub use discard::DiscardDraft;
pub use gold::GoldDraft;
pub use offer::OfferDraft;
pub use trade_answer::CounterDraft;
pub use year_of_plenty::PlentyDraft;

/// The dialogs of the game screen, each with its own state (defined in its file). What the
/// person asks on them goes out as the game's messages (`Act`, `Undo`, `CounterOffer`,
/// `SpecialWish`), never through here.
#[derive(Resource, Default)]
pub struct Dialogs {
    pub help: bool,
    pub help_page: HelpPage,
    pub stats: bool,
    pub bank: BankDraft,
    pub offer: OfferDraft,
    pub plenty: PlentyDraft,
    /// The monopoly's window is open.
    pub monopoly: bool,
    pub discard: DiscardDraft,
    pub gold: GoldDraft,
    pub counter: CounterDraft,
    pub counters: CountersSeen,
    /// The "since your last turn" summary closed for this game and turn.
    pub summary_closed: Option<(u64, u32)>,
    /// Cached candidate moves of the computer on move: (session, version, lines).
    pub candidates: Option<(u64, u64, Vec<(bool, String, f64)>)>,
    /// Where on the screen the side of the road-or-ship question is.
    pub side_at: Option<egui::Pos2>,
    /// Leaving an online game for the menu is being asked (`ui::leave`).
    pub leave_asked: bool,
}

/// The help window's pages.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum HelpPage {
    #[default]
    Rules,
    /// Seafarers' rules (on a board with a sea of ships).
    Seafarers,
    Keys,
}

impl Dialogs {
    pub(crate) fn close_all(&mut self) {
        self.bank.open = false;
        self.offer.open = false;
        self.plenty.open = false;
        self.monopoly = false;
    }
}

/// What every dialog reads, and where it puts the actions the person chose.
pub(crate) struct Window<'a> {
    pub ctx: &'a egui::Context,
    pub session: &'a Session,
    pub lang: Lang,
    /// The person acting.
    pub me: Seat,
    pub legal: &'a [Action],
    pub out: &'a mut Vec<Action>,
}

/// Show the dialogs that are open for the acting person; returns the counter-offer they sent
/// this frame, (they give, they get).
pub(crate) fn show(
    w: &mut Window<'_>,
    dialogs: &mut Dialogs,
    robber: &mut RobberChoice,
    piece: &mut PieceChoice,
) -> Option<(ResourceSet, ResourceSet)> {
    let mut counter = None;
    match w.session.game.state.phase {
        Phase::Discard { .. } => discard::show(w, &mut dialogs.discard),
        Phase::Gold { .. } => gold::show(w, &mut dialogs.gold),
        Phase::TradeAnswers { give, get, .. } => {
            counter = trade_answer::show(w, &mut dialogs.counter, give, get)
        }
        Phase::TradeConfirm {
            give,
            get,
            accepted,
        } => trade_confirm::show(w, (give, get, accepted), &mut dialogs.counters),
        Phase::Main => counters::show(w, &mut dialogs.counters),
        _ => {}
    }
    if w.session.game.counters.is_empty() {
        dialogs.counters.declined.clear();
    }
    if robber.0.is_some() {
        robber_victim::show(w, robber);
    }
    if piece.0.is_some() {
        road_or_ship::show(w, piece, dialogs.side_at);
    }
    if dialogs.plenty.open {
        year_of_plenty::show(w, &mut dialogs.plenty);
    }
    if dialogs.monopoly {
        monopoly::show(w, &mut dialogs.monopoly);
    }
    if dialogs.bank.open {
        bank_trade::show(w, &mut dialogs.bank);
    }
    if dialogs.offer.open {
        offer::show(w, &mut dialogs.offer);
    }
    counter
}

pub(super) fn dialog<'a>(title: &'a str) -> egui::Window<'a> {
    egui::Window::new(title)
        // collapsible: a window that must be answered can still be folded to see the board
        .collapsible(true)
        .resizable(false)
        .anchor(egui::Align2::CENTER_CENTER, egui::vec2(-25.0, -40.0))
}

pub(super) fn picker(
    ui: &mut egui::Ui,
    lang: Lang,
    set: &mut ResourceSet,
    max: Option<&ResourceSet>,
) {
    egui::Grid::new(ui.next_auto_id())
        .num_columns(4)
        .show(ui, |ui| {
            for r in Resource::ALL {
                let (rect, _) =
                    ui.allocate_exact_size(egui::vec2(24.0, 30.0), egui::Sense::hover());
                paint_resource_card(ui.painter(), rect, r.index(), false);
                ui.label(i18n::resource(lang, r));
                let n = set.get(r);
                if ui.add_enabled(n > 0, egui::Button::new("−")).clicked() {
                    set.0[r.index()] -= 1;
                }
                ui.label(format!("{n}"));
                let cap = max.map(|m| m.get(r)).unwrap_or(19);
                if ui.add_enabled(n < cap, egui::Button::new("+")).clicked() {
                    set.0[r.index()] += 1;
                }
                ui.end_row();
            }
        });
}
