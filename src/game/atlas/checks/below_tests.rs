//! A page that must show whole: a line cut at (or waiting below) the bottom of its scroll area
//! is a fault — the menu with six seats cut "Advanced" at 1280×800 (play-test 6), and the old
//! checks let it pass as "how scrolling looks".

use super::tests::frame;
use super::*;

/// A central panel scrolling a line at `at` points down the 800×300 window.
fn scrolled(ctx: &egui::Context, at: f32) {
    egui::CentralPanel::default().show(&mut crate::game::theme::root_ui(ctx), |ui| {
        egui::ScrollArea::vertical().show(ui, |ui| {
            ui.label("Line 0");
            ui.add_space(at);
            ui.label("The last line");
            ui.add_space(400.0);
        });
    });
}

#[test]
fn a_line_cut_at_the_scroll_areas_edge_is_found_and_a_whole_one_is_not() {
    let (texts, screen) = frame(|ctx| scrolled(ctx, 100.0));
    assert_eq!(below(&texts, screen), vec![]);
    // the last line straddles the view's bottom edge: scrolling, not a side cut, for the clip
    // check — a fault on a page that must show whole
    let (texts, screen) = frame(|ctx| scrolled(ctx, 262.0));
    assert!(texts.iter().any(|d| d.text == "The last line"), "{texts:?}");
    assert_eq!(
        clipped(&texts, screen),
        vec![],
        "scrolling is not a side cut"
    );
    let faults = below(&texts, screen);
    assert_eq!(faults.len(), 1, "{faults:?}");
    assert_eq!(faults[0].kind, "below");
    assert_eq!(faults[0].text, "The last line");
}
