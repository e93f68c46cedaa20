//! The help window (F1, H): the rules in brief — winning, a turn, the opening, the seven and the
//! robber, development cards, the awards, trading, costs — read from the game's own rules, and
//! the keys. It pauses the computer players.

use crate::game::i18n::{Lang, tr, tr_args};
use crate::game::session::Session;
use crate::game::ui::dialogs::HelpPage;
use crate::game::ui::panels::hand::cost_card;
use bevy_egui::egui;

pub(crate) fn help_window(
    ctx: &egui::Context,
    session: &Session,
    lang: Lang,
    open: &mut bool,
    page: &mut HelpPage,
) {
    egui::Window::new(tr(lang, "help"))
        .open(open)
        .collapsible(false)
        .resizable(false)
        .default_width(560.0)
        .anchor(egui::Align2::CENTER_CENTER, egui::vec2(0.0, 0.0))
        .show(ctx, |ui| {
            ui.horizontal(|ui| {
                ui.selectable_value(page, HelpPage::Rules, tr(lang, "help-rules"));
                if session.game.state.sea().is_some() {
                    ui.selectable_value(page, HelpPage::Seafarers, tr(lang, "help-seafarers"));
                }
                ui.selectable_value(page, HelpPage::Keys, tr(lang, "help-keys"));
            });
            ui.separator();
            match page {
                HelpPage::Rules => rules_page(ui, session, lang),
                HelpPage::Seafarers => seafarers_page(ui, session, lang),
                HelpPage::Keys => keys_page(ui, lang),
            }
        });
}

fn rules_page(ui: &mut egui::Ui, session: &Session, lang: Lang) {
    let rules = &session.game.state.rules;
    let n = |v: u8| -> crate::game::i18n::Arg<'static> { v.into() };
    let sections = [
        (
            "help-goal-title",
            tr_args(
                lang,
                "help-goal",
                &[
                    ("points", n(session.game.state.points_to_win())),
                    ("road", n(rules.longest_road.points)),
                    ("army", n(rules.largest_army.points)),
                ],
            ),
        ),
        ("help-turn-title", tr(lang, "help-turn")),
        ("help-opening-title", tr(lang, "help-opening")),
        (
            "help-seven-title",
            tr_args(lang, "help-seven", &[("limit", n(rules.discard_limit))]),
        ),
        ("help-cards-title", tr(lang, "help-cards")),
        (
            "help-awards-title",
            tr_args(
                lang,
                "help-awards",
                &[
                    ("road-min", n(rules.longest_road.min)),
                    ("army-min", n(rules.largest_army.min)),
                ],
            ),
        ),
        (
            "help-trade-title",
            tr_args(lang, "help-trade", &[("bank", n(rules.trade.bank_rate))]),
        ),
    ];
    sections_page(ui, &sections, lang, |ui| cost_card(ui, session, lang));
}

/// A help page: titled sections in a scroll area that fits a 1024×640 window, then `after`.
fn sections_page(
    ui: &mut egui::Ui,
    sections: &[(&str, String)],
    lang: Lang,
    after: impl FnOnce(&mut egui::Ui),
) {
    let height = (ui.ctx().content_rect().height() - 200.0).clamp(200.0, 520.0);
    egui::ScrollArea::vertical()
        .max_height(height)
        .show(ui, |ui| {
            ui.set_max_width(540.0);
            for (title, text) in sections {
                ui.label(egui::RichText::new(tr(lang, title)).strong().size(15.0));
                ui.label(text);
                ui.add_space(6.0);
            }
            after(ui);
        });
}

/// Seafarers: ships, moving them, the pirate, gold, islands, fog, the trade route, the
/// scenario's points to win.
fn seafarers_page(ui: &mut egui::Ui, session: &Session, lang: Lang) {
    let state = &session.game.state;
    let rules = &state.rules;
    let own = &state.board().file.name;
    let name = crate::game::i18n::board_name(lang, std::path::Path::new(own), own);
    let n = |v: u8| -> crate::game::i18n::Arg<'static> { v.into() };
    let goal = tr_args(
        lang,
        "help-sea-goal",
        &[
            ("scenario", name.as_str().into()),
            ("points", n(session.game.state.points_to_win())),
        ],
    );
    let route = tr_args(
        lang,
        "help-sea-route",
        &[
            ("min", n(rules.longest_road.min)),
            ("points", n(rules.longest_road.points)),
        ],
    );
    let mut sections = vec![
        ("help-sea-goal-title", goal),
        ("help-sea-ships-title", tr(lang, "help-sea-ships")),
        ("help-sea-move-title", tr(lang, "help-sea-move")),
        ("help-sea-route-title", route),
        ("help-sea-pirate-title", tr(lang, "help-sea-pirate")),
        ("help-sea-gold-title", tr(lang, "help-sea-gold")),
        ("help-sea-islands-title", tr(lang, "help-sea-islands")),
        ("help-sea-fog-title", tr(lang, "help-sea-fog")),
    ];
    // Cloth for Catan: the villages, and no trade route award
    if state.cloth_map().is_some() {
        sections.retain(|(id, _)| *id != "help-sea-route-title");
        sections.push(("help-sea-cloth-title", tr(lang, "help-sea-cloth")));
    }
    sections_page(ui, &sections, lang, |_| {});
}

fn keys_page(ui: &mut egui::Ui, lang: Lang) {
    egui::Grid::new("keys")
        .num_columns(2)
        .striped(true)
        .show(ui, |ui| {
            let (zoom_keys, pan_keys) = (tr(lang, "keys-zoom"), tr(lang, "keys-pan"));
            for (k, what) in [
                ("R", tr(lang, "roll")),
                ("E / Enter", tr(lang, "end-turn")),
                ("1", tr(lang, "road")),
                ("2", tr(lang, "settlement")),
                ("3", tr(lang, "city")),
                ("4", tr(lang, "ship")),
                ("5", tr(lang, "move-ship")),
                ("B", tr(lang, "buy-card")),
                ("T", tr(lang, "bank-trade")),
                ("O", tr(lang, "offer-to-players")),
                ("Esc", tr(lang, "cancel")),
                (zoom_keys.as_str(), tr(lang, "zoom")),
                (pan_keys.as_str(), tr(lang, "pan")),
                ("Home", tr(lang, "board")),
                ("F1 / H", tr(lang, "help")),
            ] {
                ui.label(egui::RichText::new(k).monospace().strong());
                ui.label(what);
                ui.end_row();
            }
        });
}
