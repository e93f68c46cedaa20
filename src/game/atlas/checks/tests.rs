use super::*;

/// One egui frame with `ui` drawn in an 800×300 window; the texts painted, read as the atlas
/// reads them.
pub(super) fn frame(ui: impl FnMut(&egui::Context)) -> (Vec<Drawn>, egui::Rect) {
    let ctx = egui::Context::default();
    let input = || egui::RawInput {
        screen_rect: Some(egui::Rect::from_min_size(
            egui::Pos2::ZERO,
            egui::vec2(800.0, 300.0),
        )),
        ..Default::default()
    };
    let mut ui = ui;
    let mut texts = Vec::new();
    // a second frame: egui sizes some things from the first
    for _ in 0..2 {
        ctx.begin_pass(input());
        ui(&ctx);
        texts = drawn_texts(&ctx);
        let mut out = ctx.end_pass();
        out.textures_delta.clear();
    }
    (texts, ctx.content_rect())
}

fn side_panel(ctx: &egui::Context, text: &str) {
    egui::Panel::left("left")
        .exact_size(120.0)
        .resizable(false)
        .show(&mut crate::game::theme::root_ui(ctx), |ui| {
            ui.add(egui::Label::new(text).wrap_mode(egui::TextWrapMode::Extend));
        });
}

#[test]
fn a_planted_over_long_string_is_found_clipped_and_a_short_one_is_not() {
    let (texts, screen) = frame(|ctx| side_panel(ctx, "Short"));
    assert!(texts.iter().any(|d| d.text == "Short"), "{texts:?}");
    assert_eq!(clipped(&texts, screen), vec![]);

    let long = "A message far too long for a panel of one hundred and twenty points";
    let (texts, screen) = frame(|ctx| side_panel(ctx, long));
    let faults = clipped(&texts, screen);
    assert_eq!(faults.len(), 1, "{faults:?}");
    assert_eq!(faults[0].kind, "clipped");
    assert_eq!(faults[0].text, long);
}

#[test]
fn text_beyond_the_window_is_off_screen() {
    let (texts, screen) = frame(|ctx| {
        egui::Area::new("far".into())
            .constrain(false)
            .fixed_pos(egui::pos2(760.0, 10.0))
            .show(ctx, |ui| {
                ui.add(egui::Label::new("Beyond the edge").wrap_mode(egui::TextWrapMode::Extend));
            });
    });
    // cut by the window's edge (the area's clip is the window)
    let faults = clipped(&texts, screen);
    assert_eq!(faults.len(), 1, "{faults:?}");
    assert_eq!(faults[0].text, "Beyond the edge");
}

#[test]
fn two_texts_painted_over_each_other_are_an_overlap() {
    let paint = |ctx: &egui::Context, second: egui::Pos2| {
        egui::CentralPanel::default().show(&mut crate::game::theme::root_ui(ctx), |ui| {
            let p = ui.painter();
            let font = egui::FontId::proportional(16.0);
            p.text(
                egui::pos2(20.0, 20.0),
                egui::Align2::LEFT_TOP,
                "Red builds",
                font.clone(),
                egui::Color32::WHITE,
            );
            p.text(
                second,
                egui::Align2::LEFT_TOP,
                "Blue trades",
                font,
                egui::Color32::WHITE,
            );
        });
    };
    let (texts, screen) = frame(|ctx| paint(ctx, egui::pos2(30.0, 24.0)));
    assert_eq!(overlapping(&texts, screen).len(), 1);
    let (texts, screen) = frame(|ctx| paint(ctx, egui::pos2(20.0, 60.0)));
    assert_eq!(overlapping(&texts, screen), vec![]);
}

#[test]
fn a_window_over_a_panel_is_not_an_overlap() {
    let (texts, screen) = frame(|ctx| {
        egui::CentralPanel::default().show(&mut crate::game::theme::root_ui(ctx), |ui| {
            ui.label("Under the window")
        });
        egui::Window::new("Over it")
            .fixed_pos(egui::pos2(0.0, 0.0))
            .show(ctx, |ui| ui.label("Inside the window"));
    });
    assert_eq!(overlapping(&texts, screen), vec![]);
}

fn words() -> Words {
    Words::new(crate::game::i18n::EN_FTL, crate::game::i18n::CS_FTL)
}

#[test]
fn english_on_a_czech_page_and_czech_on_an_english_one_are_found() {
    let w = words();
    assert!(!w.foreign("Build a settlement", true).is_empty());
    assert_eq!(w.foreign("Postavit osadu", true), Vec::<String>::new());
    assert!(!w.foreign("Postavit osadu", false).is_empty());
    assert_eq!(w.foreign("Build a settlement", false), Vec::<String>::new());
    // a language's own name is allowed on either page
    assert_eq!(w.foreign("Čeština", false), Vec::<String>::new());
}

#[test]
fn paths_ids_seats_and_enum_names_are_raw() {
    let w = words();
    for raw in [
        "kept in /tmp/catan/games/2026.ron",
        "build a road on edge 24",
        "seat 1 rolled",
        "phase TradeAnswers",
        "could-not-start",
        "Hello { $who }",
    ] {
        assert!(!w.raw(raw).is_empty(), "{raw} not found raw");
    }
    for fine in [
        "Blue builds a road",
        "Round 12",
        "the 6 sheep",
        "Kept in Games",
    ] {
        assert_eq!(w.raw(fine), Vec::<String>::new(), "{fine}");
    }
}
